"""Background analysis in the solver's process: verdicts, the lost-game
notice with "go back", only-winnable deals and hints (issue 6)."""

from __future__ import annotations

from scorpion_qt.engine import Position
from scorpion_qt.solver import solve

from apphelpers import WINNABLE_GAME


def losing_line(number: int) -> list:  # type: ignore[type-arg]
    """The shortest line of game ``number`` (up to 3 actions) after which the
    game is proven lost."""
    frontier = [(Position.deal(number), [])]
    for _depth in range(3):
        nxt = []
        for p, line in frontier:
            for m in p.legal_moves():
                q = p.play(m)
                if solve(q, time_limit_s=5).status == "lost":
                    return line + [m]
                nxt.append((q, line + [m]))
        frontier = nxt[:20]
    raise AssertionError("no losing line")


def test_status_bar_says_winnable_after_analysis(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), analysis=True)
    qtbot.waitUntil(lambda: app.window.analysis_label.text() == "Winnable", timeout=20000)


def test_lost_position_offers_to_go_back_to_the_last_winnable_one(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), analysis=True)
    qtbot.waitUntil(lambda: app.window.analysis_label.text() == "Winnable", timeout=20000)
    line = losing_line(WINNABLE_GAME)
    for m in line:
        app.controller.play(m)
    qtbot.waitUntil(lambda: app.window.notice.kind == "lost", timeout=20000)
    assert app.window.analysis_label.text() == "No longer winnable"
    labels = [b.text() for b in app.window.notice.buttons]
    # The notice offers the last winnable position; once the move that lost
    # the win is found (at once, often, with the compiled search), it names
    # it: either goes back to a position that can be won.
    back = [i for i, t in enumerate(labels)
            if t == "Go Back to the Last Winnable Position" or t.startswith("Go Back Before Move ")]
    assert len(back) == 1, labels
    app.window.notice.buttons[back[0]].click()
    assert app.controller.applied < len(line)
    assert solve(app.controller.position, time_limit_s=5).status == "won"
    qtbot.waitUntil(lambda: app.window.notice.kind != "lost", timeout=5000)


def test_hint_follows_the_known_winning_line(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), analysis=True)
    qtbot.waitUntil(lambda: app.window.analysis_label.text() == "Winnable", timeout=20000)
    line = app.window.analyst.line_for(app.controller.position)
    assert line
    app.window.commands["hint"].trigger()
    assert app.window.board.hint == line[0]
    assert app.controller.hints == 1
    app.controller.play(line[0])
    qtbot.waitUntil(lambda: app.window.analysis_label.text() == "Winnable", timeout=20000)
    app.window.play_commands.give_hint()
    assert app.window.board.hint == line[1]


def test_only_winnable_new_game_deals_a_proven_winnable_number(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "1", analysis=True)
    app.settings.only_winnable = True
    app.window.new_game()
    qtbot.waitUntil(lambda: app.controller.game_number != 1, timeout=60000)
    number = app.controller.game_number
    assert solve(Position.deal(number), time_limit_s=10).status == "won"


def test_choose_game_dialog_says_whether_the_typed_deal_can_be_won(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "5", analysis=True)
    app.window.commands["choose"].trigger()
    dialog = app.window.dialogs.choose_dialog
    assert dialog is not None
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    dialog.edit.setText("abc")
    assert not ok.isEnabled() and "Not a game number" in dialog.status.text()
    dialog.edit.setText("1")
    qtbot.waitUntil(lambda: "proven lost" in dialog.status.text(), timeout=20000)
    dialog.edit.setText("scorpion://game/3")
    qtbot.waitUntil(lambda: "proven winnable" in dialog.status.text(), timeout=20000)
    assert ok.isEnabled()
    ok.click()
    assert app.controller.game_number == 3
    assert app.controller.position == Position.deal(3)


def test_choose_game_judges_and_deals_the_variant_a_link_names(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    # A helper typed scorpion://game/wasp/7 and read "Game 7 is proven lost",
    # which was Cards4's game 7; and OK dealt Cards4's game 7.
    from scorpion_qt.engine import VARIANTS

    app = make_app("--game", "5", "--lang", "en", analysis=True)
    app.window.commands["choose"].trigger()
    dialog = app.window.dialogs.choose_dialog
    wasp = Position.deal(7, VARIANTS["wasp"])
    verdict = solve(wasp, time_limit_s=20).status
    word = {"won": "proven winnable", "lost": "proven lost"}[verdict]
    dialog.edit.setText("scorpion://game/wasp/7")
    qtbot.waitUntil(lambda: word in dialog.status.text(), timeout=20000)
    assert dialog.status.text().startswith("Wasp, game 7, is ")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert app.controller.rules.variant == "wasp" and app.controller.position == wasp


def test_quick_try_decides_easy_deals_without_a_worker_process(qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Most deals are decided by a short search in the app itself: no solver
    process is started for them (memory, start-up); a hard one goes to the
    worker, and the answer always comes through the signal, never inside
    submit()."""
    from scorpion_qt.app.game.analysis import SolverService
    from scorpion_qt.engine import Position

    service = SolverService()
    answers: list[tuple[int, str]] = []
    service.answered.connect(lambda job, verdict: answers.append((job, verdict.status)))
    try:
        job = service.submit(Position.deal(7))  # no winning line: proven at once
        assert answers == []
        qtbot.waitUntil(lambda: answers == [(job, "lost")], timeout=2000)
        job = service.submit(Position.deal(3))
        qtbot.waitUntil(lambda: answers[-1] == (job, "won"), timeout=2000)
        assert service.worker_pid() is None
        # Deal 903 needs about 300,000 positions: the worker takes it (8525,
        # which needed a million, is now proved lost at the deal by P8).
        job = service.submit(Position.deal(903), 0.1)
        assert service.worker_pid() is not None
        qtbot.waitUntil(lambda: answers[-1][0] == job, timeout=20000)
        assert answers[-1] == (job, "unknown")
    finally:
        service.stop()
