"""What a gesture on the board means: pure functions from the position, the
selection and what was hit (or which key) to an intent.

The board view does the hit-testing and carries the intent out; these
functions decide, and are tested without a window
(``tests/app/test_board_gestures.py``). They never decide what is legal:
the engine's :meth:`Position.legal_moves` and the controller do; a move that
may be refused is still a :class:`Play` (the refusal says why).

Columns are numbered 1..7 (``column``; up to 10 in Three Blind Mice);
``column_index`` is 0-based. The reserve places and free cells (Three Blind
Mice, Scorpion Head) are numbered from 0 (``place``); a move to a free cell
is ``Move(card, RESERVE)`` (the engine picks the cell).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from scorpion_qt.engine import DEAL, Card, Move, Position
from scorpion_qt.engine.moves import RESERVE

from scorpion_qt.app.board.keys import board_key
from scorpion_qt.app.lang.texts import fmt, translate

__all__ = [
    "ArmTalon",
    "arm_sentence",
    "Clear",
    "Intent",
    "Play",
    "Say",
    "Select",
    "choose_column",
    "destinations",
    "goes_to_cell",
    "press_place",
    "press_card",
    "press_column",
    "selectable",
    "send_home",
    "tap",
    "tap_talon",
]


@dataclass(frozen=True)
class Play:
    """Play ``move`` (the controller checks it)."""

    move: Move


@dataclass(frozen=True)
class Select:
    """Select ``card`` (with its companions); ``announce``: say what is held
    and where it may go (a keyboard pick-up)."""

    card: Card
    announce: bool = False


@dataclass(frozen=True)
class ArmTalon:
    """Arm the talon: the next click (or ``by_key``, the deal key) deals."""

    by_key: bool = False


@dataclass(frozen=True)
class Say:
    """Say ``text`` (a translated sentence); nothing else changes."""

    text: str


@dataclass(frozen=True)
class Clear:
    """Drop the selection and the hint (a tap on bare felt), saying ``text`` when it is not empty."""

    text: str = ""


Intent = Union[Play, Select, ArmTalon, Say, Clear]


def selectable(position: Position, card: Card) -> bool:
    """True when ``card`` can be picked up: a face-up card of a column
    (rules.md §3), or a reserve or free-cell card (VARIANTS.md §1)."""
    place = position.find(card)
    return place.kind in ("column", "reserve") and place.face_up


def destinations(position: Position, card: Card) -> list[int]:
    """The columns (1..) where ``card`` with its companions may go now, in
    the engine's order (a free cell is no column: :func:`goes_to_cell`)."""
    return [m.column for m in position.legal_moves() if m.card == card and m.column]


def goes_to_cell(position: Position, card: Card) -> bool:
    """True when the engine lets ``card`` go to a free cell now (a column's
    end card while a cell is empty, Scorpion Head)."""
    return Move(card, RESERVE) in position.legal_moves()


def _column(position: Position, card: Card) -> int | None:
    place = position.find(card)
    return place.column if place.kind == "column" else None


def send_home(position: Position, card: Card) -> Intent:
    """The selected ``card`` chosen again: to its first destination, or say it has none."""
    dests = destinations(position, card)
    if dests:
        return Play(Move(card, dests[0]))
    if goes_to_cell(position, card):
        return Play(Move(card, RESERVE))
    return Say(translate("Board", "This card has nowhere to go."))


def tap(
    position: Position, selected: Card | None, card: Card | None, column: int | None, place: int | None = None
) -> Intent:
    """A tap (click, release without a drag) on the board, away from the
    talon: on ``card`` (None: bare felt) over ``column`` (1.., None: no
    column there) or on reserve place ``place`` (0-based, None: none).

    With a selection, a tap on the selected card sends it home; a tap on
    another column that is a destination, an empty column, or a face-down
    card plays the selection there; otherwise a face-up card is selected
    and bare felt drops the selection. A completed run on a foundation
    cannot be picked up. A tap on an empty reserve place or free cell plays
    the selection there (the engine says whether it may go)."""
    if card is not None and position.find(card).kind == "foundation":
        return Clear(translate("Board", "Completed runs stay on the foundations."))
    if selected is not None:
        if card == selected:
            return send_home(position, selected)
        if place is not None and card is None:
            return Play(Move(selected, RESERVE))
        src = _column(position, selected)
        # A reserve or free-cell card (``src`` None) may go to any column.
        if column is not None and column != src:
            on_empty = card is None and not position.columns[column - 1]
            on_face_down = card is not None and not selectable(position, card)
            # A legal column, an empty one or a face-down card is a destination;
            # bare felt under another column just drops the selection.
            if column in destinations(position, selected) or on_empty or on_face_down:
                return Play(Move(selected, column))
    if card is not None and selectable(position, card):
        return Select(card)
    if card is not None:
        return Say(translate("Board", "A face-down card cannot be moved."))
    return Clear()


