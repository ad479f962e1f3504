"""The board for screen readers: its accessible interfaces (the sentences are
in :mod:`sentences`, the factory that installs them in :mod:`factory`).

The board view's interface (:class:`BoardAccessible`) is a group whose
children are the columns (lists: 7, or 10 in Three Blind Mice), the talon
(when the game has one), the reserve or the free cells (a list of places,
Three Blind Mice and Scorpion Head) and the foundations; each column's
children are its cards, base first. Children are kept per *place*
(column and depth), never per card, so that nothing about a face-down card —
not even the order in which interfaces were registered — tells which card it
is. A face-down card is named only "face-down card" and has no other text.

The board tells this layer through its signals (``positionShown``,
``focusMoved``); it never calls into it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, TypeVar

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget

from scorpion_qt.engine import MAX_COLUMNS, Card, Position

from scorpion_qt.app.lang import texts
from scorpion_qt.app.lang.texts import translate

if TYPE_CHECKING:
    from scorpion_qt.app.board.view import BoardView

__all__ = ["BoardAccessible", "board_interface"]

Role = QAccessible.Role
Text = QAccessible.Text
N = TypeVar("N", bound=QAccessibleInterface)

# ----------------------------------------------------------------- helpers
def _screen_rect(board: "BoardView", scene_rect: QRectF) -> QRect:
    """``scene_rect`` of the board's scene in global screen coordinates."""
    view_rect = board.mapFromScene(scene_rect).boundingRect()
    top_left = board.viewport().mapToGlobal(view_rect.topLeft())
    return QRect(top_left, view_rect.size())


def slot_texts(position: Position | None, column: int, at: int) -> tuple[str, str, bool] | None:
    """Name, description and face (True: up) of the card at depth ``at`` of
    column ``column`` (0..6) in ``position``; None when no card lies there.
    A face-down card is "face-down card": never which card. No card has a
    description (see below), so none ever changes."""
    if position is None or at >= len(position.columns[column]):
        return None
    h = position.face_down[column]
    if at < h:
        # No "face down, column 2" either: undoing a reveal turned the focused
        # place face down and Orca 43 spoke that description change before
        # the undo's sentence.
        return texts.face_down_name(), "", False
    card = position.columns[column][at]
    # No description for a face-up card: one that held "3 of 4 face up"
    # changed with every move of its column and flooded screen readers with
    # DescriptionChanged events (Orca 43 prunes its queue past 50 events and
    # spoke the focused place's new description before the new card). The
    # column's name gives the counts; a screen reader's "where am I" gives
    # the position in the list. A covered card says its place in its name
    # ("7 of clubs, 3 of 9"): walking a column then tells the depth, which
    # only the C key told before; the end card is only its name.
    col = position.columns[column]
    if at < len(col) - 1:
        return texts.covered_card_name(card, at + 1, len(col)), "", True
    return texts.card_name(card), "", True


def _made(items: list[N], at: int, make: Callable[[int], N]) -> N:
    """``items[at]``, made by ``make(index)`` and registered (with every
    missing one before it) when it does not exist yet: a list's children are
    made on demand and kept, with the same id, for the board's lifetime."""
    while len(items) <= at:
        node = make(len(items))
        items.append(node)
        QAccessible.registerAccessibleInterface(node)
    return items[at]


def _index_among(items: list[N], count: int, child: QAccessibleInterface) -> int:
    """Where ``child`` is among the first ``count`` of ``items``, or -1."""
    for i, c in enumerate(items[:count]):
        if c is child:
            return i
    return -1


def _send(iface: QAccessibleInterface, kind: QAccessible.Event) -> None:
    QAccessible.updateAccessibility(QAccessibleEvent(iface, kind))


class _LanguageWatch(QObject):
    """Tells the board's interface when the language changed (every text of
    the board changes then)."""

    def __init__(self, board: "BoardView", root: "BoardAccessible") -> None:
        super().__init__(board)
        self.root = root
        board.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # type: ignore[override]
        if event.type() == QEvent.Type.LanguageChange:
            self.root.texts_changed()
        return False


