"""Background analysis with the solver, in a separate process (a thread
would stall the interface under the GIL).

:class:`SolverService` runs one job at a time in a worker process; a new job
cancels the one running. :class:`Analyst` uses it to judge the current
position after every action, to find the last winnable point of the history,
and to draw proven-winnable deals for "Only winnable deals".
"""

from __future__ import annotations

import itertools
import multiprocessing as mp
import os
import sys
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from scorpion_qt.engine import Move, Position

from .solver_worker import run_worker

__all__ = ["SolverService", "Verdict", "Analyst"]

POLL_MS = 100
"""How often (ms) the interface also looks for answers while a job runs (a
safety net: a socket notifier normally reports each answer at once)."""
WATCH_MS = 400
"""How often (ms) the service checks that its worker is alive (a dead worker
is normally noticed at once, by the end of its pipe)."""
MAX_KNOWN = 20_000
"""How many verdicts the analyst remembers (about 1 KB each)."""
RERUNS = 3
"""How many workers in a row may die without giving any answer before the
service gives up (:attr:`SolverService.broken`): the job is then answered
"unknown", and so is every later one."""


@dataclass(frozen=True)
class Verdict:
    """The solver's verdict on one position: ``status`` "won", "lost" or
    "unknown"; ``line`` a winning line when won; ``seconds`` the search time (s)."""

    status: str
    line: tuple[Move, ...] = ()
    seconds: float = 0.0


class SolverService(QObject):
    """One worker process for the solver; :meth:`submit` replaces any job
    still running. Answers arrive as :attr:`answered` (job id, Verdict).

    The worker is supervised: when it dies (killed, crashed), the service
    notices within :data:`WATCH_MS` ms (at once when its pipe ends), starts a
    new one and reruns the job it was working on, with the same id; old
    pipes, queues and socket notifiers are released. When no worker can be
    started, or :data:`RERUNS` + 1 die in a row without an answer, the
    service is :attr:`broken` and answers every job "unknown" at once.
    """

    answered = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ctx = mp.get_context("spawn")
        self._process: Any = None
        self._requests: Any = None
        self._answers: Any = None
        self._notifier: QSocketNotifier | None = None
        self._latest: Any = None
        self._next_id = 0
        self._pending: tuple[int, str, float] | None = None
        """The job the worker owes an answer: (id, position text, limit s)."""
        self._deaths = 0
        """Workers that died in a row without giving an answer."""
        self.broken = False
        """True when the solver cannot run here: every job is answered "unknown"."""
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._check_worker)

    def worker_pid(self) -> int | None:
        """The process id of the live worker, or None."""
        process = self._process
        if process is None or not process.is_alive():
            return None
        return int(process.pid)

    def start(self) -> None:
        """Start the worker process (once; again after it died)."""
        if self.broken or (self._process is not None and self._process.is_alive()):
            return
        self._release()
        self._requests = self._ctx.Queue()
        # Answers come back on a pipe watched by a socket notifier: the
        # interface hears of an answer at once, without polling.
        self._answers, writer = self._ctx.Pipe(duplex=False)
        self._notifier = QSocketNotifier(self._answers.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._poll)
        self._latest = self._ctx.Value("q", -1, lock=False)
        process = self._ctx.Process(
            target=run_worker, args=(self._requests, writer, self._latest, os.getpid()), daemon=True
        )
        try:
            process.start()
        except (OSError, RuntimeError) as exc:  # no analysis rather than no game
            print(f"scorpion-qt: the solver's process could not start: {exc}", file=sys.stderr)
            self._process = None
            writer.close()
            self.broken = True
            self._release()
            return
        # The worker has its own copy of the writing end: without ours, the
        # pipe ends (and the notifier fires) as soon as the worker dies.
        writer.close()
        self._process = process
        self._watch.start()

    def _release(self) -> None:
        """Let go of a dead (or stopped) worker's pipe, queue, notifier and process."""
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.activated.disconnect()
            self._notifier.deleteLater()
            self._notifier = None
        if self._answers is not None:
            try:
                self._answers.close()
            except OSError:
                pass
            self._answers = None
        if self._requests is not None:
            self._requests.cancel_join_thread()  # never wait on a dead reader
            self._requests.close()
            self._requests = None
        if self._process is not None and not self._process.is_alive():
            try:
                self._process.close()
            except ValueError:
                pass
            self._process = None

    def _check_worker(self) -> None:
        """The watchdog: a worker that died is replaced and its job rerun."""
        if self._process is not None and not self._process.is_alive():
            self._worker_died()

    def _worker_died(self) -> None:
        self._timer.stop()
        pending = self._pending
        self._release()
        self._process = None
        self._deaths += 1
        if self._deaths > RERUNS:
            print(f"scorpion-qt: the solver's process died {self._deaths} times in a row; analysis is off",
                  file=sys.stderr)
            self.broken = True
        self.start()
        if pending is None:
            return
        if self._process is None:
            self._pending = None
            self.answered.emit(pending[0], Verdict("unknown"))
            return
        self._latest.value = pending[0]
        self._requests.put(pending)
        self._timer.start()

    def submit(self, position: Position, time_limit_s: float = 10.0) -> int:
        """Analyse ``position`` (cancelling the job running); returns the job id."""
        self.start()
        self._next_id += 1
        job = self._next_id
        if self._process is None:  # no solver here: "unknown", as soon as the caller listens
            QTimer.singleShot(0, self, lambda: self.answered.emit(job, Verdict("unknown")))
            return job
        self._pending = (job, position.to_text(), time_limit_s)
        self._latest.value = job
        self._requests.put(self._pending)
        self._timer.start()
        return job

    def cancel(self) -> None:
        """Stop the job running, if any; its answer is dropped."""
        self._pending = None
        if self._latest is not None:
            self._next_id += 1
            self._latest.value = self._next_id

    def _poll(self) -> None:
        if self._answers is None:
            return
        while self._answers is not None:
            try:
                if not self._answers.poll():
                    break
                answer = self._answers.recv()
            except (EOFError, OSError):
                # The pipe ended: the worker is dead (a readable end would
                # otherwise wake the notifier again and again).
                self._worker_died()
                break
            self._deaths = 0
            job_id, status, moves, _nodes, seconds = answer[:5]
            if job_id != self._latest.value:
                continue
            self._pending = None
            self._timer.stop()
            line = tuple(Move.parse(m) for m in moves)
            self.answered.emit(job_id, Verdict(status, line, seconds))

    def stop(self) -> None:
        """Stop the worker process."""
        self._timer.stop()
        self._watch.stop()
        if self._notifier is not None:
            self._notifier.setEnabled(False)
        if self._process is not None:
            self.cancel()
            try:
                self._requests.put(None)
                self._process.join(timeout=1.0)
            except (OSError, ValueError):
                pass
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=1.0)
        self._release()
        self._process = None


