"""The move panel: choose a card and a destination in combo boxes, then Move
(the Cards4 keyboard path, rules.md §6). Always visible, in the tool bar's row above the board (a tool bar of its own)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QApplication, QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

from scorpion_qt.engine import DEAL, TWO_DECK_CARDS, Card, Move, Position

from scorpion_qt.app.a11y.combo_speech import speak_entries, tell_entry
from scorpion_qt.app.lang.texts import card_name, card_name_definite, fmt, translate

__all__ = ["MovePanel"]


class _Entries(QAbstractListModel):
    """A combo box's entries as (text, data) rows, replaced all at once: one
    model reset per change instead of one accessibility event per entry."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, object]] = []

    def set_rows(self, rows: list[tuple[str, object]]) -> None:
        """Replace every entry (one model reset)."""
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # type: ignore[override]
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:  # type: ignore[override]
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        text, data = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return text
        if role == Qt.ItemDataRole.UserRole:
            return data
        return None


class MovePanel(QWidget):
    """"Card" and "Destination" combo boxes (named through a buddy label and an
    accessible name), a Move button and a Hint button.

    Emits :attr:`moveRequested` with the chosen :class:`Move`,
    :attr:`cardChosen` with the chosen lead card (None for the deal or nothing)
    and :attr:`hintRequested`.
    """

    moveRequested = Signal(object)
    cardChosen = Signal(object)
    hintRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("movePanel")
        self.position: Position | None = None
        self.card_label = QLabel()
        self.card_box = FittingComboBox()
        self.card_box.setObjectName("cardBox")
        # A fixed width (the window's height goes to the board: the panel
        # shares one row with the tool bar); the list shows whole entries.
        self.card_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.card_box.setMinimumContentsLength(24)
        self.card_label.setBuddy(self.card_box)
        self.dest_label = QLabel()
        self.dest_box = FittingComboBox()
        self.dest_box.setObjectName("destinationBox")
        self.dest_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.dest_box.setMinimumContentsLength(18)
        self.dest_label.setBuddy(self.dest_box)
        self._card_entries = _Entries(self)
        self.card_box.setModel(self._card_entries)
        self._dest_entries = _Entries(self)
        self.dest_box.setModel(self._dest_entries)
        speak_entries(self.card_box)
        speak_entries(self.dest_box)
        self.move_button = QPushButton()
        self.move_button.setObjectName("moveButton")
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hintButton")
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 0, 2, 0)
        row.addWidget(self.card_label)
        row.addWidget(self.card_box, 3)
        row.addWidget(self.dest_label)
        row.addWidget(self.dest_box, 2)
        row.addWidget(self.move_button)
        row.addWidget(self.hint_button)
        # The text each box's accessible name (its current entry) had when
        # assistive tools were last told of it.
        self._told: dict[str, str] = {}
        self._filling = False
        self.card_box.currentIndexChanged.connect(self._card_changed)
        self.dest_box.currentIndexChanged.connect(lambda _i: None if self._filling else self._tell_names())
        self.move_button.clicked.connect(self._move_clicked)
        self.hint_button.clicked.connect(self.hintRequested)
        self._later: tuple[Position, Card | None] | None = None
        """A refill put off by :meth:`set_position_later` (position, kept card)."""
        self._entering = False
        """A refill made as the focus enters the panel (no entry told)."""
        self._later_timer = QTimer(self)
        self._later_timer.setSingleShot(True)
        self._later_timer.timeout.connect(self.refill_now)
        for widget in (self.card_box, self.dest_box, self.move_button, self.hint_button):
            widget.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.card_label.setText(translate("MovePanel", "&Card:"))
        self.card_box.setAccessibleName(translate("MovePanel", "Card"))
        self.dest_label.setText(translate("MovePanel", "&Destination:"))
        self.dest_box.setAccessibleName(translate("MovePanel", "Destination"))
        self.move_button.setText(translate("MovePanel", "&Move"))
        self.move_button.setAccessibleName(translate("MovePanel", "Move"))
        self.hint_button.setText(translate("MovePanel", "H&int"))
        self.hint_button.setAccessibleName(translate("MovePanel", "Hint"))
        if self.position is not None:
            self.set_position(self.position, keep=self.current_card())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # type: ignore[override]
        if event.type() == QEvent.Type.FocusIn and self._later is not None:
            # The player comes to the panel: show the position. The focus
            # event that follows says the entry; it is not told as well.
            self._entering = True
            try:
                self.refill_now()
            finally:
                self._entering = False
        return False

    def set_position_later(self, position: Position, keep: Card | None, delay_ms: int) -> None:
        """:meth:`set_position` in ``delay_ms`` ms (at once when ``delay_ms``
        is 0 or the keyboard focus is in the panel), or as soon as the panel
        is used (focus, a card chosen on the board, a hint). The refill sends
        dozens of accessibility events (the Card box's list anew, its
        selection, both boxes' names); the window puts it off until the move's
        result has been sent to the screen reader, which Orca 43 would
        otherwise queue after them."""
        focus = QApplication.focusWidget()
        if delay_ms <= 0 or (focus is not None and self.isAncestorOf(focus)):
            self.set_position(position, keep)
            return
        self._later = (position, keep)
        self._later_timer.start(delay_ms)

    def refill_now(self) -> None:
        """Make a refill put off by :meth:`set_position_later` now (nothing
        when none waits)."""
        if self._later is not None:
            position, keep = self._later
            self.set_position(position, keep)

    # ---------------------------------------------------------------- lists
    def set_position(self, position: Position, keep: Card | None = None) -> None:
        """Refill the card list for ``position`` (the cards that can move
        first), keeping ``keep`` chosen when it can still move."""
        self._later = None
        self._later_timer.stop()
        self.position = position
        box = self.card_box
        box.blockSignals(True)
        legal = position.legal_moves()
        rows: list[tuple[str, object]] = []
        for ci, col in enumerate(position.columns):
            h = position.face_down[ci]
            for i in range(h, len(col)):
                card = col[i]
                n = len(col) - i - 1
                if n == 0:
                    text = fmt(translate("MovePanel", "%1, column %2"), card_name(card), ci + 1)
                else:
                    text = fmt(
                        translate("MovePanel", "%1, column %2, with %n card(s)", "", n), card_name(card), ci + 1
                    )
                rows.append((text, int(card)))
        cells = position.rules.cells > 0
        for i, held in enumerate(position.reserve):
            if held is not None:
                if cells:
                    text = fmt(translate("MovePanel", "%1, free cell %2"), card_name(held), i + 1)
                else:
                    text = fmt(translate("MovePanel", "%1, reserve place %2"), card_name(held), i + 1)
                rows.append((text, int(held)))
        if position.talon:
            rows.append((translate("MovePanel", "Deal the talon"), -1))
        # The cards that can move come first (in board order), then the
        # others: the card to move is a few arrows away, not up to 38.
        can_move = {int(m.card) if m.card is not None else -1 for m in legal}
        rows.sort(key=lambda row: row[1] not in can_move)
        self._card_entries.set_rows(rows)
        index = 0
        # The kept card stays chosen only while it can move: after a move
        # made with the panel it usually cannot, and a disabled Move button
        # would send the keyboard focus on to Hint (a second Space would ask
        # for a hint). The first legal move is chosen instead.
        if keep is not None and any(m.card == keep for m in legal):
            index = max(0, box.findData(int(keep)))
        elif legal:
            first = legal[0]
            found = box.findData(int(first.card) if first.card is not None else -1)
            index = max(0, found)
        box.setCurrentIndex(index)
        box.blockSignals(False)
        self._fill_destinations()

    def current_card(self) -> Card | None:
        """The chosen lead card (None for the deal or an empty list)."""
        self.refill_now()
        data = self.card_box.currentData()
        if data is None or data < 0:
            return None

        return TWO_DECK_CARDS[data]

    def choose_card(self, card: Card | None) -> None:
        """Show ``card`` as chosen (from a selection on the board)."""
        if card is None:
            return  # (a move's dropped selection: the refill may wait)
        self.refill_now()
        i = self.card_box.findData(int(card))
        if i >= 0 and i != self.card_box.currentIndex():
            self.card_box.blockSignals(True)
            self.card_box.setCurrentIndex(i)
            self.card_box.blockSignals(False)
            self._fill_destinations()

    def choose_move(self, move: Move) -> None:
        """Fill both boxes with ``move`` (a hint); the board's selection is
        left alone (a hint only points the move out)."""
        self.refill_now()
        data = -1 if move.card is None else int(move.card)
        i = self.card_box.findData(data)
        if i >= 0:
            self.card_box.blockSignals(True)
            self.card_box.setCurrentIndex(i)
            self.card_box.blockSignals(False)
            self._fill_destinations()
        if move.column is not None:
            j = self.dest_box.findData(move.column)
            if j >= 0:
                self.dest_box.setCurrentIndex(j)
        self._tell_names()

    def _card_changed(self) -> None:
        self._fill_destinations()
        self.cardChosen.emit(self.current_card())

    def _fill_destinations(self) -> None:
        self._filling = True  # one name change at the end, not one per entry
        try:
            self._refill_destinations()
        finally:
            self._filling = False
        self._tell_names()

    def _refill_destinations(self) -> None:
        """Fill the Destination box for the chosen card (one model reset).
        When the card cannot move, the box keeps one entry that says so and
        stays enabled, so Tab still stops on it; only Move is disabled."""
        box = self.dest_box
        pos = self.position
        data = self.card_box.currentData()
        rows: list[tuple[str, object]] = []
        if pos is None or data is None:
            rows.append((translate("MovePanel", "No card to move"), None))
        else:
            legal = pos.legal_moves()
            if data < 0:
                if DEAL in legal and len(pos.talon) == 4:  # two decks
                    rows.append((translate("MovePanel", "Columns 1, 2, 3 and 4"), 0))
                elif DEAL in legal:
                    rows.append((translate("MovePanel", "Columns 1, 2 and 3"), 0))
                else:
                    rows.append((translate("MovePanel", "Not now: other moves remain"), None))
            else:
                for m in legal:
                    if m.card is not None and int(m.card) == data and m.to_cell:
                        rows.append((translate("MovePanel", "A free cell"), m.column))
                    elif m.card is not None and int(m.card) == data and m.column is not None:
                        end = pos.end_card(m.column)
                        if end is None:
                            text = fmt(translate("MovePanel", "Column %1, empty"), m.column)
                        else:
                            text = fmt(translate("MovePanel", "Column %1, on %2"), m.column, card_name_definite(end))
                        rows.append((text, m.column))
                if not rows:
                    rows.append((translate("MovePanel", "No legal destination"), None))
        box.blockSignals(True)
        self._dest_entries.set_rows(rows)
        box.setCurrentIndex(0)
        box.blockSignals(False)
        if not self._entering:
            tell_entry(box)
        self._set_enabled(box.currentData() is not None)

    def _tell_names(self) -> None:
        """Send NameChanged for each box whose current entry (its AT-SPI
        name) changed since last told. Qt sends only ValueChanged, which its
        AT-SPI bridge passes on only to clients listening for value changes:
        a screen reader that caches names and listens for name changes would
        otherwise speak a box's old entry on its next focus (after a hint, a
        move, a new deal, or an entry chosen with signals blocked)."""
        for box in (self.card_box, self.dest_box):
            text = box.currentText()
            if self._told.get(box.objectName()) == text:
                continue
            self._told[box.objectName()] = text
            if QAccessible.isActive():
                QAccessible.updateAccessibility(QAccessibleEvent(box, QAccessible.Event.NameChanged))

    def _set_enabled(self, ok: bool) -> None:
        """Enable or disable the Move button (Destination stays enabled: it
        says why nothing can move). When Move has the keyboard focus and gets
        disabled, the focus goes to the Destination box, which says why (Qt
        would move it on to the next control, Hint)."""
        if not ok and self.move_button.hasFocus():
            self.dest_box.setFocus(Qt.FocusReason.OtherFocusReason)
        self.dest_box.setEnabled(True)
        self.move_button.setEnabled(ok)

    def _move_clicked(self) -> None:
        data = self.card_box.currentData()
        dest = self.dest_box.currentData()
        if data is None or dest is None:
            return

        move = DEAL if data < 0 else Move(TWO_DECK_CARDS[data], int(dest))
        self.moveRequested.emit(move)


class FittingComboBox(QComboBox):
    """A combo box whose list, when it opens, is as wide as its longest
    entry (measured then, not on every refill: the boxes are refilled after
    every move, and measuring each entry cost about 6 ms a move with a
    screen reader listening)."""

    def showPopup(self) -> None:  # noqa: N802 (Qt's name)
        _fit_popup(self)
        super().showPopup()


def _fit_popup(box: QComboBox) -> None:
    """Let ``box``'s list be as wide as its longest entry (the box itself
    keeps its width and elides the chosen entry)."""
    view = box.view()
    view.setMinimumWidth(view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width() + 8)
