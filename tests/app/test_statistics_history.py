"""The player's history is never lost or hidden (issue 22, attack report
2026-12-01 F1, F2, F11, F12): side files that do not belong to the store,
locks held by other programs, damaged pages, the rolling backup."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from scorpion_qt.app.game.statistics import BACKUP_SUFFIX, FILE_NAME, StatsStore

GAMES = 3000


def fill(store: StatsStore, first: int, last: int) -> None:
    """Attempts ``first``..``last - 1``, closed (two won for one blocked)."""
    with store._tx():
        store.db.executemany(
            "INSERT INTO attempts (attempt, game, rules, practice, started_at, ended_at, result, reason, closed,"
            " moves, undos, hints, time_ms, proven_winnable) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            [(f"a{i:05d}", i % 900 + 1, "cards4", 0, i * 10, i * 10 + 5, "won" if i % 3 else "blocked", "", 1,
              80, 1, 0, 1000, 0) for i in range(first, last)],
        )


def store_of(folder: Path, games: int = GAMES) -> None:
    opened = StatsStore.open(folder)
    assert opened.store is not None
    fill(opened.store, 0, games)
    opened.store.close()


def played(folder: Path) -> int:
    opened = StatsStore.open(folder)
    assert opened.store is not None, opened.problem
    try:
        return opened.store.summary().played
    finally:
        opened.store.close()


def test_a_wal_of_another_database_is_kept_aside_untouched_and_no_game_is_lost(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store_of(data)
    other = tmp_path / "other.sqlite"
    o = sqlite3.connect(other, isolation_level=None)
    o.execute("PRAGMA journal_mode=WAL")
    o.execute("PRAGMA wal_autocheckpoint=0")
    o.execute("CREATE TABLE t(a, b)")
    o.execute("BEGIN")
    o.executemany("INSERT INTO t VALUES (?, ?)", [(i, "z" * 100) for i in range(2000)])
    o.execute("COMMIT")
    shutil.copyfile(str(other) + "-wal", data / (FILE_NAME + "-wal"))
    o.close()
    wal = (data / (FILE_NAME + "-wal")).read_bytes()

    opened = StatsStore.open(data)
    assert opened.store is not None and opened.moved_to is None
    assert opened.store.summary().played == GAMES
    assert len(opened.foreign) == 1 and opened.foreign[0].read_bytes() == wal  # kept, byte for byte
    opened.store.close()
    assert played(data) == GAMES


def test_a_wal_of_an_older_copy_of_the_store_never_replaces_newer_games(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store = StatsStore.open(data).store
    assert store is not None
    store.db.execute("PRAGMA wal_autocheckpoint=0")
    fill(store, 0, 2268)
    old_wal = tmp_path / "old-wal"
    shutil.copyfile(data / (FILE_NAME + "-wal"), old_wal)
    fill(store, 2268, GAMES)
    store.close()
    shutil.copyfile(old_wal, data / (FILE_NAME + "-wal"))

    opened = StatsStore.open(data)
    assert opened.store is not None and opened.store.summary().played == GAMES  # not 2,268
    assert [p.read_bytes() for p in opened.foreign] == [old_wal.read_bytes()]


def test_the_wal_a_killed_game_left_is_replayed_with_its_games(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store_of(data, 100)
    script = textwrap.dedent(f"""
        import os, sys
        from pathlib import Path
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        from scorpion_qt.app.game.statistics import StatsStore
        from test_statistics_history import fill
        s = StatsStore.open(Path({str(data)!r})).store
        s.db.execute("PRAGMA wal_autocheckpoint=0")
        fill(s, 100, 150)
        os._exit(0)  # as kill -9: the -wal stays
    """)
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)
    assert (data / (FILE_NAME + "-wal")).stat().st_size > 0
    opened = StatsStore.open(data)
    assert opened.store is not None and opened.foreign == [] and opened.store.summary().played == 150


HOLD = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
if sys.argv[2] == "exclusive":
    db.execute("PRAGMA locking_mode=EXCLUSIVE")
db.execute("BEGIN IMMEDIATE")
db.execute("UPDATE records SET best_moves = best_moves")
if sys.argv[2] == "exclusive":
    db.execute("COMMIT")
print("held", flush=True)
time.sleep(30)
"""


