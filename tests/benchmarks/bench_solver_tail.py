"""The solver's tail (issue 25): no deal over 1 s to decide, on ranges nobody tuned on.

Run on demand (not a pytest test)::

    PYTHONPATH=. python tests/benchmarks/bench_solver_tail.py [--range 70001-72000] [--limit N]
    PYTHONPATH=. python tests/benchmarks/bench_solver_tail.py --deals 71045,71570,900276

Decides every Cards4 deal of each range with this checkout's solver and,
in the same run, with a reference solver (by default the unchanged solver of
commit ``2af67b6``, extracted with ``git archive`` into a temporary
directory; ``--reference DIR`` names another checkout, ``--no-reference``
skips it). Each solver runs in its own child process and the deals are
given to the two in turn, so both see the same load on a shared machine;
the time of a deal is the CPU time of its search in that process.

Prints for each range and solver: deals, median, 99th percentile, maximum,
the count over 1 s, the unknowns and the five slowest deals (with the
positions the search generated, a measure the machine's load does not
change); then whether
the verdicts are identical (every deal that both decided), listing any deal
where they differ.

Ranges: 70001-72000 is where the tail was studied and tuned (issue 25,
first passes); the second pass (R4d, R3b's budgets, the deal first, P near
the root before the deal: PROOFS.md) was tuned on 300001-372000, which is
not run by default (``--range 300001-372000``). 150001-151000,
900001-901000, 520001-521000 and 640001-641000 are *held out*: measured,
never used to choose a rule or a parameter (the last two were chosen before
the second pass began and first run after it was done). The search of each tree runs as
it is found there: compiled where ``setup.py`` built it in place (``pip
install -e .``), else pure Python; the header says which. ``--limit N`` takes
the first N deals of each range (a short run); the default runs the five
ranges whole (about four minutes for both solvers on this machine).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REFERENCE_COMMIT = "2af67b6"
TUNING = "70001-72000"
HELD_OUT = ("150001-151000", "900001-901000", "520001-521000", "640001-641000")
ROOT = Path(__file__).resolve().parents[2]

# The child: reads deal numbers on stdin, answers one JSON line per deal.
CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from scorpion_qt.engine import Position
from scorpion_qt.solver import solve
from scorpion_qt.solver import _board
limit = float(sys.argv[2])
print(json.dumps({"ready": True, "search": _board.__file__}), flush=True)
for line in sys.stdin:
    n = int(line)
    p = Position.deal(n)
    t = time.process_time()
    r = solve(p, time_limit_s=limit)
    cpu = time.process_time() - t
    print(json.dumps({"game": n, "status": r.status, "cpu": cpu, "nodes": r.nodes}), flush=True)
"""


class Solver:
    """One solver (a source tree) in a child process."""

    def __init__(self, name: str, tree: Path, time_limit: float) -> None:
        self.name = name
        self.proc = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tree), str(time_limit)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=str(tree),
            env={**os.environ, "PYTHONPATH": str(tree)},
        )
        assert self.proc.stdout is not None
        search = str(json.loads(self.proc.stdout.readline()).get("search", "?"))
        # Compiled by mypyc (setup.py) or pure Python: the same search, not the same speed.
        self.kind = "pure Python" if search.endswith(".py") else "compiled" if search != "?" else "?"

    def decide(self, game: int) -> dict[str, object]:
        """The verdict, CPU seconds and nodes of one deal."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"{game}\n")
        self.proc.stdin.flush()
        out: dict[str, object] = json.loads(self.proc.stdout.readline())
        return out

    def close(self) -> None:
        """End the child process."""
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def parse_range(text: str) -> list[int]:
    """``"a-b"`` (inclusive) or ``"a"`` as a list of deal numbers."""
    lo, _, hi = text.partition("-")
    return list(range(int(lo), int(hi or lo) + 1))


def pct(sorted_ms: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of an ascending list."""
    if not sorted_ms:
        return float("nan")
    return sorted_ms[min(len(sorted_ms) - 1, int(q * len(sorted_ms)))]


