"""The quit loop of issue 22 (F6), long, printed, run on demand:

    python tests/benchmarks/bench_quit_signals.py [RUNS] [SEED] [PARALLEL]

Starts RUNS (default 300) real games under the offscreen platform, PARALLEL
(default 4) at a time, and sends each SIGTERM, SIGINT or SIGHUP at a random
moment 0.4–3 s after its start (start-up, play), half of them a second
signal 0–0.3 s later (shutdown). Prints the runs, the failures by kind
(exit code other than 0, a traceback or crash, a save that lost the game,
a lock or temporary file left) and the first few failures in full; exits 1
when any run failed. Target: 0 failures. A run the signal ended while Python
itself was still starting, before the game read or made anything, is counted
apart ("ended before the game started"), not as a failure.
"""

from __future__ import annotations

import collections
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "app"))


def main(runs: int = 300, seed: int = 1, parallel: int = 4) -> int:
    from quitloop import BEFORE_MAIN, run_many

    start = time.monotonic()
    results = run_many(runs, parallel=parallel, seed=seed)
    kinds = collections.Counter(r.problem or "clean" for r in results)
    print(f"{len(results)} runs in {time.monotonic() - start:.0f} s: {dict(kinds)}")
    codes = collections.Counter(r.returncode for r in results)
    print(f"exit codes: {dict(codes)}")
    bad = [r for r in results if r.problem and r.problem != BEFORE_MAIN]
    for r in bad[:10]:
        print(f"--- {r.signals}: {r.problem}\n{r.output[-1500:]}")
    return 1 if bad else 0


if __name__ == "__main__":
    a = sys.argv[1:]
    raise SystemExit(main(int(a[0]) if a else 300, int(a[1]) if len(a) > 1 else 1, int(a[2]) if len(a) > 2 else 4))
