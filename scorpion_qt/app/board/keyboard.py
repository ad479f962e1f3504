"""Keyboard navigation on the board as pure functions: where the focus goes
for an arrow, Home or End (tested without a window,
``tests/app/test_board_keyboard.py``).

The focus is on a column (``column_index`` 0..6) and one of its face-up
cards, by ``depth`` from the base (0), or -1 for the column's end card (so
the focus stays on the end card when the column grows or shrinks).
Face-down cards are never focused: they cannot be moved, and nothing about
them is told (rules.md §7).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from scorpion_qt.engine import Card, Position

from scorpion_qt.app.lang.texts import translate

__all__ = ["Focus", "Step", "clamp", "focused_card", "step"]


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


def clamp(position: Position | None, column_index: int, depth: int = -1) -> Focus:
    """The focus on column ``column_index`` (clamped to 0..6) at ``depth``
    (clamped to the face-up cards; the end card's depth becomes -1)."""
    column_index = max(0, min(6, column_index))
    if position is not None and depth >= 0:
        col = position.columns[column_index]
        depth = max(position.face_down[column_index], min(depth, len(col) - 1))
        if depth == len(col) - 1:
            depth = -1
    return Focus(column_index, depth)


def focused_card(position: Position | None, focus: Focus) -> Card | None:
    """The card under ``focus``, or None on an empty column."""
    if position is None:
        return None
    col = position.columns[focus.column_index]
    if not col:
        return None
    down = position.face_down[focus.column_index]
    i = focus.depth if focus.depth >= 0 else len(col) - 1
    return col[max(down, min(i, len(col) - 1))]


def step(position: Position, focus: Focus, key: Step) -> tuple[Focus, str | None]:
    """Where ``key`` takes ``focus``, and a sentence to say when it cannot
    go (Up from the highest face-up card). Left and Right wrap round the
    seven columns and land on the end card; Home goes to the column's
    highest face-up card, End to its end card."""
    ci = focus.column_index
    if key in (Step.LEFT, Step.RIGHT):
        return clamp(position, (ci + (-1 if key is Step.LEFT else 1)) % 7), None
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
