"""An independent referee for Scorpion solitaire (Cards4 rules).

Written from the project's rule reference (shared/spec/rules.md) and the text
notation (shared/spec/notation.md) only, without looking at the engine.  Pure
Python, no imports from the project: it is meant to be compared against the
engine in a differential test.

Structures (all immutable):
  card      = (rank, suit)  rank 1..13 (A..K), suit in "SHDC"
  column    = tuple of (card, face_up) from base to end
  RPos      = talon (tuple of cards, or None once dealt), foundations
              (frozenset of suits), columns (7 columns), keep_runs,
              traditional_talon
"""

from __future__ import annotations

from dataclasses import dataclass

RANKS = "A23456789TJQK"
SUITS = "SHDC"
SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
FULL_DECK = frozenset((r, s) for r in range(1, 14) for s in SUITS)


class RefereeError(ValueError):
    """Raised on an invalid position text or an illegal action."""


def card_str(card) -> str:
    return RANKS[card[0] - 1] + card[1]


def parse_card(tok: str):
    """'9D', '10h', 'T♦', 'as' -> (rank, suit); RefereeError otherwise."""
    t = tok.strip()
    if len(t) < 2:
        raise RefereeError(f"bad card {tok!r}")
    suit = t[-1]
    suit = SUIT_SYMBOLS.get(suit, suit.upper())
    if suit not in SUITS:
        raise RefereeError(f"bad suit in card {tok!r}")
    rk = t[:-1].upper()
    if rk == "10":
        rk = "T"
    if len(rk) != 1 or rk not in RANKS:
        raise RefereeError(f"bad rank in card {tok!r}")
    return (RANKS.index(rk) + 1, suit)


