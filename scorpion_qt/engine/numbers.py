"""Deals by game number: a shuffle of our own, fixed forever (rules.md §7).

The algorithm, so that any program can reproduce a deal:

1. The deck starts in suit order spades, hearts, diamonds, clubs, each from
   Ace to King (card index ``suit * 13 + rank - 1``, as in :mod:`.cards`).
2. A SplitMix64 generator is seeded with the game number ``n``
   (1 ≤ n < 2**63). Each draw adds the golden-gamma constant
   ``0x9E3779B97F4A7C15`` to the 64-bit state and mixes it with the
   multipliers ``0xBF58476D1CE4E5B9`` and ``0x94D049BB133111EB`` and shifts
   30, 27, 31 (Steele, Lea and Flood, 2014).
3. Fisher–Yates from the top: for ``i`` from 51 down to 1, draw ``j``
   uniformly in ``0..i`` (rejection sampling: a draw ``x`` is used only when
   ``x < 2**64 - 2**64 % (i + 1)``, then ``j = x % (i + 1)``) and swap the
   cards at ``i`` and ``j``.
4. Columns 1..7 take cards 0–6, 7–13, …, 42–48, each listed from base to
   end; the talon takes cards 49, 50, 51 in deal order.

It depends on nothing in Python's ``random`` module, so a number gives the same
deal on every machine and version.

Two decks (Double Scorpion, VARIANTS.md §8) follow the same steps with 104
cards: the deck starts with the first deck in the order of step 1 (indices
0–51) followed by the second deck in the same order (52–103, the second
copies), and Fisher–Yates runs from ``i = 103`` down to 1 with the same
generator seeded with ``n``. This is how PySolFC builds a two-deck game too
(deck by deck, each in suit and rank order, then one shuffle of all the
cards). A one-deck deal is unchanged: ``shuffled_deck(n)`` is
``shuffled_deck(n, 1)``.
"""

from __future__ import annotations

__all__ = ["MAX_GAME_NUMBER", "shuffled_deck", "check_game_number"]

MAX_GAME_NUMBER = 2**63 - 1
"""The largest game number."""

_MASK = (1 << 64) - 1


def check_game_number(n: object) -> int:
    """Return ``n`` as a game number; ``ValueError`` (in words) unless it is an
    integer from 1 to 2**63 - 1 (a bool is refused)."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"a game number is a whole number, not {n!r}")
    if not 1 <= n <= MAX_GAME_NUMBER:
        raise ValueError(f"game numbers go from 1 to {MAX_GAME_NUMBER}, not {n}")
    return n


def shuffled_deck(n: int, decks: int = 1) -> list[int]:
    """The ``52 * decks`` card indices of game ``n`` in dealing order (steps
    1–3 above; with ``decks=2``, the 104 indices of both decks).

    Raises ``ValueError`` for a number out of range or ``decks`` other than
    1 or 2.
    """
    state = check_game_number(n)
    if decks not in (1, 2):
        raise ValueError(f"one or two decks, not {decks!r}")

    def draw() -> int:
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    deck = list(range(52 * decks))
    for i in range(52 * decks - 1, 0, -1):
        bound = i + 1
        limit = (1 << 64) - (1 << 64) % bound
        x = draw()
        while x >= limit:
            x = draw()
        j = x % bound
        deck[i], deck[j] = deck[j], deck[i]
    return deck
