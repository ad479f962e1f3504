"""The main window: board, move panel, history, menus, status bar, notices,
autosave."""

from __future__ import annotations

import random
from typing import Callable

import shiboken6

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QIcon, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.engine import MAX_GAME_NUMBER, Move, check_game_number
from scorpion_qt.solver import hint_result

from . import accessibility
from .accessibility import Announcer
from .analysis import Analyst, Verdict
from .board import BoardView
from .columnbar import ColumnBar
from .controller import GameController, GameEvent
from .help import HelpDialog
from .notices import NoticeBar
from .panel import MovePanel
from .settings import Settings
from .storage import GameStore, Records
from . import texts
from .texts import fmt, format_time, translate

__all__ = ["MainWindow", "parse_game_reference"]

LINK_PREFIX = "scorpion://game/"


def parse_game_reference(text: str) -> int:
    """A game number from ``"42"`` or ``"scorpion://game/42"``.

    Raises ``ValueError`` (English) when it is neither or out of range.
    """
    t = text.strip()
    if t.lower().startswith(LINK_PREFIX):
        t = t[len(LINK_PREFIX):].strip("/")
    if not t.isascii() or not t.isdigit():
        raise ValueError(f"not a game number: {text!r}")
    return check_game_number(int(t))


def random_game_number() -> int:
    """A random game number from 1 to 999,999,999 (short enough to share)."""
    return random.randint(1, 999_999_999)


