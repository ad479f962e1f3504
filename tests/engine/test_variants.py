"""The Scorpion family (VARIANTS.md): names, deals, notation, saves, and the
worked examples, one test per rule they show; property tests over random
play in every one-deck variant."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorpion_qt.engine import (
    CARDS,
    CARDS4,
    DEAL,
    MAX_GAME_NUMBER,
    RESERVE,
    VARIANTS,
    Card,
    FromReserve,
    IllegalMoveError,
    IllegalReason,
    Move,
    Position,
    PositionError,
    PositionProblem,
    Removal,
    Rules,
    ToCell,
)

ONE_DECK = [name for name, r in VARIANTS.items() if r.decks == 1]
C = Card.parse


def mv(text: str, rules: Rules = CARDS4) -> Move:
    return Move.parse(text, rules)


def reason(p: Position, move: Move) -> IllegalReason:
    with pytest.raises(IllegalMoveError) as info:
        p.play(move)
    return info.value.reason


# ------------------------------------------------------------------ names
def test_the_family_has_the_seven_names_of_the_issue() -> None:
    assert set(VARIANTS) == {
        "cards4", "scorpion-ii", "wasp", "three-blind-mice", "scorpion-head", "scorpion-tail", "double-scorpion",
    }
    for name, rules in VARIANTS.items():
        assert rules.variant == name
    assert VARIANTS["cards4"] is CARDS4 and CARDS4 == Rules()


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_rules_survive_tokens_and_saves(name: str) -> None:
    for clear in (True, False):
        for any_time in (True, False):
            r = VARIANTS[name].with_options(clear, any_time)
            assert Rules.from_tokens(r.tokens()) == r
            assert Rules.from_dict(r.to_dict()) == r


def test_old_saves_without_a_variant_read_as_cards4() -> None:
    assert Rules.from_dict({"clear_complete_runs": True, "talon_any_time": True}) == CARDS4
    assert Rules.from_dict({}) == CARDS4
    assert Rules.from_dict({"clear_complete_runs": False}) == Rules(False, True)
    assert CARDS4.to_dict() == {"clear_complete_runs": True, "talon_any_time": True}
    assert Rules(False, False).tokens() == ["keep-runs", "traditional-talon"]


def test_bad_variant_names_are_refused() -> None:
    with pytest.raises(ValueError):
        Rules.from_dict({"variant": "hornet"})
    with pytest.raises(ValueError):
        Rules.from_dict({"variant": 3})
    with pytest.raises(ValueError):
        Rules.from_tokens(["wasp", "scorpion-ii"])
    assert Rules.from_tokens(["WASP", "keep-runs"]) == VARIANTS["wasp"].with_options(clear_complete_runs=False)


def test_rules_that_do_not_add_up_are_refused() -> None:
    with pytest.raises(ValueError):
        Rules(variant="x", talon=4)  # 53 cards
    with pytest.raises(ValueError):
        Rules(variant="x", columns=8)  # deal pattern of 7
    with pytest.raises(ValueError):
        Rules(variant="x", face_down=(7, 0, 0, 0, 0, 0, 0))  # a column ending face down


# ------------------------------------------------------------------ deals
LAYOUT = {
    # name: (cards per column, face-down per column, talon, reserve places)
    "cards4": ((7,) * 7, (3, 3, 3, 3, 0, 0, 0), 3, 0),
    "scorpion-ii": ((7,) * 7, (3, 3, 3, 0, 0, 0, 0), 3, 0),
    "wasp": ((7,) * 7, (3, 3, 3, 3, 0, 0, 0), 3, 0),
    "three-blind-mice": ((5,) * 10, (0,) * 7 + (3, 3, 3), 0, 2),
    "scorpion-head": ((8, 8, 8, 7, 7, 7, 7), (0, 0, 0, 4, 4, 4, 4), 0, 4),
    "scorpion-tail": ((7,) * 7, (3, 3, 3, 3, 0, 0, 0), 3, 0),
}


def cards_of(p: Position) -> list[int]:
    out = [c for col in p.columns for c in col] + list(p.talon) + [c for c in p.reserve if c is not None]
    return out + [c for run in p.removed_runs for c in run]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=MAX_GAME_NUMBER), st.sampled_from(ONE_DECK))
def test_every_deal_has_the_variants_layout(n: int, name: str) -> None:
    rules = VARIANTS[name]
    p = Position.deal(n, rules)
    sizes, down, talon, places = LAYOUT[name]
    assert sorted(cards_of(p)) == list(range(52))
    assert tuple(map(len, p.columns)) == sizes
    assert p.face_down == down
    assert len(p.talon) == talon
    assert len(p.reserve) == places
    assert sum(c is not None for c in p.reserve) == rules.reserve
    assert p.rules == rules and not p.foundations
    assert Position.from_text(p.to_text()) == p


@pytest.mark.parametrize("n", [1, 24, 2**63 - 1])
def test_cards4_deals_are_unchanged_and_name_no_variant(n: int) -> None:
    p = Position.deal(n, VARIANTS["cards4"])
    assert p == Position.deal(n)
    assert not p.to_text().startswith("rules:")


@pytest.mark.parametrize("name", [n for n in ONE_DECK if n != "cards4"])
def test_a_variants_text_names_its_game(name: str) -> None:
    p = Position.deal(24, VARIANTS[name])
    assert p.to_text().splitlines()[0] == f"rules: {name}"
    assert Position.from_text(p.to_text()).rules == VARIANTS[name]
    # the same cards under Cards4 are another position
    assert p != Position.deal(24)


def test_variants_lay_out_the_same_shuffle() -> None:
    """VARIANTS.md §1: the columns take the shuffled deck in turn, then the
    talon, then the reserve."""
    base = Position.deal(7)
    deck = [c for col in base.columns for c in col] + list(base.talon)
    mice = Position.deal(7, VARIANTS["three-blind-mice"])
    assert [c for col in mice.columns for c in col] == deck[:50]
    assert list(mice.reserve) == deck[50:]
    head = Position.deal(7, VARIANTS["scorpion-head"])
    assert [c for col in head.columns for c in col] == deck
    assert head.column(1) == tuple(deck[:8]) and head.column(4) == tuple(deck[24:31])


def test_scorpion_ii_worked_example() -> None:
    """VARIANTS.md §3: Cards4's cards of game 1, column 4 face up."""
    p = Position.deal(1, VARIANTS["scorpion-ii"])
    q = Position.deal(1)
    assert p.columns == q.columns and p.talon == q.talon
    assert p.face_down == (3, 3, 3, 0, 0, 0, 0) and sum(p.face_down) == 9


