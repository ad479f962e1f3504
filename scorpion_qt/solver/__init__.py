"""Full-information solver for Scorpion (no Qt); see issue 6.

::

    from scorpion_qt.engine import Position
    from scorpion_qt.solver import solve, hint

    r = solve(Position.deal(7), time_limit_s=10)
    r.status      # "won", "lost" (proven) or "unknown" (limit hit / cancelled)
    r.moves       # a winning line (engine Moves) when won
    hint(position, known_line=r.moves)   # the next move to suggest

Command line: ``python -m scorpion_qt.solver --games 1-1000 --time-limit 10``.
"""

from ._hint import hint, rank_moves
from ._solve import SolveResult, is_winnable, solve

__all__ = ["SolveResult", "solve", "is_winnable", "hint", "rank_moves"]
