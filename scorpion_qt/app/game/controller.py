"""The game controller: one QUndoCommand per player action, counters, time.

Data flows one way: a gesture becomes an engine :class:`Move`; the controller
checks it with the engine and pushes one :class:`ActionCommand`; the command
asks the engine for the result and its effects; listeners (board, panel,
announcements, autosave) get a :class:`GameEvent`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from scorpion_qt.engine import Effect, IllegalMoveError, Move, Position, Rules

from scorpion_qt.app.game.record import GameRecord
from scorpion_qt.app.lang.texts import describe_action, reason_text

__all__ = ["PRACTICE_NUMBER", "ActionCommand", "EventKind", "GameController", "GameEvent", "Pause"]

PRACTICE_NUMBER = 0
"""The game number :attr:`GameController.leaving` gives for a practice
position, which has none (game numbers start at 1)."""

BEAT_MS = 1000
"""The playing clock looks at itself this often while it runs."""
MAX_GAP_MS = 5000
"""A longer gap between two looks means the process did not run (stopped
by SIGSTOP, frozen by a debugger or the system): it is not playing time."""


class Pause(StrEnum):
    """Why the playing clock stands still (:meth:`GameController.set_paused`);
    it runs while no reason holds."""

    MINIMISED = "minimised"
    """The window is minimised."""
    BLOCKED = "blocked"
    """A modal dialog (Settings, Choose Game, a question, the replay…)
    stands over the window: the game cannot be played meanwhile."""


class EventKind(StrEnum):
    """What changed the position (:attr:`GameEvent.kind`). The members are
    strings too: ``EventKind.UNDO == "undo"``."""

    PLAY = "play"
    """A new action."""
    UNDO = "undo"
    REDO = "redo"
    NEW = "new"
    """A new deal, a restart or a loaded game."""


@dataclass(frozen=True)
class GameEvent:
    """A change of the current position.

    ``kind``: what changed it (:class:`EventKind`). ``effects`` are the
    action's effects (for an undo, those being reversed).
    """

    kind: EventKind
    position: Position
    previous: Position | None
    move: Move | None = None
    effects: tuple[Effect, ...] = ()


class ActionCommand(QUndoCommand):
    """One player action (a group move or the deal) with the flips and
    removals it caused; undo restores the exact previous position.

    The command keeps its own data (Qt's undo-framework example): the
    positions before and after, the move and its effects. Each redo and undo
    hands ``arrive`` the number of actions then applied and the
    :class:`GameEvent`; it touches nothing else."""

    def __init__(self, before: Position, move: Move, index: int, arrive: Callable[[int, GameEvent], None]) -> None:
        super().__init__()
        self.index = index
        """The action's 0-based place in the history."""
        self.before = before
        self.move = move
        outcome = before.apply(move)  # IllegalMoveError before anything is pushed
        self.after = outcome.position
        self.effects = outcome.effects
        self._arrive = arrive
        self._first = True  # QUndoStack.push() calls redo(): the first redo is the play itself
        self.setText(describe_action(move, self.effects))

    def redo(self) -> None:
        kind = EventKind.PLAY if self._first else EventKind.REDO
        self._first = False
        self._arrive(self.index + 1, GameEvent(kind, self.after, self.before, self.move, self.effects))

    def undo(self) -> None:
        self._arrive(self.index, GameEvent(EventKind.UNDO, self.before, self.after, self.move, self.effects))


class GameController(QObject):
    """Holds the current game: its number, rules, position, undo stack,
    counters and playing time (ms)."""

    changed = Signal(object)
    """A :class:`GameEvent` after every play, undo, redo or new game."""
    illegal = Signal(str, object)
    """A translated reason and the :class:`IllegalMoveError`, for a refused move."""
    finished = Signal(str)
    """``"won"`` or ``"stuck"`` when the game reaches that state."""
    leaving = Signal(object, bool)  # game numbers go to 2**63-1: not a C int
    """Emitted before a new deal, a practice position or a restart replaces
    the game: the new game number (:data:`PRACTICE_NUMBER` for a practice
    position), and True when it is the same game from its start (Restart,
    or the same deal dealt again); the counters still hold the old game's."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stack = QUndoStack(self)
        self.game_number = 1
        self.rules = Rules()
        self._pushing: tuple[int, ActionCommand] | None = None
        """The action being pushed (its stack index and command) while QUndoStack.push runs it."""
        self.position = Position.deal(1)
        self.moves = 0
        self.undos = 0
        self.hints = 0
        self._actions: list[Move] = []
        self.applied = 0
        """How many actions of the history are applied (the undo position),
        up to date already while the stack's own index is still changing."""
        self._elapsed_before = 0
        self._timer = QElapsedTimer()
        self._beat = QTimer(self)
        self._beat.setInterval(BEAT_MS)
        self._beat.timeout.connect(self._look)
        self._last_look = 0
        self._lost_ms = 0
        """Time the clock ran while the process did not (see :data:`MAX_GAP_MS`)."""
        self._pauses: set[Pause] = set()
        self._started = False
        self._loading = False
        self.attempt_id = ""
        """The statistics' attempt this game belongs to ("" before its first
        action); saved with the game."""
        self.practice = False
        """A practice game, started from a position (File › Open Position):
        marked in the title and never entered in records or statistics."""
        self.start: Position | None = None
        """The practice game's starting position (None for a numbered deal)."""
        self.shown = False
        """Show Me How played part of this game (:mod:`.demo`): it never
        enters the records or the streaks as a win, as a practice game."""
        self.from_link = False
        """The game's first actions came from a link (``?moves=``): whoever
        played them (another player, Show Me How), they were not played
        here, so it never enters the records or the streaks as a win."""

    # ---------------------------------------------------------------- games
    def new_game(self, number: int, rules: Rules | None = None) -> None:
        """Deal game ``number`` (``ValueError`` if out of range) under ``rules``
        (default: the current game's), clearing history, counters and time."""
        position = Position.deal(number, rules or self.rules)
        again = not self.practice and number == self.game_number and position.rules == self.rules
        self.leaving.emit(number, again)
        self.game_number = number
        self.rules = position.rules
        self.practice, self.start = False, None
        self._reset(position)

    def start_practice(self, position: Position) -> None:
        """Start a practice game from ``position`` (any valid position, its
        own rule options): history, counters and time cleared;
        :attr:`practice` is True until the next numbered deal. A typed
        position's complete runs leave for their foundations first
        (:meth:`Position.settled`), as after any action. The game left is
        told to :attr:`leaving` first, as for a new deal."""
        position = position.settled()
        self.leaving.emit(PRACTICE_NUMBER, False)
        self._practise(position)

    def _practise(self, position: Position) -> None:
        self.rules = position.rules
        self.practice, self.start = True, position
        self._reset(position)

    def restart(self) -> None:
        """The same deal (or practice position) from the start."""
        if self.start is not None:
            self.leaving.emit(PRACTICE_NUMBER, True)
            self._practise(self.start)
        else:
            self.new_game(self.game_number, self.rules)

    def _reset(self, position: Position) -> None:
        self._loading = True
        self.stack.clear()
        self._loading = False
        self._actions = []
        self.applied = 0
        self.attempt_id = ""
        self.shown = self.from_link = False
        self.moves = self.undos = self.hints = 0
        self._elapsed_before = 0
        self._stop_timer()
        self._started = False
        previous = self.position
        self.position = position
        self.changed.emit(GameEvent(EventKind.NEW, position, previous))

    def load(self, record: GameRecord) -> None:
        """Resume a saved game exactly: position, undo history with its redo
        part, counters and time. Raises ``SaveError`` when it does not replay."""
        record.positions()  # validates before anything changes
        self.game_number = record.game_number
        self.rules = record.rules
        self.practice, self.start = record.practice, record.start
        self.shown, self.from_link = record.shown, record.from_link
        self._loading = True
        self.stack.clear()
        self._actions = []
        self.applied = 0
        self.position = record.start if record.start is not None else Position.deal(record.game_number, record.rules)
        for m in record.actions:
            self._push(m)
        self.stack.setIndex(record.index)
        self._loading = False
        self.moves, self.undos, self.hints = record.moves, record.undos, record.hints
        self._elapsed_before = record.elapsed_ms
        self.attempt_id = record.attempt
        self._stop_timer()
        self._started = bool(record.actions) or record.elapsed_ms > 0
        self._update_clock()
        self.changed.emit(GameEvent(EventKind.NEW, self.position, None))

    def record(self) -> GameRecord:
        """The current game as a saveable record."""
        return GameRecord(
            self.game_number,
            self.rules,
            list(self._actions),
            self.applied,
            self.moves,
            self.undos,
            self.hints,
            self.elapsed_ms(),
            self.attempt_id,
            start=self.start,
            shown=self.shown,
            from_link=self.from_link,
        )

    def history(self) -> list[Position]:
        """The positions from the game's first (the deal, or the practice
        position) through the current one: ``applied + 1`` of them, taken
        from the undo commands (each keeps its positions), with no replay."""
        if self.applied == 0:
            return [self.position]
        positions: list[Position] = []
        for i in range(self.applied):
            # While an action is being pushed its command already ran (the
            # game changed and said so) but is not on the stack yet, where
            # index i may still hold the undone action it replaces.
            pushing = self._pushing
            command = pushing[1] if pushing is not None and pushing[0] == i else self.stack.command(i)
            assert isinstance(command, ActionCommand)  # the stack holds only player actions
            if i == 0:
                positions.append(command.before)
            positions.append(command.after)
        return positions

    # -------------------------------------------------------------- actions
    def play(self, move: Move) -> bool:
        """Play ``move`` as one undoable action. A refused move emits
        :attr:`illegal` with the translated reason and returns False."""
        error = self.position.check(move)
        if error is not None:
            self.illegal.emit(reason_text(error), error)
            return False
        self._push(move)
        return True

    def _push(self, move: Move) -> None:
        index = self.stack.index()
        command = ActionCommand(self.position, move, index, self._arrive)
        del self._actions[index:]
        self._actions.append(move)
        self._pushing = (index, command)
        try:
            self.stack.push(command)
        finally:
            self._pushing = None

    def undo(self) -> None:
        """Undo the last action, if any."""
        self.stack.undo()

    def redo(self) -> None:
        """Redo the next action, if any."""
        self.stack.redo()

    def retranslate(self) -> None:
        """Give every undo command its text in the current language."""
        for i in range(self.stack.count()):
            command = self.stack.command(i)
            if isinstance(command, ActionCommand):
                command.setText(describe_action(command.move, command.effects))

    def count_hint(self) -> None:
        """A hint was given (for the summary)."""
        self.hints += 1

    def _arrive(self, applied: int, event: GameEvent) -> None:
        """An action was redone or undone (``applied`` actions are now in place)."""
        self.applied = applied
        self.position = event.position
        if not self._loading:
            self.moves += 1
            if event.kind == EventKind.UNDO:
                self.undos += 1
            self._started = True
            self._update_clock()
        if self._loading:
            return  # one "new" event follows when the whole history is in place
        self.changed.emit(event)
        if self.is_finished():
            self.finished.emit("won" if self.position.is_won else "stuck")

    # ----------------------------------------------------------------- time
    def is_finished(self) -> bool:
        """Won or stuck."""
        return self.position.is_won or self.position.is_stuck

    def elapsed_ms(self) -> int:
        """Playing time in ms: from the first action, paused while the window
        is minimised or a modal dialog stands over it (:class:`Pause`),
        stopped at a win or block; a time the process did not
        run (stopped, frozen) does not count (see :data:`MAX_GAP_MS`)."""
        return self._elapsed_before + self._running_ms()

    def _running_ms(self) -> int:
        """The time of the current run, without the gaps the process did not run."""
        if not self._timer.isValid():
            return 0
        self._look()
        return max(0, self._timer.elapsed() - self._lost_ms)

    def _look(self) -> None:
        """A gap longer than :data:`MAX_GAP_MS` since the last look (every
        :data:`BEAT_MS`) is time the process was stopped: one beat of it counts."""
        if not self._timer.isValid():
            return
        now = self._timer.elapsed()
        gap = now - self._last_look
        if gap > MAX_GAP_MS:
            self._lost_ms += gap - BEAT_MS
        self._last_look = now

    def _stop_timer(self) -> None:
        self._timer.invalidate()
        self._beat.stop()
        self._last_look = self._lost_ms = 0

    def _update_clock(self) -> None:
        """Run the clock only from the first action on, while the game is
        neither finished nor paused."""
        run = self._started and not self._pauses and not self.is_finished()
        if run and not self._timer.isValid():
            self._timer.start()
            self._last_look = self._lost_ms = 0
            self._beat.start()
        elif not run and self._timer.isValid():
            self._elapsed_before += self._running_ms()
            self._stop_timer()

    def set_paused(self, paused: bool, reason: Pause = Pause.MINIMISED) -> None:
        """Pause the clock for ``reason`` or lift that reason; it runs again
        (from the first action on, until a win or block) once none holds."""
        if paused:
            self._pauses.add(reason)
        else:
            self._pauses.discard(reason)
        self._update_clock()

    def clock_running(self) -> bool:
        return self._timer.isValid()

    def explain(self, move: Move) -> str | None:
        """The translated reason ``move`` is illegal, or None when it is legal."""
        error: IllegalMoveError | None = self.position.check(move)
        return reason_text(error) if error is not None else None
