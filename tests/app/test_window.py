"""Playing a whole game in the window with real mouse events (issue 3)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from scorpion_qt.app.game.record import GameRecord
from scorpion_qt.app.ui import launch
from scorpion_qt.engine import DEAL, Card, Flip, Move, Position, Removal

from apphelpers import WINNABLE_GAME, WINNING_LINE, Mouse, leave_the_game

ROOT = Path(__file__).resolve().parents[2]


def line_moves() -> list[Move]:
    return [Move.parse(m) for m in WINNING_LINE]


def item_places(view) -> dict[Card, tuple[float, float, bool]]:  # type: ignore[no-untyped-def]
    return {c: (round(i.pos().x(), 1), round(i.pos().y(), 1), i.face_up) for c, i in view.card_items.items()}


def test_opens_on_the_requested_deal(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    assert app.controller.position == Position.deal(WINNABLE_GAME)
    assert "Game 3" in app.window.windowTitle()
    assert not app.window.board.horizontalScrollBar().isVisible()


def test_drag_plays_a_legal_move_as_one_undo_command(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    mouse = Mouse(app.window.board)
    first = line_moves()[0]
    mouse.play(first)
    assert app.controller.position == Position.deal(WINNABLE_GAME).play(first)
    assert app.controller.stack.count() == 1
    assert app.controller.stack.text(0) == "4♣ and 1 card to column 1"
    assert app.window.moves_label.text() == "1 move"


def test_tap_then_column_and_numbered_button(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    view = app.window.board
    mouse = Mouse(view)
    m1, m2 = line_moves()[:2]
    assert m1.card is not None and m2.card is not None
    mouse.click(mouse.card_point(m1.card))
    assert view.selected == m1.card
    assert view.targets[0].isVisible()  # column 1 is highlighted as the destination
    mouse.click(mouse.column_point(1))
    assert app.controller.stack.count() == 1
    mouse.click(mouse.card_point(m2.card))
    app.window.column_buttons[m2.column - 1].click()  # type: ignore[operator]
    expected = Position.deal(WINNABLE_GAME).play(m1).play(m2)
    assert app.controller.position == expected


def test_clicking_the_selected_card_again_sends_it_to_its_destination(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    mouse = Mouse(app.window.board)
    first = line_moves()[0]
    assert first.card is not None
    mouse.click(mouse.card_point(first.card))
    mouse.click(mouse.card_point(first.card))
    assert app.controller.position == Position.deal(WINNABLE_GAME).play(first)


def test_illegal_drop_snaps_back_and_says_why(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    view = app.window.board
    mouse = Mouse(view)
    before = app.controller.position
    places = item_places(view)
    # Find a face-up card and a column that refuses it.
    card, column = next(
        (c, col)
        for col_cards in before.columns
        for c in col_cards[-1:]
        for col in range(1, 8)
        if before.check(Move(c, col)) is not None and Move(c, col) not in before.legal_moves()
        and before.find(c).column != col
    )
    reason = app.controller.explain(Move(card, column))
    mouse.drag_card_to(card, column)
    assert app.controller.position == before
    assert app.controller.stack.count() == 0
    assert app.window.statusBar().currentMessage() == reason
    assert item_places(view) == places


def play_until(app, mouse, predicate):  # type: ignore[no-untyped-def]
    """Play the winning line by mouse until an action's effects satisfy ``predicate``."""
    for m in line_moves()[app.controller.stack.index():]:
        before = app.controller.position
        mouse.play(m)
        assert app.controller.position == before.play(m), f"{m} was not played"
        effects = before.apply(m).effects
        if predicate(effects):
            return before, m, effects
    raise AssertionError("no such action in the line")