def hold(path: Path, mode: str) -> subprocess.Popen[str]:
    p = subprocess.Popen([sys.executable, "-c", HOLD, str(path), mode], stdout=subprocess.PIPE, text=True)
    assert p.stdout is not None and p.stdout.readline().strip() == "held"
    return p


def test_a_store_locked_by_another_program_at_start_is_paused_never_moved_aside(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store_of(data)
    holder = hold(data / FILE_NAME, "exclusive")
    try:
        start = time.monotonic()
        opened = StatsStore.open(data)
        waited = time.monotonic() - start
        assert opened.store is None and opened.paused and opened.moved_to is None
        assert waited < 1.0  # no 5 s wait on the interface's thread
        assert not list(data.glob("*.damaged-*"))
    finally:
        holder.kill()
        holder.wait()
    assert played(data) == GAMES


def test_another_writer_during_play_pauses_a_write_without_a_freeze(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store_of(data, 10)
    store = StatsStore.open(data).store
    assert store is not None
    holder = hold(data / FILE_NAME, "immediate")
    try:
        start = time.monotonic()
        try:
            store.begin(5, "cards4")
        except sqlite3.Error as exc:
            from scorpion_qt.app.game.statistics import is_transient

            assert is_transient(exc)
        else:
            raise AssertionError("the write went through another program's lock")
        assert time.monotonic() - start < 0.5
    finally:
        holder.kill()
        holder.wait()
    store.begin(5, "cards4")  # once the lock is gone, the write is made


def flip(path: Path, page: int, page_size: int = 4096, count: int = 40) -> None:
    """Flip ``count`` bytes in the middle of the cells of ``page``."""
    data = bytearray(path.read_bytes())
    base = (page - 1) * page_size
    content = int.from_bytes(data[base + 5:base + 7], "big") or page_size
    at = base + content + (page_size - content) // 2
    data[at:at + count] = bytes(b ^ 0x5A for b in data[at:at + count])
    path.write_bytes(bytes(data))


def leaf_of(path: Path, name: str, page_size: int = 4096) -> int:
    """The right-most leaf page under the b-tree ``name``'s root."""
    data = path.read_bytes()
    page = root_page(path, name)
    while data[(page - 1) * page_size] in (0x02, 0x05):  # an interior page: its right-most child
        base = (page - 1) * page_size
        page = int.from_bytes(data[base + 8:base + 12], "big")
    return page


def root_page(path: Path, name: str) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("SELECT rootpage FROM sqlite_master WHERE name=?", (name,)).fetchone()[0])
    finally:
        db.close()


def test_a_damaged_index_page_never_shows_zero_games(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store_of(data)
    flip(data / FILE_NAME, leaf_of(data / FILE_NAME, "attempts_order"))
    opened = StatsStore.open(data)
    assert opened.store is not None and opened.moved_to is None, opened.problem
    assert opened.store.summary().played == GAMES


def test_a_damaged_table_page_is_moved_aside_and_its_readable_games_recovered(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store_of(data)
    (data / (FILE_NAME + BACKUP_SUFFIX)).unlink(missing_ok=True)  # no backup: what is recovered comes from the damaged file
    path = data / FILE_NAME
    db = sqlite3.connect(path)
    pages = int(db.execute("PRAGMA page_count").fetchone()[0])
    db.close()
    # A leaf of the table, well inside it (the table's pages come first).
    flip(path, leaf_of(path, "attempts"), count=64)
    opened = StatsStore.open(data)
    assert opened.store is not None and opened.moved_to is not None and pages > 25, opened.problem
    assert opened.moved_to.exists()
    assert GAMES - 200 <= opened.recovered < GAMES  # one page of ~40 rows lost, not 3,000
    assert opened.store.summary().played == opened.recovered


def test_the_rolling_backup_brings_the_games_back_when_the_store_is_emptied(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store_of(data)
    assert played(data) == GAMES  # a start writes the backup
    assert (data / (FILE_NAME + BACKUP_SUFFIX)).exists()
    (data / FILE_NAME).write_bytes(b"")  # truncated to 0
    opened = StatsStore.open(data)
    assert opened.store is not None and opened.restored == GAMES
    assert opened.store.summary().played == GAMES
    # A reset the player confirmed is not undone by the backup.
    opened.store.reset()
    opened.store.close()
    (data / FILE_NAME).unlink()
    assert played(data) == 0
