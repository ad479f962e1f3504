"""Differential test: the engine against an independent referee.

`referee.py` (next to this file) was written from shared/spec/rules.md and
shared/spec/notation.md alone, without reading the engine.  These tests play
random games and hand-made corner cases on both and compare, at every step,
the legal action set, the resulting position (canonical text), is_won and
is_stuck, and that actions outside the legal set raise IllegalMoveError.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from scorpion_qt.engine import IllegalMoveError, Move, Position, PositionError, Rules


def _load_referee():
    name = "scorpion_test_referee"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name("referee.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


ref = _load_referee()
RPos = ref.RPos
SUITS = ref.SUITS

RULESETS = [(keep, trad) for keep in (False, True) for trad in (False, True)]
ALL_CARD_ACTIONS = [f"{ref.card_str(c)}>{d}" for c in sorted(ref.FULL_DECK) for d in range(1, 8)]


def engine_rules(keep: bool, trad: bool) -> Rules:
    return Rules(clear_complete_runs=not keep, talon_any_time=not trad)


# --------------------------------------------------------------- comparing
def assert_same(p: Position, r, where: str) -> list:
    text = p.to_text()
    assert text == r.to_text(), f"{where}: positions differ"
    assert RPos.from_text(text) == r, f"{where}: engine text reads back differently"
    assert Position.from_text(text) == p, f"{where}: from_text(to_text(p)) != p"
    engine_legal = [str(m) for m in p.legal_moves()]
    assert len(set(engine_legal)) == len(engine_legal), f"{where}: duplicate legal moves"
    assert set(engine_legal) == set(r.legal_actions()), f"{where}: legal sets differ\n{text}"
    assert p.is_won == r.is_won, f"{where}: is_won differs\n{text}"
    assert p.is_stuck == r.is_stuck, f"{where}: is_stuck differs\n{text}"
    return engine_legal


def assert_illegal_refused(p: Position, legal, candidates, where: str) -> None:
    before = p.to_text()
    legal = set(legal)
    for a in candidates:
        if a in legal:
            continue
        with pytest.raises(IllegalMoveError):
            p.play(Move.parse(a))
    assert p.to_text() == before, f"{where}: play changed the position"


def play_both(p: Position, r, action: str, where: str):
    q = p.play(Move.parse(action))
    r2 = r.play(action)
    assert q.to_text() == r2.to_text(), (
        f"{where}: after {action}\nfrom:\n{r.to_text()}referee:\n{r2.to_text()}engine:\n{q.to_text()}")
    return q, r2


def walk(p: Position, r, rng: random.Random, max_steps: int, where: str, illegal_sample: int = 25) -> int:
    for steps in range(max_steps + 1):
        legal = assert_same(p, r, where)
        cands = rng.sample(ALL_CARD_ACTIONS, illegal_sample) + ["deal"]
        assert_illegal_refused(p, legal, cands, where)
        if not legal or steps == max_steps:
            return steps
        p, r = play_both(p, r, rng.choice(sorted(legal)), where)
    return max_steps


# ------------------------------------------------------------ random games
@pytest.mark.parametrize("keep,trad", RULESETS)
def test_random_games_agree_with_referee(keep, trad):
    rng = random.Random(20261129 + 2 * keep + trad)
    for _ in range(50):
        number = rng.randint(1, 10**12)
        p = Position.deal(number, engine_rules(keep, trad))
        r = RPos.from_text(p.to_text())
        # rules.md section 1: the opening layout
        assert r.talon is not None and len(r.talon) == 3 and not r.foundations
        assert (r.keep_runs, r.traditional_talon) == (keep, trad)
        for i, col in enumerate(r.columns):
            faces = [up for _, up in col]
            assert faces == ([False] * 3 + [True] * 4 if i < 4 else [True] * 7)
        walk(p, r, rng, 120, f"game {number} keep={keep} trad={trad}")


def random_position(rng: random.Random):
    """A valid position, often near a win: suits cut into runs of pieces."""
    keep, trad = rng.choice(RULESETS)
    suits = list(SUITS)
    rng.shuffle(suits)
    nf = 0 if keep else rng.choice([0, 0, 1, 2, 3])
    cards = [(rank, s) for s in suits[nf:] for rank in range(13, 0, -1)]
    talon = None
    if rng.random() < 0.4:
        talon = tuple(cards.pop(rng.randrange(len(cards))) for _ in range(3))
    if rng.random() < 0.7:
        segs, cur = [], []
        for c in cards:
            if cur and (cur[-1][1] != c[1] or cur[-1][0] != c[0] + 1 or rng.random() < 0.25):
                segs.append(cur)
                cur = []
            cur.append(c)
        segs.append(cur)
        rng.shuffle(segs)
        cards = [c for s in segs for c in s]
        for _ in range(rng.randrange(4)):
            i, j = rng.randrange(len(cards)), rng.randrange(len(cards))
            cards[i], cards[j] = cards[j], cards[i]
    else:
        rng.shuffle(cards)
    bounds = [0] + sorted(rng.randrange(len(cards) + 1) for _ in range(6)) + [len(cards)]
    cols = []
    for i in range(7):
        chunk = cards[bounds[i]:bounds[i + 1]]
        nd = min(rng.randrange(len(chunk)), 4) if chunk and rng.random() < 0.5 else 0
        cols.append([(c, k >= nd) for k, c in enumerate(chunk)])
    rng.shuffle(cols)
    r = RPos(talon, frozenset(suits[:nf]), tuple(tuple(c) for c in cols), keep, trad)
    if not keep:  # positions reached in play never hold a removable run
        r = r._settle(r.talon, [list(c) for c in r.columns])
    return r


def test_random_near_won_positions_agree_with_referee():
    rng = random.Random(77)
    for k in range(150):
        r = random_position(rng)
        p = Position.from_text(r.to_text())
        walk(p, r, rng, 40, f"random position {k}", illegal_sample=15)


# -------------------------------------------------------- corner positions
def run_of(s, top="K", bottom="A"):
    ranks = "KQJT98765432A"
    return " ".join(r + s for r in ranks[ranks.index(top):ranks.index(bottom) + 1])


RUN = {s: run_of(s) for s in SUITS}


def mk(cols, talon="-", found="", rules="", filler=(), seed=0, down=0):
    """A valid 52-card text: cols {column: tokens}; the cards not named are
    scrambled and spread over the filler columns (below the named cards)."""
    used = set()
    for toks in list(cols.values()) + ([talon] if talon != "-" else []):
        for t in toks.split():
            used.add(ref.parse_card(t.strip("()")))
    for s in found.split():
        used.update((rank, s) for rank in range(1, 14))
    left = sorted(ref.FULL_DECK - used)
    random.Random(seed).shuffle(left)
    fill = {c: [] for c in filler}
    for i, c in enumerate(left):
        fill[filler[i % len(filler)]].append(ref.card_str(c))
    lines = ([f"rules: {rules}"] if rules else []) + [f"talon: {talon}", f"foundations: {found or '-'}"]
    for i in range(1, 8):
        extra = fill.get(i, [])
        nd = min(down, len(extra) if cols.get(i) else max(len(extra) - 1, 0))
        toks = [f"({c})" if k < nd else c for k, c in enumerate(extra)] + cols.get(i, "").split()
        lines.append(f"{i}: " + " ".join(toks))
    return "\n".join(lines) + "\n"


F = (3, 4, 5, 6, 7)
BLOCKED = """talon: -
foundations: -
1: (4S) (4H) (4D) QS JS TS 9S AS
2: KH QH JH TH 9H 8H 7H 6H AH
3: KD QD JD TD 9D 8D 7D 6D 5D AD
4: KC QC JC TC 9C 8C 7C 6C 5C 4C 2C 3C AC
5: KS 8S 7S 6S 5S
6: 3S 2S 3H 2H 3D 2D 5H
7:
"""
UNDEALT = BLOCKED.replace("talon: -", "talon: 4S 4H 4D").replace("(4S) (4H) (4D) ", "")

# name -> (text, expectations straight from rules.md for the referee)
CORNERS = {
    "king filling its column may not move to an empty column":
        (mk({1: "KS QH 3D", 2: ""}, filler=F), dict(out=["KS>2"])),
    "king over a face-down card may move to an empty column":
        (mk({1: "(5C) KS QH 3D", 2: ""}, filler=F), dict(inn=["KS>2"])),
    "whole column onto a matching card empties its source":
        (mk({1: "9D 3S", 2: "TD"}, filler=F), dict(inn=["9D>2"])),
    "queen carrying a king may not go to an empty column":
        (mk({1: "5C QD KH 4C", 2: ""}, filler=F), dict(out=["QD>2"], inn=["KH>2"])),
    "nothing goes on an ace, a king goes on nothing":
        (mk({1: "AS", 2: "3D KS", 3: "7H AH", 4: "QH 2H"}, filler=(5, 6, 7)), dict(out=["KS>1", "KS>3"])),
    "same column is not a move":
        (mk({1: "9D TD", 2: "TC 9C 5H"}, filler=F), dict(out=["9D>1", "9C>2"])),
    "exactly one rank higher, same suit":
        (mk({1: "9D", 2: "TH", 3: "JD", 4: "TD 4S"}, filler=(5, 6, 7)), dict(out=["9D>2", "9D>3", "9D>4"])),
    "deal onto three empty columns":
        (mk({1: "", 2: "", 3: ""}, talon="5S 9H 2D", filler=(4, 5, 6, 7)), dict(inn=["deal"])),
    "deal onto empty columns, traditional talon":
        (mk({1: "", 2: "", 3: ""}, talon="5S 9H 2D", filler=(4, 5, 6, 7), rules="traditional-talon"), {}),
    "deal completes a run and the card under it turns":
        (mk({1: "", 2: "(3C) " + run_of("H", "K", "2"), 3: "5S"}, talon="9D AH 2D", filler=(4, 5, 6, 7)),
         dict(after={"deal": lambda r: "H" in r.foundations and r.columns[1] == ((ref.parse_card("3C"), True),)})),
    "deal completes a run, keep-runs":
        (mk({1: "", 2: "(3C) " + run_of("H", "K", "2")}, talon="9D AH 2D", filler=(3, 4, 5, 6, 7),
            rules="keep-runs"), dict(after={"deal": lambda r: not r.foundations})),
    "deal completes the last three runs and wins":
        (mk({1: run_of("S", "K", "2"), 2: run_of("H", "K", "2"), 3: run_of("D", "K", "2")},
            talon="AS AH AD", found="C"), dict(after={"deal": lambda r: r.is_won and not r.is_stuck})),
    "deal: removal cascades through two stacked runs":
        (mk({1: run_of("S") + " " + run_of("H", "K", "2"), 2: "", 3: ""}, talon="AH 5D 6D", filler=(4, 5, 6, 7)),
         dict(after={"deal": lambda r: {"S", "H"} <= r.foundations and r.columns[0] == ()})),
    "run completes when the companion on its ace leaves":
        (mk({1: "(4C) (9H) " + RUN["D"] + " 5S", 2: "6S"}, filler=F),
         dict(after={"5S>2": lambda r: "D" in r.foundations and r.columns[0][-1] == (ref.parse_card("9H"), True)})),
    "companion leaves the ace, keep-runs":
        (mk({1: "(4C) (9H) " + RUN["D"] + " 5S", 2: "6S"}, filler=F, rules="keep-runs"), {}),
    "an ace completes two stacked runs, then the flip":
        (mk({1: "(7C) " + RUN["S"] + " " + run_of("H", "K", "2"), 2: "5D AH"}, filler=F),
         dict(after={"AH>1": lambda r: {"S", "H"} <= r.foundations
                     and r.columns[0] == ((ref.parse_card("7C"), True),)})),
    "a moved group completes a run in its destination, source flips":
        (mk({1: "(2C) (3C) " + run_of("H", "K", "8"), 2: "(4C) 7H 6H 5H 4H 3H 2H AH"}, filler=F),
         dict(after={"7H>1": lambda r: "H" in r.foundations})),
    "a king-led run under a face-down king is not complete":
        (mk({1: "(KS) " + run_of("S", "Q", "2"), 2: "9D AS"}, filler=F), {}),
    "removal empties a column":
        (mk({1: run_of("H", "K", "2"), 2: "9C AH"}, filler=F),
         dict(after={"AH>1": lambda r: r.columns[0] == ()})),
    "three suits in the foundations, one move wins":
        (mk({1: run_of("C", "K", "2"), 2: "AC"}, found="S H D"),
         dict(after={"AC>1": lambda r: r.is_won and not r.is_stuck})),
    "won position is not stuck":
        (mk({}, found="S H D C"), dict(won=True, stuck=False)),
    "traditional talon: no deal while a move remains":
        (mk({1: "9D", 2: "TD"}, talon="2C 3C 4C", filler=F, rules="traditional-talon"), dict(out=["deal"])),
    "example D is stuck": (BLOCKED, dict(stuck=True)),
    "example D is stuck, keep-runs traditional-talon": ("rules: keep-runs traditional-talon\n" + BLOCKED,
                                                        dict(stuck=True)),
    "no move but the deal: not stuck": (UNDEALT, dict(inn=["deal"], stuck=False)),
    "no move but the deal, traditional talon": ("rules: traditional-talon\n" + UNDEALT,
                                                dict(inn=["deal"], stuck=False)),
    "keep-runs: four runs in place win":
        (mk({1: RUN["S"], 2: RUN["H"], 3: RUN["D"], 4: RUN["C"]}, rules="keep-runs"), dict(won=True, stuck=False)),
    "keep-runs: the last ace completes the fourth run":
        (mk({1: RUN["S"], 2: RUN["H"], 3: RUN["D"], 4: run_of("C", "K", "2"), 5: "AC"}, rules="keep-runs"),
         dict(after={"AC>4": lambda r: r.is_won})),
    "keep-runs: a complete run alone in its column stays put":
        (mk({1: RUN["S"], 2: ""}, filler=F, rules="keep-runs"), dict(out=["KS>2"])),
    "keep-runs: a complete run over a face-down card may move":
        (mk({1: "(5C) " + RUN["S"], 2: ""}, filler=F, rules="keep-runs"), dict(inn=["KS>2"])),
    "a talon of two cards": (mk({}, talon="5S 9H", filler=(1, 2, 3, 4, 5, 6, 7)), {}),
    "long face-down bases": (mk({1: "9D", 2: "TD"}, filler=(3, 4), down=8), {}),
}

# Positions no game reaches: a text whose column already ends in a complete
# run (under the default rules).  rules.md section 3 removes such a run
# automatically; the engine accepts the text and leaves the run in place
# until an action touches that column.
UNSETTLED = {
    "removable run already at a column end, an action elsewhere":
        mk({1: "(5C) " + RUN["S"], 2: "9D", 3: "TD"}, filler=(4, 5, 6, 7)),
    "removable run already at a column end, group moves elsewhere":
        mk({1: "(7C) 5S " + RUN["D"], 2: "6S"}, filler=F),
}


def _check_corner(text, exp, rng):
    r = RPos.from_text(text)
    p = Position.from_text(text)
    # the referee's own reading of rules.md
    legal = set(r.legal_actions())
    for a in exp.get("inn", []):
        assert a in legal, f"referee: {a} should be legal"
    for a in exp.get("out", []):
        assert a not in legal, f"referee: {a} should be illegal"
    if "won" in exp:
        assert r.is_won == exp["won"]
    if "stuck" in exp:
        assert r.is_stuck == exp["stuck"]
    for a, check in exp.get("after", {}).items():
        assert a in legal and check(r.play(a)), f"referee: after {a}"
    # the engine against the referee: here, after every action, and on walks
    engine_legal = assert_same(p, r, "corner")
    assert_illegal_refused(p, engine_legal, ALL_CARD_ACTIONS + ["deal"], "corner")
    for a in sorted(legal):
        q, rq = play_both(p, r, a, "corner")
        assert_same(q, rq, f"corner after {a}")
    for _ in range(4):
        walk(p, r, rng, 15, "corner walk")


@pytest.mark.parametrize("name", sorted(CORNERS))
def test_corner_positions_agree_with_referee(name):
    text, exp = CORNERS[name]
    _check_corner(text, exp, random.Random(name))


# A pasted position whose column already ends in a complete K..A run: the next
# action removes it too, wherever it stands (rules.md section 3).
@pytest.mark.parametrize("name", sorted(UNSETTLED))
def test_unsettled_positions_agree_with_referee(name):
    _check_corner(UNSETTLED[name], {}, random.Random(name))


def test_worked_examples_through_referee():
    """The referee itself reproduces rules-examples A-D (legal sets)."""
    a = """talon: 2C 6D JS
