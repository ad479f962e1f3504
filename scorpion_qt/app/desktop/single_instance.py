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
import time
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QCryptographicHash, QLockFile, QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = ["SingleInstance", "server_name"]

_ACK = b"ok\n"
_MAX_MESSAGE = 1 << 20  # 1 MiB: a position is a few hundred bytes


def server_name(state_dir: Path) -> str:
    """The local socket's name for this user and this state folder (so tests
    and ``SCORPION_HOME`` copies never meet the player's running game)."""
    uid = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    # Qt's own SHA-256 (QtCore is loaded anyway; hashlib would load OpenSSL)
    sha = QCryptographicHash.hash(str(state_dir.absolute()).encode("utf-8"), QCryptographicHash.Algorithm.Sha256)
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
    return f"scorpion-qt-{uid}-{digest}"


class SingleInstance(QObject):
    """The lock and the local server of the running game.

    :meth:`start` decides what this process is: ``"first"`` (it holds the
    lock and listens), ``"handed"`` (a running game took the request: exit),
    ``"locked"`` (another process holds the lock but did not answer: run
    without saving), or ``"no_lock"`` (no other game runs, but the state
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
        self._buffers: dict[QLocalSocket, bytes] = {}
        self._handler: Callable[[dict[str, Any]], None] | None = None
        self._pending: list[dict[str, Any]] = []

    def set_handler(self, handler: Callable[[dict[str, Any]], None]) -> None:
        """Send every request handed over to ``handler`` (the window), the
        ones that came while the window was being built first."""
        self._handler = handler
        pending, self._pending = self._pending, []
        for request in pending:
            handler(request)

    def start(self, request: dict[str, Any], *, wait_s: float = 4.0) -> str:
        """Take the lock (then listen) or hand ``request`` over to the game
        holding it, trying for up to ``wait_s`` seconds while that game is
        still starting. Returns ``"first"``, ``"handed"``, ``"locked"`` or
        ``"no_lock"``; never raises."""
        try:
            self.state_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass  # tryLock fails below and says why
        deadline = time.monotonic() + wait_s
        while True:
            if self.lock.tryLock(0):
                self._listen()
                return "first"
            answer = self.hand_over(request)
            if answer == "handed":
                return "handed"
            if self.lock.error() != QLockFile.LockError.LockFailedError:
                # Not held by anyone: the lock file cannot be made at all.
                # Nobody answered above, so this game listens: later
                # launches still hand their requests to its window.
                self._listen()
                return "no_lock"
            if answer == "unanswered" or time.monotonic() >= deadline:
                # Never sent twice: a game still building its window takes
                # the first copy when its event loop starts.
                return "locked"
            time.sleep(0.1)

    def hand_over(self, request: dict[str, Any], connect_ms: int = 1000, answer_ms: int = 15000) -> str:
        """Send ``request`` to the running game: ``"handed"`` once it
        confirmed, ``"unreachable"`` when no game listens, ``"unanswered"``
        when one took the request but did not confirm within ``answer_ms``."""
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

    def _listen(self) -> None:
        # We hold the lock, so a socket left by a crashed game is stale.
        QLocalServer.removeServer(self.name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if server.listen(self.name):
            server.newConnection.connect(self._accept)
            self.server = server

    def _accept(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            self._buffers[sock] = b""
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(lambda s=sock: self._drop(s))

    def _read(self, sock: QLocalSocket) -> None:
        data = self._buffers.get(sock, b"") + bytes(sock.readAll().data())
        if len(data) > _MAX_MESSAGE:
            sock.abort()
            return
        self._buffers[sock] = data
        if not data.endswith(b"\n"):
            return
        try:
            request = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
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
