"""One Scorpion per user (and per ``SCORPION_HOME``): a second launch hands
its request (a game number, a link, a position) to the running window
through a local socket and exits; a lock file next to the save makes sure
that a process which could not hand over never writes the save.

The protocol is one line of JSON from the new process (the request, see
:func:`request_from_args`), answered by ``ok`` once the running window has it.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QCryptographicHash, QLockFile, QObject, QTimer

# QtNetwork (~15 ms and 2-3 MiB of libraries) is loaded when this game
# listens or hands a request over, not before the first frame.
if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

from scorpion_qt.app.game.safefiles import DamagedFile, parse_json

__all__ = ["SingleInstance", "server_name", "process_identity"]

_ACK = b"ok\n"
_MAX_MESSAGE = 1 << 20  # 1 MiB: a position is a few hundred bytes
MAX_CONNECTIONS = 16
"""Most connections served at once; more are closed at once (no descriptor runs out)."""
MAX_BUFFERED = 4 << 20
"""Most bytes held for all unfinished requests together (4 MiB)."""
CONNECTION_MS = 5000
"""A connection that has not sent its whole request within this time is closed."""


_OWNER = "scorpion-owner"
"""The line a game adds to its lock file (after QLockFile's own lines):
``scorpion-owner <pid> <start time> <boot id>``."""


def process_identity(pid: int) -> tuple[int, str] | None:
    """What tells process ``pid`` from any later process given the same
    number: its start time (clock ticks after boot, field 22 of
    ``/proc/PID/stat``) and this boot's id; None when the process does not
    exist or this is not known here (no ``/proc``)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read(4096).rpartition(b")")[2].split()
        with open("/proc/sys/kernel/random/boot_id", "rb") as f:
            boot = f.read(64).decode("ascii", "replace").strip()
        return int(fields[19]), boot
    except (OSError, ValueError, IndexError):
        return None


def private_folder(base: Path | None = None) -> Path | None:
    """The folder for the socket when there is no ``XDG_RUNTIME_DIR``:
    ``<tmp>/scorpion-qt-<uid>``, made with mode 0700. One already there is
    used only when it is a real folder (not a link), owned by this user, and
    open to nobody else; otherwise None (another user may have made it)."""
    uid = os.getuid() if hasattr(os, "getuid") else None
    folder = (base or Path(tempfile.gettempdir())) / f"scorpion-qt-{uid if uid is not None else 'user'}"
    try:
        os.mkdir(folder, 0o700)
    except FileExistsError:
        pass
    except OSError:
        return None
    try:
        st = os.lstat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(st.st_mode) or (uid is not None and st.st_uid != uid) or st.st_mode & 0o077:
        return None
    return folder


def server_name(state_dir: Path) -> str:
    """The local socket's name for this user and this state folder (so tests
    and ``SCORPION_HOME`` copies never meet the player's running game)."""
    # Qt's own SHA-256 (QtCore is loaded anyway; hashlib would load OpenSSL),
    # of the folder's bytes as the file system has them (a folder name that
    # is not UTF-8 hashes too).
    sha = QCryptographicHash.hash(os.fsencode(state_dir.absolute()), QCryptographicHash.Algorithm.Sha256)
    digest = bytes(sha.toHex().data()).decode("ascii")[:16]
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isdir(runtime):
        # The user's own runtime folder (a Flatpak's is shared by all its
        # instances under app/<id>, unlike its /tmp).
        base = Path(runtime)
        app_id = os.environ.get("FLATPAK_ID", "")
        if app_id and (base / "app" / app_id).is_dir():
            base = base / "app" / app_id
        path = base / f"scorpion-qt-{digest}.socket"
        if len(str(path)) < 100:  # a local socket's path has at most 107 bytes
            return str(path)
    # No runtime folder: a private folder of ours in /tmp, never a name in
    # /tmp itself that another user could take first.
    folder = private_folder()
    if folder is not None and len(str(folder)) < 80:
        return str(folder / f"{digest}.socket")
    return str(state_dir.absolute() / f"scorpion-qt-{digest}.socket")


class SingleInstance(QObject):
    """The lock and the local server of the running game.

    :meth:`start` decides what this process is: ``"first"`` (it holds the
    lock and listens), ``"handed"`` (a running game took the request: exit),
    ``"locked"`` (another process holds the lock but nobody listens: run
    without saving), ``"frozen"`` (the running game took the request but
    does not answer: it is stopped or frozen, and carries the request out
    when it runs again; open no window), or ``"no_lock"`` (no other game runs, but the state
    folder cannot hold a lock file: read-only, full, not a folder; run
    without writing the save). Each request handed over goes to the handler
    given to :meth:`set_handler`; those that arrive before it are kept for it.
    """

    def __init__(self, state_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state_dir = state_dir
        self.name = server_name(state_dir)
        self.lock_path = state_dir / "instance.lock"
        self.lock = QLockFile(str(self.lock_path))
        # A running game keeps its lock for days; only a dead process's lock
        # (its PID gone) counts as stale.
        self.lock.setStaleLockTime(0)
        self.server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytearray] = {}
        self.listen_error = ""
        """Why this game could not listen for later launches ("" when it
        listens); later launches then open their own window."""
        self._handler: Callable[[dict[str, Any]], None] | None = None
        self._pending: list[dict[str, Any]] = []

    def set_handler(self, handler: Callable[[dict[str, Any]], None]) -> None:
        """Send every request handed over to ``handler`` (the window), the
        ones that came while the window was being built first."""
        self._handler = handler
        pending, self._pending = self._pending, []
        for request in pending:
            handler(request)

    def start(self, request: dict[str, Any], *, wait_s: float = 4.0, listen: bool = True) -> str:
        """Take the lock (then listen) or hand ``request`` over to the game
        holding it, trying for up to ``wait_s`` seconds while that game is
        still starting. Returns ``"first"``, ``"handed"``, ``"frozen"``,
        ``"locked"`` or ``"no_lock"``; never raises. ``listen`` False: the
        game that takes the lock (``"first"``) listens when :meth:`listen`
        is called (after its first frame); a later launch meanwhile finds no
        listener and tries again, as while any game is starting."""
        try:
            self.state_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass  # tryLock fails below and says why
        deadline = time.monotonic() + wait_s
        while True:
            if self.lock.tryLock(0):
                self._mark_owner()
                if listen:
                    self._listen()
                return "first"
            if self._owner_gone() and self.lock.removeStaleLockFile():
                continue  # a dead game's lock whose PID another program has now
            answer = self.hand_over(request)
            if answer == "handed":
                return "handed"
            if self.lock.error() != QLockFile.LockError.LockFailedError:
                # Not held by anyone: the lock file cannot be made at all.
                # Nobody answered above, so this game listens: later
                # launches still hand their requests to its window.
                self._listen()
                return "no_lock"
            if answer == "unanswered":
                # The running game holds the request but does not answer
                # (stopped, frozen, very busy): it carries it out when it
                # runs again, so this process opens no window of its own
                # (two windows of one deal, one not saving; issue 22, F14).
                # Never sent twice either.
                return "frozen"
            if time.monotonic() >= deadline:
                return "locked"
            time.sleep(0.1)

    def _mark_owner(self) -> None:
        """Add this process's identity (:func:`process_identity`) to the lock
        file we hold, after QLockFile's lines (which it ignores)."""
        me = process_identity(os.getpid())
        if me is None:
            return
        try:
            with open(self.lock_path, "a", encoding="ascii") as f:
                f.write(f"{_OWNER} {os.getpid()} {me[0]} {me[1]}\n")
        except OSError:
            pass  # QLockFile's own judgement (the PID and the program's name) remains

    def _owner_gone(self) -> bool:
        """Whether the game named in the lock file has ended although a live
        process has its PID: QLockFile compares only the PID and the
        program's name ("python3.11" for every Python program), so a dead
        game's lock whose PID was reused stopped every later save (issue 22,
        F13). False when the lock says nothing more (an earlier version's)."""
        try:
            with open(self.lock_path, "rb") as f:
                lines = f.read(4096).decode("ascii", "replace").splitlines()
        except OSError:
            return False
        for line in lines:
            parts = line.split()
            if len(parts) == 4 and parts[0] == _OWNER:
                try:
                    pid, started = int(parts[1]), int(parts[2])
                except ValueError:
                    return False
                if process_identity(os.getpid()) is None:
                    return False  # nothing to compare with here
                return process_identity(pid) != (started, parts[3])
        return False

    def hand_over(self, request: dict[str, Any], connect_ms: int = 1000, answer_ms: int = 15000) -> str:
        """Send ``request`` to the running game: ``"handed"`` once it
        confirmed, ``"unreachable"`` when no game listens, ``"unanswered"``
        when one took the request but did not confirm within ``answer_ms``."""
        from PySide6.QtNetwork import QLocalSocket

        sock = QLocalSocket()
        sock.connectToServer(self.name)
        if not sock.waitForConnected(connect_ms):
            return "unreachable"
        sock.write(json.dumps(request).encode("utf-8") + b"\n")
        if not sock.waitForBytesWritten(answer_ms):
            sock.abort()
            return "unanswered"
        answer = b""
        deadline = time.monotonic() + answer_ms / 1000
        while not answer.endswith(b"\n") and time.monotonic() < deadline:
            if not sock.waitForReadyRead(100) and sock.state() != QLocalSocket.LocalSocketState.ConnectedState:
                break
            answer += bytes(sock.readAll().data())
        sock.disconnectFromServer()
        return "handed" if answer == _ACK else "unanswered"

    def listen(self) -> None:
        """Listen for later launches (once; after ``start(..., listen=False)``
        returned ``"first"``): :attr:`listen_error` says why not."""
        if self.server is None and not self.listen_error and self.lock.isLocked():
            self._listen()

    def _listen(self) -> None:
        from PySide6.QtNetwork import QLocalServer

        # We hold the lock, so a socket left by a crashed game is stale.
        QLocalServer.removeServer(self.name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.setMaxPendingConnections(MAX_CONNECTIONS)
        if server.listen(self.name):
            server.newConnection.connect(self._accept)
            self.server = server
            self.listen_error = ""
        else:
            self.listen_error = f"{self.name}: {server.errorString()}"
            server.deleteLater()

    def _accept(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            if len(self._buffers) >= MAX_CONNECTIONS:
                sock.disconnected.connect(sock.deleteLater)
                sock.abort()  # too many at once: refused, never queued
                continue
            self._buffers[sock] = bytearray()
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(lambda s=sock: self._drop(s))
            # A connection that sends nothing, or too slowly, is closed.
            timer = QTimer(sock)  # goes with the socket
            timer.setSingleShot(True)
            timer.timeout.connect(sock.abort)
            timer.start(CONNECTION_MS)

    def _read(self, sock: QLocalSocket) -> None:
        buffer = self._buffers.get(sock)
        if buffer is None:
            return
        buffer += bytes(sock.readAll().data())
        if len(buffer) > _MAX_MESSAGE or sum(map(len, self._buffers.values())) > MAX_BUFFERED:
            self._buffers.pop(sock, None)
            sock.abort()
            return
        if not buffer.endswith(b"\n"):
            return
        self._buffers[sock] = bytearray()
        try:
            request = parse_json(buffer.decode("utf-8"))  # bounded depth: no RecursionError
        except (UnicodeDecodeError, ValueError, DamagedFile):
            request = None
        if not isinstance(request, dict):
            sock.abort()
            return
        sock.write(_ACK)
        sock.flush()
        if self._handler is None:
            self._pending.append(request)
        else:
            self._handler(request)

    def _drop(self, sock: QLocalSocket) -> None:
        self._buffers.pop(sock, None)
        sock.deleteLater()

    def release(self) -> None:
        """Stop listening and free the lock (at quit)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock.isLocked():
            self.lock.unlock()
