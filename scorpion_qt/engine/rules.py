"""Rules: the options of rules.md §7 and the Scorpion family's parameters (VARIANTS.md).

Cards4 by default; :data:`VARIANTS` names every rule set of the family.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

__all__ = ["Rules", "CARDS4", "VARIANTS", "MAX_COLUMNS"]

MAX_COLUMNS = 10
"""The most columns any variant has (Three Blind Mice, Double Scorpion)."""

_EMPTY_RULES = ("king", "any")
_BUILDS = ("suit", "alternate")


@dataclass(frozen=True, slots=True)
class Rules:
    """The rules a game is played under; saved with it.

    The two options (rules.md §7), which combine with every variant:

    - ``clear_complete_runs`` (Cards4: on): a complete run at a column's end
      leaves for a foundation at once. Off is the traditional rule of the
      French page: complete runs stay in place and the game is won when the
      runs are complete in their columns.
    - ``talon_any_time`` (Cards4: on): the talon may be dealt at any time. Off
      is the traditional timing: only when no other move remains.

    The variant's parameters (VARIANTS.md §1), Cards4's by default; use the
    values of :data:`VARIANTS` rather than building other combinations:

    - ``variant``: the name (a key of :data:`VARIANTS`).
    - ``columns``: number of columns (1..10).
    - ``deal``: cards dealt to each column at the start.
    - ``face_down``: how many base cards of each column are dealt face down.
    - ``talon``: talon size; the deal puts its cards on columns 1, 2, ….
    - ``reserve``: cards dealt face up to the reserve (playable, never
      receiving).
    - ``cells``: empty free cells at the start (each receives one card).
    - ``empty_column``: ``"king"`` (only a King-led group) or ``"any"``.
    - ``build``: ``"suit"`` (same suit, one rank lower) or ``"alternate"``
      (other colour, one rank lower); complete runs follow the same rule.
    - ``decks``: number of 52-card decks.

    Raises ``ValueError`` when the parameters do not fit together (counts
    that do not add up to the decks' cards, a pattern of the wrong length).
    """

    clear_complete_runs: bool = True
    talon_any_time: bool = True
    variant: str = "cards4"
    columns: int = 7
    deal: tuple[int, ...] = (7, 7, 7, 7, 7, 7, 7)
    face_down: tuple[int, ...] = (3, 3, 3, 3, 0, 0, 0)
    talon: int = 3
    reserve: int = 0
    cells: int = 0
    empty_column: str = "king"
    build: str = "suit"
    decks: int = 1

    def __post_init__(self) -> None:
        if not 1 <= self.columns <= MAX_COLUMNS:
            raise ValueError(f"a variant has 1 to {MAX_COLUMNS} columns, not {self.columns}")
        if len(self.deal) != self.columns or len(self.face_down) != self.columns:
            raise ValueError("deal and face_down need one number per column")
        for n, h in zip(self.deal, self.face_down):
            if n < 0 or h < 0 or (n and h >= n):
                raise ValueError("each dealt column ends face up")
        if self.talon > self.columns or min(self.talon, self.reserve, self.cells) < 0:
            raise ValueError("the talon deals at most one card per column")
        if self.reserve and self.cells:
            raise ValueError("a variant has a reserve or cells, not both")
        if self.empty_column not in _EMPTY_RULES:
            raise ValueError(f"empty_column is one of {_EMPTY_RULES}")
        if self.build not in _BUILDS:
            raise ValueError(f"build is one of {_BUILDS}")
        if self.decks not in (1, 2):
            raise ValueError("one or two decks")
        if sum(self.deal) + self.talon + self.reserve != 52 * self.decks:
            raise ValueError("the deal must use every card")

    # ------------------------------------------------------------- naming
    @property
    def is_cards4(self) -> bool:
        """True for the Cards4 game with its default options."""
        return self == CARDS4

    @property
    def is_cards4_variant(self) -> bool:
        """True when the variant is Cards4 (whatever the two options)."""
        return self.variant == "cards4"

    @property
    def reserve_slots(self) -> int:
        """How many reserve places (reserve cards or free cells) a position has."""
        return self.reserve + self.cells

    @property
    def runs(self) -> int:
        """How many complete runs win the game (4 per deck)."""
        return 4 * self.decks

    def with_options(self, clear_complete_runs: bool | None = None, talon_any_time: bool | None = None) -> "Rules":
        """The same variant with other options (None keeps the current one)."""
        return replace(
            self,
            clear_complete_runs=self.clear_complete_runs if clear_complete_runs is None else clear_complete_runs,
            talon_any_time=self.talon_any_time if talon_any_time is None else talon_any_time,
        )

    def tokens(self) -> list[str]:
        """What differs from Cards4, as notation tokens: the variant's name
        first when it is not Cards4, then the options (``keep-runs``,
        ``traditional-talon``); empty for Cards4."""
        out = []
        if self.variant != "cards4":
            out.append(self.variant)
        if not self.clear_complete_runs:
            out.append("keep-runs")
        if not self.talon_any_time:
            out.append("traditional-talon")
        return out

    @classmethod
    def from_tokens(cls, tokens: list[str] | tuple[str, ...]) -> "Rules":
        """Read rules from notation tokens: at most one variant name (a key of
        :data:`VARIANTS`, ``cards4`` by default) and the options
        ``keep-runs``, ``traditional-talon``, ``traditional`` for both;
        ``ValueError`` on an unknown token or two variant names."""
        clear, any_time = True, True
        base: Rules | None = None
        for raw in tokens:
            tok = raw.strip().lower()
            if tok == "":
                continue
            if tok == "keep-runs":
                clear = False
            elif tok == "traditional-talon":
                any_time = False
            elif tok == "traditional":
                clear, any_time = False, False
            elif tok in VARIANTS:
                if base is not None and base.variant != tok:
                    raise ValueError(f"two variants named: {base.variant!r} and {raw!r}")
                base = VARIANTS[tok]
            else:
                raise ValueError(f"unknown rule option {raw!r}")
        return (base or CARDS4).with_options(clear, any_time)

    def to_dict(self) -> dict[str, bool | str]:
        """A JSON-ready mapping, for saves and settings: the two options, and
        ``variant`` when it is not Cards4 (so Cards4 saves stay as they were)."""
        out: dict[str, bool | str] = {
            "clear_complete_runs": self.clear_complete_runs,
            "talon_any_time": self.talon_any_time,
        }
        if self.variant != "cards4":
            out["variant"] = self.variant
        return out

    @classmethod
    def from_dict(cls, data: object) -> "Rules":
        """The inverse of :meth:`to_dict`; a mapping without ``variant`` (an
        old save) is Cards4. ``ValueError`` on a malformed mapping or an
        unknown variant."""
        if not isinstance(data, dict):
            raise ValueError("rules must be a mapping")
        values = {}
        for key in ("clear_complete_runs", "talon_any_time"):
            v = data.get(key, True)
            if not isinstance(v, bool):
                raise ValueError(f"rule option {key} must be true or false")
            values[key] = v
        name = data.get("variant", "cards4")
        if not isinstance(name, str) or name not in VARIANTS:
            raise ValueError(f"unknown variant {name!r}")
        return VARIANTS[name].with_options(values["clear_complete_runs"], values["talon_any_time"])


CARDS4 = Rules()
"""The Cards4 rules: complete runs cleared, talon dealt at any time."""

VARIANTS: dict[str, Rules] = {
    "cards4": CARDS4,
    "scorpion-ii": Rules(variant="scorpion-ii", face_down=(3, 3, 3, 0, 0, 0, 0)),
    "wasp": Rules(variant="wasp", empty_column="any"),
    "three-blind-mice": Rules(
        variant="three-blind-mice", columns=10, deal=(5,) * 10, face_down=(0,) * 7 + (3, 3, 3), talon=0, reserve=2,
    ),
    "scorpion-head": Rules(
        variant="scorpion-head", deal=(8, 8, 8, 7, 7, 7, 7), face_down=(0, 0, 0, 4, 4, 4, 4), talon=0, cells=4,
    ),
    "scorpion-tail": Rules(variant="scorpion-tail", build="alternate"),
    "double-scorpion": Rules(
        variant="double-scorpion", columns=10, deal=(10,) * 10, face_down=(4,) * 5 + (0,) * 5, talon=4, decks=2,
    ),
}
"""The Scorpion family by name (VARIANTS.md): ``cards4``, ``scorpion-ii``,
``wasp``, ``three-blind-mice``, ``scorpion-head``, ``scorpion-tail``,
``double-scorpion`` (two decks: each card twice, the second copy written ``9D'``)."""