class _FirstKeyWatch(QObject):
    """Watches the board for the player's first key press, then tells its
    interface (:meth:`BoardAccessible.key_heard`) and stops watching."""

    def __init__(self, board: QObject, iface: "BoardAccessible") -> None:
        super().__init__(board)
        self.iface = iface
        self.heard = False
        board.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # type: ignore[override]
        if event.type() == QEvent.Type.KeyPress and not self.heard:
            self.heard = True
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self.iface.key_heard)
        return False


class _Node(QAccessibleInterface):
    """A part of the board without a QObject of its own.

    It offers no accessible action (no "press" through ``interface_cast``):
    PySide6 6.11 crashes when C++ calls into an action interface written in
    Python. The keyboard does everything an action would."""

    def __init__(self, root: "BoardAccessible") -> None:
        super().__init__()
        self.root = root

    @property
    def board(self) -> "BoardView":
        return self.root.board

    # QAccessibleInterface
    def object(self) -> None:  # type: ignore[override]
        return None

    def window(self):  # type: ignore[no-untyped-def]
        return self.root.window()

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for i in range(self.childCount()):
            c = self.child(i)
            if c is not None and c.rect().contains(QPoint(x, y)):
                return c
        return None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass

    def relations(self, match=None):  # type: ignore[no-untyped-def,override]
        return []


class ColumnAccessible(_Node):
    """Column ``index`` (0..6): a list of its cards, base first."""

    def __init__(self, root: "BoardAccessible", index: int) -> None:
        super().__init__(root)
        self.index = index
        # The places by depth; ``_cards[0]`` is only the first base place
        # made (see :meth:`card_interface`).
        self._cards: list[CardAccessible] = []
        # The base place, one per number of cards the column held.
        self._bases: dict[int, CardAccessible] = {}

    def cards(self) -> tuple[Card, ...]:
        pos = self.board.position
        return pos.columns[self.index] if pos is not None and self.index < len(pos.columns) else ()

    def isValid(self) -> bool:
        return self.root.isValid()

    def parent(self) -> QAccessibleInterface:  # type: ignore[override]
        return self.root

    def role(self) -> QAccessible.Role:
        return Role.List

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.focusable = True
        b = self.board
        if b.focus_place is None and b.focus_column_index == self.index and not self.cards():
            s.focused = b.hasFocus()
        return s

    def text(self, t: QAccessible.Text) -> str:
        pos = self.board.position
        if t == Text.Name and pos is not None and self.index < len(pos.columns):
            return texts.column_title(self.index + 1, len(pos.columns[self.index]), pos.face_down[self.index])
        return ""

    def rect(self) -> QRect:
        return _screen_rect(self.board, self.board.board_layout.column_rect(self.index))

    def card_interface(self, at: int) -> "CardAccessible":
        """The place at depth ``at`` (0 = base), made and registered on
        demand and kept for the board's lifetime.

        The base place is a different object for each number of cards the
        column holds (the one for that number, whenever it holds it again).
        Orca keeps a list's members (``AXUtilities.SET_MEMBERS`` in 50.2, its
        members cache in 51) and checks them only against the list's first
        item when it says "List with N items": with one base place for the
        whole game, Orca 50.2 said a count from earlier in the game for 29
        column entries of test_orca's English whole game. A new first item
        makes it read the children again; the same first item comes back
        only with the same number of cards, so the members Orca kept for it
        are the column's places then (the places above the base are one
        object each, for good)."""
        make = lambda i: CardAccessible(self.root, self, i)  # noqa: E731
        if at > 0:
            return _made(self._cards, at, make)
        count = len(self.cards())
        base = self._bases.get(count)
        if base is None:
            if self._bases:
                base = make(0)
                QAccessible.registerAccessibleInterface(base)
            else:
                base = _made(self._cards, 0, make)
            self._bases[count] = base
        return base

    def places(self) -> list["CardAccessible"]:
        """The places made so far, base first: the base place for the
        column's number of cards and the places above it."""
        return [self.card_interface(0)] + self._cards[1:]

    def childCount(self) -> int:
        return len(self.cards())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if 0 <= index < self.childCount():
            return self.card_interface(index)
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        count = self.childCount()
        if count and child is self.card_interface(0):
            return 0
        at = _index_among(self._cards, count, child)
        return at if at > 0 else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        b = self.board
        if b.focus_column_index != self.index or b.focus_place is not None:
            return None
        card = b.focused_card()
        if card is None:
            return None
        return self.card_interface(self.cards().index(card))


