"""Solving numbered deals in bulk, and the figures reported about them.

Used by ``python -m scorpion_qt.solver`` and ``tests/benchmarks/bench_solver.py``.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Sequence

from ..engine import MAX_GAME_NUMBER, Position, Rules
from ._solve import solve

__all__ = [
    "DealResult",
    "parse_games",
    "parse_rules",
    "solve_deal",
    "solve_deals",
    "wilson",
    "percentile",
    "summary_lines",
]


@dataclass(frozen=True)
class DealResult:
    """One numbered deal's verdict: ``status`` as in :class:`SolveResult`,
    ``seconds`` of search (wall clock), ``nodes`` generated, ``moves`` the
    winning line in notation (empty unless won), ``cpu_seconds`` the
    process CPU time of the search (-1 when not measured; on a busy machine
    it is the better measure of the solver's own speed)."""

    game: int
    status: str
    seconds: float
    nodes: int
    moves: tuple[str, ...]
    cpu_seconds: float = -1.0


def parse_games(text: str) -> list[int]:
    """Read a game list such as ``"1-100,250,300-310"`` (ranges inclusive);
    ``ValueError`` (in words) on bad text, numbers below 1 or above
    :data:`~scorpion_qt.engine.MAX_GAME_NUMBER`, or a range of more than
    ten million deals."""
    games: list[int] = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        lo, sep, hi = part.partition("-")
        try:
            a = int(lo)
            b = int(hi) if sep else a
        except ValueError:
            raise ValueError(f"bad game list item {part!r} (expected e.g. 1-100,250)") from None
        if a < 1 or b < a:
            raise ValueError(f"bad game range {part!r}")
        if b > MAX_GAME_NUMBER:
            raise ValueError(f"game numbers go from 1 to {MAX_GAME_NUMBER}, not {b}")
        if b - a >= 10_000_000 or len(games) + b - a >= 10_000_000:
            raise ValueError(f"too many games in {part!r} (at most 10,000,000 in all)")
        games.extend(range(a, b + 1))
    if not games:
        raise ValueError("empty game list")
    return games


BATCH_VARIANTS = ("cards4", "scorpion-ii")
"""The variants the batch runs: those the pruned search proves (PROOFS.md §V)."""


def parse_rules(text: str, variants: tuple[str, ...] | None = BATCH_VARIANTS) -> Rules:
    """Read ``cards4``, ``traditional-talon``, ``keep-runs`` or ``traditional``
    and the variant ``scorpion-ii`` (several may be joined with ``,`` or
    ``+``); ``ValueError`` otherwise, also for the other variants, which
    only the unpruned search handles (too slow for a batch of deals).
    ``variants``: the variant names accepted (None: every one of
    :data:`~scorpion_qt.engine.VARIANTS`, for callers that run the
    unpruned search too)."""
    rules = Rules.from_tokens(text.replace("+", ",").split(","))
    if variants is not None and rules.variant not in variants:
        raise ValueError(f"the batch solver does not run {rules.variant} (only {', '.join(BATCH_VARIANTS)})")
    return rules


def solve_deal(args: tuple[int, Rules, float, bool] | tuple[int, Rules, float, bool, bool]) -> DealResult:
    """Solve deal ``game`` under ``rules`` within ``time_limit`` seconds
    (a top-level function, so that spawned worker processes can run it).
    An optional fifth item True makes the limit one of process CPU time
    instead of wall-clock time (for measuring on a shared machine)."""
    game, rules, time_limit, want_moves = args[:4]
    cpu_limit = len(args) > 4 and bool(args[4])
    p = Position.deal(game, rules)
    cpu = time.process_time()
    if cpu_limit:
        r = solve(p, time_limit_s=None, cancel=lambda: time.process_time() - cpu >= time_limit)
    else:
        r = solve(p, time_limit_s=time_limit)
    cpu = time.process_time() - cpu
    moves = tuple(str(m) for m in r.moves) if want_moves else ()
    return DealResult(game, r.status, r.seconds, r.nodes, moves, cpu)


def solve_deals(
    games: Sequence[int],
    rules: Rules,
    time_limit: float,
    jobs: int = 1,
    want_moves: bool = False,
    cpu_limit: bool = False,
) -> Iterator[DealResult]:
    """Yield each deal's result, in game order; ``jobs > 1`` uses that many
    worker processes (spawn-safe: call from under ``if __name__ == "__main__"``);
    ``cpu_limit``: the time limit counts process CPU time, not wall-clock time."""
    tasks = [(g, rules, time_limit, want_moves, cpu_limit) for g in games]
    if jobs <= 1:
        for t in tasks:
            yield solve_deal(t)
        return
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(jobs) as pool:
        yield from pool.imap(solve_deal, tasks, chunksize=4)


def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of a proportion, as fractions."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted values, nearest-rank method."""
    if not sorted_values:
        return float("nan")
    k = max(0, min(len(sorted_values) - 1, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[k]


def summary_lines(results: Iterable[DealResult], wall_seconds: float | None = None) -> list[str]:
    """The summary printed after a batch: counts, winnable share with its 95 %
    Wilson interval (over all deals, and over decided deals), decided share,
    and median / 90th / 99th percentile / maximum time (CPU time when every
    result has it, else wall clock)."""
    rs = list(results)
    n = len(rs)
    won = sum(r.status == "won" for r in rs)
    lost = sum(r.status == "lost" for r in rs)
    unknown = n - won - lost
    cpu = bool(rs) and all(r.cpu_seconds >= 0 for r in rs)
    times = sorted(r.cpu_seconds if cpu else r.seconds for r in rs)
    lo, hi = wilson(won, n)
    lines = [
        f"deals: {n}  won: {won}  lost: {lost}  unknown: {unknown}",
        f"winnable: {100 * won / max(n, 1):.1f} % (95 % CI {100 * lo:.1f}-{100 * hi:.1f} %, Wilson, n={n})",
    ]
    decided = won + lost
    if unknown:
        dlo, dhi = wilson(won, decided)
        lines.append(
            f"winnable among decided: {100 * won / max(decided, 1):.1f} % (95 % CI {100 * dlo:.1f}-{100 * dhi:.1f} %)"
        )
    lines.append(f"decided: {100 * decided / max(n, 1):.1f} % ({decided}/{n})")
    if times:
        lines.append(
            "{} per deal: median {:.2f} ms, 90th {:.2f} ms, 99th {:.2f} ms, max {:.2f} ms, sum {:.1f} s".format(
                "CPU time" if cpu else "time",
                1000 * percentile(times, 0.5),
                1000 * percentile(times, 0.9),
                1000 * percentile(times, 0.99),
                1000 * times[-1],
                sum(times),
            )
        )
    nodes = sorted(r.nodes for r in rs)
    if nodes:
        lines.append(f"nodes per deal: median {percentile(nodes, 0.5)}, max {nodes[-1]}")
    if wall_seconds is not None:
        lines.append(f"wall-clock: {wall_seconds:.1f} s")
    return lines


def run_batch(
    games: Sequence[int],
    rules: Rules,
    time_limit: float,
    jobs: int,
    want_moves: bool,
    emit: Callable[[str], None] = print,
) -> list[DealResult]:
    """Solve ``games``, printing one line per deal then the summary; returns the results."""
    start = time.perf_counter()
    results = []
    for r in solve_deals(games, rules, time_limit, jobs, want_moves):
        results.append(r)
        line = f"{r.game} {r.status} {r.seconds:.4f}s {r.nodes} nodes"
        if r.cpu_seconds >= 0:
            line += f" (CPU {r.cpu_seconds:.4f}s)"
        if want_moves and r.moves:
            line += " : " + " ".join(r.moves)
        emit(line)
    for line in summary_lines(results, time.perf_counter() - start):
        emit(line)
    return results
