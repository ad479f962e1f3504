"""Reading a card the player typed (Find a Card), in the current language.

Accepted, in any case, with or without accents and in either order:

- the short form: a rank and a suit letter or symbol ("7T", "T7", "10♣").
  Ranks are digits or the letters printed on the cards in this language
  (es J/Q/K, de B/D/K, fr V/D/R); suit letters come from the catalogue
  (:func:`suit_letters`): es P C D T, de P H (Karo and Kreuz share the K,
  so neither has a letter), fr P T (cœur and carreau share the C). English
  letters (S H D C) are read only in English: a Spanish "7C" is the 7 of
  hearts (*corazones*), never silently the 7 of clubs;
- the card's name, as the game writes it or with the suit in the singular,
  in this language or in English ("7 de tréboles", "trébol 7", "Kreuz 7",
  "7 of clubs");
- the suit symbols ♠ ♥ ♦ ♣ everywhere.

The answer always names the card it chose (:mod:`accessibility`), so a
player hears which card a short form meant.
"""

from __future__ import annotations

import re
import unicodedata

from scorpion_qt.engine import CARDS, Card, Suit
from scorpion_qt.engine import card_name as english_card_name

from scorpion_qt.app.lang import texts
from scorpion_qt.app.lang.languages import current_language
from scorpion_qt.app.lang.texts import translate

__all__ = ["parse_card", "suit_letters"]

_SYMBOLS = "♠♥♦♣"
_ENGLISH_FILLERS = ("of", "the")


def _fold(text: str) -> str:
    """Lower case without accents; œ → oe, ß → ss."""
    t = text.casefold().replace("œ", "oe").replace("’", "'")
    return "".join(ch for ch in unicodedata.normalize("NFD", t) if not unicodedata.combining(ch))


def suit_letters() -> dict[str, Suit]:
    """Letter (folded) → suit for the short form in the current language."""
    letters = translate(
        "CardInput",
        "S H D C",
        "Find a Card: the letters of spades, hearts, diamonds and clubs, in this order, separated by spaces; "
        "write - for a suit whose initial another suit shares; no letter twice, none equal to a rank letter",
    ).split()
    out: dict[str, Suit] = {}
    if len(letters) == 4:
        for suit, letter in zip(Suit, letters):
            f = _fold(letter)
            if len(f) == 1 and f.isalpha() and f not in out:
                out[f] = suit
    return out


def _fillers() -> set[str]:
    words = translate(
        "CardInput",
        "of the",
        "Find a Card: small words of card names a player may type or leave out, separated by spaces",
    )
    return {_fold(w) for w in words.split()} | set(_ENGLISH_FILLERS)


def _rank_letters() -> dict[str, int]:
    from scorpion_qt.app.board.cardart import rank_label

    out = {str(r): r for r in range(2, 11)}
    for r in (1, 11, 12, 13):
        out.setdefault(_fold(rank_label(r)), r)
    if current_language() == "en":
        out.setdefault("t", 10)
    # Rank words from the card names ("rey", "konig", "valet", "king").
    fillers = _fillers()
    forms = _suit_word_forms()
    for r in (1, 11, 12, 13):
        card = Card.of(r, Suit.SPADES)
        for name in (texts.card_name(card), english_card_name(card)):
            rest = [w for w in _words(name, fillers) if w not in forms]
            if len(rest) == 1:
                out.setdefault(rest[0], r)
    return out


def _words(text: str, fillers: set[str]) -> list[str]:
    spaced = re.sub(f"([{_SYMBOLS}])", r" \1 ", _fold(text))
    return [w for w in re.split(r"[\s,.;:'\-]+", spaced) if w and w not in fillers]


def _suit_word_forms() -> dict[str, Suit]:
    """Each suit's words (this language's and English), singular and plural."""
    out: dict[str, Suit] = {}
    for suit in Suit:
        for name in (texts.suit_name(suit), suit.name.lower()):
            w = _fold(name)
            for form in {w, w + "s", w + "es", w[:-1] if w.endswith("s") else w, w[:-2] if w.endswith("es") else w}:
                out.setdefault(form, suit)
    return out


def _name_keys(card: Card, fillers: set[str]) -> set[tuple[str, ...]]:
    return {tuple(sorted(_words(n, fillers))) for n in (texts.card_name(card), english_card_name(card))}


def _short(token: str, ranks: dict[str, int], suits: dict[str, Suit]) -> Card | None:
    """"7t", "t7", "10♣", "♣10" → card, or None."""
    for rank_text, suit_text in ((token[:-1], token[-1]), (token[1:], token[0])):
        if suit_text in _SYMBOLS:
            suit: Suit | None = Suit(_SYMBOLS.index(suit_text))
        else:
            suit = suits.get(suit_text)
        rank = ranks.get(rank_text)
        if suit is not None and rank is not None:
            return Card.of(rank, suit)
    return None


def parse_card(text: str) -> Card | None:
    """The card ``text`` names in the current language (see the module
    docstring for what is accepted), or None when it names none or is
    ambiguous. Never raises."""
    fillers = _fillers()
    words = _words(text, fillers)
    if not words:
        return None
    ranks = _rank_letters()
    suits = suit_letters() if current_language() != "en" else {l.lower(): s for l, s in zip("SHDC", Suit)}
    if len(words) == 1:
        card = _short(words[0], ranks, suits)
        if card is not None:
            return card
    elif len(words) == 2:
        # A rank and a suit word or symbol, in either order ("Kreuz 7", "7 ♣").
        forms = _suit_word_forms()
        for a, b in (words, words[::-1]):
            suit = Suit(_SYMBOLS.index(b)) if b in _SYMBOLS else forms.get(b)
            if suit is not None and a in ranks:
                return Card.of(ranks[a], suit)
    key = tuple(sorted(words))
    for card in CARDS:
        if key in _name_keys(card, fillers):
            return card
    return None
