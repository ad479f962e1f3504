"""The board's layout is a pure function of the view size and the position:
tested with numbers, no scene."""

from __future__ import annotations

import random

import pytest

from scorpion_qt.app.board.cardart import CARD_ASPECT, STRIP_INDEX_MIN
from scorpion_qt.app.board.layout import DOWN, MIN_DOWN, UP, Gap, Layout, card_places, gap_kinds
from scorpion_qt.engine import CARDS, Card, Move, Position, Suit

SIZES = [(1024, 420), (1100, 600), (1366, 600), (800, 500), (2560, 1250), (600, 900)]
# The board's share of a 1024x600 and a 1366x768 window under a window
# manager (menus, one tool bar row, column buttons and status bar taken off).
BOARD_1024, BOARD_1366 = (1024, 460), (1366, 628)
NOTICE = 36.0


def c(text: str) -> Card:
    return Card.parse(text)


def column(text: str) -> list[Card]:
    return [c(t) for t in text.split()]


def run(suit: str, high: int, n: int) -> list[Card]:
    """``n`` cards of ``suit`` in order from rank ``high`` down."""
    ranks = "A23456789TJQK"
    return [c(ranks[r - 1] + suit) for r in range(high, high - n, -1)]


def loose(n: int, seed: int = 1) -> list[Card]:
    """``n`` face-up cards no two of which are in sequence."""
    rng = random.Random(seed)
    out: list[Card] = []
    pool = list(CARDS)
    while len(out) < n:
        card = rng.choice(pool)
        if card in out or (out and out[-1].suit == card.suit and out[-1].rank == card.rank + 1):
            continue
        out.append(card)
    return out


def end_of(lay: Layout, offsets: list[float]) -> float:
    return lay.columns_y + sum(offsets) + lay.card_h


@pytest.mark.parametrize("size", SIZES)
def test_the_card_size_depends_on_the_view_alone(size: tuple[int, int]) -> None:
    lay = Layout.for_size(*size)
    assert Layout.for_size(*size) == lay
    # Nothing about the cards goes in: a long column changes its own offsets only.
    long = lay.column_offsets(loose(20), 3)
    assert end_of(lay, long) <= lay.bottom + 0.01
    assert Layout.for_size(*size).card_w == lay.card_w


@pytest.mark.parametrize("size", [BOARD_1024, BOARD_1366])
def test_a_fresh_deal_is_fanned_at_full_spacing(size: tuple[int, int]) -> None:
    lay = Layout.for_size(*size, reserve_left=70, reserve_bottom=NOTICE)
    cards = loose(9)
    offsets = lay.column_offsets(cards, 3)
    assert offsets[:3] == pytest.approx([DOWN * lay.card_h] * 3)
    assert offsets[3:] == pytest.approx([UP * lay.card_h] * 5)


@pytest.mark.parametrize("size,visible", [(BOARD_1024, 9.0), (BOARD_1366, 12.0)])
@pytest.mark.parametrize("face_down,face_up", [(3, 13), (3, 17), (0, 19), (2, 18)])
def test_a_long_loose_column_keeps_every_index_readable(
    size: tuple[int, int], visible: float, face_down: int, face_up: int
) -> None:
    lay = Layout.for_size(*size, reserve_left=70, reserve_bottom=NOTICE)
    cards = loose(face_down + face_up, seed=face_up)
    offsets = lay.column_offsets(cards, face_down)
    assert end_of(lay, offsets) <= lay.bottom + 0.01
    for i, o in enumerate(offsets):
        if i >= face_down:
            # What shows of a covered face-up card below where its index begins.
            assert o - 0.04 * lay.card_h >= visible - 0.01, (i, o)
        else:
            assert o >= MIN_DOWN * lay.card_h - 0.01


