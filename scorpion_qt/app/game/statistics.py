"""The statistics store: one row per attempt, records per deal (no Qt).

An *attempt* is one try at one deal under one set of rule options; it starts
with its first action (rules.md §2/§4: a move or the talon deal) and ends when
it is won, blocked (rules.md §5), given up, or left for another game. The
store lives in the data folder as ``statistics.sqlite`` (Python's ``sqlite3``).

Format
    ``PRAGMA user_version`` holds :data:`FORMAT_VERSION`. Tables are STRICT
    (SQLite ≥ 3.37) with CHECK constraints, so a value of the wrong kind cannot
    enter. Version 1 replaces ``records.json`` (best moves and time per deal):
    :meth:`StatsStore.open` imports it once into the ``records`` table and
    renames it ``records.json.migrated`` (kept, never deleted).

Journal: WAL (``journal_mode=WAL``, ``synchronous=NORMAL``), not the
    rollback journal. Every transaction is atomic either way; the choice is
    about cost and files. The store is written on the interface's thread
    between moves (first action, block, end, progress every few seconds), and
    measured here a commit costs 0.01 ms in WAL+NORMAL against 4 ms median,
    20 ms worst, with a rollback journal and ``synchronous=FULL`` (0.2 ms with
    WAL+FULL): the rollback journal would eat a frame of the drop latency.
    WAL+NORMAL may lose the last commits on a power cut but never corrupts
    the store, and a lost progress figure is harmless (the save still
    continues the attempt). Readers never block the writer, so a second
    window (process) or the Statistics dialog reads while another writes.
    The costs: ``-wal`` and ``-shm`` files live beside the store while it is
    open (SQLite removes them at the last close); both are checked like the
    store and moved aside with it. WAL needs shared memory, which network
    folders (NFS) may not give: when SQLite refuses WAL the store keeps the
    rollback journal it reports, and works on.

Robustness (issue 12's standards)
    Before SQLite opens anything, the store and its side files are checked with
    ``lstat``: a symlink, something that is not a regular file, or a store
    larger than :data:`MAX_BYTES` is renamed aside (the rename moves the link
    itself, never its target). A new store is created with
    ``O_CREAT | O_EXCL | O_NOFOLLOW`` and opened with ``mode=rw``, so SQLite
    never creates or follows a link at that path. An existing store must
    hold exactly the schema this module writes (no extra
    triggers or views: a hostile file cannot run code on our inserts;
    ``trusted_schema`` is off) and its newest rows must read. (A full
    ``quick_check`` costs ~0.4 s at 100,000 games, too much at every start;
    damage found later switches statistics off and moves the store aside.) Anything else is "damaged": moved aside with
    ``.damaged-<time>``, reported in one sentence, and a fresh store begins.
    A store from a newer version is left untouched and statistics are off
    for the session.
"""

from __future__ import annotations

import io
import os
import shutil
import sqlite3
import stat
import struct
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Iterable, Iterator, NamedTuple

from scorpion_qt.engine import VARIANTS

from scorpion_qt.app.game import safefiles

__all__ = [
    "AttemptRow",
    "ChartPoint",
    "FORMAT_VERSION",
    "GameLine",
    "MAX_BYTES",
    "OpenResult",
    "RESULTS",
    "REASONS",
    "StatsError",
    "is_transient",
    "StatsStore",
    "Summary",
    "WinInfo",
    "rules_key",
    "variant_of_key",
    "variant_rules_keys",
    "write_csv",
]

FORMAT_VERSION = 2
"""The store's format (``PRAGMA user_version``). Version 2 adds the
``games`` table (each attempt's actions, whether Show Me How played it, the
move that lost the win); a version-1 store gets it when first opened, its
attempts untouched."""

MAX_ACTIONS_TEXT = 400_000
"""The longest action text a ``games`` row may hold (characters): 50,000
actions of a save at most, about 6 characters each."""

MAX_BYTES = 256 * 1024 * 1024
"""A store larger than this (bytes) is not read: 100,000 games take ~10 MB."""

FILE_NAME = "statistics.sqlite"
LEGACY_RECORDS = "records.json"

RESULTS = ("open", "won", "blocked", "gave_up", "abandoned")
"""An attempt's result: ``open`` while it is played (not counted yet)."""

REASONS = ("", "new", "restart", "quit", "other", "crash")
"""Why an attempt was abandoned: New game, Restart, Quit (and not resumed),
another deal (by number, a link, a replay), or a crash (found at next start)."""

_SCHEMA: tuple[tuple[str, str, str], ...] = (
    (
        "table",
        "attempts",
        "CREATE TABLE attempts (\n"
        "  id INTEGER PRIMARY KEY,\n"
        "  attempt TEXT NOT NULL UNIQUE,\n"
        "  game INTEGER NOT NULL CHECK (game >= 0),\n"
        "  rules TEXT NOT NULL,\n"
        "  practice INTEGER NOT NULL CHECK (practice IN (0, 1)),\n"
        "  started_at INTEGER NOT NULL,\n"
        "  ended_at INTEGER,\n"
        "  result TEXT NOT NULL CHECK (result IN ('open', 'won', 'blocked', 'gave_up', 'abandoned')),\n"
        "  reason TEXT NOT NULL CHECK (reason IN ('', 'new', 'restart', 'quit', 'other', 'crash')),\n"
        "  closed INTEGER NOT NULL CHECK (closed IN (0, 1)),\n"
        "  moves INTEGER NOT NULL CHECK (moves >= 0),\n"
        "  undos INTEGER NOT NULL CHECK (undos >= 0),\n"
        "  hints INTEGER NOT NULL CHECK (hints >= 0),\n"
        "  time_ms INTEGER NOT NULL CHECK (time_ms >= 0),\n"
        "  proven_winnable INTEGER NOT NULL CHECK (proven_winnable IN (0, 1))\n"
        ") STRICT",
    ),
    ("index", "attempts_deal", "CREATE INDEX attempts_deal ON attempts (game, rules)"),
    # Covering index for the summary, streaks and charts (ordered scans of
    # counted games without touching the table), and one for the recent list.
    (
        "index",
        "attempts_order",
        "CREATE INDEX attempts_order ON attempts (practice, ended_at, id, result, moves, time_ms, proven_winnable)",
    ),
    ("index", "attempts_end", "CREATE INDEX attempts_end ON attempts (ended_at, id)"),
    ("index", "attempts_open", "CREATE INDEX attempts_open ON attempts (closed)"),
    (
        "table",
        "records",
        "CREATE TABLE records (\n"
        "  game INTEGER NOT NULL CHECK (game >= 1),\n"
        "  rules TEXT NOT NULL,\n"
        "  best_moves INTEGER NOT NULL CHECK (best_moves >= 0),\n"
        "  best_time_ms INTEGER NOT NULL CHECK (best_time_ms >= 0),\n"
        "  PRIMARY KEY (game, rules)\n"
        ") STRICT, WITHOUT ROWID",
    ),
)