def test_double_scorpion_is_refused_in_words() -> None:
    rules = VARIANTS["double-scorpion"]
    assert (rules.decks, rules.columns, rules.talon, sum(rules.face_down)) == (2, 10, 4, 20)
    with pytest.raises(PositionError) as info:
        Position.deal(1, rules)
    assert info.value.problem is PositionProblem.NOT_PLAYABLE and "two-deck" in str(info.value)
    with pytest.raises(PositionError) as info:
        Position.from_text("rules: double-scorpion\ntalon: -\n")
    assert info.value.problem is PositionProblem.NOT_PLAYABLE and info.value.line == 1


# ------------------------------------------------------------------ moves notation
def test_move_notation_in_the_variants() -> None:
    mice, head = VARIANTS["three-blind-mice"], VARIANTS["scorpion-head"]
    with pytest.raises(ValueError):
        Move.parse("9D>8")  # Cards4 has 7 columns
    assert Move.parse("9D>10", mice) == Move(C("9D"), 10)
    with pytest.raises(ValueError):
        Move.parse("9D>11", mice)
    assert Move.parse("9d>R", head) == Move(C("9D"), RESERVE) and str(Move(C("9D"), RESERVE)) == "9D>r"
    for rules in (CARDS4, mice):
        with pytest.raises(ValueError):
            Move.parse("9D>r", rules)


# ------------------------------------------------------------------ Wasp
WASP = """
foundations: S C
1: (KD) KH QH JH TH 9H
2: QD 8H 3D JD
3: TD
4: 9D 8D 7D 6D 5D 4D 2D AD AH 3H 4H 5H 6H 7H 2H
"""


def test_wasp_worked_example() -> None:
    """VARIANTS.md §4: any card into an empty column, never a whole column."""
    wasp = VARIANTS["wasp"]
    cards4 = Position.from_text(WASP)
    p = Position.from_text("rules: wasp\n" + WASP)
    assert reason(cards4, mv("8H>5")) is IllegalReason.KING_NEEDED
    q = p.play(mv("8H>5", wasp))
    assert q.column(5) == (C("8H"), C("3D"), C("JD")) and q.column(2) == (C("QD"),)
    assert reason(p, mv("TD>5")) is IllegalReason.WHOLE_COLUMN_TO_EMPTY  # TD fills column 3
    assert reason(cards4, mv("TD>5")) is IllegalReason.KING_NEEDED
    for pos in (cards4, p):
        assert pos.is_legal(mv("KH>5"))
    assert mv("2H>6") in p.legal_moves() and mv("2H>6") not in cards4.legal_moves()
    assert mv("QD>5") not in p.legal_moves()  # QD is its column's base


