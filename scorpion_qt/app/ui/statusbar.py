"""A status bar whose temporary message is elided ("…") at the first
permanent field instead of running under it.

QStatusBar draws a long message across its permanent widgets (game number,
moves, time, verdict) or cuts it mid-word. :class:`ElidingStatusBar` draws
the message shortened with an ellipsis to the room left of those fields and
offers the whole sentence as its tooltip; screen readers get the whole
sentence from the announcer, and :meth:`QStatusBar.currentMessage` is
unchanged.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QWidget

__all__ = ["ElidingStatusBar"]


class ElidingStatusBar(QStatusBar):
    """A :class:`QStatusBar` that elides its temporary message."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.messageChanged.connect(self._message_changed)

    def _fields(self) -> list[QWidget]:
        return [
            w
            for w in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if w.isVisible() and not isinstance(w, QSizeGrip)
        ]

    def message_rect(self) -> QRect:
        """Where the message may be drawn: from the left edge to just before
        the first visible field (mirrored right to left)."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        left, right = 6, self.width() - 12
        for w in self._fields():
            if rtl:
                left = max(left, w.x() + w.width() + 6)
            else:
                right = min(right, w.x() - 6)
        return QRect(left, 0, max(0, right - left), self.height())

    def shown_message(self) -> str:
        """The message as drawn: whole, or elided to :meth:`message_rect`."""
        return self.fontMetrics().elidedText(
            self.currentMessage(), Qt.TextElideMode.ElideRight, self.message_rect().width()
        )

    def _message_changed(self, text: str) -> None:
        self.setToolTip(text if text and self.shown_message() != text else "")

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt name
        message = self.currentMessage()
        if not message:
            super().paintEvent(event)
            return
        # QStyle's 11 enum types cost ~5 ms to make: not before the first message.
        from PySide6.QtWidgets import QStyle, QStyleOption

        p = QPainter(self)
        opt = QStyleOption()
        opt.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, opt, p, self)
        for w in self._fields():
            frame = QStyleOption()
            frame.rect = w.geometry().adjusted(-2, -1, 2, 1)
            frame.palette = self.palette()
            frame.state = QStyle.StateFlag.State_None
            self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, p, w)
        p.setPen(self.palette().windowText().color())
        p.drawText(
            self.message_rect(),
            int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine),
            self.shown_message(),
        )
        p.end()

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().resizeEvent(event)
        self._message_changed(self.currentMessage())
