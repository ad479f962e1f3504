"""The board's scene items: the 52 cards, the slots where cards may lie
(columns, talon, foundations) and the outline over a column. Each draws
itself from the board's theme and palette; where an item lies is the
board's business (:mod:`view`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QWidget

from scorpion_qt.engine import Card, Suit

from scorpion_qt.app.board import cardart, themes

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from scorpion_qt.app.board.view import BoardView

__all__ = ["CardItem", "ColumnTarget", "INDEX_ZONE", "MARK_OUTSET", "SlotItem", "StripIndex"]

MARK_OUTSET = 0.5
"""The share of a mark's depth that lies outside the card (on the felt or the
card below): the rest lies on the card's face, clear of most of its index."""

INDEX_ZONE = 0.5
"""How far across a card (in card widths, from its left edge) the corner
index of the card it covers lies: a mark leaves that part of the strip above
the card uncovered (a ring there cut the J's hook and the Q's tail)."""


SHARED_DRAWINGS = 12
"""Most drawings kept for items that look alike (each one about 80 KB at a
card 115 px wide; a board uses about eight); the one unused longest goes
first."""

_shared: dict[Hashable, QPixmap] = {}


def shared_drawing_count() -> int:
    """How many drawings items that look alike share now (for tests)."""
    return len(_shared)


def forget_shared_drawings() -> None:
    """Drop every shared drawing (each is made again when next drawn)."""
    _shared.clear()


