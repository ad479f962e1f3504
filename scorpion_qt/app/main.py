"""Start the game: ``scorpion-qt [--game N | scorpion://game/N | --position FILE]
[--screenshot FILE] [--lang L] [--version] [--install-desktop-entry]``.

One game runs per user: a second launch hands its request to the running
window (:mod:`single_instance`) and exits 0."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

# Only what Python has loaded anyway is imported here: ``main`` installs its
# signal handlers before the first heavy import (argparse, PySide6), so that
# a signal during start-up is answered by a clean quit, never a traceback or
# an abort.
if TYPE_CHECKING:
    import argparse
    from pathlib import Path


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name, for the extractor)
    """Mark ``text`` for translation in ``context`` (translated later); no Qt needed."""
    return text

__all__ = ["main", "App"]


def _help_language(argv: list[str]) -> str:
    """The language of ``--help``: ``--lang``, then the settings file's
    (read only, never repaired here), then the system's."""
    from scorpion_qt.app.lang.languages import LANGUAGES, system_language

    for i, arg in enumerate(argv):
        value = arg.partition("=")[2] if arg.startswith("--lang=") else argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else ""
        if value in LANGUAGES:
            return value
    try:
        from scorpion_qt.app.game.settingsfile import SettingsFile
        from scorpion_qt.app.game.storage import AppPaths

        path = AppPaths.default().config / "settings.ini"
        code = SettingsFile.parse(path.read_text(encoding="utf-8")[:65536]).get("ui/language", "")
    except (OSError, ValueError):
        code = ""
    return str(code) if code in LANGUAGES else system_language()


# The command line's texts (context CommandLine), translated without a
# QApplication by the catalogue of _help_language().
_HELP = {
    "description": QT_TRANSLATE_NOOP("CommandLine", "Scorpion solitaire (Cards4 rules)."),
    "usage": QT_TRANSLATE_NOOP("CommandLine", "usage: "),
    "positionals": QT_TRANSLATE_NOOP("CommandLine", "positional arguments"),
    "options": QT_TRANSLATE_NOOP("CommandLine", "options"),
    "help": QT_TRANSLATE_NOOP("CommandLine", "show this help and exit"),
    "version": QT_TRANSLATE_NOOP("CommandLine", "show the version and exit"),
    "game": QT_TRANSLATE_NOOP("CommandLine", "deal game number N (1 to 2**63-1)"),
    "link": QT_TRANSLATE_NOOP("CommandLine", "a scorpion://game/N link"),
    "position": QT_TRANSLATE_NOOP("CommandLine", "practise from a position in the rules' notation (FILE, or - for stdin)"),
    "file": QT_TRANSLATE_NOOP("CommandLine", "FILE"),
    "link_name": QT_TRANSLATE_NOOP("CommandLine", "LINK"),
    "size_name": QT_TRANSLATE_NOOP("CommandLine", "WxH"),
    "bad_game": QT_TRANSLATE_NOOP("CommandLine", "--game %1 is not a game number: give a whole number from 1 to 2**63-1."),
    "no_position": QT_TRANSLATE_NOOP("CommandLine", "Cannot read the position %1: there is no such file."),
    "bad_position": QT_TRANSLATE_NOOP(
        "CommandLine", "Cannot read the position %1: it is not a text file of at most 64 KB (UTF-8)."
    ),
    "closed_position": QT_TRANSLATE_NOOP("CommandLine", "Cannot read the position %1: the file cannot be opened."),
    "screenshot": QT_TRANSLATE_NOOP("CommandLine", "render the window to a PNG file and exit"),
    "size": QT_TRANSLATE_NOOP("CommandLine", "window size for --screenshot, WxH in px"),
    "lang": QT_TRANSLATE_NOOP("CommandLine", "language: en, es, de or fr (default: the settings, then the system's)"),
    "variant": QT_TRANSLATE_NOOP(
        "CommandLine", "deal a game of the Scorpion family's variant: cards4 (the default), scorpion-ii, wasp, scorpion-tail, "
        "three-blind-mice, scorpion-head or double-scorpion"
    ),
    "install": QT_TRANSLATE_NOOP("CommandLine", "add the menu entry, icons and scorpion:// links for this user"),
    "uninstall": QT_TRANSLATE_NOOP("CommandLine", "remove what --install-desktop-entry added"),
    "both": QT_TRANSLATE_NOOP("CommandLine", "use either a game (--game or a link) or --position, not both"),
}


