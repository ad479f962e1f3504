"""Keyboard play on the board: focus, pick up, drop, keys 1–7, deal, undo,
Tab order, and a whole game won with key presses only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import Move, Position

# Game 3 and a winning line for it (found once with scorpion_qt.solver and
# pinned here; the test checks it with the engine before playing it).
WIN_GAME = 3
WIN_LINE = (
    "4C>1 5C>2 AS>1 3C>2 8S>5 4H>2 TH>3 9H>3 2C>2 TC>6 2S>7 8C>1 7H>5 deal TD>2 KH>7 9S>7 KD>5 "
    "QD>5 QC>2 6C>1 4D>7 7C>2 2H>1 6S>6 JD>5 AC>2 QS>7 5S>6 KC>3 JS>7 2D>2 3D>3 4S>6 AD>3 KS>2 "
    "3H>7 AH>7 TS>2 7D>4 6H>2 5H>2 6D>4 7S>2 3S>2 9D>5 JH>5 8H>5 5D>4 QH>7 9C>5 JC>3 8D>5"
).split()



def key(widget, k, mods=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(widget, k, mods)
    QApplication.processEvents()


def focus_card(app, card):
    """Move the board's keyboard focus onto ``card`` with arrow keys only."""
    board = app.window.board
    pos = app.controller.position
    place = pos.find(card)
    assert place.kind == "column" and place.face_up, card
    for _ in range(8):
        if board.focus_column_index == place.column - 1:
            break
        key(board, Qt.Key.Key_Right)
    assert board.focus_column_index == place.column - 1
    key(board, Qt.Key.Key_End)
    for _ in range(13):
        if board.focused_card() == card:
            break
        key(board, Qt.Key.Key_Up)
    assert board.focused_card() == card


def test_arrows_move_a_visible_focus(app):
    board = app.window.board
    pos = app.controller.position
    key(board, Qt.Key.Key_Right)
    assert board.keyboard_focus_visible
    col = board.focus_column_index
    assert board.focused_card() == pos.columns[col][-1]
    assert "focus" in board.card_items[pos.columns[col][-1]].marks
    key(board, Qt.Key.Key_Right)
    assert board.focus_column_index == (col + 1) % 7
    key(board, Qt.Key.Key_Left)
    assert board.focus_column_index == col
    # Up walks towards the base but never onto a face-down card.
    for _ in range(10):
        key(board, Qt.Key.Key_Up)
    h = pos.face_down[col]
    assert board.focused_card() == pos.columns[col][h]
    key(board, Qt.Key.Key_Down)
    assert board.focused_card() == pos.columns[col][h + 1]


def test_focus_is_exposed_as_focused_card_with_position(app):
    board = app.window.board
    key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_Up)
    iface = QAccessible.queryAccessibleInterface(board)
    node = iface.focusChild()
    card = board.focused_card()
    from scorpion_qt.app.lang.texts import card_name

    col = board.focus_column_index
    pos = app.controller.position
    at = pos.columns[col].index(card)
    # Up from the end card: a covered card, said with its place ("6 of 7").
    assert node.text(QAccessible.Text.Name) == f"{card_name(card)}, {at + 1} of {len(pos.columns[col])}"
    n_up = len(pos.columns[col]) - pos.face_down[col]
    assert n_up >= 2 and node.text(QAccessible.Text.Description) == ""  # no per-move description
    assert node.state().focused == board.hasFocus()


