"""The solver agrees with the engine: its move generation and resulting
positions over random play (all rule options), its position key, and its
verdicts against a plain brute-force search on small endgames."""

from __future__ import annotations

import random

import interpreted as py
import pytest
from solver_brute import ALL_RULES, brute_force_won, random_endgame

from scorpion_qt.engine import DEAL, Position, Rules
from scorpion_qt.solver import solve
from scorpion_qt.solver._board import DEAL_MOVE, Board, Searcher, proves_loss
from scorpion_qt.solver._solve import board_of, to_move


def board_matches(b: Board, p: Position) -> None:
    assert b.cols == [[int(c) for c in col] for col in p.columns]
    assert b.hid == list(p.face_down)
    assert b.talon == [int(c) for c in p.talon]
    assert b.found == len(p.foundations)
    assert b.is_won() == p.is_won
    for ci, col in enumerate(p.columns):
        for c in col:
            assert b.colof[c] == ci


def canonical(p: Position) -> tuple[object, ...]:
    """The position up to the column symmetries the key relies on: columns
    4-7 interchangeable before the deal, all columns after it."""
    cols = [(tuple(col), h) for col, h in zip(p.columns, p.face_down)]
    if p.talon:
        return (tuple(cols[:3]), tuple(sorted(cols[3:])), p.talon, p.foundations)
    return (tuple(sorted(cols)), p.foundations)


def engine_moves_by_class(p: Position, b: Board) -> set[tuple[int, int]]:
    """The engine's legal moves, with King moves to empty columns mapped to
    the solver's representative of their equivalence class."""
    out = set()
    empties = [ci for ci, col in enumerate(p.columns) if not col]
    reps = b.empty_classes(empties) if empties else []
    for m in p.legal_moves():
        if m.is_deal:
            out.add((-1, -1))
            continue
        assert m.card is not None and m.column is not None
        d = m.column - 1
        if not p.columns[d]:
            if p.talon and d >= 3:
                d = min(e for e in reps if e >= 3)
            elif not p.talon:
                d = reps[0]
        out.add((int(m.card), d))
    return out


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: "+".join(r.tokens()) or "cards4")
def test_moves_and_results_match_the_engine_in_random_play(rules: Rules) -> None:
    rng = random.Random(hash(rules.tokens().__repr__()) & 0xFFFF)
    keys: dict[int, tuple[object, ...]] = {}
    for game in range(1, 41):
        p = Position.deal(rng.randrange(1, 10**9), rules)
        b = board_of(p)
        root_key = b.key
        keys_game: dict[int, tuple[object, ...]] = {root_key: canonical(p)}
        for _ in range(60):
            board_matches(b, p)
            moves = b.moves()
            assert len(set(moves)) == len(moves)
            assert set(moves) == engine_moves_by_class(p, b)
            assert b.ordered_moves() == sorted(moves, key=Searcher(b, lambda n: None)._priority)
            if not moves:
                assert p.is_stuck or p.is_won
                break
            # every move: do, compare with the engine, undo
            for m in moves:
                before = ([list(c) for c in b.cols], list(b.hid), list(b.talon), b.found, b.key, b.homes, list(b.colof))
                predicted = b.child_key(m) if m[0] >= 0 else None
                rec = b.do(m)
                assert predicted is None or predicted == b.key
                q = p.play(to_move(m))
                board_matches(b, q)
                k = keys_game.setdefault(b.key, canonical(q))
                assert k == canonical(q), "one key, two positions"
                b.undo(rec)
                assert ([list(c) for c in b.cols], list(b.hid), list(b.talon), b.found, b.key, b.homes, list(b.colof)) == before
            m = rng.choice(moves)
            b.do(m)
            p = p.play(to_move(m))
        keys.update(keys_game)


def test_key_is_order_independent_for_commuting_moves() -> None:
    # Two ways to the same position give the same key (the table relies on it).
    rng = random.Random(5)
    checked = 0
    for _ in range(300):
        p = Position.deal(rng.randrange(1, 10**9))
        b = board_of(p)
        moves = [m for m in b.moves() if m[0] >= 0]
        for i, m1 in enumerate(moves):
            for m2 in moves[i + 1:]:
                r1 = b.do(m1)
                if m2 not in b.moves():
                    b.undo(r1)
                    continue
                r2 = b.do(m2)
                k12 = b.key
                state12 = canonical_board(b)
                b.undo(r2)
                b.undo(r1)
                r2 = b.do(m2)
                if m1 in b.moves():
                    r1 = b.do(m1)
                    assert b.key == k12
                    assert canonical_board(b) == state12
                    checked += 1
                    b.undo(r1)
                b.undo(r2)
    assert checked > 20


