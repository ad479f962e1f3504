"""Show Me How on screen: starting and stopping the session's
:class:`~scorpion_qt.app.game.demo.Demonstration`, saying why it cannot
start, offering the last winnable position from a lost one, and giving the
player the game back at the first key or click (+ and − change the speed
instead). Each shown action is drawn and announced by the window as any
action is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from scorpion_qt.app.game.demo import Demonstration, DemoRefusal
from scorpion_qt.app.game.session import GameSession
from scorpion_qt.app.lang.texts import fmt, translate
from scorpion_qt.app.ui.status import MessageLine

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

__all__ = ["DemoView"]

_FASTER = (Qt.Key.Key_Plus, Qt.Key.Key_Equal)
_SLOWER = (Qt.Key.Key_Minus, Qt.Key.Key_Underscore)


class DemoView(QObject):
    """Game › Show Me How for the window ``parent``: :meth:`toggle` starts
    or stops it; :attr:`question` is the lost game's question while open."""

    def __init__(self, parent: QWidget, session: GameSession, messages: MessageLine) -> None:
        super().__init__(parent)
        self.parent_widget, self.session, self.messages = parent, session, messages
        self.demo = Demonstration(session, self)
        self.demo.runningChanged.connect(self._running)
        self.demo.refused.connect(self._refused)
        self.question: QMessageBox | None = None

    def toggle(self) -> None:
        """Start showing how to win from here, or stop showing."""
        if self.demo.running:
            self.demo.stop()
        else:
            self.demo.start()

    def _running(self, on: bool) -> None:
        app = QApplication.instance()
        if on:
            if app is not None:
                app.installEventFilter(self)
            self.messages.show(self._started_sentence(), again=self._started_sentence)
        else:
            if app is not None:
                app.removeEventFilter(self)
            if not self.session.controller.position.is_won:  # the win speaks for itself
                self.messages.show(self._stopped_sentence(), again=self._stopped_sentence)

    @staticmethod
    def _started_sentence() -> str:
        return translate(
            "MainWindow", "Showing how to win. Press any key or click to take over; + and − change the speed."
        )

    @staticmethod
    def _stopped_sentence() -> str:
        return translate("MainWindow", "Show Me How stopped: the game is yours from here.")

    def _speed_sentence(self) -> str:
        seconds = QLocale().toString(self.demo.interval_ms / 1000, "f", 1)
        return fmt(translate("MainWindow", "Show Me How: one action every %1 seconds."), seconds)

    def _refused(self, why: DemoRefusal) -> None:
        # Lost from the deal: no winnable position to start from; the
        # session's notice says so (with New Game) instead of offering one.
        if why == DemoRefusal.LOST and self.session.report_deal_lost():
            return
        if why == DemoRefusal.LOST:
            self._offer_last_winnable()
            return
        sentence = {
            DemoRefusal.WON: lambda: translate("MainWindow", "The game is won."),
            DemoRefusal.WAITING: lambda: translate(
                "MainWindow", "Wait for the new deal: a winnable one is being looked for."
            ),
        }.get(why)
        if sentence is None and self.demo.waiting:
            sentence = lambda: translate(  # noqa: E731
                "MainWindow",
                "The solver is still judging this position; the showing starts once it finds a winning line.",
            )
        elif sentence is None:
            sentence = lambda: translate("MainWindow", "No winning line is known from this position.")  # noqa: E731
        self.messages.show(sentence(), again=sentence)

    def _offer_last_winnable(self) -> None:
        """From a lost position: offer to show the win from the last winnable one."""
        from PySide6.QtWidgets import QMessageBox  # made when first asked, not before the first frame

        t = lambda s: translate("MainWindow", s)  # noqa: E731
        box = QMessageBox(
            QMessageBox.Icon.Question,
            t("Show Me How"),
            t("This game can no longer be won from here. Go back to the last winnable position and show how to win from there?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.parent_widget,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.question = box

        def answered(button: int) -> None:
            self.question = None
            box.deleteLater()
            if button == QMessageBox.StandardButton.Yes and self.session.go_back_to_winnable():
                self.demo.start()

        box.finished.connect(answered)
        box.open()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """While showing: + and − change the speed, any other key or a click
        stops the showing (and does nothing else)."""
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress):
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self.parent_widget.window():
            return False  # another window (a dialog, another test's window): not ours to stop
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # no command's shortcut runs: the key press comes here next
            return True
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
                return False  # a modifier alone: the next key decides
            if key in _FASTER or key in _SLOWER:
                self.demo.change_speed(faster=key in _FASTER)
                self.messages.show(self._speed_sentence(), again=self._speed_sentence)
            else:
                self.demo.stop()
            return True
        if kind == QEvent.Type.MouseButtonPress:
            self.demo.stop()
            return True
        return False
