"""Double Scorpion in the window (issue 26): two decks, ten columns of ten,
a talon of four and eight foundations; the second copy of a card (``9D'``)
played by keyboard and by mouse, heard and undone, a run mixing the decks
leaving for a foundation, the game kept over a relaunch and named by links."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from scorpion_qt.engine import DEAL, TWO_DECK_CARDS, VARIANTS, Card, Move, Position
from scorpion_qt.app.ui import launch

from apphelpers import Mouse, leave_the_game

DOUBLE = VARIANTS["double-scorpion"]


def c2(text: str) -> Card:
    return Card.parse(text, decks=2)


def key(widget, k, mods=Qt.KeyboardModifier.NoModifier):  # type: ignore[no-untyped-def]
    QTest.keyClick(widget, k, mods)
    QApplication.processEvents()


def position_text(columns: dict[int, str], foundations: str) -> str:
    lines = ["rules: double-scorpion", "talon: -", f"foundations: {foundations}"]
    lines += [f"{i}: {cards}" for i, cards in columns.items()]
    return "\n".join(lines) + "\n"


# VARIANTS.md §8's worked example: the diamonds of both decks on the board,
# the other six runs removed. 9D (column 1) and 9D' (column 2, with 4D') both go on TD.
EXAMPLE = position_text(
    {
        1: "KD QD JD' 9D 5D",
        2: "KD' QD' 9D' 4D'",
        3: "JD TD' 8D 7D 6D' 3D 2D AD",
        4: "TD",
        5: "8D' 7D' 6D 5D' 4D 3D' 2D' AD'",
    },
    "S S H H C C",
)

# A run made of both decks' diamonds lacks its Ace (column 3); the other
# copies lie out of order in column 2.
MIXED = position_text(
    {
        1: "KD QD' JD TD' 9D 8D' 7D 6D' 5D 4D' 3D 2D'",
        2: "2D AD' 4D 3D' 6D 5D' 8D 7D' TD 9D' QD JD' KD'",
        3: "AD",
    },
    "S S H H C C",
)


def _open(app, text: str) -> None:  # type: ignore[no-untyped-def]
    assert launch.open_position_text(app.window, text)
    box = app.window.dialogs.confirm_box
    if box is not None and box.isVisible():
        box.done(QMessageBox.StandardButton.Yes)
    QApplication.processEvents()
    assert app.controller.rules.variant == "double-scorpion"


def _tree_names(board) -> list[str]:  # type: ignore[no-untyped-def]
    root = QAccessible.queryAccessibleInterface(board)
    assert root is not None
    return [root.child(i).text(QAccessible.Text.Name) for i in range(root.childCount())]


def test_a_deal_shows_ten_columns_of_ten_a_talon_of_four_and_eight_foundations(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "double-scorpion", "--game", "5")
    w, board, c = app.window, app.window.board, app.controller
    assert c.position == Position.deal(5, DOUBLE)
    assert w.game_label.text() == "Double Scorpion, game 5"
    assert sum(s.isVisible() for s in board.column_slots) == 10
    assert [b.isVisible() for b in w.column_bar.column_buttons] == [True] * 10
    shown = [s for s in board.foundation_slots if s.isVisible()]
    assert [s.suit.letter for s in shown] == list("SSHHDDCC")
    # Every one of the 104 cards is drawn, once; both copies of a card show the same face.
    visible = {card for card, item in board.card_items.items() if item.isVisible()}
    assert visible == set(TWO_DECK_CARDS)
    lay = board.board_layout
    for ci, col in enumerate(c.position.columns):
        assert len(col) == 10
        for i, card in enumerate(col):
            item = board.card_items[card]
            assert item.pos().x() == lay.column_x[ci] and item.face_up == (i >= c.position.face_down[ci])
    assert len(c.position.talon) == 4 and all(not board.card_items[t].face_up for t in c.position.talon)
    names = _tree_names(board)
    assert names[:10] == [f"Column {i}, 4 face down" if i <= 5 else f"Column {i}" for i in range(1, 11)]
    assert names[10:] == ["Talon, 4 cards", "Foundations: none"]
    # Back to one deck: the second copies are hidden, four foundations.
    w.variant_menu.actions["cards4"].trigger()
    QApplication.processEvents()
    assert {card for card, item in board.card_items.items() if item.isVisible()} == set(TWO_DECK_CARDS[:52])
    assert [s.suit.letter for s in board.foundation_slots if s.isVisible()] == list("SHDC")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (800, 1000)])
def test_every_place_is_inside_the_board_and_none_overlaps_another(make_app, size) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "double-scorpion", "--game", "5")
    app.window.resize(*size)
    QApplication.processEvents()
    board = app.window.board
    lay = board.board_layout
    card = QSizeF(lay.card_w, lay.card_h)
    rects = [(f"column {i + 1}", QRectF(QPointF(x, lay.columns_y), card)) for i, x in enumerate(lay.column_x)]
    rects.append(("talon", QRectF(lay.talon_pos(), card)))
    rects += [(f"foundation {s.letter}{k}", QRectF(lay.foundation_pos(s, k), card)) for s, k in lay.foundation_slots()]
    view = QRectF(board.viewport().rect())
    for name, r in rects:
        assert view.contains(r), (name, r, view)
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            assert not ra.intersects(rb), (a, b)
    # A fresh column of ten (four face down) fits above the bottom.
    col = app.controller.position.columns[0]
    assert lay.columns_y + sum(lay.column_offsets(col, 4)) + lay.card_h <= lay.bottom + 0.5


def test_a_second_copy_moves_by_keyboard_is_heard_and_undone(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    _open(app, EXAMPLE)
    w, board, c = app.window, app.window.board, app.controller
    before = c.position
    board.setFocus()
    for _ in range(3):  # the first arrow may only show the focus
        if board.keyboard_focus_visible and board.focus_column_index == 1:
            break
        key(board, Qt.Key.Key_Right)
    assert board.focus_column_index == 1
    key(board, Qt.Key.Key_End)
    key(board, Qt.Key.Key_Up)
    assert board.focused_card() == c2("9D'")
    key(board, Qt.Key.Key_Return)
    assert board.selected == c2("9D'")
    assert w.announcer.last == "Picked up. Possible columns: 4."
    key(board, Qt.Key.Key_4)
    assert c.position.column(4) == (c2("TD"), c2("9D'"), c2("4D'"))
    assert c.position.column(1) == tuple(map(c2, "KD QD JD' 9D 5D".split()))  # the other 9♦ stays
    assert "9 of diamonds and 1 card to column 4." in w.announcer.last
    assert "second" not in w.announcer.last  # both copies are named alike
    w.commands["undo"].trigger()
    QApplication.processEvents()
    assert c.position == before
    assert w.announcer.last.startswith("Undone: 9 of diamonds")
    # The item that moved back is the second copy's, at its place in column 2.
    lay = board.board_layout
    assert board.card_items[c2("9D'")].pos().x() == lay.column_x[1]
    assert board.card_items[c2("9D")].pos().x() == lay.column_x[0]


def test_a_second_copy_moves_by_mouse_and_the_card_box_tells_the_copies_apart(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    _open(app, EXAMPLE)
    w, board, c = app.window, app.window.board, app.controller
    panel = w.panel
    entries = [panel.card_box.itemText(i) for i in range(panel.card_box.count())]
    # Both nines of diamonds are listed, each by its column: no jargon needed.
    assert "9 of diamonds, column 1, with 1 card on it" in entries
    assert "9 of diamonds, column 2, with 1 card on it" in entries
    panel.choose_card(c2("9D'"))
    assert panel.current_card() == c2("9D'")
    Mouse(board).drag_card_to(c2("9D'"), 4)
    QApplication.processEvents()
    assert c.position.column(4) == (c2("TD"), c2("9D'"), c2("4D'"))
    assert board.card_items[c2("9D'")].pos().x() == board.board_layout.column_x[3]
    assert c.stack.undoText() == "9♦ and 1 card to column 4"
    # 4D' then goes onto the first deck's 5D, chosen in the move panel.
    panel.choose_move(Move.parse("4D'>1", c.rules))
    assert panel.current_card() == c2("4D'")
    panel.move_button.click()
    QApplication.processEvents()
    assert c.position.end_card(1) == c2("4D'")


def test_find_a_card_says_where_each_copy_is(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    _open(app, EXAMPLE)
    text = app.window.reading.find_card("9D")
    assert text == "9 of diamonds: column 1, card 4 of 5, face up. 9 of diamonds: column 2, card 3 of 4, face up."
    assert app.window.board.focused_card() == c2("9D")
    assert app.window.reading.find_card("KS") == "King of spades: in a foundation."


def test_a_run_of_both_decks_leaves_for_a_diamond_foundation_and_comes_back_on_undo(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    _open(app, MIXED)
    w, board, c = app.window, app.window.board, app.controller
    run = c.position.column(1) + (c2("AD"),)
    assert {card.copy for card in run} == {0, 1}
    assert c.play(Move.parse("AD>1", c.rules))
    QApplication.processEvents()
    pos = c.position
    assert pos.foundations.count(pos.foundations[4]) == 1 and len(pos.foundations) == 7
    assert not pos.column(1) and not pos.is_won
    lay = board.board_layout
    first_diamonds = lay.foundation_pos(run[0].suit, 0)
    for card in run:  # the cards that left lie on the first diamond foundation, the King on top
        assert board.card_items[card].pos() == first_diamonds
    assert max(board.card_items[card].zValue() for card in run) == board.card_items[run[0]].zValue()
    assert "Run of diamonds complete, 7 of 8." in " ".join(t for _, t in w.announcer.delivered) + w.announcer.last
    assert _tree_names(board)[-1] == "Foundations: spades, spades, hearts, hearts, diamonds, clubs, clubs"
    w.commands["undo"].trigger()
    QApplication.processEvents()
    assert c.position.column(1) == run[:-1] and c.position.column(3) == (c2("AD"),)
    assert board.card_items[c2("AD")].pos().x() == lay.column_x[2]
    assert board.card_items[run[0]].pos().x() == lay.column_x[0]
    assert _tree_names(board)[-1] == "Foundations: spades, spades, hearts, hearts, clubs, clubs"


def test_the_eighth_run_wins(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    _open(app, position_text({1: "KD QD' JD TD' 9D 8D' 7D 6D' 5D 4D' 3D 2D'", 2: "AD"}, "S S H H D C C"))
    c = app.controller
    assert c.play(Move.parse("AD>1", c.rules))
    QApplication.processEvents()
    assert c.position.is_won and len(c.position.foundations) == 8
    board = app.window.board
    assert len({board.card_items[card].pos().toTuple() for card in TWO_DECK_CARDS}) == 8  # one pile per foundation


def test_the_game_is_kept_over_a_relaunch_and_the_link_names_the_variant(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "double-scorpion", "--game", "1")
    c = app.controller
    move = Move.parse("5H'>4", c.rules)  # VARIANTS.md §8: column 5's 5H' with 2H' 3C
    assert c.play(move)
    after = c.position
    assert app.window.dialogs.copy_link() == "scorpion://game/double-scorpion/1"
    app.window.shutdown()
    again = make_app()
    assert again.controller.rules.variant == "double-scorpion"
    assert again.controller.position == after and again.controller.applied == 1
    assert again.controller.stack.undoText() == "5♥ and 2 cards to column 4"
    again.controller.undo()
    assert again.controller.position == Position.deal(1, DOUBLE)
    # A link to another Double Scorpion deal, from a Cards4 game.
    again.window.variant_menu.actions["cards4"].trigger()
    leave_the_game(again.window)
    launch.open_request(again.window, {"game": "scorpion://game/double-scorpion/5", "position": None})
    QApplication.processEvents()
    ag = again.controller
    assert (ag.game_number, ag.rules.variant) == (5, "double-scorpion")
    assert ag.position == Position.deal(5, DOUBLE)
    assert QGuiApplication.clipboard() is not None


def test_the_talon_of_four_is_dealt_on_columns_1_to_4_and_said(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "double-scorpion", "--game", "1")
    w, c = app.window, app.controller
    talon = c.position.talon
    assert c.play(DEAL)
    QApplication.processEvents()
    assert [c.position.end_card(i) for i in range(1, 5)] == list(talon)
    names = [str(t) for t in talon]
    assert names == ["JH'", "AS", "4D", "7C'"]
    heard = " ".join(t for _, t in w.announcer.delivered) + " " + w.announcer.last
    assert "Talon dealt: Jack of hearts, Ace of spades, 4 of diamonds, 7 of clubs." in heard
    c.undo()
    QApplication.processEvents()
    assert "Jack of hearts, Ace of spades, 4 of diamonds and 7 of clubs back in the talon" in w.announcer.last


def test_only_winnable_deals_gives_up_after_its_tries_and_says_the_deal_is_not_decided(make_app, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Deals 2 to 6 are undecided in 2 s (the search's time per deal), deal 1
    is won at once. With the tries cut to 2 the search deals its last
    undecided deal, says so, and the verdict says "Not decided", never lost;
    a proven winnable deal within the tries is dealt as usual."""
    import scorpion_qt.app.game.session as session_module
    import scorpion_qt.app.game.variants as variants_module

    monkeypatch.setitem(variants_module._UNDECIDED_DEAL_TRIES, "double-scorpion", 2)
    app = make_app("--variant", "double-scorpion", "--game", "1", analysis=True)
    w, c = app.window, app.controller
    assert app.settings.only_winnable
    draws = iter([2, 3, 4, 5])
    monkeypatch.setattr(session_module, "random_game_number", lambda: next(draws))
    w.dialogs.new_game()
    if w.dialogs.confirm_box is not None:
        w.dialogs.confirm_box.done(QMessageBox.StandardButton.Yes)
    qtbot.waitUntil(lambda: not w.session.waiting_for_deal, timeout=30000)
    assert (c.game_number, c.rules.variant) == (3, "double-scorpion")
    said = "No deal was proven winnable in 2 tries: game 3 was dealt, which the solver could not decide."
    assert said in w.statusBar().currentMessage() or said in w.announcer.last
    qtbot.waitUntil(lambda: w.analysis_label.text() not in ("", "Analysing…"), timeout=40000)
    assert w.analysis_label.text() == "Not decided"
    # A winnable deal among the tries is dealt, with no such words.
    draws = iter([6, 1])
    monkeypatch.setattr(session_module, "random_game_number", lambda: next(draws))
    w.dialogs.new_game()
    if w.dialogs.confirm_box is not None:
        w.dialogs.confirm_box.done(QMessageBox.StandardButton.Yes)
    qtbot.waitUntil(lambda: not w.session.waiting_for_deal, timeout=30000)
    assert c.game_number == 1
    qtbot.waitUntil(lambda: w.analysis_label.text() == "Winnable", timeout=30000)


