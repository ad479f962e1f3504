"""Where everything lies on the board: a pure function of the view size.

:meth:`Layout.for_size` turns a view size (px) into the card size, the
columns' places and the talon and foundation places; :meth:`Layout.fan`
turns a column's face-down and face-up counts into the offsets between its
cards. Nothing here touches a scene or a widget, so the layout is tested with
plain numbers (``tests/app/test_layout.py``).

The policy, like the best solitaire programs:

* **The card size follows the view size**, and the cards only when they
  must: a long column first compresses its own overlap (face-down edges
  first, then the face-up fan down to the whole corner index); only a column
  too long to show every covered card's whole index even then makes the
  cards smaller, just enough (rules.md section 7: covered cards show their
  corner). The arrangement never changes with the cards.
* **Use the width.** Two arrangements are tried and the one giving the larger
  cards wins: the talon and the foundations in a row above the columns
  (narrow or tall views), or in a strip on the left beside the columns (wide
  views: the usual desktop window), where the talon sits above the four
  foundations laid two by two, each a pile of its own.
* The size is chosen so that a column of 3 face-down and 6 face-up cards (the
  longest of a fresh deal after the talon) fits at full spacing.

All lengths are in scene px (the view's logical pixels).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF

from scorpion_qt.engine.cards import Suit

from scorpion_qt.app.board.cardart import CARD_ASPECT

__all__ = ["DOWN", "MIN_CARD_W", "MIN_DOWN", "MIN_UP", "UP", "Layout", "longest_column"]

DOWN, UP = 0.13, 0.25
"""Offsets between face-down and between face-up cards of a column, in card heights."""
MIN_DOWN, MIN_UP = 0.07, 0.235
"""The smallest offsets before the fan squeezes further: a face-down card's
patterned edge, and a face-up card's whole corner index, in card heights."""
GAP = 0.12
"""Gap between columns, in card widths."""
MIN_CARD_W = 36.0
"""The narrowest card (px) a long column may shrink the cards to; below it the
fan squeezes instead (a window too small for any readable card)."""
_COLUMN_NEED = 1 + 3 * DOWN + 5 * UP
"""Height of a column of 3 face-down and 6 face-up cards at full spacing, in card heights."""


def longest_column(columns: Sequence[tuple[int, int]]) -> float:
    """The height, in card heights, of the longest of ``columns`` ((face-down,
    face-up) counts) with its fan at the smallest offsets that keep every
    corner index whole; at least a fresh deal's column at full spacing."""
    need = _COLUMN_NEED
    for down, up in columns:
        need = max(need, 1 + down * MIN_DOWN + max(0, up - 1) * MIN_UP)
    return need


