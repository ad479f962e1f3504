"""Follows the game controller and writes each attempt to the statistics store.

The attempt rules (issue 14):

- An attempt starts with its first action (a move or the talon deal); a deal
  left untouched is not counted.
- Its id is kept in the save (``GameController.attempt_id``), so a game
  resumed after Quit or a crash continues the same attempt.
- Won (rules.md §5) closes it for good: undoing the winning move and winning
  again, or leaving afterwards, changes nothing. Blocked marks it blocked
  (counted) and an undo reopens it. Give up closes it as given up. A new deal,
  a restart or another number closes it as abandoned with that reason.
- At start, attempts left open by an earlier run that the save does not
  continue are closed once: abandoned by Quit when the window was closed, by a
  crash otherwise (a blocked one stays blocked).
- Practice games (``controller.practice``) are stored but never enter the
  records or the summary figures.
- A language change, a second window, or any number of saves and loads never
  add rows: rows are keyed by the attempt id and closed at most once.

Store failures (disk full, a store damaged while running) never stop the
game: statistics switch off and one sentence says so.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TypedDict

from PySide6.QtCore import QObject, QTimer, Signal

from scorpion_qt.engine import Rules

from scorpion_qt.app.game.analysis import VerdictStatus
from scorpion_qt.app.game.controller import EventKind, GameController, GameEvent
from scorpion_qt.app.game.statistics import OpenResult, StatsStore, WinInfo, rules_key
from scorpion_qt.app.lang.texts import fmt, translate

__all__ = ["AttemptTracker"]


class Figures(TypedDict):
    """An attempt's counters: moves, undos, hints, playing time (ms)."""

    moves: int
    undos: int
    hints: int
    time_ms: int

PROGRESS_MS = 2000
"""Figures of the attempt being played are written at most this often (ms);
the start, a block, the end and Quit are written at once."""


