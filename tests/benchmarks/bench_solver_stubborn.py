"""R6, stubborn sets after the deal (issue 25): measured, not adopted.

Run on demand (not a pytest test)::

    PYTHONPATH=. python tests/benchmarks/bench_solver_stubborn.py [--seeds N] [71045 900276 900373]
    PYTHONPATH=. python tests/benchmarks/bench_solver_stubborn.py --check 2000

The idea (PROOFS.md, "Tried for the solver's tail"): after the deal, when
R1, R1b and R5 do not apply, search only the moves of a *stubborn set*: a
set *S* of lead cards, grown from a seed ``y`` (a non-King lead that every
winning line moves), such that

- *D1*: an enabled card ``c`` of *S* can be played before any sequence of
  moves of cards outside *S* without making one of them illegal (for a
  non-King ``c``: every card that could go onto ``c``'s group, ``x - 1``
  for each card ``x`` of it, is in *S*; for a King, the other Kings that are
  not bases when the empty columns do not outnumber them);
- *D2*: a disabled card of *S* stays disabled until a card of *S* leads
  (the card on it when face down, the card on its successor, the cards
  above it up to its successor; for a King with no empty column every base
  card; a King that covers may also leave with its run, so one card of its
  suit that is not home joins).

Then some winning line, if any, starts with an enabled card of *S*
(PROOFS.md has the argument). The board below grafts this onto the
solver's search (a subclass; the solver is unchanged), tries ``--seeds``
seeds in the order of the moves and keeps the set with the fewest enabled
moves. It prints, for each deal, the verdict, positions and CPU time
beside the solver in the same run; ``--check N`` compares its verdicts
with the plain search (``solver_brute.plain_won``) on N random endgames
under the four rule sets, and on the trap of solver-notes.md (won).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

from scorpion_qt.engine import Position

# The search as interpreted Python (a compiled class takes no Python subclass).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "solver"))
from interpreted import Board, Searcher  # noqa: E402
from scorpion_qt.solver._board import _KINGS, IMove  # noqa: E402 (constants: the same compiled or not)
from solver_brute import ALL_RULES, plain_won, random_endgame  # noqa: E402
from test_solver_api import TRAP  # noqa: E402 (the trap of solver-notes.md, once)

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_solver_r1c import board  # noqa: E402 (the solver's board as a subclass, as R1c's graft makes it)


def stubborn(b: Board, moves: list[IMove], seeds: int) -> list[IMove]:
    """The moves of ``moves`` (every legal move after the deal, one per lead
    card) whose lead is in the smallest stubborn set found from the first
    ``seeds`` non-King leads; ``moves`` itself when none is smaller."""
    cols = b.cols
    colof = b.colof
    hid = b.hid
    clear = b.clear
    lead = [False] * 52
    for m in moves:
        lead[m[0]] = True
    n_empty = sum(1 for col in cols if not col)
    best: list[bool] | None = None
    bound = len(moves)
    for seed, _ in moves:
        if seed % 13 == 12:
            continue
        if not seeds:
            break
        seeds -= 1
        inset = [False] * 52
        inset[seed] = True
        work = [seed]
        runs = 0  # events taken: bit u, "suit u's run is removed"; 16, "a column empties"
        count = 0  # enabled cards in the set
        while work:
            c = work.pop()
            s = colof[c]
            col = cols[s]
            i = col.index(c)
            new: list[int] = []
            cover = -1
            if i < hid[s]:
                cover = col[i + 1]  # face down: the card on it must leave
            elif c % 13 == 12:
                if not n_empty:
                    if not runs & 16:  # a column must empty: a base card leaves
                        runs |= 16
                        for col2 in cols:
                            b0 = col2[0]
                            if b0 % 13 != 12:
                                new.append(b0)
                            elif clear:
                                new.append(52 + b0 // 13)
                else:
                    count += 1
                    if count >= bound:
                        break
                    others = [k for k in _KINGS if k != c and colof[k] >= 0 and cols[colof[k]][0] != k]
                    if n_empty <= len(others):
                        new += others
            elif lead[c]:
                count += 1
                if count >= bound:
                    break
                for x in col[i:]:
                    if x % 13:
                        new.append(x - 1)  # could go onto c's group
            else:
                dcol = cols[colof[c + 1]]
                j = dcol.index(c + 1)
                if j + 1 < len(dcol):
                    cover = dcol[j + 1]  # the card on its successor must leave
                else:
                    new += col[i + 1:]  # its successor lies above it, at its column's end
            if cover >= 0:
                new.append(cover)
                if clear and cover % 13 == 12:
                    new.append(52 + cover // 13)  # or leave with its run
            while new:
                x = new.pop()
                if x >= 52:  # suit u's run must be removed: one of its cards not home
                    u = x - 52
                    if runs >> u & 1:
                        continue
                    runs |= 1 << u
                    pick = -1
                    for y in range(u * 13, u * 13 + 12):
                        sy = colof[y]
                        if sy >= 0:
                            cy = cols[sy]
                            iy = cy.index(y)
                            if not (iy and cy[iy - 1] == y + 1):
                                pick = y
                                if inset[y]:
                                    break
                    if pick >= 0:
                        new.append(pick)
                    else:  # all home: the card on its Ace must leave
                        sa = colof[u * 13]
                        if sa >= 0:
                            ca = cols[sa]
                            ia = ca.index(u * 13)
                            if ia + 1 < len(ca):
                                a = ca[ia + 1]
                                new.append(a)
                                if clear and a % 13 == 12:
                                    new.append(52 + a // 13)
                    continue
                if inset[x]:
                    continue
                sx = colof[x]
                if sx < 0:
                    continue
                cx = cols[sx]
                ix = cx.index(x)
                if x % 13 == 12:
                    if not ix:
                        continue  # a base King never leads
                elif ix and cx[ix - 1] == x + 1:
                    continue  # home: never leads
                inset[x] = True
                work.append(x)
        else:
            if count < bound:
                bound = count
                best = inset
                if count <= 1:
                    break
    if best is None:
        return moves
    return [m for m in moves if best[m[0]]]


class StubbornBoard(Board):
    """The solver's board with R6 tried where R1, R1b and R5 do not apply."""

    __slots__ = ()
    seeds = 99

    def ordered_moves(self, safe: bool = False) -> list[IMove]:
        """:meth:`Board.ordered_moves`; after the deal, when it returns every
        move (no R1, R1b or R5), only those of the stubborn set."""
        moves = super().ordered_moves(safe)
        if safe and len(moves) > 1 and moves == super().ordered_moves(False):
            return stubborn(self, moves, self.seeds)
        return moves


