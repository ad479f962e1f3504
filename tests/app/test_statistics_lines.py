"""The statistics keep each game's line (issue 25): format 2's ``games``
table (a format-1 store gets it, its games kept), the games Show Me How
played counted and shown in Statistics, the actions of each attempt and the
move that lost the win kept with it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from scorpion_qt.app.game import statistics
from scorpion_qt.app.game.statistics import FILE_NAME, FORMAT_VERSION, StatsStore
from scorpion_qt.app.ui.dialogs.statistics import StatisticsDialog
from scorpion_qt.engine import Move

from apphelpers import WINNABLE_GAME, WINNING_LINE


def fresh(folder: Path) -> StatsStore:
    opened = StatsStore.open(folder)
    assert opened.store is not None, opened.problem
    return opened.store


def test_a_format_1_store_gets_the_games_table_and_keeps_its_games(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / FILE_NAME)
    for _kind, _name, sql in statistics._SCHEMA_V1:
        db.execute(sql)
    db.execute(
        "INSERT INTO attempts (attempt, game, rules, practice, started_at, ended_at, result, reason, closed,"
        " moves, undos, hints, time_ms, proven_winnable) VALUES ('a1', 7, 'cards4', 0, 1, 2, 'won', '', 1,"
        " 90, 0, 0, 1000, 1)"
    )
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    store = fresh(tmp_path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == FORMAT_VERSION == 2
    assert store.summary().won == 1 and store.get("a1") is not None
    assert store.game_line("a1") is None and store.shown_count() == 0
    store.note_game("a1", ["KH>5", "deal"])
    line = store.game_line("a1")
    assert line is not None and line.actions == ("KH>5", "deal") and line.lost_at == -1
    store.close()
    # Opened again it is format 2 as it stands (no second migration, nothing moved aside).
    opened = StatsStore.open(tmp_path)
    assert opened.store is not None and opened.moved_to is None
    assert opened.store.game_line("a1") == line
    opened.store.close()


def test_a_verdict_holds_only_for_the_line_it_was_found_on(tmp_path: Path) -> None:
    store = fresh(tmp_path)
    ident = store.begin(24, "cards4")
    store.note_game(ident, ["KH>5", "QH>5"])
    store.note_lost(ident, ["KH>5", "QH>5"], 2, "JD>3")
    assert store.game_line(ident).lost_at == 2 and store.game_line(ident).better == "JD>3"
    store.note_lost(ident, ["KH>5"], 1, "QS>2")  # another line: not this row's
    assert store.game_line(ident).lost_at == 2
    store.note_game(ident, ["KH>5", "QH>5", "deal"])  # the line changed: the verdict goes
    assert store.game_line(ident).lost_at == -1 and store.game_line(ident).better == ""
    assert store.lost_moves([ident, "nobody"]) == {ident: (-1, False)}
    store.reset()
    assert store.game_line(ident) is None
    store.close()


def test_shown_games_are_counted_apart_and_salvaged_with_their_lines(tmp_path: Path) -> None:
    store = fresh(tmp_path)
    a = store.begin(1, "cards4")
    b = store.begin(2, "cards4", practice=True)  # a practice position: practice, not shown
    store.note_game(a, ["deal"])
    store.mark_practice(a)
    store.mark_practice(store.begin(3, "cards4"))  # shown before any line was kept
    assert store.shown_count() == 2
    assert store.game_line(a).shown and store.game_line(a).actions == ("deal",)
    assert store.game_line(b) is None
    kept = store.game_line(a)
    store.close()  # its write-ahead log folded back: the file alone holds everything
    other = tmp_path / "other"
    other.mkdir()
    copy = fresh(other)
    assert copy.salvage(tmp_path / FILE_NAME) == 3
    assert copy.shown_count() == 2 and copy.game_line(a) == kept
    copy.close()


def test_statistics_say_how_many_games_were_shown(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en")
    window = app.window
    session = window.session
    c = session.controller
    for number in (WINNABLE_GAME, WINNABLE_GAME):
        c.new_game(number, c.rules)
        session.play(Move.parse(WINNING_LINE[0]))  # the player's own first move: a real attempt
        demo = window.demo_view.demo
        assert demo.start()
        while demo.running:
            demo._timer.timeout.emit()
        assert c.position.is_won
    c.new_game(5, c.rules)
    session.play(c.position.legal_moves()[0])  # a game of the player's own, not shown
    session.stats.flush()
    store = session.stats.store
    assert store is not None and store.shown_count() == 2
    line = store.game_line(c.attempt_id)
    assert line is not None and not line.shown and len(line.actions) == 1
    dialog = StatisticsDialog(store, window)
    qtbot.addWidget(dialog)
    assert dialog.values["shown"].text() == "2 games"
    assert dialog.values["won"].text() == "0"  # shown wins are practice
    assert "Show Me How" in dialog.captions["shown"].text()
