"""The board through QAccessible (offscreen): names, roles, children, face-down
cards anonymous, updates after moves, announcements, the Read commands and the
move panel's lists after every move."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from scorpion_qt.app.a11y import interfaces as accessibility
from scorpion_qt.app.lang.texts import card_name
from scorpion_qt.engine import CARDS, Flip, Move, Position, Removal, card_name as english_name

from test_keyboard import WIN_GAME, WIN_LINE

T = QAccessible.Text
ALL_TEXTS = [t for t in T]



def board_iface(app):
    iface = QAccessible.queryAccessibleInterface(app.window.board)
    assert isinstance(iface, accessibility.BoardAccessible)
    return iface


def names(iface):
    return [iface.child(i).text(T.Name) for i in range(iface.childCount())]


def all_strings(iface):
    out = [iface.text(t) for t in ALL_TEXTS]
    return [s for s in out if s]


def test_tree_names_roles_and_counts(app):
    b = board_iface(app)
    assert b.text(T.Name) == "Board"
    assert b.childCount() == 9
    assert names(b) == [
        # No card count in a column's name: the screen reader says "List
        # with 7 items" right after it.
        "Column 1, 3 face down",
        "Column 2, 3 face down",
        "Column 3, 3 face down",
        "Column 4, 3 face down",
        "Column 5",
        "Column 6",
        "Column 7",
        "Talon, 3 cards",
        "Foundations: none",
    ]
    pos = app.controller.position
    for ci in range(7):
        col = b.child(ci)
        assert col.role() == QAccessible.Role.List
        assert col.parent() is b and b.indexOfChild(col) == ci
        assert col.childCount() == len(pos.columns[ci])
        for i in range(col.childCount()):
            card = col.child(i)
            assert card.role() == QAccessible.Role.ListItem
            assert card.parent() is col and col.indexOfChild(card) == i
            if i >= pos.face_down[ci]:
                # A covered card says its place: "6 of spades, 6 of 7".
                n = len(pos.columns[ci])
                place = f", {i + 1} of {n}" if i < n - 1 else ""
                assert card.text(T.Name) == card_name(pos.columns[ci][i]) + place
                n_up = len(pos.columns[ci]) - pos.face_down[ci]
                # No "k of n face up" description: it changed with every move
                # and flooded screen readers; a face-up card has none.
                assert n_up >= 1 and card.text(T.Description) == ""
            # Rects are in screen coordinates, inside the board.
            r = card.rect()
            top_left = app.window.board.mapToGlobal(app.window.board.rect().topLeft())
            assert r.width() > 0 and r.left() >= top_left.x() and r.top() >= top_left.y()


def _assert_face_down_anonymous(app):
    b = board_iface(app)
    pos = app.controller.position
    forbidden = set()
    for c in CARDS:
        forbidden |= {card_name(c).casefold(), english_name(c).casefold(), str(c).casefold(), c.symbol_text.casefold()}
    count = 0
    for ci in range(7):
        col = b.child(ci)
        for i in range(pos.face_down[ci]):
            card = col.child(i)
            count += 1
            strings = all_strings(card)
            assert card.text(T.Name) == "face-down card"
            blob = " ".join(strings).casefold()
            for f in forbidden:
                assert not re.search(rf"(?<!\w){re.escape(f)}(?!\w)", blob), (f, strings)
            assert not card.state().selectable and not card.state().focusable
    # No tooltip on the board or on any card says anything either.
    assert app.window.board.toolTip() == ""
    assert all(item.toolTip() == "" for item in app.window.board.card_items.values())
    return count


def test_face_down_cards_never_leak(app):
    assert _assert_face_down_anonymous(app) == 12
    # ...also after moves, flips, the deal and undo.
    for text in WIN_LINE[:16]:
        assert app.controller.play(Move.parse(text))
        _assert_face_down_anonymous(app)
    app.controller.undo()
    _assert_face_down_anonymous(app)


def test_talon_cards_are_not_children_and_talon_updates(app):
    b = board_iface(app)
    talon = b.child(7)
    assert talon.childCount() == 0
    assert all_strings(talon) == ["Talon, 3 cards"]
    for text in WIN_LINE[: WIN_LINE.index("deal") + 1]:
        app.controller.play(Move.parse(text))
    assert talon.text(T.Name) == "Talon, dealt"


def test_names_follow_the_position(app):
    b = board_iface(app)
    col1 = b.child(0)
    top = col1.child(6)
    assert top.text(T.Name) == "5 of clubs"
    app.controller.play(Move.parse("4C>1"))
    assert col1.text(T.Name) == "Column 1, 3 face down"
    assert col1.childCount() == 9
    assert col1.child(8).text(T.Name) == "Ace of spades"
    assert top.text(T.Name) == "5 of clubs, 7 of 9"  # now covered: its place
    assert col1.child(6) is top  # interfaces belong to places, not to cards
    assert b.child(2).childCount() == 5
    app.controller.undo()
    assert col1.childCount() == 7 and col1.text(T.Name) == "Column 1, 3 face down"
    assert top.text(T.Name) == "5 of clubs"


def test_announcements_move_flip_removal_undo_redo(app):
    w = app.window
    ann = w.announcer
    p = Position.deal(WIN_GAME)
    flip_seen = removal_seen = False
    for text in WIN_LINE:
        move = Move.parse(text)
        outcome = p.apply(move)
        p = outcome.position
        assert app.controller.play(move)
        said = ann.last
        flips = [e for e in outcome.effects if isinstance(e, Flip)]
        removals = [e for e in outcome.effects if isinstance(e, Removal)]
        if move.is_deal:
            assert said.startswith("Talon dealt:")
        else:
            assert said.startswith(card_name(move.card)) or said.startswith("You won"), said
        for f in flips:
            flip_seen = True
            # Brief (the default): the move and its reveal in one sentence.
            heard = " ".join(ann.spoken[-2:])
            assert f"; {card_name(f.card)} revealed." in heard or (
                f"Column {f.column}, card revealed: {card_name(f.card)}." in heard
            ), heard
            assert len(said.split()) <= 16, said
        for r in removals:
            removal_seen = True
            assert re.search(r"Run of \w+ complete, \d of 4\.", " ".join(ann.spoken[-2:]))
        if flip_seen and removal_seen and not app.controller.position.is_won:
            break
    assert flip_seen and removal_seen
    app.controller.undo()
    assert ann.last.startswith("Undone: ")
    app.controller.redo()
    assert ann.last.startswith("Redone: ") and "last card" not in ann.last
    # Full announcements: the columns' ends too.
    app.settings.verbose = True
    assert w.commands["verbose"].isChecked()
    app.controller.undo()
    app.controller.redo()
    assert ann.last.startswith("Redone: ") and "last card" in ann.last


def test_illegal_hint_and_win_announcements(app):
    w = app.window
    assert not w.play(Move.parse("5C>7"))
    assert w.announcer.last == app.controller.explain(Move.parse("5C>7"))
    w.play_commands.give_hint()
    assert w.announcer.last.startswith("Hint: ")
    for text in WIN_LINE:
        app.controller.play(Move.parse(text))
    assert w.announcer.last.startswith("You won game 3")


def test_read_commands(app):
    w = app.window
    text = w.reading.describe_board()
    assert text.startswith("Column 1: 7 cards, 3 face down, last card: 5 of clubs.")
    assert "Talon: 3 cards." in text and "Foundations: none." in text and "0 moves, time 0:00." in text
    assert w.statusBar().currentMessage() == text
    assert w.announcer.last == text
    assert w.reading.describe_column(1) == (
        "Column 1, from base to end: face-down card, face-down card, face-down card, "
        "Queen of clubs, 9 of clubs, 2 of spades, 5 of clubs."
    )
    assert w.reading.list_moves() == (
        "4 moves: 4 of clubs to column 1, 5 of clubs to column 2, 4 of hearts to column 5, deal the talon."
    )
    assert w.reading.find_card("AS") == "Ace of spades: column 3, card 7 of 7, face up."
    assert w.reading.find_card("ace of SPADES") == "Ace of spades: column 3, card 7 of 7, face up."
    hidden = app.controller.position.columns[0][0]
    assert w.reading.find_card(str(hidden)) == f"{card_name(hidden)}: face down, not yet visible."
    talon = app.controller.position.talon[0]
    assert w.reading.find_card(str(talon)) == f"{card_name(talon)}: face down, not yet visible."
    assert "is not a card" in w.reading.find_card("banana")
    # Menu entries with their shortcuts.
    titles = [a.text() for a in w.read_menu.actions() if a.text()]
    assert titles[:4] == ["Describe the &Board", "Describe the &Column", "&List the Moves", "&Find a Card…"]
    assert all(not w.commands[n].shortcut().isEmpty() for n in ("describeBoard", "describeColumn", "listMoves", "findCard"))


def test_describe_column_follows_keyboard_focus(app):
    from PySide6.QtTest import QTest

    w = app.window
    w.activateWindow()
    w.board.setFocus(Qt.FocusReason.TabFocusReason)
    # The board's focus shows as soon as it has the keyboard: Right moves it.
    assert w.board.keyboard_focus_visible
    QTest.keyClick(w.board, Qt.Key.Key_Right)
    assert w.board.focus_column_index == 1
    QTest.keyClick(w.board, Qt.Key.Key_C)
    QApplication.processEvents()
    assert w.announcer.last.startswith("Column 2, from base to end: face-down card")


def test_panel_lists_follow_every_move(app):
    panel = app.window.panel
    for text in WIN_LINE:
        pos = app.controller.position
        face_up = [c for ci, col in enumerate(pos.columns) for c in col[pos.face_down[ci]:]]
        entries = [panel.card_box.itemData(i) for i in range(panel.card_box.count())]
        # Every face-up card (and the deal while the talon waits), those
        # that can move first, each part in board order.
        can_move = {int(m.card) if m.card is not None else -1 for m in pos.legal_moves()}
        rows = [int(c) for c in face_up] + ([-1] if pos.talon else [])
        assert entries == [d for d in rows if d in can_move] + [d for d in rows if d not in can_move]
        for i in range(panel.card_box.count()):
            panel.card_box.setCurrentIndex(i)
            data = panel.card_box.itemData(i)
            dests = [panel.dest_box.itemData(j) for j in range(panel.dest_box.count())]
            if data >= 0:
                legal = [m.column for m in pos.legal_moves() if m.card is not None and int(m.card) == data]
                assert dests == (legal or [None])
                assert panel.move_button.isEnabled() == bool(legal)
        move = Move.parse(text)
        panel.choose_move(move)
        panel.move_button.click()
        assert app.controller.position == pos.play(move)
    assert app.controller.position.is_won


def test_focus_event_names_the_card(app, monkeypatch):
    sent = []
    monkeypatch.setattr(accessibility.QAccessible, "isActive", staticmethod(lambda: True))
    real = QAccessible.updateAccessibility

    def spy(event):
        if event.type() == QAccessible.Event.Focus:
            iface = event.accessibleInterface()
            sent.append((iface.text(T.Name), iface.text(T.Description)))
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(spy))
    board_iface(app)  # creates the interface
    w = app.window
    w.activateWindow()
    w.board.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    from PySide6.QtTest import QTest

    # The focus shows at once (column 1): Right moves it to column 2, Up
    # onto the card under its end card.
    QTest.keyClick(w.board, Qt.Key.Key_Right)
    QTest.keyClick(w.board, Qt.Key.Key_Up)
    if not w.board.hasFocus():
        pytest.skip("the offscreen window did not take focus")
    pos = app.controller.position
    assert sent[-1] == (f"{card_name(pos.columns[1][-2])}, 6 of 7", "")  # a covered card: its place


def _spy_events(monkeypatch):
    """Turn accessibility on and record every event as (type, interface)."""
    sent = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    real = QAccessible.updateAccessibility

    def spy(event):
        sent.append((event.type(), event.accessibleInterface()))
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(spy))
    return sent


def _slot_texts(iface):
    """Every card place's interface with its current (name, description)."""
    out = {}
    for ci in range(7):
        col = iface.child(ci)
        for at in range(col.childCount()):
            slot = col.child(at)
            out[slot] = (slot.text(T.Name), slot.text(T.Description))
    return out


