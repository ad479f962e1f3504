"""A private desktop session with the real Orca screen reader, for tests.

One :class:`OrcaSession` starts, each with its own process and nothing shared
with the rest of the machine:

- a session D-Bus (``dbus-daemon --session``, what ``dbus-run-session`` does);
- ``Xvfb`` (display chosen by the server, ``-displayfd``) and ``openbox``
  (a window manager, so activation, dialogs and focus return behave as on a
  desktop);
- ``at-spi-bus-launcher --launch-immediately`` (the accessibility bus);
- Orca without a speech server (``SPEECHD_CMD=/nonexistent/speech-dispatcher``):
  it says "SPEECH: Not available" and still writes every utterance into its
  debug log as ``SPEECH OUTPUT: '…'``. That log is the transcript
  (:meth:`OrcaSession.utterances`).

The Orca command is a parameter (``SCORPION_ORCA`` in the test): by default
Debian's ``/usr/bin/orca`` through :mod:`orca_launcher` (same Orca, minus its
"another Orca runs" check, which would see other sessions' Orcas); for
another version, e.g. ``python3 /tmp/orca45/orca-launcher``.

The game is started with :meth:`OrcaSession.launch_app` (xcb platform,
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``) and driven with :meth:`key` and
:meth:`type_text` (``xdotool`` to the app's activated window). Waits are
event-driven: :meth:`wait_for` polls the transcript until the expected
sentences arrive (Orca may trail the keys by a second or two on a loaded
machine), then waits for a short quiet spell so that late utterances of the
same step are not credited to the next one.

No Qt and no pytest here: plain ``subprocess``.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

__all__ = ["OrcaSession", "Step", "missing_tools", "default_orca_command", "BUS_LAUNCHERS"]

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
# "SPEECH OUTPUT: 'text'" then, in Orca 43's debug log, optional " voice=…" and
# the voice (ACSS) as a dict; a multi-line text continues on indented lines.
# Orca 50 writes the voice as a dict with nested dicts: "'text' {'family': {…}}".
_SPEECH = re.compile(r"SPEECH OUTPUT: '(?P<text>.*?)'(?: ?voice=\S+?)?(?:\s*\{.*\}|\s*None)?\s*$", re.S)
_ORCA_READY = ("ORCA: Starting ATSPI registry", "Starting registry", "ORCA: Starting Atspi main event loop")
# "BRAILLE LINE:  'text'" (Orca 43 and 50 alike).
_BRAILLE = re.compile(r"BRAILLE LINE:\s+'(?P<text>.*)'\s*$", re.S)
_ENTRY = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - ", re.M)
_STAMP = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d+) - ", re.M)


def clock() -> float:
    """Now, in seconds since local midnight: the clock of Orca's debug-log
    time stamps (``HH:MM:SS.ffffff``), to measure from a key to speech."""
    now = datetime.now()
    return now.hour * 3600 + now.minute * 60 + now.second + now.microsecond / 1e6


def default_orca_command() -> list[str]:
    """Debian's Orca through :mod:`orca_launcher` (run by the system Python)."""
    return [SYSTEM_PYTHON, str(HERE / "orca_launcher.py"), "/usr/bin/orca", "--"]


def missing_tools(orca_command: Sequence[str] | None = None) -> list[str]:
    """What this machine lacks to run a session (names of tools or packages);
    empty when everything is there."""
    missing = [t for t in ("Xvfb", "dbus-daemon", "xdotool", "openbox") if shutil.which(t) is None]
    if not any(Path(p).exists() for p in BUS_LAUNCHERS):
        missing.append("at-spi2-core (at-spi-bus-launcher)")
    if orca_command is None:
        if not Path("/usr/bin/orca").exists():
            missing.append("orca")
        elif not Path(SYSTEM_PYTHON).exists():
            missing.append(SYSTEM_PYTHON)
    return missing


