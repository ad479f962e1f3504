"""R1c, a generalised safe move after the deal (issue 25): measured, not adopted.

Run on demand (not a pytest test)::

    PYTHONPATH=. python tests/benchmarks/bench_solver_r1c.py [71045 900276 900373]

The idea (PROOFS.md, "Tried for the solver's tail"): with no talon left,
play a non-King ``y`` onto its successor ``s`` at once, without trying the
other moves, when no move of a winning line can become illegal by it. A
move of the line breaks only when a card ``b`` at or below ``s`` leads onto
``b + 1`` lying at or above ``y``: after ``y``'s move both lie in one
column. Two versions of the condition are measured here, each grafted onto
the solver's search after R1, R1b and R5 (a subclass of the board; the
solver itself is unchanged):

- ``simple``: no such pair among the cards *now* above ``y`` and *now* in
  ``s``'s column (in either direction). **Unsound**: on the trap of
  solver-notes.md (``tests/solver/test_solver_api.py::TRAP``) it plays
  ``4C>3`` and calls the won position lost. The pair there is 9♠ (below
  5♣) and 10♠, which is not on 4♣ yet: it joins when 4♥ goes onto 5♥.
- ``closure``: the same test over every card that can *ever* lie at or
  above ``y`` before ``y`` moves (the group, and for each of its cards ``c``
  the card ``c - 1`` with what lies on it, closed; a face-down ``c - 1``
  alone) against every card that can ever lead while at or below ``s``
  (``s``'s column, and for each such card ``b`` that is face up, or a lead
  target, not home and not a King, ``b + 1``'s column up to it, closed).
  Sound by the line simulation of PROOFS.md (R1b's argument), but it cuts
  few positions.

For each deal and each version it prints the verdict, the positions
generated and the CPU time, beside the solver without R1c in the same run,
and the verdict of each version on the trap position (which is won).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from scorpion_qt.engine import Position

# The search as interpreted Python (a compiled class takes no Python subclass).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "solver"))
from interpreted import Board, Searcher, board_of  # noqa: E402
from scorpion_qt.solver._board import IMove  # noqa: E402 (a type alias)
from test_solver_api import TRAP  # noqa: E402 (the trap of solver-notes.md, once)


def simple_tie_free(b: Board, y: int, d: int) -> bool:
    """No card now in ``d`` (the column of ``s = y + 1``) whose predecessor
    (other than ``y``) or successor lies now in ``y``'s group, a successor
    counting only when the card is not home (the unsound version)."""
    src = b.cols[b.colof[y]]
    above = set(src[src.index(y):])
    dst = b.cols[d]
    for j, c in enumerate(dst):
        if c % 13 != 12 and not (j and dst[j - 1] == c + 1) and c + 1 in above:
            return False
        if c % 13 and c - 1 in above and c - 1 != y:
            return False
    return True


def closure_tie_free(b: Board, y: int, d: int) -> bool:
    """The sound version: no card that can ever lead while at or below
    ``s`` has its successor among the cards that can ever lie at or above
    ``y`` before ``y`` moves (see the module docstring)."""
    cols = b.cols
    colof = b.colof
    hid = b.hid
    src = cols[colof[y]]
    above = set(src[src.index(y):])
    work = list(above)
    while work:
        c = work.pop()
        if c % 13:
            p = c - 1
            if p not in above and colof[p] >= 0:
                ci = colof[p]
                col = cols[ci]
                j = col.index(p)
                if j < hid[ci]:
                    above.add(p)  # face down: when it leads, only later arrivals lie on it
                    work.append(p)
                else:
                    for x in col[j:]:
                        if x not in above:
                            above.add(x)
                            work.append(x)
    seen: set[int] = set()
    roots = [y + 1]
    rooted = {y + 1}
    while roots:
        r = roots.pop()
        ci = colof[r]
        col = cols[ci]
        h = hid[ci]
        for j in range(col.index(r), -1, -1):
            c = col[j]
            if c in seen and c not in rooted:
                continue
            seen.add(c)
            if c % 13 == 12 or (j and col[j - 1] == c + 1):
                continue  # a King or home: never leads onto a card
            if j < h and c not in rooted:
                continue  # face down: turns up only after every root above it has left
            if c + 1 in above:
                return False
            if c + 1 not in rooted:
                rooted.add(c + 1)
                roots.append(c + 1)
    return True


class R1cBoard(Board):
    """The solver's board with R1c tried after R1, R1b and R5."""

    __slots__ = ()
    test = staticmethod(closure_tie_free)

    def ordered_moves(self, safe: bool = False) -> list[IMove]:
        """:meth:`Board.ordered_moves`, then (after the deal) the first
        non-King move that passes ``test``, alone."""
        moves = super().ordered_moves(safe)
        if safe and len(moves) > 1:
            for m in moves:
                if m[0] >= 0 and m[0] % 13 != 12 and self.test(self, m[0], m[1]):
                    return [m]
        return moves


class SimpleBoard(R1cBoard):
    """R1c with the unsound condition."""

    __slots__ = ()
    test = staticmethod(simple_tie_free)


def board(p: Position, kind: type[Board]) -> Board:
    """The solver's board of ``p`` as an instance of ``kind``."""
    src = board_of(p)
    b = kind.__new__(kind)
    for name in Board.__slots__:
        setattr(b, name, getattr(src, name))
    return b


def main() -> None:
    """Print the verdicts, positions and CPU times of the three versions."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("deals", type=int, nargs="*", default=[71045, 900276, 900373])
    args = parser.parse_args()
    kinds: list[tuple[str, type[Board]]] = [("solver", Board), ("closure", R1cBoard), ("simple", SimpleBoard)]
    trap = Position.from_text(TRAP)
    print("trap position (won): " + ", ".join(
        f"{name} {'won' if Searcher(board(trap, k), lambda n: None).run() else 'LOST'}" for name, k in kinds))
    for game in args.deals:
        cells = []
        for name, k in kinds:
            s = Searcher(board(Position.deal(game), k), lambda n: None)
            t = time.process_time()
            won = s.run()
            cells.append(f"{name} {'won' if won else 'lost'} {s.nodes} positions {time.process_time() - t:.2f} s")
        print(f"deal {game}: " + "; ".join(cells))


if __name__ == "__main__":
    main()