class CardAccessible(_Node):
    """The card at depth ``at`` (0 = base) of a column, whatever card lies there."""

    def __init__(self, root: "BoardAccessible", column: ColumnAccessible, at: int) -> None:
        super().__init__(root)
        self.column = column
        self.at = at
        # What assistive tools may hold in their caches for this place: its
        # texts and face when it last held a card (None: never).
        self.told: tuple[str, str, bool] | None = slot_texts(root.board.position, column.index, at)

    def card(self) -> Card | None:
        cards = self.column.cards()
        return cards[self.at] if self.at < len(cards) else None

    def face_up(self) -> bool:
        pos = self.board.position
        return pos is not None and self.card() is not None and self.at >= pos.face_down[self.column.index]

    def isValid(self) -> bool:
        """Valid for the board's lifetime, with or without a card: a screen
        reader that still holds the place that had the focus when its column
        got shorter must find it (else Orca 45+ repeats the window and the
        board before the next utterance)."""
        return self.root.isValid()

    def parent(self) -> QAccessibleInterface:  # type: ignore[override]
        return self.column

    def role(self) -> QAccessible.Role:
        return Role.ListItem

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        card = self.card()
        if card is None:
            s.invisible = True  # an empty place: no name, not shown
            return s
        b = self.board
        if not self.face_up():
            s.disabled = True
            return s
        s.focusable = True
        if b.selected is not None and b.position is not None and card in b.position.group(b.selected):
            # Selectable only while selected: Orca 47.5 and later say "not
            # selected" after every selectable card that is not.
            s.selectable = True
            s.selected = True
        if b.focus_place is None and b.focus_column_index == self.column.index and b.focused_card() == card:
            s.focused = b.hasFocus()  # whether or not the outline is shown
        return s

    def text(self, t: QAccessible.Text) -> str:
        told = slot_texts(self.board.position, self.column.index, self.at)
        if told is None:
            return ""
        if t == Text.Name:
            return told[0]
        if t == Text.Description:
            return told[1]
        return ""

    def rect(self) -> QRect:
        card = self.card()
        if card is None:
            return QRect()
        item = self.board.card_items[card]
        return _screen_rect(self.board, item.sceneBoundingRect())


class TalonAccessible(_Node):
    """The talon: "Talon, 3 cards" (its cards are never named)."""

    def isValid(self) -> bool:
        return self.root.isValid()

    def parent(self) -> QAccessibleInterface:  # type: ignore[override]
        return self.root

    def role(self) -> QAccessible.Role:
        return Role.Button

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        pos = self.board.position
        if pos is None or not pos.talon:
            s.disabled = True
        return s

    def text(self, t: QAccessible.Text) -> str:
        pos = self.board.position
        if t == Text.Name:
            return texts.talon_title(len(pos.talon) if pos is not None else 0)
        return ""

    def rect(self) -> QRect:
        lay = self.board.board_layout
        return _screen_rect(self.board, QRectF(lay.talon_pos(), self.board.talon_slot.boundingRect().size()))


class PlacesAccessible(_Node):
    """The reserve (Three Blind Mice) or the free cells (Scorpion Head): a
    list of its places, "Reserve" or "Free cells"."""

    def __init__(self, root: "BoardAccessible") -> None:
        super().__init__(root)
        self.places: list[PlaceAccessible] = []

    def count(self) -> int:
        """How many places the game has (0: none, the list is not shown)."""
        pos = self.board.position
        return pos.rules.reserve_slots if pos is not None else 0

    def cells(self) -> bool:
        """True for free cells (Scorpion Head), False for a reserve."""
        pos = self.board.position
        return pos is not None and pos.rules.cells > 0

    def place_interface(self, index: int) -> "PlaceAccessible":
        return _made(self.places, index, lambda i: PlaceAccessible(self.root, self, i))

    def isValid(self) -> bool:
        return self.root.isValid()

    def parent(self) -> QAccessibleInterface:  # type: ignore[override]
        return self.root

    def role(self) -> QAccessible.Role:
        return Role.List

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.focusable = True
        return s

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return translate("Access", "Free cells") if self.cells() else translate("Access", "Reserve")
        return ""

    def rect(self) -> QRect:
        if not self.count():
            return QRect()
        return _screen_rect(self.board, self.board.board_layout.places_rect())

    def childCount(self) -> int:
        return self.count()

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if 0 <= index < self.count():
            return self.place_interface(index)
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return _index_among(self.places, self.count(), child)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        place = self.board.focus_place
        return self.place_interface(place) if place is not None and place < self.count() else None