@pytest.mark.parametrize("size,visible", [(BOARD_1024, 9.0), (BOARD_1366, 12.0)])
def test_a_28_card_column_of_runs_fits_with_the_same_cards(size: tuple[int, int], visible: float) -> None:
    """Scorpion piles whole groups on one column: three runs and loose cards,
    28 in all, fit at the deal's card size; every covered card shows its
    rank and suit (rules.md §7): each loose card and each run's ends their
    index, the runs' inner cards a strip where a compact index fits (they
    had been 4 px slivers)."""
    lay = Layout.for_size(*size, reserve_left=70, reserve_bottom=NOTICE)
    cards = column("5S QS 3H") + run("H", 13, 8) + column("2C 4S") + run("C", 12, 7) + column("4D JS") + run("D", 13, 6)
    assert len(cards) == 28 and len(set(cards)) == 28
    offsets = lay.column_offsets(cards, 3)
    kinds = gap_kinds(cards, 3)
    assert end_of(lay, offsets) <= lay.bottom + 0.01
    for kind, o in zip(kinds, offsets):
        if kind in (Gap.RUN_END, Gap.LOOSE):
            assert o - 0.04 * lay.card_h >= visible - 0.01
        elif kind is Gap.RUN:
            assert o >= STRIP_INDEX_MIN
    assert Layout.for_size(*size, reserve_left=70, reserve_bottom=NOTICE).card_w == lay.card_w


def test_runs_are_told_from_loose_cards() -> None:
    cards = column("KH QH 9S") + run("D", 9, 4) + column("3C")
    # K♥ Q♥ is a pair (no inner card): loose. 9♦ 8♦ 7♦ 6♦: a run; 3♣ covers its end.
    assert gap_kinds(cards, 1) == [
        Gap.DOWN,
        Gap.LOOSE,
        Gap.LOOSE,
        Gap.RUN_END,
        Gap.RUN,
        Gap.RUN,
        Gap.RUN_END,
    ]
    # A face-down card never starts a run, even in sequence with the card above it.
    assert gap_kinds(column("KS QS JS TS"), 2) == [Gap.DOWN, Gap.DOWN, Gap.LOOSE]


def test_a_column_tightens_face_down_edges_before_any_face_up_card() -> None:
    lay = Layout.for_size(*BOARD_1024, reserve_left=70, reserve_bottom=NOTICE)
    room = lay.bottom - lay.columns_y - lay.card_h
    n = 1 + int((room - 3 * MIN_DOWN * lay.card_h) / (UP * lay.card_h))
    cards = loose(3 + n)
    offsets = lay.column_offsets(cards, 3)
    assert offsets[3:] == pytest.approx([UP * lay.card_h] * (n - 1))
    assert offsets[0] < DOWN * lay.card_h


def test_an_absurdly_long_column_still_ends_on_the_board() -> None:
    lay = Layout.for_size(*BOARD_1024, reserve_left=70, reserve_bottom=NOTICE)
    cards = loose(45)
    offsets = lay.column_offsets(cards, 6)
    assert end_of(lay, offsets) <= lay.bottom + 0.01
    assert all(o > 0 for o in offsets)


@pytest.mark.parametrize("size", SIZES)
def test_everything_lies_inside_the_view_without_overlap(size: tuple[int, int]) -> None:
    w, h = size
    lay = Layout.for_size(w, h, reserve_left=60, reserve_bottom=NOTICE)
    boxes = [(x, lay.columns_y, lay.card_w, lay.card_h) for x in lay.column_x]
    tp = lay.talon_pos()
    boxes.append((tp.x(), tp.y(), lay.card_w, lay.card_h))
    found = [lay.foundation_pos(s) for s in Suit]
    for x, y, bw, bh in boxes + [(p.x(), p.y(), lay.card_w, lay.card_h) for p in found]:
        assert 0 <= x and x + bw <= w + 0.01 and 0 <= y and y + bh <= lay.bottom + 0.01
    # The notice band lies below every pile.
    nx, ny, nw, nh = lay.notice_rect
    assert ny >= lay.bottom - 0.01 and ny + nh <= h + 0.01 and nh == NOTICE
    xs = sorted(lay.column_x)
    assert all(b - a >= lay.card_w for a, b in zip(xs, xs[1:]))
    piles = [(tp.x(), tp.y())] + [(f.x(), f.y()) for f in found]
    for i, (ax, ay) in enumerate(piles):
        for bx, by in piles[i + 1 :] + [(x, lay.columns_y) for x in lay.column_x]:
            assert not (abs(ax - bx) < lay.card_w and abs(ay - by) < lay.card_h), size


