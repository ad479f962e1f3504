"""The board's scene items: the 52 cards, the slots where cards may lie
(columns, talon, foundations) and the outline over a column. Each draws
itself from the board's theme and palette; where an item lies is the
board's business (:mod:`view`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QWidget

from scorpion_qt.engine import Card, Suit

from scorpion_qt.app.board import cardart, themes

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from scorpion_qt.app.board.view import BoardView

__all__ = ["CardItem", "ColumnTarget", "MARK_OUTSET", "SlotItem"]

MARK_OUTSET = 0.5
"""The share of a mark's depth that lies outside the card (on the felt or the
card below): the rest lies on the card's face, clear of most of its index."""


class _SizedItem(QGraphicsObject):
    """A board item drawn in a card-sized rectangle (px), cached in device
    coordinates so that moving it never redraws it."""

    def __init__(self) -> None:
        super().__init__()
        self._w, self._h = 10.0, 14.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, w: float, h: float) -> None:
        """Resize (px); a no-op when unchanged, so the cached drawing is kept."""
        if (w, h) == (self._w, self._h):
            return
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self._w + 6, self._h + 6)


class CardItem(_SizedItem):
    """One card on the board; the same item follows its card all game long."""

    def __init__(self, card: Card, board: "BoardView") -> None:
        super().__init__()
        self.card = card
        self.board = board
        self.face_up = False
        self.marks: set[str] = set()

    def set_face_up(self, up: bool) -> None:
        """Show the face (``up``) or the back at once, flat. Turning a card
        over in an animation is the board's :class:`CardAnimator`'s job."""
        if not self.transform().isIdentity():
            self.setTransform(QTransform())
        if up != self.face_up:
            self.face_up = up
            self.update()

    def card_width(self) -> float:
        """The card's width (px)."""
        return self._w

    def set_marks(self, marks: set[str]) -> None:
        """Draw the card with these marks ("selected", "hint", "focus")."""
        if marks != self.marks:
            self.prepareGeometryChange()  # a mark reaches beyond the card's edge
            self.marks = set(marks)
            self.update()

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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self._w, self._h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.board.card_palette
        themes.paint_card(painter, rect, self.card, self.face_up, self.board.theme, palette, self.board.card_back)
        out = self._mark_out()
        around = rect.adjusted(-out, -out, out, out)
        for kind in ("selected", "hint", "focus"):
            if kind in self.marks:
                cardart.paint_highlight(painter, around, kind, palette=palette)


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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
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
