"""Every way of playing a move animates it, its flips and removals, and ends
with every card drawn where and as the engine says; drags can be taken back.

Unlike the other app tests, these run with animations on."""

from __future__ import annotations


import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorpion_qt.app.board.animation import CardAnimator
from scorpion_qt.engine import Card, Flip, Move, Position

from apphelpers import Mouse

GAME = 6
REVEALING = Move(Card.parse("QD"), 2)
"""Game 6: the Queen of diamonds to column 2 turns a face-down card over."""


@pytest.fixture
def animated(make_app, monkeypatch):  # type: ignore[no-untyped-def]
    """Game 6 with animations on, and every batch the animator starts recorded
    as (cards slid, cards turned)."""
    batches: list[tuple[set[Card], set[Card]]] = []
    real = CardAnimator.start

    def start(self, slides, turns):  # type: ignore[no-untyped-def]
        batches.append(({s.item.card for s in slides}, {t.item.card for t in turns}))
        real(self, slides, turns)

    monkeypatch.setattr(CardAnimator, "start", start)
    app = make_app("--game", str(GAME), "--lang", "en", save=False)
    app.settings.animations = True
    app.window.board.animations = True
    app.window.activateWindow()
    app.window.board.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    batches.clear()
    return app, batches


def settle(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    board = app.window.board
    qtbot.waitUntil(lambda: not board.animator.running(), timeout=3000)
    QApplication.processEvents()


def drawn_as_engine_says(app) -> list[str]:  # type: ignore[no-untyped-def]
    """Every card item whose place or face differs from the position's."""
    board = app.window.board
    wrong = []
    for card, place in board.card_places().items():
        item = board.card_items[card]
        if item.face_up != place.face_up or not item.transform().isIdentity():
            wrong.append(f"{card} face")
        if (item.pos() - place.point).manhattanLength() > 0.5:
            wrong.append(f"{card} at {item.pos()} not {place.point}")
    return wrong


def check_animated(app, qtbot, batches, move: Move, before: Position) -> None:  # type: ignore[no-untyped-def]
    """The move was played, its batch is running with the group sliding and
    the revealed card turning, and once still every card is as the engine says."""
    board = app.window.board
    after = app.controller.position
    assert after != before, "the move was not played"
    assert board.animator.running(), "the move's animation was cut short"
    slid, turned = batches[-1]
    assert set(before.group(move.card)) <= slid
    flips = {e.card for e in before.apply(move).effects if isinstance(e, Flip)}
    assert flips and flips <= turned
    settle(app, qtbot)
    assert drawn_as_engine_says(app) == []


def test_drag_and_drop_animates_the_move_and_the_flip(animated, qtbot) -> None:  # type: ignore[no-untyped-def]
    app, batches = animated
    before = app.controller.position
    Mouse(app.window.board).drag_card_to(REVEALING.card, REVEALING.column)
    check_animated(app, qtbot, batches, REVEALING, before)


def test_click_then_click_animates(animated, qtbot) -> None:  # type: ignore[no-untyped-def]
    app, batches = animated
    board = app.window.board
    mouse = Mouse(board)
    before = app.controller.position
    mouse.click(mouse.card_point(REVEALING.card))
    assert board.selected == REVEALING.card
    settle(app, qtbot)
    mouse.click(mouse.column_point(REVEALING.column))
    check_animated(app, qtbot, batches, REVEALING, before)


def test_keyboard_animates(animated, qtbot) -> None:  # type: ignore[no-untyped-def]
    app, batches = animated
    board = app.window.board
    before = app.controller.position
    where = before.find(REVEALING.card)
    board.set_focus(where.column - 1, before.columns[where.column - 1].index(REVEALING.card))
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert board.selected == REVEALING.card
    QTest.keyClick(board, Qt.Key.Key_0 + REVEALING.column)
    check_animated(app, qtbot, batches, REVEALING, before)


def test_move_panel_animates(animated, qtbot) -> None:  # type: ignore[no-untyped-def]
    app, batches = animated
    panel = app.window.panel
    before = app.controller.position
    panel.card_box.setCurrentIndex(panel.card_box.findData(int(REVEALING.card)))
    panel.dest_box.setCurrentIndex(panel.dest_box.findData(REVEALING.column))
    panel.move_button.click()
    check_animated(app, qtbot, batches, REVEALING, before)


def test_undo_and_redo_animate_the_group_and_turn_the_card_back(animated, qtbot) -> None:  # type: ignore[no-untyped-def]
    app, batches = animated
    before = app.controller.position
    app.window.play(REVEALING)
    settle(app, qtbot)
    played = app.controller.position
    app.window.commands["undo"].trigger()
    assert app.controller.position == before
    assert app.window.board.animator.running()
    slid, turned = batches[-1]
    assert set(played.group(REVEALING.card)) <= slid and turned
    settle(app, qtbot)
    assert drawn_as_engine_says(app) == []
    app.window.commands["redo"].trigger()
    check_animated(app, qtbot, batches, REVEALING, before)


def test_a_refused_drop_sends_the_cards_home(animated, qtbot) -> None:  # type: ignore[no-untyped-def]
    app, _batches = animated
    before = app.controller.position
    card = next(c for ci, col in enumerate(before.columns) for c in col[before.face_down[ci]:]
                if all(m.card != c for m in before.legal_moves()))
    target = next(n for n in range(1, 8) if before.find(card).column != n)
    Mouse(app.window.board).drag_card_to(card, target)
    assert app.controller.position == before
    settle(app, qtbot)
    assert drawn_as_engine_says(app) == []


def _press_and_drag(board, card: Card, column: int) -> QPointF:  # type: ignore[no-untyped-def]
    """Press on ``card`` and drag it over ``column`` without letting go."""
    mouse = Mouse(board)
    start = mouse.card_point(card)
    lay = board.board_layout
    end = QPointF(lay.column_x[column - 1] + lay.card_w / 2, lay.columns_y + lay.card_h * 0.5)
    L = Qt.MouseButton.LeftButton
    mouse._send(QMouseEvent.Type.MouseButtonPress, start, L, L)
    for i in range(1, 7):
        mouse._send(QMouseEvent.Type.MouseMove, start + (end - start) * (i / 6), Qt.MouseButton.NoButton, L)
    assert board.dragging()
    return end


def _release(board, at: QPointF) -> None:  # type: ignore[no-untyped-def]
    Mouse(board)._send(QMouseEvent.Type.MouseButtonRelease, at, Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton)


def test_escape_during_a_drag_sends_the_cards_home_and_plays_nothing(animated, qtbot) -> None:  # type: ignore[no-untyped-def]
    app, _batches = animated
    board = app.window.board
    before = app.controller.position
    end = _press_and_drag(board, REVEALING.card, REVEALING.column)
    app.window.statusBar().clearMessage()
    QTest.keyClick(board, Qt.Key.Key_Escape)
    assert not board.dragging()
    assert "Selection cleared" not in app.window.statusBar().currentMessage()
    _release(board, end)
    assert app.controller.position == before and app.controller.stack.count() == 0
    settle(app, qtbot)
    assert drawn_as_engine_says(app) == []


@pytest.mark.parametrize("opener", ["dialog", "undo_key"])
def test_a_dialog_or_a_shortcut_mid_drag_takes_the_drag_back(animated, qtbot, opener: str) -> None:  # type: ignore[no-untyped-def]
    app, _batches = animated
    board = app.window.board
    w = app.window
    if opener == "undo_key":
        w.play(Move(Card.parse("QD"), 2))
        settle(app, qtbot)
    before = app.controller.position
    card = next(m.card for m in before.legal_moves() if m.card is not None)
    dest = next(m.column for m in before.legal_moves() if m.card == card)
    end = _press_and_drag(board, card, dest)
    if opener == "dialog":
        from PySide6.QtWidgets import QDialog

        dialog = QDialog(w)
        dialog.show()
        dialog.activateWindow()
        dialog.setFocus()
        QApplication.processEvents()
        if board.hasFocus():
            pytest.skip("the offscreen dialog did not take the focus")
        dialog.close()
        expected = before
    else:
        w.commands["undo"].trigger()
        expected = app.controller.position
    assert not board.dragging()
    _release(board, end)
    # The release (or the next click) is an ordinary one: nothing was dropped.
    assert app.controller.position == expected
    Mouse(board).click(Mouse(board).column_point(dest))
    assert app.controller.position == expected
    board.clear_selection()  # the click picked up the card it fell on, as any click does
    settle(app, qtbot)
    assert drawn_as_engine_says(app) == []


def test_the_keyboard_focus_shows_as_soon_as_the_board_has_it(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(GAME), "--lang", "en", save=False)
    board = app.window.board
    app.window.panel.card_box.setFocus(Qt.FocusReason.OtherFocusReason)
    QApplication.processEvents()
    board.keyboard_focus_visible = False
    board.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    if not board.hasFocus():
        pytest.skip("the offscreen window did not take the focus")
    assert board.keyboard_focus_visible
    end = board.focused_card()
    assert end is not None and "focus" in board.card_items[end].marks


def test_enter_first_shows_a_focus_nobody_saw(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(GAME), "--lang", "en", save=False)
    board = app.window.board
    board.setFocus(Qt.FocusReason.MouseFocusReason)
    board.keyboard_focus_visible = False
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert board.keyboard_focus_visible and board.selected is None
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert board.selected == board.focused_card()


def test_a_digit_with_nothing_held_moves_the_focus_to_that_column(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(GAME), "--lang", "en", save=False)
    board = app.window.board
    before = app.controller.position
    board.setFocus(Qt.FocusReason.MouseFocusReason)
    board.keyboard_focus_visible = False
    QTest.keyClick(board, Qt.Key.Key_5)
    assert board.focus_column_index == 4 and board.keyboard_focus_visible
    assert app.controller.position == before and board.selected is None


def test_escape_lets_the_move_panel_go_of_the_card(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(GAME), "--lang", "en", save=False)
    w = app.window
    first = w.panel.current_card()
    card = next(m.card for m in app.controller.position.legal_moves() if m.card not in (None, first))
    w.board.select(card)
    assert w.panel.current_card() == card
    w.play_commands.clear_selection()
    assert w.board.selected is None and w.panel.current_card() == first


def test_view_full_screen_is_on_the_platform_key(make_app) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QKeySequence

    app = make_app("--game", str(GAME), "--lang", "en", save=False)
    action = app.window.commands["fullScreen"]
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    assert action.shortcut() in keys or action.shortcut() == QKeySequence("F11")
    assert action in app.window.view_menu.actions()
    action.trigger()
    QApplication.processEvents()
    assert app.window.isFullScreen() and action.isChecked()
    action.trigger()
    QApplication.processEvents()
    assert not app.window.isFullScreen() and not action.isChecked()


def test_an_illegal_move_keeps_the_selection_and_escape_then_clears_it(make_app) -> None:  # type: ignore[no-untyped-def]
    """Game 3, the Real-Orca scenario's step: the King of diamonds onto column 1
    is refused; the King stays held, and Escape says "Selection cleared."."""
    app = make_app("--game", "3", "--lang", "en", save=False)
    w = app.window
    before = app.controller.position
    card = next(c for ci, col in enumerate(before.columns) for c in col[before.face_down[ci]:]
                if before.check(Move(c, 1)) is not None and before.find(c).column != 1)
    w.board.select(card)
    assert not w.play(Move(card, 1))
    assert w.board.selected == card and app.controller.position == before
    w.play_commands.clear_selection()
    assert w.board.selected is None
    assert w.announcer.last == "Selection cleared."


@pytest.mark.parametrize("size", [(1024, 560), (1366, 728)])
def test_a_notice_covers_no_card_and_follows_the_window(make_app, qtbot, size) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF

    from apphelpers import WINNING_LINE

    app = make_app("--game", "3", "--lang", "en", save=False)
    w = app.window
    for text in WINNING_LINE[:17]:  # column 3 holds 21 cards then
        w.play(Move.parse(text))
    w.resize(*size)
    w.show_notice("lost")
    QApplication.processEvents()
    qtbot.wait(20)

    def overlaps() -> list[str]:
        board = w.board
        origin = board.viewport().mapTo(w.notice.parentWidget(), board.viewport().rect().topLeft())
        band = QRectF(w.notice.geometry())
        hits = []
        for card, item in board.card_items.items():
            if item.isVisible() and item.sceneBoundingRect().adjusted(3, 3, -3, -3).translated(origin.x(), origin.y()).intersects(band):
                hits.append(str(card))
        return hits

    assert w.notice.isVisible() and overlaps() == []
    w.resize(size[0] - 60, size[1] - 40)
    QApplication.processEvents()
    qtbot.wait(20)
    assert overlaps() == []
    bottom = w.board.viewport().mapTo(w.notice.parentWidget(), w.board.viewport().rect().bottomLeft()).y()
    assert abs(w.notice.geometry().bottom() - bottom) <= 3  # it sits on the board's bottom edge
