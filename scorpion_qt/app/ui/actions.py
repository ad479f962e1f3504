"""The window's commands, menus and tool bar, built from tables (napari's
``_qapp_model`` idea): adding a command is one line in :data:`COMMANDS` and
one entry in the mapping of callables the window hands :func:`build`;
retranslation is one loop (:func:`retranslate`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QToolBar, QWidget

from scorpion_qt.app.board.keys import KEY_COMMANDS, board_keys
from scorpion_qt.app.lang.texts import translate

__all__ = [
    "COMMANDS", "MENUS", "TOOLBAR", "Command", "MenuLetters", "Menus", "build", "build_menus", "limit_letter_keys",
    "retranslate",
]

Keys = QKeySequence.StandardKey | str | None


@dataclass(frozen=True)
class Command:
    """One window command: its object ``name``, its menu ``text`` (an English
    source text of context "MainWindow"), its ``keys`` (a standard key, a key
    text, or None; the single-letter board keys come from
    :func:`board_keys`), a ``fallback`` key for platforms whose standard key
    is empty, and whether it is ``checkable``."""

    name: str
    text: str
    keys: Keys = None
    fallback: str = ""
    checkable: bool = False


COMMANDS: tuple[Command, ...] = (
    Command("new", QT_TRANSLATE_NOOP("MainWindow", "&New Game"), QKeySequence.StandardKey.New),
    Command("restart", QT_TRANSLATE_NOOP("MainWindow", "&Restart Game"), "Ctrl+R"),
    Command("choose", QT_TRANSLATE_NOOP("MainWindow", "&Choose Game by Number…"), "Ctrl+G"),
    Command("showMeHow", QT_TRANSLATE_NOOP("MainWindow", "Show Me &How"), "Ctrl+Shift+H"),
    Command("copyLink", QT_TRANSLATE_NOOP("MainWindow", "Copy &Link to This Game"), "Ctrl+Shift+C"),
    Command("statistics", QT_TRANSLATE_NOOP("MainWindow", "S&tatistics…"), "Ctrl+Shift+S"),
    Command("openPosition", QT_TRANSLATE_NOOP("MainWindow", "&Open Position…"), QKeySequence.StandardKey.Open),
    Command("copyPosition", QT_TRANSLATE_NOOP("MainWindow", "&Copy Position")),
    Command("settings", QT_TRANSLATE_NOOP("MainWindow", "&Settings…"), QKeySequence.StandardKey.Preferences, "Ctrl+,"),
    Command("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit, "Ctrl+Q"),
    Command("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), QKeySequence.StandardKey.Undo),
    Command("redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), QKeySequence.StandardKey.Redo),
    Command("deal", QT_TRANSLATE_NOOP("MainWindow", "&Deal the Talon")),
    Command("hint", QT_TRANSLATE_NOOP("MainWindow", "&Hint")),
    Command("clear", QT_TRANSLATE_NOOP("MainWindow", "Clear &Selection"), "Escape"),
    Command("help", QT_TRANSLATE_NOOP("MainWindow", "&How to Play"), QKeySequence.StandardKey.HelpContents),
    Command("about", QT_TRANSLATE_NOOP("MainWindow", "&About Scorpion")),
    Command("describeBoard", QT_TRANSLATE_NOOP("MainWindow", "Describe the &Board")),
    Command("describeColumn", QT_TRANSLATE_NOOP("MainWindow", "Describe the &Column")),
    Command("listMoves", QT_TRANSLATE_NOOP("MainWindow", "&List the Moves")),
    Command("findCard", QT_TRANSLATE_NOOP("MainWindow", "&Find a Card…"), QKeySequence.StandardKey.Find),
    Command("fullScreen", QT_TRANSLATE_NOOP("MainWindow", "&Full Screen"), QKeySequence.StandardKey.FullScreen, "F11", True),
    Command("verbose", QT_TRANSLATE_NOOP("MainWindow", "Full &Announcements"), checkable=True),
)
"""Every command of the window, in no particular order."""

MENUS: tuple[tuple[str, str, tuple[str | None, ...]], ...] = (
    ("game", QT_TRANSLATE_NOOP("MainWindow", "&Game"),
     ("new", "restart", "choose", "showMeHow", "copyLink", "openPosition", "statistics", None, "settings", None,
      "quit")),
    ("edit", QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
     ("undo", "redo", None, "copyPosition", None, "deal", "hint", "clear")),
    ("view", QT_TRANSLATE_NOOP("MainWindow", "&View"), ("togglePanel", "toggleHistory", None, "fullScreen")),
    ("read", QT_TRANSLATE_NOOP("MainWindow", "&Read"),
     ("describeBoard", "describeColumn", "listMoves", "findCard", None, "verbose")),
    ("help", QT_TRANSLATE_NOOP("MainWindow", "&Help"), ("help", "about")),
)
"""The menu bar: (name, title, the commands in order, None for a separator).
``togglePanel`` and ``toggleHistory`` are the panels' own toggle actions."""

