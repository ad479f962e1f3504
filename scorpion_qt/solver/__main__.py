"""Command line: solve numbered deals and print the figures.

``python -m scorpion_qt.solver --games 1-1000 --time-limit 10 [--jobs N]
[--rules cards4|traditional-talon|keep-runs|traditional] [--moves]``
"""

from __future__ import annotations

import argparse
import sys

from .batch import parse_games, parse_rules, run_batch


def main(argv: list[str] | None = None) -> int:
    """Parse ``argv`` (default: ``sys.argv[1:]``), run the batch; exit status 0,
    2 on bad arguments (a usage message on stderr): a bad game list, a game
    number above the maximum, unknown rules, ``--jobs`` below 1, a negative
    or non-numeric time limit."""
    parser = argparse.ArgumentParser(prog="python -m scorpion_qt.solver", description=__doc__)
    parser.add_argument("--games", default="1-100", help="game numbers, e.g. 1-100,250,300-310")
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per deal (default 10)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument(
        "--rules",
        default="cards4",
        help="cards4 (default), traditional-talon, keep-runs or traditional (both)",
    )
    parser.add_argument("--moves", action="store_true", help="print the winning line of each won deal")
    args = parser.parse_args(argv)
    try:
        games = parse_games(args.games)
        rules = parse_rules(args.rules)
    except ValueError as exc:
        parser.error(str(exc))
    if args.jobs < 1:
        parser.error(f"--jobs must be at least 1, not {args.jobs}")
    if not args.time_limit >= 0:  # also refuses nan
        parser.error(f"--time-limit must be a number of seconds, 0 or more, not {args.time_limit:g}")
    print(f"rules: {' '.join(rules.tokens()) or 'cards4'}; time limit {args.time_limit:g} s; jobs {args.jobs}")
    sys.stdout.flush()
    run_batch(games, rules, args.time_limit, args.jobs, args.moves, emit=lambda s: print(s, flush=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
