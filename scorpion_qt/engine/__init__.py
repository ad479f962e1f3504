"""The Cards4 Scorpion rules as a pure-Python library (no Qt).

Public contract (``../shared/spec/notation.md``)::

    from scorpion_qt.engine import Position, Move, PositionError, IllegalMoveError
    p = Position.deal(1)
    q = p.play(p.legal_moves()[0])
    q.is_won, q.is_stuck

Besides: :meth:`Position.apply` returns the effects (:class:`GroupMove`,
:class:`Deal`, :class:`Flip`, :class:`Removal`) and :meth:`Position.undo`
reverses them; :class:`Rules` holds the rules, and :data:`VARIANTS` names
the Scorpion family's rule sets (``VARIANTS.md``)::

    p = Position.deal(24, VARIANTS["wasp"])

Two-deck games (``VARIANTS["double-scorpion"]``) hold each card twice: the
second copy is its own :class:`Card` (``9D'``, ``int`` 52..103, in
:data:`SECOND_COPIES`; :attr:`Card.face` is the first copy it looks like),
and a move names the copy it moves (``Move.parse("9D'>4", rules)``).
"""

from .cards import CARDS, SECOND_COPIES, TWO_DECK_CARDS, Card, Suit, complete_run
from .effects import Deal, Effect, Flip, FromReserve, GroupMove, Removal, ToCell
from .moves import DEAL, RESERVE, IllegalMoveError, IllegalReason, Move, PositionError, PositionProblem, card_name
from .numbers import MAX_GAME_NUMBER, check_game_number
from .position import COLUMNS, CardPlace, Outcome, Position
from .rules import CARDS4, MAX_COLUMNS, VARIANTS, Rules

__all__ = [
    "CARDS",
    "CARDS4",
    "COLUMNS",
    "DEAL",
    "MAX_COLUMNS",
    "MAX_GAME_NUMBER",
    "RESERVE",
    "SECOND_COPIES",
    "TWO_DECK_CARDS",
    "VARIANTS",
    "Card",
    "CardPlace",
    "Deal",
    "Effect",
    "Flip",
    "FromReserve",
    "GroupMove",
    "IllegalMoveError",
    "IllegalReason",
    "Move",
    "Outcome",
    "Position",
    "PositionError",
    "PositionProblem",
    "Removal",
    "Rules",
    "Suit",
    "ToCell",
    "card_name",
    "check_game_number",
    "complete_run",
]
