"""Each rule of rules.md, named after what it says."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import (
    CARDS,
    Card,
    Deal,
    Flip,
    GroupMove,
    IllegalMoveError,
    IllegalReason,
    Move,
    Position,
    Removal,
    Rules,
    Suit,
)


def pos(text: str) -> Position:
    return Position.from_text(text)


# A position where a run completes only through the deal (rules.md §4 example).
RUN_BY_DEAL = """
talon: 9C AH 5S
foundations: -
1: (3C) (4C) (6C) 7C
2: (2S) (3S) (4S) KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H
3: 8C
4: KS QS JS TS 9S 8S 7S 6S
5: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD KC QC JC TC
6: 5C 2C AC AS
7:
"""


def test_opening_deal_follows_section_1() -> None:
    p = Position.deal(12345)
    assert [len(c) for c in p.columns] == [7] * 7
    assert p.face_down == (3, 3, 3, 3, 0, 0, 0)
    assert len(p.talon) == 3
    assert p.foundations == ()
    everything = [c for col in p.columns for c in col] + list(p.talon)
    assert sorted(everything) == list(range(52))


def test_deal_completing_a_run_removes_it_as_part_of_the_deal() -> None:
    p = pos(RUN_BY_DEAL)
    outcome = p.apply(Move.parse("deal"))
    kinds = [type(e) for e in outcome.effects]
    assert kinds == [Deal, Removal, Flip]
    assert outcome.position.foundations == (Suit.HEARTS,)
    assert outcome.position.column(2) == (Card.parse("2S"), Card.parse("3S"), Card.parse("4S"))
    assert outcome.position.face_down[1] == 2
    assert outcome.position.undo(outcome.effects) == p


def test_run_with_a_companion_under_its_ace_stays() -> None:
    text = """
talon: -
foundations: -
1: (3C) (4C) (6C) 7C
2: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H
3: 8C
4: KS QS JS TS 9S 8S 7S 6S
5: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD KC QC JC TC 9C
6: 5C 2C AC AS 2S 3S 4S 5S
7: AH
"""
    p = pos(text)
    # The Ace of hearts alone completes the run: it leaves.
    done = p.play(Move.parse("AH>2"))
    assert done.foundations == (Suit.HEARTS,)
    # The same Ace carrying a companion: the run is complete but not at the end.
    text2 = text.replace("3: 8C", "3:").replace("7: AH", "7: AH 8C")
    p2 = pos(text2)
    kept = p2.play(Move.parse("AH>2"))
    assert kept.foundations == ()
    assert kept.column(2)[-2:] == (Card.parse("AH"), Card.parse("8C"))


def test_removal_after_a_companion_leaves_the_ace() -> None:
    text = """
talon: -
foundations: -
1: (3C) (4C) (6C) 7C
2: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH 8C
3: 9C
4: KS QS JS TS 9S 8S 7S 6S
5: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD KC QC JC TC
6: 5C 2C AC AS 2S 3S 4S 5S
7:
"""
    out = pos(text).apply(Move.parse("8C>3"))
    assert [type(e) for e in out.effects] == [GroupMove, Removal]
    assert out.position.column(2) == ()


def test_traditional_rule_keeps_complete_runs_in_place() -> None:
    p = pos(RUN_BY_DEAL).with_rules(Rules(clear_complete_runs=False))
    out = p.apply(Move.parse("deal"))
    assert [type(e) for e in out.effects] == [Deal]
    assert out.position.foundations == ()
    assert out.position.column(2)[-1] == Card.parse("AH")


def test_traditional_game_is_won_with_four_runs_in_place() -> None:
    cols = [" ".join(str(c) for c in reversed(CARDS[s * 13:(s + 1) * 13])) for s in range(4)]
    text = "talon: -\nfoundations: -\n" + "".join(f"{i + 1}: {c}\n" for i, c in enumerate(cols))
    keep = pos("rules: keep-runs\n" + text)
    assert keep.is_won and not keep.is_stuck
    # The same layout under Cards4 is not a position that can arise, and is not won.
    assert not pos(text).is_won


def test_traditional_talon_timing_deals_only_when_no_other_move_remains() -> None:
    p = pos(RUN_BY_DEAL).with_rules(Rules(talon_any_time=False))
    moves = {str(m) for m in p.legal_moves()}
    assert "deal" not in moves and moves
    with pytest.raises(IllegalMoveError) as info:
        p.play(Move.parse("deal"))
    assert info.value.reason is IllegalReason.TALON_NOT_YET


def test_traditional_talon_deal_is_legal_when_nothing_else_is() -> None:
    text = """
talon: 4S 4H 4D
foundations: -
1: QS JS TS 9S AS
2: KH QH JH TH 9H 8H 7H 6H AH
3: KD QD JD TD 9D 8D 7D 6D 5D AD
4: KC QC JC TC 9C 8C 7C 6C 5C 4C 2C 3C AC
5: KS 8S 7S 6S 5S
6: 3S 2S 3H 2H 3D 2D 5H
7:
"""
    p = pos(text).with_rules(Rules(talon_any_time=False))
    assert [str(m) for m in p.legal_moves()] == ["deal"]
    assert not p.is_stuck


def test_an_empty_talon_alone_does_not_end_the_game() -> None:
    p = pos(RUN_BY_DEAL).play(Move.parse("deal"))
    assert p.talon == ()
    assert p.legal_moves()
    assert not p.is_stuck


def test_moving_a_whole_column_onto_a_card_empties_it() -> None:
    text = """
talon: -
foundations: -
1: 9D KH 4C
2: TD
3: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS 5C 2C
4: KD QD JD 8D 7D 6D 5D 4D 3D 2D AD
5: KC QC JC TC 9C 8C 7C 6C 3C AC
6: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH
7:
"""
    p = pos(text)
    after = p.play(Move.parse("9D>2"))
    assert after.column(1) == ()
    assert [str(c) for c in after.column(2)] == ["TD", "9D", "KH", "4C"]


def test_same_column_is_not_a_move() -> None:
    p = pos(RUN_BY_DEAL)
    with pytest.raises(IllegalMoveError) as info:
        p.play(Move.parse("KS>4"))
    assert info.value.reason is IllegalReason.SAME_COLUMN


def test_target_ace_takes_nothing() -> None:
    p = pos(RUN_BY_DEAL)
    with pytest.raises(IllegalMoveError) as info:
        p.play(Move.parse("6S>6"))
    assert info.value.reason is IllegalReason.TARGET_IS_ACE
    assert "nothing goes on the Ace of spades" == str(info.value)


def test_card_in_talon_is_not_on_the_board() -> None:
    p = pos(RUN_BY_DEAL)
    with pytest.raises(IllegalMoveError) as info:
        p.play(Move.parse("AH>2"))
    assert info.value.reason is IllegalReason.UNKNOWN_CARD


def test_kings_may_go_to_each_empty_column() -> None:
    p = pos(RUN_BY_DEAL)
    assert "KC>7" in {str(m) for m in p.legal_moves()}


def test_won_after_four_removals() -> None:
    text = """
talon: -
foundations: S H D
1: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C
2: AC
3:
4:
5:
6:
7:
"""
    p = pos(text)
    assert not p.is_won and not p.is_stuck
    won = p.play(Move.parse("AC>1"))
    assert won.is_won and not won.is_stuck and won.legal_moves() == []
