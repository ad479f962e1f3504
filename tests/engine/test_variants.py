"""The Scorpion family (VARIANTS.md): names, deals, notation, saves, and the
worked examples, one test per rule they show; property tests over random
play in every variant (Double Scorpion's two decks included)."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorpion_qt.engine import (
    CARDS,
    CARDS4,
    DEAL,
    MAX_GAME_NUMBER,
    RESERVE,
    SECOND_COPIES,
    TWO_DECK_CARDS,
    VARIANTS,
    Card,
    FromReserve,
    GroupMove,
    IllegalMoveError,
    IllegalReason,
    Move,
    Position,
    PositionError,
    PositionProblem,
    Removal,
    Rules,
    Suit,
    ToCell,
    card_name,
    complete_run,
)
from scorpion_qt.engine.numbers import shuffled_deck

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
    "double-scorpion": ((10,) * 10, (4,) * 5 + (0,) * 5, 4, 0),
}


def cards_of(p: Position) -> list[int]:
    out = [c for col in p.columns for c in col] + list(p.talon) + [c for c in p.reserve if c is not None]
    return out + [c for run in p.removed_runs for c in run]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=MAX_GAME_NUMBER), st.sampled_from(sorted(VARIANTS)))
def test_every_deal_has_the_variants_layout(n: int, name: str) -> None:
    rules = VARIANTS[name]
    p = Position.deal(n, rules)
    sizes, down, talon, places = LAYOUT[name]
    assert sorted(cards_of(p)) == list(range(52 * rules.decks))
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


@pytest.mark.parametrize("name", [n for n in VARIANTS if n != "cards4"])
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


# ------------------------------------------------------------------ two decks
DOUBLE = VARIANTS["double-scorpion"]


def C2(text: str) -> Card:
    """A card in two-deck notation (``9D'`` is the second copy)."""
    return Card.parse(text, decks=2)


def splitmix_shuffle(n: int, size: int) -> list[int]:
    """numbers.py's shuffle as its docstring tells it, written again from the
    text for ``size`` cards (the reference for the 104-card extension)."""
    mask = (1 << 64) - 1
    state = n

    def draw() -> int:
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        return z ^ (z >> 31)

    deck = list(range(size))
    for i in range(size - 1, 0, -1):
        while True:
            x = draw()
            if x < (1 << 64) - (1 << 64) % (i + 1):
                break
        j = x % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def test_a_second_copy_is_a_card_of_its_own_with_the_first_ones_face() -> None:
    """VARIANTS.md §8: ``9D'`` is the second 9D; int 52..103, equal only to
    itself, drawn and named by its face (the first copy, int 0..51)."""
    first, second = C("9D"), C2("9D'")
    assert second != first and second is SECOND_COPIES[int(first)] is TWO_DECK_CARDS[int(second)]
    assert int(second) == 52 + int(first) and second.face is first and first.face is first
    assert (second.rank, second.suit, second.symbol_text) == (first.rank, first.suit, first.symbol_text)
    assert (first.copy, second.copy) == (0, 1)
    assert str(second) == "9D'" and C2("9♦'") is C2(" 9d' ") is second and C2("9D") is first
    assert Card.of(9, Suit.DIAMONDS, copy=1) is second and second.successor is C2("TD'")
    assert pickle.loads(pickle.dumps(second)) is second
    assert complete_run(Suit.DIAMONDS, 1)[0] is C2("KD'") and len(CARDS) == 52
    assert card_name(second) == "9 of diamonds (second copy)" and card_name(first) == "9 of diamonds"
    assert len({first, second}) == 2


def test_double_scorpion_deal_layout() -> None:
    """VARIANTS.md §8: 10 columns of 10, the 4 base cards of columns 1–5
    face down, a talon of 4; both decks shuffled together by numbers.py's
    shuffle run over 104 cards."""
    p = Position.deal(1, DOUBLE)
    assert tuple(map(len, p.columns)) == (10,) * 10 and len(p.talon) == 4
    assert p.face_down == (4, 4, 4, 4, 4, 0, 0, 0, 0, 0) and sum(p.face_down) == 20
    assert sorted(cards_of(p)) == list(range(104))
    assert [int(c) for col in p.columns for c in col] + [int(c) for c in p.talon] == splitmix_shuffle(1, 104)
    assert shuffled_deck(1) == splitmix_shuffle(1, 52) == shuffled_deck(1, 1)
    # the worked example of game 1
    assert p.to_text().splitlines()[:4] == [
        "rules: double-scorpion", "talon: JH' AS 4D 7C'", "foundations: -",
        "1: (6D) (7D') (JS) (8S) KC 7H 6C' 8S' 6S 9S'",
    ]
    assert p.column(10) == tuple(map(C2, "QH' 3D 8C QS 3H 8H' TH' KH' JH TS'".split()))
    assert Position.from_text(p.to_text()) == p
    # both copies of 5H are movable onto 6H (column 4)
    assert {str(m) for m in p.legal_moves() if m.column == 4} == {"5H>4", "5H'>4"}
    q = p.play(DEAL)
    assert not q.talon and [q.end_card(i) for i in range(1, 5)] == list(map(C2, "JH' AS 4D 7C'".split()))
    assert q.column(5) == p.column(5)


def small_double(columns: dict[int, str], foundations: str, extra: str = "") -> Position:
    lines = ["rules: double-scorpion" + extra, "talon: -", f"foundations: {foundations}"]
    lines += [f"{i}: {cards}" for i, cards in columns.items()]
    return Position.from_text("\n".join(lines) + "\n")


# diamonds of both decks on the board, the other six runs removed
EXAMPLE = {
    1: "KD QD JD' 9D 5D",
    2: "KD' QD' 9D' 4D'",
    3: "JD TD' 8D 7D 6D' 3D 2D AD",
    4: "TD",
    5: "8D' 7D' 6D 5D' 4D 3D' 2D' AD'",
}


def test_double_scorpion_moves_name_the_copy() -> None:
    """VARIANTS.md §8: 9D and 9D' both go on TD; ``9D'>4`` moves the second
    copy with its companion 4D' and leaves the first where it is."""
    p = small_double(EXAMPLE, "S S H H C C")
    assert p.foundations == (Suit.SPADES, Suit.SPADES, Suit.HEARTS, Suit.HEARTS, Suit.CLUBS, Suit.CLUBS)
    legal = {str(m) for m in p.legal_moves()}
    assert {"9D>4", "9D'>4"} <= legal
    move = Move.parse("9D'>4", DOUBLE)
    assert move.card is C2("9D'") and str(move) == "9D'>4" and move != Move.parse("9D>4", DOUBLE)
    out = p.apply(move)
    q = out.position
    assert out.effects == (GroupMove(2, 4, (C2("9D'"), C2("4D'"))),)
    assert q.column(4) == (C("TD"), C2("9D'"), C2("4D'")) and q.column(2) == (C2("KD'"), C2("QD'"))
    assert q.column(1)[-2:] == (C("9D"), C("5D"))
    assert "4: TD 9D' 4D'" in q.to_text() and Position.from_text(q.to_text()) == q
    assert q.undo(out.effects) == p
    # a first copy builds on a second copy too, and a King of either deck fills an empty column
    assert q.is_legal(Move.parse("8D>4", DOUBLE)) is False  # 4D' is the end of column 4
    assert p.play(Move.parse("9D>4", DOUBLE)).column(4) == (C("TD"), C("9D"), C("5D"))
    r = small_double({**EXAMPLE, 1: "9D 5D KD QD JD'", 4: "", 6: "TD"}, "S S H H C C")
    kings = {str(m) for m in r.legal_moves() if m.card is not None and m.card.is_king}
    assert kings == {f"KD>{i}" for i in (4, 7, 8, 9, 10)}  # KD' fills its whole column 2
    assert p.is_legal(Move.parse("4D'>1", DOUBLE))  # the second 4D on the first 5D
    assert reason(p, Move.parse("9D'>1", DOUBLE)) is IllegalReason.WRONG_RANK


def test_double_scorpion_runs_mix_the_copies_and_eight_win() -> None:
    """VARIANTS.md §8: like PySolFC (isSameSuitSequence compares rank and
    suit only) a complete run is any K..A of one suit, whichever deck each
    card comes from; the game is won when 8 runs have left."""
    mixed = "KD QD' JD TD' 9D 8D' 7D 6D' 5D 4D' 3D 2D'"
    p = small_double({1: mixed, 2: "AD"}, "S S H H C C D")
    assert not p.is_won and not p.is_stuck
    out = p.apply(Move.parse("AD>1", DOUBLE))
    won = out.position
    run = tuple(map(C2, (mixed + " AD").split()))
    assert out.effects[-1] == Removal(1, Suit.DIAMONDS, run) and out.effects[-1].one_suit
    assert won.is_won and not won.is_stuck and len(won.removed_runs) == DOUBLE.runs == 8
    assert "foundations: S S H H D D C C" in won.to_text()
    assert Position.from_text(won.to_text()) == won
    assert won.undo(out.effects) == p
    # the one diamond run already removed is the other copy of each rank
    assert p.removed_runs[4] == tuple(map(C2, "KD' QD JD' TD 9D' 8D 7D' 6D 5D' 4D 3D' 2D AD'".split()))
    # with keep-runs the runs stay, and the game is won when the eighth stands complete
    kept = small_double({1: mixed + " AD"}, "S S H H C C D", " keep-runs")
    assert kept.is_won and kept.removed_runs == p.removed_runs
    # a run of one deck alone is a run too
    pure = small_double({1: " ".join(str(c) for c in complete_run(Suit.DIAMONDS, 1)[:-1]), 2: "AD'"}, "S S H H C C D")
    assert pure.play(Move.parse("AD'>1", DOUBLE)).is_won


def test_double_scorpion_stuck() -> None:
    p = small_double({1: "(KD) (QD') (JD) (TD') (9D) (8D') (7D) (6D') (5D) (4D') (3D) 2D' AD"}, "S S H H C C D")
    assert p.legal_moves() == [] and p.is_stuck and not p.is_won


def test_second_copies_only_in_two_deck_games() -> None:
    """The notation's errors (VARIANTS.md §1, §8): a second copy in a
    one-deck game, and a two-deck text whose cards do not add up."""
    text = Position.deal(1).to_text().replace("1: (", "1: (9D') (", 1)
    with pytest.raises(PositionError) as info:
        Position.from_text(text)
    err = info.value
    assert err.problem is PositionProblem.UNKNOWN_CARD and err.subject == "9D'" and err.line == 3
    assert "second copy" in str(err) and "two-deck" in str(err)
    with pytest.raises(ValueError, match="second copy"):
        Card.parse("9D'")
    with pytest.raises(ValueError, match="unknown card"):
        Card.parse("9X'", decks=2)
    with pytest.raises(ValueError, match="second copy"):
        Move.parse("9D'>4")
    with pytest.raises(ValueError, match="second copy"):
        Move.parse("9D'>4", VARIANTS["wasp"])
    with pytest.raises(PositionError, match="second copy"):
        Position([[C2("9D'")]] + [[]] * 6, [0] * 7)
    with pytest.raises(IllegalMoveError) as played:
        Position.deal(1).play(Move(C2("9D'"), 4))
    assert played.value.reason is IllegalReason.UNKNOWN_CARD

    def problem(columns: dict[int, str], foundations: str) -> PositionProblem:
        with pytest.raises(PositionError) as info:
            small_double(columns, foundations)
        return info.value.problem

    assert problem(EXAMPLE, "S S H H C C D D D") is PositionProblem.REPEATED_SUIT
    assert problem(EXAMPLE, "S S H H C C D") is PositionProblem.SUIT_ON_BOARD  # both copies of every rank on the board
    assert problem({**EXAMPLE, 4: "TD 9D'"}, "S S H H C C") is PositionProblem.DUPLICATE
    with pytest.raises(PositionError) as info:
        small_double({**EXAMPLE, 2: "KD' QD' 4D'"}, "S S H H C C")
    assert info.value.problem is PositionProblem.MISSING and info.value.cards == (C2("9D'"),)
    with pytest.raises(PositionError) as info:
        small_double({**EXAMPLE, 4: "TD 9D''"}, "S S H H C C")
    assert info.value.problem is PositionProblem.UNKNOWN_CARD and info.value.subject == "9D''"


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
    st.sampled_from(sorted(VARIANTS)),
    st.booleans(),
    st.booleans(),
    st.randoms(use_true_random=False),
)
def test_random_play_in_every_variant_keeps_every_invariant(n, name, clear, any_time, rng) -> None:  # type: ignore[no-untyped-def]
    rules = VARIANTS[name].with_options(clear, any_time)
    # second copies too: never legal in a one-deck game
    all_moves = [Move(c, col) for c in TWO_DECK_CARDS for col in range(0, min(rules.columns + 1, 10) + 1)] + [DEAL]
    p = Position.deal(n, rules)
    for _ in range(40):
        assert sorted(cards_of(p)) == list(range(52 * rules.decks))
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
