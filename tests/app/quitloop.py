"""The quit loop of issue 22 (F6): real game processes (offscreen) that get
SIGTERM, SIGINT or SIGHUP at a random moment of start-up, play or shutdown,
and what each run left. Used by ``test_quit_signals.py`` (a short run) and
``tests/benchmarks/bench_quit_signals.py`` (hundreds of runs, on demand).

The earliest signal comes 0.4 s after the process starts: before that,
Python itself is still starting (its ``site`` takes 0.1–0.25 s here) and the
signal's default applies (SIGTERM and SIGHUP end it quietly, SIGINT prints
KeyboardInterrupt), before the game has read or written anything."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from scorpion_qt.app.game.record import GameRecord
from scorpion_qt.engine import Move

from apphelpers import WINNING_LINE

SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
SAVED_ACTIONS = WINNING_LINE[:10]


@dataclass
class QuitRun:
    """One run: the signals sent and when (s after the start), how the
    process ended, and what is wrong with what it left ("" when nothing)."""

    signals: list[tuple[str, float]]
    returncode: int
    output: str
    problem: str


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SCORPION_HOME=str(home), QT_QPA_PLATFORM="offscreen", LANGUAGE="en", LANG="en_US.UTF-8",
               PYTHONFAULTHANDLER="1")
    return env


BEFORE_MAIN = "ended before the game started"
"""What a run that the signal ended while Python itself was still starting
is judged (not a failure): killed by the signal's default action (or
KeyboardInterrupt at the import line), before anything was read or made."""


def _judge(home: Path, proc: subprocess.Popen[str], out: str) -> str:
    rc = proc.returncode
    made = [p.name for p in home.rglob("*") if p.name not in ("state", "current-game.json")]
    # KeyboardInterrupt while the modules were loaded, before main() ran
    interrupted_import = out.strip().endswith("KeyboardInterrupt") and ", in main\n" not in out
    if rc in (-signal.SIGTERM, -signal.SIGHUP, -signal.SIGINT) and not made and (not out.strip() or interrupted_import):
        return BEFORE_MAIN
    if rc != 0:
        return f"exit code {rc}"
    for bad in ("Traceback", "Fatal Python error", "KeyboardInterrupt", "Segmentation"):
        if bad in out:
            return f"{bad} in the output"
    try:
        data = json.loads((home / "state" / "current-game.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return f"the save cannot be read: {exc}"
    if data.get("game") != 3 or data.get("actions") != SAVED_ACTIONS:
        return "the save lost the game"
    if (home / "state" / "instance.lock").exists():
        return "the lock was left"
    if list(home.rglob("statistics.sqlite-wal")):
        return "the statistics were left open (a -wal file)"
    left = sorted(p.name for p in home.rglob("*.tmp-*"))
    if left:
        return f"temporary files left: {left}"
    return ""


def run_many(runs: int, *, parallel: int = 4, seed: int = 1, earliest_s: float = 0.4, latest_s: float = 3.0,
             budget_s: float | None = None) -> list[QuitRun]:
    """Start ``runs`` games (``parallel`` at a time, each in its own folder
    with game 3 saved after 10 moves); each gets one signal at a random
    moment from ``earliest_s`` to ``latest_s`` s after its start, and half of them a
    second one 0–0.3 s later (during the shutdown the first began). Stops
    early when ``budget_s`` seconds have passed. Returns every run."""
    rng = random.Random(seed)
    code = "from scorpion_qt.app.main import main; raise SystemExit(main())"
    results: list[QuitRun] = []
    started = time.monotonic()
    root = Path(tempfile.mkdtemp(prefix="scorpion-quit-"))
    todo = runs
    while todo > 0 and (budget_s is None or time.monotonic() - started < budget_s):
        batch = []
        for _ in range(min(parallel, todo)):
            home = Path(tempfile.mkdtemp(dir=root))
            save = home / "state" / "current-game.json"
            save.parent.mkdir(parents=True)
            record = GameRecord(3, actions=[Move.parse(m) for m in SAVED_ACTIONS], index=10, moves=10)
            save.write_text(record.to_json(), encoding="utf-8")
            plan = [(rng.choice(SIGNALS), rng.uniform(earliest_s, latest_s))]
            if rng.random() < 0.5:
                plan.append((rng.choice(SIGNALS), plan[0][1] + rng.uniform(0.0, 0.3)))
            proc = subprocess.Popen([sys.executable, "-c", code], env=_env(home), stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT, text=True)
            batch.append((home, proc, plan, time.monotonic()))
        pending = [(proc, sig, t0 + at) for _home, proc, plan, t0 in batch for sig, at in plan]
        pending.sort(key=lambda p: p[2])
        for proc, sig, when in pending:
            time.sleep(max(0.0, when - time.monotonic()))
            if proc.poll() is None:
                proc.send_signal(sig)
        for home, proc, plan, _t0 in batch:
            try:
                out, _ = proc.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                out, _ = proc.communicate()
                out += "\n(timed out)"
            sent = [(signal.Signals(s).name, round(at, 3)) for s, at in plan]
            results.append(QuitRun(sent, proc.returncode, out, _judge(home, proc, out)))
        todo -= len(batch)
    return results
