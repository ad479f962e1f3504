"""Hypothesis fuzz over every loader (issue 12): whatever the bytes or text,
only the documented errors escape — and for files, a damaged one is moved
aside, never left in place to fail again, never deleted."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorpion_qt.app.game import safefiles
from scorpion_qt.app.game.safefiles import DamagedFile
from scorpion_qt.app.game.record import GameRecord, SaveError
from scorpion_qt.app.game.references import game_link, parse_game_reference
from scorpion_qt.app.game.settingsfile import SettingsFile
from scorpion_qt.app.game.statistics import StatsStore
from scorpion_qt.app.game.storage import AppPaths, GameStore
from scorpion_qt.engine import MAX_GAME_NUMBER

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))


def _good_save() -> str:
    return GameRecord(3, actions=[], index=0).to_json()


# JSON-ish values, including the shapes attackers use: deep nesting, huge
# numbers, wrong types in every field of a real save.
_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
    st.sampled_from(["deal", "9D>4", "KS>9", "AS>1", "\u212aS>1", ""]),
)
_JSON = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=8), inner, max_size=5)),
    max_leaves=30,
)
_FIELDS = ["format", "game", "rules", "actions", "index", "moves", "undos", "hints", "elapsed_ms"]


@st.composite
def save_texts(draw: st.DrawFn) -> str:
    """A real save with some fields replaced, or raw text, or bracket soup."""
    kind = draw(st.sampled_from(["mutated", "raw", "brackets", "digits"]))
    if kind == "mutated":
        data = json.loads(_good_save())
        for key in draw(st.lists(st.sampled_from(_FIELDS), max_size=4)):
            data[key] = draw(_JSON)
        return json.dumps(data)
    if kind == "raw":
        return draw(st.text(max_size=300))
    if kind == "brackets":
        n = draw(st.integers(min_value=1, max_value=5000))
        return draw(st.sampled_from(["[", "{\"a\":", "[\"]\","])) * n + "]" * draw(st.integers(0, n))
    return '{"format": 1, "game": ' + "9" * draw(st.integers(1, 6000)) + "}"


@FUZZ
@given(save_texts())
def test_save_text_raises_only_save_error(text: str) -> None:
    try:
        record = GameRecord.from_json(text)
    except SaveError:
        return
    assert GameRecord.from_json(record.to_json()) == record


@pytest.fixture
def folders(tmp_path_factory: pytest.TempPathFactory) -> AppPaths:
    base = tmp_path_factory.mktemp("fuzz")
    return AppPaths(base / "state", base / "config", base / "data")


def _reset(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for p in folder.iterdir():
        p.unlink()


_BYTES = st.one_of(st.binary(max_size=400), save_texts().map(lambda s: s.encode("utf-8", "surrogatepass")))


@FUZZ
@given(_BYTES)
def test_game_store_load_never_raises_and_moves_damage_aside(folders: AppPaths, content: bytes) -> None:
    _reset(folders.state)
    store = GameStore(folders)
    store.save_path.write_bytes(content)
    loaded = store.load()
    if loaded.newer:
        # a save from a newer version (format 2 and up) is not damage: it is
        # left where it is, untouched, and never written over
        assert loaded.record is None and loaded.moved_to is None
        assert store.save_path.read_bytes() == content
    elif loaded.record is None:
        assert loaded.moved_to is not None and loaded.moved_to.read_bytes() == content
        assert not store.save_path.exists()
    else:
        assert store.save_path.read_bytes() == content


@settings(FUZZ, max_examples=100)  # each example creates an SQLite store
@given(st.one_of(_BYTES, _JSON.map(lambda v: json.dumps(v).encode())))
def test_legacy_records_file_never_stops_the_statistics_store(folders: AppPaths, content: bytes) -> None:
    # records.json (the previous records format) is imported once by the
    # statistics store, whatever it holds, and kept renamed, never deleted.
    _reset(folders.data)
    legacy = folders.data / "records.json"
    legacy.write_bytes(content)
    opened = StatsStore.open(folders.data)
    store = opened.store
    assert store is not None
    try:
        assert not legacy.exists() and (folders.data / "records.json.migrated").read_bytes() == content
        ident = store.begin(3, "cards4")
        store.win(ident, moves=60, undos=0, hints=0, time_ms=1000)
        best = store.record(3, "cards4")
        assert best is not None and best[0] <= 60  # the win is noted, whatever was there
    finally:
        store.close()


_INI_PIECES = st.sampled_from(
    [
        "[window]", "[ui]", "[General]", "[", "]", "geometry=", "language=", "verbose=", "=", "\n", "\r\n",
        "@Variant(", "@ByteArray(", "@DateTime(", "@@", "\\0", "\\x7f", "\\xff", ")", "true", "false", ";", "#",
        "\"", ",", "%", " ", "\0", "de", "\u212a",
    ]
)
_INI = st.one_of(
    st.binary(max_size=300),
    st.lists(_INI_PIECES, max_size=40).map(lambda parts: "".join(parts).encode("utf-8")),
)


@FUZZ
@given(_INI)
def test_settings_file_never_raises_and_moves_damage_aside(folders: AppPaths, content: bytes) -> None:
    _reset(folders.config)
    path = folders.config / "settings.ini"
    path.write_bytes(content)
    store = SettingsFile(path)
    if store.moved_to is not None:
        assert store.moved_to.read_bytes() == content and not path.exists()
    else:
        assert not store.unusable and path.read_bytes() == content
    store.setValue("ui/language", "de")
    assert store.sync()
    again = SettingsFile(path)
    assert again.moved_to is None and again.value("ui/language") == "de"


@FUZZ
@given(st.one_of(st.text(max_size=60), st.integers(min_value=-5, max_value=2**70).map(str)).map(
    lambda s: st.sampled_from(["", "scorpion://game/", "SCORPION://GAME/", " scorpion://game//"]).map(lambda p: p + s)
).flatmap(lambda s: s))
def test_game_references_raise_only_value_error(text: str) -> None:
    try:
        n = parse_game_reference(text)
    except ValueError:
        return
    assert 1 <= n <= MAX_GAME_NUMBER
    assert parse_game_reference(game_link(n)) == n  # the link the game shares reads back


@FUZZ
@given(st.text(max_size=400))
def test_parse_json_raises_only_damaged_file(text: str) -> None:
    try:
        safefiles.parse_json(text)
    except DamagedFile:
        pass


def test_depth_check_ignores_brackets_inside_strings() -> None:
    assert safefiles.parse_json(json.dumps({"a": "[" * 100 + "{" * 100})) == {"a": "[" * 100 + "{" * 100}
    with pytest.raises(DamagedFile, match="nested"):
        safefiles.parse_json("[" * 17 + "]" * 17)
    assert safefiles.parse_json("[" * 16 + "]" * 16) is not None


def test_depth_check_follows_escapes_in_strings() -> None:
    # An escaped quote does not end the string; an escaped backslash does not
    # escape the quote after it.
    assert safefiles.parse_json(json.dumps(['\\"[[[[', "\\", "]" * 40])) == ['\\"[[[[', "\\", "]" * 40]
    with pytest.raises(DamagedFile, match="nested"):
        safefiles.parse_json('["\\\\", ' + "[" * 20 + "]" * 20 + "]")


def test_move_aside_never_replaces_an_earlier_aside(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    seen = []
    for i in range(3):
        path.write_text(str(i))
        seen.append(safefiles.move_aside(path))
    assert len(set(seen)) == 3 and [p.read_text() for p in seen] == ["0", "1", "2"]


def test_temps_of_a_live_writer_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "current-game.json"
    live = tmp_path / f"current-game.json.tmp-{os.getppid()}-00ff"
    live.write_text("{}")
    assert safefiles.clean_stale_temps(path) == [] and live.exists()
    old = os.stat(live).st_mtime - 3600
    os.utime(live, (old, old))
    assert safefiles.clean_stale_temps(path) == [live] and not live.exists()


def test_load_or_move_aside_moves_any_failure_of_the_check(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    assert safefiles.load_or_move_aside(path, 1000) == safefiles.Loaded()
    path.write_text('{"wins": 3}')
    assert safefiles.load_or_move_aside(path, 1000, lambda d: d["wins"]).data == 3
    loaded = safefiles.load_or_move_aside(path, 1000, lambda d: d["losses"])  # KeyError
    assert loaded.data is None and loaded.moved_to is not None and "KeyError" in loaded.problem
    assert loaded.moved_to.read_text() == '{"wins": 3}' and not path.exists()
    path.write_text("[" * 100 + "]" * 100)
    assert safefiles.load_or_move_aside(path, 1000).moved_to is not None
