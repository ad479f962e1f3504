"""Paths cross from Python to Qt as the same file (issue 21): in any locale
and with any bytes in a folder's name."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _screenshot(tmp_path: Path, target: bytes, **env: str) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, SCORPION_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen", LANGUAGE="en", **env)
    command = [os.fsencode(sys.executable), b"-m", b"scorpion_qt.app.main", b"--game", b"24", b"--size", b"640x480", b"--screenshot", target]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, timeout=120)


def test_a_screenshot_goes_to_a_file_name_that_is_not_utf8(tmp_path: Path) -> None:
    folder = os.fsencode(tmp_path) + b"/M\xfcller"  # a legacy Latin-1 folder name
    os.mkdir(folder)
    r = _screenshot(tmp_path, folder + b"/\xfcbersicht.png", LANG="C.UTF-8")
    assert r.returncode == 0, r.stderr[-2000:]
    assert os.listdir(folder) == [b"\xfcbersicht.png"]
    with open(folder + b"/\xfcbersicht.png", "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n"


@pytest.mark.skipif(shutil.which("localedef") is None, reason="needs localedef")
def test_under_a_latin1_locale_a_screenshot_goes_to_the_file_it_names(tmp_path: Path) -> None:
    locales = tmp_path / "locales"
    locales.mkdir()
    made = subprocess.run(["localedef", "-i", "de_DE", "-f", "ISO-8859-1", str(locales / "de_DE.ISO-8859-1")], capture_output=True)
    if not (locales / "de_DE.ISO-8859-1").exists():
        pytest.skip(f"localedef could not build de_DE.ISO-8859-1: {made.stderr[-300:]!r}")
    folder = os.fsencode(tmp_path) + b"/M\xfcller"  # "Müller" in Latin-1
    os.mkdir(folder)
    r = _screenshot(tmp_path, folder + b"/shot.png", LANG="de_DE.ISO-8859-1", LC_ALL="de_DE.ISO-8859-1", LOCPATH=str(locales))
    assert r.returncode == 0, r.stderr[-2000:]
    assert os.listdir(folder) == [b"shot.png"]
    assert os.listdir(os.fsencode(tmp_path)).count(b"M\xc3\xbcller") == 0  # not the UTF-8 twin
