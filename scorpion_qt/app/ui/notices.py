"""Non-modal bands over the board: the notice (blocked, no longer winnable,
a file problem…) and the base of the win's summary. They float over felt the
board keeps free of cards, so showing one never moves a card."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from scorpion_qt.app.lang.texts import translate

__all__ = ["FocusBand", "NoticeBar"]


class FocusBand(QFrame):
    """A band of the window above the board that can hold the keyboard focus
    (a notice, the win's summary): Escape on one of the buttons it filters
    (``installEventFilter(band)``) closes it instead of running the window's
    Escape command, and closing it gives the focus back to
    :attr:`return_focus` (the board) when the band had it."""

    return_focus: QWidget | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # type: ignore[override]
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and event.key() == Qt.Key.Key_Escape:  # type: ignore[attr-defined]
            event.accept()
            if kind == QEvent.Type.KeyPress:
                self.dismiss()
            return kind == QEvent.Type.KeyPress
        return False

    def dismiss(self) -> None:
        """Hide the band; the focus goes back to :attr:`return_focus` when the band had it."""
        focused = QApplication.focusWidget()
        had_focus = focused is not None and self.isAncestorOf(focused)
        self.hide()
        if had_focus and self.return_focus is not None:
            self.return_focus.setFocus(Qt.FocusReason.OtherFocusReason)


class NoticeBar(FocusBand):
    """One row: a sentence, its buttons, and Close; shown without blocking
    the board. The window lays it over the band the board keeps free at its
    bottom (:meth:`row_height` high)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setObjectName("noticeText")
        # The sentence never widens the window: it wraps (or is cut) at the
        # width the window gives it; its minimum width is ignored.
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setMinimumWidth(1)
        self.close_button = QToolButton(self)
        self.close_button.installEventFilter(self)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismiss)
        # The sentence, then its buttons, then Close: one row (the sentence
        # wraps when a language needs more room).
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(10, 3, 4, 3)
        self._row.addWidget(self.label, 1)
        self._row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.buttons: list[QAbstractButton] = []
        self.kind = ""
        self.return_focus: QWidget | None = None
        """Where the keyboard focus goes back to when the notice is closed
        while it holds the focus (the board)."""
        self.hide()

    def show_notice(self, kind: str, text: str, actions: list[tuple[str, Callable[[], object]]]) -> None:
        """Show ``text`` with one button per (label, callback); ``kind`` names
        the notice ("stuck", "won", "lost", "damaged") for callers and tests.
        The last entry of :attr:`buttons` is the close button."""
        for b in self.buttons[:-1]:
            self._row.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        self.kind = kind
        self.label.setText(text)
        # The text is spoken through the announcer; the panel's own name
        # stays short, so that focus moving into it does not say it twice.
        # (No description either: Orca says a panel's description when the
        # focus enters it, and the won notice was heard twice.)
        self.setAccessibleName(translate("NoticeBar", "Notice"))
        for label, callback in actions:
            b = QPushButton(label, self)
            b.installEventFilter(self)
            # clicked(bool) would hand its "checked" flag to the callback.
            b.clicked.connect(lambda _checked=False, run=callback: run())
            self._row.insertWidget(self._row.count() - 1, b)
            self.buttons.append(b)
        self.close_button.setAccessibleName(translate("NoticeBar", "Close"))
        self.close_button.setToolTip(translate("NoticeBar", "Close"))
        self.buttons.append(self.close_button)
        # Tab goes through the actions first; Close comes last.
        for a, b in zip(self.buttons, self.buttons[1:]):
            QWidget.setTabOrder(a, b)
        self.show()
        self.raise_()
        self.resized.emit()

    resized = Signal()
    """The notice's content changed: the window places it again (its height
    may grow when a long sentence wraps)."""

    def row_height(self) -> int:
        """The height (px) of a one-row notice: a button's, with the margins."""
        # A text-less button is as high as a labelled one; it has no parent
        # (a child would show with the notice) and goes with this call.
        probe = QPushButton()
        probe.setFont(self.font())
        height = probe.sizeHint().height()
        m = self._row.contentsMargins()
        frame = 2 * self.frameWidth()
        return max(height, self.label.fontMetrics().height(), self.close_button.sizeHint().height()) + m.top() + m.bottom() + frame

    def needed_height(self, width: int) -> int:
        """The height (px) the notice needs at ``width``: its sentence wrapped
        in the room its buttons leave (a size hint guesses a narrower one)."""
        m = self._row.contentsMargins()
        spacing = max(0, self._row.spacing())
        others = sum(b.sizeHint().width() + spacing for b in self.buttons) or self.close_button.sizeHint().width()
        room = max(40, width - others - m.left() - m.right() - 2 * self.frameWidth())
        text = self.label.heightForWidth(room)
        return text + m.top() + m.bottom() + 2 * self.frameWidth()

    def take_focus(self) -> bool:
        """Give the keyboard focus to the notice's first action (Close when it
        has none): one key press (Space) then does it. True when the focus is
        there now (the window is active)."""
        if not (self.isVisible() and self.buttons):
            return False
        self.buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)
        return self.window().isActiveWindow() and QApplication.focusWidget() is self.buttons[0]

    dismissed = Signal(str)
    """The notice of this kind was hidden (closed, Escape, or taken away)."""

    def dismiss(self) -> None:
        """Hide the notice (see :meth:`FocusBand.dismiss`)."""
        kind, self.kind = self.kind, ""
        was_shown = not self.isHidden()
        super().dismiss()
        if was_shown and kind:
            self.dismissed.emit(kind)
