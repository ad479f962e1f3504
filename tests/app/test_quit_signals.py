"""A clean exit on every signal (issue 22, F6): SIGTERM (a logout), SIGINT
(Ctrl+C) and SIGHUP (the terminal closed) at any moment of start-up, play or
shutdown end the game with exit code 0, no crash and no traceback, the save
kept, the lock released and no temporary file left. The long run is
``tests/benchmarks/bench_quit_signals.py``."""

from __future__ import annotations

import pytest

from quitloop import BEFORE_MAIN, run_many


@pytest.mark.slow
def test_signals_at_random_moments_always_quit_cleanly() -> None:
    runs = run_many(200, parallel=4, seed=22, latest_s=3.0, budget_s=20.0)
    assert len(runs) >= 16
    bad = [r for r in runs if r.problem and r.problem != BEFORE_MAIN]
    assert not bad, "\n".join(f"{r.signals}: {r.problem}\n{r.output[-800:]}" for r in bad[:3])
