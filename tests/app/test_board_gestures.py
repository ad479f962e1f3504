"""What a tap, a press or a column key means, decided without a window
(board/gestures.py): the engine's positions in, an intent out."""

from __future__ import annotations

import pytest

from scorpion_qt.app.board import gestures
from scorpion_qt.app.board.gestures import ArmTalon, Clear, Play, Say, Select
from scorpion_qt.engine import DEAL, Card, Move, Position

GAME = 6


def c(text: str) -> Card:
    return Card.parse(text)


@pytest.fixture
def deal() -> Position:
    return Position.deal(GAME)


def face_up(position: Position) -> list[Card]:
    return [card for ci, col in enumerate(position.columns) for card in col[position.face_down[ci]:]]


def face_down(position: Position) -> list[Card]:
    return [card for ci, col in enumerate(position.columns) for card in col[: position.face_down[ci]]]


def test_a_tap_on_a_face_up_card_selects_it(deal: Position) -> None:
    card = face_up(deal)[0]
    assert gestures.tap(deal, None, card, deal.find(card).column) == Select(card)


def test_a_tap_on_a_face_down_card_without_a_selection_says_it_cannot_move(qapp, deal: Position) -> None:  # type: ignore[no-untyped-def]
    card = face_down(deal)[0]
    intent = gestures.tap(deal, None, card, deal.find(card).column)
    assert intent == Say("A face-down card cannot be moved.")


def test_a_tap_on_a_face_down_card_under_the_selection_is_a_destination(deal: Position) -> None:
    selected = c("QD")  # game 6: the Queen of diamonds may go to column 2
    target = face_down(deal)[0]
    column = deal.find(target).column
    assert column != deal.find(selected).column
    assert gestures.tap(deal, selected, target, column) == Play(Move(selected, column))


def test_a_second_tap_on_the_selected_card_sends_it_to_its_first_destination(deal: Position) -> None:
    card = c("QD")
    first = gestures.destinations(deal, card)[0]
    assert gestures.tap(deal, card, card, deal.find(card).column) == Play(Move(card, first))


def test_a_card_with_nowhere_to_go_says_so(qapp, deal: Position) -> None:  # type: ignore[no-untyped-def]
    stuck = next(card for card in face_up(deal) if not gestures.destinations(deal, card))
    assert gestures.send_home(deal, stuck) == Say("This card has nowhere to go.")


def test_bare_felt_drops_the_selection(deal: Position) -> None:
    assert gestures.tap(deal, c("QD"), None, None) == Clear()


def test_a_tap_on_another_column_that_is_no_destination_selects_the_card_there(deal: Position) -> None:
    selected = c("QD")
    dests = set(gestures.destinations(deal, selected))
    other = next(card for card in face_up(deal)
                 if deal.find(card).column not in dests | {deal.find(selected).column})
    assert gestures.tap(deal, selected, other, deal.find(other).column) == Select(other)


def test_the_talon_arms_while_other_moves_remain_and_deals_when_armed(deal: Position) -> None:
    assert DEAL in deal.legal_moves()
    assert gestures.tap_talon(deal, armed=False) == ArmTalon(False)
    assert gestures.tap_talon(deal, armed=False, by_key=True) == ArmTalon(True)
    assert gestures.tap_talon(deal, armed=True) == Play(DEAL)


def test_the_column_keys_play_the_selection_or_the_armed_talon(qapp, deal: Position) -> None:  # type: ignore[no-untyped-def]
    assert gestures.choose_column(deal, c("QD"), False, 5) == Play(Move(c("QD"), 5))
    assert gestures.choose_column(deal, None, True, 2) == Play(DEAL)
    assert gestures.choose_column(deal, None, True, 6) == Say("Select a card first.")
    assert gestures.choose_column(deal, None, False, 1) == Say("Select a card first.")


def test_enter_picks_up_then_drops_on_another_column(deal: Position) -> None:
    card = c("QD")
    assert gestures.press_card(deal, None, card) == Select(card, announce=True)
    other_column = next(n for n in range(1, 8) if n != deal.find(card).column and deal.columns[n - 1])
    end = deal.columns[other_column - 1][-1]
    assert gestures.press_card(deal, card, end) == Play(Move(card, other_column))
    assert gestures.press_column(deal, None, False, other_column - 1) == Select(end, announce=True)


def test_a_completed_run_stays_on_its_foundation(qapp) -> None:  # type: ignore[no-untyped-def]
    from apphelpers import WINNING_LINE

    position = Position.deal(3)
    for text in WINNING_LINE:
        position = position.play(Move.parse(text))
        if position.foundations:
            break
    suit = next(iter(position.foundations))
    king = next(card for card in face_up(Position.deal(3)) + face_down(Position.deal(3)) + list(Position.deal(3).talon)
                if card.suit == suit and card.rank == 13)
    assert position.find(king).kind == "foundation"
    assert gestures.tap(position, None, king, None) == Clear("Completed runs stay on the foundations.")
