"""Keep the main window within the screen's available area (without panels
and docks), at first start and when a saved geometry is restored: a
1024×600 netbook screen must show the whole board, the move panel, the
column buttons and the status bar."""

from __future__ import annotations

from typing import NamedTuple, Sequence

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

__all__ = [
    "PREFERRED_SIZE", "WAYLAND_PANELS", "ScreenArea", "clamp_to_screen", "first_size", "fit_dialog", "place_on_screens",
    "usable_area",
]

PREFERRED_SIZE = QSize(1024, 760)
"""The first window size (px) when the screen has room for it."""

_FRAME = QSize(8, 40)
"""Room left for the window manager's frame and title bar (px), which Qt
does not know before the window is shown."""


WAYLAND_PANELS = 56
"""Height (px) left for the desktop's panels on Wayland, where no protocol
tells a client where they are: Qt's available area is then the whole
screen. GNOME's top bar is 32 px high, KDE's panel 44, weston's 32; a
1366×768 screen still gets a window that shows its status bar."""


def usable_area(screen: QScreen) -> QRect:
    """The part of ``screen`` a window may take (global px): its available
    area, without panels and docks; on Wayland, when that is the whole
    screen (the panels unknown), less :data:`WAYLAND_PANELS` at the bottom."""
    area = screen.availableGeometry()
    if area == screen.geometry() and QGuiApplication.platformName().startswith("wayland"):
        area = area.adjusted(0, 0, 0, -WAYLAND_PANELS)
    return area


def _screen(window: QWidget) -> QScreen | None:
    centre = window.frameGeometry().center()
    return QGuiApplication.screenAt(centre) or window.screen() or QGuiApplication.primaryScreen()


def _available(window: QWidget) -> QRect | None:
    screen = _screen(window)
    if screen is None:
        return None
    area = usable_area(screen)
    return area if area.isValid() and not area.isEmpty() else None


def first_size(window: QWidget) -> QSize:
    """:data:`PREFERRED_SIZE`, shrunk to the available screen area less the
    frame (px)."""
    area = _available(window)
    if area is None:
        return PREFERRED_SIZE
    room = area.size() - _FRAME
    return PREFERRED_SIZE.boundedTo(room).expandedTo(QSize(320, 240))


def clamp_to_screen(window: QWidget) -> None:
    """Shrink and move the (restored) window so that its frame lies inside
    the available area of the screen it is on; a maximised or full-screen
    window is left to the window manager."""
    if window.isMaximized() or window.isFullScreen():
        return
    area = _available(window)
    if area is None:
        return
    frame = window.frameGeometry()
    extra = frame.size() - window.geometry().size()
    if extra.width() <= 0 and extra.height() <= 0:
        extra = _FRAME
    size = window.size().boundedTo(area.size() - extra)
    if size != window.size():
        window.resize(size)
    frame = window.frameGeometry()
    width = max(frame.width(), size.width() + extra.width())
    height = max(frame.height(), size.height() + extra.height())
    x = min(max(frame.x(), area.left()), area.right() + 1 - width)
    y = min(max(frame.y(), area.top()), area.bottom() + 1 - height)
    if QPoint(x, y) != frame.topLeft():
        window.move(max(x, area.left()), max(y, area.top()))


def fit_dialog(dialog: QWidget, preferred: QSize) -> None:
    """Resize ``dialog`` to ``preferred`` (px), shrunk to the available area
    of its screen less the frame, never below what its layout needs
    (``minimumSizeHint``) when the screen has room for that; a dialog taller
    than a 1024×600 screen would hide its buttons."""
    area = _available(dialog.parentWidget() or dialog)
    size = QSize(preferred)
    if area is not None:
        room = area.size() - _FRAME
        size = size.boundedTo(room).expandedTo(dialog.minimumSizeHint().boundedTo(room))
    dialog.resize(size)


class ScreenArea(NamedTuple):
    """One monitor as the window's placement sees it: its name, its whole
    geometry and its available area (without panels), in global px."""

    name: str
    geometry: QRect
    available: QRect


def place_on_screens(saved: QRect, screen_name: str, screen_geometry: QRect | None, screens: Sequence[ScreenArea]) -> QRect:
    """Where a window whose client area was ``saved`` (global px) on the
    monitor ``screen_name`` with ``screen_geometry`` (both may be unknown:
    "" and None) comes back, given the monitors there are now (the primary
    first). On that same monitor, unchanged, the window is put back exactly
    as it was, whatever its size; on the same monitor moved elsewhere, it
    moves with it; a monitor that is gone or smaller bounds it: the window
    is then shrunk to that monitor's available area less the frame and moved
    inside it. With no monitor known the saved rectangle is returned."""
    if not screens:
        return QRect(saved)
    named = [s for s in screens if screen_name and s.name == screen_name]
    same = [s for s in named if screen_geometry is not None and s.geometry == screen_geometry]
    if same and same[0].geometry.contains(saved.center()):
        return QRect(saved)  # the very monitor it was on: exactly as it was
    rect = QRect(saved)
    if named and screen_geometry is not None:
        # The same monitor, now elsewhere or another size: keep the offset.
        target = named[0]
        rect.translate(target.geometry.topLeft() - screen_geometry.topLeft())
    elif named:
        target = named[0]
    else:
        under = [s for s in screens if s.geometry.contains(saved.center())]
        target = under[0] if under else screens[0]
    area = target.available if target.available.isValid() and not target.available.isEmpty() else target.geometry
    room = area.size() - _FRAME
    size = rect.size().boundedTo(room).expandedTo(QSize(320, 240).boundedTo(area.size()))
    frame_w, frame_h = size.width() + _FRAME.width(), size.height() + _FRAME.height()
    x = min(max(rect.x(), area.left()), area.right() + 1 - frame_w)
    y = min(max(rect.y(), area.top()), area.bottom() + 1 - frame_h)
    return QRect(QPoint(max(x, area.left()), max(y, area.top())), size)


def screen_areas() -> list[ScreenArea]:
    """The monitors there are now, the primary first (see :class:`ScreenArea`)."""
    primary = QGuiApplication.primaryScreen()
    screens = sorted(QGuiApplication.screens(), key=lambda s: s is not primary)
    return [ScreenArea(s.name(), s.geometry(), usable_area(s)) for s in screens]
