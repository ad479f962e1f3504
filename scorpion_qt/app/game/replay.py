"""Replay my game: a game's own actions, one step at a time, forward and
back, without touching the game being played.

:class:`Replay` holds a line (a first position and its actions, each
replayed once with the engine, so every step has its position and its
effects) and the step shown; each step gives the :class:`GameEvent` an
action of the player would have given, so the replay is drawn and read
aloud like a move. No widgets: ``ui/replay_view.py`` shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from scorpion_qt.engine import Effect, Move, Position, Rules

from scorpion_qt.app.game.controller import EventKind, GameEvent

if TYPE_CHECKING:  # the store (and SQLite) is not needed to replay
    from scorpion_qt.app.game.statistics import GameLine

__all__ = ["Replay", "line_start", "replay_of_line", "rules_of_key"]


def rules_of_key(rules_key: str) -> Rules:
    """The rules a statistics key names (``"cards4"``, ``"wasp"``, ``"wasp
    keep-runs"``: the option tokens, ``Rules.tokens``). Raises ValueError
    for a key that names no rules."""
    return Rules.from_tokens([] if rules_key == "cards4" else rules_key.split())


def line_start(game: int, rules_key: str, start_text: str = "") -> Position:
    """The first position of a stored line: a practice game's ``start_text``
    (the rules' notation), else the deal ``game`` under the rule options
    of the statistics' key (``"cards4"`` or the option tokens). Raises
    ValueError when neither can be built."""
    if start_text:
        return Position.from_text(start_text)
    return Position.deal(game, rules_of_key(rules_key))


def replay_of_line(game: int, rules_key: str, line: "GameLine") -> "Replay":
    """The :class:`Replay` of a stored line (game ``game`` under the rules of
    the statistics' key ``rules_key``), the move that lost the win marked
    when it is known. Raises ValueError when the line does not replay (a
    damaged line)."""
    start = line_start(game, rules_key, line.start)
    return Replay(start, [Move.parse(a, start.rules) for a in line.actions], max(0, line.lost_at))


class Replay:
    """The steps of a line: :attr:`step` 0 is ``start``, step ``k`` the
    position after action ``k``. ``lost_at``: the action proven to have
    lost the win (0: none known). Raises ValueError when an action is not
    legal where it stands (a damaged line)."""

    def __init__(self, start: Position, actions: Sequence[Move], lost_at: int = 0) -> None:
        self.actions = list(actions)
        self.positions = [start]
        self.effects: list[tuple[Effect, ...]] = []
        for move in self.actions:
            outcome = self.positions[-1].apply(move)  # IllegalMoveError is a ValueError
            self.positions.append(outcome.position)
            self.effects.append(tuple(outcome.effects))
        self.lost_at = lost_at if 0 < lost_at <= len(self.actions) else 0
        self.step = 0

    @property
    def count(self) -> int:
        """How many actions the line has."""
        return len(self.actions)

    @property
    def position(self) -> Position:
        """The position shown at :attr:`step`."""
        return self.positions[self.step]

    @property
    def at_end(self) -> bool:
        return self.step >= self.count

    def forward(self) -> GameEvent | None:
        """One action on: its event (as when it was played), or None at the end."""
        if self.at_end:
            return None
        self.step += 1
        i = self.step - 1
        return GameEvent(EventKind.PLAY, self.positions[i + 1], self.positions[i], self.actions[i], self.effects[i])

    def back(self) -> GameEvent | None:
        """One action back: the event of its undo, or None at the start."""
        if self.step == 0:
            return None
        self.step -= 1
        i = self.step
        return GameEvent(EventKind.UNDO, self.positions[i], self.positions[i + 1], self.actions[i], self.effects[i])

    def go(self, step: int) -> None:
        """Jump to ``step`` (clamped to the line)."""
        self.step = max(0, min(self.count, step))

    def is_lost_move(self) -> bool:
        """True when the action just shown (the one that led to :attr:`step`) lost the win."""
        return self.lost_at > 0 and self.step == self.lost_at
