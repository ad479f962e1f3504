"""A non-modal notice bar above the board (block, win, damaged save…)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractButton, QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

__all__ = ["NoticeBar"]


class NoticeBar(QFrame):
    """A line of text with buttons; shown without blocking the board.
    :attr:`shown` asks the window to place it (it floats over the board)."""

    shown = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setObjectName("noticeText")
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(8, 6, 8, 6)
        self._row.addWidget(self.label, 1)
        self.buttons: list[QAbstractButton] = []
        self.kind = ""
        self.hide()

    def show_notice(self, kind: str, text: str, actions: list[tuple[str, Callable[[], object]]]) -> None:
        """Show ``text`` with one button per (label, callback); ``kind`` names
        the notice ("stuck", "won", "lost", "damaged") for callers and tests."""
        for b in self.buttons:
            self._row.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        self.kind = kind
        self.label.setText(text)
        self.setAccessibleName(text)
        for label, callback in actions:
            b = QPushButton(label, self)
            b.clicked.connect(callback)
            self._row.addWidget(b)
            self.buttons.append(b)
        close = QToolButton(self)
        close.setText("×")
        close.setAutoRaise(True)
        from .texts import translate

        close.setAccessibleName(translate("NoticeBar", "Close"))
        close.setToolTip(translate("NoticeBar", "Close"))
        close.clicked.connect(self.dismiss)
        self._row.addWidget(close)
        self.buttons.append(close)
        self.show()
        self.shown.emit()

    def dismiss(self) -> None:
        self.kind = ""
        self.hide()
