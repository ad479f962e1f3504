"""The Scorpion family in the window (issue 26): Game › Variant, --variant,
variant links and titles, the board following the variant's rules, the
statistics' names and the help."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from scorpion_qt.engine import VARIANTS, Card, Move, Position
from scorpion_qt.app.game.references import game_link, link_variant, parse_game_reference
from scorpion_qt.app.game.variants import OFFERED
from scorpion_qt.app.ui import launch

ROOT = Path(__file__).resolve().parents[2]

# VARIANTS.md §4's worked example: columns 5-7 empty; 8H leads a group of three.
WASP_EXAMPLE = """rules: wasp
foundations: S C
1: (KD) KH QH JH TH 9H
2: QD 8H 3D JD
3: TD
4: 9D 8D 7D 6D 5D 4D 2D AD AH 3H 4H 5H 6H 7H 2H
"""


def _variant_actions(app) -> dict[str, object]:  # type: ignore[no-untyped-def]
    return app.window.variant_menu.actions


def test_game_menu_offers_the_variants_and_checks_the_one_played(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "24")
    game_menu = app.window.game_menu
    variant_menu = app.window.variant_menu.menu
    assert variant_menu.menuAction() in game_menu.actions()
    assert variant_menu.title() == "&Variant"
    actions = _variant_actions(app)
    assert [a.text() for a in actions.values()] == [
        "Scorpion (Cards4 rules)", "Scorpion II", "Wasp", "Scorpion Tail", "Three Blind Mice", "Scorpion Head",
        "Double Scorpion",
    ]
    assert [n for n, a in actions.items() if a.isChecked()] == ["cards4"]
    assert "any face-up card" in actions["wasp"].statusTip()


def test_choosing_wasp_deals_wasp_and_new_game_goes_on_with_it(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "24")
    _variant_actions(app)["wasp"].trigger()  # a fresh deal: nothing to lose, no question
    c = app.controller
    assert c.rules.variant == "wasp" and c.applied == 0
    assert c.position == Position.deal(c.game_number, VARIANTS["wasp"])
    assert [n for n, a in _variant_actions(app).items() if a.isChecked()] == ["wasp"]
    assert app.window.windowTitle() == f"Scorpion — Wasp, Game {c.game_number}"
    assert app.window.game_label.text() == f"Wasp, game {c.game_number}"
    app.window.dialogs.new_game()
    assert c.rules.variant == "wasp"
    app.window.shutdown()
    again = make_app()  # relaunched: the game and the variant are kept
    assert again.controller.rules.variant == "wasp"
    again.window.dialogs.new_game()
    assert again.controller.rules.variant == "wasp"


def test_an_unfinished_game_asks_before_a_variant_and_no_keeps_it(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "3")
    c = app.controller
    c.play(c.position.legal_moves()[0])
    before = c.position
    _variant_actions(app)["scorpion-ii"].trigger()
    box = app.window.dialogs.confirm_box
    assert box is not None
    box.done(QMessageBox.StandardButton.No)
    assert c.position == before and c.rules.variant == "cards4"
    assert [n for n, a in _variant_actions(app).items() if a.isChecked()] == ["cards4"]
    _variant_actions(app)["scorpion-ii"].trigger()
    app.window.dialogs.confirm_box.done(QMessageBox.StandardButton.Yes)
    assert c.rules.variant == "scorpion-ii" and c.applied == 0
    assert c.position.face_down[:4] == (3, 3, 3, 0)  # nine face down, columns 1 to 3


def test_the_board_follows_wasps_empty_column_rule(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    assert launch.open_position_text(app.window, WASP_EXAMPLE)
    c = app.controller
    assert c.rules.variant == "wasp"
    board = app.window.board
    board.select(Card.parse("8H"))
    board.choose_column(5)  # a column button, as a player clicks or types 5
    QApplication.processEvents()
    assert [str(x) for x in c.position.column(5)] == ["8H", "3D", "JD"]
    # The same move under Cards4 is refused with the rule's words.
    assert launch.open_position_text(app.window, WASP_EXAMPLE.replace("rules: wasp\n", ""))
    app.window.dialogs.confirm_box.done(QMessageBox.StandardButton.Yes)
    assert c.rules.variant == "cards4"
    board.select(Card.parse("8H"))
    board.choose_column(5)
    QApplication.processEvents()
    assert not c.position.column(5)
    assert "Only a King can go to the empty column 5." in app.window.statusBar().currentMessage()


def test_variant_links_deal_the_variant_and_copy_link_names_it(make_app) -> None:  # type: ignore[no-untyped-def]
    assert parse_game_reference("scorpion://game/wasp/24") == 24 and link_variant("scorpion://game/WASP/24/") == "wasp"
    assert link_variant("scorpion://game/24") is None and link_variant("24") is None
    assert game_link(24) == "scorpion://game/24" and game_link(24, "scorpion-ii") == "scorpion://game/scorpion-ii/24"
    assert link_variant("scorpion://game/double-scorpion/5") == "double-scorpion"
    for bad in ("scorpion://game/spider/24", "scorpion://game/triple-scorpion/24", "scorpion://game/wasp/x"):
        with pytest.raises(ValueError):
            parse_game_reference(bad)
    app = make_app("--game", "5")
    launch.open_request(app.window, {"game": "scorpion://game/wasp/24", "position": None})
    c = app.controller
    assert (c.game_number, c.rules.variant) == (24, "wasp")
    assert app.window.dialogs.copy_link() == "scorpion://game/wasp/24"
    assert QGuiApplication.clipboard().text() == "scorpion://game/wasp/24"
    launch.open_request(app.window, {"game": "scorpion://game/spider/24", "position": None})
    assert (c.game_number, c.rules.variant) == (24, "wasp")  # kept, and said
    assert "scorpion://game/spider/24" in app.window.notice.label.text()


def test_variant_on_the_command_line(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "scorpion-ii", "--game", "7")
    c = app.controller
    assert (c.game_number, c.rules.variant) == (7, "scorpion-ii")
    assert c.position == Position.deal(7, VARIANTS["scorpion-ii"])
    out = subprocess.run(
        [sys.executable, "-m", "scorpion_qt.app.main", "--variant", "spider"], cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 2 and "--variant" in out.stderr and "wasp" in out.stderr


def test_statistics_and_help_name_the_variants(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.help import help_html
    from scorpion_qt.app.ui.dialogs.statistics import rules_text

    app = make_app("--variant", "wasp", "--game", "3")
    c = app.controller
    c.play(c.position.legal_moves()[0])
    app.window.dialogs.new_game()  # the Wasp attempt is ended and stored under its own rules
    app.window.dialogs.confirm_box.done(QMessageBox.StandardButton.Yes)
    QApplication.processEvents()
    rows = app.window.stats.store.recent(5)
    assert rows and rows[0].rules == "wasp" and rules_text(rows[0].rules) == "Wasp"
    assert rules_text("wasp keep-runs") == "Wasp, runs stay"
    html = help_html()
    assert "Game › Variant" in html and "scorpion://game/wasp/24" in html
    assert "none of them can be chosen here" not in html
    assert set(OFFERED) <= set(VARIANTS)
    assert [VARIANTS[name].decks for name in OFFERED] == [1] * (len(OFFERED) - 1) + [2]  # Double Scorpion last


def test_help_and_names_in_spanish(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.help import help_html

    app = make_app("--lang", "es", "--variant", "wasp", "--game", "4")
    assert app.window.windowTitle() == "Scorpion — Wasp (Avispa), partida 4"
    assert _variant_actions(app)["cards4"].text() == "Scorpion (reglas Cards4)"
    html = help_html()
    assert "Partida › Variante" in html and "Juegos relacionados" not in html
    app.languages.set_language("en")


def test_each_variant_keeps_its_own_figures_streak_and_records(tmp_path: Path) -> None:
    from scorpion_qt.app.game.statistics import StatsStore, variant_of_key, variant_rules_keys

    store = StatsStore.open(tmp_path).store
    assert store is not None
    t = 1000

    def play(rules: str, won: bool, moves: int = 80) -> object:
        nonlocal t
        t += 10
        ident = store.begin(7, rules, started_at=t - 1)
        if won:
            return store.win(ident, moves=moves, undos=0, hints=0, time_ms=60_000, at=t)
        return store.finish(ident, "gave_up", moves=moves, undos=0, hints=0, time_ms=60_000, at=t)

    play("cards4", True)
    play("keep-runs", True)  # Cards4 with an option: Cards4's figures
    play("wasp", True)
    play("wasp keep-runs", False)
    info = play("wasp", True, moves=70)
    assert info.streak == 1  # Wasp's streak: the give-up broke it, not Cards4's wins
    info = play("cards4", True, moves=60)
    assert info.streak == 3 and info.previous_moves == 80  # Cards4's streak and game 7's Cards4 record
    assert store.record(7, "wasp") == (70, 60_000)  # game 7 of Wasp: a record of its own
    cards4, wasp, every = store.summary("cards4"), store.summary("wasp"), store.summary()
    assert (cards4.played, cards4.won, cards4.current_streak) == (3, 3, 3)
    assert (wasp.played, wasp.won, wasp.current_streak, wasp.best_moves) == (3, 2, 1, 70)
    assert (every.played, every.won) == (6, 5)
    assert store.summary("scorpion-ii").played == 0
    assert [variant_of_key(k) for k in ("cards4", "keep-runs traditional-talon", "wasp", "scorpion-ii keep-runs")] == [
        "cards4", "cards4", "wasp", "scorpion-ii"]
    assert "wasp keep-runs traditional-talon" in variant_rules_keys("wasp")


def test_the_statistics_window_shows_the_played_variants_figures(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--variant", "wasp", "--game", "3")
    c = app.controller
    c.play(c.position.legal_moves()[0])
    app.window.give_up()  # counted: a game given up
    QApplication.processEvents()
    app.window.dialogs.open_statistics()
    dialog = app.window.dialogs.statistics_dialog
    assert dialog.variant == "wasp" and dialog.variant_box.currentText() == "Wasp"
    assert dialog.figures.title() == "Wasp, practice games not counted"
    assert dialog.values["played"].text() == "1"
    dialog.show_variant("cards4")
    assert dialog.values["played"].text() == "0"
    dialog.show_variant(None)
    assert dialog.figures.title() == "All games (practice games not counted)" and dialog.values["played"].text() == "1"
    dialog.close()


RUN = "KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS"


def _tail_text(extra: dict[int, str]) -> str:
    """A Scorpion Tail position: ``extra``'s columns, the other cards in columns 2, 3 and 7."""
    from scorpion_qt.engine import CARDS

    used = {Card.parse(t) for text in extra.values() for t in text.split()}
    cols = {i: extra.get(i, "") for i in range(1, 8)}
    free = [i for i in (2, 3, 7) if i not in extra]
    for k, c in enumerate(c for c in CARDS if c not in used):
        cols[free[k % len(free)]] = (cols[free[k % len(free)]] + " " + str(c)).strip()
    return "rules: scorpion-tail\ntalon: -\n" + "\n".join(f"{i}: {t}" for i, t in cols.items()) + "\n"


