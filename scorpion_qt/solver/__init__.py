"""Full-information solver for Scorpion (no Qt); see issue 6.

::

    from scorpion_qt.solver import solve, hint
    r = solve(Position.deal(7), time_limit_s=10)
    r.status      # "won", "lost" or "unknown"
    r.moves       # a winning line (engine Moves) when won
"""

from ._solve import SolveResult, is_winnable, solve

__all__ = ["SolveResult", "solve", "is_winnable"]
