"""The statistics store on its own (issue 14): format, migration, robustness,
figures, CSV. No window needed."""

from __future__ import annotations

import csv
import io
import json
import os
import sqlite3
from pathlib import Path

import pytest

from scorpion_qt.app.game.statistics import (
    CSV_HEADER,
    FILE_NAME,
    FORMAT_VERSION,
    StatsStore,
    export_csv,
    write_csv,
)


def fresh(folder: Path) -> StatsStore:
    opened = StatsStore.open(folder)
    assert opened.store is not None, opened.problem
    return opened.store


def play(store: StatsStore, game: int, result: str, at: int, moves: int = 80, time_ms: int = 60_000,
         practice: bool = False, proven: bool = False, reason: str = "new") -> str:
    ident = store.begin(game, "cards4", practice=practice, proven_winnable=proven, started_at=at - 1)
    if result == "won":
        store.win(ident, moves=moves, undos=1, hints=2, time_ms=time_ms, at=at)
    else:
        store.finish(ident, result, reason=reason if result == "abandoned" else "", moves=moves, undos=0, hints=0,
                     time_ms=time_ms, at=at)
    return ident


def test_a_new_store_has_the_format_version_and_one_file(tmp_path: Path) -> None:
    store = fresh(tmp_path)
    play(store, 5, "won", at=1000)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == FORMAT_VERSION
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    store.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]  # no -wal/-shm/-journal at rest


def test_records_json_of_the_previous_format_is_migrated_once(tmp_path: Path) -> None:
    legacy = tmp_path / "records.json"
    legacy.write_text(json.dumps({
        "12345|cards4": {"moves": 87, "ms": 201_000},
        "7|keep-runs": {"moves": 120, "ms": 9_000},
        "oops|cards4": {"moves": 1, "ms": 1},
        "8|cards4": {"moves": "many", "ms": 1},
    }))
    opened = StatsStore.open(tmp_path)
    store = opened.store
    assert store is not None and opened.migrated == 2
    assert store.record(12345, "cards4") == (87, 201_000)
    assert store.record(7, "keep-runs") == (120, 9_000)
    assert store.record(8, "cards4") is None
    assert not legacy.exists() and (tmp_path / "records.json.migrated").exists()
    # A migrated record is beaten like any other, and the import does not run twice.
    ident = store.begin(12345, "cards4")
    info = store.win(ident, moves=86, undos=0, hints=0, time_ms=300_000)
    assert info.previous_moves == 87 and info.new_moves_record and not info.new_time_record
    assert store.record(12345, "cards4") == (86, 201_000)
    store.close()
    again = StatsStore.open(tmp_path)
    assert again.migrated == 0 and again.store is not None
    assert again.store.summary().played == 1  # records alone are not games played


