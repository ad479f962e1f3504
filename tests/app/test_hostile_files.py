"""Hostile files and folders under SCORPION_HOME (issue 12, items 1–7, 16):
the app starts, never crashes at an action, moves a damaged file aside, tells
the player in one sentence that stays on screen, and never writes through a
link."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from scorpion_qt.app.game.record import GameRecord
from scorpion_qt.app.game.storage import AppPaths, GameStore
from scorpion_qt.engine import Move

from apphelpers import WINNABLE_GAME, WINNING_LINE

ROOT = Path(__file__).resolve().parents[2]


def line_moves() -> list[Move]:
    return [Move.parse(t) for t in WINNING_LINE]


def save_path(home: Path) -> Path:
    return home / "state" / "current-game.json"


def plant_save(home: Path, content: str | bytes) -> Path:
    path = save_path(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def aside_files(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.damaged-*"))


def assert_reported_damaged(app, home: Path) -> None:  # type: ignore[no-untyped-def]
    aside = aside_files(home / "state", "current-game.json")
    assert len(aside) == 1
    w = app.window
    assert w.notice.isVisible() and w.notice.kind == "damaged"
    text = w.notice.label.text()
    assert "could not be read" in text and str(aside[0]) in text
    assert app.controller.position.talon  # a fresh game is on the board


def test_a_save_from_a_newer_version_is_left_for_it(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    """Format 2 is a newer version's game, not damage: kept in place, never
    written over, said in words (it was moved aside as damaged)."""
    content = '{"format": 2, "game": 3, "actions": [], "index": 0, "new_field": [1, 2]}'
    save = plant_save(home, content)
    app = make_app()
    play_some(app, 2)
    app.window.autosave()
    assert save.read_text(encoding="utf-8") == content
    assert not aside_files(home / "state", "current-game.json")
    assert "comes from a newer version" in app.window.notice.label.text()


# ---------------------------------------------------------------- item 1
@pytest.mark.parametrize(
    "content",
    [
        "[" * 1500 + "]" * 1500,
        '{"format": 1, "game": ' + "7" * 5000 + "}",
        '{"format": 1, "game": 3, "actions": ' + "[" * 100_000,
        '{"format": 1, "game": 3, "moves": 1e999}',
        '{"format": 1, "game": 3, "moves": NaN}',
        '{"format": 1, "game": 3, "rules": [1]}',
        '{"format": 1, "game": 3, "actions": [], "index": 0}\0',
        b"\xff\xfe{}",
        "null",
        '{"format": true, "game": 3, "actions": [], "index": 0}',
    ],
    ids=["nested", "5000-digits", "deep-unclosed", "float-overflow", "nan", "rules-list", "nul", "utf16", "null",
         "format-true"],
)
def test_a_hostile_save_is_moved_aside_and_reported(make_app, home: Path, content: str | bytes) -> None:  # type: ignore[no-untyped-def]
    plant_save(home, content)
    app = make_app()
    assert_reported_damaged(app, home)


def test_nested_records_file_still_lets_a_win_be_noted(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    records = home / "data" / "records.json"
    records.parent.mkdir(parents=True)
    records.write_text("[" * 1500 + "]" * 1500)
    app = make_app("--game", str(WINNABLE_GAME))
    for m in line_moves():
        app.controller.play(m)
    w = app.window
    # The win is shown and counted in the statistics store; the damaged
    # legacy records file was not imported and is kept renamed, unread.
    assert w.win_band.isVisible()
    assert w.stats.store.record(WINNABLE_GAME, "cards4")[0] == len(WINNING_LINE)
    assert not records.exists() and (records.parent / "records.json.migrated").exists()


# ---------------------------------------------------------------- item 2
def load_in_thread(store: GameStore, timeout: float = 10.0):  # type: ignore[no-untyped-def]
    """store.load() in a thread, so that a hang fails the test, not the run."""
    out: list[object] = []
    t = threading.Thread(target=lambda: out.append(store.load()), daemon=True)
    t.start()
    t.join(timeout)
    assert out, "loading the save hung"
    return out[0]


def test_a_save_linked_to_dev_zero_is_not_read(home: Path) -> None:
    path = save_path(home)
    path.parent.mkdir(parents=True)
    path.symlink_to("/dev/zero")
    loaded = load_in_thread(GameStore(AppPaths.default()))
    assert loaded.record is None and loaded.moved_to is not None
    assert loaded.moved_to.is_symlink() and not os.path.lexists(path)  # the link itself moved


def test_a_fifo_save_does_not_hang_the_start(home: Path) -> None:
    path = save_path(home)
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    loaded = load_in_thread(GameStore(AppPaths.default()))
    assert loaded.record is None and loaded.moved_to is not None and not os.path.lexists(path)


def test_a_huge_save_is_not_read(home: Path) -> None:
    path = plant_save(home, b" " * (2 * 1024 * 1024) + b"{}")
    loaded = GameStore(AppPaths.default()).load()
    assert loaded.moved_to is not None and not path.exists()


def test_a_save_that_is_a_folder_is_moved_aside(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    save_path(home).mkdir(parents=True)
    app = make_app()
    assert_reported_damaged(app, home)


# ---------------------------------------------------------------- item 3
def run_app(home: Path, code: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Start the real app (offscreen) in its own process, run ``code`` with
    ``app`` bound, and return what happened (a crash is a return code)."""
    script = textwrap.dedent(
        """
        import sys
        from scorpion_qt.app.main import App
        app = App([], analysis=False)
        app.window.show()
        app.qapp.processEvents()
        """
    ) + textwrap.dedent(code)
    env = dict(os.environ, SCORPION_HOME=str(home), QT_QPA_PLATFORM="offscreen", LANGUAGE="en", LANG="en_US.UTF-8")
    return subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout
    )


