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

from types import ModuleType


def _choose_search() -> None:
    """Import the search's source instead of its compiled module where that
    one should not run.

    ``setup.py`` compiles ``_board.py`` with mypyc where it can, and Python
    then imports the compiled module in its place. The source is imported
    instead when ``SCORPION_PURE_PYTHON=1`` is in the environment, when the
    compiled module does not import (a library missing beside it), and when
    the source is newer than it by more than 2 s: in a checkout installed
    with ``pip install -e .`` the compiled module lies beside the source, so
    an edit is never silently ignored (building again, ``pip install -e .``,
    compiles the edit). Nothing is done where there is no compiled module."""
    import importlib
    import importlib.machinery
    import os
    import sys
    from pathlib import Path

    here = Path(__file__).parent
    name = f"{__name__}._board"
    try:
        source = (here / "_board.py").stat().st_mtime
        built = [(here / f"_board{suffix}").stat().st_mtime
                 for suffix in importlib.machinery.EXTENSION_SUFFIXES if (here / f"_board{suffix}").exists()]
    except OSError:
        return
    if not built:
        return
    if os.environ.get("SCORPION_PURE_PYTHON") != "1" and source <= max(built) + 2.0:
        try:
            importlib.import_module(name)
            return
        except ImportError:
            sys.modules.pop(name, None)
    _load_source(name)


def _load_source(name: str) -> ModuleType:
    """The search's source ``_board.py`` run as Python under the module name
    ``name`` (entered in ``sys.modules``), whether or not a compiled module
    lies beside it: :func:`_choose_search`, and the white-box tests that
    subclass its classes (``tests/solver/interpreted.py``)."""
    import importlib.util
    import sys
    from pathlib import Path

    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name("_board.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


_choose_search()

from ._hint import Hint, hint, hint_result, rank_moves
from ._solve import SolveResult, is_winnable, solve

__all__ = ["SolveResult", "compiled", "solve", "is_winnable", "hint", "hint_result", "Hint", "rank_moves"]


def compiled() -> bool:
    """True when the search runs as the module mypyc compiled (``setup.py``),
    False when it runs as pure Python (the same verdicts, about 2.4 times
    slower)."""
    import importlib.machinery

    from . import _board

    origin = str(getattr(getattr(_board, "__spec__", None), "origin", "") or "")
    return origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
