"""A plain brute-force search over engine positions: the reference the solver
is compared with (no pruning, no canonical keys, only a memo of positions)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from scorpion_qt.engine import CARDS, Move, Position, Rules, Suit

if TYPE_CHECKING:
    from scorpion_qt.solver._board import Board


def brute_force_won(p: Position, limit: int = 200_000) -> bool | None:
    """True/False: can ``p`` be won (exhaustive DFS over :meth:`Position.play`);
    None when more than ``limit`` positions would be needed."""
    seen: set[Position] = set()

    def dfs(q: Position) -> bool:
        if q.is_won:
            return True
        if q in seen:
            return False
        seen.add(q)
        if len(seen) > limit:
            raise OverflowError
        return any(dfs(q.play(m)) for m in q.legal_moves())

    try:
        return dfs(p)
    except OverflowError:
        return None


def breadth_first_won(p: Position, limit: int) -> bool | None:
    """True/False whether any position reachable from ``p`` is won, by
    breadth-first search over :meth:`Position.play` (another order than the
    solvers' depth-first searches, and no recursion, so repeating positions
    of Wasp or Scorpion Head are fine); None past ``limit`` positions."""
    if p.is_won:
        return True
    seen = {p}
    frontier = [p]
    while frontier:
        nxt = []
        for q in frontier:
            for m in q.legal_moves():
                r = q.play(m)
                if r.is_won:
                    return True
                if r not in seen:
                    seen.add(r)
                    nxt.append(r)
                    if len(seen) > limit:
                        return None
        frontier = nxt
    return False


def random_endgame(rng: random.Random, suits_on_board: int, rules: Rules, talon: bool) -> Position:
    """A random legal position with ``suits_on_board`` suits in play (the others
    in the foundations), shuffled into 7 columns, some cards face down, and a
    talon of up to 3 cards when ``talon``."""
    suits = rng.sample(list(Suit), suits_on_board)
    cards = [CARDS[s * 13 + r] for s in suits for r in range(13)]
    rng.shuffle(cards)
    tal = cards[:3] if talon else []
    rest = cards[len(tal):]
    cols: list[list[int]] = [[] for _ in range(7)]
    for c in rest:
        cols[rng.randrange(7)].append(c)
    hidden = [rng.randrange(len(col)) if col and rng.random() < 0.4 else 0 for col in cols]
    found = [s for s in Suit if s not in suits]
    return Position([[CARDS[c] for c in col] for col in cols], hidden, [CARDS[c] for c in tal], found, rules)


ALL_RULES = [Rules(True, True), Rules(True, False), Rules(False, True), Rules(False, False)]


def plain_won(p: Position, node_limit: int = 2_000_000) -> bool | None:
    """True/False: can ``p`` be won, by the solver's board and move generator
    but with no proof of loss and no move reduction (a depth-first search
    with only a transposition table of lost keys); None past ``node_limit``
    positions. About 5 µs a position, so it reaches further than
    :func:`brute_force_won`; it shares the board code with the solver, so a
    disagreement is confirmed with :func:`brute_force_won` where that fits."""
    from scorpion_qt.solver._solve import board_of

    return plain_won_board(board_of(p), node_limit)


def plain_won_board(src: "Board", node_limit: int = 2_000_000) -> bool | None:
    """:func:`plain_won` of a solver board (copied: ``src`` is not changed),
    for positions met inside a search."""
    from interpreted import Aborted, Board, Searcher, as_interpreted

    class _NoProof(Board):
        __slots__ = ()

        def dead(self, core: "set[int] | None" = None, trap: bool = True, count: bool = False) -> bool:
            return False

    b = as_interpreted(src, _NoProof)

    def check(n: int) -> None:
        if n > node_limit:
            raise Aborted

    try:
        return Searcher(b, check, check_every=1024, reduce=False, learn=False).run()
    except Aborted:
        return None


def off_line_children(p: Position, line: "list[Move] | tuple[Move, ...]") -> "list[tuple[int, Position]]":
    """Every position one move off the winning ``line`` from ``p``: at each
    step ``i``, the positions after each legal move other than ``line[i]``
    (with the step number)."""
    out = []
    q = p
    for i, m in enumerate(line):
        for o in q.legal_moves():
            if o != m:
                out.append((i, q.play(o)))
        q = q.play(m)
    return out