def tap_talon(position: Position, armed: bool, *, by_key: bool = False) -> Intent:
    """A click on the talon (or the deal key, ``by_key``): arm it while other
    moves remain, deal on the second click, or deal at once when nothing
    else is possible (the Cards4 rule: the talon may be dealt at any time;
    arming guards against a slip)."""
    legal = position.legal_moves()
    others = [m for m in legal if not m.is_deal]
    if DEAL in legal and others and not armed:
        return ArmTalon(by_key)
    return Play(DEAL)


def arm_sentence(by_key: bool, talon: int = 3) -> str:
    """What arming the talon says: press the key, or click, again (a
    ``talon`` of 4 cards, two decks, goes on columns 1 to 4)."""
    if talon == 4:
        if by_key:
            return fmt(
                translate("Board", "Press %1 again to deal one card onto each of columns 1 to 4."), board_key("deal")
            )
        return translate("Board", "Click the talon again to deal one card onto each of columns 1 to 4.")
    if by_key:
        return fmt(translate("Board", "Press %1 again to deal one card onto each of columns 1 to 3."), board_key("deal"))
    return translate("Board", "Click the talon again to deal one card onto each of columns 1 to 3.")


def choose_column(position: Position, selected: Card | None, armed: bool, column: int) -> Intent:
    """A column button or a digit key (``column``): the destination of the
    selection, or of the armed talon for columns 1–3 (1–4 with two decks)."""
    if selected is not None:
        return Play(Move(selected, column))
    if armed and 1 <= column <= max(3, len(position.talon)):
        return Play(DEAL)
    return Say(translate("Board", "Select a card first."))


def press_card(position: Position, selected: Card | None, card: Card) -> Intent | None:
    """Enter on ``card`` (or an accessible "press"): drop the selection on
    its column, send the selected card home, or pick ``card`` up (and say
    what is held). A reserve or free-cell card is picked up (or, held,
    sent home) the same way. None when ``card`` is neither on a column nor
    in the reserve."""
    column = _column(position, card)
    if column is None:
        if position.find(card).kind != "reserve":
            return None
        if selected == card:
            return send_home(position, card)
        return Select(card, announce=True)
    if selected is not None:
        if _column(position, selected) != column:  # from another column, the reserve or a cell
            return Play(Move(selected, column))
        if card == selected:
            return send_home(position, selected)
    if selectable(position, card):
        return Select(card, announce=True)
    return Say(translate("Board", "A face-down card cannot be moved."))


def press_place(position: Position, selected: Card | None, place: int) -> Intent | None:
    """Enter on reserve place or free cell ``place`` (0-based): the card
    there (:func:`press_card`), or, on an empty one, the selection goes there
    (the engine refuses what a cell or the reserve cannot receive)."""
    held = position.reserve[place] if 0 <= place < len(position.reserve) else None
    if held is not None:
        return press_card(position, selected, held)
    if selected is not None:
        return Play(Move(selected, RESERVE))
    return Say(translate("Board", "Select a card first."))


def press_column(position: Position, selected: Card | None, armed: bool, column_index: int) -> Intent | None:
    """Enter on a column (``column_index`` 0..6; an empty one, or the column
    itself): drop the selection there, else act on its end card."""
    if selected is not None:
        return choose_column(position, selected, armed, column_index + 1)
    col = position.columns[column_index]
    if col:
        return press_card(position, selected, col[-1])
    return Say(translate("Board", "Select a card first."))
