"""The leave-this-game question: asked, without blocking the window, before
an unfinished game is left (New Game, Restart, a link, Choose Game, a
replay from Statistics, Open Position)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from scorpion_qt.app.game.controller import GameController
from scorpion_qt.app.lang.notices import leave_question, leave_title

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

__all__ = ["ask_to_leave"]


def ask_to_leave(
    parent: QWidget,
    controller: GameController,
    proceed: Callable[[], None],
    target: int | None,
    closed: Callable[[bool], None],
    *,
    restart: bool = False,
) -> QMessageBox | None:
    """Run ``proceed`` at once when leaving ``controller``'s game loses
    nothing (no action yet, not even one undone that Redo would bring back;
    or finished), and return None; otherwise open
    the question (window-modal, "No" by default) and return it: Yes runs
    ``proceed``. ``closed`` runs when the question closes, either way, with True
    when the answer was Yes (before ``proceed`` runs).
    ``target`` is the game number ``proceed`` deals, named in the question
    (None for a random deal or a position); ``restart``: ``proceed`` deals
    this same game again from the start, and the question says so."""
    if controller.stack.count() == 0 or controller.is_finished():
        proceed()
        return None
    from PySide6.QtWidgets import QMessageBox  # made when first asked, not before the first frame

    text = leave_question(controller.game_number, practice=controller.practice, target=target, restart=restart)
    box = QMessageBox(
        QMessageBox.Icon.Question,
        leave_title(restart=restart),
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setObjectName("confirmDiscard")

    def done(result: int) -> None:
        closed(result == QMessageBox.StandardButton.Yes)
        if result == QMessageBox.StandardButton.Yes:
            proceed()

    box.finished.connect(done)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
