"""Fixtures for the app: a window on a known game, private folders."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point every folder of the app at a temporary directory."""
    monkeypatch.setenv("SCORPION_HOME", str(tmp_path))
    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    return tmp_path


@pytest.fixture
def make_app(qapp: QApplication, home: Path, qtbot) -> Iterator[Callable[..., object]]:  # type: ignore[no-untyped-def]
    """Build the app like ``scorpion-qt ARGS``; windows are closed afterwards."""
    from scorpion_qt.app.main import App

    made: list[App] = []

    def make(*args: str, save: bool = True, analysis: bool = False) -> App:
        app = App(list(args), save=save, analysis=analysis)
        app.settings.animations = False
        app.window.board.animations = False
        app.window.resize(1100, 800)
        app.window.show()
        qtbot.waitExposed(app.window)
        made.append(app)
        return app

    yield make
    for app in made:
        app.window.store = None  # no save from closing in teardown
        if app.window.analyst is not None:
            app.window.analyst.service.stop()
        app.window.close()
        app.window.deleteLater()
    QApplication.processEvents()




@pytest.fixture
def app(make_app):  # type: ignore[no-untyped-def]
    """Game 3 in English with the board focused, no saving, no background
    analysis: the keyboard and accessibility tests' window."""
    from PySide6.QtCore import Qt

    a = make_app("--game", "3", "--lang", "en", save=False)
    a.window.activateWindow()
    a.window.board.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    yield a
    a.controller.stack.indexChanged.disconnect()
