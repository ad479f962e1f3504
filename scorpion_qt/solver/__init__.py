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



def _source_when_newer() -> None:
    """Import the search's source when it is newer than its compiled module.

    ``setup.py`` compiles ``_board.py`` with mypyc where it can, and Python
    then imports the compiled module in its place. In a checkout installed
    with ``pip install -e .`` that module lies beside the source: once the
    source is edited (more than a second after the build), the source is
    imported instead, so that an edit is never silently ignored; building
    again (``pip install -e .``) compiles the edit. Nothing is done where
    there is no compiled module."""
    import importlib.machinery
    import importlib.util
    import sys
    from pathlib import Path

    here = Path(__file__).parent
    try:
        source = (here / "_board.py").stat().st_mtime
        built = [(here / f"_board{suffix}").stat().st_mtime
                 for suffix in importlib.machinery.EXTENSION_SUFFIXES if (here / f"_board{suffix}").exists()]
    except OSError:
        return
    if not built or source <= max(built) + 1.0:
        return
    spec = importlib.util.spec_from_file_location(f"{__name__}._board", here / "_board.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)


_source_when_newer()

from ._hint import Hint, hint, hint_result, rank_moves
from ._solve import SolveResult, is_winnable, solve

__all__ = ["SolveResult", "compiled", "solve", "is_winnable", "hint", "hint_result", "Hint", "rank_moves"]


def compiled() -> bool:
    """True when the search runs as the module mypyc compiled (``setup.py``),
    False when it runs as pure Python (the same verdicts, about 2.4 times
    slower)."""
    from . import _board

    return not str(getattr(_board, "__file__", "")).endswith(".py")