_SCHEMA_V1: tuple[tuple[str, str, str], ...] = _SCHEMA
"""The tables and indexes of format 1 (every one is kept in format 2)."""

_GAMES_SQL = (
    "CREATE TABLE games (\n"
    "  attempt TEXT PRIMARY KEY,\n"
    "  shown INTEGER NOT NULL CHECK (shown IN (0, 1)),\n"
    "  start TEXT NOT NULL CHECK (LENGTH(start) <= 4000),\n"
    f"  actions TEXT NOT NULL CHECK (LENGTH(actions) <= {MAX_ACTIONS_TEXT}),\n"
    "  lost_at INTEGER NOT NULL CHECK (lost_at >= -1),\n"
    "  better TEXT NOT NULL CHECK (LENGTH(better) <= 8)\n"
    ") STRICT, WITHOUT ROWID"
)
"""Format 2's table: one row per attempt that has one, keyed by its id.
``actions``: the actions in place at the attempt's last write, in move
notation separated by spaces (the line from the deal, or from ``start``, to
where the game stood); ``start``: a practice game's first position ("" for
a numbered deal); ``shown``: Show Me How played part of it; ``lost_at``:
the action (1-based) proven to have lost the win, 0 when none did (proven),
-1 when not known; ``better``: a move that still won before it ("" unless
``lost_at`` > 0)."""

_SCHEMA = _SCHEMA_V1 + (("table", "games", _GAMES_SQL),)

_COLUMNS = (
    "attempt, game, rules, practice, started_at, ended_at, result, reason, moves, undos, hints, time_ms, proven_winnable"
)


class StatsError(Exception):
    """The store cannot be used; the message says why in English."""


def rules_key(tokens: Iterable[str]) -> str:
    """The rule options' key used in the store: ``"cards4"`` or the option
    tokens joined by spaces (``"keep-runs traditional-talon"``), as in
    ``Rules.tokens()`` (rules.md §7)."""
    joined = " ".join(tokens)
    return joined or "cards4"


def variant_of_key(key: str) -> str:
    """The variant of a rules key (:func:`rules_key`): its first token when
    that names one of ``engine.VARIANTS``, else ``"cards4"`` (Cards4's keys
    hold its name or the options only)."""
    first = key.split(" ", 1)[0]
    return first if first in VARIANTS else "cards4"


def variant_rules_keys(variant: str) -> tuple[str, ...]:
    """Every rules key of ``variant``'s games (a name of ``engine.VARIANTS``;
    ``KeyError`` for another), whatever their two rule options: the games a
    variant's figures count."""
    rules = VARIANTS[variant]
    return tuple(rules_key(rules.with_options(c, t).tokens()) for c in (True, False) for t in (True, False))


def now_ms() -> int:
    """Unix time in ms (UTC)."""
    return int(time.time() * 1000)


class AttemptRow(NamedTuple):
    """One attempt as stored (``game`` 0: a practice position without a
    number); times in Unix ms (UTC), ``time_ms`` the playing
    time in ms; ``ended_at`` None while open; ``practice`` and
    ``proven_winnable`` are 0 or 1. (A named tuple: the recent list builds
    a thousand of them when the dialog opens.)"""

    attempt: str
    game: int
    rules: str
    practice: int
    started_at: int
    ended_at: int | None
    result: str
    reason: str
    moves: int
    undos: int
    hints: int
    time_ms: int
    proven_winnable: int

    @classmethod
    def from_sql(cls, row: tuple) -> "AttemptRow":  # type: ignore[type-arg]
        """From a row of ``SELECT {_COLUMNS}`` (STRICT tables: types are sure)."""
        return cls._make(row)


@dataclass(frozen=True)
class Summary:
    """The Statistics dialog's figures (practice games excluded; attempts
    still open excluded). Averages and bests are over won games; times in ms;
    None when there is nothing to measure."""

    played: int = 0
    won: int = 0
    proven_played: int = 0
    proven_won: int = 0
    current_streak: int = 0
    best_streak: int = 0
    average_moves: float | None = None
    best_moves: int | None = None
    average_time_ms: float | None = None
    best_time_ms: int | None = None

    @property
    def win_rate(self) -> float | None:
        """Won / played, 0..1 (None with no game)."""
        return self.won / self.played if self.played else None

    @property
    def proven_win_rate(self) -> float | None:
        """Won / played among proven-winnable deals, 0..1 (None with none)."""
        return self.proven_won / self.proven_played if self.proven_played else None


class GameLine(NamedTuple):
    """An attempt's stored line (:meth:`StatsStore.game_line`): whether Show
    Me How played it, a practice game's first position ("" for a deal), the
    actions in move notation, the action that lost the win (1-based; 0 none,
    -1 not known) and a move that still won before it ("" unless known)."""

    shown: bool
    start: str
    actions: tuple[str, ...]
    lost_at: int
    better: str


@dataclass(frozen=True)
class ChartPoint:
    """One group of consecutive games for the charts: ``first``..``last``
    (1-based, oldest first), the share won (0..1) and the average moves of
    its won games (None when none was won)."""

    first: int
    last: int
    win_rate: float
    average_moves: float | None


@dataclass(frozen=True)
class WinInfo:
    """What a win changed: the previous records of the deal (None when there
    were none), whether this win set a new fewest-moves or best-time record,
    and the current streak (of the deal's variant) including it. ``counted`` is False when the
    attempt had already been counted as won (undo and win again)."""

    previous_moves: int | None
    previous_time_ms: int | None
    new_moves_record: bool
    new_time_record: bool
    streak: int
    counted: bool = True
    practice: bool = False


@dataclass
class OpenResult:
    """:meth:`StatsStore.open`'s answer: the store (None when statistics are
    off), where a damaged store was moved (None if none), and why in English
    (for logs)."""

    store: "StatsStore | None"
    moved_to: Path | None = None
    problem: str = ""
    newer: bool = False
    migrated: int = 0
    paused: bool = False
    """The store is busy or cannot be written now: nothing was moved; try later."""
    foreign: list[Path] = field(default_factory=list)
    """Side files (-wal, -journal) that did not belong to the store, kept aside unused."""
    recovered: int = 0
    """Attempts copied from the damaged store (``moved_to``) into the new one."""
    restored: int = 0
    """Attempts copied from the rolling backup into a new or repaired store."""
    backup_due: bool = False
    """``open(..., backup_later=True)`` left the start's rolling backup to
    the caller (:meth:`StatsStore.backup`, after the first frame)."""