def test_a_flip_is_undone_with_its_move_and_the_same_items(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    view = app.window.board
    mouse = Mouse(view)
    before, move, effects = play_until(app, mouse, lambda fx: any(isinstance(e, Flip) for e in fx))
    flip = next(e for e in effects if isinstance(e, Flip))
    assert view.card_items[flip.card].face_up
    index = app.controller.stack.index()
    app.window.commands["undo"].trigger()
    assert app.controller.position == before
    assert app.controller.stack.index() == index - 1
    assert not view.card_items[flip.card].face_up
    assert set(view.scene().items()) >= set(view.card_items.values())
    assert len([i for i in view.scene().items() if i.__class__.__name__ == "CardItem"]) == 52


def test_a_removal_goes_to_a_foundation_and_is_undone(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    view = app.window.board
    mouse = Mouse(view)
    before, move, effects = play_until(app, mouse, lambda fx: any(isinstance(e, Removal) for e in fx))
    removal = next(e for e in effects if isinstance(e, Removal))
    assert removal.suit in app.controller.position.foundations
    king = removal.cards[0]
    assert view.card_items[king].pos() == view.board_layout.foundation_pos(removal.suit)
    places = item_places(view)
    app.controller.undo()
    assert app.controller.position == before
    app.controller.redo()
    assert item_places(view) == places


def test_the_whole_winning_line_by_mouse_wins_and_undo_still_works(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    mouse = Mouse(app.window.board)
    for m in line_moves():
        before = app.controller.position
        mouse.play(m)
        assert app.controller.position == before.play(m), f"{m} was not played by the mouse"
    assert app.controller.position.is_won
    band = app.window.win_band
    assert band.isVisible() and not app.window.notice.isVisible()
    assert band.title.text() == "You won game 3!" and "Moves: 53" in band.numbers.text()
    assert app.window.announcer.last.startswith("You won game 3 — moves: 53")
    assert not app.controller.clock_running()
    app.controller.undo()
    assert not app.controller.position.is_won
    assert not band.isVisible()
    app.controller.redo()
    assert band.isVisible()
    app.settings.only_winnable = False
    band.new_button.click()
    assert app.controller.game_number != WINNABLE_GAME and not band.isVisible()


def test_block_shows_a_notice_with_undo(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "1")
    p = app.controller.position
    # Play the first legal action until stuck (game 1 blocks this way).
    while not p.is_stuck and not p.is_won:
        app.controller.play(p.legal_moves()[0])
        p = app.controller.position
    assert p.is_stuck
    assert app.window.notice.kind == "stuck"
    labels = [b.text() for b in app.window.notice.buttons]
    assert "Undo" in labels and "Restart" in labels and "New Game" in labels
    undo_button = app.window.notice.buttons[labels.index("Undo")]
    undo_button.click()
    assert not app.controller.position.is_stuck


def test_restart_deals_the_same_game_from_the_start(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    for m in line_moves()[:3]:
        app.controller.play(m)
    app.window.commands["restart"].trigger()
    box = app.window.dialogs.confirm_box
    assert box is not None and app.controller.stack.count() == 3  # nothing lost before the answer
    box.button(box.StandardButton.Yes).click()
    assert app.controller.position == Position.deal(WINNABLE_GAME)
    assert app.controller.stack.count() == 0 and app.controller.moves == 0


def test_undo_counts_as_a_move_and_history_view_jumps(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    for m in line_moves()[:3]:
        app.controller.play(m)
    app.controller.undo()
    assert app.controller.moves == 4 and app.controller.undos == 1
    app.controller.stack.setIndex(0)
    assert app.controller.position == Position.deal(WINNABLE_GAME)


def test_the_history_is_made_when_first_shown_and_lists_every_action(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    w = app.window
    assert w.history is None  # the first frame does not wait for it
    for m in line_moves()[:3]:
        app.controller.play(m)
    w.show()
    w.commands["toggleHistory"].trigger()
    QApplication.processEvents()
    assert w.history is not None and w.history_dock.widget() is w.history and w.history.isVisible()
    model = w.history.model()
    assert model.rowCount() == 4 and model.index(0, 0).data() == "Deal"  # "Deal", then the three moves
    w.history.setCurrentIndex(model.index(1, 0))  # choosing a row goes back to it
    assert app.controller.stack.index() == 1


def test_autosave_and_resume_with_the_undo_history(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    for m in line_moves()[:4]:
        app.controller.play(m)
    app.controller.undo()
    position = app.controller.position
    QApplication.processEvents()  # the save follows the drawing of the change
    save = home / "state" / "current-game.json"
    data = json.loads(save.read_text())
    assert data["actions"] == WINNING_LINE[:4] and data["index"] == 3
    app2 = make_app()
    assert app2.controller.game_number == WINNABLE_GAME
    assert app2.controller.position == position
    assert app2.controller.stack.count() == 4 and app2.controller.stack.index() == 3
    assert app2.controller.moves == 5 and app2.controller.undos == 1
    app2.controller.redo()
    assert app2.controller.position == Position.deal(WINNABLE_GAME).play(line_moves()[0]).play(
        line_moves()[1]
    ).play(line_moves()[2]).play(line_moves()[3])


def test_a_damaged_save_is_moved_aside_and_reported(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    save = home / "state" / "current-game.json"
    save.parent.mkdir(parents=True)
    save.write_text('{"format": 1, "game": 3, "actions": ["KS>9"]}')
    app = make_app()
    aside = list(save.parent.glob("current-game.json.damaged-*"))
    assert len(aside) == 1 and "KS>9" in aside[0].read_text()
    assert app.window.notice.isVisible() and app.window.notice.kind == "damaged"
    assert "could not be read" in app.window.notice.label.text()
    assert app.controller.position.talon  # a fresh game


def test_a_link_whose_moves_do_not_read_or_do_not_play_says_which(make_app) -> None:  # type: ignore[no-untyped-def]
    """A helper's links: ``?moves=ZZ`` was "not a game number" and
    ``?moves=KS>1`` (illegal there) said "your game was kept" after the deal
    had replaced it. Unreadable moves keep the game and say the link's moves
    cannot be read; an unplayable one shows the deal with the moves before it
    and names the move and the game."""
    app = make_app("--game", str(WINNABLE_GAME))
    app.controller.play(line_moves()[0])
    before = app.controller.position
    launch.open_request(app.window, {"game": "scorpion://game/24?moves=ZZ", "position": None})
    assert app.controller.position == before and app.window.notice.kind == "link_moves_unreadable"
    assert "moves cannot be read" in app.window.notice.label.text() and "your game was kept" in app.window.notice.label.text()
    first = Position.deal(24).legal_moves()[0]
    launch.open_request(app.window, {"game": f"scorpion://game/24?moves={first},KS>1", "position": None})
    leave_the_game(app.window)
    assert app.controller.game_number == 24
    app.controller.play(app.controller.position.legal_moves()[0])
    launch.open_request(app.window, {"game": f"scorpion://game/24?moves={first}", "position": None})
    # A position of this deal, not its start: the question does not offer to deal it again.
    question = app.window.dialogs.confirm_box.text()
    assert "Deal it again from the start" not in question and question.startswith("Game 24 is not finished. Leave it?")
    launch.open_request(app.window, {"game": f"scorpion://game/24?moves={first},KS>1", "position": None})
    leave_the_game(app.window)
    assert app.controller.game_number == 24 and app.controller.applied == 1
    assert app.window.notice.kind == "link_stopped"
    text = app.window.notice.label.text()
    assert "move 2" in text and "game 24" in text and "kept" not in text


def test_a_bad_game_number_is_reported_and_the_game_kept(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    app.controller.play(line_moves()[0])
    before = app.controller.position
    for bad in ("12x", str(2**63)):
        launch.open_request(app.window, {"game": bad, "position": None})
        assert app.controller.position == before
        assert app.window.notice.kind == "bad_reference"
        assert "not a game number" in app.window.notice.label.text() and bad in app.window.notice.label.text()
    launch.open_request(app.window, {"game": "scorpion://game/42", "position": None})
    app.window.dialogs.confirm_box.button(QMessageBox.StandardButton.Yes).click()  # the game was begun
    assert app.controller.position == Position.deal(42)


def test_link_argument_and_copy_link(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("scorpion://game/77")
    assert app.controller.game_number == 77
    app.window.commands["copyLink"].trigger()
    assert QApplication.clipboard().text() == "scorpion://game/77"


def test_talon_click_arms_first_when_other_moves_remain(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    view = app.window.board
    mouse = Mouse(view)
    mouse.click(mouse.talon_point())
    assert view.talon_armed and app.controller.stack.count() == 0
    assert all(view.targets[i].isVisible() for i in range(3))
    mouse.click(mouse.talon_point())
    assert app.controller.stack.count() == 1 and not app.controller.position.talon
    assert app.controller.stack.text(0) == "Deal the talon"


def test_picking_a_card_after_arming_the_talon_drops_click_again(make_app) -> None:  # type: ignore[no-untyped-def]
    # A mouse pick-up says nothing of its own: the status bar must not keep
    # telling the player to click the talon again once it is disarmed.
    app = make_app("--game", str(WINNABLE_GAME))
    view = app.window.board
    bar = app.window.statusBar()
    mouse = Mouse(view)
    mouse.click(mouse.talon_point())
    assert view.talon_armed and "talon again" in bar.currentMessage()
    card = line_moves()[0].card
    mouse.click(mouse.card_point(card))
    assert view.selected == card and not view.talon_armed
    assert "talon again" not in bar.currentMessage()
    # A later sentence is never withdrawn by a stale one.
    mouse.click(mouse.talon_point())
    app.window.messages.show("Something else")
    view.clear_selection()
    assert bar.currentMessage() == "Something else"
    # Armed in one language, the sentence follows a switch to another.
    mouse.click(mouse.talon_point())
    assert view.talon_armed
    app.languages.set_language("es")
    QApplication.processEvents()  # Qt posts the LanguageChange events
    try:
        assert bar.currentMessage() == view.arm_sentence() != ""
        assert "talon again" not in bar.currentMessage()
        view.clear_selection()
        assert bar.currentMessage() == ""
    finally:
        app.languages.set_language("en")
        QApplication.processEvents()


def test_escape_clears_the_selection(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    app = make_app("--game", str(WINNABLE_GAME))
    view = app.window.board
    first = line_moves()[0]
    view.select(first.card)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.selected is None


def test_timer_starts_at_the_first_action_and_pauses_when_minimised(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    c = app.controller
    assert not c.clock_running()
    c.play(line_moves()[0])
    assert c.clock_running()
    c.set_paused(True)
    t = c.elapsed_ms()
    qtbot.wait(30)
    assert c.elapsed_ms() == t
    c.set_paused(False)
    assert c.clock_running()


def test_record_replays_and_rejects_illegal_actions() -> None:
    good = GameRecord(3, actions=line_moves()[:2], index=2)
    assert GameRecord.from_json(good.to_json()).positions()[-1] == Position.deal(3).play(
        line_moves()[0]
    ).play(line_moves()[1])
    bad = GameRecord(3, actions=[DEAL, DEAL], index=2)
    with pytest.raises(ValueError):
        GameRecord.from_json(bad.to_json())


@pytest.mark.slow
def test_screenshot_command_writes_a_png_without_a_display(tmp_path: Path) -> None:
    out = tmp_path / "out.png"
    env = dict(os.environ, SCORPION_HOME=str(tmp_path / "home"))
    env.pop("DISPLAY", None)
    env.pop("QT_QPA_PLATFORM", None)
    r = subprocess.run(
        [sys.executable, "-m", "scorpion_qt.app.main", "--game", "5", "--screenshot", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    from PySide6.QtGui import QImage

    img = QImage(str(out))
    assert img.width() >= 800 and img.height() >= 600
    assert not (tmp_path / "home" / "state" / "current-game.json").exists()


def test_leaving_an_unfinished_game_asks_first(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    app.settings.only_winnable = False
    app.window.commands["new"].trigger()  # nothing played yet: no question
    assert app.window.dialogs.confirm_box is None
    number = app.controller.game_number
    app.controller.play(app.controller.position.legal_moves()[0])
    app.window.commands["new"].trigger()
    box = app.window.dialogs.confirm_box
    assert box is not None
    box.button(box.StandardButton.No).click()
    assert app.controller.game_number == number and app.controller.stack.count() == 1


def test_leaving_a_game_whose_moves_were_all_undone_asks_first(make_app) -> None:  # type: ignore[no-untyped-def]
    # Redo would bring the moves back: New Game used to drop them without a word.
    app = make_app("--game", str(WINNABLE_GAME))
    app.settings.only_winnable = False
    c = app.controller
    c.play(c.position.legal_moves()[0])
    c.undo()
    assert c.applied == 0 and app.window.commands["redo"].isEnabled()
    app.window.commands["new"].trigger()
    box = app.window.dialogs.confirm_box
    assert box is not None
    box.button(box.StandardButton.No).click()
    assert c.game_number == WINNABLE_GAME and c.stack.count() == 1
    c.redo()  # nothing was lost
    assert c.applied == 1


def test_clicking_bare_felt_drops_the_selection(make_app) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPointF

    app = make_app("--game", str(WINNABLE_GAME))
    view = app.window.board
    mouse = Mouse(view)
    first = line_moves()[0]
    assert first.card is not None
    mouse.click(mouse.card_point(first.card))
    assert view.selected == first.card
    # Felt below column 7, which cannot take the card.
    lay = view.board_layout
    mouse.click(QPointF(lay.column_x[6] + lay.card_w / 2, lay.bottom - 4))
    assert view.selected is None and app.controller.stack.count() == 0


def test_redo_also_answers_ctrl_y(make_app) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QKeySequence

    app = make_app("--game", str(WINNABLE_GAME))
    assert QKeySequence("Ctrl+Y") in app.window.commands["redo"].shortcuts()


def test_an_unwinnable_deal_says_so_and_offers_a_new_game(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "1", analysis=True)  # game 1 is proven lost from the start
    qtbot.waitUntil(lambda: app.window.notice.kind == "deal_lost", timeout=20000)
    assert "Game 1 cannot be won" in app.window.notice.label.text()
    assert [b.text() for b in app.window.notice.buttons][0] == "New Game"
    app.languages.set_language("de")
    QApplication.processEvents()
    assert "Spiel 1" in app.window.notice.label.text()  # rebuilt in the new language
    app.window.notice.buttons[0].click()  # Neues Spiel
    qtbot.waitUntil(lambda: app.controller.game_number != 1, timeout=20000)


def test_a_second_win_of_the_same_deal_is_compared_with_the_record(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    for m in line_moves():
        app.controller.play(m)
    band = app.window.win_band
    assert band.isVisible()
    assert band.record.text().startswith("First win of game 3: 53 moves")
    app.window.commands["restart"].trigger()  # finished: no question
    moves = line_moves()
    app.controller.play(moves[0])
    app.controller.undo()
    app.controller.redo()
    app.controller._elapsed_before += 3_600_000  # surely slower than the first win
    for m in moves[1:]:
        app.controller.play(m)
    assert band.isVisible() and "Moves: 55" in band.numbers.text()
    assert band.record.text().startswith("Your records for game 3: 53 moves")
    assert "your record for this deal: 53 moves" in app.window.announcer.last
    assert app.window.stats.store.record(3, "cards4")[0] == 53


def test_window_layout_is_remembered(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    app.window.history_dock.show()
    app.window.shutdown()
    ini = (home / "config" / "settings.ini").read_text()
    assert "window" in ini and "PyObjectWrapper" not in ini
    app2 = make_app()
    app2.window.history_dock.hide()
    app2.window.restore_layout()
    assert app2.window.history_dock.isVisibleTo(app2.window)


def test_a_floating_history_comes_back_floating_where_it_was(make_app, home: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRect

    app = make_app("--game", str(WINNABLE_GAME))
    dock = app.window.history_dock
    dock.show()
    dock.setFloating(True)
    where = QRect(300, 200, 260, 400)
    dock.setGeometry(where)
    QApplication.processEvents()
    # Ctrl+Q: the window closes (and saves), then the application quits and
    # saves again, the floating panel hidden with the window by then.
    app.window.close()
    app.window.shutdown()
    app2 = make_app()
    app2.window.hide()  # restored before the window is shown, as at launch
    app2.window.restore_layout()
    app2.window.show()
    dock2 = app2.window.history_dock
    qtbot.waitUntil(dock2.isVisible, timeout=2000)
    assert dock2.isFloating() and dock2.geometry() == where
    assert dock2.toggleViewAction().isChecked()  # View > History is checked
    dock2.setFloating(False)  # docked again: it comes back docked
    app2.window.shutdown()
    app3 = make_app()
    app3.window.restore_layout()
    assert not app3.window.history_dock.isFloating() and app3.window.history_dock.isVisibleTo(app3.window)


def test_escape_and_selection_buttons_are_spoken(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    w = app.window
    first = line_moves()[0]
    w.board.select(first.card)
    w.commands["clear"].trigger()
    assert w.board.selected is None and w.announcer.last == "Selection cleared."
    w.board.select(first.card)
    w.shrink_button.click()  # 4♣ carries one card: shrinking leaves that card
    # Another card is held now, so it is named (a keyboard pick-up of the
    # focused card is not: its name was just said).
    from scorpion_qt.app.lang.texts import card_name

    assert w.board.selected is not None and w.board.selected != first.card
    assert w.announcer.last.startswith(f"{card_name(w.board.selected)} picked up.")


def test_brief_announcements_still_name_revealed_cards(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    from scorpion_qt.app.lang.texts import card_name

    app.settings.verbose = False
    for m in line_moves():
        before = app.controller.position
        app.controller.play(m)
        flips = [e for e in before.apply(m).effects if isinstance(e, Flip)]
        if flips:
            # Brief: the move and its reveal in one sentence of about 12 words.
            said = app.window.announcer.last
            assert f"{card_name(flips[0].card)} revealed" in said, said
            assert "last card" not in said and len(said.split()) <= 16, said  # ends: full mode only
            return
    raise AssertionError("the line has no flip")


def test_choose_game_asks_for_the_number_first_then_whether_to_leave(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    app.controller.play(app.controller.position.legal_moves()[0])
    app.window.commands["choose"].trigger()
    assert app.window.dialogs.confirm_box is None  # no question before a number is given
    dialog = app.window.dialogs.choose_dialog
    assert dialog is not None
    dialog.edit.setText("12")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    box = app.window.dialogs.confirm_box
    assert box is not None  # the unfinished game: New Game's question now
    # It names both games: the one left and the one to be dealt.
    assert f"Game {WINNABLE_GAME} is not finished. Leave it for game 12?" in box.text()
    box.button(box.StandardButton.No).click()
    assert app.controller.game_number == WINNABLE_GAME and app.controller.stack.count() == 1
    app.window.commands["choose"].trigger()
    app.window.dialogs.choose_dialog.edit.setText("12")
    app.window.dialogs.choose_dialog.buttons.button(app.window.dialogs.choose_dialog.buttons.StandardButton.Ok).click()
    app.window.dialogs.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert app.controller.game_number == 12
    # The same number again, once played: the question says it deals it again.
    app.controller.play(app.controller.position.legal_moves()[0])
    app.window.commands["choose"].trigger()
    app.window.dialogs.choose_dialog.edit.setText("12")
    app.window.dialogs.choose_dialog.buttons.button(app.window.dialogs.choose_dialog.buttons.StandardButton.Ok).click()
    assert "Game 12 is not finished. Deal it again from the start?" in app.window.dialogs.confirm_box.text()
    app.window.dialogs.confirm_box.button(QMessageBox.StandardButton.No).click()


def test_brief_messages_are_the_default_even_after_an_old_settings_ok(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 23: the former key ``a11y/verbose``, written true by every OK in
    the Settings dialog of earlier versions, no longer turns full
    announcements on; the player's own choice is kept under the new key."""
    ini = home / "config" / "settings.ini"
    ini.parent.mkdir(parents=True, exist_ok=True)
    ini.write_text("[a11y]\nverbose=true\n", encoding="utf-8")
    app = make_app("--game", str(WINNABLE_GAME))
    assert app.settings.verbose is False and not app.window.commands["verbose"].isChecked()
    app.window.commands["verbose"].trigger()  # Read › Full Announcements
    assert app.settings.verbose is True
    app.window.shutdown()
    assert make_app().settings.verbose is True


def test_the_window_gets_its_icon_once_its_first_frame_is_drawn(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME))
    # Drawn after the board's first paint (issue 20: the first frame first), in every size.
    qtbot.waitUntil(lambda: not app.window.windowIcon().isNull(), timeout=3000)
    sizes = {s.width() for s in app.window.windowIcon().availableSizes()}
    assert {16, 32, 48, 64, 128, 256} <= sizes


def test_typing_in_the_history_list_picks_no_entry(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found by a helper: in the History list, D went back to "Deal" and a
    digit redid to an entry starting with it (a list's type-ahead search)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    app = make_app("--game", str(WINNABLE_GAME), save=False)
    w = app.window
    for text in WINNING_LINE[:3]:
        assert w.play(Move.parse(text))
    app.controller.undo()
    played = app.controller.position
    view = w.history_dock.make_view()
    w.history_dock.show()
    view.setFocus()
    for key in (Qt.Key.Key_D, Qt.Key.Key_8, Qt.Key.Key_K, Qt.Key.Key_1):
        QTest.keyClick(view, key)
    assert app.controller.position == played and app.controller.stack.index() == 2
    QTest.keyClick(view, Qt.Key.Key_Home)  # the arrows and Home still choose entries
    assert app.controller.stack.index() == 0


def test_a_letter_in_an_open_menu_chooses_its_entry_not_the_board_command(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found by a helper: View menu open, H (History's underlined letter)
    gave a hint (the board's H key, the focus still on the board). Qt asks
    the focus widget first whether it takes a key as a key press
    (ShortcutOverride); taken, no shortcut fires and the open menu gets it.
    (On an X server, Alt+V then H opened History and gave no hint.)"""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    def taken_as_key(widget, key: Qt.Key) -> bool:  # type: ignore[no-untyped-def]
        event = QKeyEvent(QEvent.Type.ShortcutOverride, key, Qt.KeyboardModifier.NoModifier, "h")
        event.ignore()
        QApplication.sendEvent(widget, event)
        return event.isAccepted()

    app = make_app("--game", str(WINNABLE_GAME), save=False)
    w = app.window
    w.show()
    qtbot.waitExposed(w)
    w.board.setFocus(Qt.FocusReason.OtherFocusReason)
    assert not taken_as_key(w.board, Qt.Key.Key_H)  # no menu open: H is the board's hint key
    menu = w.menus.menus["view"]
    menu.popup(w.mapToGlobal(w.rect().center()))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is menu, timeout=3000)
    assert taken_as_key(w.board, Qt.Key.Key_H) and taken_as_key(w.menuBar(), Qt.Key.Key_H)
    menu.close()
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=3000)
    qtbot.wait(10)
    assert not taken_as_key(w.board, Qt.Key.Key_H)


def test_undone_history_entries_are_greyed(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found by a helper: entries still to redo looked like played ones."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QStyleOptionViewItem

    app = make_app("--game", str(WINNABLE_GAME), save=False)
    w = app.window
    for text in WINNING_LINE[:3]:
        assert w.play(Move.parse(text))
    app.controller.undo()
    view = w.history_dock.make_view()
    model = view.model()

    def text_colour(row: int):  # type: ignore[no-untyped-def]
        option = QStyleOptionViewItem()
        option.palette = view.palette()
        view.itemDelegate().initStyleOption(option, model.index(row, 0))
        return option.palette.color(QPalette.ColorRole.Text)

    played, undone = text_colour(2), text_colour(3)
    assert played == view.palette().color(QPalette.ColorRole.Text)
    assert undone == view.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text) != played
    app.controller.redo()
    assert text_colour(3) == played


def test_the_clock_waits_while_a_modal_dialog_stands_over_the_game(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Choose Game (window-modal) and the replay stop the playing clock while
    they are open, and minimising while one is open does not restart it when
    the window comes back: the clock runs again once neither holds."""
    app = make_app("--game", str(WINNABLE_GAME))
    w, c = app.window, app.controller
    w.show()
    qtbot.waitExposed(w)
    c.play(line_moves()[0])
    assert c.clock_running()
    w.dialogs.choose_game()
    dialog = w.dialogs.choose_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: not c.clock_running(), timeout=2000)
    t = c.elapsed_ms()
    qtbot.wait(60)
    assert c.elapsed_ms() == t  # the game cannot be played: no time counts
    c.set_paused(True)  # minimised meanwhile, and restored
    c.set_paused(False)
    assert not c.clock_running()  # the dialog still stands over the game
    dialog.reject()
    qtbot.waitUntil(c.clock_running, timeout=2000)
    w.dialogs.replay_current()
    qtbot.waitUntil(lambda: not c.clock_running(), timeout=2000)
    w.dialogs.replay_dialog.reject()
    qtbot.waitUntil(c.clock_running, timeout=2000)


def test_enter_presses_the_focused_button_of_the_win_band_and_of_a_notice(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A keyboard player picks cards up with Enter and tries it first on the
    win's New Game and on a notice's buttons (only Space worked); the band
    shows its focus frame when it takes the focus by itself."""
    from PySide6.QtCore import Qt as QtKeys

    app = make_app("--game", str(WINNABLE_GAME))
    w = app.window
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    c = app.controller
    for m in line_moves():
        c.play(m)
    band = w.win_band
    # The band takes the focus a moment after the win, its frame showing.
    qtbot.waitUntil(lambda: w.testAttribute(QtKeys.WidgetAttribute.WA_KeyboardFocusChange), timeout=3000)
    assert band.isVisible() and w.focusWidget() is band.new_button
    app.settings.only_winnable = False
    qtbot.keyClick(band.new_button, QtKeys.Key.Key_Return)
    qtbot.waitUntil(lambda: c.game_number != WINNABLE_GAME, timeout=3000)
    c.play(c.position.legal_moves()[0])
    w.show_notice("stuck")  # Undo, Restart, New Game
    qtbot.waitUntil(lambda: w.notice.isVisible(), timeout=2000)
    undo = w.notice.buttons[0]
    undo.setFocus()
    qtbot.keyClick(undo, QtKeys.Key.Key_Enter)
    qtbot.waitUntil(lambda: c.applied == 0, timeout=2000)
