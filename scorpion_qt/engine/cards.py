"""Cards and suits, and their text notation (``../shared/spec/notation.md``).

A card is a small ``int`` subclass: ``suit * 13 + rank - 1``, with suits in the
order spades, hearts, diamonds, clubs and ranks 1 (Ace) to 13 (King). Only the
52 instances in :data:`CARDS` exist, so cards are cheap to compare, hash and
store, and ``str(card)`` is its notation (``"9D"``, ``"TH"``).

Two-deck games (Double Scorpion, VARIANTS.md §8) hold each card twice. The
second copy is a card of its own: ``int(card)`` is ``52 + suit * 13 + rank -
1`` (52..103), its notation carries a prime (``"9D'"``) and
:data:`SECOND_COPIES` holds the 52 of them; :data:`TWO_DECK_CARDS` is all 104,
index ``int(card)``. A second copy has the rank, suit and face of the first
(:attr:`Card.face` is the first copy; ``int(card.face)`` is the index 0..51
that names and draws a face), and is equal only to itself, so positions,
moves and sets tell the two copies apart exactly as they tell 9D from 8D.
In the one-deck games nothing changes: every card is a first copy.
"""

from __future__ import annotations

from enum import IntEnum

__all__ = [
    "Suit",
    "Card",
    "CARDS",
    "SECOND_COPIES",
    "TWO_DECK_CARDS",
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
_SUITS_TWO_DECKS = _SUITS + _SUITS  # index int(card) // 13, either copy
PRIME = "'"
"""The mark of a second copy in the notation (``9D'``, two-deck games only)."""


class Card(int):
    """One of the 52 cards (104 with the second copies of two-deck games); use
    :data:`CARDS` or :meth:`Card.parse`, never ``Card(n)`` with arithmetic
    results unchecked.

    >>> Card.parse("10d")
    Card('TD')
    >>> Card.parse("9♦").rank, Card.parse("9♦").suit
    (9, <Suit.DIAMONDS: 2>)
    """

    __slots__ = ()

    def __new__(cls, index: int) -> "Card":
        if not 0 <= index < 104:
            raise ValueError(f"card index out of range: {index}")
        return super().__new__(cls, index)

    @property
    def rank(self) -> int:
        """Rank 1 (Ace) to 13 (King)."""
        return int(self) % 13 + 1

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return _SUITS_TWO_DECKS[int(self) // 13]

    @property
    def copy(self) -> int:
        """0 for the first copy (every card of a one-deck game), 1 for the
        second copy of a two-deck game (written ``9D'``)."""
        return 1 if int(self) >= 52 else 0

    @property
    def face(self) -> "Card":
        """The first copy of this card: the card itself, or for a second copy
        the card of the same rank and suit that it looks like. A second copy
        is drawn and named by its face (``int(card.face)``, 0..51)."""
        i = int(self)
        return self if i < 52 else CARDS[i - 52]

    @property
    def is_king(self) -> bool:
        return int(self) % 13 == 12

    @property
    def is_ace(self) -> bool:
        return int(self) % 13 == 0

    @property
    def successor(self) -> "Card | None":
        """The card this one goes on (same suit, one rank higher), None for a
        King; of the same copy (in two-deck games either copy of it takes this
        card: compare faces)."""
        return None if self.is_king else TWO_DECK_CARDS[int(self) + 1]

    @property
    def predecessor(self) -> "Card | None":
        """The card that goes on this one, None for an Ace; of the same copy."""
        return None if self.is_ace else TWO_DECK_CARDS[int(self) - 1]

    @property
    def symbol_text(self) -> str:
        """Rank and suit symbol for display, e.g. ``"10♦"``, ``"K♠"``: the
        face, the same for both copies of a two-deck game."""
        r = self.rank
        label = "10" if r == 10 else RANK_LETTERS[r - 1]
        return label + self.suit.symbol

    @classmethod
    def of(cls, rank: int, suit: Suit, copy: int = 0) -> "Card":
        """The card of ``rank`` (1..13) and ``suit``; ``copy`` 1 for the second
        copy of a two-deck game. ``ValueError`` out of range."""
        if not 1 <= rank <= 13:
            raise ValueError(f"rank out of range: {rank}")
        if copy not in (0, 1):
            raise ValueError(f"copy is 0 or 1, not {copy!r}")
        return TWO_DECK_CARDS[52 * copy + int(suit) * 13 + rank - 1]

    @classmethod
    def parse(cls, text: str, decks: int = 1) -> "Card":
        """Read a card in notation: rank (``A 2..9 T J Q K``, ``10`` for ``T``)
        then suit (``S H D C`` or ``♠ ♥ ♦ ♣``), case-insensitive; with
        ``decks=2``, a prime after it (``9D'``) names the second copy.

        Raises ``ValueError`` naming the text when it is no card, also for a
        second copy when ``decks`` is 1 (the one-deck games have none).
        """
        t = text.strip().upper()
        copy = 0
        if t.endswith(PRIME):
            t = t[:-1]
            copy = 1
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
        if copy and decks < 2:
            raise ValueError(f"{text.strip()!r} is a second copy; only two-deck games have them")
        return TWO_DECK_CARDS[52 * copy + int(suit) * 13 + RANK_LETTERS.index(rank_text)]

    def __str__(self) -> str:
        return _NAMES[int(self)]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (_card_from_index, (int(self),))


def _card_from_index(index: int) -> Card:
    return TWO_DECK_CARDS[index]


_NAMES: tuple[str, ...] = tuple(
    RANK_LETTERS[i % 13] + _SUIT_LETTERS[i % 52 // 13] + (PRIME if i >= 52 else "") for i in range(104)
)

CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(52))
"""The 52 cards, index ``suit * 13 + rank - 1``."""

SECOND_COPIES: tuple[Card, ...] = tuple(int.__new__(Card, 52 + i) for i in range(52))
"""The second copies of two-deck games (``9D'``), in the order of :data:`CARDS`:
``SECOND_COPIES[i]`` has the face of ``CARDS[i]`` and the index ``52 + i``."""

TWO_DECK_CARDS: tuple[Card, ...] = CARDS + SECOND_COPIES
"""All 104 cards of a two-deck game, index ``int(card)``: the first deck
(:data:`CARDS`), then the second (:data:`SECOND_COPIES`)."""


def complete_run(suit: Suit, copy: int = 0) -> tuple[Card, ...]:
    """The 13 cards of a complete run of ``suit``, from its King (base) to its
    Ace (end); ``copy`` 1 for the run of second copies (two-deck games, where
    a run may also mix the copies: VARIANTS.md §8)."""
    base = 52 * copy + int(suit) * 13
    return tuple(TWO_DECK_CARDS[base + r] for r in range(12, -1, -1))
