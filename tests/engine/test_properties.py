"""Property tests over random play from random deals (hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorpion_qt.engine import (
    CARDS,
    DEAL,
    MAX_GAME_NUMBER,
    IllegalMoveError,
    Move,
    Position,
    PositionError,
    Rules,
)

ALL_MOVES = [Move(c, col) for c in CARDS for col in range(1, 8)] + [DEAL]

games = st.integers(min_value=1, max_value=MAX_GAME_NUMBER)
rules = st.builds(Rules, st.booleans(), st.booleans())


def assert_valid(p: Position) -> None:
    cards = [c for col in p.columns for c in col] + list(p.talon)
    cards += [c for s in p.foundations for c in CARDS[s * 13:(s + 1) * 13]]
    assert sorted(cards) == list(range(52)), "every card exactly once"
    for col, h in zip(p.columns, p.face_down):
        assert 0 <= h <= len(col)
        assert not col or h < len(col), "no column ends face down"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, rules, st.randoms(use_true_random=False))
def test_random_play_keeps_every_invariant(n: int, r: Rules, rng) -> None:  # type: ignore[no-untyped-def]
    p = Position.deal(n, r)
    for _ in range(60):
        assert_valid(p)
        assert Position.from_text(p.to_text()) == p
        legal = p.legal_moves()
        assert len(set(legal)) == len(legal)
        legal_set = set(legal)
        for m in ALL_MOVES:
            if m in legal_set:
                out = p.apply(m)
                assert out.position.undo(out.effects) == p
                assert p.check(m) is None
            else:
                try:
                    p.play(m)
                except IllegalMoveError as exc:
                    assert exc.move == m and str(exc)
                else:
                    raise AssertionError(f"{m} is not in legal_moves() but played")
        assert p.is_stuck == (not legal and not p.is_won)
        if not legal:
            break
        p = p.play(rng.choice(legal))


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_from_text_on_arbitrary_text_raises_only_position_error(text: str) -> None:
    try:
        Position.from_text(text)
    except PositionError:
        pass


@settings(max_examples=200, deadline=None)
@given(games, st.data())
def test_from_text_on_damaged_position_text_raises_only_position_error(n: int, data) -> None:  # type: ignore[no-untyped-def]
    text = Position.deal(n).to_text()
    i = data.draw(st.integers(0, len(text)))
    j = data.draw(st.integers(i, min(len(text), i + 8)))
    junk = data.draw(st.text(alphabet="()#:-0123456789AKQJTSHDC♠♥♦♣ \n", max_size=6))
    try:
        Position.from_text(text[:i] + junk + text[j:])
    except PositionError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=12))
def test_move_parse_raises_only_value_error(text: str) -> None:
    try:
        m = Move.parse(text)
    except ValueError:
        return
    assert Move.parse(str(m)) == m
