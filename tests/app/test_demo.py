"""Show Me How (issue 25): the game plays a winning line itself, one action
at a time, each an ordinary undoable action; any key or click gives the game
back; a shown game is practice; from a lost position the last winnable one
is offered."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from scorpion_qt.app.game.controller import GameController
from scorpion_qt.app.game.demo import DEMO_SPEEDS_MS, Demonstration, DemoRefusal
from scorpion_qt.app.game.session import GameSession
from scorpion_qt.app.game.settings import Settings
from scorpion_qt.app.game.storage import AppPaths, open_settings
from scorpion_qt.engine import Move, Position
from scorpion_qt.solver import solve

from apphelpers import WINNABLE_GAME, WINNING_LINE

LOST_GAME = 2  # lost from the deal


def run_to_end(demo: Demonstration, limit: int = 200) -> int:
    """Let the demonstration's timer fire until it stops; returns the steps."""
    steps = 0
    while demo.running and steps < limit:
        demo._timer.timeout.emit()
        steps += 1
    return steps


@pytest.fixture
def session(make_game_session):  # type: ignore[no-untyped-def]
    return make_game_session(WINNABLE_GAME, analysis=False)


def test_show_me_how_wins_the_game_as_ordinary_actions(session) -> None:  # type: ignore[no-untyped-def]
    c = session.controller
    for text in WINNING_LINE[:2]:  # the player begins: the attempt is stored as a real one
        session.play(Move.parse(text))
    before = c.position
    demo = Demonstration(session)
    seen: list[bool] = []
    demo.runningChanged.connect(seen.append)
    assert demo.start() and demo.running
    steps = run_to_end(demo)
    assert c.position.is_won and not demo.running and seen == [True, False]
    assert c.stack.count() == c.applied == 2 + steps  # one undo command per shown action
    c.stack.setIndex(2)  # every shown action can be undone, back to where the player was
    assert c.position == before


def test_a_shown_game_is_practice_and_sets_no_record(session) -> None:  # type: ignore[no-untyped-def]
    c = session.controller
    demo = Demonstration(session)
    assert demo.start()
    run_to_end(demo)
    assert c.position.is_won and c.shown
    session.stats.flush()
    store = session.stats.store
    assert store.record(WINNABLE_GAME, "cards4") is None  # no best moves, no best time
    summary = store.summary()
    assert summary.won == 0 and summary.played == 0 and summary.current_streak == 0  # practice
    assert store.shown_count() == 1  # Statistics: "Shown by Show Me How (practice): 1 game"
    # The next deal is the player's again.
    c.new_game(5)
    assert not c.shown


def test_a_lost_position_is_refused_and_a_won_one_too(qapp, home: Path) -> None:  # type: ignore[no-untyped-def]
    assert solve(Position.deal(LOST_GAME)).status == "lost"
    paths = AppPaths.default()
    session = GameSession(GameController(), Settings(open_settings(paths)), None, analysis=False)
    session.controller.new_game(LOST_GAME)
    demo = Demonstration(session)
    refused: list[DemoRefusal] = []
    demo.refused.connect(refused.append)
    assert not demo.start() and not demo.running
    assert refused == [DemoRefusal.LOST] and session.controller.applied == 0
    session.shutdown()


def test_the_speed_steps_and_is_remembered(session) -> None:  # type: ignore[no-untyped-def]
    demo = Demonstration(session)
    start = session.settings.demo_interval_ms
    faster = demo.change_speed(faster=True)
    assert faster < start and faster in DEMO_SPEEDS_MS
    for _ in range(10):
        demo.change_speed(faster=True)
    assert session.settings.demo_interval_ms == min(DEMO_SPEEDS_MS)
    for _ in range(10):
        demo.change_speed(faster=False)
    assert session.settings.demo_interval_ms == max(DEMO_SPEEDS_MS)


