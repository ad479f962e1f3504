"""Hints that teach: why the hinted move is good, from what it does (its
effects, given by the engine) and what the solver proved (no guess).

:func:`why` is asked only for a move that starts a winning line the solver
found. In order, the first that holds:

1. ONLY: every other legal move leads to a position the solver proved lost
   (each within a small budget; one it cannot decide in time means no claim);
2. RUN: the move completes a run (a removal effect);
3. FLIP: it turns up a face-down card (a flip effect; the card is not named:
   the player has not seen it yet);
4. EMPTY: it empties its column while a King still lies on other cards or in
   the talon (a King can go there); only where an empty column takes only a
   King (not in Wasp);
5. KEEP: a column is empty, a King could fill it now, and the move leaves it
   free (likewise);
6. LINE: none of these: the solver found a win that starts with it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from enum import StrEnum
from typing import Mapping

from scorpion_qt.engine import Flip, GroupMove, Move, Position, Removal

from scorpion_qt.app.game.analysis import Verdict, VerdictStatus

__all__ = ["ONLY_NODES", "ONLY_SECONDS", "Reason", "Why", "why"]

ONLY_NODES = 400
"""The solver's budget (positions) for each other move, to prove it loses."""
ONLY_SECONDS = 0.03
"""The whole check that no other move wins stops after this long (s): a hint
answers at once; an alternative not proven lost in time means no claim."""


class Reason(StrEnum):
    """Why a hinted move is good (see the module's list)."""

    ONLY = "only"
    RUN = "run"
    FLIP = "flip"
    EMPTY = "empty"
    KEEP = "keep"
    LINE = "line"


@dataclass(frozen=True)
class Why:
    """The reason and the column it names (0 when none): the column turned
    up, emptied or kept free; for RUN the suit is ``suit`` (0..3; -1 for a
    run of mixed suits, Scorpion Tail's)."""

    reason: Reason
    column: int = 0
    suit: int = -1


def _kings_waiting(position: Position) -> bool:
    """A King lies on other cards (face-down or not) or in the talon."""
    for column in position.columns:
        if any(card.rank == 13 for card in column[1:]):
            return True
    return any(card.rank == 13 for card in position.talon)


def _only_winning(position: Position, move: Move, known: Mapping[Position, Verdict]) -> bool:
    """Every other legal move leads to a position proven lost (known, or by
    a short search each, within :data:`ONLY_SECONDS` in all)."""
    others = [m for m in position.legal_moves() if m != move]
    if not others:
        return False  # the only legal move: nothing to choose, nothing to teach
    from scorpion_qt.solver import solve  # the solver is imported after the first frame

    deadline = time.perf_counter() + ONLY_SECONDS
    for m in others:
        after = position.play(m)
        v = known.get(after)
        if v is not None:
            if v.status != VerdictStatus.LOST:
                return False
            continue
        left = deadline - time.perf_counter()
        if left <= 0:
            return False
        if solve(after, node_limit=ONLY_NODES, time_limit_s=left).status != "lost":
            return False
    return True


def why(position: Position, move: Move, known: Mapping[Position, Verdict] | None = None) -> Why:
    """Why ``move`` (the first move of a winning line from ``position``) is
    good; ``known`` the analysis' verdicts (they spare searches)."""
    known = known or {}
    if _only_winning(position, move, known):
        return Why(Reason.ONLY)
    outcome = position.apply(move)
    effects = outcome.effects
    for e in effects:
        if isinstance(e, Removal):
            return Why(Reason.RUN, e.column, int(e.suit) if e.one_suit else -1)
    for e in effects:
        if isinstance(e, Flip):
            return Why(Reason.FLIP, e.column)
    after = outcome.position
    if position.rules.empty_column != "king":
        return Why(Reason.LINE)  # Wasp: an empty column is for any card, not kept for a King
    for e in effects:
        if isinstance(e, GroupMove) and not after.columns[e.source - 1] and _kings_waiting(after):
            return Why(Reason.EMPTY, e.source)
    empty = [i + 1 for i, col in enumerate(position.columns) if not col]
    if empty and not move.is_deal and move.column not in empty:
        kings = [m for m in position.legal_moves() if m.card is not None and m.card.rank == 13 and m.column in empty]
        if kings:
            still = [c for c in empty if not after.columns[c - 1]]
            if still:
                return Why(Reason.KEEP, still[0])
    return Why(Reason.LINE)
