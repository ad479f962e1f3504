"""Show Me How: the game plays a winning line itself, one action at a time.

A :class:`Demonstration` follows a line the solver proved to win from the
current position (the analyst's, or a search's of its own:
:func:`analysis.winning_line`), playing each action through the session, so it
is animated, announced, saved and undoable exactly as if the player had
made it. It stops at the win, when asked (any key or click, see the window),
or when the position no longer lies on the line (an undo from outside).
A game that was shown is practice: its attempt never enters the records
or the streaks (:meth:`AttemptTracker.mark_shown`).

Without widgets: tests drive it with a session alone.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QObject, QTimer, Signal

from scorpion_qt.engine import Move

from scorpion_qt.app.game.analysis import VerdictStatus, winning_line
from scorpion_qt.app.game.session import GameSession
from scorpion_qt.app.game.settings import DEMO_SPEEDS_MS, nearest_demo_speed

__all__ = ["DEMO_SPEEDS_MS", "FIRST_STEP_MS", "Demonstration", "DemoRefusal"]



FIRST_STEP_MS = 0
"""The first shown action plays on the event loop's next turn after the key
(the board has drawn the key's effects first); the pause between actions
comes only after it (``tests/benchmarks/bench_demo.py`` measures the
delay)."""


class DemoRefusal(StrEnum):
    """Why a demonstration could not start."""

    WON = "won"
    """The game is already won."""
    LOST = "lost"
    """No winning line remains from here (proven): offer the last winnable position."""
    UNKNOWN = "unknown"
    """No winning line is known yet (the solver is still judging, or gave up)."""
    WAITING = "waiting"
    """A winnable deal is being looked for: there is no game to show yet."""


class Demonstration(QObject):
    """Plays ``session``'s game from the current position to the win."""

    runningChanged = Signal(bool)
    """A demonstration started (True) or stopped (False)."""
    refused = Signal(object)
    """It could not start: a :class:`DemoRefusal`."""
    speedChanged = Signal(int)
    """The pause between actions changed (ms): the faster/slower keys."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._line: list[Move] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._waiting = False
        self._playing = False
        self._running = False
        session.verdictChanged.connect(self._verdict_came)
        session.controller.changed.connect(self._on_changed)

    @property
    def running(self) -> bool:
        """True while actions are being shown (or the first one is due)."""
        return self._running

    @property
    def waiting(self) -> bool:
        """True when it will start by itself once the analysis proves this position winnable."""
        return self._waiting

    @property
    def interval_ms(self) -> int:
        """The pause before each shown action, in ms (from the settings)."""
        return self.session.settings.demo_interval_ms

    def start(self) -> bool:
        """Show the winning line from the current position. False (and
        :attr:`refused`) when there is none to show: the game is won, proven
        lost, not judged yet (it starts by itself once the analysis proves a
        win, within this position), or a winnable deal is being looked for."""
        session = self.session
        position = session.controller.position
        if session.waiting_for_deal:
            self.refused.emit(DemoRefusal.WAITING)
            return False
        if position.is_won:
            self.refused.emit(DemoRefusal.WON)
            return False
        line, winnable = winning_line(position, session.analyst)
        if not line:
            lost = winnable is False or (
                session.verdict is not None and session.verdict.status == VerdictStatus.LOST
            )
            self._waiting = not lost and session.analyst is not None and session.verdict is None
            self.refused.emit(DemoRefusal.LOST if lost else DemoRefusal.UNKNOWN)
            return False
        self._waiting = False
        self._line = list(line)
        self._running = True
        session.stats.mark_shown()
        self.runningChanged.emit(True)
        self._timer.start(FIRST_STEP_MS)  # the first action at once: the line is known
        return True

    def stop(self) -> None:
        """Stop here: the player has the game at this point."""
        self._waiting = False
        if not self._running:
            return
        self._running = False
        self._line = []
        self._timer.stop()
        self.runningChanged.emit(False)

    def change_speed(self, faster: bool) -> int:
        """One step faster (``faster``) or slower through :data:`DEMO_SPEEDS_MS`;
        returns the new pause (ms), saved in the settings."""
        speeds = DEMO_SPEEDS_MS
        index = nearest_demo_speed(self.interval_ms) + (1 if faster else -1)
        index = max(0, min(len(speeds) - 1, index))
        self.session.settings.demo_interval_ms = speeds[index]
        if self._timer.isActive():
            self._timer.start(speeds[index])
        self.speedChanged.emit(speeds[index])
        return speeds[index]

    def _step(self) -> None:
        if not self._line:
            return
        move = self._line[0]
        position = self.session.controller.position
        self._playing = True
        try:
            played = move in position.legal_moves() and self.session.play(move)
        finally:
            self._playing = False
        if not played:
            self.stop()  # the board left the line (an undo meanwhile): the player has it
            return
        self._line.pop(0)
        if not self._line or self.session.controller.position.is_won:
            self.stop()
        else:
            self._timer.start(self.interval_ms)

    def _on_changed(self, _event: object) -> None:
        if self._playing:
            return
        self._waiting = False  # the player moved on: nothing starts by itself
        self.stop()  # a new deal, an undo, a jump in the history: the player has the game

    def _verdict_came(self) -> None:
        """The analysis judged the position the player asked to be shown."""
        verdict = self.session.verdict
        if self._waiting and verdict is not None:
            self._waiting = False
            if verdict.status == VerdictStatus.WON:
                self.start()
