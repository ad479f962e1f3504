"""The game session: one game as it is played, without any widget.

:class:`GameSession` owns the controller (the game and its undo history), the
analyst (the solver's verdicts), the statistics tracker, the save and the
settings, and does for them what the window used to: it judges every
position after it is shown and says when the game can no longer be won, goes
back to the last winnable position, looks for a winnable deal, saves after
every action and keeps the list of file problems, and gives hints through the
analyst. It tells the window what to show through signals, and the window
only shows (napari's ``ViewerModel`` under its ``QtViewer``).

Game-flow tests run against it without a window (``tests/app/test_session.py``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from scorpion_qt.engine import Move, Position

from scorpion_qt.app.game.analysis import Analyst, Verdict, VerdictStatus, hint_for
from scorpion_qt.app.game.controller import EventKind, GameController, GameEvent
from scorpion_qt.app.game.settings import Settings
from scorpion_qt.app.game.stats_tracker import AttemptTracker
from scorpion_qt.app.game.turning import LostMove, Outcome, TurnFinder
from scorpion_qt.app.game.storage import GameStore
from scorpion_qt.app.game.variants import OFFERED, undecided_deal_tries
from scorpion_qt.app.lang.notices import FILE_PROBLEMS, Notice
from scorpion_qt.app.lang.texts import fmt, translate

if TYPE_CHECKING:
    from scorpion_qt.app.game.teach import Why

__all__ = ["GameSession", "random_game_number"]


def random_game_number() -> int:
    """A random game number from 1 to 999,999,999 (short enough to share)."""
    return random.randint(1, 999_999_999)


class GameSession(QObject):
    """One game as it is played (see the module's docstring).

    ``store`` None means nothing is saved (screenshots, some tests);
    ``analysis`` False runs no solver in the background (hints still work,
    from a short search of their own).
    """

    verdictChanged = Signal()
    """:attr:`verdict` changed (a new position is being judged, or judged)."""
    dealJudged = Signal(object, str)
    """The deal itself was judged before any action: (:class:`VerdictStatus`,
    the sentence saying so: "Game 12 can be won.")."""
    notice = Signal(object)
    """Show this end-of-game :class:`Notice` (LOST or DEAL_LOST)."""
    lostWithdrawn = Signal()
    """A "no longer winnable" notice no longer holds (a proof of a win came)."""
    fileProblemsChanged = Signal()
    """:attr:`file_problems` grew: show them, one sentence each."""
    message = Signal(str, object)
    """A sentence for the status bar and screen readers, and a callable that
    makes it again in the current language (or None)."""
    waitingForDeal = Signal(bool)
    """True while a winnable deal is looked for (the game shown takes no action)."""
    dealSearchProgress = Signal(int)
    """A winnable deal is being looked for: the number of deals tried so far."""
    lostMoveChanged = Signal()
    """:attr:`lost_move` changed (found, or no longer in the game's line)."""

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        store: GameStore | None,
        *,
        analysis: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.store = store
        self.analyst: Analyst | None = Analyst(parent=self) if analysis else None
        self.stats = AttemptTracker(controller, store.paths.data if store is not None else None, self)
        self.stats.fileProblem.connect(self.report_file_problem)
        self.verdict: Verdict | None = None
        """The verdict on the current position (None while it is judged, or without analysis)."""
        self.waiting_for_deal = False
        """True while a winnable deal is looked for: the game shown takes no action and is not saved."""
        self.file_problems: list[tuple[Notice, str]] = []
        """The file problems reported and not yet dismissed, in order: (what, detail)."""
        self.save_failed = False
        """True once saving failed and was said (said again only after a save succeeded)."""
        self._seek_from = -1
        self._deal_said = False
        """The deal's verdict was said (:attr:`dealJudged`) since it was dealt:
        undoing back to the deal does not say it again."""
        self.lost_move: LostMove | None = None
        """The action of this game proven to have lost the win (the position
        before it proven winnable, the one after it proven lost), once found;
        None otherwise (see :mod:`.turning`)."""
        self.turns: TurnFinder | None = None
        self._after_change = QTimer(self)
        self._after_change.setSingleShot(True)
        self._after_change.setInterval(0)
        self._after_change.timeout.connect(self.analyse)
        if self.analyst is not None:
            self.analyst.verdictChanged.connect(self.stats.note_verdict)
            self.analyst.dealSearch.connect(self.stats.note_deal_search)
            self.analyst.verdictChanged.connect(self._on_verdict)
            self.analyst.dealSearch.connect(self._on_deal_search)
            self.analyst.dealUnchecked.connect(self._on_deal_unchecked)
            self.analyst.dealUndecided.connect(self._on_deal_undecided)
            self.analyst.lastWinnable.connect(self._on_last_winnable)
            self.turns = TurnFinder(self.analyst, self)
            self.turns.finished.connect(self._on_turn_found)
        controller.changed.connect(self._on_changed)
        settings.writeFailed.connect(lambda: self.report_file_problem(Notice.SETTINGS_UNUSABLE, settings.folder()))

    # -------------------------------------------------------------- changes
    def _on_changed(self, event: GameEvent) -> None:
        """Every change of the game: saved at once (a kill loses nothing that
        is shown), judged from the event loop (so the window draws first).
        A game of another offered variant (a link, a position, a resumed
        save) makes it the variant New Game deals."""
        self.autosave()
        self._after_change.start()
        variant = self.controller.rules.variant
        if event.kind == EventKind.NEW and variant in OFFERED and variant != self.settings.variant:
            self.settings.variant = variant
        if event.kind == EventKind.NEW:
            self._deal_said = False
        lost = self.lost_move
        if event.kind == EventKind.NEW or (lost is not None and not self._lies_on_line(lost)):
            if self.turns is not None:
                self.turns.cancel()
            if lost is not None:
                self.lost_move = None
                self.lostMoveChanged.emit()

    def analyse(self) -> None:
        """Judge the current position (the answer arrives as :attr:`verdictChanged`)."""
        if self.analyst is None:
            return
        self.verdict = None
        self.analyst.analyse(self.controller.position)
        self.verdictChanged.emit()

    def _on_verdict(self, position: object, verdict: Verdict | None) -> None:
        if position != self.controller.position:
            return
        self.verdict = verdict
        self.verdictChanged.emit()
        if verdict is None:
            return
        c = self.controller
        if self.analyst is not None and self.analyst.service.broken and verdict.status == VerdictStatus.UNKNOWN:
            return  # no solver ran: nothing to say about this game
        # Said once a deal: back at the deal by Undo, the status bar keeps
        # "Undone: …" (the Winnable field still shows the verdict).
        if c.applied == 0 and not c.practice and not self._deal_said:  # a practice position has no game number to name
            self._deal_said = True
            if verdict.status == VerdictStatus.WON:
                text = translate("MainWindow", "Game %1 can be won.")
            elif verdict.status == VerdictStatus.LOST:
                text = translate("MainWindow", "Game %1 cannot be won, whatever you play.")
            else:
                text = translate("MainWindow", "The solver could not decide game %1 in time.")
            self.dealJudged.emit(verdict.status, fmt(text, c.game_number))
        if verdict.status == VerdictStatus.LOST and c.applied > 0:
            self.find_lost_move()
        if verdict.status == VerdictStatus.LOST and not c.position.is_stuck and not c.position.is_won:
            # A game lost from its deal has no winnable position to go back
            # to: it gets the deal's notice (New Game), not "can no longer be won".
            self.notice.emit(Notice.DEAL_LOST if c.applied == 0 or self.deal_lost() else Notice.LOST)
        elif verdict.status == VerdictStatus.WON:
            self.lostWithdrawn.emit()

    # ------------------------------------------------------ where did I lose
    def _line(self) -> tuple[list[Position], list[Move]]:
        """The positions and actions of the game as it stands (no redo part)."""
        return self.controller.history(), self._actions()

    def _actions(self) -> list[Move]:
        """The actions of the game as it stands (no redo part)."""
        return list(self.controller.record().actions[: self.controller.applied])

    def _lies_on_line(self, lost: LostMove) -> bool:
        """True while the game's line still holds ``lost``'s action where it was."""
        c = self.controller
        if lost.index > c.applied:
            return False
        positions, actions = self._line()
        return actions[lost.index - 1] == lost.move and positions[lost.index - 1] == lost.before

    def find_lost_move(self) -> None:
        """Look for the action that lost the win (the current position is
        proven lost); :attr:`lostMoveChanged` once it is proven. Positions
        the analysis has not judged are judged in the solver's process."""
        if self.turns is None or (self.lost_move is not None and self._lies_on_line(self.lost_move)):
            return
        positions, actions = self._line()
        self.turns.find(positions, actions)

    def _on_turn_found(self, outcome: Outcome, lost: LostMove | None) -> None:
        actions = self._actions()
        words = [str(m) for m in actions]
        if outcome == Outcome.FOUND and lost is not None and self.turns is not None:
            if actions[: lost.index] != self.turns.actions[: lost.index]:
                return  # the game moved on to another line meanwhile
            self.lost_move = lost
            self.stats.note_lost(words, lost.index, str(lost.better))
            self.lostMoveChanged.emit()
        elif outcome == Outcome.DEAL and self.turns is not None and self.turns.actions == actions:
            self.stats.note_lost(words, 0, "")

    def open_line(self, game: int, rules_key: str, line: object, upto: int) -> bool:
        """Continue a stored line (a :class:`~.statistics.GameLine` of game
        ``game`` under the rules of ``rules_key``) from its first ``upto``
        actions, as a new attempt (the game played before is left first, as
        for another deal). False when the line does not replay."""
        from scorpion_qt.app.game.record import GameRecord, SaveError
        from scorpion_qt.app.game.replay import line_start

        try:
            start = line_start(game, rules_key, line.start)  # type: ignore[attr-defined]
            actions = [Move.parse(a, start.rules) for a in line.actions[:upto]]  # type: ignore[attr-defined]
            record = GameRecord(game, start.rules, actions, len(actions), start=start if line.start else None)  # type: ignore[attr-defined]
            record.positions()
        except (ValueError, SaveError):
            return False
        if record.start is None:
            self.stats.pending_reason = "other"
            self.controller.new_game(game, start.rules)  # the game played before is left like for another deal
        self.controller.load(record)
        return True

    def go_back_before_lost_move(self) -> bool:
        """Jump (one undo-stack jump) to the position before the action that
        lost the win; False when it is not known."""
        lost = self.lost_move
        if lost is None or not self._lies_on_line(lost):
            return False
        self.controller.stack.setIndex(lost.index - 1)
        return True

    # ---------------------------------------------------- last winnable point
    def go_back_to_winnable(self) -> bool:
        """Jump (one undo-stack jump) to the latest point of the history proven
        winnable. When the earlier positions are not all judged yet, the
        solver judges them, latest first, and the jump follows (or the
        DEAL_LOST notice when none is); returns True when the jump was made at once."""
        if self.analyst is None:
            return False
        history = self.controller.history()
        index = self.analyst.last_winnable(history)
        if index is not None:
            self.controller.stack.setIndex(index)
            return True
        if self.report_deal_lost():  # nothing to look for: no position of this game was ever winnable
            return False
        self._seek_from = self.controller.applied
        self.analyst.seek_last_winnable(history[:-1])
        if self._seek_from != -1:  # not answered at once (from what is known): the solver judges
            self.message.emit(translate("MainWindow", "Looking for the last winnable position…"), None)
        return False

    def deal_lost(self) -> bool:
        """True when the game's first position (its deal, or the practice
        position it started from) is proven lost: no position of the game
        can be won, so there is nothing to go back to."""
        if self.analyst is None:
            return False
        return self.analyst.proven_lost(self.controller.history()[0])

    def report_deal_lost(self) -> bool:
        """When the game is lost from its first position (:meth:`deal_lost`),
        tell the window to show the DEAL_LOST notice ("cannot be won,
        whatever you play", with New Game) and return True; else False."""
        if not self.deal_lost():
            return False
        self.notice.emit(Notice.DEAL_LOST)
        return True

    def _on_last_winnable(self, index: int) -> None:
        if self._seek_from != self.controller.applied:
            return  # the player moved on meanwhile
        self._seek_from = -1
        if index >= 0:
            self.controller.stack.setIndex(index)
        else:
            self.notice.emit(Notice.DEAL_LOST)

    # ---------------------------------------------------------------- deals
    def new_game(self, number: int | None = None, variant: str | None = None) -> None:
        """Deal a new game under the settings' rules: ``number``, or a random
        one — proven winnable first when "Only winnable deals" is on (the
        search runs in the solver's process; :attr:`waitingForDeal` meanwhile).
        ``variant`` (one of ``game.variants.OFFERED``) becomes the settings'
        variant first: New Game goes on dealing the variant being played."""
        if variant is not None:
            self.settings.variant = variant
        self.stats.pending_reason = "new" if number is None else "other"
        if self.analyst is not None:
            self.analyst.cancel_deal_search()
        if number is None and self.analyst is not None and self.settings.only_winnable:
            self._wait_for_deal(True)
            rules = self.settings.rules
            self.analyst.find_winnable_deal(random_game_number, rules, max_tries=undecided_deal_tries(rules.variant))
            return
        self._wait_for_deal(False)
        self.controller.new_game(number if number is not None else random_game_number(), self.settings.rules)

    def restart(self) -> None:
        """The same deal from the start."""
        self.controller.restart()

    def give_up(self) -> None:
        """Give up this game (counted as given up) and deal a new one."""
        self.stats.give_up()
        self.new_game()

    def _on_deal_search(self, tries: int, number: int) -> None:
        if number:
            self._wait_for_deal(False)
            self.controller.new_game(number, self.settings.rules)
            return
        self.dealSearchProgress.emit(tries)

    def _on_deal_unchecked(self, number: int) -> None:
        """The solver cannot run: the drawn deal is dealt without proof, and the player is told."""
        self._wait_for_deal(False)
        self.controller.new_game(number, self.settings.rules)
        self.message.emit(
            fmt(translate("MainWindow", "The solver is not available: game %1 was dealt without checking that it can be won."), number),
            None,
        )

    def _on_deal_undecided(self, tries: int, number: int) -> None:
        """No deal proven winnable in the tries the variant allows: the last
        undecided one is dealt, and the player is told it is not proven."""
        self._wait_for_deal(False)
        self.controller.new_game(number, self.settings.rules)
        self.message.emit(
            fmt(
                translate(
                    "MainWindow",
                    "No deal was proven winnable in %Ln tries: game %1 was dealt, which the solver could not decide.",
                    "",
                    tries,
                ),
                number,
            ),
            None,
        )

    def _wait_for_deal(self, on: bool) -> None:
        if on == self.waiting_for_deal:
            return
        self.waiting_for_deal = on
        self.waitingForDeal.emit(on)

    # ----------------------------------------------------------------- play
    def play(self, move: Move) -> bool:
        """Play ``move`` through the controller (one undo command); refused
        (False, and said) while a winnable deal is looked for."""
        if self.waiting_for_deal:
            self.message.emit(translate("MainWindow", "Wait for the new deal: a winnable one is being looked for."), None)
            return False
        return self.controller.play(move)

    def hint(self) -> tuple[Move | None, bool | None]:
        """A move to suggest in the current position and whether the game can
        still be won from there (True, False, or None when not known): the
        next move of a known winning line, else a short search's; counted as
        a hint when there is a move, and saved at once (a hint is part of
        the game's record, like a move). See :func:`analysis.hint_for`."""
        position = self.controller.position
        result = hint_for(position, self.analyst)
        if result.move is not None and not position.is_won:
            self.controller.count_hint()
            self.autosave()
        return result.move, result.winnable

    def hint_reason(self, move: Move) -> Why:
        """Why ``move`` (a hint that starts a winning line from the current
        position) is good (:func:`teach.why`, with the analysis' verdicts)."""
        from scorpion_qt.app.game.teach import why  # at the first hint, not before the first frame

        known = self.analyst.known if self.analyst is not None else None
        return why(self.controller.position, move, known)

    # ---------------------------------------------------------- saving, files
    def autosave(self) -> None:
        """Save the current game (atomically) unless saving is off or the
        game shown waits to be replaced by a winnable deal. When it cannot be
        saved, the player is told once (again only after a save succeeded in
        between); the game goes on."""
        if self.store is None or self.waiting_for_deal:
            return
        if self.store.save(self.controller.record()):
            self.save_failed = False
        elif not self.save_failed:
            self.report_file_problem(Notice.SAVE_UNUSABLE, str(self.store.save_path.parent))

    def report_file_problem(self, what: Notice | str, detail: str = "") -> None:
        """Add a file problem (one of :data:`lang.notices.FILE_PROBLEMS`, or its
        value; ``detail`` as the member says) and emit :attr:`fileProblemsChanged`.
        A save or settings file that cannot be used stops further saving of
        it. Raises ValueError for any other notice."""
        what = Notice(what)
        if what not in FILE_PROBLEMS:
            raise ValueError(f"not a file problem: {what}")
        if what in (Notice.SAVE_UNUSABLE, Notice.SAVE_UNREADABLE, Notice.SAVE_NEWER):
            self.save_failed = True  # said once, not again at every action
        elif what in (Notice.SETTINGS_UNUSABLE, Notice.SETTINGS_UNREADABLE):
            self.settings.write_failed = True
        if (what, detail) not in self.file_problems:
            self.file_problems.append((what, detail))
        self.fileProblemsChanged.emit()

    def clear_file_problems(self) -> None:
        """The player dismissed the file problems: forget them."""
        self.file_problems.clear()

    def only_refused_input(self) -> bool:
        """True when every file problem is refused input (a game number or a
        position asked for at start), not a file that could not be used."""
        refused = (Notice.NUMBER_REFUSED_DEALT, Notice.POSITION_REFUSED_DEALT)
        return all(w in refused for w, _ in self.file_problems)

    def shutdown(self) -> None:
        """Save the game, close the statistics and stop the solver (on close,
        on quit, on SIGTERM)."""
        self._after_change.stop()
        self.autosave()
        self.stats.shutdown()
        if self.analyst is not None:
            self.analyst.service.stop()
