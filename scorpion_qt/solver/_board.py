"""The solver's compact, mutable board and its exhaustive depth-first search.

Internal module: the public API is in :mod:`scorpion_qt.solver`.

Representation: a card is an ``int`` ``suit * 13 + rank - 1`` (as in the
engine), a column a ``list`` of cards from base to end, ``hid[c]`` the number
of face-down base cards of column ``c`` (0-based), ``colof[card]`` the column
of a card (``-1`` in the talon or a foundation). A move is a pair
``(card, column)``; the talon deal is :data:`DEAL_MOVE` ``(-1, -1)``.

Why a small key is enough (``../../shared/spec/solver-notes.md``): a non-King
card moves as a lead card at most once (onto its successor, where it stays),
a King at most once (into an empty column), the deal once. The position is a
function of *which* of these actions happened (plus where the King went
before the deal, among columns 1-3, and what the talon cards landed on), not
of their order: every card's neighbour below is fixed by that set, and flips
and removals follow from it. So the key (an ``int``) is a bit set of the
moved cards, two bits per King moved into column 1, 2 or 3 before the deal,
and after the deal, for each talon card that has not moved yet, the card it
landed on (once it has moved, where it landed no longer matters; a card
dealt onto its successor counts as moved). Columns 4-7
are interchangeable before the deal and all columns after it, so a King goes
to one representative empty column of each class. The positions form a DAG:
no repetition check, and a table of keys proven lost.

Search: depth-first, the deal first, then moves that turn a card up (see
:meth:`Searcher._priority`), in passes: each search after a deal gets a
budget of positions and is set aside when it reaches it, to be resumed in
the next pass (R3b); the proof of loss :func:`proves_loss` (a
generalised wait-for argument) runs at the root, before the deal within
8 moves of the root, after the deal, after
every removal and after a King fills the last empty column (elsewhere it
costs more than the search it saves: measured, issues 10 and 25); where its
fixpoint proves nothing at the root, near it before the deal, right after a deal or at such a King move, the ordering
argument P7 (:func:`_companion_trap`, landmarks of its requirements) is
tried, and where P fails at the root, right after a deal or at such a King
move, the count of the empty columns the Kings need, P8
(:func:`_kings_count`). A proof after such a King move is kept as a *nogood*, a condition on the key that the
proof rests on, and every later position meeting it is lost without search
(PROOFS.md, R4: on deal 6086, 3 nogoods stand for 154,323 positions, and
the search takes a third of the time); so is a proof right after a deal,
met at the deal moves of other positions before the deal (R4d). The only moves pruned are after the deal, next to an Ace-led
chain or a move onto a King-led run (:meth:`Board.safe_move`), or the
non-King moves while a King can take an empty column that no face-down
King could need (R5): the trap of solver-notes.md shows that other "safe
move" rules lose won games. Why every
"lost" is a proof: PROOFS.md.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["Board", "DEAL_MOVE", "DEAL_BUDGETS", "IMove", "Aborted", "proves_loss", "Searcher"]

IMove = tuple[int, int]
"""An internal move: ``(lead card, destination column 0..6)``, or the deal."""

DEAL_MOVE: IMove = (-1, -1)

Rec = tuple[Any, ...]
"""An undo record (see :meth:`Board.do`)."""

_KINGS = (12, 25, 38, 51)
_RUNS = tuple([s * 13 + r for r in range(12, -1, -1)] for s in range(4))
_MOVED_MASK = (1 << 52) - 1
_DEALT_BIT = 1 << 60
_MAX_NOGOODS = 32  # learned nogoods kept per card (most recently useful first)
_MAX_DEAL_NOGOODS = 64  # nogoods learned after the deal, kept for the deal moves (R4d)
_PROVE_DEPTH = 8  # before the deal, P runs on the positions this close to the root (R2)
# _is_safe's runs: y, y-1, ..., the Ace (R1) and the King k, k-1, ..., y+1 (R1b)
_TO_ACE = tuple(list(range(y, y - y % 13 - 1, -1)) for y in range(52))
_FROM_KING = tuple(tuple(list(range(k, y, -1)) for y in range(52)) for k in range(52))
# the child key in _dfs_post: a card's "has led" bit (also the bits of
# proves_loss's events 52-56 for P7), and a mask that clears the landing
# field at a shift (keys stay below bit 128: seven 6-bit fields from bit 61)
_BIT = tuple(1 << e for e in range(57))
_KEEP = tuple(((1 << 128) - 1) ^ (63 << sh) for sh in range(128))


class Aborted(Exception):
    """Raised inside the search when a limit is hit or cancel is requested."""


class _OverBudget(Exception):
    """Raised inside the search after one deal when it has used its budget
    (R3b: the search is then resumed in a later pass)."""


_NEVER = 1 << 62  # no budget: a node count never reached
DEAL_BUDGETS = (256, 4096)
"""R3b's passes (PROOFS.md): the positions one search after a deal may
generate in each pass before it is set aside; a last pass has no budget."""


class Board:
    """A mutable Scorpion position for the search (see the module docstring)."""

    __slots__ = (
        "cols", "hid", "colof", "talon", "found", "key", "homes", "need_homes",
        "clear", "any_time", "tshift", "unsettled",
    )

    cols: list[list[int]]
    hid: list[int]
    colof: list[int]
    talon: list[int]
    found: int
    key: int
    homes: int
    need_homes: int
    clear: bool
    any_time: bool
    tshift: list[int]
    unsettled: bool

    def __init__(
        self,
        columns: list[list[int]],
        face_down: list[int],
        talon: list[int],
        foundations: int,
        clear: bool = True,
        any_time: bool = True,
    ) -> None:
        self.cols = [list(c) for c in columns]
        self.hid = list(face_down)
        self.talon = list(talon)
        self.found = foundations
        self.clear = clear
        self.any_time = any_time
        self.key = 0
        colof = [-1] * 52
        homes = 0
        on_board = 0
        for ci, col in enumerate(self.cols):
            for j, c in enumerate(col):
                colof[c] = ci
                if c % 13 != 12:
                    on_board += 1
                    if j > 0 and col[j - 1] == c + 1:
                        homes += 1
        on_board += sum(1 for c in self.talon if c % 13 != 12)
        self.colof = colof
        self.tshift = [0] * 52  # bit position of a dealt talon card's landing field
        self.homes = homes
        self.need_homes = on_board
        # A pasted position may hold a complete run at a column end that no
        # action has removed yet: the engine removes it after the next action.
        self.unsettled = clear and any(
            len(col) - h >= 13 and col[-1] % 13 == 0 and col[-13:] == _RUNS[col[-1] // 13]
            for col, h in zip(self.cols, self.hid)
        )

    # ---------------------------------------------------------------- queries
    def is_won(self) -> bool:
        """Four complete runs: removed (clear rules) or in place (keep-runs)."""
        if self.found == 4:
            return True
        if self.clear:
            return False
        return self.homes == self.need_homes and not self.talon and not any(self.hid)

    def moves(self) -> list[IMove]:
        """The legal actions, one per class of equivalent empty columns."""
        cols = self.cols
        colof = self.colof
        hid = self.hid
        out: list[IMove] = []
        empties = []
        for c in range(7):
            col = cols[c]
            if not col:
                empties.append(c)
                continue
            e = col[-1]
            if e % 13:
                y = e - 1
                s = colof[y]
                if s >= 0 and s != c and (not hid[s] or cols[s].index(y) >= hid[s]):
                    out.append((y, c))
        if empties:
            dests = self.empty_classes(empties)
            for k in _KINGS:
                s = colof[k]
                if s >= 0:
                    col = cols[s]
                    i = col.index(k)
                    if i > 0 and i >= hid[s]:
                        for d in dests:
                            out.append((k, d))
        if self.talon and (self.any_time or not out):
            out.append(DEAL_MOVE)
        return out

    def ordered_moves(self, safe: bool = False) -> list[IMove]:
        """:meth:`moves` in the search's order (:meth:`Searcher._priority`,
        ties in the order of :meth:`moves`): the deal, moves that turn a
        face-down card up, moves that empty a column, Kings into empty
        columns, the other moves. The same list as sorting :meth:`moves` by
        that priority, built without sorting.

        ``safe`` (after the deal only): when a move of :meth:`safe_move`'s
        kinds (R1, R1b) exists, return just one of them instead; else, when
        a King stands face up on cards and the empty columns outnumber the
        face-down Kings that are not bases, return only the Kings' moves
        into an empty column (R5 of PROOFS.md)."""
        cols = self.cols
        colof = self.colof
        hid = self.hid
        reveal: list[IMove] = []
        empty: list[IMove] = []
        kings: list[IMove] = []
        rest: list[IMove] = []
        empties = []
        for c in range(7):
            col = cols[c]
            if not col:
                empties.append(c)
                continue
            e = col[-1]
            if e % 13:
                y = e - 1
                s = colof[y]
                if s >= 0 and s != c:
                    src = cols[s]
                    h = hid[s]
                    if h:
                        if src[h] == y:
                            kind = reveal
                        elif src.index(y) > h:
                            kind = rest
                        else:
                            continue
                    elif src[0] == y:
                        kind = empty
                    else:
                        kind = rest
                    if safe and (src[-1] % 13 == 0 or col[hid[c]] % 13 == 12) and self._is_safe(y, src, c, col):
                        # (the filter: R1 needs an Ace at the source's end,
                        # R1b a King as the destination's first face-up card)
                        return [(y, c)]
                    kind.append((y, c))
        if empties:
            dests = self.empty_classes(empties)
            king_reveals: list[IMove] = []
            face_down_kings = 0
            for k in _KINGS:
                s = colof[k]
                if s >= 0:
                    col = cols[s]
                    h = hid[s]
                    if h and col[h] == k:
                        for d in dests:
                            king_reveals.append((k, d))
                    elif col[0] != k:
                        if col.index(k) > h:
                            for d in dests:
                                kings.append((k, d))
                        else:
                            face_down_kings += 1
            if safe and len(empties) > face_down_kings and (king_reveals or kings):
                # R5 (PROOFS.md): more empty columns than face-down Kings
                # that are not bases: the Kings' moves alone
                return king_reveals + kings
            reveal += king_reveals
        out = reveal + empty + kings
        if self.talon and (self.any_time or not (out or rest)):
            out.insert(0, DEAL_MOVE)
        out += rest
        return out

    def empty_classes(self, empties: list[int]) -> list[int]:
        """One representative empty column per class of equivalent ones."""
        if not self.talon:
            return empties[:1]
        dests = [e for e in empties if e < 3]
        for e in empties:
            if e >= 3:
                dests.append(e)
                break
        return dests

    def deal_key(self) -> int:
        """The key :meth:`do` would give after the deal, without playing it
        (the board must hold a talon and no unremoved run)."""
        cols = self.cols
        key = (self.key & _MOVED_MASK) | _DEALT_BIT
        for i, t in enumerate(self.talon):
            col = cols[i]
            under = col[-1] + 1 if col else 53
            if under == t + 2 and t % 13 != 12:
                key |= 1 << t
            else:
                key |= under << (61 + 6 * i)
        return key

    def child_key(self, m: IMove) -> int:
        """The key :meth:`do` would give after the non-deal move ``m``,
        without playing it (a removal does not change the key: the key
        names the actions taken, and removals follow from them)."""
        y, d = m
        key = self.key | (1 << y)
        sh = self.tshift[y]
        if sh:
            key &= ~(63 << sh)
        if y % 13 == 12 and d < 3 and self.talon:
            key |= (d + 1) << (52 + 2 * (y // 13))
        return key

    # ---------------------------------------------------------------- actions
    def do(self, m: IMove) -> Rec:
        """Play ``m`` (assumed legal) with its flips and removals; return an
        undo record for :meth:`undo`."""
        if self.unsettled:
            return self._do_unsettled(m)
        y, d = m
        if y < 0:
            return self._deal()
        cols = self.cols
        colof = self.colof
        hid = self.hid
        s = colof[y]
        src = cols[s]
        dst = cols[d]
        i = src.index(y)
        dlen = len(dst)
        group = src[i:]
        del src[i:]
        dst += group
        for g in group:
            colof[g] = d
        flipped = 0
        hs = hid[s]
        if hs and hs == i:
            hid[s] = hs - 1
            flipped = 1
        old_key = self.key
        old_homes = self.homes
        key = old_key | (1 << y)
        sh = self.tshift[y]
        if sh:
            # a dealt talon card left the card it landed on: that no longer matters
            key &= ~(63 << sh)
        if y % 13 != 12:
            self.homes = old_homes + 1
        elif d < 3 and self.talon:
            key |= (d + 1) << (52 + 2 * (y // 13))
        self.key = key
        snap = None
        if self.clear and ((dst[-1] % 13 == 0) or (src and src[-1] % 13 == 0)):
            snap = self._settle((s, d))
        return (y, s, d, dlen, flipped, old_key, old_homes, snap)

    def _do_unsettled(self, m: IMove) -> Rec:
        """The first action from a position with an unremoved complete run:
        play it, then settle every column as the engine does."""
        full = (
            [list(c) for c in self.cols], list(self.hid), list(self.colof), list(self.talon),
            self.found, self.key, self.homes, list(self.tshift),
        )
        self.unsettled = False
        self.do(m)
        self._settle(tuple(range(7)))
        return (-2, full)

    def _settle(self, touched: tuple[int, ...]) -> Rec | None:
        """Remove complete runs at the ends of the ``touched`` columns (and
        flip what they expose) until nothing changes; a snapshot for undo,
        or None when nothing was removed."""
        cols = self.cols
        hid = self.hid
        snap = None
        changed = True
        while changed:
            changed = False
            for ci in touched:
                col = cols[ci]
                if col and col[-1] % 13 == 0 and len(col) - hid[ci] >= 13 and col[-13:] == _RUNS[col[-1] // 13]:
                    if snap is None:
                        snap = (
                            [(cj, list(cols[cj]), hid[cj]) for cj in touched],
                            self.found,
                        )
                    for c in col[-13:]:
                        self.colof[c] = -1
                    del col[-13:]
                    self.found += 1
                    changed = True
                    if col and hid[ci] == len(col):
                        hid[ci] -= 1
        return snap

    def _deal(self) -> Rec:
        cols = self.cols
        talon = self.talon
        old_key = self.key
        old_homes = self.homes
        key = (old_key & _MOVED_MASK) | _DEALT_BIT
        homes = old_homes
        tshift = self.tshift
        for i, t in enumerate(talon):
            col = cols[i]
            under = col[-1] + 1 if col else 53
            if under == t + 2 and t % 13 != 12:
                # landed on its successor: home, as if it had led there (K1)
                homes += 1
                key |= 1 << t
            else:
                key |= under << (61 + 6 * i)
                tshift[t] = 61 + 6 * i
            col.append(t)
            self.colof[t] = i
        self.key = key
        self.homes = homes
        self.talon = []
        snap = None
        if self.clear:
            snap = self._settle(tuple(range(len(talon))))
        return (-1, len(talon), talon, old_key, old_homes, snap)

    def undo(self, rec: Rec) -> None:
        """Take back the action whose record :meth:`do` returned."""
        cols = self.cols
        colof = self.colof
        if rec[0] == -2:
            c, h, co, t, f, k, ho, ts = rec[1]
            self.cols, self.hid, self.colof, self.talon = c, h, co, t
            self.found, self.key, self.homes, self.tshift = f, k, ho, ts
            self.unsettled = True
            return
        if rec[0] == -1:
            _, n, talon, old_key, old_homes, snap = rec
            if snap is not None:
                self._unsettle(snap)
            for i in range(n):
                col = cols[i]
                c = col.pop()
                colof[c] = -1
                self.tshift[c] = 0
            self.talon = talon
            self.key = old_key
            self.homes = old_homes
            return
        y, s, d, dlen, flipped, old_key, old_homes, snap = rec
        if snap is not None:
            self._unsettle(snap)
        dst = cols[d]
        group = dst[dlen:]
        del dst[dlen:]
        cols[s] += group
        for g in group:
            colof[g] = s
        self.hid[s] += flipped
        self.key = old_key
        self.homes = old_homes

    def _unsettle(self, snap: Any) -> None:
        entries, found = snap
        for cj, cards, h in entries:
            self.cols[cj] = cards
            self.hid[cj] = h
            for c in cards:
                self.colof[c] = cj
        self.found = found

    def safe_move(self, moves: list[IMove]) -> IMove | None:
        """After the deal: a move that some winning line (if any) starts with,
        so that the others need not be tried; None when there is none.

        Such a move: a non-King lead ``y`` whose group is ``y, y-1, ..., A``
        of one suit (``y`` alone when it is an Ace). Proof: every winning
        line moves ``y`` (it is not home). Played first instead, every
        earlier move of that line stays legal: moving ``y`` covers only its
        successor (which only ``y`` goes on) and uncovers cards; it could only
        block a later move ``x`` by carrying ``x``'s destination, the end of
        ``y``'s column, onto the column holding ``x``'s lead. But until ``y``
        moves, that end is the Ace (nothing goes on an Ace after the deal,
        and the home cards between ``y`` and the Ace never move as leads),
        and no card goes on an Ace. The positions after ``y``'s move in the
        line are the same. Not so before the deal (a talon card could land
        on the Ace), nor for other groups: see the trap of solver-notes.md.

        Also (R1b of PROOFS.md) any non-King move onto a King-led run: the
        destination column holds only face-down cards, then the face-up
        King and every rank of its suit down to ``y + 1``. Those cards never
        lead again, except the King into an empty column (carrying the run),
        and are no one's destination but ``y``'s, so moving ``y``'s group
        there first cannot make a later move of a winning line illegal.
        """
        cols = self.cols
        colof = self.colof
        for m in moves:
            y = m[0]
            if y >= 0 and y % 13 != 12 and self._is_safe(y, cols[colof[y]], m[1], cols[m[1]]):
                return m
        return None

    def _is_safe(self, y: int, src: list[int], d: int, dst: list[int]) -> bool:
        """True when the non-King move of ``y`` (column ``src``) onto the
        end of column ``d`` (``dst``) is of :meth:`safe_move`'s kinds: the
        group ``y, y-1, ..., A`` (R1), or onto a King-led run standing on
        the column's face-down cards or at its base (R1b)."""
        r = y % 13
        if src[-1] == y - r and len(src) > r and src[-1 - r] == y:
            if src[-1 - r:] == list(range(y, y - r - 1, -1)):
                return True
        h = self.hid[d]
        k = dst[h]  # the first face-up card (dst ends in y + 1: not empty)
        return k % 13 == 12 and k - y == len(dst) - h and dst[h:] == list(range(k, y, -1))

    # ---------------------------------------------------------------- proofs
    def filled_last_column(self, king: int) -> bool:
        """True when ``king``, just moved into an empty column, filled the
        last one while another King still stands on cards: that King now
        needs a column to empty (R2: after the deal, where most dead
        positions of the slow lost deals arise)."""
        cols = self.cols
        for col in cols:
            if not col:
                return False
        colof = self.colof
        for k in _KINGS:
            c = colof[k]
            if k != king and c >= 0 and cols[c][0] != k:
                return True
        return False

    def dead(
        self, core: set[int] | None = None, trap: bool = True, count: bool = False,
        memo: dict[Any, int] | None = None,
    ) -> bool:
        """True when the wait-for argument proves the position lost
        (:func:`proves_loss`; ``core``, ``trap`` and ``count`` as there)."""
        return proves_loss(self.cols, self.hid, self.talon, self.clear, core, trap, count, memo)

    def nogood(self, core: set[int]) -> tuple[int, int]:
        """The learned nogood of a proof's ``core`` (PROOFS.md, R4): a pair
        ``(mask, value)`` such that every position of this search whose key
        satisfies ``key & mask == value`` is lost. The mask holds each core
        card's "has led" bit, the landing field of each core talon card that
        has not led, and the dealt bit; only used after the deal."""
        key = self.key
        tshift = self.tshift
        mask = _DEALT_BIT
        for c in core:
            mask |= 1 << c
            sh = tshift[c]
            if sh and not key >> c & 1:
                mask |= 63 << sh
        return mask, key & mask


