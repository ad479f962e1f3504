"""One game per user (issue 11): a second launch hands its request to the
running game and exits; the save keeps the running game. Real processes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorpion_qt.app.game.record import GameRecord
from scorpion_qt.engine import Move

from apphelpers import WINNING_LINE


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        SCORPION_HOME=str(home),
        QT_QPA_PLATFORM="offscreen",
        LANGUAGE="en",
        LANG="en_US.UTF-8",
        SCORPION_INSTANCE_LOG=str(home / "handed.jsonl"),
    )
    return env


def _scorpion(*args: str) -> list[str]:
    return [sys.executable, "-c", "from scorpion_qt.app.main import main; raise SystemExit(main())", *args]


def _save_game_3_with_10_moves(home: Path) -> Path:
    record = GameRecord(3, actions=[Move.parse(m) for m in WINNING_LINE[:10]], index=10, moves=10)
    save = home / "state" / "current-game.json"
    save.parent.mkdir(parents=True)
    save.write_text(record.to_json(), encoding="utf-8")
    return save


def _wait_for(predicate, timeout: float = 30.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            raise AssertionError("timed out")
        time.sleep(0.1)


@pytest.mark.slow
def test_a_link_opened_while_a_game_runs_goes_to_that_game_and_the_save_keeps_it(tmp_path: Path) -> None:
    save = _save_game_3_with_10_moves(tmp_path)
    env = _env(tmp_path)
    first = subprocess.Popen(_scorpion(), env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        _wait_for(lambda: (tmp_path / "state" / "instance.lock").exists())
        second = subprocess.run(_scorpion("scorpion://game/42"), env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stdout
        log = tmp_path / "handed.jsonl"
        _wait_for(log.exists)
        answer = json.loads(log.read_text().splitlines()[0])
        # The running game got the link and asks before leaving game 3 (10 moves).
        assert answer["request"]["game"] == "scorpion://game/42"
        assert answer == {**answer, "game": 3, "applied": 10, "asking": True}
        data = json.loads(save.read_text())  # the second process never wrote the save
        assert data["game"] == 3 and data["actions"] == WINNING_LINE[:10]
        # A bad number typed on the command line is refused there (exit 2,
        # in words); the running game is not disturbed.
        typed = subprocess.run(_scorpion("--game", "abc"), env=env, capture_output=True, text=True, timeout=60)
        assert typed.returncode == 2 and "'abc'" in typed.stderr and "not a game number" in typed.stderr
        # A bad link (from a browser: nobody reads standard error) goes to the
        # window, which says so and keeps game 3.
        bad = subprocess.run(_scorpion("scorpion://game/abc"), env=env, capture_output=True, text=True, timeout=60)
        assert bad.returncode == 0
        _wait_for(lambda: len(log.read_text().splitlines()) == 2)
        assert json.loads(log.read_text().splitlines()[1])["game"] == 3
    finally:
        first.send_signal(signal.SIGTERM)
        out, _ = first.communicate(timeout=60)
    assert first.returncode == 0, out
    data = json.loads(save.read_text())
    assert data["game"] == 3 and data["actions"] == WINNING_LINE[:10]
    assert not (tmp_path / "state" / "instance.lock").exists()  # released at quit


def test_a_process_locked_out_of_the_save_never_writes_it_and_says_so(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QLockFile

    from scorpion_qt.app.desktop.single_instance import SingleInstance

    save = _save_game_3_with_10_moves(home)
    holder = QLockFile(str(home / "state" / "instance.lock"))
    assert holder.tryLock(0)  # a game that holds the save but does not answer
    try:
        instance = SingleInstance(home / "state")
        assert instance.start({"game": "42", "position": None}, wait_s=0.3) == "locked"
        app = make_app("--game", "42", save=False)
        app.window.show_notice("not_saving")
        assert "will not be saved" in app.window.notice.label.text()
        app.controller.play(app.controller.position.legal_moves()[0])
        app.window.shutdown()
        assert json.loads(save.read_text())["game"] == 3
    finally:
        holder.unlock()
    assert SingleInstance(home / "state").start({}, wait_s=0) == "first"


def test_a_crashed_games_lock_and_socket_do_not_block_the_next_start(tmp_path: Path) -> None:
    state = tmp_path / "state"
    _save_game_3_with_10_moves(tmp_path)
    env = _env(tmp_path)
    first = subprocess.Popen(_scorpion(), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _wait_for(lambda: (state / "instance.lock").exists())
    time.sleep(1)
    first.kill()  # no clean quit: the lock file stays
    first.wait(timeout=30)
    assert (state / "instance.lock").exists()
    from scorpion_qt.app.desktop.single_instance import SingleInstance

    instance = SingleInstance(state)
    assert instance.start({}, wait_s=0) == "first"
    instance.release()


def test_command_line_deal_asks_before_leaving_the_saved_unfinished_game(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    _save_game_3_with_10_moves(home)
    app = make_app("--game", "42")
    assert app.controller.game_number == 3 and app.controller.applied == 10
    box = app.window.dialogs.confirm_box
    assert box is not None
    box.done(QMessageBox.StandardButton.No)
    assert app.controller.game_number == 3 and app.controller.applied == 10
    app2 = make_app("scorpion://game/42")
    app2.window.dialogs.confirm_box.done(QMessageBox.StandardButton.Yes)
    assert app2.controller.game_number == 42 and app2.controller.applied == 0


def test_a_bad_command_line_number_keeps_the_saved_game_and_says_so(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    _save_game_3_with_10_moves(home)
    app = make_app("--game", "abc")
    assert app.controller.game_number == 3 and app.controller.applied == 10
    assert app.window.dialogs.confirm_box is None
    assert app.window.notice.kind == "bad_reference"
    assert "“abc” is not a game number" in app.window.notice.label.text()
    assert "your game was kept" in app.window.notice.label.text()


def test_a_deal_on_the_command_line_without_a_save_starts_at_once(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "42")
    assert app.controller.game_number == 42 and app.window.dialogs.confirm_box is None


def test_a_second_link_replaces_the_open_question(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from scorpion_qt.app.ui import launch

    _save_game_3_with_10_moves(home)
    app = make_app()
    launch.open_request(app.window, {"game": "scorpion://game/42"})
    first = app.window.dialogs.confirm_box
    launch.open_request(app.window, {"game": "24"})
    second = app.window.dialogs.confirm_box
    assert first is not None and second is not None and second is not first
    assert first.isHidden()
    second.done(QMessageBox.StandardButton.Yes)
    assert app.controller.game_number == 24


@pytest.mark.slow
def test_a_real_process_locked_out_runs_unsaved_and_says_so(tmp_path: Path) -> None:
    from PySide6.QtCore import QLockFile

    save = _save_game_3_with_10_moves(tmp_path)
    before = save.read_bytes()
    holder = QLockFile(str(tmp_path / "state" / "instance.lock"))
    assert holder.tryLock(0)  # a running game whose hand-over does not answer
    try:
        env = _env(tmp_path)
        second = subprocess.Popen(_scorpion("--game", "42"), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(8)  # it gives up handing over after 4 s, then runs
        assert second.poll() is None
        second.send_signal(signal.SIGTERM)
        _out, err = second.communicate(timeout=60)
        assert second.returncode == 0
        assert "will not be saved" in err
        assert save.read_bytes() == before
    finally:
        holder.unlock()


def test_requests_that_arrive_before_the_window_wait_for_it(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.desktop.single_instance import SingleInstance

    instance = SingleInstance(tmp_path / "state")
    assert instance.start({}, wait_s=0) == "first"
    try:
        instance._pending.append({"game": "24", "position": None})  # as _read() keeps it
        got: list[dict[str, object]] = []
        instance.set_handler(got.append)
        assert got == [{"game": "24", "position": None}]
    finally:
        instance.release()


@pytest.mark.slow
@pytest.mark.parametrize("sig", ["SIGINT", "SIGHUP"])
def test_ctrl_c_or_a_closed_terminal_saves_and_quits_like_sigterm(tmp_path: Path, sig: str) -> None:
    # Ctrl+C printed KeyboardInterrupt inside a slot and the game ran on;
    # SIGHUP killed it without saving its playing time (a breaker helper).
    save = _save_game_3_with_10_moves(tmp_path)
    first = subprocess.Popen(_scorpion(), env=_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        _wait_for(lambda: (tmp_path / "state" / "instance.lock").exists())
        time.sleep(1.5)
    finally:
        first.send_signal(getattr(signal, sig))
        out, _ = first.communicate(timeout=60)
    assert first.returncode == 0, out
    assert "KeyboardInterrupt" not in out
    data = json.loads(save.read_text())
    assert data["game"] == 3 and data["actions"] == WINNING_LINE[:10]
    assert data["elapsed_ms"] > 0  # the playing time until the signal was kept
    assert not (tmp_path / "state" / "instance.lock").exists()  # released at quit


def test_a_state_folder_without_a_lock_still_listens_for_later_launches(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    # A file where the state folder should be: no lock file can be made,
    # and nobody else runs. The game plays read-only, and still listens so
    # that a second launch hands its request over instead of opening a
    # second window (found by a helper).
    from scorpion_qt.app.desktop.single_instance import SingleInstance

    blocker = tmp_path / "state"
    blocker.write_text("not a folder", encoding="utf-8")
    first = SingleInstance(blocker)
    try:
        assert first.start({}, wait_s=0.5) == "no_lock"
        assert first.server is not None and first.server.isListening()
    finally:
        first.release()


@pytest.mark.slow
def test_ctrl_c_while_starting_ends_quietly(tmp_path: Path) -> None:
    save = _save_game_3_with_10_moves(tmp_path)
    before = save.read_text()
    proc = subprocess.Popen(_scorpion(), env=_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    time.sleep(0.4)  # still importing or building the window
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    assert "Traceback" not in out and "KeyboardInterrupt" not in out, out
    assert proc.returncode in (0, -signal.SIGINT)
    data = json.loads(save.read_text())
    assert data["game"] == 3 and data["actions"] == json.loads(before)["actions"]


def test_a_stale_lock_whose_pid_now_belongs_to_another_python_program_lets_the_game_save(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 22, F13: a game killed with -9 leaves its lock; when its PID
    is reused by another Python program, that lock is stale all the same
    (the owner's start time tells it), so the next game takes it and saves.
    Before, every start ran without saving until that program ended."""
    from scorpion_qt.app.desktop.single_instance import SingleInstance

    state = tmp_path / "state"
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time\n"
         "from pathlib import Path\n"
         "from PySide6.QtCore import QCoreApplication\n"
         "from scorpion_qt.app.desktop.single_instance import SingleInstance\n"
         "app = QCoreApplication([])\n"
         "i = SingleInstance(Path(sys.argv[1]))\n"
         "print(i.start({}, wait_s=0), flush=True)\n"
         "time.sleep(120)\n", str(state)],
        stdout=subprocess.PIPE, text=True, env=_env(tmp_path))
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "first"
        holder.kill()  # kill -9: the lock file stays
        holder.wait()
        lock = state / "instance.lock"
        lines = lock.read_text(encoding="utf-8").split("\n")
        assert lines[0] == str(holder.pid)
        lines[0] = str(other.pid)  # the PID reused by another python program
        lock.write_text("\n".join(lines), encoding="utf-8")
        game = SingleInstance(state)
        try:
            assert game.start({}, wait_s=0.5) == "first"
        finally:
            game.release()
    finally:
        for p in (holder, other):
            p.kill()
            p.wait()