@dataclass(frozen=True)
class RPos:
    talon: tuple | None
    foundations: frozenset
    columns: tuple
    keep_runs: bool = False
    traditional_talon: bool = False

    # ------------------------------------------------------------------ text
    @staticmethod
    def from_text(text: str) -> "RPos":
        talon = None
        talon_seen = False
        foundations: frozenset = frozenset()
        found_seen = False
        columns: list = [None] * 7
        keep_runs = False
        trad = False
        rules_seen = False
        for lineno, raw in enumerate(text.splitlines(), 1):
            line = raw.split("#", 1)[0].strip()  # '#' starts a comment
            if not line:
                continue
            if ":" not in line:
                raise RefereeError(f"line {lineno}: no label in {raw!r}")
            label, _, rest = line.partition(":")
            label = label.strip().lower()
            toks = rest.split()
            if label == "talon":
                if talon_seen:
                    raise RefereeError(f"line {lineno}: second talon line")
                talon_seen = True
                if toks == ["-"] or not toks:
                    talon = None
                else:
                    cards = []
                    for t in toks:
                        if t.startswith("("):
                            raise RefereeError(f"line {lineno}: talon card {t} in parentheses")
                        cards.append(parse_card(t))
                    if len(cards) > 3:
                        raise RefereeError(f"line {lineno}: more than 3 talon cards")
                    talon = tuple(cards)
            elif label == "foundations":
                if found_seen:
                    raise RefereeError(f"line {lineno}: second foundations line")
                found_seen = True
                if toks == ["-"] or not toks:
                    foundations = frozenset()
                else:
                    suits = []
                    for t in toks:
                        s = SUIT_SYMBOLS.get(t, t.upper())
                        if s not in SUITS:
                            raise RefereeError(f"line {lineno}: bad suit {t!r}")
                        if s in suits:
                            raise RefereeError(f"line {lineno}: suit {t} twice")
                        suits.append(s)
                    foundations = frozenset(suits)
            elif label == "rules":
                if rules_seen:
                    raise RefereeError(f"line {lineno}: second rules line")
                rules_seen = True
                for t in toks:
                    tl = t.lower()
                    if tl == "keep-runs":
                        keep_runs = True
                    elif tl == "traditional-talon":
                        trad = True
                    else:
                        raise RefereeError(f"line {lineno}: unknown rule {t!r}")
            elif label in ("1", "2", "3", "4", "5", "6", "7"):
                i = int(label) - 1
                if columns[i] is not None:
                    raise RefereeError(f"line {lineno}: column {label} twice")
                col = []
                for t in toks:
                    if t.startswith("(") and t.endswith(")") and len(t) > 2:
                        col.append((parse_card(t[1:-1]), False))
                    elif "(" in t or ")" in t:
                        raise RefereeError(f"line {lineno}: bad token {t!r}")
                    else:
                        col.append((parse_card(t), True))
                seen_up = False
                for c, up in col:
                    if up:
                        seen_up = True
                    elif seen_up:
                        raise RefereeError(
                            f"line {lineno}: face-down {card_str(c)} above a face-up card")
                if col and not col[-1][1]:
                    raise RefereeError(f"line {lineno}: column ends face down ({card_str(col[-1][0])})")
                columns[i] = tuple(col)
            else:
                raise RefereeError(f"line {lineno}: unknown label {label!r}")
        cols = tuple(c if c is not None else () for c in columns)
        # every card exactly once
        counts: dict = {}
        where = []
        for c in talon or ():
            where.append(c)
        for col in cols:
            for c, _ in col:
                where.append(c)
        for s in foundations:
            for r in range(1, 14):
                where.append((r, s))
        for c in where:
            counts[c] = counts.get(c, 0) + 1
        dup = [c for c, n in counts.items() if n > 1]
        if dup:
            raise RefereeError(f"card {card_str(sorted(dup)[0])} appears twice")
        missing = FULL_DECK - set(counts)
        if missing:
            raise RefereeError(f"card {card_str(sorted(missing)[0])} is missing")
        return RPos(talon, foundations, cols, keep_runs, trad)

    def to_text(self) -> str:
        lines = []
        rules = []
        if self.keep_runs:
            rules.append("keep-runs")
        if self.traditional_talon:
            rules.append("traditional-talon")
        if rules:
            lines.append("rules: " + " ".join(rules))
        lines.append("talon: " + (" ".join(card_str(c) for c in self.talon) if self.talon else "-"))
        fs = [s for s in SUITS if s in self.foundations]
        lines.append("foundations: " + (" ".join(fs) if fs else "-"))
        for i, col in enumerate(self.columns, 1):
            toks = [card_str(c) if up else "(" + card_str(c) + ")" for c, up in col]
            lines.append(f"{i}:" + ("" if not toks else " " + " ".join(toks)))
        return "\n".join(lines) + "\n"

    # ----------------------------------------------------------------- rules
    def card_moves(self) -> list[str]:
        moves = []
        cols = self.columns
        for si, src in enumerate(cols):
            for idx, (card, up) in enumerate(src):
                if not up:
                    continue
                for di, dst in enumerate(cols):
                    if di == si:
                        continue
                    if not dst:
                        if card[0] == 13 and idx > 0:
                            moves.append(f"{card_str(card)}>{di + 1}")
                    else:
                        end, end_up = dst[-1]
                        if end_up and end[1] == card[1] and end[0] == card[0] + 1:
                            moves.append(f"{card_str(card)}>{di + 1}")
        return moves

    def legal_actions(self) -> list[str]:
        moves = self.card_moves()
        if self.talon is not None:
            if not self.traditional_talon or not moves:
                moves.append("deal")
        return moves

    def play(self, action: str) -> "RPos":
        action = action.strip()
        legal = self.legal_actions()
        if action.lower() == "deal":
            if "deal" not in legal:
                raise RefereeError("deal not legal")
            cols = [list(c) for c in self.columns]
            for i, c in enumerate(self.talon):
                cols[i].append((c, True))
            return self._settle(None, cols)
        card_txt, sep, dst_txt = action.partition(">")
        if not sep:
            raise RefereeError(f"bad action {action!r}")
        card = parse_card(card_txt)
        dst_txt = dst_txt.strip()
        if dst_txt not in ("1", "2", "3", "4", "5", "6", "7"):
            raise RefereeError(f"bad column {dst_txt!r}")
        canon = f"{card_str(card)}>{dst_txt}"
        if canon not in legal:
            raise RefereeError(f"{canon} not legal")
        di = int(dst_txt) - 1
        cols = [list(c) for c in self.columns]
        for si, col in enumerate(cols):
            for idx, (c, up) in enumerate(col):
                if c == card:
                    group = col[idx:]
                    del col[idx:]
                    cols[di].extend(group)
                    return self._settle(self.talon, cols)
        raise AssertionError("unreachable")

    def _settle(self, talon, cols) -> "RPos":
        found = set(self.foundations)
        changed = True
        while changed:
            changed = False
            for col in cols:
                if col and not col[-1][1]:
                    col[-1] = (col[-1][0], True)
                    changed = True
                if not self.keep_runs and _ends_in_run(col):
                    suit = col[-1][0][1]
                    del col[-13:]
                    found.add(suit)
                    changed = True
        return RPos(talon, frozenset(found), tuple(tuple(c) for c in cols),
                    self.keep_runs, self.traditional_talon)

    @property
    def is_won(self) -> bool:
        if not self.keep_runs:
            return len(self.foundations) == 4
        # keep-runs: every card on the board lies in a complete K..A run
        # (face up, contiguous, one suit) -- four runs complete in place.
        runs = len(self.foundations)
        if self.talon:
            return False
        for col in self.columns:
            n = len(col)
            if n % 13:
                return False
            for k in range(0, n, 13):
                if not _is_run(col[k:k + 13]):
                    return False
                runs += 1
        return runs == 4

    @property
    def is_stuck(self) -> bool:
        return not self.is_won and self.talon is None and not self.legal_actions()


def _is_run(cells) -> bool:
    if len(cells) != 13:
        return False
    suit = cells[0][0][1]
    for i, (c, up) in enumerate(cells):
        if not up or c[1] != suit or c[0] != 13 - i:
            return False
    return True


def _ends_in_run(col) -> bool:
    return len(col) >= 13 and _is_run(col[-13:])