TOOLBAR: tuple[str, ...] = ("new", "undo", "redo", "hint")
"""The tool bar's commands."""


def build(window: QMainWindow, slots: Mapping[str, Callable[[], object]]) -> dict[str, QAction]:
    """Make a QAction for every :data:`COMMANDS` entry on ``window``: named,
    with its keys, running ``slots[name]`` when triggered (a checkable
    command's slot is connected to ``toggled`` and gets the new state).
    Redo also answers Ctrl+Y. Returns name → action; texts come from
    :func:`retranslate`. Raises KeyError when a command has no slot."""
    actions: dict[str, QAction] = {}
    for command in COMMANDS:
        action = QAction(window)
        action.setObjectName(command.name)
        slot = slots[command.name]
        if command.checkable:
            action.setCheckable(True)
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _=False, run=slot: run())
        if command.keys is not None:
            action.setShortcut(QKeySequence(command.keys))
        if command.fallback and not action.shortcut().toString():
            action.setShortcut(QKeySequence(command.fallback))
        window.addAction(action)
        actions[command.name] = action
    redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    if QKeySequence("Ctrl+Y") not in redo_keys:
        redo_keys.append(QKeySequence("Ctrl+Y"))
    actions["redo"].setShortcuts(redo_keys)
    return actions


def limit_letter_keys(window: QMainWindow, actions: Mapping[str, QAction], where: list[QWidget]) -> None:
    """The single-letter commands (:data:`KEY_COMMANDS`) act only with the
    focus in one of ``where`` (the board and its column buttons, the move
    panel's buttons): in the panel's boxes and the history a letter is typing."""
    for name in KEY_COMMANDS:
        window.removeAction(actions[name])
        actions[name].setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        for widget in where:
            widget.addAction(actions[name])


class MenuLetters(QObject):
    """While a menu is open, a letter goes to the menu (the underlined
    letters of its entries), never to the single-letter command of the board
    or panel the focus was on when the menu opened: Qt matches a widget's
    shortcut by the focus widget alone, so Alt+V, H gave a hint instead of
    opening View › History (found by a helper). The filter is on the
    application only while a menu is open."""

    def watch(self, menu: QMenu) -> None:
        """Take the letters while ``menu`` (and any submenu of it) is open."""
        menu.aboutToShow.connect(self._opened)
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self._closed))

    def _opened(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def _closed(self) -> None:
        app = QApplication.instance()
        if app is not None and QApplication.activePopupWidget() is None:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(QApplication.activePopupWidget(), QMenu):
            assert isinstance(event, QKeyEvent)
            others = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
            if Qt.Key.Key_A.value <= event.key() <= Qt.Key.Key_Z.value and not event.modifiers() & others:
                event.accept()  # a key press for the menu, not a shortcut
                return True
        return False


@dataclass
class Menus:
    """The menus :func:`build_menus` made, by name, and what keeps their
    letters theirs (:class:`MenuLetters`)."""

    menus: dict[str, QMenu]
    toolbar: QToolBar
    letters: MenuLetters


def build_menus(window: QMainWindow, actions: Mapping[str, QAction]) -> Menus:
    """Fill ``window``'s menu bar from :data:`MENUS` and make its tool bar
    from :data:`TOOLBAR` (added to the window's top area)."""
    menus: dict[str, QMenu] = {}
    letters = MenuLetters(window)
    bar = window.menuBar()
    for name, _title, entries in MENUS:
        menu = bar.addMenu("")
        menu.setObjectName(f"{name}Menu")
        for entry in entries:
            if entry is None:
                menu.addSeparator()
            else:
                menu.addAction(actions[entry])
        letters.watch(menu)
        menus[name] = menu
    toolbar = QToolBar(window)
    toolbar.setObjectName("toolbar")
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    for name in TOOLBAR:
        toolbar.addAction(actions[name])
    window.addToolBar(toolbar)
    return Menus(menus, toolbar, letters)


def retranslate(actions: Mapping[str, QAction], menus: Menus) -> None:
    """Every command's text, every menu's title and the board's letter keys
    in the current language."""
    for command in COMMANDS:
        actions[command.name].setText(translate("MainWindow", command.text))
    for name, key in board_keys().items():
        actions[name].setShortcut(QKeySequence(key))
    for name, title, _entries in MENUS:
        menus.menus[name].setTitle(translate("MainWindow", title))
    menus.toolbar.setWindowTitle(translate("MainWindow", "Toolbar"))
