"""What waits for the window's first frame: a queue of jobs run just after
the board's first paint (issue 20, the first frame first), and the window's
icon, which is made then."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon  # made after the first frame: its enum types (ThemeIcon…) wait too

__all__ = ["AfterFirstPaint", "app_icon"]


class AfterFirstPaint(QObject):
    """Runs the jobs it is given, in order, just after ``widget``'s first
    paint (or 2 s after it was made, should it never be painted); a job
    given later runs at the next turn of the event loop."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._jobs: list[Callable[[], object]] | None = []
        widget.installEventFilter(self)
        QTimer.singleShot(2000, self, self._run)

    def add(self, job: Callable[[], object]) -> None:
        """Run ``job`` after the first paint (at the next turn of the event loop once it was)."""
        if self._jobs is None:
            QTimer.singleShot(0, self, job)
        else:
            self._jobs.append(job)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        jobs, self._jobs = self._jobs, None
        for job in jobs or []:
            job()


def app_icon() -> QIcon:
    """The window's icon: the package's PNGs of it, or drawn from its SVG
    when they are missing."""
    from scorpion_qt.app.desktop.install import ICON_SVG, WINDOW_ICON_SIZES, window_icon_path
    from scorpion_qt.app.desktop.qtpaths import icon_from_file, icon_from_pngs

    icon = icon_from_pngs([window_icon_path(n) for n in WINDOW_ICON_SIZES])
    return icon if not icon.isNull() else icon_from_file(ICON_SVG, WINDOW_ICON_SIZES)
