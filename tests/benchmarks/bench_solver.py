"""Solver speed and Cards4 winnability over numbered deals, and hint speed.

Run on demand (not a pytest test)::

    PYTHONPATH=. python tests/benchmarks/bench_solver.py [--deals 10000] [--time-limit 10] [--jobs 1]
    PYTHONPATH=. python tests/benchmarks/bench_solver.py --hints 2000
    PYTHONPATH=. python tests/benchmarks/bench_solver.py --variant wasp --deals 200 --time-limit 2

Solves deals 1..N (``Position.deal(n)``, Cards4 rules) with a time limit per
deal (process CPU time of the search unless ``--wall``) and prints: unknown count, median / 90th / 99th percentile /
maximum time per deal (process CPU time of each search, measured in the
process that runs it: the better measure on a shared machine), the slowest
deals, and the winnable share with its 95 % Wilson interval. ``--variant``
takes any rule set of ``scorpion_qt.engine.VARIANTS`` (Double Scorpion's two decks too) (issue 26: the
family's winnable shares; a variant whose search answers "unknown" for some
deals bounds the share between won/all and (won + unknown)/all).
Targets (issue 10, deals 1-10,000): 0 unknown at 10 s, median < 1 ms,
99th percentile < 100 ms, slowest < 2 s.

``--hints N`` instead times ``hint()`` (the heuristic, no known line) on N
positions of random play (Cards4, traditional talon and keep-runs) and prints
the median, 99th percentile and maximum CPU time per call (issue 6 target:
a few milliseconds).
"""

from __future__ import annotations

import argparse
import random
import time

from scorpion_qt.engine import VARIANTS, Position, Rules
from scorpion_qt.solver import hint
from scorpion_qt.solver.batch import percentile, solve_deals, summary_lines


def bench_hints(n: int) -> None:
    """Time ``hint()`` on ``n`` positions of seeded random play."""
    rng = random.Random(4)
    times: list[float] = []
    rules = [Rules(), Rules(True, False), Rules(False, True)]
    while len(times) < n:
        p = Position.deal(rng.randrange(1, 10**9), rules[len(times) % 3])
        for _ in range(80):
            t = time.process_time()
            hint(p)
            times.append(time.process_time() - t)
            legal = p.legal_moves()
            if not legal:
                break
            p = p.play(rng.choice(legal))
    times.sort()
    print(f"hint() on {len(times)} positions of random play: median {1000 * percentile(times, 0.5):.2f} ms, "
          f"99th {1000 * percentile(times, 0.99):.2f} ms, max {1000 * times[-1]:.2f} ms (CPU time)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1000, help="solve deals 1..N (default 1000)")
    parser.add_argument("--first", type=int, default=1, help="first deal number (default 1)")
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per deal (default 10)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--verbose", action="store_true", help="print every deal, not only slow ones")
    parser.add_argument("--wall", action="store_true",
                        help="the time limit counts wall-clock time (default: CPU time of the search)")
    parser.add_argument("--variant", default="cards4", choices=sorted(VARIANTS),
                        help="rule set (default cards4; double-scorpion is not playable)")
    parser.add_argument("--hints", type=int, default=0, help="time hint() on N positions instead")
    args = parser.parse_args()
    if args.hints:
        bench_hints(args.hints)
        return
    games = list(range(args.first, args.first + args.deals))
    start = time.perf_counter()
    results = []
    rules = VARIANTS[args.variant]
    for r in solve_deals(games, rules, args.time_limit, args.jobs, cpu_limit=not args.wall):
        results.append(r)
        if args.verbose or r.cpu_seconds > 0.5 or r.status == "unknown":
            print(f"{r.game} {r.status} {r.cpu_seconds:.3f}s CPU ({r.seconds:.3f}s wall) {r.nodes} nodes", flush=True)
    print(f"solver benchmark, {args.variant}, deals {games[0]}..{games[-1]}, {args.time_limit:g} s "
          f"{'wall-clock' if args.wall else 'CPU'} limit, jobs {args.jobs}")
    for line in summary_lines(results, time.perf_counter() - start):
        print(line)
    n = max(len(results), 1)
    won = sum(r.status == "won" for r in results)
    unknown = sum(r.status == "unknown" for r in results)
    if unknown:
        print(f"winnable share bounded: {100 * won / n:.1f} % to {100 * (won + unknown) / n:.1f} % "
              f"(every unknown deal lost, or every one won)")
    slowest = sorted(results, key=lambda r: -r.cpu_seconds)[:5]
    print("slowest: " + ", ".join(f"{r.game} ({r.status}, {1000 * r.cpu_seconds:.0f} ms)" for r in slowest))


if __name__ == "__main__":
    main()
