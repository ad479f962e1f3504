"""Start the game: ``scorpion-qt [--game N | scorpion://game/N] [--screenshot FILE]``."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

__all__ = ["main", "App"]


def _parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="scorpion-qt", description="Scorpion solitaire (Cards4 rules).")
    parser.add_argument("--game", metavar="N", help="deal game number N (1 to 2**63-1)")
    parser.add_argument("link", nargs="?", help="a scorpion://game/N link")
    parser.add_argument("--screenshot", metavar="FILE", help="render the window to a PNG file and exit")
    parser.add_argument("--size", default="1100x760", help="window size for --screenshot, WxH in px")
    parser.add_argument("--lang", help="language: en, es, de, fr (default: settings, then the system)")
    return parser.parse_args(argv)


class App:
    """The running application's parts, for tests and ``main``."""

    def __init__(self, argv: list[str] | None = None, *, save: bool = True, analysis: bool = True) -> None:
        from PySide6.QtWidgets import QApplication

        from .controller import GameController
        from .i18n import LanguageManager
        from .settings import Settings
        from .storage import AppPaths, GameStore, open_settings
        from .window import MainWindow, parse_game_reference

        args = _parse_args(argv or [])
        self.args = args
        qapp = QApplication.instance() or QApplication([sys.argv[0]])
        assert isinstance(qapp, QApplication)
        self.qapp = qapp
        qapp.setApplicationName("Scorpion")
        qapp.setOrganizationName("scorpion-qt")
        qapp.setDesktopFileName("io.github.scorpion_qt.Scorpion")
        self.paths = AppPaths.default()
        self.settings_file = open_settings(self.paths)
        self.settings = Settings(self.settings_file)
        self.languages = LanguageManager(qapp)
        self.languages.set_language(args.lang or self.settings.language)
        self.settings.changed.connect(self._setting_changed)
        self.store = GameStore(self.paths) if save and not args.screenshot else None
        self.controller = GameController()
        self.window = MainWindow(self.controller, self.settings, self.store, analysis=analysis and not args.screenshot)

        requested = args.game or args.link
        if requested:
            try:
                number = parse_game_reference(str(requested))
            except ValueError:
                self.window.new_game()
                self.window.report_file_problem("bad_number", str(requested))
            else:
                self.controller.new_game(number, self.settings.rules)
        elif self.store is not None:
            loaded = self.store.load()
            if loaded.record is not None:
                self.controller.load(loaded.record)
            else:
                self.window.new_game()
                if loaded.moved_to is not None:
                    self.window.report_file_problem("save_damaged", str(loaded.moved_to))
                elif loaded.unusable:
                    self.window.report_file_problem("save_unusable", str(self.store.save_path.parent))
        else:
            self.window.new_game()
        self._report_settings_file()

    def _report_settings_file(self) -> None:
        """One sentence when the settings file was damaged (moved aside) or
        cannot be used; the defaults apply."""
        store = self.settings_file
        if store.moved_to is not None:
            self.window.report_file_problem("settings_damaged", str(store.moved_to))
        elif store.unusable:
            self.window.report_file_problem("settings_unusable", str(store.path.parent))

    def _setting_changed(self, key: str) -> None:
        if key == "ui/language":
            self.languages.set_language(self.settings.language)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``scorpion-qt``; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = _parse_args(argv)
    if args.screenshot and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.screenshot:
        _quiet_offscreen_warnings()
    app = App(argv)
    if args.screenshot:
        return _screenshot(app, Path(args.screenshot), args.size)
    app.window.restore_layout()
    app.window.show()
    _quit_on_sigterm(app)
    app.qapp.aboutToQuit.connect(app.window.shutdown)
    return app.qapp.exec()


def _quit_on_sigterm(app: App) -> None:
    """SIGTERM (a logout, ``kill``) quits cleanly: the game is saved and the
    solver's process stops. A timer lets Python see the signal while Qt waits."""
    import signal

    from PySide6.QtCore import QTimer

    signal.signal(signal.SIGTERM, lambda *_: app.qapp.quit())
    timer = QTimer(app.qapp)
    timer.timeout.connect(lambda: None)
    timer.start(300)


def _quiet_offscreen_warnings() -> None:
    """Drop the offscreen platform's harmless "propagateSizeHints" warning."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if "propagateSizeHints" not in message:
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(handler)


def _screenshot(app: App, path: Path, size: str) -> int:
    try:
        w, h = (int(v) for v in size.lower().split("x"))
    except ValueError:
        print(f"--size must be WxH, e.g. 1100x760, not {size!r}", file=sys.stderr)
        return 2
    win = app.window
    win.resize(w, h)
    win.show()
    for _ in range(5):
        app.qapp.processEvents()
    image = win.grab()
    if not image.save(str(path), "PNG"):
        print(f"could not write {path}", file=sys.stderr)
        return 1
    print(f"wrote {path} ({image.width()}x{image.height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
