"""Relaunching finished games, practice positions, the command line's
--version and --lang, and the window on a 1024×600 screen (issue 11)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from scorpion_qt.engine import Move, Position

from apphelpers import WINNABLE_GAME, WINNING_LINE

ROOT = Path(__file__).resolve().parents[2]


def _win(app) -> None:  # type: ignore[no-untyped-def]
    for m in WINNING_LINE:
        app.controller.play(Move.parse(m))
    QApplication.processEvents()
    app.window.shutdown()


def test_a_won_game_relaunches_with_its_summary_and_is_recorded_once(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    _win(app)
    assert app.window.stats.store.summary().won == 1
    again = make_app()
    assert again.controller.position.is_won
    band = again.window.win_band
    assert band.isVisible() and band.title.text() == "You won game 3!"
    assert "Moves: 53" in band.numbers.text()
    assert band.new_button.isVisible()
    store = again.window.stats.store
    assert (store.summary().played, store.summary().won) == (1, 1)  # not counted again
    assert store.record(WINNABLE_GAME, "cards4")[0] == 53


def test_a_blocked_game_relaunches_with_its_notice_and_actions(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "1")
    p = app.controller.position
    while not p.is_stuck:
        app.controller.play(p.legal_moves()[0])
        p = app.controller.position
    QApplication.processEvents()
    app.window.shutdown()
    again = make_app()
    assert again.controller.position.is_stuck
    assert again.window.notice.kind == "stuck"
    assert [b.text() for b in again.window.notice.buttons[:-1]] == ["Undo", "Restart", "New Game", "Replay My Moves"]


def test_open_a_position_text_as_a_marked_practice_game(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    for m in WINNING_LINE[:5]:
        app.controller.play(Move.parse(m))
    text = app.controller.position.to_text()  # a position in the notation, e.g. from a file
    app.window.dialogs.open_position()
    dialog = app.window.dialogs.position_dialog
    assert dialog.edit.toPlainText() == ""  # the clipboard is read only when the player pastes
    dialog.edit.setPlainText(text)
    dialog.accept()
    box = app.window.dialogs.confirm_box  # the game is unfinished: New Game's question
    assert box is not None
    box.done(QMessageBox.StandardButton.Yes)
    c = app.controller
    assert c.practice and c.applied == 0 and c.position == Position.from_text(text)
    assert "Practice" in app.window.windowTitle() and "Practice" in app.window.game_label.text()
    assert not app.window.commands["copyLink"].isEnabled()
    c.play(c.position.legal_moves()[0])
    QApplication.processEvents()
    saved = json.loads((home / "state" / "current-game.json").read_text())
    assert saved["practice"] is True and Position.from_text(saved["start"]) == Position.from_text(text)
    app.window.shutdown()
    again = make_app()
    assert again.controller.practice and again.controller.applied == 1


def test_a_practice_win_enters_no_records(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    start = Position.deal(WINNABLE_GAME)
    for m in WINNING_LINE[:-3]:
        start = start.play(Move.parse(m))
    app.controller.start_practice(start)
    for m in WINNING_LINE[-3:]:
        app.controller.play(Move.parse(m))
    band = app.window.win_band
    assert app.controller.position.is_won and band.isVisible()
    assert band.title.text() == "You won this practice game!"
    assert app.window.announcer.last.startswith("You won this practice game — moves: 3,")
    store = app.window.stats.store
    assert store.record(WINNABLE_GAME, "cards4") is None and store.summary().won == 0


def test_a_bad_position_names_the_engines_reason_and_keeps_the_game(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    app.controller.play(Move.parse(WINNING_LINE[0]))
    app.window.dialogs.open_position()
    dialog = app.window.dialogs.position_dialog
    dialog.edit.setPlainText("talon: -\nfoundations: -\n1: KS KS\n")
    dialog.accept()
    assert dialog.isVisible() and "not a valid Scorpion position" in dialog.error.text()
    assert "Reason:" in dialog.error.text()
    dialog.reject()
    assert app.controller.applied == 1 and not app.controller.practice


def test_no_to_leaving_the_game_gives_back_the_typed_position(make_app) -> None:  # type: ignore[no-untyped-def]
    """Open Position with an unfinished game: No to "leave this game?" keeps
    the game and opens the dialog again with the text the player typed (a
    helper found the box empty and the text gone); Yes then starts it."""
    from PySide6.QtWidgets import QMessageBox

    app = make_app("--game", str(WINNABLE_GAME))
    app.controller.play(Move.parse(WINNING_LINE[0]))
    typed = Position.deal(5).to_text()
    app.window.dialogs.open_position()
    app.window.dialogs.position_dialog.edit.setPlainText(typed)
    app.window.dialogs.position_dialog.accept()
    QApplication.processEvents()
    box = app.window.dialogs.confirm_box
    assert box is not None
    box.done(QMessageBox.StandardButton.No)
    QApplication.processEvents()
    assert app.controller.applied == 1 and not app.controller.practice  # the game stays
    again = app.window.dialogs.position_dialog
    assert again is not None and again.isVisible() and again.edit.toPlainText() == typed
    again.accept()
    QApplication.processEvents()
    app.window.dialogs.confirm_box.done(QMessageBox.StandardButton.Yes)
    QApplication.processEvents()
    assert app.controller.practice and app.controller.position == Position.deal(5)


def test_position_file_on_the_command_line(make_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    good = tmp_path / "good.txt"
    good.write_text(Position.deal(5).to_text())
    app = make_app("--position", str(good))
    assert app.controller.practice and app.controller.position == Position.deal(5)
    QApplication.processEvents()  # saved once drawn
    bad = tmp_path / "bad.txt"
    bad.write_text("1: XX\n")
    app2 = make_app("--position", str(bad))  # the practice game was just dealt: nothing lost
    assert app2.controller.practice
    assert app2.window.notice.kind == "bad_position" and "your game was kept" in app2.window.notice.label.text()


def _cli(*args: str, stdin: str | bytes | None = None, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    code = "from scorpion_qt.app.main import main; raise SystemExit(main())"
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, input=data, timeout=timeout)
    return subprocess.CompletedProcess(
        done.args, done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")
    )


def test_version_and_unknown_language_on_the_command_line() -> None:
    from scorpion_qt import __version__

    version = _cli("--version")
    assert version.returncode == 0 and version.stdout.strip() == f"scorpion-qt {__version__}"
    lang = _cli("--lang", "xx")
    assert lang.returncode == 2
    assert "xx" in lang.stderr and all(code in lang.stderr for code in ("'en'", "'es'", "'de'", "'fr'"))


def test_an_unreadable_position_file_is_an_error_in_words(tmp_path: Path) -> None:
    result = _cli("--position", str(tmp_path / "missing.txt"))
    assert result.returncode == 2 and "Cannot read the position" in result.stderr and "no such file" in result.stderr
    spanish = _cli("--lang", "es", "--position", str(tmp_path / "missing.txt"))
    assert spanish.returncode == 2 and "No se puede leer la posición" in spanish.stderr and "Cannot" not in spanish.stderr
    binary = tmp_path / "latin1.txt"
    binary.write_bytes("talon: -\n1: KH Dame\xe9\n".encode("latin-1"))
    result = _cli("--position", str(binary))
    assert result.returncode == 2 and "not a text file" in result.stderr and "codec" not in result.stderr
    # A FIFO is refused at once (never waited on), a folder and an empty name too.
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for name in (str(fifo), str(tmp_path), ""):
        result = _cli("--position", name, timeout=20)
        assert result.returncode == 2 and "Cannot read the position" in result.stderr, (name, result.stderr)
    # Standard input that is not UTF-8.
    result = _cli("--position", "-", stdin=b"\xff\xfe talon: -\n")
    assert result.returncode == 2 and "not a text file" in result.stderr


def test_a_typed_game_number_out_of_range_is_a_usage_error() -> None:
    for bad in ("abc", "0", "9223372036854775808", ""):
        result = _cli("--game", bad)
        assert result.returncode == 2 and ("not a game number" in result.stderr or "go from 1" in result.stderr), result.stderr


def test_a_position_from_stdin_makes_a_screenshot(tmp_path: Path) -> None:
    out = tmp_path / "p.png"
    env_text = Position.deal(7).to_text()
    result = _cli("--position", "-", "--screenshot", str(out), stdin=env_text)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def _inside(widget: QWidget, window: QWidget) -> bool:
    top_left = widget.mapTo(window, widget.rect().topLeft())
    bottom_right = widget.mapTo(window, widget.rect().bottomRight())
    return widget.isVisible() and window.rect().contains(top_left) and window.rect().contains(bottom_right)


def test_everything_is_reachable_at_1024_by_600(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    w = app.window
    w.resize(1024, 600 - 40)  # a 1024×600 screen less a title bar
    QApplication.processEvents()
    assert w.width() <= 1024 and w.height() <= 600
    assert _inside(w.statusBar(), w)
    assert _inside(w.panel, w) and _inside(w.panel.move_button, w)
    shown = [b for b in w.column_buttons if b.isVisible()]
    assert len(shown) == 7  # one per column of the game (ten exist, for Three Blind Mice)
    for b in [*shown, w.grow_button, w.shrink_button]:
        assert _inside(b, w)
    # The longest column's end card is on the board's visible part.
    board = w.board
    visible = board.mapToScene(board.viewport().rect()).boundingRect()
    for item in board.card_items.values():
        assert visible.contains(item.sceneBoundingRect().center())


def test_first_size_and_restored_geometry_fit_the_screen(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRect

    from scorpion_qt.app.desktop import screenfit

    app = make_app("--game", str(WINNABLE_GAME))
    monkeypatch.setattr(screenfit, "_available", lambda _w: QRect(0, 0, 1024, 600))
    size = screenfit.first_size(app.window)
    assert size.width() <= 1024 and size.height() <= 600 - 32
    app.window.resize(1600, 1100)
    app.window.move(900, 700)
    screenfit.clamp_to_screen(app.window)
    frame = app.window.frameGeometry()
    assert frame.width() <= 1024 and frame.height() <= 600
    assert QRect(0, 0, 1024, 600).contains(frame.topLeft())


def test_on_wayland_the_window_leaves_room_for_panels_no_protocol_names(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """On Wayland Qt's available area is the whole screen (a client is not
    told where the panels are): the first size leaves room for a panel, so
    that a 1366x768 laptop under GNOME or KDE shows the status bar (under
    weston, whose panel is 32 px, the bottom of the window was cut off).
    Elsewhere, the available area the system gives is taken as it is."""
    from PySide6.QtGui import QGuiApplication

    from scorpion_qt.app.desktop import screenfit

    app = make_app("--game", str(WINNABLE_GAME))
    screen = app.window.screen()
    assert screenfit.usable_area(screen) == screen.availableGeometry()  # offscreen: as given
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "wayland"))
    area = screenfit.usable_area(screen)
    assert screen.availableGeometry() == screen.geometry()  # what Wayland gives
    assert area.height() == screen.geometry().height() - screenfit.WAYLAND_PANELS
    assert area.height() >= screen.geometry().height() - 60 and area.width() == screen.geometry().width()
    size = screenfit.first_size(app.window)
    assert size.height() + 40 <= area.height()  # the frame too


def test_dialogs_fit_a_1024x600_screen_with_their_buttons(make_app, monkeypatch, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Statistics, Help and Open Position open no taller than a netbook's
    screen (their buttons stay on it)."""
    from PySide6.QtCore import QRect

    from scorpion_qt.app.desktop import screenfit

    monkeypatch.setattr(screenfit, "_available", lambda _w: QRect(0, 0, 1024, 600))
    app = make_app("--game", str(WINNABLE_GAME))
    w = app.window
    w.dialogs.open_statistics()
    dialogs = [w.dialogs.statistics_dialog]
    from scorpion_qt.app.ui.dialogs.help import HelpDialog
    from scorpion_qt.app.ui.dialogs.position import OpenPositionDialog

    dialogs += [HelpDialog(w), OpenPositionDialog(w)]
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.height() <= 600 - 32 and dialog.width() <= 1024, (type(dialog).__name__, dialog.size())
        assert dialog.height() >= dialog.minimumSizeHint().height()
        dialog.close()


