"""Statistics through the window and the controller (issue 14): every figure
after a win, a block, giving up, abandoning, undo-and-rewin, resuming after
Quit, a language change, a process killed mid-game; the win band, the
celebration and the Statistics dialog."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAccessible
import shiboken6
from PySide6.QtWidgets import QApplication, QMessageBox

from scorpion_qt.app.game.statistics import AttemptRow, StatsStore
from scorpion_qt.engine import Move, Position

from apphelpers import WINNABLE_GAME, WINNING_LINE

ROOT = Path(__file__).resolve().parents[2]
LINE = [Move.parse(m) for m in WINNING_LINE]


def rows(app) -> list[AttemptRow]:  # type: ignore[no-untyped-def]
    store = app.window.stats.store
    assert store is not None
    return list(store.all_rows())


def summary(app):  # type: ignore[no-untyped-def]
    return app.window.stats.store.summary()


def play_line(app, moves=LINE) -> None:  # type: ignore[no-untyped-def]
    for m in moves:
        assert app.controller.play(m), m


def answer(window, button: QMessageBox.StandardButton) -> None:  # type: ignore[no-untyped-def]
    box = window.dialogs.confirm_box
    assert box is not None
    box.button(button).click()


def block_game_1(app) -> None:  # type: ignore[no-untyped-def]
    p = app.controller.position
    while not p.is_stuck:
        assert not p.is_won
        app.controller.play(p.legal_moves()[0])
        p = app.controller.position


def test_a_win_counts_once_with_every_figure(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    assert rows(app) == []  # a deal is not an attempt before its first action
    play_line(app, LINE[:5])
    app.window.play_commands.give_hint()
    app.controller.undo()
    app.controller.redo()
    (open_row,) = rows(app)
    assert open_row.result == "open" and open_row.game == WINNABLE_GAME and summary(app).played == 0
    play_line(app, LINE[5:])
    c = app.controller
    (row,) = rows(app)
    assert (row.result, row.moves, row.undos, row.hints) == ("won", 55, 1, 1)
    assert row.time_ms == c.elapsed_ms() and row.rules == "cards4" and not row.practice
    assert row.ended_at is not None and row.ended_at >= row.started_at
    s = summary(app)
    assert (s.played, s.won, s.current_streak, s.best_streak, s.best_moves) == (1, 1, 1, 1, 55)
    assert app.window.stats.store.record(WINNABLE_GAME, "cards4") == (55, row.time_ms)
    band = app.window.win_band
    assert band.isVisible() and band.streak.text() == "Winning streak: 1"
    said = app.window.announcer.last
    assert said.startswith("You won game 3 — moves: 55") and said.count(".") == 1 and "winning streak 1" in said


def test_undo_and_win_again_never_counts_twice_and_leaving_keeps_the_win(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    play_line(app)
    app.controller.undo()
    assert not app.window.win_band.isVisible()
    app.controller.redo()
    app.controller.undo()
    app.controller.play(LINE[-1])
    assert app.window.win_band.isVisible()
    assert app.window.win_band.record.text().startswith("Your records for game 3: 53 moves")
    app.controller.undo()
    app.settings.only_winnable = False
    app.window.commands["new"].trigger()
    answer(app.window, QMessageBox.StandardButton.Yes)  # not finished any more: it asks
    (row,) = rows(app)
    assert (row.result, row.moves) == ("won", 53)
    assert (summary(app).played, summary(app).won) == (1, 1)


def test_block_then_undo_reopens_and_leaving_a_blocked_game_counts_it_blocked(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "1")
    block_game_1(app)
    (row,) = rows(app)
    assert row.result == "blocked" and summary(app).played == 1 and summary(app).won == 0
    app.controller.undo()
    assert rows(app)[0].result == "open" and summary(app).played == 0
    app.controller.redo()
    moves = app.controller.moves
    app.window.commands["restart"].trigger()  # finished (blocked): no question
    (row,) = rows(app)
    assert (row.result, row.reason, row.moves) == ("blocked", "", moves)
    assert summary(app).played == 1 and summary(app).current_streak == 0


def test_give_up_and_each_way_of_abandoning(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    w = app.window
    app.settings.only_winnable = False
    w.new_game(5)  # nothing played: no attempt
    assert rows(app) == []
    app.controller.play(app.controller.position.legal_moves()[0])
    w.commands["restart"].trigger()
    answer(w, QMessageBox.StandardButton.Yes)
    app.controller.play(app.controller.position.legal_moves()[0])
    w.new_game(77)  # another deal by number
    app.controller.play(app.controller.position.legal_moves()[0])
    w.commands["new"].trigger()
    answer(w, QMessageBox.StandardButton.No)  # "No" loses nothing
    assert len([r for r in rows(app) if r.result == "open"]) == 1
    w.commands["new"].trigger()
    answer(w, QMessageBox.StandardButton.Yes)
    app.controller.play(app.controller.position.legal_moves()[0])
    w.give_up()
    got = [(r.game, r.result, r.reason, r.moves) for r in rows(app)]
    assert got[:3] == [(5, "abandoned", "restart", 1), (5, "abandoned", "other", 1), (77, "abandoned", "new", 1)]
    assert got[3][1:] == ("gave_up", "", 1)
    assert summary(app).played == 4 and summary(app).won == 0


def test_resume_after_quit_continues_the_same_attempt(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    play_line(app, LINE[:10])
    app.window.play_commands.give_hint()
    QApplication.processEvents()
    app.window.close()  # Quit: saves and marks the attempt
    (row,) = rows(app)
    assert (row.result, row.reason, row.moves, row.hints) == ("open", "quit", 10, 1)
    app2 = make_app()
    assert app2.controller.attempt_id == row.attempt
    assert rows(app2)[0].reason == ""  # resumed, not abandoned
    play_line(app2, LINE[10:])
    (row,) = rows(app2)
    assert (row.result, row.moves, row.hints) == ("won", 53, 1) and summary(app2).played == 1


def test_quit_then_a_command_line_deal_counts_the_left_game_as_abandoned_for_another_deal(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    play_line(app, LINE[:4])
    QApplication.processEvents()
    app.window.close()
    app2 = make_app("--game", "9")
    box = app2.window.dialogs.confirm_box  # the saved game is unfinished: New Game's question
    assert box is not None
    box.done(QMessageBox.StandardButton.Yes)
    (row,) = rows(app2)  # game 9 has no attempt before its first action
    # Game 3 was resumed at the start, then left for the deal the command
    # line asked for (after New Game's question): another deal, not Quit.
    assert (row.game, row.result, row.reason, row.moves) == (WINNABLE_GAME, "abandoned", "other", 4)


def test_a_language_change_mid_game_and_at_the_win_adds_nothing(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    play_line(app, LINE[:20])
    app.settings.language = "de"
    QApplication.processEvents()
    play_line(app, LINE[20:])
    app.window.dialogs.open_statistics()
    app.settings.language = "fr"
    QApplication.processEvents()
    assert app.window.win_band.new_button.text() == "Nouvelle partie"  # the band follows the language
    app.settings.language = "en"
    QApplication.processEvents()
    (row,) = rows(app)
    assert (row.result, row.moves) == ("won", 53)
    assert app.window.win_band.isVisible() and app.window.win_band.title.text() == "You won game 3!"
    d = app.window.dialogs.statistics_dialog
    assert d.values["played"].text() == "1" and d.model.rowCount() == 1


def test_two_windows_on_one_attempt_count_it_once(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    play_line(app, LINE[:10])
    QApplication.processEvents()
    app2 = make_app()  # a second window resumes the same save
    assert app2.controller.attempt_id == app.controller.attempt_id
    play_line(app2, LINE[10:])
    play_line(app, LINE[10:])
    (row,) = rows(app)
    assert row.result == "won" and summary(app).played == 1


KILLED_GAME = """
import os, sys
sys.path.insert(0, {root!r})
from PySide6.QtWidgets import QApplication
from scorpion_qt.app.main import App
from scorpion_qt.engine import Move
app = App(["--game", "3", "--lang", "en"], analysis=False)
for m in {moves!r}:
    app.controller.play(Move.parse(m))
