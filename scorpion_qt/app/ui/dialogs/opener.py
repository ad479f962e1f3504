"""Opening the window's dialogs and carrying out what they answer: the
leave-this-game question, Choose Game, Open Position, Statistics (and its
replay), Settings, How to Play, About; and the two commands that share a
game through the clipboard. Each dialog module is imported when it is
first opened, so the first frame does not wait for it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from scorpion_qt.app.game.references import game_link, position_link
from scorpion_qt.app.game.session import GameSession
from scorpion_qt.app.lang.texts import fmt, translate
from scorpion_qt.app.ui import launch
from scorpion_qt.app.ui.status import MessageLine

if TYPE_CHECKING:  # the statistics store (SQLite) is opened after the first frame
    from PySide6.QtWidgets import QDialog, QMessageBox

    from scorpion_qt.app.game.statistics import GameLine

__all__ = ["Dialogs"]


class Dialogs:
    """The dialogs of the window ``parent`` for ``session``. While one is
    open its attribute holds it (:attr:`confirm_box`, :attr:`choose_dialog`,
    :attr:`position_dialog`, :attr:`statistics_dialog`; the help stays made
    once asked for), so a second request or a test can find it."""

    def __init__(self, parent: QWidget, session: GameSession, messages: MessageLine) -> None:
        self.parent, self.session, self.messages = parent, session, messages
        self.controller = session.controller
        self.confirm_box: QMessageBox | None = None
        self.choose_dialog: QDialog | None = None
        self.position_dialog: QDialog | None = None
        self.statistics_dialog: QDialog | None = None
        self.help_dialog: QDialog | None = None
        self.replay_dialog: QDialog | None = None

    def confirm_discard(
        self,
        proceed: Callable[[], None],
        target: int | None = None,
        *,
        restart: bool = False,
        declined: Callable[[], None] | None = None,
    ) -> None:
        """Run ``proceed`` (which leaves the current game) at once when nothing
        would be lost; otherwise ask first, without blocking the window
        (:attr:`confirm_box` is the question while it is open). ``target``:
        the game number ``proceed`` deals (a link, Choose Game, a second
        launch), named in the question; None for a random deal or a position.
        ``restart``: Restart's own question (this deal from the start).
        ``declined`` runs when the player answers No (the game stays)."""
        from scorpion_qt.app.ui.dialogs.confirm import ask_to_leave

        def closed(yes: bool) -> None:
            self.confirm_box = None
            if not yes and declined is not None:
                declined()

        self.confirm_box = ask_to_leave(self.parent, self.controller, proceed, target, closed, restart=restart)

    def new_game(self) -> None:
        """Game › New Game: a random deal, after the question when this game is unfinished."""
        self.confirm_discard(self.session.new_game)

    def new_game_of_variant(self, variant: str) -> None:
        """Game › Variant: a random deal of ``variant``, after the question
        when this game is unfinished; New Game then deals that variant."""
        self.confirm_discard(lambda: self.session.new_game(variant=variant))

    def restart(self) -> None:
        """Game › Restart: this deal from the start, after the question when this game is unfinished."""
        self.confirm_discard(self.session.restart, restart=True)

    def deal(self, number: int) -> None:
        """Deal game ``number`` (a link, a second launch, Choose Game, a
        replay), after the question that names it when this game is unfinished."""
        self.confirm_discard(lambda: self.session.new_game(number), number)

    def choose_game(self) -> None:
        """Ask for a game number (or a scorpion:// link) in a dialog that says
        whether that deal is proven winnable, proven lost or undecided; deal
        it when accepted, after New Game's question when the game on the
        board is unfinished (the number first: cancelling either keeps the
        game). :attr:`choose_dialog` is the dialog while open."""
        from scorpion_qt.app.ui.dialogs.choose import ChooseGameDialog

        dialog = ChooseGameDialog(self.session.settings.rules, self.session.analyst, self.parent)
        self.choose_dialog = dialog

        def done(result: int) -> None:
            self.choose_dialog = None
            number = dialog.number
            if result == dialog.DialogCode.Accepted and dialog.link is not None:
                launch.open_request(self.parent, {"game": dialog.link})  # type: ignore[arg-type]  # its variant, rules, moves
            elif result == dialog.DialogCode.Accepted and number is not None:
                self.deal(number)
            dialog.deleteLater()

        dialog.finished.connect(done)
        dialog.open()

    def open_position(self, text: str = "") -> None:
        """Game › Open Position…: paste or load a position and practise from
        it (after the New Game question when this game is unfinished; No
        opens the dialog again with the text as it was). ``text``: what the
        box holds when it opens."""
        from scorpion_qt.app.ui.dialogs.position import OpenPositionDialog

        dialog = OpenPositionDialog(self.parent)
        if text:
            dialog.edit.setPlainText(text)
        self.position_dialog = dialog

        def done(result: int) -> None:
            self.position_dialog = None
            if result == dialog.DialogCode.Accepted and dialog.position is not None:
                position, typed = dialog.position, dialog.edit.toPlainText()
                self.confirm_discard(
                    lambda: self.controller.start_practice(position), declined=lambda: self.open_position(typed)
                )
            dialog.deleteLater()

        dialog.finished.connect(done)
        dialog.open()

    def open_statistics(self) -> None:
        """Game › Statistics (non-modal; :attr:`statistics_dialog` while
        open); a game ending updates the open dialog, and its Replay deals
        that game after the question."""
        from scorpion_qt.app.ui.dialogs.statistics import StatisticsDialog

        stats = self.session.stats
        stats.flush()
        if self.statistics_dialog is not None and shiboken6.isValid(self.statistics_dialog):
            dialog = self.statistics_dialog
            dialog.refresh()  # type: ignore[attr-defined]
        else:
            dialog = StatisticsDialog(stats.store, self.parent, variant=self.controller.rules.variant)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.replayRequested.connect(self._replay_from_statistics)
            dialog.replayLine.connect(self.replay_line)
            dialog.goBackRequested.connect(self._go_back_from_statistics)
            stats.changed.connect(dialog.refresh)
            self.statistics_dialog = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def _replay_from_statistics(self, number: int) -> None:
        if self.statistics_dialog is not None and shiboken6.isValid(self.statistics_dialog):
            self.statistics_dialog.close()
        self.statistics_dialog = None
        self.deal(number)

    def replay_current(self) -> None:
        """Replay this game's own actions (from the deal, or the practice
        game's first position, to where it stands) in the replay window,
        the move that lost the win marked when it is known. The game waits,
        its clock stopped, until the replay is closed."""
        from scorpion_qt.app.game.replay import Replay

        c = self.controller
        start = c.history()[0]
        lost = self.session.lost_move
        replay = Replay(start, c.record().actions[: c.applied], lost.index if lost is not None else 0)
        self.show_replay(replay, c.game_number, practice=c.practice)

    def replay_line(self, game: int, rules_key: str, line: GameLine) -> bool:
        """Replay a stored line (:class:`~scorpion_qt.app.game.statistics.GameLine`
        of game ``game`` under the rules of ``rules_key``); False when it
        cannot be replayed (a damaged line)."""
        from scorpion_qt.app.game.replay import replay_of_line

        try:
            replay = replay_of_line(game, rules_key, line)
        except ValueError:
            return False
        self.show_replay(replay, game, practice=bool(line.start))
        return True

    def show_replay(self, replay: object, game: int, *, practice: bool) -> None:
        """Open the replay window (window-modal: the game waits, its clock
        paused, and is where the player left it once it is closed)."""
        from scorpion_qt.app.ui.replay_view import ReplayDialog

        board = getattr(self.parent, "board", None)
        dialog = ReplayDialog(replay, game, practice=practice, like=board,  # type: ignore[arg-type]
                              verbose=self.session.settings.verbose, parent=self.parent)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.replay_dialog = dialog  # window-modal: the clock pauses (Pause.BLOCKED)

        def done(_result: int) -> None:
            self.replay_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(done)
        dialog.open()

    def _go_back_from_statistics(self, game: int, rules_key: str, line: object) -> None:
        """A game of Statistics, back before the move that lost the win: that
        deal with the actions before it in place (after the question when
        the game on the board is unfinished)."""
        if self.statistics_dialog is not None and shiboken6.isValid(self.statistics_dialog):
            self.statistics_dialog.close()
        self.statistics_dialog = None
        upto = line.lost_at - 1  # type: ignore[attr-defined]
        # The question names the game gone back to when it is another deal;
        # going back in this deal is leaving this attempt, not a new deal of it.
        same = game == self.controller.game_number and not self.controller.practice
        target = None if line.start or same else game  # type: ignore[attr-defined]
        self.confirm_discard(lambda: self.session.open_line(game, rules_key, line, upto), target)

    def open_settings(self) -> None:
        """Game › Settings (modal; each change applies at once)."""
        from scorpion_qt.app.ui.dialogs.settings import SettingsDialog

        SettingsDialog(self.session.settings, self.parent).exec()

    def show_help(self) -> None:
        """Help › How to Play, made when first asked for, its text focused."""
        from scorpion_qt.app.ui.dialogs.help import HelpDialog

        if self.help_dialog is None:
            self.help_dialog = HelpDialog(self.parent)
        self.help_dialog.show()
        self.help_dialog.raise_()
        self.help_dialog.activateWindow()
        self.help_dialog.browser.setFocus()  # type: ignore[attr-defined]

    def show_about(self) -> None:
        """Help › About: the name, the version and what the game is."""
        from PySide6.QtWidgets import QMessageBox

        from scorpion_qt import __version__

        QMessageBox.about(
            self.parent,
            translate("MainWindow", "About Scorpion"),
            fmt(
                translate(
                    "MainWindow",
                    "<p><b>Scorpion</b> %1</p><p>Scorpion solitaire by the Cards4 rules, "
                    "playable with the mouse, the keyboard and a screen reader.</p>",
                ),
                __version__,
            ),
        )

    def copy_link(self) -> str:
        """Game › Copy Link: this deal's ``scorpion://game/N`` link on the
        clipboard, said; returns the link."""
        link = game_link(self.controller.game_number, self.controller.rules.variant)
        QGuiApplication.clipboard().setText(link)
        self.messages.show(fmt(translate("MainWindow", "Copied %1"), link))
        return link

    def copy_position(self) -> str:
        """Edit › Copy Position: what the player may see of the position on
        the clipboard; returns the text. While cards are hidden (face down
        or in the talon) of a numbered deal, that is a link to the game with
        the moves played (:func:`position_link`), which opens the same
        position without showing them; otherwise the position in the rules'
        notation (to open with Open Position)."""
        c = self.controller
        position = c.position
        hidden = any(position.face_down) or bool(position.talon)
        if hidden and c.start is None:
            text = position_link(c.game_number, c.rules, c.record().actions[: c.applied])
            QGuiApplication.clipboard().setText(text)
            self.messages.show(
                translate("MainWindow", "Link to this game and its moves copied: it opens this position with the face-down cards still hidden.")
            )
            return text
        text = position.to_text()
        QGuiApplication.clipboard().setText(text)
        self.messages.show(translate("MainWindow", "Position copied in the rules' notation."))
        return text
