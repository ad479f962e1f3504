"""What an action did, as data (rules.md §3, §4).

``Position.apply`` returns these in the order they happened; the same list
drives undo, animation, announcements, statistics and undo texts.
Columns are numbered 1..7 (up to 10 in the variants), reserve places and
free cells 1, 2, … (VARIANTS.md §1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .cards import Card, Suit

__all__ = ["GroupMove", "Deal", "Flip", "Removal", "FromReserve", "ToCell", "Effect"]


@dataclass(frozen=True, slots=True)
class GroupMove:
    """A lead card and its companions (``cards``, lead first) went from
    ``source`` to the end of ``destination``."""

    source: int
    destination: int
    cards: tuple[Card, ...]

    @property
    def lead_card(self) -> Card:
        return self.cards[0]

    @property
    def companions(self) -> tuple[Card, ...]:
        return self.cards[1:]


@dataclass(frozen=True, slots=True)
class Deal:
    """The talon's ``cards`` went one each onto ``columns`` (1, 2, 3 in Cards4)."""

    cards: tuple[Card, ...]
    columns: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Flip:
    """The face-down end card ``card`` of ``column`` was turned face up."""

    column: int
    card: Card


@dataclass(frozen=True, slots=True)
class Removal:
    """The complete run of ``suit`` (``cards``, King first) left ``column``
    for a foundation; in an alternate-colour variant ``suit`` is its King's."""

    column: int
    suit: Suit
    cards: tuple[Card, ...]

    @property
    def one_suit(self) -> bool:
        """True when the run is of one suit: always, except a run of
        alternate colours (Scorpion Tail, VARIANTS.md §7), named by its King."""
        return all(c.suit == self.suit for c in self.cards)


@dataclass(frozen=True, slots=True)
class FromReserve:
    """The reserve or free-cell card ``card`` left its ``place`` (1, 2, …)
    for the end of column ``destination`` (variants only)."""

    place: int
    destination: int
    card: Card


@dataclass(frozen=True, slots=True)
class ToCell:
    """The end card ``card`` of column ``source`` went to the free cell
    ``place`` (1, 2, …; Scorpion Head only)."""

    source: int
    place: int
    card: Card


Effect = Union[GroupMove, Deal, Flip, Removal, FromReserve, ToCell]