def _help_texts(argv: list[str]) -> dict[str, str]:
    """:data:`_HELP` in the language of ``--help`` (English when its
    catalogue is missing)."""
    from PySide6.QtCore import QTranslator

    from scorpion_qt.app.lang.languages import QM_DIR

    translator = QTranslator()
    loaded = translator.load(str(QM_DIR / f"scorpion_{_help_language(argv)}.qm"))
    return {k: (translator.translate("CommandLine", v) if loaded else "") or v for k, v in _HELP.items()}


def _parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line; exits 2 with a message on bad arguments (an unknown
    language lists the known ones), 0 after ``--version``. ``--help`` speaks
    the language of :func:`_help_language`."""
    import argparse

    from scorpion_qt import __version__

    _skip_feature_source_reading()
    from scorpion_qt.app.game.variants import OFFERED
    from scorpion_qt.app.lang.languages import LANGUAGES
    t = _help_texts(argv) if any(a in ("-h", "--help") or a.startswith("--he") for a in argv) else dict(_HELP)

    class Formatter(argparse.HelpFormatter):
        def add_usage(self, usage, actions, groups, prefix=None):  # type: ignore[no-untyped-def]
            super().add_usage(usage, actions, groups, t["usage"] if prefix is None else prefix)

    parser = argparse.ArgumentParser(
        prog="scorpion-qt", description=t["description"], formatter_class=Formatter, add_help=False
    )
    parser._positionals.title = t["positionals"]
    parser._optionals.title = t["options"]
    parser.add_argument("-h", "--help", action="help", help=t["help"])
    parser.add_argument("--version", action="version", version=f"scorpion-qt {__version__}", help=t["version"])
    parser.add_argument("--game", metavar="N", help=t["game"])
    parser.add_argument("link", nargs="?", metavar=t["link_name"], help=t["link"])
    parser.add_argument("--position", metavar=t["file"], help=t["position"])
    parser.add_argument("--screenshot", metavar=t["file"], help=t["screenshot"])
    parser.add_argument("--size", default="1100x760", metavar=t["size_name"], help=t["size"])
    parser.add_argument("--lang", choices=LANGUAGES, help=t["lang"])
    parser.add_argument("--variant", choices=OFFERED, help=t["variant"])
    parser.add_argument("--install-desktop-entry", action="store_true", help=t["install"])
    parser.add_argument("--uninstall-desktop-entry", action="store_true", help=t["uninstall"])
    args = parser.parse_args(argv)
    if args.position is not None and (args.game is not None or args.link):
        parser.error(t["both"])
    return args


def request_from_args(args: argparse.Namespace, position_text: str | None = None) -> dict[str, object]:
    """The launch request (see :mod:`launch`) of the command line."""
    reference = args.game or args.link
    request: dict[str, object] = {"game": str(reference) if reference else None, "position": position_text}
    if getattr(args, "variant", None):
        request["variant"] = args.variant
    token = os.environ.get("XDG_ACTIVATION_TOKEN")
    if token:  # lets the running window take the focus on Wayland
        request["activation_token"] = token
    return request


class App:
    """The running application's parts, for tests and ``main``."""

    def __init__(
        self,
        argv: list[str] | None = None,
        *,
        save: bool = True,
        save_read_only: bool = False,
        analysis: bool = True,
        position_text: str | None = None,
        args: argparse.Namespace | None = None,
    ) -> None:
        """``args``: ``argv`` as :func:`main` parsed it already (parsed here when None)."""
        from PySide6.QtWidgets import QApplication

        _skip_feature_source_reading()
        from scorpion_qt.app.game import safefiles
        from scorpion_qt.app.lang.notices import Notice
        from scorpion_qt.app.ui import launch
        from scorpion_qt.app.game.controller import GameController
        from scorpion_qt.app.lang.languages import LanguageManager
        from scorpion_qt.app.game.settings import Settings
        from scorpion_qt.app.game.storage import AppPaths, GameStore, open_settings
        from scorpion_qt.app.ui.window import MainWindow

        _forget_sources()
        if args is None:
            args = _parse_args(argv or [])
        self.args = args
        qapp = QApplication.instance() or QApplication([sys.argv[0]])
        assert isinstance(qapp, QApplication)
        self.qapp = qapp
        _name_application(qapp)
        self.paths = AppPaths.default()
        self.settings_file = open_settings(self.paths)
        self.settings = Settings(self.settings_file)
        self.languages = LanguageManager(qapp)
        self.languages.set_language(args.lang or self.settings.language)
        self.settings.changed.connect(self._setting_changed)
        # save_read_only: the saved game is read (resumed) but never written
        # (the state folder could not be locked: it is read-only or full).
        self.store = GameStore(self.paths, read_only=save_read_only) if save and not args.screenshot else None
        self.controller = GameController()
        self.window = MainWindow(self.controller, self.settings, self.store, analysis=analysis and not args.screenshot)

        if args.position and position_text is None:
            position_text = safefiles.read_position_file(args.position)
        request = request_from_args(args, position_text)
        has_game = False
        unusable = newer = False
        if self.store is not None:
            loaded = self.store.load()
            if loaded.record is not None:
                self.controller.load(loaded.record)
                self.window.resume_finished()
                has_game = True
            elif loaded.moved_to is not None:
                self.window.new_game()
                self.window.report_file_problem(Notice.SAVE_DAMAGED, str(loaded.moved_to))
                has_game = True
            else:
                unusable = loaded.unusable
                newer = loaded.newer
        # A deal asked for on the command line or by a link never replaces an
        # unfinished game without the New Game question.
        launch.open_request(self.window, request, has_game=has_game)
        if self.store is not None and (unusable or self.store.read_only):
            if newer:
                self.window.report_file_problem(Notice.SAVE_NEWER, str(self.store.save_path))
            elif unusable and os.path.lexists(self.store.save_path):
                # There, but unreadable: left untouched, never saved over.
                self.window.report_file_problem(Notice.SAVE_UNREADABLE, str(self.store.save_path))
            else:
                self.window.report_file_problem(Notice.SAVE_UNUSABLE, str(self.store.save_path.parent))
        self._report_settings_file()

    def _report_settings_file(self) -> None:
        """One sentence when the settings file was damaged (moved aside) or
        cannot be used; the defaults apply."""
        from scorpion_qt.app.lang.notices import Notice

        store = self.settings_file
        if store.moved_to is not None:
            self.window.report_file_problem(Notice.SETTINGS_DAMAGED, str(store.moved_to))
        elif store.unusable and os.path.lexists(store.path):
            self.window.report_file_problem(Notice.SETTINGS_UNREADABLE, str(store.path))
        elif store.unusable:
            self.window.report_file_problem(Notice.SETTINGS_UNUSABLE, str(store.path.parent))

    def _setting_changed(self, key: str) -> None:
        from scorpion_qt.app.game.settings import SettingKey

        if key == SettingKey.LANGUAGE:
            self.languages.set_language(self.settings.language)


