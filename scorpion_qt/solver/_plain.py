"""The unpruned search for the variants whose rules the pruned search does
not cover (PROOFS.md §V): a depth-first search over the engine's own
positions with no pruning rule, only a set of positions already entered.

"won" comes with a line found by playing :meth:`Position.play`; "lost" only
when every position reachable from the start was entered (reachability in a
finite graph: a position already entered is never entered again, and a win
reachable from it would have been found from its first entry); anything cut
short by a budget is "unknown".
"""

from __future__ import annotations

from typing import Callable, Iterator

from ..engine import Move, Position

__all__ = ["plain_search", "shorten_line", "uses_pruned_search"]


def uses_pruned_search(position: Position) -> bool:
    """True when the pruned search (``_board``) and its proofs apply to
    ``position``'s rules: Cards4's moves, flips, removals, talon of 3 on
    columns 1–3 and win, whatever the face-down pattern (Cards4 and
    Scorpion II, with either option; PROOFS.md §V)."""
    r = position.rules
    return (
        r.columns == 7 and r.talon == 3 and r.reserve_slots == 0 and r.empty_column == "king"
        and r.build == "suit" and r.decks == 1
    )


def shorten_line(path: list[Position], line: list[Move]) -> tuple[Move, ...]:
    """A winning line no longer than ``line``, often far shorter: from each
    position kept, the move that reaches the latest position of the line
    (``path``: the line's positions, the start first and the win last; a
    depth-first search's path wanders, and was 159,215 moves on Wasp's deal
    24). Every move is legal where it is played, and the last position is
    the win, so the result is a winning line."""
    index = {p: i for i, p in enumerate(path)}
    out: list[Move] = []
    i = 0
    last = len(path) - 1
    while i < last:
        best, move = i + 1, line[i]
        for m in path[i].legal_moves():
            j = index.get(path[i].play(m), -1)
            if j > best:
                best, move = j, m
                if j == last:
                    break
        out.append(move)
        i = best
    return tuple(out)


def plain_search(
    position: Position, check: Callable[[int], None], check_every: int = 64
) -> tuple[bool, tuple[Move, ...], int]:
    """Search every position reachable from ``position``; ``check(nodes)`` is
    called every ``check_every`` new positions and stops the search by
    raising (the caller's ``Aborted``).

    Returns ``(won, line, nodes)``: ``won`` True with a winning ``line``
    (moves in order), False when no reachable position is won (proven).
    """
    if position.is_won:
        return True, (), 1
    seen: set[Position] = {position}
    stack: list[tuple[Position, Iterator[Move]]] = [(position, iter(position.legal_moves()))]
    line: list[Move] = []
    nodes = 1
    while stack:
        p, moves = stack[-1]
        for m in moves:
            q = p.play(m)
            if q in seen:
                continue
            nodes += 1
            if nodes % check_every == 0:
                check(nodes)
            line.append(m)
            if q.is_won:
                path = [entry[0] for entry in stack] + [q]
                return True, shorten_line(path, line), nodes
            seen.add(q)
            stack.append((q, iter(q.legal_moves())))
            break
        else:
            stack.pop()
            if line:
                line.pop()
    return False, (), nodes