class _SizedItem(QGraphicsObject):
    """A board item drawn in a card-sized rectangle (px), cached in device
    coordinates so that moving it never redraws it.

    Items that look alike (the face-down cards, the empty columns' slots)
    share one drawing instead: an item whose :meth:`look` is not None keeps
    no cache of its own and draws the pixmap kept for its look, made once
    (about 80 KB each, at a card 115 px wide, instead of one per item)."""

    def __init__(self) -> None:
        super().__init__()
        self._w, self._h = 10.0, 14.0
        self._sharing = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def look(self) -> Hashable | None:
        """What this item's drawing depends on beyond its size, when items
        that look alike share it; None when it keeps its own cache."""
        return None

    def draw(self, painter: QPainter) -> None:
        """Draw the item in its rectangle (0, 0, w, h) and its margin."""
        raise NotImplementedError

    def share_or_cache(self) -> None:
        """Keep a cache of its own or share the drawing of its look, as
        :meth:`look` now says (call when what it says may have changed)."""
        sharing = self.look() is not None
        if sharing != self._sharing:
            self._sharing = sharing
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache if sharing else QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.update()

    def set_size(self, w: float, h: float) -> None:
        """Resize (px); a no-op when unchanged, so the cached drawing is kept."""
        if (w, h) == (self._w, self._h):
            return
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self._w + 6, self._h + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look() if self._sharing else None
        # A shared drawing is drawn only unscaled (a card turning over is
        # scaled: it is drawn as itself).
        turned = painter.worldTransform()
        if look is None or turned.isScaling() or turned.isRotating() or not turned.isAffine():
            self.draw(painter)
            return
        bounds = self.boundingRect()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        key = (look, self._w, self._h, bounds.x(), bounds.y(), ratio)
        pixmap = _shared.pop(key, None)
        if pixmap is None:
            pixmap = QPixmap(math.ceil(bounds.width() * ratio), math.ceil(bounds.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            with _Painting(pixmap) as p:
                p.translate(-bounds.x(), -bounds.y())
                self.draw(p)
            while len(_shared) >= SHARED_DRAWINGS:
                del _shared[next(iter(_shared))]
        _shared[key] = pixmap  # the newest last
        painter.drawPixmap(bounds.topLeft(), pixmap)


class _Painting:
    """A QPainter on a pixmap, ended when the block ends."""

    def __init__(self, pixmap: QPixmap) -> None:
        self.painter = QPainter(pixmap)

    def __enter__(self) -> QPainter:
        return self.painter

    def __exit__(self, *_: object) -> None:
        self.painter.end()


class CardItem(_SizedItem):
    """One card on the board; the same item follows its card all game long."""

    def __init__(self, card: Card, board: "BoardView") -> None:
        super().__init__()
        self.card = card
        self.board = board
        self.marks: set[str] = set()
        self._face_up = False
        self._strip_index: StripIndex | None = None
        self._covers_strip = False
        self.share_or_cache()

    @property
    def strip(self) -> float | None:
        """The px of this face-up card a covering card leaves visible, when
        too few for the deck's whole index (it then shows an index that fits,
        :class:`StripIndex`); None otherwise."""
        return self._strip_index.strip if self._strip_index is not None and self._strip_index.isVisible() else None

    @property
    def face_up(self) -> bool:
        """Whether the card shows its face (the animator turns it over by
        setting this)."""
        return self._face_up

    @face_up.setter
    def face_up(self, up: bool) -> None:
        if up != self._face_up:
            self._face_up = up
            self.share_or_cache()

    def look(self) -> Hashable | None:
        """A face-down card without marks looks like every other one."""
        if self._face_up or self.marks:
            return None
        board = self.board
        return ("back", board.theme.cache_key(), board.card_palette.key(), board.card_back)

    def set_face_up(self, up: bool) -> None:
        """Show the face (``up``) or the back at once, flat. Turning a card
        over in an animation is the board's :class:`CardAnimator`'s job."""
        if not self.transform().isIdentity():
            self.setTransform(QTransform())
        self.face_up = up

    def set_strip(self, strip: float | None) -> None:
        """Set :attr:`strip` (px, or None). The index that fits is a small
        item of its own over the card's top: a long column that tightens
        redraws only these strips, never the cards' cached faces."""
        if strip is None:
            if self._strip_index is not None:
                self._strip_index.setVisible(False)
            return
        if self._strip_index is None:
            self._strip_index = StripIndex(self)
        self._strip_index.set_strip(round(strip, 1))
        self._strip_index.setVisible(True)

    def set_covers_strip(self, covers: bool) -> None:
        """Whether this card lies on a face-up card whose strip (and corner
        index) shows just above it: its marks then leave that index uncovered."""
        if covers != self._covers_strip:
            self._covers_strip = covers
            if self.marks:
                self.update()

    def redraw(self) -> None:
        """Draw the card again, its strip's index too (the palette or the
        language, whose index letters it shows, changed)."""
        self.update()
        if self._strip_index is not None:
            self._strip_index.update()

    def card_width(self) -> float:
        """The card's width (px)."""
        return self._w

    def card_height(self) -> float:
        """The card's height (px)."""
        return self._h

    def set_marks(self, marks: set[str]) -> None:
        """Draw the card with these marks ("selected", "hint", "focus")."""
        if marks != self.marks:
            self.prepareGeometryChange()  # a mark reaches beyond the card's edge
            self.marks = set(marks)
            self.share_or_cache()
            if self._strip_index is not None:
                self._strip_index.update()  # it keeps clear of the marks

    def mark_depth(self) -> float:
        """How far (px) the card's marks reach in over its face (0 without marks)."""
        if not self.marks:
            return 0.0
        return max(cardart.mark_width(self._w, kind) for kind in self.marks) * (1 - MARK_OUTSET)

    def _mark_out(self) -> float:
        """How far (px) the card's marks reach beyond its edge: half their
        depth, so that they cover the corner index less (the index starts
        about 0.06 card widths in from the edge)."""
        if not self.marks:
            return 0.0
        return max(cardart.mark_width(self._w, kind) for kind in self.marks) * MARK_OUTSET

    def boundingRect(self) -> QRectF:
        out = max(3.0, self._mark_out() + 1.0)
        return QRectF(-out, -out, self._w + 2 * out, self._h + 2 * out)

    def draw(self, painter: QPainter) -> None:
        rect = QRectF(0, 0, self._w, self._h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.board.card_palette
        themes.paint_card(painter, rect, self.card, self._face_up, self.board.theme, palette, self.board.card_back)
        out = self._mark_out()
        around = rect.adjusted(-out, -out, out, out)
        notched = bool(self.marks) and self._covers_strip and out > 0
        if notched:
            # Above the top edge lies the strip of the card below, its index
            # at the left: the marks' outer half leaves it uncovered there.
            painter.save()
            clip = QPainterPath()
            clip.addRect(around.adjusted(-2, -2, 2, 2))
            index = QPainterPath()
            index.addRect(QRectF(-out - 2, -out - 2, self._w * INDEX_ZONE + out + 2, out + 2))
            painter.setClipPath(clip.subtracted(index))
        for kind in ("selected", "hint", "focus"):
            if kind in self.marks:
                cardart.paint_highlight(painter, around, kind, palette=palette)
        if notched:
            painter.restore()


class StripIndex(QGraphicsItem):
    """The corner index redrawn to fit the strip of a covered face-up card
    (:func:`cardart.paint_strip_index`), a child of its :class:`CardItem`:
    drawn just above the card and under the card covering it, clear of the
    card's marks, cached on its own (a strip a few px tall)."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.card_item = card
        self.strip = 0.0
        self._drawn: tuple[object, ...] = ()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_strip(self, strip: float) -> None:
        """The visible strip's height (px); redrawn when it, the card's size
        or the board's look changed."""
        item = self.card_item
        board = item.board
        drawn = (strip, item.card_width(), item.card_height(), board.theme.cache_key(), board.card_palette.key())
        if drawn != self._drawn:
            self.prepareGeometryChange()
            self.strip = strip
            self._drawn = drawn
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.card_item.card_width(), self.strip + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        item = self.card_item
        if not item.face_up:
            return
        rect = QRectF(0, 0, item.card_width(), item.card_height())
        cardart.paint_strip_index(
            painter, rect, item.card, self.strip, palette=item.board.card_palette, inset=item.mark_depth()
        )


class SlotItem(_SizedItem):
    """An outline where cards may lie: a column's base, the talon, a foundation."""

    def __init__(self, board: "BoardView", kind: str, index: int) -> None:
        super().__init__()
        self.board = board
        self.kind = kind
        self.index = index
        self.label = ""
        self.suit: Suit | None = None
        """A foundation's suit, drawn as its shape (not as a font's glyph) in place of the label."""
        self.label_at = 0.5
        """Height of the label's centre, in card heights (a fanned foundation shows only its top)."""
        self.highlighted = False
        self.setZValue(-10)
        self.share_or_cache()

    def look(self) -> Hashable | None:
        """Slots with the same label, suit and highlight look alike."""
        return ("slot", self.label, self.label_at, self.highlighted, self.suit, self.board.card_palette.key())

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cardart.paint_slot(
            painter,
            QRectF(0, 0, self._w, self._h),
            label=self.label,
            label_at=self.label_at,
            highlighted=self.highlighted,
            suit=self.suit,
            palette=self.board.card_palette,
        )


class ColumnTarget(QGraphicsObject):
    """The highlight over a column that can receive the selected group."""

    def __init__(self, board: "BoardView") -> None:
        super().__init__()
        self.board = board
        self.rect = QRectF()
        self.kind = "target"
        self.setZValue(900)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cardart.paint_highlight(painter, self.rect, self.kind, palette=self.board.card_palette)
