"""The saved state of one game, as plain data (no Qt): deal number, rule
options, the action history with the undo position, counters and time.

Saves hold only codes (move notation, option names), never translated text,
so a game saved in German is found again in English.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from scorpion_qt.engine import Move, Position, Rules, check_game_number

__all__ = ["GameRecord", "SaveError", "SAVE_FORMAT", "MAX_COUNTER", "MAX_ELAPSED_MS", "MAX_ACTIONS"]

SAVE_FORMAT = 1

MAX_COUNTER = 1_000_000_000
"""The largest move, undo or hint count a save may hold (a larger one marks
the save as damaged; counters written stop there)."""

MAX_ELAPSED_MS = 10 * 366 * 24 * 3600 * 1000
"""The longest playing time a save may hold: ten years, in ms."""

MAX_ACTIONS = 50_000
"""The most actions (undo-stack entries) a save may hold; it keeps a save
under :data:`scorpion_qt.app.game.storage.MAX_SAVE_BYTES`."""


class SaveError(ValueError):
    """A save that cannot be read back; the message says why in English (the
    app shows its own translated sentence)."""


class NewerSaveError(SaveError):
    """A save written by a newer version of the game (a higher ``format``):
    not damaged, just not readable by this version."""


@dataclass
class GameRecord:
    """One game's history and counters.

    - ``actions``: every action still on the undo stack, in order (notation).
    - ``index``: how many of them are applied (the rest can be redone).
    - ``moves``: the move counter: each action, undo and redo counts one.
    - ``elapsed_ms``: playing time in milliseconds (ms).
    - ``attempt``: the statistics' attempt id this game continues ("" none).
    - ``start``: for a practice game, the position it started from (then
      ``game_number`` only names the deal played before it); None for a
      numbered deal.
    - ``shown``: Show Me How played part of it; ``from_link``: its first
      actions came from a link. Either makes it practice (never a record)
      after a restart of the program too.
    """

    game_number: int
    rules: Rules = field(default_factory=Rules)
    actions: list[Move] = field(default_factory=list)
    index: int = 0
    moves: int = 0
    undos: int = 0
    hints: int = 0
    elapsed_ms: int = 0
    attempt: str = ""
    start: Position | None = None
    shown: bool = False
    from_link: bool = False

    @property
    def practice(self) -> bool:
        """A practice game (started from a position): never enters records."""
        return self.start is not None

    def positions(self) -> list[Position]:
        """The positions from the deal through every action (len = actions + 1).

        Raises :class:`SaveError` when an action is not legal where it stands.
        """
        p = self.start if self.start is not None else Position.deal(self.game_number, self.rules)
        out = [p]
        for i, m in enumerate(self.actions):
            try:
                p = p.play(m)
            except ValueError as exc:
                raise SaveError(f"action {i + 1} ({m}) is not legal: {exc}") from None
            out.append(p)
        return out

    def to_json(self) -> str:
        """The save file's text (JSON, UTF-8)."""
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.game_number,
            "rules": self.rules.to_dict(),
            "actions": [str(m) for m in self.actions],
            "index": self.index,
            "moves": min(self.moves, MAX_COUNTER),
            "undos": min(self.undos, MAX_COUNTER),
            "hints": min(self.hints, MAX_COUNTER),
            "elapsed_ms": min(self.elapsed_ms, MAX_ELAPSED_MS),
        }
        if self.attempt:
            data["attempt"] = self.attempt
        if self.start is not None:
            data["practice"] = True
            data["start"] = self.start.to_text()
        for key in ("shown", "from_link"):
            if getattr(self, key):
                data[key] = True
        return json.dumps(data, indent=1)

    @classmethod
    def from_json(cls, text: str) -> "GameRecord":
        """Read a save; checks every field and replays every action. Counters
        must lie within :data:`MAX_COUNTER` and :data:`MAX_ELAPSED_MS`, the
        actions within :data:`MAX_ACTIONS`; JSON is read with the bounds of
        :func:`scorpion_qt.app.game.safefiles.parse_json` (depth, digits).

        Raises :class:`SaveError` saying what is wrong, and nothing else.
        """
        try:
            return cls._from_json(text)
        except SaveError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError, OverflowError) as exc:
            raise SaveError(f"not a save: {str(exc)[:200]}") from None

    @classmethod
    def _from_json(cls, text: str) -> "GameRecord":
        from scorpion_qt.app.game.safefiles import DamagedFile, parse_json

        try:
            data = parse_json(text)
        except DamagedFile as exc:
            raise SaveError(str(exc)) from None
        if not isinstance(data, dict):
            raise SaveError("not a save: the top level is not an object")
        fmt_ = data.get("format")
        if type(fmt_) is int and fmt_ > SAVE_FORMAT:
            raise NewerSaveError(f"save format {fmt_} comes from a newer version")
        if type(fmt_) is not int or fmt_ != SAVE_FORMAT:  # true is not 1
            raise SaveError(f"unknown save format {fmt_!r}")
        try:
            number = check_game_number(data.get("game"))
            rules = Rules.from_dict(data.get("rules", {}))
            raw_actions = data.get("actions")
            if not isinstance(raw_actions, list) or not all(isinstance(a, str) for a in raw_actions):
                raise SaveError("actions must be a list of moves")
            if len(raw_actions) > MAX_ACTIONS:
                raise SaveError(f"more than {MAX_ACTIONS} actions")
            actions = [Move.parse(a, rules) for a in raw_actions]
            ints = {}
            for key in ("index", "moves", "undos", "hints", "elapsed_ms"):
                v = data.get(key, 0)
                if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                    raise SaveError(f"{key} must be a whole number >= 0")
                top = MAX_ELAPSED_MS if key == "elapsed_ms" else MAX_COUNTER
                if key != "index" and v > top:
                    raise SaveError(f"{key} is {v}, more than {top}")
                ints[key] = v
            start = None
            if data.get("practice", False) is not False:
                if data.get("practice") is not True or not isinstance(data.get("start"), str):
                    raise SaveError("a practice game needs its start position")
                start = Position.from_text(data["start"])
                rules = start.rules
        except SaveError:
            raise
        except ValueError as exc:
            raise SaveError(str(exc)) from None
        if ints["index"] > len(actions):
            raise SaveError("the undo position lies beyond the actions")
        attempt = data.get("attempt", "")
        if not isinstance(attempt, str) or len(attempt) > 64 or not all(ch.isalnum() or ch in "-_" for ch in attempt):
            raise SaveError("attempt must be a short id")
        marks: dict[str, bool] = {}
        for key in ("shown", "from_link"):
            value = data.get(key, False)
            if type(value) is not bool:
                raise SaveError(f"{key} must be true or false")
            marks[key] = value
        record = cls(
            number, rules, actions, ints["index"], ints["moves"], ints["undos"], ints["hints"], ints["elapsed_ms"],
            attempt=attempt, start=start, shown=marks["shown"], from_link=marks["from_link"],
        )
        record.positions()
        return record
