"""``scorpion-qt --install-desktop-entry`` / ``--uninstall-desktop-entry`` in a
temporary home: a menu entry GIO accepts, icons, the scorpion:// handler;
everything removed again (issue 11)."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

APP_ID = "io.github.scorpion_qt.Scorpion"


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        HOME=str(tmp_path / "home"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_DIRS="/usr/share",
        XDG_CONFIG_DIRS="/etc/xdg",
        PATH="/usr/bin:/bin",  # like an account without ~/.local/bin on PATH
    )
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("DISPLAY", None)
    return env


def _scorpion(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scorpion_qt.app.main", *args], env=env, capture_output=True, text=True, timeout=120
    )


def _gio_handler(env: dict[str, str]) -> str:
    result = subprocess.run(["gio", "mime", "x-scheme-handler/scorpion"], env=env, capture_output=True, text=True)
    return result.stdout + result.stderr


def test_install_and_uninstall_the_desktop_entry_for_this_user(tmp_path: Path) -> None:
    env = _env(tmp_path)
    config = tmp_path / "config"
    config.mkdir()
    (config / "mimeapps.list").write_text("[Default Applications]\ntext/plain=other.desktop\n")
    result = _scorpion(env, "--install-desktop-entry")
    assert result.returncode == 0, result.stderr
    assert "menu entry" in result.stdout and "scorpion://" in result.stdout  # says what it does

    desktop = tmp_path / "data" / "applications" / f"{APP_ID}.desktop"
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(desktop, encoding="utf-8")
    entry = parser["Desktop Entry"]
    program = entry["Exec"].split(" ")[0]
    assert Path(program).is_absolute() and os.access(program, os.X_OK)
    assert entry["Exec"].endswith(" %u")
    assert entry["TryExec"] == program
    assert entry["MimeType"] == "x-scheme-handler/scorpion;"
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    hicolor = tmp_path / "data" / "icons" / "hicolor"
    assert (hicolor / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for size in (16, 48, 256, 512):
        assert (hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png").read_bytes()[:4] == b"\x89PNG"
    mimeapps = (config / "mimeapps.list").read_text()
    assert "text/plain=other.desktop" in mimeapps
    if shutil.which("xdg-mime") is None:
        assert f"x-scheme-handler/scorpion={APP_ID}.desktop" in mimeapps
    if shutil.which("gio"):
        assert f"{APP_ID}.desktop" in _gio_handler(env).split("Registered")[0]  # the default handler
    # GIO-based menus list the entry although ~/.local/bin is not on PATH (TryExec is absolute).
    listed = subprocess.run(
        ["/usr/bin/python3", "-c", "import gi; gi.require_version('Gio', '2.0'); from gi.repository import Gio; "
         "print(' '.join(a.get_id() or '' for a in Gio.AppInfo.get_all() if a.should_show()))"],
        env=env, capture_output=True, text=True,
    )
    if listed.returncode == 0:
        assert f"{APP_ID}.desktop" in listed.stdout.split()

    # The link from the entry starts the program it names (a screenshot, no display needed).
    shot = tmp_path / "link.png"
    run = subprocess.run(
        [program, "scorpion://game/5", "--screenshot", str(shot)],
        env={**env, "SCORPION_HOME": str(tmp_path / "game")},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert shot.read_bytes()[:4] == b"\x89PNG"

    result = _scorpion(env, "--uninstall-desktop-entry")
    assert result.returncode == 0, result.stderr
    assert not desktop.exists()
    assert not any(p.is_file() for p in hicolor.rglob(f"{APP_ID}.*"))
    mimeapps = (config / "mimeapps.list").read_text()
    assert "scorpion" not in mimeapps and "text/plain=other.desktop" in mimeapps
    if shutil.which("gio"):
        assert f"{APP_ID}.desktop" not in _gio_handler(env)


def test_exec_quotes_a_path_with_spaces() -> None:
    from scorpion_qt.app.desktop.install import entry_text

    text = entry_text(["/home/ana maría/venv/bin/scorpion-qt"], "/home/ana maría/venv/bin/scorpion-qt")
    assert 'Exec="/home/ana maría/venv/bin/scorpion-qt" %u\n' in text
    assert "TryExec=/home/ana maría/venv/bin/scorpion-qt\n" in text


@pytest.mark.parametrize("existing", ["", "[Added Associations]\nx-scheme-handler/scorpion=old.desktop;\n"])
def test_uninstall_leaves_other_handlers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existing: str) -> None:
    from scorpion_qt.app.desktop import install as desktop_entry

    (tmp_path / "mimeapps.list").write_text(existing)
    desktop_entry._set_default_handler(tmp_path, f"{APP_ID}.desktop")
    text = (tmp_path / "mimeapps.list").read_text()
    assert f"[Default Applications]\nx-scheme-handler/scorpion={APP_ID}.desktop" in text
    desktop_entry._set_default_handler(tmp_path, None)
    text = (tmp_path / "mimeapps.list").read_text()
    assert APP_ID not in text
    assert ("old.desktop" in text) == bool(existing)


@pytest.mark.slow
def test_a_link_opened_through_gio_reaches_the_running_game(tmp_path: Path) -> None:
    import json
    import signal
    import time

    from scorpion_qt.app.game.record import GameRecord
    from scorpion_qt.engine import Move

    from apphelpers import WINNING_LINE

    if shutil.which("gio") is None:
        pytest.skip("gio is not installed (Debian package libglib2.0-bin)")
    env = _env(tmp_path)
    env.update(SCORPION_HOME=str(tmp_path / "game"), SCORPION_INSTANCE_LOG=str(tmp_path / "handed.jsonl"))
    env["QT_QPA_PLATFORM"] = "offscreen"
    assert _scorpion(env, "--install-desktop-entry").returncode == 0
    save = tmp_path / "game" / "state" / "current-game.json"
    save.parent.mkdir(parents=True)
    save.write_text(GameRecord(3, actions=[Move.parse(m) for m in WINNING_LINE[:10]], index=10, moves=10).to_json())
    first = subprocess.Popen(
        [sys.executable, "-m", "scorpion_qt.app.main"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        end = time.monotonic() + 30
        while not (save.parent / "instance.lock").exists() and time.monotonic() < end:
            time.sleep(0.1)
        opened = subprocess.run(["gio", "open", "scorpion://game/24"], env=env, capture_output=True, text=True, timeout=60)
        assert opened.returncode == 0, opened.stderr
        log = tmp_path / "handed.jsonl"
        while not log.exists() and time.monotonic() < end + 30:
            time.sleep(0.1)
        answer = json.loads(log.read_text().splitlines()[0])
        assert answer["request"]["game"] == "scorpion://game/24"
        assert answer["game"] == 3 and answer["asking"] is True  # New Game's question, game 3 kept
    finally:
        first.send_signal(signal.SIGTERM)
        first.wait(timeout=60)
    assert first.returncode == 0
    assert json.loads(save.read_text())["actions"] == WINNING_LINE[:10]


def _install_into_a_home_with_a_space(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, on_path: bool) -> tuple[dict[str, str], Path]:
    """Install the program from a folder with a space, "/opt/my games; $x"
    (a script that writes its arguments into ``args.txt``). The home has
    none: xdg-open 1.1.3 splits its data folders at spaces too, so it finds no
    entry at all in a home like "/home/John Smith" (nothing a program can
    change); GIO finds it there."""
    from scorpion_qt.app.desktop import install as desktop_entry

    home = tmp_path / "home"
    program = tmp_path / "opt" / "my games; $x" / "venv" / "bin" / "scorpion-qt"
    program.parent.mkdir(parents=True)
    out = tmp_path / "args.txt"
    program.write_text(f"#!/bin/sh\nprintf '%s\\n' \"$@\" > '{out}'\n")
    program.chmod(0o755)
    env = _env(tmp_path)
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"), XDG_CONFIG_HOME=str(home / ".config"))
    if on_path:
        env["PATH"] = f"{home / '.local' / 'bin'}:/usr/bin:/bin"
    env.pop("XDG_CURRENT_DESKTOP", None)  # xdg-open's generic way, as under openbox
    env["DISPLAY"] = ":99"  # xdg-open's generic way needs one; nothing connects to it
    for key in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "PATH"):
        monkeypatch.setenv(key, env[key])
    monkeypatch.setattr(desktop_entry, "launcher", lambda: [str(program)])
    assert desktop_entry.install() == 0
    return env, out


@pytest.mark.parametrize("opener", ["xdg-open", "gio"])
def test_a_link_starts_the_handler_when_the_install_path_has_a_space(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp, opener: str  # type: ignore[no-untyped-def]
) -> None:
    if shutil.which(opener) is None or shutil.which("xdg-mime") is None:
        pytest.skip(f"{opener} is not installed")
    env, out = _install_into_a_home_with_a_space(tmp_path, monkeypatch, on_path=True)
    command = [opener, "scorpion://game/3"] if opener == "xdg-open" else ["gio", "open", "scorpion://game/3"]
    opened = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert opened.returncode == 0, opened.stdout + opened.stderr
    for _ in range(100):
        if out.exists() and out.read_text():
            break
        import time

        time.sleep(0.05)
    assert out.read_text().splitlines() == ["scorpion://game/3"]
    if shutil.which("desktop-file-validate"):
        desktop = Path(env["XDG_DATA_HOME"]) / "applications" / f"{APP_ID}.desktop"
        checked = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert "error" not in checked.stdout.lower(), checked.stdout
    from scorpion_qt.app.desktop import install as desktop_entry

    link = Path(env["HOME"]) / ".local" / "bin" / "scorpion-qt"
    assert link.is_file() and desktop_entry.uninstall() == 0 and not link.exists()


def test_without_local_bin_on_path_the_quoted_line_stays_and_no_launcher_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp  # type: ignore[no-untyped-def]
) -> None:
    env, _out = _install_into_a_home_with_a_space(tmp_path, monkeypatch, on_path=False)
    desktop = Path(env["XDG_DATA_HOME"]) / "applications" / f"{APP_ID}.desktop"
    assert 'Exec="' in desktop.read_text() and not (Path(env["HOME"]) / ".local" / "bin").exists()
