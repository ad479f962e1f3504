"""The bands that float over the board without moving a card: the notice
over the band the board keeps free at its bottom, the win's summary over
the columns (empty at the win). The board keeps one layout all game
(:mod:`scorpion_qt.app.board.layout`); these follow it. A notice higher
than its band (a second row) makes only the columns long enough to reach it
end above it while it is shown (``BoardView.notice_over``)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer

from scorpion_qt.app.board.view import BoardView
from scorpion_qt.app.ui.notices import NoticeBar
from scorpion_qt.app.ui.win_summary import WinSummary

__all__ = ["Overlays"]

TIGHTEN_RETRY_MS = 40
"""How often (ms) the long columns look again whether the cards still slide
before they make room for a higher notice."""


class Overlays(QObject):
    """Places ``notice`` and ``win_band`` over ``board`` whenever the board
    lays itself out, its viewport changes size or the notice's height
    changes (a language may need a second line)."""

    def __init__(self, board: BoardView, notice: NoticeBar, win_band: WinSummary, parent: QObject) -> None:
        super().__init__(parent)
        self.board, self.notice, self.win_band = board, notice, win_band
        notice.raise_()
        win_band.raise_()
        board.reserve_bottom = float(notice.row_height())
        board.layoutChanged.connect(self.place)
        self._viewport = board.viewport()
        self._viewport.installEventFilter(self)
        notice.resized.connect(self.place)
        notice.installEventFilter(self)  # shown or hidden: the long columns follow
        self._tighten_waits = False
        board.dragChanged.connect(self._on_drag)

    DRAG_OPACITY = 0.3
    """How opaque the notice is while cards are dragged (0..1): a dragged
    group passing under it stays in sight."""

    def _on_drag(self, on: bool) -> None:
        """While cards are dragged the notice fades, so that a group taken
        down a long column is seen under it; it comes back at the drop."""
        from PySide6.QtWidgets import QGraphicsOpacityEffect

        if not shiboken6.isValid(self.notice):
            return
        if on:
            effect = QGraphicsOpacityEffect(self.notice)
            effect.setOpacity(self.DRAG_OPACITY)
            self.notice.setGraphicsEffect(effect)
        else:
            self.notice.setGraphicsEffect(None)  # type: ignore[arg-type]  # Qt deletes the effect

    def measure(self) -> None:
        """Once the window is shown (style and fonts in place: before, a
        button may be a few px lower), the board keeps exactly the notice's
        band free, so a notice covers no card; then place both bands."""
        band = float(self.notice.row_height())
        if band != self.board.reserve_bottom:
            self.board.reserve_bottom = band
            self.board.relayout(animate=False)
        self.place()

    def place(self) -> None:
        """Lay the notice over the board's free bottom band and the win's
        summary under the columns' empty slots, each in its own parent's
        coordinates (the notice is the window's child, the win band the
        central widget's). Nothing happens while the window is torn down."""
        if not all(shiboken6.isValid(w) for w in (self.board, self.notice, self.win_band)):
            return
        lay = self.board.board_layout
        viewport = self.board.viewport()
        origin = viewport.mapTo(self.notice.parentWidget(), viewport.rect().topLeft())
        x, _y, w, _h = lay.notice_rect
        width = max(100, int(w))
        # Its buttons beside the sentence, or under it when they would
        # leave it too narrow to read (History open, a long language), and
        # the height it needs so at this width (its size hint guesses a
        # narrower one and would wrap the sentence): one row, the band the
        # board keeps free, unless a language needs a second line.
        needed = self.notice.arrange(width)
        height = self.notice.heightForWidth(width) if self.notice.hasHeightForWidth() else -1
        if height <= 0:
            height = self.notice.sizeHint().height()
        height = max(height, needed, int(self.board.reserve_bottom))
        bottom = origin.y() + viewport.height() - 2
        self.notice.setGeometry(origin.x() + int(x), bottom - height, width, height)
        origin = viewport.mapTo(self.win_band.parentWidget(), viewport.rect().topLeft())
        area = lay.columns_area()
        band_w = max(200, int(area.width()))
        band_h = self.win_band.heightForWidth(band_w) if self.win_band.hasHeightForWidth() else -1
        band_h = max(band_h, self.win_band.sizeHint().height())
        # Under the columns' empty slots (they still say an empty column takes a King).
        top = area.y() + lay.card_h + 2 * lay.gap
        self.win_band.setGeometry(origin.x() + int(area.x()), origin.y() + int(top), band_w, band_h)
        # A notice higher than its band (a second line) would cover the ends
        # of long columns: while it is shown they end above it (the card
        # size and every other place stay).
        over = float(max(0, height - int(self.board.reserve_bottom))) if not self.notice.isHidden() else 0.0
        if over != self.board.notice_over:
            self.board.notice_over = over  # any relayout from now on
            if not self._tighten_waits:  # never inside the board's own relayout (this may run from it)
                self._tighten_waits = True
                QTimer.singleShot(0, self, self._tighten)

    def _tighten(self) -> None:
        """Lay the columns out for :attr:`BoardView.notice_over`, once no card
        slides any more (a move is never cut short)."""
        if not shiboken6.isValid(self.board):
            return
        if self.board.animator.running():
            QTimer.singleShot(TIGHTEN_RETRY_MS, self, self._tighten)
            return
        self._tighten_waits = False
        self.board.relayout(animate=True)  # emits layoutChanged: placed again, unchanged

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """The board's viewport changed size, or the notice was shown or
        hidden: the bands (and the long columns' ends) follow."""
        kind = event.type()
        if watched is self._viewport and kind == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.place)
        elif watched is self.notice and kind in (QEvent.Type.Show, QEvent.Type.Hide):
            QTimer.singleShot(0, self, self.place)
        return super().eventFilter(watched, event)
