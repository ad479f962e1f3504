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
    if made:  # a test with --lang leaves the next test's words English
        made[-1].languages.set_language("en")
    for app in made:
        app.window.store = None  # no save from closing in teardown
        if app.window.analyst is not None:
            app.window.analyst.service.stop()
        app.window.close()
        app.window.deleteLater()
    QApplication.processEvents()




@pytest.fixture
def make_game_session(qapp: QApplication, home: Path) -> Iterator[Callable[..., object]]:
    """Build a :class:`GameSession` without any window: game ``game`` dealt
    (WINNABLE_GAME by default; not yet with ``deal=False``), saving to the
    temporary home unless ``save=False``, the solver's analysis only with
    ``analysis=True``; every session made is shut down afterwards."""
    from scorpion_qt.app.game.controller import GameController
    from scorpion_qt.app.game.session import GameSession
    from scorpion_qt.app.game.settings import Settings
    from scorpion_qt.app.game.storage import AppPaths, GameStore, open_settings

    from apphelpers import WINNABLE_GAME

    made: list[GameSession] = []

    def make(game: int = WINNABLE_GAME, *, save: bool = True, analysis: bool = False, deal: bool = True) -> GameSession:
        paths = AppPaths.default()
        settings = Settings(open_settings(paths))
        session = GameSession(GameController(), settings, GameStore(paths) if save else None, analysis=analysis)
        if deal:
            session.controller.new_game(game, settings.rules)
        made.append(session)
        return session

    yield make
    for session in made:
        session.shutdown()
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
