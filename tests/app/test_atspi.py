"""End to end, as a screen reader sees it: the app under Xvfb with the xcb
platform and the AT-SPI bridge on a private session D-Bus, and an AT-SPI
client (Debian's /usr/bin/python3 with pyatspi) that walks the tree, plays a
move through AT-SPI actions and receives the announcement.

Runs whenever the tools are there; with ``CI`` set a missing tool is a
failure, elsewhere the test is skipped with the names of what is missing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.atspi, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
CLIENT = Path(__file__).with_name("atspi_client.py")
CLIENT_PYTHON = "/usr/bin/python3"

SCRIPT = r"""
set -u
DF=$(mktemp)
Xvfb -displayfd 5 -screen 0 1280x1024x24 -nolisten tcp 5>"$DF" 2>"$LOGDIR/xvfb.log" &
XPID=$!
for i in $(seq 100); do grep -q . "$DF" && break; sleep 0.05; done
export DISPLAY=":$(cat "$DF")"
"$APP_PYTHON" -m scorpion_qt.app.main --lang en --game 3 >"$LOGDIR/app.log" 2>&1 &
APID=$!
"$CLIENT_PYTHON" "$CLIENT" Scorpion 25
rc=$?
kill $APID 2>/dev/null; wait $APID 2>/dev/null
kill $XPID 2>/dev/null; wait $XPID 2>/dev/null
exit $rc
"""


def _missing() -> list[str]:
    missing = [tool for tool in ("Xvfb", "dbus-run-session") if shutil.which(tool) is None]
    if not Path(CLIENT_PYTHON).exists():
        missing.append(CLIENT_PYTHON)
    else:
        probe = subprocess.run(
            [CLIENT_PYTHON, "-c", "import pyatspi; from gi.repository import Atspi"],
            capture_output=True,
            text=True,
        )
        if probe.returncode != 0:
            missing.append("python3-pyatspi / gir1.2-atspi-2.0 for /usr/bin/python3")
    if not any(Path(p).exists() for p in ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")):
        missing.append("at-spi2-core (at-spi-bus-launcher)")
    return missing


def test_screen_reader_walks_board_and_plays_a_move(tmp_path):
    missing = _missing()
    if missing:
        message = "AT-SPI end-to-end test needs: " + ", ".join(missing)
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_ACCESSIBILITY="1",
        SCORPION_HOME=str(tmp_path / "home"),
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")])),
        APP_PYTHON=sys.executable,
        CLIENT_PYTHON=CLIENT_PYTHON,
        CLIENT=str(CLIENT),
        LOGDIR=str(tmp_path),
        LANG="C.UTF-8",
        LANGUAGE="en",
    )
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    try:
        proc = subprocess.run(
            ["dbus-run-session", "--", "bash", "-c", SCRIPT],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"AT-SPI run took over 60 s:\n{e.stdout}\n{e.stderr}")
    app_log = (tmp_path / "app.log").read_text(errors="replace") if (tmp_path / "app.log").exists() else ""
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    assert lines, f"no result from the client\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr[-3000:]}\napp:\n{app_log[-3000:]}"
    result = json.loads(lines[-1])
    facts = result["facts"]
    assert result["ok"], f"{result['errors']}\nfacts: {facts}\napp:\n{app_log[-3000:]}"
    assert facts["board_children"][:5] == [
        "Column 1, 7 cards, 3 face down",
        "Column 2, 7 cards, 3 face down",
        "Column 3, 7 cards, 3 face down",
        "Column 4, 7 cards, 3 face down",
        "Column 5, 7 cards",
    ]
    assert facts["board_children"][7:] == ["Talon, 3 cards", "Foundations: none"]
    assert facts["combo_labels"] == ["Card", "Destination"]
    assert facts["column1_after"] == "Column 1, 9 cards, 3 face down"
    assert any(a.startswith("4 of clubs and 1 card to column 1.") for a in facts["announcements"])
