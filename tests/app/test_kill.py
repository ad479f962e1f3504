"""Kill the real app process (SIGKILL, at random times) while it plays and
saves, then start it again (issue 12, "how it will be checked"): every start
must resume at the last completed action (or the one after, whose save had
completed when the kill came before it could say so), never crash, never find
a broken save, and leave no temporary file behind."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from apphelpers import WINNABLE_GAME, WINNING_LINE

ROOT = Path(__file__).resolve().parents[2]

# The child: the real App (offscreen, no analysis), resuming the saved game
# (or game 3 the first time) and playing on along the winning line; undo and
# redo now and then (both are completed actions, both saved); extra saves in
# a loop make kills during a save likely. After each action it prints what
# is applied; the save of that action has completed by then.
CHILD = r"""
import sys
from scorpion_qt.app.main import App
from scorpion_qt.engine import Move

LINE = [Move.parse(t) for t in sys.argv[1].split()]
app = App(sys.argv[2:], analysis=False)
app.window.show()
app.qapp.processEvents()
c = app.controller
kind = app.window.notice.kind if app.window.notice.isVisible() else "-"
print("START", c.game_number, c.applied, c.moves, kind, flush=True)

def act(will, run):
    # WILL: the state this action leads to (said before it starts); DONE:
    # it is completed, and so is its save.
    print("WILL", *will, flush=True)
    run()
    print("DONE", c.applied, c.moves, flush=True)

step = 0
while True:
    step += 1
    if c.applied >= len(LINE) - 1:
        act((0, 0), c.restart)
    elif step % 4 == 0 and c.applied:
        act((c.applied - 1, c.moves + 1), c.undo)
        act((c.applied + 1, c.moves + 1), c.redo)
    else:
        act((c.applied + 1, c.moves + 1), lambda: c.play(LINE[c.applied]))
    for _ in range(3):
        app.window.autosave()
    app.qapp.processEvents()
"""


def start(home: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, SCORPION_HOME=str(home), QT_QPA_PLATFORM="offscreen", LANGUAGE="en", LANG="en_US.UTF-8")
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, " ".join(WINNING_LINE), *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
def test_kills_during_play_and_saving_never_lose_a_completed_action(tmp_path: Path) -> None:
    rng = random.Random(12)
    home = tmp_path / "home"
    allowed: set[tuple[int, int]] = set()  # states the next start may find
    kills = 0
    for round_ in range(10):
        proc = start(home, "--game", str(WINNABLE_GAME)) if round_ == 0 else start(home)
        assert proc.stdout is not None
        first = proc.stdout.readline().split()
        if not first:
            proc.wait(30)
            raise AssertionError(f"no start (code {proc.returncode}): {proc.stderr.read()[-3000:] if proc.stderr else ''}")
        assert first[0] == "START", first
        game, applied, moves, kind = int(first[1]), int(first[2]), int(first[3]), first[4]
        assert game == WINNABLE_GAME and kind == "-", first  # never a damaged save
        if allowed:
            # The last action it said was done, or the one it had begun
            # (its save may have completed before the kill).
            assert (applied, moves) in allowed, (first, allowed)
        # Kill at a random moment while it plays and saves.
        killer = threading.Timer(rng.uniform(0.05, 0.8), lambda p=proc: p.send_signal(signal.SIGKILL))
        killer.start()
        out, err = proc.communicate(timeout=120)
        killer.cancel()
        assert proc.returncode == -signal.SIGKILL, err[-3000:]
        kills += 1
        allowed = {(applied, moves)}
        for line in out.splitlines():
            if not line.split():
                continue  # a line the kill left empty
            word, *nums = line.split()
            state = (int(nums[0]), int(nums[1])) if word in ("WILL", "DONE") and len(nums) == 2 else None
            if state is None:
                continue  # a line cut by the kill
            if word == "DONE":
                allowed = {state}
            else:
                allowed = allowed | {state}
    assert kills == 10
    # A last, clean start: the save loads and no temporary file is left.
    proc = start(home)
    assert proc.stdout is not None
    first = proc.stdout.readline().split()
    proc.kill()
    proc.communicate(timeout=60)
    assert first and first[0] == "START" and first[4] == "-"
    # This last process plays and saves too once it has started: a temporary
    # file of its own, cut by this kill, is for the next start to remove.
    own = f".tmp-{proc.pid}-"
    leftovers = [p.name for p in (home / "state").iterdir() if p.name != "current-game.json" and own not in p.name]
    assert leftovers == []
    data = json.loads((home / "state" / "current-game.json").read_text())
    assert data["actions"] == WINNING_LINE[: len(data["actions"])]


def _dead_pid() -> int:
    """The process id of a process that has ended (and was reaped)."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_temporary_files_of_a_killed_settings_save_are_removed_at_the_next_start(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 22, F9: a kill during a settings save left
    ``settings.ini.tmp-<pid>-<hex>`` files that no start ever removed."""
    config = home / "config"
    config.mkdir(parents=True)
    (config / "settings.ini").write_text("[ui]\nlanguage=en\n", encoding="utf-8")
    left = config / f"settings.ini.tmp-{_dead_pid()}-3fa9c2"
    left.write_text("[ui]\nlang", encoding="utf-8")
    mine = config / f"settings.ini.tmp-{os.getpid()}-77aa01"  # a save under way in a live process
    mine.write_text("", encoding="utf-8")
    make_app("--game", "3")
    assert not left.exists()
    assert mine.exists()
    assert (config / "settings.ini").read_text(encoding="utf-8").startswith("[")
