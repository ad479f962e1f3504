"""Positions: the cards' places, the legal actions and their results.

Implements rules.md §1–§5 and the text format of notation.md, and the
variants of VARIANTS.md (other layouts, a reserve or free cells, any card in
an empty column, alternate-colour building, two decks). A :class:`Position` is
immutable, hashable and equal by content; playing a move returns a new
position (and, with :meth:`Position.apply`, the effects).
"""

from __future__ import annotations

import re
from typing import Iterable, NamedTuple, Sequence

from .cards import PRIME, TWO_DECK_CARDS, Card, Suit, complete_run
from .effects import Deal, Effect, Flip, FromReserve, GroupMove, Removal, ToCell
from .moves import DEAL, RESERVE, IllegalMoveError, IllegalReason, Move, PositionError, PositionProblem
from .numbers import shuffled_deck
from .rules import CARDS4, MAX_COLUMNS, Rules

__all__ = ["Position", "Outcome", "CardPlace", "COLUMNS"]

COLUMNS = 7
"""Number of columns in Cards4 (a variant's count is ``rules.columns``)."""

_RUNS: tuple[tuple[Card, ...], ...] = tuple(complete_run(s) for s in Suit)
_STRIDE = MAX_COLUMNS + 1
# _MOVES[card * _STRIDE + column]: the move of ``card`` to ``column`` (0: a free cell);
# cards 52..103 are the second copies of two-deck games.
_MOVES: tuple[Move, ...] = tuple(Move(TWO_DECK_CARDS[c], col) for c in range(104) for col in range(_STRIDE))
_KINGS = (12, 25, 38, 51)
_KINGS_TWO_DECKS = _KINGS + tuple(k + 52 for k in _KINGS)
_LABELS = ("talon", "foundations", "rules", "reserve") + tuple(str(i) for i in range(1, MAX_COLUMNS + 1))
# ASCII case folding only: with Unicode folding the Kelvin sign (U+212A)
# would match "k" here and then fail Card.parse.
_CARD_TOKEN = re.compile(r"^(10|[A2-9TJQK])([SHDC♠♥♦♣])'?$", re.IGNORECASE | re.ASCII)


class Outcome(NamedTuple):
    """What :meth:`Position.apply` returns: the new position and the effects,
    in the order they happened."""

    position: "Position"
    effects: tuple[Effect, ...]


class CardPlace(NamedTuple):
    """Where a card is: ``kind`` is ``"column"``, ``"talon"``, ``"reserve"``
    (reserve or free cell) or ``"foundation"``; ``column`` (1..7, up to 10 in
    the variants) and ``at`` (0 = base) for a column, ``at`` in deal order for
    the talon, the place (0-based) for the reserve; ``face_up`` is False for a
    face-down column card and for talon cards."""

    kind: str
    column: int | None
    at: int | None
    face_up: bool


def _parse_card(token: str, decks: int = 1, line: int | None = None, column: int | None = None) -> Card | None:
    """The card ``token`` names, None when it names none; a second copy
    (``9D'``) in a one-deck game is a :class:`PositionError` in words."""
    m = _CARD_TOKEN.fullmatch(token)
    if m is None:
        return None
    if decks == 1 and token.endswith(PRIME):
        raise PositionError(
            f"{token} is a second copy; only two-deck games have them (rules: double-scorpion)", line,
            PositionProblem.UNKNOWN_CARD, subject=token, column=column,
        )
    try:
        return Card.parse(token, decks)
    except ValueError:
        return None


def _is_red(card: int) -> bool:
    return 13 <= card % 52 < 39


def _alternate_run(cards: Sequence[Card]) -> bool:
    """13 cards from a King down to an Ace, each one rank lower and of the
    other colour than the card under it (VARIANTS.md §7)."""
    if len(cards) != 13 or cards[0] % 13 != 12:
        return False
    for below, above in zip(cards, cards[1:]):
        if above % 13 != below % 13 - 1 or _is_red(above) == _is_red(below):
            return False
    return True