@dataclass
class Step:
    """What one step of a scenario sent and what Orca said meanwhile."""

    label: str
    keys: list[str]
    said: list[str] = field(default_factory=list)
    waited_s: float = 0.0
    found: bool = True
    brailled: list[str] = field(default_factory=list)
    """The braille lines Orca wrote meanwhile (``BRAILLE LINE: '…'``)."""
    said_at: list[float | None] = field(default_factory=list)
    """When Orca said each of :attr:`said`: its debug log's time stamp, in
    seconds since midnight (the session's local time, as :func:`clock`)."""
    keys_at: list[float] = field(default_factory=list)
    """When each key was sent (:func:`clock`, just before ``xdotool`` ran)."""


class OrcaSession:
    """A private D-Bus + Xvfb + openbox + AT-SPI bus + Orca session.

    ``workdir``: a fresh folder for logs, Orca's preferences and the app's
    home. ``orca_command``: the command that starts Orca (Orca's own
    arguments ``-u DIR --debug-file LOG`` are appended). ``lang``: the
    locale of the whole session (``LANG``/``LANGUAGE``), e.g. ``es_ES.UTF-8``;
    ``locpath``: a folder of compiled locales (``LOCPATH``) when the system
    lacks them. ``orca_env``: more environment for Orca alone. ``full_log``:
    Orca's whole debug log (``LEVEL_ALL``, slow: Orca then asks the app for
    every event's details only to print them); by default (or with
    ``SCORPION_ORCA_FULL_LOG=1`` unset) Orca works at a player's debug level
    and logs the transcript only (:mod:`orca_launcher`).
    """

    def __init__(
        self,
        workdir: Path,
        *,
        orca_command: Sequence[str] | None = None,
        locale: str = "en_US.UTF-8",
        orca_env: dict[str, str] | None = None,
        locpath: Path | None = None,
        full_log: bool | None = None,
    ) -> None:
        self.workdir = Path(workdir)
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.orca_command = list(orca_command) if orca_command else default_orca_command()
        if full_log is None:
            full_log = os.environ.get("SCORPION_ORCA_FULL_LOG") == "1"
        self.orca_env = ({} if full_log else {"ORCA_TRANSCRIPT_ONLY": "1"}) | dict(orca_env or {})
        self.locale = locale
        self.locpath = locpath
        self.log_path = self.workdir / "orca-debug.log"
        self.env: dict[str, str] = {}
        self.procs: list[tuple[str, subprocess.Popen]] = []
        self.app: subprocess.Popen | None = None
        self.launch_mark = 0
        """How many utterances Orca had said when the app was last launched."""
        self.window: str | None = None
        self._read_offset = 0
        self._buffer = ""
        self.transcript: list[tuple[float, str]] = []
        self.said_at: list[float | None] = []
        """The log time (:func:`clock`) of each :attr:`transcript` entry."""
        self.keys_at: list[float] = []
        """When each of :attr:`keys_sent` was sent (:func:`clock`)."""
        self.braille: list[tuple[float, str]] = []
        """Every braille line Orca wrote (its debug log's ``BRAILLE LINE``)."""
        self.keys_sent: list[tuple[float, str]] = []
        self.started = time.monotonic()
        self.notes: list[str] = []
        """What the session had to do beyond the plan (an activation retried)."""

    # ------------------------------------------------------------ session
    def _spawn(self, name: str, argv: Sequence[str], env: dict[str, str] | None = None, **kw) -> subprocess.Popen:  # noqa: ANN003
        log = open(self.workdir / f"{name}.log", "wb")  # noqa: SIM115
        proc = subprocess.Popen(
            list(argv),
            env=env or self.env,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
            **kw,
        )
        log.close()
        self.procs.append((name, proc))
        return proc

    def start(self, timeout: float = 60.0) -> None:
        """Start every part of the session and wait until Orca listens.

        Raises ``RuntimeError`` (with the part's log) when a part fails."""
        base = {k: v for k, v in os.environ.items() if k not in _DROPPED_ENV}
        base.update(
            LANG=self.locale,
            LANGUAGE=self.locale.split(".")[0],
            LC_ALL=self.locale,
            HOME=str(self.workdir / "home"),
            XDG_CONFIG_HOME=str(self.workdir / "home" / ".config"),
            XDG_DATA_HOME=str(self.workdir / "home" / ".local" / "share"),
            XDG_CACHE_HOME=str(self.workdir / "home" / ".cache"),
            XDG_RUNTIME_DIR=str(self.workdir / "runtime"),
            NO_AT_BRIDGE="0",
            GTK_MODULES="",
            PYTHONIOENCODING="utf-8",
        )
        if self.locpath is not None and (self.locpath / self.locale).exists():
            base["LOCPATH"] = str(self.locpath)
        for d in ("home", "runtime"):
            (self.workdir / d).mkdir(parents=True, exist_ok=True)
        # Orca 51 keeps its settings in GSettings, not user-settings.conf:
        # key echo off there too, in a key file of this session's own.
        base["GSETTINGS_BACKEND"] = "keyfile"
        keyfile = self.workdir / "home" / ".config" / "glib-2.0" / "settings" / "keyfile"
        keyfile.parent.mkdir(parents=True, exist_ok=True)
        keyfile.write_text(_ORCA_GSETTINGS, encoding="utf-8")
        os.chmod(self.workdir / "runtime", 0o700)
        self.env = base
        # The session bus.
        bus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1", "--nopidfile"],
            env=base,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        self.procs.append(("dbus", bus))
        assert bus.stdout is not None
        address = bus.stdout.readline().decode().strip()
        if not address:
            raise RuntimeError("dbus-daemon gave no address")
        base["DBUS_SESSION_BUS_ADDRESS"] = address
        # The X server: it writes its display number to the pipe.
        read_fd, write_fd = os.pipe()
        self._spawn(
            "xvfb",
            ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            pass_fds=(write_fd,),
        )
        os.close(write_fd)
        display = b""
        end = time.monotonic() + 20
        while not display.endswith(b"\n") and time.monotonic() < end:
            chunk = os.read(read_fd, 16)
            if not chunk:
                break
            display += chunk
        os.close(read_fd)
        if not display.strip():
            raise RuntimeError("Xvfb did not start:\n" + self.part_log("xvfb"))
        number = display.decode().strip()
        base["DISPLAY"] = ":" + number
        # Xvfb may write its number a moment before its socket exists: a
        # client started in between cannot open the display (seen in CI
        # under load: openbox stopped at once).
        socket = Path(f"/tmp/.X11-unix/X{number}")
        end = time.monotonic() + 10
        while not socket.exists() and time.monotonic() < end:
            time.sleep(0.02)
        self._spawn("openbox", ["openbox", "--sm-disable"])
        launcher = next(p for p in BUS_LAUNCHERS if Path(p).exists())
        self._spawn("atspi", [launcher, "--launch-immediately"])
        self._wait_for_wm(10)
        # Orca, with its preferences and the debug log (the transcript).
        prefs = self.workdir / "orca-prefs"
        prefs.mkdir(exist_ok=True)
        (prefs / "user-settings.conf").write_text(json.dumps(_orca_settings(), indent=1), encoding="utf-8")
        orca_env = dict(base)
        # ORCA_LAUNCHER: an Orca built by tools/build_orca.sh runs through
        # the same launcher (no "other Orcas" check, line-buffered log).
        orca_env.update(
            SPEECHD_CMD="/nonexistent/speech-dispatcher", ORCA_LAUNCHER=str(HERE / "orca_launcher.py"), **self.orca_env
        )
        self._spawn("orca", [*self.orca_command, "-u", str(prefs), "--debug-file", str(self.log_path)], env=orca_env)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self._poll_log()
            # Orca 43 and 45: "Starting ATSPI registry" / "Starting registry";
            # Orca 50: "Starting Atspi main event loop".
            if any(m in self._log_text_tail for m in _ORCA_READY):
                break
            if self._dead("orca"):
                raise RuntimeError("Orca stopped:\n" + self.part_log("orca") + self.log_tail())
            time.sleep(0.2)
        else:
            raise RuntimeError("Orca did not start in time:\n" + self.part_log("orca") + self.log_tail())
        self.wait_quiet(1.0, 10)

    _log_text_tail = ""

    def _wait_for_wm(self, timeout: float) -> None:
        """Wait until openbox manages the screen (xdotool can ask for the
        active window); raises ``RuntimeError`` with openbox's output when it
        stopped or did not come up in ``timeout`` seconds. Without a window
        manager nothing activates the game's window: Qt then never has an
        active window, its shortcuts do not fire and Orca hears no focus."""
        end = time.monotonic() + timeout
        restarts = 0
        while time.monotonic() < end:
            if self._dead("openbox"):
                if restarts == 2:
                    raise RuntimeError("openbox stopped:\n" + self.part_log("openbox"))
                # it could not open the display yet: start it again
                restarts += 1
                self.notes.append("openbox stopped at start and was started again:\n" + self.part_log("openbox", 800))
                self.procs = [(n, p) for n, p in self.procs if n != "openbox"]
                time.sleep(0.5)
                self._spawn("openbox", ["openbox", "--sm-disable"])
            elif self._wm_running():
                return
            time.sleep(0.1)
        raise RuntimeError("openbox did not come up:\n" + self.part_log("openbox"))

    def _wm_running(self) -> bool:
        r = subprocess.run(["xdotool", "getactivewindow"], env=self.env, capture_output=True)
        # No window manager: "claims not to support _NET_ACTIVE_WINDOW"; no X
        # server: "Can't open display". With openbox up and no window active
        # xdotool fails too, with another message.
        return r.returncode == 0 or not any(
            m in r.stderr for m in (b"claims not to support", b"Can't open display", b"Failed creating")
        )

    def launch_app(
        self,
        argv: Sequence[str],
        *,
        env: dict[str, str] | None = None,
        window_name: str = "Scorpion",
        timeout: float = 40.0,
    ) -> None:
        """Start the game (``argv``: the command) with the xcb platform and
        the accessibility bridge on, and wait until its window (a title
        matching the regular expression ``window_name``) is shown and active.
        ``env`` is added to the session's environment."""
        app_env = dict(self.env)
        app_env.update(
            QT_QPA_PLATFORM="xcb",
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            QT_ACCESSIBILITY="1",
        )
        app_env.update(env or {})
        name = f"app{sum(1 for n, _ in self.procs if n.startswith('app'))}"
        # What Orca says from here on belongs to this launch (its window and
        # focus lines come while we wait for the window below).
        self.launch_mark = len(self.utterances())
        log_offset = self.log_path.stat().st_size if self.log_path.exists() else 0
        self.app = self._spawn(name, argv, env=app_env)
        end = time.monotonic() + timeout
        wid = ""
        while time.monotonic() < end and not wid:
            r = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(self.app.pid), "--name", window_name],
                env=self.env,
                capture_output=True,
                text=True,
            )
            ids = r.stdout.split()
            wid = ids[-1] if ids else ""
            if self.app.poll() is not None:
                raise RuntimeError(f"the app stopped ({self.app.returncode}):\n" + self.part_log(name))
            if not wid:
                time.sleep(0.2)
        if not wid:
            raise RuntimeError("no app window:\n" + self.part_log(name))
        self.window = wid
        self._make_active(log_offset, timeout=max(10.0, end - time.monotonic()))

    def _make_active(self, log_offset: int, timeout: float) -> None:
        """Activate the game's window until the window manager says it is the
        active window and Orca has had the app's ``window:activate`` event
        (its debug log past ``log_offset`` bytes), asking again every 3 s as
        a player would click a window that did not take the focus. Raises
        ``RuntimeError`` with the window manager's state after ``timeout`` s."""
        end = time.monotonic() + timeout
        tries = 0
        active = err = ""
        while time.monotonic() < end:
            if self._dead("openbox"):
                # The session's scaffolding, not the game: start it again
                # (once per launch) and say so in the notes.
                self.notes.append("openbox had stopped and was started again:\n" + self.part_log("openbox", 800))
                self.procs = [(n, p) for n, p in self.procs if n != "openbox"]
                self._spawn("openbox", ["openbox", "--sm-disable"])
                self._wait_for_wm(10)
            self.activate()
            if tries:
                # Asking the window manager did not do it: give the window
                # the X input focus directly (Qt activates it on FocusIn).
                try:
                    subprocess.run(
                        ["xdotool", "windowfocus", "--sync", str(self.window)],
                        env=self.env, capture_output=True, timeout=5, check=False,
                    )
                except subprocess.TimeoutExpired:
                    pass
            tries += 1
            again = time.monotonic() + 3.0
            while time.monotonic() < min(again, end):
                active, err = self._active_window()
                if active == str(int(self.window or "0")) and self._orca_log_has(_ACTIVATED, log_offset):
                    if tries > 1:
                        self.notes.append(f"the window took {tries} activations to become active")
                    return
                time.sleep(0.2)
        raise RuntimeError(
            f"the app's window {self.window} never became active (active: {active!r} {err!r}; "
            f"openbox running: {not self._dead('openbox')}; Orca had window:activate: "
            f"{self._orca_log_has(_ACTIVATED, log_offset)})\n" + self.part_log("openbox")
        )

    def _active_window(self) -> tuple[str, str]:
        # The window manager's active window, else the X input focus (the
        # same window when a window manager runs; without one, the focus
        # that windowfocus gave).
        r = subprocess.run(["xdotool", "getactivewindow"], env=self.env, capture_output=True, text=True)
        if r.returncode == 0 and r.stdout.strip():
            return r.stdout.strip(), r.stderr.strip()
        f = subprocess.run(["xdotool", "getwindowfocus"], env=self.env, capture_output=True, text=True)
        return f.stdout.strip(), (r.stderr + f.stderr).strip()

    def _orca_log_has(self, needle: bytes, offset: int) -> bool:
        if not self.log_path.exists():
            return False
        with open(self.log_path, "rb") as f:
            f.seek(offset)
            return needle in f.read()

    def stop_app(self, timeout: float = 15.0) -> None:
        """SIGTERM the game (it saves and quits) and wait for it."""
        if self.app is None:
            return
        if self.app.poll() is None:
            self.app.send_signal(signal.SIGTERM)
            try:
                self.app.wait(timeout)
            except subprocess.TimeoutExpired:
                self.app.kill()
                self.app.wait(5)
        self.app = None
        self.window = None

    def stop(self) -> None:
        """Stop every process this session started, the game first."""
        self.stop_app()
        for _name, proc in reversed(self.procs):
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
        end = time.monotonic() + 5
        for _name, proc in reversed(self.procs):
            try:
                proc.wait(max(0.1, end - time.monotonic()))
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait(5)
        self._poll_log()

    def __enter__(self) -> "OrcaSession":
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _dead(self, name: str) -> bool:
        return any(n == name and p.poll() is not None for n, p in self.procs)

    def part_log(self, name: str, chars: int = 3000) -> str:
        """The last ``chars`` of a part's own output (``xvfb``, ``orca``, ``app0``…)."""
        path = self.workdir / f"{name}.log"
        if not path.exists():
            return ""
        return f"--- {name} ---\n" + path.read_text(errors="replace")[-chars:]

    def log_tail(self, chars: int = 3000) -> str:
        """The end of Orca's debug log."""
        if not self.log_path.exists():
            return ""
        return "--- orca debug log ---\n" + self.log_path.read_text(errors="replace")[-chars:]

    # -------------------------------------------------------------- input
    def activate(self) -> None:
        """Raise and focus the game's window (as a click on it would)."""
        if self.window:
            try:
                subprocess.run(
                    ["xdotool", "windowactivate", "--sync", self.window], env=self.env, capture_output=True, timeout=10
                )
            except subprocess.TimeoutExpired:
                pass  # the key still goes to the focused window

    def key(self, *keys: str) -> None:
        """Press ``keys`` (xdotool names: ``Right``, ``ctrl+z``, ``7``) one by
        one to the focused window."""
        for k in keys:
            self.keys_sent.append((time.monotonic(), k))
            self.keys_at.append(clock())
            subprocess.run(["xdotool", "key", "--clearmodifiers", k], env=self.env, capture_output=True, timeout=10)

    def type_text(self, text: str) -> None:
        """Type ``text`` into the focused widget."""
        self.keys_sent.append((time.monotonic(), f"type {text!r}"))
        self.keys_at.append(clock())
        subprocess.run(
            ["xdotool", "type", "--clearmodifiers", "--delay", "60", text], env=self.env, capture_output=True, timeout=20
        )

    # --------------------------------------------------------- transcript
    def _poll_log(self) -> None:
        if not self.log_path.exists():
            return
        with open(self.log_path, "rb") as f:
            f.seek(self._read_offset)
            data = f.read()
        if not data:
            return
        # Only whole lines; a partial last line waits for the next poll.
        cut = data.rfind(b"\n") + 1
        if cut == 0:
            return
        self._read_offset += cut
        text = data[:cut].decode("utf-8", errors="replace")
        self._log_text_tail = (self._log_text_tail + text)[-20000:]
        self._buffer += text
        # An entry starts with a time stamp; keep the last (maybe unfinished) one.
        starts = [m.start() for m in _ENTRY.finditer(self._buffer)]
        if len(starts) < 2:
            return
        done, self._buffer = self._buffer[: starts[-1]], self._buffer[starts[-1] :]
        self._take(done)

    def _take(self, text: str) -> None:
        now = time.monotonic()
        parts = _STAMP.split(text)
        entries: list[tuple[float | None, str]] = [(None, parts[0])]
        for h, m, sec, entry in zip(parts[1::4], parts[2::4], parts[3::4], parts[4::4]):
            entries.append((int(h) * 3600 + int(m) * 60 + float(sec), entry))
        for stamp, entry in entries:
            entry = entry.rstrip("\n")
            line = _BRAILLE.match(entry)
            if line:
                self.braille.append((now, line.group("text")))
                continue
            if not entry.startswith("SPEECH OUTPUT: '"):
                continue
            entry = re.sub(r"\n {18}", "\n", entry)
            m = _SPEECH.match(entry)
            said = m.group("text") if m else entry[len("SPEECH OUTPUT: '") :].rsplit("'", 1)[0]
            said = said.strip()
            if said:
                self.transcript.append((now, said))
                self.said_at.append(stamp)

    def flush(self) -> None:
        """Read the transcript to the end of the log (the last entry too)."""
        self._poll_log()
        if self._buffer:
            self._take(self._buffer)
            self._buffer = ""

    def utterances(self) -> list[str]:
        """Everything Orca has said so far, in order."""
        self._poll_log()
        return [t for _, t in self.transcript]

    def wait_quiet(self, quiet: float, timeout: float) -> None:
        """Wait until Orca has said nothing new for ``quiet`` seconds (at most
        ``timeout`` seconds)."""
        end = time.monotonic() + timeout
        count = len(self.utterances())
        last_change = time.monotonic()
        while time.monotonic() < end:
            now_count = len(self.utterances())
            if now_count != count:
                count = now_count
                last_change = time.monotonic()
            elif time.monotonic() - last_change >= quiet:
                return
            time.sleep(0.1)

    def wait_for(
        self,
        done: Callable[[list[str]], bool],
        *,
        since: int,
        timeout: float = 12.0,
        settle: float = 1.2,
    ) -> tuple[list[str], bool]:
        """Poll the transcript until ``done(utterances since index since)`` is
        true or ``timeout`` seconds pass, then wait until the log is quiet for
        ``settle`` seconds (so the step's late utterances stay with it).
        Returns (the utterances since ``since``, whether ``done`` became true)."""
        end = time.monotonic() + timeout
        ok = False
        while time.monotonic() < end:
            said = self.utterances()[since:]
            if done(said):
                ok = True
                break
            time.sleep(0.1)
        self.wait_quiet(settle, settle + 6)
        return self.utterances()[since:], ok

    def step(
        self,
        label: str,
        keys: Sequence[str],
        expect: Sequence[str] = (),
        *,
        timeout: float = 12.0,
        settle: float = 1.2,
        text: str | None = None,
        from_launch: bool = False,
    ) -> Step:
        """Type ``text`` (when given), send ``keys`` and wait until every string of
        ``expect`` has been said (each inside some utterance, in any order; an
        empty ``expect`` waits ``settle`` seconds of quiet). The step's
        utterances are returned in a :class:`Step`; with ``from_launch`` they
        start at the last :meth:`launch_app` (a start step)."""
        self.activate() if self.window and not self._app_window_active() else None
        since = self.launch_mark if from_launch else len(self.utterances())
        braille_since = len(self.braille)
        keys_since = len(self.keys_at)
        started = time.monotonic()
        if text is not None:
            self.type_text(text)
        self.key(*keys)

        def done(said: list[str]) -> bool:
            joined = squash(" ".join(said))
            return all(squash(e) in joined for e in expect)

        said, ok = self.wait_for(done, since=since, timeout=timeout if expect else 0.0, settle=settle)
        keys_sent = ([f"type {text!r}"] if text else []) + list(keys)
        brailled = [t for _, t in self.braille[braille_since:]]
        said_at = self.said_at[since : since + len(said)]
        return Step(
            label, keys_sent, said, time.monotonic() - started, ok, brailled, said_at, self.keys_at[keys_since:]
        )

    def _app_window_active(self) -> bool:
        # A window of the app (the main window or one of its dialogs) is
        # active: do not take the focus from it. Anything else (no active
        # window, another program's) gets the main window activated again.
        if not self.window or self.app is None:
            return False
        r = subprocess.run(["xdotool", "getactivewindow", "getwindowpid"], env=self.env, capture_output=True, text=True)
        return r.returncode == 0 and r.stdout.strip() == str(self.app.pid)


