"""A clean exit on every signal (issue 22, F6): SIGTERM (a logout), SIGINT
(Ctrl+C) and SIGHUP (the terminal closed) at any moment of start-up, play or
shutdown end the game with exit code 0, no crash and no traceback, the save
kept, the lock released and no temporary file left. The long run is
``tests/benchmarks/bench_quit_signals.py``."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from quitloop import BEFORE_MAIN, run_many


@pytest.mark.slow
def test_signals_at_random_moments_always_quit_cleanly() -> None:
    runs = run_many(200, parallel=4, seed=22, latest_s=3.0, budget_s=20.0)
    assert len(runs) >= 16
    bad = [r for r in runs if r.problem and r.problem != BEFORE_MAIN]
    assert not bad, "\n".join(f"{r.signals}: {r.problem}\n{r.output[-800:]}" for r in bad[:3])


# SIGTERM sent by the game to itself while its window is being shown: after
# main's last look at the quit request, before the handler that quits.
_SIGNAL_IN_SHOW = """
import os, signal, sys
from PySide6.QtWidgets import QMainWindow
from scorpion_qt.app import main as m
from scorpion_qt.app.ui.window import MainWindow
def show(self):
    QMainWindow.show(self)
    os.kill(os.getpid(), signal.SIGTERM)
MainWindow.show = show
sys.exit(m.main(["--game", "7"]))
"""


def test_a_signal_while_the_window_is_shown_still_quits() -> None:
    root = Path(__file__).resolve().parents[2]
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SCORPION_HOME=home, HOME=home, PYTHONPATH=str(root))
        try:
            done = subprocess.run(
                [sys.executable, "-c", _SIGNAL_IN_SHOW], env=env, capture_output=True, text=True, timeout=30
            )
        except subprocess.TimeoutExpired:
            pytest.fail("SIGTERM while the window was shown: the game did not quit within 30 s")
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
