"""Three Blind Mice's and Scorpion Head's boards in the window (issue 26):
ten columns and a reserve, free cells, played by mouse and by keyboard,
heard and read by a screen reader, undone in words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import VARIANTS, Card, Move, Position
from scorpion_qt.engine.moves import RESERVE

from apphelpers import Mouse, leave_the_game


def key(widget, k, mods=Qt.KeyboardModifier.NoModifier):  # type: ignore[no-untyped-def]
    QTest.keyClick(widget, k, mods)
    QApplication.processEvents()


def _board_rects(board) -> list[tuple[str, QRectF]]:  # type: ignore[no-untyped-def]
    """Every place a card lies on, as a player sees them: the columns' tops,
    the talon when shown, the reserve places or cells, the foundations."""
    lay = board.board_layout
    size = QSizeF(lay.card_w, lay.card_h)
    out = [(f"column {i + 1}", QRectF(QPointF(x, lay.columns_y), size)) for i, x in enumerate(lay.column_x)]
    if board.talon_slot.isVisible():
        out.append(("talon", QRectF(lay.talon_pos(), size)))
    out += [(f"place {i + 1}", QRectF(lay.place_pos(i), size)) for i in range(lay.places)]
    out.append(("foundations", lay.foundations_rect()))
    return out


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080), (800, 1000)])
@pytest.mark.parametrize("variant", ["three-blind-mice", "scorpion-head"])
def test_every_place_is_inside_the_board_and_none_overlaps_another(make_app, variant, size) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", variant, "--game", "2")
    app.window.resize(*size)
    QApplication.processEvents()
    board = app.window.board
    view = QRectF(board.viewport().rect())
    rects = _board_rects(board)
    for name, r in rects:
        assert view.contains(r), (name, r, view)
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            assert not ra.intersects(rb), (a, b)


def test_three_blind_mice_shows_ten_columns_two_reserve_cards_and_no_talon(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "three-blind-mice", "--game", "2")
    board, pos = app.window.board, app.controller.position
    assert pos.rules.variant == "three-blind-mice" and len(pos.columns) == 10
    assert sum(s.isVisible() for s in board.column_slots) == 10
    assert [s.isVisible() for s in board.place_slots] == [True, True, False, False]
    assert not board.talon_slot.isVisible()
    buttons = app.window.column_bar.column_buttons
    assert [b.isVisible() for b in buttons] == [True] * 10
    assert [b.text() for b in buttons] == [str(i) for i in range(1, 11)]
    lay = board.board_layout
    for i, card in enumerate(pos.reserve):  # the reserve's cards lie face up on their places
        item = board.card_items[card]
        assert item.face_up and item.pos() == lay.place_pos(i)
    # Back to Cards4: seven columns, the talon, no places.
    app.window.variant_menu.actions["cards4"].trigger()
    assert sum(s.isVisible() for s in board.column_slots) == 7
    assert not any(s.isVisible() for s in board.place_slots) and board.talon_slot.isVisible()
    assert [b.isVisible() for b in buttons] == [True] * 7 + [False] * 3


def test_a_reserve_card_plays_by_keyboard_is_heard_and_undone_in_words(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "three-blind-mice", "--game", "2")
    w, board, c = app.window, app.window.board, app.controller
    assert c.position.reserve[0] == Card.parse("8H") and Move.parse("8H>6", c.rules) in c.position.legal_moves()
    board.setFocus()
    key(board, Qt.Key.Key_Left)  # shows the focus on column 1
    key(board, Qt.Key.Key_Left)  # wraps round: the reserve's second place
    key(board, Qt.Key.Key_Left)  # its first place
    assert board.focus_place == 0 and board.focused_card() == Card.parse("8H")
    key(board, Qt.Key.Key_Return)
    assert board.selected == Card.parse("8H")
    assert w.announcer.last == "Picked up. Possible columns: 6."
    key(board, Qt.Key.Key_6)
    assert c.position.reserve == (None, Card.parse("9D"))
    assert c.position.columns[5][-1] == Card.parse("8H")
    assert "8 of hearts to column 6." in w.announcer.last
    assert c.stack.undoText() == "8♥ to column 6"
    c.undo()
    assert c.position.reserve[0] == Card.parse("8H")
    assert w.announcer.last.startswith("Undone: 8 of hearts back to reserve place 1.")


def test_column_ten_is_key_zero(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "three-blind-mice", "--game", "1")
    board, c = app.window.board, app.controller
    move = Move.parse("AC>10", c.rules)
    assert move in c.position.legal_moves()
    board.setFocus()
    key(board, Qt.Key.Key_1)  # the focus to column 1
    card = Card.parse("AC")
    place = c.position.find(card)
    for _ in range(place.column - 1):
        key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_End)
    for _ in range(8):
        if board.focused_card() == card:
            break
        key(board, Qt.Key.Key_Up)
    assert board.focused_card() == card
    group = c.position.group(card)
    key(board, Qt.Key.Key_Return)
    key(board, Qt.Key.Key_0)
    assert c.position.columns[9][-len(group):] == group  # AC with its companions on column 10


def _tree(board):  # type: ignore[no-untyped-def]
    iface = QAccessible.queryAccessibleInterface(board)
    assert iface is not None
    return iface


def test_the_accessibility_tree_has_the_variants_places(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "three-blind-mice", "--game", "2")
    board = app.window.board
    root = _tree(board)
    names = [root.child(i).text(QAccessible.Text.Name) for i in range(root.childCount())]
    assert names[:10] == [f"Column {i}" if i < 8 else f"Column {i}, 3 face down" for i in range(1, 11)]
    assert names[10:] == ["Reserve", "Foundations: none"]
    reserve = root.child(10)
    assert reserve.role() == QAccessible.Role.List and reserve.childCount() == 2
    assert [reserve.child(i).text(QAccessible.Text.Name) for i in range(2)] == [
        "Reserve 1: 8 of hearts", "Reserve 2: 9 of diamonds"
    ]
    app.controller.play(Move.parse("8H>6", app.controller.rules))
    assert reserve.child(0).text(QAccessible.Text.Name) == "Reserve 1, empty"
    # Scorpion Head: no talon in the tree either, four free cells.
    app.window.variant_menu.actions["scorpion-head"].trigger()
    app.window.dialogs.confirm_box.done(0x00004000)  # Yes: leave the unfinished game
    QApplication.processEvents()
    root = _tree(board)
    names = [root.child(i).text(QAccessible.Text.Name) for i in range(root.childCount())]
    assert len(names) == 9 and names[7:] == ["Free cells", "Foundations: none"]
    cells = root.child(7)
    assert [cells.child(i).text(QAccessible.Text.Name) for i in range(cells.childCount())] == [
        f"Free cell {i}, empty" for i in range(1, 5)
    ]
    assert all(root.child(i).text(QAccessible.Text.Name) != "Talon, 3 cards" for i in range(9))


def test_an_end_card_goes_to_a_free_cell_by_keyboard_and_back_by_mouse(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "scorpion-head", "--game", "1")
    w, board, c = app.window, app.window.board, app.controller
    card = Card.parse("6H")
    assert Move(card, RESERVE) in c.position.legal_moves()
    col = c.position.find(card).column
    assert col is not None
    board.setFocus()
    key(board, Qt.Key.Key_1)
    for _ in range(col - 1):
        key(board, Qt.Key.Key_Right)
    assert board.focused_card() == card
    key(board, Qt.Key.Key_Return)
    # Named unless the focus has just said the card (the window here has no
    # focus to say it with; test_keyboard covers both).
    assert w.announcer.last.startswith(("Picked up.", "6 of hearts picked up.")) and "a free cell" in w.announcer.last
    # Page Down reaches the free cell after the columns; Enter drops the card there.
    for _ in range(8):
        if board.focus_place is not None:
            break
        key(board, Qt.Key.Key_PageDown)
    assert board.focus_place == 0
    key(board, Qt.Key.Key_Return)
    assert c.position.reserve[0] == card
    said = w.announcer.last
    assert said.startswith("6 of hearts to a free cell")
    assert c.stack.undoText() == "6♥ to a free cell"
    from scorpion_qt.app.a11y.sentences import describe_board, find_card

    assert "Free cells: 6 of hearts, empty, empty, empty." in describe_board(c.position)
    assert find_card(c.position, card) == "6 of hearts: free cell 1."
    c.undo()
    assert c.position.reserve[0] is None and c.position.columns[col - 1][-1] == card
    assert w.announcer.last.startswith(f"Undone: 6 of hearts back to column {col}.")
    # By mouse: drag the end card onto the first cell.
    mouse = Mouse(board)
    lay = board.board_layout
    mouse.drag(mouse.card_point(card), lay.place_pos(0) + QPointF(lay.card_w / 2, lay.card_h / 2))
    assert c.position.reserve[0] == card


def test_the_move_panel_offers_free_cells_and_reserve_cards(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "scorpion-head", "--game", "1")
    panel, c = app.window.panel, app.controller
    card = Card.parse("6H")
    i = panel.card_box.findData(int(card))
    panel.card_box.setCurrentIndex(i)
    entries = [panel.dest_box.itemText(j) for j in range(panel.dest_box.count())]
    assert "A free cell" in entries
    panel.dest_box.setCurrentIndex(entries.index("A free cell"))
    panel.move_button.click()
    assert c.position.reserve[0] == card
    rows = [panel.card_box.itemText(j) for j in range(panel.card_box.count())]
    assert "6 of hearts, free cell 1" in rows


def test_the_board_description_says_how_to_reach_the_places(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "three-blind-mice", "--game", "2", "--lang", "de")
    root = _tree(app.window.board)
    assert root.text(QAccessible.Text.Description) == (
        "Die Pfeiltasten wechseln zwischen Spalten und Karten, Links und Rechts erreichen auch die Reserve, "
        "die Eingabetaste nimmt auf und legt ab, die Tasten 1 bis 9 und 0 wählen eine Spalte."
    )
    assert Position.deal(2, VARIANTS["three-blind-mice"]) == app.controller.position


def test_screen_readers_are_told_when_another_variant_changes_the_boards_parts(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Switching from Cards4 to Three Blind Mice: the talon leaves the tree,
    columns 8 to 10 and the reserve join it, each told once, so a screen
    reader's cache of the board's children stays right."""
    app = make_app("--game", "2")
    board = app.window.board
    root = _tree(board)
    talon = root.child(7)
    assert talon.text(QAccessible.Text.Name) == "Talon, 3 cards"
    sent: list[tuple[object, object]] = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    real = QAccessible.updateAccessibility

    def spy(event):  # type: ignore[no-untyped-def]
        sent.append((event.type(), event.accessibleInterface()))
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(spy))
    app.window.variant_menu.actions["three-blind-mice"].trigger()
    QApplication.processEvents()
    created = [i for t, i in sent if t == QAccessible.Event.ObjectCreated]
    destroyed = [i for t, i in sent if t == QAccessible.Event.ObjectDestroyed]
    reserve = root.child(10)
    assert reserve.text(QAccessible.Text.Name) == "Reserve"
    assert talon in destroyed and talon not in [root.child(i) for i in range(root.childCount())]
    assert reserve in created and created.count(reserve) == 1
    for i in (7, 8, 9):
        assert root.child(i) in created, f"column {i + 1} not told"
    assert root.indexOfChild(reserve) == 10 and root.indexOfChild(talon) == -1


