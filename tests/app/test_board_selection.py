"""The marks a selection puts on the board, computed without a scene
(board/selection.py)."""

from __future__ import annotations

from scorpion_qt.app.board.gestures import destinations
from scorpion_qt.app.board.selection import Selection, marks
from scorpion_qt.engine import DEAL, Card, Move, Position

GAME = 6


def test_nothing_held_marks_nothing() -> None:
    assert marks(Position.deal(GAME), Selection()).cards == {}
    assert marks(None, Selection(Card.parse("QD"))).columns == {}


def test_the_selected_group_is_lifted_and_its_destinations_outlined() -> None:
    p = Position.deal(GAME)
    card = Card.parse("QD")
    m = marks(p, Selection(card))
    group = set(p.group(card))
    assert m.lifted == group
    assert all(m.cards[c] == {"selected"} for c in group)
    assert {i + 1 for i, kind in m.columns.items() if kind == "target"} == set(destinations(p, card))


def test_a_hint_marks_its_group_and_destination_and_the_deal_marks_the_talon() -> None:
    p = Position.deal(GAME)
    move = next(m for m in p.legal_moves() if m.card is not None and len(p.group(m.card)) > 1)
    m = marks(p, Selection(hint=move))
    # The whole group that would move (a helper saw the lead card's outline
    # end half-way down a group of four and took it for the group).
    assert m.cards == {c: frozenset({"hint"}) for c in p.group(move.card)} and m.columns == {move.column - 1: "hint"}
    deal = marks(p, Selection(hint=DEAL))
    assert set(deal.cards) == set(p.talon) and deal.columns == {0: "hint", 1: "hint", 2: "hint"}


def test_the_armed_talon_lights_up_and_outlines_columns_1_to_3() -> None:
    m = marks(Position.deal(GAME), Selection(armed=True))
    assert m.talon_lit and m.columns == {0: "target", 1: "target", 2: "target"}


def test_the_keyboard_focus_shows_only_when_shown() -> None:
    p = Position.deal(GAME)
    end = p.columns[4][-1]
    assert marks(p, Selection(), focus_column_index=4, focus_card=end, focus_shown=False).cards == {}
    shown = marks(p, Selection(), focus_column_index=4, focus_card=end, focus_shown=True)
    assert shown.cards == {end: frozenset({"focus"})} and shown.covered_focus is None
    covered = p.columns[4][-2]
    on_covered = marks(p, Selection(), focus_column_index=4, focus_card=covered, focus_shown=True)
    assert on_covered.covered_focus == covered and on_covered.cards == {}  # its strip's ring shows it


def test_the_focus_on_an_empty_column_outlines_the_column() -> None:
    from apphelpers import WINNING_LINE

    p = Position.deal(3)
    for text in WINNING_LINE:
        p = p.play(Move.parse(text))
        if any(not col for col in p.columns):
            break
    empty = next(i for i, col in enumerate(p.columns) if not col)
    m = marks(p, Selection(), focus_column_index=empty, focus_card=None, focus_shown=True)
    assert m.columns[empty] == "focus"
