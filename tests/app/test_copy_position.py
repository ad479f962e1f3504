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
