"""Issue 22, F7: the player always sees that saving or the statistics
stopped. A game notice (lost, blocked, deal lost) never covers the file
problems: it waits, in the status bar and said after them, and shows with
its actions once they are closed; the statistics' problems are lasting
notices, not status-bar messages another one replaces a few ms later."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtWidgets import QApplication

from scorpion_qt.app.lang.notices import Notice

from apphelpers import WINNABLE_GAME


def test_a_lost_notice_leaves_the_cannot_be_saved_notice_in_place(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "3")
    w = app.window
    w.report_file_problem(Notice.SAVE_UNUSABLE, str(home / "state"))
    QApplication.processEvents()
    saved = "The game cannot be saved in"
    assert w.notice.isVisible() and saved in w.notice.label.text()
    w.endgame.show_end_notice(Notice.LOST)  # the solver's proof, 47 ms later
    QApplication.processEvents()
    assert w.notice.isVisible() and saved in w.notice.label.text()
    assert w.session.file_problems  # not forgotten
    lost = "This game can no longer be won."
    assert w.statusBar().currentMessage() == lost
    spoken = " ".join(w.announcer.spoken)
    assert saved in spoken and spoken.rindex(lost) > spoken.index(saved)  # heard after it
    # Closed: the lost notice follows with its actions, and takes the focus.
    w.notice.close_button.click()
    QApplication.processEvents()
    assert w.notice.isVisible() and w.notice.kind == Notice.LOST and w.notice.label.text() == lost
    assert [b.text() for b in w.notice.buttons][:-1] == ["Undo", "Go Back to the Last Winnable Position", "Give Up"]
    assert not w.session.file_problems


def test_a_waiting_game_notice_goes_when_the_game_moves_on(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "3")
    w = app.window
    w.report_file_problem(Notice.SAVE_UNUSABLE, str(home / "state"))
    w.endgame.show_end_notice(Notice.LOST)
    app.controller.play(app.controller.position.legal_moves()[0])  # not finished: the lost notice no longer holds
    QApplication.processEvents()
    assert w.endgame.waiting is None
    w.notice.close_button.click()
    QApplication.processEvents()
    assert not w.notice.isVisible()


def test_statistics_off_is_a_lasting_notice(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    store = app.window.stats.store

    def fail(*_a, **_k):  # type: ignore[no-untyped-def]
        raise sqlite3.IntegrityError("constraint failed")  # neither busy nor damaged

    store.begin = fail
    moves = app.controller.position.legal_moves()
    app.controller.play(moves[0])
    QApplication.processEvents()
    off = "Statistics could not be written; they are off until the next start."
    assert app.window.notice.isVisible() and off in app.window.notice.label.text()
    assert off in app.window.announcer.spoken
    for _ in range(3):  # later moves and messages do not cover it
        app.controller.play(app.controller.position.legal_moves()[0])
        qtbot.wait(20)
    assert app.window.notice.isVisible() and off in app.window.notice.label.text()