def test_a_talon_card_landing_on_its_successor_has_the_key_of_one_that_led_there() -> None:
    # K1: a talon card dealt onto its successor is home, as if it had led
    # there; the same board reached by a landing or by a lead has one key.
    from scorpion_qt.engine import CARDS

    idx = {str(c): i for i, c in enumerate(CARDS)}

    def board() -> Board:
        cols = [["2C", "9H"], ["KC", "QC", "JC", "TC", "9C", "8C", "7C"], ["6C", "5C", "4C", "3C"], ["TH"],
                ["KH", "QH", "JH"], ["AC", "7H", "6H", "5H", "4H", "3H", "2H", "AH"], []]
        return Board([[idx[c] for c in col] for col in cols], [0] * 7, [idx["8H"]], 2)

    landed = board()
    landed.do((-1, -1))  # 8H lands on 9H
    assert landed.cols[0][-2:] == [idx["9H"], idx["8H"]]
    landed.do((idx["9H"], 3))  # 9H leads onto TH, carrying 8H
    led = board()
    led.do((idx["9H"], 3))
    led.do((-1, -1))  # 8H lands on 2C
    assert led.cols[0] == [idx["2C"], idx["8H"]]
    led.do((idx["8H"], 3))  # and leads onto 9H
    assert canonical_board(landed) == canonical_board(led)
    assert landed.key == led.key


def canonical_board(b: Board) -> tuple[object, ...]:
    cols = [(tuple(col), h) for col, h in zip(b.cols, b.hid)]
    if b.talon:
        return (tuple(cols[:3]), tuple(sorted(cols[3:])))
    return (tuple(sorted(cols)),)


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: "+".join(r.tokens()) or "cards4")
def test_verdicts_match_brute_force_on_small_endgames(rules: Rules) -> None:
    rng = random.Random(11 + int(rules.clear_complete_runs) * 2 + int(rules.talon_any_time))
    compared = won = 0
    for i in range(120):
        p = random_endgame(rng, rng.choice((1, 2, 2)), rules, talon=rng.random() < 0.6)
        truth = brute_force_won(p, limit=4_000)
        if truth is None:
            continue
        r = solve(p, time_limit_s=None)
        assert r.status == ("won" if truth else "lost"), p.to_text()
        if r.status == "won":
            won += 1
            q = p
            for m in r.moves:
                q = q.play(m)
            assert q.is_won
        compared += 1
    assert compared >= 40 and won >= 3


def test_verdicts_match_brute_force_one_move_from_a_win_or_a_block() -> None:
    rng = random.Random(3)
    near_win = near_block = 0
    for game in range(1, 400):
        if near_win >= 15 and near_block >= 15:
            break
        p = Position.deal(game)
        r = solve(p, time_limit_s=5)
        if r.status == "won" and near_win < 15:
            # positions 1..3 moves from the win, along the line
            line = list(r.moves)
            q = p
            for m in line[:-3]:
                q = q.play(m)
            for m in line[-3:]:
                for other in q.legal_moves():
                    child = q.play(other)
                    truth = brute_force_won(child)
                    assert truth is not None
                    assert solve(child, time_limit_s=None).status == ("won" if truth else "lost"), child.to_text()
                q = q.play(m)
            near_win += 1
        if near_block < 15:
            # random play to a block; every position of its last moves
            q = p
            path = [q]
            while q.legal_moves():
                q = q.play(rng.choice(q.legal_moves()))
                path.append(q)
            if q.is_won:
                continue
            assert solve(q, time_limit_s=None).status == "lost"
            one_before = path[-2]
            truth = brute_force_won(one_before, limit=50_000)
            if truth is not None:
                assert solve(one_before, time_limit_s=None).status == ("won" if truth else "lost")
                near_block += 1
    assert near_win >= 10 and near_block >= 10


def test_proof_of_loss_never_fires_on_a_winnable_position() -> None:
    # Along winning lines every position is winnable: the proof must stay silent.
    for game in range(1, 200):
        p = Position.deal(game)
        r = solve(p, time_limit_s=5)
        if r.status != "won":
            continue
        q = p
        for m in r.moves:
            b = board_of(q)
            assert not b.dead(None, True, True), q.to_text()  # (P, P7 and P8)
            q = q.play(m)
        assert q.is_won
    assert DEAL.is_deal


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: "+".join(r.tokens()) or "cards4")
def test_one_key_one_position_over_whole_small_spaces(rules: Rules) -> None:
    # Enumerate every reachable position of small endgames with the board
    # (no pruning): equal keys must mean equal positions up to the symmetries.
    rng = random.Random(31)
    spaces = 0
    for _ in range(40):
        p = random_endgame(rng, 2, rules, talon=True)
        b = board_of(p)
        seen: dict[int, tuple[object, ...]] = {}
        budget = [3000]

        def walk() -> None:
            budget[0] -= 1
            if budget[0] < 0:
                return
            state = canonical_board(b) + (tuple(b.talon), b.found)
            assert seen.setdefault(b.key, state) == state
            for m in b.moves():
                rec = b.do(m)
                walk()
                b.undo(rec)

        walk()
        spaces += len(seen) > 20
    assert spaces >= 10


