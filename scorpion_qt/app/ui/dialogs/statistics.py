"""Game › Statistics: figures, two charts with text equivalents, the recent
games (sortable; Enter or double click replays a number), Reset and CSV export.

Everything shown is read from :class:`~scorpion_qt.app.game.statistics.StatsStore`
when the dialog opens (and after a reset); the recent list holds the latest
:data:`RECENT_LIMIT` games, so the dialog opens quickly with any history.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QSize,
    QAbstractTableModel,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QAccessible, QAccessibleInterface, QColor, QFocusEvent, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAccessibleWidget,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.app.a11y.factory import install_factory
from scorpion_qt.app.desktop import screenfit
from scorpion_qt.app.desktop.qtpaths import from_qt
from scorpion_qt.app.game.statistics import AttemptRow, ChartPoint, StatsStore, Summary, export_csv
from scorpion_qt.app.lang.errors import error_reason
from scorpion_qt.app.lang.learn import lost_move_short
from scorpion_qt.app.game.variants import OFFERED
from scorpion_qt.app.lang.variants import variant_name
from scorpion_qt.app.lang.texts import clause_list, fmt, format_time, list_text, translate

__all__ = ["ChartWidget", "RecentGamesModel", "StatisticsDialog", "RECENT_LIMIT", "chart_text"]

RECENT_LIMIT = 1000
"""How many recent games the list shows."""

CHART_GROUPS = 20
"""The charts cut the history into at most this many groups of games."""


# An alias tools/i18n_extract.py understands (a lambda over translate).
_t = lambda s: translate("Statistics", s)  # noqa: E731


def _percent(rate: float | None) -> str:
    if rate is None:
        return _t("—")
    pct, decimals = rate * 100, 0
    # Never "100 %" unless every game was won, nor "0 %" unless none was:
    # 199 of 200 is 99.5 %, 1 of 1,000 is 0.1 %.
    while 0 < rate < 1 and decimals < 3 and not 0 < round(pct, decimals) < 100:
        decimals += 1
    if 0 < rate < 1:
        step = 10.0**-decimals
        pct = min(max(pct, step), 100 - step)
        pct = (pct // step) * step if round(pct, decimals) >= 100 else pct
    return fmt(_t("%1 %"), QLocale().toString(float(pct), "f", decimals))


def _number(value: float | int | None, decimals: int = 0) -> str:
    """``value`` in the language's digits and grouping (— for None); any
    size: a value past a 64-bit integer (a tampered statistics file) is
    written from its float instead of overflowing Qt's integer."""
    if value is None:
        return _t("—")
    if decimals or abs(value) >= 2**53:
        return QLocale().toString(float(value), "f", decimals)
    return QLocale().toString(int(round(value)))


def result_text(row: AttemptRow) -> str:
    """The result of an attempt in words."""
    if row.result == "won":
        return _t("Won")
    if row.result == "blocked":
        return _t("Blocked")
    if row.result == "gave_up":
        return _t("Gave up")
    if row.result == "open":
        return _t("In progress")
    return {
        "new": _t("Abandoned (new game)"),
        "restart": _t("Abandoned (restart)"),
        "quit": _t("Abandoned (quit)"),
        "other": _t("Abandoned (another deal)"),
        "crash": _t("Abandoned (interrupted)"),
    }.get(row.reason, _t("Abandoned"))


def rules_text(key: str) -> str:
    """A rule-options key in words."""
    if key == "cards4":
        return _t("Cards4")
    names = {"keep-runs": _t("runs stay"), "traditional-talon": _t("traditional talon")}
    names.update((v, variant_name(v)) for v in OFFERED if v != "cards4")
    return list_text(names.get(tok, tok) for tok in key.split())


def chart_text(kind: str, points: list[ChartPoint]) -> str:
    """The text equivalent of a chart ("winrate" or "moves"), for screen
    readers: every group's range and value, oldest first."""
    if not points:
        return _t("No finished games yet.")

    def item(p: ChartPoint, value: str) -> str:
        # p.first, p.last count the games played (1 = the oldest kept), they
        # are no game numbers (deals): "game played #3", never "game 3".
        if p.first == p.last:  # a group of one game: "#3", not "#3–3"
            return fmt(_t("game played #%1: %2"), p.first, value)
        return fmt(_t("games played #%1–%2: %3"), p.first, p.last, value)

    if kind == "winrate":
        items = [item(p, _percent(p.win_rate)) for p in points]
        return fmt(_t("Win rate over time, oldest games first: %1."), clause_list(items))
    items = [item(p, _t("no win") if p.average_moves is None else _number(p.average_moves)) for p in points]
    return fmt(_t("Average moves of won games over time, oldest games first: %1."), clause_list(items))


