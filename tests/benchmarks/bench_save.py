"""Save figures (issue 12, item 16), printed, run on demand:

    python tests/benchmarks/bench_save.py

Every completed action is saved at once (no postponing), so a save must be
far shorter than a frame. Measured: the time of one save (record → JSON →
temporary file → fsync → rename), median and 95th percentile, for a game of
53 actions and one of 5,000 (an undo history far longer than any real game),
in the folder SCORPION_HOME or a temporary one (put it on the disk you care
about: tmpfs has no real fsync); also a whole action with the window
(controller.play → saved) and the load of the long save (read, bounded JSON,
replay of every action).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "app"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def figures(samples: list[float]) -> str:
    s = sorted(samples)
    p95 = s[min(len(s) - 1, int(len(s) * 0.95))]
    return f"median {statistics.median(s) * 1000:.2f} ms, 95 % {p95 * 1000:.2f} ms, max {s[-1] * 1000:.2f} ms"


def main() -> None:
    from apphelpers import WINNABLE_GAME, WINNING_LINE

    from scorpion_qt.app.game.record import GameRecord
    from scorpion_qt.app.game.storage import AppPaths, GameStore
    from scorpion_qt.engine import Move, Position

    base = Path(os.environ.get("SCORPION_HOME") or tempfile.mkdtemp(prefix="scorpion-bench-"))
    os.environ["SCORPION_HOME"] = str(base)
    store = GameStore(AppPaths.default())
    line = [Move.parse(t) for t in WINNING_LINE]
    short = GameRecord(WINNABLE_GAME, actions=line, index=len(line), moves=len(line))
    # A long legal history: moves back and forth between columns (each legal).
    p = Position.deal(WINNABLE_GAME)
    long_actions: list[Move] = []
    while len(long_actions) < 5000:
        m = next(iter(p.legal_moves()))
        long_actions.append(m)
        p = p.play(m)
        if p.is_won or p.is_stuck or not p.legal_moves():
            break
    if len(long_actions) < 5000:
        long_actions = (line * (5000 // len(line) + 1))[:5000]
        long = GameRecord(WINNABLE_GAME, actions=long_actions, index=len(line))  # not replayable: saving only
    else:
        long = GameRecord(WINNABLE_GAME, actions=long_actions, index=len(long_actions))
    print(f"folder: {store.save_path.parent}")
    # Hostile saves of 1 MiB must load (and be refused) in well under a second.
    mib = 1024 * 1024
    hostile = {
        "escaped quotes": '"' + '\\"' * (mib // 2 - 1),
        "bracket pairs": "[" + "[]," * (mib // 3 - 1) + "[]]",
        "deep nesting": "[" * mib,
        "long number": "9" * mib,
    }
    store.save_path.parent.mkdir(parents=True, exist_ok=True)
    for name, text in hostile.items():
        store.save_path.write_text(text)
        t0 = time.perf_counter()
        loaded = store.load()
        print(f"load of a hostile 1 MiB save ({name}): {(time.perf_counter() - t0) * 1000:.0f} ms, moved aside: {loaded.moved_to is not None}")
        if loaded.moved_to is not None:
            loaded.moved_to.unlink()
    for name, record in (("53 actions", short), (f"{len(long.actions)} actions", long)):
        times = []
        for _ in range(200):
            t0 = time.perf_counter()
            assert store.save(record)
            times.append(time.perf_counter() - t0)
        size = store.save_path.stat().st_size
        print(f"save, {name} ({size:,} bytes): {figures(times)}")

    from PySide6.QtWidgets import QApplication

    from scorpion_qt.app.main import App

    app = App(["--game", str(WINNABLE_GAME)], analysis=False)
    app.window.board.animations = False
    app.window.show()
    QApplication.processEvents()
    times = []
    for m in line:
        t0 = time.perf_counter()
        app.controller.play(m)
        times.append(time.perf_counter() - t0)
        QApplication.processEvents()
    print(f"one action with the window, drawn and saved: {figures(times)}")
    app.window.store = None


if __name__ == "__main__":
    main()
