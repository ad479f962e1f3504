"""Texts Qt sets once, in the language of the moment, and never again.

QDockWidget's title-bar buttons get their accessible name and description
("Close", "Closes the dock widget") when they are made; after a language
switch a screen reader would still hear the old language.
:func:`retranslate_dock_buttons` sets them again from Qt's own catalogue
(context ``QDockWidget``, loaded with ``qtbase_*.qm``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QWidget

__all__ = ["retranslate_dock_buttons"]

_BUTTONS = {
    # object name: (name, description), Qt's own source texts
    "qt_dockwidget_closebutton": ("Close", "Closes the dock widget"),
    "qt_dockwidget_floatbutton": ("Float", "Undocks and re-attaches the dock widget"),
}


def retranslate_dock_buttons(root: QWidget) -> None:
    """Re-set the accessible texts of every dock widget's buttons under ``root``."""
    qt_text = QCoreApplication.translate
    for dock in root.findChildren(QDockWidget):
        for button in dock.findChildren(QAbstractButton):
            texts = _BUTTONS.get(button.objectName())
            if texts is not None:
                button.setAccessibleName(qt_text("QDockWidget", texts[0]))
                button.setAccessibleDescription(qt_text("QDockWidget", texts[1]))