def test_a_lock_held_by_a_live_game_is_not_taken(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """The stale-lock judgement never takes the lock of a game still running."""
    from scorpion_qt.app.desktop.single_instance import SingleInstance

    state = tmp_path / "state"
    first = SingleInstance(state)
    assert first.start({}, wait_s=0) == "first"
    try:
        assert first.server is not None
        first.server.close()  # nobody answers: the second must not conclude the lock is stale
        second = SingleInstance(state)
        assert second.start({}, wait_s=0.3) == "locked"
        second.release()
    finally:
        first.release()


def test_a_failed_listen_is_told_to_the_player(make_app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: when the game cannot listen for later launches (here a
    folder sits where its socket goes), a notice says so and stays; before,
    nothing did, and every link opened a second window that did not save."""
    from scorpion_qt.app.desktop.single_instance import SingleInstance, server_name
    from scorpion_qt.app.main import say_listen_failed

    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    state = tmp_path / "state-listen"
    Path(server_name(state)).mkdir()
    instance = SingleInstance(state)
    try:
        assert instance.start({}, wait_s=0) == "first"
        assert instance.listen_error
        app = make_app("--game", "3", save=False)
        assert say_listen_failed(app, instance)
        notice = app.window.notice
        assert notice.isVisible()
        assert "cannot receive links or later launches" in notice.label.text()
        app.window.new_game()  # stays until the player closes it
        assert "cannot receive links" in notice.label.text()
    finally:
        instance.release()


@pytest.mark.slow
def test_a_second_launch_while_the_game_is_stopped_opens_no_second_window(tmp_path: Path) -> None:
    """Issue 22, F14: the running game is stopped (SIGSTOP); a second launch
    waits for its answer, then says it does not answer and exits, without a
    second window; the running game carries the request out once it runs."""
    save = _save_game_3_with_10_moves(tmp_path)
    env = _env(tmp_path)
    first = subprocess.Popen(_scorpion(), env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    log = tmp_path / "handed.jsonl"
    try:
        _wait_for(lambda: (tmp_path / "state" / "instance.lock").exists())
        time.sleep(1.5)  # listening
        os.kill(first.pid, signal.SIGSTOP)
        try:
            second = subprocess.run(_scorpion("--game", "42"), env=env, capture_output=True, text=True, timeout=90)
        finally:
            os.kill(first.pid, signal.SIGCONT)
        assert second.returncode == 1, second.stderr
        assert "does not answer" in second.stderr and "No second window" in second.stderr
        assert "will not be saved" not in second.stderr  # it never ran a window of its own
        _wait_for(log.exists)
        answer = json.loads(log.read_text().splitlines()[0])
        assert answer["request"]["game"] == "42" and answer["asking"] is True
    finally:
        first.send_signal(signal.SIGTERM)
        out, _ = first.communicate(timeout=60)
    assert first.returncode == 0, out
    assert json.loads(save.read_text())["actions"] == WINNING_LINE[:10]


def test_the_not_answering_message_is_translated() -> None:
    from scorpion_qt.app.main import not_answering_texts

    title, text = not_answering_texts()
    assert title == "Scorpion Does Not Answer" and "no second window" in text
