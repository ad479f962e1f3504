"""Differential check of the solver's "lost" verdicts, on many deals.

Run on demand (not a pytest test)::

    PYTHONPATH=. python tests/benchmarks/bench_false_losses.py --first 20001 --deals 2000 [--jobs 2]

For every winnable deal in the range (Cards4 rules unless ``--rules``), it
follows the solver's winning line and, at every step, plays each other legal
move. Every such position is solved; each "won" line is replayed on the
engine, and each "lost" verdict is compared with a plain exhaustive search
(the solver's board with no proof of loss and no move reduction,
``solver_brute.plain_won``; a disagreement is confirmed by the engine-based
``brute_force_won`` when that fits its budget; ``--engine-limit N`` also
checks every lost verdict with the engine-based search when it needs at most
N positions, a reference that shares no code with the solver). Prints the positions checked,
the disagreements (each with its deal, step and position text) and the lost
verdicts the plain search could not settle within its node budget.

Every variant of the family (``--rules wasp``, ``three-blind-mice``,
``scorpion-head``, ``scorpion-tail``, ``scorpion-ii``, with the options
joined by ``+``): for the variants the solver decides with its unpruned
search (PROOFS.md §V2), whose board is not the pruned one, each "lost"
verdict is checked by the engine-based breadth-first search
(``solver_brute.breadth_first_won``, another order than the solver's, no
recursion, so Wasp's and Scorpion Head's repeating positions are fine) within
``--plain-limit`` positions::

    PYTHONPATH=. python tests/benchmarks/bench_false_losses.py --rules wasp --first 1 --deals 20 --time-limit 1
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "solver"))

from solver_brute import breadth_first_won, brute_force_won, off_line_children, plain_won  # noqa: E402

from scorpion_qt.engine import Position, Rules  # noqa: E402
from scorpion_qt.solver import solve  # noqa: E402
from scorpion_qt.solver._plain import uses_pruned_search  # noqa: E402
from scorpion_qt.solver.batch import parse_rules  # noqa: E402


def check_deal(args: tuple[int, Rules, float, int, int]) -> dict[str, Any]:
    """Check one deal; a dict of counts and the disagreements found."""
    game, rules, time_limit, plain_limit, engine_limit = args
    out: dict[str, Any] = {"game": game, "won": False, "positions": 0, "lost": 0, "won_children": 0,
                           "unknown": 0, "unchecked": 0, "false_lost": [], "bad_lines": 0, "seconds": 0.0,
                           "by_engine": 0, "engine_disagrees": 0}
    p = Position.deal(game, rules)
    pruned = uses_pruned_search(p)
    r = solve(p, time_limit_s=time_limit)
    if not r.won:
        return out
    out["won"] = True
    for step, child in off_line_children(p, r.moves):
        out["positions"] += 1
        t = time.process_time()
        rc = solve(child, time_limit_s=time_limit)
        out["seconds"] = max(out["seconds"], time.process_time() - t)
        if rc.status == "unknown":
            out["unknown"] += 1
        elif rc.status == "won":
            out["won_children"] += 1
            q = child
            for m in rc.moves:
                q = q.play(m)
            if not q.is_won:
                out["bad_lines"] += 1
        else:
            out["lost"] += 1
            if not pruned:
                truth = breadth_first_won(child, plain_limit)
                if truth is None:
                    out["unchecked"] += 1
                elif truth:
                    out["false_lost"].append((step, child.to_text(), True))
                continue
            if engine_limit:
                by_engine = brute_force_won(child, limit=engine_limit)
                if by_engine is not None:
                    out["by_engine"] += 1
                    if by_engine:
                        out["engine_disagrees"] += 1
                        out["false_lost"].append((step, child.to_text(), True))
            truth = plain_won(child, plain_limit)
            if truth is None:
                out["unchecked"] += 1
            elif truth:
                confirm = brute_force_won(child, limit=100_000)
                out["false_lost"].append((step, child.to_text(), confirm))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--first", type=int, default=20001, help="first deal number (default 20001)")
    parser.add_argument("--deals", type=int, default=200, help="number of deals (default 200)")
    parser.add_argument("--rules", default="cards4",
                        help="a variant (cards4, scorpion-ii, wasp, three-blind-mice, scorpion-head, scorpion-tail) "
                             "and/or the options keep-runs, traditional-talon, traditional, joined by +")
    parser.add_argument("--time-limit", type=float, default=10.0, help="solver seconds per position (default 10)")
    parser.add_argument("--plain-limit", type=int, default=3_000_000,
                        help="node budget of the plain search (for the unpruned variants: of the engine's "
                             "breadth-first search) per lost verdict (default 3,000,000)")
    parser.add_argument("--engine-limit", type=int, default=0,
                        help="also check each lost verdict with the engine-based brute force when it needs "
                             "at most this many positions (default 0: only to confirm disagreements)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args()
    if args.deals < 1 or args.jobs < 1 or args.time_limit <= 0 or args.plain_limit < 1:
        parser.error("--deals, --jobs, --time-limit and --plain-limit must be positive")
    try:
        rules = parse_rules(args.rules, variants=None)
    except ValueError as e:
        parser.error(str(e))
    if rules.decks != 1:
        parser.error(f"{rules.variant}: the false-loss check needs a one-deck variant")
    tasks = [(g, rules, args.time_limit, args.plain_limit, args.engine_limit)
             for g in range(args.first, args.first + args.deals)]
    start = time.perf_counter()
    totals = {"won": 0, "positions": 0, "lost": 0, "won_children": 0, "unknown": 0, "unchecked": 0,
              "bad_lines": 0, "by_engine": 0, "engine_disagrees": 0}
    false_lost = 0
    bad_deals = []
    slowest = 0.0
    if args.jobs > 1:
        pool = multiprocessing.get_context("spawn").Pool(args.jobs)
        results = pool.imap(check_deal, tasks, chunksize=2)
    else:
        results = map(check_deal, tasks)
    for res in results:
        for k in totals:
            totals[k] += int(res[k])
        slowest = max(slowest, res["seconds"])
        if res["false_lost"]:
            bad_deals.append(res["game"])
            for step, text, confirm in res["false_lost"]:
                false_lost += 1
                print(f"FALSE LOST: deal {res['game']} step {step} (engine brute force: {confirm})")
                print(text, flush=True)
    print(f"false-loss check, rules {'+'.join(rules.tokens()) or 'cards4'}, deals {args.first}.."
          f"{args.first + args.deals - 1}: {totals['won']} winnable deals")
    print(f"positions one move off a winning line: {totals['positions']}  won: {totals['won_children']}  "
          f"lost: {totals['lost']}  unknown: {totals['unknown']}")
    pruned = uses_pruned_search(Position.deal(args.first, rules))
    reference = "plain search" if pruned else "the engine's breadth-first search"
    print(f"lost verdicts checked by {reference}: {totals['lost'] - totals['unchecked']}  "
          f"unchecked (over budget): {totals['unchecked']}")
    print(f"disagreements (solver lost, plain search or engine won): {false_lost} in {len(bad_deals)} deals "
          f"{bad_deals}")
    if args.engine_limit:
        print(f"lost verdicts also checked by the engine-based brute force: {totals['by_engine']}, "
              f"of which it found won: {totals['engine_disagrees']}")
    print(f"won lines that failed to replay: {totals['bad_lines']}")
    print(f"slowest solve of one position: {1000 * slowest:.1f} ms CPU; wall-clock {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
