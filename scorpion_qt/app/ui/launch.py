"""What a launch asks for — a deal by number or link, or a practice position —
and how the window answers it, at start and when a second launch hands its
request over (see :mod:`scorpion_qt.app.desktop.single_instance`, the
transport). The words of its notices are in :mod:`scorpion_qt.app.lang.notices`. An unfinished game is never left
without the same question as New Game; bad input leaves the game as it was
and says why in the player's language.

A request is a plain dict (it travels as JSON): ``{"game": "42" or a link or
None, "position": position text or None}``, and ``"variant"`` (``--variant``)
when one was asked for: the game, or a new one, is of that variant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorpion_qt.engine import VARIANTS, Move, Position, PositionError, Rules

from scorpion_qt.app.game.references import LINK_PREFIX, link_moves, link_rules, link_variant, parse_game_reference
from scorpion_qt.app.game.variants import offered_rules, parse_variant
from scorpion_qt.app.lang.errors import position_reason
from scorpion_qt.app.lang.notices import Notice

if TYPE_CHECKING:
    from scorpion_qt.app.ui.window import MainWindow

__all__ = ["bring_to_front", "link_deal_rules", "open_position_text", "open_request"]


def bring_to_front(window: "MainWindow") -> None:
    """Show the window, unminimised, raised and active (a second launch)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def open_request(window: "MainWindow", request: dict[str, Any], *, has_game: bool = True) -> None:
    """Answer ``request`` in ``window``. ``has_game`` False means no game is
    in the window yet (first start without a save): a refused reference or
    position then deals a fresh game, with the notice saying so."""
    position_text = request.get("position")
    reference = request.get("game")
    if window.dialogs.confirm_box is not None and (position_text or reference):
        # An older question (an earlier link) gives way to the newest request.
        from PySide6.QtWidgets import QMessageBox

        window.dialogs.confirm_box.done(QMessageBox.StandardButton.No)
    if isinstance(position_text, str):
        open_position_text(window, position_text, has_game=has_game)
    elif isinstance(reference, str) and reference:
        try:
            number = parse_game_reference(reference)
            rules = link_rules(reference)
            variant = _link_or_requested_variant(reference, rules, request)
        except ValueError:
            if has_game:
                window.show_notice(Notice.BAD_REFERENCE, reference.strip())
            else:
                window.new_game()
                window.report_file_problem(Notice.NUMBER_REFUSED_DEALT, reference.strip())
            return
        try:
            # A move of a variant ("6H>r", "AC>10") reads with its rules.
            moves = link_moves(reference, rules or VARIANTS[variant or window.controller.rules.variant])
        except ValueError:  # a game link whose moves do not read
            if not has_game:
                window.new_game()
            window.show_notice(Notice.LINK_MOVES_UNREADABLE, reference.strip())
            return
        # The question names the deal only when it is the same game (the
        # number of another variant's game is another game).
        target = number if variant in (None, window.controller.rules.variant) else None
        if moves and target == window.controller.game_number:
            target = None  # the link goes to a position of this deal, not to its start: "Leave it?"
        if moves or rules is not None:
            window.dialogs.confirm_discard(
                lambda: deal_and_replay(window, number, rules, moves, variant), target
            )
        elif variant is not None:
            window.dialogs.confirm_discard(lambda: window.session.new_game(number, variant=variant), target)
        else:
            window.dialogs.confirm_discard(lambda: window.new_game(number), number)
    elif _requested_variant(request) is not None:
        chosen = _requested_variant(request)
        window.dialogs.confirm_discard(lambda: window.session.new_game(variant=chosen))
    elif not has_game:
        window.new_game()


def _link_or_requested_variant(reference: str, rules: Rules | None, request: dict[str, Any]) -> str | None:
    """The variant a game reference deals: a link's own
    (``scorpion://game/wasp/24``, or its ``rules=``), Cards4 for a link that
    names none (Copy Link in Cards4 gives ``scorpion://game/24``, whatever
    the variant the friend who opens it plays); for a bare number, the
    request's ``--variant``, else None (the variant being played). Raises
    ``ValueError`` for a variant not offered."""
    named = link_variant(reference)
    if named is not None:
        return named
    if reference.strip().lower().startswith(LINK_PREFIX):
        variant = "cards4" if rules is None else rules.variant
        return parse_variant(variant)
    return _requested_variant(request)


def link_deal_rules(link: str, options: Rules) -> Rules:
    """The rules of the deal ``link`` opens (as :func:`open_request` deals
    it): its ``rules=``, else its variant's (a link naming none: Cards4's)
    with the rule options of ``options``. Raises ``ValueError`` for a link
    that cannot be read."""
    rules = link_rules(link)
    variant = _link_or_requested_variant(link, rules, {})
    if rules is None:
        return offered_rules(variant or options.variant, options)
    if variant is not None and rules.variant != variant:
        return offered_rules(variant, rules)  # as deal_and_replay: the link's variant, with its options
    return rules


def _requested_variant(request: dict[str, Any]) -> str | None:
    """The request's ``variant`` (``--variant``) when it names an offered
    one; None otherwise (the command line refused any other already)."""
    value = request.get("variant")
    try:
        return parse_variant(value) if isinstance(value, str) and value else None
    except ValueError:
        return None


def deal_and_replay(
    window: "MainWindow", number: int, rules: Rules | None, moves: list[Move], variant: str | None = None
) -> bool:
    """Deal game ``number`` of ``variant`` (None: the one played) under
    ``rules`` (None: the settings' options) and play
    ``moves``, as a link from Edit › Copy Position asks: the same position,
    its face-down cards still face down. The game is marked as coming from
    a link (:attr:`GameController.from_link`): its moves were not played
    here, so it is practice, never a record. A move that cannot be played stops
    there, the moves before it played, with the notice that says so;
    returns False then."""
    if rules is not None and variant is not None and rules.variant != variant:
        rules = offered_rules(variant, rules)  # scorpion://game/wasp/24?rules=keep-runs: Wasp's, with the option
    window.session.new_game(number, variant=variant)
    controller = window.controller
    if rules is not None and rules != controller.rules:
        controller.new_game(number, rules)
    controller.from_link = bool(moves)  # not played here: never a record (an attempt begins practice)
    for index, move in enumerate(moves, 1):
        if not controller.play(move):
            window.show_notice(Notice.LINK_STOPPED, str(index))
            return False
    return True


def open_position_text(window: "MainWindow", text: str, *, has_game: bool = True) -> bool:
    """Start a practice game from ``text`` (notation.md), after the New Game
    question when the current game is unfinished. A bad text keeps the game
    and shows the engine's reason; returns False then."""
    try:
        position = Position.from_text(text)
    except PositionError as exc:
        if has_game:
            window.show_notice(Notice.POSITION_REFUSED_KEPT, position_reason(exc))
        else:  # no game to keep: a new one, and a notice the deal does not hide
            window.new_game()
            window.report_file_problem(Notice.POSITION_REFUSED_DEALT, position_reason(exc))
        return False
    window.dialogs.confirm_discard(lambda: window.controller.start_practice(position))
    return True
