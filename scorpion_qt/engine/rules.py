"""Rule options (rules.md §7): Cards4 by default, the French page's options otherwise."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Rules", "CARDS4"]


@dataclass(frozen=True, slots=True)
class Rules:
    """The rule options of a game; saved with it.

    - ``clear_complete_runs`` (Cards4: on): a complete K..A run at a column's
      end leaves for a foundation at once. Off is the traditional rule of the
      French page: complete runs stay in place and the game is won when the
      four runs are complete in their columns.
    - ``talon_any_time`` (Cards4: on): the talon may be dealt at any time. Off
      is the traditional timing: only when no other move remains.
    """

    clear_complete_runs: bool = True
    talon_any_time: bool = True

    @property
    def is_cards4(self) -> bool:
        """True for the Cards4 defaults."""
        return self.clear_complete_runs and self.talon_any_time

    def tokens(self) -> list[str]:
        """The options that differ from Cards4, as notation tokens
        (``keep-runs``, ``traditional-talon``); empty for Cards4."""
        out = []
        if not self.clear_complete_runs:
            out.append("keep-runs")
        if not self.talon_any_time:
            out.append("traditional-talon")
        return out

    @classmethod
    def from_tokens(cls, tokens: list[str] | tuple[str, ...]) -> "Rules":
        """Read options from notation tokens (``cards4``, ``keep-runs``,
        ``traditional-talon``, ``traditional`` for both); ``ValueError`` on an
        unknown token."""
        clear, any_time = True, True
        for raw in tokens:
            tok = raw.strip().lower()
            if tok in ("", "cards4"):
                continue
            if tok == "keep-runs":
                clear = False
            elif tok == "traditional-talon":
                any_time = False
            elif tok == "traditional":
                clear, any_time = False, False
            else:
                raise ValueError(f"unknown rule option {raw!r}")
        return cls(clear, any_time)

    def to_dict(self) -> dict[str, bool]:
        """A JSON-ready mapping, for saves and settings."""
        return {
            "clear_complete_runs": self.clear_complete_runs,
            "talon_any_time": self.talon_any_time,
        }

    @classmethod
    def from_dict(cls, data: object) -> "Rules":
        """The inverse of :meth:`to_dict`; ``ValueError`` on a malformed mapping."""
        if not isinstance(data, dict):
            raise ValueError("rules must be a mapping")
        values = {}
        for key in ("clear_complete_runs", "talon_any_time"):
            v = data.get(key, True)
            if not isinstance(v, bool):
                raise ValueError(f"rule option {key} must be true or false")
            values[key] = v
        return cls(**values)


CARDS4 = Rules()
"""The Cards4 rules: complete runs cleared, talon dealt at any time."""