def test_unsettled_complete_run_is_removed_after_the_next_action() -> None:
    # A pasted position may hold a complete run no action has removed yet;
    # the engine removes it after the next action, whatever column it is in.
    p = Position.from_text("""
    talon: -
    foundations: H D
    1: (3C) KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS
    2: KC QC JC TC 9C 8C 7C 6C 5C 4C
    3: 2C
    4: AC
    """)
    b = board_of(p)
    assert b.unsettled
    for m in b.moves():
        rec = b.do(m)
        q = p.play(to_move(m))
        board_matches(b, q)
        b.undo(rec)
        board_matches(b, p)
    r = solve(p)
    assert r.status == "won"
    q = p
    for m in r.moves:
        q = q.play(m)
    assert q.is_won


def test_safe_move_reduction_keeps_every_verdict() -> None:
    # The only move reduction (an Ace-led chain after the deal) against the
    # same search without it, and against brute force where that is small.
    rng = random.Random(41)
    reduced = 0
    for i in range(150):
        rules = ALL_RULES[i % 4]
        p = random_endgame(rng, rng.choice((2, 3)), rules, talon=False)
        verdicts = []
        for reduce in (True, False):
            s = Searcher(board_of(p), lambda n: None, reduce=reduce)
            verdicts.append(s.run())
            if reduce and s.line:
                q = p
                for m in s.line:
                    q = q.play(to_move(m))
                assert q.is_won
        assert verdicts[0] == verdicts[1], p.to_text()
        b = board_of(p)
        if b.safe_move(b.moves()) is not None:
            reduced += 1
            truth = brute_force_won(p, limit=3000)
            if truth is not None:
                assert verdicts[0] == truth
    assert reduced >= 10


def test_safe_move_reduction_on_positions_after_the_deal() -> None:
    compared = won = 0
    for game in range(1, 80):
        p = Position.deal(game)
        r = solve(p, time_limit_s=5)
        if r.status != "won":
            continue
        q = p
        for m in r.moves:
            q = q.play(m)
            if q.talon or q.is_won:
                continue
            for o in q.legal_moves():
                child = q.play(o)
                a = Searcher(board_of(child), lambda n: None, reduce=True).run()
                b = Searcher(board_of(child), lambda n: None, reduce=False).run()
                assert a == b, child.to_text()
                compared += 1
                won += a
    assert compared > 100 and won > 50


def _king_run_endgame(rng: random.Random, rules: Rules) -> Position:
    """A random endgame after the deal in which one column is a King-led run
    K…s of one suit, at the column's base or (half the time) standing on one
    to three face-down cards, and ``s - 1`` lies face up elsewhere: the case
    of R1b (PROOFS.md), where the solver plays ``s - 1`` onto the run at once."""
    from scorpion_qt.engine import CARDS, Suit

    while True:
        suits = rng.sample(list(Suit), rng.choice((2, 3)))
        u = suits[0]
        low = rng.randrange(1, 12)  # s's rank index: 2 (1) … Q (11)
        run = [u * 13 + r for r in range(12, low - 1, -1)]
        rest = [s * 13 + r for s in suits for r in range(13) if s * 13 + r not in run]
        rng.shuffle(rest)
        under = rest[:rng.randrange(1, 4)] if rng.random() < 0.5 else []
        if run[-1] - 1 in under:
            continue  # y face down: not the case under test
        cols: list[list[int]] = [under + run] + [[] for _ in range(6)]
        for c in rest[len(under):]:
            cols[1 + rng.randrange(6)].append(c)
        hidden = [len(under)] + [rng.randrange(len(col)) if col and rng.random() < 0.4 else 0 for col in cols[1:]]
        y = run[-1] - 1
        ci = next(i for i, col in enumerate(cols) if y in col)
        if cols[ci].index(y) < hidden[ci]:
            continue  # y face down: not the case under test
        pairs = list(zip(cols, hidden))
        rng.shuffle(pairs)
        found = [s for s in Suit if s not in suits]
        return Position([[CARDS[c] for c in col] for col, _ in pairs], [h for _, h in pairs], [], found, rules)


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: "+".join(r.tokens()) or "cards4")
def test_king_run_reduction_keeps_every_verdict(rules: Rules) -> None:
    # R1b: a move onto a King-led run after the deal is played without trying
    # the others. Checked against the engine-based brute force (no reduction,
    # no proof) where it fits, else against the plain search.
    from solver_brute import plain_won

    rng = random.Random(97 + int(rules.clear_complete_runs) * 2 + int(rules.talon_any_time))
    fired = on_face_down = won = by_brute = 0
    for _ in range(120):
        p = _king_run_endgame(rng, rules)
        b = board_of(p)
        safe = b.safe_move(b.moves())
        assert safe is not None  # R1 or R1b applies at the root
        dst = b.cols[safe[1]]
        h = b.hid[safe[1]]
        if dst and dst[h] % 13 == 12 and dst[-1] == safe[0] + 1:
            fired += 1
            on_face_down += h > 0
        verdict = Searcher(board_of(p), lambda n: None, reduce=True).run()
        truth = brute_force_won(p, limit=3_000)
        if truth is not None:
            by_brute += 1
        else:
            truth = plain_won(p)
        assert truth is not None
        assert verdict == truth, p.to_text()
        won += verdict
    assert fired >= 75 and on_face_down >= 30 and by_brute >= 30 and 5 <= won <= 110, (
        fired, on_face_down, by_brute, won)


