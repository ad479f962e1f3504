"""Keyboard navigation on the board as pure functions: where the focus goes
for an arrow, Home or End (tested without a window,
``tests/app/test_board_keyboard.py``).

The focus is on a column (``column_index`` 0-based) and one of its face-up
cards, by ``depth`` from the base (0), or -1 for the column's end card (so
the focus stays on the end card when the column grows or shrinks); or, in
the variants with a reserve or free cells, on one of those places
(``place``, 0-based), which Left and Right reach after the last column.
Face-down cards are never focused: they cannot be moved, and nothing about
them is told (rules.md §7).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from scorpion_qt.engine import Card, Move, Position

from scorpion_qt.app.board.gestures import destinations, goes_to_cell
from scorpion_qt.app.lang.texts import translate

__all__ = ["Focus", "Step", "clamp", "focused_card", "movable_cards", "next_destination", "next_movable", "step"]


class Step(enum.Enum):
    """A navigation key."""

    LEFT = "left"
    RIGHT = "right"
    UP = "up"
    DOWN = "down"
    HOME = "home"
    END = "end"


@dataclass(frozen=True)
class Focus:
    """Where the keyboard focus is (see the module's docstring)."""

    column_index: int = 0
    depth: int = -1
    place: int | None = None
    """A reserve place or free cell (0-based) instead of the column, or None."""


def clamp(position: Position | None, column_index: int, depth: int = -1) -> Focus:
    """The focus on column ``column_index`` (clamped to the columns) at
    ``depth`` (clamped to the face-up cards; the end card's depth becomes -1)."""
    last = len(position.columns) - 1 if position is not None else 6
    column_index = max(0, min(last, column_index))
    if position is not None and depth >= 0:
        col = position.columns[column_index]
        depth = max(position.face_down[column_index], min(depth, len(col) - 1))
        if depth == len(col) - 1:
            depth = -1
    return Focus(column_index, depth)


def focused_card(position: Position | None, focus: Focus) -> Card | None:
    """The card under ``focus``, or None on an empty column or place."""
    if position is None:
        return None
    if focus.place is not None:
        return position.reserve[focus.place] if focus.place < len(position.reserve) else None
    col = position.columns[focus.column_index]
    if not col:
        return None
    down = position.face_down[focus.column_index]
    i = focus.depth if focus.depth >= 0 else len(col) - 1
    return col[max(down, min(i, len(col) - 1))]


def step(position: Position, focus: Focus, key: Step) -> tuple[Focus, str | None]:
    """Where ``key`` takes ``focus``, and a sentence to say when it cannot
    go (Up from the highest face-up card). Left and Right wrap round the
    columns, then the reserve places or free cells, and land on the end
    card; Home goes to the column's highest face-up card, End to its end
    card; Up, Down, Home and End stay on a reserve place."""
    ci = focus.column_index
    n, places = len(position.columns), len(position.reserve)
    if key in (Step.LEFT, Step.RIGHT):
        here = n + focus.place if focus.place is not None else ci
        to = (here + (-1 if key is Step.LEFT else 1)) % (n + places)
        if to >= n:
            return Focus(ci, -1, to - n), None
        return clamp(position, to), None
    if focus.place is not None:
        return focus, None
    down = position.face_down[ci]
    if key is Step.HOME:
        return clamp(position, ci, down), None
    if key is Step.END:
        return clamp(position, ci), None
    card = focused_card(position, focus)
    if card is None:
        return clamp(position, ci), None
    depth = position.columns[ci].index(card) + (-1 if key is Step.UP else 1)
    if depth < down:
        return clamp(position, ci, down), translate("Board", "No face-up card above this one.")
    return clamp(position, ci, depth), None


def movable_cards(position: Position) -> list[Card]:
    """The face-up cards that have a legal move, in board order (column 1's
    base first, then up each column, then column 2 …, then the reserve
    places or free cells). A card whose only moves park it — to a free cell
    (Scorpion Head), or into an empty column where any card may go (Wasp) —
    is left out while some card can go elsewhere: with a cell or a column
    empty, every end card (in Wasp every face-up card) could go there, and
    Page Down would stop on all of them instead of on the moves that build."""
    moves = [m for m in position.legal_moves() if m.card is not None]
    any_card_empties = position.rules.empty_column != "king"

    def parks(m: Move) -> bool:
        return m.to_cell or (any_card_empties and not position.columns[m.column - 1])

    can_move = {m.card for m in moves if not parks(m)} or {m.card for m in moves}
    out: list[Card] = []
    for ci, col in enumerate(position.columns):
        out += [c for c in col[position.face_down[ci]:] if c in can_move]
    out += [c for c in position.reserve if c is not None and c in can_move]
    return out


def _place(position: Position, card: Card) -> Focus:
    place = position.find(card)
    if place.kind == "reserve":
        assert place.at is not None
        return Focus(0, -1, place.at)
    assert place.column is not None and place.at is not None
    return clamp(position, place.column - 1, place.at)


def _order(position: Position, focus: Focus) -> tuple[int, int]:
    """Where ``focus`` comes in board order: (column or place, depth)."""
    if focus.place is not None:
        return (len(position.columns) + focus.place, 0)
    return (focus.column_index, _depth(position, focus))


def next_movable(position: Position, focus: Focus, backward: bool = False) -> Focus | None:
    """The focus on the next card after ``focus`` (in board order, round
    the board) that can move, or the previous one (``backward``); None when
    no card can move. Page Down and Page Up on the board."""
    cards = movable_cards(position)
    if not cards:
        return None
    key = _order(position, focus)
    keyed = [(_order(position, f), f) for f in (_place(position, c) for c in cards)]
    if backward:
        before = [f for k, f in keyed if k < key]
        return before[-1] if before else keyed[-1][1]
    after = [f for k, f in keyed if k > key]
    return after[0] if after else keyed[0][1]


def _depth(position: Position, focus: Focus) -> int:
    """``focus``'s depth from the base (the end card's real depth)."""
    col = position.columns[focus.column_index]
    return focus.depth if focus.depth >= 0 else max(0, len(col) - 1)


def next_destination(position: Position, card: Card, focus: Focus, backward: bool = False) -> Focus | None:
    """The focus on the next legal destination column of the held ``card``
    after the focused column (round the board; ``backward``: the previous
    one), on that column's end card; a free cell the card may go to comes
    after the columns (the first empty one); None when it has none. Page
    Down and Page Up while a card is picked up: Enter then drops it there."""
    n = len(position.columns)
    dests = sorted(set(destinations(position, card)))
    if goes_to_cell(position, card):
        dests.append(n + 1 + position.reserve.index(None))
    if not dests:
        return None
    here = (n + focus.place if focus.place is not None else focus.column_index) + 1
    if backward:
        before = [d for d in dests if d < here]
        d = before[-1] if before else dests[-1]
    else:
        after = [d for d in dests if d > here]
        d = after[0] if after else dests[0]
    if d > n:
        return Focus(focus.column_index, -1, d - n - 1)
    return clamp(position, d - 1)
