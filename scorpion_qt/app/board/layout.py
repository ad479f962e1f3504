"""Where everything lies on the board: pure functions of the view size and the position.

:meth:`Layout.for_size` turns a view size (px) into the card size, the
columns' places, the talon and foundation places and the band kept free for
notices; :meth:`Layout.column_offsets` turns a column's cards into the
offsets between them, and :func:`card_places` puts every card of a
:class:`Position`. Nothing here touches a scene or a widget, so the layout is
tested with plain numbers (``tests/app/test_layout.py``).

The policy, like a player's own table:

* **One card size per view size.** The card size follows the view (and the
  theme's card shape), never the cards on the table: from the deal to the win
  a game keeps its card size, and the talon, the foundations and the columns
  keep their places.
* **A long column tightens its own fan**, in this order: face-down edges
  first; then the inner cards of a same-suit run in order (K, Q, J… of one
  suit: the run still reads as a run, its first and last cards keep their
  whole index), down to the strip a loose card keeps; then the other face-up
  cards, each keeping at least :attr:`Layout.min_index` px of its corner
  index visible; then the run ends, down to that strip too (rules.md §7:
  covered cards show their rank and suit above the card covering them; an
  inner card of a run had been squeezed to a 4 px sliver first, in ordinary
  mid-game columns). Only a longer column gives up the inner cards' index
  (slivers: the run's ends still name it), and then tightens every other
  covered card evenly down to the strip where a compact index still fits
  (``cardart.STRIP_INDEX_MIN``).
  Only a column longer than all that (rare: more than about 40 loose cards at
  1024×600) squeezes further, evenly. Scorpion piles whole groups onto one
  column, so 20–30-card columns are ordinary; KPat and PySolFC shrink or
  scroll instead, Aisleriot squeezes every gap alike.
* **Use the width.** Two arrangements are tried and the one giving the larger
  cards wins: the talon and the foundations in a row above the columns
  (narrow or tall views), or in a strip on the left beside the columns (wide
  views: the usual desktop window), where the talon sits above the four
  foundations laid two by two. The arrangement depends on the view alone.
* **The variant's table** (``engine/VARIANTS.md``): the number of columns
  (7, or 10 in Three Blind Mice) and the reserve places or free cells, which
  lie where the talon lies (these variants have none): at the left of the
  row above, the foundations at its right end (a row that needs more places
  than there are columns, Scorpion Head's 4 cells and 4 foundations over 7
  columns, is as wide as its places), or two by two at the top of the strip,
  above the foundations. The rules do not change during a game, so neither
  does the card size.
* The size is chosen so that a column of 3 face-down and 6 face-up cards (the
  longest of a fresh deal after the talon) fits at full spacing, above the
  band kept for notices at the bottom (:attr:`Layout.notice_rect`), which no
  card ever enters.

All lengths are in scene px (the view's logical pixels).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF

from scorpion_qt.engine.cards import Card, Suit
from scorpion_qt.engine.position import Position

from scorpion_qt.app.board.cardart import CARD_ASPECT, STRIP_INDEX_MIN

__all__ = [
    "DOWN",
    "MIN_DOWN",
    "RUN_MIN",
    "UP",
    "WHOLE_INDEX",
    "CardPlace",
    "Gap",
    "Layout",
    "card_places",
    "gap_kinds",
]

DOWN, UP = 0.13, 0.25
"""Offsets between face-down and between face-up cards of a column at full spacing, in card heights."""
MIN_DOWN = 0.07
"""The smallest offset after a face-down card: its patterned edge, in card heights."""
WHOLE_INDEX = 0.2
"""An offset that shows a covered card's whole corner index (rank and suit), in card heights."""
RUN_MIN = 0.035
"""The smallest offset inside a same-suit run in order, in card heights (at least 4 px)."""
INDEX_TOP = 0.04
"""Where the corner index begins below a card's top edge, in card heights (both decks)."""
GAP = 0.12
"""Gap between columns, in card widths."""
_COLUMN_NEED = 1 + 3 * DOWN + 5 * UP
"""Height of a column of 3 face-down and 6 face-up cards at full spacing, in card heights."""
TALON_STEP = 0.04
"""Offset between the talon's cards, in card widths."""


