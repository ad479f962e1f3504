"""Solver speed and Cards4 winnability over numbered deals.

Run on demand (not a pytest test)::

    PYTHONPATH=. python tests/benchmarks/bench_solver.py [--deals 1000] [--time-limit 10] [--jobs 1]

Solves deals 1..N (``Position.deal(n)``, Cards4 rules) with a time limit per
deal and prints: unknown count, median / 90th / 99th percentile time, the
winnable share with its 95 % Wilson interval, and the number of deals.
Targets (issue 6, one process): 0 unknown at 10 s, median < 5 ms, 99th < 1 s.
"""

from __future__ import annotations

import argparse
import time

from scorpion_qt.engine import CARDS4
from scorpion_qt.solver.batch import solve_deals, summary_lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1000, help="solve deals 1..N (default 1000)")
    parser.add_argument("--first", type=int, default=1, help="first deal number (default 1)")
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per deal (default 10)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--verbose", action="store_true", help="print every deal, not only slow ones")
    args = parser.parse_args()
    games = list(range(args.first, args.first + args.deals))
    start = time.perf_counter()
    results = []
    for r in solve_deals(games, CARDS4, args.time_limit, args.jobs):
        results.append(r)
        if args.verbose or r.seconds > 0.5 or r.status == "unknown":
            print(f"{r.game} {r.status} {r.seconds:.3f}s {r.nodes} nodes", flush=True)
    print(f"solver benchmark, Cards4, deals {games[0]}..{games[-1]}, {args.time_limit:g} s limit, jobs {args.jobs}")
    for line in summary_lines(results, time.perf_counter() - start):
        print(line)


if __name__ == "__main__":
    main()