class MainWindow(QMainWindow):
    """The game's window. ``store`` None means nothing is saved (screenshots)."""

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        store: GameStore | None,
        parent: QWidget | None = None,
        *,
        analysis: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.controller = controller
        self.settings = settings
        self.store = store
        self.analyst: Analyst | None = Analyst(parent=self) if analysis else None
        self._verdict: Verdict | None = None
        self.help_dialog: HelpDialog | None = None
        self.setWindowIcon(_app_icon())

        accessibility.install()
        self.board = BoardView(self)
        self.board.animations = settings.animations
        self.announcer = Announcer(self.board, lambda: self.settings.verbose)
        self.notice = NoticeBar(self)
        self.column_bar = ColumnBar(self)
        self.column_buttons = self.column_bar.column_buttons
        self.grow_button = self.column_bar.grow_button
        self.shrink_button = self.column_bar.shrink_button
        for i, b in enumerate(self.column_buttons):
            b.clicked.connect(lambda _=False, n=i + 1: self.board.choose_column(n))
        self.board.reserve_left = float(self.column_bar.side_width())
        self.board.layoutChanged.connect(self._align_column_bar)
        self.board.layoutChanged.connect(self._place_notice)
        self.notice.shown.connect(self._place_notice)
        self.grow_button.clicked.connect(lambda: self._resize_selection(+1))
        self.shrink_button.clicked.connect(lambda: self._resize_selection(-1))
        central = QWidget(self)
        vbox = QVBoxLayout(central)
        vbox.setContentsMargins(0, 0, 0, 0)
        vbox.setSpacing(2)
        vbox.addWidget(self.board, 1)
        vbox.addWidget(self.column_bar)
        self.setCentralWidget(central)

        self.panel = MovePanel(self)
        self.panel_dock = QDockWidget(self)
        self.panel_dock.setObjectName("movePanelDock")
        self.panel_dock.setWidget(self.panel)
        self.panel_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.panel_dock)

        self.history = QUndoView(controller.stack, self)
        self.history.setObjectName("history")
        self.history_dock = QDockWidget(self)
        self.history_dock.setObjectName("historyDock")
        self.history_dock.setWidget(self.history)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()

        self.game_label = QLabel()
        self.game_label.setObjectName("gameLabel")
        self.moves_label = QLabel()
        self.moves_label.setObjectName("movesLabel")
        self.time_label = QLabel()
        self.time_label.setObjectName("timeLabel")
        self.analysis_label = QLabel()
        self.analysis_label.setObjectName("analysisLabel")
        for w in (self.analysis_label, self.game_label, self.moves_label, self.time_label):
            self.statusBar().addPermanentWidget(w)

        self.commands: dict[str, QAction] = {}
        self._build_actions()
        self._build_menus()

        controller.changed.connect(self._on_changed)
        if self.analyst is not None:
            self.analyst.verdictChanged.connect(self._on_verdict)
            self.analyst.dealSearch.connect(self._on_deal_search)
            self.analyst.lastWinnable.connect(self._on_last_winnable)
        self._seek_from = -1
        self.confirm_box: QMessageBox | None = None
        self.choose_dialog: QDialog | None = None
        self._after_change = QTimer(self)
        self._after_change.setSingleShot(True)
        self._after_change.setInterval(0)
        self._after_change.timeout.connect(self._settle_change)
        controller.illegal.connect(self._on_illegal)
        controller.finished.connect(self._on_finished)
        controller.stack.indexChanged.connect(lambda _i: self._update_actions())
        self.board.moveRequested.connect(self.play)
        self.board.message.connect(self.show_message)
        self.board.selectionChanged.connect(self.panel.choose_card)
        self.panel.moveRequested.connect(self.play)
        self.panel.cardChosen.connect(self._panel_card_chosen)
        self.panel.hintRequested.connect(self.give_hint)
        settings.changed.connect(self._on_setting)

        self._clock = QTimer(self)
        self._clock.setInterval(500)
        self._clock.timeout.connect(self._update_status)
        self._clock.start()
        self._set_tab_order()
        self.retranslate()
        self._show_position(animate=False)
        self.resize(1024, 760)
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _place_notice(self) -> None:
        """The notice floats over the top of the board, so the board does not
        jump when it appears."""
        if self.notice.isHidden():
            return
        top_left = self.board.mapTo(self, self.board.rect().topLeft())
        bw = self.board.width()
        width = max(200, min(bw - 16, max(480, bw * 3 // 4)))
        layout = self.notice.layout()
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
        height = max(height, self.notice.sizeHint().height())
        self.notice.setGeometry(top_left.x() + (bw - width) // 2, top_left.y() + 8, width, height)
        self.notice.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_notice()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._place_notice()

    def _align_column_bar(self) -> None:
        lay = self.board.layout_
        viewport = self.board.viewport()
        origin = self.column_bar.mapFrom(self, viewport.mapTo(self, viewport.rect().topLeft()))
        self.column_bar.align([origin.x() + x for x in lay.column_x], lay.card_w)

    def _set_tab_order(self) -> None:
        """Board → move panel (card, destination, Move, Hint) → ▲ ▼ and the
        column buttons; Tab then goes on to the next window part, never stuck."""
        chain = [
            self.board,
            self.panel.card_box,
            self.panel.dest_box,
            self.panel.move_button,
            self.panel.hint_button,
            self.grow_button,
            self.shrink_button,
            *self.column_buttons,
        ]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    # ------------------------------------------------------------- actions
    def _build_actions(self) -> None:
        def add(
            name: str, slot: Callable[[], object], keys: QKeySequence | QKeySequence.StandardKey | str | None = None
        ) -> QAction:
            a = QAction(self)
            a.setObjectName(name)
            a.triggered.connect(lambda _=False: slot())
            if keys is not None:
                a.setShortcut(QKeySequence(keys))
            self.addAction(a)
            self.commands[name] = a
            return a

        add("new", lambda: self.confirm_discard(self.new_game), QKeySequence.StandardKey.New)
        add("restart", lambda: self.confirm_discard(self.restart), "Ctrl+R")
        add("choose", lambda: self.confirm_discard(self.choose_game), "Ctrl+G")
        add("copyLink", self.copy_link, "Ctrl+Shift+C")
        add("settings", self.open_settings, QKeySequence.StandardKey.Preferences)
        add("quit", self.close, QKeySequence.StandardKey.Quit)
        add("undo", self.controller.undo, QKeySequence.StandardKey.Undo)
        add("redo", self.controller.redo, QKeySequence.StandardKey.Redo)
        add("deal", lambda: self.board.click_talon(by_key=True), "D")
        add("hint", self.give_hint, "H")
        add("clear", self.clear_selection, "Escape")
        add("help", self.show_help, QKeySequence.StandardKey.HelpContents)
        add("about", self.show_about)
        add("describeBoard", self.describe_board, "B")
        add("describeColumn", self.describe_column, "C")
        add("listMoves", self.list_moves, "L")
        add("findCard", self.find_card, QKeySequence.StandardKey.Find)
        verbose = add("verbose", lambda: None)
        verbose.setCheckable(True)
        verbose.setChecked(self.settings.verbose)
        verbose.toggled.connect(self._set_verbose)
        self.commands["toggleHistory"] = self.history_dock.toggleViewAction()
        self.commands["togglePanel"] = self.panel_dock.toggleViewAction()
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        if QKeySequence("Ctrl+Y") not in redo_keys:
            redo_keys.append(QKeySequence("Ctrl+Y"))
        self.commands["redo"].setShortcuts(redo_keys)
        if not self.commands["quit"].shortcut().toString():
            self.commands["quit"].setShortcut(QKeySequence("Ctrl+Q"))
        if not self.commands["settings"].shortcut().toString():
            self.commands["settings"].setShortcut(QKeySequence("Ctrl+,"))

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for n in ("new", "restart", "choose", "copyLink"):
            self.game_menu.addAction(self.commands[n])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.commands["settings"])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.commands["quit"])
        self.edit_menu = bar.addMenu("")
        for n in ("undo", "redo"):
            self.edit_menu.addAction(self.commands[n])
        self.edit_menu.addSeparator()
        for n in ("deal", "hint", "clear"):
            self.edit_menu.addAction(self.commands[n])
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.commands["togglePanel"])
        self.view_menu.addAction(self.commands["toggleHistory"])
        self.read_menu = bar.addMenu("")
        self.read_menu.setObjectName("readMenu")
        for n in ("describeBoard", "describeColumn", "listMoves", "findCard"):
            self.read_menu.addAction(self.commands[n])
        self.read_menu.addSeparator()
        self.read_menu.addAction(self.commands["verbose"])
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.commands["help"])
        self.help_menu.addAction(self.commands["about"])
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("toolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for n in ("new", "undo", "redo", "hint"):
            self.toolbar.addAction(self.commands[n])
        self.addToolBar(self.toolbar)

    def retranslate(self) -> None:
        """Set every text in the current language (also on LanguageChange)."""
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        texts = {
            "new": t("&New Game"),
            "restart": t("&Restart Game"),
            "choose": t("&Choose Game by Number…"),
            "copyLink": t("Copy &Link to This Game"),
            "settings": t("&Settings…"),
            "quit": t("&Quit"),
            "undo": t("&Undo"),
            "redo": t("&Redo"),
            "deal": t("&Deal the Talon"),
            "hint": t("&Hint"),
            "clear": t("Clear Selection"),
            "help": t("&How to Play"),
            "about": t("&About Scorpion"),
            "describeBoard": t("Describe the &Board"),
            "describeColumn": t("Describe the &Column"),
            "listMoves": t("&List the Moves"),
            "findCard": t("&Find a Card…"),
            "verbose": t("Full &Announcements"),
        }
        for name, text in texts.items():
            self.commands[name].setText(text)
        self.game_menu.setTitle(t("&Game"))
        self.edit_menu.setTitle(t("&Edit"))
        self.view_menu.setTitle(t("&View"))
        self.read_menu.setTitle(t("&Read"))
        self.help_menu.setTitle(t("&Help"))
        self.toolbar.setWindowTitle(t("Toolbar"))
        self.panel_dock.setWindowTitle(t("Move Panel"))
        self.history_dock.setWindowTitle(t("History"))
        self.history.setEmptyLabel(t("Deal"))
        self.grow_button.setToolTip(t("Grow the selection by one card (Up)"))
        self.grow_button.setAccessibleName(t("Grow selection"))
        self.shrink_button.setToolTip(t("Shrink the selection by one card (Down)"))
        self.shrink_button.setAccessibleName(t("Shrink selection"))
        for i, b in enumerate(self.column_buttons):
            b.setAccessibleName(fmt(t("Column %1"), i + 1))
            b.setToolTip(fmt(t("Move the selection to column %1 (key %1)"), i + 1))
        self.board.setAccessibleName(t("Board"))
        self._update_status()
        self._update_actions()
        self.controller.retranslate()
        if self.notice.isVisible() and self.notice.kind:
            self.show_notice(self.notice.kind, getattr(self, "_notice_detail", ""))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.controller.set_paused(self.isMinimized())
        super().changeEvent(event)

    # --------------------------------------------------------------- state
    def _show_position(self, *, animate: bool) -> None:
        pos = self.controller.position
        self.board.set_position(pos, animate=animate)
        self.panel.set_position(pos, keep=self.board.selected)
        self._update_status()
        self._update_actions()

    def _on_changed(self, event: GameEvent) -> None:
        self._show_position(animate=event.kind != "new")
        self.announcer.game_event(event, self.controller.game_number)
        if event.kind == "new":
            self.statusBar().clearMessage()
        else:
            # The status bar shows the move itself; the screen reader gets the
            # full announcement (flips, removals, column ends).
            self.statusBar().showMessage(_event_words(event), 8000)
        if event.kind == "new":
            self.notice.dismiss()
        elif self.notice.kind in ("stuck", "won", "lost", "deal_lost") and not self.controller.is_finished():
            self.notice.dismiss()
        # Saving and the analysis request wait until the result is drawn.
        self._after_change.start()

    def _settle_change(self) -> None:
        """After a change is drawn: save the game, ask for its analysis."""
        self.autosave()
        self._analyse()

    # ------------------------------------------------------------ analysis
    def _analyse(self) -> None:
        if self.analyst is None:
            return
        self._verdict = None
        self.analyst.analyse(self.controller.position)
        self._update_status()

    def _on_verdict(self, position: object, verdict: Verdict | None) -> None:
        if position != self.controller.position:
            return
        self._verdict = verdict
        self._update_status()
        if verdict is None:
            return
        c = self.controller
        if c.applied == 0:
            if verdict.status == "won":
                text = translate("MainWindow", "Game %1 can be won.")
            elif verdict.status == "lost":
                text = translate("MainWindow", "Game %1 cannot be won, whatever you play.")
            else:
                text = translate("MainWindow", "The solver could not decide game %1 in time.")
            self.show_message(fmt(text, c.game_number))
        if verdict.status == "lost" and not c.position.is_stuck and not c.position.is_won:
            self.show_notice("deal_lost" if c.applied == 0 else "lost")
            self.announcer.say(self.notice.label.text(), assertive=True)
        elif self.notice.kind == "lost" and verdict.status == "won":
            self.notice.dismiss()

    def go_back_to_winnable(self) -> bool:
        """Jump (one undo-stack jump) to the latest point of the history proven
        winnable. When the earlier positions are not all judged yet, the
        solver judges them, latest first, and the jump follows; returns True
        when the jump was made at once."""
        if self.analyst is None:
            return False
        history = self.controller.record().positions()[: self.controller.applied + 1]
        index = self.analyst.last_winnable(history)
        if index is not None:
            self.controller.stack.setIndex(index)
            return True
        self.show_message(translate("MainWindow", "Looking for the last winnable position…"))
        self._seek_from = self.controller.applied
        self.analyst.seek_last_winnable(history[:-1])
        return False

    def _on_last_winnable(self, index: int) -> None:
        if self._seek_from != self.controller.applied:
            return  # the player moved on meanwhile
        self._seek_from = -1
        if index >= 0:
            self.controller.stack.setIndex(index)
        else:
            self.show_notice("deal_lost")

    def autosave(self) -> None:
        """Save the current game (atomically) unless saving is off."""
        if self.store is not None:
            if not self.store.save(self.controller.record()):
                self.show_message(translate("MainWindow", "The game could not be saved."))

    def _update_actions(self) -> None:
        stack = self.controller.stack
        if not shiboken6.isValid(stack) or not shiboken6.isValid(self):
            return  # the window is being torn down
        self.commands["undo"].setEnabled(stack.canUndo())
        self.commands["redo"].setEnabled(stack.canRedo())

    def _update_status(self) -> None:
        c = self.controller
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        self.setWindowTitle(fmt(t("Scorpion — Game %1"), c.game_number))
        self.game_label.setText(fmt(t("Game %1"), c.game_number))
        self.moves_label.setText(translate("MainWindow", "%n move(s)", "", c.moves))
        self.time_label.setText(fmt(t("Time %1"), format_time(c.elapsed_ms())))
        if c.position.is_won:
            self.analysis_label.setText(t("Won"))
        elif c.position.is_stuck:
            self.analysis_label.setText(t("Blocked"))
        elif self.analyst is None:
            self.analysis_label.setText("")
        elif self._verdict is None:
            self.analysis_label.setText(t("Analysing…"))
        else:
            self.analysis_label.setText(
                {
                    "won": t("Winnable"),
                    "lost": t("Not winnable") if c.applied == 0 else t("No longer winnable"),
                }.get(self._verdict.status, t("Not decided"))
            )

    def show_message(self, text: str, *, assertive: bool = False) -> None:
        """A sentence in the status bar (reasons, confirmations), also
        announced to screen readers."""
        self.statusBar().showMessage(text, 8000)
        self.announcer.say(text, assertive=assertive)

    # ------------------------------------------------------------- reading
    def describe_board(self) -> str:
        """Announce each column's size and end card, talon, foundations, moves and time."""
        c = self.controller
        text = accessibility.describe_board(c.position, c.moves, c.elapsed_ms())
        self.show_message(text)
        return text

    def describe_column(self, number: int | None = None) -> str:
        """Announce the focused column (or ``number``) from base to end."""
        n = number if number is not None else self.board.focus_column + 1
        text = accessibility.describe_column(self.controller.position, n)
        self.show_message(text)
        return text

    def list_moves(self) -> str:
        """Announce the legal moves."""
        text = accessibility.list_moves(self.controller.position)
        self.show_message(text)
        return text

    def find_card(self, query: str | None = None) -> str:
        """Ask for a card (notation or name) and announce where it is, as far
        as the player can see."""
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        if query is None:
            query, ok = QInputDialog.getText(self, t("Find a Card"), t("Card (for example 7C or 7 of clubs):"))
            if not ok or not query.strip():
                return ""
        card = accessibility.parse_card(query)
        if card is None:
            text = texts.find_unknown(query.strip())
        else:
            text = accessibility.find_card(self.controller.position, card)
        self.show_message(text)
        return text

    # ------------------------------------------------------------- playing
    def play(self, move: Move) -> bool:
        """Play ``move`` through the controller (one undo command)."""
        ok = self.controller.play(move)
        if ok:
            self.board.select(None)
        return ok

    def _on_illegal(self, reason: str, _error: object) -> None:
        self.show_message(reason)

    def _panel_card_chosen(self, card: object) -> None:
        self.board.select(card)  # type: ignore[arg-type]

    def _resize_selection(self, delta: int) -> None:
        """▲/▼: grow or shrink the selection by one card and say what is held."""
        before = self.board.selected
        self.board.grow_selection(delta)
        card = self.board.selected
        if card is None:
            self.show_message(translate("MainWindow", "Select a card first."))
        elif card != before:
            from .texts import announce_pickup

            group = self.controller.position.group(card)
            self.show_message(announce_pickup(card, len(group) - 1, self.board.destinations(card)))

    def clear_selection(self) -> None:
        """Escape: drop the selection, the armed talon and the hint, and say so."""
        had = self.board.selected is not None or self.board.hint is not None or self.board.talon_armed
        self.board.clear_selection()
        if had:
            self.show_message(translate("MainWindow", "Selection cleared."))

    def _set_verbose(self, on: bool) -> None:
        self.settings.verbose = on
        self.show_message(
            translate("MainWindow", "Full announcements: on.") if on else translate("MainWindow", "Full announcements: off.")
        )

    def give_hint(self) -> None:
        """Show a hint: the next move of a known winning line, else the
        solver's heuristic; highlighted, in the panel, announced, counted.
        From a position proven lost (by the analysis, or by the hint's own
        short search) it says so: "No winning move remains; best try: ..."."""
        position = self.controller.position
        line = self.analyst.line_for(position) if self.analyst is not None else None
        known = self.analyst.known.get(position) if self.analyst is not None else None
        result = hint_result(position, line, lost=known is not None and known.status == "lost", node_limit=2_000)
        move = result.move
        if position.is_won:
            self.show_message(translate("MainWindow", "The game is won."))
            return
        if move is None:
            self.show_message(translate("MainWindow", "No move remains."))
            return
        self.controller.count_hint()
        self.board.show_hint(move)
        self.panel.choose_move(move)
        if result.winnable is False:
            self.show_message(fmt(translate("MainWindow", "No winning move remains; best try: %1"), _move_words(move)))
        else:
            self.show_message(fmt(translate("MainWindow", "Hint: %1"), _move_words(move)))

    def _on_finished(self, state: str) -> None:
        self._previous_record = None
        self._record_beaten = False
        if state == "won" and self.store is not None:
            c = self.controller
            previous = Records(self.store.paths).add_win(c.game_number, c.rules, c.moves, c.elapsed_ms())
            self._previous_record = previous
            self._record_beaten = previous is not None and c.moves < previous["moves"]
        self.show_notice(state)
        self.statusBar().showMessage(self.notice.label.text())
        self.announcer.say(self.notice.label.text(), assertive=True)

    def show_notice(self, kind: str, detail: str = "") -> None:
        """Show the notice ``kind`` ("won", "stuck", "lost", "deal_lost",
        "damaged", "bad_number") in the current language; it is rebuilt when
        the language changes. ``detail`` fills the damaged-save path or the
        refused game number."""
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        c = self.controller
        self._notice_detail = detail
        actions: list[tuple[str, Callable[[], object]]] = []
        if kind == "won":
            previous = getattr(self, "_previous_record", None)
            if previous is None:
                summary = t("You won game %1 — moves: %2, time: %3, undos: %4, hints: %5.")
            elif getattr(self, "_record_beaten", False):
                summary = t(
                    "You won game %1 — moves: %2, time: %3, undos: %4, hints: %5. "
                    "A new record for this deal (before: %6 moves)!"
                )
            else:
                summary = t(
                    "You won game %1 — moves: %2, time: %3, undos: %4, hints: %5. "
                    "Your record for this deal: %6 moves."
                )
            text = fmt(
                summary,
                c.game_number,
                c.moves,
                format_time(c.elapsed_ms()),
                c.undos,
                c.hints,
                previous["moves"] if previous else "",
            )
            actions = [(t("New Game"), self.new_game)]
        elif kind == "stuck":
            text = t("No legal move remains: the game is blocked.")
            actions = [(t("Undo"), self.controller.undo), (t("Restart"), self.restart), (t("New Game"), self.new_game)]
        elif kind == "lost":
            text = t("This game can no longer be won.")
            actions = [
                (t("Undo"), self.controller.undo),
                (t("Go Back to the Last Winnable Position"), self.go_back_to_winnable),
                (t("Give Up"), self.new_game),
            ]
        elif kind == "deal_lost":
            text = fmt(t("Game %1 cannot be won, whatever you play."), c.game_number)
            actions = [(t("New Game"), self.new_game)]
        elif kind == "damaged":
            text = fmt(
                translate("App", "The saved game could not be read; it was kept as %1 and a new game was dealt."),
                detail,
            )
        else:
            text = fmt(translate("App", "“%1” is not a game number; a new game was dealt instead."), detail)
        self.notice.show_notice(kind, text, actions)

    # --------------------------------------------------------- game control
    def new_game(self, number: int | None = None) -> None:
        """Deal a new game under the settings' rules: ``number``, or a random
        one — proven winnable first when "Only winnable deals" is on (the
        search runs in the solver's process; the window stays responsive)."""
        if self.analyst is not None:
            self.analyst.cancel_deal_search()
        if number is None and self.analyst is not None and self.settings.only_winnable:
            self.analyst.find_winnable_deal(random_game_number, self.settings.rules)
            return
        self.controller.new_game(number if number is not None else random_game_number(), self.settings.rules)

    def _on_deal_search(self, tries: int, number: int) -> None:
        if number:
            self.controller.new_game(number, self.settings.rules)
            self.show_message(fmt(translate("MainWindow", "Game %1 can be won."), number))
        else:
            self.show_message(translate("MainWindow", "Looking for a winnable deal… (%n tried)", "", tries))

    def confirm_discard(self, proceed: Callable[[], None]) -> None:
        """Run ``proceed`` (which leaves the current game) at once when nothing
        would be lost; otherwise ask first, without blocking the window
        (:attr:`confirm_box` is the question while it is open)."""
        c = self.controller
        if c.applied == 0 or c.is_finished():
            proceed()
            return
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        box = QMessageBox(
            QMessageBox.Icon.Question,
            t("Leave This Game?"),
            fmt(
                t("Game %1 is not finished. Leave it? Its progress and undo history will be lost; "
                  "the same deal can be dealt again by its number."),
                c.game_number,
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setObjectName("confirmDiscard")

        def done(result: int) -> None:
            self.confirm_box = None
            if result == QMessageBox.StandardButton.Yes:
                proceed()

        box.finished.connect(done)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.confirm_box = box
        box.open()

    def restart(self) -> None:
        """The same deal from the start."""
        self.controller.restart()

    def choose_game(self) -> None:
        """Ask for a game number (or a scorpion:// link) in a dialog that says
        whether that deal is proven winnable, proven lost or undecided; deal
        it when accepted. :attr:`choose_dialog` is the dialog while open."""
        from .choose_dialog import ChooseGameDialog

        dialog = ChooseGameDialog(self.settings.rules, self.analyst, self)
        self.choose_dialog = dialog

        def done(result: int) -> None:
            self.choose_dialog = None
            if result == QDialog.DialogCode.Accepted and dialog.number is not None:
                self.new_game(dialog.number)
            dialog.deleteLater()

        dialog.finished.connect(done)
        dialog.open()

    def open_reference(self, text: str) -> bool:
        """Deal the game named by ``text`` (number or link); False and a
        message when it names none."""
        try:
            number = parse_game_reference(text)
        except ValueError:
            self.show_message(
                fmt(
                    translate("MainWindow", "“%1” is not a game number: use a whole number from 1 to %2."),
                    text.strip(),
                    MAX_GAME_NUMBER,
                )
            )
            return False
        self.new_game(number)
        return True

    def copy_link(self) -> None:
        link = f"{LINK_PREFIX}{self.controller.game_number}"
        QGuiApplication.clipboard().setText(link)
        self.show_message(fmt(translate("MainWindow", "Copied %1"), link))

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        SettingsDialog(self.settings, self).exec()

    def _on_setting(self, key: str) -> None:
        if key == "ui/animations":
            self.board.animations = self.settings.animations
        elif key == "a11y/verbose":
            self.commands["verbose"].setChecked(self.settings.verbose)

    def show_help(self) -> None:
        if self.help_dialog is None:
            self.help_dialog = HelpDialog(self)
        self.help_dialog.show()
        self.help_dialog.raise_()
        self.help_dialog.activateWindow()
        self.help_dialog.browser.setFocus()

    def show_about(self) -> None:
        from scorpion_qt import __version__

        QMessageBox.about(
            self,
            translate("MainWindow", "About Scorpion"),
            fmt(
                translate(
                    "MainWindow",
                    "<p><b>Scorpion</b> %1</p><p>Scorpion solitaire by the Cards4 rules, "
                    "playable with the mouse, the keyboard and a screen reader.</p>",
                ),
                __version__,
            ),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Save the game and the window's layout, stop the analysis (on close,
        on quit, on SIGTERM)."""
        self._after_change.stop()
        self.autosave()
        if self.store is not None:
            self.settings.set_window_state(bytes(self.saveGeometry().data()), bytes(self.saveState().data()))
        if self.analyst is not None:
            self.analyst.service.stop()

    def restore_layout(self) -> None:
        """Put the window and its panels back as the player left them."""
        geometry, state = self.settings.window_state()
        if geometry:
            self.restoreGeometry(QByteArray(geometry))
        if state:
            self.restoreState(QByteArray(state))



def _event_words(event: GameEvent) -> str:
    """The status bar's sentence for a change: the move, "Undone: …", "Redone: …"."""
    from .texts import announce_move

    move = announce_move(event.effects)
    if event.kind == "undo":
        return fmt(translate("MainWindow", "Undone: %1"), move)
    if event.kind == "redo":
        return fmt(translate("MainWindow", "Redone: %1"), move)
    return move


def _move_words(move: Move) -> str:
    from .texts import card_name

    if move.card is None:
        return translate("MainWindow", "deal the talon")
    return fmt(translate("MainWindow", "%1 to column %2"), card_name(move.card), move.column)


def _app_icon() -> QIcon:
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "resources" / "icon.svg"
    return QIcon(str(path)) if path.exists() else QIcon()
