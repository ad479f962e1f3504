"""The desktop entry, AppStream metainfo, icons and licence in ``packaging/``
are valid and agree with the app's own code."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

APP_ID = "io.github.scorpion_qt.Scorpion"
ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
PACKAGE_ICON = ROOT / "scorpion_qt" / "resources" / "icon.svg"
ICON = PACKAGE_ICON


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
    assert entry["TryExec"] == "scorpion-qt"
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


def test_icon_is_an_svg_stored_once() -> None:
    root = ET.parse(ICON).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox")
    icon = PACKAGE_ICON.read_bytes()
    copies = [
        p
        for p in ROOT.rglob("*.svg")
        if not {".venv", "build", ".git"} & set(p.parts) and p != PACKAGE_ICON and p.read_bytes() == icon
    ]
    assert copies == []
    assert not list(ROOT.rglob(f"resources/{APP_ID}.svg"))


def test_packaged_desktop_file_is_the_one_the_app_installs() -> None:
    from scorpion_qt.app.desktop.install import entry_text

    assert DESKTOP.read_text(encoding="utf-8") == entry_text(), "run packaging/generate.py"


def _assert_current(png: Path, size: int) -> None:
    """``png`` is a PNG of ``size`` px drawn from the SVG as it is now."""
    from PySide6.QtGui import QImage

    from scorpion_qt.app.desktop.install import render_icon

    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(png))
    assert (image.width(), image.height()) == (size, size)
    fresh = render_icon(size).convertToFormat(image.format())
    # Antialiasing may round one level differently on another CPU's
    # drawing path (seen: a few pixels off by 1); a stale icon differs more.
    worst = max(
        abs(((image.pixel(x, y) >> shift) & 255) - ((fresh.pixel(x, y) >> shift) & 255))
        for y in range(size) for x in range(size) for shift in (0, 8, 16, 24)
    )
    assert worst <= 2, f"{png.name} at {size} px is stale (a channel off by {worst}): run packaging/generate.py"


def test_png_icons_of_every_size_are_generated_and_current(qapp) -> None:
    from scorpion_qt.app.desktop.install import ICON_SIZES

    for size in ICON_SIZES:
        _assert_current(PACKAGING / "icons" / f"{size}x{size}" / f"{APP_ID}.png", size)


def test_the_window_icon_is_the_packaged_pngs_of_the_svg(qapp) -> None:
    """The window's icon comes from PNGs in the package, drawn from the SVG
    (no QtSvg at start), one pixmap per size."""
    from scorpion_qt.app.desktop.install import WINDOW_ICON_SIZES, window_icon_path
    from scorpion_qt.app.ui.first_frame import app_icon

    for size in WINDOW_ICON_SIZES:
        _assert_current(window_icon_path(size), size)
    sizes = sorted(s.width() for s in app_icon().availableSizes())
    assert sizes == list(WINDOW_ICON_SIZES)


def test_metainfo_has_url_screenshots_release_and_a_licence_file() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("url[@type='homepage']", "").startswith("https://")
    shots = root.findall("screenshots/screenshot")
    assert shots and shots[0].get("type") == "default"
    for shot in shots:
        url = shot.findtext("image", "")
        local = ROOT / url.split("/raw/main/", 1)[1]
        assert local.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", url
        assert shot.findtext("caption")
    assert root.find("releases/release").get("version") == _version()  # type: ignore[union-attr]
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in licence and "Version 3, 29 June 2007" in licence
    assert "END OF TERMS AND CONDITIONS" in licence  # the full text


def _version() -> str:
    from scorpion_qt import __version__

    return __version__


def test_resources_keep_only_what_the_app_loads() -> None:
    install_files = [
        p
        for pattern in ("*.desktop", "*.metainfo.xml", "*.appdata.xml", f"{APP_ID}.*")
        for p in (ROOT / "resources").rglob(pattern)
    ]
    assert install_files == []  # they live in packaging/


def test_icon_renders_with_qt_svg(qapp) -> None:
    from PySide6.QtSvg import QSvgRenderer

    assert QSvgRenderer(str(PACKAGE_ICON)).isValid()