def _skip_feature_source_reading() -> None:
    """Answer PySide6's feature check without reading sources: PySide6 wraps
    ``import`` and, to know whether a newly imported module may select its
    ``__feature__`` options (snake_case, true_property), looks for the word
    "PySide6" in the module's source (``inspect.getsource`` through
    ``linecache``, ~0.1 ms a module: ~5 ms and the tokenize module for the
    ~60 standard modules imported before the first frame, more for the
    game's own). Every module is answered "uses PySide6": it then sees Qt's
    types with no feature selected, which is what a module answered "does
    not" sees too while no module selects a feature (none in this process
    does). Without PySide6's feature module (another version), nothing is
    done."""
    import importlib

    importlib.import_module("PySide6")  # its import wrapper and feature module (QtCore loads them anyway)

    feature = sys.modules.get("shibokensupport.feature")
    if getattr(feature, "_mod_uses_pyside", None) is None:
        return

    def uses_pyside(module: object) -> bool:
        return True

    setattr(feature, "_mod_uses_pyside", uses_pyside)


def _forget_sources() -> None:
    """Drop the source lines PySide6 read of every module imported after it
    (it looks for ``__feature__`` imports through :mod:`linecache`, which
    keeps them: ~5 MiB for the game's modules); a traceback reads them again."""
    import linecache

    linecache.clearcache()