def test_scorpion_tail_in_the_window_builds_in_alternate_colours_and_says_so(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    assert launch.open_position_text(app.window, _tail_text({1: "KH TS", 4: "QH", 5: "5C 9D 4C", 6: "9H"}))
    c, board = app.controller, app.window.board
    assert c.rules.variant == "scorpion-tail"
    board.select(Card.parse("9D"))
    board.choose_column(6)  # a red 10 of the same suit's colour: refused, with the two cards it needs
    QApplication.processEvents()
    assert [str(x) for x in c.position.column(6)] == ["9H"]
    assert "The 9 of diamonds only goes on the 10 of spades or the 10 of clubs." in app.window.statusBar().currentMessage()
    board.select(Card.parse("9D"))
    board.choose_column(1)
    QApplication.processEvents()
    assert [str(x) for x in c.position.column(1)] == ["KH", "TS", "9D", "4C"]


def test_scorpion_tail_runs_of_mixed_suits_are_named_by_their_king_and_ace(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.engine import Removal
    from scorpion_qt.app.lang import learn, texts

    head, end = RUN.rsplit(" ", 2)[0], " ".join(RUN.split()[-2:])
    app = make_app()
    assert launch.open_position_text(app.window, _tail_text({1: head, 4: "KD " + end}))
    c = app.controller
    move = Move.parse("2D>1", c.rules)
    out = c.position.apply(move)
    removal = next(e for e in out.effects if isinstance(e, Removal))
    assert texts.announce_removal(removal, 1) == "Run complete (King of spades … Ace of spades), 1 of 4."
    assert "the run (King of spades … Ace of spades) is back on column 1" in texts.announce_undo_effects(out.effects)
    assert learn.hint_sentence(move, "run", 1, -1) == "Hint: 2 of diamonds to column 1. It completes a run."
    assert c.play(move)
    QApplication.processEvents()
    assert len(c.position.removed_runs) == 1 and not c.position.column(1)
    # A same-suit run keeps its words.
    same = Removal(1, removal.suit, tuple(Card.parse(x + "S") for x in "KQJT98765432A"))
    assert texts.announce_removal(same, 2) == "Run of spades complete, 2 of 4."


def test_links_name_their_variant_and_a_plain_link_is_cards4(make_app) -> None:  # type: ignore[no-untyped-def]
    """Found by a tester: a Cards4 link (what Copy Link gives in Cards4) was
    dealt in the variant being played, and a variant link with moves opened
    Cards4. A bare number stays in the variant being played."""
    app = make_app("--variant", "wasp", "--game", "5")
    c = app.controller
    launch.open_request(app.window, {"game": "scorpion://game/30", "position": None})
    assert (c.game_number, c.rules.variant) == (30, "cards4")
    launch.open_request(app.window, {"game": "scorpion://game/wasp/24?moves=deal", "position": None})
    assert (c.game_number, c.rules.variant, c.applied) == (24, "wasp", 1)
    assert not c.position.talon
    launch.open_request(app.window, {"game": "31", "position": None})  # a number: the variant played
    app.window.dialogs.confirm_box.done(QMessageBox.StandardButton.Yes)  # the dealt talon is progress
    assert (c.game_number, c.rules.variant) == (31, "wasp")
    launch.open_request(app.window, {"game": "scorpion://game/wasp/24?rules=keep-runs", "position": None})
    assert c.rules == VARIANTS["wasp"].with_options(clear_complete_runs=False)


def test_the_question_before_another_variants_game_does_not_offer_a_restart(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "24")
    c = app.controller
    c.play(c.position.legal_moves()[0])
    launch.open_request(app.window, {"game": "scorpion://game/wasp/24", "position": None})
    box = app.window.dialogs.confirm_box
    assert box is not None and "from the start" not in box.text()
    box.done(QMessageBox.StandardButton.Yes)
    assert (c.game_number, c.rules.variant) == (24, "wasp")


def test_a_variants_practice_position_makes_new_game_deal_that_variant(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "3")
    assert launch.open_position_text(app.window, WASP_EXAMPLE)
    app.window.dialogs.new_game()  # the practice game is fresh: no question
    box = app.window.dialogs.confirm_box
    if box is not None:
        box.done(QMessageBox.StandardButton.Yes)
    c = app.controller
    assert not c.practice and c.rules.variant == "wasp"
    assert [n for n, a in _variant_actions(app).items() if a.isChecked()] == ["wasp"]


def test_wasp_hints_never_keep_an_empty_column_for_a_king() -> None:
    """Found by a tester: after 9H>5 and QH>6 in VARIANTS.md's Wasp example
    the hint QH>1 said "It empties column 6 for a King": in Wasp any card
    fills an empty column. The same move under Cards4 rules says so rightly."""
    from scorpion_qt.app.game.teach import Reason, why

    def after(text: str) -> Position:
        p = Position.from_text(text)
        return p.play(Move.parse("9H>5", p.rules)).play(Move.parse("QH>6", p.rules)) if "wasp" in text else p

    wasp = after(WASP_EXAMPLE)
    for move in wasp.legal_moves():
        assert why(wasp, move).reason not in (Reason.EMPTY, Reason.KEEP)
    # The move does empty column 6 while a King waits on other cards: the
    # words for Cards4's empty-column rule would apply, and must not.
    from scorpion_qt.app.game.teach import _kings_waiting

    moved = wasp.play(Move.parse("QH>1", wasp.rules))
    assert not moved.column(6) and _kings_waiting(moved)
    assert why(wasp, Move.parse("QH>1", wasp.rules)).reason == Reason.LINE