@dataclass(frozen=True)
class Layout:
    """Geometry of the board for a view size, in scene px.

    ``card_w``/``card_h``: card size; ``column_x``: left edge of each column;
    ``top_y``: the talon's top; ``columns_y``: top of the columns; ``bottom``:
    the lowest y a column may reach; ``side``: True when the talon and the
    foundations sit in a strip left of the columns (``strip_x`` its left edge),
    False when they sit in a row above them.
    """

    card_w: float
    card_h: float
    gap: float
    column_x: tuple[float, ...]
    top_y: float
    columns_y: float
    bottom: float
    side: bool = False
    strip_x: float = 0.0

    @classmethod
    def for_size(
        cls,
        width: float,
        height: float,
        columns: Sequence[tuple[int, int]] = (),
        reserve_left: float = 0.0,
        aspect: float = CARD_ASPECT,
    ) -> "Layout":
        """The layout for a ``width`` × ``height`` px view, keeping
        ``reserve_left`` px free on the left (the window's ▲/▼ buttons sit
        below it), for cards ``aspect`` times as high as wide (the theme's shape).

        ``columns`` holds each column's (face-down, face-up) counts: the cards
        shrink only when a column cannot show every whole corner index at the
        smallest offsets (:data:`MIN_DOWN`, :data:`MIN_UP`) otherwise, and no
        narrower than :data:`MIN_CARD_W` px; the arrangement (row above or
        strip beside) depends on the view alone. Raises nothing: a tiny view
        gets cards of at least 20 px.
        """
        width, height = max(1.0, float(width)), max(1.0, float(height))
        margin = max(6.0, min(width, height) * 0.015)
        room_w = max(1.0, width - 2 * margin - reserve_left)
        room_h = max(1.0, height - 2 * margin)
        # Row above: 7 card widths across; talon row + gap + a column high.
        top_w = min(room_w / (7 + 6 * GAP), room_h / (aspect * (1 + _COLUMN_NEED) + 1.6 * GAP))
        # Strip beside: the strip (two cards and a gap), two gaps, 7 columns
        # and 6 gaps across; a column, or the talon above two rows of
        # foundations, high.
        strip_need = 3 + (1.6 + 1) * GAP / aspect
        side_w = min(room_w / (9 + 9 * GAP), room_h / (aspect * max(_COLUMN_NEED, strip_need)))
        side = side_w > top_w * 1.04  # prefer the familiar row unless the strip is clearly larger
        w = max(20.0, side_w if side else top_w)
        need = longest_column(columns)
        if need > _COLUMN_NEED:
            # A column too long for whole indexes at this size: cards just
            # small enough for it (the strip's own need does not grow).
            fit = room_h / (aspect * max(need, strip_need)) if side else room_h / (aspect * (1 + need) + 1.6 * GAP)
            w = max(min(w, MIN_CARD_W), min(w, fit))
        h = w * aspect
        gap = w * GAP
        if side:
            used = 9 * w + 9 * gap
            left = max((width - used) / 2, margin + reserve_left)
            strip_x = left
            xs = tuple(left + 2 * w + 3 * gap + i * (w + gap) for i in range(7))
            return cls(w, h, gap, xs, margin, margin, height - margin, True, strip_x)
        used = 7 * w + 6 * gap
        left = max((width - used) / 2, margin + reserve_left)
        xs = tuple(left + i * (w + gap) for i in range(7))
        return cls(w, h, gap, xs, margin, margin + h + gap * 1.6, height - margin)

    def column_rect(self, index: int) -> QRectF:
        """The area of column ``index`` (0..6), from its top to the bottom of the board."""
        return QRectF(self.column_x[index], self.columns_y, self.card_w, self.bottom - self.columns_y)

    def talon_pos(self) -> QPointF:
        """Top-left of the talon."""
        if self.side:
            return QPointF(self.strip_x, self.top_y)
        return QPointF(self.column_x[0], self.top_y)

    def foundation_pos(self, suit: Suit) -> QPointF:
        """Top-left of ``suit``'s foundation (spades, hearts, diamonds, clubs in order)."""
        if self.side:
            # Two by two under the talon: spades, hearts / diamonds, clubs.
            row, col = divmod(int(suit), 2)
            first = self.top_y + self.card_h + self.gap * 1.6
            return QPointF(self.strip_x + col * (self.card_w + self.gap), first + row * (self.card_h + self.gap))
        return QPointF(self.column_x[3 + int(suit)], self.top_y)

    def fan(self, face_down: int, face_up: int) -> tuple[float, float]:
        """Vertical offsets (px) between face-down and between face-up cards of a
        column, compressed so that the column ends above :attr:`bottom`:
        face-down cards first, down to :data:`MIN_DOWN`, then face-up cards,
        down to :data:`MIN_UP` (the corner index stays whole), then both."""
        h = self.card_h
        room = max(0.0, self.bottom - self.columns_y - h)
        ups = max(0, face_up - 1)
        down, up = h * DOWN, h * UP
        if face_down * down + ups * up > room:
            down = max(h * MIN_DOWN, (room - ups * up) / face_down) if face_down else down
        if face_down * down + ups * up > room and ups:
            up = max(h * MIN_UP, (room - face_down * down) / ups)
        steps = face_down * down + ups * up
        if steps > room > 0:
            k = room / steps
            down, up = down * k, up * k
        return down, up