class Gap(enum.Enum):
    """What lies between two neighbouring cards of a column, in the order a
    long column tightens them (see the module's policy)."""

    DOWN = "down"
    """After a face-down card."""
    RUN = "run"
    """Inside a same-suit run in order, after its first card."""
    LOOSE = "loose"
    """Between two face-up cards that are not in sequence."""
    RUN_END = "run_end"
    """After a run's first card, or after its last card when another card covers it."""


def gap_kinds(cards: Sequence[Card], face_down: int) -> list[Gap]:
    """The kind of each of the ``len(cards) - 1`` gaps of a column whose
    ``face_down`` bottom cards are face down (``cards`` from the base up).

    Face-up cards each the same-suit predecessor of the one below (rules.md
    §3: the card a group could move onto), e.g. 10♥ 9♥ 8♥, form a run in
    order. In a run of three or more, the gaps after its inner cards are
    :attr:`Gap.RUN` and the gaps after its first and (when covered) its last
    card :attr:`Gap.RUN_END`; every other face-up gap is :attr:`Gap.LOOSE`.
    """
    n = len(cards)
    seq = [
        i >= face_down and cards[i + 1].suit == cards[i].suit and cards[i + 1].rank + 1 == cards[i].rank
        for i in range(n - 1)
    ]
    out = [Gap.DOWN if i < face_down else Gap.LOOSE for i in range(n - 1)]
    i = face_down
    while i < n - 1:
        if not seq[i]:
            i += 1
            continue
        j = i
        while j < n - 1 and seq[j]:
            j += 1
        # Cards i..j form a run of j - i + 1 cards.
        if j - i + 1 >= 3:
            out[i] = Gap.RUN_END
            for k in range(i + 1, j):
                out[k] = Gap.RUN
            if j < n - 1:
                out[j] = Gap.RUN_END
        i = j
    return out


class CardPlace(NamedTuple):
    """Where one card lies: its top-left (scene px), face up or not, and its
    stacking order (higher is drawn on top)."""

    point: QPointF
    face_up: bool
    z: float