def proves_loss(
    cols: list[list[int]],
    hid: list[int],
    talon: list[int],
    clear: bool,
    core: set[int] | None = None,
    trap: bool = True,
    count: bool = False,
    memo: dict[Any, int] | None = None,
) -> bool:
    """A sound proof that no win is reachable: the wait-for argument of
    solver-notes.md, generalised, and (``trap``, where that fails) the
    ordering argument P7 of PROOFS.md (:func:`_companion_trap`).

    ``core``: when given (an empty set) and the proof succeeds, it receives
    the cards whose "has it led" state (and, for an unmoved talon card, where
    it landed) the proof depends on: see :func:`_core_cards` and PROOFS.md
    (R4, learned nogoods).

    For each card we list *requirements*: sets of cards of which at least one
    must move as a lead card before this card can move as a lead card (or,
    for a face-down card, be exposed). Requirements are facts that stay true
    until one of their cards moves:

    - a face-down card needs the card directly on it to move;
    - a non-King card ``y`` whose successor ``s`` is covered by ``a`` needs
      ``a`` to move; when ``s`` lies above ``y`` in ``y``'s own column, one
      of the cards above ``y`` up to ``s`` must move (carrying ``s`` away);
    - a King that is not a base card needs an empty column: one of the
      current non-King base cards must move (or, with runs cleared, a run
      whose King is a base card be removed), unless a column is empty.

    A card that is *home* (directly on its successor) never moves as a lead
    card again, nor does a King that is a column's base card. With runs
    cleared, a King that covers a card may also leave with its complete run
    (pseudo-card ``52 + suit``, which needs every non-King card of that suit
    that is not home to move and every face-down one, the King included, to
    be exposed; the King itself need not move: the run completes on top of
    it where it stands, issue 10).

    The cards that can possibly move are the least fixpoint of "every
    requirement has a card that can possibly move". The position is lost when
    a non-King card that is not home can never move (it can never get home),
    or when a face-down card can never be exposed. The talon deal only adds
    cards on top of column ends, so it keeps every requirement. This includes
    the wait-for cycles of solver-notes.md. Each rule is argued in
    ``PROOFS.md`` (section 3) next to this module.
    """
    colof = [-1] * 52
    pos = [0] * 52
    bases: list[int] = []
    has_empty = False
    ci = 0
    for col in cols:
        if col:
            b0 = col[0]
            if b0 % 13 != 12:
                bases.append(b0)
            elif clear:
                bases.append(52 + b0 // 13)
            j = 0
            for c in col:
                colof[c] = ci
                pos[c] = j
                j += 1
        else:
            has_empty = True
        ci += 1
    for t in talon:
        if t % 13 != 12:
            bases.append(t)  # may land on an empty column and leave it again
    # Requirements as flat lists (owner, members), solved by Horn propagation.
    # Pseudo-cards: 52 + suit = "that suit's run is removed"; 56 = "a column empties".
    owner: list[int] = []
    members: list[tuple[int, ...]] = []
    unsat = [0] * 57
    never = [False] * 57
    fd_ids: list[int] = []
    fd_of = [-1] * 52
    used_runs = 0
    ci = 0
    for col in cols:
        h = hid[ci]
        j = 0
        prev = -1
        for c in col:
            if j < h:
                a = col[j + 1]
                if clear and a % 13 == 12:
                    r: tuple[int, ...] = (a, 52 + a // 13)
                    used_runs |= 1 << (a // 13)
                else:
                    r = (a,)
                fd_of[c] = len(owner)
                fd_ids.append(len(owner))
                owner.append(c)
                members.append(r)
                unsat[c] += 1
            if c % 13 != 12:
                if prev == c + 1:
                    never[c] = True
                else:
                    sc = colof[c + 1]
                    if sc >= 0:
                        js = pos[c + 1]
                        cl = cols[sc]
                        if js < len(cl) - 1:
                            a = cl[js + 1]
                            owner.append(c)
                            if clear and a % 13 == 12:
                                members.append((a, 52 + a // 13))
                                used_runs |= 1 << (a // 13)
                            else:
                                members.append((a,))
                            unsat[c] += 1
                        if sc == ci and js > j:
                            owner.append(c)
                            members.append(tuple(col[j + 1:js + 1]))
                            unsat[c] += 1
            elif j == 0:
                never[c] = True
            elif not has_empty:
                owner.append(c)
                members.append((56,))
                unsat[c] += 1
            prev = c
            j += 1
        ci += 1
    if not owner:
        return False
    if not has_empty:
        owner.append(56)
        members.append(tuple(bases))
        unsat[56] += 1
        if clear:
            for m in bases:
                if m >= 52:
                    used_runs |= 1 << (m - 52)
    watch: list[list[int]] = [[] for _ in range(57)]
    rid = 0
    for r in members:
        for m in r:
            watch[m].append(rid)
        rid += 1
    satisfied = [False] * rid
    unsat0 = list(unsat) if count else unsat  # (P8 starts again from here)
    used_runs0 = used_runs
    # the run pseudo-cards 52..55 start impossible: see the suit check below
    queue = [m for m in range(52) if watch[m] and not unsat[m] and not never[m]]
    if watch[56] and not unsat[56]:
        queue.append(56)
    order: list[int] = []  # the events in the order they were found possible (for P7)
    while True:
        while queue:
            m = queue.pop()
            order.append(m)
            for rid in watch[m]:
                if not satisfied[rid]:
                    satisfied[rid] = True
                    o = owner[rid]
                    unsat[o] -= 1
                    if not unsat[o] and not never[o]:
                        queue.append(o)
        # A run can be removed once every card of its suit can get home and
        # face up: its pseudo-card becomes possible (checked here rather than
        # as 13 requirements: same fixpoint, less work).
        for su in range(4):
            if used_runs >> su & 1:
                for c in range(su * 13, su * 13 + 12):  # the King need not move
                    if colof[c] >= 0:
                        if unsat[c] and not never[c]:
                            break
                        f = fd_of[c]
                        if f >= 0 and not satisfied[f]:
                            break
                else:
                    # the run completes on top of its King where it stands:
                    # the King need not move, only be face up
                    k = su * 13 + 12
                    f = fd_of[k] if colof[k] >= 0 else -1
                    if f >= 0 and not satisfied[f]:
                        continue
                    used_runs &= ~(1 << su)
                    queue.append(52 + su)
        if not queue:
            break
    witness = -1
    for rid in fd_ids:
        if not satisfied[rid]:
            witness = rid
            break
    else:
        for c in range(52):
            if unsat[c] and c % 13 != 12 and not never[c]:
                witness = len(owner) + c
                break
        else:
            if trap and _companion_trap(cols, colof, pos, never, unsat, owner, members, order, core, satisfied, fd_of, memo):
                return True
            if count and _kings_count(
                cols, colof, pos, talon, clear, owner, members, watch, unsat0, never, fd_ids, fd_of, used_runs0, core,
            ):
                return True
            return False
    if core is not None and not _core_cards(core, witness, cols, colof, owner, members, satisfied, unsat, never, fd_of):
        core.clear()  # (not expected) an incomplete core is no core: callers learn nothing
    return True


def _kings_count(
    cols: list[list[int]],
    colof: list[int],
    pos: list[int],
    talon: list[int],
    clear: bool,
    owner: list[int],
    members: list[tuple[int, ...]],
    watch: list[list[int]],
    unsat0: list[int],
    never: list[bool],
    fd_ids: list[int],
    fd_of: list[int],
    used_runs0: int,
    core: set[int] | None = None,
) -> bool:
    """P8 of PROOFS.md, where P proved nothing: P's fixpoint (its
    requirements as :func:`proves_loss` built them, before propagation)
    recomputed with only a set *S* of Kings allowed to lead, for the sets a
    play can reach. Only a King's lead fills an empty column for good (a
    talon card dealt into one must leave it again to empty it) and only a
    base's departure (a non-King base leading, or a run removed) empties
    one, so the *i*-th King lead needs the empty columns now plus the
    departures possible with the Kings led before it to reach *i*. The
    position is lost when no reachable set allows every face-down card to
    turn up and every non-King card not home to lead. ``core`` as in
    :func:`proves_loss` (see :func:`_count_core`)."""
    kings = [k for k in _KINGS if colof[k] >= 0 and pos[k] > 0]  # the Kings that may lead (not bases)
    kings += [t for t in talon if t % 13 == 12]  # (a talon King may lead once dealt)
    if len(kings) < 2:
        return False  # (one King: P's event 56 says as much)
    e0 = 0
    departs: list[int] = []  # the events that empty a column: a non-King base leads, a run leaves
    for col in cols:
        if not col:
            e0 += 1
        elif col[0] % 13 != 12:
            departs.append(col[0])
    if clear:
        departs += [52, 53, 54, 55]  # any removal counted as a departure (more is allowed)
        # every run on the board is checked, not only those P's requirements
        # name (with a column empty, no requirement names a King base's run,
        # whose removal empties one more)
        for k in _KINGS:
            if colof[k] >= 0:
                used_runs0 |= 1 << (k // 13)
    nreq = len(owner)

    def grow(
        unsat: list[int], satisfied: list[bool], poss: list[bool], used_runs: int,
        queue: list[int], allowed: int,
    ) -> int:
        # P's propagation, the Kings of the suits in `allowed` only; returns
        # the runs not yet possible
        while True:
            while queue:
                m = queue.pop()
                poss[m] = True
                for rid in watch[m]:
                    if not satisfied[rid]:
                        satisfied[rid] = True
                        o = owner[rid]
                        unsat[o] -= 1
                        if not unsat[o] and not never[o] and (o % 13 != 12 or allowed >> (o // 13) & 1):
                            queue.append(o)
            for su in range(4):
                if used_runs >> su & 1:
                    for c in range(su * 13, su * 13 + 12):
                        if colof[c] >= 0:
                            if unsat[c] and not never[c]:
                                break
                            f = fd_of[c]
                            if f >= 0 and not satisfied[f]:
                                break
                    else:
                        k = su * 13 + 12
                        f = fd_of[k] if colof[k] >= 0 else -1
                        if f >= 0 and not satisfied[f]:
                            continue
                        used_runs &= ~(1 << su)
                        queue.append(52 + su)
            if not queue:
                return used_runs

    State = tuple[list[int], list[bool], list[bool], int]
    unsat = list(unsat0)
    satisfied = [False] * nreq
    poss = [False] * 57
    queue = [m for m in range(52) if not unsat[m] and not never[m] and m % 13 != 12]
    if watch[56] and not unsat[56]:
        queue.append(56)
    used = grow(unsat, satisfied, poss, used_runs0, queue, 0)
    # the reachable sets of Kings led (bit sets of their suits), by size; a
    # set's fixpoint grows from a smaller one's (the fixpoint is monotone)
    frontier: dict[int, State] = {0: (unsat, satisfied, poss, used)}
    size = 0
    # for the core: each set met, its fixpoint, and whether the count stopped it
    met: list[tuple[int, list[int], list[bool], list[bool], bool]] = []
    while frontier:
        size += 1  # the next King lead is the size-th
        nxt: dict[int, State] = {}
        for s_, (unsat, satisfied, poss, used) in frontier.items():
            # a win needs every face-down card up and every non-King not home led (F5)
            if all(satisfied[r] for r in fd_ids) and not any(
                unsat[c] and c % 13 != 12 and not never[c] for c in range(52)
            ):
                return False
            room = e0 + sum(1 for m in departs if poss[m])
            if room >= len(kings):
                # the count binds for no superset of s_: those reach every
                # King P found possible, and P's fixpoint, which P failed on
                return False
            if core is not None:
                met.append((s_, unsat, satisfied, poss, room < size))
            if room < size:
                continue
            for k in kings:
                t = s_ | 1 << (k // 13)
                if t == s_ or t in nxt or unsat[k]:
                    continue  # (k cannot lead with only the Kings of s_)
                u2 = list(unsat)
                sat2 = list(satisfied)
                p2 = list(poss)
                used2 = grow(u2, sat2, p2, used, [k], t)
                nxt[t] = (u2, sat2, p2, used2)
        frontier = nxt
    if core is not None:
        _count_core(core, met, kings, departs, cols, colof, owner, members, never, fd_ids, fd_of)
    return True


def _count_core(
    core: set[int],
    met: list[tuple[int, list[int], list[bool], list[bool], bool]],
    kings: list[int],
    departs: list[int],
    cols: list[list[int]],
    colof: list[int],
    owner: list[int],
    members: list[tuple[int, ...]],
    never: list[bool],
    fd_ids: list[int],
    fd_of: list[int],
) -> None:
    """The cards a P8 proof rests on (PROOFS.md, P8's nogoods): every
    column's base card; and for each set *S* of Kings the proof met, in
    *S*'s fixpoint, the closure (as :func:`_core_cards` takes it, a King
    outside *S* a leaf) of its witness (a face-down card that never turns
    up, or a non-King not home that never leads), of each departure that is
    impossible where the count stopped *S*, and of an impossible requirement
    of each King that could not extend *S*. Left empty if a closure fails."""
    for col in cols:
        if col:
            core.add(col[0])
    n = len(owner)
    reqs_of: list[list[int]] = [[] for _ in range(57)]
    for rid in range(n):
        reqs_of[owner[rid]].append(rid)
    for s_, unsat, satisfied, poss, stopped in met:
        seen = [False] * 57
        work: list[int] = []

        def take(rid: int) -> None:
            _take(rid, core, seen, work, owner, members)

        # the witness
        for rid in fd_ids:
            if not satisfied[rid]:
                take(rid)
                break
        else:
            for c in range(52):
                if unsat[c] and c % 13 != 12 and not never[c]:
                    seen[c] = True
                    work.append(c)
                    break
            else:
                core.clear()
                return
        if stopped:
            for m in departs:
                if not poss[m] and not seen[m]:
                    seen[m] = True
                    work.append(m)
        else:
            for k in kings:
                if not s_ >> (k // 13) & 1 and unsat[k]:
                    for rid in reqs_of[k]:
                        if not satisfied[rid]:
                            core.add(k)
                            take(rid)
                            break
        if not _close_core(core, work, seen, reqs_of, cols, colof, owner, members, satisfied, unsat, never, fd_of,
                           outside=~s_ & 0xF):
            core.clear()
            return


def _companion_trap(
    cols: list[list[int]],
    colof: list[int],
    pos: list[int],
    never: list[bool],
    unsat: list[int],
    owner: list[int],
    members: list[tuple[int, ...]],
    order: list[int],
    core: set[int] | None = None,
    satisfied: list[bool] | None = None,
    fd_of: list[int] | None = None,
    memo: dict[Any, int] | None = None,
) -> bool:
    """P7 of PROOFS.md, tried where P's fixpoint proved nothing: a non-King
    ``y`` not home with a card ``z`` of its suit, ``z >= y + 2``, above it in
    its column (the nearest such rank), and none of ``y .. z-1`` in the
    talon. Until a card of the *segment* (above ``y``, up to ``z``) leads, ``z``
    stays above ``y`` in one column, but a win puts ``y`` above ``z`` (on
    ``y+1`` ... on ``z``): so a segment card leads before the last of ``N``
    (the cards ``y .. z-1`` not home) does. The position is lost when every
    segment card never leads or must be preceded by every card of ``N``
    (its *landmarks*, from P's requirements). ``core`` as in
    :func:`proves_loss` (see :func:`_trap_core`)."""
    bits = _BIT
    cands: list[tuple[int, list[int], int, int]] = []  # (N as a bit set, segment, y, z)
    suit = _SUIT
    rbit = _RANK_BIT
    for col in cols:
        j = len(col) - 1
        if j < 2:
            continue
        above = [0, 0, 0, 0]  # per suit, the ranks seen above (a 13-bit set)
        for y in reversed(col):
            su = suit[y]
            a = above[su]
            rb = rbit[y]
            above[su] = a | rb
            m = a // rb >> 1  # the ranks above y, from y + 1 on (bit 0)
            if m > 1 and not m & 1 and not never[y]:
                z = y + 1 + ((m & -m).bit_length() - 1)
                nb = 0
                for c in range(y, z):
                    if colof[c] < 0:
                        break  # in the talon
                    if not never[c]:
                        nb |= bits[c]
                else:
                    cands.append((nb, col[j + 1:pos[z] + 1], y, z))
            j -= 1
    if not cands:
        return False
    reqs: list[list[tuple[int, ...]]] = [[] for _ in range(57)]
    for o, req in zip(owner, members):
        reqs[o].append(req)
    # A cheap necessary test first: an event P found possible before a card
    # c (in its propagation order) was derived without c, so c is not among
    # its landmarks (PROOFS.md, P7). An event that never happens (a home
    # card, a King base, or impossible by P) may have any landmarks.
    rank = [-1] * 57
    i = 0
    for e in order:
        rank[e] = i
        i += 1
    live: list[tuple[int, list[int], int, int]] = []
    for cand in cands:
        nb = cand[0]
        last = -1
        c = cand[2]
        while nb >> c:
            if nb >> c & 1 and rank[c] > last:
                last = rank[c]
            c += 1
        for x in cand[1]:
            if not never[x] and not unsat[x] and (rank[x] <= last or not reqs[x]):
                break
        else:
            live.append(cand)
    if not live:
        return False
    sig: Any = None
    if memo is not None:
        # (a speed choice) where the same candidates failed before, retry
        # only on their 2nd, 4th, 8th... occurrence since (a proof resets
        # the count): skipping a proof can only mean more search
        sig = tuple((cand[0], cand[2], cand[3], tuple(cand[1])) for cand in live)
        tries = memo.get(sig, 0) + 1
        memo[sig] = tries
        if tries & (tries - 1):
            return False
    # The landmarks of the events the segments' cards depend on (their
    # requirements' members, closed), as self-inclusive bit sets sl[e] =
    # {e} | landmarks(e), kept only on the cards of the N's (mask t): the
    # greatest fixpoint of landmarks(e) = the union over e's requirements of
    # the intersection over their members m of sl[m] (on a fixed mask, union
    # and intersection commute with the restriction). An event that P found
    # possible before every card of the N's has none of them as landmarks
    # (the test above), so its sl is its own bit only: it is not expanded.
    t = 0
    for cand in live:
        t |= cand[0]
    first = 1 << 30
    c = 0
    while t >> c:
        if t >> c & 1 and rank[c] < first:
            first = rank[c]
        c += 1
    sl = [t] * 57  # (an event that never happens may claim every landmark)
    for e in range(52, 56):
        sl[e] = 0  # a run's removal: no landmark claimed (P6 is not used)
    seen = [False] * 57
    stack = [x for cand in live for x in cand[1]]
    while stack:
        e = stack.pop()
        if seen[e]:
            continue
        seen[e] = True
        if 52 <= e < 56 or unsat[e] or (e < 52 and never[e]):
            continue
        rs = reqs[e]
        if not rs or rank[e] < first:
            sl[e] = bits[e] & t
            continue
        for req in rs:
            stack.extend(req)
    # in P's order (members mostly first), until stable
    todo = [(e, reqs[e], bits[e] & t) for e in order if seen[e] and rank[e] >= first and reqs[e] and not unsat[e]
            and not (e < 52 and never[e]) and not 52 <= e < 56]
    changed = True
    while changed:
        changed = False
        for e, rs, be in todo:
            acc = 0
            for req in rs:
                inter = t
                for m in req:
                    inter &= sl[m]
                acc |= inter
            acc |= be
            if acc != sl[e]:
                sl[e] = acc
                changed = True
    for nb, seg, y, z in live:
        for x in seg:
            if sl[x] & nb != nb and not never[x]:
                break
        else:
            if core is not None:
                # the core names the requirements of every event the segment's
                # cards depend on, also those the rank test left unexpanded (a
                # larger core, measured better: its nogood names the cards moved)
                seen = [False] * 57
                stack = list(seg)
                while stack:
                    e = stack.pop()
                    if not seen[e]:
                        seen[e] = True
                        if e < 52 and not never[e] and not unsat[e] or e == 56 and not unsat[e]:
                            for req in reqs[e]:
                                stack.extend(req)
                _trap_core(core, y, z, nb, seg, seen, reqs, never, unsat, cols, colof, owner, members, satisfied, fd_of)
            if memo is not None:
                del memo[sig]
            return True
    return False


def _trap_core(
    core: set[int],
    y: int,
    z: int,
    nb: int,
    seg: list[int],
    seen: list[bool],
    reqs: list[list[tuple[int, ...]]],
    never: list[bool],
    unsat: list[int],
    cols: list[list[int]],
    colof: list[int],
    owner: list[int],
    members: list[tuple[int, ...]],
    satisfied: list[bool] | None,
    fd_of: list[int] | None,
) -> None:
    """The cards a P7 proof rests on (PROOFS.md, P7 and R4): every card
    of ``y`` .. ``z`` (those of ``N`` and those home, left out of it), the
    cards of the segment; for every event of the landmark
    computation, the cards of each of its requirements (for event 56 every
    column's base); for an event of it that never leads, the card (home, or
    a King base); for one that P's fixpoint found impossible, what
    :func:`_core_cards` shows for it. Left empty if that fails."""
    # every card of y .. z: also those home now, which P7 left out of N
    # (a position where one of them is not home has a larger N)
    for c in range(y, z + 1):
        core.add(c)
    core.update(seg)
    for e in range(57):
        if not seen[e] or 52 <= e < 56:
            continue
        if e < 52 and never[e]:
            core.add(e)
        elif unsat[e]:
            assert satisfied is not None and fd_of is not None
            if not _core_cards(core, len(owner) + e, cols, colof, owner, members, satisfied, unsat, never, fd_of):
                core.clear()
                return
        elif reqs[e]:
            if e < 52:
                core.add(e)
            else:
                for col in cols:
                    core.add(col[0])
            for req in reqs[e]:
                for m in req:
                    if m < 52:
                        core.add(m)


_SUIT = tuple(c // 13 for c in range(52))
_RANK_BIT = tuple(1 << c % 13 for c in range(52))


def _core_cards(
    core: set[int],
    witness: int,
    cols: list[list[int]],
    colof: list[int],
    owner: list[int],
    members: list[tuple[int, ...]],
    satisfied: list[bool],
    unsat: list[int],
    never: list[bool],
    fd_of: list[int],
) -> bool:
    """Fill ``core`` with the cards a successful :func:`proves_loss` rests
    on (PROOFS.md, R4): from the witness (a face-down card's unsatisfied
    requirement, index ``witness < len(owner)``, or card ``witness -
    len(owner)`` that can never lead), each impossible event with one
    unsatisfied requirement whose members are all impossible, closed over
    those members; a run event with one card of its suit that stops it;
    event 56 with every column's base card. Every fact the proof used is
    "card *a* lies directly on *x*", "*c* is face down", "*y* is not home",
    "*K* is (not) a base" or "no column is empty", and each follows from
    whether the cards in ``core`` have led (and where an unmoved talon card
    landed). False (and ``core`` incomplete) if some impossible event had
    no impossible requirement to show, which the fixpoint rules out."""
    n = len(owner)
    reqs_of: list[list[int]] = [[] for _ in range(57)]
    for rid in range(n):
        reqs_of[owner[rid]].append(rid)
    seen = [False] * 57
    work: list[int] = []
    if witness < n:
        _take(witness, core, seen, work, owner, members)
    else:
        seen[witness - n] = True
        work.append(witness - n)
    return _close_core(core, work, seen, reqs_of, cols, colof, owner, members, satisfied, unsat, never, fd_of)


def _take(rid: int, core: set[int], seen: list[bool], work: list[int], owner: list[int],
          members: list[tuple[int, ...]]) -> None:
    """Take requirement ``rid`` into a core: its owner card, and its members
    (events) into ``work`` to be closed over, once each (``seen``)."""
    o = owner[rid]
    if o < 52:
        core.add(o)
    for m in members[rid]:
        if not seen[m]:
            seen[m] = True
            work.append(m)


def _close_core(
    core: set[int],
    work: list[int],
    seen: list[bool],
    reqs_of: list[list[int]],
    cols: list[list[int]],
    colof: list[int],
    owner: list[int],
    members: list[tuple[int, ...]],
    satisfied: list[bool],
    unsat: list[int],
    never: list[bool],
    fd_of: list[int],
    outside: int = 0,
) -> bool:
    """Close ``core`` over the impossible events in ``work`` (R4's closure,
    shared by :func:`_core_cards` and P8's :func:`_count_core`): a card event
    takes its card and one unsatisfied requirement (none when the card never
    leads, or is a King of a suit in the bitmask ``outside``, which leads in
    no play P8 counted); event 56 every column's base card and its
    requirements; a run event one card of its suit that stops it. False when
    an impossible event has no impossible requirement to show."""
    while work:
        e = work.pop()
        if e < 52:
            core.add(e)
            if never[e] or (e % 13 == 12 and outside >> (e // 13) & 1):
                continue
            for rid in reqs_of[e]:
                if not satisfied[rid]:
                    _take(rid, core, seen, work, owner, members)
                    break
            else:
                return False
        elif e == 56:
            for col in cols:
                if col:
                    core.add(col[0])
            for rid in reqs_of[56]:
                _take(rid, core, seen, work, owner, members)
        else:
            su = e - 52
            for c in range(su * 13, su * 13 + 13):
                if colof[c] < 0:
                    continue
                f = fd_of[c]
                if f >= 0 and not satisfied[f]:
                    _take(f, core, seen, work, owner, members)
                    break
                if c % 13 != 12 and unsat[c] and not never[c]:
                    if not seen[c]:
                        seen[c] = True
                        work.append(c)
                    break
            else:
                return False
    return True


class Searcher:
    """Exhaustive depth-first search with a table of lost keys.

    ``check`` is called every ``check_every`` nodes and raises
    :class:`Aborted` to stop. ``reduce``: use the move reductions R1, R1b
    and R5 after the deal;
    ``learn``: prove after a King fills the last column and learn nogoods
    (R2, R4). ``deal_budgets``: R3b's passes, each search after a deal
    set aside once it has generated that many positions, and resumed in the
    next pass (the last pass has no budget; ``()``: one pass). ``count``:
    try P8 where P fails at the root, right after each deal and at R2's
    King fillings (after the deal its proofs are learned as nogoods). They only
    change the speed, never a verdict (PROOFS.md).
    """

    def __init__(
        self,
        board: Board,
        check: Callable[[int], None],
        check_every: int = 256,
        reduce: bool = True,
        learn: bool = True,
        deal_budgets: tuple[int, ...] = DEAL_BUDGETS,
        count: bool = True,
    ) -> None:
        self.board = board
        self.count = count
        self.deal_budgets = deal_budgets
        # R3b: the budget of a search after the deal in this pass (0: none),
        # the node count where the running one stops, how many were set
        # aside, and the keys set aside in this pass (not known lost)
        self._budget = 0
        self._stop = _NEVER
        self.set_aside = 0
        self._aside: set[int] = set()
        # the moves from the root to the position being searched (before the
        # deal, and the deal), and the searches set aside as those moves
        self._path: list[IMove] = []
        self._queue: list[list[IMove]] = []
        self.reduce = reduce
        self.learn = learn
        self.check = check
        self.check_every = check_every
        self.nodes = 0
        self.lost: set[int] = set()
        # learned nogoods (R4) by card: those that want the card moved
        self.nogoods: list[list[tuple[int, int]]] = [[] for _ in range(52)]
        # nogoods learned from the proofs right after a deal (R4d), met at
        # the deal moves of other positions before the deal
        self.deal_nogoods: list[tuple[int, int]] = []
        self._tries: dict[tuple[int, ...], int] = {}
        self._trap_tries: dict[Any, int] = {}  # P7's failures at the deal, by its candidates
        self._unproven: set[tuple[int, ...]] = set()
        self.line: list[IMove] = []
        # The fused search of the positions after the deal (_dfs_post) plays
        # Board's own moves; a board class that changes them gets the plain
        # loop over its ordered_moves, do and undo (_dfs_any).
        self._fused = reduce and type(board) is Board
        self._hooked = type(self)._nogood_met is not Searcher._nogood_met
        # a child after the deal is after the deal too: _dfs_post enters it
        # directly, unless a subclass watches _dfs (a flag, not a bound
        # method kept on self: that would be a reference cycle keeping the
        # lost table alive until the garbage collector runs)
        self._direct = type(self)._dfs is Searcher._dfs

    def run(self) -> bool:
        """True when won (``line`` then holds the winning moves in order),
        False when lost; :class:`Aborted` when stopped."""
        b = self.board
        self.nodes = 1
        if b.is_won():
            return True
        if b.dead(None, True, self.count):
            return False
        budgets = self.deal_budgets
        self._budget = budgets[0] if budgets else 0
        ok = self._dfs()
        self._aside = set()
        self.line.reverse()
        if ok:
            return True
        # R3b: resume the searches after a deal set aside, in the order they
        # were met, each with the next budget (the last pass: none)
        for budget in (*budgets[1:], 0):
            todo = self._queue
            if not todo:
                break
            self._queue = []
            self._aside = set()
            self._budget = budget
            for prefix in todo:
                recs = [b.do(m) for m in prefix]
                self._path = list(prefix)
                won = self._dfs_budgeted() if budget else self._dfs()
                if won:
                    self.line.reverse()
                    self.line[:0] = prefix
                    return True
                for rec in reversed(recs):
                    b.undo(rec)
        self._path = []
        return False

    def _dfs(self) -> bool:
        b = self.board
        if self._fused and not b.talon and not b.unsettled:
            return self._dfs_post()
        return self._dfs_any()

    def _dfs_post(self) -> bool:
        """:meth:`_dfs_any` after the deal (reduce on, Board's own moves, no
        unremoved run), with :meth:`Board.ordered_moves`, :meth:`Board.do`,
        :meth:`Board.undo` and :meth:`Board.is_won` written out in it: the
        same positions in the same order, fewer Python operations each
        (issue 25). ``test_fused_search_is_the_plain_loop`` compares the two."""
        b = self.board
        cols = b.cols
        colof = b.colof
        hid = b.hid
        # ---- Board.ordered_moves(safe=True), after the deal
        moves: list[IMove] | None = None
        reveal: list[IMove] = []
        empty: list[IMove] = []
        rest: list[IMove] = []
        first_empty = -1
        n_empty = 0
        c = -1
        for col in cols:
            c += 1
            if not col:
                if not n_empty:
                    first_empty = c
                n_empty += 1
                continue
            e = col[-1]
            if e % 13:
                y = e - 1
                s = colof[y]
                if s >= 0 and s != c:
                    src = cols[s]
                    h = hid[s]
                    if h:
                        if src[h] == y:
                            kind = reveal
                        elif src.index(y) > h:
                            kind = rest
                        else:
                            continue
                    elif src[0] == y:
                        kind = empty
                    else:
                        kind = rest
                    # Board._is_safe (R1, R1b): y, y-1, ..., A at the source's
                    # end, or onto K, Q, ..., y+1 on the destination's
                    # face-down cards or at its base
                    r = y % 13
                    if src[-1] == y - r and len(src) > r and src[-1 - r] == y and src[-1 - r:] == _TO_ACE[y]:
                        moves = [(y, c)]
                        break
                    hc = hid[c]
                    k = col[hc]
                    if k % 13 == 12 and k - y == len(col) - hc and col[hc:] == _FROM_KING[k][y]:
                        moves = [(y, c)]
                        break
                    kind.append((y, c))
        if moves is None:
            if n_empty:
                king_reveals: list[IMove] = []
                kings: list[IMove] = []
                face_down_kings = 0
                for k in _KINGS:
                    s = colof[k]
                    if s >= 0:
                        col = cols[s]
                        h = hid[s]
                        if h and col[h] == k:
                            king_reveals.append((k, first_empty))
                        elif col[0] != k:
                            if col.index(k) > h:
                                kings.append((k, first_empty))
                            else:
                                face_down_kings += 1
                if n_empty > face_down_kings and (king_reveals or kings):
                    moves = king_reveals + kings  # R5
                else:
                    moves = reveal + king_reveals + empty + kings + rest
            else:
                moves = reveal + empty + rest
        # ---- the loop of _dfs_any, Board.do / undo / is_won written out
        lost = self.lost
        nogoods = self.nogoods
        key = b.key
        tshift = b.tshift
        clear = b.clear
        learn = self.learn
        nodes = self.nodes
        every = self.check_every
        direct = self._direct
        for m in moves:
            nodes += 1
            if nodes % every == 0:
                self.nodes = nodes
                if nodes >= self._stop:
                    raise _OverBudget
                self.check(nodes)
            y, d = m
            sh = tshift[y]
            ck = (key | _BIT[y]) & _KEEP[sh] if sh else key | _BIT[y]
            if ck in lost:
                continue  # known lost: no need to play it
            # A learned nogood (R4): see _dfs_any
            near = nogoods[y]
            if near:
                i = 0
                for mask, value in near:
                    if ck & mask == value:
                        break
                    i += 1
                else:
                    i = -1
                if i >= 0:  # lost
                    if i:
                        near.insert(0, near.pop(i))
                    if self._hooked:
                        self.nodes = nodes
                        self._nogood_met(ck, m)
                    continue
            # Board.do
            s = colof[y]
            src = cols[s]
            dst = cols[d]
            i = src.index(y)
            dlen = len(dst)
            group = src[i:]
            del src[i:]
            dst += group
            for g in group:
                colof[g] = d
            hs = hid[s]
            flipped = hs and hs == i
            if flipped:
                hid[s] = hs - 1
            b.key = ck  # (no King field after the deal)
            homes = b.homes
            if y % 13 != 12:
                b.homes = homes + 1
            snap = None
            if clear and (dst[-1] % 13 == 0 or (src and src[-1] % 13 == 0)):
                snap = b._settle((s, d))
            # Board.is_won (no talon)
            if b.found == 4 or (not clear and b.homes == b.need_homes and not any(hid)):
                self.nodes = nodes
                self.line.append(m)
                return True
            # ck is not in lost (checked above)
            if snap is not None:
                prove = b.dead(None, False)  # (P7 is tried at the root and at R2 only: measured)
            else:
                prove = learn and y % 13 == 12 and b.filled_last_column(y) and self._proves_after_king()
            if prove:
                lost.add(ck)
            else:
                self.nodes = nodes
                if self._dfs_post() if direct else self._dfs():
                    self.line.append(m)
                    return True
                nodes = self.nodes
                lost.add(ck)
            # Board.undo (a removal's undo, here or below, puts new lists in cols)
            if snap is not None:
                b._unsettle(snap)
            del cols[d][dlen:]
            cols[s] += group
            for g in group:
                colof[g] = s
            if flipped:
                hid[s] = hs
            b.key = key
            b.homes = homes
        self.nodes = nodes
        return False

    def _dfs_any(self) -> bool:
        b = self.board
        lost = self.lost
        nogoods = self.nogoods
        post = not b.talon
        learn = self.learn
        deal_nogoods = self.deal_nogoods
        aside = self._aside
        moves = b.ordered_moves(post and self.reduce)
        # the key after a non-deal move, computed without playing it (as
        # Board.child_key does): the loop skips children known lost
        key = b.key
        tshift = b.tshift
        for m in moves:
            self.nodes += 1
            if self.nodes % self.check_every == 0:
                if self.nodes >= self._stop:
                    raise _OverBudget
                self.check(self.nodes)
            y = m[0]
            if y >= 0:
                ck = key | (1 << y)
                sh = tshift[y]
                if sh:
                    ck &= ~(63 << sh)
                if not post and y % 13 == 12 and m[1] < 3:
                    ck |= (m[1] + 1) << (52 + 2 * (y // 13))
                if ck in lost:
                    continue  # known lost: no need to play it
                if not post and ck in aside:
                    self.set_aside += 1  # (R3b) set aside in this pass
                    continue
                if post:
                    # A learned nogood (R4) the parent did not meet can only
                    # be met after y's move if it wants y moved: look in y's
                    # list only (missing one would only cost search).
                    near = nogoods[y]
                    if near:
                        i = 0
                        for mask, value in near:
                            if ck & mask == value:
                                break
                            i += 1
                        else:
                            i = -1
                        if i >= 0:  # lost
                            if i:
                                near.insert(0, near.pop(i))
                            self._nogood_met(ck, m)
                            continue
            elif learn and not b.unsettled:
                # the deal: its key without playing it, the lost table and
                # the nogoods learned at earlier deals (R4d)
                ck = b.deal_key()
                if ck in lost:
                    continue
                if ck in aside:
                    self.set_aside += 1  # (R3b) set aside in this pass
                    continue
                i = 0
                for mask, value in deal_nogoods:
                    if ck & mask == value:
                        break
                    i += 1
                else:
                    i = -1
                if i >= 0:  # lost
                    if i:
                        deal_nogoods.insert(0, deal_nogoods.pop(i))
                    self._nogood_met(ck, m)
                    lost.add(ck)  # (the key can also be reached by a move after another deal)
                    continue
            rec = b.do(m)
            if b.is_won():
                self.line.append(m)
                return True
            k = b.key
            if k not in lost:
                if y < 0 and learn:
                    # P after the deal, its proof kept as a nogood on the
                    # keys after the deal (R4d, PROOFS.md)
                    core: set[int] = set()
                    prove = b.dead(core, True, self.count, self._trap_tries)  # (P, P7 and P8, each with its nogood)
                    if prove and core:
                        nogood = b.nogood(core)
                        deal_nogoods.insert(0, nogood)
                        if len(deal_nogoods) > _MAX_DEAL_NOGOODS:
                            deal_nogoods.pop()
                        for c in core:
                            if nogood[1] >> c & 1:
                                near = self.nogoods[c]
                                near.insert(0, nogood)
                                if len(near) > _MAX_NOGOODS:
                                    near.pop()
                elif not post and len(self._path) < _PROVE_DEPTH:
                    prove = b.dead()  # (R2: P and P7 near the root, before the deal)
                elif y < 0 or len(rec) != 8 or rec[7] is not None:
                    prove = b.dead(None, False)  # (P7 is tried at the root and at R2 only: measured)
                else:
                    prove = (
                        post and self.learn and y % 13 == 12
                        and b.filled_last_column(y) and self._proves_after_king()
                    )
                if prove:
                    lost.add(k)
                else:
                    aside_before = self.set_aside
                    path = self._path
                    path.append(m)
                    if y < 0 and self._budget:
                        won = self._dfs_budgeted()
                    else:
                        won = self._dfs()
                    path.pop()
                    if won:
                        self.line.append(m)
                        return True
                    if self.set_aside == aside_before:
                        lost.add(k)
                    else:
                        aside.add(k)  # not searched to the end (R3b)
            b.undo(rec)
        return False

    def _dfs_budgeted(self) -> bool:
        """:meth:`_dfs` after a deal with this pass's budget (R3b): when it
        generates that many positions, the board is put back as it was
        after the deal, the moves that led there are queued for the next
        pass, and False is returned (not a proof: the callers keep their
        keys out of the lost table). What it proved lost on the way stays
        in the lost table and its nogoods stay learned, so the next pass
        resumes the search rather than repeats it."""
        b = self.board
        snap = ([list(c) for c in b.cols], list(b.hid), list(b.colof), b.key, b.homes, b.found)
        path = self._path
        depth = len(path)
        self._stop = self.nodes + self._budget
        try:
            return self._dfs()
        except _OverBudget:
            cols, hid, colof, b.key, b.homes, b.found = snap
            b.cols[:] = cols
            b.hid[:] = hid
            b.colof[:] = colof
            del path[depth:]  # (the moves the unwound positions had pushed)
            self.set_aside += 1
            self._queue.append(list(path))
            return False
        finally:
            self._stop = _NEVER

    def _nogood_met(self, key: int, m: IMove) -> None:
        """Called when the position of ``key``, after the move ``m`` from
        the current position, met a learned nogood (R4) and was skipped as
        lost; nothing to do here (tests check each such position)."""

    def _proves_after_king(self) -> bool:
        """The proof of loss after a King filled the last empty column
        (R2), keeping a successful proof as a nogood (R4). Where the same
        situation (the column bases, and the card under each King that
        stands on cards) already failed to prove, the proof is retried only
        on the 2nd, 4th, 8th... occurrence: a speed choice (skipping a proof
        can only mean more search), measured on deals 903 and 8261."""
        b = self.board
        cols = b.cols
        colof = b.colof
        sig = [col[0] for col in cols]
        sig.sort()
        for k in _KINGS:
            c = colof[k]
            if c >= 0:
                col = cols[c]
                i = col.index(k)
                if i:
                    sig.append(k * 64 + col[i - 1])
        situation = tuple(sig)
        tries = self._tries.get(situation, 0) + 1
        self._tries[situation] = tries
        if tries & (tries - 1) and situation in self._unproven:
            return False
        core: set[int] = set()
        if not b.dead(core, True, self.count):  # (P, P7, and P8 with its nogood: PROOFS.md)
            self._unproven.add(situation)
            return False
        if core:
            nogood = b.nogood(core)
            for c in core:
                if nogood[1] >> c & 1:  # a card the nogood wants moved
                    near = self.nogoods[c]
                    near.insert(0, nogood)
                    if len(near) > _MAX_NOGOODS:
                        near.pop()
        return True

    def _priority(self, m: IMove) -> int:
        """Move ordering (smaller first): the deal, a move that turns a
        face-down card up, one that empties a column, a King into an empty
        column, the other moves. Dealing first finds wins sooner on the
        slow won deals (measured on deals 300001-372000, issue 25: it used
        to come after the Kings, itself measured better than after the
        plain moves); it hardly changes the work on lost positions, which
        are searched exhaustively."""
        y = m[0]
        if y < 0:
            return -1
        b = self.board
        s = b.colof[y]
        col = b.cols[s]
        h = b.hid[s]
        if h and col[h] == y:
            return 0
        if col[0] == y:
            return 1
        if y % 13 == 12:
            return 2
        return 4
