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

Store failures never stop the game. A store that is busy (another program
holds a lock), on a full disk or in a folder that cannot be written *pauses*
the statistics: what could not be written waits in memory (at most
:data:`MAX_PENDING` writes) and the store is opened again from a timer, every
:data:`RETRY_MS` ms and less often later, never by waiting on the interface's
thread. A store found damaged while running is moved aside and a new one
begins with every game that can still be read from it and from the rolling
backup. What happened to the player's history is said in a notice that stays
until it is closed (:attr:`AttemptTracker.fileProblem`).

The store (SQLite) is opened after the window's first frame, or sooner when
something needs it (:meth:`AttemptTracker.open`): the first frame does not
wait for the file, the sqlite3 module or its library.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Callable, TypedDict

from PySide6.QtCore import QObject, QTimer, Signal

from scorpion_qt.app.game.analysis import VerdictStatus
from scorpion_qt.app.game.controller import PRACTICE_NUMBER, EventKind, GameController, GameEvent
from scorpion_qt.app.lang.notices import Notice

if TYPE_CHECKING:
    import sqlite3

    from scorpion_qt.app.game.statistics import OpenResult, StatsStore, WinInfo

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

RETRY_MS = 2000
"""A paused store is tried again after this long (ms), then twice as long
each time, up to :data:`RETRY_MAX_MS`."""
RETRY_MAX_MS = 60_000

BACKUP_EVERY = 10
"""The rolling backup is written again after this many ended attempts."""

BACKUP_LATER_MS = 1000
"""The start's rolling backup is written at most this long after start
(ms), sooner when the window has shown its first frame."""

MAX_PENDING = 500
"""Most writes kept while the statistics are paused (the oldest go first)."""