def _count(v: object) -> bool:
    """A whole number >= 0 (not a bool)."""
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _move_aside(path: Path) -> Path | None:
    """:func:`safefiles.move_aside` (a file, a folder or a link itself), or
    None when it cannot be moved."""
    try:
        return safefiles.move_aside(path)
    except OSError:
        return None


def _file_problem(path: Path, max_bytes: int) -> str:
    """Why ``path`` may not be opened as a store ("" when it may, or is absent)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return ""
    except OSError as exc:
        return f"cannot be examined: {exc.strerror}"
    if stat.S_ISLNK(st.st_mode):
        return "is a symbolic link"
    if not stat.S_ISREG(st.st_mode):
        return "is not a regular file"
    if st.st_size > max_bytes:
        return f"is too large ({st.st_size} bytes)"
    return ""


BACKUP_SUFFIX = ".bak"
"""The rolling backup's suffix: ``statistics.sqlite.bak`` (see :meth:`StatsStore.backup`)."""

BUSY_TIMEOUT_S = 0.05
"""How long (s) a statement waits for another program's lock on the store
before it gives up: short, since the store is written on the interface's
thread; a busy store pauses the statistics and the caller tries again later."""

_SIDE_SUFFIXES = ("-journal", "-wal", "-shm")

# SQLite's primary result codes that say "not now" (busy, locked, a full
# disk, a folder or file that cannot be written or opened, out of memory),
# never "this file is damaged".
_TRANSIENT_CODES = frozenset({3, 5, 6, 7, 8, 10, 13, 14, 15, 22, 23})
_TRANSIENT_WORDS = ("locked", "busy", "disk i/o", "full", "readonly", "read-only", "unable to open", "out of memory")

_OPEN_HERE: dict[str, int] = {}
"""Stores this process has open (resolved path → connections): their side
files are SQLite's own, never checked (opening and closing a file this
process has locked would drop SQLite's POSIX locks)."""


class _Paused(Exception):
    """The store cannot be used now (busy, full disk, read-only folder)."""


def is_transient(exc: BaseException) -> bool:
    """True when ``exc`` (a ``sqlite3.Error``) means the store cannot be used
    *now* (another program's lock, a full disk, a read-only folder, an I/O
    error) rather than that it is damaged: statistics then pause and are
    tried again, and nothing is moved aside."""
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return (code & 0xFF) in _TRANSIENT_CODES
    text = str(exc).lower()
    return any(word in text for word in _TRANSIENT_WORDS)


_INDEX_SUMS = {
    "attempts_deal": "COUNT(*), SUM(game % 1000003), SUM(LENGTH(rules))",
    "attempts_order": "COUNT(*), SUM(practice), SUM(COALESCE(ended_at, 7) % 1000003), SUM(id % 1000003),"
    " SUM(LENGTH(result) * 7 + UNICODE(result)), SUM(moves % 1000003), SUM(time_ms % 1000003), SUM(proven_winnable)",
    "attempts_end": "COUNT(*), SUM(COALESCE(ended_at, 7) % 1000003), SUM(id % 1000003)",
    "attempts_open": "COUNT(*), SUM(closed)",
}
"""Per index, sums of the columns it covers (exact integers): read through
the index alone and through the table, they must agree."""


def _check_pages(db: sqlite3.Connection) -> None:
    """Read every index and the table once (a scan each, ~10 ms per index
    at 100,000 games): a flipped index or table page raises
    ``sqlite3.DatabaseError``, and so does an index whose entries disagree
    with the table's rows (a flipped value in an index leaf shows no error
    in SQLite, only wrong figures)."""
    for index, sums in _INDEX_SUMS.items():
        through_index = db.execute(f"SELECT {sums} FROM attempts INDEXED BY {index}").fetchone()
        through_table = db.execute(f"SELECT {sums} FROM attempts NOT INDEXED").fetchone()
        if through_index != through_table:
            raise sqlite3.DatabaseError(f"index {index} disagrees with its table")
    db.execute("SELECT COUNT(*), SUM(best_moves % 1000003) FROM records").fetchone()


def _readable_rows(db: sqlite3.Connection, select: str) -> Iterator[tuple]:  # type: ignore[type-arg]
    """The rows of ``select`` (whose first column is the rowid ``id``) that
    can be read, in rowid order: when a page fails, the scan starts again
    past it, at rowids ever further on, until the end of the table."""
    last = -1
    failures = 0
    while failures < 10_000:
        try:
            for row in db.execute(f"{select} WHERE id > ? ORDER BY id", (last,)):
                last = row[0]
                yield row
            return
        except sqlite3.DatabaseError:
            failures += 1
        # Skip the damaged run of rowids: 1, 2, 4… past the last good one.
        step = 1
        while step < 2**62:
            try:
                probe = db.execute(f"{select} WHERE id > ? ORDER BY id LIMIT 1", (last + step,)).fetchone()
            except sqlite3.DatabaseError:
                step *= 2
                continue
            if probe is None:
                return
            last = probe[0] - 1
            break
        else:
            return


