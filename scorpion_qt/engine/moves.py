"""Moves, their notation, and why a move is illegal (rules.md §2, §4)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from typing import TYPE_CHECKING

from .cards import Card
from .rules import MAX_COLUMNS

if TYPE_CHECKING:
    from .rules import Rules

__all__ = [
    "Move", "DEAL", "RESERVE", "IllegalReason", "IllegalMoveError", "PositionError", "PositionProblem", "card_name",
]

RESERVE = 0
"""The ``column`` of a move to a free cell (``"9D>r"``; variants with cells only)."""

_RANK_NAMES = (
    "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King",
)
_SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")


def card_name(card: Card) -> str:
    """The English name of a card, e.g. ``"9 of diamonds"``, ``"King of spades"``;
    a second copy (two-deck games) is ``"9 of diamonds (second copy)"``.

    For the engine's own English messages; the app translates card names itself.
    """
    name = f"{_RANK_NAMES[card.rank - 1]} of {_SUIT_NAMES[card.suit]}"
    return name + " (second copy)" if card.copy else name


@dataclass(frozen=True, slots=True)
class Move:
    """One player action: a group move (``card`` with its companions to
    ``column``, 1..7 in Cards4, up to 10 in the variants), a move of a single
    card to a free cell (``column`` is :data:`RESERVE`, variants with cells)
    or the talon deal (``card`` and ``column`` are None).

    ``str(move)`` is the notation: ``"9D>4"``, ``"9D>r"`` or ``"deal"``.
    Raises ``ValueError`` for a column outside 0..10.
    """

    card: Card | None
    column: int | None

    def __post_init__(self) -> None:
        if (self.card is None) != (self.column is None):
            raise ValueError("a move has both a card and a column, or neither (the deal)")
        if self.column is not None and not 0 <= self.column <= MAX_COLUMNS:
            raise ValueError(f"column must be 1 to {MAX_COLUMNS} (or 0 for a cell), not {self.column}")

    @property
    def is_deal(self) -> bool:
        """True for the talon deal."""
        return self.card is None

    @property
    def to_cell(self) -> bool:
        """True for a move of a card to a free cell."""
        return self.column == RESERVE

    @classmethod
    def to(cls, card: Card | str, column: int) -> "Move":
        """A group move of ``card`` (a :class:`Card` or its one-deck notation;
        a second copy as a :class:`Card`) to ``column`` (1..7)."""
        c = Card.parse(card) if isinstance(card, str) else card
        return cls(c, column)

    @classmethod
    def parse(cls, text: str, rules: "Rules | None" = None) -> "Move":
        """Read ``"9D>4"`` (``10D``, symbols and any case accepted) or ``"deal"``;
        with ``rules`` of a variant, columns up to ``rules.columns``, with
        cells ``"9D>r"``, with two decks the second copy's ``"9D'>4"``
        (default: Cards4, columns 1 to 7, no second copies).

        Raises ``ValueError`` naming the text when it is no move, also when
        ``text`` is not a string at all (None, bytes, a number).
        """
        if not isinstance(text, str):
            raise ValueError(f"not a move: {text!r} (a move is text, e.g. '9D>4' or 'deal')")
        t = text.strip()
        if t.lower() == "deal":
            return DEAL
        card_text, sep, col_text = t.partition(">")
        col_text = col_text.strip()
        columns = 7 if rules is None else rules.columns
        cells = rules is not None and rules.cells > 0
        if sep and cells and col_text.lower() == "r":
            column = RESERVE
        else:
            if not sep or not col_text.isdigit() or not col_text.isascii():
                raise ValueError(f"not a move: {text!r} (expected e.g. '9D>4' or 'deal')")
            column = int(col_text)
            if not 1 <= column <= columns:
                raise ValueError(f"not a move: {text!r} (columns are 1 to {columns})")
        decks = 1 if rules is None else rules.decks
        try:
            card = Card.parse(card_text.strip(), decks)
        except ValueError as exc:  # "unknown card '9X'", or a second copy in a one-deck game
            raise ValueError(f"not a move: {text!r} ({exc})") from None
        return cls(card, column)

    def __str__(self) -> str:
        if self.card is None:
            return "deal"
        if self.column == RESERVE:
            return f"{self.card}>r"
        return f"{self.card}>{self.column}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


DEAL = Move(None, None)
"""The talon deal."""


class IllegalReason(str, Enum):
    """Why a move is illegal; a machine-readable code the app translates."""

    UNKNOWN_CARD = "unknown_card"
    """The lead card is not on the board (still in the talon, or in a foundation)."""
    FACE_DOWN = "face_down"
    """The lead card is face down."""
    SAME_COLUMN = "same_column"
    """The destination is the lead card's own column."""
    KING_NEEDED = "king_needed"
    """Only a King-led group may fill an empty column."""
    WHOLE_COLUMN_TO_EMPTY = "whole_column_to_empty"
    """A King-led group that fills its whole column may not move to an empty column."""
    TARGET_IS_ACE = "target_is_ace"
    """Nothing goes on an Ace."""
    KING_ON_CARD = "king_on_card"
    """A King goes on no card, only into an empty column."""
    WRONG_SUIT = "wrong_suit"
    """The destination's end card is of another suit."""
    WRONG_RANK = "wrong_rank"
    """The destination's end card is not exactly one rank higher."""
    TALON_ALREADY_DEALT = "talon_already_dealt"
    """The talon has been dealt already (once per game)."""
    TALON_NOT_YET = "talon_not_yet"
    """Traditional talon timing: other moves remain."""
    NO_SUCH_COLUMN = "no_such_column"
    """The destination column does not exist in this variant (or it has no cells)."""
    WRONG_COLOUR = "wrong_colour"
    """Alternate-colour building: the destination's end card is not of the
    other colour and exactly one rank higher."""
    CELL_TAKES_ONE_CARD = "cell_takes_one_card"
    """Only a column's end card, alone, may go to a free cell."""
    CELLS_FULL = "cells_full"
    """Every free cell holds a card already."""


