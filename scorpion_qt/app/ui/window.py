"""The main window: board, move panel, history, menus, status bar, notices,
autosave."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import shiboken6

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.engine import Move

from scorpion_qt.app.a11y import factory as a11y_factory
from scorpion_qt.app.a11y import sentences
from scorpion_qt.app.desktop import screenfit
from scorpion_qt.app.a11y.announce import Announcer
from scorpion_qt.app.game.analysis import VerdictStatus
from scorpion_qt.app.game.session import GameSession
from scorpion_qt.app.board.view import BoardView
from scorpion_qt.app.board.columnbar import ColumnBar
from scorpion_qt.app.game.controller import GameController, GameEvent
from scorpion_qt.app.ui import actions
from scorpion_qt.app.ui.qt_texts import retranslate_dock_buttons
from scorpion_qt.app.ui import window_state
from scorpion_qt.app.ui.status import StatusFields, status_texts
from scorpion_qt.app.ui.statusbar import ElidingStatusBar
from scorpion_qt.app.ui.notices import NoticeBar
from scorpion_qt.app.ui.panel import MovePanel
from scorpion_qt.app.game.references import game_link
from scorpion_qt.app.game.settings import Settings
from scorpion_qt.app.game.storage import GameStore
from scorpion_qt.app.lang import texts
from scorpion_qt.app.lang.notices import Notice
from scorpion_qt.app.lang.texts import fmt, translate
from scorpion_qt.app.ui.endgame import EndOfGame, NoticeActions
from scorpion_qt.app.ui.win_summary import Celebration, WinSummary

if TYPE_CHECKING:
    from scorpion_qt.app.ui.dialogs.help import HelpDialog

__all__ = ["MainWindow"]

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
        self.session = GameSession(controller, settings, store, analysis=analysis, parent=self)
        """The game without widgets: analysis, deals, saving, file problems, hints."""
        self.analyst = self.session.analyst
        self.stats = self.session.stats
        self.help_dialog: HelpDialog | None = None  # made when first asked for
        self.setWindowIcon(_app_icon())

        a11y_factory.install()
        self.board = BoardView(self)
        self.board.animations = settings.animations
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
        for i, b in enumerate(self.column_buttons):
            b.clicked.connect(lambda _=False, n=i + 1: self.board.choose_column(n))
        self.board.reserve_left = float(self.column_bar.side_width())
        self.board.layoutChanged.connect(self._align_column_bar)
        self.grow_button.clicked.connect(lambda: self._resize_selection(+1))
        self.shrink_button.clicked.connect(lambda: self._resize_selection(-1))
        central = QWidget(self)
        vbox = QVBoxLayout(central)
        vbox.setContentsMargins(0, 0, 0, 0)
        vbox.setSpacing(2)
        # The win summary is a band of the layout: the board makes room for it.
        self.win_band = WinSummary(central)
        self.win_band.newGame.connect(lambda: self.confirm_discard(self.new_game))
        self.win_band.replay.connect(lambda: self.confirm_discard(self.restart))
        self.win_band.statistics.connect(self.open_statistics)
        self.win_band.return_focus = self.board
        self.statistics_dialog: QDialog | None = None
        # The board keeps one layout all game: the notices float over the
        # band it keeps free of cards at its bottom, the win's summary over
        # the columns (empty once the game is won). Neither moves a card.
        vbox.addWidget(self.board, 1)
        vbox.addWidget(self.column_bar)
        self.setCentralWidget(central)
        self.notice.raise_()
        self.win_band.raise_()
        self.board.reserve_bottom = float(self.notice.row_height())
        self.board.layoutChanged.connect(self._place_overlays)
        self.board.viewport().installEventFilter(self)  # its resizes place the overlays again
        self.notice.resized.connect(self._place_overlays)
        self.stats.problem.connect(self.show_message)

        self.panel = MovePanel(self)
        # The move panel is a tool bar of its own: one row beside the main
        # tool bar, no title bar (the board keeps the window's height).
        self.panel_bar = QToolBar(self)
        self.panel_bar.setObjectName("movePanelBar")
        self.panel_bar.addWidget(self.panel)

        self.history = QUndoView(controller.stack, self)
        self.history.setObjectName("history")
        self.history_dock = QDockWidget(self)
        self.history_dock.setObjectName("historyDock")
        self.history_dock.setWidget(self.history)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()

        self.setStatusBar(ElidingStatusBar(self))
        self.status_fields = StatusFields(self.statusBar(), list(self.announcer.labels))
        f = self.status_fields
        self.game_label, self.moves_label = f.game_label, f.moves_label
        self.time_label, self.analysis_label = f.time_label, f.analysis_label

        self._build_actions()
        self._build_menus()

        controller.changed.connect(self._on_changed)
        session = self.session
        session.verdictChanged.connect(self._update_status)
        session.dealJudged.connect(self._on_deal_judged)
        self.endgame = EndOfGame(
            session,
            self.notice,
            self.win_band,
            self.announcer,
            self.statusBar(),
            self.board.viewport(),
            NoticeActions(controller.undo, self.restart, self.new_game, self.go_back_to_winnable, self.give_up),
            self._place_overlays,
            self,
        )
        session.message.connect(lambda text, again: self.show_message(text, again=again))
        session.waitingForDeal.connect(self._wait_for_deal)
        session.dealSearchProgress.connect(self._on_deal_search)
        self._focus_board_after_wait = False
        self.confirm_box: QMessageBox | None = None
        self.choose_dialog: QDialog | None = None
        self.position_dialog: QDialog | None = None
        controller.illegal.connect(self._on_illegal)
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
        self.resize(screenfit.first_size(self))
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The notice's band, measured once the style and fonts are in place
        # (before the first show a button may be a few px lower): the board
        # keeps exactly that much free, so a notice covers no card.
        band = float(self.notice.row_height())
        if band != self.board.reserve_bottom:
            self.board.reserve_bottom = band
            self.board.relayout(animate=False)
        self._place_overlays()
        if self.endgame.announce_on_show:
            # Said before the window existed for screen readers: say it again now.
            text, self.endgame.announce_on_show = self.endgame.announce_on_show, ""
            QTimer.singleShot(0, lambda: self.announcer.say(text, assertive=True))

    def _align_column_bar(self) -> None:
        lay = self.board.board_layout
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
        """The commands (ui/actions.py's table) and what each one runs."""
        slots: dict[str, Callable[..., object]] = {
            "new": lambda: self.confirm_discard(self.new_game),
            "restart": lambda: self.confirm_discard(self.restart),
            "choose": self.choose_game,
            "copyLink": self.copy_link,
            "statistics": self.open_statistics,
            "openPosition": self.open_position,
            "copyPosition": self.copy_position,
            "settings": self.open_settings,
            "quit": self.close,
            "undo": self.controller.undo,
            "redo": self.controller.redo,
            "deal": lambda: self.board.click_talon(by_key=True),
            "hint": self.give_hint,
            "clear": self.clear_selection,
            "help": self.show_help,
            "about": self.show_about,
            "describeBoard": self.describe_board,
            "describeColumn": self.describe_column,
            "listMoves": self.list_moves,
            "findCard": self.find_card,
            "fullScreen": self._set_full_screen,
            "verbose": self._set_verbose,
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

    def retranslate(self) -> None:
        """Set every text in the current language (also on LanguageChange)."""
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        actions.retranslate(self.commands, self.menus)
        self.panel_bar.setWindowTitle(t("Move Panel"))
        self.history_dock.setWindowTitle(t("History"))
        # After the titles: a dock resets its toggle's text to its title.
        self.commands["togglePanel"].setText(t("&Move Panel"))
        self.commands["toggleHistory"].setText(t("&History"))
        self.history.setEmptyLabel(t("Deal"))
        self.grow_button.setToolTip(t("Grow the selection by one card (Up)"))
        self.grow_button.setAccessibleName(t("Grow selection"))
        self.shrink_button.setToolTip(t("Shrink the selection by one card (Down)"))
        self.shrink_button.setAccessibleName(t("Shrink selection"))
        for i, b in enumerate(self.column_buttons):
            b.setAccessibleName(fmt(t("Column %1"), i + 1))
            b.setToolTip(fmt(t("Move the selection to column %1 (key %1)"), i + 1))
        self.board.setAccessibleName(t("Board"))
        retranslate_dock_buttons(self)
        self._retranslate_message()
        self._update_status()
        self._update_actions()
        self.controller.retranslate()
        self.endgame.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.controller.set_paused(self.isMinimized())
            self.commands["fullScreen"].setChecked(self.isFullScreen())
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
        self.announcer.say(" ".join(sentences.event_sentences(event, self.settings.verbose, self.controller.game_number)))
        if event.kind == "new" and self._file_notice_shown():
            self.statusBar().showMessage(self.notice.label.text())
        elif event.kind == "new":
            self.statusBar().clearMessage()
        else:
            # The status bar shows the move itself; the screen reader gets the
            # full announcement (flips, removals, column ends).
            self.statusBar().showMessage(sentences.status_sentence(event), 8000)
            self._message_again = lambda: sentences.status_sentence(event)
        self.endgame.after_change(event)

    # ------------------------------------------------ what the session says
    def _on_deal_judged(self, status: VerdictStatus, text: str) -> None:
        """The deal was judged before any action: say so (once)."""
        if self._file_notice_shown():
            self.announcer.say(text)  # the status bar keeps the file notice
        elif status == VerdictStatus.LOST and not self.controller.position.is_stuck:
            # The notice that follows says the same sentence: said once, by it.
            self.statusBar().showMessage(text, 8000)
        else:
            self.show_message(text)

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
        for name in ("hint", "restart"):
            self.commands[name].setEnabled(playing)
        self.commands["copyLink"].setEnabled(playing and not self.controller.practice)

    def _update_status(self) -> None:
        texts = status_texts(self.session)
        self.setWindowTitle(texts.title)
        self.status_fields.show(texts)

    def show_message(
        self, text: str, *, assertive: bool = False, again: Callable[[], str] | None = None
    ) -> None:
        """A sentence in the status bar (reasons, confirmations), also
        announced to screen readers. ``again`` makes the same sentence in
        the current language: the message follows a language switch (a
        message without it is cleared then)."""
        self.statusBar().showMessage(text, 8000)
        self._message_again = again
        self.announcer.say(text, assertive=assertive)

    def _retranslate_message(self) -> None:
        """At a language switch, the status message in the new language."""
        bar = self.statusBar()
        if not bar.currentMessage():
            return
        again = getattr(self, "_message_again", None)
        if again is None:
            bar.clearMessage()
        else:
            bar.showMessage(again(), 8000)

    # ------------------------------------------------------------- reading
    def describe_board(self) -> str:
        """Announce each column's size and end card, talon, foundations, moves and time."""
        c = self.controller
        text = sentences.describe_board(c.position, c.moves, c.elapsed_ms())
        self.show_message(text, again=lambda: sentences.describe_board(c.position, c.moves, c.elapsed_ms()))
        return text

    def describe_column(self, number: int | None = None) -> str:
        """Announce the focused column (or ``number``) from base to end."""
        n = number if number is not None else self.board.focus_column_index + 1
        position = self.controller.position
        text = sentences.describe_column(position, n)
        self.show_message(text, again=lambda: sentences.describe_column(position, n))
        return text

    def list_moves(self) -> str:
        """Announce the legal moves."""
        position = self.controller.position
        text = sentences.list_moves(position)
        self.show_message(text, again=lambda: sentences.list_moves(position))
        return text

    def find_card(self, query: str | None = None) -> str:
        """Ask for a card (notation or name) and announce where it is, as far
        as the player can see."""
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        if query is None:
            query, ok = QInputDialog.getText(self, t("Find a Card"), t("Card (for example 7C or 7 of clubs):"))
            if not ok or not query.strip():
                return ""
        card = sentences.parse_card(query)
        position, typed = self.controller.position, query.strip()

        def answer() -> str:
            if card is None:
                return texts.find_unknown(typed)
            return sentences.find_card(position, card)

        text = answer()
        self.show_message(text, again=answer)
        return text

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

    def _on_illegal(self, reason: str, error: object) -> None:
        from scorpion_qt.engine import IllegalMoveError

        again = (lambda: texts.reason_text(error)) if isinstance(error, IllegalMoveError) else None
        self.show_message(reason, again=again)

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
            self.show_message(self.board.held_sentence(card))

    def clear_selection(self) -> None:
        """Escape: take back a drag under way (the cards go home, nothing is
        played or said), else drop the selection, the armed talon and the
        hint, and say so."""
        if self.board.cancel_drag():
            return
        had = self.board.selected is not None or self.board.hint is not None or self.board.talon_armed
        self.board.clear_selection()
        if had:
            # The panel lets go of the card too (back to the first legal move).
            self.panel.set_position(self.controller.position)
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
        if self.session.waiting_for_deal:
            return
        if self.controller.position.is_won:
            self.show_message(translate("MainWindow", "The game is won."))
            return
        move, winnable = self.session.hint()
        if move is None:
            self.show_message(translate("MainWindow", "No move remains."))
            return
        self.board.show_hint(move)
        self.panel.choose_move(move)
        if winnable is False:
            text = lambda: fmt(translate("MainWindow", "No winning move remains; best try: %1"), texts.move_words(move))  # noqa: E731
        else:
            text = lambda: fmt(translate("MainWindow", "Hint: %1"), texts.move_words(move))  # noqa: E731
        self.show_message(text(), again=text)

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

    def open_statistics(self) -> None:
        """Game › Statistics (non-modal; :attr:`statistics_dialog` while open)."""
        from scorpion_qt.app.ui.dialogs.statistics import StatisticsDialog

        self.stats.flush()
        if self.statistics_dialog is not None and shiboken6.isValid(self.statistics_dialog):
            dialog = self.statistics_dialog
            dialog.refresh()  # type: ignore[attr-defined]
        else:
            dialog = StatisticsDialog(self.stats.store, self)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.replayRequested.connect(self._replay_from_statistics)
            self.stats.changed.connect(dialog.refresh)  # a game ending updates the open dialog
            self.statistics_dialog = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def _replay_from_statistics(self, number: int) -> None:
        if self.statistics_dialog is not None and shiboken6.isValid(self.statistics_dialog):
            self.statistics_dialog.close()
        self.statistics_dialog = None
        self.confirm_discard(lambda: self.new_game(number), number)

    # --------------------------------------------------------- game control
    def new_game(self, number: int | None = None) -> None:
        """Deal a new game under the settings' rules: ``number``, or a random
        one — proven winnable first when "Only winnable deals" is on (the
        search runs in the solver's process; the window stays responsive)."""
        self.session.new_game(number)

    def _on_deal_search(self, tries: int) -> None:
        """While a winnable deal is looked for, the status bar counts the
        tries and screen readers hear only the first report (the result
        follows as "Game N dealt." and the verdict, "Game N can be won.")."""
        if self._file_notice_shown():
            return  # progress would push the file notice out of the status bar
        self.statusBar().showMessage(translate("MainWindow", "Looking for a winnable deal… (%Ln tried)", "", tries), 8000)
        if tries <= 1:
            self.announcer.say(translate("MainWindow", "Looking for a winnable deal…"))

    def _wait_for_deal(self, on: bool) -> None:
        """While the winnable-deal search runs (``on``), the game on screen
        (at start-up, game 1, which the player never chose) takes no action
        and is not saved: board, move panel, column buttons and history are
        disabled, and so are the commands that act on the game."""
        if on:
            self._focus_board_after_wait = self.board.hasFocus() or QApplication.focusWidget() is None
            self.board.clear_selection()
        for widget in (self.board, self.panel, self.column_bar, self.history):
            widget.setEnabled(not on)
        if not on and self._focus_board_after_wait:
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_actions()
        self._update_status()

    def confirm_discard(self, proceed: Callable[[], None], target: int | None = None) -> None:
        """Run ``proceed`` (which leaves the current game) at once when nothing
        would be lost; otherwise ask first, without blocking the window
        (:attr:`confirm_box` is the question while it is open). ``target``:
        the game number ``proceed`` deals (a link, Choose Game, a second
        launch), named in the question; None for a random deal or a position."""
        from scorpion_qt.app.ui.dialogs.confirm import ask_to_leave

        def closed() -> None:
            self.confirm_box = None

        self.confirm_box = ask_to_leave(self, self.controller, proceed, target, closed)

    def restart(self) -> None:
        """The same deal from the start."""
        self.session.restart()

    def choose_game(self) -> None:
        """Ask for a game number (or a scorpion:// link) in a dialog that says
        whether that deal is proven winnable, proven lost or undecided; deal
        it when accepted, after New Game's question when the game on the
        board is unfinished (the number first: cancelling either keeps the
        game). :attr:`choose_dialog` is the dialog while open."""
        from scorpion_qt.app.ui.dialogs.choose import ChooseGameDialog

        dialog = ChooseGameDialog(self.settings.rules, self.analyst, self)
        self.choose_dialog = dialog

        def done(result: int) -> None:
            self.choose_dialog = None
            number = dialog.number
            if result == QDialog.DialogCode.Accepted and number is not None:
                self.confirm_discard(lambda: self.new_game(number), number)
            dialog.deleteLater()

        dialog.finished.connect(done)
        dialog.open()

    def copy_link(self) -> None:
        link = game_link(self.controller.game_number)
        QGuiApplication.clipboard().setText(link)
        self.show_message(fmt(translate("MainWindow", "Copied %1"), link))

    def open_settings(self) -> None:
        from scorpion_qt.app.ui.dialogs.settings import SettingsDialog

        SettingsDialog(self.settings, self).exec()

    def _apply_appearance(self) -> None:
        from scorpion_qt.app.board.themes import theme_by_id

        self.board.set_appearance(theme_by_id(self.settings.theme), self.settings.card_back, self.settings.felt)

    def _on_setting(self, key: str) -> None:
        if key in ("ui/theme", "ui/card_back", "ui/felt"):
            self._apply_appearance()
        elif key == "ui/animations":
            self.board.animations = self.settings.animations
        elif key == "a11y/verbose":
            self.commands["verbose"].setChecked(self.settings.verbose)

    def show_help(self) -> None:
        if self.help_dialog is None:
            from scorpion_qt.app.ui.dialogs.help import HelpDialog

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
        self.session.shutdown()
        if self.store is not None:
            self.settings.set_window_layout(self._layout_values())

    def _set_full_screen(self, on: bool) -> None:
        """View › Full Screen (F11 or the platform's key): the window fills
        the screen, or goes back to how it was."""
        if on == self.isFullScreen():
            return
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def _place_overlays(self) -> None:
        """Lay the notice over the band the board keeps free at its bottom,
        and the win's summary over the columns (empty at the win): both
        float, so the board never changes its layout for them."""
        lay = self.board.board_layout
        viewport = self.board.viewport()
        # Each band in its own parent's coordinates (the notice is the
        # window's child, the win band the central widget's).
        origin = viewport.mapTo(self.notice.parentWidget(), viewport.rect().topLeft())
        x, _y, w, _h = lay.notice_rect
        width = max(100, int(w))
        # The height the notice needs at this width (its size hint guesses a
        # narrower one and would wrap the sentence): one row, the band the
        # board keeps free, unless a language needs a second line.
        height = self.notice.heightForWidth(width) if self.notice.hasHeightForWidth() else -1
        if height <= 0:
            height = self.notice.sizeHint().height()
        height = max(height, int(self.board.reserve_bottom))
        bottom = origin.y() + viewport.height() - 2
        self.notice.setGeometry(origin.x() + int(x), bottom - height, width, height)
        origin = viewport.mapTo(self.win_band.parentWidget(), viewport.rect().topLeft())
        area = lay.columns_area()
        band_w = max(200, int(area.width()))
        band_h = self.win_band.heightForWidth(band_w) if self.win_band.hasHeightForWidth() else -1
        band_h = max(band_h, self.win_band.sizeHint().height())
        # Under the columns' empty slots (they still say an empty column takes a King).
        top = area.y() + lay.card_h + 2 * lay.gap
        self.win_band.setGeometry(origin.x() + int(area.x()), origin.y() + int(top), band_w, band_h)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """The board's viewport changed size: the notice and the win band follow it."""
        if watched is self.board.viewport() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self._place_overlays)
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_tool_bars()  # the overlays follow the board's viewport (eventFilter)

    def _fit_tool_bars(self) -> None:
        """The tool bar and the move panel share one row when the window is
        wide enough for both, else the panel takes a row of its own."""
        if self.toolBarArea(self.toolbar) != self.toolBarArea(self.panel_bar):
            return
        need = self.toolbar.sizeHint().width() + self.panel_bar.minimumSizeHint().width() + 16
        broken = self.toolBarBreak(self.panel_bar)
        if need > self.width() and not broken:
            self.insertToolBarBreak(self.panel_bar)
        elif need <= self.width() and broken:
            self.removeToolBarBreak(self.panel_bar)

    def _layout_values(self) -> dict[str, int]:
        """The window's layout as plain numbers (see :mod:`window_state`)."""
        return window_state.layout_values(self, self.toolbar, self.panel_bar, self.history_dock)

    def resume_finished(self) -> None:
        """After a finished game is loaded: its band or notice again (see :meth:`EndOfGame.resume_finished`)."""
        self.endgame.resume_finished()

    def copy_position(self) -> str:
        """Edit › Copy Position: the current position in the rules' notation
        on the clipboard (to share, or to open with Open Position)."""
        text = self.controller.position.to_text()
        QGuiApplication.clipboard().setText(text)
        self.show_message(translate("MainWindow", "Position copied in the rules' notation."))
        return text

    def open_position(self) -> None:
        """Game › Open Position…: paste or load a position and practise from
        it (after the New Game question when this game is unfinished)."""
        from scorpion_qt.app.ui.dialogs.position import OpenPositionDialog

        dialog = OpenPositionDialog(self)
        self.position_dialog = dialog

        def done(result: int) -> None:
            self.position_dialog = None
            if result == QDialog.DialogCode.Accepted and dialog.position is not None:
                position = dialog.position
                self.confirm_discard(lambda: self.controller.start_practice(position))
            dialog.deleteLater()

        dialog.finished.connect(done)
        dialog.open()

    def restore_layout(self) -> None:
        """Put the window and its panels back as the player left them (see :mod:`window_state`)."""
        window_state.restore(self, self.settings.window_layout(), self.toolbar, self.panel_bar, self.history_dock)


def _app_icon() -> QIcon:
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "resources" / "icon.svg"
    return QIcon(str(path)) if path.exists() else QIcon()
