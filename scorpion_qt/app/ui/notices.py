"""Non-modal bands over the board: the notice (blocked, no longer winnable,
a file problem…) and the base of the win's summary. They float over felt the
board keeps free of cards, so showing one never moves a card."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.app.lang.texts import translate

__all__ = ["FocusBand", "NoticeBar"]


class FocusBand(QFrame):
    """A band of the window above the board that can hold the keyboard focus
    (a notice, the win's summary): on one of the buttons it filters
    (``installEventFilter(band)``) Escape closes it instead of running the
    window's Escape command, and Enter presses the button, as Space does (a
    keyboard player who picks cards up with Enter tries it first); closing
    it gives the focus back to :attr:`return_focus` (the board) when the
    band had it."""

    return_focus: QWidget | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # type: ignore[override]
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        key = event.key()  # type: ignore[attr-defined]
        if key == Qt.Key.Key_Escape:
            event.accept()
            if kind == QEvent.Type.KeyPress:
                self.dismiss()
            return kind == QEvent.Type.KeyPress
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(watched, QAbstractButton):
            event.accept()
            if kind == QEvent.Type.KeyPress:
                watched.animateClick()
            return kind == QEvent.Type.KeyPress
        return False

    @staticmethod
    def focus_shown(button: QWidget) -> None:
        """Give ``button`` the keyboard focus with its focus frame showing (a
        style draws it only once the window has seen keyboard navigation,
        and the band takes the focus by itself)."""
        button.setFocus(Qt.FocusReason.OtherFocusReason)
        button.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
        button.update()

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
        self._pulses = 0
        """The pulses of :meth:`flash` still to come."""
        self._pulse_timer = QTimer(self)
        self._pulse_timer.setSingleShot(True)
        self._pulse_timer.timeout.connect(self._pulse)
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
        # wraps when a language needs more room). When the buttons would
        # leave the sentence too narrow to read (History open, a long
        # language), they go under it, as many rows as they need
        # (:meth:`arrange`).
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(10, 3, 4, 3)
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addWidget(self.label, 1)
        self._row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self._box.addLayout(self._row)
        self._button_rows: list[QHBoxLayout] = []
        self._arranged: tuple[int, ...] = ()
        """How the actions are laid out now: () all in the sentence's row,
        else how many go in each row under it."""
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
        self.stop_flash()  # a new notice never inherits a flash
        self._take_out_actions()
        for b in self.buttons[:-1]:
            b.deleteLater()
        self.buttons = []
        self._arranged = ()
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

    FLASH_MS = 170
    """How long each of the two pulses of :meth:`flash` lasts (ms)."""

    def flash(self) -> None:
        """Two short pulses in the palette's highlight colours: the notice
        asked for again while it is already shown (nothing else would
        change on screen). The sentence and Close keep their contrast
        (HighlightedText on Highlight, as a selected item); a flash asked
        for during one starts again from its first pulse."""
        self._pulses = 4  # on, off, on, off
        self._pulse()

    def stop_flash(self) -> None:
        """End a flash at once: the notice looks as it always does (nothing
        to do when none is under way)."""
        if self._pulse_timer.isActive():
            self._pulses = 0
            self._pulse()

    def _pulse(self) -> None:
        from PySide6.QtGui import QPalette

        self._pulse_timer.stop()
        on = not self.isHidden() and self._pulses > 0 and self._pulses % 2 == 0
        self.setBackgroundRole(QPalette.ColorRole.Highlight if on else QPalette.ColorRole.Window)
        text = QPalette.ColorRole.HighlightedText if on else QPalette.ColorRole.WindowText
        self.label.setForegroundRole(text)
        # A tool button's style draws its text in ButtonText whatever its
        # foreground role: Close's palette says HighlightedText meanwhile.
        if on:
            close = self.palette()
            close.setColor(QPalette.ColorRole.ButtonText, close.color(QPalette.ColorRole.HighlightedText))
            self.close_button.setPalette(close)
        else:
            self.close_button.setPalette(QPalette())  # no role of its own: the one it inherits
        if self.isHidden() or self._pulses <= 0:
            self._pulses = 0
            return
        self._pulses -= 1
        self._pulse_timer.start(self.FLASH_MS)

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
        m = self._box.contentsMargins()
        frame = 2 * self.frameWidth()
        return max(height, self.label.fontMetrics().height(), self.close_button.sizeHint().height()) + m.top() + m.bottom() + frame

    MIN_TEXT_CHARS = 30
    """The sentence is never laid narrower than this many average
    characters of its font (or its own width, when shorter): beside its
    buttons when they leave that much room, else above them."""

    def _margins(self) -> tuple[int, int, int, int]:
        """The room (px) around the notice's content: left, top, right, bottom (frame included)."""
        m = self._box.contentsMargins()
        f = self.frameWidth()
        return m.left() + f, m.top() + f, m.right() + f, m.bottom() + f

    def _plan(self, width: int) -> tuple[tuple[int, ...], int]:
        """How to lay the notice out at ``width`` px, and the height it then
        needs: the actions beside the sentence (``()``) when that leaves
        the sentence at least :attr:`MIN_TEXT_CHARS` wide (or its whole
        width) and is no higher, else in rows under it (how many actions
        each row holds)."""
        left, top, right, bottom = self._margins()
        spacing = max(0, self._row.spacing())
        inner = max(40, width - left - right)
        actions = self.buttons[:-1]
        close = self.close_button.sizeHint().width() + spacing
        fm = self.label.fontMetrics()
        one_line = fm.horizontalAdvance(self.label.text()) + 2 * self.label.margin() + 2
        least = min(one_line, self.MIN_TEXT_CHARS * fm.averageCharWidth())
        beside_room = inner - close - sum(b.sizeHint().width() + spacing for b in actions)
        button_h = max((b.sizeHint().height() for b in self.buttons), default=0)
        beside_h = max(self.label.heightForWidth(max(1, beside_room)), button_h)
        if not actions or beside_room >= one_line:
            return (), beside_h + top + bottom
        rows: list[int] = []
        used = 0
        for b in actions:
            w = b.sizeHint().width()
            if rows and used + spacing + w <= inner:
                rows[-1] += 1
                used += spacing + w
            else:
                rows.append(1)
                used = w
        text_h = max(self.label.heightForWidth(max(1, inner - close)), self.close_button.sizeHint().height())
        vspace = max(0, self._box.spacing())
        under_h = text_h + len(rows) * (button_h + vspace)
        if beside_room >= least and beside_h <= under_h:
            return (), beside_h + top + bottom
        return tuple(rows), under_h + top + bottom

    def _take_out_actions(self) -> None:
        """Take the actions out of whichever rows hold them (they stay the notice's children)."""
        for b in self.buttons[:-1]:
            self._row.removeWidget(b)
            for row in self._button_rows:
                row.removeWidget(b)
        for row in self._button_rows:
            self._box.removeItem(row)
            row.deleteLater()
        self._button_rows = []

    def arrange(self, width: int) -> int:
        """Lay the notice out for ``width`` px (see :meth:`_plan`) and return
        the height (px) it needs so: its sentence wrapped in the room its
        buttons leave, or above them (a size hint guesses a narrower one).
        The buttons, their order and the Tab order stay the same."""
        plan, height = self._plan(width)
        if plan == self._arranged:
            return height
        self._take_out_actions()
        actions = iter(self.buttons[:-1])
        if not plan:
            for b in actions:
                self._row.insertWidget(self._row.count() - 1, b)
        for count in plan:
            row = QHBoxLayout()
            row.setContentsMargins(0, 0, 0, 0)
            for _ in range(count):
                row.addWidget(next(actions))
            row.addStretch(1)
            self._box.addLayout(row)
            self._button_rows.append(row)
        self._arranged = plan
        return height

    def take_focus(self) -> bool:
        """Give the keyboard focus to the notice's first action (Close when it
        has none): one key press (Space) then does it. True when the focus is
        there now (the window is active)."""
        if not (self.isVisible() and self.buttons):
            return False
        self.focus_shown(self.buttons[0])
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
