"""Copy Position never reveals hidden cards (issue 21): while cards are face
down or in the talon it copies a link with the moves played, which opens
the same position with those cards still hidden."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from scorpion_qt.engine import Position


def test_copy_position_copies_no_hidden_card_and_its_link_opens_the_same_position(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui import launch

    app = make_app("--game", "24", "--lang", "en", save=False)
    c = app.controller
    first = c.position.legal_moves()[0]
    assert c.play(first)
    reached = c.position
    app.window.commands["copyPosition"].trigger()
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("scorpion://game/24?")
    hidden = [card for col, down in zip(reached.columns, reached.face_down) for card in col[:down]] + list(reached.talon)
    assert hidden and not any(str(card) in copied for card in hidden)
    c.new_game(5)
    launch.open_request(app.window, {"game": copied, "position": None})
    box = app.window.dialogs.confirm_box
    if box is not None:
        from PySide6.QtWidgets import QMessageBox

        box.button(QMessageBox.StandardButton.Yes).click()
    assert c.game_number == 24 and not c.practice and c.position == reached


def test_a_practice_games_position_is_copied_in_the_notation_it_was_opened_from(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "24", "--lang", "en", save=False)
    position = Position.from_text(app.controller.position.to_text())
    app.controller.start_practice(position)
    app.window.commands["copyPosition"].trigger()
    assert Position.from_text(QGuiApplication.clipboard().text()) == position


def test_a_game_opened_from_a_link_with_moves_never_becomes_a_record(make_app, home) -> None:  # type: ignore[no-untyped-def]
    """A helper let Show Me How win game 24, undid three actions, copied the
    position's link and opened it: the three moves left made "First win of
    game 24 … your records", in less time than the showing took. A game whose
    first moves came from a link was not played here: it is practice, marked
    in the title, and stays so after a restart of the program."""
    from apphelpers import WINNABLE_GAME, WINNING_LINE, leave_the_game

    from scorpion_qt.app.game.references import position_link
    from scorpion_qt.app.ui import launch
    from scorpion_qt.engine import CARDS4, Move

    line = [Move.parse(t) for t in WINNING_LINE]
    app = make_app("--game", "5", "--lang", "en")
    link = position_link(WINNABLE_GAME, CARDS4, line[:-3])
    launch.open_request(app.window, {"game": link, "position": None})
    leave_the_game(app.window)
    c = app.controller
    assert c.game_number == WINNABLE_GAME and c.applied == len(line) - 3 and c.from_link
    assert app.window.windowTitle() == f"Scorpion — Game {WINNABLE_GAME} (from a link)"
    app.window.close()  # Quit: saved
    again = make_app("--lang", "en")  # resumed from the save
    c = again.controller
    assert c.from_link and c.applied == len(line) - 3
    for m in line[-3:]:
        assert c.play(m)
    assert c.position.is_won
    store = again.window.stats.store
    assert store.record(WINNABLE_GAME, "cards4") is None and store.summary().won == 0
    assert "practice game" in again.window.win_band.record.text()


def test_the_marks_of_a_game_not_played_here_are_saved_and_checked() -> None:
    """``shown`` and ``from_link`` go into the save and come back; anything
    but true or false there is a damaged save, reported as such."""
    from scorpion_qt.app.game.record import GameRecord, SaveError

    import pytest

    for marks in ({"shown": True}, {"from_link": True}, {}):
        back = GameRecord.from_json(GameRecord(24, **marks).to_json())  # type: ignore[arg-type]
        assert (back.shown, back.from_link) == (marks.get("shown", False), marks.get("from_link", False))
    text = GameRecord(24, from_link=True).to_json().replace('"from_link": true', '"from_link": 1')
    with pytest.raises(SaveError, match="from_link must be true or false"):
        GameRecord.from_json(text)
