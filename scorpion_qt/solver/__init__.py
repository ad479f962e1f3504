"""Full-information solver for Scorpion (no Qt); see issue 6.

::

    from scorpion_qt.engine import Position
    from scorpion_qt.solver import solve, hint

    r = solve(Position.deal(7), time_limit_s=10)
    r.status      # "won", "lost" (proven) or "unknown" (limit hit / cancelled)
    r.moves       # a winning line (engine Moves) when won
    hint(position, known_line=r.moves)   # the next move to suggest
    h = hint_result(position)            # Hint(move, winnable, line):
    h.winnable   # True: move starts a winning line; False: proven lost,
                 # move is the best try; None: not known within the budget

Command line: ``python -m scorpion_qt.solver --games 1-1000 --time-limit 10``.
"""

from ._hint import Hint, hint, hint_result, rank_moves
from ._solve import SolveResult, is_winnable, solve

__all__ = ["SolveResult", "solve", "is_winnable", "hint", "hint_result", "Hint", "rank_moves"]
