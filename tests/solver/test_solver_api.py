"""The solver's public API: verdicts, winning lines, limits, cancellation,
rule options, the trap of solver-notes.md, and the hint."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from scorpion_qt.engine import DEAL, Move, Position, Rules
from scorpion_qt.solver import Hint, SolveResult, hint, hint_result, is_winnable, rank_moves, solve
from scorpion_qt.solver._solve import board_of

ROOT = Path(__file__).resolve().parents[2]

TRAP = """
talon: -
foundations: -
1: (TH) (6D) (TC) 6H 5S KC 8S 7S 6S
2: (KD) (JD) (JC) 2C 4H TS TD 9D 9H 4D AC 5D 9C QC
3: (JS) (4S) 3D 2D AD 9S 7C 6C 5C
4: (QS) 8H 7H QD
5: AS 8C 3S KH QH JH 4C 3C 5H
6: KS
7: AH 2S 2H 3H 8D 7D
"""

# Won when the talon may be dealt at once; with traditional timing the
# other moves must be played first and the game is lost (checked by brute force).
EARLY_DEAL = """
talon: 7S 9S 5S
foundations: H D C
1:
2: 6S
3: KS 3S AS
4:
5: 8S
6: JS
7: QS TS 2S 4S
"""

# With runs cleared, AS>1 removes the spades and uncovers KC; with keep-runs
# the spade run stays on the face-down KC and its King must make room.
NEEDS_CLEARING = """
talon: -
foundations: H D
1: (KC) KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S
2: QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC
3: AS
"""

HARD_DEAL = 903  # lost, about 0.5 million positions: several seconds


def replay(p: Position, moves: tuple[Move, ...]) -> Position:
    for m in moves:
        p = p.play(m)
    return p


def test_result_is_a_frozen_dataclass() -> None:
    r = solve(Position.deal(3))
    assert isinstance(r, SolveResult)
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.status = "lost"  # type: ignore[misc]
    assert r.status in ("won", "lost", "unknown") and r.nodes >= 1 and r.seconds >= 0


@pytest.mark.parametrize("rules", [Rules(), Rules(True, False), Rules(False, True), Rules(False, False)],
                         ids=["cards4", "traditional-talon", "keep-runs", "traditional"])
def test_winning_lines_replay_to_a_win(rules: Rules) -> None:
    won = 0
    for game in range(1, 120):
        p = Position.deal(game, rules)
        r = solve(p, time_limit_s=5)
        assert r.status != "unknown", game
        if r.won:
            won += 1
            assert replay(p, r.moves).is_won
        else:
            assert r.moves == ()
    assert won >= 5


def test_rules_argument_overrides_the_position_rules() -> None:
    p = Position.from_text(EARLY_DEAL)
    assert solve(p).status == "won"
    assert solve(p, rules=Rules(True, False)).status == "lost"
    r = solve(p.with_rules(Rules(True, False)), rules=Rules())
    assert r.status == "won" and replay(p, r.moves).is_won


def test_early_deal_position_needs_the_any_time_talon() -> None:
    p = Position.from_text(EARLY_DEAL)
    r = solve(p)
    assert r.won and replay(p, r.moves).is_won
    trad = p.with_rules(Rules(True, False))
    assert solve(trad).status == "lost"
    assert is_winnable(trad) is False and is_winnable(p) is True


def test_keep_runs_leaves_complete_runs_in_place() -> None:
    from solver_brute import brute_force_won

    p = Position.from_text(NEEDS_CLEARING)
    r = solve(p)
    assert r.won and replay(p, r.moves).is_won
    assert len(r.moves) <= 3
    keep = p.with_rules(Rules(False, True))
    rk = solve(keep)
    assert rk.won and brute_force_won(keep) is True
    end = replay(keep, rk.moves)
    assert end.is_won and end.foundations == p.foundations  # nothing removed
    assert "KS" in [str(m.card) for m in rk.moves]  # the King had to leave KC
    # after AS>1 under keep-runs the run stays; KS still finds an empty column
    after = keep.play(Move.parse("AS>1"))
    assert not after.foundations.count(0) and solve(after).status == "won"
    assert brute_force_won(after) is True


def test_keep_runs_is_won_with_four_runs_in_place() -> None:
    p = Position.from_text("""
    rules: keep-runs
    talon: -
    foundations: H D C
    1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S
    2: AS
    """)
    r = solve(p)
    assert r.won and [str(m) for m in r.moves] == ["AS>1"]
    q = replay(p, r.moves)
    assert q.is_won and q.foundations == p.foundations


def test_trap_position_is_won_and_not_pruned() -> None:
    p = Position.from_text(TRAP)
    assert sorted(str(m) for m in p.legal_moves()) == ["4C>3", "4H>5"]
    r = solve(p)
    assert r.status == "won"
    assert str(r.moves[0]) == "4H>5"
    assert replay(p, r.moves).is_won
    # and the tempting move does lose
    assert solve(p.play(Move.parse("4C>3"))).status == "lost"
    assert hint(p) is not None


def test_already_won_and_stuck_positions() -> None:
    won = Position.from_text("talon: -\nfoundations: S H D C\n")
    r = solve(won)
    assert r.status == "won" and r.moves == ()
    assert hint(won) is None
    stuck = Position.from_text("""
    talon: -
    foundations: H D C
    1: KS 2S QS JS TS 9S 8S 7S 6S 5S 4S 3S AS
    """)
    assert stuck.is_stuck
    assert solve(stuck).status == "lost"
    assert hint(stuck) is None


def test_node_limit_gives_unknown() -> None:
    r = solve(Position.deal(HARD_DEAL), node_limit=500)
    assert r.status == "unknown" and r.moves == ()
    assert 500 <= r.nodes <= 600


def test_time_limit_gives_unknown() -> None:
    r = solve(Position.deal(HARD_DEAL), time_limit_s=0.05)
    assert r.status == "unknown"
    assert r.seconds < 0.15


def test_cancel_callable_stops_within_100_ms() -> None:
    start = time.perf_counter()
    flipped: list[float] = []

    def cancel() -> bool:
        if time.perf_counter() - start >= 0.05:
            if not flipped:
                flipped.append(time.perf_counter())
            return True
        return False

    r = solve(Position.deal(HARD_DEAL), time_limit_s=None, cancel=cancel)
    end = time.perf_counter()
    assert r.status == "unknown"
    assert flipped and end - flipped[0] < 0.1


def test_cancel_event_from_another_thread() -> None:
    event = threading.Event()
    timer = threading.Timer(0.05, event.set)
    start = time.perf_counter()
    timer.start()
    r = solve(Position.deal(HARD_DEAL), time_limit_s=None, cancel=event)
    elapsed = time.perf_counter() - start
    timer.join()
    assert r.status == "unknown"
    assert elapsed < 0.05 + 0.1


def test_cancel_already_set_and_bad_cancel() -> None:
    assert solve(Position.deal(1), cancel=lambda: True).status == "unknown"
    with pytest.raises(TypeError):
        solve(Position.deal(1), cancel=42)


def test_solve_does_not_change_the_position() -> None:
    p = Position.deal(61)
    text = p.to_text()
    solve(p)
    assert p.to_text() == text


# ------------------------------------------------------------------ hint
def test_hint_follows_a_known_line() -> None:
    p = Position.deal(3)
    r = solve(p)
    assert r.won
    q = p
    for m in r.moves:
        assert hint(q, known_line=r.moves[r.moves.index(m):]) == m
        q = q.play(m)
    assert q.is_won and hint(q) is None


def test_hint_ignores_a_line_that_does_not_fit() -> None:
    p = Position.deal(3)
    m = hint(p, known_line=(Move.parse("KS>5"),))
    assert m is not None and p.is_legal(m)


@pytest.mark.parametrize("rules", [Rules(), Rules(True, False), Rules(False, True)],
                         ids=["cards4", "traditional-talon", "keep-runs"])
def test_hint_is_always_legal_and_none_only_without_moves(rules: Rules) -> None:
    # (its speed is measured by tests/benchmarks/bench_solver.py --hints)
    rng = random.Random(4)
    for game in range(1, 60):
        p = Position.deal(rng.randrange(1, 10**9), rules)
        for _ in range(80):
            m = hint(p)
            legal = p.legal_moves()
            if not legal:
                assert m is None
                break
            assert m is not None and p.is_legal(m)
            ranked = rank_moves(p)
            assert sorted(map(str, ranked)) == sorted(map(str, legal))
            p = p.play(rng.choice(legal))


def test_hint_prefers_revealing_and_deals_last() -> None:
    p = Position.from_text("""
    talon: 7S 9S 5S
    foundations: H D C
    1: (3S) 2S
    2: 6S
    3: KS AS
    5: 8S
    6: JS
    7: QS TS 4S
    """)
    # 2S>? needs 3S; AS>1 is legal (onto 2S); the deal is legal too.
    m = hint(p)
    assert m is not None and m != DEAL


def test_hint_on_the_trap_follows_the_solver_line() -> None:
    # The heuristic alone may pick either move here; the known line decides.
    p = Position.from_text(TRAP)
    r = solve(p)
    assert str(hint(p, known_line=r.moves)) == "4H>5"
    assert p.is_legal(hint(p))  # type: ignore[arg-type]


def test_hint_uses_the_proof_of_loss() -> None:
    # Every suggestion along random play avoids proven-lost children when possible.
    rng = random.Random(9)
    for game in range(1, 40):
        p = Position.deal(game)
        for _ in range(30):
            legal = p.legal_moves()
            if not legal:
                break
            m = hint(p)
            assert m is not None
            child_lost = board_of(p.play(m)).dead()
            if child_lost:
                assert all(board_of(p.play(o)).dead() for o in legal)
            revealing = [o for o in legal if reveals(p, o) and not board_of(p.play(o)).dead()]
            if revealing:
                assert m in revealing
            p = p.play(rng.choice(legal))


def reveals(p: Position, m: Move) -> bool:
    """True when ``m`` moves a lead card that lies directly on a face-down card."""
    if m.card is None:
        return False
    place = p.find(m.card)
    assert place.column is not None and place.at is not None
    h = p.face_down[place.column - 1]
    return h > 0 and place.at == h


def test_hint_result_says_when_the_position_is_proven_lost() -> None:
    # The move that loses the trap position: the hint says no win remains.
    p = Position.from_text(TRAP).play(Move.parse("4C>3"))
    assert solve(p).status == "lost"
    h = hint_result(p)
    assert isinstance(h, Hint) and h.winnable is False and h.line == ()
    assert h.move is not None and p.is_legal(h.move) and h.move == hint(p)
    # a caller that already holds the proof skips the search
    assert hint_result(p, lost=True) == Hint(hint(p), False)
    # a position that can be won: a winning line that replays to a win
    w = hint_result(Position.from_text(TRAP))
    assert w.winnable is True and str(w.move) == "4H>5" and w.line[0] == w.move
    assert replay(Position.from_text(TRAP), w.line).is_won


def test_hint_result_follows_a_known_line_and_handles_the_ends() -> None:
    p = Position.deal(3)
    r = solve(p)
    assert hint_result(p, r.moves) == Hint(r.moves[0], True, r.moves)
    won = Position.from_text("talon: -\nfoundations: S H D C\n")
    assert hint_result(won) == Hint(None, True)
    stuck = Position.from_text("""
    talon: -
    foundations: H D C
    1: KS 2S QS JS TS 9S 8S 7S 6S 5S 4S 3S AS
    """)
    assert hint_result(stuck) == Hint(None, False)
    with pytest.raises(ValueError):
        hint_result(p, node_limit=-1)


def test_hint_result_unknown_when_the_budget_is_too_small() -> None:
    p = Position.deal(HARD_DEAL)
    h = hint_result(p, node_limit=50)
    assert h.winnable is None and h.move is not None and p.is_legal(h.move)
    assert hint_result(p, node_limit=0).winnable is None  # proof of loss only


def test_hint_result_along_lines_and_off_them() -> None:
    # winnable=False only where an exhaustive search agrees the game is lost
    from solver_brute import plain_won

    checked = 0
    for game in (3, 6, 14):
        p = Position.deal(game)
        r = solve(p)
        assert r.won
        q = replay(p, r.moves[:-12])
        for m in r.moves[-12:]:
            for o in q.legal_moves():
                h = hint_result(q.play(o))
                if h.winnable is not None:
                    assert h.winnable == plain_won(q.play(o)), q.play(o).to_text()
                    checked += 1
            q = q.play(m)
    assert checked >= 10


# ------------------------------------------------------------------ layering, typing
def test_solver_imports_no_qt() -> None:
    code = (
        "import sys, scorpion_qt.solver, scorpion_qt.solver.batch\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt6', 'PyQt5'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_solver_passes_mypy_strict() -> None:
    pytest.importorskip("mypy")
    out = subprocess.run([sys.executable, "-m", "mypy", "--strict", "scorpion_qt/solver"],
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
