"""The end of a game, and every other notice over the board: the blocked and
lost notices with their actions, the file problems, the win's summary band
and celebration, and the order in which the focus moves and the screen
reader hears them (a blind player hears the winning move, then the win).

:class:`EndOfGame` shows what the :class:`GameSession` and the controller
report; the words come from :mod:`scorpion_qt.app.lang.notices` and
:mod:`scorpion_qt.app.ui.win_summary`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QStatusBar, QWidget

from scorpion_qt.app.a11y.announce import SETTLE_MS, Announcer
from scorpion_qt.app.game.controller import EventKind, GameEvent
from scorpion_qt.app.game.session import GameSession
from scorpion_qt.app.lang.learn import go_back_label, lost_move_sentence
from scorpion_qt.app.lang.notices import Notice, notice_sentence
from scorpion_qt.app.lang.texts import translate
from scorpion_qt.app.ui.notices import NoticeBar
from scorpion_qt.app.ui.win_summary import Celebration, WinFigures, WinSummary, celebration_wanted, win_sentence

__all__ = ["EndOfGame", "NoticeActions"]

FILE_NOTICE_KINDS = ("damaged", "bad_number")
"""The notice bar's kinds while it shows the file problems (files that could
not be used; refused input only)."""

WIN_AFTER_MS = 500
"""How much longer (ms) than the band's focus the win's sentence waits.
Orca 48 and later ignore an announcement that reaches them within 0.1 s of
the last one, and when Orca lags behind a long game's events it receives
the move's result and the win together however far apart they were sent:
Double Scorpion's win, sent 300 ms after the winning move's result, reached
Orca 51 32 ms after it and was never spoken."""


@dataclass(frozen=True)
class NoticeActions:
    """What the notices' buttons do."""

    undo: Callable[[], object]
    restart: Callable[[], object]
    new_game: Callable[[], object]
    go_back: Callable[[], object]
    give_up: Callable[[], object]
    go_back_before: Callable[[], object] | None = None
    """Back to the position before the action that lost the win (once known)."""
    replay: Callable[[], object] | None = None
    """Replay this game's own actions, step by step."""