foundations: -
1: (QS) (3H) (8C) AS 9D KH 4C
2: (7S) (2H) (KC) 5C 8H 3D JH
3: (4S) (6C) (9S) TC QH 2S TD
4: (TS) (AD) (5S) 7C 6H 3S TH
5: 6S KD 8S AH QC 4H 7H
6: 9C 2D AC QD 4D 5H 7D
7: KS 3C 8D 5D JC 9H JD
"""
    assert sorted(RPos.from_text(a).legal_actions()) == sorted("3C>1 6H>5 9D>3 9H>4 TD>7 TH>2 deal".split())
    r = RPos.from_text(BLOCKED)
    assert r.legal_actions() == [] and r.is_stuck and not r.is_won


# ------------------------------------------------------------------ parsing
BASE = """talon: 5S 9H 2D
foundations: -
1: (3C) (7D) (QS) KS 9D KH 4C
2: (2C) (8S) (5H) JD 3S 6S 7C
3: (KD) (4D) (AS) 9C 5C TD 8C
4: (6D) (TS) (2H) 4S QC 7H 6C
5: JS 3H 8D TC KC 4H 3D
6: 5D 2S AH JH QH 7S 9S
7: 6H QD AD JC AC TH 8H
"""
WITH_SPADES_REMOVED = mk({1: "(3C) (7D) 9D KH 4C", 4: "(6D) (2H) QC 7H", 6: ""}, found="S",
                         filler=(2, 3, 5, 7), down=2, seed=3)

VALID = {
    "comment lines": "# a comment\n" + BASE.replace("foundations", "# x\nfoundations"),
    "blank lines": "\n\n" + BASE.replace("\n", "\n\n"),
    "10 for T": BASE.replace("TD", "10D").replace("TH", "10h"),
    "suit symbols": BASE.replace("KS", "K♠").replace("9H", "9♥").replace("(7D)", "(7♦)").replace("4C", "4♣"),
    "lower case": BASE.replace("9D", "9d").replace("(QS)", "(qs)").replace("TD", "td"),
    "a removed suit and an empty column": WITH_SPADES_REMOVED,
    "rules line": "rules: keep-runs traditional-talon\n" + BASE,
}
INVALID = {
    "duplicate card": BASE.replace("9S", "9D"),
    "missing card": BASE.replace(" 9S", ""),
    "face-down above face-up": BASE.replace("KS 9D", "KS (9D)"),
    "column ending face down": BASE.replace("JS 3H 8D TC KC 4H 3D", "(JS) (3H) (8D) (TC) (KC) (4H) (3D)"),
    "removed suit's card on the board": BASE.replace("foundations: -", "foundations: S"),
    "unknown label": BASE + "8:\n",
    "unknown label word": BASE + "stock: -\n",
    "unknown card": BASE.replace("9S", "9X"),
    "unknown token": BASE.replace("KS 9D", "KS foo 9D"),
    "unbalanced parenthesis": BASE.replace("(3C)", "(3C"),
    # "wasp" became a variant (VARIANTS.md); the referee knows Cards4 only
    "unknown rule option": "rules: hornet\n" + BASE,
    "line without label": BASE + "hello\n",
    "empty text": "",
}


@pytest.mark.parametrize("name", sorted(VALID))
def test_valid_texts_accepted_like_referee(name):
    text = VALID[name]
    assert Position.from_text(text).to_text() == RPos.from_text(text).to_text()


@pytest.mark.parametrize("name", sorted(INVALID))
def test_invalid_texts_rejected_like_referee(name):
    text = INVALID[name]
    with pytest.raises(ref.RefereeError):
        RPos.from_text(text)
    with pytest.raises(PositionError):
        Position.from_text(text)


def _mutate(text, rng):
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    toks = lines[i].split(" ")
    kind = rng.randrange(8)
    if kind == 0 and len(toks) > 1:
        del toks[rng.randrange(1, len(toks))]
    elif kind == 1 and len(toks) > 1:
        toks.insert(rng.randrange(1, len(toks) + 1), rng.choice(toks[1:]))
    elif kind == 2 and len(toks) > 1:
        j = rng.randrange(1, len(toks))
        toks[j] = toks[j].strip("()") if toks[j].startswith("(") else f"({toks[j]})"
    elif kind == 3:
        toks.insert(rng.randrange(len(toks) + 1), rng.choice(["X", "9", "(", ")", "-", ":", "10", "0S", "é"]))
    elif kind == 4:
        del lines[i]
        return "\n".join(lines)
    elif kind == 5:
        lines.insert(i, lines[i])
        return "\n".join(lines)
    elif kind == 6 and lines[i]:
        k = rng.randrange(len(lines[i]))
        lines[i] = lines[i][:k] + lines[i][k + 1:]
        return "\n".join(lines)
    else:
        j = rng.randrange(len(lines))
        other = lines[j].split(" ")
        if len(toks) > 1 and j != i:
            other.insert(rng.randrange(1, len(other) + 1), toks.pop(rng.randrange(1, len(toks))))
            lines[j] = " ".join(other)
    lines[i] = " ".join(toks)
    return "\n".join(lines)


def test_damaged_texts_rejected_like_referee():
    rng = random.Random(5)
    texts = [BASE, WITH_SPADES_REMOVED, "rules: keep-runs\n" + BASE,
             Position.deal(123456789).to_text()]
    for _ in range(3000):
        text = rng.choice(texts)
        for _ in range(rng.choice([1, 1, 2])):
            text = _mutate(text, rng)
        try:
            want = RPos.from_text(text).to_text()
        except ref.RefereeError:
            want = None
        try:
            got = Position.from_text(text).to_text()
        except PositionError:
            got = None
        assert got == want, f"damaged text read differently:\n{text}"