def test_copy_position_and_its_link_keep_the_second_copy_and_practice_text_pastes_back(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "double-scorpion", "--game", "1", save=False)
    c = app.controller
    assert c.play(Move.parse("5H'>4", c.rules))
    reached = c.position
    app.window.commands["copyPosition"].trigger()
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("scorpion://game/1?") and "rules=double-scorpion" in copied
    c.new_game(5, VARIANTS["cards4"])
    launch.open_request(app.window, {"game": copied, "position": None})
    box = app.window.dialogs.confirm_box
    if box is not None and box.isVisible():
        box.done(QMessageBox.StandardButton.Yes)
    QApplication.processEvents()
    assert c.game_number == 1 and c.rules.variant == "double-scorpion" and c.position == reached
    # A practice position is copied as text, primes included, and reads back.
    _open(app, EXAMPLE)
    app.window.commands["copyPosition"].trigger()
    text = QGuiApplication.clipboard().text()
    assert "9D'" in text and Position.from_text(text) == Position.from_text(EXAMPLE)


def test_the_statistics_keep_double_scorpion_apart_and_replay_a_second_copys_move(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.game.replay import replay_of_line
    from scorpion_qt.app.ui.dialogs.statistics import rules_text

    app = make_app("--variant", "double-scorpion", "--game", "1")
    c = app.controller
    move = Move.parse("5H'>4", c.rules)
    assert c.play(move)
    app.window.dialogs.new_game()
    leave_the_game(app.window)
    store = app.window.stats.store
    row = store.recent(1)[0]
    line = store.game_line(row.attempt)
    assert row.rules == "double-scorpion" and rules_text(row.rules) == "Double Scorpion"
    assert line is not None and line.actions == ("5H'>4",)
    replay = replay_of_line(row.game, row.rules, line)
    assert replay.actions == [move]
    assert store.summary("double-scorpion").played == 1 and store.summary("cards4").played == 0


def test_describe_board_and_a_hint_in_double_scorpion(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "double-scorpion", "--game", "1")
    text = app.window.reading.describe_board()
    assert text.startswith("Column 1: 10 cards, 4 face down, last card: 9 of spades.")
    assert "Column 10: 10 cards, last card: 10 of spades." in text
    assert "Talon: 4 cards. Foundations: none." in text
    app.window.commands["hint"].trigger()
    QApplication.processEvents()
    hint = app.window.board.hint
    assert hint is not None and app.controller.position.is_legal(hint)


def test_moves_and_hints_name_the_column_when_both_copies_are_face_up(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.lang import learn, texts

    app = make_app()
    _open(app, EXAMPLE)
    pos = app.controller.position
    listed = app.window.reading.list_moves()
    assert "9 of diamonds from column 1 to column 4" in listed and "9 of diamonds from column 2 to column 4" in listed
    assert "4 of diamonds from column 5 to column 1" in listed  # both 4♦ are face up too
    assert learn.hint_sentence(Move.parse("9D'>4", pos.rules), "line", position=pos).startswith(
        "Hint: 9 of diamonds from column 2 to column 4."
    )
    # Without the position, or with the other copy out of sight: the plain words.
    assert texts.move_words(Move.parse("9D>4", pos.rules)) == "9 of diamonds to column 4"
    deal = Position.deal(1, DOUBLE)  # 5H' in column 5; the other 5♥ lies face up in column 9 (VARIANTS.md §8)
    assert texts.move_words(Move.parse("5H'>4", deal.rules), deal) == "5 of hearts from column 5 to column 4"
    # Deal 1: 8S lies face down at the foot of column 1, so 8S' (face up in column 1) is the only one in sight.
    assert deal.find(c2("8S")).face_up is False and deal.find(c2("8S'")).face_up
    assert texts.move_words(Move(c2("8S'"), 10), deal) == "8 of spades to column 10"


def test_double_scorpion_in_spanish(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.lang import texts
    from scorpion_qt.app.lang.variants import variant_summary

    app = make_app("--lang", "es", "--variant", "double-scorpion", "--game", "1")
    try:
        assert app.window.windowTitle() == "Scorpion — Double Scorpion, partida 1"
        assert variant_summary("double-scorpion").startswith("Dos barajas en diez columnas de diez")
        c = app.controller
        out = c.position.apply(DEAL)
        assert texts.announce_move(out.effects).startswith("Mazo repartido: ") and texts.announce_move(out.effects).endswith(" en la 4.")
        deal = c.position
        assert texts.move_words(Move.parse("5H'>4", deal.rules), deal) == "5 de corazones de la columna 5 a la columna 4"
    finally:
        app.languages.set_language("en")
