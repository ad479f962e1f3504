"""Where did I lose (issue 25): the action that lost the win, named only on
a proof (the position before it proven winnable, the one after it proven
lost), checked against an independent replay of the game with the engine
and the solver on each prefix; the notice says it and goes back there."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QObject, QTimer, Signal

from scorpion_qt.app.game.analysis import Analyst, Verdict, VerdictStatus
from scorpion_qt.app.game.turning import Outcome, Step, TurnFinder, next_step
from scorpion_qt.app.lang.notices import Notice
from scorpion_qt.engine import Move, Position
from scorpion_qt.solver import solve

from apphelpers import WINNABLE_GAME

W, L, U = VerdictStatus.WON, VerdictStatus.LOST, VerdictStatus.UNKNOWN

# Game 3: two moves of its winning line, then the talon dealt too early
# (proven lost after it), then two more moves in the lost game.
LOSING_GAME = ("4C>1", "5C>2", "deal", "TD>2", "9S>3")
LOSING_ACTION = 3


def independent_turn(number: int, actions: list[str]) -> int | None:
    """The action that lost the win, by replaying the game with the engine
    and deciding every prefix with a full search of the solver: the first
    position proven lost, after one proven won; None when not proven."""
    p = Position.deal(number)
    statuses = [solve(p, time_limit_s=20).status]
    for a in actions:
        p = p.play(Move.parse(a))
        statuses.append(solve(p, time_limit_s=20).status)
    for k in range(1, len(statuses)):
        if statuses[k] == "lost":
            return k if statuses[k - 1] == "won" else None
    return None


@pytest.mark.parametrize("statuses", list(itertools.product([W, L, U, None], repeat=4)))
def test_next_step_names_a_move_only_between_a_proven_win_and_a_proven_loss(statuses) -> None:  # type: ignore[no-untyped-def]
    step = next_step(list(statuses))
    if step.outcome == Outcome.FOUND:
        assert statuses[step.index - 1] == W and statuses[step.index] == L
    elif step.outcome == Outcome.JUDGE:
        assert statuses[step.index] is None
    elif step.outcome == Outcome.NEVER:
        assert statuses[-1] == W
    elif step.outcome == Outcome.DEAL:
        assert statuses[0] == L


def test_next_step_bisects_and_never_calls_an_undecided_position_a_proof() -> None:
    line: list[VerdictStatus | None] = [W] + [None] * 30 + [L]
    truth = [W] * 18 + [L] * 14  # action 18 lost the win
    asked = 0
    while (step := next_step(line)).outcome == Outcome.JUDGE:
        line[step.index] = truth[step.index]
        asked += 1
    assert step == Step(Outcome.FOUND, 18) and asked <= 6  # log2(30): a bisection
    assert next_step([W, U, L]) == Step(Outcome.UNPROVEN)
    assert next_step([W, None, L]) == Step(Outcome.JUDGE, 1)
    assert next_step([L, L]) == Step(Outcome.DEAL)
    assert next_step([W, W]) == Step(Outcome.NEVER)


class UndecidedService(QObject):
    """A solver that never decides anything (every answer "unknown")."""

    answered = Signal(int, object)
    broken = False

    def __init__(self) -> None:
        super().__init__()
        self.jobs = 0

    def submit(self, position: Position, time_limit_s: float = 10.0) -> int:
        self.jobs += 1
        job = self.jobs
        QTimer.singleShot(0, lambda: self.answered.emit(job, Verdict(U)))
        return job

    def cancel(self) -> None:
        pass

    def stop(self) -> None:
        pass


def test_undecided_positions_give_no_verdict(qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    analyst = Analyst(UndecidedService())
    p = Position.deal(WINNABLE_GAME)
    positions, actions = [p], []
    for a in LOSING_GAME:
        actions.append(Move.parse(a))
        positions.append(positions[-1].play(actions[-1]))
    analyst.known[positions[0]] = Verdict(W, solve(positions[0]).moves)
    analyst.known[positions[-1]] = Verdict(L)
    finder = TurnFinder(analyst)
    answers: list[tuple[object, object]] = []
    finder.finished.connect(lambda outcome, lost: answers.append((outcome, lost)))
    finder.find(positions, actions)
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    assert answers == [(Outcome.UNPROVEN, None)]  # "not proven" is never "lost the win"


@pytest.fixture
def session(make_game_session):  # type: ignore[no-untyped-def]
    return make_game_session(WINNABLE_GAME, analysis=True)


def test_the_move_that_lost_the_win_agrees_with_an_independent_replay(session, qtbot) -> None:  # type: ignore[no-untyped-def]
    expected = independent_turn(WINNABLE_GAME, list(LOSING_GAME))
    assert expected == LOSING_ACTION
    notices: list[Notice] = []
    session.notice.connect(notices.append)
    for a in LOSING_GAME:
        assert session.play(Move.parse(a))
        qtbot.waitUntil(lambda: session.verdict is not None, timeout=20000)
    qtbot.waitUntil(lambda: session.lost_move is not None, timeout=30000)
    lost = session.lost_move
    assert lost.index == expected and str(lost.move) == LOSING_GAME[expected - 1]
    # The better move is a proof too: from the position before, it still wins.
    assert solve(lost.before.play(lost.better), time_limit_s=20).status == "won"
    assert Notice.LOST in notices
    # Kept with the attempt for Statistics, with the line it was found on.
    session.stats.flush()
    line = session.stats.store.game_line(session.controller.attempt_id)
    assert line.actions == LOSING_GAME and line.lost_at == expected and line.better == str(lost.better)
    # Going back there: the position before that action, one undo-stack jump.
    assert session.go_back_before_lost_move()
    assert session.controller.applied == expected - 1 and session.controller.position == lost.before
    assert session.lost_move is None  # the line no longer holds it
