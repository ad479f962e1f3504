"""The main window: it builds the board, the move panel, the history, the
menus and tool bars, the status bar and the bands over the board, and wires
them to the game session (:class:`GameSession`, which owns the game, its
analysis, saving and statistics). What each part does lives in its own
module: the commands' table (``actions``), the status fields and message
line (``status``), the Read menu (``reading``), the playing commands
(``play``), the end of a game (``endgame``), the floating bands
(``overlays``), the dialogs (``dialogs/opener``), the History panel
(``history``), the session's deals shown (``deals``), what waits for the
first frame (``first_frame``) and the window's layout (``window_state``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import shiboken6

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAccessible, QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QMainWindow, QToolBar, QVBoxLayout, QWidget

from scorpion_qt.engine import Move

from scorpion_qt.app.a11y import factory as a11y_factory
from scorpion_qt.app.a11y import sentences
from scorpion_qt.app.desktop import screenfit
from scorpion_qt.app.a11y.announce import Announcer
from scorpion_qt.app.game.session import GameSession
from scorpion_qt.app.board.view import BoardView
from scorpion_qt.app.board.columnbar import ColumnBar
from scorpion_qt.app.game.controller import GameController, GameEvent, Pause
from scorpion_qt.app.ui import actions
from scorpion_qt.app.ui.qt_texts import retranslate_dock_buttons
from scorpion_qt.app.ui import window_state
from scorpion_qt.app.ui.demo_view import DemoView
from scorpion_qt.app.ui.dialogs.opener import Dialogs
from scorpion_qt.app.ui.overlays import Overlays
from scorpion_qt.app.ui.play import PlayCommands
from scorpion_qt.app.ui.reading import Reading
from scorpion_qt.app.ui.status import MessageLine, StatusFields, status_texts
from scorpion_qt.app.ui.statusbar import ElidingStatusBar
from scorpion_qt.app.ui.variant_menu import VariantMenu
from scorpion_qt.app.ui.notices import NoticeBar
from scorpion_qt.app.ui.panel import MovePanel
from scorpion_qt.app.game.settings import SettingKey, Settings
from scorpion_qt.app.game.storage import GameStore
from scorpion_qt.app.lang.notices import Notice
from scorpion_qt.app.lang.texts import translate
from scorpion_qt.app.ui.endgame import EndOfGame, NoticeActions
from scorpion_qt.app.ui.deals import DealsView
from scorpion_qt.app.ui.first_frame import AfterFirstPaint, app_icon
from scorpion_qt.app.ui.history import HistoryDock
from scorpion_qt.app.ui.win_summary import Celebration, WinSummary
if TYPE_CHECKING:
    from PySide6.QtWidgets import QUndoView

__all__ = ["MainWindow"]

PANEL_AFTER_MS = 50
"""With a screen reader listening, the move panel is refilled this long after
a change's result was sent to it (:meth:`MainWindow._on_changed`)."""

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
        self._layout_saved = False
        """The layout was saved (by :meth:`shutdown`): it is not saved twice."""
        self.session = GameSession(controller, settings, store, analysis=analysis, parent=self)
        """The game without widgets: analysis, deals, saving, file problems, hints."""
        self.analyst = self.session.analyst
        self.stats = self.session.stats

        # The parts: board, column buttons, win band, notice, move panel, history.
        a11y_factory.install()
        self.board = BoardView(self)
        self._first_frame = AfterFirstPaint(self.board.viewport())
        # The icon (six sizes drawn from SVG, ~6 ms and QtSvg) right after the first frame.
        self.after_first_frame(lambda: self.setWindowIcon(app_icon()))
        # The statistics store (SQLite) opens right after the first frame too.
        self.after_first_frame(self.stats.open)
        self.after_first_frame(self.stats.backup_at_start)
        self.board.animations = settings.animations
        self.board.verbose = lambda: self.settings.verbose
        self._apply_appearance()
        self.announcer = Announcer(
            self.board, lambda: self.settings.verbose, channel=lambda: self.settings.announce_channel
        )
        self.notice = NoticeBar(self)
        self.notice.return_focus = self.board
        self.column_bar = ColumnBar(self)
        self.column_buttons = self.column_bar.column_buttons
        self.grow_button = self.column_bar.grow_button
        self.shrink_button = self.column_bar.shrink_button
        self.board.reserve_left = float(self.column_bar.side_width())
        central = QWidget(self)
        vbox = QVBoxLayout(central)
        vbox.setContentsMargins(0, 0, 0, 0)
        vbox.setSpacing(2)
        vbox.addWidget(self.board, 1)
        vbox.addWidget(self.column_bar)
        self.setCentralWidget(central)
        self.win_band = WinSummary(central)
        self.win_band.return_focus = self.board
        # The board keeps one layout all game: the notice and the win band float over it.
        self.overlays = Overlays(self.board, self.notice, self.win_band, self)
        self.panel = MovePanel(self)
        # The move panel is a tool bar of its own: one row beside the main
        # tool bar, no title bar (the board keeps the window's height).
        self.panel_bar = QToolBar(self)
        self.panel_bar.setObjectName("movePanelBar")
        self.panel_bar.addWidget(self.panel)
        self.history_dock = HistoryDock(controller.stack, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        self.setStatusBar(ElidingStatusBar(self))
        self.status_fields = StatusFields(self.statusBar(), list(self.announcer.labels))
        f = self.status_fields
        self.game_label, self.moves_label = f.game_label, f.moves_label
        self.time_label, self.analysis_label = f.time_label, f.analysis_label

        # What the parts do, each in its own module.
        self.messages = MessageLine(self.statusBar(), self.announcer)
        self.dialogs = Dialogs(self, self.session, self.messages)
        self.reading = Reading(controller, self.board, self.messages, self)
        self.play_commands = PlayCommands(self.session, self.board, self.panel, self.messages)
        self.demo_view = DemoView(self, self.session, self.messages)
        self._build_actions()
        self._build_menus()
        self.endgame = EndOfGame(
            self.session,
            self.notice,
            self.win_band,
            self.announcer,
            self.statusBar(),
            self.board.viewport(),
            NoticeActions(controller.undo, self.restart, self.new_game, self.go_back_to_winnable, self.give_up,
                          self.session.go_back_before_lost_move, self.replay_my_moves),
            self.overlays.place,
            self,
        )

        # Wiring.
        self.column_bar.columnChosen.connect(self.board.choose_column)
        self.column_bar.resizeRequested.connect(self.play_commands.resize_selection)
        self.board.layoutChanged.connect(self._align_column_bar)
        self.win_band.newGame.connect(self.dialogs.new_game)
        self.win_band.replay.connect(self.dialogs.restart)
        self.win_band.statistics.connect(self.dialogs.open_statistics)
        self.win_band.replayMoves.connect(self.replay_my_moves)
        controller.changed.connect(self._on_changed)
        controller.illegal.connect(self.play_commands.say_illegal)
        controller.stack.indexChanged.connect(lambda _i: self._update_actions())
        session = self.session
        session.verdictChanged.connect(self._update_status)
        # The session's and the board's sentences: (text, a way to say it again or None).
        say = lambda text, again: self.messages.show(text, again=again)  # noqa: E731
        session.message.connect(say)
        self.deals = DealsView(session, self.messages, self.announcer, self._file_notice_shown, self.board,
                               [self.panel, self.column_bar, self.notice, self.win_band], self.history_dock,
                               self._refresh, self)
        self.board.moveRequested.connect(self.play)
        self.board.message.connect(say)
        self.board.messageWithdrawn.connect(self.messages.withdraw)
        # Said after the focus named a card: a pick-up names it again.
        self.announcer.uttered.connect(lambda _text, _channel: self.board.forget_focus_name())
        self.board.selectionChanged.connect(self.panel.choose_card)
        self.panel.moveRequested.connect(self.play)
        self.panel.cardChosen.connect(self.board.select)
        self.panel.hintRequested.connect(self.play_commands.give_hint)
        settings.changed.connect(self._on_setting)

        self._clock = QTimer(self)
        self._clock.setInterval(500)
        self._clock.timeout.connect(self._update_status)
        self._clock.start()
        self._set_tab_order()
        self.retranslate()
        self._show_position(animate=False)
        self.resize(screenfit.first_size(self))
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.overlays.measure()
        if self.endgame.announce_on_show:
            # Said before the window existed for screen readers: say it again now.
            text, self.endgame.announce_on_show = self.endgame.announce_on_show, ""
            QTimer.singleShot(0, lambda: self.announcer.say(text, assertive=True))

    def after_first_frame(self, job: Callable[[], object]) -> None:
        """Run ``job`` just after the board's first paint (what the first
        frame does not need waits for it)."""
        self._first_frame.add(job)

    def _align_column_bar(self) -> None:
        lay = self.board.board_layout
        viewport = self.board.viewport()
        origin = self.column_bar.mapFrom(self, viewport.mapTo(self, viewport.rect().topLeft()))
        self.column_bar.align([origin.x() + x for x in lay.column_x], lay.card_w)

    @property
    def history(self) -> QUndoView | None:
        """The History panel's list, None until the panel was first shown."""
        return self.history_dock.view

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
        """The commands (ui/actions.py's table) and what each one runs."""
        slots: dict[str, Callable[..., object]] = {
            "new": self.dialogs.new_game,
            "restart": self.dialogs.restart,
            "choose": self.dialogs.choose_game,
            "showMeHow": self.demo_view.toggle,
            "copyLink": self.dialogs.copy_link,
            "statistics": self.dialogs.open_statistics,
            "openPosition": self.dialogs.open_position,
            "copyPosition": self.dialogs.copy_position,
            "settings": self.dialogs.open_settings,
            "quit": self.close,
            "undo": self.controller.undo,
            "redo": self.controller.redo,
            "deal": lambda: self.board.click_talon(by_key=True),
            "hint": self.play_commands.give_hint,
            "clear": self.play_commands.clear_selection,
            "help": self.dialogs.show_help,
            "about": self.dialogs.show_about,
            "describeBoard": self.reading.describe_board,
            "describeColumn": self.reading.describe_column,
            "listMoves": self.reading.list_moves,
            "findCard": self.reading.find_card,
            "fullScreen": self._set_full_screen,
            "verbose": self.play_commands.set_verbose,
        }
        self.commands = actions.build(self, slots)
        self.commands["verbose"].blockSignals(True)
        self.commands["verbose"].setChecked(self.settings.verbose)
        self.commands["verbose"].blockSignals(False)
        self.commands["toggleHistory"] = self.history_dock.toggleViewAction()
        self.commands["togglePanel"] = self.panel_bar.toggleViewAction()
        actions.limit_letter_keys(
            self, self.commands, [self.centralWidget(), self.panel.move_button, self.panel.hint_button]
        )

    def _build_menus(self) -> None:
        self.menus = actions.build_menus(self, self.commands)
        m = self.menus.menus
        self.game_menu, self.edit_menu, self.view_menu = m["game"], m["edit"], m["view"]
        self.read_menu, self.help_menu = m["read"], m["help"]
        self.toolbar = self.menus.toolbar
        self.addToolBar(self.panel_bar)
        self.variant_menu = VariantMenu(self, self.controller, self.dialogs.new_game_of_variant)
        self.game_menu.insertMenu(self.commands["showMeHow"], self.variant_menu.menu)

    def retranslate(self) -> None:
        """Set every text in the current language (also on LanguageChange)."""
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        actions.retranslate(self.commands, self.menus)
        self.variant_menu.retranslate()
        self.panel_bar.setWindowTitle(t("Move Panel"))
        self.history_dock.retranslate()
        # After the titles: a dock resets its toggle's text to its title.
        self.commands["togglePanel"].setText(t("&Move Panel"))
        self.commands["toggleHistory"].setText(t("&History"))
        self.column_bar.retranslate()
        self.board.setAccessibleName(t("Board"))
        self.messages.retranslate()
        self._update_status()
        self._update_actions()
        self.controller.retranslate()
        self.endgame.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            # Qt names these buttons when it makes them: only a switch needs them again.
            retranslate_dock_buttons(self)
        elif event.type() == QEvent.Type.WindowStateChange:
            self.controller.set_paused(self.isMinimized(), Pause.MINIMISED)
            self.commands["fullScreen"].setChecked(self.isFullScreen())
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        """A modal dialog (Settings, Choose Game, a question, the replay…)
        blocks the window or lets it go: the playing clock waits meanwhile."""
        kind = event.type()
        controller = getattr(self, "controller", None)  # None while the window is still being built
        if controller is not None and kind in (QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked):
            controller.set_paused(kind == QEvent.Type.WindowBlocked, Pause.BLOCKED)
        return super().event(event)

    # --------------------------------------------------------------- state
    def _show_position(self, *, animate: bool, panel_later: bool = False) -> None:
        pos = self.controller.position
        self.board.set_position(pos, animate=animate)
        if not panel_later:
            self.panel.set_position(pos, keep=self.board.selected)
        self._update_status()
        self._update_actions()

    def _on_changed(self, event: GameEvent) -> None:
        self._show_position(animate=event.kind != "new", panel_later=True)
        self.announcer.say(" ".join(sentences.event_sentences(event, self.settings.verbose, self.controller.game_number)))
        # The move panel is refilled once the result has gone to the screen
        # reader (Orca 43 speaks it only after the events queued before it).
        later = self.announcer.busy_ms() + PANEL_AFTER_MS if QAccessible.isActive() else 0
        self.panel.set_position_later(self.controller.position, self.board.selected, later)
        if event.kind == "new" and self._file_notice_shown():
            self.statusBar().showMessage(self.notice.label.text())
        elif event.kind == "new":
            self.statusBar().clearMessage()
        else:
            # The status bar shows the move itself; the screen reader gets the
            # full announcement (flips, removals, column ends).
            self.messages.show_silently(sentences.status_sentence(event), again=lambda: sentences.status_sentence(event))
        self.endgame.after_change(event)

    # ------------------------------------------------ what the session says
    def replay_my_moves(self) -> None:
        """Replay this game's own actions step by step (see :mod:`.replay_view`)."""
        self.dialogs.replay_current()

    def go_back_to_winnable(self) -> bool:
        """The lost notice's action (see :meth:`GameSession.go_back_to_winnable`)."""
        return self.session.go_back_to_winnable()

    def autosave(self) -> None:
        """Save now (see :meth:`GameSession.autosave`)."""
        self.session.autosave()

    def _file_notice_shown(self) -> bool:
        return self.endgame.file_notice_shown()

    def report_file_problem(self, what: Notice | str, detail: str = "") -> None:
        """Tell the player, in one sentence each, what went wrong with a file
        or a folder (see :meth:`GameSession.report_file_problem`): a notice
        that stays until dismissed (a new deal does not hide it), the status
        bar, and screen readers (assertive)."""
        self.session.report_file_problem(what, detail)

    def _update_actions(self) -> None:
        stack = self.controller.stack
        if not shiboken6.isValid(stack) or not shiboken6.isValid(self):
            return  # the window is being torn down
        playing = not self.session.waiting_for_deal
        self.commands["undo"].setEnabled(playing and stack.canUndo())
        self.commands["redo"].setEnabled(playing and stack.canRedo())
        self.commands["deal"].setEnabled(playing and bool(self.controller.position.talon))
        for name in ("hint", "restart", "showMeHow"):
            self.commands[name].setEnabled(playing)
        self.commands["copyLink"].setEnabled(playing and not self.controller.practice)

    def _refresh(self) -> None:
        self._update_actions()
        self._update_status()

    def _update_status(self) -> None:
        texts = status_texts(self.session)
        self.setWindowTitle(texts.title)
        self.status_fields.show(texts)

    # ------------------------------------------------------------- playing
    def play(self, move: Move) -> bool:
        """Play ``move`` through the controller (one undo command); refused
        (False) while the next deal is being looked for."""
        ok = self.session.play(move)
        if ok:
            self.board.select(None)
        elif self.session.waiting_for_deal:
            self.board.select(None)
            self.board.relayout(animate=True)  # a dragged group goes home
        # (An illegal move keeps the selection: the player may choose again.)
        return ok

    def show_notice(self, kind: Notice | str, detail: str = "") -> None:
        """Show a notice (see :meth:`EndOfGame.show_notice`)."""
        self.endgame.show_notice(kind, detail)

    @property
    def celebration(self) -> Celebration | None:
        """The win's celebration while it plays."""
        return self.endgame.celebration

    def give_up(self) -> None:
        """Give up this game (counted as given up) and deal a new one."""
        self.session.give_up()

    # --------------------------------------------------------- game control
    def new_game(self, number: int | None = None) -> None:
        """Deal a new game under the settings' rules: ``number``, or a random
        one — proven winnable first when "Only winnable deals" is on (the
        search runs in the solver's process; the window stays responsive)."""
        self.session.new_game(number)

    def restart(self) -> None:
        """The same deal from the start."""
        self.session.restart()

    def _apply_appearance(self) -> None:
        from scorpion_qt.app.board.themes import theme_by_id

        self.board.set_appearance(theme_by_id(self.settings.theme), self.settings.card_back, self.settings.felt)

    def _on_setting(self, key: str) -> None:
        if key in (SettingKey.THEME, SettingKey.CARD_BACK, SettingKey.FELT):
            self._apply_appearance()
        elif key == SettingKey.ANIMATIONS:
            self.board.animations = self.settings.animations
        elif key == SettingKey.VERBOSE:
            self.commands["verbose"].setChecked(self.settings.verbose)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Save the game and the window's layout, stop the analysis (on close,
        on quit, on SIGTERM)."""
        self.demo_view.demo.stop()
        self.session.shutdown()
        # Once: quitting after the window was closed (Ctrl+Q closes it, then
        # the application quits and calls this again) finds the floating
        # History hidden with the window, and would remember it closed.
        if self.store is not None and not self._layout_saved:
            self._layout_saved = True
            self.settings.set_window_layout(self._layout_values())
            screen = self.screen()
            self.settings.window_screen = screen.name() if screen is not None else ""

    def _set_full_screen(self, on: bool) -> None:
        """View › Full Screen (F11 or the platform's key): the window fills
        the screen, or goes back to how it was."""
        if on == self.isFullScreen():
            return
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        window_state.fit_tool_bars(self, self.toolbar, self.panel_bar)  # the bands follow the board's viewport

    def _layout_values(self) -> dict[str, int]:
        """The window's layout as plain numbers (see :mod:`window_state`)."""
        return window_state.layout_values(self, self.toolbar, self.panel_bar, self.history_dock)

    def resume_finished(self) -> None:
        """After a finished game is loaded: its band or notice again (see :meth:`EndOfGame.resume_finished`)."""
        self.endgame.resume_finished()

    def restore_layout(self) -> None:
        """Put the window and its panels back as the player left them (see :mod:`window_state`)."""
        window_state.restore(
            self, self.settings.window_layout(), self.toolbar, self.panel_bar, self.history_dock, self.settings.window_screen
        )
