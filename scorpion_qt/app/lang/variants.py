"""The variants' names and one-sentence summaries in the player's language
(context "Variants"), for Game › Variant, the window title and the help."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

from scorpion_qt.app.lang.texts import translate

__all__ = ["variant_name", "variant_summary"]

# The casts only tell mypy what QT_TRANSLATE_NOOP returns (a str).
_NAMES: dict[str, str] = cast("dict[str, str]", {
    "cards4": QT_TRANSLATE_NOOP("Variants", "Scorpion (Cards4 rules)"),
    "scorpion-ii": QT_TRANSLATE_NOOP("Variants", "Scorpion II"),
    "wasp": QT_TRANSLATE_NOOP("Variants", "Wasp"),
    "scorpion-tail": QT_TRANSLATE_NOOP("Variants", "Scorpion Tail"),
    "three-blind-mice": QT_TRANSLATE_NOOP("Variants", "Three Blind Mice"),
    "scorpion-head": QT_TRANSLATE_NOOP("Variants", "Scorpion Head"),
    "double-scorpion": QT_TRANSLATE_NOOP("Variants", "Double Scorpion"),
})

_SUMMARIES: dict[str, str] = cast("dict[str, str]", {
    "cards4": QT_TRANSLATE_NOOP(
        "Variants", "Three cards face down in columns 1 to 4; only a King fills an empty column."
    ),
    "scorpion-ii": QT_TRANSLATE_NOOP(
        "Variants", "As Scorpion, but only columns 1 to 3 hide three cards: nine face down instead of twelve."
    ),
    "wasp": QT_TRANSLATE_NOOP(
        "Variants", "As Scorpion, but any face-up card, with the cards on it, may fill an empty column."
    ),
    "scorpion-tail": QT_TRANSLATE_NOOP(
        "Variants", "As Scorpion, but a card goes on the next higher card of the other colour, and runs alternate colours."
    ),
    "three-blind-mice": QT_TRANSLATE_NOOP(
        "Variants",
        "Ten columns of five, three cards face down in columns 8 to 10, two reserve cards to play at any time, no talon.",
    ),
    "scorpion-head": QT_TRANSLATE_NOOP(
        "Variants",
        "Four cards face down in columns 4 to 7, no talon, and four free cells that each hold one end card.",
    ),
    "double-scorpion": QT_TRANSLATE_NOOP(
        "Variants",
        "Two decks in ten columns of ten, four cards face down in columns 1 to 5, a talon of four; eight runs win.",
    ),
})


def variant_name(variant: str) -> str:
    """The name of ``variant`` (a key of ``game.variants.OFFERED``) in the
    current language; ``KeyError`` for another name."""
    return translate("Variants", _NAMES[variant])


def variant_summary(variant: str) -> str:
    """How ``variant`` differs, in one sentence in the current language;
    ``KeyError`` for a name not offered."""
    return translate("Variants", _SUMMARIES[variant])