def _is_run(cards: Sequence[Card], build: str) -> bool:
    """13 cards from a King to an Ace under the building rule. Same suit:
    one card of each rank, copies of either deck mixed (VARIANTS.md §8)."""
    if build == "suit":
        return len(cards) == 13 and cards[0] % 13 == 12 and tuple(c % 52 for c in cards) == _RUNS[cards[0] % 52 // 13]
    return _alternate_run(cards)


def _two_deck_runs(
    in_play: set[Card], suits: Sequence[Suit], lines_of: dict[Card, int], found_line: int | None
) -> list[tuple[Card, ...]]:
    """The removed same-suit runs of a two-deck position, canonical: which
    copies left with a run is not part of the position (VARIANTS.md §8). A
    suit removed twice: its run of first copies and its run of second copies;
    once: for each rank, the copy that is not in play (the first copy when
    both are missing, which the missing-card check then reports). In suit
    order (spades, hearts, diamonds, clubs), a suit's first copies first."""
    runs = []
    for suit in sorted(set(suits)):
        k = suits.count(suit)
        if k > 2:
            raise PositionError(
                f"suit {suit.letter!r} appears {k} times in the foundations (two decks: at most twice)", found_line,
                PositionProblem.REPEATED_SUIT, subject=suit.letter,
            )
        if k == 2:
            runs += [complete_run(suit, 0), complete_run(suit, 1)]
            continue
        run = []
        for first in _RUNS[suit]:
            second = TWO_DECK_CARDS[first + 52]
            if first in in_play and second in in_play:
                raise PositionError(
                    f"both copies of {first} are in play, but a run of {suit.name.lower()} is in the foundations",
                    lines_of.get(second, lines_of.get(first, found_line)), PositionProblem.SUIT_ON_BOARD,
                    cards=(first, second),
                )
            run.append(second if first in in_play else first)
        runs.append(tuple(run))
    return runs


def _run_text(run: tuple[Card, ...]) -> str:
    return "-".join(map(str, run))


class Position:
    """A Scorpion position: the columns, the talon, the reserve (variants), the
    foundations, the rules.

    Build one with :meth:`deal` or :meth:`from_text`; the constructor checks
    its input like :meth:`from_text` does and raises :class:`PositionError`.

    - ``columns``: ``rules.columns`` tuples of cards (7 in Cards4), each from
      base (index 0) to end.
    - ``face_down``: how many base cards of each column are face down.
    - ``talon``: the talon cards in deal order (empty once dealt).
    - ``foundations``: the suits removed as complete runs, in suit order; in
      an alternate-colour variant, the sequences of 13 cards removed (or the
      suits of their Kings, with a same-suit variant's runs implied). With
      two decks a suit may be given twice; which copies left with a run is
      not part of the position (VARIANTS.md §8): the runs are those of
      :attr:`removed_runs`, whatever cards were passed.
    - ``rules``: the :class:`Rules` that govern play (Cards4 by default).
    - ``reserve``: the reserve or free cells, one entry per place (a card or
      None); empty in Cards4.
    """

    __slots__ = ("_cols", "_hidden", "_talon", "_found", "_rules", "_reserve", "_hash", "_legal")

    _cols: tuple[tuple[Card, ...], ...]
    _hidden: tuple[int, ...]
    _talon: tuple[Card, ...]
    _found: tuple[tuple[Card, ...], ...]
    _rules: Rules
    _reserve: tuple[Card | None, ...]
    _hash: int | None
    _legal: tuple[Move, ...] | None

    def __init__(
        self,
        columns: Sequence[Sequence[Card]],
        face_down: Sequence[int],
        talon: Sequence[Card] = (),
        foundations: Iterable[Suit | Sequence[Card]] = (),
        rules: Rules = CARDS4,
        reserve: Sequence[Card | None] = (),
    ) -> None:
        n = rules.columns
        if len(columns) != n or len(face_down) != n:
            raise PositionError(f"a position has {n} columns")
        cols = tuple(tuple(TWO_DECK_CARDS[int(c)] for c in col) for col in columns)
        hidden = tuple(int(h) for h in face_down)
        for i, (col, h) in enumerate(zip(cols, hidden)):
            if h < 0 or h > len(col):
                raise PositionError(f"column {i + 1}: {h} face-down cards in a column of {len(col)}")
            if col and h == len(col):
                raise PositionError(f"column {i + 1} ends face down ({col[-1]})", None, PositionProblem.ENDS_FACE_DOWN,
                                    cards=(col[-1],), column=i + 1)
        runs: list[tuple[Card, ...]] = []
        for f in foundations:
            if isinstance(f, (int, Suit)) and not isinstance(f, Card):
                if rules.build != "suit":
                    raise PositionError("in this variant a removed run is named by its cards, not its suit")
                runs.append(_RUNS[Suit(f)])
            else:
                run = tuple(TWO_DECK_CARDS[int(c)] for c in f)
                if not _is_run(run, rules.build):
                    raise PositionError(f"not a complete run: {_run_text(run)}")
                runs.append(run)
        if len({r[0] for r in runs}) != len(runs) and not (rules.decks == 2 and rules.build == "suit"):
            raise PositionError("two removed runs start with the same King", None, PositionProblem.REPEATED_SUIT)
        found = tuple(sorted(runs))
        tal = tuple(TWO_DECK_CARDS[int(c)] for c in talon)
        slots = rules.reserve_slots
        if len(reserve) > slots:
            raise PositionError(f"this game has {slots} reserve places", None, PositionProblem.RESERVE_SIZE)
        res = tuple(None if c is None else TWO_DECK_CARDS[int(c)] for c in reserve) + (None,) * (slots - len(reserve))
        found = _check_cards(cols, tal, found, {}, reserve=res, rules=rules)
        if len(tal) > rules.talon:
            raise PositionError(f"the talon holds at most {rules.talon} cards", None, PositionProblem.TALON_SIZE)
        self._set(cols, hidden, tal, found, rules, res)

    def _set(
        self,
        cols: tuple[tuple[Card, ...], ...],
        hidden: tuple[int, ...],
        talon: tuple[Card, ...],
        found: tuple[tuple[Card, ...], ...],
        rules: Rules,
        reserve: tuple[Card | None, ...] = (),
    ) -> None:
        self._cols = cols
        self._hidden = hidden
        self._talon = talon
        self._found = found
        self._rules = rules
        self._reserve = reserve
        self._hash = None
        self._legal = None

    @classmethod
    def _new(
        cls,
        cols: tuple[tuple[Card, ...], ...],
        hidden: tuple[int, ...],
        talon: tuple[Card, ...],
        found: tuple[tuple[Card, ...], ...],
        rules: Rules,
        reserve: tuple[Card | None, ...] = (),
    ) -> "Position":
        p = object.__new__(cls)
        p._set(cols, hidden, talon, found, rules, reserve)
        return p

    # ------------------------------------------------------------------ access
    @property
    def columns(self) -> tuple[tuple[Card, ...], ...]:
        """The columns (7 in Cards4), each a tuple of cards from base to end."""
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
        """The suits removed to the foundations, in suit order (a suit twice
        when both its runs left, two decks); in an alternate-colour variant,
        the suits of the removed runs' Kings."""
        return tuple(run[0].suit for run in self._found)

    @property
    def removed_runs(self) -> tuple[tuple[Card, ...], ...]:
        """The complete runs removed to the foundations, each King first, in
        the order of their Kings' suits. With two decks and same-suit runs,
        canonical (VARIANTS.md §8): a suit removed once, the copies not in
        play; twice, the run of first copies then the run of second copies
        (a :class:`Removal` effect names the cards that really left)."""
        return self._found

    @property
    def reserve(self) -> tuple[Card | None, ...]:
        """The reserve or free cells, one entry per place (None: empty); empty
        in Cards4."""
        return self._reserve

    @property
    def rules(self) -> Rules:
        """The rules this position is played under."""
        return self._rules

    def with_rules(self, rules: Rules) -> "Position":
        """The same cards under other rules (e.g. the other options of the same
        variant). Raises :class:`PositionError` when the cards do not fit the
        other variant's layout."""
        r = self._rules
        if (rules.columns, rules.reserve_slots, rules.build, rules.decks) == (r.columns, r.reserve_slots, r.build, r.decks) \
                and len(self._talon) <= rules.talon:
            return Position._new(self._cols, self._hidden, self._talon, self._found, rules, self._reserve)
        return Position(self._cols, self._hidden, self._talon, self._found, rules,
                        [c for c in self._reserve if c is not None])

    def column(self, number: int) -> tuple[Card, ...]:
        """Column ``number`` (1..7, up to 10 in the variants), base to end."""
        return self._cols[number - 1]

    def face_up_cards(self, number: int) -> tuple[Card, ...]:
        """The face-up cards of column ``number``, base to end."""
        return self._cols[number - 1][self._hidden[number - 1]:]

    def end_card(self, number: int) -> Card | None:
        """The end card of column ``number``, None when it is empty."""
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
        if card in self._reserve:
            return CardPlace("reserve", None, self._reserve.index(card), True)
        return CardPlace("foundation", None, None, True)

    def group(self, card: Card) -> tuple[Card, ...]:
        """``card`` and its companions (the cards on top of it), lead first;
        the card alone in the reserve; empty when ``card`` is elsewhere."""
        for col in self._cols:
            if card in col:
                return col[col.index(card):]
        if card in self._reserve:
            return (card,)
        return ()

    # ------------------------------------------------------------------ rules
    def legal_moves(self) -> list[Move]:
        """Every legal action (rules.md §2, §4; VARIANTS.md §1), group moves
        then moves to a free cell, then the deal.

        A non-King face-up card (in a column, the reserve or a cell) may go
        onto the end card of another column that it builds on (same suit and
        one rank lower; other colour in alternate-colour variants); a face-up
        King (any face-up card where empty columns take any card) that is not
        its column's base card may go into each empty column; a column's end
        card may go to an empty free cell; the deal is legal while the talon
        waits (with traditional timing, only when no other move exists).
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> tuple[Move, ...]:
        cols = self._cols
        hidden = self._hidden
        rules = self._rules
        ncols = len(cols)
        where: dict[int, int] = {}
        empties = []
        for ci in range(ncols):
            col = cols[ci]
            if col:
                where.update(dict.fromkeys(col[hidden[ci]:], ci))
            else:
                empties.append(ci)
        for si, c in enumerate(self._reserve):
            if c is not None:
                where[c] = -1 - si
        moves = []
        moves_table = _MOVES
        alternate = rules.build == "alternate"
        two_decks = rules.decks == 2
        for ci in range(ncols):
            col = cols[ci]
            if col:
                end = col[-1]
                if end % 13:
                    leads: tuple[int, ...]
                    if alternate:
                        rank = end % 13 - 1
                        leads = (rank, rank + 39) if _is_red(end) else (rank + 13, rank + 26)
                        if two_decks:
                            leads += (leads[0] + 52, leads[1] + 52)
                    elif two_decks:
                        lead = end % 52 - 1
                        leads = (lead, lead + 52)
                    else:
                        leads = (end - 1,)
                    for lead in leads:
                        src = where.get(lead)
                        if src is not None and src != ci:
                            moves.append(moves_table[lead * _STRIDE + ci + 1])
        if empties:
            if rules.empty_column == "king":
                candidates: Iterable[int] = _KINGS_TWO_DECKS if two_decks else _KINGS
            else:
                candidates = sorted(where)
            for lead in candidates:
                src = where.get(lead)
                if src is not None and (src < 0 or cols[src][0] != lead):
                    for e in empties:
                        moves.append(moves_table[lead * _STRIDE + e + 1])
        if rules.cells and None in self._reserve:
            for ci in range(ncols):
                col = cols[ci]
                if col:
                    moves.append(moves_table[col[-1] * _STRIDE + RESERVE])
        if self._talon and (rules.talon_any_time or not moves):
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
        """Every complete run (4 per deck) removed to the foundations, or
        (with ``clear_complete_runs`` off) complete in place (rules.md §5, §7)."""
        need = self._rules.runs
        if len(self._found) == need:
            return True
        if self._rules.clear_complete_runs:
            return False
        return len(self._found) + len(self._runs_in_place()) == need

    def _runs_in_place(self) -> list[Suit]:
        runs = []
        build = self._rules.build
        for col, h in zip(self._cols, self._hidden):
            for i in range(h, len(col) - 12):
                c = col[i]
                if c % 13 == 12 and _is_run(col[i:i + 13], build):
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

    def _locate(self, card: Card) -> tuple[int, int]:
        """(column index, index in it) of a column card; (-1 - place, 0) for a
        reserve card; (-1 - slots, -1) when it is in neither."""
        for ci, col in enumerate(self._cols):
            if card in col:
                return ci, col.index(card)
        if card in self._reserve:
            return -1 - self._reserve.index(card), 0
        return -1 - len(self._reserve), -1

    def check(self, move: Move) -> IllegalMoveError | None:
        """The error :meth:`play` would raise for ``move``, or None when legal."""
        rules = self._rules
        if move.card is None:
            if not self._talon:
                return IllegalMoveError(IllegalReason.TALON_ALREADY_DEALT, move)
            if not rules.talon_any_time:
                legal = self.legal_moves()
                if DEAL not in legal:
                    return IllegalMoveError(IllegalReason.TALON_NOT_YET, move)
            return None
        card = move.card
        assert move.column is not None
        if move.column > rules.columns or (move.column == RESERVE and not rules.cells):
            return IllegalMoveError(IllegalReason.NO_SUCH_COLUMN, move, (card,), move.column or None)
        ci, idx = self._locate(card)
        if idx < 0:
            return IllegalMoveError(IllegalReason.UNKNOWN_CARD, move, (card,), move.column or None)
        in_column = ci >= 0
        if in_column and idx < self._hidden[ci]:
            return IllegalMoveError(IllegalReason.FACE_DOWN, move, (card,), move.column or None)
        if move.column == RESERVE:
            if not in_column or idx != len(self._cols[ci]) - 1:
                return IllegalMoveError(IllegalReason.CELL_TAKES_ONE_CARD, move, (card,), None)
            if None not in self._reserve:
                return IllegalMoveError(IllegalReason.CELLS_FULL, move, (card,), None)
            return None
        dest = move.column - 1
        if dest == ci:
            return IllegalMoveError(IllegalReason.SAME_COLUMN, move, (card,), move.column)
        dcol = self._cols[dest]
        if not dcol:
            if card % 13 != 12 and rules.empty_column == "king":
                return IllegalMoveError(IllegalReason.KING_NEEDED, move, (card,), move.column)
            if in_column and idx == 0:
                return IllegalMoveError(IllegalReason.WHOLE_COLUMN_TO_EMPTY, move, (card,), move.column)
            return None
        end = dcol[-1]
        involved = (card, end)
        if end % 13 == 0:
            return IllegalMoveError(IllegalReason.TARGET_IS_ACE, move, involved, move.column)
        if card % 13 == 12:
            return IllegalMoveError(IllegalReason.KING_ON_CARD, move, involved, move.column)
        if rules.build == "alternate":
            if _is_red(end) == _is_red(card) or end % 13 != card % 13 + 1:
                return IllegalMoveError(IllegalReason.WRONG_COLOUR, move, involved, move.column)
            return None
        target, face = end % 52, card % 52  # either copy builds on either copy (two decks)
        if target // 13 != face // 13:
            return IllegalMoveError(IllegalReason.WRONG_SUIT, move, involved, move.column)
        if target != face + 1:
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
        the :class:`GroupMove`, :class:`Deal`, :class:`FromReserve` or
        :class:`ToCell`, then each :class:`Removal` and :class:`Flip` it
        caused, cascades included (rules.md §3).

        Raises :class:`IllegalMoveError` when ``move`` is illegal.
        """
        error = self.check(move)
        if error is not None:
            raise error
        cols = list(self._cols)
        hidden = list(self._hidden)
        found = list(self._found)
        reserve = list(self._reserve)
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
            ci, idx = self._locate(card)
            if move.column == RESERVE:
                slot = reserve.index(None)
                reserve[slot] = card
                cols[ci] = cols[ci][:-1]
                effects.append(ToCell(ci + 1, slot + 1, card))
                touched = [ci]
            else:
                dest = move.column - 1  # type: ignore[operator]
                if ci < 0:
                    slot = -1 - ci
                    reserve[slot] = None
                    cols[dest] = cols[dest] + (card,)
                    effects.append(FromReserve(slot + 1, dest + 1, card))
                    touched = [dest]
                else:
                    col = cols[ci]
                    group = col[idx:]
                    cols[ci] = col[:idx]
                    cols[dest] = cols[dest] + group
                    effects.append(GroupMove(ci + 1, dest + 1, group))
                    touched = [ci, dest]
        self._settle(cols, hidden, found, touched, effects)
        return Outcome(self._after(cols, hidden, talon, found, reserve), tuple(effects))

    def _after(
        self,
        cols: list[tuple[Card, ...]],
        hidden: list[int],
        talon: tuple[Card, ...],
        found: list[tuple[Card, ...]],
        reserve: list[Card | None],
    ) -> "Position":
        """The position of these parts, settled from this one (:meth:`_settle`),
        with its removed runs in canonical order."""
        if self._two_deck_suits:  # canonical and in suit order already, unless a run just left
            if len(found) != len(self._found):
                found = _two_deck_runs(_in_play(cols, talon, reserve), [run[0].suit for run in found], {}, None)
        else:
            found.sort()
        return Position._new(tuple(cols), tuple(hidden), talon, tuple(found), self._rules, tuple(reserve))

    def settled(self) -> "Position":
        """This position after the steps that follow every action by
        themselves (rules.md §3): each complete run in order leaves its
        column for a foundation (unless the rules keep runs in place) and a
        face-down card left at a column's end turns face up, until nothing
        changes. A position reached in play is settled already (returned as
        it is); a typed one may hold a run no action has removed yet, e.g. a
        column of K♠ down to A♠. Raises nothing."""
        cols = list(self._cols)
        hidden = list(self._hidden)
        found = list(self._found)
        effects: list[Effect] = []
        self._settle(cols, hidden, found, [], effects)
        return self._after(cols, hidden, self._talon, found, list(self._reserve)) if effects else self

    @property
    def _two_deck_suits(self) -> bool:
        """Two decks, same-suit runs: the removed runs are kept canonical."""
        return self._rules.decks == 2 and self._rules.build == "suit"

    def _settle(
        self,
        cols: list[tuple[Card, ...]],
        hidden: list[int],
        found: list[tuple[Card, ...]],
        touched: list[int],
        effects: list[Effect],
    ) -> None:
        """Flip exposed face-down end cards and remove complete runs until
        nothing changes (rules.md §3): the ``touched`` columns first, then the
        others (a pasted position may hold a run no action has settled yet)."""
        clear = self._rules.clear_complete_runs
        suit_build = self._rules.build == "suit" and self._rules.decks == 1
        build = self._rules.build
        order = touched + [ci for ci in range(len(cols)) if ci not in touched]
        changed = True
        while changed:
            changed = False
            for ci in order:
                col = cols[ci]
                if (
                    clear
                    and len(col) - hidden[ci] >= 13
                    and col[-1] % 13 == 0
                    and (col[-13:] == _RUNS[col[-1] // 13] if suit_build else _is_run(col[-13:], build))
                ):
                    run = col[-13:]
                    effects.append(Removal(ci + 1, run[0].suit, run))
                    found.append(run)
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
        reserve = list(self._reserve)
        talon = self._talon
        ncols = len(cols)
        changed_runs = False
        for e in reversed(effects):
            if isinstance(e, Flip):
                ci = e.column - 1
                if not 0 <= ci < ncols or not cols[ci] or cols[ci][-1] != e.card or hidden[ci] != len(cols[ci]) - 1:
                    raise ValueError(f"cannot undo the flip of {e.card} in column {e.column}")
                hidden[ci] += 1
            elif isinstance(e, Removal):
                if self._two_deck_suits:
                    # the foundations keep one canonical run per removal (_two_deck_runs)
                    same = [run for run in found if run[0].suit == e.suit]
                    if not same:
                        raise ValueError(f"cannot undo the removal of {e.suit.name.lower()}: not in a foundation")
                    found.remove(same[0])
                    changed_runs = True
                elif e.cards not in found:
                    raise ValueError(f"cannot undo the removal of {e.suit.name.lower()}: not in a foundation")
                else:
                    found.remove(e.cards)
                ci = e.column - 1
                cols[ci] = cols[ci] + e.cards
            elif isinstance(e, GroupMove):
                n = len(e.cards)
                d, s = e.destination - 1, e.source - 1
                if cols[d][-n:] != e.cards:
                    raise ValueError(f"cannot undo the move of {e.cards[0]}: not at the end of column {e.destination}")
                cols[d] = cols[d][:-n]
                cols[s] = cols[s] + e.cards
            elif isinstance(e, FromReserve):
                d, slot = e.destination - 1, e.place - 1
                if not cols[d] or cols[d][-1] != e.card or not 0 <= slot < len(reserve) or reserve[slot] is not None:
                    raise ValueError(f"cannot undo the move of {e.card} from the reserve")
                cols[d] = cols[d][:-1]
                reserve[slot] = e.card
            elif isinstance(e, ToCell):
                s, slot = e.source - 1, e.place - 1
                if not 0 <= slot < len(reserve) or reserve[slot] != e.card:
                    raise ValueError(f"cannot undo the move of {e.card} to a free cell")
                reserve[slot] = None
                cols[s] = cols[s] + (e.card,)
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
        for ci in range(ncols):
            if hidden[ci] > len(cols[ci]):
                raise ValueError("the effects do not fit this position")
        if changed_runs:
            found = _two_deck_runs(_in_play(cols, talon, reserve), [run[0].suit for run in found], {}, None)
        elif not self._two_deck_suits:
            found.sort()
        return Position._new(tuple(cols), tuple(hidden), talon, tuple(found), self._rules, tuple(reserve))

    # --------------------------------------------------------------- creation
    @classmethod
    def deal(cls, game_number: int, rules: Rules = CARDS4) -> "Position":
        """The opening position of game ``game_number`` (1 ≤ n < 2**63) under
        ``rules``. Cards4 deals as rules.md §1 says: 7 columns of 7, the 3 base
        cards of columns 1–4 face down, 3 cards in the talon. A variant lays
        the same shuffled deck out its own way (VARIANTS.md §1): the columns
        take ``rules.deal`` cards each in turn, then the talon, then the
        reserve. The shuffle is documented in :mod:`scorpion_qt.engine.numbers`.

        Two decks (Double Scorpion) shuffle their 104 cards as
        :mod:`~scorpion_qt.engine.numbers` says and lay them out the same way.

        Raises ``ValueError`` for a number out of range.
        """
        deck = [TWO_DECK_CARDS[i] for i in shuffled_deck(game_number, rules.decks)]
        if rules.is_cards4_variant:
            cols = tuple(tuple(deck[7 * c:7 * c + 7]) for c in range(COLUMNS))
            return cls._new(cols, (3, 3, 3, 3, 0, 0, 0), tuple(deck[49:52]), (), rules)
        at = 0
        built = []
        for n in rules.deal:
            built.append(tuple(deck[at:at + n]))
            at += n
        talon = tuple(deck[at:at + rules.talon])
        at += rules.talon
        reserve: tuple[Card | None, ...] = tuple(deck[at:at + rules.reserve]) + (None,) * rules.cells
        return cls._new(tuple(built), tuple(rules.face_down), talon, (), rules, reserve)

    @classmethod
    def from_text(cls, text: str) -> "Position":
        """Read a position in the notation of notation.md.

        Lines ``talon:``, ``foundations:``, ``1:`` … ``7:`` and our optional
        ``rules:`` (a variant's name, ``keep-runs``, ``traditional-talon``);
        in the variants, columns up to ``rules.columns`` and a ``reserve:``
        line (cards, ``-`` for an empty place); ``#`` starts a comment. A
        missing column line is an empty column, a missing talon, reserve or
        foundations line is ``-``. A leading byte-order mark (U+FEFF, which
        some editors put before text copied from a file) is not part of it.

        Raises :class:`PositionError` naming the line and the card when the
        text is not a valid position, and no other exception for any text.
        """
        if not isinstance(text, str):
            raise PositionError("position text must be a string")
        try:
            return cls._from_text(text.removeprefix("\ufeff"))
        except PositionError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise PositionError(f"not a position: {exc}") from None

    @classmethod
    def _from_text(cls, text: str) -> "Position":
        lines = text.splitlines()
        rules = CARDS4
        for raw in lines:
            label, sep, rest = raw.split("#", 1)[0].strip().partition(":")
            if sep and label.strip().lower() == "rules":
                try:
                    rules = Rules.from_tokens(rest.split())
                except ValueError:
                    pass  # reported at its line below
                break
        ncols = rules.columns
        decks = rules.decks
        seen: dict[str, int] = {}
        cols: list[tuple[Card, ...]] = [()] * ncols
        hidden = [0] * ncols
        talon: tuple[Card, ...] = ()
        found: list[tuple[Card, ...]] = []
        reserve: list[Card | None] = []
        lines_of: dict[Card, int] = {}
        for lineno, raw in enumerate(lines, start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            label, sep, rest = line.partition(":")
            label = label.strip().lower()
            if not sep:
                raise PositionError(f"expected 'label: …', got {line!r}", lineno, PositionProblem.LINE_FORM, subject=line)
            if label not in _LABELS or (label.isdigit() and int(label) > ncols) \
                    or (label == "reserve" and not rules.reserve_slots):
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
                    card = _parse_card(tok, decks, lineno)
                    if card is None:
                        raise PositionError(f"unknown token {tok!r} in the talon", lineno, PositionProblem.UNKNOWN_CARD, subject=tok)
                    _note(card, lineno, lines_of)
                    cards.append(card)
                if len(cards) > rules.talon:
                    raise PositionError(
                        f"the talon holds at most {rules.talon} cards, not {len(cards)}", lineno, PositionProblem.TALON_SIZE
                    )
                talon = tuple(cards)
            elif label == "reserve":
                if len(tokens) > rules.reserve_slots:
                    raise PositionError(
                        f"the reserve has {rules.reserve_slots} places, not {len(tokens)}", lineno,
                        PositionProblem.RESERVE_SIZE,
                    )
                for tok in tokens:
                    if tok == "-":
                        reserve.append(None)
                        continue
                    card = _parse_card(tok, decks, lineno)
                    if card is None:
                        raise PositionError(
                            f"unknown token {tok!r} in the reserve", lineno, PositionProblem.UNKNOWN_CARD, subject=tok
                        )
                    _note(card, lineno, lines_of)
                    reserve.append(card)
            elif label == "foundations":
                if tokens == ["-"]:
                    continue
                for tok in tokens:
                    if rules.build == "alternate":
                        run = tuple(_parse_card(t, decks, lineno) for t in tok.split("-"))
                        if None in run or not _alternate_run(run):  # type: ignore[arg-type]
                            raise PositionError(
                                f"{tok!r} in the foundations is not a complete run (K down to A, colours alternating)",
                                lineno, PositionProblem.UNKNOWN_SUIT, subject=tok,
                            )
                        for c in run:
                            _note(c, lineno, lines_of)  # type: ignore[arg-type]
                        found.append(run)  # type: ignore[arg-type]
                        continue
                    try:
                        suit = Suit.parse(tok)
                    except ValueError:
                        raise PositionError(
                            f"unknown suit {tok!r} in the foundations", lineno, PositionProblem.UNKNOWN_SUIT, subject=tok
                        ) from None
                    if found.count(_RUNS[suit]) >= decks:
                        times = "twice" if decks == 1 else "three times"
                        raise PositionError(
                            f"suit {tok!r} appears {times} in the foundations", lineno, PositionProblem.REPEATED_SUIT,
                            subject=tok,
                        )
                    found.append(_RUNS[suit])
            else:
                ci = int(label) - 1
                col: list[Card] = []
                h = 0
                for k, tok in enumerate(tokens):
                    down = len(tok) >= 2 and tok[0] == "(" and tok[-1] == ")"
                    card = _parse_card(tok[1:-1] if down else tok, decks, lineno, ci + 1)
                    if card is None:
                        raise PositionError(
                            f"unknown token {tok!r} in column {ci + 1}", lineno, PositionProblem.UNKNOWN_CARD,
                            subject=tok, column=ci + 1,
                        )
                    _note(card, lineno, lines_of)
                    if down:
                        if h != len(col) and k == len(tokens) - 1:  # "… 3H (5S)": what is wrong is the end
                            raise PositionError(
                                f"column {ci + 1} ends face down ({card})", lineno,
                                PositionProblem.ENDS_FACE_DOWN, cards=(card,), column=ci + 1,
                            )
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
        res = tuple(reserve) + (None,) * (rules.reserve_slots - len(reserve))
        found_t = _check_cards(tuple(cols), talon, found_t, lines_of, seen.get("foundations"), reserve=res, rules=rules)
        return cls._new(tuple(cols), tuple(hidden), talon, found_t, rules, res)

    def to_text(self) -> str:
        """The canonical text (notation.md): talon, foundations, then the
        columns; a ``rules:`` line first only when the rules are not Cards4's,
        a ``reserve:`` line (after the talon) only in variants with one."""
        lines = []
        tokens = self._rules.tokens()
        if tokens:
            lines.append("rules: " + " ".join(tokens))
        lines.append("talon: " + (" ".join(map(str, self._talon)) if self._talon else "-"))
        if self._reserve:
            lines.append("reserve: " + " ".join("-" if c is None else str(c) for c in self._reserve))
        if not self._found:
            lines.append("foundations: -")
        elif self._rules.build == "suit":
            lines.append("foundations: " + " ".join(run[0].suit.letter for run in self._found))
        else:
            lines.append("foundations: " + " ".join(_run_text(run) for run in self._found))
        for ci, (col, h) in enumerate(zip(self._cols, self._hidden)):
            toks = [f"({c})" if i < h else str(c) for i, c in enumerate(col)]
            lines.append(f"{ci + 1}:" + ("" if not toks else " " + " ".join(toks)))
        return "\n".join(lines) + "\n"

    # ------------------------------------------------------------- protocol
    def _key(self) -> tuple[object, ...]:
        return (self._cols, self._hidden, self._talon, self._found, self._rules, self._reserve)

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
    found: tuple[tuple[Card, ...], ...],
    lines_of: dict[Card, int],
    found_line: int | None = None,
    *,
    reserve: tuple[Card | None, ...] = (),
    rules: Rules = CARDS4,
) -> tuple[tuple[Card, ...], ...]:
    """Every card exactly once: in a column, the talon, the reserve or a
    removed run (104 cards with two decks, 52 otherwise). Returns the removed
    runs, made canonical in a two-deck same-suit game (:func:`_two_deck_runs`)."""
    decks = rules.decks
    seen: set[Card] = set()
    for card in (c for col in cols for c in col):
        if card in seen:
            raise PositionError(f"duplicate card {card}", lines_of.get(card), PositionProblem.DUPLICATE, cards=(card,))
        seen.add(card)
    for card in talon + tuple(c for c in reserve if c is not None):
        if card in seen:
            raise PositionError(f"duplicate card {card}", lines_of.get(card), PositionProblem.DUPLICATE, cards=(card,))
        seen.add(card)
    if decks == 1:
        second = [c for c in seen if c.copy]
        if second:
            card = min(second)
            raise PositionError(
                f"{card} is a second copy; only two-deck games have them", lines_of.get(card),
                PositionProblem.UNKNOWN_CARD, subject=str(card), cards=(card,),
            )
    elif rules.build == "suit":
        found = tuple(_two_deck_runs(seen, [run[0].suit for run in found], lines_of, found_line))
    for run in found:
        for card in run:
            if card in seen:
                if all(c.suit == run[0].suit for c in run):
                    msg = f"card {card} is on the board, but its suit {run[0].suit.letter} is in the foundations"
                else:
                    msg = f"card {card} is on the board, but also in a removed run"
                raise PositionError(msg, lines_of.get(card, found_line), PositionProblem.SUIT_ON_BOARD, cards=(card,))
            seen.add(card)
    missing = [TWO_DECK_CARDS[i] for i in range(52 * decks) if TWO_DECK_CARDS[i] not in seen]
    if missing:
        names = " ".join(map(str, missing))
        raise PositionError(
            f"missing card{'s' if len(missing) > 1 else ''}: {names}", None, PositionProblem.MISSING, cards=tuple(missing)
        )
    return found


def _in_play(
    cols: Sequence[tuple[Card, ...]], talon: tuple[Card, ...], reserve: Sequence[Card | None]
) -> set[Card]:
    """The cards not in a foundation: the columns', the talon's and the reserve's."""
    cards = {c for col in cols for c in col}
    cards.update(talon)
    cards.update(c for c in reserve if c is not None)
    return cards
