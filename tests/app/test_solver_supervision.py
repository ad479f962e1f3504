"""The solver's process is supervised (issue 12, item 15): a worker killed
mid-job is noticed within a second, restarted, and its job rerun; nothing
leaks from a restart; the status bar and the winnable-deal search recover."""

from __future__ import annotations

import os
import signal

import pytest

from PySide6.QtCore import QCoreApplication, QEvent, QProcess, QSocketNotifier

from scorpion_qt.app.game import analysis
from scorpion_qt.app.game.analysis import SolverService
from scorpion_qt.engine import Move, Position

from apphelpers import WINNABLE_GAME, WINNING_LINE


@pytest.fixture(autouse=True)
def _worker_for_every_job(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests are about the worker process: no quick try in the app
    (it would decide these deals without starting one)."""
    monkeypatch.setattr(analysis, "QUICK_NODES", 0)


def kill_worker(service: SolverService) -> int:
    pid = service.worker_pid()
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    return pid


def live_workers(service: SolverService) -> tuple[int, int]:
    """The worker processes the service holds, and their socket notifiers
    (a QProcess watches its pipes with a few): what a restart could leak."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return len(service.findChildren(QProcess)), len(service.findChildren(QSocketNotifier))


def test_killed_worker_is_restarted_and_its_job_rerun(qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    service = SolverService()
    answers: list[tuple[int, object]] = []
    service.answered.connect(lambda job, verdict: answers.append((job, verdict)))
    try:
        job = service.submit(Position.deal(WINNABLE_GAME), 20.0)
        one = live_workers(service)
        assert one[0] == 1
        for _kill in range(3):
            old = kill_worker(service)
            qtbot.waitUntil(lambda: service.worker_pid() not in (None, old), timeout=3000)
            assert live_workers(service) == one
        qtbot.waitUntil(lambda: bool(answers), timeout=60000)
        assert answers[0][0] == job
        assert answers[0][1].status == "won"  # type: ignore[attr-defined]
        assert live_workers(service) == one
    finally:
        service.stop()


def test_idle_worker_killed_is_restarted_too(qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    service = SolverService()
    try:
        service.start()
        one = live_workers(service)
        old = kill_worker(service)
        qtbot.waitUntil(lambda: service.worker_pid() not in (None, old), timeout=3000)
        answers: list[int] = []
        service.answered.connect(lambda job, _v: answers.append(job))
        job = service.submit(Position.deal(WINNABLE_GAME), 20.0)
        qtbot.waitUntil(lambda: answers == [job], timeout=60000)
        assert live_workers(service) == one
    finally:
        service.stop()


def test_status_leaves_analysing_after_the_worker_is_killed(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), analysis=True, save=False)
    w = app.window
    qtbot.waitUntil(lambda: w.analysis_label.text() == "Winnable", timeout=60000)
    app.controller.play(Move.parse(WINNING_LINE[0]))
    app.controller.play(Move.parse(WINNING_LINE[1]))
    qtbot.waitUntil(lambda: w.analyst.service.worker_pid() is not None, timeout=3000)
    # Freeze the worker so that the job is surely under way when it dies.
    os.kill(w.analyst.service.worker_pid(), signal.SIGSTOP)
    w.analyst.known.clear()
    w.session.analyse()
    qtbot.wait(300)
    assert w.analysis_label.text() == "Analysing…"
    kill_worker(w.analyst.service)
    qtbot.waitUntil(lambda: w.analysis_label.text() == "Winnable", timeout=60000)


def test_winnable_deal_search_finishes_although_the_worker_is_killed(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "1", analysis=True, save=False)
    app.settings.only_winnable = True
    qtbot.waitUntil(lambda: app.window.analyst.service.worker_pid() is not None, timeout=3000)
    os.kill(app.window.analyst.service.worker_pid(), signal.SIGSTOP)  # the search's job waits
    app.window.new_game()
    qtbot.wait(300)
    assert app.controller.game_number == 1
    kill_worker(app.window.analyst.service)
    qtbot.waitUntil(lambda: app.controller.game_number != 1, timeout=90000)
    # Analysis goes on afterwards.
    qtbot.waitUntil(lambda: app.window.analysis_label.text() == "Winnable", timeout=60000)


def test_remembered_verdicts_are_bounded(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.game import analysis
    from scorpion_qt.app.game.analysis import Analyst, JobKind, Verdict, VerdictStatus

    monkeypatch.setattr(analysis, "MAX_KNOWN", 40)
    analyst = Analyst(service=SolverService())
    p = Position.deal(WINNABLE_GAME)
    line = tuple(Move.parse(t) for t in WINNING_LINE)
    analyst.current = p
    analyst._job, analyst._job_position, analyst._job_kind = 7, p, JobKind.ANALYSE
    analyst._answered(7, Verdict(VerdictStatus.WON, line))
    assert len(analyst.known) <= 40
    assert analyst.known[p].status == "won"  # the current position is kept
    later = p
    for m in line[:-3]:
        later = later.play(m)
    assert analyst.line_for(later) == line[-3:]  # the newest are kept


def test_without_a_solver_new_game_still_deals_and_says_it_is_unchecked(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "5", analysis=True, save=False)
    w = app.window
    service = w.analyst.service
    service.stop()
    service.program = "/nonexistent/solver"  # no solver can start here
    said: list[str] = []
    w.announcer.say = lambda text, **_kw: said.append(text)  # type: ignore[method-assign]
    app.settings.only_winnable = True
    w.new_game()
    qtbot.waitUntil(lambda: app.controller.game_number != 5, timeout=5000)
    assert service.broken
    qtbot.wait(100)
    assert any("without checking that it can be won" in t for t in said), said
    number = app.controller.game_number
    assert f"Game {number} can be won." not in said
    assert not any("in time" in t for t in said), said
    assert w.board.isEnabled()
    assert w.play(app.controller.position.legal_moves()[0])
    qtbot.waitUntil(lambda: w.analysis_label.text() == "Not decided", timeout=5000)


def _gone(pid: int) -> bool:
    """The process ``pid`` has ended (no such process, or a zombie nobody reaped yet)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except OSError:
        return True


def test_a_worker_that_stops_answering_is_replaced_and_its_job_answered(qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 22, F5: a hung worker (SIGSTOP) never makes a job wait without end."""
    service = SolverService()
    answers: list[tuple[int, object]] = []
    service.answered.connect(lambda job, verdict: answers.append((job, verdict)))
    try:
        service.start()
        hung = service.worker_pid()
        assert hung is not None
        os.kill(hung, signal.SIGSTOP)
        job = service.submit(Position.deal(WINNABLE_GAME), 1.0)
        qtbot.waitUntil(lambda: bool(answers), timeout=30000)
        assert answers[0][0] == job
        assert answers[0][1].status == "won"  # type: ignore[attr-defined]
        assert service.worker_pid() not in (None, hung)
        qtbot.waitUntil(lambda: _gone(hung), timeout=5000)
        assert not service.broken
    finally:
        service.stop()


def test_winnable_deal_search_goes_on_when_the_worker_hangs(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 22, F5: SIGSTOP of the worker, then New Game: a winnable deal
    still comes and the board is enabled again (it stayed disabled forever)."""
    app = make_app("--game", "1", analysis=True, save=False)
    w = app.window
    app.settings.only_winnable = True
    qtbot.waitUntil(lambda: w.analyst.service.worker_pid() is not None, timeout=3000)
    hung = w.analyst.service.worker_pid()
    os.kill(hung, signal.SIGSTOP)
    try:
        w.new_game()
        qtbot.wait(300)
        assert not w.board.isEnabled()  # looking for a winnable deal
        qtbot.waitUntil(lambda: app.controller.game_number != 1, timeout=90000)
        assert w.board.isEnabled()
        assert _gone(hung)
    finally:
        if not _gone(hung):
            os.kill(hung, signal.SIGKILL)


LIAR = r"""
import json, sys
for line in sys.stdin:
    request = json.loads(line)
    if "job" in request:
        # A "won" whose line does not win: one legal move, then nothing.
        print(json.dumps({"job": request["job"], "status": "won", "moves": [sys.argv[1]], "seconds": 0.0}), flush=True)
"""


def test_a_won_answer_whose_line_does_not_win_is_not_believed(qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    import sys

    position = Position.deal(WINNABLE_GAME)
    first = str(position.legal_moves()[0])
    service = SolverService()
    service.program, service.arguments = sys.executable, ["-c", LIAR, first]
    answers: list[object] = []
    service.answered.connect(lambda _job, verdict: answers.append(verdict))
    try:
        service.submit(position, 5.0)
        qtbot.waitUntil(lambda: bool(answers), timeout=20000)
        assert answers[0].status == "unknown" and answers[0].line == ()  # type: ignore[attr-defined]
    finally:
        service.stop()


def test_the_worker_runs_this_game_not_a_checkout_in_the_working_folder(qapp, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # tools/play.sh starts the installed game from its checkout: the worker
    # must import the game the window runs (whose search is compiled), not
    # the scorpion_qt lying in the working folder. Here that folder holds a
    # decoy whose worker answers every job "lost".
    decoy = tmp_path / "scorpion_qt" / "solver"
    decoy.mkdir(parents=True)
    (tmp_path / "scorpion_qt" / "__init__.py").write_text("", encoding="utf-8")
    (decoy / "__init__.py").write_text("", encoding="utf-8")
    (decoy / "worker.py").write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    job = json.loads(line).get('job')\n"
        "    if job is not None:\n"
        "        print(json.dumps({'job': job, 'status': 'lost'}), flush=True)\n",
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    service = SolverService()
    answers: list[object] = []
    service.answered.connect(lambda job, verdict: answers.append(verdict))
    try:
        service.submit(Position.deal(WINNABLE_GAME), 20.0)
        qtbot.waitUntil(lambda: bool(answers), timeout=60000)
        assert answers[0].status == "won"  # type: ignore[attr-defined]
    finally:
        service.stop()