# Issue 10, verbatim: deal 20376 after its first 25 moves, then KD>4. The old
# proof of loss required the King of hearts to be movable for the heart run
# to leave, but a run completes on top of its King where that King stands.
ISSUE_10_POSITION = """
talon: -
foundations: -
1: 4D 3D 2D AD TC 9C KS KH QH JH TH 6D 8C 5S 4S 3S
2: (2C) (KC) 7H 6H
3: (5C) (2S) AC
4: KD TD 9D 8D 7D QC 7C 6C QD JD 9H 8H 5H 4H 3H 2H
5: 7S 6S 5D 4C 3C JS TS 9S 8S JC
6: QS
7: AS AH
"""
ISSUE_10_PREFIX = ("8H>7 3H>6 AD>1 8S>1 6C>2 TS>3 JD>3 4H>3 4S>4 6S>5 3S>4 7D>4 9S>3 3C>5 8D>7 deal "
                   "TH>2 2D>4 3D>1 9C>1 QH>1 JH>1 6H>2 2H>7 KD>4")
ISSUE_10_WIN = ("5H>2 7H>4 QC>2 AH>2 6D>4 9H>1 QS>1 KC>6 AC>2 2S>4 AS>4 JS>1 2C>5 4C>3 4D>5 TD>6 QD>4 "
                "5C>6 KS>1 TC>1 8C>1 5D>4 5S>5 7C>1 JC>6 7S>1")


def test_issue_10_position_is_won() -> None:
    from scorpion_qt.engine import Move

    p = Position.from_text(ISSUE_10_POSITION)
    reached = Position.deal(20376)
    for m in ISSUE_10_PREFIX.split():
        reached = reached.play(Move.parse(m))
    assert reached == p
    q = p
    for m in ISSUE_10_WIN.split():
        q = q.play(Move.parse(m))
    assert q.is_won
    assert not board_of(p).dead()
    r = solve(p, time_limit_s=None)
    assert r.status == "won"
    q = p
    for m in r.moves:
        q = q.play(m)
    assert q.is_won



@pytest.mark.parametrize("game", [3, 14, 24, 20376])
def test_lost_verdicts_one_move_off_a_winning_line_are_true(game: int) -> None:
    # Issue 10's differential check: follow a winning line and, at every
    # step, play each other legal move. Every "lost" must be lost for a plain
    # exhaustive search (no proof of loss, no move reduction), and for the
    # engine-based brute force where that fits; every "won" line must replay.
    # The old proof fails it on deal 20376 (two false losses).
    from solver_brute import off_line_children, plain_won

    from scorpion_qt.engine import Move

    p = Position.deal(game)
    if game == 20376:  # the issue's winning line, through its failing position
        line = tuple(Move.parse(m) for m in (ISSUE_10_PREFIX + " " + ISSUE_10_WIN).split())
    else:
        line = solve(p, time_limit_s=None).moves
    q = p
    for m in line:
        q = q.play(m)
    assert q.is_won
    lost = by_engine = 0
    for step, child in off_line_children(p, line):
        rc = solve(child, time_limit_s=None, node_limit=2_000_000)
        assert rc.status != "unknown"
        if rc.status == "won":
            q = child
            for m in rc.moves:
                q = q.play(m)
            assert q.is_won
            continue
        lost += 1
        truth = plain_won(child, node_limit=1_000_000)
        assert truth is False, f"deal {game} step {step}: solver says lost\n{child.to_text()}"
        engine = brute_force_won(child, limit=2_000)
        if engine is not None:
            by_engine += 1
            assert engine is False, child.to_text()
    assert lost > 0 or game == 20376  # every position one move off the issue's line can be won


def _nogood_positions() -> list[Position]:
    from pathlib import Path

    text = (Path(__file__).with_name("nogood_positions.txt")).read_text(encoding="utf-8")
    blocks = [b for b in text.split("\n\n") if b.strip() and not b.lstrip().startswith("#")]
    return [Position.from_text(b) for b in blocks]


class _CheckedNogoods(py.Searcher):
    """A search whose every use of a learned nogood (R4) is checked: the
    position it stands for, played, must be one the proof of loss proves
    lost by itself. Without P8 (``count=False``), which decides some of
    these deals at the root (7681, 1240), before any nogood is learned."""

    def __init__(self, p: Position) -> None:
        super().__init__(py.board_of(p), lambda n: None, count=False)
        self.met = 0

    def _nogood_met(self, key: int, m: tuple[int, int]) -> None:
        self.met += 1
        rec = self.board.do(m)
        assert self.board.key == key
        assert self.board.dead(), "a nogood was met by a position P does not prove lost"
        self.board.undo(rec)