@pytest.mark.parametrize("kind", ["garbage", "directory", "symlink", "too_large", "foreign", "trigger"])
def test_a_damaged_or_hostile_store_is_moved_aside_never_followed(tmp_path: Path, kind: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    path = data / FILE_NAME
    outside = tmp_path / "precious.txt"
    outside.write_text("do not touch")
    max_bytes = 256 * 1024 * 1024
    if kind == "garbage":
        path.write_bytes(b"\x00garbage" * 100)
    elif kind == "directory":
        path.mkdir()
    elif kind == "symlink":
        path.symlink_to(outside)
    elif kind == "too_large":
        path.write_bytes(b"x" * 5000)
        max_bytes = 4096
    else:
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE attempts (x)")
        if kind == "trigger":
            db.execute("DROP TABLE attempts")
            fresh(tmp_path / "model").close()
            model = sqlite3.connect(tmp_path / "model" / FILE_NAME)
            for (sql,) in model.execute("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL"):
                db.execute(sql)
            db.execute(f"PRAGMA user_version = {FORMAT_VERSION}")
            db.execute("CREATE TRIGGER t AFTER INSERT ON attempts BEGIN DELETE FROM records; END")
        db.commit()
        db.close()
    opened = StatsStore.open(data, max_bytes=max_bytes)
    assert opened.store is not None, opened.problem
    assert opened.moved_to is not None and opened.problem
    assert opened.moved_to.name.startswith(FILE_NAME + ".damaged-")
    assert os.path.lexists(opened.moved_to)
    assert outside.read_text() == "do not touch"
    if kind == "symlink":
        assert opened.moved_to.is_symlink()  # the link itself moved, its target untouched
    assert not path.is_symlink() and path.is_file()
    play(opened.store, 1, "won", at=10)
    assert opened.store.summary().won == 1


@pytest.mark.parametrize("suffix", ["-journal", "-wal", "-shm"])
def test_a_side_file_symlink_is_moved_aside_before_sqlite_writes(tmp_path: Path, suffix: str) -> None:
    fresh(tmp_path).close()
    target = tmp_path / "victim"
    target.write_text("keep")
    (tmp_path / (FILE_NAME + suffix)).symlink_to(target)
    opened = StatsStore.open(tmp_path)
    assert opened.store is not None and suffix in opened.problem
    play(opened.store, 2, "won", at=5)
    assert target.read_text() == "keep"
    assert not (tmp_path / (FILE_NAME + suffix)).is_symlink()


def test_a_store_from_a_newer_version_is_left_alone(tmp_path: Path) -> None:
    fresh(tmp_path).close()
    db = sqlite3.connect(tmp_path / FILE_NAME)
    db.execute(f"PRAGMA user_version = {FORMAT_VERSION + 1}")
    db.commit()
    db.close()
    before = (tmp_path / FILE_NAME).read_bytes()
    opened = StatsStore.open(tmp_path)
    assert opened.store is None and opened.newer and opened.moved_to is None
    assert (tmp_path / FILE_NAME).read_bytes() == before


def test_a_store_on_a_read_only_file_system_is_left_alone_and_nothing_raises(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Opening it for writing fails with EROFS, not PermissionError: still not
    # damage, and open() must not raise (it promises never to).
    import errno

    import scorpion_qt.app.game.statistics as statistics

    fresh(tmp_path).close()
    before = (tmp_path / FILE_NAME).read_bytes()
    real_open = os.open

    def read_only_fs(path, flags, *args):  # type: ignore[no-untyped-def]
        if str(path) == str(tmp_path / FILE_NAME) and flags & os.O_RDWR:
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(statistics.os, "open", read_only_fs)
    opened = StatsStore.open(tmp_path)
    assert opened.store is None and opened.moved_to is None and "cannot be opened" in opened.problem
    assert (tmp_path / FILE_NAME).read_bytes() == before


def test_summary_streaks_rates_and_averages(tmp_path: Path) -> None:
    store = fresh(tmp_path)
    play(store, 1, "won", at=10, moves=100, time_ms=100_000, proven=True)
    play(store, 2, "won", at=20, moves=80, time_ms=50_000, proven=True)
    play(store, 3, "blocked", at=30, proven=True)
    play(store, 4, "won", at=40, moves=90, time_ms=70_000)
    play(store, 8, "gave_up", at=45, proven=True)  # played between 4 and 5
    play(store, 5, "abandoned", at=50, reason="restart")
    play(store, 6, "won", at=60, moves=60, time_ms=30_000, proven=True)
    play(store, 7, "won", at=70, moves=70, time_ms=40_000)
    play(store, 9, "won", at=80, moves=10, time_ms=1_000, practice=True)  # never counted
    s = store.summary()
    assert (s.played, s.won) == (8, 5)
    assert s.win_rate == pytest.approx(5 / 8)
    assert (s.proven_played, s.proven_won) == (5, 3)
    assert s.current_streak == 2 and s.best_streak == 2
    assert s.best_moves == 60 and s.average_moves == pytest.approx(80)
    assert s.best_time_ms == 30_000 and s.average_time_ms == pytest.approx(58_000)
    assert store.record(9, "cards4") is None  # practice never enters the records
    points = store.chart(4)
    assert [(p.first, p.last) for p in points] == [(1, 2), (3, 4), (5, 6), (7, 8)]
    assert [p.win_rate for p in points] == [1.0, 0.5, 0.0, 1.0]
    assert points[2].average_moves is None
    recent = store.recent(3)
    assert [r.game for r in recent] == [9, 7, 6] and recent[0].practice


def test_an_attempt_is_closed_once_and_a_win_is_never_lost(tmp_path: Path) -> None:
    store = fresh(tmp_path)
    ident = store.begin(3, "cards4")
    first = store.win(ident, moves=53, undos=0, hints=0, time_ms=1000)
    assert first.counted and first.previous_moves is None and first.streak == 1
    again = store.win(ident, moves=55, undos=1, hints=0, time_ms=2000)
    assert not again.counted
    assert not store.finish(ident, "abandoned", reason="new")
    assert store.close_orphans(None) == 0
    row = store.get(ident)
    assert row is not None and (row.result, row.moves) == ("won", 53)
    assert store.summary().played == 1
    # Another window abandoned an attempt that this one then wins: it is a win.
    other = store.begin(4, "cards4")
    store.finish(other, "abandoned", reason="other")
    assert store.win(other, moves=70, undos=0, hints=0, time_ms=5).counted
    assert store.summary().won == 2 and store.summary().played == 2


def test_orphans_are_closed_as_quit_or_crash_and_a_blocked_one_stays_blocked(tmp_path: Path) -> None:
    store = fresh(tmp_path)
    quit_ = store.begin(1, "cards4")
    store.mark_quit(quit_)
    crash = store.begin(2, "cards4")
    store.update(crash, moves=7, undos=1, hints=0, time_ms=900)
    blocked = store.begin(3, "cards4")
    store.update(blocked, moves=30, undos=0, hints=0, time_ms=9, blocked=True)
    kept = store.begin(4, "cards4")
    assert store.close_orphans(kept) == 3
    got = {i: store.get(i) for i in (quit_, crash, blocked, kept)}
    assert (got[quit_].result, got[quit_].reason) == ("abandoned", "quit")  # type: ignore[union-attr]
    assert (got[crash].result, got[crash].reason, got[crash].moves) == ("abandoned", "crash", 7)  # type: ignore[union-attr]
    assert got[blocked].result == "blocked"  # type: ignore[union-attr]
    assert got[kept].result == "open"  # type: ignore[union-attr]
    assert store.summary().played == 3


def test_csv_writer_writes_every_field_as_codes(tmp_path: Path) -> None:
    store = fresh(tmp_path)
    play(store, 12345, "won", at=1_700_000_000_000, moves=87, time_ms=201_000, proven=True)
    play(store, 2**63 - 1, "abandoned", at=1_700_000_100_000, reason="quit", practice=True)
    out = io.StringIO()
    assert write_csv(out, store.all_rows()) == 2
    rows = list(csv.reader(io.StringIO(out.getvalue())))
    assert tuple(rows[0]) == CSV_HEADER
    first = dict(zip(rows[0], rows[1]))
    assert first["game"] == "12345" and first["result"] == "won" and first["moves"] == "87"
    assert first["time_ms"] == "201000" and first["proven_winnable"] == "1" and first["rules"] == "cards4"
    assert first["ended_utc"] == "2023-11-14T22:13:20Z"
    second = dict(zip(rows[0], rows[2]))
    assert second["game"] == str(2**63 - 1) and second["practice"] == "1" and second["reason"] == "quit"
    assert out.getvalue().endswith("\r\n")
    target = tmp_path / "out.csv"
    assert export_csv(target, store.all_rows()) == 2
    assert target.read_text(encoding="utf-8").replace("\r\n", "\n") == out.getvalue().replace("\r\n", "\n")
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_reset_forgets_games_and_records(tmp_path: Path) -> None:
    store = fresh(tmp_path)
    play(store, 1, "won", at=10)
    store.reset()
    assert store.summary().played == 0 and store.record(1, "cards4") is None


def test_a_clock_set_back_between_two_games_does_not_reorder_them(tmp_path: Path) -> None:
    """Win, give up, then the clock goes back 2 hours, then win: the last
    game is still the newest (issue 21)."""
    store = fresh(tmp_path)
    hour = 3_600_000
    play(store, 1, "won", at=10 * hour)
    play(store, 2, "gave_up", at=10 * hour + 60_000)
    play(store, 3, "won", at=8 * hour)
    summary = store.summary()
    assert (summary.current_streak, summary.best_streak) == (1, 1)
    assert [r.game for r in store.recent()] == [3, 2, 1]
    assert [r.game for r in store.all_rows()] == [1, 2, 3]