class PlaceAccessible(_Node):
    """Reserve place or free cell ``index`` (0-based): "Free cell 2: 9 of
    hearts", "Reserve 1, empty". Its card is face up: a reserve's cards are
    dealt face up (VARIANTS.md)."""

    def __init__(self, root: "BoardAccessible", places: PlacesAccessible, index: int) -> None:
        super().__init__(root)
        self.places = places
        self.index = index

    def card(self) -> Card | None:
        pos = self.board.position
        if pos is None or self.index >= len(pos.reserve):
            return None
        return pos.reserve[self.index]

    def isValid(self) -> bool:
        return self.root.isValid()

    def parent(self) -> QAccessibleInterface:  # type: ignore[override]
        return self.places

    def role(self) -> QAccessible.Role:
        return Role.ListItem

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        if self.index >= self.places.count():
            s.invisible = True
            return s
        s.focusable = True
        b = self.board
        card = self.card()
        if card is not None and b.selected == card:
            s.selectable = True
            s.selected = True
        if b.focus_place == self.index:
            s.focused = b.hasFocus()
        return s

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name and self.index < self.places.count():
            return texts.place_title(self.index + 1, self.card(), self.places.cells())
        return ""

    def rect(self) -> QRect:
        lay = self.board.board_layout
        return _screen_rect(self.board, lay.place_rect(self.index))


class FoundationsAccessible(_Node):
    """The foundations: "Foundations: hearts, spades"."""

    def isValid(self) -> bool:
        return self.root.isValid()

    def parent(self) -> QAccessibleInterface:  # type: ignore[override]
        return self.root

    def role(self) -> QAccessible.Role:
        return Role.StaticText

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def text(self, t: QAccessible.Text) -> str:
        pos = self.board.position
        if t == Text.Name:
            return texts.foundations_title(pos.foundations if pos is not None else ())
        return ""

    def rect(self) -> QRect:
        return _screen_rect(self.board, self.board.board_layout.foundations_rect())