def test_a_wide_view_puts_talon_and_foundations_beside_the_columns_for_larger_cards() -> None:
    wide = Layout.for_size(1366, 600)
    assert wide.side
    assert wide.talon_pos().x() + wide.card_w <= min(wide.column_x)
    narrow = Layout.for_size(800, 900)
    assert not narrow.side
    assert narrow.columns_y >= narrow.top_y + narrow.card_h


def test_the_width_is_used() -> None:
    lay = Layout.for_size(1366, 600)
    used = max(lay.column_x) + lay.card_w - lay.talon_pos().x()
    assert used > 0.8 * 1366


def test_the_theme_shape_sets_the_card_height() -> None:
    lay = Layout.for_size(1100, 600, aspect=1.52)
    assert lay.card_h == pytest.approx(lay.card_w * 1.52)
    assert Layout.for_size(1100, 600).card_h == pytest.approx(Layout.for_size(1100, 600).card_w * CARD_ASPECT)


def test_talon_and_foundations_keep_their_places_from_the_deal_to_the_win() -> None:
    """Game 3's winning line: every pile's place and the card size stay put;
    only cards the move touched (and a column whose fan tightened) move."""
    from apphelpers import WINNING_LINE

    lay = Layout.for_size(*BOARD_1366, reserve_left=70, reserve_bottom=NOTICE)
    position = Position.deal(3)
    places = card_places(lay, position)
    for move in WINNING_LINE:
        move = move if isinstance(move, Move) else Move.parse(move)
        after = position.play(move)
        new = card_places(lay, after)
        touched = {i for i, (a, b) in enumerate(zip(position.columns, after.columns)) if a != b}
        for card, place in new.items():
            old = places[card]
            if old.point != place.point:
                where = after.find(card)
                moved_by_move = (
                    card in position.talon
                    or where.kind == "foundation"
                    or (where.kind == "column" and where.column - 1 in touched)
                )
                assert moved_by_move, (str(move), str(card))
        position, places = after, new
    assert position.is_won
    for suit in Suit:
        assert places[CARDS[int(suit) * 13 + 12]].point == lay.foundation_pos(suit)


# The variants' tables (VARIANTS.md §5, §6): ten columns and a reserve of 2,
# seven columns and 4 free cells, and Cards4's own, in every view size.
TABLES = [(10, 2), (7, 4), (10, 0), (7, 0)]


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("size", SIZES + [BOARD_1024, BOARD_1366])
def test_every_variants_piles_lie_inside_the_view_without_overlap(size: tuple[int, int], table: tuple[int, int]) -> None:
    w, h = size
    ncols, nplaces = table
    lay = Layout.for_size(w, h, reserve_left=60, reserve_bottom=NOTICE, columns=ncols, places=nplaces)
    assert len(lay.column_x) == ncols
    piles = [lay.place_pos(i) for i in range(nplaces)] or [lay.talon_pos()]
    piles += [lay.foundation_pos(s) for s in Suit]
    boxes = [(p.x(), p.y()) for p in piles] + [(x, lay.columns_y) for x in lay.column_x]
    for x, y in boxes:
        assert 0 <= x and x + lay.card_w <= w + 0.01 and 0 <= y and y + lay.card_h <= lay.bottom + 0.01, (size, table)
    for i, (ax, ay) in enumerate(boxes):
        for bx, by in boxes[i + 1 :]:
            assert not (abs(ax - bx) < lay.card_w - 0.01 and abs(ay - by) < lay.card_h - 0.01), (size, table)