class IllegalMoveError(ValueError):
    """A move that the rules forbid in this position.

    ``reason`` is an :class:`IllegalReason`; ``move`` the move tried; ``cards``
    the cards involved (the lead card first, then the destination's end card
    when there is one); ``column`` the destination column or None.
    ``str()`` is an English sentence.
    """

    def __init__(
        self,
        reason: IllegalReason,
        move: Move,
        cards: tuple[Card, ...] = (),
        column: int | None = None,
    ) -> None:
        self.reason = reason
        self.move = move
        self.cards = cards
        self.column = column
        super().__init__(self._sentence())

    def _sentence(self) -> str:
        r, cards, col = self.reason, self.cards, self.column
        lead = card_name(cards[0]) if cards else ""
        target = card_name(cards[1]) if len(cards) > 1 else ""
        if r is IllegalReason.UNKNOWN_CARD:
            return f"the {lead} is not in a column"
        if r is IllegalReason.FACE_DOWN:
            return "a face-down card cannot be moved"
        if r is IllegalReason.SAME_COLUMN:
            return f"the {lead} is already in column {col}"
        if r is IllegalReason.KING_NEEDED:
            return f"only a King can go to the empty column {col}"
        if r is IllegalReason.WHOLE_COLUMN_TO_EMPTY:
            return f"the {lead} already fills its whole column; moving it to an empty column changes nothing"
        if r is IllegalReason.TARGET_IS_ACE:
            return f"nothing goes on the {target}"
        if r is IllegalReason.KING_ON_CARD:
            return f"the {lead} only goes to an empty column"
        if r in (IllegalReason.WRONG_SUIT, IllegalReason.WRONG_RANK):
            succ = cards[0].face.successor
            assert succ is not None
            return f"the {lead} only goes on the {card_name(succ)}"  # the face: either copy, in two decks
        if r is IllegalReason.TALON_ALREADY_DEALT:
            return "the talon has already been dealt"
        if r is IllegalReason.NO_SUCH_COLUMN:
            return "there is no such column in this game" if col else "this game has no free cells"
        if r is IllegalReason.WRONG_COLOUR:
            return f"the {lead} only goes on a card of the other colour one rank higher"
        if r is IllegalReason.CELL_TAKES_ONE_CARD:
            return f"only a column's end card can go to a free cell, and the {lead} is not one"
        if r is IllegalReason.CELLS_FULL:
            return "every free cell is taken"
        return "the talon can be dealt only when no other move remains"


class PositionProblem(Enum):
    """What is wrong with a position text (notation.md), so that a user
    interface can say it in its own words; :class:`PositionError` carries
    one, with the text at fault in ``subject`` and the column in ``column``."""

    LINE_FORM = "line_form"  # subject: the line, not "label: …"
    UNKNOWN_LABEL = "unknown_label"  # subject: the label
    REPEATED_LABEL = "repeated_label"  # subject: the label
    RULES = "rules"  # subject: the rules line's tokens
    UNKNOWN_CARD = "unknown_card"  # subject: the token; column: None for the talon
    UNKNOWN_SUIT = "unknown_suit"  # subject: the token in the foundations
    REPEATED_SUIT = "repeated_suit"  # subject: the token in the foundations
    TALON_SIZE = "talon_size"  # more cards in the talon than the rules deal to it
    RESERVE_SIZE = "reserve_size"  # more reserve cards than the variant has places
    NOT_PLAYABLE = "not_playable"  # a variant the engine cannot play (none since two decks play)
    FACE_DOWN_ABOVE = "face_down_above"  # cards: the face-down card; column
    ENDS_FACE_DOWN = "ends_face_down"  # cards: the last card; column
    DUPLICATE = "duplicate"  # cards: the card
    SUIT_ON_BOARD = "suit_on_board"  # cards: the card whose suit is in the foundations
    MISSING = "missing"  # cards: the missing cards
    OTHER = "other"  # anything else (the message says it in English)


class PositionError(ValueError):
    """Position text that is not a valid position; the message (English)
    names the line (``line``, 1-based, or None for the whole text) and the
    card at fault; ``problem``, ``subject``, ``cards`` and ``column`` say the
    same as data (:class:`PositionProblem`)."""

    def __init__(
        self,
        message: str,
        line: int | None = None,
        problem: PositionProblem = PositionProblem.OTHER,
        *,
        subject: str = "",
        cards: tuple[Card, ...] = (),
        column: int | None = None,
    ) -> None:
        self.line = line
        self.problem = problem
        self.subject = subject
        self.cards = cards
        self.column = column
        super().__init__(f"line {line}: {message}" if line is not None else message)


