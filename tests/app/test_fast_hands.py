"""Fast hands (issue 12, play items 8–13): whatever input arrives while cards
are still moving or turning, the board ends showing exactly the engine's
position; animations hold nothing once they end; every press counts; a drop
outside the board snaps back; board letters act only on the board."""

from __future__ import annotations

import random

import pytest

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import DEAL, Card, Flip, Move, Position

from apphelpers import WINNABLE_GAME, WINNING_LINE, Mouse


def live_animations(board) -> list[QAbstractAnimation]:  # type: ignore[no-untyped-def]
    """Every animation object the board or one of its cards still holds."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    found = list(board.findChildren(QAbstractAnimation))
    for item in board.card_items.values():
        found += item.findChildren(QAbstractAnimation)
    return found


def settle(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Wait until no animation runs any more (cards at rest)."""
    def still() -> bool:
        return not any(a.state() == QAbstractAnimation.State.Running for a in live_animations(board))

    qtbot.wait(20)
    qtbot.waitUntil(still, timeout=3000)
    qtbot.wait(20)


def scene_errors(board, position: Position) -> list[str]:  # type: ignore[no-untyped-def]
    """What the scene shows differently from ``position`` (face, place, turn)."""
    errors = []
    assert board.position == position
    places = board.card_places()
    for card, (point, up, _z) in places.items():
        item = board.card_items[card]
        if item.face_up != up:
            errors.append(f"{card} drawn {'face up' if item.face_up else 'face down'}")
        if not item.transform().isIdentity():
            errors.append(f"{card} left half turned")
        if (item.pos() - point).manhattanLength() > 1.0:
            errors.append(f"{card} at {item.pos().toTuple()} not {point.toTuple()}")
    return errors


def animated_app(make_app, number: int = WINNABLE_GAME):  # type: ignore[no-untyped-def]
    app = make_app("--game", str(number), save=False)
    app.settings.animations = True
    app.window.board.animations = True
    return app


def revealing_line(number: int) -> list[Move]:
    """The moves of the winning line up to and including the first one that
    turns a face-down card over."""
    p = Position.deal(number)
    line = []
    for text in WINNING_LINE:
        m = Move.parse(text)
        outcome = p.apply(m)
        line.append(m)
        if any(isinstance(e, Flip) for e in outcome.effects):
            return line
        p = outcome.position
    raise AssertionError("no reveal in the line")


def test_undo_right_after_a_reveal_never_shows_the_hidden_card(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = animated_app(make_app)
    board = app.window.board
    line = revealing_line(WINNABLE_GAME)
    for m in line[:-1]:
        app.window.play(m)
    settle(board, qtbot)
    for gap in (10, 40, 80, 120):
        app.window.play(line[-1])
        qtbot.wait(gap)
        app.controller.undo()
        settle(board, qtbot)
        assert scene_errors(board, app.controller.position) == [], gap
        app.controller.redo()
        qtbot.wait(gap)
        app.controller.undo()
        settle(board, qtbot)
        assert scene_errors(board, app.controller.position) == [], gap


def test_undo_stack_jumps_in_both_directions_end_in_the_model(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = animated_app(make_app)
    board = app.window.board
    for text in WINNING_LINE[:12]:
        app.window.play(Move.parse(text))
    settle(board, qtbot)
    stack = app.controller.stack
    for target, gap in ((0, 30), (12, 50), (3, 10), (9, 80), (0, 0), (12, 5)):
        stack.setIndex(target)
        qtbot.wait(gap)
        stack.setIndex((target + 5) % 13)
        settle(board, qtbot)
        assert scene_errors(board, app.controller.position) == [], (target, gap)


@pytest.mark.parametrize("seed", [2, 4])
def test_random_actions_undos_and_redos_with_short_gaps_settle_on_the_model(make_app, qtbot, seed) -> None:  # type: ignore[no-untyped-def]
    app = animated_app(make_app)
    board = app.window.board
    rng = random.Random(seed)
    for _round in range(20):
        for _step in range(rng.randint(1, 4)):
            choice = rng.random()
            position = app.controller.position
            legal = position.legal_moves()
            if choice < 0.45 and legal:
                # Mostly moves that turn a card over: the flips race the input.
                reveals = [m for m in legal if any(isinstance(e, Flip) for e in position.apply(m).effects)]
                app.window.play(rng.choice(reveals if reveals and rng.random() < 0.8 else legal))
            elif choice < 0.75:
                app.controller.undo()
            else:
                app.controller.redo()
            qtbot.wait(rng.choice((0, 10, 30, 60, 85, 100, 150)))
        settle(board, qtbot)
        assert scene_errors(board, app.controller.position) == [], _round


def test_animations_hold_no_objects_once_the_cards_settle(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = animated_app(make_app)
    board = app.window.board
    line = [Move.parse(t) for t in WINNING_LINE[:15]]
    for m in line:
        app.window.play(m)
        qtbot.wait(15)
    for _ in range(8):
        app.controller.undo()
        qtbot.wait(30)
    settle(board, qtbot)
    assert live_animations(board) == []
    assert scene_errors(board, app.controller.position) == []


# ------------------------------------------------------------ double-click

def double_click(mouse: Mouse, scene: QPointF) -> None:
    """What Qt sends for a quick double-click: press, release, double-click, release."""
    L = Qt.MouseButton.LeftButton
    mouse._send(QMouseEvent.Type.MouseButtonPress, scene, L, L)
    mouse._send(QMouseEvent.Type.MouseButtonRelease, scene, L, Qt.MouseButton.NoButton)
    mouse._send(QMouseEvent.Type.MouseButtonDblClick, scene, L, L)
    mouse._send(QMouseEvent.Type.MouseButtonRelease, scene, L, Qt.MouseButton.NoButton)


def test_quick_double_click_on_a_card_is_two_clicks(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), save=False)
    mouse = Mouse(app.window.board)
    first = Move.parse(WINNING_LINE[0])
    assert first.card is not None
    double_click(mouse, mouse.card_point(first.card))
    assert app.controller.position == Position.deal(WINNABLE_GAME).play(first)


def test_quick_double_click_on_the_armed_talon_deals(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), save=False)
    board = app.window.board
    mouse = Mouse(board)
    double_click(mouse, mouse.talon_point())
    assert app.controller.position == Position.deal(WINNABLE_GAME).play(DEAL)


# ------------------------------------------------------------ drops

def test_drag_released_below_the_board_snaps_back(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), save=False)
    board = app.window.board
    mouse = Mouse(board)
    first = Move.parse(WINNING_LINE[0])
    assert first.card is not None and first.column is not None
    before = app.controller.position
    start = mouse.card_point(first.card)
    lay = board.board_layout
    x = lay.column_x[first.column - 1] + lay.card_w / 2
    height = board.viewport().height()
    for below in (height + 5, height + 60, height + 400):
        end = board.mapToScene(board.mapFromScene(QPointF(x, 0)).x(), below)
        mouse.drag(start, QPointF(x, end.y()))
        assert app.controller.position == before, below
        assert app.controller.stack.count() == 0
    mouse.drag(start, QPointF(x, lay.columns_y + lay.card_h * 0.3))
    assert app.controller.position == before.play(first)