def test_learned_nogoods_are_proofs_and_keep_every_verdict() -> None:
    # R4: positions whose search meets learned nogoods, won and lost, before
    # and after the deal. Each use of a nogood must stand for a position the
    # proof of loss proves lost on its own, and every verdict must be the
    # plain exhaustive search's (no proof, no reduction, no learning) and
    # that of the search without learning; every winning line must replay.
    from solver_brute import plain_won

    won = lost = meeting = 0
    for p in _nogood_positions():
        s = _CheckedNogoods(p)
        verdict = s.run()
        meeting += s.met > 0  # (R5 spares a few of them the positions that met one)
        assert verdict == plain_won(p, node_limit=1_000_000), p.to_text()
        assert verdict == Searcher(board_of(p), lambda n: None, learn=False).run(), p.to_text()
        if verdict:
            q = p
            for m in s.line:
                q = q.play(to_move(m))
            assert q.is_won
            won += 1
        else:
            lost += 1
    assert meeting >= 20
    assert won >= 10 and lost >= 5


def test_every_nogood_met_on_a_slow_lost_deal_is_a_proof() -> None:
    # Deal 7681 (lost) is one of the slow deals the nogoods are for: its
    # search meets them tens of thousands of times; each one must be a
    # position P proves lost, and the search must still end "lost".
    s = _CheckedNogoods(Position.deal(7681))
    assert s.run() is False
    assert s.met > 10_000


class _CheckedDealNogoods(_CheckedNogoods):
    """:class:`_CheckedNogoods` that also counts the uses at a deal move (R4d)."""

    def __init__(self, p: Position) -> None:
        super().__init__(p)
        self.at_deal = 0

    def _nogood_met(self, key: int, m: tuple[int, int]) -> None:
        self.at_deal += m == DEAL_MOVE
        super()._nogood_met(key, m)


def test_deal_nogoods_are_proofs() -> None:
    # R4d: a proof right after a deal is kept as a nogood and met at the deal
    # moves of other positions before the deal. Each use must stand for a
    # position P proves lost by itself, and the verdicts must be those of the
    # search without learning; winning lines replay.
    for game, won in ((725, True), (182, True), (1240, False), (848, False)):
        p = Position.deal(game)
        s = _CheckedDealNogoods(p)
        assert s.run() is won
        assert s.at_deal > 300, game
        assert Searcher(board_of(p), lambda n: None, learn=False).run() is won
        if won:
            q = p
            for m in s.line:
                q = q.play(to_move(m))
            assert q.is_won


_TRAP_HOME_CARD = """rules: keep-runs
talon: -
foundations: -
1: 4H 3C TD 5C
2: 2S 5S 9C 8D TC 7S KH
3: JH JD 8S 6H 5D 3S 7C KC AD 4D AC AS
4: (QH) (5H) (QD) 2C 7H 9D AH 8H TS
5: KS 8C QS 9H 4C KD TH
6: (6S) (9S) (6D) (7D) 3H JC
7: 4S 3D JS QC 6C 2D 2H
"""


def test_trap_nogood_names_the_home_cards_between() -> None:
    # A P7 proof learned as a nogood (R4) at a King's filling: y = AD with
    # z = 4D on it, where 2D was home (on 3D), so N was {AD, 3D}. Its core
    # left 2D out, and the nogood was met by a position with 2D back on 6C
    # (not home: N is {AD, 2D, 3D} there), which P7 does not prove and which
    # is won: the search called this won position lost (found by random
    # endgames of 3-4 suits searched with learning, beside the plain search).
    # The core now holds every card of y .. z.
    from solver_brute import plain_won

    p = Position.from_text(_TRAP_HOME_CARD)
    assert plain_won(p, node_limit=1_000_000) is True
    s = _CheckedNogoods(p)
    assert s.run() is True
    q = p
    for m in s.line:
        q = q.play(to_move(m))
    assert q.is_won


class _Passes(py.Searcher):
    """A search in passes (R3b) that counts the searches set aside and
    notes the budget of the one that found the win (None: the last pass)."""

    def __init__(self, b: Board, budgets: tuple[int, ...]) -> None:
        super().__init__(b, lambda n: None, check_every=1, deal_budgets=budgets)
        self.aside = 0
        self.won_budget: int | None = None

    def _dfs_budgeted(self) -> bool:
        queued = len(self._queue)
        won = super()._dfs_budgeted()
        self.aside += len(self._queue) - queued
        if won:
            self.won_budget = self._budget
        return won


def _won_line_replays(p: Position, line: list[tuple[int, int]]) -> bool:
    q = p
    for m in line:
        q = q.play(to_move(m))
    return q.is_won