@dataclass(frozen=True)
class Layout:
    """Geometry of the board for a view size, in scene px.

    ``card_w``/``card_h``: card size; ``column_x``: left edge of each column
    (index 0..6, up to 9 in ten-column variants); ``top_y``: the talon's top; ``columns_y``: top of the
    columns; ``bottom``: the lowest y a column may reach; ``side``: True when
    the talon and the foundations sit in a strip left of the columns
    (``strip_x`` its left edge), False when they sit in a row above them;
    ``notice_rect``: the band at the bottom kept free of cards for notices
    (x, y, width, height); ``min_index``: how much of a loose covered card's
    corner index a long column still shows; ``top_x``: the left edges of the
    places of the row above (the talon or the reserve places from the left,
    the foundations at the right end; empty in the strip); ``places``: how
    many reserve places or free cells the board has; ``foundations``: how
    many foundations (4, or 8 with two decks: each suit's two side by side).
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
    notice_rect: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    min_index: float = 9.0
    top_x: tuple[float, ...] = ()
    places: int = 0
    foundations: int = 4

    @classmethod
    def for_size(
        cls,
        width: float,
        height: float,
        reserve_left: float = 0.0,
        aspect: float = CARD_ASPECT,
        reserve_bottom: float = 0.0,
        *,
        notice_over: float = 0.0,
        columns: int = 7,
        places: int = 0,
        foundations: int = 4,
    ) -> "Layout":
        """The layout for a ``width`` × ``height`` px view, keeping
        ``reserve_left`` px free on the left (the window's ▲/▼ buttons sit
        below it) and ``reserve_bottom`` px free at the bottom (the notice
        band), for cards ``aspect`` times as high as wide (the theme's shape),
        ``columns`` columns, ``places`` reserve places or free cells and
        ``foundations`` foundations (the variant's: ``Rules.columns``,
        ``Rules.reserve_slots``, ``Rules.runs``). ``notice_over``: px a notice
        shown now rises above its band (a second line of text or of buttons):
        the columns end that much higher while it is shown, so that it covers
        no card, and nothing else moves (the card size, the places and the
        band stay those of ``reserve_bottom``; only a column long enough to
        reach it is fanned tighter).

        The card size depends on these numbers alone, never on the cards.
        Raises nothing: a tiny view gets cards of at least 20 px.
        """
        width, height = max(1.0, float(width)), max(1.0, float(height))
        n = max(1, int(columns))
        places = max(0, int(places))
        found = 8 if foundations > 4 else 4
        margin = max(6.0, min(width, height) * 0.015)
        room_w = max(1.0, width - 2 * margin - reserve_left)
        room_h = max(1.0, height - 2 * margin - reserve_bottom)
        # Row above: the columns, or the row's places (the reserve places and
        # the four foundations side by side) when they are more, across;
        # the row + gap + a column high.
        across = max(n, places + found)
        top_w = min(room_w / (across + (across - 1) * GAP), room_h / (aspect * (1 + _COLUMN_NEED) + 1.6 * GAP))
        # Strip beside: the strip (two cards and a gap), two gaps, the
        # columns and their gaps across; a column, or the talon (the reserve
        # places two by two) above two rows of foundations, high.
        rows = max(1, -(-places // 2))
        frows = found // 2
        strip_need = rows + frows + (1.6 + rows + frows - 2) * GAP / aspect
        side_w = min(room_w / ((n + 2) * (1 + GAP)), room_h / (aspect * max(_COLUMN_NEED, strip_need)))
        side = side_w > top_w * 1.04  # prefer the familiar row unless the strip is clearly larger
        w = max(20.0, side_w if side else top_w)
        h = w * aspect
        gap = w * GAP
        band = height - margin - reserve_bottom
        # The columns end above the notice; the row above never reaches it.
        bottom = max(margin + 1.6 * gap + 2 * h, band - max(0.0, notice_over))
        min_index = min(14.0, max(9.0, 0.068 * h))
        notice = (margin, band, width - 2 * margin, max(0.0, reserve_bottom))
        if side:
            used = (n + 2) * (w + gap)
            left = max((width - used) / 2, margin + reserve_left)
            xs = tuple(left + 2 * w + 3 * gap + i * (w + gap) for i in range(n))
            return cls(w, h, gap, xs, margin, margin, bottom, True, left, notice, min_index, (), places, found)
        used = across * w + (across - 1) * gap
        left = max((width - used) / 2, margin + reserve_left)
        top = tuple(left + i * (w + gap) for i in range(across))
        first = left + (across - n) * (w + gap) / 2
        xs = tuple(first + i * (w + gap) for i in range(n))
        return cls(
            w, h, gap, xs, margin, margin + h + gap * 1.6, bottom, False, 0.0, notice, min_index, top, places, found
        )

    def column_rect(self, column_index: int) -> QRectF:
        """The area of column ``column_index`` (0-based), from its top to the bottom of the board."""
        return QRectF(self.column_x[column_index], self.columns_y, self.card_w, self.bottom - self.columns_y)

    def talon_pos(self) -> QPointF:
        """Top-left of the talon."""
        if self.side:
            return QPointF(self.strip_x, self.top_y)
        return QPointF(self.top_x[0] if self.top_x else self.column_x[0], self.top_y)

    def place_pos(self, index: int) -> QPointF:
        """Top-left of reserve place or free cell ``index`` (0-based): where
        the talon lies, then to its right (two by two in the strip)."""
        if self.side:
            row, col = divmod(index, 2)
            return QPointF(self.strip_x + col * (self.card_w + self.gap), self.top_y + row * (self.card_h + self.gap))
        xs = self.top_x or self.column_x
        return QPointF(xs[index], self.top_y)

    def foundation_pos(self, suit: Suit, copy: int = 0) -> QPointF:
        """Top-left of ``suit``'s foundation (spades, hearts, diamonds, clubs
        in order); with eight foundations (two decks) each suit has two side
        by side, ``copy`` 0 for its first run removed, 1 for its second."""
        index = self.foundation_index(suit, copy)
        if self.side:
            # Two by two under the talon (or the reserve places): spades,
            # hearts / diamonds, clubs (two decks: a suit's two in each row).
            row, col = divmod(index, 2)
            rows = max(1, -(-self.places // 2))
            first = self.top_y + rows * self.card_h + (rows - 1) * self.gap + self.gap * 1.6
            return QPointF(self.strip_x + col * (self.card_w + self.gap), first + row * (self.card_h + self.gap))
        xs = self.top_x or self.column_x
        return QPointF(xs[len(xs) - self.foundations + index], self.top_y)

    def foundation_index(self, suit: Suit, copy: int = 0) -> int:
        """The place (0-based, board order) of ``suit``'s foundation number
        ``copy`` (0, or 1 with two decks) among :attr:`foundations`."""
        if self.foundations > 4:
            return int(suit) * 2 + min(1, max(0, copy))
        return int(suit)

    def foundation_slots(self) -> list[tuple[Suit, int]]:
        """Each foundation's suit and number (0, or 1 for a suit's second
        with two decks), in board order."""
        per = 2 if self.foundations > 4 else 1
        return [(Suit(s), k) for s in range(4) for k in range(per)]

    def place_rect(self, index: int) -> QRectF:
        """The card-sized area of reserve place or free cell ``index`` (0-based; scene px)."""
        return QRectF(self.place_pos(index), QSizeF(self.card_w, self.card_h))

    def _covering(self, corners: list[QPointF]) -> QRectF:
        """The smallest area covering a card at each of ``corners`` (top-left points)."""
        rect = QRectF(corners[0], QSizeF(self.card_w, self.card_h))
        for p in corners[1:]:
            rect = rect.united(QRectF(p, QSizeF(self.card_w, self.card_h)))
        return rect

    def foundations_rect(self) -> QRectF:
        """The area the foundations (four, or eight) cover (scene px)."""
        return self._covering([self.foundation_pos(s, k) for s, k in self.foundation_slots()])

    def places_rect(self) -> QRectF:
        """The area the reserve places or free cells cover (scene px; empty when there are none)."""
        return self._covering([self.place_pos(i) for i in range(self.places)]) if self.places else QRectF()

    def columns_area(self) -> QRectF:
        """The felt over all the columns, from their top to :attr:`bottom` (scene px)."""
        left = self.column_x[0]
        return QRectF(left, self.columns_y, self.column_x[-1] + self.card_w - left, self.bottom - self.columns_y)

    def gap_range(self, kind: Gap) -> tuple[float, float]:
        """The (smallest, full) offset (px) after a card for gaps of ``kind``."""
        h = self.card_h
        if kind is Gap.DOWN:
            return h * MIN_DOWN, h * DOWN
        if kind is Gap.RUN:
            return max(4.0, h * RUN_MIN), h * UP
        if kind is Gap.LOOSE:
            return min(h * UP, h * INDEX_TOP + self.min_index), h * UP
        return h * WHOLE_INDEX, h * UP

    def column_offsets(self, cards: Sequence[Card], face_down: int) -> list[float]:
        """The vertical offsets (px) between neighbouring cards of a column
        (``cards`` from the base up, the ``face_down`` lowest face down), so
        that the column ends above :attr:`bottom`: at full spacing when it
        fits, else tightened kind by kind in :class:`Gap`'s order, each kind
        no tighter than its smallest offset (:meth:`gap_range`), and only past
        all of them squeezed evenly."""
        kinds = gap_kinds(cards, face_down)
        room = max(0.0, self.bottom - self.columns_y - self.card_h)
        offsets = [self.gap_range(k)[1] for k in kinds]
        loose = self.gap_range(Gap.LOOSE)[0]
        sliver = self.gap_range(Gap.RUN)[0]
        strip = max(sliver, min(loose, STRIP_INDEX_MIN))
        stages = (
            ({Gap.DOWN}, self.gap_range(Gap.DOWN)[0]),
            ({Gap.RUN}, max(sliver, loose)),  # an inner card keeps a loose card's strip
            ({Gap.LOOSE}, loose),
            ({Gap.RUN_END}, self.gap_range(Gap.RUN_END)[0]),
            ({Gap.RUN_END}, loose),  # rare: a run's ends keep a loose card's strip
            ({Gap.RUN}, sliver),  # rarer: the inner cards give up theirs (the ends name the run)
            ({Gap.RUN_END, Gap.LOOSE}, strip),  # then every other covered card keeps a compact index
        )
        for which_kinds, floor in stages:
            excess = sum(offsets) - room
            if excess <= 1e-9:
                return offsets
            which = [i for i, k in enumerate(kinds) if k in which_kinds and offsets[i] > floor]
            # Tighten the widest first, so that the kind's gaps end alike.
            while which and excess > 1e-9:
                top = max(offsets[i] for i in which)
                widest = [i for i in which if offsets[i] >= top - 1e-9]
                rest = [offsets[i] for i in which if offsets[i] < top - 1e-9]  # the same line as widest's
                nxt = max([floor, *rest])
                cut = min(top - nxt, excess / len(widest))
                if cut <= 1e-12:
                    break  # nothing left to take at this stage (rounding)
                for i in widest:
                    offsets[i] -= cut
                excess -= cut * len(widest)
                which = [i for i in which if offsets[i] > floor + 1e-9]
        total = sum(offsets)
        if total > room:
            k = room / total if total else 1.0
            offsets = [o * k for o in offsets]
        return offsets


def card_places(layout: Layout, position: Position | None) -> dict[Card, CardPlace]:
    """Each card's place on the board for ``position`` (empty for None): the
    columns fanned downwards (:meth:`Layout.column_offsets`), the talon's
    cards slightly apart, each reserve or free-cell card on its place, each
    removed run's thirteen cards stacked in rank order on its foundation
    (rules.md §5: a complete run leaves for a foundation; with two decks a
    suit's second run on that suit's second foundation)."""
    out: dict[Card, CardPlace] = {}
    if position is None:
        return out
    for ci, col in enumerate(position.columns):
        down = position.face_down[ci]
        y = layout.columns_y
        offsets = layout.column_offsets(col, down)
        for i, card in enumerate(col):
            out[card] = CardPlace(QPointF(layout.column_x[ci], y), i >= down, 10.0 + i)
            if i < len(offsets):
                y += offsets[i]
    tp = layout.talon_pos()
    for i, card in enumerate(position.talon):
        out[card] = CardPlace(QPointF(tp.x() + i * layout.card_w * TALON_STEP, tp.y()), False, 5.0 + i)
    for i, held in enumerate(position.reserve):
        if held is not None:
            out[held] = CardPlace(layout.place_pos(i), True, 5.0)
    seen: dict[Suit, int] = {}
    for run in position.removed_runs:
        suit = run[0].suit  # the King's (a run of alternate colours goes by its King)
        fp = layout.foundation_pos(suit, seen.get(suit, 0))
        seen[suit] = seen.get(suit, 0) + 1
        for i, card in enumerate(run):
            out[card] = CardPlace(fp, True, 5.0 + len(run) - 1 - i)  # the King on top, as it lay
    return out