def test_every_changed_card_place_is_told_and_stays_valid(app, monkeypatch):
    """A screen reader caches each card place's name and description: after a
    move, a new deal or a King moved into an empty column, every place whose
    texts changed sends NameChanged and DescriptionChanged, and no place is
    ever invalidated (it stays registered, with the same id). A column whose
    number of cards changed says so with one event: ObjectCreated of its top
    place when it grew, ObjectDestroyed of its first empty place when it
    shrank (children-changed for screen readers that count its items)."""
    iface = board_iface(app)
    E = QAccessible.Event
    told = _slot_texts(iface)  # what a client has read so far
    ids = {slot: QAccessible.uniqueId(slot) for slot in told}
    sent = _spy_events(monkeypatch)
    steps = [lambda m=m: app.window.play(Move.parse(m)) for m in WIN_LINE[:17]]  # …, KH>7 into an empty column
    steps += [lambda: app.controller.new_game(5, app.settings.rules), app.controller.restart]
    counts = [c.childCount() for c in iface.columns]
    for step in steps:
        sent.clear()
        step()
        destroyed = [i for e, i in sent if e == E.ObjectDestroyed]
        created = [i for e, i in sent if e == E.ObjectCreated]
        for col, before in zip(iface.columns, counts):
            after = col.childCount()
            gone = [i for i in destroyed if i.parent() is col]
            new = [i for i in created if i.parent() is col]
            if after < before:
                assert gone == [col.card_interface(after)] and not new, (col.index, before, after)
            else:
                assert not gone, (col.index, before, after)
            if after > before:
                assert new == [col.card_interface(after - 1)], (col.index, before, after)
            else:
                assert not new, (col.index, before, after)
            assert all(i.isValid() for i in gone)
        counts = [c.childCount() for c in iface.columns]
        now = _slot_texts(iface)
        for slot, texts in now.items():
            before = told.get(slot)
            names_sent = [i for e, i in sent if e == E.NameChanged and i is slot]
            descs_sent = [i for e, i in sent if e == E.DescriptionChanged and i is slot]
            if before is None:
                continue  # created just now: no client can have read it
            if before[0] != texts[0]:
                assert names_sent, (slot.column.index, slot.at, before, texts)
            if before[1] != texts[1]:
                assert descs_sent, (slot.column.index, slot.at, before, texts)
        told.update(now)
        for slot, id_ in ids.items():
            assert QAccessible.accessibleInterface(id_) is slot