class BoardAccessible(QAccessibleWidget):
    """The board view: its columns, then the talon (when the game has one),
    the reserve or free cells (when it has them) and the foundations."""

    def __init__(self, board: "BoardView") -> None:
        super().__init__(board, Role.Grouping)
        self.board = board
        self._first_key = _FirstKeyWatch(board, self)
        """Until the player's first key on the board, the board has its
        description (the keys); after it, none (:meth:`key_heard`)."""
        self.columns = [ColumnAccessible(self, i) for i in range(MAX_COLUMNS)]
        self.talon = TalonAccessible(self)
        self.places = PlacesAccessible(self)
        self.foundations = FoundationsAccessible(self)
        for node in (*self.columns, self.talon, self.places, self.foundations):
            QAccessible.registerAccessibleInterface(node)
        self.nodes: list[_Node] = self._shown_nodes()
        """The children shown for the current game (:meth:`_shown_nodes`)."""
        # The name each part had when assistive tools were last told of it.
        self._told_names: dict[int, str] = {id(n): n.text(Text.Name) for n in self._named()}
        self._told_description = self.text(Text.Description)
        # How many children each column had when assistive tools were last told.
        self._told_counts = [col.childCount() for col in self.columns]
        self._language_watch = _LanguageWatch(board, self)
        # The board says when its position or focus changed; the tree
        # listens (the board never calls into this layer).
        board.positionShown.connect(self.tell_changes)
        board.focusMoved.connect(self.focus_changed)
        key = id(board)
        _board_interfaces[key] = self
        board.destroyed.connect(lambda *_: _board_interfaces.pop(key, None))

    def _shown_nodes(self) -> list[_Node]:
        """The game's parts, in board order: its columns, the talon when it
        has one, the reserve or free cells when it has them, the foundations."""
        pos = self.board.position
        rules = pos.rules if pos is not None else None
        n = rules.columns if rules is not None else 7
        out: list[_Node] = [*self.columns[:n]]
        if rules is None or rules.talon:
            out.append(self.talon)
        if rules is not None and rules.reserve_slots:
            out.append(self.places)
        out.append(self.foundations)
        return out

    def _named(self) -> list[_Node]:
        """The shown parts and reserve places whose names screen readers keep."""
        return [*self.nodes, *(self.places.place_interface(i) for i in range(self.places.count()))]

    def childCount(self) -> int:
        return len(self.nodes)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if 0 <= index < len(self.nodes):
            return self.nodes[index]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, n in enumerate(self.nodes):
            if n is child:
                return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for n in self.nodes:
            if n.rect().contains(QPoint(x, y)):
                return n.childAt(x, y) or n
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.focused_node()

    def focused_node(self) -> QAccessibleInterface | None:
        """The card (or empty column, or reserve place) under the board's keyboard focus."""
        b = self.board
        if b.focus_place is not None and b.focus_place < self.places.count():
            return self.places.place_interface(b.focus_place)
        col = self.columns[b.focus_column_index]
        card = b.focused_card()
        if card is None:
            return col
        return col.card_interface(col.cards().index(card))

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return self.board.accessibleName() or translate("Access", "Board")
        if t == Text.Description:
            if self._first_key.heard:
                return ""
            pos = self.board.position
            rules = pos.rules if pos is not None else None
            if rules is not None and rules.reserve_slots and rules.cells:
                return translate(
                    "Access",
                    "Arrow keys move between columns and cards, Left and Right also reach the free cells; "
                    "Enter picks up and drops; keys 1 to 7 choose a column.",
                )
            if rules is not None and rules.reserve_slots:
                return translate(
                    "Access",
                    "Arrow keys move between columns and cards, Left and Right also reach the reserve; "
                    "Enter picks up and drops; keys 1 to 9 and 0 choose a column.",
                )
            if rules is not None and rules.columns == 10:
                return translate(
                    "Access",
                    "Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 9 and 0 choose a column.",
                )
            return translate(
                "Access",
                "Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 7 choose a column.",
            )
        return ""

    def key_heard(self) -> None:
        """The player pressed a key on the board: they have heard how to play
        it, so the board's description is emptied (screen readers told).
        Orca says a container's description with the container each time the
        focus comes back into it (after every dialog, ~20 words), and puts it
        on the braille line before the focused card on every update."""
        if QAccessible.isActive() and self._told_description != self.text(Text.Description):
            self._told_description = self.text(Text.Description)
            _send(self, QAccessible.Event.DescriptionChanged)

    def state(self) -> QAccessible.State:
        s = super().state()
        s.focusable = True
        return s

    # ------------------------------------------------------------- updates
    def texts_changed(self) -> None:
        """The language changed: every name and description is told again."""
        if QAccessible.isActive() and self._told_description != self.text(Text.Description):
            self._told_description = self.text(Text.Description)
            _send(self, QAccessible.Event.DescriptionChanged)
        self.tell_changes()

    def tell_changes(self) -> None:
        """Bring assistive tools' caches (a screen reader keeps every name,
        description and state it has read) in line with the board.

        Every card place interface stays registered, with the same id, for
        good, and stays valid without a card: a client keeps a place it
        believes gone, with its old texts, in its cache, so no place is
        invalidated (the ObjectDestroyed below only tells its column's
        child count: Qt's bridge sends it as children-changed "remove" of a
        place that still answers). Each place remembers what it
        told last (:attr:`CardAccessible.told`), even while its column is shorter, so
        a place that holds a card again — after a new deal, a restart, a King
        moved into an empty column — sends NameChanged *and*
        DescriptionChanged whenever its texts differ, and a StateChanged when
        it turned face up or down. Columns, talon and foundations send
        NameChanged when their names change.

        A column whose number of cards changed says so once, whatever the
        change: ObjectCreated of its top place when it grew (children-changed
        "add" at that index), ObjectDestroyed of its first empty place when
        it shrank (children-changed "remove"; the place stays valid and
        registered). Orca 50 keeps a list's members until it hears of a
        child change, and said "List with 7 items" of a column of 9 cards.
        One event per column, not one per new place: Orca 43 spends about
        13 ms on each children-changed event (it reads the list and the
        child), all of it before the move's focus and result, and a group of
        seven cards sent seven (issue 23: key to result p90 448 ms). Qt's
        bridge keeps no list of children for clients (its cache interface
        returns none), so a client asks the column for its count again.

        Orca 50.2 said stale counts all the same (29 column entries of
        test_orca's English whole game on 3 Dec 2026): it keeps a list's
        members (``AXUtilities.SET_MEMBERS``, keyed by the list) and checks
        them only against the list's first item. That cache is never emptied
        in 50.2: its children-changed handler calls
        ``AXUtilities.clear_all_cache_now``, but the loop at the end of
        ``ax_utilities.py`` copies every function of ``AXUtilitiesRelation``
        and ``AXUtilitiesEvent`` onto ``AXUtilities``, their private
        ``_clear_all_dictionaries`` included, which replaces the one that
        empties ``SET_MEMBERS``. So a column's base place is one object per
        number of cards (:meth:`ColumnAccessible.card_interface`): with it,
        the same English whole game on Orca 50.2 said every count right.
        Orca 51 keeps its caches another
        way: the whole real-Orca test passes with 51.beta, counts included,
        in all four languages. Orca reads a ``setsize`` object attribute first, but a
        ``QAccessibleAttributesInterface`` written in Python (through
        ``interface_cast``) ended the app as soon as AT-SPI asked a column
        for its attributes (PySide6 6.11.3, tried for issue 23)."""
        if not QAccessible.isActive():
            self.nodes = self._shown_nodes()
            return
        shown = self._shown_nodes()
        if shown != self.nodes:
            # Another variant: its parts leave or join the board.
            old, self.nodes = self.nodes, shown
            for node in old:
                if node not in shown:
                    _send(node, QAccessible.Event.ObjectDestroyed)
            for node in shown:
                if node not in old:
                    self._told_names[id(node)] = node.text(Text.Name)
                    _send(node, QAccessible.Event.ObjectCreated)
        for col in self.columns:
            if col not in shown:
                self._told_counts[col.index] = 0  # gone with its variant: told so above
                continue
            count, told_count = col.childCount(), self._told_counts[col.index]
            self._told_counts[col.index] = count
            if count > told_count:
                col.card_interface(count - 1)  # make the new places, told below
            for slot in col.places():
                now = slot_texts(self.board.position, col.index, slot.at)
                if now is None:
                    continue
                before, slot.told = slot.told, now
                if before is None or before[0] != now[0]:
                    _send(slot, QAccessible.Event.NameChanged)
                if before is None or before[1] != now[1]:
                    _send(slot, QAccessible.Event.DescriptionChanged)
                if before is not None and before[2] != now[2]:
                    changed = QAccessible.State()
                    changed.disabled = True
                    QAccessible.updateAccessibility(QAccessibleStateChangeEvent(slot, changed))
            if count > told_count:
                _send(col.card_interface(count - 1), QAccessible.Event.ObjectCreated)
            elif count < told_count:
                _send(col.card_interface(count), QAccessible.Event.ObjectDestroyed)
        for node in self._named():
            name = node.text(Text.Name)
            if self._told_names.get(id(node)) != name:
                self._told_names[id(node)] = name
                _send(node, QAccessible.Event.NameChanged)

    def focus_changed(self) -> None:
        """Send a focus event for the focused card (or empty column)."""
        node = self.focused_node()
        if node is None:
            return
        QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.Focus))


_board_interfaces: dict[int, "BoardAccessible"] = {}
"""Each board's accessible interface, by the board's id, while the board lives."""


def board_interface(board: "BoardView") -> BoardAccessible | None:
    """The board's interface if it exists (created by a query)."""
    return _board_interfaces.get(id(board))
