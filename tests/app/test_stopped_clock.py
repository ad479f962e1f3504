"""Issue 22, F14: the time a stopped process (SIGSTOP, a frozen process)
did not run is not playing time; the time it ran is."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

CHILD = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtCore import QCoreApplication, QTimer
    from scorpion_qt.app.game.controller import GameController
    app = QCoreApplication([])
    c = GameController()
    c.new_game(3)
    c.play(c.position.legal_moves()[0])  # the clock runs from here
    print("started", flush=True)
    def report():
        print("elapsed", c.elapsed_ms(), flush=True)
        app.quit()
    sys.stdin.readline()  # blocks the loop until the parent says "go": only the stop is a gap then
    QTimer.singleShot(1500, report)
    app.exec()
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="POSIX signals")
def test_a_stop_does_not_count_as_playing_time() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None and child.stdin is not None
        assert child.stdout.readline().strip() == "started"
        child.stdin.write("go\n")
        child.stdin.flush()
        time.sleep(0.3)  # in its event loop now
        os.kill(child.pid, signal.SIGSTOP)
        time.sleep(8)
        os.kill(child.pid, signal.SIGCONT)
        line = child.stdout.readline().split()
    finally:
        child.kill() if child.poll() is None else None
        child.wait(timeout=30)
    assert line[0] == "elapsed"
    # About 1.8 s of running plus at most a beat of the stop; 9.8 s before.
    assert 1000 <= int(line[1]) < 5000, line