def test_a_king_into_an_empty_column_renames_its_places(app, monkeypatch):
    iface = board_iface(app)
    sent = _spy_events(monkeypatch)
    col = iface.columns[6]
    # A client read column 7's places when it held other cards (game start).
    read = {col.child(at): (col.child(at).text(T.Name), col.child(at).text(T.Description)) for at in range(col.childCount())}
    for m in WIN_LINE[:15]:  # up to "KH>7": column 7 is empty before it
        assert app.window.play(Move.parse(m))
    assert not app.controller.position.columns[6]
    sent.clear()
    assert app.window.play(Move.parse(WIN_LINE[15]))
    assert app.controller.position.columns[6]
    again = [slot for slot in read if col.child(slot.at) is slot]
    assert again, "no place the client read is in the column again"
    for slot in again:
        kinds = {e for e, i in sent if i is slot}
        name, desc = read[slot]
        if slot.text(T.Name) != name:
            assert QAccessible.Event.NameChanged in kinds, (slot.at, kinds)
        if slot.text(T.Description) != desc:
            assert QAccessible.Event.DescriptionChanged in kinds, (slot.at, kinds)
        assert QAccessible.Event.ObjectDestroyed not in kinds


def test_a_screen_reader_that_keeps_a_columns_members_by_its_first_item_says_true_counts(app, monkeypatch):
    """Orca 50.2 and 51 keep a list's members and check them only against
    the list's first item before saying "List with N items" (Orca 50.2
    never empties that cache). Modelled here: after every move of a whole
    winning game, and after undoing them all, the count such a client says
    for each column is the column's number of cards."""
    iface = board_iface(app)
    _spy_events(monkeypatch)
    kept: dict[int, list] = {}  # column → the members read, as Orca keeps them

    def said(col) -> int:
        first = col.child(0) if col.childCount() else None
        members = kept.get(col.index, [])
        if first is None:
            return 0
        if first not in members:
            members = kept[col.index] = [col.child(i) for i in range(col.childCount())]
        return len([m for m in members if not m.state().invisible])

    def check(step: str) -> None:
        columns = app.controller.position.columns
        for col in iface.columns[: len(columns)]:
            assert said(col) == len(columns[col.index]), (step, col.index + 1)

    check("deal")
    for m in WIN_LINE:
        assert app.window.play(Move.parse(m))
        check(m)
    while app.controller.stack.canUndo():
        app.controller.undo()
        check("undo")


