"""Keyboard navigation decided without a window (board/keyboard.py)."""

from __future__ import annotations

from scorpion_qt.app.board.keyboard import Focus, Step, clamp, focused_card, step
from scorpion_qt.engine import Position

GAME = 6


def test_left_and_right_wrap_round_and_land_on_the_end_card() -> None:
    p = Position.deal(GAME)
    assert step(p, Focus(0), Step.LEFT) == (Focus(6), None)
    assert step(p, Focus(6, 4), Step.RIGHT) == (Focus(0), None)
    assert focused_card(p, Focus(3)) == p.columns[3][-1]


def test_up_walks_the_face_up_cards_and_stops_at_the_highest(qapp) -> None:  # type: ignore[no-untyped-def]
    p = Position.deal(GAME)
    col = p.columns[0]
    down = p.face_down[0]
    focus, said = step(p, Focus(0), Step.UP)
    assert focused_card(p, focus) == col[-2] and said is None
    focus = Focus(0, down)
    again, said = step(p, focus, Step.UP)
    assert again == focus and said == "No face-up card above this one."
    assert focused_card(p, step(p, focus, Step.DOWN)[0]) == col[down + 1]


def test_home_and_end(qapp) -> None:  # type: ignore[no-untyped-def]
    p = Position.deal(GAME)
    down = p.face_down[1]
    assert step(p, Focus(1), Step.HOME)[0] == Focus(1, down)
    assert step(p, Focus(1, down), Step.END)[0] == Focus(1)


def test_face_down_cards_are_never_focused() -> None:
    p = Position.deal(GAME)
    assert clamp(p, 0, 0) == Focus(0, p.face_down[0])
    assert clamp(p, 9, -1) == Focus(6)
    assert clamp(p, 2, 99) == Focus(2)  # past the end: the end card


def test_next_movable_walks_the_cards_with_a_legal_move_round_the_board() -> None:
    from scorpion_qt.app.board.keyboard import movable_cards, next_movable

    p = Position.deal(GAME)
    movable = movable_cards(p)
    assert movable and all(any(m.card == c for m in p.legal_moves()) for c in movable)
    focus, seen = Focus(6), []
    for _ in movable:
        nxt = next_movable(p, focus)
        assert nxt is not None
        focus = nxt
        seen.append(focused_card(p, focus))
    assert seen == movable  # from column 1's base on, each once, in board order
    assert focused_card(p, next_movable(p, focus)) == movable[0]  # round again
    assert focused_card(p, next_movable(p, Focus(0, 0), backward=True)) == movable[-1]


def test_next_destination_goes_round_the_held_cards_columns() -> None:
    from scorpion_qt.app.board.keyboard import next_destination

    p = Position.deal(GAME)
    move = next(m for m in p.legal_moves() if m.card is not None)
    place = p.find(move.card)
    f = next_destination(p, move.card, Focus(place.column - 1))
    dests = sorted({m.column for m in p.legal_moves() if m.card == move.card})
    assert f is not None and f.column_index + 1 in dests and f.depth == -1
    stuck = next((c for ci, col in enumerate(p.columns) for c in col[p.face_down[ci]:]
                  if not any(m.card == c for m in p.legal_moves())), None)
    if stuck is not None:
        assert next_destination(p, stuck, Focus(0)) is None


def test_page_down_in_scorpion_head_passes_over_cards_that_could_only_go_to_a_free_cell() -> None:
    """With a free cell empty every end card could go there; Page Down stops
    only on the cards that can go onto a column, and on the cards that could
    only go to a cell when no card can go anywhere else."""
    from scorpion_qt.app.board.keyboard import movable_cards, next_movable
    from scorpion_qt.engine import VARIANTS

    p = Position.deal(2, VARIANTS["scorpion-head"])
    moves = p.legal_moves()
    building = {m.card for m in moves if not m.to_cell}
    only_to_cell = {m.card for m in moves if m.to_cell} - building
    assert building and only_to_cell  # the deal has both kinds
    movable = movable_cards(p)
    assert set(movable) == building
    focus, seen = Focus(0, 0), set()
    for _ in range(len(movable) + 1):
        focus = next_movable(p, focus)
        assert focus is not None
        seen.add(focused_card(p, focus))
    assert seen == building and not seen & only_to_cell
    # Play building moves until none is left: then only free-cell moves
    # remain, and Page Down stops on the cards that can go to a cell.
    q = p
    for _ in range(300):
        builds = [m for m in q.legal_moves() if m.card is not None and not m.to_cell]
        if not builds:
            break
        q = q.play(builds[-1])
    to_cell = {m.card for m in q.legal_moves() if m.to_cell}
    assert not builds and to_cell
    assert set(movable_cards(q)) == to_cell


def test_page_down_in_wasp_passes_over_cards_that_could_only_go_into_an_empty_column() -> None:
    """In Wasp an empty column takes any face-up card: Page Down stops on
    the cards that build on another card, not on every face-up card."""
    from scorpion_qt.app.board.keyboard import movable_cards
    from scorpion_qt.engine import VARIANTS

    from scorpion_qt.solver import solve

    p = Position.deal(3, VARIANTS["wasp"])
    for m in solve(p, time_limit_s=10).moves:  # the winning line, until a column is empty
        if any(not col for col in p.columns):
            break
        p = p.play(m)
    assert any(not col for col in p.columns)
    moves = [m for m in p.legal_moves() if m.card is not None]
    building = {m.card for m in moves if p.columns[m.column - 1]}
    parking = {m.card for m in moves} - building
    assert building and parking
    assert set(movable_cards(p)) == building
