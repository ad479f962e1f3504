"""Shared helpers of the app tests: a pinned winnable game and real mouse events."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import Card, Move

# Game 3 and a winning line for it (found once with a search, pinned here).
# Column 1: 3 face-down and 25 face-up cards, no two in sequence (the case a
# helper met in game 24, where 8s and 9s could not be told apart): a column
# that reaches the band the board keeps free for the notice.
LONG_COLUMN = """talon: -
foundations: -
1: (AH) (3H) (7C) QC 9C 2S 5C AD 3D JS KC QD 6S 6C 5S QS KD KH JH 4C AS 8D 4S 2D 8S 6D 8H 8C
2: 9S 5H AC QH
3: 3C 9D 5D 7S
4: 9H JC TD 2H
5: 6H TH 3S 4D
6: 7H 4H 2C JD
7: 7D KS TC TS
"""

WINNABLE_GAME = 3
WINNING_LINE = (
    "4C>1 5C>2 AS>1 3C>2 4H>2 TH>3 9H>3 2C>2 8S>5 TC>6 2S>7 8C>1 7H>5 deal TD>2 9S>3 4D>3 KS>5 KH>7 "
    "QD>3 QC>2 6C>1 7C>2 2H>1 6S>6 JD>3 AC>2 3H>7 AH>7 KD>1 QS>5 5S>6 KC>3 TS>2 JS>5 2D>2 3D>3 AD>3 "
    "3S>4 9D>1 4S>1 7D>4 6H>5 5H>5 6D>4 7S>5 JH>1 8H>1 5D>4 QH>7 9C>1 JC>3 8D>1"
).split()


class Mouse:
    """Real mouse events on the board's viewport, in scene coordinates."""

    def __init__(self, view) -> None:  # type: ignore[no-untyped-def]
        self.view = view

    def _send(self, kind: QMouseEvent.Type, scene: QPointF, button: Qt.MouseButton, buttons: Qt.MouseButton) -> None:
        local = QPointF(self.view.mapFromScene(scene))
        glob = QPointF(self.view.viewport().mapToGlobal(local.toPoint()))
        ev = QMouseEvent(kind, local, glob, button, buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(self.view.viewport(), ev)

    def card_point(self, card: Card) -> QPointF:
        """A point on the visible top strip of ``card``."""
        item = self.view.card_items[card]
        lay = self.view.board_layout
        dy = lay.card_h * 0.08
        pos = self.view.position
        if pos is not None:
            group = pos.group(card)
            if len(group) > 1:  # stay inside the strip the next card leaves visible
                strip = self.view.card_items[group[1]].pos().y() - item.pos().y()
                dy = min(dy, strip / 2)
        return item.pos() + QPointF(lay.card_w * 0.5, dy)

    def column_point(self, column: int) -> QPointF:
        lay = self.view.board_layout
        return QPointF(lay.column_x[column - 1] + lay.card_w / 2, lay.columns_y + lay.card_h / 2)

    def click(self, scene: QPointF) -> None:
        L = Qt.MouseButton.LeftButton
        self._send(QMouseEvent.Type.MouseButtonPress, scene, L, L)
        self._send(QMouseEvent.Type.MouseButtonRelease, scene, L, Qt.MouseButton.NoButton)

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        L = Qt.MouseButton.LeftButton
        self._send(QMouseEvent.Type.MouseButtonPress, start, L, L)
        for i in range(1, steps + 1):
            p = start + (end - start) * (i / steps)
            self._send(QMouseEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, L)
        self._send(QMouseEvent.Type.MouseButtonRelease, end, L, Qt.MouseButton.NoButton)

    def drag_card_to(self, card: Card, column: int) -> None:
        """Drag ``card`` (with its companions) so that it lands on ``column``."""
        start = self.card_point(card)
        lay = self.view.board_layout
        src_x = self.view.card_items[card].pos().x()
        dx = lay.column_x[column - 1] - src_x
        end = QPointF(start.x() + dx, max(start.y(), lay.columns_y + lay.card_h * 0.3))
        self.drag(start, end)

    def talon_point(self) -> QPointF:
        lay = self.view.board_layout
        return lay.talon_pos() + QPointF(lay.card_w * 0.5, lay.card_h * 0.5)

    def play(self, move: Move) -> None:
        """Play ``move`` as a player would: drag for a group, two clicks (or
        one when nothing else is possible) on the talon for the deal."""
        if move.card is None:
            self.click(self.talon_point())
            if self.view.talon_armed:
                self.click(self.talon_point())
        else:
            assert move.column is not None
            self.drag_card_to(move.card, move.column)


def leave_the_game(window) -> None:  # type: ignore[no-untyped-def]
    """Answer Yes to "leave the unfinished game?" when the window asks it
    (after New Game, a variant switch or a link), and let the new game come."""
    box = window.dialogs.confirm_box
    if box is not None:
        box.done(0x00004000)  # QMessageBox.StandardButton.Yes
    QApplication.processEvents()