@pytest.mark.slow
def test_settings_with_a_qt_variant_do_not_abort_the_start(tmp_path: Path) -> None:
    ini = tmp_path / "config" / "settings.ini"
    ini.parent.mkdir(parents=True)
    ini.write_bytes(b"[window]\ngeometry=@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)\n")
    r = run_app(tmp_path, "print('KIND', app.window.notice.kind); print('TEXT', app.window.notice.label.text())")
    assert r.returncode == 0, r.stderr[-2000:]
    assert "KIND damaged" in r.stdout and "settings could not be read" in r.stdout
    aside = aside_files(ini.parent, "settings.ini")
    assert len(aside) == 1 and b"@Variant" in aside[0].read_bytes()  # kept, not rewritten


@pytest.mark.parametrize(
    "content",
    [
        b"[window]\ngeometry=@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)\n",
        b"[ui]\nlanguage=@DateTime(\\0\\0)\n",
        b"\xff\xfe[\0u\0i\0]\0",
        b"this is not an ini file\n",
        b"[ui\nlanguage=de\n",
        b"[ui]\nlanguage=" + b"x" * 70000 + b"\n",
    ],
    ids=["variant", "datetime", "utf16", "prose", "bad-section", "huge"],
)
def test_a_damaged_settings_file_is_kept_aside_and_said(make_app, home: Path, content: bytes) -> None:  # type: ignore[no-untyped-def]
    ini = home / "config" / "settings.ini"
    ini.parent.mkdir(parents=True)
    ini.write_bytes(content)
    app = make_app("--game", "5")
    aside = aside_files(ini.parent, "settings.ini")
    assert len(aside) == 1 and aside[0].read_bytes() == content
    assert app.window.notice.kind == "damaged"
    assert "settings could not be read" in app.window.notice.label.text()
    assert app.settings.rules.clear_complete_runs  # defaults apply