def _shm_in_use(path: Path) -> bool:
    """True when another process has the store open: SQLite keeps a shared
    lock on byte 128 of ``-shm`` (its "DMS" lock) while it does. Asked with
    ``F_GETLK``, which takes no lock."""
    shm = path.with_name(path.name + "-shm")
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        return False
    try:
        fd = os.open(shm, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        query = struct.pack("hhqqi4x", fcntl.F_WRLCK, os.SEEK_SET, 128, 1, 0)
        answer = fcntl.fcntl(fd, fcntl.F_GETLK, query)
        return bool(struct.unpack("hhqqi4x", answer)[0] != fcntl.F_UNLCK)
    except (OSError, struct.error):
        return False
    finally:
        os.close(fd)


def _attempt_states(db: sqlite3.Connection) -> tuple[dict[str, int], dict[tuple[int, str], tuple[int, int]]]:
    """Every attempt's closed flag and every record, for comparing two copies."""
    attempts = {a: int(c) for a, c in db.execute("SELECT attempt, closed FROM attempts NOT INDEXED")}
    records = {(g, r): (m, t) for g, r, m, t in db.execute("SELECT game, rules, best_moves, best_time_ms FROM records")}
    return attempts, records


def _read_copy(folder: Path, store: Path, side: Path | None) -> "tuple[dict[str, int], dict[tuple[int, str], tuple[int, int]]] | None":
    """Copy ``store`` (and ``side``, a -wal or -journal) into ``folder`` and
    read the copy's attempts and records (SQLite replays or rolls back the
    side file there); None when the copy does not hold our statistics."""
    copy = folder / FILE_NAME
    shutil.copyfile(store, copy)
    if side is not None:
        shutil.copyfile(side, folder / (FILE_NAME + side.name[len(store.name):]))
    try:
        db = sqlite3.connect(copy, isolation_level=None)
    except sqlite3.Error:
        return None
    try:
        db.execute("PRAGMA trusted_schema = OFF")
        found = sorted(
            (t, n, s or "")
            for t, n, s in db.execute("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
        )
        if found not in (sorted(_SCHEMA), sorted(_SCHEMA_V1)):
            return None
        return _attempt_states(db)
    except sqlite3.Error:
        return None
    finally:
        db.close()


def _side_files_belong(path: Path, side: Path) -> bool:
    """Would SQLite's replay of ``side`` (the store's -wal or -journal) keep
    the store's history? Checked on copies in a private temporary folder,
    before SQLite sees the real files: the store with ``side`` must hold
    Scorpion's statistics, and every attempt and record of the store alone,
    no attempt closed there reopened, no record worse. (An unrelated
    database's -wal, or the -wal of an older copy of the same store, fails.)
    Raises :class:`_Paused` when the copies cannot be made (a full disk)."""
    try:
        with tempfile.TemporaryDirectory(prefix="scorpion-stats-") as tmp:
            alone_dir, with_dir = Path(tmp) / "alone", Path(tmp) / "with"
            alone_dir.mkdir()
            with_dir.mkdir()
            alone = _read_copy(alone_dir, path, None)
            joined = _read_copy(with_dir, path, side)
    except OSError as exc:
        raise _Paused(f"{side.name} cannot be checked now: {exc.strerror or exc}") from None
    if joined is None:
        return alone is None  # both unreadable: the store is damaged anyway, SQLite may repair it
    if alone is None:
        return True  # the side file makes the store readable: it is the store's
    (a_att, a_rec), (j_att, j_rec) = alone, joined
    if any(j_att.get(ident, -1) < closed for ident, closed in a_att.items()):
        return False
    return all(key in j_rec and j_rec[key][0] <= m and j_rec[key][1] <= t for key, (m, t) in a_rec.items())


def _set_aside_foreign_side_files(path: Path) -> list[Path]:
    """Check the store's -wal and -journal before SQLite opens it (see
    :func:`_side_files_belong`); move aside, untouched, those that do not
    belong (and the -shm with a foreign -wal). Nothing is checked while
    another process, or this one, has the store open: its side files are
    then in use by SQLite. Returns where the moved files went."""
    if _OPEN_HERE.get(str(path.resolve())) or _shm_in_use(path):
        return []
    kept: list[Path] = []
    for suffix in ("-wal", "-journal"):
        side = path.with_name(path.name + suffix)
        try:
            if os.lstat(side).st_size == 0:
                continue
        except OSError:
            continue
        if _side_files_belong(path, side):
            continue
        aside = _move_aside(side)
        if aside is None:
            raise _Paused(f"{side.name} does not belong to {path.name} and cannot be moved aside")
        kept.append(aside)
        if suffix == "-wal":
            shm = path.with_name(path.name + "-shm")
            if os.path.lexists(shm):
                _move_aside(shm)
    return kept


class StatsStore:
    """The statistics of every attempt and the records per deal, in one
    SQLite file. Open it with :meth:`open`; every method may raise
    ``sqlite3.Error`` when the disk fails (callers turn it into a sentence).
    """

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self.db = connection
        self.path = path

    # ------------------------------------------------------------- opening
    @classmethod
    def open(cls, folder: Path, *, max_bytes: int = MAX_BYTES, backup_later: bool = False) -> OpenResult:
        """Open (or create) the store in ``folder``, importing ``records.json``
        the first time. Never raises. The rolling backup of a store found
        sound is written here, or left to the caller with ``backup_later``
        (``backup_due`` in the answer: the copy and its fsync need not delay
        the first frame).

        - A symlink, a non-regular file, an oversized, garbage or foreign
          store is moved aside (``moved_to``); the games that can still be
          read from it, and from the rolling backup ``statistics.sqlite.bak``,
          are copied into the fresh store (``recovered``).
        - A ``-wal`` or ``-journal`` left beside the store is checked before
          SQLite sees it (:func:`_side_files_belong`): one that would remove
          games or rows from the store, or that does not hold Scorpion's
          statistics, is moved aside untouched (``foreign``) and not used.
        - A store that is busy (another program holds a lock), on a full disk
          or in a folder that cannot be written gives ``store=None`` and
          ``paused=True``: nothing is moved, the caller tries again later.
        - A damaged index is rebuilt (``REINDEX``); a store that still does
          not read is damaged, as above.
        - A store from a newer version is left untouched (``newer``).
        """
        path = folder / FILE_NAME
        moved: Path | None = None
        problem = ""
        foreign: list[Path] = []
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return OpenResult(None, None, f"the data folder cannot be made: {exc.strerror}", paused=True)
        safefiles.clean_stale_temps(path.with_name(path.name + BACKUP_SUFFIX))
        # A journal that is a link or not a file is moved aside first (SQLite
        # would write through it).
        for suffix in _SIDE_SUFFIXES:
            side = path.with_name(path.name + suffix)
            why = _file_problem(side, max_bytes)
            if why:
                aside = _move_aside(side)
                if aside is not None and suffix != "-shm":
                    foreign.append(aside)
                problem = problem or f"{side.name} {why}"
        why = _file_problem(path, max_bytes)
        if not why and os.path.lexists(path):
            # A store the player may not read or write (its permissions, a
            # read-only file system) is not damaged: left alone, statistics
            # paused for this run.
            try:
                os.close(os.open(path, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0)))
            except OSError as exc:
                return OpenResult(None, None, f"{path.name} cannot be opened: {exc.strerror}", paused=True)
            try:
                kept = _set_aside_foreign_side_files(path)
            except _Paused as exc:
                return OpenResult(None, None, str(exc), paused=True)
            foreign += kept
            if kept:
                problem = problem or f"{', '.join(p.name for p in kept)} did not belong to {path.name}"
        if why:
            moved = _move_aside(path)
            problem = f"{path.name} {why}"
            if moved is None:
                return OpenResult(None, None, problem)
        created = not os.path.lexists(path) or os.path.getsize(path) == 0
        for attempt in range(2):
            try:
                store, newer = cls._connect(path)
            except _Paused as exc:
                return OpenResult(None, moved, str(exc), paused=True, foreign=foreign)
            except StatsError as exc:
                if attempt:
                    return OpenResult(None, moved, str(exc), foreign=foreign)
                aside = _move_aside(path)
                if aside is None:
                    return OpenResult(None, moved, str(exc), foreign=foreign)
                moved, problem = aside, f"{path.name} {exc}"
                for suffix in _SIDE_SUFFIXES:
                    side = path.with_name(path.name + suffix)
                    if os.path.lexists(side):
                        _move_aside(side)
                continue
            if newer:
                store.db.close()
                return OpenResult(None, moved, "the statistics come from a newer version", newer=True)
            result = OpenResult(store, moved, problem, foreign=foreign)
            try:
                if moved is not None:
                    result.recovered = store.salvage(moved)
                if moved is not None or created:
                    result.restored = store.salvage(store.backup_path)
                if result.recovered or result.restored:
                    store.backup()
                elif not (moved is not None or created):
                    if backup_later:
                        result.backup_due = True
                    else:
                        store.backup()
            except (sqlite3.Error, OSError):
                pass
            try:
                result.migrated = store._migrate_records(folder / LEGACY_RECORDS)
            except (sqlite3.Error, OSError):
                pass
            return result
        return OpenResult(None, moved, problem)  # pragma: no cover - loop always returns

    @classmethod
    def _connect(cls, path: Path) -> "tuple[StatsStore, bool]":
        """Open ``path``: raises :class:`_Paused` when it is busy or cannot be
        written now, :class:`StatsError` when it is not a usable store."""
        if not os.path.lexists(path):
            try:
                fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0), 0o600)
                os.close(fd)
            except OSError as exc:
                raise _Paused(f"{path.name} cannot be created: {exc.strerror}") from None
        uri = path.resolve().as_uri() + "?mode=rw"
        try:
            db = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            if is_transient(exc):
                raise _Paused(f"{path.name} cannot be opened now: {exc}") from None
            raise StatsError(f"cannot be opened: {exc}") from None
        try:
            db.execute("PRAGMA trusted_schema = OFF")
            db.execute("PRAGMA cell_size_check = ON")
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            if version > FORMAT_VERSION:
                return cls(db, path), True
            found = sorted(
                (t, n, s or "")
                for t, n, s in db.execute("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
            )
            if version == 0 and not found:
                # A new store is made in WAL mode at once: its tables are
                # then written without the rollback journal's syncs (half
                # the syncs before the first frame at a first start).
                db.execute("PRAGMA journal_mode = WAL")
                db.execute("PRAGMA synchronous = NORMAL")
                db.execute("BEGIN IMMEDIATE")
                for _kind, _name, sql in _SCHEMA:
                    db.execute(sql)
                db.execute(f"PRAGMA user_version = {FORMAT_VERSION}")
                db.execute("COMMIT")
            elif version == 1 and found == sorted(_SCHEMA_V1):
                # Format 1 → 2: one table more; the attempts stay as they are.
                db.execute("BEGIN IMMEDIATE")
                db.execute(_GAMES_SQL)
                db.execute(f"PRAGMA user_version = {FORMAT_VERSION}")
                db.execute("COMMIT")
            elif version != FORMAT_VERSION or found != sorted(_SCHEMA):
                raise StatsError("does not hold Scorpion's statistics")
            try:
                _check_pages(db)
            except sqlite3.DatabaseError as exc:
                if is_transient(exc):
                    raise
                # An index that does not match its table (a flipped page)
                # is rebuilt from the table; the rows are the history.
                db.execute("REINDEX")
                _check_pages(db)
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
            db.execute("PRAGMA cache_size = -16384")  # 16 MiB: a 100,000-game store stays in memory
        except sqlite3.Error as exc:
            db.close()
            if is_transient(exc):
                raise _Paused(f"{path.name} cannot be used now: {exc}") from None
            raise StatsError(f"cannot be read: {exc}") from None
        except StatsError:
            db.close()
            raise
        _OPEN_HERE[str(path.resolve())] = _OPEN_HERE.get(str(path.resolve()), 0) + 1
        return cls(db, path), False

    # ------------------------------------------------ backup and recovery
    @property
    def backup_path(self) -> Path:
        """The rolling backup: ``statistics.sqlite.bak`` beside the store."""
        return self.path.with_name(self.path.name + BACKUP_SUFFIX)

    def backup(self) -> Path:
        """Copy the whole store to :attr:`backup_path` with SQLite's backup
        API, atomically (a temporary file renamed over the old backup, so a
        kill leaves the old backup or the new one). Returns the backup's
        path; raises ``sqlite3.Error`` or ``OSError`` when it cannot be
        written (the old backup then stays)."""
        bak = self.backup_path
        tmp = bak.with_name(f"{bak.name}.tmp-{os.getpid()}-{os.urandom(4).hex()}")
        os.close(os.open(tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0), 0o600))
        try:
            copy = sqlite3.connect(tmp, isolation_level=None)
            try:
                self.db.backup(copy)
                copy.execute("PRAGMA journal_mode = DELETE")  # one file, no -wal beside it
            finally:
                copy.close()
            fd = os.open(tmp, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(tmp, bak)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        return bak

    def salvage(self, source: Path) -> int:
        """Copy into this store every attempt and record that can still be
        read from ``source`` (a damaged store, the backup), row by row,
        skipping pages that do not read; attempts already here are kept as
        they are. ``source`` is opened read-only and never changed. Returns
        how many attempts were added (0 when ``source`` is missing or holds
        nothing readable)."""
        if not os.path.isfile(source) or os.path.islink(source):
            return 0
        try:
            src = sqlite3.connect(source.resolve().as_uri() + "?mode=ro&immutable=1", uri=True, isolation_level=None)
        except sqlite3.Error:
            return 0
        added = 0
        try:
            src.execute("PRAGMA trusted_schema = OFF")
            src.execute("PRAGMA cell_size_check = ON")
            with self._tx():
                for row in _readable_rows(src, f"SELECT id, {_COLUMNS}, closed FROM attempts NOT INDEXED"):
                    try:
                        cur = self.db.execute(
                            f"INSERT OR IGNORE INTO attempts ({_COLUMNS}, closed) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                            row[1:],
                        )
                        added += cur.rowcount
                    except sqlite3.IntegrityError:
                        continue  # a value the store's checks refuse
                try:
                    for row in src.execute("SELECT attempt, shown, start, actions, lost_at, better FROM games"):
                        try:
                            self.db.execute("INSERT OR IGNORE INTO games VALUES (?,?,?,?,?,?)", row)
                        except sqlite3.Error:
                            continue  # a value the store's checks refuse
                except sqlite3.DatabaseError:
                    pass  # a format-1 source, or a damaged table: the attempts stay without their actions
                try:
                    for game, rules, moves, ms in src.execute(
                        "SELECT game, rules, best_moves, best_time_ms FROM records"
                    ):
                        if _count(game) and game >= 1 and isinstance(rules, str) and _count(moves) and _count(ms):
                            self._merge_record(game, rules, moves, ms)
                except sqlite3.DatabaseError:
                    pass  # the records are rebuilt by the next wins
        finally:
            src.close()
        return added

    def close(self) -> None:
        """Close the connection (the store stays on disk)."""
        self._forget()
        self.db.close()

    def _forget(self) -> None:
        key = str(self.path.resolve())
        if _OPEN_HERE.get(key, 0) > 1:
            _OPEN_HERE[key] -= 1
        else:
            _OPEN_HERE.pop(key, None)

    def quarantine(self) -> Path | None:
        """The store turned out damaged while in use: close it and move it
        (with its side files) aside; returns where it went."""
        self._forget()
        try:
            self.db.close()
        except sqlite3.Error:
            pass
        aside = _move_aside(self.path)
        for suffix in ("-journal", "-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            if os.path.lexists(side):
                _move_aside(side)
        return aside

    def _migrate_records(self, legacy: Path) -> int:
        """Import ``records.json`` (the previous format: ``{"<game>|<rules>":
        {"moves": int, "ms": int}}``) once; returns the records imported. The
        file is renamed ``records.json.migrated``; a damaged one is ignored
        (and renamed too)."""
        try:
            data = safefiles.load_json(legacy, 16 * 1024 * 1024)
        except (OSError, ValueError):  # DamagedFile is a ValueError
            data = {} if os.path.lexists(legacy) else None
        if data is None:
            return 0
        rows: list[tuple[int, str, int, int]] = []
        if isinstance(data, dict):
            for key, value in data.items():
                if not isinstance(key, str) or not isinstance(value, dict):
                    continue
                game_text, _, rules = key.partition("|")
                moves, ms = value.get("moves"), value.get("ms")
                if not game_text.isdigit() or not (1 <= int(game_text) <= 2**63 - 1):
                    continue
                if not (_count(moves) and _count(ms)):
                    continue
                rows.append((int(game_text), rules or "cards4", int(moves), int(ms)))  # type: ignore[arg-type]
        with self._tx():
            for row in rows:
                self._merge_record(*row)
        os.replace(legacy, legacy.with_name(legacy.name + ".migrated"))
        return len(rows)

    # -------------------------------------------------------------- writes
    def _tx(self) -> "_Transaction":
        return _Transaction(self.db)

    def begin(
        self,
        game: int,
        rules: str,
        *,
        practice: bool = False,
        proven_winnable: bool = False,
        started_at: int | None = None,
        attempt: str | None = None,
        shown: bool = False,
    ) -> str:
        """Open an attempt (at its first action); returns its id, which the
        save keeps so that a resumed game continues the same attempt.
        ``shown``: Show Me How began it, so it is practice and counts among
        the games shown (:meth:`mark_practice`)."""
        ident = attempt or os.urandom(16).hex()  # 128 random bits, as uuid4
        with self._tx():
            self.db.execute(
                f"INSERT OR IGNORE INTO attempts ({_COLUMNS}, closed) VALUES (?,?,?,?,?,NULL,'open','',0,0,0,0,?,0)",
                (ident, game, rules, int(practice or shown), started_at if started_at is not None else now_ms(),
                 int(proven_winnable)),
            )
        if shown:
            self.mark_practice(ident)
        return ident

    def update(
        self,
        attempt: str,
        *,
        moves: int,
        undos: int,
        hints: int,
        time_ms: int,
        blocked: bool | None = None,
        proven_winnable: bool | None = None,
        at: int | None = None,
    ) -> None:
        """Note the figures of an attempt still being played; ``blocked``
        True marks it blocked (rules.md §5; it counts as played), False
        reopens it after an undo. A closed attempt is not changed."""
        sets = "moves=?, undos=?, hints=?, time_ms=?"
        args: list[object] = [moves, undos, hints, time_ms]
        if blocked is not None:
            sets += ", result=?, ended_at=?"
            args += ["blocked" if blocked else "open", (at or now_ms()) if blocked else None]
        if proven_winnable:
            sets += ", proven_winnable=1"
        with self._tx():
            self.db.execute(f"UPDATE attempts SET {sets} WHERE attempt=? AND closed=0", (*args, attempt))

    def note_proven_winnable(self, attempt: str) -> None:
        """The solver proved the deal (or a position of this attempt) winnable."""
        with self._tx():
            self.db.execute("UPDATE attempts SET proven_winnable=1 WHERE attempt=?", (attempt,))

    def mark_practice(self, attempt: str) -> None:
        """``attempt`` becomes practice (Show Me How played it): it leaves the
        summary, the streaks and the records from now on, and counts among
        the games shown (:meth:`shown_count`)."""
        with self._tx():
            self.db.execute("UPDATE attempts SET practice=1 WHERE attempt=?", (attempt,))
            self.db.execute(
                "INSERT INTO games VALUES (?,1,'','',-1,'') ON CONFLICT (attempt) DO UPDATE SET shown=1", (attempt,)
            )

    def note_game(self, attempt: str, actions: Iterable[str], start: str = "") -> None:
        """Keep ``attempt``'s actions (move notation, in order from the deal,
        or from ``start``, a practice game's first position) for its replay
        and its "where did I lose". A changed line forgets the move found
        to have lost the win (it is looked for again)."""
        text = " ".join(actions)
        if len(text) > MAX_ACTIONS_TEXT:
            return  # more than a save holds: the row keeps the line it had
        with self._tx():
            self.db.execute(
                "INSERT INTO games VALUES (?,0,?,?,-1,'') ON CONFLICT (attempt) DO UPDATE SET start=excluded.start,"
                " lost_at = CASE WHEN actions = excluded.actions THEN lost_at ELSE -1 END,"
                " better = CASE WHEN actions = excluded.actions THEN better ELSE '' END,"
                " actions=excluded.actions",
                (attempt, start, text),
            )

    def note_lost(self, attempt: str, actions: Iterable[str], lost_at: int, better: str = "") -> None:
        """The solver proved which action of ``actions`` lost the win
        (``lost_at``, 1-based, with ``better`` a move that still won before
        it), or that none did (0). Kept only while the row holds the same
        actions (a verdict is about one line)."""
        if lost_at < 0 or (lost_at > 0 and not better):
            raise ValueError("a move that lost the win needs the move that still won")
        with self._tx():
            self.db.execute(
                "UPDATE games SET lost_at=?, better=? WHERE attempt=? AND actions=?",
                (lost_at, better if lost_at else "", attempt, " ".join(actions)),
            )

    def game_line(self, attempt: str) -> "GameLine | None":
        """``attempt``'s stored line (see :class:`GameLine`), or None."""
        row = self.db.execute(
            "SELECT shown, start, actions, lost_at, better FROM games WHERE attempt=?", (attempt,)
        ).fetchone()
        if row is None:
            return None
        return GameLine(bool(row[0]), row[1], tuple(row[2].split()), int(row[3]), row[4])

    def shown_count(self) -> int:
        """How many attempts Show Me How played (they are practice)."""
        return int(self.db.execute("SELECT COUNT(*) FROM games WHERE shown=1").fetchone()[0])

    def lost_moves(self, attempts: Iterable[str]) -> dict[str, tuple[int, bool]]:
        """For each of ``attempts`` that has a stored line: (the action that
        lost the win, 0 none, -1 not known; whether it was shown)."""
        wanted = list(attempts)
        out: dict[str, tuple[int, bool]] = {}
        for i in range(0, len(wanted), 500):  # SQLite's bound-parameter limit
            chunk = wanted[i:i + 500]
            marks = ",".join("?" * len(chunk))
            for ident, lost_at, shown in self.db.execute(
                f"SELECT attempt, lost_at, shown FROM games WHERE attempt IN ({marks})", chunk
            ):
                out[ident] = (int(lost_at), bool(shown))
        return out

    def mark_quit(self, attempt: str) -> None:
        """The window closed with this attempt still open: if the next start
        does not resume it, it is closed as abandoned by Quit."""
        with self._tx():
            self.db.execute("UPDATE attempts SET reason='quit' WHERE attempt=? AND closed=0", (attempt,))

    def resume(self, attempt: str) -> bool:
        """The saved game continues ``attempt``: clear its Quit mark. False
        when the store has no such open attempt."""
        with self._tx():
            cur = self.db.execute("UPDATE attempts SET reason='' WHERE attempt=? AND closed=0", (attempt,))
        return cur.rowcount > 0

    def finish(
        self,
        attempt: str,
        result: str,
        *,
        reason: str = "",
        moves: int | None = None,
        undos: int | None = None,
        hints: int | None = None,
        time_ms: int | None = None,
        at: int | None = None,
    ) -> bool:
        """Close an open attempt as ``blocked``, ``gave_up`` or ``abandoned``
        (with ``reason``); a blocked attempt left for another game stays
        blocked. False when it was closed already (counted once)."""
        if result not in ("blocked", "gave_up", "abandoned"):
            raise ValueError(f"not a closing result: {result!r}")
        if reason not in REASONS:
            raise ValueError(f"not a reason: {reason!r}")
        with self._tx():
            cur = self.db.execute(
                "UPDATE attempts SET result = CASE WHEN result='blocked' AND ?='abandoned' THEN 'blocked' ELSE ? END,"
                " reason = CASE WHEN result='blocked' AND ?='abandoned' THEN '' ELSE ? END,"
                " closed=1, ended_at=?, moves=COALESCE(?, moves), undos=COALESCE(?, undos),"
                " hints=COALESCE(?, hints), time_ms=COALESCE(?, time_ms) WHERE attempt=? AND closed=0",
                (result, result, result, reason, at or now_ms(), moves, undos, hints, time_ms, attempt),
            )
        return cur.rowcount > 0

    def win(self, attempt: str, *, moves: int, undos: int, hints: int, time_ms: int, at: int | None = None) -> WinInfo:
        """Close ``attempt`` as won (rules.md §5) and update the deal's
        records (fewest moves, best time; never for practice games). An
        attempt already won is not counted again (undo and win again); an
        attempt another window abandoned becomes won."""
        with self._tx():
            row = self.db.execute(
                "SELECT game, rules, practice, result FROM attempts WHERE attempt=?", (attempt,)
            ).fetchone()
            if row is None:
                return WinInfo(None, None, False, False, self._streak_now(), counted=False)
            game, rules, practice, result = row
            rec = self.db.execute(
                "SELECT best_moves, best_time_ms FROM records WHERE game=? AND rules=?", (game, rules)
            ).fetchone()
            prev_moves, prev_time = (rec if rec else (None, None))
            if result == "won":
                return WinInfo(prev_moves, prev_time, False, False, self._streak_now(variant_of_key(rules)),
                               counted=False, practice=bool(practice))
            self.db.execute(
                "UPDATE attempts SET result='won', reason='', closed=1, ended_at=?, moves=?, undos=?, hints=?,"
                " time_ms=? WHERE attempt=?",
                (at or now_ms(), moves, undos, hints, time_ms, attempt),
            )
            new_moves = new_time = False
            if not practice:
                new_moves = prev_moves is not None and moves < prev_moves
                new_time = prev_time is not None and time_ms < prev_time
                self._merge_record(game, rules, moves, time_ms)
            return WinInfo(prev_moves, prev_time, new_moves, new_time, self._streak_now(variant_of_key(rules)),
                           practice=bool(practice))

    def _merge_record(self, game: int, rules: str, moves: int, time_ms: int) -> None:
        self.db.execute(
            "INSERT INTO records (game, rules, best_moves, best_time_ms) VALUES (?,?,?,?) "
            "ON CONFLICT (game, rules) DO UPDATE SET best_moves=MIN(best_moves, excluded.best_moves),"
            " best_time_ms=MIN(best_time_ms, excluded.best_time_ms)",
            (game, rules, moves, time_ms),
        )

    def close_orphans(self, keep: str | None, *, at: int | None = None) -> int:
        """At start: close every attempt left open by an earlier run that the
        saved game does not continue (``keep`` is the save's attempt id): as
        abandoned by Quit when the window was closed, by a crash otherwise
        (a blocked one stays blocked). Returns how many were closed."""
        with self._tx():
            cur = self.db.execute(
                "UPDATE attempts SET closed=1, ended_at=COALESCE(ended_at, ?),"
                " reason = CASE WHEN result='blocked' THEN '' WHEN reason='quit' THEN 'quit' ELSE 'crash' END,"
                " result = CASE WHEN result='blocked' THEN 'blocked' ELSE 'abandoned' END"
                " WHERE closed=0 AND attempt IS NOT ?",
                (at or now_ms(), keep),
            )
        return cur.rowcount

    def reset(self) -> None:
        """Forget every attempt and record (the player confirmed)."""
        with self._tx():
            self.db.execute("DELETE FROM attempts")
            self.db.execute("DELETE FROM records")
            self.db.execute("DELETE FROM games")
        self.db.execute("VACUUM")
        try:
            self.backup()  # the backup forgets them too: a reset is never undone by a restore
        except OSError:
            try:
                os.unlink(self.backup_path)
            except OSError:
                pass

    # --------------------------------------------------------------- reads
    def get(self, attempt: str) -> AttemptRow | None:
        """One attempt, or None."""
        row = self.db.execute(f"SELECT {_COLUMNS} FROM attempts WHERE attempt=?", (attempt,)).fetchone()
        return AttemptRow.from_sql(row) if row else None

    def record(self, game: int, rules: str) -> tuple[int, int] | None:
        """The deal's records: (fewest moves, best time in ms), or None."""
        row = self.db.execute(
            "SELECT best_moves, best_time_ms FROM records WHERE game=? AND rules=?", (game, rules)
        ).fetchone()
        return (int(row[0]), int(row[1])) if row else None

    _COUNTED = "practice=0 AND result<>'open'"

    def _counted(self, variant: str | None) -> tuple[str, tuple[str, ...]]:
        """The SQL condition (and its parameters) of the counted games, of
        ``variant`` only unless it is None."""
        if variant is None:
            return self._COUNTED, ()
        keys = variant_rules_keys(variant)
        return f"{self._COUNTED} AND rules IN ({','.join('?' * len(keys))})", keys

    def _streak_now(self, variant: str | None = None) -> int:
        """Wins since the last counted game that was not won (in the order
        the games were played: the row id, never the wall clock, which can
        be set back between two games), among ``variant``'s games (None: all)."""
        c, params = self._counted(variant)
        last = self.db.execute(
            f"SELECT id FROM attempts WHERE {c} AND result<>'won' ORDER BY id DESC LIMIT 1", params
        ).fetchone()
        if last is None:
            return int(
                self.db.execute(f"SELECT COUNT(*) FROM attempts WHERE {c} AND result='won'", params).fetchone()[0]
            )
        return int(
            self.db.execute(
                f"SELECT COUNT(*) FROM attempts WHERE {c} AND result='won' AND id > ?", (*params, last[0])
            ).fetchone()[0]
        )

    def summary(self, variant: str | None = None) -> Summary:
        """Played, won, win rates, streaks, average and best moves and time
        (practice games and attempts still open are left out), of
        ``variant``'s games (a name of ``engine.VARIANTS``; None: all games)."""
        return self.overview(0, variant)[0]

    def chart(self, groups: int = 20, variant: str | None = None) -> list[ChartPoint]:
        """The counted games (of ``variant``, None: all), oldest first, cut
        into at most ``groups`` runs of consecutive games: each run's win
        rate and average moves of its wins (for the win-rate and moves charts)."""
        return self.overview(groups, variant)[1]

    def overview(self, groups: int = 20, variant: str | None = None) -> tuple[Summary, list[ChartPoint]]:
        """:meth:`summary` and :meth:`chart` together, of ``variant``'s games
        (None: all): totals by one SQL aggregate, streaks and chart groups by
        one ordered scan of a covering index (no table reads, no sort), fast
        at 100,000 games (a variant's figures read the table too)."""
        c, params = self._counted(variant)
        # One ordered scan of a covering index (no table reads, no sort): the
        # totals, plus, concatenated by SQLite, a "1"/"0" string of wins and
        # the won games' moves ("" for the others), for streaks and charts.
        played, won, pp, pw, am, bm, at, bt, flags, moves_text = self.db.execute(
            "SELECT COUNT(*), TOTAL(w), TOTAL(proven_winnable), TOTAL(proven_winnable AND w),"
            " AVG(CASE WHEN w THEN moves END), MIN(CASE WHEN w THEN moves END),"
            " AVG(CASE WHEN w THEN time_ms END), MIN(CASE WHEN w THEN time_ms END),"
            " group_concat(w, ''), group_concat(CASE WHEN w THEN moves ELSE '' END, ',')"
            " FROM (SELECT result='won' AS w, moves, time_ms, proven_winnable FROM attempts"
            f" WHERE {c} ORDER BY id)",  # the order played, not the clock's
            params,
        ).fetchone()
        total = int(played)
        flags = flags or ""
        best = max(map(len, flags.split("0"))) if flags else 0
        current = len(flags) - 1 - flags.rfind("0")
        points: list[ChartPoint] = []
        groups = max(1, min(groups, len(flags))) if flags and groups else 0
        if groups:
            moves_list = (moves_text or "").split(",")
            n = len(flags)
            for g in range(groups):
                a, b = (g * n + groups - 1) // groups, ((g + 1) * n + groups - 1) // groups
                seg = flags[a:b]
                wins = seg.count("1")
                won_moves = sum(map(int, filter(None, moves_list[a:b])))
                points.append(ChartPoint(a + 1, b, wins / len(seg), won_moves / wins if wins else None))
        summary = Summary(
            total, int(won), int(pp), int(pw), current, best,
            None if am is None else float(am), None if bm is None else int(bm),
            None if at is None else float(at), None if bt is None else int(bt),
        )
        return summary, points

    def recent(self, limit: int = 1000) -> list[AttemptRow]:
        """The latest ``limit`` attempts that ended (practice included),
        newest (last played) first."""
        rows = self.db.execute(
            f"SELECT {_COLUMNS} FROM attempts WHERE result<>'open' ORDER BY id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [AttemptRow.from_sql(r) for r in rows]

    def all_rows(self) -> Iterator[AttemptRow]:
        """Every attempt, in the order played (for the CSV export)."""
        for row in self.db.execute(f"SELECT {_COLUMNS} FROM attempts ORDER BY id"):
            yield AttemptRow.from_sql(row)


class _Transaction:
    """``with``: BEGIN IMMEDIATE … COMMIT, or ROLLBACK on an exception."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, *_: object) -> None:
        self.db.execute("ROLLBACK" if kind is not None else "COMMIT")


CSV_HEADER = (
    "attempt", "game", "rules", "practice", "started_utc", "ended_utc", "result", "reason",
    "moves", "undos", "hints", "time_ms", "proven_winnable",
)


def _iso(ms: int | None) -> str:
    if ms is None:
        return ""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(ms / 1000))


def write_csv(out: IO[str], rows: Iterable[AttemptRow]) -> int:
    """Write ``rows`` as CSV (RFC 4180, header first, codes not translated,
    times in ISO 8601 UTC) to ``out``; returns the rows written."""
    import csv  # only for an export

    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(CSV_HEADER)
    n = 0
    for r in rows:
        w.writerow((
            r.attempt, r.game, r.rules, int(r.practice), _iso(r.started_at), _iso(r.ended_at), r.result,
            r.reason, r.moves, r.undos, r.hints, r.time_ms, int(r.proven_winnable),
        ))
        n += 1
    return n


def export_csv(path: Path, rows: Iterable[AttemptRow]) -> int:
    """Write the CSV to ``path`` atomically (:func:`safefiles.write_atomic`:
    a link there is replaced, never written through); returns the rows
    written. Raises ``OSError`` when it cannot be written (the old file stays)."""
    if not path.parent.is_dir():  # an export goes into a folder the player chose, never a new one
        raise FileNotFoundError(2, "No such folder", str(path.parent))
    buf = io.StringIO()
    n = write_csv(buf, rows)
    safefiles.write_atomic(path, buf.getvalue().encode("utf-8"), mode=0o644)
    return n
