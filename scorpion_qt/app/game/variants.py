"""The Scorpion family in the window: which of the engine's variants
(:data:`scorpion_qt.engine.VARIANTS`, ``engine/VARIANTS.md``) a player can
choose in Game › Variant, with ``--variant`` and in links. No Qt.

The board draws seven columns, a talon and the foundations. The variants
that need no more than that are offered (Scorpion Tail's alternate colours
have words of their own: its reasons, runs and hints); the others (Three
Blind Mice's ten columns and reserve, Scorpion Head's free cells, Double
Scorpion's two decks) are not yet.
"""

from __future__ import annotations

from scorpion_qt.engine import VARIANTS, Rules

__all__ = ["OFFERED", "offered_rules", "parse_variant"]

OFFERED: tuple[str, ...] = ("cards4", "scorpion-ii", "wasp", "scorpion-tail")
"""The variants a player can choose, in menu order (Cards4 first, the default)."""


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