for _ in range(5):
    QApplication.processEvents()
print("ready", app.controller.attempt_id, flush=True)
app.qapp.exec()
"""


def run_and_kill(home: Path, moves: list[str]) -> str:
    env = dict(os.environ, SCORPION_HOME=str(home), QT_QPA_PLATFORM="offscreen", LANGUAGE="en")
    script = textwrap.dedent(KILLED_GAME.format(root=str(ROOT), moves=moves))
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, env=env, text=True)
    try:
        line = proc.stdout.readline()  # type: ignore[union-attr]
        assert line.startswith("ready"), line
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    return line.split()[1]


@pytest.mark.slow
def test_a_killed_process_is_resumed_or_counted_once_as_abandoned(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    attempt = run_and_kill(home, WINNING_LINE[:6])
    # The save continues the attempt: the next start resumes it.
    app = make_app()
    assert app.controller.attempt_id == attempt and app.controller.moves == 6
    play_line(app, LINE[6:])
    assert [(r.attempt, r.result) for r in rows(app)] == [(attempt, "won")]
    app.window.store = None  # this window saves no more
    app.window.stats.store = None
    # Killed again, and this time the save is gone: counted once, abandoned.
    second = run_and_kill(home, WINNING_LINE[:3])
    (home / "state" / "current-game.json").unlink()
    app2 = make_app()
    app3 = make_app()  # a further start closes nothing twice
    got = {r.attempt: (r.result, r.reason) for r in rows(app3)}
    assert got == {attempt: ("won", ""), second: ("abandoned", "crash")}
    assert summary(app2).played == 2 and summary(app2).won == 1


def test_a_damaged_statistics_file_is_set_aside_and_a_notice_stays_until_closed(make_app, home: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    (home / "data").mkdir(parents=True)
    (home / "data" / "statistics.sqlite").write_bytes(b"not a database" * 50)
    app = make_app("--game", "3")
    notice = app.window.notice
    # The statistics open just after the first frame: the notice comes then.
    qtbot.waitUntil(notice.isVisible, timeout=3000)
    assert notice.isVisible() and "statistics file was damaged; it was kept as" in notice.label.text()
    assert "statistics file was damaged" in app.window.announcer.last
    assert list((home / "data").glob("statistics.sqlite.damaged-*"))
    app.controller.play(app.controller.position.legal_moves()[0])
    QApplication.processEvents()
    assert notice.isVisible() and "statistics file was damaged" in notice.label.text()  # not covered by play


def test_celebration_then_band_and_reduced_motion_skips_it(make_app, monkeypatch, qtbot) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui import win_summary

    monkeypatch.setenv("SCORPION_REDUCED_MOTION", "0")
    win_summary.reduced_motion.cache_clear()
    app = make_app("--game", str(WINNABLE_GAME))
    app.settings.animations = True
    play_line(app)
    celebration = app.window.celebration
    assert celebration is not None and celebration.isVisible()
    # The band is there at once (the win is said at once), the celebration
    # plays over the board meanwhile, then goes.
    assert app.window.win_band.isVisible()
    assert app.window.announcer.last.startswith("You won game 3")
    qtbot.waitUntil(lambda: app.window.celebration is None, timeout=5000)
    assert not shiboken6.isValid(celebration) or not celebration.isVisible()
    # The band floats over the empty columns: the board kept its layout,
    # and no card lies under the band.
    band, board = app.window.win_band, app.window.board
    lay = board.board_layout
    origin = board.mapTo(band.parentWidget(), board.viewport().geometry().topLeft())
    area = lay.columns_area().translated(origin.x(), origin.y())
    assert area.adjusted(-1, -1, 1, 1).contains(QRectF(band.geometry()))
    for item in board.card_items.values():
        card_rect = item.sceneBoundingRect().translated(origin.x(), origin.y())
        assert not card_rect.intersects(QRectF(band.geometry())), item.card
    monkeypatch.setenv("SCORPION_REDUCED_MOTION", "1")
    win_summary.reduced_motion.cache_clear()
    app.window.commands["restart"].trigger()
    play_line(app)
    assert app.window.celebration is None and app.window.win_band.isVisible()
    win_summary.reduced_motion.cache_clear()


def test_band_buttons_replay_and_open_statistics(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    play_line(app)
    band = app.window.win_band
    band.stats_button.click()
    dialog = app.window.dialogs.statistics_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.values["played"].text() == "1" and dialog.values["rate"].text() == "100 %"
    dialog.close()
    band.replay_button.click()
    assert app.controller.position == Position.deal(WINNABLE_GAME) and not band.isVisible()


def test_statistics_dialog_figures_sorting_charts_replay_and_reset(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    w = app.window
    store = w.stats.store
    for game, result, moves in ((11, "won", 90), (12, "blocked", 40), (13, "won", 70), (14, "gave_up", 20)):
        ident = store.begin(game, "cards4", proven_winnable=game != 12)
        if result == "won":
            store.win(ident, moves=moves, undos=0, hints=0, time_ms=moves * 1000)
        else:
            store.finish(ident, result, moves=moves, undos=0, hints=0, time_ms=1)
    app.controller.play(LINE[0])  # a game in progress: replaying asks first
    w.commands["statistics"].trigger()
    d = w.dialogs.statistics_dialog
    assert d is not None and d.isVisible()
    v = {k: label.text() for k, label in d.values.items()}
    assert (v["played"], v["won"], v["rate"]) == ("4", "2", "50 %")
    assert v["proven"] == "67 % (2 of 3 games)"
    assert (v["streak"], v["best_streak"], v["best_moves"], v["avg_moves"]) == ("0", "1", "70", "80.0")
    assert (v["avg_time"], v["best_time"]) == ("1:20", "1:10")
    # Charts: focusable, with a text equivalent for screen readers.
    for chart in (d.rate_chart, d.moves_chart):
        assert chart.focusPolicy() & Qt.FocusPolicy.TabFocus
        iface = QAccessible.queryAccessibleInterface(chart)
        assert iface.role() == QAccessible.Role.Chart
        assert iface.text(QAccessible.Text.Name) == chart.title()
        assert "game played #1: " in iface.text(QAccessible.Text.Description)
    assert "game played #1: 100 %; game played #2: 0 %" in d.rate_chart.accessibleDescription()
    assert "game played #3: 70" in d.moves_chart.accessibleDescription()
    # Sorting by moves (by value, not by text).
    table = d.table
    table.sortByColumn(3, Qt.SortOrder.AscendingOrder)
    moves = [int(d.proxy.index(r, 3).data()) for r in range(d.proxy.rowCount())]
    assert moves == sorted(moves) == [20, 40, 70, 90]
    # Enter on a row replays its number, through the window's question.
    table.setFocus()
    table.setCurrentIndex(d.proxy.index(2, 0))
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert w.dialogs.confirm_box is not None and app.controller.game_number == WINNABLE_GAME
    answer(w, QMessageBox.StandardButton.Yes)
    assert app.controller.game_number == 13
    # A double click does the same (no question: nothing played yet).
    w.dialogs.open_statistics()
    d = w.dialogs.statistics_dialog
    d.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)
    # Moves 1 (the game 3 attempt, abandoned), 20, 40 (game 12), …
    rect = d.table.visualRect(d.proxy.index(2, 1))
    qtbot.mouseClick(d.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(d.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert app.controller.game_number == 12 and w.dialogs.confirm_box is None
    # Reset asks first.
    w.dialogs.open_statistics()
    d = w.dialogs.statistics_dialog
    d.ask_reset()
    d.confirm_box.button(QMessageBox.StandardButton.Cancel).click()
    assert store.summary().played == 5  # the game 3 attempt was abandoned meanwhile
    d.ask_reset()
    d.confirm_box.button(QMessageBox.StandardButton.Reset).click()
    assert store.summary().played == 0 and d.values["played"].text() == "0"
    assert d.model.rowCount() == 0


def test_statistics_dialog_export(make_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    play_line(app)
    app.window.dialogs.open_statistics()
    d = app.window.dialogs.statistics_dialog
    target = tmp_path / "export.csv"
    assert d.export_to(target)
    lines = target.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("attempt,game,rules") and len(lines) == 2 and ",won," in lines[1]
    assert "Games exported: 1," in d.status.text()
    assert not d.export_to(tmp_path / "missing-folder" / "x.csv")
    assert "could not be written" in d.status.text()


def test_practice_games_never_enter_records(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    app.controller.practice = True  # the practice helper's flag (default False)
    play_line(app)
    (row,) = rows(app)
    assert row.practice and row.result == "won"
    assert app.window.stats.store.record(WINNABLE_GAME, "cards4") is None
    assert summary(app).played == 0
    assert "practice game" in app.window.win_band.record.text()


def test_a_practice_position_is_kept_without_the_last_deals_number(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    # A helper found opened positions listed as "Game 7 (practice)", proven
    # winnable "Yes" (game 7's), and Enter on them offered to deal game 7.
    from scorpion_qt.engine import Position

    app = make_app("--game", str(WINNABLE_GAME), analysis=True)
    w = app.window
    qtbot.waitUntil(lambda: w.session.verdict is not None, timeout=20000)  # game 3 proven winnable
    c = app.controller
    c.start_practice(Position.deal(5).play(Position.deal(5).legal_moves()[0]))
    c.play(c.position.legal_moves()[0])
    (row,) = rows(app)
    assert row.practice and row.game == 0 and not row.proven_winnable
    c.new_game(5)  # the practice game is left: it ends in the list
    w.commands["statistics"].trigger()
    d = w.dialogs.statistics_dialog
    model = d.model
    i = next(k for k, r in enumerate(model.rows) if r.game == 0)
    assert model.data(model.index(i, model.COLUMNS.index("game"))) == "—"
    asked: list[object] = []
    d.replayRequested.connect(asked.append)
    d._activated(model.index(i, 0))
    assert asked == []  # no deal to offer: the position's own moves replay instead
    d.close()


def test_leaving_a_game_for_a_practice_position_closes_its_attempt(make_app) -> None:  # type: ignore[no-untyped-def]
    """A helper left a counted game for a typed position: the attempt stayed
    open, never abandoned, and Statistics counted nothing (a way round a
    streak). Now it is abandoned "for another game"; a practice game's
    Restart is a restart; leaving it for the deal whose number the
    controller still holds is no restart of that deal."""
    from scorpion_qt.engine import Position

    app = make_app("--game", str(WINNABLE_GAME))
    c = app.controller
    c.play(c.position.legal_moves()[0])
    start = Position.deal(5).play(Position.deal(5).legal_moves()[0])
    c.start_practice(start)
    (dealt,) = [r for r in rows(app) if r.game == WINNABLE_GAME]
    assert (dealt.result, dealt.reason) == ("abandoned", "other")
    assert summary(app).played == 1
    c.play(c.position.legal_moves()[0])
    c.restart()
    c.play(c.position.legal_moves()[0])
    c.new_game(WINNABLE_GAME)
    practice = [(r.result, r.reason) for r in rows(app) if r.game == 0]
    assert practice == [("abandoned", "restart"), ("abandoned", "new")]


def test_no_statistics_without_saving(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), save=False)
    play_line(app)
    assert app.window.stats.store is None
    assert app.window.win_band.isVisible() and app.window.win_band.record.text() == ""


def test_solver_proofs_mark_the_attempt_proven_winnable(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.game.analysis import Verdict, VerdictStatus

    app = make_app("--game", str(WINNABLE_GAME))
    tracker = app.window.stats
    tracker.note_verdict(Position.deal(99), Verdict(VerdictStatus.WON))  # another position: ignored
    app.controller.play(LINE[0])
    assert not rows(app)[0].proven_winnable
    tracker.note_verdict(app.controller.position, Verdict(VerdictStatus.LOST))
    assert not rows(app)[0].proven_winnable
    tracker.note_verdict(app.controller.position, Verdict(VerdictStatus.WON))
    assert rows(app)[0].proven_winnable
    # A number the "only winnable deals" search found is proven from its first action.
    tracker.note_deal_search(12, 77)
    app.window.new_game(77)
    app.controller.play(app.controller.position.legal_moves()[0])
    (latest,) = [r for r in rows(app) if r.game == 77]
    assert latest.proven_winnable and latest.result == "open"


@pytest.mark.parametrize(
    ("before", "line", "spoken"),
    [
        ((60, 1), "New record for game 3: 53 moves", "new record for game 3: 53 moves (before: 60)"),
        ((50, 10**9), "New record time for game 3: ", "new record time for game 3: "),
        ((60, 10**9), "New records for game 3: 53 moves and ", "new records for game 3: 53 moves and "),
        ((40, 1), "Your records for game 3: 40 moves, 0:00", "your record for this deal: 40 moves and 0:00"),
    ],
    ids=["moves", "time", "both", "none"],
)
def test_the_win_band_says_which_record_was_beaten(make_app, before, line, spoken) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    store = app.window.stats.store
    with store._tx():
        store._merge_record(WINNABLE_GAME, "cards4", *before)
    play_line(app)
    assert app.window.win_band.record.text().startswith(line)
    said = app.window.announcer.last
    assert spoken in said and said.startswith("You won game 3 — moves: 53") and "winning streak 1" in said
    best = store.record(WINNABLE_GAME, "cards4")
    assert best == (min(before[0], 53), min(before[1], rows(app)[0].time_ms))


@pytest.mark.parametrize("error", ["damaged", "disk"])
def test_a_store_failing_while_playing_never_stops_the_game_nor_loses_the_win(make_app, home, error) -> None:  # type: ignore[no-untyped-def]
    import sqlite3

    app = make_app("--game", str(WINNABLE_GAME))
    tracker = app.window.stats
    store = tracker.store
    with store._tx():  # an earlier game, which must survive
        store.db.execute(
            "INSERT INTO attempts (attempt, game, rules, practice, started_at, ended_at, result, reason, closed,"
            " moves, undos, hints, time_ms, proven_winnable) VALUES ('old', 9, 'cards4', 0, 1, 2, 'won', '', 1, 70, 0, 0, 5, 0)"
        )

    def fail(*_a, **_k):  # type: ignore[no-untyped-def]
        if error == "damaged":
            raise sqlite3.DatabaseError("database disk image is malformed")
        raise sqlite3.OperationalError("disk I/O error")

    store.begin = fail
    play_line(app, LINE[:1])
    QApplication.processEvents()
    text = app.window.notice.label.text()
    if error == "damaged":  # moved aside; a new store with every readable game, at once
        assert "statistics file was damaged" in text
        assert len(list((home / "data").glob("statistics.sqlite.damaged-*"))) == 1
        assert tracker.store is not None and tracker.store is not store
    else:  # paused, nothing moved; the store opens again from the timer
        assert "paused and resume by themselves" in text
        assert tracker.store is None and tracker.paused
        assert not list((home / "data").glob("statistics.sqlite.damaged-*"))
        play_line(app, LINE[1:5])
        assert tracker.retry() and not tracker.paused
    play_line(app, LINE[1 if error == "damaged" else 5:])
    assert app.controller.position.is_won and app.window.win_band.isVisible()
    got = {r.attempt: r.result for r in rows(app)}
    assert got.get("old") == "won" and list(got.values()).count("won") == 2
    assert summary(app).won == 2


def test_statistics_with_numbers_past_64_bits_open_and_draw(make_app) -> None:  # type: ignore[no-untyped-def]
    # A statistics file edited by hand: the schema allows any moves count.
    app = make_app("--game", str(WINNABLE_GAME))
    w = app.window
    store = w.stats.store
    for game, moves in ((11, 9_000_000_000_000_000_000), (12, 2**63 - 1)):
        ident = store.begin(game, "cards4", proven_winnable=True)
        store.win(ident, moves=moves, undos=0, hints=0, time_ms=1000)
    w.commands["statistics"].trigger()
    d = w.dialogs.statistics_dialog
    assert d is not None and d.isVisible()
    assert d.values["best_moves"].text().replace(",", "").replace("\u00a0", "").startswith("9000000000000000000")
    for chart in (d.rate_chart, d.moves_chart):
        chart.grab()  # paints its axis labels: no overflow, no crash
    d.close()


def test_a_start_writes_the_rolling_backup_just_after_the_first_frame(make_app, home, qtbot) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.game.statistics import BACKUP_SUFFIX, FILE_NAME

    first = make_app("--game", str(WINNABLE_GAME))
    first.window.stats.close()
    backup = home / "data" / (FILE_NAME + BACKUP_SUFFIX)
    assert not backup.exists()  # a new store has nothing to back up
    again = make_app("--game", str(WINNABLE_GAME))  # a sound store found at start: backed up, after the first frame
    qtbot.waitUntil(backup.exists, timeout=3000)
    assert again.window.stats.opened is not None and not again.window.stats.opened.backup_due


def test_a_link_over_a_resumed_unplayed_deal_leaves_the_statistics_for_after_the_first_frame(make_app, home) -> None:  # type: ignore[no-untyped-def]
    # Issue 20 (the first frame first): relaunching with --game N over a saved
    # deal with no move replaces it without a question; the statistics store
    # (SQLite) still opens after the first frame, not while the window is built.
    first = make_app("--game", "5")
    first.window.shutdown()
    first.window.stats.close()
    again = make_app("--game", str(WINNABLE_GAME), analysis=False)
    assert again.controller.game_number == WINNABLE_GAME
    stats = again.window.stats
    assert stats._unopened  # not opened while the window was built
    stats.open()
    # The new deal is the one counted once the store opens; nothing was lost.
    assert stats.store is not None
    again.controller.play(again.controller.position.legal_moves()[0])
    row = stats.store.get(again.controller.attempt_id)
    assert row is not None and row.game == WINNABLE_GAME


def test_a_deal_proven_lost_is_not_listed_as_not_proven(make_app) -> None:  # type: ignore[no-untyped-def]
    # A review found a deal the solver had proven lost from its first
    # position listed as "Proven winnable: Not proven".
    app = make_app("--game", str(WINNABLE_GAME))
    w = app.window
    store = w.stats.store
    lost = store.begin(21, "cards4", proven_winnable=False)
    store.note_game(lost, ["deal"])
    store.note_lost(lost, ["deal"], 0)  # the solver: no action lost the win, the deal had none
    store.finish(lost, "blocked", moves=1, undos=0, hints=0, time_ms=1)
    unknown = store.begin(22, "cards4", proven_winnable=False)
    store.finish(unknown, "gave_up", moves=1, undos=0, hints=0, time_ms=1)
    won = store.begin(23, "cards4", proven_winnable=True)
    store.win(won, moves=90, undos=0, hints=0, time_ms=1)
    w.commands["statistics"].trigger()
    model = w.dialogs.statistics_dialog.model
    column = model.COLUMNS.index("winnable")
    said = {r.game: model.data(model.index(i, column)) for i, r in enumerate(model.rows)}
    assert (said[21], said[22], said[23]) == ("Not winnable", "Not proven", "Yes")