def _name_application(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    assert isinstance(qapp, QApplication)
    qapp.setApplicationName("Scorpion")
    qapp.setOrganizationName("scorpion-qt")
    qapp.setDesktopFileName("io.github.scorpion_qt.Scorpion")


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``scorpion-qt``; returns the exit code (0 also when the
    request was handed to the running game; 2 for bad arguments, a
    ``--game`` that is not a game number or an unreadable ``--position``
    file)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    # SIGTERM, SIGINT and SIGHUP are only noted until the window can quit
    # cleanly (then they quit it): a signal during start-up ends the game
    # once it is built, with its files written, never in the middle of an
    # import or a save (issue 22, F6).
    quit_request = _QuitRequest.install()
    args = _parse_args(argv)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from scorpion_qt.app.desktop import install as desktop_entry

        if args.uninstall_desktop_entry:
            return desktop_entry.uninstall()
        return desktop_entry.install()
    if args.game is not None:
        # A number typed on the command line is checked here (exit 2, like
        # any bad argument); a link may come from a browser, where nobody
        # reads standard error: the window reports a bad one in words.
        from scorpion_qt.app.game.references import parse_game_reference

        try:
            parse_game_reference(args.game)
        except ValueError:
            said = _help_texts(argv)["bad_game"].replace("%1", repr(args.game))
            print(f"scorpion-qt: {said}", file=sys.stderr)
            return 2
    from scorpion_qt.app.game import safefiles

    position_text = None
    if args.position is not None:
        try:
            position_text = safefiles.read_position_file(args.position)
        except (OSError, ValueError) as exc:
            kind = "no_position" if isinstance(exc, FileNotFoundError) else (
                "closed_position" if isinstance(exc, OSError) else "bad_position"
            )
            print(f"scorpion-qt: {_help_texts(argv)[kind].replace('%1', repr(args.position))}", file=sys.stderr)
            return 2
    if not _choose_display(offscreen_instead=bool(args.screenshot)):
        return 2
    if args.screenshot:
        _quiet_offscreen_warnings()
        app = App(argv, position_text=position_text, args=args)
        from pathlib import Path

        return _screenshot(app, Path(args.screenshot), args.size)

    from PySide6.QtWidgets import QApplication

    from scorpion_qt.app.desktop.single_instance import SingleInstance
    from scorpion_qt.app.game.storage import AppPaths

    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    _name_application(qapp)
    instance = SingleInstance(AppPaths.default().state)
    # The first game listens for later launches after its first frame.
    outcome = instance.start(request_from_args(args, position_text), listen=False)
    if outcome == "handed":
        print("scorpion-qt: Scorpion is already running; the request went to its window.")
        return _leave(None, instance, 0)
    if outcome == "frozen":
        print(
            "scorpion-qt: Scorpion is already running but does not answer (stopped or frozen); "
            "the request goes to its window when it runs again. No second window was opened.",
            file=sys.stderr,
        )
        say_not_answering(qapp, argv)
        return _leave(None, instance, 1)
    if quit_request.asked:  # a signal while starting: nothing was changed yet
        return _leave(None, instance, 0)
    from scorpion_qt.app.lang.notices import Notice

    # "locked": another game holds the save but did not answer: this one
    # must never write the save, and says so.
    # "no_lock": the state folder cannot hold a lock (read-only, full): the
    # saved game is resumed but never written.
    app = App(
        argv, save=outcome in ("first", "no_lock"), save_read_only=outcome == "no_lock", position_text=position_text, args=args
    )
    if outcome == "locked":
        print("scorpion-qt: another Scorpion holds the save and did not answer; this game will not be saved.", file=sys.stderr)
        app.window.show_notice(Notice.NOT_SAVING)
    if outcome == "first":
        app.window.after_first_frame(lambda: (instance.listen(), say_listen_failed(app, instance)))
    else:
        say_listen_failed(app, instance)
    instance.set_handler(lambda request: _handed_over(app, request))
    app.qapp.aboutToQuit.connect(app.window.shutdown)
    app.qapp.aboutToQuit.connect(instance.release)
    if quit_request.asked:  # a signal while the window was built
        app.window.shutdown()
        return _leave(app, instance, 0)
    app.window.restore_layout()
    app.window.show()
    if app.window.dialogs.confirm_box is not None:
        app.window.dialogs.confirm_box.raise_()
    _quit_on_sigterm(app, quit_request)
    return _leave(app, instance, app.qapp.exec())


def not_answering_texts() -> tuple[str, str]:
    """The title and text of the message a second launch shows when the
    running game took its request but does not answer."""
    from scorpion_qt.app.lang.texts import translate

    return (
        translate("Launch", "Scorpion Does Not Answer"),
        translate(
            "Launch",
            "Scorpion is already running, but its window does not answer: it may be stopped or frozen. "
            "Your request was sent to it and will be carried out as soon as it runs again, so no second "
            "window was opened. If it stays frozen, end that Scorpion and start it again.",
        ),
    )


def say_not_answering(qapp: object, argv: list[str]) -> None:
    """Show :func:`not_answering_texts` in a message box (in the language
    ``--help`` would use), except on the offscreen platform (nobody sees it)."""
    from PySide6.QtCore import QCoreApplication, QTranslator
    from PySide6.QtWidgets import QMessageBox

    from scorpion_qt.app.lang.languages import QM_DIR

    if getattr(qapp, "platformName", lambda: "")() in ("offscreen", "minimal"):
        return
    translator = QTranslator()
    if translator.load(str(QM_DIR / f"scorpion_{_help_language(argv)}.qm")):
        QCoreApplication.installTranslator(translator)
    title, text = not_answering_texts()
    QMessageBox.warning(None, title, text)


def say_listen_failed(app: App, instance: object) -> bool:
    """When ``instance`` (the :class:`SingleInstance` that took the lock)
    could not listen for later launches, tell the player in a notice that
    stays (:attr:`Notice.NOT_LISTENING`, its reason as the detail), and on
    standard error; returns whether it did."""
    from scorpion_qt.app.lang.notices import Notice

    error = getattr(instance, "listen_error", "")
    if not error:
        return False
    print(f"scorpion-qt: cannot listen for later launches: {error}", file=sys.stderr)
    app.window.report_file_problem(Notice.NOT_LISTENING, error)
    return True


class _QuitRequest:
    """SIGTERM, SIGINT and SIGHUP, caught from the start of :func:`main`:
    :attr:`asked` notes that one came; once the event loop runs,
    :attr:`quit` (the application's ``quit``) is called too."""

    def __init__(self) -> None:
        self.asked = False
        self.quit: Callable[[], object] | None = None

    @classmethod
    def install(cls) -> "_QuitRequest":
        """Catch the three signals (when this is the main thread; a test
        calling :func:`main` from another thread keeps its own)."""
        import signal

        request = cls()
        for sig in _QUIT_SIGNALS:
            try:
                signal.signal(sig, request._caught)
            except ValueError:
                break  # not the main thread
        return request

    def _caught(self, *_: object) -> None:
        self.asked = True
        if self.quit is not None:
            self.quit()


def _quit_signals() -> tuple[int, ...]:
    import signal

    return tuple(s for s in (signal.SIGTERM, signal.SIGINT, getattr(signal, "SIGHUP", None)) if s is not None)


_QUIT_SIGNALS = _quit_signals()


def _leave(app: "App | None", instance: object, code: int) -> int:
    """End the process after the event loop: the game, the settings and the
    statistics are written and closed, the lock is free; then the process
    exits at once with ``code`` (``os._exit``), without Python's teardown of
    the Qt objects, whose order is not defined and which crashed Qt now and
    then (issue 22, F6: a GPF in libQt6Core after ``exec()`` returned)."""
    import signal

    for sig in _QUIT_SIGNALS:
        try:
            signal.signal(sig, signal.SIG_IGN)  # leaving already
        except ValueError:
            break  # not the main thread
    if app is not None:  # the game and the settings were written by shutdown
        app.window.session.stats.close()
    release = getattr(instance, "release", None)
    if release is not None:
        release()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


def _choose_display(offscreen_instead: bool) -> bool:
    """Set ``QT_QPA_PLATFORM`` to a display that answers (see
    :func:`scorpion_qt.app.desktop.display.choose_platform`) before Qt is
    started, since Qt aborts on one that does not. Without any: the
    offscreen platform if ``offscreen_instead`` (a screenshot), else one
    sentence on standard error and False."""
    from PySide6.QtCore import QCoreApplication

    from scorpion_qt.app.desktop.display import choose_platform  # after _parse_args, which installed the feature hook

    if QCoreApplication.instance() is not None:
        return True
    choice = choose_platform(os.environ)
    if choice.problem and offscreen_instead:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    elif choice.problem:
        print(f"scorpion-qt: {choice.problem}", file=sys.stderr)
        return False
    elif choice.platform:
        os.environ["QT_QPA_PLATFORM"] = choice.platform
    return True


def _handed_over(app: App, request: dict[str, object]) -> None:
    """A second launch's request: bring the window to the front, then answer
    it like a command line (asking before an unfinished game is left)."""
    from scorpion_qt.app.ui import launch

    token = request.get("activation_token")
    if isinstance(token, str) and token:
        # Qt's Wayland backend activates the window with this token once.
        os.environ["XDG_ACTIVATION_TOKEN"] = token
    launch.bring_to_front(app.window)
    launch.open_request(app.window, request)
    log = os.environ.get("SCORPION_INSTANCE_LOG")
    if log:  # test hook: what the running game made of each request, one JSON line
        import json

        c = app.window.controller
        answer = {"request": request, "game": c.game_number, "applied": c.applied, "asking": app.window.dialogs.confirm_box is not None}
        # Whole lines only: the log is replaced with its old lines and the
        # new one, so a reader never finds it created but not yet written.
        before = open(log, encoding="utf-8").read() if os.path.exists(log) else ""
        with open(log + ".part", "w", encoding="utf-8") as f:
            f.write(before + json.dumps(answer) + "\n")
        os.replace(log + ".part", log)


def _quit_on_sigterm(app: App, request: _QuitRequest) -> None:
    """SIGTERM (a logout, ``kill``), SIGINT (Ctrl+C in the terminal that
    started it) and SIGHUP (that terminal closed) quit cleanly: the game is
    saved with its playing time and the solver's process stops. A timer lets
    Python see the signal while Qt waits."""
    from PySide6.QtCore import QTimer

    qapp = app.qapp
    # Posted, not called: a signal just before exec() starts must not be lost
    # (quit() does nothing while no event loop runs).
    request.quit = lambda: QTimer.singleShot(0, qapp, qapp.quit)
    if request.asked:
        # A signal while the window was being shown (after main's last look
        # at ``asked``, before this): quit as soon as the event loop runs.
        request.quit()
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
    from scorpion_qt.app.desktop.qtpaths import save_image

    image = win.grab()
    if not save_image(image.toImage(), path, "PNG"):
        print(f"could not write {path}", file=sys.stderr)
        return 1
    print(f"wrote {path} ({image.width()}x{image.height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