class EndOfGame(QObject):
    """Shows the notices and the win for ``session`` in ``notice`` and
    ``win_band`` (laid out by ``place``), says them with ``announcer`` and in
    ``status_bar``; the celebration plays over ``stage`` (the board's viewport)."""

    def __init__(
        self,
        session: GameSession,
        notice: NoticeBar,
        win_band: WinSummary,
        announcer: Announcer,
        status_bar: QStatusBar,
        stage: QWidget,
        actions: NoticeActions,
        place: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.notice = notice
        self.win_band = win_band
        self.announcer = announcer
        self.status_bar = status_bar
        self.stage = stage
        self.actions = actions
        self.place = place
        self.celebration: Celebration | None = None
        self.detail = ""
        """The detail of the notice shown (rebuilt with it in a new language)."""
        self.announce_on_show = ""
        """A file problem said before the window was shown: said again once it is."""
        session.notice.connect(self.show_end_notice)
        session.lostMoveChanged.connect(self._on_lost_move)
        session.lostWithdrawn.connect(self._withdraw_lost)
        session.fileProblemsChanged.connect(self._on_file_problems)
        session.controller.finished.connect(self.on_finished)
        self.waiting: tuple[Notice, str] | None = None
        """A game notice that came while the file problems were shown: it
        waits, said and in the status bar, and shows once they are closed."""
        notice.dismissed.connect(self._on_dismissed)

    # -------------------------------------------------------------- notices
    def show_notice(self, kind: Notice | str, detail: str = "") -> bool:
        """Show the notice ``kind`` (a :class:`Notice` that is not a file
        problem: stuck, lost, deal lost, and the launch notices; a win has its
        band) in the current language, with its actions; it is rebuilt when
        the language changes. ``detail`` fills the place the notice names.
        "damaged" and "bad_number" (the file-problem notice's own kinds)
        show every file problem reported, one sentence each.

        A game notice never covers the file problems (the player would not
        see that saving stopped): while they are shown it waits
        (:attr:`waiting`), its sentence stays in the status bar, and it is
        shown with its actions once the file problems are closed. Returns
        True when the notice is shown now."""
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        c = self.session.controller
        self.detail = detail
        if kind in FILE_NOTICE_KINDS:
            self.detail = ""
            if detail:
                self.session.report_file_problem(
                    Notice.SAVE_DAMAGED if kind == "damaged" else Notice.NUMBER_REFUSED_DEALT, detail
                )
            else:
                self.show_file_notice()  # e.g. in a new language
            return True
        notice = Notice(kind)
        text = notice_sentence(notice, detail, game_number=c.game_number, practice=c.practice)
        a = self.actions
        lost = self.session.lost_move if notice in (Notice.STUCK, Notice.LOST) else None
        if lost is not None:
            # Two whole sentences: the state, then the move that lost the win.
            text = text + " " + lost_move_sentence(lost.index, lost.move, lost.better)
        buttons: list[tuple[str, Callable[[], object]]] = []
        if notice is Notice.STUCK:
            buttons = [(t("Undo"), a.undo)]
            if lost is not None and a.go_back_before is not None:
                buttons.append((go_back_label(lost.index), a.go_back_before))
            buttons += [(t("Restart"), a.restart), (t("New Game"), a.new_game)]
        elif notice is Notice.LOST:
            if lost is not None and a.go_back_before is not None:
                back = (go_back_label(lost.index), a.go_back_before)
            else:
                back = (t("Go Back to the Last Winnable Position"), a.go_back)
            buttons = [(t("Undo"), a.undo), back, (t("Give Up"), a.give_up)]
        elif notice is Notice.DEAL_LOST:
            buttons = [(t("New Game"), a.new_game)]
        if notice in (Notice.STUCK, Notice.LOST) and a.replay is not None and c.applied:
            buttons.append((translate("Learn", "Replay My Moves"), a.replay))
        if self.file_notice_shown():
            self.waiting = (notice, detail)
            self.status_bar.showMessage(text)  # until replaced, never timed out
            self.announcer.say(text)  # after the file problems, not over them
            return False
        self.waiting = None
        self.notice.show_notice(kind, text, buttons)
        return True

    def _on_dismissed(self, kind: str) -> None:
        """The file problems were closed (read): forget them, and show the
        game notice that waited, which takes the focus."""
        if kind not in FILE_NOTICE_KINDS:
            return
        self.session.clear_file_problems()
        if self.waiting is not None:
            notice, detail = self.waiting
            self.waiting = None
            if self.show_notice(notice, detail):
                self.speak_notice()

    def speak_notice(self) -> None:
        """The end-of-game notice just shown takes the keyboard focus (its
        first action); the screen reader then says its text with the focus
        (Orca reads a panel's labels when the focus enters it), so the
        announcer only records it. Without the focus it is announced."""
        text = self.notice.label.text()
        wait = self.announcer.busy_ms()
        if wait <= 0:
            self.announcer.say(text, assertive=True, by_focus=self.notice.take_focus())
            return
        # The action's result is still queued (the deal that lost the game):
        # the notice takes the focus only once that is spoken, and a settle
        # wait later, or Orca 50 says the notice first (review of
        # 2026-12-01, §4.9). It is recorded now.
        self.announcer.say(text, assertive=True, by_focus=True)
        QTimer.singleShot(wait + SETTLE_MS, self, lambda: self._focus_notice(text))

    def _focus_notice(self, text: str) -> None:
        """The delayed half of :meth:`speak_notice`: the notice (if still
        shown with this text) takes the focus, or is announced without it."""
        if self.notice.isHidden() or self.notice.label.text() != text:
            return
        if not self.notice.take_focus():
            self.announcer.say(text, assertive=True)

    def show_end_notice(self, notice: Notice) -> None:
        """The session's end-of-game notice (lost, deal lost): shown, and it
        takes the focus; while the file problems are shown it waits (see
        :meth:`show_notice`). Asked for again while it is on screen (Show
        Me How on a deal proven lost), it also flashes: nothing else would
        change for the eye."""
        again = self.notice.isVisible() and self.notice.kind == notice
        if self.show_notice(notice):
            if again:
                self.notice.flash()
            self.speak_notice()

    def _on_lost_move(self) -> None:
        """The move that lost the win was found (or left the game's line):
        the blocked or lost notice shown says it, with its Go Back button,
        and the screen reader hears that sentence (the notice's first
        sentence was said already)."""
        kind = self.notice.kind
        if self.notice.isHidden() or kind not in (Notice.STUCK, Notice.LOST):
            return
        focused = QApplication.focusWidget()
        had_focus = focused is not None and self.notice.isAncestorOf(focused)
        self.show_notice(kind, self.detail)
        self.place()
        lost = self.session.lost_move
        if lost is None:
            return
        sentence = lost_move_sentence(lost.index, lost.move, lost.better)
        self.status_bar.showMessage(self.notice.label.text())
        if had_focus:
            self.notice.take_focus()
        self.announcer.say(sentence, assertive=True)

    def _withdraw_lost(self) -> None:
        if self.waiting is not None and self.waiting[0] is Notice.LOST:
            self._forget_waiting()
        if self.notice.kind == Notice.LOST:
            self.notice.dismiss()

    def _forget_waiting(self) -> None:
        """The game notice that waited no longer holds: its status-bar line goes too."""
        if self.waiting is None:
            return
        notice, detail = self.waiting
        self.waiting = None
        c = self.session.controller
        if self.status_bar.currentMessage() == notice_sentence(notice, detail, game_number=c.game_number, practice=c.practice):
            self.status_bar.clearMessage()

    def on_finished(self, state: str) -> None:
        """The controller's end of a game: "won" (the win) or "stuck"."""
        if state == "won":
            self.celebrate_win()
            return
        if self.show_notice(Notice.STUCK):
            self.status_bar.showMessage(self.notice.label.text())
            self.speak_notice()

    def file_notice_shown(self) -> bool:
        """True while the notice shows the file problems (also before the
        window is first shown: a problem found while the first deal is made
        stays for the player to read)."""
        return not self.notice.isHidden() and self.notice.kind in FILE_NOTICE_KINDS

    def show_file_notice(self) -> None:
        """Every file problem still reported, one sentence each, in one notice."""
        kind = "bad_number" if self.session.only_refused_input() else "damaged"
        text = " ".join(notice_sentence(w, d) for w, d in self.session.file_problems)
        self.notice.show_notice(kind, text, [])

    def _on_file_problems(self) -> None:
        self.show_file_notice()
        text = self.notice.label.text()
        self.status_bar.showMessage(text)
        if self.notice.window().isVisible():
            self.announcer.say(text, assertive=True)
        else:
            self.announce_on_show = text

    def after_change(self, event: GameEvent) -> None:
        """After any change: the win's band and celebration go unless the game
        is won; a new deal takes the notice away (unless it shows file
        problems), and so does an action that leaves a blocked or lost state."""
        c = self.session.controller
        if not c.position.is_won:
            self.stop_celebration()
            self.win_band.hide()
        if self.waiting is not None and (event.kind == EventKind.NEW or not c.is_finished()):
            self._forget_waiting()
        if event.kind == EventKind.NEW and not self.file_notice_shown():
            self.notice.dismiss()
        elif self.notice.kind in (Notice.STUCK, Notice.LOST, Notice.DEAL_LOST) and not c.is_finished():
            self.notice.dismiss()

    def retranslate(self) -> None:
        """The notice shown, in the current language."""
        if self.notice.isVisible() and self.notice.kind:
            self.show_notice(self.notice.kind, self.detail)

    # ------------------------------------------------------------------ win
    def celebrate_win(self) -> None:
        """Count the win, show the summary band at once (it takes the focus
        and the win is said in one sentence), and play the celebration over
        the board meanwhile (unless animations are off or the system asks for
        reduced motion): a blind player hears the win without waiting for it."""
        c = self.session.controller
        info = self.session.stats.record_win()
        figures = WinFigures(c.game_number, c.moves, c.elapsed_ms(), c.undos, c.hints, info, c.practice)
        self.status_bar.showMessage(win_sentence(figures))
        self.stop_celebration()
        self.show_win_band(figures)
        if celebration_wanted(self.session.settings.animations):
            self.celebration = Celebration(self.stage, self._celebration_done)

    def _celebration_done(self) -> None:
        self.celebration = None

    def show_win_band(self, figures: WinFigures) -> None:
        """Show the summary band, give it the focus, then say the win in one
        sentence. The sentence is announced, not left to the screen reader
        reading the band's texts as the focus enters it: Orca 43 did, Orca
        50 says only the band's name and the focused button. The band's texts
        are marked as its labels (:meth:`WinSummary.retranslate`), so Orca 43
        no longer reads them as well."""
        if not self.session.controller.position.is_won:
            return
        self.win_band.show_win(figures)
        self.place()
        self.win_band.raise_()
        # The band takes the focus once the winning move's own sentence is
        # out (the announcer sends it SETTLE_MS after the move), and the win
        # is announced after the focus speech ("Game won panel, New Game
        # button"): a screen-reader user hears the move, the band, the win.
        sentence = win_sentence(figures)
        QTimer.singleShot(2 * SETTLE_MS, self, self._focus_win_band)
        # Recorded now, queued once the focus is in the band and Orca is
        # likely through the band's events (WIN_AFTER_MS).
        self.announcer.say(sentence, assertive=True, later_ms=2 * SETTLE_MS + WIN_AFTER_MS)

    def _focus_win_band(self) -> None:
        """Give the win band the focus (when the window is active)."""
        if self.win_band.isVisible():
            self.win_band.take_focus()

    def stop_celebration(self) -> None:
        """End the celebration at once, if one plays."""
        if self.celebration is not None and shiboken6.isValid(self.celebration):
            self.celebration.cancel()
        self.celebration = None

    def resume_finished(self) -> None:
        """After a finished game is loaded (a relaunch): its band or notice
        and actions again, records read but never written a second time."""
        c = self.session.controller
        if not c.is_finished():
            return
        if c.position.is_won:
            # The summary band again; the statistics count an attempt's win once.
            info = self.session.stats.record_win()
            self.show_win_band(WinFigures(c.game_number, c.moves, c.elapsed_ms(), c.undos, c.hints, info, c.practice))
        else:
            self.show_notice(Notice.STUCK)