class AttemptTracker(QObject):
    """Keeps the statistics store in step with ``controller``; ``data`` is the
    data folder (None: statistics off, e.g. screenshots or tests without
    saving). :attr:`problem` carries a translated sentence for the player."""

    problem = Signal(str)
    changed = Signal()
    """The store changed (an attempt opened, ended, or was reset)."""

    def __init__(self, controller: GameController, data: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.store: StatsStore | None = None
        self.opened: OpenResult | None = None
        self.opened_folder = data
        if data is not None:
            self.opened = StatsStore.open(data)
            self.store = self.opened.store
        self.pending_reason = ""
        """Why the next deal replaces the game ("new" or "other"), set by the
        window before it deals."""
        self._started = False
        self._blocked = False
        self._proven = False
        self._proven_deals: set[tuple[int, str]] = set()
        self._progress = QTimer(self)
        self._progress.setSingleShot(True)
        self._progress.setInterval(PROGRESS_MS)
        self._progress.timeout.connect(self.flush)
        controller.changed.connect(self._on_changed)
        controller.leaving.connect(self._on_leaving)

    # -------------------------------------------------------------- helpers
    def _rules(self) -> str:
        return rules_key(self.controller.rules.tokens())

    def _figures(self) -> Figures:
        c = self.controller
        return {"moves": c.moves, "undos": c.undos, "hints": c.hints, "time_ms": c.elapsed_ms()}

    def _practice(self) -> bool:
        return bool(getattr(self.controller, "practice", False))

    def _fail(self, exc: Exception) -> None:
        """Switch statistics off for this session and say so once; a store
        found damaged (not merely busy or full) is moved aside, and the next
        start begins afresh."""
        store, self.store = self.store, None
        # Damage (SQLITE_CORRUPT, SQLITE_NOTADB) is raised as DatabaseError
        # itself; its subclasses (a busy or full disk, a refused value) are not.
        if store is not None and type(exc) is sqlite3.DatabaseError:
            store.quarantine()
        self._progress.stop()
        self.problem.emit(
            translate("Statistics", "Statistics could not be written; they are off until the next start.")
        )

    def _say_later(self, text: str) -> None:
        QTimer.singleShot(0, self, lambda: self.problem.emit(text))

    def _startup(self) -> None:
        """Once, at the first game shown: close what earlier runs left open,
        and report a store that had to be moved aside."""
        self._started = True
        # Said after the first deal is announced, which would cover it.
        opened = self.opened
        if opened is not None and opened.moved_to is not None:
            self._say_later(
                fmt(
                    translate(
                        "Statistics", "The statistics file could not be read; it was kept as %1 and new statistics begin."
                    ),
                    str(opened.moved_to),
                )
            )
        elif opened is not None and opened.newer:
            self._say_later(
                translate("Statistics", "The statistics come from a newer version of Scorpion; they are off for now.")
            )
        elif opened is not None and opened.store is None:
            self._say_later(
                fmt(
                    translate("Statistics", "Statistics are off: the statistics file in %1 cannot be used."),
                    str(self.opened_folder),
                )
            )
        if self.store is not None:
            try:
                self.store.close_orphans(self.controller.attempt_id or None)
            except sqlite3.Error as exc:
                self._fail(exc)

    # --------------------------------------------------------------- events
    def _on_changed(self, event: GameEvent) -> None:
        c = self.controller
        if event.kind == EventKind.NEW:
            self._blocked = False
            deals = self._proven_deals
            self._proven = (c.game_number, self._rules()) in deals or (c.game_number, "*") in deals
            if not self._started:
                self._startup()
            if self.store is not None and c.attempt_id:
                try:
                    if not self.store.resume(c.attempt_id) and self.store.get(c.attempt_id) is None:
                        if c.applied and not c.is_finished():
                            # The store lost it (reset, moved aside): count it from here.
                            self.store.begin(c.game_number, self._rules(), practice=self._practice(),
                                             attempt=c.attempt_id)
                            self.store.update(c.attempt_id, **self._figures())
                    row = self.store.get(c.attempt_id)
                    self._blocked = row is not None and row.result == "blocked"
                except sqlite3.Error as exc:
                    self._fail(exc)
            return
        if self.store is None:
            return
        try:
            if not c.attempt_id:
                c.attempt_id = self.store.begin(
                    c.game_number, self._rules(), practice=self._practice(), proven_winnable=self._proven
                )
                self.changed.emit()
            stuck = c.position.is_stuck
            if stuck != self._blocked:
                self._blocked = stuck
                self.store.update(c.attempt_id, blocked=stuck, **self._figures())
                self._progress.stop()
                self.changed.emit()
            elif not self._progress.isActive():
                self._progress.start()
        except sqlite3.Error as exc:
            self._fail(exc)

    def _on_leaving(self, number: int, rules: Rules) -> None:
        """Before a new deal replaces the game: close its attempt as
        abandoned (Restart when it is the same deal)."""
        c = self.controller
        reason = self.pending_reason or "new"
        self.pending_reason = ""
        if number == c.game_number and rules == c.rules:
            reason = "restart"
        if self.store is None or not c.attempt_id:
            return
        self._close(lambda store, ident: store.finish(ident, "abandoned", reason=reason, **self._figures()))

    def _close(self, action) -> None:  # type: ignore[no-untyped-def]
        ident = self.controller.attempt_id
        self._progress.stop()
        if self.store is None or not ident:
            return
        try:
            action(self.store, ident)
        except sqlite3.Error as exc:
            self._fail(exc)
            return
        self.changed.emit()

    def note_verdict(self, position: object, verdict: object) -> None:
        """A solver verdict (``Analyst.verdictChanged``): a position of this
        game proven winnable makes the deal proven winnable."""
        c = self.controller
        if getattr(verdict, "status", None) != VerdictStatus.WON or position != c.position:
            return
        self._proven = True
        self._proven_deals.add((c.game_number, self._rules()))
        if self.store is not None and c.attempt_id:
            try:
                self.store.note_proven_winnable(c.attempt_id)
            except sqlite3.Error as exc:
                self._fail(exc)

    def note_deal_search(self, _tries: int, number: int) -> None:
        """``Analyst.dealSearch``: a number found proven winnable."""
        if number:
            # The search uses the settings' rules, which the next deal takes.
            self._proven_deals.add((number, "*"))

    # -------------------------------------------------------------- actions
    def record_win(self) -> WinInfo | None:
        """The game was just won: count it (once per attempt) and return what
        it changed (records, streak); None when statistics are off."""
        c = self.controller
        if self.store is None:
            return None
        self._progress.stop()
        try:
            if not c.attempt_id:  # e.g. a won game loaded without an attempt
                c.attempt_id = self.store.begin(c.game_number, self._rules(), practice=self._practice())
            info = self.store.win(c.attempt_id, **self._figures())
        except sqlite3.Error as exc:
            self._fail(exc)
            return None
        self.changed.emit()
        return info

    def give_up(self) -> None:
        """The player gave up this game (it can no longer be won)."""
        self._close(lambda store, ident: store.finish(ident, "gave_up", **self._figures()))
        self.controller.attempt_id = ""

    def flush(self) -> None:
        """Write the figures of the attempt being played."""
        c = self.controller
        self._progress.stop()
        if self.store is None or not c.attempt_id:
            return
        try:
            self.store.update(c.attempt_id, **self._figures())
        except sqlite3.Error as exc:
            self._fail(exc)

    def shutdown(self) -> None:
        """The window closes: write the figures and mark the attempt as left
        by Quit (the next start resumes it, or closes it with that reason)."""
        self.flush()
        c = self.controller
        if self.store is not None and c.attempt_id:
            try:
                self.store.mark_quit(c.attempt_id)
            except sqlite3.Error:
                pass