def test_passes_with_budgets_keep_every_verdict() -> None:
    # R3b: searches after a deal set aside at a budget and resumed in later
    # passes. With tiny budgets (nearly every search set aside, the wins found
    # in resumed searches) the verdicts must be those of one pass, and the
    # lines (the queued moves, then the resumed search's) must replay; on
    # random endgames with a talon, those of the plain search too.
    from solver_brute import plain_won

    aside = won_later = 0
    for game in range(1, 81):
        p = Position.deal(game)
        one = Searcher(board_of(p), lambda n: None, deal_budgets=()).run()
        for budgets in ((1, 8), (4,)):
            s = _Passes(py.board_of(p), budgets)
            verdict = s.run()
            assert verdict == one, (game, budgets)
            aside += s.aside > 0
            if verdict:
                assert _won_line_replays(p, s.line), (game, budgets)
                won_later += s.won_budget != budgets[0]
    assert aside >= 20 and won_later >= 3, (aside, won_later)
    rng = random.Random(3)
    checked = 0
    for rules in ALL_RULES:
        for _ in range(25):
            p = random_endgame(rng, rng.randint(2, 3), rules, talon=True)
            truth = plain_won(p, node_limit=300_000)
            if truth is None:
                continue
            checked += 1
            s = _Passes(py.board_of(p), (1, 8))
            assert s.run() == truth, p.to_text()
            aside += s.aside > 0
            if truth:
                assert _won_line_replays(p, s.line), p.to_text()
    assert checked >= 60


def _kings_endgame(rng: random.Random, rules: Rules) -> Position:
    """A random endgame after the deal with an empty column and a King on
    cards: the case of R5 (PROOFS.md), where the solver tries only the Kings'
    moves into the empty column (some Kings face down, half the time)."""
    from scorpion_qt.engine import CARDS, Suit

    while True:
        suits = rng.sample(list(Suit), rng.choice((2, 3)))
        cards = [s * 13 + r for s in suits for r in range(13)]
        rng.shuffle(cards)
        n_cols = rng.choice((4, 5, 6))
        cols: list[list[int]] = [[] for _ in range(n_cols)]
        for c in cards:
            cols[rng.randrange(n_cols)].append(c)
        hidden = [rng.randrange(len(col)) if col and rng.random() < 0.5 else 0 for col in cols]
        cols += [[] for _ in range(7 - n_cols)]
        hidden += [0] * (7 - n_cols)
        pairs = list(zip(cols, hidden))
        rng.shuffle(pairs)
        found = [s for s in Suit if s not in suits]
        p = Position([[CARDS[c] for c in col] for col, _ in pairs], [h for _, h in pairs], [], found, rules)
        b = board_of(p)
        if b.unsettled:
            continue
        reduced = b.ordered_moves(safe=True)
        if reduced and all(m[0] % 13 == 12 for m in reduced) and len(reduced) < len(b.moves()):
            return p


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: "+".join(r.tokens()) or "cards4")
def test_kings_only_reduction_keeps_every_verdict(rules: Rules) -> None:
    # R5: after the deal, with more empty columns than face-down Kings that
    # are not bases, only the Kings' moves into an empty column are tried.
    # Every verdict against the engine-based brute force (no reduction, no
    # proof) where it fits, else the plain search; winning lines replay.
    from solver_brute import plain_won

    rng = random.Random(311 + int(rules.clear_complete_runs) * 2 + int(rules.talon_any_time))
    won = by_brute = with_face_down = 0
    for _ in range(60):
        p = _kings_endgame(rng, rules)
        b = board_of(p)
        with_face_down += any(
            k in col[1:h] for col, h in zip(b.cols, b.hid) for k in (12, 25, 38, 51))
        s = Searcher(board_of(p), lambda n: None, reduce=True)
        verdict = s.run()
        truth = brute_force_won(p, limit=3_000)
        if truth is not None:
            by_brute += 1
        else:
            truth = plain_won(p)
        assert truth is not None
        assert verdict == truth, p.to_text()
        if verdict:
            q = p
            for m in s.line:
                q = q.play(to_move(m))
            assert q.is_won
            won += 1
    assert by_brute >= 20 and with_face_down >= 5 and 5 <= won <= 55, (by_brute, with_face_down, won)


# Why R5 counts the face-down Kings: here the one empty column must go to a
# King that is still face down (KD, under 2D) before the face-up Kings KC and
# KH take it. The rule without its count tries only KC's and KH's moves and
# calls this won position lost (found by random search against brute force).
R5_FACE_DOWN_KING = """
talon: -
foundations: S
1: (9C) (6D) (AD) (2H) (3C) (QC) (5H) (KD) 2D
2: TC 7H 6H QH 7D TH 5D 8H
3: 8C AH 8D JC 4H TD
4: 4C AC JD KC 3H 3D 4D 5C 6C 7C 9D KH
5: 2C QD JH
6: 9H
7:
"""


