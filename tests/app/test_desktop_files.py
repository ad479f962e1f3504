"""The desktop entry, AppStream metainfo and icon in ``resources/`` are valid and agree."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

APP_ID = "io.github.scorpion_qt.Scorpion"
ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "resources"
DESKTOP = RESOURCES / f"{APP_ID}.desktop"
METAINFO = RESOURCES / f"{APP_ID}.metainfo.xml"
ICON = RESOURCES / f"{APP_ID}.svg"
PACKAGE_ICON = ROOT / "scorpion_qt" / "resources" / "icon.svg"


def _entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


_PACKAGES = {"desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream"}


def _run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed (Debian package {_PACKAGES[tool]})")
    return subprocess.run([path, *args], capture_output=True, text=True, timeout=60)


def test_desktop_file_passes_desktop_file_validate() -> None:
    result = _run("desktop-file-validate", str(DESKTOP))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_passes_appstreamcli_validate() -> None:
    result = _run("appstreamcli", "validate", "--no-net", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_file_launches_the_installed_command_with_a_url() -> None:
    entry = _entry()
    assert entry["Exec"] == "scorpion-qt %u"
    assert entry["Icon"] == APP_ID
    assert entry["MimeType"] == "x-scheme-handler/scorpion;"
    assert entry["Categories"] == "Game;CardGame;"


def test_desktop_file_is_translated() -> None:
    entry = _entry()
    assert entry["Name"] == "Scorpion"
    assert entry["GenericName"] == "Solitaire card game"
    for lang in ("es", "de", "fr"):
        assert entry[f"Name[{lang}]"]
        assert entry[f"Comment[{lang}]"]


def test_metainfo_matches_the_desktop_file() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == "scorpion-qt"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]


def test_command_is_the_packaged_entry_point() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'scorpion-qt = "' in pyproject


def test_icon_is_an_svg_and_the_package_ships_the_same_one() -> None:
    root = ET.parse(ICON).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox")
    assert PACKAGE_ICON.read_bytes() == ICON.read_bytes()


def test_icon_renders_with_qt_svg(qapp) -> None:
    from PySide6.QtSvg import QSvgRenderer

    assert QSvgRenderer(str(PACKAGE_ICON)).isValid()