def test_cell_and_column_ten_moves_survive_a_relaunch_a_link_and_a_replay(make_app) -> None:  # type: ignore[no-untyped-def]
    """A Scorpion Head move to a free cell ("6H>r") and a Three Blind Mice
    move to column 10 are read back with the variant's rules: from the save
    on relaunch, from a position link, and from the statistics' replay."""
    from scorpion_qt.app.game.references import link_moves, position_link
    from scorpion_qt.app.ui import launch

    app = make_app("--variant", "scorpion-head", "--game", "1")
    c = app.controller
    move = Move(Card.parse("6H"), RESERVE)
    assert c.play(move)
    after = c.position
    link = position_link(c.game_number, c.rules, [move])
    assert link_moves(link, c.rules) == [move]
    app.window.shutdown()
    again = make_app()
    assert again.controller.position == after and again.controller.rules.variant == "scorpion-head"
    # The link opens the same position in a window playing another game.
    again.window.variant_menu.actions["cards4"].trigger()
    again.window.dialogs.confirm_box.done(0x00004000)
    QApplication.processEvents()
    launch.open_request(again.window, {"game": link, "position": None})
    leave_the_game(again.window)
    assert again.controller.position == after


def test_a_column_ten_move_replays_from_the_statistics(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.game.replay import replay_of_line

    tbm = make_app("--variant", "three-blind-mice", "--game", "1")
    t = tbm.controller
    ten = Move.parse("AC>10", t.rules)
    assert t.play(ten)
    tbm.window.dialogs.new_game()
    leave_the_game(tbm.window)
    row = tbm.window.stats.store.recent(1)[0]
    line = tbm.window.stats.store.game_line(row.attempt)
    assert row.rules == "three-blind-mice" and line is not None and line.actions == ("AC>10",)
    replay = replay_of_line(row.game, row.rules, line)
    assert replay.actions == [ten]



@pytest.mark.parametrize(("variant", "game"), [("scorpion-head", 2), ("three-blind-mice", 3)])
def test_the_solver_follows_a_whole_won_game_of_each_board(make_app, qtbot, variant, game) -> None:  # type: ignore[no-untyped-def]
    """The verdict after each move, the hint from the known line, and the
    win counted under the variant, for a whole game with free-cell moves
    (Scorpion Head) and moves to column 10 (Three Blind Mice)."""
    from scorpion_qt.solver import solve

    app = make_app("--variant", variant, "--game", str(game), analysis=True)
    w, c = app.window, app.controller
    qtbot.waitUntil(lambda: w.analysis_label.text() == "Winnable", timeout=20000)
    line = solve(c.position, time_limit_s=5).moves
    assert line and any(m.to_cell or m.column == 10 for m in line)
    w.commands["hint"].trigger()
    assert w.board.hint is not None and c.position.is_legal(w.board.hint)
    for i, move in enumerate(line):
        assert c.play(move), (i, str(move))
        if move.to_cell or move.column == 10:
            qtbot.waitUntil(lambda: w.analysis_label.text() in ("Winnable", ""), timeout=20000)
            assert w.analysis_label.text() != "No longer winnable"
    assert c.position.is_won
    QApplication.processEvents()
    assert "You won" in w.announcer.last or any("You won" in t for _, t in w.announcer.delivered)
    summary = w.stats.store.summary(variant)
    assert summary.played == 1 and summary.won == 1
    assert w.stats.store.summary("cards4").played == 0


def test_read_column_on_a_free_cell_reads_the_cells_and_find_takes_the_focus_there(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "scorpion-head", "--game", "1")
    w, board, c = app.window, app.window.board, app.controller
    card = Card.parse("6H")
    assert c.play(Move(card, RESERVE))
    board.set_focus(0)
    assert w.reading.describe_column().startswith("Column 1, from base to end:")
    board.set_focus(0, place=2)
    assert w.reading.describe_column() == "Free cells: 6 of hearts, empty, empty, empty."
    board.set_focus(3)
    assert w.reading.find_card("6H") == "6 of hearts: free cell 1."
    assert board.focus_place == 0 and board.focused_card() == card


def test_a_move_to_a_free_cell_names_the_card_it_revealed_once(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.lang import texts
    from scorpion_qt.engine import Flip, ToCell

    make_app("--variant", "scorpion-head", "--game", "1")  # the English catalogue
    effects = (ToCell(5, 1, Card.parse("6H")), Flip(5, Card.parse("9C")))
    assert texts.announce_move_brief(effects) == "6 of hearts to a free cell; 9 of clubs revealed."
    assert texts.brief_flips(effects) == []
    other = (ToCell(5, 1, Card.parse("6H")), Flip(2, Card.parse("9C")))
    assert texts.announce_move_brief(other) == "6 of hearts to a free cell."
    assert texts.brief_flips(other) == [other[1]]


def test_a_click_on_a_column_button_leaves_the_keyboard_on_the_board(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found by a helper: after a move made by clicking a column's button,
    keys 1-7 and the arrows did nothing until Tab (the button had taken the
    focus). Tab still reaches the buttons."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = make_app(save=False)
    w = app.window
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.board.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.board, timeout=3000)
    button = w.column_bar.column_buttons[1]
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is w.board
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
