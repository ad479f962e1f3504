"""Where saves and settings live (platformdirs), and how they are read and
written: through :mod:`.safefiles` (bounded, regular files only, links never
followed nor written through, atomic replacement).

``SCORPION_HOME`` (an environment variable) points every folder at one
directory, for tests and portable use; otherwise the platform's folders are
used: state (the current game), config (settings), data (records).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from platformdirs import PlatformDirs

from scorpion_qt.app.game import safefiles
from scorpion_qt.app.game.safefiles import DamagedFile
from scorpion_qt.app.game.record import MAX_ACTIONS, GameRecord, NewerSaveError, SaveError
from scorpion_qt.app.game.settingsfile import SettingsFile

__all__ = ["AppPaths", "GameStore", "LoadResult", "open_settings", "MAX_SAVE_BYTES"]

APP_NAME = "scorpion-qt"

MAX_SAVE_BYTES = 1024 * 1024
"""The largest current-game file read: 1 MiB (a save of
:data:`~scorpion_qt.app.game.record.MAX_ACTIONS` actions takes about half)."""


@dataclass(frozen=True)
class AppPaths:
    """The folders the app writes to."""

    state: Path
    config: Path
    data: Path

    @classmethod
    def default(cls) -> "AppPaths":
        """From ``SCORPION_HOME`` when set, else from platformdirs."""
        home = os.environ.get("SCORPION_HOME")
        if home:
            base = Path(home)
            return cls(base / "state", base / "config", base / "data")
        dirs = PlatformDirs(APP_NAME, appauthor=False)
        return cls(Path(dirs.user_state_dir), Path(dirs.user_config_dir), Path(dirs.user_data_dir))


@dataclass(frozen=True)
class LoadResult:
    """What loading the current game found: a record, or None; ``moved_to``
    is where a damaged save was moved aside (None when nothing was damaged);
    ``unusable`` is True when the state folder or the save could not be
    read at all (nothing was moved; saving will probably fail too);
    ``problem`` says what was wrong, in English (for logs)."""

    record: GameRecord | None
    moved_to: Path | None = None
    problem: str = ""
    unusable: bool = False
    newer: bool = False
    """The save comes from a newer version: left as it is, never written over."""


class GameStore:
    """Saves and loads the current game, atomically, in the state folder.
    Reading is bounded to :data:`MAX_SAVE_BYTES`; see :mod:`.safefiles`."""

    def __init__(self, paths: AppPaths, *, read_only: bool = False) -> None:
        self.paths = paths
        self.save_path = paths.state / "current-game.json"
        self.read_only = read_only
        """True when :meth:`save` must never write: asked for (the state
        folder cannot be locked), or set by :meth:`load` when the save
        exists but cannot be read or moved aside (it is left as it is, so
        the player can fix its permissions and find the game again)."""

    def save(self, record: GameRecord) -> bool:
        """Write ``record`` atomically; True on success. A failed write
        leaves the previous save untouched; it never raises. A link at the
        save's path is replaced, never written through."""
        if self.read_only or len(record.actions) > MAX_ACTIONS:
            return False
        try:
            safefiles.write_atomic(self.save_path, record.to_json().encode("utf-8"))
        except (OSError, ValueError):
            return False
        return True

    def clean(self) -> list[Path]:
        """Remove temporary files a killed save left (see
        :func:`.safefiles.clean_stale_temps`); returns them."""
        return safefiles.clean_stale_temps(self.save_path)

    def load(self) -> LoadResult:
        """Read the current game. Anything wrong with the file (not a
        regular file, a link, too big, not JSON, too deep, a bad field, an
        action that does not replay, any exception at all) moves it aside
        (renamed with ``.damaged-<time>``, never deleted) and is reported in
        :attr:`LoadResult.moved_to`. When the folder or file cannot be read
        (permissions, a file in place of the folder), ``unusable`` is set,
        nothing is moved and :attr:`read_only` keeps later saves from
        replacing it. Never raises."""
        self.clean()
        try:
            text = safefiles.read_text(self.save_path, MAX_SAVE_BYTES)
            if text is None:
                return LoadResult(None)
            return LoadResult(GameRecord.from_json(text))
        except NewerSaveError as exc:
            self.read_only = True  # a newer version's game: keep it for that version
            return LoadResult(None, None, str(exc), True, newer=True)
        except (DamagedFile, SaveError) as exc:
            problem = str(exc)
        except OSError as exc:
            self.read_only = True  # never write over a save we could not read
            return LoadResult(None, None, f"{self.save_path} cannot be read: {exc.strerror or exc}", True)
        except Exception as exc:  # noqa: BLE001 - any failure while loading means "damaged"
            problem = f"{type(exc).__name__}: {str(exc)[:200]}"
        try:
            aside = safefiles.move_aside(self.save_path)
        except OSError as exc:
            self.read_only = True
            return LoadResult(None, None, f"{problem}; it could not be moved aside: {exc.strerror or exc}", True)
        return LoadResult(None, aside, problem)


def open_settings(paths: AppPaths) -> SettingsFile:
    """The settings file (INI) in the config folder, read and checked in
    Python before anything uses it (see :mod:`.settingsfile`)."""
    return SettingsFile(paths.config / "settings.ini")