def test_open_position_from_a_file_refuses_what_is_not_a_text_file(make_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """File › Open Position… › From a File: a FIFO is refused at once (the
    window never waits for a writer), so are a folder and non-UTF-8 bytes;
    a good file (even through a link) fills the box."""
    from scorpion_qt.app.ui.dialogs.position import OpenPositionDialog

    app = make_app("--game", str(WINNABLE_GAME))
    dialog = OpenPositionDialog(app.window)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"talon: \xe9\n")
    for bad in (fifo, tmp_path, latin, tmp_path / "missing.txt"):
        assert dialog.load_file(str(bad)) is False, bad
        assert dialog.error.text().startswith("The file could not be read")
    good = tmp_path / "good.txt"
    good.write_text(Position.deal(12).to_text(), encoding="utf-8")
    link = tmp_path / "link.txt"
    link.symlink_to(good)
    assert dialog.load_file(str(link)) is True and dialog.error.text() == ""
    assert Position.from_text(dialog.edit.toPlainText()) == Position.deal(12)


def test_a_bad_position_at_the_first_start_keeps_its_notice_after_the_deal(make_app, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """No saved game, "only winnable deals" on (the default): the refused
    position's notice says a new game was dealt, and stays when the
    winnable deal arrives."""
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    app = make_app("--position", str(empty), "--lang", "en", analysis=True)
    w = app.window
    assert app.settings.only_winnable
    qtbot.waitUntil(lambda: w.analysis_label.text() == "Winnable", timeout=30000)
    qtbot.wait(300)
    assert w.notice.isVisible()
    text = w.notice.label.text()
    assert text.startswith("This text is not a valid Scorpion position; a new game was dealt instead.")
    assert "your game was kept" not in text


def test_restart_asks_to_restart_not_to_leave(make_app) -> None:  # type: ignore[no-untyped-def]
    """Game › Restart on an unfinished game asks Restart's own question (issue 21)."""
    app = make_app("--game", str(WINNABLE_GAME))
    app.controller.play(Move.parse(WINNING_LINE[0]))
    app.window.dialogs.restart()
    box = app.window.dialogs.confirm_box
    assert box is not None
    assert box.text().startswith(f"Restart game {WINNABLE_GAME} from the deal?")
    assert box.windowTitle() == "Restart This Game?"
    box.done(QMessageBox.StandardButton.Yes)
    assert app.controller.applied == 0 and app.controller.game_number == WINNABLE_GAME
