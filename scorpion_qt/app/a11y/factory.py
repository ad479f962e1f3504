"""Installing the accessible interfaces: one factory, installed once per
process, that gives the board its :class:`~interfaces.BoardAccessible`, the
status bar's notification labels theirs and the combo boxes
:class:`~combo_speech.ComboAccessible` (no "down" after each entry)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

from scorpion_qt.app.a11y.announce import notification_interface
from scorpion_qt.app.a11y.combo_speech import combo_interface
from scorpion_qt.app.board.view import BoardView

__all__ = ["install", "install_factory"]


def _factory(class_name: str, obj: QObject) -> QAccessibleInterface | None:
    if class_name == "NotificationLabel":
        return notification_interface(class_name, obj)
    if class_name == "BoardView" and isinstance(obj, BoardView):
        # Imported when a screen reader first asks (Qt asks only then), not
        # before the first frame.
        from scorpion_qt.app.a11y.interfaces import BoardAccessible, board_interface

        return board_interface(obj) or BoardAccessible(obj)
    return combo_interface(class_name, obj)


_installed_factories: list[object] = []


def install_factory(factory: object) -> None:
    """``QAccessible.installFactory(factory)``, once per process for each
    factory (Qt would call a factory installed twice twice)."""
    if factory not in _installed_factories:
        QAccessible.installFactory(factory)  # type: ignore[arg-type]
        _installed_factories.append(factory)


def install() -> None:
    """Install the board's interface factory (once per process)."""
    install_factory(_factory)