# Orca's debug log names a processed window:activate event with what follows
# it on the line (its listener registration ends the line there).
_ACTIVATED = b"window:activate "

_DROPPED_ENV = {
    "DISPLAY",
    "WAYLAND_DISPLAY",
    "DBUS_SESSION_BUS_ADDRESS",
    "AT_SPI_BUS_ADDRESS",
    "LC_ALL",
    "LC_MESSAGES",
    "LANGUAGE",
    "XDG_SESSION_TYPE",
    "QT_QPA_PLATFORM",
    "SESSION_MANAGER",
}


_ORCA_GSETTINGS = """[org/gnome/orca/default/typing-echo]
key-echo=false
action-keys=false
navigation-keys=false
function-keys=false
modifier-keys=false
alphabetic-keys=false
numeric-keys=false
punctuation-keys=false
space=false
"""
"""Orca 51's typing echo settings (schema ``org.gnome.Orca.TypingEcho`` at
``/org/gnome/orca/<profile>/typing-echo/``) as GLib's key-file backend reads
them: no key echo, as :func:`_orca_settings` asks of Orca 43 to 50."""


def _orca_settings() -> dict[str, object]:
    """Orca's ``user-settings.conf``: speech on (a speech server that is not
    there), braille on (no display: Orca logs each line it would show), no sounds, no first-start wizard; key echo off so the
    transcript holds what the app makes Orca say, not the keys."""
    general = {
        "enableSpeech": True,
        "enableBraille": True,
        "enableBrailleMonitor": False,
        "enableKeyEcho": False,
        "enablePrintableKeys": False,
        "enableModifierKeys": False,
        "enableFunctionKeys": False,
        "enableActionKeys": False,
        "enableNavigationKeys": False,
        "enableDiacriticalKeys": False,
        "enableEchoByCharacter": False,
        "enableEchoByWord": False,
        "enableEchoBySentence": False,
        "enableSound": False,
        "speechServerFactory": "orca.speechdispatcherfactory",
        "firstStart": False,
        "verbalizePunctuationStyle": 1,
        "startingProfile": ["Default", "default"],
        "activeProfile": ["Default", "default"],
        "profile": ["Default", "default"],
    }
    return {"general": general, "keybindings": {}, "pronunciations": {}, "profiles": {"default": {"profile": ["Default", "default"]}}}


def squash(text: str) -> str:
    """``text`` with every run of white space made one space (Orca may split
    or join sentences into utterances differently)."""
    return " ".join(text.split())


def command_from_env(value: str | None) -> list[str] | None:
    """The Orca command from ``SCORPION_ORCA`` (shell words), or None."""
    return shlex.split(value) if value else None