def check(n: int, seed: int) -> None:
    """Compare the verdicts with the plain search on ``n`` random endgames."""
    rng = random.Random(seed)
    done = reduced_games = bad = 0
    for i in range(n):
        rules = ALL_RULES[i % 4]
        p = random_endgame(rng, rng.choice((2, 3, 3, 4)), rules, talon=rng.random() < 0.3)
        ref = plain_won(p, 300_000)
        if ref is None:
            continue
        b = board(p, StubbornBoard)
        if b.unsettled:
            continue
        calls = []
        orig = stubborn

        def counting(bb: Board, moves: list[IMove], seeds: int) -> list[IMove]:
            out = orig(bb, moves, seeds)
            calls.append(len(out) < len(moves))
            return out

        globals()["stubborn"] = counting
        try:
            got = Searcher(b, lambda n: None).run()
        finally:
            globals()["stubborn"] = orig
        done += 1
        reduced_games += any(calls)
        if got != ref:
            bad += 1
            print(f"DISAGREE endgame {i} ({rules}): plain {ref}, R6 {got}")
    trap = Searcher(board(Position.from_text(TRAP), StubbornBoard), lambda n: None).run()
    print(f"{done} random endgames decided by the plain search, {reduced_games} of them with a stubborn "
          f"set smaller than the moves; disagreements: {bad}; trap position (won): {'won' if trap else 'LOST'}")


def main() -> None:
    """Print the verdicts, positions and CPU times beside the solver."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("deals", type=int, nargs="*", default=[71045, 900276, 900373])
    parser.add_argument("--seeds", type=int, default=99, help="seeds tried per position (default: all)")
    parser.add_argument("--check", type=int, default=0, help="compare with the plain search on N endgames")
    parser.add_argument("--seed", type=int, default=25, help="random seed of --check")
    args = parser.parse_args()
    StubbornBoard.seeds = args.seeds
    if args.check:
        check(args.check, args.seed)
        return
    for game in args.deals:
        cells = []
        for name, k in (("solver", Board), (f"R6 ({args.seeds} seeds)", StubbornBoard)):
            s = Searcher(board(Position.deal(game), k), lambda n: None)
            t = time.process_time()
            won = s.run()
            cells.append(f"{name} {'won' if won else 'lost'} {s.nodes:,} positions {time.process_time() - t:.2f} s")
        print(f"deal {game}: " + "; ".join(cells), flush=True)


if __name__ == "__main__":
    main()
