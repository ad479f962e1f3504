"""Positions: the cards' places, the legal actions and their results.

Implements rules.md §1–§5 and the text format of notation.md. A
:class:`Position` is immutable, hashable and equal by content; playing a move
returns a new position (and, with :meth:`Position.apply`, the effects).
"""

from __future__ import annotations

import re
from typing import Iterable, NamedTuple, Sequence

from .cards import CARDS, Card, Suit, complete_run
from .effects import Deal, Effect, Flip, GroupMove, Removal
from .moves import DEAL, IllegalMoveError, IllegalReason, Move, PositionError, PositionProblem
from .numbers import shuffled_deck
from .rules import CARDS4, Rules

__all__ = ["Position", "Outcome", "CardPlace", "COLUMNS"]

COLUMNS = 7
"""Number of columns."""

_RUNS: tuple[tuple[Card, ...], ...] = tuple(complete_run(s) for s in Suit)
# _MOVES[card * 7 + column_index]: the move of ``card`` to column ``column_index + 1``.
_MOVES: tuple[Move, ...] = tuple(Move(CARDS[c], col + 1) for c in range(52) for col in range(COLUMNS))
_LABELS = ("talon", "foundations", "rules") + tuple(str(i) for i in range(1, COLUMNS + 1))
# ASCII case folding only: with Unicode folding the Kelvin sign (U+212A)
# would match "k" here and then fail Card.parse.
_CARD_TOKEN = re.compile(r"^(10|[A2-9TJQK])([SHDC♠♥♦♣])$", re.IGNORECASE | re.ASCII)


class Outcome(NamedTuple):
    """What :meth:`Position.apply` returns: the new position and the effects,
    in the order they happened."""

    position: "Position"
    effects: tuple[Effect, ...]


class CardPlace(NamedTuple):
    """Where a card is: ``kind`` is ``"column"``, ``"talon"`` or ``"foundation"``;
    ``column`` (1..7) and ``at`` (0 = base) for a column, ``at`` in deal
    order for the talon; ``face_up`` is False for a face-down column card and
    for talon cards."""

    kind: str
    column: int | None
    at: int | None
    face_up: bool


def _parse_card(token: str) -> Card | None:
    m = _CARD_TOKEN.fullmatch(token)
    if m is None:
        return None
    try:
        return Card.parse(token)
    except ValueError:
        return None


