"""Where saves and settings live (platformdirs), and atomic saving.

``SCORPION_HOME`` (an environment variable) points every folder at one
directory, for tests and portable use; otherwise the platform's folders are
used: state (the current game) and config (settings).
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from platformdirs import PlatformDirs
from PySide6.QtCore import QIODevice, QSaveFile, QSettings

from scorpion_qt.engine import Rules

from .session import GameRecord, SaveError

__all__ = ["AppPaths", "GameStore", "LoadResult", "Records", "open_settings"]

APP_NAME = "scorpion-qt"


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
    is where a damaged save was moved aside (None when nothing was damaged)."""

    record: GameRecord | None
    moved_to: Path | None = None
    problem: str = ""


class GameStore:
    """Saves and loads the current game, atomically, in the state folder."""

    def __init__(self, paths: AppPaths) -> None:
        self.paths = paths
        self.save_path = paths.state / "current-game.json"

    def save(self, record: GameRecord) -> bool:
        """Write ``record`` atomically (QSaveFile); True on success. A failed
        write leaves the previous save untouched."""
        self.save_path.parent.mkdir(parents=True, exist_ok=True)
        f = QSaveFile(str(self.save_path))
        if not f.open(QIODevice.OpenModeFlag.WriteOnly):
            return False
        data = record.to_json().encode("utf-8")
        if f.write(data) != len(data):
            f.cancelWriting()
            return False
        return bool(f.commit())

    def load(self) -> LoadResult:
        """Read the current game. A damaged or unreadable save is moved aside
        (renamed with ``.damaged-<time>``, never deleted) and reported."""
        if not self.save_path.exists():
            return LoadResult(None)
        try:
            text = self.save_path.read_text(encoding="utf-8")
            return LoadResult(GameRecord.from_json(text))
        except (OSError, UnicodeDecodeError, SaveError) as exc:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            aside = self.save_path.with_name(f"{self.save_path.name}.damaged-{stamp}")
            n = 1
            while aside.exists():
                n += 1
                aside = self.save_path.with_name(f"{self.save_path.name}.damaged-{stamp}-{n}")
            try:
                self.save_path.rename(aside)
            except OSError:
                aside = self.save_path
            return LoadResult(None, aside, str(exc))


class Records:
    """The fewest moves (and the time, ms) of each won deal, per rule options,
    in ``records.json`` of the data folder. A damaged file is moved aside
    and records start afresh."""

    def __init__(self, paths: AppPaths) -> None:
        self.path = paths.data / "records.json"

    def _load(self) -> dict[str, dict[str, int]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError):
            try:
                self.path.rename(self.path.with_name(self.path.name + ".damaged-" + time.strftime("%Y%m%d-%H%M%S")))
            except OSError:
                pass
            return {}
        if not isinstance(data, dict):
            return {}
        return {
            k: v
            for k, v in data.items()
            if isinstance(v, dict) and isinstance(v.get("moves"), int) and isinstance(v.get("ms"), int)
        }

    @staticmethod
    def key(game_number: int, rules: Rules) -> str:
        """The record's key: the game number and the rule options' codes."""
        return f"{game_number}|{' '.join(rules.tokens()) or 'cards4'}"

    def best(self, game_number: int, rules: Rules) -> dict[str, int] | None:
        """The record of this deal under these rules: {"moves", "ms"}, or None."""
        return self._load().get(self.key(game_number, rules))

    def add_win(self, game_number: int, rules: Rules, moves: int, ms: int) -> dict[str, int] | None:
        """Note a win; returns the previous record (None when there was none).
        The record keeps the fewest moves, then the shortest time (ms)."""
        data = self._load()
        key = self.key(game_number, rules)
        previous = data.get(key)
        if previous is None or (moves, ms) < (previous["moves"], previous["ms"]):
            data[key] = {"moves": moves, "ms": ms}
            self.path.parent.mkdir(parents=True, exist_ok=True)
            f = QSaveFile(str(self.path))
            if f.open(QIODevice.OpenModeFlag.WriteOnly):
                f.write(json.dumps(data, indent=1, sort_keys=True).encode("utf-8"))
                f.commit()
        return previous


def open_settings(paths: AppPaths) -> QSettings:
    """The settings file (INI) in the config folder."""
    paths.config.mkdir(parents=True, exist_ok=True)
    return QSettings(str(paths.config / "settings.ini"), QSettings.Format.IniFormat)