def _chart_factory(class_name: str, obj: object) -> QAccessibleInterface | None:
    """Charts present themselves to screen readers with the Chart role, their
    title as name and the text equivalent as description."""
    if class_name == "ChartWidget" and isinstance(obj, ChartWidget):
        iface = getattr(obj, "_a11y", None)
        if iface is None:
            iface = QAccessibleWidget(obj, QAccessible.Role.Chart)
            obj._a11y = iface  # kept alive as long as the chart
        return iface
    return None


class ChartWidget(QWidget):
    """A small line chart drawn with QPainter. It takes the keyboard focus,
    and its accessible name is its title and its description the full text
    equivalent (:func:`chart_text`), also its tooltip."""

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        install_factory(_chart_factory)
        super().__init__(parent)
        self.kind = kind
        self.setObjectName("winRateChart" if kind == "winrate" else "movesChart")
        self.points: list[ChartPoint] = []
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(260, 140)

    def set_points(self, points: list[ChartPoint]) -> None:
        self.points = points
        self.retranslate()
        self.update()

    def title(self) -> str:
        return _t("Win rate over time") if self.kind == "winrate" else _t("Moves over time (won games)")

    def retranslate(self) -> None:
        text = chart_text(self.kind, self.points)
        self.setAccessibleName(self.title())
        self.setAccessibleDescription(text)
        self.setToolTip(text)

    def _values(self) -> list[float | None]:
        if self.kind == "winrate":
            return [p.win_rate for p in self.points]
        return [p.average_moves for p in self.points]

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        fm = p.fontMetrics()
        text_col = pal.color(QPalette.ColorRole.Text)
        p.setPen(text_col)
        p.drawText(QPointF(6, fm.ascent() + 4), self.title())
        area = QRectF(40, fm.height() + 10, max(10, self.width() - 50), max(10, self.height() - fm.height() - 24))
        grid = QColor(text_col)
        grid.setAlphaF(0.25)
        p.setPen(QPen(grid, 1))
        p.drawRect(area)
        values = self._values()
        known = [v for v in values if v is not None]
        if known:
            top = 1.0 if self.kind == "winrate" else max(known) * 1.1
            bottom = 0.0 if self.kind == "winrate" else min(known) * 0.9
            span = (top - bottom) or 1.0
            p.setPen(text_col)
            labels = (_percent(top), _percent(bottom)) if self.kind == "winrate" else (_number(top), _number(bottom))
            p.drawText(QPointF(2, area.top() + fm.ascent()), labels[0])
            p.drawText(QPointF(2, area.bottom()), labels[1])
            n = len(values)
            path = QPainterPath()
            started = False
            line = QPen(pal.color(QPalette.ColorRole.Highlight), 2)
            p.setPen(line)
            for i, v in enumerate(values):
                if v is None:
                    started = False
                    continue
                x = area.left() + (area.width() * (i + 0.5) / n)
                y = area.bottom() - (v - bottom) / span * area.height()
                if started:
                    path.lineTo(x, y)
                else:
                    path.moveTo(x, y)
                    started = True
                p.drawEllipse(QPointF(x, y), 2.5, 2.5)
            p.drawPath(path)
        else:
            p.setPen(text_col)
            p.drawText(area, Qt.AlignmentFlag.AlignCenter, _t("No data yet"))
        if self.hasFocus():
            p.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 1, Qt.PenStyle.DashLine))
            p.drawRect(self.rect().adjusted(0, 0, -1, -1))
        p.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()