def test_kings_only_reduction_waits_for_a_face_down_king() -> None:
    p = Position.from_text(R5_FACE_DOWN_KING)
    assert brute_force_won(p, limit=4_000) is True
    b = board_of(p)
    assert any(m[0] % 13 != 12 for m in b.ordered_moves(safe=True))  # R5 does not apply here
    s = Searcher(board_of(p), lambda n: None, reduce=True)
    assert s.run() is True
    q = p
    for m in s.line:
        q = q.play(to_move(m))
    assert q.is_won


class _PlainLoopBoard(py.Board):
    """The solver's board under another class name: the search then plays it
    through ``ordered_moves``, ``do`` and ``undo`` (``Searcher._dfs_any``)
    instead of the fused loop written out after the deal (``_dfs_post``)."""

    __slots__ = ()


class _Entering(py.Searcher):
    """A search that records the key of every position it enters, in order."""

    def __init__(self, board: Board) -> None:
        super().__init__(board, lambda n: None)
        self.entered: list[int] = []

    def _dfs(self) -> bool:
        self.entered.append(self.board.key)
        return super()._dfs()


def _searched(p: Position, fused: bool, entering: bool) -> tuple[object, ...]:
    b = py.board_of(p)
    if not fused:
        b = _PlainLoopBoard(b.cols, b.hid, b.talon, b.found, clear=b.clear, any_time=b.any_time)
    before = (repr(b.cols), repr(b.hid), repr(b.colof), b.key, b.homes, b.found)
    s = _Entering(b) if entering else py.Searcher(b, lambda n: None)
    assert s._fused == fused
    won = s.run()
    if not won:  # every move was taken back: the board is the one searched
        assert (repr(b.cols), repr(b.hid), repr(b.colof), b.key, b.homes, b.found) == before
    return (won, s.nodes, s.line, s.lost, s.nogoods, getattr(s, "entered", None))


def test_fused_search_is_the_plain_loop() -> None:
    # Issue 25: the search after the deal has Board's move generation and
    # do/undo written out in its loop, for speed. It must be the same search:
    # the same positions entered in the same order, the same node count,
    # lost table, learned nogoods (in their order) and winning line, on deals
    # won and lost (removals, R1/R1b/R5, nogoods met) and on random endgames
    # under the four rule sets (keep-runs: won by homes, not removals).
    for game in (3, 24, 70114, 70113, 70161, 903):
        p = Position.deal(game)
        for entering in (False, True):
            assert _searched(p, True, entering) == _searched(p, False, entering), game
    rng = random.Random(25)
    for rules in ALL_RULES:
        for _ in range(40):
            p = random_endgame(rng, rng.randint(1, 3), rules, talon=rng.random() < 0.3)
            assert _searched(p, True, True) == _searched(p, False, True), p.to_text()


class _TrapWatch(py.Searcher):
    """A search that, at every position it enters, asks the proof of loss
    with and without P7 (PROOFS.md) and keeps the positions only P7 proves."""

    def __init__(self, b: Board, limit: int) -> None:
        def check(n: int) -> None:
            if n > limit:
                raise py.Aborted

        super().__init__(b, check, check_every=64)
        self.only_p7: list[Board] = []

    def _dfs(self) -> bool:
        b = self.board
        if len(self.only_p7) < 40 and not proves_loss(b.cols, b.hid, b.talon, b.clear, None, False):
            if proves_loss(b.cols, b.hid, b.talon, b.clear, None, True):
                copy = Board([list(c) for c in b.cols], list(b.hid), list(b.talon), b.found, b.clear, b.any_time)
                self.only_p7.append(copy)
        return super()._dfs()


@pytest.mark.slow
@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: "+".join(r.tokens()) or "cards4")
def test_companion_trap_proofs_are_losses(rules: Rules) -> None:
    # P7 (PROOFS.md: a card below a higher card of its suit, ordered by the
    # landmarks of P's requirements): every position met inside searches of
    # random endgames (before and after the deal) that P7 proves lost and P
    # alone does not must be lost for the plain exhaustive search (no proof,
    # no reduction, no learning). Random endgames rarely get that far (P
    # decides most at once), hence many of them; 53 to 168 such positions
    # are checked per rule set.
    from solver_brute import plain_won_board

    rng = random.Random(39 + int(rules.clear_complete_runs) * 2 + int(rules.talon_any_time))
    checked = 0
    for _ in range(1500):
        p = random_endgame(rng, rng.choice((3, 4)), rules, talon=rng.random() < 0.4)
        s = _TrapWatch(py.board_of(p), 50_000)
        try:
            s.run()
        except py.Aborted:
            pass
        for b in s.only_p7[:6]:
            truth = plain_won_board(b, 300_000)
            if truth is None:
                continue
            assert truth is False, (b.cols, b.hid, b.talon)
            checked += 1
    assert checked >= 40


