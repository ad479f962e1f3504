"""The sentences of learning from the solver (issue 25): the move that lost
the win, the replay of a game, and why a hint is good. Each is one whole
translated message with placeholders (never assembled from fragments);
pure functions over Qt's translation."""

from __future__ import annotations

from scorpion_qt.engine import Move, Position, Suit

from scorpion_qt.app.lang.texts import fmt, move_words, suit_name, translate

__all__ = ["go_back_label", "hint_sentence", "lost_move_sentence", "lost_move_short"]


def lost_move_sentence(index: int, move: Move, better: Move) -> str:
    """"Move 23, 7 of clubs to column 2, lost the win: before it, 5 of
    diamonds to column 6 still won." (``index`` is the action's number in
    the game, from 1; ``better`` a move that still won before it)."""
    return fmt(
        translate("Learn", "Move %1, %2, lost the win: before it, %3 still won."),
        index,
        move_words(move),
        move_words(better),
    )


def lost_move_short(index: int) -> str:
    """The Statistics list's column: "Move 23"."""
    return fmt(translate("Learn", "Move %1"), index)


def go_back_label(index: int) -> str:
    """The button that goes back to the position before action ``index``."""
    return fmt(translate("Learn", "Go Back Before Move %1"), index)


def hint_sentence(move: Move, reason: str, column: int = 0, suit: int = -1, position: Position | None = None) -> str:
    """A hint and why, in one message: "Hint: 9 of diamonds to column 3. It
    turns up the face-down card of column 4." ``reason`` is a
    :class:`scorpion_qt.app.game.teach.Reason` value (``"only"``, ``"run"``,
    ``"flip"``, ``"empty"``, ``"keep"``, ``"line"``), ``column`` the column
    it names, ``suit`` the run's suit (0..3) for ``"run"``, -1 for a run of
    mixed suits (Scorpion Tail); ``position`` the position it is played in
    (two decks: names the card's column when both copies are face up)."""
    words = move_words(move, position)
    r = reason
    if r == "only":
        return fmt(translate("Learn", "Hint: %1. It is the only move that still wins."), words)
    if r == "run" and suit < 0:  # a run of mixed suits (Scorpion Tail)
        return fmt(translate("Learn", "Hint: %1. It completes a run."), words)
    if r == "run":
        return fmt(translate("Learn", "Hint: %1. It completes the run of %2."), words, suit_name(Suit(suit)))
    if r == "flip":
        return fmt(translate("Learn", "Hint: %1. It turns up the face-down card of column %2."), words, column)
    if r == "empty":
        return fmt(translate("Learn", "Hint: %1. It empties column %2 for a King."), words, column)
    if r == "keep":
        return fmt(translate("Learn", "Hint: %1. It keeps column %2 free for a King."), words, column)
    return fmt(translate("Learn", "Hint: %1. The solver found a win that starts with it."), words)
