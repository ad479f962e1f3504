"""Game › Variant: the Scorpion family's offered variants
(``game.variants.OFFERED``), one checkable entry each, the current game's
variant checked. Choosing another deals a new game of it, after New Game's
question when the game on the board is unfinished; New Game then goes on
dealing that variant."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from scorpion_qt.app.game.controller import GameController
from scorpion_qt.app.game.variants import OFFERED
from scorpion_qt.app.lang.texts import translate
from scorpion_qt.app.lang.variants import variant_name, variant_summary

__all__ = ["VariantMenu"]


class VariantMenu(QObject):
    """The submenu and its actions (``actions[name]``). ``deal(name)`` deals
    a new game of variant ``name`` (the window's: after the question)."""

    def __init__(self, parent: QWidget, controller: GameController, deal: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.controller = controller
        self._deal = deal
        self.menu = QMenu(parent)
        self.menu.setObjectName("variantMenu")
        self.group = QActionGroup(self.menu)
        self.group.setExclusive(True)
        self.actions: dict[str, QAction] = {}
        for name in OFFERED:
            action = QAction(self.menu)
            action.setObjectName(f"variant-{name}")
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, n=name: self.choose(n))
            self.group.addAction(action)
            self.menu.addAction(action)
            self.actions[name] = action
        controller.changed.connect(lambda _event: self.show_current())
        self.show_current()

    def choose(self, name: str) -> None:
        """The player chose ``name``: a new game of it (the current game's
        variant stays checked until one is dealt, so a cancelled question
        changes nothing)."""
        self.show_current()
        self._deal(name)

    def show_current(self) -> None:
        """Check the variant of the game on the board (none for a practice
        position of a variant not offered)."""
        current = self.controller.rules.variant
        for name, action in self.actions.items():
            action.setChecked(name == current)

    def retranslate(self) -> None:
        """The menu's title, each variant's name and, as its status tip, how it differs."""
        self.menu.setTitle(translate("MainWindow", "&Variant"))
        for name, action in self.actions.items():
            action.setText(variant_name(name))
            action.setStatusTip(variant_summary(name))
            action.setToolTip(variant_summary(name))
