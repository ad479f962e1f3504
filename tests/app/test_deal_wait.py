"""While the winnable-deal search runs, the game on screen takes no action and
nothing is saved for it (issue 12, item 14)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import DEAL, Move, Position

from apphelpers import WINNABLE_GAME, WINNING_LINE, Mouse


def test_start_up_search_shows_no_playable_game_and_saves_nothing(make_app, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import scorpion_qt.app.game.session as session_module

    draws = iter([])  # game 1 first (proven lost, or undecided: the search goes on)
    monkeypatch.setattr(session_module, "random_game_number", lambda: next(draws, 1))
    app = make_app(analysis=True)  # "Only winnable deals" is on by default; no save yet
    w = app.window
    shown = app.controller.position
    QApplication.processEvents()
    mouse = Mouse(w.board)
    for m in shown.legal_moves()[:3]:
        mouse.play(m)
        w.play(m)
    w.board.setFocus(Qt.FocusReason.OtherFocusReason)
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_H):
        QTest.keyClick(w.board, key)
    w.panel.move_button.click()
    w.commands["undo"].trigger()
    w.autosave()
    assert app.controller.position == shown
    assert app.controller.stack.count() == 0 and app.controller.hints == 0
    assert not app.store.save_path.exists()
    assert not w.commands["deal"].isEnabled() and not w.commands["hint"].isEnabled()
    # The placeholder's number (game 1, never chosen) is named nowhere.
    assert "1" not in w.windowTitle() and w.game_label.text() == ""
    # Nor a verdict: the placeholder's (or the game before's) is no answer.
    assert w.analysis_label.text() == ""
    # The search ends on game 3: it is dealt and playable, and saved.
    draws = iter([WINNABLE_GAME])
    monkeypatch.setattr(session_module, "random_game_number", lambda: next(draws, 1))
    qtbot.waitUntil(lambda: app.controller.game_number == WINNABLE_GAME, timeout=90000)
    assert app.controller.position == Position.deal(WINNABLE_GAME)
    first = Move.parse(WINNING_LINE[0])
    Mouse(w.board).play(first)
    assert app.controller.position == Position.deal(WINNABLE_GAME).play(first)
    assert w.commands["deal"].isEnabled() and w.commands["undo"].isEnabled()
    assert w.windowTitle() == f"Scorpion — Game {WINNABLE_GAME}" and w.game_label.text() == f"Game {WINNABLE_GAME}"
    qtbot.waitUntil(lambda: app.store.save_path.exists(), timeout=5000)
    saved = json.loads(app.store.save_path.read_text())
    assert saved["game"] == WINNABLE_GAME, saved


def test_choosing_a_number_during_the_search_ends_the_wait(make_app, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import scorpion_qt.app.game.session as session_module

    monkeypatch.setattr(session_module, "random_game_number", lambda: 1)
    app = make_app("--game", "5", analysis=True, save=False)
    app.window.new_game()
    assert not app.window.play(app.controller.position.legal_moves()[0])
    app.window.new_game(WINNABLE_GAME)
    assert app.window.play(DEAL)
    assert app.window.board.isEnabled() and app.window.panel.isEnabled()


def test_the_keyboard_goes_back_to_the_move_panel_after_the_wait(make_app, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Found by a helper: with the focus in the move panel's card box, a new
    game's search left the keyboard nowhere (Down did nothing until Tab)."""
    import scorpion_qt.app.game.session as session_module

    draws = iter([1, 1])  # game 1 (lost or undecided) twice, then the winnable game
    monkeypatch.setattr(session_module, "random_game_number", lambda: next(draws, WINNABLE_GAME))
    app = make_app("--game", "5", analysis=True, save=False)
    w = app.window
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    box = w.panel.card_box
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box, timeout=3000)
    w.new_game()
    assert not box.isEnabled()
    qtbot.waitUntil(lambda: app.controller.game_number == WINNABLE_GAME and box.isEnabled(), timeout=90000)
    assert QApplication.focusWidget() is box


def test_the_win_band_takes_no_click_while_the_next_deal_is_looked_for(make_app, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Found by a helper: "Replay This Game" clicked during the search
    restarted the old game under the search and ended on a lost deal."""
    import scorpion_qt.app.game.session as session_module

    monkeypatch.setattr(session_module, "random_game_number", lambda: 1)
    app = make_app("--game", str(WINNABLE_GAME), analysis=True, save=False)
    w = app.window
    for text in WINNING_LINE:
        assert w.play(Move.parse(text))
    qtbot.waitUntil(lambda: w.win_band.isVisible() or not w.win_band.isHidden(), timeout=5000)
    w.new_game()  # game 1 is no winnable deal: the search goes on
    assert w.session.waiting_for_deal
    assert not w.win_band.isEnabled() and not w.notice.isEnabled()
    won, actions = app.controller.position, app.controller.stack.count()
    w.win_band.replay_button.click()
    assert w.session.waiting_for_deal  # the search goes on, over the game on screen, untouched
    assert app.controller.position == won and app.controller.stack.count() == actions
