"""Hints that teach (issue 25): a hint that starts a winning line says why,
from its effects and the solver's proofs; checked along a whole game
against the engine and full searches of the solver, and heard in the window."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from scorpion_qt.app.game.teach import Reason, why
from scorpion_qt.app.lang.learn import hint_sentence
from scorpion_qt.engine import Flip, GroupMove, Move, Position, Removal
from scorpion_qt.solver import solve

from apphelpers import WINNABLE_GAME, WINNING_LINE


def test_each_reason_holds_along_a_won_game() -> None:
    p = Position.deal(WINNABLE_GAME)
    seen: Counter[Reason] = Counter()
    for text in WINNING_LINE:
        move = Move.parse(text)
        w = why(p, move)
        seen[w.reason] += 1
        outcome = p.apply(move)
        effects = outcome.effects
        if w.reason == Reason.ONLY:
            # Independently: every other legal move is proven lost by a full search.
            others = [m for m in p.legal_moves() if m != move]
            assert others and all(solve(p.play(m), time_limit_s=20).status == "lost" for m in others)
        elif w.reason == Reason.RUN:
            assert any(isinstance(e, Removal) and int(e.suit) == w.suit for e in effects)
        elif w.reason == Reason.FLIP:
            assert any(isinstance(e, Flip) and e.column == w.column for e in effects)
            assert not any(isinstance(e, Removal) for e in effects)
        elif w.reason == Reason.EMPTY:
            assert any(isinstance(e, GroupMove) and e.source == w.column for e in effects)
            assert not outcome.position.columns[w.column - 1]
            assert not any(isinstance(e, (Flip, Removal)) for e in effects)
        elif w.reason == Reason.KEEP:
            assert not p.columns[w.column - 1] and not outcome.position.columns[w.column - 1]
            assert any(m.card is not None and m.card.rank == 13 and m.column == w.column for m in p.legal_moves())
        p = outcome.position
    assert p.is_won
    assert set(seen) == set(Reason), seen  # every reason is met in this game: none is dead code


def test_a_move_with_a_winning_alternative_is_never_the_only_one() -> None:
    p = Position.deal(WINNABLE_GAME)
    line = solve(p).moves
    for move in p.legal_moves():
        if move != line[0] and solve(p.play(move), time_limit_s=10).status == "won":
            assert why(p, move).reason != Reason.ONLY
            break
    else:
        pytest.skip("no second winning move at the deal")


def test_the_hint_says_why_in_the_window(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", str(WINNABLE_GAME), "--lang", "en")
    w = app.window
    for text in WINNING_LINE[:12]:  # 7H>5 comes next: the only move that still wins
        w.session.play(Move.parse(text))
    w.play_commands.give_hint()
    assert w.announcer.last == "Hint: 7 of hearts to column 5. It is the only move that still wins."
    assert w.announcer.last == hint_sentence(Move.parse("7H>5"), "only")


@pytest.mark.parametrize("lang", ["es", "de", "fr"])
def test_each_reason_has_its_own_sentence_in_each_language(make_app, lang: str) -> None:  # type: ignore[no-untyped-def]
    make_app("--game", "3", "--lang", lang, save=False)
    move = Move.parse("9D>3")
    sentences = {r: hint_sentence(move, r.value, 4, 2) for r in Reason}
    assert len(set(sentences.values())) == len(Reason)
    assert not any(re.search(r"\b(Hint|column)\b", s) for s in sentences.values())  # translated
