"""The playing commands that speak to the board and the move panel together:
a hint, clearing the selection, growing or shrinking it with the ▲ ▼
buttons, the full-announcements switch, and the reason an illegal move
was refused. What is legal is the engine's to say; this only shows and
says it."""

from __future__ import annotations

from scorpion_qt.engine import IllegalMoveError

from scorpion_qt.app.board.view import BoardView
from scorpion_qt.app.game.session import GameSession
from scorpion_qt.app.lang import texts
from scorpion_qt.app.lang.learn import hint_sentence
from scorpion_qt.app.lang.texts import fmt, translate
from scorpion_qt.app.ui.panel import MovePanel
from scorpion_qt.app.ui.status import MessageLine

__all__ = ["PlayCommands"]


class PlayCommands:
    """Hint, Clear Selection, ▲ ▼ and Full Announcements for ``session``'s
    game on ``board`` and ``panel``, said on ``messages``."""

    def __init__(self, session: GameSession, board: BoardView, panel: MovePanel, messages: MessageLine) -> None:
        self.session, self.board, self.panel, self.messages = session, board, panel, messages

    def give_hint(self) -> None:
        """Show a hint: the next move of a known winning line, else the
        solver's heuristic; highlighted, in the panel, announced, counted.
        From a position proven lost (by the analysis, or by the hint's own
        short search) it says so: "No winning move remains; best try: ..."."""
        if self.session.waiting_for_deal:
            return
        if self.session.controller.position.is_won:
            self.messages.show(translate("MainWindow", "The game is won."))
            return
        move, winnable = self.session.hint()
        position = self.session.controller.position
        if move is None:
            self.messages.show(translate("MainWindow", "No move remains."))
            return
        self.board.show_hint(move)
        self.panel.choose_move(move)
        if winnable is False:
            text = lambda: fmt(translate("MainWindow", "No winning move remains; best try: %1"), texts.move_words(move, position))  # noqa: E731
        elif winnable is True:
            # It starts a winning line: say why, from its effects and the solver's proofs.
            reason = self.session.hint_reason(move)
            text = lambda: hint_sentence(move, reason.reason, reason.column, reason.suit, position)  # noqa: E731
        else:
            text = lambda: fmt(translate("MainWindow", "Hint: %1"), texts.move_words(move, position))  # noqa: E731
        self.messages.show(text(), again=text)

    def clear_selection(self) -> None:
        """Escape: take back a drag under way (the cards go home, nothing is
        played or said), else drop the selection, the armed talon and the
        hint, and say so."""
        board = self.board
        if board.cancel_drag():
            return
        had = board.selected is not None or board.hint is not None or board.talon_armed
        board.clear_selection()
        if had:
            # The panel lets go of the card too (back to the first legal move).
            self.panel.set_position(self.session.controller.position)
            self.messages.show(translate("MainWindow", "Selection cleared."))

    def resize_selection(self, delta: int) -> None:
        """▲ (``delta`` +1) / ▼ (-1): grow or shrink the selection by one card
        and say what is held."""
        before = self.board.selected
        self.board.grow_selection(delta)
        card = self.board.selected
        if card is None:
            self.messages.show(translate("MainWindow", "Select a card first."))
        elif card != before:
            self.messages.show(self.board.held_sentence(card))

    def set_verbose(self, on: bool) -> None:
        """Read › Full Announcements: every flip and column end said after a move (``on``), or the move only."""
        self.session.settings.verbose = on
        self.messages.show(
            translate("MainWindow", "Full announcements: on.") if on else translate("MainWindow", "Full announcements: off.")
        )

    def say_illegal(self, reason: str, error: object) -> None:
        """A move was refused: say the engine's ``reason`` (again in the new
        language after a switch, when ``error`` is the engine's)."""
        again = (lambda: texts.reason_text(error)) if isinstance(error, IllegalMoveError) else None
        self.messages.show(reason, again=again)
