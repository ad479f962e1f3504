"""The board: a QGraphicsScene of 52 card items, column slots, talon and
foundations, laid out to fill the view, with drag, tap and keyboard play.

The board never decides what is legal: it asks the current engine
:class:`Position` (``legal_moves``) what to highlight and sends every gesture
as a :class:`Move` to :attr:`BoardView.moveRequested`.
"""

from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtCore import (
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from scorpion_qt.engine import CARDS, DEAL, TWO_DECK_CARDS, Card, Move, Position
from scorpion_qt.engine.moves import RESERVE
from scorpion_qt.engine.rules import MAX_COLUMNS

from scorpion_qt.app.board import cardart
from scorpion_qt.app.board import gestures
from scorpion_qt.app.board import keyboard
from scorpion_qt.app.board import themes
from scorpion_qt.app.board.animation import CardAnimator, Slide, Turn
from scorpion_qt.app.board.keys import board_key
from scorpion_qt.app.board.items import CardItem, ColumnTarget, SlotItem
from scorpion_qt.app.board.layout import WHOLE_INDEX, CardPlace, Layout, card_places
from scorpion_qt.app.board.selection import Selection, marks
from scorpion_qt.app.lang.texts import announce_pickup, translate

__all__ = ["BoardView", "CardItem", "Layout", "MAX_PLACES"]

MAX_PLACES = 4
"""The most reserve places or free cells a variant has (Scorpion Head's 4 cells)."""

class BoardView(QGraphicsView):
    """The board widget. Emits :attr:`moveRequested` for every gesture that
    names a move, :attr:`message` for a sentence for the status bar, and
    :attr:`selectionChanged` with the selected lead card (or None)."""

    moveRequested = Signal(object)
    layoutChanged = Signal()
    """The board's geometry (card size, column places) changed."""
    message = Signal(str, object)
    """A sentence for the status bar and screen readers, and a callable that
    makes it again in the current language (or None), as the session's."""
    dragChanged = Signal(bool)
    """Cards began (True) or stopped (False) being dragged: the bands over
    the board let them be seen while they pass."""
    messageWithdrawn = Signal(str)
    """A sentence sent by :attr:`message` no longer holds (the armed talon's
    "click again" once it is disarmed): the status bar drops it if it still
    shows it."""
    selectionChanged = Signal(object)
    focusChanged = Signal(int, int)
    """The keyboard focus moved: (column index, depth or -1 for the end card;
    on a reserve place or free cell, :attr:`focus_place` says which)."""
    positionShown = Signal()
    """A new position is on the board (its cards are placed or on their way):
    the accessibility layer tells assistive tools what changed."""
    focusMoved = Signal()
    """The card (or empty column) under the keyboard focus changed while the
    board has the focus: the accessibility layer sends the focus event."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board")
        # A viewport made here, so Python already knows its type: asking Qt
        # for the one QGraphicsView makes itself has shiboken look through
        # every QWidget subclass (74 enum types, 10-20 ms before the first frame).
        self.setViewport(QWidget())
        self.setScene(QGraphicsScene(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self.card_palette = cardart.CardPalette.from_palette(self.palette())
        self.theme: themes.CardTheme = themes.VectorTheme()
        self.card_back = "pattern"
        self.felt = "green"
        self.animations = True
        # Full announcements (the window's setting): the pick-up sentence
        # then says how many cards come along ("3 cards in all").
        self.verbose: Callable[[], bool] = lambda: False
        self.reserve_left = 0.0
        """Px kept free on the board's left (the window's ▲/▼ buttons sit there)."""
        self.reserve_bottom = 0.0
        """Px kept free of cards at the board's bottom (the notice band floats there)."""
        self.notice_over = 0.0
        """Px the notice shown now rises above that band (0 when none is, or
        it fits the band): the columns end above it (``Layout.for_size``)."""
        self.position: Position | None = None
        self.board_layout = Layout.for_size(800, 600)
        self._places: tuple[Layout, Position | None, dict[Card, CardPlace]] | None = None
        self.card_items: dict[Card, CardItem] = {}
        """One item per card of the decks shown so far: the 52 of one deck,
        and the second copies once a two-deck game is shown (hidden in a
        one-deck game; see :meth:`_add_card_items`)."""
        self._add_card_items(CARDS)
        # As many places as the largest variant has; those the game has not are hidden.
        self.column_slots = [SlotItem(self, "column", i) for i in range(MAX_COLUMNS)]
        self.talon_slot = SlotItem(self, "talon", 0)
        self.foundation_slots = [SlotItem(self, "foundation", i) for i in range(8)]
        """Four foundations, or eight with two decks (the others hidden)."""
        self.place_slots = [SlotItem(self, "place", i) for i in range(MAX_PLACES)]
        """The reserve places or free cells (outlined when empty)."""
        for slot in (*self.column_slots, self.talon_slot, *self.foundation_slots, *self.place_slots):
            self.scene().addItem(slot)
        self.targets = [ColumnTarget(self) for _ in range(MAX_COLUMNS)]
        self.place_targets = [ColumnTarget(self) for _ in range(MAX_PLACES)]
        for t in (*self.targets, *self.place_targets):
            self.scene().addItem(t)
        # The keyboard focus on a covered card: an outline over its visible
        # strip, drawn above the cards that cover the rest of it.
        self.focus_mark = ColumnTarget(self)
        self.focus_mark.kind = "focus"
        self.focus_mark.setZValue(950)
        self.scene().addItem(self.focus_mark)
        self.animator = CardAnimator(self)
        """Moves and turns the cards; every change of position finishes it first."""
        self.animator.settled.connect(self._refresh_marks)  # lift the selection once still
        self._armed_by_key: bool | None = None
        """How the talon was armed (the deal key: True, a click: False), None
        when its sentence was not said or was withdrawn."""
        self.selection = Selection()
        """What the player holds (the view's :attr:`selected`, :attr:`hint`
        and :attr:`talon_armed` are its fields)."""
        self.focus_column_index = 0
        self.focus_index = -1  # -1: the column's end card
        self.focus_place: int | None = None
        """The reserve place or free cell (0-based) under the keyboard focus, or None (a column)."""
        self.keyboard_focus_visible = False
        self.named_by_focus: Card | None = None
        """The card whose name the screen reader was given last by the focus
        moving onto it, when nothing was said since (:meth:`forget_focus_name`):
        Enter's pick-up of that card need not say its name again."""
        self._press: tuple[QPointF, Card | None, str] | None = None
        self._drag: list[CardItem] = []
        self._drag_origin: list[QPointF] = []
        self._dragging = False
        self._apply_background()

    @property
    def selected(self) -> Card | None:
        """The lead card of the selected group, or None."""
        return self.selection.card

    @selected.setter
    def selected(self, card: Card | None) -> None:
        self.selection.card = card

    @property
    def hint(self) -> Move | None:
        """The hint shown, or None."""
        return self.selection.hint

    @hint.setter
    def hint(self, move: Move | None) -> None:
        self.selection.hint = move

    @property
    def talon_armed(self) -> bool:
        """True while the talon's next click deals."""
        return self.selection.armed

    @talon_armed.setter
    def talon_armed(self, armed: bool) -> None:
        said = self.arm_sentence() if not armed else ""
        self.selection.armed = armed
        if said:
            # "Click the talon again…" no longer holds once the talon is
            # disarmed (a card picked up by mouse says nothing of its own).
            self._armed_by_key = None
            self.messageWithdrawn.emit(said)

    def arm_sentence(self) -> str:
        """What arming the talon said, in the current language ("" when the
        talon is not armed): the status bar says it again after a language
        switch (:func:`gestures.arm_sentence`)."""
        if self._armed_by_key is None or not self.talon_armed:
            return ""
        return gestures.arm_sentence(self._armed_by_key, len(self.position.talon) if self.position else 3)

    # ----------------------------------------------------------- appearance
    def _apply_background(self) -> None:
        """The table: the chosen felt, or the palette's window colour (tinted
        green unless the palette is high-contrast); the card palette is told
        the felt, so that every mark keeps its contrast against it."""
        felt = themes.board_felt(self.felt, self.palette(), self.card_palette.high_contrast)
        self.card_palette = self.card_palette.with_felt(felt)
        self.setBackgroundBrush(felt)

    def changeEvent(self, event: object) -> None:  # type: ignore[override]
        from PySide6.QtCore import QEvent

        kind = getattr(event, "type", lambda: None)()
        if kind in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self.card_palette = cardart.CardPalette.from_palette(self.palette())
            self._apply_background()
            for item in self.card_items.values():
                item.redraw()
        elif kind == QEvent.Type.LanguageChange:
            for item in self.card_items.values():
                item.redraw()  # the index letters follow the language
        super().changeEvent(event)  # type: ignore[arg-type]

    def _add_card_items(self, cards: Iterable[Card]) -> None:
        """Make the card items of ``cards`` that the scene does not hold yet."""
        for card in cards:
            if card not in self.card_items:
                item = CardItem(card, self)
                self.card_items[card] = item
                self.scene().addItem(item)

    def sizeHint(self) -> QSize:
        return QSize(900, 640)

    def set_appearance(self, theme: themes.CardTheme, back: str, felt: str) -> None:
        """Draw the cards in ``theme`` with ``back`` ("theme"/"pattern") on the
        ``felt`` colour (a :data:`themes.FELTS` key); redraws every card."""
        self.theme, self.card_back, self.felt = theme, back, felt
        self._apply_background()
        for item in self.card_items.values():
            item.redraw()
        self.relayout(animate=False)  # the theme's card shape may differ

    # --------------------------------------------------------------- layout
    def set_position(self, position: Position, *, animate: bool = False) -> None:
        """Show ``position``; move the card items to their places (animated
        when ``animate`` and animations are on)."""
        old = self.position
        focused_before = self.focused_card()
        if self._dragging:
            # The position changed under the drag (undo by its key): the
            # cards picked up belong to the old position; let go of them.
            self._set_dragging(False)
            self._drag, self._drag_origin = [], []
            if self.selected is not None:
                self.selected = None
                self.selectionChanged.emit(None)
        self._press = None
        self.position = position
        if self.focus_column_index >= len(position.columns):
            self.focus_column_index, self.focus_index = 0, -1  # another variant: fewer columns
        if self.focus_place is not None and self.focus_place >= len(position.reserve):
            self.focus_place = None
        col = position.columns[self.focus_column_index]
        if self.focus_index >= len(col) or self.focus_index < position.face_down[self.focus_column_index]:
            self.focus_index = -1
        if self.selected is not None and not self._selectable(self.selected):
            self.selected = None
            self.selectionChanged.emit(None)
        self.talon_armed = False
        self.hint = None
        self.relayout(animate=animate)
        self.positionShown.emit()
        if self.focused_card() != focused_before or old is None:
            # The focus stays on its column, so a move or a new deal changes
            # the card under it (or leaves the column empty): say so.
            self._accessible_focus()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout(animate=False)

    def card_places(self) -> dict[Card, CardPlace]:
        """Each card's place for the current position (:func:`layout.card_places`),
        worked out once per layout and position (a move lays the board out
        and then draws its marks from the same places)."""
        lay, pos = self.board_layout, self.position
        known = self._places
        if known is None or known[0] is not lay or known[1] is not pos:
            known = self._places = (lay, pos, card_places(lay, pos))
        return dict(known[2])

    def relayout(self, *, animate: bool = False) -> None:
        """Lay the board out for the view's size and the current position."""
        size = self.viewport().size()
        old_layout = self.board_layout
        pos = self.position
        rules = pos.rules if pos is not None else None
        self.board_layout = lay = Layout.for_size(
            max(1, size.width()),
            max(1, size.height()),
            self.reserve_left,
            self.theme.aspect(),
            self.reserve_bottom,
            notice_over=self.notice_over,
            columns=rules.columns if rules is not None else 7,
            places=rules.reserve_slots if rules is not None else 0,
            foundations=rules.runs if rules is not None else 4,
        )
        if lay != old_layout:
            self.layoutChanged.emit()
        self.scene().setSceneRect(QRectF(0, 0, size.width(), size.height()))
        for i, slot in enumerate(self.column_slots):
            slot.setVisible(i < len(lay.column_x))
            if i < len(lay.column_x):
                slot.set_size(lay.card_w, lay.card_h)
                slot.setPos(lay.column_x[i], lay.columns_y)
            king = rules is None or rules.empty_column == "king"
            slot.label = cardart.rank_label(13) if king else ""  # an empty column takes a King
        for i, slot in enumerate(self.place_slots):
            slot.setVisible(i < lay.places)
            if i < lay.places:
                slot.set_size(lay.card_w, lay.card_h)
                slot.setPos(lay.place_pos(i))
        self.talon_slot.setVisible(rules is None or rules.talon > 0)
        self.talon_slot.set_size(lay.card_w, lay.card_h)
        self.talon_slot.setPos(lay.talon_pos())
        shown = lay.foundation_slots()
        for i, slot in enumerate(self.foundation_slots):
            slot.setVisible(i < len(shown))
            if i < len(shown):
                suit, k = shown[i]
                slot.set_size(lay.card_w, lay.card_h)
                slot.setPos(lay.foundation_pos(suit, k))
                slot.suit = suit  # drawn as the pips' shape: no font needs ♠♥♦♣
                slot.label_at = 0.5
        n_talon = len(pos.talon) if pos else 0
        if self.talon_slot.label != str(n_talon):
            self.talon_slot.label = str(n_talon)
            self.talon_slot.update()
        # Whatever still moves or turns ends first, where it was going; then
        # every card is set from the position (or animated towards it).
        self.animator.finish()
        animate = animate and self.animations
        slides: list[Slide] = []
        turns: list[Turn] = []
        places = self.card_places()
        if rules is not None and rules.decks > 1:
            self._add_card_items(TWO_DECK_CARDS)
        for card, item in self.card_items.items():
            if card not in places and item.isVisible():
                item.setVisible(False)  # a second copy, in a one-deck game
        for card, (point, up, z) in places.items():
            item = self.card_items[card]
            item.set_size(lay.card_w, lay.card_h)
            item.setVisible(True)
            if animate and up != item.face_up:
                turns.append(Turn(item, up))
            else:
                item.set_face_up(up)
            if animate and (item.pos() - point).manhattanLength() > 1:
                slides.append(Slide(item, point, z))
            else:
                item.setPos(point)
                item.setZValue(z)
        self._set_strips(places, lay)
        self.animator.start(slides, turns)
        self._refresh_marks()

    def _set_strips(self, places: dict[Card, CardPlace], lay: Layout) -> None:
        """Give each face-up card of a column the strip its covering card
        leaves visible when that is less than the whole index
        (:data:`layout.WHOLE_INDEX`), so that it shows an index that fits
        (rules.md §7: covered cards show their rank and suit); None to the
        others."""
        pos = self.position
        strips: dict[Card, float] = {}
        covering: set[Card] = set()  # the cards lying on a face-up card's strip
        if pos is not None:
            whole = lay.card_h * WHOLE_INDEX - 0.5
            for ci, col in enumerate(pos.columns):
                for i in range(pos.face_down[ci], len(col) - 1):
                    covering.add(col[i + 1])
                    gap = places[col[i + 1]].point.y() - places[col[i]].point.y()
                    if cardart.STRIP_INDEX_MIN <= gap < whole:
                        strips[col[i]] = gap
        for card, item in self.card_items.items():
            item.set_strip(strips.get(card))
            item.set_covers_strip(card in covering)

    # ------------------------------------------------------------ selection
    def _selectable(self, card: Card) -> bool:
        return self.position is not None and gestures.selectable(self.position, card)

    def destinations(self, card: Card) -> list[int]:
        """The columns (1..7) where ``card`` with its companions may go now."""
        return gestures.destinations(self.position, card) if self.position is not None else []

    def select(self, card: Card | None) -> None:
        """Select ``card`` (lift its group, highlight its destinations) or clear."""
        if card is not None and not self._selectable(card):
            card = None
        self.talon_armed = False
        if card != self.selected:
            self.selected = card
            self.selectionChanged.emit(card)
        self._refresh_marks()

    def clear_selection(self) -> None:
        """Escape: clear the selection, the armed talon and the hint."""
        self.hint = None
        self.talon_armed = False
        self.select(None)
        self._refresh_marks()

    def grow_selection(self, delta: int) -> None:
        """▲ (+1) takes one more card under the lead card into the selection;
        ▼ (-1) leaves the lead card behind (one card fewer)."""
        if self.selected is None or self.position is None:
            return
        place = self.position.find(self.selected)
        if place.kind != "column" or place.column is None:
            return
        ci = place.column - 1
        col = self.position.columns[ci]
        i = col.index(self.selected) - delta
        i = max(self.position.face_down[ci], min(len(col) - 1, i))
        self.select(col[i])

    def show_hint(self, move: Move | None) -> None:
        """Mark the hinted card and its destination (None clears)."""
        self.hint = move
        self._refresh_marks()

    def _refresh_marks(self) -> None:
        """Draw the selection's marks (:func:`selection.marks`): outlines on
        cards and columns, the selected group lifted, the armed talon fanned."""
        pos = self.position
        focus_shown = self.keyboard_focus_visible and self.hasFocus()
        m = marks(
            pos,
            self.selection,
            focus_column_index=self.focus_column_index,
            focus_card=self.focused_card() if focus_shown else None,
            focus_shown=focus_shown,
            focus_place=self.focus_place,
        )
        lay = self.board_layout
        lift = lay.card_h * 0.04
        places = self.card_places()
        still = not self._dragging and not self.animator.running()
        for card, item in self.card_items.items():
            item.set_marks(set(m.cards.get(card, ())))
            if still and card in places:
                base = places[card].point
                if m.talon_lit and pos is not None and card in pos.talon:
                    # Armed: the three cards rise (inside the board) and fan out.
                    i = pos.talon.index(card)
                    rise = min(lift * 2, max(0.0, lay.top_y - 2))
                    item.setPos(base.x() + i * lay.card_w * 0.3, base.y() - rise)
                else:
                    item.setPos(base.x(), base.y() - (lift if card in m.lifted else 0.0))
        for i, target in enumerate(self.targets):
            kind = m.columns.get(i)
            if kind is not None:
                target.kind = kind
            if i < len(lay.column_x):
                target.set_rect(self._column_box(i))
            target.setVisible(kind is not None)
        for i, target in enumerate(self.place_targets):
            kind = m.places.get(i)
            if kind is not None:
                target.kind = kind
                target.set_rect(lay.place_rect(i).adjusted(-3, -3, 3, 3))
            target.setVisible(kind is not None)
        covered = m.covered_focus
        if covered is not None and pos is not None and covered in places:
            col = pos.columns[self.focus_column_index]
            top = places[covered].point
            below = places[col[col.index(covered) + 1]].point
            strip = QRectF(top.x(), top.y(), lay.card_w, max(4.0, below.y() - top.y()))
            # The ring lies outside the strip at its left, right and top, where
            # the corner index is (the classic deck's sits close to the edge:
            # a ring inside it cut through the rank); at its foot it stays on
            # this card, clear of the next card's index.
            out = cardart.mark_width(lay.card_w, "focus")
            self.focus_mark.set_rect(strip.adjusted(-out, -out, out, 2))
        self.focus_mark.setVisible(covered is not None and covered in places)
        if self.talon_slot.highlighted != m.talon_lit:
            self.talon_slot.highlighted = m.talon_lit
            self.talon_slot.update()

    def _column_box(self, column_index: int) -> QRectF:
        lay = self.board_layout
        rect = QRectF(lay.column_x[column_index], lay.columns_y, lay.card_w, lay.card_h)
        pos = self.position
        if pos is not None and pos.columns[column_index]:
            end = pos.columns[column_index][-1]
            item = self.card_items[end]
            rect = rect.united(QRectF(item.pos(), rect.size()))
        return rect.adjusted(-3, -3, 3, 3)

    # ------------------------------------------------------------- keyboard focus
    def focused_card(self) -> Card | None:
        """The card under the keyboard focus, or None on an empty column or place."""
        return keyboard.focused_card(self.position, self._focus())

    def _focus(self) -> keyboard.Focus:
        return keyboard.Focus(self.focus_column_index, self.focus_index, self.focus_place)

    def place_at(self, point: QPointF) -> int | None:
        """The reserve place or free cell (0-based) under scene ``point``, or None."""
        lay = self.board_layout
        for i in range(lay.places):
            if lay.place_rect(i).contains(point):
                return i
        return None

    # ------------------------------------------------------------- gestures
    def column_at(self, point: QPointF) -> int | None:
        """The column (1..) under scene ``point``, or None."""
        lay = self.board_layout
        if point.y() < lay.columns_y - lay.gap:
            return None
        for i, x in enumerate(lay.column_x):
            if x - lay.gap / 2 <= point.x() <= x + lay.card_w + lay.gap / 2:
                return i + 1
        return None

    def _drop_column(self, pointer: QPoint, lead: CardItem) -> int | None:
        """The column (1..) a drag released at ``pointer`` (viewport px)
        drops on, :data:`RESERVE` for a free cell or reserve place, or None:
        the pointer must be inside the board's view, on a column's area (from
        the top of the columns to the bottom of the board) or on a place; the
        column is the one under the lead card's middle, or else the one under
        the pointer."""
        if not self.viewport().rect().contains(pointer):
            return None  # below the board, on the column buttons, outside the window
        lay = self.board_layout
        if self.place_at(self.mapToScene(pointer)) is not None or self.place_at(lead.sceneBoundingRect().center()) is not None:
            return RESERVE
        area = QRectF(0, lay.columns_y - lay.gap, self.viewport().width(), self.viewport().height())
        p = self.mapToScene(pointer)
        if not area.contains(p):
            return None
        centre = lead.sceneBoundingRect().center()
        return (self.column_at(centre) if area.contains(centre) else None) or self.column_at(p)

    def _card_at(self, point: QPointF) -> Card | None:
        for item in self.scene().items(point):
            if isinstance(item, CardItem) and item.isVisible():
                return item.card
        return None

    def _on_talon(self, point: QPointF) -> bool:
        """True on the talon: its slot, and while cards are there, the strip
        they fan out over (wider while armed); the felt beside a dealt
        talon is felt."""
        lay = self.board_layout
        pos = self.position
        width = 1.0
        if pos is not None and pos.talon:
            width = 1.7 if self.talon_armed else 1.0 + 0.04 * len(pos.talon)
        return QRectF(lay.talon_pos(), QSize(int(lay.card_w * width), int(lay.card_h))).contains(point)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        p = self.mapToScene(event.position().toPoint())
        card = self._card_at(p)
        rules = self.position.rules if self.position is not None else None
        where = "talon" if (rules is None or rules.talon) and self._on_talon(p) else "board"
        self._press = (p, card, where)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A quick second click arrives as a double-click: it is a press like
        any other (a second tap on a card or on the armed talon)."""
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        start, card, where = self._press
        p = self.mapToScene(event.position().toPoint())
        if not self._dragging:
            if card is None or where == "talon" or not self._selectable(card):
                return
            if (p - start).manhattanLength() < QApplication.startDragDistance():
                return
            self._begin_drag(card)
        delta = p - start
        for item, origin in zip(self._drag, self._drag_origin):
            item.setPos(origin + delta)

    def _begin_drag(self, card: Card) -> None:
        assert self.position is not None
        self.animator.finish()  # the cards picked up are where the position says
        self._set_dragging(True)
        self.select(card)
        group = self.position.group(card)
        self._drag = [self.card_items[c] for c in group]
        places = self.card_places()
        self._drag_origin = [places[c][0] for c in group]
        for k, item in enumerate(self._drag):
            item.setZValue(2000 + k)

    def _set_dragging(self, on: bool) -> None:
        """Cards are being dragged (``on``) or no longer: :attr:`dragChanged`."""
        if on != self._dragging:
            self._dragging = on
            self.dragChanged.emit(on)

    def dragging(self) -> bool:
        """True while cards are being dragged."""
        return self._dragging

    def cancel_drag(self) -> bool:
        """Take a drag back: the cards go home (animated), nothing is played,
        and the button's release is an ordinary one. True when a drag was
        under way (Escape, a dialog or a change of position mid-drag)."""
        self._press = None
        if not self._dragging:
            return False
        self._set_dragging(False)
        self._drag = []
        self._drag_origin = []
        self.select(None)  # the drag picked the group up; nothing stays held
        self.relayout(animate=True)
        return True

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        start, card, where = self._press
        self._press = None
        p = self.mapToScene(event.position().toPoint())
        if self._dragging:
            self._set_dragging(False)
            lead = self._drag[0]
            drop = self._drop_column(event.position().toPoint(), lead)
            self._drag = []
            assert self.position is not None  # a drag needs a position
            source = self.position.find(lead.card)
            if drop is None or (drop == source.column and source.kind == "column") or (
                drop == RESERVE and source.kind == "reserve"
            ):
                self.relayout(animate=True)
                if drop is None:
                    self.message.emit(translate("Board", "Drop the cards on a column."), None)
                return
            before = self.position
            self.moveRequested.emit(Move(lead.card, drop))
            if self.position is before:
                # Refused (the position is unchanged): the group goes home.
                # An accepted move is already on its way: relaying out now
                # would cut its animation short.
                self.select(None)
                self.relayout(animate=True)
            return
        self._click(p, card, where)

    def _click(self, p: QPointF, card: Card | None, where: str) -> None:
        pos = self.position
        if pos is None:
            return
        if where == "talon":
            self.click_talon()
            return
        self.carry_out(gestures.tap(pos, self.selected, card, self.column_at(p), self.place_at(p)))

    def carry_out(self, intent: gestures.Intent | None) -> None:
        """Do what a gesture means (see :mod:`gestures`): emit the move, select,
        arm the talon, or say a sentence."""
        pos = self.position
        if intent is None or pos is None:
            return
        if isinstance(intent, gestures.Play):
            if intent.move.is_deal:
                self.talon_armed = False
            self.moveRequested.emit(intent.move)
        elif isinstance(intent, gestures.Select):
            self.select(intent.card)
            if intent.announce:
                # Not named again when the focus has just said it.
                self.message.emit(self.held_sentence(intent.card, named=intent.card != self.named_by_focus), None)
        elif isinstance(intent, gestures.ArmTalon):
            if self.selected is not None:
                self.selected = None
                self.selectionChanged.emit(None)
            self.talon_armed = True
            self._refresh_marks()
            self._armed_by_key = intent.by_key
            self.message.emit(self.arm_sentence(), self.arm_sentence)
        elif isinstance(intent, gestures.Clear):
            self.clear_selection()
            if intent.text:
                self.message.emit(intent.text, None)
        else:
            self.message.emit(intent.text, None)

    def held_sentence(self, card: Card, *, named: bool = True) -> str:
        """What is said when ``card`` is picked up: it, how many companions
        come with it (full announcements only: the move's result says it) and
        where the group may go (:func:`texts.announce_pickup`). ``named``
        False (the focused card, picked up by Enter, when the last thing
        said was its name, :attr:`named_by_focus`): its name and count only
        with full announcements."""
        pos = self.position
        assert pos is not None
        verbose = self.verbose()
        companions = len(pos.group(card)) - 1 if verbose else 0
        return announce_pickup(
            card, companions, gestures.destinations(pos, card), gestures.goes_to_cell(pos, card), named=named or verbose
        )

    def click_talon(self, *, by_key: bool = False) -> None:
        """A click on the talon (or the D key, ``by_key``): arms it while
        other moves remain, deals on the second click, or deals at once when
        nothing else is possible (:func:`gestures.tap_talon`)."""
        if self.position is not None:
            self.carry_out(gestures.tap_talon(self.position, self.talon_armed, by_key=by_key))

    def choose_column(self, column: int) -> None:
        """A column button or key 1–7 (``column``): the destination of the selection."""
        if self.position is not None:
            self.carry_out(gestures.choose_column(self.position, self.selected, self.talon_armed, column))

    # ------------------------------------------------------------- keyboard
    def set_focus(self, column_index: int, depth: int = -1, *, announce: bool = True, place: int | None = None) -> None:
        """Put the keyboard focus on column ``column_index`` (0-based), on its
        card at ``depth`` (-1: the end card; clamped to the face-up cards,
        :func:`keyboard.clamp`) — or on reserve place or free cell ``place``
        (0-based) when it is not None — show it, and tell assistive tools
        (``announce``)."""
        focus = keyboard.clamp(self.position, column_index, depth)
        self.focus_column_index, self.focus_index = focus.column_index, focus.depth
        n = len(self.position.reserve) if self.position is not None else 0
        self.focus_place = place if place is not None and 0 <= place < n else None
        self.keyboard_focus_visible = True
        self._refresh_marks()
        self.focusChanged.emit(self.focus_column_index, self.focus_index)
        if announce:
            self._accessible_focus()

    def _accessible_focus(self) -> None:
        """Tell assistive tools where the keyboard focus is (:attr:`focusMoved`),
        while the board has the focus; the board's accessible interface is
        made first when assistive tools listen."""
        from PySide6.QtGui import QAccessible

        if not self.hasFocus():
            return
        if QAccessible.isActive():
            QAccessible.queryAccessibleInterface(self)  # the tree that answers focusMoved
        self.focusMoved.emit()
        self.named_by_focus = self.focused_card()

    def forget_focus_name(self) -> None:
        """Something else was said after the focus named its card (a move's
        result, a hint, an undo…): the next pick-up names the card again."""
        self.named_by_focus = None

    def jump(self, *, backward: bool = False) -> None:
        """Page Down (Page Up: ``backward``): with a card picked up, the focus
        goes to its next (previous) legal destination, where Enter drops it;
        else to the next (previous) card that can move, where Enter picks it
        up (:func:`keyboard.next_destination`, :func:`keyboard.next_movable`).
        A sentence says when there is nowhere to go."""
        pos = self.position
        if pos is None:
            return
        here = self._focus()
        if self.selected is not None:
            focus = keyboard.next_destination(pos, self.selected, here, backward)
            if focus is None:
                self.message.emit(translate("Board", "This card has nowhere to go."), None)
                return
        else:
            focus = keyboard.next_movable(pos, here, backward)
            if focus is None:
                self.message.emit(translate("Board", "No card can move."), None)
                return
        self.set_focus(focus.column_index, focus.depth, place=focus.place)

    def press_card(self, card: Card) -> None:
        """Enter on a card: drop the selection on its column, or pick the card
        up (:func:`gestures.press_card`)."""
        if self.position is not None:
            self.carry_out(gestures.press_card(self.position, self.selected, card))

    def press_place(self, place: int) -> None:
        """Enter on reserve place or free cell ``place`` (0-based): its card,
        or the selection goes there (:func:`gestures.press_place`)."""
        if self.position is not None:
            self.carry_out(gestures.press_place(self.position, self.selected, place))

    def press_column(self, column_index: int) -> None:
        """Enter on a column (``column_index`` 0..6): drop the selection there,
        else act on its end card (:func:`gestures.press_column`)."""
        if self.position is not None:
            self.carry_out(gestures.press_column(self.position, self.selected, self.talon_armed, column_index))

    def focusInEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().focusInEvent(event)
        if event.reason() != Qt.FocusReason.MouseFocusReason:
            # The keyboard has the board: its focus shows at once (Enter
            # then acts on a card the player sees).
            self.keyboard_focus_visible = True
        self._refresh_marks()
        if event.reason() != Qt.FocusReason.MouseFocusReason:
            # Qt sends the board's own focus event *after* this handler; the
            # focused card's must come last, or a screen reader ends on
            # "Board" and its long description (Tab, Shift+Tab, window
            # activation, a closed menu or dialog).
            QTimer.singleShot(0, self, self._accessible_focus)

    def focusOutEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().focusOutEvent(event)
        # A dialog, a menu or another window took the keyboard mid-drag: the
        # drag is taken back, and the next click is an ordinary click.
        self.cancel_drag()
        self._refresh_marks()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ncols = len(self.position.columns) if self.position is not None else 7
        # Keys 1 to 7 (1 to 9 and 0 for column 10 in a ten-column variant).
        digit = Qt.Key.Key_1 <= key <= Qt.Key.Key_1 + min(ncols, 9) - 1 or (ncols >= 10 and key == Qt.Key.Key_0)
        # Shift is allowed with a digit: French keyboards need it for the digits.
        if mods != Qt.KeyboardModifier.NoModifier and not (digit and mods == Qt.KeyboardModifier.ShiftModifier):
            super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_Escape:
            if not self.cancel_drag():
                self.clear_selection()
            event.accept()
            return
        pos = self.position
        if pos is None:
            super().keyPressEvent(event)
            return
        if key in _STEPS:
            if not self.keyboard_focus_visible and key not in (Qt.Key.Key_Home, Qt.Key.Key_End):
                self.set_focus(self.focus_column_index)  # first show where the focus is
            else:
                focus, said = keyboard.step(pos, self._focus(), _STEPS[key])
                if said:
                    self.message.emit(said, None)
                self.set_focus(focus.column_index, focus.depth, place=focus.place)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not self.keyboard_focus_visible:
                # First show where the focus is: Enter never acts on a card
                # the player has not seen focused.
                self.set_focus(self.focus_column_index)
                event.accept()
                return
            card = self.focused_card()
            if self.focus_place is not None:
                self.press_place(self.focus_place)
            elif card is None:
                self.press_column(self.focus_column_index)
            else:
                self.press_card(card)
        elif key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            self.jump(backward=key == Qt.Key.Key_PageUp)
        elif digit:
            column = 10 if key == Qt.Key.Key_0 else int(key) - int(Qt.Key.Key_1) + 1
            if self.selected is None and not self.keyboard_focus_visible and not self.talon_armed:
                # Nothing held and no focus shown: the digit takes the focus there.
                self.set_focus(column - 1)
                event.accept()
                return
            if self.selected is None and self.keyboard_focus_visible and not self.talon_armed:
                card = self.focused_card()
                if card is not None:
                    self.select(card)
            self.choose_column(column)
        elif not pos.talon and _is_key(event, board_key("deal")):
            # The deal command is disabled once the talon is dealt; its key
            # still gets the reason instead of silence.
            self.moveRequested.emit(DEAL)
        else:
            super().keyPressEvent(event)
            return
        event.accept()


_STEPS = {
    Qt.Key.Key_Left: keyboard.Step.LEFT,
    Qt.Key.Key_Right: keyboard.Step.RIGHT,
    Qt.Key.Key_Up: keyboard.Step.UP,
    Qt.Key.Key_Down: keyboard.Step.DOWN,
    Qt.Key.Key_Home: keyboard.Step.HOME,
    Qt.Key.Key_End: keyboard.Step.END,
}
"""The navigation keys (:mod:`keyboard`)."""


def _is_key(event: QKeyEvent, keys: str) -> bool:
    """True when ``event`` is the key sequence ``keys`` (e.g. ``"D"``)."""
    from PySide6.QtGui import QKeySequence  # made at the first key, not before the first frame

    seq = QKeySequence(keys)
    return seq.count() == 1 and seq[0].key() == Qt.Key(event.key())
