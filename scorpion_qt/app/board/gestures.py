"""What a gesture on the board means: pure functions from the position, the
selection and what was hit (or which key) to an intent.

The board view does the hit-testing and carries the intent out; these
functions decide, and are tested without a window
(``tests/app/test_board_gestures.py``). They never decide what is legal:
the engine's :meth:`Position.legal_moves` and the controller do; a move that
may be refused is still a :class:`Play` (the refusal says why).

Columns are numbered 1..7 (``column``); ``column_index`` is 0..6.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from scorpion_qt.engine import DEAL, Card, Move, Position

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
    """True when ``card`` can be picked up: a face-up card of a column (rules.md §3)."""
    place = position.find(card)
    return place.kind == "column" and place.face_up


def destinations(position: Position, card: Card) -> list[int]:
    """The columns (1..7) where ``card`` with its companions may go now, in
    the engine's order."""
    return [m.column for m in position.legal_moves() if m.card == card and m.column is not None]


def _column(position: Position, card: Card) -> int | None:
    place = position.find(card)
    return place.column if place.kind == "column" else None


def send_home(position: Position, card: Card) -> Intent:
    """The selected ``card`` chosen again: to its first destination, or say it has none."""
    dests = destinations(position, card)
    if dests:
        return Play(Move(card, dests[0]))
    return Say(translate("Board", "This card has nowhere to go."))


def tap(position: Position, selected: Card | None, card: Card | None, column: int | None) -> Intent:
    """A tap (click, release without a drag) on the board, away from the
    talon: on ``card`` (None: bare felt) over ``column`` (1..7, None: no
    column there).

    With a selection, a tap on the selected card sends it home; a tap on
    another column that is a destination, an empty column, or a face-down
    card plays the selection there; otherwise a face-up card is selected
    and bare felt drops the selection. A completed run on a foundation
    cannot be picked up."""
    if card is not None and position.find(card).kind == "foundation":
        return Clear(translate("Board", "Completed runs stay on the foundations."))
    if selected is not None:
        if card == selected:
            return send_home(position, selected)
        src = _column(position, selected)
        if column is not None and src is not None and column != src:
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


def arm_sentence(by_key: bool) -> str:
    """What arming the talon says: press the key, or click, again."""
    if by_key:
        return fmt(translate("Board", "Press %1 again to deal one card onto each of columns 1 to 3."), board_key("deal"))
    return translate("Board", "Click the talon again to deal one card onto each of columns 1 to 3.")


def choose_column(position: Position, selected: Card | None, armed: bool, column: int) -> Intent:
    """A column button or key 1–7 (``column``): the destination of the
    selection, or of the armed talon for columns 1–3."""
    del position
    if selected is not None:
        return Play(Move(selected, column))
    if armed and column in (1, 2, 3):
        return Play(DEAL)
    return Say(translate("Board", "Select a card first."))


def press_card(position: Position, selected: Card | None, card: Card) -> Intent | None:
    """Enter on ``card`` (or an accessible "press"): drop the selection on
    its column, send the selected card home, or pick ``card`` up (and say
    what is held). None when ``card`` is not on a column."""
    column = _column(position, card)
    if column is None:
        return None
    if selected is not None:
        src = _column(position, selected)
        if src is not None and src != column:
            return Play(Move(selected, column))
        if card == selected:
            return send_home(position, selected)
    if selectable(position, card):
        return Select(card, announce=True)
    return Say(translate("Board", "A face-down card cannot be moved."))


def press_column(position: Position, selected: Card | None, armed: bool, column_index: int) -> Intent | None:
    """Enter on a column (``column_index`` 0..6; an empty one, or the column
    itself): drop the selection there, else act on its end card."""
    if selected is not None:
        return choose_column(position, selected, armed, column_index + 1)
    col = position.columns[column_index]
    if col:
        return press_card(position, selected, col[-1])
    return Say(translate("Board", "Select a card first."))