# ------------------------------------------------------------------ Three Blind Mice
MICE = """
rules: three-blind-mice
reserve: KS 4H
foundations: C D
1: QS JS TS
2: 9S 8S 7S 6S
3: 5S 4S 3S 2S AS
4: KH QH JH
5: TH 9H 8H 7H
6: 6H 5H
7: 3H 2H AH
"""


def test_three_blind_mice_worked_example() -> None:
    """VARIANTS.md §5: the reserve plays out and never receives; no talon."""
    rules = VARIANTS["three-blind-mice"]
    p = Position.from_text(MICE)
    out = p.apply(mv("4H>6", rules))
    assert out.effects == (FromReserve(2, 6, C("4H")),)
    assert out.position.reserve == (C("KS"), None) and out.position.column(6)[-1] == C("4H")
    assert out.position.undo(out.effects) == p
    assert p.play(mv("KS>9", rules)).column(9) == (C("KS"),)
    assert reason(p, mv("4H>9", rules)) is IllegalReason.KING_NEEDED
    assert reason(p, Move(C("AH"), RESERVE)) is IllegalReason.NO_SUCH_COLUMN
    assert reason(p, DEAL) is IllegalReason.TALON_ALREADY_DEALT
    assert "reserve: KS 4H" in p.to_text()


# ------------------------------------------------------------------ Scorpion Head
HEAD = """
rules: scorpion-head
foundations: S H
1: KD
2: 9D 8D 7D 6D 5D 4D 3D 2D AD
3: KC QC JC TC
4: 8C 7C 6C 5C 4C 3C 2C AC
5: JD TD
7: 9C QD
"""


def test_scorpion_head_worked_example() -> None:
    """VARIANTS.md §6: four cells of one card each, end cards only."""
    rules = VARIANTS["scorpion-head"]
    p = Position.from_text(HEAD)
    assert p.reserve == (None,) * 4
    out = p.apply(mv("QD>r", rules))
    assert out.effects == (ToCell(7, 1, C("QD")),)
    q = out.position
    assert q.reserve == (C("QD"), None, None, None) and q.column(7) == (C("9C"),)
    assert q.undo(out.effects) == p
    assert reason(p, mv("9C>r", rules)) is IllegalReason.CELL_TAKES_ONE_CARD
    r = q.play(mv("9C>r", rules))
    assert r.reserve == (C("QD"), C("9C"), None, None) and r.column(7) == ()
    back = r.play(mv("QD>1", rules))  # from the cell onto KD
    assert back.column(1) == (C("KD"), C("QD")) and back.reserve == (None, C("9C"), None, None)
    assert reason(r, Move(C("9C"), RESERVE)) is IllegalReason.CELL_TAKES_ONE_CARD  # cell to cell
    full = r.play(mv("AD>r", rules)).play(mv("2D>r", rules))
    assert reason(full, mv("AC>r", rules)) is IllegalReason.CELLS_FULL
    assert not any(m.to_cell for m in full.legal_moves())
    assert Position.from_text(full.to_text()) == full


def test_scorpion_head_king_from_a_cell_into_an_empty_column() -> None:
    rules = VARIANTS["scorpion-head"]
    p = Position.from_text(HEAD.replace("1: KD\n", "1: JD TD KD\n").replace("5: JD TD\n", ""))
    q = p.play(mv("KD>r", rules))
    assert mv("KD>5", rules) in q.legal_moves()
    assert q.play(mv("KD>5", rules)).column(5) == (C("KD"),)


# ------------------------------------------------------------------ Scorpion Tail
def tail_position(extra: dict[int, str], foundations: str = "-") -> Position:
    """A Scorpion Tail position with the given columns, the other cards in
    columns 2, 3 and 7 in card order."""
    used = {C(t) for text in extra.values() for t in text.split()}
    if foundations != "-":
        used |= {C(t) for run in foundations.split() for t in run.split("-")}
    rest = [c for c in CARDS if c not in used]
    cols = {i: extra.get(i, "") for i in range(1, 8)}
    free = [i for i in (2, 3, 7) if i not in extra]
    for k, c in enumerate(rest):
        i = free[k % len(free)]
        cols[i] = (cols[i] + " " + str(c)).strip()
    body = "\n".join(f"{i}: {t}" for i, t in cols.items())
    return Position.from_text(f"rules: scorpion-tail\ntalon: -\nfoundations: {foundations}\n{body}\n")