def _many_kings_position(rng: random.Random, rules: Rules) -> Position:
    """A random position of 2-4 suits in 5-7 columns (the others empty),
    many cards face down, a talon of 3 cards or none: the Kings must often
    take empty columns one after another (the case of P8)."""
    from scorpion_qt.engine import CARDS, Suit

    suits = rng.sample(list(Suit), rng.choice((2, 3, 4)))
    cards = [s * 13 + r for s in suits for r in range(13)]
    rng.shuffle(cards)
    tal = cards[:3] if rng.random() < 0.4 else []
    cards = cards[len(tal):]
    n_cols = rng.choice((5, 6, 7))
    cols: list[list[int]] = [[] for _ in range(n_cols)]
    for c in cards:
        cols[rng.randrange(n_cols)].append(c)
    hidden = [rng.randrange(len(col)) if col and rng.random() < 0.6 else 0 for col in cols]
    cols += [[] for _ in range(7 - n_cols)]
    hidden += [0] * (7 - n_cols)
    found = [s for s in Suit if s not in suits]
    return Position([[CARDS[c] for c in col] for col in cols], hidden, [CARDS[c] for c in tal], found, rules)


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: "+".join(r.tokens()) or "cards4")
def test_kings_count_proofs_are_losses(rules: Rules) -> None:
    # P8 (PROOFS.md: P's fixpoint with only the Kings a play can lead, each
    # needing one more column emptied): every random position, before or
    # after the deal, that P8 proves lost and P with P7 does not must be
    # lost for the plain exhaustive search (no proof, no reduction, no
    # learning). Such positions are rare (about 1 in 1,000), hence many.
    from solver_brute import plain_won_board

    rng = random.Random(71 + int(rules.clear_complete_runs) * 2 + int(rules.talon_any_time))
    checked = 0
    for _ in range(30_000):
        b = board_of(_many_kings_position(rng, rules))
        if b.unsettled or b.is_won() or proves_loss(b.cols, b.hid, b.talon, b.clear, None, True):
            continue
        if not proves_loss(b.cols, b.hid, b.talon, b.clear, None, True, True):
            continue
        truth = plain_won_board(b, 300_000)
        if truth is None:
            continue
        assert truth is False, (b.cols, b.hid, b.talon)
        checked += 1
    assert checked >= 15


def _full_columns_position(rng: random.Random, rules: Rules) -> Position:
    """A random position of 3-4 suits in seven non-empty columns, often with
    face-down cards, a talon of 3 cards or none: the Kings must wait for
    columns to empty, where P8 proves positions inside the search."""
    from scorpion_qt.engine import CARDS, Suit

    suits = rng.sample(list(Suit), rng.choice((3, 4)))
    cards = [s * 13 + r for s in suits for r in range(13)]
    rng.shuffle(cards)
    tal = cards[:3] if rng.random() < 0.5 else []
    cards = cards[len(tal):]
    cols: list[list[int]] = [[] for _ in range(7)]
    for i, c in enumerate(cards):
        cols[i if i < 7 else rng.randrange(7)].append(c)
    hidden = [rng.randrange(min(4, len(col))) if rng.random() < 0.7 else 0 for col in cols]
    found = [s for s in Suit if s not in suits]
    return Position([[CARDS[c] for c in col] for col in cols], hidden, [CARDS[c] for c in tal], found, rules)


class _CountNogoods(py.Searcher):
    """A search (with P8) that counts the uses of learned nogoods that P
    alone does not prove: those learned from P7 (``by_trap``) or from P8
    (``by_count``: P with P7 does not prove them either)."""

    def __init__(self, b: Board) -> None:
        def check(n: int) -> None:
            if n > 100_000:
                raise py.Aborted

        super().__init__(b, check)
        self.by_count = 0
        self.by_trap = 0

    def _nogood_met(self, key: int, m: tuple[int, int]) -> None:
        rec = self.board.do(m)
        assert self.board.key == key
        if not self.board.dead(None, True, False):
            self.by_count += 1
        elif not self.board.dead(None, False, False):
            self.by_trap += 1
        self.board.undo(rec)


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: "+".join(r.tokens()) or "cards4")
def test_trap_and_count_nogoods_keep_every_verdict(rules: Rules) -> None:
    # P7's and P8's proofs, at King fillings and right after a deal, are
    # learned as nogoods (R4, R4d) and met elsewhere in the search. Every
    # random position (before or after the deal) whose search meets such a
    # nogood (a position P alone does not prove lost) must get the plain
    # exhaustive search's verdict (no proof, no reduction, no learning).
    from solver_brute import plain_won

    rng = random.Random(7 + int(rules.clear_complete_runs) * 2 + int(rules.talon_any_time))
    checked = by_count = 0
    for _ in range(6_000):
        p = _full_columns_position(rng, rules)
        b = board_of(p)
        if b.unsettled or b.is_won() or b.dead(None, True, True):
            continue
        s = _CountNogoods(py.as_interpreted(b))
        try:
            verdict = s.run()
        except py.Aborted:
            continue
        if not (s.by_count or s.by_trap):
            continue
        truth = plain_won(p, node_limit=300_000)
        if truth is None:
            continue
        assert verdict == truth, p.to_text()
        checked += 1
        by_count += s.by_count > 0
    assert checked >= 8 and by_count >= 4
