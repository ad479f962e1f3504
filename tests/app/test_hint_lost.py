"""Issue 10: a hint from a position proven lost says that no winning move
remains and still offers the best try."""

from __future__ import annotations

from scorpion_qt.engine import Position
from scorpion_qt.solver import solve

LOST_GAME = 2  # lost from the deal (the solver proves it in a few milliseconds)


def test_hint_in_a_lost_game_says_no_winning_move_remains(make_app) -> None:  # type: ignore[no-untyped-def]
    assert solve(Position.deal(LOST_GAME)).status == "lost"
    app = make_app("--game", str(LOST_GAME), "--lang", "en", save=False)
    app.window.play_commands.give_hint()
    said = app.window.announcer.last
    assert said.startswith("No winning move remains; best try: "), said
    move = app.window.board.hint
    assert move is not None and app.controller.position.is_legal(move)
    assert app.controller.hints == 1


def test_hint_uses_the_analysis_verdict_of_lost(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(LOST_GAME), "--lang", "en", save=False, analysis=True)
    qtbot.waitUntil(lambda: app.window.analyst.known.get(app.controller.position) is not None, timeout=20000)
    assert app.window.analyst.known[app.controller.position].status == "lost"
    app.window.play_commands.give_hint()
    assert app.window.announcer.last.startswith("No winning move remains; best try: ")


def test_hint_in_a_winnable_game_is_a_plain_hint(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "3", "--lang", "en", save=False)
    app.window.play_commands.give_hint()
    assert app.window.announcer.last.startswith("Hint: ")
    line = solve(app.controller.position).moves
    assert app.window.board.hint is not None
    assert app.controller.position.is_legal(app.window.board.hint)
    assert line


def test_hints_are_in_the_save_at_once(make_app, home) -> None:  # type: ignore[no-untyped-def]
    """Issue 22, F16: three hints, then a kill -9 (nothing else runs): the
    save said "hints: 0" until the next move."""
    import json

    app = make_app("--game", "3", "--lang", "en")
    for _ in range(3):
        move, _winnable = app.window.session.hint()
        assert move is not None
    data = json.loads((home / "state" / "current-game.json").read_text(encoding="utf-8"))
    assert data["hints"] == 3