class AttemptTracker(QObject):
    """Keeps the statistics store in step with ``controller``; ``data`` is the
    data folder (None: statistics off, e.g. screenshots or tests without
    saving). What goes wrong with the store is a lasting file problem
    (:attr:`fileProblem`), never a passing message another one replaces."""

    fileProblem = Signal(str, str)
    """What happened to the statistics file, as a file problem that stays
    until the player closes it: (a :class:`Notice` value, its detail)."""
    changed = Signal()
    """The store changed (an attempt opened, ended, or was reset)."""

    def __init__(self, controller: GameController, data: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._store: StatsStore | None = None
        self._opened: OpenResult | None = None
        self.opened_folder = data
        self._paused = False
        self._unopened = data is not None
        """The store is still to be opened (:meth:`open`)."""
        self._new_waiting = False
        """A new game came before the store was opened: :meth:`open` takes it."""
        self._pending: list[Callable[[StatsStore], object]] = []
        self._ended = 0
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.retry)
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

    def open(self) -> None:
        """Open the store (once): the window asks for it after its first
        frame; whatever needs the store sooner (:attr:`store`, :attr:`opened`,
        :attr:`paused`, a move) opens it then. A new game shown before is
        taken now, as if it had just come (see :meth:`_startup`)."""
        if not self._unopened or self.opened_folder is None:
            return
        self._unopened = False
        from scorpion_qt.app.game.statistics import StatsStore

        self._opened = opened = StatsStore.open(self.opened_folder, backup_later=True)
        self._store = opened.store
        if opened.backup_due:
            # The window asks for it after its first frame; at the latest then.
            QTimer.singleShot(BACKUP_LATER_MS, self, self.backup_at_start)
        if opened.paused:
            self._paused = True  # said at the first game shown (see _startup)
            self._retry.start()
        if self._new_waiting:
            self._new_waiting = False
            self._on_new()

    @property
    def store(self) -> StatsStore | None:
        """The statistics store; None while statistics are off, paused or
        lost (opened at the first need, see :meth:`open`)."""
        self.open()
        return self._store

    @store.setter
    def store(self, store: StatsStore | None) -> None:
        self._store = store

    @property
    def opened(self) -> OpenResult | None:
        """What opening the store found (None: statistics off)."""
        self.open()
        return self._opened

    @property
    def paused(self) -> bool:
        """True while the store is busy or cannot be written (see :meth:`retry`)."""
        self.open()
        return self._paused

    @paused.setter
    def paused(self, paused: bool) -> None:
        self._paused = paused

    def backup_at_start(self) -> None:
        """Write the start's rolling backup that :meth:`StatsStore.open` left
        for after the first frame (once; nothing when none is due)."""
        if self.opened is None or not self.opened.backup_due:
            return
        self.opened.backup_due = False
        if self.store is not None:
            import sqlite3  # loaded with the store

            try:
                self.store.backup()
            except (sqlite3.Error, OSError):
                pass  # the previous backup stays

    # -------------------------------------------------------------- helpers
    def _rules(self) -> str:
        from scorpion_qt.app.game.statistics import rules_key

        return rules_key(self.controller.rules.tokens())

    def _figures(self) -> Figures:
        c = self.controller
        return {"moves": c.moves, "undos": c.undos, "hints": c.hints, "time_ms": c.elapsed_ms()}

    def _number(self) -> int:
        """The game number an attempt is kept under: 0 for a practice
        position (Open Position, a position given at start), which has none
        (the controller still holds the last deal's)."""
        c = self.controller
        return 0 if c.practice else c.game_number

    def _practice(self) -> bool:
        c = self.controller
        return bool(getattr(c, "practice", False) or self._shown() or getattr(c, "from_link", False))

    def _shown(self) -> bool:
        """Show Me How played this game (its attempt counts among the games shown)."""
        return bool(getattr(self.controller, "shown", False))

    def _note_game(self) -> None:
        """Keep the attempt's actions in place (its replay and "where did I
        lose" in Statistics), a practice game's first position with them."""
        c = self.controller
        ident = c.attempt_id
        if not ident or (self.store is None and not self.paused):
            return
        actions = [str(m) for m in c.record().actions[: c.applied]]
        start = c.start.to_text() if c.start is not None else ""
        self._write(lambda store: store.note_game(ident, actions, start))

    def note_lost(self, actions: list[str], lost_at: int, better: str) -> None:
        """The session proved which action lost the win (0: none did) in
        ``actions``, the attempt's line: kept with the attempt."""
        ident = self.controller.attempt_id
        if ident and (self.store is not None or self.paused):
            self._note_game()  # the line first: a verdict is kept only with its line
            self._write(lambda store: store.note_lost(ident, actions, lost_at, better))

    def mark_shown(self) -> None:
        """Show Me How plays this game: from now on it is practice (never a
        record, never a win of a streak); an attempt already stored becomes one."""
        c = self.controller
        c.shown = True
        ident = c.attempt_id
        if ident and (self.store is not None or self.paused):
            self._write(lambda store: store.mark_practice(ident))

    def _fail(self, exc: Exception, retry: "Callable[[StatsStore], object] | None" = None) -> None:
        """A write failed. Busy, full or read-only (:func:`is_transient`):
        the statistics pause, ``retry`` (the write) waits for the store to
        open again. Damaged: the store is moved aside and a new one begins
        with what can be read of it. Anything else switches statistics off
        for this session, said once."""
        import sqlite3  # a write failed: the store was opened

        from scorpion_qt.app.game.statistics import StatsStore, is_transient

        store, self.store = self.store, None
        self._progress.stop()
        if store is not None and is_transient(exc):
            store.close()
            if retry is not None:
                self._keep(retry)
            self._pause()
            return
        # Damage (SQLITE_CORRUPT, SQLITE_NOTADB) is raised as DatabaseError
        # itself; its subclasses (a refused value…) are not.
        if store is not None and type(exc) is sqlite3.DatabaseError and self.opened_folder is not None:
            aside = store.quarantine()
            opened = StatsStore.open(self.opened_folder)
            if opened.store is not None:
                try:
                    if aside is not None:
                        opened.store.salvage(aside)
                        opened.store.backup()
                except (sqlite3.Error, OSError):
                    pass
                self.store = opened.store
                self._adopt_current()
                self.fileProblem.emit(Notice.STATS_REPAIRED.value, str(aside or store.path))
                self.changed.emit()
                return
        self.fileProblem.emit(Notice.STATS_OFF.value, "")

    def _keep(self, write: "Callable[[StatsStore], object]") -> None:
        self._pending.append(write)
        del self._pending[:-MAX_PENDING]

    def _pause(self) -> None:
        """The store is busy or cannot be written: say so once, try later."""
        if not self.paused:
            self.paused = True
            self._retry.setInterval(RETRY_MS)
            self.fileProblem.emit(Notice.STATS_PAUSED.value, str(self.opened_folder or ""))
        self._retry.start()

    def retry(self) -> bool:
        """Open the paused store again (the timer calls this); the writes
        kept meanwhile are made in order and the attempt being played is
        adopted. True when the statistics work again."""
        if self.store is not None or self.opened_folder is None:
            return self.store is not None
        import sqlite3

        from scorpion_qt.app.game.statistics import StatsStore

        opened = StatsStore.open(self.opened_folder)
        if opened.store is None:
            if opened.paused:
                self._retry.setInterval(min(RETRY_MAX_MS, self._retry.interval() * 2))
                self._retry.start()
            return False
        self.store, self.paused = opened.store, False
        pending, self._pending = self._pending, []
        for n, write in enumerate(pending):
            try:
                write(self.store)
            except sqlite3.Error as exc:
                self._pending = pending[n + 1:] + self._pending
                self._fail(exc, write)
                return False
        try:
            self._adopt_current()
        except sqlite3.Error as exc:
            self._fail(exc)
            return False
        self.changed.emit()
        return True

    def _adopt_current(self) -> None:
        """The store (new, or opened again) may not hold the attempt being
        played: count it from here, with its figures."""
        c = self.controller
        if self.store is None or not c.attempt_id:
            return
        if self.store.get(c.attempt_id) is None:
            if not (c.applied and not c.is_finished()):
                return
            self.store.begin(self._number(), self._rules(), practice=self._practice(), attempt=c.attempt_id,
                             proven_winnable=self._proven, shown=self._shown())
        self.store.update(c.attempt_id, **self._figures())

    def _write(self, write: "Callable[[StatsStore], object]") -> object:
        """Make ``write`` on the store now; while paused (or when it fails
        because the store is busy), keep it for :meth:`retry`. Returns what
        ``write`` returned, or None when it was not made now."""
        if self.store is None:
            if self.paused:
                self._keep(write)
            return None
        import sqlite3

        try:
            return write(self.store)
        except sqlite3.Error as exc:
            self._fail(exc, write)
            return None

    def _startup(self) -> None:
        """Once, at the first game shown: close what earlier runs left open,
        and report what had to be done to the store."""
        self._started = True
        opened = self.opened
        if opened is not None:
            if opened.paused:
                self.fileProblem.emit(Notice.STATS_PAUSED.value, str(self.opened_folder or ""))
            if opened.moved_to is not None:
                self.fileProblem.emit(Notice.STATS_REPAIRED.value, str(opened.moved_to))
            elif opened.restored:
                self.fileProblem.emit(Notice.STATS_RESTORED.value, str(opened.store.backup_path if opened.store else ""))
            for aside in opened.foreign:
                self.fileProblem.emit(Notice.STATS_SIDE_FOREIGN.value, str(aside))
            if opened.newer:
                self.fileProblem.emit(Notice.STATS_NEWER.value, "")
            elif opened.store is None and not opened.paused:
                self.fileProblem.emit(Notice.STATS_UNUSABLE.value, str(self.opened_folder or ""))
        keep = self.controller.attempt_id or None
        self._write(lambda store: store.close_orphans(keep))

    # --------------------------------------------------------------- events
    def _on_changed(self, event: GameEvent) -> None:
        c = self.controller
        if self._unopened:
            if event.kind == EventKind.NEW:
                # Taken when the store opens (after the first frame). A game
                # still waiting was never played: one with an attempt opened
                # the store when it was left (_on_leaving), so a second new
                # game (a --game N or a link replacing a resumed deal with no
                # move) takes its place and the store still waits.
                self._new_waiting = True
                return
            self.open()  # takes a new game still waiting first
        if event.kind == EventKind.NEW:
            self._on_new()
            return
        if self.store is None and not self.paused:
            return
        from scorpion_qt.app.game.statistics import now_ms
        if not c.attempt_id:
            # The id is the save's at once, so a paused store still gets
            # this attempt when it opens again.
            ident = c.attempt_id = os.urandom(16).hex()
            game, rules, practice, proven, shown = (self._number(), self._rules(), self._practice(), self._proven,
                                                    self._shown())
            self._write(lambda store: store.begin(game, rules, practice=practice, proven_winnable=proven, attempt=ident,
                                                  shown=shown))
            self.changed.emit()
        stuck = c.position.is_stuck
        if stuck != self._blocked:
            self._blocked = stuck
            ident, figures, at = c.attempt_id, self._figures(), now_ms()
            self._write(lambda store: store.update(ident, blocked=stuck, at=at, **figures))
            self._note_game()
            self._progress.stop()
            self.changed.emit()
        elif not self._progress.isActive() and self.store is not None:
            self._progress.start()

    def _on_new(self) -> None:
        """A game was shown (dealt, restarted, loaded)."""
        import sqlite3  # loaded with the store

        c = self.controller
        self._blocked = False
        deals = self._proven_deals
        # A practice position is no deal: what was proven of the last deal is not its.
        self._proven = not c.practice and ((c.game_number, self._rules()) in deals or (c.game_number, "*") in deals)
        if not self._started:
            self._startup()
        if self.store is not None and c.attempt_id:
            try:
                if not self.store.resume(c.attempt_id):
                    self._adopt_current()  # the store lost it (reset, moved aside): count it from here
                row = self.store.get(c.attempt_id)
                self._blocked = row is not None and row.result == "blocked"
            except sqlite3.Error as exc:
                self._fail(exc)

    def _on_leaving(self, number: int, again: bool) -> None:
        """Before a new deal or a practice position replaces the game: close
        its attempt as abandoned (Restart when it is the same game; for
        another game when a practice position is opened)."""
        c = self.controller
        reason = self.pending_reason or ("other" if number == PRACTICE_NUMBER else "new")
        self.pending_reason = ""
        if not c.attempt_id:  # nothing played: no attempt to close
            self._progress.stop()
            return
        from scorpion_qt.app.game.statistics import now_ms

        if again:
            reason = "restart"
        figures, at = self._figures(), now_ms()
        self._note_game()
        self._close(lambda store, ident: store.finish(ident, "abandoned", reason=reason, at=at, **figures))

    def _close(self, action: "Callable[[StatsStore, str], object]") -> None:
        ident = self.controller.attempt_id
        self._progress.stop()
        if not ident or (self.store is None and not self.paused):
            return
        self._write(lambda store: action(store, ident))
        self._ended += 1
        if self.store is not None and self._ended % BACKUP_EVERY == 0:
            import sqlite3

            try:
                self.store.backup()
            except (sqlite3.Error, OSError):
                pass  # the previous backup stays
        self.changed.emit()

    def note_verdict(self, position: object, verdict: object) -> None:
        """A solver verdict (``Analyst.verdictChanged``): a position of this
        game proven winnable makes the deal proven winnable."""
        c = self.controller
        if getattr(verdict, "status", None) != VerdictStatus.WON or position != c.position:
            return
        self._proven = True
        if not c.practice:  # a practice position is not the deal whose number the game still holds
            self._proven_deals.add((c.game_number, self._rules()))
        if c.attempt_id:
            ident = c.attempt_id
            self._write(lambda store: store.note_proven_winnable(ident))

    def note_deal_search(self, _tries: int, number: int) -> None:
        """``Analyst.dealSearch``: a number found proven winnable."""
        if number:
            # The search uses the settings' rules, which the next deal takes.
            self._proven_deals.add((number, "*"))

    # -------------------------------------------------------------- actions
    def record_win(self) -> WinInfo | None:
        """The game was just won: count it (once per attempt) and return what
        it changed (records, streak); None when statistics are off or paused
        (a paused store counts it when it opens again)."""
        c = self.controller
        if self.store is None and not self.paused:
            return None
        from scorpion_qt.app.game.statistics import WinInfo, now_ms

        self._progress.stop()
        if not c.attempt_id:  # e.g. a won game loaded without an attempt
            ident = c.attempt_id = os.urandom(16).hex()
            game, rules, practice, shown = self._number(), self._rules(), self._practice(), self._shown()
            self._write(lambda store: store.begin(game, rules, practice=practice, attempt=ident, shown=shown))
        ident, figures, at = c.attempt_id, self._figures(), now_ms()
        self._note_game()
        info = self._write(lambda store: store.win(ident, at=at, **figures))
        self.changed.emit()
        return info if isinstance(info, WinInfo) else None

    def give_up(self) -> None:
        """The player gave up this game (it can no longer be won)."""
        from scorpion_qt.app.game.statistics import now_ms

        figures, at = self._figures(), now_ms()
        self._note_game()
        self._close(lambda store, ident: store.finish(ident, "gave_up", at=at, **figures))
        self.controller.attempt_id = ""

    def flush(self) -> None:
        """Write the figures of the attempt being played (a paused store gets
        them when it opens again)."""
        c = self.controller
        self._progress.stop()
        if self.store is None or not c.attempt_id:
            return
        import sqlite3

        ident, figures = c.attempt_id, self._figures()
        try:
            self.store.update(ident, **figures)
            self._note_game()
        except sqlite3.Error as exc:
            self._fail(exc)  # the figures are written when the attempt is adopted again

    def close(self) -> None:
        """The process ends (after :meth:`shutdown`): close the store, so that
        SQLite folds its write-ahead log back into it; no statistics are
        written afterwards."""
        self.open()  # a store still to be opened takes this run's game first
        self._retry.stop()
        self._progress.stop()
        store, self.store = self.store, None
        if store is not None:
            import sqlite3

            try:
                store.close()
            except sqlite3.Error:
                pass

    def shutdown(self) -> None:
        """The window closes: write the figures and mark the attempt as left
        by Quit (the next start resumes it, or closes it with that reason)."""
        self._retry.stop()
        self.flush()
        c = self.controller
        if self.store is not None and c.attempt_id:
            import sqlite3

            try:
                self.store.mark_quit(c.attempt_id)
            except sqlite3.Error:
                pass