# ------------------------------------------------------------ focus and keys

def test_board_letters_do_nothing_while_a_move_panel_box_has_focus(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), save=False)
    w = app.window
    w.activateWindow()
    for box in (w.panel.card_box, w.panel.dest_box):
        box.setFocus(Qt.FocusReason.TabFocusReason)
        QApplication.processEvents()
        assert QApplication.focusWidget() is box
        for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_H, Qt.Key.Key_B, Qt.Key.Key_C, Qt.Key.Key_L):
            QTest.keyClick(box, key)
        assert app.controller.position == Position.deal(WINNABLE_GAME)
        assert not w.board.talon_armed
        assert app.controller.hints == 0
        assert w.board.hint is None
    # On the board the same letters act.
    w.board.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    QTest.keyClick(w.board, Qt.Key.Key_H)
    assert app.controller.hints == 1
    QTest.keyClick(w.board, Qt.Key.Key_D)
    QTest.keyClick(w.board, Qt.Key.Key_D)
    assert app.controller.position.talon == ()


def test_board_letters_act_while_a_move_panel_button_has_focus(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    # A player who just pressed Move (Space) and then H gets the hint, not silence.
    app = make_app("--game", str(WINNABLE_GAME), save=False)
    w = app.window
    w.activateWindow()
    w.panel.move_button.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert QApplication.focusWidget() is w.panel.move_button
    QTest.keyClick(w.panel.move_button, Qt.Key.Key_H)
    assert app.controller.hints == 1
    w.panel.hint_button.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    QTest.keyClick(w.panel.hint_button, Qt.Key.Key_D)
    QTest.keyClick(w.panel.hint_button, Qt.Key.Key_D)
    assert app.controller.position.talon == ()


def test_deal_command_is_disabled_once_the_talon_is_dealt(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), save=False)
    deal = app.window.commands["deal"]
    assert deal.isEnabled()
    app.window.play(DEAL)
    assert not deal.isEnabled()
    app.controller.undo()
    assert deal.isEnabled()
    app.controller.redo()
    assert not deal.isEnabled()
    app.window.new_game(5)
    assert deal.isEnabled()


def test_deal_key_after_the_deal_says_why_nothing_happens(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), save=False)
    w = app.window
    w.play(DEAL)
    w.activateWindow()
    w.board.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    QTest.keyClick(w.board, Qt.Key.Key_D)
    assert w.statusBar().currentMessage() == "The talon has already been dealt."
    assert app.controller.stack.count() == 1


# ------------------------------------------------------------ true messages

def test_clicks_on_foundations_felt_and_dealt_talon_say_only_what_is_true(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.engine import Removal

    app = make_app("--game", str(WINNABLE_GAME), save=False)
    w = app.window
    board = w.board
    mouse = Mouse(board)
    p = app.controller.position
    for text in WINNING_LINE:
        m = Move.parse(text)
        outcome = p.apply(m)
        app.controller.play(m)
        p = outcome.position
        if any(isinstance(e, Removal) for e in outcome.effects):
            break
    assert p.foundations and p.talon == ()
    lay = board.board_layout

    def said_after(point: QPointF) -> str:
        w.statusBar().clearMessage()
        mouse.click(point)
        return w.statusBar().currentMessage()

    suit = p.foundations[0]
    full = lay.foundation_pos(suit) + QPointF(lay.card_w / 2, lay.card_h / 2)
    text = said_after(full)
    assert "face-down" not in text
    assert text in ("", "Completed runs stay on the foundations.")
    empty_suit = next(s for s in range(4) if s not in [int(f) for f in p.foundations])
    from scorpion_qt.engine import Suit

    empty = lay.foundation_pos(Suit(empty_suit)) + QPointF(lay.card_w / 2, lay.card_h / 2)
    assert "face-down" not in said_after(empty)
    # Bare felt between the talon and the foundations, and below the columns.
    felt = QPointF(lay.column_x[2] + lay.card_w / 2, lay.top_y + lay.card_h / 2)
    assert said_after(felt) == ""
    talon = mouse.talon_point()
    assert said_after(talon) == "The talon has already been dealt."
    beside = lay.talon_pos() + QPointF(lay.card_w * 1.4, lay.card_h / 2)
    assert said_after(beside) == ""
    assert app.controller.position == p
