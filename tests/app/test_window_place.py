"""The window comes back where and as large as it was (issue 21): no creep
by one title bar per launch, on the monitor it was on, at its size; fitted
only when that monitor is gone or smaller."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from scorpion_qt.app.desktop.screenfit import ScreenArea, place_on_screens

ROOT = Path(__file__).resolve().parents[2]

LAPTOP = ScreenArea("A-LAPTOP", QRect(0, 0, 1280, 720), QRect(0, 0, 1280, 720))
BIG = ScreenArea("B-BIG", QRect(1280, 0, 2560, 1440), QRect(1280, 0, 2560, 1440))


def test_a_big_window_on_the_big_second_monitor_comes_back_at_its_size() -> None:
    saved = QRect(1400, 100, 2000, 1200)
    assert place_on_screens(saved, "B-BIG", BIG.geometry, [LAPTOP, BIG]) == saved
    # a layout saved before the monitor was remembered: the monitor under its centre
    assert place_on_screens(saved, "", None, [LAPTOP, BIG]) == saved


def test_a_window_whose_monitor_is_gone_is_fitted_on_the_one_left() -> None:
    rect = place_on_screens(QRect(1400, 100, 2000, 1200), "B-BIG", BIG.geometry, [LAPTOP])
    assert LAPTOP.available.contains(rect) and rect.width() <= 1280 and rect.height() < 720


def test_a_monitor_now_smaller_bounds_the_window_and_one_that_moved_takes_it_along() -> None:
    smaller = ScreenArea("B-BIG", QRect(1280, 0, 1600, 900), QRect(1280, 0, 1600, 900))
    rect = place_on_screens(QRect(1400, 100, 2000, 1200), "B-BIG", BIG.geometry, [LAPTOP, smaller])
    assert smaller.available.contains(rect) and rect.width() < 1600
    moved = ScreenArea("B-BIG", QRect(0, 720, 2560, 1440), QRect(0, 720, 2560, 1440))
    rect = place_on_screens(QRect(1400, 100, 1000, 700), "B-BIG", BIG.geometry, [LAPTOP, moved])
    assert rect == QRect(120, 820, 1000, 700)


def _offscreen_run(home: Path, screens: list[dict[str, object]]) -> str:
    config = home / "screens.json"
    config.write_text(json.dumps({"screens": screens}))
    code = textwrap.dedent(
        """
        from scorpion_qt.app.main import App
        app = App([], analysis=False)
        app.window.restore_layout()
        app.window.show()
        app.qapp.processEvents()
        g = app.window.geometry()
        print("WINDOW", g.x(), g.y(), g.width(), g.height(), app.window.screen().name())
        app.window.shutdown()
        """
    )
    env = dict(os.environ, SCORPION_HOME=str(home), QT_QPA_PLATFORM=f"offscreen:configfile={config}", LANGUAGE="en")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    return next(line for line in r.stdout.splitlines() if line.startswith("WINDOW"))


def _screen(name: str, x: int, width: int, height: int) -> dict[str, object]:
    return {"name": name, "x": x, "y": 0, "width": width, "height": height, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}


@pytest.mark.slow
def test_on_simulated_monitors_the_window_keeps_its_size_and_its_monitor(tmp_path: Path) -> None:
    ini = tmp_path / "config" / "settings.ini"
    ini.parent.mkdir(parents=True)
    ini.write_text("[window]\nx=1400\ny=100\nwidth=2000\nheight=1200\nmaximized=0\n")
    two = [_screen("A-LAPTOP", 0, 1280, 720), _screen("B-BIG", 1280, 2560, 1440)]
    assert _offscreen_run(tmp_path, two) == "WINDOW 1400 100 2000 1200 B-BIG"
    assert "width=2000" in ini.read_text() and "height=1200" in ini.read_text()  # not shrunk for good
    assert _offscreen_run(tmp_path, two) == "WINDOW 1400 100 2000 1200 B-BIG"
    # the big monitor unplugged: fitted on the laptop's
    x, y, w, h, name = _offscreen_run(tmp_path, two[:1]).split()[1:]
    assert name == "A-LAPTOP" and int(x) + int(w) <= 1280 and int(y) + int(h) <= 720


def _start_x_server(display: str, tmp: Path) -> list[subprocess.Popen[bytes]]:
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"], stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{display[1:]}").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    wm = subprocess.Popen(["openbox"], env=dict(os.environ, DISPLAY=display), stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    return [wm, xvfb]


@pytest.mark.slow
@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("openbox")), reason="needs Xvfb and openbox")
def test_under_a_window_manager_the_window_does_not_creep_between_launches(tmp_path: Path) -> None:
    display = f":{200 + os.getpid() % 300}"
    procs = _start_x_server(display, tmp_path)
    runtime = tmp_path / "xdg"
    runtime.mkdir(mode=0o700)
    code = textwrap.dedent(
        """
        import time
        from scorpion_qt.app.main import App
        app = App([], analysis=False)
        app.window.restore_layout()
        app.window.show()
        deadline = time.monotonic() + 10  # until the window manager has framed it
        while app.window.frameGeometry() == app.window.geometry() and time.monotonic() < deadline:
            app.qapp.processEvents()
        for _ in range(20):
            app.qapp.processEvents()
        g = app.window.geometry()
        print("WINDOW", g.x(), g.y(), g.width(), g.height(), app.window.frameGeometry() != g)
        app.window.shutdown()
        """
    )
    env = dict(os.environ, SCORPION_HOME=str(tmp_path), XDG_RUNTIME_DIR=str(runtime), DISPLAY=display, QT_QPA_PLATFORM="xcb", LANGUAGE="en")
    ini = tmp_path / "config" / "settings.ini"
    ini.parent.mkdir(parents=True)
    ini.write_text("[window]\nx=300\ny=200\nwidth=1000\nheight=700\nmaximized=0\n")
    try:
        seen = []
        for _ in range(3):
            r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
            assert r.returncode == 0, r.stderr[-2000:]
            seen.append(next(line for line in r.stdout.splitlines() if line.startswith("WINDOW")))
    finally:
        for p in procs:
            p.terminate()
            p.wait()
    assert seen == ["WINDOW 300 200 1000 700 True"] * 3
