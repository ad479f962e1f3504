"""Position.settled(): the steps that follow every action by themselves
(rules.md §3), for a typed position that holds a run no action removed yet."""

from __future__ import annotations

from scorpion_qt.engine import Position

RUN_IN_COLUMN = """talon: -
foundations: H D C
1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS
2:
3:
4:
5:
6:
7:
"""


def test_a_typed_complete_run_leaves_and_the_game_is_won() -> None:
    p = Position.from_text(RUN_IN_COLUMN)
    assert not p.is_won and p.is_stuck  # as typed: no action can remove it
    q = p.settled()
    assert q.is_won and not q.columns[0]


def test_a_position_reached_in_play_is_already_settled() -> None:
    p = Position.deal(3)
    for _ in range(5):
        assert p.settled() is p
        p = p.play(p.legal_moves()[0])


def test_runs_kept_in_place_by_the_rules_stay() -> None:
    p = Position.from_text("rules: keep-runs\n" + RUN_IN_COLUMN)
    assert not p.rules.clear_complete_runs
    assert p.settled() is p and p.is_won  # won with the run in place (rules.md §7)