def test_focus_follows_the_card_after_a_move_and_comes_last_on_tab(app, monkeypatch):
    w = app.window
    if not w.board.hasFocus():
        pytest.skip("the offscreen window did not take focus")
    sent = _spy_events(monkeypatch)
    focus = lambda: [i for e, i in sent if e == QAccessible.Event.Focus]  # noqa: E731
    # Tab from the Card box back to the board: the card's focus event is last.
    w.panel.card_box.setFocus(Qt.FocusReason.TabFocusReason)
    sent.clear()
    w.board.setFocus(Qt.FocusReason.BacktabFocusReason)
    QApplication.processEvents()
    assert focus() and focus()[-1].text(T.Name) == "5 of clubs"
    # A move from the board changes the card under the focus (column 1's end).
    sent.clear()
    assert w.play(Move.parse("4C>1"))
    assert focus() and focus()[-1].text(T.Name) == "Ace of spades"


def test_panel_keeps_move_enabled_and_names_its_boxes(app, monkeypatch):
    panel = app.window.panel
    sent = _spy_events(monkeypatch)
    panel.card_box.setCurrentIndex(panel.card_box.findData(int(Move.parse("4C>1").card)))
    panel.move_button.click()
    # The moved card cannot move again: the first legal move is chosen and
    # Move stays enabled (a disabled Move would send the focus on to Hint).
    assert panel.move_button.isEnabled() and panel.dest_box.isEnabled()
    assert panel.current_card() is not None
    renamed = [i.object() for e, i in sent if e == QAccessible.Event.NameChanged and i.object() is not None]
    assert panel.card_box in renamed and panel.dest_box in renamed
    # A hint fills the boxes: a name change for each box whose entry changed.
    sent.clear()
    before = panel.card_box.currentText()
    move = next(m for m in app.controller.position.legal_moves() if m.card is not None and m.card != panel.current_card())
    panel.choose_move(move)
    assert panel.card_box.currentText() != before
    assert any(e == QAccessible.Event.NameChanged and i.object() is panel.card_box for e, i in sent)