class Analyst(QObject):
    """Judges positions in the background and remembers each verdict.

    - :attr:`verdictChanged` (Position, Verdict or None) for the current position;
    - :meth:`find_winnable_deal` draws game numbers until one is proven
      winnable, reporting progress through :attr:`dealSearch` (tries, number
      or 0 while searching).
    """

    verdictChanged = Signal(object, object)
    dealSearch = Signal(int, int)
    previewed = Signal(object, object)
    """The answer of :meth:`preview`: the position and its :class:`Verdict`."""
    lastWinnable = Signal(int)
    """The answer of :meth:`seek_last_winnable`: an index, or -1 for none."""
    dealUnchecked = Signal(int)
    """The end of :meth:`find_winnable_deal` when the solver cannot run: the
    game number drawn, not proven winnable."""

    def __init__(self, service: SolverService | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service or SolverService(self)
        self.service.answered.connect(self._answered)
        self.known: dict[Position, Verdict] = {}
        self._job = -1
        self._job_position: Position | None = None
        self._job_kind = ""
        self._draw: Callable[[], int] | None = None
        self._tries = 0
        self._deal_rules: Any = None
        self.current: Position | None = None
        self._seek: list[Position] | None = None
        self._seek_i = -1

    # ------------------------------------------------------------- analysis
    def analyse(self, position: Position) -> Verdict | None:
        """Judge ``position`` (the new current one): the known verdict at
        once, or None while a job runs. A deal search in progress goes on."""
        self.current = position
        known = self.known.get(position)
        if known is not None:
            self.verdictChanged.emit(position, known)
            return known
        if self._job_kind == "deal":
            return None
        self._seek = None
        self._run(position, "analyse")
        self.verdictChanged.emit(position, None)
        return None

    def _run(self, position: Position, kind: str, limit: float = 10.0) -> None:
        self._job_kind = kind
        self._job_position = position
        self._job = self.service.submit(position, limit)

    def _answered(self, job: int, verdict: Verdict) -> None:
        if job != self._job or self._job_position is None:
            return
        position = self._job_position
        kind = self._job_kind
        self._job_kind = ""
        if verdict.status != "unknown":
            self.known[position] = verdict
            # Every position along a winning line is winnable too.
            if verdict.status == "won":
                p = position
                for i, m in enumerate(verdict.line):
                    p = p.play(m)
                    self.known.setdefault(p, Verdict("won", verdict.line[i + 1:]))
            self._forget_oldest()
        if kind == "deal":
            self._deal_answer(position, verdict)
            return
        if kind == "preview":
            self.previewed.emit(position, verdict)
            if self.current is not None and self.current not in self.known:
                self._run(self.current, "analyse")
            return
        if kind == "seek":
            if verdict.status != "won":
                self._seek_i -= 1
            self._seek_next()
            return
        if position == self.current:
            self.verdictChanged.emit(position, verdict)
        elif self.current is not None and self.current not in self.known:
            self._run(self.current, "analyse")

    def _forget_oldest(self) -> None:
        """Keep at most :data:`MAX_KNOWN` verdicts (a long session must not
        grow without bound): the oldest go first; a forgotten position is
        simply judged again when needed."""
        excess = len(self.known) - MAX_KNOWN
        if excess <= 0:
            return
        for position in list(itertools.islice(self.known, excess + MAX_KNOWN // 4)):
            if position != self.current:
                del self.known[position]

    def line_for(self, position: Position) -> tuple[Move, ...] | None:
        """A known winning line from ``position``, if any."""
        v = self.known.get(position)
        return v.line if v is not None and v.status == "won" else None

    def last_winnable(self, history: list[Position]) -> int | None:
        """The latest index of ``history`` known to be winnable, or None."""
        for i in range(len(history) - 1, -1, -1):
            v = self.known.get(history[i])
            if v is not None and v.status == "won":
                return i
        return None

    def preview(self, position: Position, limit_s: float = 10.0) -> None:
        """Judge a position that is not (yet) the current one, such as a
        typed game number's deal; :attr:`previewed` answers. The analysis of
        the current position resumes afterwards."""
        known = self.known.get(position)
        if known is not None:
            self.previewed.emit(position, known)
            return
        self._seek = None
        self._draw = None
        self._run(position, "preview", limit_s)

    def seek_last_winnable(self, history: list[Position]) -> None:
        """Judge ``history`` from its end back, until a winnable position is
        found; :attr:`lastWinnable` gives its index, or -1 when none is (a
        position the solver cannot decide counts as not winnable)."""
        self._seek = list(history)
        self._seek_i = len(history) - 1
        self._seek_next()

    def _seek_next(self) -> None:
        history = self._seek
        if history is None:
            return
        while self._seek_i >= 0:
            v = self.known.get(history[self._seek_i])
            if v is None:
                self._run(history[self._seek_i], "seek")
                return
            if v.status == "won":
                break
            self._seek_i -= 1
        self._seek = None
        self.lastWinnable.emit(self._seek_i)

    # ----------------------------------------------------------- deal search
    def find_winnable_deal(self, draw: Callable[[], int], rules: Any, per_deal_s: float = 2.0) -> None:
        """Draw numbers with ``draw()`` until a deal under ``rules`` is proven
        winnable; :attr:`dealSearch` reports (tries, 0) while searching and
        (tries, number) at the end."""
        self._draw = draw
        self._tries = 0
        self._deal_rules = rules
        self._per_deal = per_deal_s
        self._next_deal()

    def _next_deal(self) -> None:
        assert self._draw is not None
        number = self._draw()
        self._tries += 1
        self._deal_number = number
        self.dealSearch.emit(self._tries, 0)
        self._run(Position.deal(number, self._deal_rules), "deal", self._per_deal)

    def _deal_answer(self, position: Position, verdict: Verdict) -> None:
        if verdict.status == "won":
            self._draw = None
            self.dealSearch.emit(self._tries, self._deal_number)
        elif self.service.broken:
            self._draw = None  # no proof will ever come: deal the number unchecked
            self.dealUnchecked.emit(self._deal_number)
        elif self._draw is not None:
            self._next_deal()

    def searching_deal(self) -> bool:
        """True while :meth:`find_winnable_deal` has not found its deal."""
        return self._draw is not None and self._job_kind == "deal"

    def cancel_deal_search(self) -> None:
        """Give up looking for a winnable deal."""
        self._draw = None
        if self._job_kind == "deal":
            self._job_kind = ""
            self.service.cancel()
