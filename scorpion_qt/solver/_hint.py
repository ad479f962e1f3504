"""``hint``: the next move of a known winning line, or a heuristic best move;
``hint_result``: the same move with what is known about winning from here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..engine import Move, Position, Rules
from ._board import DEAL_MOVE, Board, IMove
from ._plain import uses_pruned_search
from ._solve import board_of, solve

__all__ = ["hint", "hint_result", "Hint", "rank_moves"]


@dataclass(frozen=True)
class Hint:
    """What :func:`hint_result` suggests.

    - ``move``: the move to suggest, or None when no legal move exists (the
      game is won or stuck).
    - ``winnable``: True when ``move`` starts a winning line (so the position
      is winnable); False when the position is proven lost: no move wins any
      more and ``move`` is only the best try by the heuristic of :func:`hint`
      (the app then says "No winning move remains; best try: ..."); None when
      it is not known (the search budget ran out).
    - ``line``: the winning line that starts with ``move`` when
      ``winnable`` is True (engine moves, in order), else empty.
    """

    move: Move | None
    winnable: bool | None
    line: tuple[Move, ...] = ()


def _imove(m: Move) -> IMove:
    if m.is_deal:
        return DEAL_MOVE
    assert m.card is not None and m.column is not None
    return (int(m.card), m.column - 1)


def _hiding_kings(b: Board) -> int:
    """Kings above other cards with face-down cards below them in their column."""
    n = 0
    for k in (12, 25, 38, 51):
        ck = b.colof[k]
        if ck >= 0 and b.cols[ck][0] != k and b.hid[ck] > 0:
            n += 1
    return n


def _score(b: Board, m: Move, hiding: int) -> tuple[int, ...]:
    """Smaller is better; see :func:`hint` for the rules in order."""
    im = _imove(m)
    if m.is_deal:
        rec = b.do(im)
        lost = b.dead()
        b.undo(rec)
        return (int(lost), 9, 0, 0, 0)
    y, d = im
    s = b.colof[y]
    src = b.cols[s]
    i = src.index(y)
    group = src[i:]
    reveals = int(b.hid[s] > 0 and i == b.hid[s])
    empties_column = int(i == 0)
    is_king = y % 13 == 12
    # face-down cards left under a King that moves into an empty column
    hidden_below = b.hid[s] if is_king else 0
    # burying: a card of the destination column below the lead's successor,
    # not home, of the same suit as and lower than a card of the moved group
    bury = 0
    if not is_king:
        dst = b.cols[d]
        for w in dst:
            j = dst.index(w)
            if w % 13 == 12 or (j > 0 and dst[j - 1] == w + 1):
                continue
            for z in group:
                if z // 13 == w // 13 and z > w:
                    bury += 1
                    break
    rec = b.do(im)
    lost = b.dead()
    b.undo(rec)
    if reveals:
        category = 0
    elif is_king:
        category = 2 if hidden_below else (5 if hiding else 3)
    elif empties_column:
        category = 1
    else:
        category = 4 if bury else 1
    return (int(lost), category, -hidden_below, bury, len(group))


def _plain_score(p: Position, m: Move) -> tuple[int, int, int]:
    """The variants' heuristic (no solver board): moves that turn a
    face-down card up first, the deal and moves to a free cell last, then
    smaller groups first."""
    if m.card is None:
        return (2, 0, 0)
    place = p.find(m.card)
    reveals = place.kind == "column" and place.column is not None and place.at is not None \
        and place.at > 0 and place.at == p.face_down[place.column - 1]
    return (1 if m.to_cell else 0, 0 if reveals else 1, len(p.group(m.card)))


def rank_moves(position: Position, rules: Rules | None = None) -> list[Move]:
    """The legal moves of ``position`` (under ``rules``, default its own),
    best first by the heuristic of :func:`hint` (for the variants without
    the solver board: face-down cards turned up first, the deal and free
    cells last)."""
    p = position if rules is None else position.with_rules(rules)
    moves = p.legal_moves()
    if len(moves) <= 1:
        return moves
    if not uses_pruned_search(p):
        return sorted(moves, key=lambda m: _plain_score(p, m))
    b = board_of(p)
    hiding = _hiding_kings(b)
    return sorted(moves, key=lambda m: _score(b, m, hiding))


def hint(
    position: Position,
    known_line: Sequence[Move] | None = None,
    *,
    rules: Rules | None = None,
) -> Move | None:
    """A move to suggest in ``position`` (played under ``rules``, default its
    own), or None when no legal move exists (the game is won or stuck).

    - When ``known_line`` (a winning line from this position, e.g. the
      ``moves`` of a :class:`SolveResult` for it) is given and its first move
      is legal here, that move.
    - Otherwise the best legal move by this documented heuristic, in order:
      1. never a move after which the position is proven lost (the solver's
         wait-for proof), unless every move is;
      2. a move that turns a face-down card up (its lead card lies directly
         on a face-down card);
      3. a non-King move that does not bury a lower card of the same suit
         (a card of the destination column, not on its successor, under a
         higher card of its suit in the moved group); emptying a column
         counts as useful;
      4. a King into an empty column, Kings with face-down cards below them
         first; while such a King waits, a King without face-down cards
         below it comes only after the burying moves (empty columns are
         kept for Kings that still hide cards);
      5. the other non-King moves (those that bury);
      6. the talon deal last, after the useful moves.
      Ties go to the smaller moved group.

    Moves are always legal (taken from :meth:`Position.legal_moves`). The
    engine already forbids moving a whole King column to another empty
    column, and no move can go straight back: a card only ever moves onto
    its successor, once, and a King leaves only from above other cards.
    Pure (the position is not changed) and fast: about a millisecond. It
    does not say whether the game can still be won: :func:`hint_result`
    does (it returns this move when the position is proven lost).
    """
    p = position if rules is None else position.with_rules(rules)
    if known_line:
        first = known_line[0]
        if p.is_legal(first):
            return first
    moves = p.legal_moves()
    if not moves:
        return None
    if len(moves) == 1:
        return moves[0]
    if not uses_pruned_search(p):
        return min(moves, key=lambda m: _plain_score(p, m))
    b = board_of(p)
    hiding = _hiding_kings(b)
    return min(moves, key=lambda m: _score(b, m, hiding))



def hint_result(
    position: Position,
    known_line: Sequence[Move] | None = None,
    *,
    rules: Rules | None = None,
    lost: bool = False,
    node_limit: int = 5_000,
) -> Hint:
    """A move to suggest in ``position`` (played under ``rules``, default its
    own), and whether the game can still be won from there (see :class:`Hint`).

    - ``known_line``: a winning line from this position (e.g. the ``moves`` of
      a :class:`SolveResult`); when its first move is legal here, that move,
      ``winnable=True``.
    - ``lost=True``: the caller already has a proof that ``position`` is lost
      (e.g. a ``"lost"`` :class:`SolveResult` for it): no search, the
      heuristic best try, ``winnable=False``.
    - otherwise a search of at most ``node_limit`` positions (about 5 µs
      each; 0 for none): a winning line's first move (``winnable=True``),
      or, when the position is proven lost, the heuristic best try
      (``winnable=False``); when the budget runs out, the heuristic move
      with ``winnable=None``.

    A won or stuck position gives ``Hint(None, ...)`` (``winnable`` True for
    a won game, False for a stuck one). Pure: the position is not changed.
    Raises ``ValueError`` for a negative ``node_limit``.
    """
    if node_limit < 0:
        raise ValueError(f"node_limit must be 0 or more, not {node_limit}")
    p = position if rules is None else position.with_rules(rules)
    if p.is_won:
        return Hint(None, True)
    if known_line and not lost:
        first = known_line[0]
        if p.is_legal(first):
            return Hint(first, True, tuple(known_line))
    if not p.legal_moves():
        return Hint(None, False)
    if lost:
        return Hint(hint(p), False)
    if node_limit == 0:
        if not uses_pruned_search(p):
            return Hint(hint(p), None)
        return Hint(hint(p), False if board_of(p).dead() else None)
    r = solve(p, time_limit_s=None, node_limit=node_limit)
    if r.status == "won" and r.moves:
        return Hint(r.moves[0], True, r.moves)
    return Hint(hint(p), False if r.status == "lost" else None)
