"""The game session without any window: play, lose, go back, win, resume,
hints, file problems (issue: "a game session under the window")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from scorpion_qt.app.game.analysis import VerdictStatus
from scorpion_qt.app.game.controller import GameController
from scorpion_qt.app.game.session import GameSession
from scorpion_qt.app.game.storage import AppPaths, GameStore
from scorpion_qt.app.lang.notices import Notice
from scorpion_qt.engine import Move, Position
from scorpion_qt.solver import solve

from apphelpers import WINNABLE_GAME, WINNING_LINE

LOST_GAME = 2  # lost from the deal


class Heard:
    """Everything a session says, in order."""

    def __init__(self, session: GameSession) -> None:
        self.notices: list[Notice] = []
        self.judged: list[tuple[VerdictStatus, str]] = []
        self.messages: list[str] = []
        self.files = 0
        self.waiting: list[bool] = []
        session.notice.connect(self.notices.append)
        session.dealJudged.connect(lambda status, text: self.judged.append((status, text)))
        session.message.connect(lambda text, _again: self.messages.append(text))
        session.fileProblemsChanged.connect(self._file)
        session.waitingForDeal.connect(self.waiting.append)

    def _file(self) -> None:
        self.files += 1


@pytest.fixture
def make_session(make_game_session):  # type: ignore[no-untyped-def]
    """A windowless session (see conftest's ``make_game_session``) and what it says."""

    def make(game: int = WINNABLE_GAME, *, save: bool = True, analysis: bool = False) -> tuple[GameSession, Heard]:
        session = make_game_session(game, save=save, analysis=analysis, deal=False)
        heard = Heard(session)  # before the deal: it hears everything the deal causes
        session.controller.new_game(game, session.settings.rules)
        return session, heard

    return make


def moves() -> list[Move]:
    return [Move.parse(m) for m in WINNING_LINE]


def test_a_session_needs_no_widget(make_session) -> None:  # type: ignore[no-untyped-def]
    def shown() -> set[int]:
        return {id(w) for w in QApplication.topLevelWidgets() if isinstance(w, QWidget) and w.isVisible()}

    before = shown()  # what earlier tests left open is not the session's
    session, _ = make_session()
    assert shown() <= before
    assert session.controller.position == Position.deal(WINNABLE_GAME)


def test_every_action_is_saved_and_a_new_session_resumes_it(make_session) -> None:  # type: ignore[no-untyped-def]
    session, _ = make_session()
    for move in moves()[:5]:
        assert session.play(move)
    played = session.controller.position
    loaded = GameStore(AppPaths.default()).load()
    assert loaded.record is not None and loaded.record.positions()[-1] == played


def test_playing_the_winning_line_wins(make_session) -> None:  # type: ignore[no-untyped-def]
    session, heard = make_session()
    for move in moves():
        assert session.play(move)
    assert session.controller.position.is_won and session.controller.is_finished()
    assert heard.notices == []


def test_the_deal_is_judged_and_a_lost_game_says_so(make_session, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert solve(Position.deal(LOST_GAME)).status == "lost"
    session, heard = make_session(LOST_GAME, save=False, analysis=True)  # the deal is judged by itself
    qtbot.waitUntil(lambda: session.verdict is not None, timeout=20000)
    assert session.verdict.status == VerdictStatus.LOST
    assert heard.judged == [(VerdictStatus.LOST, f"Game {LOST_GAME} cannot be won, whatever you play.")]
    assert heard.notices == [Notice.DEAL_LOST]


def test_the_deal_is_said_once_and_not_again_after_undoing_back_to_it(make_session, qtbot) -> None:  # type: ignore[no-untyped-def]
    # Back at the deal by Undo the status bar keeps "Undone: ..." (a helper
    # found the deal's verdict shown there instead); a new deal says its own.
    session, heard = make_session(save=False, analysis=True)
    c = session.controller
    qtbot.waitUntil(lambda: len(heard.judged) == 1, timeout=20000)
    session.play(moves()[0])
    qtbot.waitUntil(lambda: session.verdict is not None, timeout=20000)
    c.undo()
    qtbot.waitUntil(lambda: c.applied == 0 and session.verdict is not None, timeout=20000)
    qtbot.wait(50)
    assert heard.judged == [(VerdictStatus.WON, f"Game {WINNABLE_GAME} can be won.")]
    c.restart()  # the same deal dealt again: said again
    qtbot.waitUntil(lambda: len(heard.judged) == 2, timeout=20000)


def test_a_game_lost_from_its_deal_offers_no_winnable_position_to_go_back_to(make_session, qtbot) -> None:  # type: ignore[no-untyped-def]
    # A helper found "Go Back to the Last Winnable Position" offered in game 7
    # (lost from the deal), and "Looking for the last winnable position…"
    # left in the status bar with nothing coming.
    session, heard = make_session(LOST_GAME, save=False, analysis=True)
    c = session.controller
    qtbot.waitUntil(lambda: heard.notices == [Notice.DEAL_LOST], timeout=20000)
    assert session.deal_lost()
    session.play(c.position.legal_moves()[0])
    qtbot.waitUntil(lambda: len(heard.notices) == 2, timeout=20000)
    assert heard.notices[1] is Notice.DEAL_LOST  # not LOST, whose notice offers going back
    from scorpion_qt.app.ui.status import status_texts

    assert status_texts(session).analysis == "Not winnable"  # never was: not "No longer winnable"
    assert not session.go_back_to_winnable() and c.applied == 1
    assert heard.notices[2:] == [Notice.DEAL_LOST]
    assert not any("Looking for the last winnable" in m for m in heard.messages)


def test_a_losing_move_is_noticed_and_going_back_undoes_it(make_session, qtbot) -> None:  # type: ignore[no-untyped-def]
    session, heard = make_session(save=False, analysis=True)
    c = session.controller
    line = moves()
    for move in line[:3]:
        session.play(move)
    qtbot.waitUntil(lambda: session.verdict is not None and session.verdict.status == VerdictStatus.WON, timeout=20000)
    # A legal move after which the game cannot be won any more.
    losing = next(m for m in c.position.legal_moves() if solve(c.position.play(m)).status == "lost")
    session.play(losing)
    qtbot.waitUntil(lambda: Notice.LOST in heard.notices, timeout=20000)
    if not session.go_back_to_winnable():  # the earlier positions were not all judged yet
        qtbot.waitUntil(lambda: c.applied == 3, timeout=20000)
    assert c.applied == 3 and c.position.is_legal(line[3])


def test_a_hint_counts_and_names_a_legal_move(make_session) -> None:  # type: ignore[no-untyped-def]
    session, _ = make_session(save=False)
    move, winnable = session.hint()
    assert move is not None and session.controller.position.is_legal(move)
    assert winnable is True and session.controller.hints == 1
    lost, _ = make_session(LOST_GAME, save=False)
    move, winnable = lost.hint()
    assert move is not None and winnable is False


def test_file_problems_are_collected_once_each(make_session) -> None:  # type: ignore[no-untyped-def]
    session, heard = make_session(save=False)
    session.report_file_problem(Notice.SAVE_DAMAGED, "/a/b")
    session.report_file_problem(Notice.SAVE_DAMAGED, "/a/b")
    session.report_file_problem("settings_unusable", "/c")
    assert session.file_problems == [(Notice.SAVE_DAMAGED, "/a/b"), (Notice.SETTINGS_UNUSABLE, "/c")]
    assert heard.files == 3 and session.settings.write_failed
    assert not session.only_refused_input()
    with pytest.raises(ValueError):
        session.report_file_problem(Notice.STUCK)
    session.clear_file_problems()
    session.report_file_problem(Notice.NUMBER_REFUSED_DEALT, "12x")
    assert session.only_refused_input()


def test_a_save_that_fails_is_said_once_until_one_succeeds(make_session, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session, heard = make_session()
    monkeypatch.setattr(session.store, "save", lambda record: False)
    session.play(moves()[0])
    session.play(moves()[1])
    assert [w for w, _ in session.file_problems] == [Notice.SAVE_UNUSABLE] and heard.files == 1
    monkeypatch.setattr(session.store, "save", lambda record: True)
    session.play(moves()[2])
    assert not session.save_failed


def test_no_move_is_taken_while_a_winnable_deal_is_looked_for(make_session, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session, heard = make_session(save=False, analysis=True)
    session.settings.only_winnable = True
    monkeypatch.setattr(session.analyst, "find_winnable_deal", lambda draw, rules, max_tries=0: None)  # never answers
    before = session.controller.position
    session.new_game()
    assert session.waiting_for_deal and heard.waiting == [True]
    assert not session.play(before.legal_moves()[0])
    assert session.controller.position == before
    assert heard.messages[-1].startswith("Wait for the new deal")
    session.new_game(7)
    assert not session.waiting_for_deal and heard.waiting == [True, False]
    assert session.controller.position == Position.deal(7)


def test_the_controllers_history_is_the_games_line_after_plays_undos_and_a_load(qapp) -> None:  # type: ignore[no-untyped-def]
    """The session's "where did I lose" and "go back" read the positions from
    the undo commands: they must be the line's own positions, the redo part
    left out, also for a resumed game."""
    c = GameController()
    c.new_game(WINNABLE_GAME)
    assert c.history() == [Position.deal(WINNABLE_GAME)]
    for move in WINNING_LINE[:6]:
        assert c.play(Move.parse(move))
    c.undo()
    c.undo()
    replayed = c.record().positions()[: c.applied + 1]
    assert c.applied == 4 and c.history() == replayed and c.history()[-1] == c.position
    again = GameController()
    again.load(c.record())
    assert again.history() == replayed


def test_the_history_is_right_while_an_action_is_being_pushed(qapp) -> None:  # type: ignore[no-untyped-def]
    """The session reads history() when the game says it changed, which
    happens inside QUndoStack.push, before the new command is on the stack
    (and, after undos, while the stack still holds the undone actions): each
    reading is the line up to the new position, never an error."""
    c = GameController()
    c.new_game(WINNABLE_GAME)
    seen: list[list[Position]] = []
    c.changed.connect(lambda _event: seen.append(c.history()))
    for move in WINNING_LINE[:3]:
        assert c.play(Move.parse(move))
    c.undo()
    c.undo()
    other = next(m for m in c.position.legal_moves() if str(m) != WINNING_LINE[1])
    assert c.play(other)
    assert c.play(c.position.legal_moves()[0])
    expected = c.record().positions()
    assert seen[-1] == expected and seen[-2] == expected[:-1]
    assert [len(h) for h in seen] == [2, 3, 4, 3, 2, 3, 4]


def test_a_typed_position_with_a_complete_run_in_a_column_starts_settled(make_session) -> None:  # type: ignore[no-untyped-def]
    # rules.md §3: a complete run leaves for its foundation by itself. A
    # helper opened one typed in column 1, with the three other suits home,
    # and the game said "Blocked" instead of won.
    session, _ = make_session(save=False)
    text = "talon: -\nfoundations: H D C\n1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n2:\n3:\n4:\n5:\n6:\n7:\n"
    session.controller.start_practice(Position.from_text(text))
    p = session.controller.position
    assert p.is_won and not p.columns[0] and len(p.removed_runs) == 4
