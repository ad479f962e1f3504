"""Which of Qt's display platforms the game can start on, decided before Qt
is asked: Qt aborts the process (SIGABRT, with advice to reinstall) when the
platform it was given cannot connect, so a Wayland compositor or an X server
is looked for first, and without either the game says so in one sentence.
No Qt here: this runs before any Qt object exists."""

from __future__ import annotations

import _socket  # the C module: ``socket``'s import (selectors, four enum types) took ~3 ms before the first frame
import os
from typing import Callable, Mapping, NamedTuple

__all__ = ["Choice", "choose_platform", "wayland_answers", "x_answers"]


class Choice(NamedTuple):
    """What to do: ``platform`` is the value for ``QT_QPA_PLATFORM`` (None:
    leave it as it is); ``problem``, when not empty, is the one sentence
    that says why no window can be shown (the game then exits with 2)."""

    platform: str | None
    problem: str = ""


def _connects(family: int, address: object, timeout: float = 1.0) -> bool:
    s = _socket.socket(family, _socket.SOCK_STREAM)
    try:
        s.settimeout(timeout)
        s.connect(address)  # type: ignore[arg-type]
    except OSError:
        return False
    finally:
        s.close()
    return True


def wayland_answers(env: Mapping[str, str]) -> bool:
    """True if a Wayland compositor listens at ``WAYLAND_DISPLAY`` (a socket
    name under ``XDG_RUNTIME_DIR``, or an absolute path), or was handed over
    as ``WAYLAND_SOCKET``."""
    if env.get("WAYLAND_SOCKET"):
        return True
    name = env.get("WAYLAND_DISPLAY", "")
    if not name:
        return False
    path = name if name.startswith("/") else os.path.join(env.get("XDG_RUNTIME_DIR", ""), name)
    return bool(env.get("XDG_RUNTIME_DIR") or name.startswith("/")) and _connects(_socket.AF_UNIX, path)


def x_answers(env: Mapping[str, str]) -> bool:
    """True if an X server accepts connections at ``DISPLAY`` (``:N`` on the
    local socket, ``host:N`` over TCP port 6000+N)."""
    display = env.get("DISPLAY", "")
    host, _, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not number.isdigit():
        return False
    if host in ("", "unix") or host.startswith("/"):
        path = f"/tmp/.X11-unix/X{number}"
        return _connects(_socket.AF_UNIX, path) or _connects(_socket.AF_UNIX, "\0" + path)
    try:
        return _connects(_socket.AF_INET, (host, 6000 + int(number)))
    except (OSError, OverflowError, ValueError):
        return False


def choose_platform(
    env: Mapping[str, str],
    wayland: Callable[[Mapping[str, str]], bool] = wayland_answers,
    x11: Callable[[Mapping[str, str]], bool] = x_answers,
) -> Choice:
    """The platform to start on for the environment ``env``: natively on
    Wayland when a compositor answers (X11 as Qt's fallback), on X11 when
    only an X server answers. A ``QT_QPA_PLATFORM`` the player set is kept,
    except a bare ``wayland`` or ``xcb`` that cannot connect while the other
    can (then the other is used); other platforms (offscreen, eglfs, lists
    with ``;``) are Qt's to judge. ``wayland`` and ``x11`` say whether each
    answers (replaceable for tests)."""
    forced = env.get("QT_QPA_PLATFORM", "").strip()
    name = forced.split(":")[0]
    if forced and name not in ("wayland", "xcb", "wayland-egl"):
        return Choice(None)
    if name.startswith("wayland"):
        if wayland(env):
            return Choice(None)
        if x11(env):
            return Choice("xcb")
        where = env.get("WAYLAND_DISPLAY") or "wayland-0"
        return Choice(None, f"cannot open the window: QT_QPA_PLATFORM={forced} but no Wayland compositor answers at WAYLAND_DISPLAY={where}.")
    if name == "xcb":
        if x11(env):
            return Choice(None)
        if wayland(env):
            return Choice("wayland")
        return Choice(None, f"cannot open the window: QT_QPA_PLATFORM=xcb but {_no_x(env)}.")
    if wayland(env):
        return Choice("wayland;xcb")
    if x11(env):
        return Choice("xcb")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return Choice(None, "cannot open the window: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it from a desktop session.")
    return Choice(None, f"cannot open the window: {_no_x(env)}" + (f" and no Wayland compositor answers at WAYLAND_DISPLAY={env['WAYLAND_DISPLAY']}." if env.get("WAYLAND_DISPLAY") else "."))


def _no_x(env: Mapping[str, str]) -> str:
    display = env.get("DISPLAY")
    return f"no X server answers at DISPLAY={display}" if display else "DISPLAY is not set"
