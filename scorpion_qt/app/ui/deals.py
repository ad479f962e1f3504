"""How the window shows what the game session says about deals: the verdict
of a deal before any action, the search for a winnable deal (its progress
and, meanwhile, a game that takes no action)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

from scorpion_qt.app.game.analysis import VerdictStatus
from scorpion_qt.app.lang.texts import translate

if TYPE_CHECKING:
    from scorpion_qt.app.a11y.announce import Announcer
    from scorpion_qt.app.board.view import BoardView
    from scorpion_qt.app.game.session import GameSession
    from scorpion_qt.app.ui.history import HistoryDock
    from scorpion_qt.app.ui.status import MessageLine

__all__ = ["DealsView"]


class DealsView(QObject):
    """Listens to ``session``'s deal signals (``dealJudged``,
    ``dealSearchProgress``, ``waitingForDeal``) and shows them: in the status
    bar (``messages``), to screen readers (``announcer``), and by disabling
    ``board``, ``parts`` and ``history`` while a deal is looked for.
    ``file_notice_shown`` says whether a file problem's notice holds the
    status bar; ``refresh`` updates the window's commands and status fields."""

    def __init__(
        self,
        session: GameSession,
        messages: MessageLine,
        announcer: Announcer,
        file_notice_shown: Callable[[], bool],
        board: BoardView,
        parts: Sequence[QWidget],
        history: HistoryDock,
        refresh: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.messages = messages
        self.announcer = announcer
        self.file_notice_shown = file_notice_shown
        self.board = board
        self.parts = list(parts)
        self.history = history
        self.refresh = refresh
        self._focus_after_wait: QWidget | None = None
        """The widget that had the keyboard when the wait began (it gets it back)."""
        session.dealJudged.connect(self._on_deal_judged)
        session.waitingForDeal.connect(self._wait_for_deal)
        session.dealSearchProgress.connect(self._on_deal_search)

    def _on_deal_judged(self, status: VerdictStatus, text: str) -> None:
        """The deal was judged before any action: say so (once)."""
        if self.file_notice_shown():
            self.announcer.say(text)  # the status bar keeps the file notice
        elif status == VerdictStatus.LOST and not self.session.controller.position.is_stuck:
            # The notice that follows says the same sentence: said once, by it.
            self.messages.show_silently(text)
        else:
            self.messages.show(text)

    def _on_deal_search(self, tries: int) -> None:
        """While a winnable deal is looked for, the status bar counts the
        tries and screen readers hear only the first report (the result
        follows as "Game N dealt." and the verdict, "Game N can be won.")."""
        if self.file_notice_shown():
            return  # progress would push the file notice out of the status bar
        self.messages.show_silently(translate("MainWindow", "Looking for a winnable deal… (%Ln tried)", "", tries))
        if tries <= 1:
            self.announcer.say(translate("MainWindow", "Looking for a winnable deal…"))

    def _wait_for_deal(self, on: bool) -> None:
        """While the winnable-deal search runs (``on``), the game on screen
        (at start-up, game 1, which the player never chose) takes no action
        and is not saved: board, move panel, column buttons and history are
        disabled, and so are the commands that act on the game."""
        if on:
            self._focus_after_wait = QApplication.focusWidget() or self.board
            self.board.clear_selection()
        for widget in (self.board, *self.parts):
            widget.setEnabled(not on)
        self.history.set_playing(not on)
        if not on:
            # The keyboard goes back where it was (disabling a widget had
            # moved it on): the move panel's combo box, the history, the
            # board; to the board when that widget is gone or hidden now.
            back, self._focus_after_wait = self._focus_after_wait, None
            if back is None or not isValid(back) or not back.isVisible() or not back.isEnabled() or back.window() is not self.board.window():
                back = self.board
            back.setFocus(Qt.FocusReason.OtherFocusReason)
        self.refresh()
