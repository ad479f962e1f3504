"""The main window's layout saved as plain numbers and put back: size,
place (the client area, saved by ``normalGeometry()`` and put back by
``setGeometry()``, so a window manager's frame never adds up across
launches), the monitor it was on, maximised, and where the tool bar, the
move panel and the history are, the history docked or floating (never Qt's ``saveState`` blob: ``restoreState`` crashes on some
malformed blobs). The numbers are checked by
:meth:`scorpion_qt.app.game.settings.Settings.window_layout` before they
come here."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

from scorpion_qt.app.desktop import screenfit

__all__ = ["fit_tool_bars", "layout_values", "restore"]


def layout_values(window: QMainWindow, toolbar: QToolBar, panel_bar: QToolBar, history: QDockWidget) -> dict[str, int]:
    """``window``'s layout as numbers: its normal geometry (px), maximised
    (0/1), and the area (Qt's 1 left, 2 right, 4 top, 8 bottom) and
    visibility (0/1) of the tool bar, the move panel and the history, whether
    the history floats (0/1) and then where (``history_x``… px), and the
    geometry of the monitor it is on (``screen_*``, px)."""
    g = window.normalGeometry()
    screen = window.screen()
    where = screen.geometry() if screen is not None else QRect()
    return {
        "screen_x": where.x(),
        "screen_y": where.y(),
        "screen_width": where.width(),
        "screen_height": where.height(),
        "x": g.x(),
        "y": g.y(),
        "width": g.width(),
        "height": g.height(),
        "maximized": int(window.isMaximized()),
        "history_area": int(window.dockWidgetArea(history).value),
        "history_visible": int(history.isVisibleTo(window)),
        "history_floating": int(history.isFloating()),
        **(_floating_geometry(history) if history.isFloating() else {}),
        "movebar_area": int(window.toolBarArea(panel_bar).value),
        "panel_visible": int(panel_bar.isVisibleTo(window)),
        "toolbar_area": int(window.toolBarArea(toolbar).value),
        "toolbar_visible": int(toolbar.isVisibleTo(window)),
    }


def _floating_geometry(history: QDockWidget) -> dict[str, int]:
    """Where the floating ``history`` is: its client area (global px), like the window's."""
    g = history.geometry()
    return {"history_x": g.x(), "history_y": g.y(), "history_width": g.width(), "history_height": g.height()}


def _monitor(v: dict[str, int]) -> QRect | None:
    """The monitor the window was on (``screen_*``, px), None when not saved."""
    keys = ("screen_x", "screen_y", "screen_width", "screen_height")
    return QRect(*(v[k] for k in keys)) if all(k in v for k in keys) else None


def restore(
    window: QMainWindow, v: dict[str, int], toolbar: QToolBar, panel_bar: QToolBar, history: QDockWidget, screen_name: str = ""
) -> None:
    """Put ``window`` back as :func:`layout_values` described it in ``v``
    (any key may be missing), on the monitor ``screen_name`` it was on: there
    at its size, fitted only when that monitor is gone or smaller (see
    :func:`screenfit.place_on_screens`)."""
    if any(k in v for k in ("x", "y", "width", "height")):
        saved = QRect(v.get("x", window.x()), v.get("y", window.y()), v.get("width", window.width()), v.get("height", window.height()))
        rect = screenfit.place_on_screens(saved, screen_name, _monitor(v), screenfit.screen_areas())
        if "x" in v and "y" in v:
            window.setGeometry(rect)  # the client area, as normalGeometry() saved it
        else:
            window.resize(rect.size())  # the window manager places it
    if "history_area" in v:
        window.addDockWidget(Qt.DockWidgetArea(v["history_area"]), history)
    if v.get("history_floating"):
        # Floating where it was, at its size (fitted like the window when it
        # would lie off the monitors there are now); "history_area" is where
        # it docks again.
        history.setFloating(True)
        keys = ("history_x", "history_y", "history_width", "history_height")
        if all(k in v for k in keys):
            saved = QRect(*(v[k] for k in keys))
            areas = screenfit.screen_areas()
            if not any(a.geometry.contains(saved.topLeft()) and a.geometry.contains(saved.center()) for a in areas):
                saved = screenfit.place_on_screens(saved, screen_name, _monitor(v), areas)  # off the monitors now
            history.setGeometry(saved)
    if "history_visible" in v:
        if v["history_visible"] and history.isFloating() and not window.isVisible():
            # A floating History shown before the window lies under it (the
            # window manager stacks the window mapped last on top): it is
            # shown once the window is (the event loop runs after show()).
            QTimer.singleShot(0, window, history.show)
        else:
            history.setVisible(bool(v["history_visible"]))
    if "toolbar_area" in v:
        window.addToolBar(Qt.ToolBarArea(v["toolbar_area"]), toolbar)
    if "toolbar_visible" in v:
        toolbar.setVisible(bool(v["toolbar_visible"]))
    # A "panel_area" from before the move panel became a tool bar named a
    # dock area: it is ignored, so the panel joins the tool bar's row.
    if "movebar_area" in v:
        window.addToolBar(Qt.ToolBarArea(v["movebar_area"]), panel_bar)
    if "panel_visible" in v:
        panel_bar.setVisible(bool(v["panel_visible"]))
    if v.get("maximized"):
        window.showMaximized() if window.isVisible() else window.setWindowState(Qt.WindowState.WindowMaximized)


def fit_tool_bars(window: QMainWindow, toolbar: QToolBar, panel_bar: QToolBar) -> None:
    """The tool bar and the move panel share one row when ``window`` is wide
    enough for both (their size hints plus 16 px), else the panel takes a
    row of its own; nothing changes when they are in different areas."""
    if window.toolBarArea(toolbar) != window.toolBarArea(panel_bar):
        return
    need = toolbar.sizeHint().width() + panel_bar.minimumSizeHint().width() + 16
    broken = window.toolBarBreak(panel_bar)
    if need > window.width() and not broken:
        window.insertToolBarBreak(panel_bar)
    elif need <= window.width() and broken:
        window.removeToolBarBreak(panel_bar)
