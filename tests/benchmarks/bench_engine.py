"""Engine throughput: ``legal_moves()`` + ``play()`` per second in random play.

Run on demand: ``python tests/benchmarks/bench_engine.py [--seconds S]``.
Target (issue 2): at least 50,000 positions per second on one core.
"""

from __future__ import annotations

import argparse
import random
import time

from scorpion_qt.engine import Position


def run(seconds: float = 3.0, seed: int = 1) -> tuple[int, float]:
    """Play random games for about ``seconds``; return (positions, seconds)."""
    rng = random.Random(seed)
    count = 0
    start = time.perf_counter()
    game = 1
    while time.perf_counter() - start < seconds:
        p = Position.deal(game)
        game += 1
        for _ in range(200):
            moves = p.legal_moves()
            if not moves:
                break
            p = p.play(moves[rng.randrange(len(moves))])
            count += 1
    return count, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    n, s = run(args.seconds)
    print(f"engine: {n} positions in {s:.2f} s = {n / s:,.0f} legal_moves()+play() per second (target >= 50,000)")


if __name__ == "__main__":
    main()