def test_settings_of_earlier_versions_are_still_read(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    ini = home / "config" / "settings.ini"
    ini.parent.mkdir(parents=True)
    ini.write_text(
        "[General]\n[a11y]\nverbose=false\n[rules]\nclear_complete_runs=false\n"
        "[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3)\nstate=@ByteArray()\n"
    )
    app = make_app("--game", "5")
    assert not app.settings.verbose and not app.settings.rules.clear_complete_runs
    assert not aside_files(ini.parent, "settings.ini") and not app.window.notice.isVisible()


# ---------------------------------------------------------------- item 5
def test_links_are_replaced_never_written_through(make_app, home: Path, tmp_path_factory) -> None:  # type: ignore[no-untyped-def]
    outside = tmp_path_factory.mktemp("outside")
    victims = {name: outside / name for name in ("passwd", "records", "save")}
    for v in victims.values():
        v.write_text("precious\n")
    (home / "config").mkdir()
    (home / "data").mkdir()
    (home / "state").mkdir()
    (home / "config" / "settings.ini").symlink_to(victims["passwd"])
    (home / "data" / "records.json").symlink_to(victims["records"])
    save_path(home).symlink_to(victims["save"])
    app = make_app("--game", str(WINNABLE_GAME))
    app.settings.verbose = False
    for m in line_moves():
        app.controller.play(m)
    app.window.shutdown()
    assert app.window.win_band.isVisible()
    for v in victims.values():
        assert v.read_text() == "precious\n"
    for p in (home / "config" / "settings.ini", save_path(home)):
        assert p.is_file() and not p.is_symlink()
    # The records now live in the statistics store; the linked legacy file
    # was never followed (moved aside as a link), its target untouched.
    assert not (home / "data" / "records.json").is_symlink() or not (home / "data" / "records.json").exists()
    assert "full_announcements=false" in (home / "config" / "settings.ini").read_text()


def test_write_atomic_replaces_a_link_and_leaves_no_temp(tmp_path: Path) -> None:
    from scorpion_qt.app.game import safefiles

    target = tmp_path / "target"
    target.write_text("keep")
    link = tmp_path / "file.json"
    link.symlink_to(target)
    safefiles.write_atomic(link, b"new")
    assert not link.is_symlink() and link.read_bytes() == b"new" and target.read_text() == "keep"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.json", "target"]


# ---------------------------------------------------------------- item 4
def play_some(app, n: int = 3) -> None:  # type: ignore[no-untyped-def]
    """Play ``n`` legal actions of whatever game is on the board."""
    for _ in range(n):
        assert app.controller.play(next(iter(app.controller.position.legal_moves())))
        QApplication.processEvents()


def spoken_with(app, words: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [s for s in app.window.announcer.spoken if words in s]


def test_state_path_being_a_file_is_said_once_and_play_goes_on(make_app, home: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    (home / "state").write_text("not a folder")
    app = make_app("--game", str(WINNABLE_GAME))
    qtbot.wait(10)
    play_some(app, 5)
    w = app.window
    assert w.notice.isVisible() and "cannot be saved" in w.notice.label.text()
    assert len(spoken_with(app, "cannot be saved")) == 1
    assert (home / "state").read_text() == "not a folder"


def test_config_path_being_a_file_is_said_and_settings_still_change(make_app, home: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    (home / "config").write_text("not a folder")
    app = make_app("--game", str(WINNABLE_GAME))
    qtbot.wait(10)
    app.settings.verbose = False
    app.settings.animations = False
    assert not app.settings.verbose  # kept for this run
    app.window.shutdown()
    assert "Settings cannot be saved" in app.window.notice.label.text()
    assert len(spoken_with(app, "Settings cannot be saved")) == 1


def test_unreadable_state_folder_is_said_and_play_goes_on(make_app, home: Path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Mode 000 on the state folder. Root ignores mode bits, so as root the
    refusal is simulated where the file system would give it: every open,
    lstat and scandir below that folder raises PermissionError."""
    state = home / "state"
    state.mkdir()
    plant_save(home, GameRecord(WINNABLE_GAME).to_json())
    if os.geteuid() == 0:
        from scorpion_qt.app.game import safefiles

        real_open, real_lstat, real_scandir = os.open, os.lstat, os.scandir

        def refuse(real):  # type: ignore[no-untyped-def]
            def call(path, *a, **k):  # type: ignore[no-untyped-def]
                if str(path).startswith(str(state)):
                    raise PermissionError(13, "Permission denied", str(path))
                return real(path, *a, **k)

            return call

        monkeypatch.setattr(safefiles.os, "open", refuse(real_open))
        monkeypatch.setattr(safefiles.os, "lstat", refuse(real_lstat))
        monkeypatch.setattr(safefiles.os, "scandir", refuse(real_scandir))
    else:
        state.chmod(0)
    try:
        app = make_app()
        qtbot.wait(10)
        play_some(app, 3)
        assert "cannot be saved" in app.window.notice.label.text()
        assert len(spoken_with(app, "cannot be saved")) == 1
        assert not aside_files(state, "current-game.json")
    finally:
        state.chmod(0o700)
    assert save_path(home).exists()  # the old save is untouched


def _run_without_dac(tmp_path: Path, script: str, denied: Path, mode: int) -> str:
    """Run ``script`` in a fresh Python, with ``denied`` set to ``mode`` for
    the run (its own mode back afterwards), as a process that feels mode
    bits (as root: ``setpriv`` without CAP_DAC_OVERRIDE/CAP_DAC_READ_SEARCH,
    the way ``scorpion-qt`` runs for a normal user), the app's files in
    ``tmp_path``. Asserts that the script ended well; returns its output."""
    import shutil

    prefix: list[str] = []
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("root without setpriv (util-linux) cannot feel mode bits")
        prefix = [setpriv, "--bounding-set", "-dac_override,-dac_read_search", "--"]
    env = dict(os.environ, SCORPION_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen", LANGUAGE="en")
    before = denied.stat().st_mode & 0o7777
    denied.chmod(mode)
    try:
        r = subprocess.run(
            [*prefix, sys.executable, "-c", textwrap.dedent(script)],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
        )
    finally:
        denied.chmod(before)
    assert r.returncode == 0, r.stderr[-3000:]
    return r.stdout


@pytest.mark.slow
def test_state_folder_mode_000_in_a_real_process(tmp_path: Path) -> None:
    """The real thing: the app's process cannot enter its state folder (mode
    000). Root ignores mode bits, so as root the app runs under ``setpriv``
    without the capabilities that bypass them (CAP_DAC_OVERRIDE and
    CAP_DAC_READ_SEARCH). It starts, plays and says once that nothing can be
    saved."""
    state = tmp_path / "state"
    state.mkdir()
    plant_save(tmp_path, GameRecord(WINNABLE_GAME).to_json())
    script = """
        from scorpion_qt.app.main import App
        app = App([], analysis=False)
        app.window.show()
        for _ in range(3):
            app.controller.play(next(iter(app.controller.position.legal_moves())))
            app.qapp.processEvents()
        print("SPOKEN", sum("cannot be saved" in s for s in app.window.announcer.spoken))
        print("NOTICE", app.window.notice.label.text())
        app.window.shutdown()
    """
    out = _run_without_dac(tmp_path, script, state, 0)
    assert "SPOKEN 1" in out and "cannot be saved" in out
    assert json.loads(save_path(tmp_path).read_text())["actions"] == []  # the old save untouched


@pytest.mark.slow
@pytest.mark.parametrize("what", ["save", "settings", "state_folder"])
def test_a_file_the_player_cannot_read_is_never_written_over(tmp_path: Path, what: str) -> None:
    """A save or settings file without read permission, or a read-only state
    folder: the game starts, says so in words, and writes nothing over the
    player's files (found by a breaker: the unreadable save was replaced by
    a new game, the unreadable settings by a [window] section at quit, and a
    read-only state folder claimed another Scorpion was running)."""
    line = [m if isinstance(m, Move) else Move.parse(m) for m in WINNING_LINE[:3]]
    saved = GameRecord(WINNABLE_GAME, actions=line, index=3, moves=3).to_json()
    plant_save(tmp_path, saved)
    settings = tmp_path / "config" / "settings.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[ui]\nlanguage=de\nfelt=blue\n", encoding="utf-8")
    target = {"save": save_path(tmp_path), "settings": settings, "state_folder": tmp_path / "state"}[what]
    script = """
        import sys
        from scorpion_qt.app.desktop.single_instance import SingleInstance
        from scorpion_qt.app.game.storage import AppPaths
        from scorpion_qt.app.main import App
        from PySide6.QtWidgets import QApplication
        qapp = QApplication(sys.argv[:1])
        outcome = SingleInstance(AppPaths.default().state).start({})
        print("OUTCOME", outcome)
        app = App(["--lang", "en"], analysis=False, save=outcome in ("first", "no_lock"),
                  save_read_only=outcome == "no_lock")
        app.window.show()
        print("GAME", app.controller.game_number, app.controller.applied)
        for _ in range(2):
            app.controller.play(next(iter(app.controller.position.legal_moves())))
            app.qapp.processEvents()
        print("NOTICE", app.window.notice.label.text())
        app.settings.felt = "red"
        app.window.shutdown()
    """
    out = _run_without_dac(tmp_path, script, target, 0o555 if what == "state_folder" else 0)
    assert "already running" not in out
    if what != "settings":
        assert save_path(tmp_path).read_text(encoding="utf-8") == saved  # the game is never written over
    if what == "save":
        assert "OUTCOME first" in out
        assert "The saved game" in out and "cannot be read; it is left untouched" in out
    elif what == "settings":
        assert f"GAME {WINNABLE_GAME} 3" in out  # the game resumed
        assert "The settings file" in out and "left untouched" in out
        assert settings.read_text(encoding="utf-8") == "[ui]\nlanguage=de\nfelt=blue\n"
    else:
        assert "OUTCOME no_lock" in out
        assert f"GAME {WINNABLE_GAME} 3" in out  # the saved game is resumed, read-only
        assert "cannot be saved" in out


@pytest.mark.slow
def test_statistics_the_player_cannot_read_are_left_alone(tmp_path: Path) -> None:
    """Mode 000 on the statistics file is a permission, not damage: the file
    is neither moved aside nor replaced (it was renamed .damaged and fresh,
    empty statistics began; found by a breaker helper)."""
    from scorpion_qt.app.game.statistics import StatsStore

    opened = StatsStore.open(tmp_path / "data")
    assert opened.store is not None
    ident = opened.store.begin(7, "cards4", proven_winnable=True)
    opened.store.win(ident, moves=80, undos=0, hints=0, time_ms=60000)
    opened.store.db.close()
    stats = tmp_path / "data" / "statistics.sqlite"
    before = stats.read_bytes()
    script = """
        from scorpion_qt.app.game.statistics import StatsStore
        from scorpion_qt.app.game.storage import AppPaths
        r = StatsStore.open(AppPaths.default().data)
        print("STORE", r.store is not None, "MOVED", r.moved_to, "PROBLEM", r.problem)
    """
    out = _run_without_dac(tmp_path, script, stats, 0)
    assert "STORE False MOVED None" in out and "cannot be opened" in out
    assert stats.read_bytes() == before
    assert not list(stats.parent.glob("*.damaged-*"))


# ---------------------------------------------------------------- item 6
@pytest.mark.parametrize(
    "field,value", [("moves", 2**31), ("undos", 2**40), ("hints", 2**63), ("elapsed_ms", 10**30)]
)
def test_absurd_counters_mark_the_save_damaged(make_app, home: Path, field: str, value: int) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(GameRecord(WINNABLE_GAME, actions=line_moves()[:2], index=2).to_json())
    data[field] = value
    plant_save(home, json.dumps(data))
    app = make_app()
    assert_reported_damaged(app, home)
    assert len(app.window.time_label.text()) < 20


def test_status_never_overflows_on_huge_counters(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    app.controller.moves = 2**40
    app.window._update_status()
    assert "1,099,511,627,776" in app.window.moves_label.text()  # grouped like every count (%Ln)
    app.window.reading.describe_board()  # the spoken summary counts moves too


# ---------------------------------------------------------------- item 7
@pytest.mark.slow
def test_damaged_save_sentence_survives_the_winnable_deal_search(make_app, home: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    plant_save(home, "[" * 1500 + "]" * 1500)
    app = make_app(analysis=True)  # only winnable deals is on by default
    assert app.settings.only_winnable
    first = app.controller.game_number
    qtbot.waitUntil(lambda: app.controller.game_number != first, timeout=60000)
    qtbot.wait(1600)
    w = app.window
    assert w.notice.isVisible() and w.notice.kind == "damaged"
    assert "could not be read" in w.notice.label.text()
    assert "could not be read" in w.statusBar().currentMessage()
    assert spoken_with(app, "could not be read")
    w.notice.close_button.click()
    assert not w.notice.isVisible()


@pytest.mark.slow
def test_bad_number_sentence_survives_the_winnable_deal_search(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "12x", analysis=True)
    first = app.controller.game_number
    qtbot.waitUntil(lambda: app.controller.game_number != first, timeout=60000)
    qtbot.wait(1600)
    w = app.window
    assert w.notice.isVisible() and "not a game number" in w.notice.label.text()
    assert spoken_with(app, "not a game number")


# --------------------------------------------------------------- item 16
def test_stale_temporary_files_are_cleaned_at_start(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    state = home / "state"
    state.mkdir()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    ours = state / f"current-game.json.tmp-{int(dead.stdout)}-0a1b2c3d"
    qsavefile = state / "current-game.json.Ab3xYz"
    keep = [state / "current-game.json.backup", state / "notes.Ab3xYz"]
    for p in [ours, qsavefile, *keep]:
        p.write_text("{}")
    make_app()
    assert not ours.exists() and not qsavefile.exists()
    assert all(p.exists() for p in keep)


def test_every_completed_action_is_saved_at_once(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    for i, m in enumerate(line_moves()[:6], start=1):
        app.controller.play(m)  # no event loop turn in between
        data = json.loads(save_path(home).read_text())
        assert data["index"] == i and data["actions"] == WINNING_LINE[:i]
    app.controller.undo()
    assert json.loads(save_path(home).read_text())["index"] == 5


# ------------------------------------------------ the window layout setting
@pytest.mark.slow
def test_a_crafted_window_layout_does_not_crash_the_window(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Qt's QMainWindow.restoreState() crashes (SIGSEGV) on some malformed
    blobs, so the layout is stored as plain numbers that are checked, never as
    a Qt blob: a planted blob (base64 or legacy @ByteArray) is ignored."""
    import base64
    import random
    import struct

    from PySide6.QtWidgets import QMainWindow

    w = QMainWindow()
    good = bytes(w.saveState().data())
    w.deleteLater()
    rng = random.Random(7)
    blobs = []
    for _ in range(300):
        b = bytearray(good)
        for _ in range(rng.randint(1, 6)):
            i = rng.randrange(len(b))
            if rng.random() < 0.5:
                b[i] = rng.randrange(256)
            else:
                b[i : i + 4] = struct.pack(">I", rng.choice([0x7FFFFFFF, 0xFFFFFFFF, 0x10000]))
        blobs.append(bytes(b))
    ini = tmp_path / "config" / "settings.ini"
    ini.parent.mkdir(parents=True)
    code = textwrap.dedent(
        """
        from scorpion_qt.app.game.settingsfile import SettingsFile
        import base64, json, sys
        for blob in json.load(open(sys.argv[1])):
            app.settings_file.setValue("window/state", blob)
            app.settings_file.setValue("window/geometry", blob)
            app.window.restore_layout()
        print("SURVIVED")
        """
    )
    blob_file = tmp_path / "blobs.json"
    blob_file.write_text(json.dumps([base64.b64encode(b).decode() for b in blobs]))
    script = code.replace("sys.argv[1]", repr(str(blob_file)))
    r = run_app(tmp_path, script)
    assert r.returncode == 0 and "SURVIVED" in r.stdout, (r.returncode, r.stderr[-2000:])


def test_window_layout_values_out_of_range_are_ignored(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    ini = home / "config" / "settings.ini"
    ini.parent.mkdir(parents=True)
    ini.write_text(
        "[window]\nwidth=99999999999999999999\nheight=-5\nx=abc\nhistory_area=3\n"
        "history_visible=1\npanel_area=8\nmaximized=true\n"
    )
    app = make_app("--game", "5")
    assert app.settings.window_layout() == {"history_visible": 1, "panel_area": 8}
    app.window.restore_layout()
    assert app.window.history_dock.isVisibleTo(app.window)
