"""The command line and the batch figures."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from scorpion_qt.engine import Rules
from scorpion_qt.solver.__main__ import main
from scorpion_qt.solver.batch import DealResult, parse_games, parse_rules, percentile, summary_lines, wilson

ROOT = Path(__file__).resolve().parents[2]


def test_parse_games() -> None:
    assert parse_games("1-3,7, 10-11") == [1, 2, 3, 7, 10, 11]
    for bad in ("", "0", "5-2", "x", "1-"):
        with pytest.raises(ValueError):
            parse_games(bad)


def test_parse_rules() -> None:
    assert parse_rules("cards4") == Rules()
    assert parse_rules("traditional-talon") == Rules(True, False)
    assert parse_rules("keep-runs") == Rules(False, True)
    assert parse_rules("traditional") == Rules(False, False)
    assert parse_rules("keep-runs,traditional-talon") == Rules(False, False)
    with pytest.raises(ValueError):
        parse_rules("wasp")


def test_wilson_and_percentile() -> None:
    lo, hi = wilson(126, 1000)
    assert abs(lo - 0.1068) < 0.001 and abs(hi - 0.1479) < 0.001
    assert wilson(0, 0) == (0.0, 1.0)
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.5) == 2.0
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.99) == 4.0


def test_summary_lines() -> None:
    rs = [DealResult(1, "won", 0.001, 10, ()), DealResult(2, "lost", 0.002, 1, ()), DealResult(3, "unknown", 1.0, 9, ())]
    text = "\n".join(summary_lines(rs))
    assert "deals: 3  won: 1  lost: 1  unknown: 1" in text
    assert "Wilson" in text and "decided: 66.7 %" in text and "median" in text


def test_main_prints_one_line_per_deal_and_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "1-3,6", "--time-limit", "5", "--moves"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("rules: cards4")
    assert [line.split()[0] for line in out[1:5]] == ["1", "2", "3", "6"]
    assert "won" in out[3] and "deal" in out[3]  # game 3 is won; its line deals the talon
    assert any(line.startswith("winnable:") for line in out)


def test_command_line_with_jobs_and_rules() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "scorpion_qt.solver", "--games", "1-4", "--jobs", "2", "--rules", "traditional"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("rules: keep-runs traditional-talon")
    assert [line.split()[0] for line in lines[1:5]] == ["1", "2", "3", "4"]
    assert "deals: 4" in out.stdout


def test_command_line_rejects_bad_arguments() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "scorpion_qt.solver", "--games", "5-2"], cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 2 and "bad game range" in out.stderr


@pytest.mark.parametrize(
    "args, words",
    [
        (["--games", "9223372036854775808"], "game numbers go from 1 to 9223372036854775807"),
        (["--games", "5-9223372036854775808"], "game numbers go from 1 to"),
        (["--games", "1-20000000"], "too many games"),
        (["--jobs", "0"], "--jobs must be at least 1"),
        (["--jobs", "-3"], "--jobs must be at least 1"),
        (["--time-limit", "-1"], "--time-limit must be"),
        (["--time-limit", "nan"], "--time-limit must be"),
        (["--time-limit", "soon"], "invalid float value"),
        (["--rules", "wasp"], "wasp"),
    ],
)
def test_bad_arguments_are_usage_errors(args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--games", "1"] + args if args[0] != "--games" else args)
    assert exc.value.code == 2
    captured = capsys.readouterr()
    assert words in captured.err and "usage:" in captured.err
    assert captured.out == ""  # nothing was solved


def test_largest_game_number_is_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    assert parse_games("9223372036854775807") == [9223372036854775807]
    assert main(["--games", "9223372036854775807", "--time-limit", "2"]) == 0
    assert "9223372036854775807 " in capsys.readouterr().out
