"""The main window's layout saved as plain numbers and put back: size,
place, maximised, and where the tool bar, the move panel and the history
are (never Qt's ``saveState`` blob: ``restoreState`` crashes on some
malformed blobs). The numbers are checked by
:meth:`scorpion_qt.app.game.settings.Settings.window_layout` before they
come here."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

from scorpion_qt.app.desktop import screenfit

__all__ = ["fit_tool_bars", "layout_values", "restore"]


def layout_values(window: QMainWindow, toolbar: QToolBar, panel_bar: QToolBar, history: QDockWidget) -> dict[str, int]:
    """``window``'s layout as numbers: its normal geometry (px), maximised
    (0/1), and the area (Qt's 1 left, 2 right, 4 top, 8 bottom) and
    visibility (0/1) of the tool bar, the move panel and the history."""
    g = window.normalGeometry()
    return {
        "x": g.x(),
        "y": g.y(),
        "width": g.width(),
        "height": g.height(),
        "maximized": int(window.isMaximized()),
        "history_area": int(window.dockWidgetArea(history).value),
        "history_visible": int(history.isVisibleTo(window)),
        "movebar_area": int(window.toolBarArea(panel_bar).value),
        "panel_visible": int(panel_bar.isVisibleTo(window)),
        "toolbar_area": int(window.toolBarArea(toolbar).value),
        "toolbar_visible": int(toolbar.isVisibleTo(window)),
    }


def restore(window: QMainWindow, v: dict[str, int], toolbar: QToolBar, panel_bar: QToolBar, history: QDockWidget) -> None:
    """Put ``window`` back as :func:`layout_values` described it in ``v``
    (any key may be missing): no larger than the screen, moved only where a
    screen shows its centre, then kept on a screen."""
    if "width" in v and "height" in v:
        screen = QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 760)
        window.resize(min(v["width"], max(room.width(), 400)), min(v["height"], max(room.height(), 300)))
    if "x" in v and "y" in v:
        center = QRect(v["x"], v["y"], window.width(), window.height()).center()
        if QGuiApplication.screenAt(center) is not None:
            window.move(v["x"], v["y"])
    if "history_area" in v:
        window.addDockWidget(Qt.DockWidgetArea(v["history_area"]), history)
    if "history_visible" in v:
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
    screenfit.clamp_to_screen(window)


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
