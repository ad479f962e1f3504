"""Background analysis with the solver, in a separate process (a thread
would stall the interface under the GIL).

:class:`SolverService` runs one job at a time in a worker process; a new job
cancels the one running. :class:`Analyst` uses it to judge the current
position after every action, to find the last winnable point of the history,
and to draw proven-winnable deals for "Only winnable deals".
"""

from __future__ import annotations

import itertools
import json
import os
import sys

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

import shiboken6
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

from scorpion_qt.engine import Move, Position
from scorpion_qt.app.game.safefiles import parse_json

if TYPE_CHECKING:
    from PySide6.QtCore import QProcess

    from scorpion_qt.solver import Hint

__all__ = ["SolverService", "Verdict", "VerdictStatus", "Analyst", "JobKind", "HINT_NODES", "hint_for"]

MAX_ANSWER_BYTES = 256 * 1024
"""The longest line read from the worker (a winning line takes a few KB);
a longer one is dropped unread."""

MAX_KNOWN = 20_000
"""How many verdicts the analyst remembers (about 1 KB each)."""
RERUNS = 3
"""How many workers in a row may die without giving any answer before the
service gives up (:attr:`SolverService.broken`): the job is then answered
"unknown", and so is every later one."""
QUICK_NODES = 1500
"""The quick try: before a job goes to the worker process, the solver runs
here for at most this many positions (0: never) and :data:`QUICK_SECONDS`.
About 97 % of deals (measured on deals 1–2,000) are decided within it, so
most games never start the worker (13 MiB, and a process start) at all."""
QUICK_SECONDS = 0.008
"""Wall-clock budget of the quick try (s): under a frame at 60 Hz."""
DEADLINE_GRACE_S = 5.0
"""A job's deadline is its time limit plus this (s): the worker stops its
search at the limit on the wall clock, so a worker that has not answered by
then has stopped answering (stopped, hung, starved); it is killed, and the
job rerun on a new one like after any death."""


class VerdictStatus(StrEnum):
    """:attr:`Verdict.status`; the members are strings too
    (``VerdictStatus.WON == "won"``), as the solver and its worker say them."""

    WON = "won"
    """Proven winnable."""
    LOST = "lost"
    """Proven lost."""
    UNKNOWN = "unknown"
    """Not decided (a limit was hit, the job was cancelled or the worker failed)."""


def _status(word: str) -> VerdictStatus:
    """The status a worker's answer names; a word it should not send counts
    as "unknown" (the job is answered, and nothing is remembered)."""
    return VerdictStatus(word) if word in _STATUS_WORDS else VerdictStatus.UNKNOWN


_STATUS_WORDS = frozenset(s.value for s in VerdictStatus)


@dataclass(frozen=True)
class Verdict:
    """The solver's verdict on one position: its ``status``; ``line`` a
    winning line when won; ``seconds`` the search time (s)."""

    status: VerdictStatus
    line: tuple[Move, ...] = ()
    seconds: float = 0.0


def _wins(start: Position | None, line: tuple[Move, ...]) -> bool:
    """True when ``line`` replays from the job's position ``start`` to a win:
    a worker's "won" is believed only then (a damaged or lying worker never
    makes a hint, Show Me How or a verdict of its own)."""
    if start is None or not line:
        return False
    position = start
    try:
        for move in line:
            if not position.is_legal(move):
                return False
            position = position.play(move)
    except ValueError:
        return False
    return position.is_won


def worker_command() -> tuple[str, list[str]]:
    """The program and arguments that start the solver's worker
    (:mod:`scorpion_qt.solver.worker`): this Python with ``-P -m``, or a
    frozen bundle's own executable with ``--solver-worker``. ``-P`` keeps the
    working folder off the worker's import path: started from a checkout
    (``tools/play.sh`` runs the game there), it would otherwise import the
    checkout's source instead of the installed game (whose search is
    compiled); :func:`worker_pythonpath` names this process's own package."""
    if getattr(sys, "frozen", False):
        return sys.executable, ["--solver-worker"]
    return sys.executable, ["-P", "-m", "scorpion_qt.solver.worker"]


