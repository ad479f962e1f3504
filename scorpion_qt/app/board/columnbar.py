"""The row under the board: ▲/▼ (grow or shrink the selection) and one
numbered button per column, each button lined up under its column (seven,
or ten in Three Blind Mice: the buttons of columns the game has not are hidden)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QToolButton, QWidget

from scorpion_qt.engine.rules import MAX_COLUMNS

from scorpion_qt.app.lang.texts import fmt, translate

__all__ = ["ColumnBar"]


class ColumnBar(QWidget):
    """Places :attr:`column_buttons` under the board's columns (``align``)
    and ▲/▼ in the margin on the left; when the margin is too narrow the
    buttons share the row evenly instead.

    :attr:`columnChosen` (column number, from 1) when a numbered button is
    pressed; :attr:`resizeRequested` (+1 for ▲, -1 for ▼)."""

    columnChosen = Signal(int)
    resizeRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("columnBar")
        self.grow_button = self._button("▲", "growSelection")
        self.shrink_button = self._button("▼", "shrinkSelection")
        self.column_buttons = [self._button(str(i + 1), f"columnButton{i + 1}") for i in range(MAX_COLUMNS)]
        self._columns: tuple[list[float], float] | None = None
        self._shown = 7
        for b in self.column_buttons[self._shown:]:
            b.hide()
        for i, b in enumerate(self.column_buttons):
            b.clicked.connect(lambda _=False, n=i + 1: self.columnChosen.emit(n))
        self.grow_button.clicked.connect(lambda: self.resizeRequested.emit(+1))
        self.shrink_button.clicked.connect(lambda: self.resizeRequested.emit(-1))

    def retranslate(self) -> None:
        """Set the buttons' names and tool tips in the current language."""
        t = lambda s: translate("MainWindow", s)  # noqa: E731 (one context with the window's texts)
        self.grow_button.setToolTip(t("Grow the selection by one card (Up)"))
        self.grow_button.setAccessibleName(t("Grow selection"))
        self.shrink_button.setToolTip(t("Shrink the selection by one card (Down)"))
        self.shrink_button.setAccessibleName(t("Shrink selection"))
        for i, b in enumerate(self.column_buttons):
            b.setAccessibleName(fmt(t("Column %1"), i + 1))
            b.setToolTip(fmt(t("Move the selection to column %1 (key %1)"), i + 1))

    def _button(self, text: str, name: str) -> QToolButton:
        b = QToolButton(self)
        b.setText(text)
        b.setObjectName(name)
        # Tab reaches the buttons; a click leaves the keyboard where it was
        # (on the board: after a move made by clicking a column's button,
        # the keys 1-7 and the arrows went on working, not only after Tab).
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        return b

    def sizeHint(self) -> QSize:
        return QSize(400, self.grow_button.sizeHint().height() + 6)

    def minimumSizeHint(self) -> QSize:
        return QSize(9 * 24, self.sizeHint().height())

    def align(self, xs: list[float], width: float) -> None:
        """Line the numbered buttons up with columns whose left edges are
        ``xs`` and whose width is ``width`` (px, in this bar's coordinates);
        one button per column is shown."""
        self._columns = (list(xs), width)
        self.show_columns(len(xs))
        self._arrange()

    def show_columns(self, count: int) -> None:
        """Show the buttons of columns 1 to ``count``, hide the others."""
        self._shown = max(1, min(len(self.column_buttons), count))
        for i, b in enumerate(self.column_buttons):
            b.setVisible(i < self._shown)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def side_width(self) -> int:
        """Px the ▲/▼ buttons need on the left, margins included."""
        return 2 * self._small() + 4 + 14

    def _small(self) -> int:
        h = self.grow_button.sizeHint().height()
        return max(h + 10, self.grow_button.sizeHint().width())

    def _arrange(self) -> None:
        h = self.grow_button.sizeHint().height()
        y = 2
        small = self._small()
        gap = 4
        self.grow_button.setGeometry(6, y, small, h)
        self.shrink_button.setGeometry(6 + small + gap, y, small, h)
        if self._columns is not None and self._columns[0]:
            # The board keeps room for ▲/▼ on its left: the numbered buttons
            # line up with the columns.
            xs, w = self._columns
            for x, b in zip(xs, self.column_buttons):
                b.setGeometry(int(round(x)), y, int(round(w)), h)
            return
        left = 6 + 2 * (small + gap)
        n = self._shown
        free = max(n * 20, self.width() - left - 6)
        bw = (free - (n - 1) * gap) / n
        for i, b in enumerate(self.column_buttons[:n]):
            b.setGeometry(int(left + i * (bw + gap)), y, int(bw), h)
