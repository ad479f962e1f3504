"""Keep the main window within the screen's available area (without panels
and docks), at first start and when a saved geometry is restored: a
1024×600 netbook screen must show the whole board, the move panel, the
column buttons and the status bar."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

__all__ = ["PREFERRED_SIZE", "clamp_to_screen", "first_size", "fit_dialog"]

PREFERRED_SIZE = QSize(1024, 760)
"""The first window size (px) when the screen has room for it."""

_FRAME = QSize(8, 40)
"""Room left for the window manager's frame and title bar (px), which Qt
does not know before the window is shown."""


def _screen(window: QWidget) -> QScreen | None:
    centre = window.frameGeometry().center()
    return QGuiApplication.screenAt(centre) or window.screen() or QGuiApplication.primaryScreen()


def _available(window: QWidget) -> QRect | None:
    screen = _screen(window)
    if screen is None:
        return None
    area = screen.availableGeometry()
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