def worker_pythonpath() -> str | None:
    """The worker's ``PYTHONPATH`` when it must differ from this process's:
    the folder that holds this process's ``scorpion_qt`` put first, when that
    folder is not one of Python's package folders (a checkout run in place,
    which ``-P`` would leave out), so that the worker runs the same game as
    the window; None when the worker finds it as this process does."""
    import site
    import sysconfig

    import scorpion_qt

    home = Path(scorpion_qt.__file__).resolve().parent.parent
    packages = {Path(p).resolve() for p in (*site.getsitepackages(), site.getusersitepackages(),
                                            sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"])}
    if home in packages:
        return None
    return os.pathsep.join([str(home), *[p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]])


class SolverService(QObject):
    """One worker process for the solver (a ``QProcess`` speaking JSON lines,
    see :mod:`scorpion_qt.solver.worker`); :meth:`submit` replaces any job
    still running. Answers arrive as :attr:`answered` (job id, Verdict).

    The worker is supervised: when it dies (killed, crashed), ``QProcess``
    says so at once; the service starts a new one and reruns the job it was
    working on, with the same id. A worker that owes an answer past the
    job's deadline (its limit + :data:`DEADLINE_GRACE_S`) is killed, which
    is such a death. When no worker can be started, or
    :data:`RERUNS` + 1 die in a row without an answer, the service is
    :attr:`broken` and answers every job "unknown" at once.

    The worker is a plain Python process with no Qt and no multiprocessing
    machinery (no resource tracker, no shared memory): about 15 MB.
    """

    answered = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.program, self.arguments = worker_command()
        self._process: QProcess | None = None
        self._buffer = b""
        self._next_id = 0
        self._latest = -1
        """The job whose answer is wanted (older answers are dropped)."""
        self._pending: tuple[int, str, float] | None = None
        """The job the worker owes an answer: (id, position text, limit s)."""
        self._deaths = 0
        """Workers that died in a row without giving an answer."""
        self._stopping = False
        self.broken = False
        """True when the solver cannot run here: every job is answered "unknown"."""
        self._deadline = QTimer(self)
        """Runs while the worker owes an answer (:meth:`_overdue` at its end)."""
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._overdue)

    def worker_pid(self) -> int | None:
        """The process id of the live worker, or None."""
        process = self._process
        if process is None or process.state() != process.ProcessState.Running:
            return None
        return int(process.processId()) or None

    def start(self) -> None:
        """Start the worker process (once; again after it died)."""
        if self.broken or self._process is not None:
            return
        # QtCore's QProcess type (and its 8 enum types) is made here, at the
        # first analysis, not when this module is imported before the first frame.
        from PySide6.QtCore import QProcess

        process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
        # Bound methods, not lambdas holding the process: no reference cycle
        # keeps a dead worker's object alive; the sender tells which worker.
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self._buffer = b""
        self._process = process
        self._stopping = False
        path = None if getattr(sys, "frozen", False) else worker_pythonpath()
        if path is not None:
            from PySide6.QtCore import QProcessEnvironment

            env = QProcessEnvironment.systemEnvironment()
            env.insert("PYTHONPATH", path)
            process.setProcessEnvironment(env)
        process.start(self.program, self.arguments)
        if not process.waitForStarted(5000):  # a fork and an exec: milliseconds
            self._failed(process, process.ProcessError.FailedToStart)

    def _on_finished(self, *_: object) -> None:
        from PySide6.QtCore import QProcess

        process = self.sender()
        if isinstance(process, QProcess):
            self._worker_died(process)

    def _on_error(self, error: QProcess.ProcessError) -> None:
        from PySide6.QtCore import QProcess

        process = self.sender()
        if isinstance(process, QProcess):
            self._failed(process, error)

    def _failed(self, process: QProcess, error: QProcess.ProcessError) -> None:
        if error == process.ProcessError.FailedToStart and process is self._process:
            print(f"scorpion-qt: the solver's process could not start: {process.errorString()}", file=sys.stderr)
            self._drop(process)
            self.broken = True
            pending, self._pending = self._pending, None
            if pending is not None:
                self.answered.emit(pending[0], Verdict(VerdictStatus.UNKNOWN))

    def _drop(self, process: QProcess) -> None:
        if process is self._process:
            self._process = None
        process.blockSignals(True)  # a dropped worker says nothing more
        process.deleteLater()

    def _worker_died(self, process: QProcess) -> None:
        if process is not self._process:
            return
        self._drop(process)
        if self._stopping:
            return
        self._deaths += 1
        if self._deaths > RERUNS:
            print(f"scorpion-qt: the solver's process died {self._deaths} times in a row; analysis is off",
                  file=sys.stderr)
            self.broken = True
        # Restart outside the dead process's own signal.
        QTimer.singleShot(0, self, self._restart)

    def _restart(self) -> None:
        """Start a new worker after one died, and rerun the job it owed."""
        if self._stopping or self._process is not None:
            return
        pending = self._pending
        self.start()
        if pending is None:
            return
        if self._process is None:
            self._pending = None
            self.answered.emit(pending[0], Verdict(VerdictStatus.UNKNOWN))
            return
        self._send_job(*pending)

    def _send(self, message: dict[str, object]) -> None:
        if self._process is not None:
            self._process.write(json.dumps(message).encode("utf-8") + b"\n")

    def _send_job(self, job: int, text: str, limit: float) -> None:
        """Give the worker a job, with its deadline."""
        self._send({"job": job, "position": text, "limit": limit})
        self._deadline.start(int((limit + DEADLINE_GRACE_S) * 1000))

    def _overdue(self) -> None:
        """The worker owes an answer past the job's deadline: kill it (a
        stopped process dies too); :meth:`_worker_died` replaces it and
        reruns the job, or gives up after :data:`RERUNS`."""
        process = self._process
        if self._pending is None or process is None:
            return
        print(f"scorpion-qt: the solver's process did not answer job {self._pending[0]} in time; it is replaced",
              file=sys.stderr)
        process.kill()

    def submit(self, position: Position, time_limit_s: float = 10.0) -> int:
        """Analyse ``position`` (cancelling the job running); returns the job
        id. The answer always comes through :attr:`answered`, never inside
        this call: from the quick try here (:data:`QUICK_NODES`) when that
        decides, else from the worker process, started when first needed."""
        self._next_id += 1
        job = self._next_id
        quick = self._quick(position, time_limit_s)
        if quick is not None:
            if self._pending is not None and self._process is not None:
                self._send({"cancel": job})  # the worker's job is stale now
            self._pending = None
            self._deadline.stop()
            self._latest = job
            QTimer.singleShot(0, self, lambda: self._quick_answer(job, quick))
            return job
        self.start()
        if self._process is None:  # no solver here: "unknown", as soon as the caller listens
            QTimer.singleShot(0, self, lambda: self.answered.emit(job, Verdict(VerdictStatus.UNKNOWN)))
            return job
        self._pending = (job, position.to_text(), time_limit_s)
        self._latest = job
        self._send_job(*self._pending)
        return job

    @staticmethod
    def _quick(position: Position, time_limit_s: float) -> Verdict | None:
        """The quick try's verdict, or None when it did not decide."""
        if QUICK_NODES <= 0:
            return None
        from scorpion_qt.solver import solve  # imported at the first analysis, after the first frame

        r = solve(position, node_limit=QUICK_NODES, time_limit_s=min(QUICK_SECONDS, time_limit_s))
        status = VerdictStatus(r.status)
        if status == VerdictStatus.UNKNOWN:
            return None
        return Verdict(status, r.moves if status == VerdictStatus.WON else (), r.seconds)

    def _quick_answer(self, job: int, verdict: Verdict) -> None:
        if job == self._latest:  # not replaced or cancelled meanwhile
            self.answered.emit(job, verdict)

    def cancel(self) -> None:
        """Stop the job running, if any; its answer is dropped."""
        self._pending = None
        self._deadline.stop()
        self._next_id += 1
        self._latest = self._next_id
        if self._process is not None:
            self._send({"cancel": self._next_id})

    def _read(self) -> None:
        process = self._process
        if process is None:
            return
        data = bytes(process.readAllStandardOutput().data())
        if b"\n" not in data:
            # Part of a line: kept (split only once it ends). A line longer
            # than any answer is dropped whole, never parsed.
            self._buffer = b"" if len(self._buffer) + len(data) > MAX_ANSWER_BYTES else self._buffer + data
            return
        *lines, self._buffer = (self._buffer + data).split(b"\n")
        for line in lines:
            if len(line) > MAX_ANSWER_BYTES:
                continue
            try:
                answer = parse_json(line.decode("utf-8"))  # bounded depth: no RecursionError
                job_id, status = int(answer["job"]), _status(str(answer["status"]))
                raw_moves = [str(m) for m in answer["moves"]]
                seconds = float(answer.get("seconds", 0.0))
            except (ValueError, KeyError, TypeError, UnicodeDecodeError):
                continue
            self._deaths = 0
            if job_id != self._latest:
                continue
            try:  # a variant's moves ("6H>r", "AC>10") read with the job's rules
                start = Position.from_text(self._pending[1]) if self._pending is not None else None
                line_moves = tuple(Move.parse(m, start.rules if start is not None else None) for m in raw_moves)
            except ValueError:
                continue
            if status == VerdictStatus.WON and not _wins(start, line_moves):
                status, line_moves = VerdictStatus.UNKNOWN, ()  # a line that does not win is not believed
            self._pending = None
            self._deadline.stop()
            self.answered.emit(job_id, Verdict(status, line_moves, seconds))

    def stop(self) -> None:
        """Stop the worker process (it ends at the end of its input)."""
        process = self._process
        self._pending = None
        self._deadline.stop()
        if process is None:
            return
        self._stopping = True
        process.blockSignals(True)
        process.closeWriteChannel()
        if not process.waitForFinished(1000):
            process.kill()
            process.waitForFinished(1000)
        self._process = None
        shiboken6.delete(process)  # not inside one of its signals: delete now


class JobKind(StrEnum):
    """What the :class:`Analyst`'s running job is for."""

    ANALYSE = "analyse"
    """The current position (:meth:`Analyst.analyse`)."""
    PREVIEW = "preview"
    """A position that is not the current one (:meth:`Analyst.preview`)."""
    SEEK = "seek"
    """A step of :meth:`Analyst.seek_last_winnable`."""
    DEAL = "deal"
    """A drawn deal of :meth:`Analyst.find_winnable_deal`."""
    JUDGE = "judge"
    """A position of the history asked for by :meth:`Analyst.judge` (it
    gives way to the current position's analysis and resumes after it)."""


class Analyst(QObject):
    """Judges positions in the background and remembers each verdict.

    - :attr:`verdictChanged` (Position, Verdict or None) for the current position;
    - :meth:`find_winnable_deal` draws game numbers until one is proven
      winnable, reporting progress through :attr:`dealSearch` (tries, number
      or 0 while searching).
    """

    verdictChanged = Signal(object, object)
    dealSearch = Signal(int, object)
    previewed = Signal(object, object)
    """The answer of :meth:`preview`: the position and its :class:`Verdict`."""
    lastWinnable = Signal(int)
    """The answer of :meth:`seek_last_winnable`: an index, or -1 for none."""
    judged = Signal(object, object)
    """The answer of :meth:`judge`: the position and its :class:`Verdict`."""
    dealUnchecked = Signal(object)
    """The end of :meth:`find_winnable_deal` when the solver cannot run: the
    game number drawn, not proven winnable."""
    dealUndecided = Signal(int, object)
    """The end of :meth:`find_winnable_deal` when ``max_tries`` deals were
    tried and none proven winnable: the tries and the last deal the solver
    could not decide (never one proven lost)."""

    def __init__(self, service: SolverService | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service or SolverService(self)
        self.service.answered.connect(self._answered)
        self.known: dict[Position, Verdict] = {}
        self._job = -1
        self._job_position: Position | None = None
        self._job_kind: JobKind | None = None
        self._draw: Callable[[], int] | None = None
        self._tries = 0
        self._max_tries = 0
        self._undecided = 0
        """The last deal of the search the solver could not decide (0: none yet)."""
        self._deal_rules: Any = None
        self.current: Position | None = None
        self._seek: list[Position] | None = None
        self._seek_i = -1
        self._judge: Position | None = None
        """The position :meth:`judge` was asked for and not answered yet."""

    # ------------------------------------------------------------- analysis
    def analyse(self, position: Position) -> Verdict | None:
        """Judge ``position`` (the new current one): the known verdict at
        once, or None while a job runs. A deal search in progress goes on."""
        self.current = position
        known = self.known.get(position)
        if known is not None:
            self.verdictChanged.emit(position, known)
            return known
        if self._job_kind == JobKind.DEAL:
            return None
        self._seek = None
        self._run(position, JobKind.ANALYSE)
        self.verdictChanged.emit(position, None)
        return None

    def _run(self, position: Position, kind: JobKind, limit: float = 10.0) -> None:
        self._job_kind = kind
        self._job_position = position
        self._job = self.service.submit(position, limit)

    def _answered(self, job: int, verdict: Verdict) -> None:
        if job != self._job or self._job_position is None:
            return
        position = self._job_position
        kind = self._job_kind
        self._job_kind = None
        if verdict.status != VerdictStatus.UNKNOWN:
            self.known[position] = verdict
            # Every position along a winning line is winnable too.
            if verdict.status == VerdictStatus.WON:
                p = position
                for i, m in enumerate(verdict.line):
                    p = p.play(m)
                    self.known.setdefault(p, Verdict(VerdictStatus.WON, verdict.line[i + 1:]))
            self._forget_oldest()
        if kind == JobKind.DEAL:
            self._deal_answer(position, verdict)
            return
        if kind == JobKind.PREVIEW:
            self.previewed.emit(position, verdict)
            if self.current is not None and self.current not in self.known:
                self._run(self.current, JobKind.ANALYSE)
            self._resume_judge()
            return
        if kind == JobKind.SEEK:
            if verdict.status != VerdictStatus.WON:
                self._seek_i -= 1
            self._seek_next()
            self._resume_judge()
            return
        if kind == JobKind.JUDGE:
            if self._judge == position:
                self._judge = None
            self.judged.emit(position, verdict)
            if self._job_kind is None and self.current is not None and self.current not in self.known:
                self._run(self.current, JobKind.ANALYSE)
            self._resume_judge()
            return
        if position == self.current:
            self.verdictChanged.emit(position, verdict)
        elif self.current is not None and self.current not in self.known:
            self._run(self.current, JobKind.ANALYSE)
        self._resume_judge()

    def judge(self, position: Position) -> None:
        """Judge ``position`` (one of the history, say), after the current
        position's analysis: :attr:`judged` answers (never inside this call),
        with the known verdict or the solver's. A later call replaces it."""
        self._judge = position
        QTimer.singleShot(0, self, self._resume_judge)

    def cancel_judge(self) -> None:
        """Forget the position :meth:`judge` was asked for."""
        self._judge = None
        if self._job_kind == JobKind.JUDGE:
            self._job_kind = None
            self.service.cancel()

    def _resume_judge(self) -> None:
        """Run the job :meth:`judge` asked for once nothing else runs."""
        position = self._judge
        if position is None or self._job_kind not in (None, JobKind.JUDGE):
            return
        known = self.known.get(position)
        if known is not None:
            self._judge = None
            self.judged.emit(position, known)
            return
        if self._job_kind is None:
            self._run(position, JobKind.JUDGE)

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
        return v.line if v is not None and v.status == VerdictStatus.WON else None

    def proven_lost(self, position: Position) -> bool:
        """True when ``position`` is known to be lost (a proof of the solver's)."""
        v = self.known.get(position)
        return v is not None and v.status == VerdictStatus.LOST

    def last_winnable(self, history: list[Position]) -> int | None:
        """The latest index of ``history`` known to be winnable, or None."""
        for i in range(len(history) - 1, -1, -1):
            v = self.known.get(history[i])
            if v is not None and v.status == VerdictStatus.WON:
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
        self._run(position, JobKind.PREVIEW, limit_s)

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
                self._run(history[self._seek_i], JobKind.SEEK)
                return
            if v.status == VerdictStatus.WON:
                break
            self._seek_i -= 1
        self._seek = None
        self.lastWinnable.emit(self._seek_i)

    # ----------------------------------------------------------- deal search
    def find_winnable_deal(
        self, draw: Callable[[], int], rules: Any, per_deal_s: float = 2.0, max_tries: int = 0
    ) -> None:
        """Draw numbers with ``draw()`` until a deal under ``rules`` is proven
        winnable; :attr:`dealSearch` reports (tries, 0) while searching and
        (tries, number) at the end. With ``max_tries`` (0: no limit), once
        that many deals were tried and one of them was undecided (the
        solver's "unknown"), the search ends with :attr:`dealUndecided` and
        the last undecided deal: a variant whose solver decides few deals in
        time (Double Scorpion) does not keep the player waiting."""
        self._draw = draw
        self._tries = 0
        self._max_tries = max_tries
        self._undecided = 0
        self._deal_rules = rules
        self._per_deal = per_deal_s
        self._next_deal()

    def _next_deal(self) -> None:
        assert self._draw is not None
        number = self._draw()
        self._tries += 1
        self._deal_number = number
        self.dealSearch.emit(self._tries, 0)
        self._run(Position.deal(number, self._deal_rules), JobKind.DEAL, self._per_deal)

    def _deal_answer(self, position: Position, verdict: Verdict) -> None:
        if verdict.status == VerdictStatus.WON:
            self._draw = None
            self.dealSearch.emit(self._tries, self._deal_number)
        elif self.service.broken:
            self._draw = None  # no proof will ever come: deal the number unchecked
            self.dealUnchecked.emit(self._deal_number)
        elif self._draw is not None:
            if verdict.status == VerdictStatus.UNKNOWN:
                self._undecided = self._deal_number
            if self._max_tries and self._undecided and self._tries >= self._max_tries:
                self._draw = None  # enough waiting: the last undecided deal, said to be undecided
                self.dealUndecided.emit(self._tries, self._undecided)
                return
            self._next_deal()

    def cancel_deal_search(self) -> None:
        """Give up looking for a winnable deal."""
        self._draw = None
        if self._job_kind == JobKind.DEAL:
            self._job_kind = None
            self.service.cancel()


HINT_NODES = 2_000
"""The hint's own search budget (positions, about 5 µs each): short enough
for the interface's thread."""


def hint_for(position: Position, analyst: Analyst | None) -> Hint:
    """A move to suggest in ``position`` (:func:`scorpion_qt.solver.hint_result`):
    the next move of the winning line ``analyst`` knows for it, or, when it
    knows the position lost, the heuristic best try; else a search of at most
    :data:`HINT_NODES` positions. ``analyst`` None: the search alone."""
    line = analyst.line_for(position) if analyst is not None else None
    known = analyst.known.get(position) if analyst is not None else None
    lost = known is not None and known.status == VerdictStatus.LOST
    from scorpion_qt.solver import hint_result

    return hint_result(position, line, lost=lost, node_limit=HINT_NODES)


DEMO_NODES = 300_000
"""How many positions Show Me How searches itself, without a background
analysis, for a winning line the analysis does not know (about 1 s here)."""


def winning_line(position: Position, analyst: Analyst | None) -> tuple[tuple[Move, ...], bool | None]:
    """A winning line from ``position`` for Show Me How, and whether the
    position can be won (True; False: proven lost; None: not known): the
    analyst's line, with no search here (the analysis searches in the
    solver's process; Show Me How starts when it answers); without an
    analyst, a search of at most :data:`DEMO_NODES` positions and 2 s. The
    line is empty unless won."""
    from scorpion_qt.solver import hint_result, solve

    if analyst is not None:
        line = analyst.line_for(position)
        known = analyst.known.get(position)
        lost = known is not None and known.status == VerdictStatus.LOST
        result = hint_result(position, line, lost=lost, node_limit=0)
    else:
        result = hint_for(position, analyst)
    if result.winnable is True and result.line:
        return tuple(result.line), True
    if result.winnable is None and analyst is None:
        found = solve(position, node_limit=DEMO_NODES, time_limit_s=2.0)
        if found.status == "won":
            return tuple(found.moves), True
        if found.status == "lost":
            return (), False
    return (), result.winnable
