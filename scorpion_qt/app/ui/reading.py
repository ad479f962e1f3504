"""The Read menu: the board, a column, the legal moves and where a card is,
put into words by :mod:`scorpion_qt.app.a11y.sentences` and shown and said
on the message line, in the current language after a switch too. Nothing
hidden is named: a face-down card is "face-down card"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from scorpion_qt.engine import TWO_DECK_CARDS

from scorpion_qt.app.a11y import sentences
from scorpion_qt.app.board.view import BoardView
from scorpion_qt.app.game.controller import GameController
from scorpion_qt.app.lang import texts
from scorpion_qt.app.lang.texts import translate
from scorpion_qt.app.ui.status import MessageLine

__all__ = ["Reading"]


class Reading:
    """The Read menu's four answers for the game in ``controller``; the
    focused column comes from ``board``, the Find dialog opens over ``parent``."""

    def __init__(self, controller: GameController, board: BoardView, messages: MessageLine, parent: QWidget) -> None:
        self.controller, self.board, self.messages, self.parent = controller, board, messages, parent

    def describe_board(self) -> str:
        """Say each column's size and end card, the talon, the foundations,
        the moves and the time; returns the sentence."""
        c = self.controller
        text = sentences.describe_board(c.position, c.moves, c.elapsed_ms())
        self.messages.show(text, again=lambda: sentences.describe_board(c.position, c.moves, c.elapsed_ms()))
        return text

    def describe_column(self, number: int | None = None) -> str:
        """Say the focused column (or column ``number``, 1..) from base to
        end — with the focus on a reserve place or free cell, the reserve or
        the cells; returns the sentence."""
        position = self.controller.position
        if number is None and self.board.focus_place is not None and position.rules.reserve_slots:
            cells = position.rules.cells > 0
            text = texts.board_places_sentence(position.reserve, cells)
            self.messages.show(text, again=lambda: texts.board_places_sentence(position.reserve, cells))
            return text
        n = number if number is not None else self.board.focus_column_index + 1
        text = sentences.describe_column(position, n)
        self.messages.show(text, again=lambda: sentences.describe_column(position, n))
        return text

    def list_moves(self) -> str:
        """Say the legal moves; returns the sentence."""
        position = self.controller.position
        text = sentences.list_moves(position)
        self.messages.show(text, again=lambda: sentences.list_moves(position))
        return text

    def find_card(self, query: str | None = None) -> str:
        """Ask for a card (notation such as ``7C`` or a name such as "7 of
        clubs"; ``query`` skips the question) and say where it is, as far as
        the player can see, and take the board's focus to it when it is face
        up in a column; returns the sentence ("" when cancelled)."""
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        if query is None:
            from PySide6.QtWidgets import QInputDialog  # its type and enums when first asked

            query, ok = QInputDialog.getText(self.parent, t("Find a Card"), t("Card (for example 7C or 7 of clubs):"))
            if not ok or not query.strip():
                return ""
        card = sentences.parse_card(query)
        position, typed = self.controller.position, query.strip()

        def answer() -> str:
            if card is None:
                return texts.find_unknown(typed)
            return sentences.find_card(position, card)

        text = answer()
        if card is not None and position.rules.decks == 2:
            # Two decks: the focus goes to the first copy the player can see.
            copies = (card.face, TWO_DECK_CARDS[int(card.face) + 52])
            card = next((x for x in copies if position.find(x).face_up), copies[0])
        if card is not None:
            place = position.find(card)
            if place.kind == "column" and place.face_up and place.column is not None and place.at is not None:
                # The focus goes to the card (never to a face-down one): the
                # screen reader says it as the focus comes back to the board,
                # and Enter picks it up.
                self.board.set_focus(place.column - 1, place.at, announce=False)
                self.board.setFocus(Qt.FocusReason.OtherFocusReason)
            elif place.kind == "reserve" and place.at is not None:
                self.board.set_focus(self.board.focus_column_index, announce=False, place=place.at)
                self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        self.messages.show(text, again=answer)
        return text
