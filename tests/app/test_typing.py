"""``mypy --strict`` holds for the words (``app/lang/``) and the Qt-free game
modules: the save record, the files it is kept in, the settings file, game
references and the statistics store."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Every module of app/lang/ (a new one included), and the Qt-free game modules
# (the ones the import contract keeps free of Qt).
STRICT_FILES = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "scorpion_qt" / "app" / "lang").glob("*.py")) + [
    "scorpion_qt/app/game/record.py",
    "scorpion_qt/app/game/storage.py",
    "scorpion_qt/app/game/safefiles.py",
    "scorpion_qt/app/game/settingsfile.py",
    "scorpion_qt/app/game/references.py",
    "scorpion_qt/app/game/statistics.py",
    "scorpion_qt/app/game/variants.py",
]


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is not installed")
def test_lang_and_the_qt_free_game_modules_pass_mypy_strict(tmp_path: Path) -> None:
    assert all((ROOT / f).is_file() for f in STRICT_FILES)
    run = subprocess.run(
        # A cache of its own: the run is alone whatever else runs in the tree.
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "mypy"), *STRICT_FILES],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
