"""The board's layout is a pure function of the view size: tested with numbers, no scene."""

from __future__ import annotations

import pytest

from scorpion_qt.app.board.cardart import CARD_ASPECT
from scorpion_qt.app.board.layout import MIN_CARD_W, MIN_DOWN, MIN_UP, UP, Layout
from scorpion_qt.engine import Suit

SIZES = [(1024, 420), (1100, 600), (1366, 600), (800, 500), (2560, 1250), (600, 900)]


@pytest.mark.parametrize("size", SIZES)
def test_card_size_stays_while_a_long_column_can_still_show_every_index(size: tuple[int, int]) -> None:
    fresh = Layout.for_size(*size, [(3, 4)] * 7)
    assert (Layout.for_size(*size).card_w, Layout.for_size(*size).card_h) == (fresh.card_w, fresh.card_h)
    room = (fresh.bottom - fresh.columns_y - fresh.card_h) / fresh.card_h
    # The longest column that still fits with whole indexes at this size.
    up = 1 + int((room - 3 * MIN_DOWN) / MIN_UP)
    if up >= 2:
        fits = Layout.for_size(*size, [(3, 4)] * 6 + [(3, up)])
        assert (fits.card_w, fits.card_h) == (fresh.card_w, fresh.card_h)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("face_down,face_up", [(3, 13), (3, 17), (0, 24), (2, 20)])
def test_a_column_too_long_for_whole_indexes_shrinks_the_cards_just_enough(
    size: tuple[int, int], face_down: int, face_up: int
) -> None:
    fresh = Layout.for_size(*size)
    lay = Layout.for_size(*size, [(3, 4)] * 6 + [(face_down, face_up)])
    assert lay.side == fresh.side  # the arrangement never follows the cards
    assert lay.card_w <= fresh.card_w
    down, up = lay.fan(face_down, face_up)
    end = lay.columns_y + face_down * down + (face_up - 1) * up + lay.card_h
    assert end <= lay.bottom + 0.01
    if lay.card_w > MIN_CARD_W:
        assert up >= MIN_UP * lay.card_h - 0.01  # every covered card shows its whole index
    if lay.card_w < fresh.card_w:
        # Just enough: cards a tenth larger would not show every index.
        bigger = lay.card_h * 1.1
        room = lay.bottom - lay.columns_y - bigger - (0.1 * lay.card_h if not lay.side else 0)
        assert face_down * MIN_DOWN * bigger + (face_up - 1) * MIN_UP * bigger > room - 0.01


@pytest.mark.parametrize("size", SIZES)
def test_everything_lies_inside_the_view_without_overlap(size: tuple[int, int]) -> None:
    w, h = size
    lay = Layout.for_size(w, h, reserve_left=60)
    boxes = [(x, lay.columns_y, lay.card_w, lay.card_h) for x in lay.column_x]
    tp = lay.talon_pos()
    boxes.append((tp.x(), tp.y(), lay.card_w, lay.card_h))
    found = [lay.foundation_pos(s) for s in Suit]
    for x, y, bw, bh in boxes + [(p.x(), p.y(), lay.card_w, lay.card_h) for p in found]:
        assert 0 <= x and x + bw <= w + 0.01 and 0 <= y and y + bh <= h + 0.01
    # The columns do not overlap one another, nor the talon.
    xs = sorted(lay.column_x)
    assert all(b - a >= lay.card_w for a, b in zip(xs, xs[1:]))
    # The talon and the four foundations are five separate piles, apart from the columns.
    piles = [(tp.x(), tp.y())] + [(f.x(), f.y()) for f in found]
    for i, (ax, ay) in enumerate(piles):
        for bx, by in piles[i + 1 :] + [(x, lay.columns_y) for x in lay.column_x]:
            assert not (abs(ax - bx) < lay.card_w and abs(ay - by) < lay.card_h), size
    for x in lay.column_x:
        overlap_x = x < tp.x() + lay.card_w and tp.x() < x + lay.card_w
        overlap_y = lay.columns_y < tp.y() + lay.card_h and tp.y() < lay.columns_y + lay.card_h
        assert not (overlap_x and overlap_y)


def test_a_wide_view_puts_talon_and_foundations_beside_the_columns_for_larger_cards() -> None:
    wide = Layout.for_size(1366, 600)
    assert wide.side
    # The strip is left of every column, and the cards are larger than a row above would allow.
    assert wide.talon_pos().x() + wide.card_w <= min(wide.column_x)
    narrow = Layout.for_size(800, 900)
    assert not narrow.side
    assert narrow.columns_y >= narrow.top_y + narrow.card_h


def test_the_width_is_used() -> None:
    lay = Layout.for_size(1366, 600)
    used = max(lay.column_x) + lay.card_w - lay.talon_pos().x()
    assert used > 0.8 * 1366


@pytest.mark.parametrize("face_down,face_up", [(3, 6), (3, 12), (0, 19), (3, 17)])
def test_a_long_column_compresses_its_fan_to_end_above_the_bottom(face_down: int, face_up: int) -> None:
    lay = Layout.for_size(1100, 600)
    down, up = lay.fan(face_down, face_up)
    end = lay.columns_y + face_down * down + (face_up - 1) * up + lay.card_h
    assert end <= lay.bottom + 0.01
    if face_down * MIN_DOWN + (face_up - 1) * MIN_UP <= (lay.bottom - lay.columns_y - lay.card_h) / lay.card_h:
        assert up >= MIN_UP * lay.card_h - 0.01  # the whole corner index stays visible


def test_a_fresh_deal_is_fanned_at_full_spacing() -> None:
    lay = Layout.for_size(1100, 600)
    assert lay.fan(3, 6)[1] == pytest.approx(UP * lay.card_h)


def test_the_theme_shape_sets_the_card_height() -> None:
    lay = Layout.for_size(1100, 600, aspect=1.52)
    assert lay.card_h == pytest.approx(lay.card_w * 1.52)
    assert Layout.for_size(1100, 600).card_h == pytest.approx(Layout.for_size(1100, 600).card_w * CARD_ASPECT)