def test_scorpion_tail_builds_in_alternate_colours() -> None:
    """VARIANTS.md §7: 9D goes on a black 10, not on a red one."""
    rules = VARIANTS["scorpion-tail"]
    p = tail_position({1: "KH TS", 4: "QH", 5: "5C 9D 4C", 6: "9H"})
    q = p.play(mv("9D>1", rules))
    assert q.column(1) == (C("KH"), C("TS"), C("9D"), C("4C"))
    assert reason(p, mv("9D>6", rules)) is IllegalReason.WRONG_COLOUR
    # the same-suit rule is gone: 8H does not go on 9H
    assert mv("8H>6", rules) not in p.legal_moves()
    # and every legal move follows the alternate rule
    for m in p.legal_moves():
        end = p.end_card(m.column)  # type: ignore[arg-type]
        if end is not None:
            assert end.rank == m.card.rank + 1 and end.suit.is_red != m.card.suit.is_red  # type: ignore[union-attr]


RUN = "KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS"


def test_scorpion_tail_removes_an_alternate_run() -> None:
    rules = VARIANTS["scorpion-tail"]
    head, tail = RUN.rsplit(" ", 2)[0], " ".join(RUN.split()[-2:])
    p = tail_position({1: head, 4: "KD " + tail})
    out = p.apply(mv("2D>1", rules))
    removal = [e for e in out.effects if isinstance(e, Removal)]
    assert len(removal) == 1 and removal[0].cards == tuple(map(C, RUN.split()))
    q = out.position
    assert q.column(1) == () and q.removed_runs == (tuple(map(C, RUN.split())),)
    assert "foundations: " + RUN.replace(" ", "-") in q.to_text()
    assert Position.from_text(q.to_text()) == q
    assert q.undo(out.effects) == p
    kept = p.with_rules(rules.with_options(clear_complete_runs=False)).play(mv("2D>1", rules))
    assert kept.column(1) == tuple(map(C, RUN.split())) and not kept.removed_runs


def test_scorpion_tail_foundations_must_be_runs() -> None:
    with pytest.raises(PositionError):
        tail_position({}, foundations="KS-QS-JS-TS-9S-8S-7S-6S-5S-4S-3S-2S-AS")
    with pytest.raises(PositionError):
        Position.from_text("rules: scorpion-tail\nfoundations: S\n")


# ------------------------------------------------------------------ random play
def building_rule_holds(p: Position, m: Move) -> bool:
    r = p.rules
    if m.is_deal or m.to_cell:
        return True
    assert m.card is not None and m.column is not None
    end = p.end_card(m.column)
    if end is None:
        return m.card.is_king or r.empty_column == "any"
    if end.rank != m.card.rank + 1:
        return False
    if r.build == "suit":
        return end.suit == m.card.suit
    return end.suit.is_red != m.card.suit.is_red


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(min_value=1, max_value=MAX_GAME_NUMBER),
    st.sampled_from(ONE_DECK),
    st.booleans(),
    st.booleans(),
    st.randoms(use_true_random=False),
)
def test_random_play_in_every_variant_keeps_every_invariant(n, name, clear, any_time, rng) -> None:  # type: ignore[no-untyped-def]
    rules = VARIANTS[name].with_options(clear, any_time)
    all_moves = [Move(c, col) for c in CARDS for col in range(0, min(rules.columns + 1, 10) + 1)] + [DEAL]
    p = Position.deal(n, rules)
    for _ in range(40):
        assert sorted(cards_of(p)) == list(range(52))
        assert Position.from_text(p.to_text()) == p
        legal = p.legal_moves()
        assert len(set(legal)) == len(legal)
        legal_set = set(legal)
        for m in all_moves:
            if m in legal_set:
                assert building_rule_holds(p, m), m
                out = p.apply(m)
                assert out.position.undo(out.effects) == p
            else:
                with pytest.raises(IllegalMoveError):
                    p.play(m)
        assert p.is_stuck == (not legal and not p.is_won)
        if not legal:
            break
        p = p.play(rng.choice(legal))
