"""The History panel: a dock with the game's actions, "Deal" first;
choosing one undoes or redoes to it. Its list (a ``QUndoView``) is made
the first time the dock is shown: the first frame does not wait for it
(issue 20)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDockWidget, QWidget

from scorpion_qt.app.lang.texts import translate

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QUndoView

__all__ = ["HistoryDock"]


def _history_list(stack: QUndoStack, parent: QWidget) -> QUndoView:
    """A ``QUndoView`` over ``stack`` in which typing picks no entry: a
    list view jumps to the first entry starting with a typed letter, so D
    (the board's deal key) went back to "Deal" and 8 redid to an "8♥"
    entry, undoing or redoing moves by accident. Arrows, Home, End and the
    mouse still choose entries. Undone entries are drawn greyed."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QStyledItemDelegate, QUndoView

    class HistoryList(QUndoView):
        def keyboardSearch(self, search: str) -> None:
            """Typed text picks no entry (see :func:`_history_list`)."""

    class UndoneGreyed(QStyledItemDelegate):
        """Entries after the current one (undone, still to redo) in the
        palette's disabled text colour: they looked like played ones."""

        def initStyleOption(self, option, index) -> None:  # type: ignore[no-untyped-def]
            super().initStyleOption(option, index)
            if index.row() > stack.index():
                grey = option.palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
                option.palette.setColor(QPalette.ColorRole.Text, grey)

    view = HistoryList(stack, parent)
    view.setItemDelegate(UndoneGreyed(view))
    return view


class HistoryDock(QDockWidget):
    """The History dock over ``stack`` (the controller's undo stack)."""

    def __init__(self, stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyDock")
        self._stack = stack
        self._playing = True
        self.view: QUndoView | None = None
        """The list of actions, None until the dock is first shown."""
        self.visibilityChanged.connect(lambda shown: shown and self.make_view())

    def make_view(self) -> QUndoView:
        """The list of actions, made now if it was not yet."""
        if self.view is None:
            view = _history_list(self._stack, self)
            view.setObjectName("history")
            view.setEmptyLabel(translate("MainWindow", "Deal"))
            view.setEnabled(self._playing)
            self.view = view
            self.setWidget(view)
        return self.view

    def set_playing(self, playing: bool) -> None:
        """Let the list be used (``playing``) or not (while the next deal is looked for)."""
        self._playing = playing
        if self.view is not None:
            self.view.setEnabled(playing)

    def retranslate(self) -> None:
        """Set the dock's texts in the current language."""
        self.setWindowTitle(translate("MainWindow", "History"))
        if self.view is not None:
            self.view.setEmptyLabel(translate("MainWindow", "Deal"))
