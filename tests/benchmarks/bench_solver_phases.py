"""Where the solver's slow deals spend their search (issue 25): nodes by phase.

Run on demand (not a pytest test), on a few deals only::

    PYTHONPATH=. python tests/benchmarks/bench_solver_phases.py 71045 900276 900373 [--top 3]

For each Cards4 deal it prints the search's positions before and after the
talon deal, the number of separate post-deal searches (one per position in
which the deal was played), the largest of them, how many positions the
proof of loss (``proves_loss``) would prove at every post-deal position
the search enters (a measure of how much a proof run everywhere could cut),
and how many entered post-deal positions share their board (up to a column
permutation) with another one of a different key (what a coarser key could
merge), how many have no move left, and how many have 0, 1, 2...
empty columns. ``--top N`` also prints the position in which each of the N largest
post-deal searches starts.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from scorpion_qt.engine import CARDS, Position

# The search as interpreted Python (a compiled class takes no Python subclass).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "solver"))
from interpreted import Board, Searcher, board_of, proves_loss  # noqa: E402


def show(b: Board) -> str:
    """The board as text, face-down cards in parentheses."""
    rows = []
    for i, col in enumerate(b.cols):
        h = b.hid[i]
        rows.append(f"    {i + 1}: " + " ".join(f"({CARDS[c]})" if j < h else str(CARDS[c]) for j, c in enumerate(col)))
    return "\n".join(rows)


class PhaseSearcher(Searcher):
    """The solver's search, counting what it enters before and after the deal."""

    def __init__(self, board: Board) -> None:
        super().__init__(board, lambda n: None)
        self.entered_pre = 0
        self.entered_post = 0
        self.provable_post = 0
        self.stuck_post = 0
        self.by_empties: dict[int, int] = {}
        self.subsearches: list[tuple[int, bool, str]] = []
        self.boards: dict[tuple[tuple[tuple[int, ...], int], ...], set[int]] = {}
        self._in_pre = True

    def _dfs(self) -> bool:
        b = self.board
        if b.talon:
            self.entered_pre += 1
            return super()._dfs()
        self.entered_post += 1
        if not b.ordered_moves(self.reduce):
            self.stuck_post += 1
        empties = sum(1 for c in b.cols if not c)
        self.by_empties[empties] = self.by_empties.get(empties, 0) + 1
        if proves_loss(b.cols, b.hid, b.talon, b.clear):
            self.provable_post += 1
        shape = tuple(sorted((tuple(c), h) for c, h in zip(b.cols, b.hid)))
        self.boards.setdefault(shape, set()).add(b.key)
        if not self._in_pre:
            return super()._dfs()
        self._in_pre = False
        start = self.nodes
        text = show(b)
        try:
            won = super()._dfs()
        finally:
            self._in_pre = True
        self.subsearches.append((self.nodes - start, won, text))
        return won


def main() -> None:
    """Profile the deals named on the command line."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("deals", type=int, nargs="+")
    parser.add_argument("--top", type=int, default=0, help="print the start of the N largest post-deal searches")
    args = parser.parse_args()
    for game in args.deals:
        s = PhaseSearcher(board_of(Position.deal(game)))
        t = time.process_time()
        won = s.run()
        cpu = time.process_time() - t
        subs = sorted(s.subsearches, key=lambda x: -x[0])
        post_nodes = sum(n for n, _, _ in subs)
        shared = sum(len(v) for v in s.boards.values() if len(v) > 1)
        print(f"deal {game}: {'won' if won else 'lost'}, {s.nodes} positions generated "
              f"({cpu:.2f} s with the counting), {post_nodes} of them after the deal "
              f"({100 * post_nodes / max(1, s.nodes):.1f} %)")
        print(f"  entered: {s.entered_pre} before the deal, {s.entered_post} after it, "
              f"in {len(subs)} post-deal searches (largest: {', '.join(str(n) for n, _, _ in subs[:8])} positions)")
        print(f"  post-deal positions the proof of loss proves: {s.provable_post} of {s.entered_post}; "
              f"sharing their board with another key: {shared}; with no move left: {s.stuck_post}; "
              f"by empty columns: {dict(sorted(s.by_empties.items()))}")
        for n, w, text in subs[:args.top]:
            print(f"  a post-deal search of {n} positions ({'won' if w else 'lost'}) starts at:\n{text}")


if __name__ == "__main__":
    main()
