"""The sentences of learning from the solver (issue 25): the move that lost
the win, the replay of a game, and why a hint is good. Each is one whole
translated message with placeholders (never assembled from fragments);
pure functions over Qt's translation."""

from __future__ import annotations

from scorpion_qt.engine import Move

from scorpion_qt.app.lang.texts import fmt, move_words, translate

__all__ = ["go_back_label", "lost_move_sentence", "lost_move_short"]


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