def test_enter_picks_up_and_enter_drops(app):
    board = app.window.board
    focus_card(app, Move.parse(WIN_LINE[0]).card)
    key(board, Qt.Key.Key_Return)
    assert board.selected == Move.parse(WIN_LINE[0]).card
    # Brief (the default): not the card's name again (the focus just said
    # it) nor its count (the move's result says it).
    assert app.window.announcer.last == "Picked up. Possible columns: 1."
    app.settings.verbose = True
    key(board, Qt.Key.Key_Escape)
    key(board, Qt.Key.Key_Return)
    assert app.window.announcer.last == "4 of clubs picked up, 2 cards in all. Possible columns: 1."
    while board.focus_column_index != 0:
        key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_Space)
    assert app.controller.moves == 1
    assert app.controller.position.end_card(1) is not None
    assert app.window.announcer.last.startswith("4 of clubs")
    key(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert app.controller.position == Position.deal(WIN_GAME)
    assert app.window.announcer.last.startswith("Undone: 4 of clubs")


def test_a_pick_up_names_the_card_unless_the_focus_just_did(app):
    """Enter's pick-up leaves out the card's name only when the last thing
    said was the focus naming that card: after a move's result, an undo or
    a hint the player last heard another card, so the name comes back."""
    from scorpion_qt.app.lang.texts import card_name

    board, announcer = app.window.board, app.window.announcer
    first = Move.parse(WIN_LINE[0])
    focus_card(app, first.card)
    announcer.flush()
    key(board, Qt.Key.Key_Left)
    key(board, Qt.Key.Key_Right)  # the focus names the card again, last
    key(board, Qt.Key.Key_End)
    focus_card(app, first.card)
    key(board, Qt.Key.Key_Return)
    assert announcer.last == "Picked up. Possible columns: 1."
    key(board, Qt.Key.Key_1)  # the move: its result is said after the focus moved
    announcer.flush()
    card = board.focused_card()
    assert card is not None and app.controller.moves == 1
    key(board, Qt.Key.Key_Return)
    assert announcer.last.startswith(f"{card_name(card)} picked up.")
    key(board, Qt.Key.Key_Escape)
    key(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    announcer.flush()  # "Undone: …" is the last thing said
    card = board.focused_card()
    assert card is not None
    key(board, Qt.Key.Key_Return)
    assert announcer.last.startswith(f"{card_name(card)} picked up.")
    key(board, Qt.Key.Key_Escape)
    key(board, Qt.Key.Key_H)
    announcer.flush()  # the hint names another card
    card = board.focused_card()
    assert card is not None and "Hint:" in announcer.delivered[-1][1]
    key(board, Qt.Key.Key_Return)
    assert announcer.last.startswith(f"{card_name(card)} picked up.")


def test_illegal_key_move_is_announced(app):
    board = app.window.board
    pos = app.controller.position
    end7 = pos.columns[6][-1]
    focus_card(app, end7)
    key(board, Qt.Key.Key_Return)
    bad = next(c for c in range(1, 7) if Move(end7, c) not in pos.legal_moves())
    key(board, getattr(Qt.Key, f"Key_{bad}"))
    assert app.controller.moves == 0
    assert app.window.announcer.last == app.controller.explain(Move(end7, bad))


def test_escape_cancels_and_hint_key(app):
    board = app.window.board
    key(board, Qt.Key.Key_Return)
    assert board.selected is not None
    key(board, Qt.Key.Key_Escape)
    assert board.selected is None
    key(board, Qt.Key.Key_H)
    assert board.hint is not None
    assert app.window.announcer.last.startswith("Hint:")


def test_tab_order_board_panel_buttons_and_out(app):
    w = app.window
    w.board.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    seen = [QApplication.focusWidget()]
    for _ in range(14):
        key(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    panel = w.panel
    enabled = [x for x in (panel.card_box, panel.dest_box, panel.move_button, panel.hint_button) if x.isEnabled()]
    assert seen[0] is w.board
    assert seen[1 : 1 + len(enabled)] == enabled
    assert w.column_buttons[0] in seen
    # Tab never stays on one widget, and it comes back round to the board.
    assert all(a is not b for a, b in zip(seen, seen[1:]))
    assert seen.count(w.board) >= 2


def test_whole_game_won_with_keys_only(app):
    # The pinned line is a real win (checked by the engine, not trusted).
    p = Position.deal(WIN_GAME)
    for text in WIN_LINE:
        p = p.play(Move.parse(text))
    assert p.is_won

    w = app.window
    board = w.board
    for n, text in enumerate(WIN_LINE):
        move = Move.parse(text)
        before = app.controller.moves
        if move.is_deal:
            key(board, Qt.Key.Key_D)
            if board.talon_armed:
                key(board, Qt.Key.Key_D)
        else:
            focus_card(app, move.card)
            key(board, Qt.Key.Key_Return)
            assert board.selected == move.card
            if n % 2:
                key(board, getattr(Qt.Key, f"Key_{move.column}"))
            else:
                while board.focus_column_index != move.column - 1:
                    key(board, Qt.Key.Key_Left)
                key(board, Qt.Key.Key_Enter)
        assert app.controller.moves == before + 1, (n, text, w.announcer.last)
    assert app.controller.position.is_won
    assert app.window.announcer.last.startswith("You won game 3")
    assert "Run of" in " ".join(w.announcer.spoken)


def test_page_down_walks_the_cards_that_can_move_and_page_up_goes_back(app):
    from scorpion_qt.app.board.keyboard import movable_cards

    board = app.window.board
    pos = app.controller.position
    movable = movable_cards(pos)
    assert len(movable) >= 2
    seen = []
    for _ in range(len(movable)):
        key(board, Qt.Key.Key_PageDown)
        seen.append(board.focused_card())
    assert sorted(seen) == sorted(movable)  # each once, then round again
    key(board, Qt.Key.Key_PageDown)
    assert board.focused_card() == seen[0]
    key(board, Qt.Key.Key_PageUp)
    assert board.focused_card() == seen[-1]


def test_page_down_with_a_card_held_goes_to_its_destinations_and_enter_drops(app):
    board = app.window.board
    move = Move.parse(WIN_LINE[0])  # 4C>1
    focus_card(app, move.card)
    key(board, Qt.Key.Key_Return)
    assert board.selected == move.card
    key(board, Qt.Key.Key_PageDown)
    assert board.focus_column_index == move.column - 1  # its only destination
    key(board, Qt.Key.Key_Return)
    assert app.controller.moves == 1 and app.controller.position.columns[0][-2] == move.card


def test_find_a_card_takes_the_focus_to_a_face_up_card_never_a_face_down_one(app):
    board = app.window.board
    pos = app.controller.position
    card = pos.columns[4][2]
    answer = app.window.reading.find_card(str(card))
    assert "column 5, card 3 of 7" in answer
    assert (board.focus_column_index, board.focused_card()) == (4, card)
    hidden = pos.columns[0][0]
    app.window.reading.find_card(str(hidden))
    assert board.focused_card() == card  # the focus stays: nothing tells where a hidden card is


def test_a_whole_game_by_page_down_takes_at_most_4_keys_and_40_words_a_move(app):
    from keyplay import play_line

    board = app.window.board
    board.setFocus()
    QApplication.processEvents()
    if not board.hasFocus():
        import pytest

        pytest.skip("the offscreen window did not take focus")
    tally = play_line(app, [Move.parse(t) for t in WIN_LINE], "jump")
    assert app.controller.position.is_won
    print(f"keys/move {tally.mean_keys():.2f}, words/move {tally.mean_words():.1f}, result words {tally.mean_result_words():.1f}")
    assert tally.mean_keys() <= 4
    assert tally.mean_words() <= 40
    assert tally.mean_result_words() <= 14
