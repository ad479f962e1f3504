"""Where did I lose: the action of a game that lost the win, as a proof.

Along one game's line the solver's verdicts are monotone: a position proven
lost makes every later one lost (each is reached from it), a position
proven winnable makes every earlier one winnable. So the action that lost
the win is action ``k`` exactly when position ``k - 1`` of the line is
proven winnable and position ``k`` proven lost, and it is named only then
("not proven" is never a verdict). :func:`next_step` finds it from the
verdicts known, or names the one position to judge next (a bisection between
the last position known winnable and the first known lost);
:class:`TurnFinder` asks an :class:`Analyst` for those verdicts, in the
solver's process, until the answer is proven or cannot be.

Without widgets: the session uses it for the game being played, the
Statistics dialog for a finished game's stored line.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Callable, Mapping, Sequence

from PySide6.QtCore import QObject, Signal

from scorpion_qt.engine import Move, Position

from scorpion_qt.app.game.analysis import Analyst, Verdict, VerdictStatus

__all__ = ["LostMove", "Outcome", "Step", "TurnFinder", "next_step", "lost_move_of"]


class Outcome(StrEnum):
    """What :func:`next_step` says about a line."""

    FOUND = "found"
    """Action ``index`` lost the win (proven on both sides)."""
    JUDGE = "judge"
    """Position ``index`` must be judged first."""
    NEVER = "never"
    """No action lost the win: the line's last position is proven winnable."""
    DEAL = "deal"
    """The first position was already lost: no action of the line lost the win."""
    UNPROVEN = "unproven"
    """The solver could not decide the positions that would prove it."""


@dataclass(frozen=True)
class Step:
    """:func:`next_step`'s answer: the outcome and the index it names (the
    action, 1-based, for FOUND; the position, 0-based, for JUDGE; else 0)."""

    outcome: Outcome
    index: int = 0


@dataclass(frozen=True)
class LostMove:
    """Action ``index`` (1-based) of a line, ``move``, lost the win: the
    position before it (``before``) is proven winnable, with ``better`` the
    first move of a winning line from there; the position after it is
    proven lost."""

    index: int
    move: Move
    better: Move
    before: Position


def next_step(statuses: Sequence[VerdictStatus | None]) -> Step:
    """From the verdicts on a line's positions (0: its start; None: not
    judged, UNKNOWN: the solver could not decide), what is proven about the
    action that lost the win, or which position to judge next."""
    n = len(statuses)
    if n == 0:
        return Step(Outcome.UNPROVEN)
    won = max((i for i, s in enumerate(statuses) if s == VerdictStatus.WON), default=-1)
    lost = min((i for i in range(won + 1, n) if statuses[i] == VerdictStatus.LOST), default=-1)
    if lost < 0:
        if won == n - 1:
            return Step(Outcome.NEVER)
        return _judge_or_unproven(statuses, [n - 1])
    if won < 0:
        if lost == 0:
            return Step(Outcome.DEAL)
        return _judge_or_unproven(statuses, [0])
    if lost == won + 1:
        return Step(Outcome.FOUND, lost)
    middle = (won + lost) // 2
    between = sorted(range(won + 1, lost), key=lambda i: (abs(i - middle), i))
    return _judge_or_unproven(statuses, between)


def _judge_or_unproven(statuses: Sequence[VerdictStatus | None], candidates: list[int]) -> Step:
    """Judge the first candidate not judged yet; UNPROVEN when each one was
    and could not be decided."""
    for i in candidates:
        if statuses[i] is None:
            return Step(Outcome.JUDGE, i)
    return Step(Outcome.UNPROVEN)


def lost_move_of(
    positions: Sequence[Position], actions: Sequence[Move], index: int, line_for: Callable[[Position], Sequence[Move] | None]
) -> LostMove | None:
    """The :class:`LostMove` for action ``index`` of the line (``positions``
    has one more entry than ``actions``), with the first move of the
    winning line ``line_for`` knows from the position before it; None when
    no such line is known (then it is not proven)."""
    before = positions[index - 1]
    line = line_for(before)
    if not line or not before.is_legal(line[0]) or line[0] == actions[index - 1]:
        return None
    return LostMove(index, actions[index - 1], line[0], before)


class TurnFinder(QObject):
    """Finds the action of a line that lost the win with ``analyst``'s
    verdicts, asking it (:meth:`Analyst.judge`, in the solver's process) for
    the positions it needs. :attr:`finished` gives the :class:`Step`'s
    outcome and the :class:`LostMove` (None unless FOUND)."""

    finished = Signal(object, object)

    def __init__(self, analyst: Analyst, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.analyst = analyst
        self.positions: list[Position] = []
        self.actions: list[Move] = []
        self._unknown: set[int] = set()
        self._asked: Position | None = None
        self.running = False
        analyst.judged.connect(self._judged)

    def find(self, positions: Sequence[Position], actions: Sequence[Move]) -> None:
        """Look for the action of ``actions`` (played from ``positions[0]``;
        ``positions`` the line's positions, one more) that lost the win.
        The answer comes through :attr:`finished`, at once when the
        verdicts known decide it. A new call replaces the search running."""
        if len(positions) != len(actions) + 1:
            raise ValueError("a line has one position more than its actions")
        self.positions, self.actions = list(positions), list(actions)
        self._unknown = set()
        self.running = True
        self._next()

    def cancel(self) -> None:
        """Stop looking (no answer comes)."""
        self.running = False
        if self._asked is not None:
            self._asked = None
            self.analyst.cancel_judge()

    def _statuses(self) -> list[VerdictStatus | None]:
        known: Mapping[Position, Verdict] = self.analyst.known
        out: list[VerdictStatus | None] = []
        for i, p in enumerate(self.positions):
            v = known.get(p)
            out.append(v.status if v is not None else (VerdictStatus.UNKNOWN if i in self._unknown else None))
        return out

    def _next(self) -> None:
        while self.running:
            step = next_step(self._statuses())
            if step.outcome == Outcome.JUDGE:
                position = self.positions[step.index]
                self._asked = position
                self.analyst.judge(position)
                return
            self.running = False
            self._asked = None
            lost = None
            if step.outcome == Outcome.FOUND:
                lost = lost_move_of(self.positions, self.actions, step.index, self.analyst.line_for)
                if lost is None:
                    step = Step(Outcome.UNPROVEN)
            self.finished.emit(step.outcome, lost)

    def _judged(self, position: object, verdict: Verdict) -> None:
        if not self.running or position != self._asked:
            return
        self._asked = None
        if verdict.status == VerdictStatus.UNKNOWN:
            self._unknown.update(i for i, p in enumerate(self.positions) if p == position)
        self._next()
