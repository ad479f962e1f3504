"""The text format of notation.md, its errors, and deals by number."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import Card, Move, Position, PositionError, Rules, Suit

NOTATION_EXAMPLE = """\
# comments and blank lines are ignored
talon: 5S 9H 2D
foundations: -
1: (3C) (7D) (QS) KS 9D KH 4C
2: (2C) (8S) (5H) JD 3S 6S 7C
3: (KD) (4D) (AS) 9C 5C TD 8C
4: (6D) (TS) (2H) 4S QC 7H 6C
5: JS 3H 8D TC KC 4H 3D
6: 5D 2S AH JH QH 7S 9S
7: 6H QD AD JC AC TH 8H
"""


def test_notation_example_reads_and_writes_canonically() -> None:
    p = Position.from_text(NOTATION_EXAMPLE)
    assert p.to_text() == "\n".join(NOTATION_EXAMPLE.splitlines()[1:]) + "\n"
    assert p.talon == (Card.parse("5S"), Card.parse("9H"), Card.parse("2D"))
    assert p.face_down == (3, 3, 3, 3, 0, 0, 0)


def test_input_accepts_ten_symbols_and_lower_case() -> None:
    text = NOTATION_EXAMPLE.replace("TD", "10♦").replace("KS", "ks").replace("TALON", "talon")
    assert Position.from_text(text) == Position.from_text(NOTATION_EXAMPLE)


def test_empty_column_is_the_label_alone() -> None:
    text = """
talon: -
foundations: S
1: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH
2: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD
3: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC
4:
5:
6:
7:
"""
    p = Position.from_text(text)
    assert "\n5:\n" in p.to_text()
    assert p.foundations == (Suit.SPADES,)


def test_rules_line_round_trips_and_is_absent_for_cards4() -> None:
    p = Position.deal(7, Rules(clear_complete_runs=False, talon_any_time=False))
    assert p.to_text().startswith("rules: keep-runs traditional-talon\n")
    assert Position.from_text(p.to_text()) == p
    assert "rules" not in Position.deal(7).to_text()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("7H", "7D"), ["line 7", "duplicate card 7D", "already on line 4"]),
        (("(3C)", "(XX)"), ["line 4", "unknown token '(XX)'"]),
        (("1: (3C) (7D) (QS) KS", "1: (3C) (7D) QS (KS)"), ["line 4", "face-down card KS"]),
        (("7: 6H QD AD JC AC TH 8H", "7: (6H) (QD) (AD) (JC) (AC) (TH) (8H)"), ["line 10", "ends face down (8H)"]),
        (("7: 6H QD AD JC AC TH 8H", "7: 6H QD AD JC AC TH (8H)"), ["line 10", "ends face down (8H)"]),
        (("foundations: -", "foundations: S"), ["card", "suit S is in the foundations"]),
        (("talon:", "tallon:"), ["line 2", "unknown label 'tallon'"]),
        (("talon: 5S 9H 2D", "talon: 5S 9H"), ["missing card: 2D"]),
    ],
)
def test_position_errors_name_the_line_and_the_card(change: tuple[str, str], words: list[str]) -> None:
    bad = NOTATION_EXAMPLE.replace(*change, 1)
    with pytest.raises(PositionError) as info:
        Position.from_text(bad)
    for w in words:
        assert w in str(info.value)


def test_move_notation() -> None:
    assert str(Move.parse("9d>4")) == "9D>4"
    assert Move.parse("10♦ > 4") == Move.parse("TD>4")
    assert Move.parse(" DEAL ").is_deal and str(Move.parse("deal")) == "deal"
    for bad in ("9D>8", "9D>0", "9D", "ZZ>3", "", "deal2", "9D>٣"):
        with pytest.raises(ValueError):
            Move.parse(bad)


# Golden deals: the shuffle of numbers.py must never change.
GOLDEN = {1: "2C 9D 7C|7H 9S 4H 8D 8H 5C JH|6H 9C JS 5H KH 3S 2H"}


def test_game_one_is_pinned() -> None:
    p = Position.deal(1)
    talon, c1, c2 = GOLDEN[1].split("|")  # type: ignore[union-attr]
    assert " ".join(map(str, p.talon)) == talon
    assert " ".join(map(str, p.column(1))) == c1
    assert " ".join(map(str, p.column(2))) == c2


@pytest.mark.parametrize(
    ("number", "text"),
    [
        (2, 'talon: 2S 8H 9D\nfoundations: -\n1: (QD) (3C) (4S) 5D 7D 2H KD\n2: (TH) (AS) (6S) 7C 3S QS 7H\n3: (6D) (JD) (TS) 9C JH 8S 4H\n4: (5C) (2C) (4D) AH QH 6C 8D\n5: 3D 9H 6H JC AC 5S JS\n6: AD KS 2D 7S 4C 9S TD\n7: 5H TC QC KC 8C KH 3H\n'),
        (1000000, 'talon: 8C 7C 7H\nfoundations: -\n1: (3H) (3D) (6D) KC QS TS JC\n2: (JH) (3S) (5D) 5H 6H AS 9H\n3: (8H) (QC) (7S) JS TH 2H 8D\n4: (KS) (4H) (2D) 2S 6C QD 9D\n5: 9S 4C 9C 4D 4S KH AC\n6: TD TC 6S 5S QH 8S 2C\n7: AD 5C 3C AH KD JD 7D\n'),
        (2**63 - 1, 'talon: QC 5D KC\nfoundations: -\n1: (5S) (JS) (8D) AD TH 9D 2S\n2: (TS) (8C) (QD) 3D 3S TC QS\n3: (8H) (AC) (2H) 7H 7D JC KD\n4: (3H) (9C) (QH) KS JD 7S 5H\n5: 6H 9H AH 6C 6S 2C 4C\n6: 9S 5C 6D TD 4H AS 7C\n7: 8S KH 3C 4D JH 2D 4S\n'),
    ],
)
def test_numbered_deals_are_pinned(number: int, text: str) -> None:
    assert Position.deal(number).to_text() == text


def test_numbered_deals_differ_and_repeat() -> None:
    assert Position.deal(3) == Position.deal(3)
    assert len({Position.deal(n) for n in range(1, 200)}) == 199


@pytest.mark.parametrize("bad", [0, -1, 2**63, True, 1.5, "7"])
def test_invalid_game_numbers_are_refused_in_words(bad: object) -> None:
    with pytest.raises(ValueError, match="game number"):
        Position.deal(bad)  # type: ignore[arg-type]