class RecentGamesModel(QAbstractTableModel):
    """The recent attempts as a table; :data:`SORT_ROLE` gives raw values
    (numbers, times) so that sorting is by value, not by text."""

    SORT_ROLE = Qt.ItemDataRole.UserRole + 1
    COLUMNS = ("ended", "game", "result", "moves", "time", "undos", "hints", "winnable", "rules", "lost")

    def __init__(self, rows: list[AttemptRow], parent: Any = None) -> None:
        super().__init__(parent)
        self.rows = rows
        self.lines: dict[str, tuple[int, bool]] = {}
        """Per attempt with a stored line: the action that lost the win (0
        none, -1 not known) and whether Show Me How played it."""

    def set_rows(self, rows: list[AttemptRow]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self._sort_rows()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by a column's value (numbers as numbers, times by duration),
        in Python: far faster than a proxy calling :meth:`data` per comparison."""
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        self._sort_rows()
        self.layoutChanged.emit()

    def winnable(self, r: AttemptRow) -> int:
        """Whether ``r``'s deal was proven winnable: 1 yes, -1 proven lost
        from its first position (the stored line's verdict, "no action lost
        the win": there was none to lose), 0 not proven."""
        if r.proven_winnable:
            return 1
        return -1 if self.lost_at(r) == 0 else 0

    def winnable_text(self, r: AttemptRow) -> str:
        """The Proven winnable column of ``r``: Yes, Not winnable (the
        status bar's word for a deal proven lost) or Not proven."""
        verdict = self.winnable(r)
        if verdict > 0:
            return _t("Yes")
        return translate("MainWindow", "Not winnable") if verdict < 0 else _t("Not proven")

    def lost_at(self, r: AttemptRow) -> int:
        """The action of ``r`` that lost the win (0 none, -1 not known)."""
        return self.lines.get(r.attempt, (-1, False))[0]

    def _sort_rows(self) -> None:
        column, order = getattr(self, "_sort", (0, Qt.SortOrder.DescendingOrder))
        col = self.COLUMNS[column]
        if col == "lost":
            key = lambda r: self.lost_at(r)  # noqa: E731
        elif col == "winnable":
            key = lambda r: self.winnable(r)  # noqa: E731
        elif col == "result":
            key = lambda r: result_text(r)  # noqa: E731
        else:
            key = lambda r: self._sort_value(r, col)  # noqa: E731
        self.rows.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)

    @staticmethod
    def _sort_value(r: AttemptRow, col: str) -> Any:
        return {
            "ended": r.ended_at or 0, "game": r.game, "moves": r.moves, "time": r.time_ms, "undos": r.undos,
            "hints": r.hints, "rules": r.rules,
        }[col]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            _t("Ended"), _t("Game"), _t("Result"), _t("Moves"), _t("Time"), _t("Undos"), _t("Hints"),
            _t("Proven winnable"), _t("Rules"), translate("Learn", "Lost the win at"),
        )[section]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        r = self.rows[index.row()]
        col = self.COLUMNS[index.column()]
        if role == self.SORT_ROLE:
            if col == "lost":
                return self.lost_at(r)
            if col == "winnable":
                return self.winnable(r)
            return result_text(r) if col == "result" else self._sort_value(r, col)
        if role == Qt.ItemDataRole.DisplayRole:
            if col == "ended":
                when = QDateTime.fromMSecsSinceEpoch(r.ended_at or r.started_at)
                text = QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)
                if self.lines.get(r.attempt, (-1, False))[1]:
                    return fmt(translate("Learn", "%1 (shown)"), text)
                return fmt(_t("%1 (practice)"), text) if r.practice else text
            if col == "lost":
                at = self.lost_at(r)
                return lost_move_short(at) if at > 0 else ""
            if col == "game":
                return str(r.game) if r.game else "—"  # 0: a practice position, which has no number
            if col == "result":
                return result_text(r)
            if col == "time":
                return format_time(r.time_ms)
            if col == "winnable":
                return self.winnable_text(r)
            if col == "rules":
                return rules_text(r.rules)
            return str(getattr(r, col))
        if role == Qt.ItemDataRole.TextAlignmentRole and col in ("game", "moves", "time", "undos", "hints"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class StatisticsDialog(QDialog):
    """The Statistics window. :attr:`replayRequested` carries a game number
    chosen in the list (Enter or double click); the main window deals it
    through its usual path (asking first when a game is in progress)."""

    replayRequested = Signal(object)  # a game number (up to 2**63-1)
    changed = Signal()
    replayLine = Signal(object, str, object)
    """Replay My Moves for the chosen game: its number, rules key and stored
    :class:`~scorpion_qt.app.game.statistics.GameLine`."""
    goBackRequested = Signal(object, str, object)
    """Go back before the move that lost the win of the chosen game: its
    number, rules key and the :class:`GameLine` (the main window deals it
    with the actions before that move, after its usual question)."""

    def __init__(self, store: StatsStore | None, parent: QWidget | None = None, variant: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.store = store
        self.variant = variant if variant in OFFERED else None
        """Whose figures the box and the charts show: a variant's name, None for all games."""
        self.variant_label = QLabel(self)
        self.variant_box = QComboBox(self)
        self.variant_box.setObjectName("statisticsVariant")
        self.variant_label.setBuddy(self.variant_box)
        self.variant_box.activated.connect(lambda i: self.show_variant(self.variant_box.itemData(i)))
        self.confirm_box: QMessageBox | None = None
        self.values: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}
        self.figures = QGroupBox(self)
        form = QFormLayout(self.figures)
        for key in ("played", "won", "rate", "proven", "streak", "best_streak", "avg_moves", "best_moves",
                    "avg_time", "best_time", "shown"):
            caption = QLabel(self.figures)
            value = QLabel(self.figures)
            value.setObjectName(f"stat_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                          | Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            caption.setBuddy(value)
            form.addRow(caption, value)
            self.values[key] = value
            self.captions[key] = caption
        self.rate_chart = ChartWidget("winrate", self)
        self.moves_chart = ChartWidget("moves", self)
        charts = QVBoxLayout()
        charts.addWidget(self.rate_chart)
        charts.addWidget(self.moves_chart)
        top = QHBoxLayout()
        top.addWidget(self.figures)
        top.addLayout(charts, 1)

        self.list_label = QLabel(self)
        self.model = RecentGamesModel([], self)
        self.proxy = self.model  # the model sorts itself (see RecentGamesModel.sort)
        self.table = QTableView(self)
        self.table.setObjectName("recentGames")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setResizeContentsPrecision(100)  # widths from the first 100 rows, not all
        header.setStretchLastSection(True)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        self.table.activated.connect(self._activated)  # Enter, and double click
        self.list_label.setBuddy(self.table)

        self.buttons = QDialogButtonBox(self)
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("exportCsv")
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("resetStatistics")
        self.close_button = QPushButton(self)
        self.buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        for b in (self.export_button, self.reset_button, self.close_button):
            b.setAutoDefault(False)  # Enter in the list replays, never presses a button
            b.setDefault(False)
        self.export_button.clicked.connect(lambda _=False: self.ask_export())
        self.reset_button.clicked.connect(lambda _=False: self.ask_reset())
        self.close_button.clicked.connect(lambda _=False: self.reject())
        self.status = QLabel(self)
        self.status.setObjectName("statisticsStatus")
        self.status.setWordWrap(True)
        # The chosen game: where it lost the win, Replay My Moves, Go Back.
        self.detail = QLabel(self)
        self.detail.setObjectName("gameDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                            | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.go_back_button = QPushButton(self)  # made first: the Tab order is the row's
        self.go_back_button.setObjectName("goBackBeforeLost")
        self.replay_moves_button = QPushButton(self)
        self.replay_moves_button.setObjectName("replayMoves")
        for b in (self.replay_moves_button, self.go_back_button):
            b.setAutoDefault(False)
        self.replay_moves_button.clicked.connect(lambda _=False: self._replay_chosen())
        self.go_back_button.clicked.connect(lambda _=False: self._go_back_chosen())
        detail_row = QHBoxLayout()
        detail_row.addWidget(self.detail, 1)
        # Go Back comes and goes with the chosen game: at the left of Replay
        # My Moves, so that Replay keeps its place under the pointer.
        detail_row.addWidget(self.go_back_button)
        detail_row.addWidget(self.replay_moves_button)
        self.analyst: Any = None
        """The dialog's own solver (a worker of its own, started when a
        finished game's move that lost the win is first looked for)."""
        self.finder: Any = None
        self.chosen: tuple[AttemptRow, Any] | None = None
        """The game chosen in the list and its stored line (or None)."""
        self._looking: Any = None
        self._detail_state = ""

        box = QVBoxLayout(self)
        chooser = QHBoxLayout()
        chooser.addWidget(self.variant_label)
        chooser.addWidget(self.variant_box)
        chooser.addStretch(1)
        box.addLayout(chooser)
        box.addLayout(top)
        box.addWidget(self.list_label)
        box.addWidget(self.table, 1)
        box.addLayout(detail_row)
        box.addWidget(self.status)
        box.addWidget(self.buttons)
        self.summary = Summary()
        self.shown = 0
        """How many games Show Me How played (practice, not in the figures above)."""
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._choose())
        self.retranslate()
        self.refresh()
        screenfit.fit_dialog(self, QSize(860, 640))

    # ------------------------------------------------------------- content
    def refresh(self) -> None:
        """Read the figures, the charts and the recent games again."""
        summary, points, rows = Summary(), list[ChartPoint](), list[AttemptRow]()
        self.shown = 0
        if self.store is not None:
            try:
                summary, points = self.store.overview(CHART_GROUPS, self.variant)
                rows = self.store.recent(RECENT_LIMIT)
                self.shown = self.store.shown_count()
            except sqlite3.Error as exc:
                self.status.setText(fmt(_t("The statistics could not be read: %1"), error_reason(exc)))
        self.summary = summary
        self.rate_chart.set_points(points)
        self.moves_chart.set_points(points)
        lines: dict[str, tuple[int, bool]] = {}
        if self.store is not None and rows:
            try:
                lines = self.store.lost_moves(r.attempt for r in rows)
            except sqlite3.Error:
                pass
        self.model.lines = lines
        self.model.set_rows(rows)
        self._choose()
        self.table.resizeColumnsToContents()
        self._fill_figures()
        self.reset_button.setEnabled(self.store is not None)
        self.export_button.setEnabled(self.store is not None)

    def _fill_figures(self) -> None:
        s = self.summary
        v = self.values
        v["played"].setText(_number(s.played))
        v["won"].setText(_number(s.won))
        v["rate"].setText(_percent(s.win_rate))
        v["proven"].setText(
            fmt(translate("Statistics", "%1 (%2 of %Ln game(s))", None, s.proven_played), _percent(s.proven_win_rate), _number(s.proven_won))
        )
        v["streak"].setText(_number(s.current_streak))
        v["best_streak"].setText(_number(s.best_streak))
        v["avg_moves"].setText(_number(s.average_moves, 1))
        v["best_moves"].setText(_number(s.best_moves))
        v["avg_time"].setText(_t("—") if s.average_time_ms is None else format_time(int(s.average_time_ms)))
        v["best_time"].setText(_t("—") if s.best_time_ms is None else format_time(s.best_time_ms))
        v["shown"].setText(translate("Statistics", "%Ln game(s)", None, self.shown))
        for key, value in v.items():
            # The name stays the figure itself; the caption (also its buddy:
            # a labelled-by relation) is the description.
            value.setAccessibleDescription(self.captions[key].text().replace("&", "").rstrip(": \u00a0"))

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(_t("Statistics"))
        self._fill_variants()
        captions = {
            "played": _t("Played:"), "won": _t("Won:"), "rate": _t("Win rate:"),
            "proven": _t("Win rate, proven-winnable deals:"), "streak": _t("Current winning streak:"),
            "best_streak": _t("Best winning streak:"), "avg_moves": _t("Average moves (won games):"),
            "best_moves": _t("Fewest moves:"), "avg_time": _t("Average time (won games):"),
            "best_time": _t("Best time:"), "shown": _t("Shown by Show Me How (practice):"),
        }
        for key, text in captions.items():
            self.captions[key].setText(text)
        self.list_label.setText(_t("&Recent games (Enter or double click replays that game):"))
        self.table.setAccessibleName(_t("Recent games"))
        self.export_button.setText(_t("&Export as CSV…"))
        self.reset_button.setText(_t("Re&set…"))
        self.close_button.setText(_t("&Close"))
        self.rate_chart.retranslate()
        self.moves_chart.retranslate()
        self.replay_moves_button.setText(translate("Learn", "Replay My Moves"))
        self.detail.setAccessibleName(translate("Learn", "Chosen game"))
        self._show_detail()
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(RecentGamesModel.COLUMNS) - 1)
        if self.model.rows:
            self.model.dataChanged.emit(self.model.index(0, 0),
                                        self.model.index(len(self.model.rows) - 1, len(RecentGamesModel.COLUMNS) - 1))
        self._fill_figures()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_variant(self, variant: str | None) -> None:
        """Show the figures and charts of ``variant``'s games (None: all
        games); the list of recent games keeps every game (its Rules column
        names the variant)."""
        self.variant = variant
        self._fill_variants()
        self.refresh()

    def _fill_variants(self) -> None:
        """The chooser (every offered variant, then "All games"), the current
        choice selected, and the figures box's title."""
        self.variant_label.setText(_t("&Figures for:"))
        self.variant_box.blockSignals(True)
        self.variant_box.clear()
        for name in OFFERED:
            self.variant_box.addItem(variant_name(name), name)
        self.variant_box.addItem(_t("All games"), None)
        self.variant_box.setCurrentIndex(max(0, self.variant_box.findData(self.variant)))
        self.variant_box.blockSignals(False)
        if self.variant is None:
            self.figures.setTitle(_t("All games (practice games not counted)"))
        else:
            self.figures.setTitle(fmt(_t("%1, practice games not counted"), variant_name(self.variant)))

    # ------------------------------------------------- the game chosen
    def _choose(self) -> None:
        """The current row changed: read its stored line, and look for the
        move that lost the win when it is not known yet (in the dialog's
        own solver process)."""
        index = self.table.currentIndex()
        row = self.model.rows[index.row()] if index.isValid() and index.row() < len(self.model.rows) else None
        line = None
        if row is not None and self.store is not None:
            try:
                line = self.store.game_line(row.attempt)
            except sqlite3.Error:
                line = None
        self.chosen = (row, line) if row is not None else None
        if self.finder is not None:
            self.finder.cancel()
        self._looking = None
        self._detail_state = ""
        if row is not None and line is not None and line.actions and line.lost_at < 0 and row.result in (
            "blocked", "gave_up", "abandoned"
        ):
            self._look_for_lost_move(row, line)
        self._show_detail()

    def _replay(self) -> Any:
        """The chosen game's :class:`Replay`, or None when it has no line that replays."""
        from scorpion_qt.app.game.replay import replay_of_line

        if self.chosen is None or self.chosen[1] is None:
            return None
        row, line = self.chosen
        try:
            return replay_of_line(row.game, row.rules, line)
        except ValueError:
            return None

    def _look_for_lost_move(self, row: AttemptRow, line: Any) -> None:
        from scorpion_qt.app.game.analysis import Analyst
        from scorpion_qt.app.game.turning import TurnFinder

        replay = self._replay()
        if replay is None:
            return
        if self.analyst is None:
            self.analyst = Analyst(parent=self)
            self.finder = TurnFinder(self.analyst, self)
            self.finder.finished.connect(self._lost_move_found)
        self._looking = (row.attempt, line.actions)
        self._detail_state = "looking"
        self.finder.find(replay.positions, replay.actions)

    def _lost_move_found(self, outcome: object, lost: Any) -> None:
        from scorpion_qt.app.game.turning import Outcome

        looking, self._looking = self._looking, None
        if looking is None or self.chosen is None or self.chosen[1] is None:
            return
        attempt, actions = looking
        at = lost.index if outcome == Outcome.FOUND and lost is not None else (0 if outcome == Outcome.DEAL else -1)
        if at >= 0 and self.store is not None:
            try:
                self.store.note_lost(attempt, actions, at, str(lost.better) if lost is not None else "")
            except sqlite3.Error:
                pass
        self._detail_state = "" if at >= 0 else "unproven"
        row, line = self.chosen
        if row.attempt == attempt and line.actions == actions:
            self.chosen = (row, line._replace(lost_at=at, better=str(lost.better) if lost is not None else ""))
            self.model.lines[attempt] = (at, line.shown)
            # The row's "Lost the win at" and, for a deal lost from its
            # start, its "Proven winnable" change; the order is left as the
            # player sorted it (a row does not move under the selection).
            r = next((i for i, x in enumerate(self.model.rows) if x.attempt == attempt), -1)
            if r >= 0:
                columns = RecentGamesModel.COLUMNS
                self.model.dataChanged.emit(
                    self.model.index(r, columns.index("winnable")), self.model.index(r, columns.index("lost"))
                )
        self._show_detail()

    def detail_text(self) -> str:
        """What the detail line says about the chosen game (see :meth:`_show_detail`)."""
        from scorpion_qt.app.game.replay import rules_of_key
        from scorpion_qt.app.lang.learn import lost_move_sentence
        from scorpion_qt.engine import Move

        if self.chosen is None:
            return ""
        row, line = self.chosen
        if line is None or not line.actions:
            return translate("Learn", "This game's moves were not kept.") if row.result != "won" else ""
        if line.lost_at > 0 and line.better:
            try:
                rules = rules_of_key(row.rules)
                return lost_move_sentence(
                    line.lost_at, Move.parse(line.actions[line.lost_at - 1], rules), Move.parse(line.better, rules)
                )
            except (ValueError, IndexError):
                return ""
        if self._detail_state == "looking":
            return translate("Learn", "Looking for the move that lost the win…")
        if self._detail_state == "unproven":
            return translate("Learn", "The solver could not prove which move lost the win.")
        if line.lost_at == 0 and row.result != "won":
            return translate("Learn", "No move lost the win: this deal could not be won from the start.")
        return ""

    def _show_detail(self) -> None:
        """The chosen game's line in words, and its buttons."""
        from scorpion_qt.app.lang.learn import go_back_label

        self.detail.setText(self.detail_text())
        line = self.chosen[1] if self.chosen is not None else None
        self.replay_moves_button.setEnabled(line is not None and bool(line.actions))
        lost_at = line.lost_at if line is not None else -1
        self.go_back_button.setVisible(lost_at > 0)
        if lost_at > 0:
            self.go_back_button.setText(go_back_label(lost_at))

    def _replay_chosen(self) -> None:
        if self.chosen is not None and self.chosen[1] is not None:
            row, line = self.chosen
            self.replayLine.emit(row.game, row.rules, line)

    def _go_back_chosen(self) -> None:
        if self.chosen is not None and self.chosen[1] is not None and self.chosen[1].lost_at > 0:
            row, line = self.chosen
            self.goBackRequested.emit(row.game, row.rules, line)

    def hideEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        """Hidden or closed: the dialog's own solver process stops (it starts again when needed)."""
        if self.finder is not None:
            self.finder.cancel()
        if self.analyst is not None:
            self.analyst.service.stop()
        super().hideEvent(event)

    # ------------------------------------------------------------- actions
    def _activated(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        row = self.model.rows[index.row()]
        if row.game:
            self.replayRequested.emit(row.game)
        elif self.chosen is not None and self.chosen[0] == row:
            self._replay_chosen()  # a practice position has no deal to play again: its moves replay

    def ask_reset(self) -> None:
        """Ask before forgetting everything (non-blocking; :attr:`confirm_box`)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            _t("Reset Statistics?"),
            _t("Forget every game played and every record? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("confirmReset")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)

        def done(result: int) -> None:
            self.confirm_box = None
            if result == QMessageBox.StandardButton.Reset:
                self.reset()

        box.finished.connect(done)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.confirm_box = box
        box.open()

    def reset(self) -> None:
        """Forget every attempt and record (after the question)."""
        if self.store is None:
            return
        try:
            self.store.reset()
        except sqlite3.Error as exc:
            self.status.setText(fmt(_t("The statistics could not be reset: %1"), error_reason(exc)))
            return
        self.status.setText(_t("The statistics were reset."))
        self.refresh()
        self.changed.emit()

    def ask_export(self) -> None:
        """Ask for a file name, then export."""
        name, _filter = QFileDialog.getSaveFileName(
            self, _t("Export Statistics"), str(Path.home() / "scorpion-statistics.csv"), _t("CSV files (*.csv)")
        )
        if name:
            self.export_to(from_qt(name))

    def export_to(self, path: Path) -> bool:
        """Write every attempt to ``path`` as CSV; says how it went in the
        dialog's status line. False when it could not be written."""
        if self.store is None:
            return False
        try:
            n = export_csv(path, self.store.all_rows())
        except (OSError, sqlite3.Error) as exc:
            self.status.setText(fmt(_t("The file %1 could not be written: %2"), str(path), error_reason(exc)))
            return False
        self.status.setText(fmt(_t("Games exported: %1, to %2."), n, str(path)))
        return True