class Position:
    """A Scorpion position: seven columns, the talon, the foundations, the rules.

    Build one with :meth:`deal` or :meth:`from_text`; the constructor checks
    its input like :meth:`from_text` does and raises :class:`PositionError`.

    - ``columns``: 7 tuples of cards, each from base (index 0) to end.
    - ``face_down``: how many base cards of each column are face down.
    - ``talon``: the talon cards in deal order (empty once dealt).
    - ``foundations``: the suits removed as complete runs, in suit order.
    - ``rules``: the :class:`Rules` options that govern play.
    """

    __slots__ = ("_cols", "_hidden", "_talon", "_found", "_rules", "_hash", "_legal")

    _cols: tuple[tuple[Card, ...], ...]
    _hidden: tuple[int, ...]
    _talon: tuple[Card, ...]
    _found: tuple[Suit, ...]
    _rules: Rules
    _hash: int | None
    _legal: tuple[Move, ...] | None

    def __init__(
        self,
        columns: Sequence[Sequence[Card]],
        face_down: Sequence[int],
        talon: Sequence[Card] = (),
        foundations: Iterable[Suit] = (),
        rules: Rules = CARDS4,
    ) -> None:
        if len(columns) != COLUMNS or len(face_down) != COLUMNS:
            raise PositionError("a position has 7 columns")
        cols = tuple(tuple(CARDS[int(c)] for c in col) for col in columns)
        hidden = tuple(int(h) for h in face_down)
        for i, (col, h) in enumerate(zip(cols, hidden)):
            if h < 0 or h > len(col):
                raise PositionError(f"column {i + 1}: {h} face-down cards in a column of {len(col)}")
            if col and h == len(col):
                raise PositionError(f"column {i + 1} ends face down ({col[-1]})", None, PositionProblem.ENDS_FACE_DOWN,
                                    cards=(col[-1],), column=i + 1)
        found = tuple(sorted({Suit(s) for s in foundations}))
        tal = tuple(CARDS[int(c)] for c in talon)
        _check_cards(cols, tal, found, {})
        if len(tal) > 3:
            raise PositionError("the talon holds at most 3 cards", None, PositionProblem.TALON_SIZE)
        self._set(cols, hidden, tal, found, rules)

    def _set(
        self,
        cols: tuple[tuple[Card, ...], ...],
        hidden: tuple[int, ...],
        talon: tuple[Card, ...],
        found: tuple[Suit, ...],
        rules: Rules,
    ) -> None:
        self._cols = cols
        self._hidden = hidden
        self._talon = talon
        self._found = found
        self._rules = rules
        self._hash = None
        self._legal = None

    @classmethod
    def _new(
        cls,
        cols: tuple[tuple[Card, ...], ...],
        hidden: tuple[int, ...],
        talon: tuple[Card, ...],
        found: tuple[Suit, ...],
        rules: Rules,
    ) -> "Position":
        p = object.__new__(cls)
        p._set(cols, hidden, talon, found, rules)
        return p

    # ------------------------------------------------------------------ access
    @property
    def columns(self) -> tuple[tuple[Card, ...], ...]:
        """The 7 columns, each a tuple of cards from base to end."""
        return self._cols

    @property
    def face_down(self) -> tuple[int, ...]:
        """For each column, how many of its base cards are face down."""
        return self._hidden

    @property
    def talon(self) -> tuple[Card, ...]:
        """The talon cards in deal order; empty once dealt."""
        return self._talon

    @property
    def foundations(self) -> tuple[Suit, ...]:
        """The suits removed to the foundations, in suit order."""
        return self._found

    @property
    def rules(self) -> Rules:
        """The rule options this position is played under."""
        return self._rules

    def with_rules(self, rules: Rules) -> "Position":
        """The same cards under other rule options."""
        return Position._new(self._cols, self._hidden, self._talon, self._found, rules)

    def column(self, number: int) -> tuple[Card, ...]:
        """Column ``number`` (1..7), base to end."""
        return self._cols[number - 1]

    def face_up_cards(self, number: int) -> tuple[Card, ...]:
        """The face-up cards of column ``number`` (1..7), base to end."""
        return self._cols[number - 1][self._hidden[number - 1]:]

    def end_card(self, number: int) -> Card | None:
        """The end card of column ``number`` (1..7), None when it is empty."""
        col = self._cols[number - 1]
        return col[-1] if col else None

    def find(self, card: Card) -> CardPlace:
        """Where ``card`` is (see :class:`CardPlace`)."""
        for ci, col in enumerate(self._cols):
            if card in col:
                idx = col.index(card)
                return CardPlace("column", ci + 1, idx, idx >= self._hidden[ci])
        if card in self._talon:
            return CardPlace("talon", None, self._talon.index(card), False)
        return CardPlace("foundation", None, None, True)

    def group(self, card: Card) -> tuple[Card, ...]:
        """``card`` and its companions (the cards on top of it), lead first;
        empty when ``card`` is not in a column."""
        for col in self._cols:
            if card in col:
                return col[col.index(card):]
        return ()

    # ------------------------------------------------------------------ rules
    def legal_moves(self) -> list[Move]:
        """Every legal action (rules.md §2, §4), group moves then the deal.

        A non-King face-up card may go onto its successor when that is a
        column's end card in another column; a face-up King that is not its
        column's base card may go into each empty column; the deal is legal
        while the talon waits (with traditional timing, only when no other
        move exists).
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> tuple[Move, ...]:
        cols = self._cols
        hidden = self._hidden
        where: dict[int, int] = {}
        empties = []
        for ci in range(COLUMNS):
            col = cols[ci]
            if col:
                where.update(dict.fromkeys(col[hidden[ci]:], ci))
            else:
                empties.append(ci)
        moves = []
        moves_table = _MOVES
        for ci in range(COLUMNS):
            col = cols[ci]
            if col:
                end = col[-1]
                if end % 13:
                    src = where.get(end - 1)
                    if src is not None and src != ci:
                        moves.append(moves_table[(end - 1) * 7 + ci])
        if empties:
            for king in (12, 25, 38, 51):
                src = where.get(king)
                if src is not None and cols[src][0] != king:
                    for e in empties:
                        moves.append(moves_table[king * 7 + e])
        if self._talon and (self._rules.talon_any_time or not moves):
            moves.append(DEAL)
        return tuple(moves)

    def is_legal(self, move: Move) -> bool:
        """True when ``move`` is one of :meth:`legal_moves`."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return move in legal

    @property
    def is_won(self) -> bool:
        """Four complete runs: removed to the foundations, or (with
        ``clear_complete_runs`` off) complete in place (rules.md §5, §7)."""
        if len(self._found) == 4:
            return True
        if self._rules.clear_complete_runs:
            return False
        return len(self._found) + len(self._runs_in_place()) == 4

    def _runs_in_place(self) -> list[Suit]:
        runs = []
        for col, h in zip(self._cols, self._hidden):
            for i in range(h, len(col) - 12):
                c = col[i]
                if c % 13 == 12 and col[i:i + 13] == _RUNS[c // 13]:
                    runs.append(c.suit)
        return runs

    @property
    def is_stuck(self) -> bool:
        """No legal action remains and the game is not won (rules.md §5): no
        legal move and the talon dealt. A King column that could only move to
        another empty column does not count."""
        if self.is_won:
            return False
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return not legal

    def check(self, move: Move) -> IllegalMoveError | None:
        """The error :meth:`play` would raise for ``move``, or None when legal."""
        if move.card is None:
            if not self._talon:
                return IllegalMoveError(IllegalReason.TALON_ALREADY_DEALT, move)
            if not self._rules.talon_any_time:
                legal = self.legal_moves()
                if DEAL not in legal:
                    return IllegalMoveError(IllegalReason.TALON_NOT_YET, move)
            return None
        card = move.card
        assert move.column is not None
        dest = move.column - 1
        cols = self._cols
        for ci in range(COLUMNS):
            col = cols[ci]
            if card in col:
                idx = col.index(card)
                break
        else:
            return IllegalMoveError(IllegalReason.UNKNOWN_CARD, move, (card,), move.column)
        if idx < self._hidden[ci]:
            return IllegalMoveError(IllegalReason.FACE_DOWN, move, (card,), move.column)
        if dest == ci:
            return IllegalMoveError(IllegalReason.SAME_COLUMN, move, (card,), move.column)
        dcol = cols[dest]
        if not dcol:
            if card % 13 != 12:
                return IllegalMoveError(IllegalReason.KING_NEEDED, move, (card,), move.column)
            if idx == 0:
                return IllegalMoveError(IllegalReason.WHOLE_COLUMN_TO_EMPTY, move, (card,), move.column)
            return None
        end = dcol[-1]
        involved = (card, end)
        if end % 13 == 0:
            return IllegalMoveError(IllegalReason.TARGET_IS_ACE, move, involved, move.column)
        if card % 13 == 12:
            return IllegalMoveError(IllegalReason.KING_ON_CARD, move, involved, move.column)
        if end // 13 != card // 13:
            return IllegalMoveError(IllegalReason.WRONG_SUIT, move, involved, move.column)
        if end != card + 1:
            return IllegalMoveError(IllegalReason.WRONG_RANK, move, involved, move.column)
        return None

    def play(self, move: Move) -> "Position":
        """The position after ``move`` with its flips and removals (rules.md
        §2–§4); this position is unchanged.

        Raises :class:`IllegalMoveError` (a ``ValueError``) with the reason.
        """
        return self.apply(move).position

    def apply(self, move: Move) -> Outcome:
        """Like :meth:`play`, and also the effects in the order they happened:
        the :class:`GroupMove` or :class:`Deal`, then each :class:`Removal`
        and :class:`Flip` it caused, cascades included (rules.md §3).

        Raises :class:`IllegalMoveError` when ``move`` is illegal.
        """
        error = self.check(move)
        if error is not None:
            raise error
        cols = list(self._cols)
        hidden = list(self._hidden)
        found = list(self._found)
        effects: list[Effect] = []
        talon = self._talon
        if move.card is None:
            n = len(talon)
            for i in range(n):
                cols[i] = cols[i] + (talon[i],)
            effects.append(Deal(talon, tuple(range(1, n + 1))))
            touched = list(range(n))
            talon = ()
        else:
            card = move.card
            dest = move.column - 1  # type: ignore[operator]
            for ci in range(COLUMNS):
                col = cols[ci]
                if card in col:
                    break
            idx = col.index(card)
            group = col[idx:]
            cols[ci] = col[:idx]
            cols[dest] = cols[dest] + group
            effects.append(GroupMove(ci + 1, dest + 1, group))
            touched = [ci, dest]
        self._settle(cols, hidden, found, touched, effects)
        new = Position._new(tuple(cols), tuple(hidden), talon, tuple(sorted(found)), self._rules)
        return Outcome(new, tuple(effects))

    def _settle(
        self,
        cols: list[tuple[Card, ...]],
        hidden: list[int],
        found: list[Suit],
        touched: list[int],
        effects: list[Effect],
    ) -> None:
        """Flip exposed face-down end cards and remove complete runs until
        nothing changes (rules.md §3): the ``touched`` columns first, then the
        others (a pasted position may hold a run no action has settled yet)."""
        clear = self._rules.clear_complete_runs
        order = touched + [ci for ci in range(COLUMNS) if ci not in touched]
        changed = True
        while changed:
            changed = False
            for ci in order:
                col = cols[ci]
                if (
                    clear
                    and len(col) - hidden[ci] >= 13
                    and col[-1] % 13 == 0
                    and col[-13:] == _RUNS[col[-1] // 13]
                ):
                    suit = col[-1].suit
                    effects.append(Removal(ci + 1, suit, col[-13:]))
                    found.append(suit)
                    col = cols[ci] = col[:-13]
                    changed = True
                if col and hidden[ci] == len(col):
                    hidden[ci] -= 1
                    effects.append(Flip(ci + 1, col[-1]))
                    changed = True

    def undo(self, effects: Sequence[Effect]) -> "Position":
        """The position before the action whose ``effects`` (from
        :meth:`apply`) led here.

        Raises ``ValueError`` when the effects do not fit this position.
        """
        cols = list(self._cols)
        hidden = list(self._hidden)
        found = list(self._found)
        talon = self._talon
        for e in reversed(effects):
            if isinstance(e, Flip):
                ci = e.column - 1
                if not cols[ci] or cols[ci][-1] != e.card or hidden[ci] != len(cols[ci]) - 1:
                    raise ValueError(f"cannot undo the flip of {e.card} in column {e.column}")
                hidden[ci] += 1
            elif isinstance(e, Removal):
                if e.suit not in found:
                    raise ValueError(f"cannot undo the removal of {e.suit.name.lower()}: not in a foundation")
                found.remove(e.suit)
                ci = e.column - 1
                cols[ci] = cols[ci] + e.cards
            elif isinstance(e, GroupMove):
                n = len(e.cards)
                d, s = e.destination - 1, e.source - 1
                if cols[d][-n:] != e.cards:
                    raise ValueError(f"cannot undo the move of {e.cards[0]}: not at the end of column {e.destination}")
                cols[d] = cols[d][:-n]
                cols[s] = cols[s] + e.cards
            elif isinstance(e, Deal):
                if talon:
                    raise ValueError("cannot undo the deal: the talon is not empty")
                for card, column in zip(e.cards, e.columns):
                    ci = column - 1
                    if not cols[ci] or cols[ci][-1] != card:
                        raise ValueError(f"cannot undo the deal: {card} is not at the end of column {column}")
                    cols[ci] = cols[ci][:-1]
                talon = e.cards
            else:  # pragma: no cover - guarded by the Effect union
                raise ValueError(f"unknown effect {e!r}")
        for ci in range(COLUMNS):
            if hidden[ci] > len(cols[ci]):
                raise ValueError("the effects do not fit this position")
        return Position._new(tuple(cols), tuple(hidden), talon, tuple(sorted(found)), self._rules)

    # --------------------------------------------------------------- creation
    @classmethod
    def deal(cls, game_number: int, rules: Rules = CARDS4) -> "Position":
        """The opening position of game ``game_number`` (1 ≤ n < 2**63), dealt
        as rules.md §1 says: 7 columns of 7, the 3 base cards of columns 1–4
        face down, 3 cards in the talon. The shuffle is documented in
        :mod:`scorpion_qt.engine.numbers`.

        Raises ``ValueError`` for a number out of range.
        """
        deck = [CARDS[i] for i in shuffled_deck(game_number)]
        cols = tuple(tuple(deck[7 * c:7 * c + 7]) for c in range(COLUMNS))
        hidden = (3, 3, 3, 3, 0, 0, 0)
        return cls._new(cols, hidden, tuple(deck[49:52]), (), rules)

    @classmethod
    def from_text(cls, text: str) -> "Position":
        """Read a position in the notation of notation.md.

        Lines ``talon:``, ``foundations:``, ``1:`` … ``7:`` and our optional
        ``rules:`` (``keep-runs``, ``traditional-talon``); ``#`` starts a
        comment. A missing column line is an empty column, a missing talon or
        foundations line is ``-``.

        Raises :class:`PositionError` naming the line and the card when the
        text is not a valid position, and no other exception for any text.
        """
        if not isinstance(text, str):
            raise PositionError("position text must be a string")
        try:
            return cls._from_text(text)
        except PositionError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise PositionError(f"not a position: {exc}") from None

    @classmethod
    def _from_text(cls, text: str) -> "Position":
        seen: dict[str, int] = {}
        cols: list[tuple[Card, ...]] = [()] * COLUMNS
        hidden = [0] * COLUMNS
        talon: tuple[Card, ...] = ()
        found: list[Suit] = []
        rules = CARDS4
        lines_of: dict[Card, int] = {}
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            label, sep, rest = line.partition(":")
            label = label.strip().lower()
            if not sep:
                raise PositionError(f"expected 'label: …', got {line!r}", lineno, PositionProblem.LINE_FORM, subject=line)
            if label not in _LABELS:
                raise PositionError(f"unknown label {label!r}", lineno, PositionProblem.UNKNOWN_LABEL, subject=label)
            if label in seen:
                raise PositionError(
                    f"label {label!r} appears again (first on line {seen[label]})", lineno,
                    PositionProblem.REPEATED_LABEL, subject=label,
                )
            seen[label] = lineno
            tokens = rest.split()
            if label == "rules":
                try:
                    rules = Rules.from_tokens(tokens)
                except ValueError as exc:
                    raise PositionError(str(exc), lineno, PositionProblem.RULES, subject=" ".join(tokens)) from None
            elif label == "talon":
                if tokens == ["-"]:
                    continue
                cards = []
                for tok in tokens:
                    card = _parse_card(tok)
                    if card is None:
                        raise PositionError(f"unknown token {tok!r} in the talon", lineno, PositionProblem.UNKNOWN_CARD, subject=tok)
                    _note(card, lineno, lines_of)
                    cards.append(card)
                if len(cards) > 3:
                    raise PositionError(f"the talon holds at most 3 cards, not {len(cards)}", lineno, PositionProblem.TALON_SIZE)
                talon = tuple(cards)
            elif label == "foundations":
                if tokens == ["-"]:
                    continue
                for tok in tokens:
                    try:
                        suit = Suit.parse(tok)
                    except ValueError:
                        raise PositionError(
                            f"unknown suit {tok!r} in the foundations", lineno, PositionProblem.UNKNOWN_SUIT, subject=tok
                        ) from None
                    if suit in found:
                        raise PositionError(
                            f"suit {tok!r} appears twice in the foundations", lineno, PositionProblem.REPEATED_SUIT, subject=tok
                        )
                    found.append(suit)
            else:
                ci = int(label) - 1
                col: list[Card] = []
                h = 0
                for tok in tokens:
                    down = len(tok) >= 2 and tok[0] == "(" and tok[-1] == ")"
                    card = _parse_card(tok[1:-1] if down else tok)
                    if card is None:
                        raise PositionError(
                            f"unknown token {tok!r} in column {ci + 1}", lineno, PositionProblem.UNKNOWN_CARD,
                            subject=tok, column=ci + 1,
                        )
                    _note(card, lineno, lines_of)
                    if down:
                        if h != len(col):
                            raise PositionError(
                                f"face-down card {card} lies above a face-up card in column {ci + 1}", lineno,
                                PositionProblem.FACE_DOWN_ABOVE, cards=(card,), column=ci + 1,
                            )
                        h += 1
                    col.append(card)
                if col and h == len(col):
                    raise PositionError(
                        f"column {ci + 1} ends face down ({col[-1]})", lineno, PositionProblem.ENDS_FACE_DOWN,
                        cards=(col[-1],), column=ci + 1,
                    )
                cols[ci] = tuple(col)
                hidden[ci] = h
        found_t = tuple(sorted(found))
        _check_cards(tuple(cols), talon, found_t, lines_of, seen.get("foundations"))
        return cls._new(tuple(cols), tuple(hidden), talon, found_t, rules)

    def to_text(self) -> str:
        """The canonical text (notation.md): talon, foundations, then the 7
        columns; a ``rules:`` line first only when the options are not Cards4."""
        lines = []
        tokens = self._rules.tokens()
        if tokens:
            lines.append("rules: " + " ".join(tokens))
        lines.append("talon: " + (" ".join(map(str, self._talon)) if self._talon else "-"))
        lines.append("foundations: " + (" ".join(s.letter for s in self._found) if self._found else "-"))
        for ci, (col, h) in enumerate(zip(self._cols, self._hidden)):
            toks = [f"({c})" if i < h else str(c) for i, c in enumerate(col)]
            lines.append(f"{ci + 1}:" + ("" if not toks else " " + " ".join(toks)))
        return "\n".join(lines) + "\n"

    # ------------------------------------------------------------- protocol
    def _key(self) -> tuple[object, ...]:
        return (self._cols, self._hidden, self._talon, self._found, self._rules)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self is other or self._key() == other._key()

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = self._hash = hash(self._key())
        return h

    def __repr__(self) -> str:
        return f"Position.from_text({self.to_text()!r})"

    def __str__(self) -> str:
        return self.to_text()

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Position.from_text, (self.to_text(),))


def _note(card: Card, lineno: int, lines_of: dict[Card, int]) -> None:
    if card in lines_of:
        first = lines_of[card]
        where = "on this line" if first == lineno else f"on line {first}"
        raise PositionError(f"duplicate card {card} (already {where})", lineno, PositionProblem.DUPLICATE, cards=(card,))
    lines_of[card] = lineno


def _check_cards(
    cols: tuple[tuple[Card, ...], ...],
    talon: tuple[Card, ...],
    found: tuple[Suit, ...],
    lines_of: dict[Card, int],
    found_line: int | None = None,
) -> None:
    """Every card exactly once: in a column, the talon or a removed suit."""
    seen: set[Card] = set()
    for card in (c for col in cols for c in col):
        if card in seen:
            raise PositionError(f"duplicate card {card}", lines_of.get(card), PositionProblem.DUPLICATE, cards=(card,))
        seen.add(card)
    for card in talon:
        if card in seen:
            raise PositionError(f"duplicate card {card}", lines_of.get(card), PositionProblem.DUPLICATE, cards=(card,))
        seen.add(card)
    for suit in found:
        for card in _RUNS[suit]:
            if card in seen:
                raise PositionError(
                    f"card {card} is on the board, but its suit {suit.letter} is in the foundations",
                    lines_of.get(card, found_line),
                    PositionProblem.SUIT_ON_BOARD,
                    cards=(card,),
                )
            seen.add(card)
    missing = [CARDS[i] for i in range(52) if CARDS[i] not in seen]
    if missing:
        names = " ".join(map(str, missing))
        raise PositionError(
            f"missing card{'s' if len(missing) > 1 else ''}: {names}", None, PositionProblem.MISSING, cards=tuple(missing)
        )


