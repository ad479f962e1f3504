"""Game › Open Position…: paste a position in the rules' notation (or load it
from a file) to practise from it. A text the engine refuses keeps the
dialog open with the engine's reason."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFontDatabase, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.app.desktop import screenfit
from scorpion_qt.app.desktop.qtpaths import from_qt
from scorpion_qt.app.game import safefiles
from scorpion_qt.engine import Position, PositionError

from scorpion_qt.app.lang.errors import error_reason, position_reason
from scorpion_qt.app.lang.texts import fmt, translate

__all__ = ["OpenPositionDialog"]


class OpenPositionDialog(QDialog):
    """Asks for a position's text; :attr:`position` is the read position once
    accepted. The clipboard is read only when the player pastes (Ctrl+V or
    the box's menu): an owner that does not answer must not freeze the
    window while the dialog opens. Ctrl+Enter accepts; Tab goes from the
    box through the buttons as they are shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openPosition")
        self.position: Position | None = None
        self.setWindowTitle(translate("OpenPosition", "Open Position"))
        self.prompt = QLabel(translate("OpenPosition", "&Position in the rules' notation (a practice game: no records):"))
        self.prompt.setWordWrap(True)
        self.edit = QPlainTextEdit()
        self.edit.setObjectName("positionText")
        self.edit.setAccessibleName(translate("OpenPosition", "Position"))
        self.edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.edit.setTabChangesFocus(True)
        self.prompt.setBuddy(self.edit)
        self.file_button = QPushButton(translate("OpenPosition", "From a &File…"))
        self.file_button.clicked.connect(self.load_file)
        self.error = QLabel()
        self.error.setObjectName("positionError")
        self.error.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.addButton(self.file_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.edit.installEventFilter(self)  # Ctrl+Enter in the box accepts
        screenfit.fit_dialog(self, QSize(560, 420))
        self.edit.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+Enter (or Ctrl+Return) in the text box accepts, as in other
        dialogs built around a text box; Enter alone starts a new line."""
        if (
            watched is self.edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.accept()
            return True
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Tab from the box through the buttons left to right, as the
        # platform's button order shows them (not in the order added).
        shown = sorted(self.buttons.buttons(), key=lambda b: (b.mapTo(self, b.rect().topLeft()).y(), b.mapTo(self, b.rect().topLeft()).x()))
        chain = [self.edit, *shown]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    def load_file(self, path: str | None = None) -> bool:
        """Put a file's text into the box (``path`` None asks for one);
        False with a message when it cannot be read."""
        if path is None:
            name, _ = QFileDialog.getOpenFileName(self, translate("OpenPosition", "Open Position"))
            if not name:
                return False
            path = str(from_qt(name))
        try:
            # A regular file only (a FIFO would freeze the window), UTF-8,
            # 64 KiB at most: the command line's own reader.
            text = safefiles.read_position_file(path)
        except (OSError, ValueError) as exc:
            self.error.setText(fmt(translate("OpenPosition", "The file could not be read: %1"), error_reason(exc)))
            return False
        self.edit.setPlainText(text)
        self.error.setText("")
        return True

    def accept(self) -> None:
        """Read the text; stay open with the reason when it is not a position."""
        try:
            self.position = Position.from_text(self.edit.toPlainText())
        except PositionError as exc:
            self.position = None
            self.error.setText(
                fmt(translate("OpenPosition", "This text is not a valid Scorpion position. Reason: %1"), position_reason(exc))
            )
            self.edit.setFocus()
            return
        super().accept()
