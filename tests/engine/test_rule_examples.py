"""The worked examples of rules.md (cases A–D), one test per rule they show."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import (
    Flip,
    GroupMove,
    IllegalMoveError,
    IllegalReason,
    Move,
    Position,
    Removal,
    Suit,
)

CASE_A = """
talon: 2C 6D JS
foundations: -
1: (QS) (3H) (8C) AS 9D KH 4C
2: (7S) (2H) (KC) 5C 8H 3D JH
3: (4S) (6C) (9S) TC QH 2S TD
4: (TS) (AD) (5S) 7C 6H 3S TH
5: 6S KD 8S AH QC 4H 7H
6: 9C 2D AC QD 4D 5H 7D
7: KS 3C 8D 5D JC 9H JD
"""

CASE_A_AFTER_9D_3 = """
talon: 2C 6D JS
foundations: -
1: (QS) (3H) (8C) AS
2: (7S) (2H) (KC) 5C 8H 3D JH
3: (4S) (6C) (9S) TC QH 2S TD 9D KH 4C
4: (TS) (AD) (5S) 7C 6H 3S TH
5: 6S KD 8S AH QC 4H 7H
6: 9C 2D AC QD 4D 5H 7D
7: KS 3C 8D 5D JC 9H JD
"""

CASE_B = """
talon: 2C 6D JS
foundations: -
1:
2: (7S) (2H) (KC) 5C 8H 3D JH QD KH 4C
3: (4S) (6C) (9S) TC QH 2S TD 9D
4: (TS) (AD) (5S) 7C 6H 3S TH AS
5: 6S KD 8S AH QC 4H 7H 3H
6: 9C 2D AC 4D 5H 7D
7: KS 3C 8D 5D JC 9H JD QS 8C
"""

CASE_B_AFTER_DEAL = """
talon: -
foundations: -
1: 2C
2: (7S) (2H) (KC) 5C 8H 3D JH QD KH 4C 6D
3: (4S) (6C) (9S) TC QH 2S TD 9D JS
4: (TS) (AD) (5S) 7C 6H 3S TH AS
5: 6S KD 8S AH QC 4H 7H 3H
6: 9C 2D AC 4D 5H 7D
7: KS 3C 8D 5D JC 9H JD QS 8C
"""

CASE_C = """
talon: -
foundations: -
1: (QS) (3H) (8C) KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D
2: (7S) (2H) (KC) 5C 8H JH AD
3: (4S) (6C) (9S) TC QH 2S
4: (TS) (2C) (5S) 7C 6H 3S TH AS
5: 6S 8S AH QC 4H 7H
6: 9C KS 4C KH AC 5H
7: 3C JS 9H JC
"""

CASE_C_AFTER_AD_1 = """
talon: -
foundations: D
1: (QS) (3H) 8C
2: (7S) (2H) (KC) 5C 8H JH
3: (4S) (6C) (9S) TC QH 2S
4: (TS) (2C) (5S) 7C 6H 3S TH AS
5: 6S 8S AH QC 4H 7H
6: 9C KS 4C KH AC 5H
7: 3C JS 9H JC
"""

CASE_D = """
talon: -
foundations: -
1: (4S) (4H) (4D) QS JS TS 9S AS
2: KH QH JH TH 9H 8H 7H 6H AH
3: KD QD JD TD 9D 8D 7D 6D 5D AD
4: KC QC JC TC 9C 8C 7C 6C 5C 4C 2C 3C AC
5: KS 8S 7S 6S 5S
6: 3S 2S 3H 2H 3D 2D 5H
7:
"""


def moves_of(text: str) -> set[str]:
    return {str(m) for m in Position.from_text(text).legal_moves()}


def reason_of(text: str, move: str) -> IllegalReason:
    with pytest.raises(IllegalMoveError) as info:
        Position.from_text(text).play(Move.parse(move))
    return info.value.reason


# --- A. The lead card decides; its companions ride along (§2) ---------------

def test_case_a_legal_set_is_exact() -> None:
    assert moves_of(CASE_A) == {"3C>1", "6H>5", "9D>3", "9H>4", "TD>7", "TH>2", "deal"}


def test_nine_of_diamonds_carrying_king_and_four_goes_on_ten_of_diamonds_only() -> None:
    after = Position.from_text(CASE_A).play(Move.parse("9D>3"))
    assert after == Position.from_text(CASE_A_AFTER_9D_3)


def test_same_colour_is_not_enough() -> None:
    assert reason_of(CASE_A, "9D>4") is IllegalReason.WRONG_SUIT


def test_destination_must_be_exactly_one_rank_higher() -> None:
    assert reason_of(CASE_A, "9D>7") is IllegalReason.WRONG_RANK


def test_king_goes_on_no_card() -> None:
    assert reason_of(CASE_A, "KH>1") in (IllegalReason.KING_ON_CARD, IllegalReason.SAME_COLUMN)
    assert reason_of(CASE_A, "KH>2") is IllegalReason.KING_ON_CARD


def test_destination_must_be_the_end_card() -> None:
    assert reason_of(CASE_A, "4C>2") is IllegalReason.WRONG_SUIT


def test_face_down_card_cannot_be_selected() -> None:
    assert reason_of(CASE_A, "QS>1") is IllegalReason.FACE_DOWN


def test_error_names_the_cards_in_english() -> None:
    with pytest.raises(IllegalMoveError) as info:
        Position.from_text(CASE_A).play(Move.parse("9D>4"))
    assert str(info.value) == "the 9 of diamonds only goes on the 10 of diamonds"
    assert [str(c) for c in info.value.cards] == ["9D", "TH"]
    assert info.value.column == 4


# --- B. Empty columns take Kings only; the talon deal is exempt (§2, §4) -----

def test_case_b_legal_set_is_exact() -> None:
    assert moves_of(CASE_B) == {"3C>2", "7C>7", "8D>3", "KD>1", "KH>1", "deal"}


def test_queen_carrying_king_cannot_fill_empty_column() -> None:
    assert reason_of(CASE_B, "QD>1") is IllegalReason.KING_NEEDED


def test_king_filling_its_whole_column_cannot_move_to_empty_column() -> None:
    assert reason_of(CASE_B, "KS>1") is IllegalReason.WHOLE_COLUMN_TO_EMPTY


def test_non_king_cannot_fill_empty_column() -> None:
    assert reason_of(CASE_B, "9D>1") is IllegalReason.KING_NEEDED
    assert reason_of(CASE_B, "4C>1") is IllegalReason.KING_NEEDED


def test_deal_onto_an_empty_column_needs_no_king() -> None:
    after = Position.from_text(CASE_B).play(Move.parse("deal"))
    assert after == Position.from_text(CASE_B_AFTER_DEAL)


def test_talon_is_dealt_only_once() -> None:
    after = Position.from_text(CASE_B_AFTER_DEAL)
    assert "deal" not in {str(m) for m in after.legal_moves()}
    assert reason_of(CASE_B_AFTER_DEAL, "deal") is IllegalReason.TALON_ALREADY_DEALT


def test_king_led_whole_column_may_move_onto_nothing_but_king_with_cards_below_may_fill_empty() -> None:
    p = Position.from_text(CASE_B)
    after = p.play(Move.parse("KD>1"))
    assert after.column(1)[0].rank == 13
    assert [str(c) for c in after.column(5)] == ["6S"]


# --- C. A complete run leaves as one unit and the card under it turns (§3) ---

def test_case_c_legal_set_is_exact() -> None:
    assert moves_of(CASE_C) == {"4H>6", "6H>5", "AD>1", "AS>3", "TC>7"}


def test_complete_run_leaves_and_the_card_under_it_flips_in_one_action() -> None:
    before = Position.from_text(CASE_C)
    outcome = before.apply(Move.parse("AD>1"))
    assert outcome.position == Position.from_text(CASE_C_AFTER_AD_1)
    kinds = [type(e) for e in outcome.effects]
    assert kinds == [GroupMove, Removal, Flip]
    removal = outcome.effects[1]
    assert isinstance(removal, Removal) and removal.suit is Suit.DIAMONDS and removal.column == 1
    assert len(removal.cards) == 13
    assert outcome.effects[-1] == Flip(1, Position.from_text(CASE_C_AFTER_AD_1).column(1)[-1])


def test_one_undo_restores_the_position_before_the_removal() -> None:
    before = Position.from_text(CASE_C)
    outcome = before.apply(Move.parse("AD>1"))
    assert outcome.position.undo(outcome.effects) == before


# --- D. Blocked: no legal action, though a King could "move" (§5) ------------

def test_blocked_when_no_legal_action_though_kings_could_change_columns() -> None:
    p = Position.from_text(CASE_D)
    assert p.legal_moves() == []
    assert p.is_stuck
    assert not p.is_won