def report(label: str, name: str, rows: list[dict[str, object]]) -> None:
    """Print one solver's figures over one range."""
    ms = sorted(1000 * float(r["cpu"]) for r in rows)  # type: ignore[arg-type]
    over = sum(1 for t in ms if t > 1000)
    unknown = sum(1 for r in rows if r["status"] == "unknown")
    slow = sorted(rows, key=lambda r: -float(r["cpu"]))[:5]  # type: ignore[arg-type]
    print(f"  {name:<9} {len(rows)} deals: median {pct(ms, 0.5):.1f} ms, p99 {pct(ms, 0.99):.1f} ms, "
          f"max {ms[-1] if ms else float('nan'):.0f} ms, over 1 s: {over}, unknown: {unknown}; slowest: "
          + ", ".join(f"{r['game']} {r['status']} {1000 * float(r['cpu']):.0f} ms "  # type: ignore[arg-type]
                      f"{int(r['nodes']) / 1e6:.2f}M nodes" for r in slow))  # type: ignore[call-overload]


def main() -> None:
    """Parse the arguments, run both solvers over the ranges, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--range", action="append", dest="ranges",
                        help=f"a deal range a-b (repeatable; default {TUNING} and the held-out {', '.join(HELD_OUT)})")
    parser.add_argument("--deals", help="a comma-separated list of deals instead of ranges")
    parser.add_argument("--limit", type=int, default=0, help="only the first N deals of each range")
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per deal (default 60)")
    parser.add_argument("--reference", help=f"reference source tree (default: git archive {REFERENCE_COMMIT})")
    parser.add_argument("--no-reference", action="store_true", help="run this checkout only")
    args = parser.parse_args()
    if args.deals:
        ranges = [("deals " + args.deals, [int(x) for x in args.deals.split(",")])]
    else:
        names = args.ranges or [TUNING, *HELD_OUT]
        ranges = []
        for text in names:
            games = parse_range(text)
            if args.limit:
                games = games[:args.limit]
            tag = " (tuning)" if text == TUNING else " (held out)" if text in HELD_OUT else ""
            ranges.append((f"{games[0]}-{games[-1]}{tag}", games))
    with tempfile.TemporaryDirectory() as tmp:
        solvers = [Solver("this", ROOT, args.time_limit)]
        if not args.no_reference:
            ref = Path(args.reference) if args.reference else Path(tmp)
            if not args.reference:
                archive = subprocess.run(["git", "-C", str(ROOT), "archive", REFERENCE_COMMIT, "scorpion_qt"],
                                         check=True, capture_output=True).stdout
                subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
            solvers.insert(0, Solver(f"ref {REFERENCE_COMMIT}" if not args.reference else "reference", ref,
                                     args.time_limit))
        try:
            print(f"solver tail, Cards4, CPU time per deal, {args.time_limit:g} s limit; "
                  f"solvers: {', '.join(f'{s.name} ({s.kind})' for s in solvers)}")
            differ_total = 0
            for label, games in ranges:
                rows: list[list[dict[str, object]]] = [[] for _ in solvers]
                for i, g in enumerate(games):
                    # alternate which solver goes first, so neither always meets a warm or cold cache
                    order = list(range(len(solvers)))
                    if i % 2:
                        order.reverse()
                    for k in order:
                        rows[k].append(solvers[k].decide(g))
                print(label)
                for s, r in zip(solvers, rows):
                    report(label, s.name, r)
                if len(solvers) == 2:
                    differ = [(a["game"], a["status"], b["status"]) for a, b in zip(rows[0], rows[1])
                              if a["status"] != b["status"] and "unknown" not in (a["status"], b["status"])]
                    differ_total += len(differ)
                    print(f"  verdicts: {'identical' if not differ else 'DIFFERENT'} "
                          f"({len(games) - len(differ)} of {len(games)} agree"
                          + (f"; differ: {differ}" if differ else "") + ")")
            if len(solvers) == 2:
                print(f"verdicts differing in all ranges: {differ_total}")
        finally:
            for s in solvers:
                s.close()


if __name__ == "__main__":
    main()
