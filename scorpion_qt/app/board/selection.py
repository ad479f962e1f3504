"""The board's selection as plain state, and the marks it puts on the board
as a pure function (:func:`marks`), tested without a scene
(``tests/app/test_board_selection.py``).

Columns: ``column_index`` 0-based here (the board's own numbering of its
places); a move's ``column`` is 1-based. Reserve places and free cells:
``place`` 0-based.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scorpion_qt.engine import Card, Move, Position

from scorpion_qt.app.board.gestures import destinations, goes_to_cell

__all__ = ["Marks", "Selection", "marks"]


@dataclass
class Selection:
    """What the player holds: the lead ``card`` of the selected group (None:
    nothing), the ``hint`` shown (None: none), and whether the talon is
    ``armed`` (its next click deals)."""

    card: Card | None = None
    hint: Move | None = None
    armed: bool = False


@dataclass(frozen=True)
class Marks:
    """What the board draws for a selection.

    ``cards``: the marks of each marked card ("selected", "hint", "focus":
    not on a covered card, see ``covered_focus``);
    ``lifted``: the cards drawn slightly raised (the selected group);
    ``columns``: the outline over each column that shows one, by column
    index: "target" (the selection may go there), "hint" (the hinted
    destination) or "focus" (the keyboard focus on an empty column);
    ``talon_lit``: the talon is armed; ``covered_focus``: the focused card
    when another card covers it (its visible strip is outlined on top);
    ``places``: the outline over each reserve place or free cell that shows
    one, by place index: "target" (the first empty cell, where the selection
    may go), "hint" or "focus" (the keyboard focus on an empty place).
    """

    cards: dict[Card, frozenset[str]] = field(default_factory=dict)
    lifted: frozenset[Card] = frozenset()
    columns: dict[int, str] = field(default_factory=dict)
    talon_lit: bool = False
    covered_focus: Card | None = None
    places: dict[int, str] = field(default_factory=dict)


def marks(
    position: Position | None,
    selection: Selection,
    *,
    focus_column_index: int = 0,
    focus_card: Card | None = None,
    focus_shown: bool = False,
    focus_place: int | None = None,
) -> Marks:
    """The marks of ``selection`` on ``position``: the selected group and its
    legal destinations (the armed talon's are columns 1–3), the hinted group
    (the talon's cards for a deal) and its destination, and — when
    ``focus_shown`` — the keyboard focus on ``focus_card`` in column
    ``focus_column_index`` (None: the column is empty) or on reserve place
    ``focus_place`` (when not None)."""
    if position is None:
        return Marks()
    group: set[Card] = set()
    dests: set[int] = set()
    if selection.card is not None:
        group = set(position.group(selection.card))
        dests = set(destinations(position, selection.card))
    if selection.armed:
        dests |= {1, 2, 3}
    cell = False
    if selection.card is not None:
        cell = goes_to_cell(position, selection.card)
    hint_cards: set[Card] = set()
    hint_dest: set[int] = set()
    hint_cell = False
    hint = selection.hint
    if hint is not None:
        if hint.card is not None:
            # The whole group that would move, like a selection: the lead
            # card's outline alone seemed to frame part of the group only.
            hint_cards = set(position.group(hint.card)) if position.find(hint.card).kind == "column" else {hint.card}
            if hint.column:
                hint_dest = {hint.column}
            else:
                hint_cell = True
        else:
            hint_cards = set(position.talon)
            hint_dest = {1, 2, 3}
    focus = focus_card if focus_shown else None
    covered = None
    if focus is not None and focus_place is None:
        col = position.columns[focus_column_index]
        if focus in col and col.index(focus) < len(col) - 1:
            covered = focus
    cards: dict[Card, frozenset[str]] = {}
    # A covered focused card has no ring of its own: the ring round its
    # visible strip (covered_focus) shows it, clear of its corner index.
    for card in group | hint_cards | ({focus} if focus is not None and covered is None else set()):
        kinds = set()
        if card in group:
            kinds.add("selected")
        if card in hint_cards:
            kinds.add("hint")
        if card == focus and covered is None:
            kinds.add("focus")
        cards[card] = frozenset(kinds)
    columns: dict[int, str] = {}
    for index in range(len(position.columns)):
        column = index + 1
        if column in hint_dest:
            columns[index] = "hint"
        elif column in dests:
            columns[index] = "target"
        if focus_shown and focus_place is None and index == focus_column_index and focus_card is None:
            columns[index] = "focus"
    places: dict[int, str] = {}
    if None in position.reserve and (cell or hint_cell):
        places[position.reserve.index(None)] = "hint" if hint_cell else "target"
    if focus_shown and focus_place is not None and focus_card is None:
        places[focus_place] = "focus"
    return Marks(cards, frozenset(group), columns, selection.armed, covered, places)
