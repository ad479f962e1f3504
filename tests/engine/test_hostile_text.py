"""Hostile text for the engine's parsers (issue 12, item 17): only the
documented errors escape — PositionError from Position.from_text, ValueError
from Move.parse — whatever the text."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorpion_qt.engine import Move, Position, PositionError

KELVIN = "\u212a"  # "K", whose lower() is an ASCII "k"


@pytest.mark.parametrize(
    "text",
    [f"1: {KELVIN}S", f"talon: {KELVIN}S", f"1: ({KELVIN}S) 2S", f"foundations: {KELVIN}", f"{KELVIN}: x"],
)
def test_kelvin_sign_is_a_position_error(text: str) -> None:
    with pytest.raises(PositionError):
        Position.from_text(text)


@pytest.mark.parametrize("value", [None, 3, b"deal", ["deal"], 9.5])
def test_move_parse_refuses_non_text_with_value_error(value: object) -> None:
    with pytest.raises(ValueError, match="not a move"):
        Move.parse(value)  # type: ignore[arg-type]


def test_move_parse_refuses_kelvin_king() -> None:
    with pytest.raises(ValueError):
        Move.parse(f"{KELVIN}S>1")


# Text built from the notation's own pieces and a few troublemakers, so that
# the fuzzer gets deep into the parser instead of failing at the first label.
_PIECES = st.sampled_from(
    [
        "talon:", "foundations:", "rules:", "1:", "2:", "7:", "8:", "-", "(", ")", " ", "\n", "#",
        "10", "T", "K", KELVIN, "ſ", "ß", "İ", "ı", "S", "H", "D", "C", "♠", "♥", "♦", "♣", "x",
        "keep-runs", "traditional-talon", "AS", "(2S)", "KS", "QH", "\u0301", "\x00", "１", "¹",
    ]
)
_TEXT = st.one_of(st.text(max_size=200), st.lists(_PIECES, max_size=60).map("".join))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_TEXT)
def test_position_from_text_raises_only_position_error(text: str) -> None:
    try:
        p = Position.from_text(text)
    except PositionError:
        return
    assert Position.from_text(p.to_text()) == p


@settings(max_examples=400, deadline=None)
@given(st.one_of(_TEXT, st.none(), st.integers(), st.binary(max_size=10)))
def test_move_parse_raises_only_value_error(text: object) -> None:
    try:
        m = Move.parse(text)  # type: ignore[arg-type]
    except ValueError:
        return
    assert Move.parse(str(m)) == m


def test_a_leading_byte_order_mark_is_not_part_of_the_position() -> None:
    """Text copied from a file some editors saved with a byte-order mark
    (a player pasted one: "unknown label '\\ufefftalon'") reads as without it;
    a mark anywhere else is still refused."""
    text = Position.deal(7).to_text()
    assert Position.from_text("\ufeff" + text) == Position.from_text(text)
    with pytest.raises(PositionError):
        Position.from_text(text.replace("\n1:", "\n\ufeff1:", 1))


def test_a_column_ending_face_down_after_face_up_cards_is_told_as_such() -> None:
    """"6: … 3H (5S)" was "face-down card 5S lies above a face-up card"; what
    is wrong is that the column ends face down (an exposed card turns up).
    A face-down card between face-up ones is still told as lying above one."""
    from scorpion_qt.engine import PositionProblem

    text = Position.deal(7).to_text()
    lines = text.splitlines()
    i = next(k for k, line in enumerate(lines) if line.startswith("6:"))
    tokens = lines[i].split()
    last = tokens[-1]
    ends = lines[:i] + [" ".join(tokens[:-1] + [f"({last})"])] + lines[i + 1:]
    with pytest.raises(PositionError) as caught:
        Position.from_text("\n".join(ends))
    assert caught.value.problem is PositionProblem.ENDS_FACE_DOWN and caught.value.column == 6
    middle = lines[:i] + [" ".join(tokens[:-2] + [f"({tokens[-2]})", last])] + lines[i + 1:]
    with pytest.raises(PositionError) as caught:
        Position.from_text("\n".join(middle))
    assert caught.value.problem is PositionProblem.FACE_DOWN_ABOVE
