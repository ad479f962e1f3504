"""The single-instance server belongs to the player alone and bounds what it
reads; the worker's pipe is bounded too (issue 22, attack report F4, F10, F15)."""

from __future__ import annotations

import os
import socket
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QLocalSocket

from scorpion_qt.app.desktop import single_instance
from scorpion_qt.app.desktop.single_instance import SingleInstance, private_folder, server_name


def pump(ms: int = 50) -> None:
    import time

    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)


def test_a_folder_name_that_is_not_utf8_names_a_socket(tmp_path: Path) -> None:
    odd = Path(os.fsdecode(bytes(tmp_path) + b"/spiel-\\xfc"))
    assert server_name(odd) != server_name(tmp_path)


def test_without_a_runtime_folder_the_socket_is_in_a_private_folder_never_one_another_user_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setattr(single_instance.tempfile, "gettempdir", lambda: str(tmp_path))
    name = server_name(tmp_path / "state")
    folder = Path(name).parent
    assert folder == tmp_path / f"scorpion-qt-{os.getuid()}" and (folder.stat().st_mode & 0o777) == 0o700
    # A folder another user could enter (here: open to all) is never trusted.
    folder.chmod(0o777)
    assert private_folder(tmp_path) is None
    assert not server_name(tmp_path / "state").startswith(str(folder))


def test_a_failed_listen_is_noticed(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    instance = SingleInstance(tmp_path / "state")
    instance.name = str(tmp_path / "no-such-folder" / "x.socket")
    assert instance.start({}, wait_s=0) == "first"
    assert instance.server is None and instance.listen_error
    instance.release()


def connect(name: str) -> QLocalSocket:
    sock = QLocalSocket()
    sock.connectToServer(name)
    assert sock.waitForConnected(1000)
    return sock


def test_deep_json_huge_and_idle_requests_are_closed_and_the_server_keeps_listening(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch  # type: ignore[no-untyped-def]
) -> None:
    monkeypatch.setattr(single_instance, "CONNECTION_MS", 200)
    got: list[dict] = []  # type: ignore[type-arg]
    instance = SingleInstance(tmp_path / "state")
    assert instance.start({}, wait_s=0) == "first"
    instance.set_handler(got.append)
    deep = connect(instance.name)
    deep.write(b"[" * 100_000 + b"\n")
    deep.flush()
    idle = [connect(instance.name) for _ in range(single_instance.MAX_CONNECTIONS + 4)]
    pump(100)
    assert len(instance._buffers) <= single_instance.MAX_CONNECTIONS
    pump(400)
    assert instance._buffers == {}  # every idle connection was closed by its timer
    assert instance.server is not None and instance.server.isListening()
    late = connect(instance.name)  # a later launch is still heard
    late.write(b'{"game": "7"}\n')
    late.flush()
    pump(100)
    assert got == [{"game": "7"}] and bytes(late.readAll().data()) == b"ok\n"
    idle.append(late)
    for s in idle + [deep]:
        s.disconnectFromServer()
    pump(50)
    instance.release()