def test_any_key_takes_over_and_the_key_does_nothing_else(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en")
    w = app.window
    w.commands["showMeHow"].trigger()
    demo = w.demo_view.demo
    assert demo.running
    assert "Showing how to win" in w.announcer.last
    demo._timer.timeout.emit()
    demo._timer.timeout.emit()
    assert app.controller.applied == 2
    QTest.keyClick(w.board, Qt.Key.Key_Plus)  # faster, still showing
    assert demo.running and "one action every" in w.announcer.last
    column = w.board.focus_column_index
    QTest.keyClick(w.board, Qt.Key.Key_Right)  # would move the focus: it only stops the showing
    assert not demo.running and app.controller.applied == 2 and w.board.focus_column_index == column
    assert w.announcer.last == "Show Me How stopped: the game is yours from here."
    QTest.keyClick(w.board, Qt.Key.Key_Right)  # now the keys are the board's again
    QTest.keyClick(w.board, Qt.Key.Key_Right)  # (the first may only show the focus ring)
    assert w.board.focus_column_index != column and not demo.running


def test_a_shown_game_is_marked_in_the_title_and_status_bar(make_app) -> None:  # type: ignore[no-untyped-def]
    # A game Show Me How played never counts: it says so while it is on the
    # board, like a practice position (a helper saw "Scorpion — Game 24").
    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en")
    w = app.window
    assert w.windowTitle() == f"Scorpion — Game {WINNABLE_GAME}"
    w.commands["showMeHow"].trigger()
    assert w.demo_view.demo.running
    w._update_status()
    assert w.windowTitle() == f"Scorpion — Game {WINNABLE_GAME} (shown)"
    assert w.game_label.text() == f"Game {WINNABLE_GAME}, shown (no records)"
    app.controller.new_game(5)
    w._update_status()
    assert w.windowTitle() == "Scorpion — Game 5"


def test_a_click_takes_over_and_a_new_deal_stops_it(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en")
    w = app.window
    demo = w.demo_view.demo
    w.commands["showMeHow"].trigger()
    QTest.mouseClick(w.board.viewport(), Qt.MouseButton.LeftButton)
    assert not demo.running and app.controller.applied == 0
    w.commands["showMeHow"].trigger()
    assert demo.running
    app.controller.new_game(5)
    assert not demo.running


def test_from_a_lost_game_it_offers_the_last_winnable_position(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en", save=False, analysis=True)
    c = app.controller
    for text in WINNING_LINE[:3]:
        app.window.play(Move.parse(text))
    qtbot.waitUntil(lambda: app.window.session.verdict is not None, timeout=20000)
    losing = next(m for m in c.position.legal_moves() if solve(c.position.play(m)).status == "lost")
    app.window.play(losing)
    session = app.window.session
    qtbot.waitUntil(lambda: session.verdict is not None and session.verdict.status == "lost", timeout=20000)
    w = app.window
    w.commands["showMeHow"].trigger()
    box = w.demo_view.question
    assert box is not None and "no longer be won" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: c.applied == 3, timeout=20000)
    assert w.demo_view.demo.running  # and shows the win from there


def test_from_a_deal_lost_from_the_start_it_says_so_and_offers_nothing(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    # Game 1 is proven lost from the deal: there is no winnable position to
    # start from, so no question (a helper pressed Yes and waited for nothing).
    app = make_app("--game", "1", "--lang", "en", save=False, analysis=True)
    w = app.window
    qtbot.waitUntil(lambda: w.notice.kind == "deal_lost", timeout=20000)
    w.notice.hide()
    w.commands["showMeHow"].trigger()
    assert w.demo_view.question is None and not w.demo_view.demo.running
    assert w.notice.isVisible() and w.notice.kind == "deal_lost"
    assert w.notice.label.text() == "Game 1 cannot be won, whatever you play."
    # Asked again with the notice on screen: it flashes (nothing else would
    # change for the eye), then looks as before.
    from PySide6.QtGui import QPalette

    qtbot.waitUntil(lambda: w.notice.backgroundRole() == QPalette.ColorRole.Window, timeout=3000)
    w.commands["showMeHow"].trigger()
    assert w.notice.backgroundRole() == QPalette.ColorRole.Highlight
    assert w.notice.label.foregroundRole() == QPalette.ColorRole.HighlightedText
    close = w.notice.close_button
    assert close.palette().color(QPalette.ColorRole.ButtonText) == w.notice.palette().color(
        QPalette.ColorRole.HighlightedText
    )  # Close stays readable on the highlight
    qtbot.waitUntil(lambda: w.notice.backgroundRole() == QPalette.ColorRole.Window, timeout=3000)
    assert w.notice.isVisible() and w.notice.kind == "deal_lost"
    assert close.palette().color(QPalette.ColorRole.ButtonText) == w.palette().color(QPalette.ColorRole.ButtonText)
    # Asked for again and again: one flash from the last time, not a flicker.
    for _ in range(5):
        w.commands["showMeHow"].trigger()
    QTest.qWait(w.notice.FLASH_MS * 2 + 60)  # well into the second pulse of the last flash
    assert w.notice.backgroundRole() == QPalette.ColorRole.Highlight
    # A new notice never inherits a flash.
    w.notice.dismiss()
    w.show_notice("stuck")
    assert w.notice.backgroundRole() == QPalette.ColorRole.Window
    assert w.notice.label.foregroundRole() == QPalette.ColorRole.WindowText


def test_the_speed_is_a_setting(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.settings import SettingsDialog

    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en")
    dialog = SettingsDialog(app.settings, app.window)
    box = dialog.demo_speed
    assert box.currentText() == "Normal" and box.accessibleName() == "Show Me How speed"
    box.setCurrentIndex(box.findText("Very fast"))
    dialog.accept()
    assert app.settings.demo_interval_ms == min(DEMO_SPEEDS_MS)
    assert app.window.demo_view.demo.interval_ms == min(DEMO_SPEEDS_MS)


def test_keys_in_another_window_are_left_alone_and_closing_stops_it(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLineEdit

    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en")
    w = app.window
    demo = w.demo_view.demo
    w.commands["showMeHow"].trigger()
    other = QLineEdit()
    qtbot.addWidget(other)
    other.show()
    QTest.keyClicks(other, "abc")
    assert other.text() == "abc" and demo.running
    w.close()
    assert not demo.running
    QTest.keyClicks(other, "d")
    assert other.text() == "abcd"
