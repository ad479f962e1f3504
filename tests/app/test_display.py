"""Start-up without a usable display (issue 21): the game starts on what the
desktop offers, and without any display it says why in one sentence and
exits with 2, never SIGABRT with advice to reinstall."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from scorpion_qt.app.desktop.display import choose_platform, wayland_answers

ROOT = Path(__file__).resolve().parents[2]


def _choose(env: dict[str, str], wayland: bool, x11: bool):  # type: ignore[no-untyped-def]
    return choose_platform(env, wayland=lambda e: wayland, x11=lambda e: x11)


def test_a_forced_wayland_without_compositor_falls_back_to_a_working_x_display() -> None:
    assert _choose({"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}, wayland=False, x11=True).platform == "xcb"


def test_a_running_compositor_is_used_natively_and_x11_otherwise() -> None:
    env = {"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0", "XDG_RUNTIME_DIR": "/run/user/1"}
    assert _choose(env, wayland=True, x11=True).platform == "wayland;xcb"
    assert _choose(env, wayland=False, x11=True).platform == "xcb"
    assert _choose({"QT_QPA_PLATFORM": "offscreen"}, wayland=False, x11=False) == (None, "")


def test_a_listening_socket_counts_as_a_compositor(tmp_path: Path) -> None:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(tmp_path / "wayland-test"))
        server.listen(1)
        assert wayland_answers({"WAYLAND_DISPLAY": "wayland-test", "XDG_RUNTIME_DIR": str(tmp_path)})
    assert not wayland_answers({"WAYLAND_DISPLAY": "wayland-gone", "XDG_RUNTIME_DIR": str(tmp_path)})


@pytest.mark.parametrize(
    "env, cause",
    [
        ({}, "no display"),
        ({"DISPLAY": ":77"}, "no X server answers at DISPLAY=:77"),
        ({"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-77"}, "no Wayland compositor answers at WAYLAND_DISPLAY=wayland-77"),
    ],
)
def test_without_a_usable_display_the_game_says_why_and_exits_with_2(tmp_path: Path, env: dict[str, str], cause: str) -> None:
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_SOCKET")}
    runtime = tmp_path / "xdg"
    runtime.mkdir(mode=0o700)
    env = dict(base, SCORPION_HOME=str(tmp_path), XDG_RUNTIME_DIR=str(runtime), LANGUAGE="en", **env)
    r = subprocess.run(
        [sys.executable, "-m", "scorpion_qt.app.main", "--game", "24"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 2, (r.returncode, r.stderr)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and cause in lines[0], r.stderr
    assert "einstall" not in r.stderr and "xcb-cursor" not in r.stderr


_ON_WAYLAND = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from scorpion_qt.app import main

real_exec = QApplication.exec

def report():
    app = QApplication.instance()
    shown = [w for w in app.topLevelWidgets() if w.isVisible() and w.objectName() != "celebration"]
    print(json.dumps({"platform": QGuiApplication.platformName(),
                      "shown": [w.metaObject().className() for w in shown],
                      "title": app.activeWindow().windowTitle() if app.activeWindow() else shown[0].windowTitle(),
                      "frame_height": max(w.frameGeometry().height() for w in shown),
                      "screen_height": QGuiApplication.primaryScreen().geometry().height()}))
    sys.stdout.flush()
    app.quit()

def exec_then_report(self=None):
    QTimer.singleShot(1500, report)
    return real_exec()

QApplication.exec = exec_then_report
sys.exit(main.main(["--game", "24"]))
"""


def test_the_game_starts_natively_on_wayland(tmp_path: Path) -> None:
    """With a Wayland compositor and no X display the game opens its window
    on Qt's wayland platform (issue 21). Uses weston's headless backend."""
    import json
    import shutil
    import time

    if shutil.which("weston") is None:
        pytest.skip("weston is not installed")
    runtime = tmp_path / "xdg"
    runtime.mkdir(mode=0o700)
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_SOCKET")}
    env = dict(base, XDG_RUNTIME_DIR=str(runtime), SCORPION_HOME=str(tmp_path / "home"), LANGUAGE="en", LANG="en_US.UTF-8")
    weston = subprocess.Popen(
        ["weston", "--backend=headless-backend.so", "--socket=wayland-scorpion", "--idle-time=0"],
        env=env, stdout=subprocess.DEVNULL, stderr=open(tmp_path / "weston.log", "w"),
    )
    try:
        for _ in range(100):
            if (runtime / "wayland-scorpion").exists() or weston.poll() is not None:
                break
            time.sleep(0.1)
        if not (runtime / "wayland-scorpion").exists():
            pytest.skip("weston did not start: " + (tmp_path / "weston.log").read_text()[-500:])
        r = subprocess.run(
            [sys.executable, "-c", _ON_WAYLAND], cwd=ROOT, env=dict(env, WAYLAND_DISPLAY="wayland-scorpion"),
            capture_output=True, text=True, timeout=120,
        )
    finally:
        weston.terminate()
        weston.wait(timeout=10)
    assert r.returncode == 0, r.stderr[-2000:]
    seen = json.loads(r.stdout.strip().splitlines()[-1])
    assert seen["platform"] == "wayland", seen
    assert "MainWindow" in seen["shown"] and "24" in seen["title"], seen
    # The whole window, its title bar and status bar, fits beside weston's
    # 32 px panel, which Wayland does not tell the game about (Qt's own
    # title bar, about 30 px, is not in its frame geometry there).
    assert seen["frame_height"] + 32 + 30 <= seen["screen_height"], seen
