"""Play a line of moves on the window with the keyboard only, and count the
keys pressed and the words a screen reader would say for them (for
``test_keyboard.py`` and ``tests/benchmarks/bench_words.py``).

What is heard is modelled on Orca's speech as the reviews transcribed it
(``shared/reviews/orca-2026-12-01.md``): a focus change onto another column
says the column's name, "List with N items" (4 words) and the card; a focus
change in the same column says the card; every utterance of the announcer
is said once. Key echo is not counted.

Two ways to play:

``arrows``
    Left/Right to the card's column, End and Up to the card, Enter, arrows
    to the destination column, Enter (how the reviews played).
``jump``
    Page Down or Page Up (the shorter way round) to the card that can move,
    Enter to pick it up, then Enter again when its first destination is the
    one wanted, else Page Down/Up to the destination and Enter.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import Move

LIST_WORDS = 4
"""Orca's "List with N items" after a column's name."""


@dataclass
class Tally:
    """Keys and heard words, per move of the line."""

    keys: list[int] = field(default_factory=list)
    words: list[int] = field(default_factory=list)
    result_words: list[int] = field(default_factory=list)
    heard: list[str] = field(default_factory=list)

    def mean_keys(self) -> float:
        """Keys per move, on average."""
        return sum(self.keys) / max(1, len(self.keys))

    def mean_words(self) -> float:
        """Heard words per move (navigation, pick-up and result), on average."""
        return sum(self.words) / max(1, len(self.words))

    def mean_result_words(self) -> float:
        """Words of the move's result alone, on average."""
        return sum(self.result_words) / max(1, len(self.result_words))


class _Ear:
    """What the model screen reader hears from the window."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        self.app = app
        board = app.window.board
        self.column = board.focus_column_index
        self.heard: list[str] = []
        board.focusMoved.connect(self._focus)
        app.window.announcer.uttered.connect(lambda text, _channel: self.heard.append(text))

    def _focus(self) -> None:
        board = self.app.window.board
        root = QAccessible.queryAccessibleInterface(board)
        node = root.focusChild() if root is not None else None
        said = []
        if board.focus_column_index != self.column:
            column = root.child(board.focus_column_index)
            said.append(column.text(QAccessible.Text.Name))
            said.append("List with N items")
            self.column = board.focus_column_index
        if node is not None and node.role() == QAccessible.Role.ListItem:
            said.append(node.text(QAccessible.Text.Name))
        self.heard.extend(said)

    def take(self) -> list[str]:
        out, self.heard = self.heard, []
        return out


def _words(texts: list[str]) -> int:
    return sum(len(t.split()) for t in texts)


def play_line(app, line: list[Move], way: str) -> Tally:  # type: ignore[no-untyped-def]
    """Play ``line`` on ``app``'s window with the keys of ``way``
    (``"arrows"`` or ``"jump"``); returns the tally. Raises AssertionError
    when a move was not played. The board must have the keyboard focus."""
    board = app.window.board
    ann = app.window.announcer
    ear = _Ear(app)
    tally = Tally()
    pressed = 0

    def key(k: Qt.Key) -> None:
        nonlocal pressed
        pressed += 1
        QTest.keyClick(board, k)
        QApplication.processEvents()
        ann.flush()

    from scorpion_qt.app.board import keyboard

    for move in line:
        pressed = 0
        ear.take()
        before = app.controller.moves
        pos = app.controller.position
        if move.is_deal:
            from scorpion_qt.app.board.keys import board_key

            deal = Qt.Key(ord(board_key("deal")))
            key(deal)
            if board.talon_armed:
                key(deal)
        elif way == "arrows":
            place = pos.find(move.card)
            _arrow_to(board, place.column - 1, key)
            key(Qt.Key.Key_End)
            while board.focused_card() != move.card:
                key(Qt.Key.Key_Up)
            key(Qt.Key.Key_Return)
            _arrow_to(board, move.column - 1, key)
            key(Qt.Key.Key_Return)
        else:
            _jump_to(board, pos, lambda f: keyboard.focused_card(pos, f) == move.card, key, held=None)
            key(Qt.Key.Key_Return)
            first = [m.column for m in pos.legal_moves() if m.card == move.card]
            if first and first[0] == move.column:
                key(Qt.Key.Key_Return)
            else:
                _jump_to(board, pos, lambda f: f.column_index == move.column - 1, key, held=move.card)
                key(Qt.Key.Key_Return)
        assert app.controller.moves == before + 1, (move, ann.last)
        heard = ear.take()
        tally.keys.append(pressed)
        tally.words.append(_words(heard))
        tally.heard.append(" / ".join(heard))
        result = ann.delivered[-1][1] if ann.delivered else ""
        tally.result_words.append(len(result.split()))
    return tally


def _jump_to(board, pos, wanted, key, held) -> None:  # type: ignore[no-untyped-def]
    """Page Down or Page Up, the shorter way, until ``wanted(focus)``."""
    from scorpion_qt.app.board import keyboard

    start = keyboard.Focus(board.focus_column_index, board.focus_index)

    def steps(backward: bool) -> int | None:
        f = start
        for n in range(1, 60):
            nxt = (
                keyboard.next_destination(pos, held, f, backward)
                if held is not None
                else keyboard.next_movable(pos, f, backward)
            )
            if nxt is None:
                return None
            if wanted(nxt):
                return n
            f = nxt
        return None

    if wanted(start) and (held is None or start.column_index != pos.find(held).column - 1):
        return
    down, up = steps(False), steps(True)
    assert down is not None and up is not None, "the card or column is never reached"
    k = Qt.Key.Key_PageDown if down <= up else Qt.Key.Key_PageUp
    for _ in range(min(down, up)):
        key(k)


def _arrow_to(board, column_index: int, key) -> None:  # type: ignore[no-untyped-def]
    """Left or Right, the shorter way round, to column ``column_index``."""
    right = (column_index - board.focus_column_index) % 7
    k = Qt.Key.Key_Right if right <= 7 - right else Qt.Key.Key_Left
    while board.focus_column_index != column_index:
        key(k)
