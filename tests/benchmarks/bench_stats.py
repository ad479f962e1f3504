"""Statistics figures (issue 14), printed, run on demand:

    python tests/benchmarks/bench_stats.py [GAMES]

- the time to open Game › Statistics (store opened, figures, streaks, charts,
  the recent list, the dialog shown and painted) with 100,000 recorded games
  (target: under 300 ms), median of 5 opens;
- the store's size on disk;
- the time to record one attempt (first action + win), median of 200.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def fill(folder: Path, games: int) -> None:
    """Write ``games`` finished attempts (about 45 % won) in one transaction."""
    from scorpion_qt.app.game.statistics import StatsStore

    store = StatsStore.open(folder).store
    assert store is not None
    rng = random.Random(14)
    t = 1_600_000_000_000
    rows = []
    for i in range(games):
        t += rng.randint(60_000, 3_600_000)
        won = rng.random() < 0.45
        result = "won" if won else rng.choice(("blocked", "gave_up", "abandoned"))
        reason = rng.choice(("new", "restart", "quit", "other")) if result == "abandoned" else ""
        rows.append((
            f"{i:032x}", rng.randint(1, 999_999_999), "cards4", int(rng.random() < 0.02), t - 400_000, t, result,
            reason, 1, rng.randint(40, 160), rng.randint(0, 10), rng.randint(0, 5), rng.randint(60_000, 1_800_000),
            int(rng.random() < 0.8),
        ))
    store.db.execute("BEGIN")
    store.db.executemany(
        "INSERT INTO attempts (attempt, game, rules, practice, started_at, ended_at, result, reason, closed, moves,"
        " undos, hints, time_ms, proven_winnable) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        rows,
    )
    store.db.execute("COMMIT")
    store.close()


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    from PySide6.QtWidgets import QApplication

    from scorpion_qt.app.game.statistics import StatsStore
    from scorpion_qt.app.ui.dialogs.statistics import StatisticsDialog

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        t0 = time.perf_counter()
        fill(folder, games)
        print(f"filled {games:,} games in {time.perf_counter() - t0:.1f} s")
        size = (folder / "statistics.sqlite").stat().st_size
        print(f"store size on disk: {size / 1e6:.1f} MB ({size / games:.0f} bytes per game)")
        times, cpu = [], []
        for _ in range(5):
            t0 = time.perf_counter()
            c0 = time.process_time()
            store = StatsStore.open(folder).store  # as the window does at start (incl. quick_check)
            dialog = StatisticsDialog(store, variant="cards4")  # as Game › Statistics opens it
            dialog.show()
            dialog.repaint()
            app.processEvents()
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            dialog.close()
            dialog.deleteLater()
            app.processEvents()
            assert store is not None
            store.close()
        print(f"open Statistics with {games:,} games: median {statistics.median(times):.0f} ms "
              f"(min {min(times):.0f}, max {max(times):.0f}; target < 300 ms); CPU time median "
              f"{statistics.median(cpu):.0f} ms (wall minus CPU is waiting for a busy machine's cores)")
        print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        store = StatsStore.open(folder).store
        assert store is not None
        t0 = time.perf_counter()
        store.overview(20)
        print(f"  of which figures, streaks and charts (one query): {(time.perf_counter() - t0) * 1000:.0f} ms")
        t0 = time.perf_counter()
        store.overview(20, "cards4")
        print(f"  the same for one variant's games (cards4, the dialog's default; reads the table): "
              f"{(time.perf_counter() - t0) * 1000:.0f} ms")
        writes = []
        for i in range(200):
            t0 = time.perf_counter()
            ident = store.begin(3, "cards4")
            store.win(ident, moves=60, undos=0, hints=0, time_ms=1000 + i)
            writes.append((time.perf_counter() - t0) * 1000)
        print(f"record one attempt (begin + win, 2 transactions): median {statistics.median(writes):.1f} ms")
        store.close()


if __name__ == "__main__":
    main()
