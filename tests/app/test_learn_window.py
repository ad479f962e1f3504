"""Where did I lose and Replay My Moves in the window (issue 25): the lost
notice names the move that lost the win, says it and goes back there; the
replay shows a game's own actions step by step, by keys and buttons, read
aloud and read-only, the move that lost the win marked, and leaves the game
alone; Statistics name it for a finished game, found by its own solver."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from scorpion_qt.app.game.replay import Replay
from scorpion_qt.app.ui.replay_view import ReplayDialog
from scorpion_qt.engine import Move, Position

from apphelpers import WINNABLE_GAME, WINNING_LINE, Mouse
from test_where_lost import LOSING_ACTION, LOSING_GAME

SENTENCE = "Move 3, deal the talon, lost the win: before it,"
# Brief (the default verbosity, issue 23): the columns' ends only with Full Announcements.
UNDO_SENTENCE = "Undone: 5 of clubs and 2 cards back to column 1."


def play(app, moves, qtbot=None, judged: bool = False) -> None:  # type: ignore[no-untyped-def]
    for text in moves:
        assert app.window.session.play(Move.parse(text))
        if judged:
            qtbot.waitUntil(lambda: app.window.session.verdict is not None, timeout=20000)


def test_the_lost_notice_names_the_move_says_it_and_goes_back_there(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en", analysis=True)
    w = app.window
    play(app, LOSING_GAME, qtbot, judged=True)
    qtbot.waitUntil(lambda: SENTENCE in w.notice.label.text(), timeout=30000)
    assert w.notice.kind == "lost" and w.notice.label.text().startswith("This game can no longer be won.")
    assert any(s.startswith(SENTENCE) for s in w.announcer.spoken)  # heard, like the notice
    labels = [b.text() for b in w.notice.buttons]
    assert "Go Back Before Move 3" in labels and "Replay My Moves" in labels
    back = w.notice.buttons[labels.index("Go Back Before Move 3")]
    assert back.focusPolicy() != Qt.FocusPolicy.NoFocus  # reachable by Tab
    back.click()
    assert w.controller.applied == LOSING_ACTION - 1
    assert w.controller.position == Position.deal(WINNABLE_GAME).play(Move.parse("4C>1")).play(Move.parse("5C>2"))


def test_replay_steps_by_keys_reads_each_step_and_leaves_the_game_alone(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en")
    w = app.window
    play(app, WINNING_LINE[:4])
    before, applied, moves = w.controller.position, w.controller.applied, w.controller.moves
    w.replay_my_moves()
    d = w.dialogs.replay_dialog
    assert isinstance(d, ReplayDialog) and d.isVisible()
    assert "Replay of game 3" in d.windowTitle() and "read-only" in d.banner.text()
    assert d.replay.count == 4 and d.board.position == Position.deal(WINNABLE_GAME)
    QTest.keyClick(d.focusWidget(), Qt.Key.Key_Right)
    QTest.keyClick(d.focusWidget(), Qt.Key.Key_Right)
    assert d.replay.step == 2 and d.step_label.text() == "Move 2 of 4: 5 of clubs to column 2."
    assert d.board.position == d.replay.positions[2]
    assert d.announcer.spoken[-1].startswith("5 of clubs and 2 cards to column 2.")  # said like the move
    QTest.keyClick(d.focusWidget(), Qt.Key.Key_Left)
    assert d.replay.step == 1 and d.announcer.spoken[-1] == UNDO_SENTENCE
    QTest.keyClick(d.focusWidget(), Qt.Key.Key_Space)
    assert d.timer.isActive() and d.replay.step == 2 and d.buttons["play"].accessibleName() == "Pause"
    QTest.keyClick(d.focusWidget(), Qt.Key.Key_Space)
    assert not d.timer.isActive() and d.replay.step == 2
    QTest.keyClick(d.focusWidget(), Qt.Key.Key_End)
    assert d.replay.step == 4 and not d.buttons["forward"].isEnabled()
    # Read-only: a click on a card picks nothing up.
    mouse = Mouse(d.board)
    mouse.click(mouse.card_point(d.board.position.columns[0][-1]))
    assert d.board.selected is None
    QTest.keyClick(d.focusWidget(), Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert w.dialogs.replay_dialog is None
    assert (w.controller.position, w.controller.applied, w.controller.moves) == (before, applied, moves)


def test_the_replay_marks_the_move_that_lost_the_win(qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    replay = Replay(Position.deal(WINNABLE_GAME), [Move.parse(m) for m in LOSING_GAME], LOSING_ACTION)
    d = ReplayDialog(replay, WINNABLE_GAME)
    qtbot.addWidget(d)
    assert d.buttons["lost"].isVisibleTo(d)
    d.buttons["lost"].click()
    assert replay.step == LOSING_ACTION and d.step_label.text().endswith("This move lost the win.")
    assert "lost the win" in d.announcer.spoken[-1]
    d.forward()
    assert "lost the win" not in d.step_label.text()
    d.back()
    assert replay.step == LOSING_ACTION and d.step_label.text().endswith("This move lost the win.")


def test_statistics_name_the_move_that_lost_a_finished_game_and_replay_it(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en")  # no analysis while playing
    w = app.window
    play(app, LOSING_GAME)
    w.session.new_game(5)  # game 3 is left: abandoned, its line kept
    w.dialogs.open_statistics()
    d = w.dialogs.statistics_dialog
    rows = [r.game for r in d.model.rows]
    d.table.setFocus()
    d.table.selectRow(rows.index(WINNABLE_GAME))
    qtbot.waitUntil(lambda: d.detail.text().startswith(SENTENCE), timeout=40000)  # the dialog's own solver
    assert d.model.data(d.model.index(rows.index(WINNABLE_GAME), len(d.model.COLUMNS) - 1)) == "Move 3"
    line = w.stats.store.game_line(d.chosen[0].attempt)
    assert line.lost_at == LOSING_ACTION  # kept: not looked for again
    assert d.go_back_button.isVisible() and d.go_back_button.text() == "Go Back Before Move 3"
    # Go Back comes and goes with the chosen game; Replay My Moves stays
    # under the pointer (a helper clicked Go Back where Replay had been).
    right = d.replay_moves_button.geometry().right()
    assert d.go_back_button.geometry().right() < d.replay_moves_button.geometry().left()
    d.go_back_button.setVisible(False)
    d.layout().activate()
    assert d.replay_moves_button.geometry().right() == right
    d.go_back_button.setVisible(True)
    d.layout().activate()
    d.replay_moves_button.click()
    replay = w.dialogs.replay_dialog
    assert replay is not None and replay.replay.count == len(LOSING_GAME) and replay.replay.lost_at == LOSING_ACTION
    replay.reject()
    QApplication.processEvents()
    d.go_back_button.click()
    QApplication.processEvents()
    if w.dialogs.confirm_box is not None:  # game 5 is untouched: no question
        w.dialogs.confirm_box.accept()
    assert w.controller.game_number == WINNABLE_GAME and w.controller.applied == LOSING_ACTION - 1
    assert [str(m) for m in w.controller.record().actions] == list(LOSING_GAME[: LOSING_ACTION - 1])


def test_statistics_tell_the_row_when_its_deal_is_proven_lost_from_the_start(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    # A helper saw "Not proven" stay on screen after the dialog's own solver
    # had proven the deal lost from the start: the view must be told that
    # the Proven winnable cell changed, not only the "Lost the win at" one.
    app = make_app("--game", "1", "--lang", "en")  # game 1: lost from the deal; no analysis while playing
    w = app.window
    c = app.controller
    c.play(next(m for m in c.position.legal_moves() if m.card is not None))
    w.session.new_game(5)  # game 1 is left, its line kept
    w.dialogs.open_statistics()
    d = w.dialogs.statistics_dialog
    rows = [r.game for r in d.model.rows]
    column = d.model.COLUMNS.index("winnable")
    assert d.model.data(d.model.index(rows.index(1), column)) == "Not proven"
    told: list[tuple[int, int, int]] = []
    d.model.dataChanged.connect(lambda a, b, *_: told.append((a.row(), a.column(), b.column())))
    d.table.setFocus()
    d.table.selectRow(rows.index(1))
    qtbot.waitUntil(lambda: d.model.data(d.model.index(rows.index(1), column)) == "Not winnable", timeout=40000)
    assert any(r == rows.index(1) and first <= column <= last for r, first, last in told), told


def test_going_back_in_the_deal_being_played_asks_to_leave_this_attempt(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    # A helper was asked "Deal it again from the start?" when going back
    # from Statistics into the deal on the board: it is not a new deal.
    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en")
    w = app.window
    play(app, LOSING_GAME)
    w.session.new_game(WINNABLE_GAME)  # the first attempt is left, its line kept
    play(app, WINNING_LINE[:1])  # this attempt is unfinished
    w.dialogs.open_statistics()
    d = w.dialogs.statistics_dialog
    d.table.setFocus()
    for i in range(len(d.model.rows)):  # the first attempt's row: the one that lost the win
        d.table.selectRow(i)
        if d.chosen is not None and d.chosen[1] is not None and d.chosen[1].lost_at > 0:
            break
    qtbot.waitUntil(lambda: d.go_back_button.isVisible(), timeout=40000)
    d.go_back_button.click()
    QApplication.processEvents()
    box = w.dialogs.confirm_box
    assert box is not None
    assert box.text().startswith(f"Game {WINNABLE_GAME} is not finished. Leave it?"), box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    QApplication.processEvents()
    assert w.controller.applied == LOSING_ACTION - 1