def test_ten_columns_with_a_twenty_card_column_fit_at_1024_and_1366() -> None:
    """Three Blind Mice: a 20-card column (loose cards and a run) still ends
    above the notice band, each covered card's index showing, at the board
    sizes of a 1024×600 and a 1366×768 window."""
    cards = loose(8) + [x for x in run("S", 12, 12) if x not in loose(8)]
    cards = cards[:20]
    for size in (BOARD_1024, BOARD_1366):
        lay = Layout.for_size(*size, reserve_left=60, reserve_bottom=NOTICE, columns=10, places=2)
        offsets = lay.column_offsets(cards, 3)
        assert end_of(lay, offsets) <= lay.bottom + 0.01
        assert min(offsets) >= lay.gap_range(Gap.RUN)[0] - 0.01
        assert lay.card_w >= 50, size  # ten columns, cards still read


def test_a_variants_card_size_stays_from_the_deal_to_a_long_column() -> None:
    """The rules fix the table: the card size and the piles' places are the
    same for every position of the game (only the view size and the rules go in)."""
    from scorpion_qt.engine import VARIANTS

    rules = VARIANTS["scorpion-head"]
    lay = Layout.for_size(*BOARD_1366, columns=rules.columns, places=rules.reserve_slots)
    position = Position.deal(5, rules)
    places = card_places(lay, position)
    for i, held in enumerate(position.reserve):
        assert held is None  # four empty cells
    move = next(m for m in position.legal_moves() if m.to_cell)
    after = position.play(move)
    new = card_places(lay, after)
    assert move.card is not None and new[move.card].point == lay.place_pos(0) and new[move.card].face_up
    assert all(new[c] == places[c] for c in places if c != move.card and after.find(c).kind == "column"
               and after.find(c).column != position.find(move.card).column)


@pytest.mark.parametrize("size", [BOARD_1024, BOARD_1366])
def test_the_inner_cards_of_a_run_in_a_mid_game_column_show_their_index(size: tuple[int, int]) -> None:
    """Game 24 after 11 actions of its winning line: column 1 holds 6♠ 5♠ 4♠
    above a dozen loose cards. The 5♠ had been drawn as a 4 px sliver with
    no index while the loose cards kept theirs (rules.md §7: covered cards
    show their rank and suit); now every covered card's strip holds at least
    a compact index."""
    p = Position.deal(24)
    for text in "deal 8D>2 2D>3 6C>5 5S>1 2H>2 4S>1 7C>6 JD>5 8C>7 KS>6".split():
        p = p.play(Move.parse(text))
    lay = Layout.for_size(*size, reserve_left=70, reserve_bottom=NOTICE)
    col, down = p.columns[0], p.face_down[0]
    assert [str(c) for c in col[down:down + 3]] == ["6S", "5S", "4S"]
    offsets = lay.column_offsets(col, down)
    assert lay.columns_y + sum(offsets) + lay.card_h <= lay.bottom + 0.01
    kinds = gap_kinds(col, down)
    assert Gap.RUN in kinds
    for kind, o in zip(kinds, offsets):
        if kind is not Gap.DOWN:
            assert o >= STRIP_INDEX_MIN, (kind, o)


def test_every_column_is_laid_out_at_every_view_size() -> None:
    """Tightening a column always ends, at any view size (a window being
    built went through sizes at which the fan's loop had spun forever), and
    the column then ends above the bottom or is squeezed evenly."""
    rng = random.Random(7)
    columns = [column("5S QS 3H") + run("H", 13, 8) + column("2C 4S") + run("C", 12, 7) + column("4D JS") + run("D", 13, 6)]
    columns += [loose(3 + n, seed=n) for n in range(10, 46, 5)]
    for _ in range(400):
        w, h = rng.randint(1, 1600), rng.randint(1, 1200)
        lay = Layout.for_size(w, h, reserve_left=rng.choice([0, 70]), reserve_bottom=rng.choice([0.0, NOTICE]),
                              notice_over=rng.choice([0.0, 34.0]))
        for cards in columns:
            offsets = lay.column_offsets(cards, 3)
            assert len(offsets) == len(cards) - 1 and all(o >= 0 for o in offsets)
            assert lay.columns_y + sum(offsets) <= max(lay.bottom - lay.card_h, lay.columns_y) + 0.01
