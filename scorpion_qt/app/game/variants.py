"""The Scorpion family in the window: which of the engine's variants
(:data:`scorpion_qt.engine.VARIANTS`, ``engine/VARIANTS.md``) a player can
choose in Game › Variant, with ``--variant`` and in links. No Qt.

The board lays out the variant's columns (seven, or ten in Three Blind
Mice), its talon, its reserve (Three Blind Mice) or free cells (Scorpion
Head), and the foundations (eight for Double Scorpion's two decks); Scorpion
Tail's alternate colours have words of their own (its reasons, runs and
hints). Both copies of a card (Double Scorpion) are named alike; the Card
box and Find a Card tell them apart by where each lies.
"""

from __future__ import annotations

from scorpion_qt.engine import VARIANTS, Rules

__all__ = ["OFFERED", "offered_rules", "parse_variant", "undecided_deal_tries"]

OFFERED: tuple[str, ...] = ("cards4", "scorpion-ii", "wasp", "scorpion-tail", "three-blind-mice", "scorpion-head",
                             "double-scorpion")
"""The variants a player can choose, in menu order (Cards4 first, the default)."""


_UNDECIDED_DEAL_TRIES: dict[str, int] = {"double-scorpion": 10}
"""How many deals "Only winnable deals" tries, in a variant whose solver
decides few deals in time, before it deals one it could not decide (and
says so). Double Scorpion: 3 of deals 1–30 proven winnable in 2 s, none
proven lost (VARIANTS.md §9), so about 9 in 10 tries are undecided; 10
tries of 2 s each are about 20 s."""


def undecided_deal_tries(variant: str) -> int:
    """The tries after which "Only winnable deals" deals an undecided deal
    of ``variant`` (0: it keeps looking until one is proven winnable)."""
    return _UNDECIDED_DEAL_TRIES.get(variant, 0)


def parse_variant(text: str) -> str:
    """The offered variant named ``text`` (any case, spaces around ignored);
    ``ValueError`` (English words) when it is none of :data:`OFFERED`."""
    name = text.strip().lower()
    if name not in OFFERED:
        raise ValueError(f"not a variant offered here: {text!r} (one of {', '.join(OFFERED)})")
    return name


def offered_rules(variant: str, options: Rules) -> Rules:
    """The rules of ``variant`` (one of :data:`OFFERED`; ``ValueError``
    otherwise) with the rule options (runs cleared, talon timing) of
    ``options``."""
    return VARIANTS[parse_variant(variant)].with_options(options.clear_complete_runs, options.talon_any_time)
