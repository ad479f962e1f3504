"""What a screen reader (and the status bar) says about the board, as pure
functions over engine data and :mod:`scorpion_qt.app.lang`: the sentences of
a change (:func:`event_sentences`), the status bar's sentence for it
(:func:`status_sentence`), and the Read menu's answers (describe the board or
a column, list the moves, find a card). The announcer only speaks what it is
given; nothing here touches a widget. Face-down cards are never named."""

from __future__ import annotations

from scorpion_qt.engine import TWO_DECK_CARDS, Card, Flip, FromReserve, GroupMove, Position, Removal, ToCell

from scorpion_qt.app.game.controller import EventKind, GameEvent
from scorpion_qt.app.lang import texts

__all__ = [
    "describe_board",
    "describe_column",
    "event_sentences",
    "find_card",
    "list_moves",
    "parse_card",
    "status_sentence",
]


def event_sentences(event: GameEvent, verbose: bool, game_number: int | None = None) -> list[str]:
    """The sentences that announce ``event``: the move, each card revealed
    and each run removed (what a sighted player sees change), then in full
    verbosity the new end card of the columns involved. Brief (not
    ``verbose``, the default): the move and the card it revealed in one
    sentence of about 12 words (:func:`texts.announce_move_brief`)."""
    effects = event.effects
    pos = event.position
    if event.kind == EventKind.NEW:
        if game_number is None:
            return []
        if event.previous is None:  # a saved game loaded, not a deal
            return [texts.announce_resumed_game(game_number)]
        return [texts.announce_new_game(game_number)]
    move = texts.announce_move(effects) if verbose else texts.announce_move_brief(effects)
    flips = [e for e in effects if isinstance(e, Flip)] if verbose else texts.brief_flips(effects)
    if event.kind == EventKind.UNDO:
        out = [texts.announce_undo_effects(effects, cells=pos.rules.cells > 0)]
    elif event.kind == EventKind.REDO:
        out = [texts.announce_redo(move)]
    else:
        out = [move]
    columns: list[int] = []
    revealed: set[tuple[int, object]] = set()
    if event.kind != EventKind.UNDO:
        removed = len(event.previous.foundations) if event.previous is not None else 0
        for e in effects:
            if isinstance(e, Flip):
                if e in flips:
                    out.append(texts.announce_flip(e))
                revealed.add((e.column, e.card))
            elif isinstance(e, Removal):
                removed += 1
                out.append(texts.announce_removal(e, removed, pos.rules.runs))
    if not verbose:
        return out
    for e in effects:
        if isinstance(e, GroupMove):
            columns += [e.source, e.destination]
        elif isinstance(e, FromReserve):
            columns.append(e.destination)
        elif isinstance(e, ToCell):
            columns.append(e.source)
    for c in columns:
        if (c, pos.end_card(c)) not in revealed:  # "reveals" already named it
            out.append(texts.announce_end(c, pos.end_card(c)))
    return out


def describe_board(position: Position, moves: int = 0, elapsed_ms: int = 0) -> str:
    """Each column's size, face-down count and end card; the talon (when
    the game has one); the reserve or free cells (when it has them);
    foundations; moves and time."""
    parts = []
    for i, col in enumerate(position.columns):
        parts.append(texts.board_column_sentence(i + 1, len(col), position.face_down[i], col[-1] if col else None))
    rules = position.rules
    if rules.talon:
        parts.append(texts.board_talon_sentence(len(position.talon)))
    if rules.reserve_slots:
        parts.append(texts.board_places_sentence(position.reserve, rules.cells > 0))
    parts.append(texts.board_foundations_sentence(position.foundations))
    parts.append(texts.board_progress_sentence(moves, texts.format_time(elapsed_ms)))
    return " ".join(parts)


def describe_column(position: Position, number: int) -> str:
    """Column ``number`` (1..7) from base to end; face-down cards unnamed."""
    col = position.columns[number - 1]
    h = position.face_down[number - 1]
    names = [texts.face_down_name() if i < h else texts.card_name(c) for i, c in enumerate(col)]
    return texts.column_reading(number, names)


def list_moves(position: Position) -> str:
    """"3 moves: 9 of diamonds to column 3, …"."""
    return texts.moves_sentence(position.legal_moves(), position)


def parse_card(text: str) -> Card | None:
    """A card from the short form ("7C"; es "7T", de "Kreuz 7", "10♦") or
    its name, translated or English ("7 of clubs"), in any case; None when
    the text names no card. See :mod:`scorpion_qt.app.a11y.cardinput`."""
    from scorpion_qt.app.a11y.cardinput import parse_card as parse

    return parse(text)


def find_card(position: Position, card: Card) -> str:
    """Where ``card`` is, as far as the player can see: its column and depth
    when face up, "in a foundation", or only that it is face down (in a column
    or in the talon: the player cannot tell which, so neither do we). With
    two decks, where each copy is, the first copy first, in a sentence each
    (both named alike: "9 of diamonds: column 1, … 9 of diamonds: face
    down, …"; said once when both answers are the same)."""
    if position.rules.decks == 2:
        face = card.face
        answers = [_find_one(position, copy) for copy in (face, TWO_DECK_CARDS[int(face) + 52])]
        return answers[0] if answers[0] == answers[1] else " ".join(answers)
    return _find_one(position, card)


def _find_one(position: Position, card: Card) -> str:
    """:func:`find_card` for one card."""
    place = position.find(card)
    if place.kind == "foundation":
        return texts.find_in_foundation(card)
    if place.kind == "reserve" and place.face_up:
        assert place.at is not None
        return texts.find_in_place(card, place.at + 1, position.rules.cells > 0)
    if place.kind == "column" and place.face_up:
        assert place.column is not None and place.at is not None
        return texts.find_in_column(card, place.column, place.at + 1, len(position.columns[place.column - 1]))
    return texts.find_face_down(card)


def status_sentence(event: GameEvent) -> str:
    """The status bar's sentence for a change: the move, "Undone: …" or
    "Redone: …" (the screen reader gets :func:`event_sentences`, which adds
    the flips, removals and column ends)."""
    move = texts.announce_move(event.effects)
    if event.kind == EventKind.UNDO:
        return texts.announce_undo_effects(event.effects, cells=event.position.rules.cells > 0)
    if event.kind == EventKind.REDO:
        return texts.announce_redo(move)
    return move
