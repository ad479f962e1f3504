"""Every user-visible sentence about cards, moves and rules, translated.

All text goes through Qt's translation (contexts ``Cards``, ``Moves``,
``Reasons``, ``Announce``); sentences carry placeholders (``%1``, ``%n``)
filled by :func:`fmt`, never pieces glued together.
"""

from __future__ import annotations

from typing import Iterable, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from scorpion_qt.engine import (
    TWO_DECK_CARDS,
    Card,
    Deal,
    Effect,
    Flip,
    FromReserve,
    GroupMove,
    IllegalMoveError,
    IllegalReason,
    Move,
    Position,
    Removal,
    Suit,
    ToCell,
)

_INT_MAX = 2**31 - 1


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``, also for counts beyond Qt's 32-bit
    ``int`` (which would raise ``OverflowError``): the plural form is chosen
    for a stand-in count with the same last digits, and ``%n`` (or the
    grouped ``%Ln``) shows the real count."""
    if -_INT_MAX <= n <= _INT_MAX:
        return QCoreApplication.translate(context, text, disambiguation, n)
    stand_in = 2_000_000_000 + abs(n) % 100_000_000
    out = QCoreApplication.translate(context, text, disambiguation, stand_in)
    return out.replace(QLocale().toString(stand_in), number(n)).replace(str(stand_in), str(n))

# The 52 card names, index = card index (suit * 13 + rank - 1). The casts
# only tell mypy what QT_TRANSLATE_NOOP returns: its message, a str (the
# PySide6 stubs say object).
_CARD_NAMES: tuple[str, ...] = cast("tuple[str, ...]", (
    QT_TRANSLATE_NOOP("Cards", "Ace of spades"),
    QT_TRANSLATE_NOOP("Cards", "2 of spades"),
    QT_TRANSLATE_NOOP("Cards", "3 of spades"),
    QT_TRANSLATE_NOOP("Cards", "4 of spades"),
    QT_TRANSLATE_NOOP("Cards", "5 of spades"),
    QT_TRANSLATE_NOOP("Cards", "6 of spades"),
    QT_TRANSLATE_NOOP("Cards", "7 of spades"),
    QT_TRANSLATE_NOOP("Cards", "8 of spades"),
    QT_TRANSLATE_NOOP("Cards", "9 of spades"),
    QT_TRANSLATE_NOOP("Cards", "10 of spades"),
    QT_TRANSLATE_NOOP("Cards", "Jack of spades"),
    QT_TRANSLATE_NOOP("Cards", "Queen of spades"),
    QT_TRANSLATE_NOOP("Cards", "King of spades"),
    QT_TRANSLATE_NOOP("Cards", "Ace of hearts"),
    QT_TRANSLATE_NOOP("Cards", "2 of hearts"),
    QT_TRANSLATE_NOOP("Cards", "3 of hearts"),
    QT_TRANSLATE_NOOP("Cards", "4 of hearts"),
    QT_TRANSLATE_NOOP("Cards", "5 of hearts"),
    QT_TRANSLATE_NOOP("Cards", "6 of hearts"),
    QT_TRANSLATE_NOOP("Cards", "7 of hearts"),
    QT_TRANSLATE_NOOP("Cards", "8 of hearts"),
    QT_TRANSLATE_NOOP("Cards", "9 of hearts"),
    QT_TRANSLATE_NOOP("Cards", "10 of hearts"),
    QT_TRANSLATE_NOOP("Cards", "Jack of hearts"),
    QT_TRANSLATE_NOOP("Cards", "Queen of hearts"),
    QT_TRANSLATE_NOOP("Cards", "King of hearts"),
    QT_TRANSLATE_NOOP("Cards", "Ace of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "2 of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "3 of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "4 of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "5 of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "6 of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "7 of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "8 of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "9 of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "10 of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "Jack of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "Queen of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "King of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "Ace of clubs"),
    QT_TRANSLATE_NOOP("Cards", "2 of clubs"),
    QT_TRANSLATE_NOOP("Cards", "3 of clubs"),
    QT_TRANSLATE_NOOP("Cards", "4 of clubs"),
    QT_TRANSLATE_NOOP("Cards", "5 of clubs"),
    QT_TRANSLATE_NOOP("Cards", "6 of clubs"),
    QT_TRANSLATE_NOOP("Cards", "7 of clubs"),
    QT_TRANSLATE_NOOP("Cards", "8 of clubs"),
    QT_TRANSLATE_NOOP("Cards", "9 of clubs"),
    QT_TRANSLATE_NOOP("Cards", "10 of clubs"),
    QT_TRANSLATE_NOOP("Cards", "Jack of clubs"),
    QT_TRANSLATE_NOOP("Cards", "Queen of clubs"),
    QT_TRANSLATE_NOOP("Cards", "King of clubs"),
))

# The same names with the definite article, for sentences ("The 8 of hearts
# only goes on the 9 of hearts."); index = card index.
_CARD_NAMES_DEFINITE: tuple[str, ...] = cast("tuple[str, ...]", (
    QT_TRANSLATE_NOOP("CardsDefinite", "the Ace of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 2 of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 3 of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 4 of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 5 of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 6 of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 7 of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 8 of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 9 of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 10 of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Jack of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Queen of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the King of spades"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Ace of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 2 of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 3 of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 4 of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 5 of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 6 of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 7 of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 8 of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 9 of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 10 of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Jack of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Queen of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the King of hearts"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Ace of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 2 of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 3 of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 4 of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 5 of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 6 of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 7 of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 8 of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 9 of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 10 of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Jack of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Queen of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the King of diamonds"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Ace of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 2 of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 3 of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 4 of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 5 of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 6 of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 7 of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 8 of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 9 of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the 10 of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Jack of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the Queen of clubs"),
    QT_TRANSLATE_NOOP("CardsDefinite", "the King of clubs"),
))

_SUIT_NAMES: tuple[str, ...] = cast("tuple[str, ...]", (
    QT_TRANSLATE_NOOP("Cards", "spades"),
    QT_TRANSLATE_NOOP("Cards", "hearts"),
    QT_TRANSLATE_NOOP("Cards", "diamonds"),
    QT_TRANSLATE_NOOP("Cards", "clubs"),
))


def fmt(text: str, *args: object) -> str:
    """Fill Qt-style placeholders ``%1`` … ``%9`` of a translated ``text`` with
    ``args`` (like ``QString.arg``); ``%n`` is filled by ``translate`` itself."""
    for i in range(len(args), 0, -1):
        text = text.replace(f"%{i}", str(args[i - 1]))
    return text


def number(n: int) -> str:
    """``n`` written the way the player's region groups digits
    ("9.223.372.036.854.775.807" in de_DE, "9 223 372 036 854 775 807"
    with no-break spaces in fr_FR; see :func:`.languages.regional_locale`).
    For quantities; game numbers are names and stay ungrouped."""
    return QLocale().toString(int(n))


def format_time(ms: int) -> str:
    """``m:ss`` (or ``h:mm:ss``) for a duration in ms; the same in every language."""
    seconds = max(0, ms) // 1000
    h, rem = divmod(seconds, 3600)
    m, sec = divmod(rem, 60)
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"


def card_name(card: Card) -> str:
    """The translated name of ``card`` ("9 of diamonds", "Karo-Neun"); both
    copies of a card (two decks) are named alike, by ``card.face``."""
    return translate("Cards", _CARD_NAMES[int(card.face)])


def card_name_definite(card: Card) -> str:
    """The translated name of ``card`` with its definite article, for use
    inside a sentence ("the 9 of diamonds", "el 9 de diamantes", "la Dame de
    pique"; German keeps the bare name, "Karo 9")."""
    return translate("CardsDefinite", _CARD_NAMES_DEFINITE[int(card.face)])


def sentence(text: str) -> str:
    """``text`` with its first letter capitalised (a sentence that starts
    with a card name: "the 9 …" → "The 9 …", "l’As …" → "L’As …")."""
    return text[:1].upper() + text[1:]


def suit_name(suit: Suit) -> str:
    """The translated plural name of ``suit`` ("hearts", "Herz")."""
    return translate("Cards", _SUIT_NAMES[int(suit)])


RANK_LETTERS: dict[int, str] = cast("dict[int, str]", {
    # The index letters of the face cards and the Ace, as players of each
    # language read them (German: B D K A; French: V D R A).
    1: QT_TRANSLATE_NOOP("CardFaces", "A"),
    11: QT_TRANSLATE_NOOP("CardFaces", "J"),
    12: QT_TRANSLATE_NOOP("CardFaces", "Q"),
    13: QT_TRANSLATE_NOOP("CardFaces", "K"),
})


def rank_label(rank: int) -> str:
    """The rank as printed on a card's index in the current language
    ("A", "2" … "10", "J", "Q", "K"; German "B", "D", "K"; French "V", "D", "R")."""
    letter = RANK_LETTERS.get(rank)
    return QCoreApplication.translate("CardFaces", letter) if letter else str(rank)



def card_symbol(card: Card) -> str:
    """Rank and suit symbol as on the card's index ("10♦", "K♠"; German "B♦")."""
    return rank_label(card.rank) + card.suit.symbol


def describe_action(move: Move, effects: tuple[Effect, ...] | list[Effect]) -> str:
    """Short translated text of an action, for undo texts and the history:
    "9♦ and 2 cards to column 4", "Deal the talon"."""
    for e in effects:
        if isinstance(e, GroupMove):
            extra = len(e.cards) - 1
            if extra == 0:
                return fmt(translate("Moves", "%1 to column %2"), card_symbol(e.cards[0]), e.destination)
            return fmt(
                translate("Moves", "%1 and %n card(s) to column %2", "", extra),
                card_symbol(e.cards[0]),
                e.destination,
            )
        if isinstance(e, FromReserve):
            return fmt(translate("Moves", "%1 to column %2"), card_symbol(e.card), e.destination)
        if isinstance(e, ToCell):
            return fmt(translate("Moves", "%1 to a free cell"), card_symbol(e.card))
        if isinstance(e, Deal):
            return translate("Moves", "Deal the talon")
    return str(move)


def announce_move(effects: tuple[Effect, ...] | list[Effect]) -> str:
    """The spoken sentence for the move or deal of an action:
    "9 of diamonds and 2 cards to column 4."."""
    for e in effects:
        if isinstance(e, GroupMove):
            extra = len(e.cards) - 1
            if extra == 0:
                return fmt(translate("Announce", "%1 to column %2."), card_name(e.cards[0]), e.destination)
            return fmt(
                translate("Announce", "%1 and %n card(s) to column %2.", "", extra),
                card_name(e.cards[0]),
                e.destination,
            )
        if isinstance(e, FromReserve):
            return fmt(translate("Announce", "%1 to column %2."), card_name(e.card), e.destination)
        if isinstance(e, ToCell):
            return fmt(translate("Announce", "%1 to a free cell."), card_name(e.card))
        if isinstance(e, Deal):
            names = [card_name(c) for c in e.cards]
            if len(names) == 3:
                return fmt(
                    translate("Announce", "Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3."),
                    *names,
                )
            if len(names) == 4:  # two decks
                return fmt(
                    translate(
                        "Announce", "Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3, %4 to column 4."
                    ),
                    *names,
                )
            return translate("Announce", "Talon dealt.")
    return ""


def announce_move_brief(effects: tuple[Effect, ...] | list[Effect]) -> str:
    """The brief spoken sentence for an action (the default verbosity),
    about 12 words: the move with the card it revealed in its own column
    ("7 of clubs and 3 cards to column 4; 9 of diamonds revealed."), or the
    deal with its three cards ("Talon dealt: 4 of hearts, King of spades,
    2 of clubs."). Other reveals and runs have their own sentences."""
    move, flip = _move_and_its_flip(effects)
    if move is not None:
        if flip is None:
            return announce_move(effects)
        if isinstance(move, ToCell):
            return fmt(translate("Announce", "%1 to a free cell; %2 revealed."), card_name(move.card), card_name(flip.card))
        extra = len(move.cards) - 1
        lead = card_name(move.cards[0])
        if extra == 0:
            return fmt(translate("Announce", "%1 to column %2; %3 revealed."), lead, move.destination, card_name(flip.card))
        return fmt(
            translate("Announce", "%1 and %n card(s) to column %2; %3 revealed.", "", extra),
            lead,
            move.destination,
            card_name(flip.card),
        )
    for e in effects:
        if isinstance(e, Deal) and len(e.cards) == 3:
            return fmt(translate("Announce", "Talon dealt: %1, %2, %3."), *(card_name(c) for c in e.cards))
        if isinstance(e, Deal) and len(e.cards) == 4:  # two decks
            return fmt(translate("Announce", "Talon dealt: %1, %2, %3, %4."), *(card_name(c) for c in e.cards))
    return announce_move(effects)


def brief_flips(effects: tuple[Effect, ...] | list[Effect]) -> list[Flip]:
    """The reveals of an action that :func:`announce_move_brief` does not
    name (a card turned up under a run that left the destination)."""
    named = _move_and_its_flip(effects)[1]
    return [e for e in effects if isinstance(e, Flip) and e is not named]


def _move_and_its_flip(
    effects: tuple[Effect, ...] | list[Effect],
) -> tuple[GroupMove | ToCell | None, Flip | None]:
    """The action's group move (or move to a free cell) and the reveal in
    the column it left (the one :func:`announce_move_brief` names), each
    None when there is none."""
    move = next((e for e in effects if isinstance(e, (GroupMove, ToCell))), None)
    if move is None:
        return None, None
    return move, next((e for e in effects if isinstance(e, Flip) and e.column == move.source), None)


def announce_flip(flip: Flip) -> str:
    """"Column 2, card revealed: 7 of clubs." (label style: no language
    needs an article or a pronoun for the card)."""
    return fmt(translate("Announce", "Column %1, card revealed: %2."), flip.column, card_name(flip.card))


def announce_removal(removal: Removal, removed_count: int, runs: int = 4) -> str:
    """"Run of hearts complete, 2 of 4." — ``removed_count`` runs removed so
    far, of ``runs`` (``Rules.runs``: 8 with two decks, "2 of 8"). A run of
    mixed suits (Scorpion Tail's alternate colours) is named by its King and
    its Ace: "Run complete (King of hearts … Ace of spades), 2 of 4."."""
    if runs == 8 and removal.one_suit:
        return fmt(translate("Announce", "Run of %1 complete, %2 of 8."), suit_name(removal.suit), removed_count)
    if not removal.one_suit:
        return fmt(
            translate("Announce", "Run complete (%1 … %2), %3 of 4."),
            card_name(removal.cards[0]),
            card_name(removal.cards[-1]),
            removed_count,
        )
    return fmt(
        translate("Announce", "Run of %1 complete, %2 of 4."),
        suit_name(removal.suit),
        removed_count,
    )


def other_colour_successors(card: Card) -> tuple[Card, Card]:
    """The two cards ``card`` goes on when building in alternate colours
    (one rank higher, of the two suits of the other colour, in suit order).
    Raises ``ValueError`` for a King (it goes on no card)."""
    rank = card.rank + 1
    suits = [s for s in Suit if s.is_red != card.suit.is_red]
    return Card.of(rank, suits[0]), Card.of(rank, suits[1])


def reason_text(error: IllegalMoveError) -> str:
    """The translated sentence for an illegal move, naming its cards (with
    their article: "The 8 of hearts only goes on the 9 of hearts.")."""
    r = error.reason
    cards = error.cards
    lead = card_name_definite(cards[0]) if cards else ""
    col = error.column or 0
    if r is IllegalReason.UNKNOWN_CARD:
        return sentence(fmt(translate("Reasons", "%1 is not in a column."), lead))
    if r is IllegalReason.FACE_DOWN:
        return translate("Reasons", "A face-down card cannot be moved.")
    if r is IllegalReason.SAME_COLUMN:
        return sentence(fmt(translate("Reasons", "%1 is already in column %2."), lead, col))
    if r is IllegalReason.KING_NEEDED:
        return fmt(translate("Reasons", "Only a King can go to the empty column %1."), col)
    if r is IllegalReason.WHOLE_COLUMN_TO_EMPTY:
        return sentence(
            fmt(
                translate("Reasons", "%1 already fills its whole column: moving it to an empty column changes nothing."),
                lead,
            )
        )
    if r is IllegalReason.TARGET_IS_ACE:
        return sentence(fmt(translate("Reasons", "Nothing goes on %1."), card_name_definite(cards[1])))
    if r is IllegalReason.KING_ON_CARD:
        return sentence(fmt(translate("Reasons", "%1 only goes to an empty column."), lead))
    if r in (IllegalReason.WRONG_SUIT, IllegalReason.WRONG_RANK):
        succ = cards[0].successor
        assert succ is not None
        return sentence(fmt(translate("Reasons", "%1 only goes on %2."), lead, card_name_definite(succ)))
    if r is IllegalReason.WRONG_COLOUR:
        first, second = other_colour_successors(cards[0])
        return sentence(
            fmt(
                translate("Reasons", "%1 only goes on %2 or %3."),
                lead,
                card_name_definite(first),
                card_name_definite(second),
            )
        )
    if r is IllegalReason.TALON_ALREADY_DEALT:
        return translate("Reasons", "The talon has already been dealt.")
    if r is IllegalReason.TALON_NOT_YET:
        return translate("Reasons", "The talon can be dealt only when no other move remains.")
    if r is IllegalReason.NO_SUCH_COLUMN:
        return translate("Reasons", "This game has no such column.")
    if r is IllegalReason.CELL_TAKES_ONE_CARD:
        return translate("Reasons", "Only a column's end card, alone, goes to a free cell.")
    return translate("Reasons", "Every free cell holds a card already.")


# --------------------------------------------------------------------------
# Accessibility: names of the board's parts, announcements and the Read
# menu's sentences (context "Access"). A face-down card is only ever called
# "face-down card": none of these sentences may name it.


def face_down_name() -> str:
    """The only name a face-down card ever has."""
    return translate("Access", "face-down card")


def column_title(column: int, total: int, face_down: int) -> str:
    """A column's accessible name: "Column 3, 3 face down", "Column 5",
    "Column 4, empty". No card count: a screen reader says it with the list
    ("List with 7 items"), and saying it twice was 16 % of all speech."""
    if total == 0:
        return fmt(translate("Access", "Column %1, empty"), column)
    if face_down == 0:
        return fmt(translate("Access", "Column %1"), column)
    return fmt(translate("Access", "Column %1, %2 face down"), column, face_down)


def covered_card_name(card: Card, index: int, total: int) -> str:
    """A face-up card with cards on it, as its place in the column says it:
    "7 of clubs, 3 of 9" (``index`` from the base, 1-based, of ``total``)."""
    return fmt(translate("Access", "%1, %2 of %3"), card_name(card), index, total)


def talon_title(count: int) -> str:
    """"Talon, 3 cards" or "Talon, dealt"."""
    if count == 0:
        return translate("Access", "Talon, dealt")
    return translate("Access", "Talon, %n card(s)", "", count)


def place_title(place: int, card: Card | None, cells: bool) -> str:
    """A reserve place's or free cell's accessible name (``place`` 1-based):
    "Reserve 1: 9 of hearts", "Reserve 2, empty" (Three Blind Mice), "Free
    cell 3: Queen of spades", "Free cell 1, empty" (``cells``, Scorpion Head)."""
    if cells:
        if card is None:
            return fmt(translate("Access", "Free cell %1, empty"), place)
        return fmt(translate("Access", "Free cell %1: %2"), place, card_name(card))
    if card is None:
        return fmt(translate("Access", "Reserve %1, empty"), place)
    return fmt(translate("Access", "Reserve %1: %2"), place, card_name(card))


def board_places_sentence(cards: tuple[Card | None, ...] | list[Card | None], cells: bool) -> str:
    """The reserve or the free cells in the board summary: "Reserve: 9 of
    hearts, empty." or "Free cells: Queen of spades, empty, empty, empty."."""
    names = list_text(card_name(c) if c is not None else translate("Access", "empty") for c in cards)
    if cells:
        return fmt(translate("Access", "Free cells: %1."), names)
    return fmt(translate("Access", "Reserve: %1."), names)


def find_in_place(card: Card, place: int, cells: bool) -> str:
    """"9 of hearts: reserve place 1." or "9 of hearts: free cell 2."."""
    if cells:
        return fmt(translate("Access", "%1: free cell %2."), card_name(card), place)
    return fmt(translate("Access", "%1: reserve place %2."), card_name(card), place)


def foundations_title(suits: tuple[Suit, ...] | list[Suit]) -> str:
    """"Foundations: hearts, spades" or "Foundations: none"."""
    if not suits:
        return translate("Access", "Foundations: none")
    return fmt(translate("Access", "Foundations: %1"), _suit_list(suits))


def announce_redo(sentence: str) -> str:
    """"Redone: 9 of diamonds to column 4."."""
    return fmt(translate("Access", "Redone: %1"), sentence)


def announce_end(column: int, end: Card | None) -> str:
    """Full verbosity, after a move: "Column 4, last card: 8 of diamonds."."""
    if end is None:
        return fmt(translate("Access", "Column %1 is now empty."), column)
    return fmt(translate("Access", "Column %1, last card: %2."), column, card_name(end))


def announce_new_game(number: int) -> str:
    """"Game 42 dealt."."""
    return fmt(translate("Access", "Game %1 dealt."), number)


def announce_resumed_game(number: int) -> str:
    """"Game 42 resumed." (a saved game loaded where it was left)."""
    return fmt(translate("Access", "Game %1 resumed."), number)


def board_column_sentence(column: int, total: int, face_down: int, end: Card | None) -> str:
    """One column in the board summary: "Column 1: 7 cards, 3 face down,
    last card: 9 of diamonds."."""
    if end is None:
        return fmt(translate("Access", "Column %1: empty."), column)
    if face_down == 0:
        return fmt(translate("Access", "Column %1: %n card(s), last card: %2.", "", total), column, card_name(end))
    return fmt(
        translate("Access", "Column %1: %n card(s), %2 face down, last card: %3.", "", total),
        column,
        face_down,
        card_name(end),
    )


def board_talon_sentence(count: int) -> str:
    if count == 0:
        return translate("Access", "Talon: dealt.")
    return translate("Access", "Talon: %n card(s).", "", count)


def board_foundations_sentence(suits: tuple[Suit, ...] | list[Suit]) -> str:
    if not suits:
        return translate("Access", "Foundations: none.")
    return fmt(translate("Access", "Foundations: %1."), _suit_list(suits))


def list_text(items: Iterable[str]) -> str:
    """``items`` as a list in the current language ("2, 5, 7"), joined by
    the translated separator (context ``Access``, ", ")."""
    return translate("Access", ", ").join(items)


def clause_list(items: Iterable[str]) -> str:
    """``items`` (clauses) joined by the translated "; " (context ``Undo``;
    French puts a narrow no-break space before the semicolon)."""
    return translate("Undo", "; ").join(items)


def _suit_list(suits: tuple[Suit, ...] | list[Suit]) -> str:
    """"hearts, spades" in the current language."""
    return translate("Access", ", ").join(suit_name(s) for s in suits)


def board_progress_sentence(moves: int, time_text: str) -> str:
    """"12 moves, time 3:05."."""
    return fmt(translate("Access", "%Ln move(s), time %1.", "", moves), time_text)


def column_reading(column: int, names: list[str]) -> str:
    """"Column 2, from base to end: face-down card, face-down card, 7 of clubs."."""
    if not names:
        return fmt(translate("Access", "Column %1 is empty."), column)
    return fmt(
        translate("Access", "Column %1, from base to end: %2."),
        column,
        translate("Access", ", ").join(names),
    )


def move_words(move: Move, position: Position | None = None) -> str:
    """A legal move in a list: "9 of diamonds to column 3", "deal the talon".
    In ``position`` (two decks) where the other copy of the card lies face
    up in a column too, the card's column tells them apart: "9 of diamonds
    from column 2 to column 4"."""
    if move.card is None or move.column is None:
        return translate("Access", "deal the talon")
    if move.to_cell:
        return fmt(translate("Access", "%1 to a free cell"), card_name(move.card))
    source = _twin_source(move.card, position)
    if source is not None:
        return fmt(translate("Access", "%1 from column %2 to column %3"), card_name(move.card), source, move.column)
    return fmt(translate("Access", "%1 to column %2"), card_name(move.card), move.column)


def _twin_source(card: Card, position: Position | None) -> int | None:
    """The column (1..) of ``card`` when ``position`` has two decks and the
    other copy of ``card`` is face up in a column as well; else None."""
    if position is None or position.rules.decks < 2:
        return None
    twin = TWO_DECK_CARDS[int(card.face) + 52 if card.copy == 0 else int(card.face)]
    here, there = position.find(card), position.find(twin)
    if here.kind == there.kind == "column" and here.face_up and there.face_up:
        return here.column
    return None


def moves_sentence(moves: list[Move], position: Position | None = None) -> str:
    """"3 moves: 9 of diamonds to column 3, …." or "No legal move." (the
    moves of ``position``: see :func:`move_words`)."""
    if not moves:
        return translate("Access", "No legal move.")
    return fmt(
        translate("Access", "%n move(s): %1.", "", len(moves)),
        translate("Access", ", ").join(move_words(m, position) for m in moves),
    )


def find_in_column(card: Card, column: int, index: int, total: int) -> str:
    """"7 of clubs: column 2, card 5 of 9, face up."."""
    return fmt(translate("Access", "%1: column %2, card %3 of %4, face up."), card_name(card), column, index, total)


def find_face_down(card: Card) -> str:
    """A card the player cannot see: said to be face down, never where."""
    return fmt(translate("Access", "%1: face down, not yet visible."), card_name(card))


def find_in_foundation(card: Card) -> str:
    return fmt(translate("Access", "%1: in a foundation."), card_name(card))


def find_unknown(text: str) -> str:
    """The answer to a text that names no card, with examples the player
    can type in the current language (no suit symbols)."""
    return fmt(translate("Access", "“%1” is not a card: type for example 7C or 7 of clubs."), text)


def announce_pickup(card: Card, companions: int, destinations: list[int], cell: bool = False, *, named: bool = True) -> str:
    """After picking a group up with the keyboard: "9 of diamonds picked up,
    3 cards in all. Possible columns: 3, 5." or "… No possible destination."
    (label style: right for one column and for several, no pronoun); with
    ``cell`` (a free cell may take it, Scorpion Head) "… Possible columns: 3,
    or a free cell." or "… Possible destination: a free cell.". ``named``
    False (the card the focus was just on, said a moment ago; issue 23's
    brief announcements): "Picked up. Possible columns: 3, 5." without the
    card's name and count."""
    if not named:
        first = translate("Access", "Picked up.")
    elif companions:
        # Two cards or more: no plural form needed in en, es, de, fr.
        first = fmt(translate("Access", "%1 picked up, %2 cards in all."), card_name(card), companions + 1)
    else:
        first = fmt(translate("Access", "%1 picked up."), card_name(card))
    if cell and not destinations:
        return fmt(translate("Access", "%1 Possible destination: a free cell."), first)
    if not destinations:
        return fmt(translate("Access", "%1 No possible destination."), first)
    if cell:
        return fmt(translate("Access", "%1 Possible columns: %2, or a free cell."), first, list_text(str(d) for d in destinations))
    return fmt(
        translate("Access", "%1 Possible columns: %2."),
        first,
        translate("Access", ", ").join(str(d) for d in destinations),
    )


# --------------------------------------------------------------------------
# Undo: what an undo reverses, built from the action's effects (data).


def undo_clause(effect: Effect, cells: bool = False) -> str:
    """What undoing one effect puts back, as a clause (no capital, no final
    stop): "5 of diamonds back to column 1", "5 of diamonds and 2 cards back
    to column 1", "the run of spades is back on column 2", "the 7 of clubs is
    face down again", "4 of diamonds, Jack of diamonds and 2 of clubs back in
    the talon", "9 of hearts back to reserve place 2" (``cells``: "… back
    to free cell 2", Scorpion Head). Raises ``TypeError`` for an object that
    is no effect."""
    if isinstance(effect, FromReserve):
        if cells:
            return fmt(translate("Undo", "%1 back to free cell %2"), card_name(effect.card), effect.place)
        return fmt(translate("Undo", "%1 back to reserve place %2"), card_name(effect.card), effect.place)
    if isinstance(effect, ToCell):
        return fmt(translate("Undo", "%1 back to column %2"), card_name(effect.card), effect.source)
    if isinstance(effect, GroupMove):
        extra = len(effect.cards) - 1
        if extra == 0:
            return fmt(translate("Undo", "%1 back to column %2"), card_name(effect.cards[0]), effect.source)
        return fmt(
            translate("Undo", "%1 and %n card(s) back to column %2", None, extra), card_name(effect.cards[0]), effect.source
        )
    if isinstance(effect, Flip):
        return fmt(translate("Undo", "%1 is face down again"), card_name_definite(effect.card))
    if isinstance(effect, Removal):
        if not effect.one_suit:
            return fmt(
                translate("Undo", "the run (%1 … %2) is back on column %3"),
                card_name(effect.cards[0]),
                card_name(effect.cards[-1]),
                effect.column,
            )
        return fmt(translate("Undo", "the run of %1 is back on column %2"), suit_name(effect.suit), effect.column)
    if isinstance(effect, Deal):
        names = [card_name(c) for c in effect.cards]
        if len(names) == 3:
            return fmt(translate("Undo", "%1, %2 and %3 back in the talon"), *names)
        if len(names) == 4:  # two decks
            return fmt(translate("Undo", "%1, %2, %3 and %4 back in the talon"), *names)
        return translate("Undo", "the talon is back")
    raise TypeError(f"not an effect: {effect!r}")


def announce_undo_effects(effects: tuple[Effect, ...] | list[Effect], cells: bool = False) -> str:
    """The spoken sentence for an undo, naming what it reverses, the move
    first, then the runs put back, then the cards turned face down again:
    "Undone: 5 of diamonds back to column 1; the run of spades is back on
    column 2; the 7 of clubs is face down again." (``cells``: the game has
    free cells, :func:`undo_clause`)."""
    def order(e: Effect) -> int:
        return 0 if isinstance(e, (GroupMove, Deal, FromReserve, ToCell)) else 1 if isinstance(e, Removal) else 2

    clauses = [undo_clause(e, cells) for e in sorted(effects, key=order)]
    if not clauses:
        return translate("Undo", "Undone.")
    return fmt(translate("Undo", "Undone: %1."), clause_list(clauses))
