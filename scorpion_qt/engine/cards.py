"""Cards and suits, and their text notation (``../shared/spec/notation.md``).

A card is a small ``int`` subclass: ``suit * 13 + rank - 1``, with suits in the
order spades, hearts, diamonds, clubs and ranks 1 (Ace) to 13 (King). Only the
52 instances in :data:`CARDS` exist, so cards are cheap to compare, hash and
store, and ``str(card)`` is its notation (``"9D"``, ``"TH"``).
"""

from __future__ import annotations

from enum import IntEnum

__all__ = [
    "Suit",
    "Card",
    "CARDS",
    "RANK_LETTERS",
    "ACE",
    "KING",
    "complete_run",
]

ACE = 1
KING = 13
RANK_LETTERS = "A23456789TJQK"
"""Rank letters of the notation, index ``rank - 1``."""

_SUIT_SYMBOLS = "♠♥♦♣"
_SUIT_LETTERS = "SHDC"


class Suit(IntEnum):
    """The four suits, in the notation's order (``S H D C``)."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """The notation letter: ``"S"``, ``"H"``, ``"D"`` or ``"C"``."""
        return _SUIT_LETTERS[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: ``"♠"``, ``"♥"``, ``"♦"`` or ``"♣"``."""
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> "Suit":
        """Read a suit from its letter or symbol (case-insensitive).

        Raises ``ValueError`` when ``text`` is no suit.
        """
        t = text.strip().upper()
        if len(t) == 1:
            if t in _SUIT_LETTERS:
                return cls(_SUIT_LETTERS.index(t))
            if t in _SUIT_SYMBOLS:
                return cls(_SUIT_SYMBOLS.index(t))
        raise ValueError(f"unknown suit {text!r}")


_SUITS = tuple(Suit)


class Card(int):
    """One of the 52 cards; use :data:`CARDS` or :meth:`Card.parse`, never ``Card(n)``
    with arithmetic results unchecked.

    >>> Card.parse("10d")
    Card('TD')
    >>> Card.parse("9♦").rank, Card.parse("9♦").suit
    (9, <Suit.DIAMONDS: 2>)
    """

    __slots__ = ()

    def __new__(cls, index: int) -> "Card":
        if not 0 <= index < 52:
            raise ValueError(f"card index out of range: {index}")
        return super().__new__(cls, index)

    @property
    def rank(self) -> int:
        """Rank 1 (Ace) to 13 (King)."""
        return int(self) % 13 + 1

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return _SUITS[int(self) // 13]

    @property
    def is_king(self) -> bool:
        return int(self) % 13 == 12

    @property
    def is_ace(self) -> bool:
        return int(self) % 13 == 0

    @property
    def successor(self) -> "Card | None":
        """The card this one goes on (same suit, one rank higher), None for a King."""
        return None if self.is_king else CARDS[int(self) + 1]

    @property
    def predecessor(self) -> "Card | None":
        """The card that goes on this one, None for an Ace."""
        return None if self.is_ace else CARDS[int(self) - 1]

    @property
    def symbol_text(self) -> str:
        """Rank and suit symbol for display, e.g. ``"10♦"``, ``"K♠"``."""
        r = self.rank
        label = "10" if r == 10 else RANK_LETTERS[r - 1]
        return label + self.suit.symbol

    @classmethod
    def of(cls, rank: int, suit: Suit) -> "Card":
        """The card of ``rank`` (1..13) and ``suit``; ``ValueError`` out of range."""
        if not 1 <= rank <= 13:
            raise ValueError(f"rank out of range: {rank}")
        return CARDS[int(suit) * 13 + rank - 1]

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Read a card in notation: rank (``A 2..9 T J Q K``, ``10`` for ``T``)
        then suit (``S H D C`` or ``♠ ♥ ♦ ♣``), case-insensitive.

        Raises ``ValueError`` naming the text when it is no card.
        """
        t = text.strip().upper()
        if len(t) < 2:
            raise ValueError(f"unknown card {text!r}")
        rank_text, suit_text = t[:-1], t[-1]
        if rank_text == "10":
            rank_text = "T"
        if len(rank_text) != 1 or rank_text not in RANK_LETTERS:
            raise ValueError(f"unknown card {text!r}")
        try:
            suit = Suit.parse(suit_text)
        except ValueError:
            raise ValueError(f"unknown card {text!r}") from None
        return CARDS[int(suit) * 13 + RANK_LETTERS.index(rank_text)]

    def __str__(self) -> str:
        i = int(self)
        return RANK_LETTERS[i % 13] + _SUIT_LETTERS[i // 13]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (_card_from_index, (int(self),))


def _card_from_index(index: int) -> Card:
    return CARDS[index]


CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(52))
"""The 52 cards, index ``suit * 13 + rank - 1``."""


def complete_run(suit: Suit) -> tuple[Card, ...]:
    """The 13 cards of a complete run of ``suit``, from its King (base) to its Ace (end)."""
    base = int(suit) * 13
    return tuple(CARDS[base + r] for r in range(12, -1, -1))
