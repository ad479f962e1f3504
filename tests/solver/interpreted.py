"""The solver's search module as interpreted Python, for the white-box tests.

``setup.py`` compiles ``scorpion_qt/solver/_board.py`` with mypyc where it
can, and a compiled class admits no subclass written in Python. The tests
that watch the search from inside (a ``Searcher`` or ``Board`` subclass that
counts, checks or switches a part off) use this module: the same source file,
loaded as Python under another name. The verdicts of the compiled module are
checked by every other test, through ``solve`` and ``board_of``."""

from __future__ import annotations

import sys
from types import ModuleType

import scorpion_qt.solver
from scorpion_qt.engine import Position, Rules
from scorpion_qt.solver import _board as compiled_or_source
from scorpion_qt.solver._solve import board_of as _board_of


def _load() -> ModuleType:
    if not scorpion_qt.solver.compiled():
        return compiled_or_source
    name = "scorpion_qt.solver._board_interpreted"
    return sys.modules.get(name) or scorpion_qt.solver._load_source(name)


board = _load()
Board = board.Board
Searcher = board.Searcher
Aborted = board.Aborted
DEAL_MOVE = board.DEAL_MOVE
proves_loss = board.proves_loss


def board_of(position: Position, rules: Rules | None = None):  # type: ignore[no-untyped-def]
    """:func:`scorpion_qt.solver._solve.board_of` as an interpreted :data:`Board`."""
    return as_interpreted(_board_of(position, rules))


def as_interpreted(b, cls=None):  # type: ignore[no-untyped-def]
    """A copy of the solver board ``b`` (compiled or not) as an interpreted
    :data:`Board`, or as ``cls`` (a subclass of it), in the same state
    (every slot copied, lists copied)."""
    cls = Board if cls is None else cls
    out = cls.__new__(cls)
    for name in Board.__slots__:
        value = getattr(b, name)
        if name == "cols":
            value = [list(col) for col in value]
        elif isinstance(value, list):
            value = list(value)
        setattr(out, name, value)
    return out
