"""Show Me How benchmark (issue 25, "fast enough to feel instant"), printed,
run on demand:

    python tests/benchmarks/bench_demo.py [--games N] [--detours P]

1. The first step. N played games (default 6: game 3 and the next deals the
   solver proves winnable): the player follows a winning line but, at each
   move with probability P (default 0.3), plays another legal move instead,
   kept when the analysis proves it still winnable (else undone, as a
   player would after the "no longer winnable" notice). At every position
   of these games, once the analysis has judged it as it does after every
   move, Game › Show Me How is triggered, and the time from the command to
   the first shown action on the board (the controller's change and the
   board's new position, through the event loop) is measured; then the
   shown action is undone. Target: 99 % under 100 ms. Where the analysis
   did not know a line (it could not decide in time), Show Me How searches
   nothing in the window: it waits for the solver's process; those
   positions are counted apart.
2. Frames while it plays. Show Me How plays game 3 from the deal to the win
   (columns up to 21 cards long on the way) at the default speed (one
   action a second) and at the fastest (300 ms) with animations on; a
   probe timer every 4 ms records how long the event loop was held between
   two of its turns, and the board's frames are timed as in
   ``bench_frames.py``; for each turn the window thread's own CPU time
   tells a turn spent working from one where the machine ran other
   programs. Beside it, in the same run: the same line played by
   the player's own commands (``window.play``) at the same pace. Target:
   no turn or frame interval over 25 ms.

   ``--against REV`` measures only this part, for this tree's code and for
   the code at git revision REV (``git archive`` into a temporary folder),
   each in a process of its own, alternated ``--rounds`` times, and prints
   the two side by side, e.g. ``--against 95df791`` (before issue 25's frame
   work). ``QT_QPA_PLATFORM=xcb`` under ``xvfb-run -a`` draws through an X
   server.

Times on a shared machine are disturbed by other programs: the reference
measured in the same run says how much.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CODE = Path(os.environ.get("SCORPION_BENCH_CODE", ROOT))
"""The tree whose ``scorpion_qt`` is measured (``--against`` sets it for the reference's process)."""
sys.path.insert(0, str(ROOT / "tests" / "app"))
sys.path.insert(0, str(CODE))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

FIRST_STEP_TARGET_MS = 100.0
FRAME_TARGET_MS = 25.0
PROBE_MS = 4


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by nearest rank."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=6, help="played games for the first step (default 6)")
    parser.add_argument("--detours", type=float, default=0.3, help="share of the player's own moves (default 0.3)")
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--intervals", default="1000,300",
                        help="the pauses between shown actions (ms), comma-separated (default 1000,300: "
                             "the default speed and the fastest)")
    parser.add_argument("--against", metavar="REV", help="only part 2, for this code and REV's, side by side")
    parser.add_argument("--rounds", type=int, default=1, help="with --against: runs of each code, alternated")
    parser.add_argument("--frames-json", action="store_true", help=argparse.SUPPRESS)  # one code's part 2, as JSON
    args = parser.parse_args()
    intervals = [int(v) for v in args.intervals.split(",")]
    if args.against:
        return compare(args.against, intervals, args.rounds)

    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from apphelpers import WINNABLE_GAME, WINNING_LINE
    from scorpion_qt.app.main import App
    from scorpion_qt.engine import Move, Position
    from scorpion_qt.solver import solve

    os.environ["SCORPION_HOME"] = tempfile.mkdtemp()
    qapp = QApplication.instance() or QApplication([])
    app = App(["--game", str(WINNABLE_GAME), "--lang", "en"], save=True, analysis=True)  # saved after every action, as played
    w = app.window
    w.resize(1024, 600)
    w.show()
    session, c = w.session, w.controller
    demo = w.demo_view.demo
    rng = random.Random(args.seed)

    def wait(cond, seconds: float = 30.0) -> bool:  # type: ignore[no-untyped-def]
        end = time.perf_counter() + seconds
        while not cond() and time.perf_counter() < end:
            qapp.processEvents()
            time.sleep(0.0005)
        return bool(cond())

    def judged() -> bool:
        """The analysis has judged the position on the board (as after every move)."""
        analyst = session.analyst
        return analyst is not None and analyst.current == c.position and session.verdict is not None

    # ------------------------------------------------------- 1. first step
    if args.frames_json:
        args.games = 0
    w.board.animations = False  # the first step's own cost, not an animation's length
    games = [WINNABLE_GAME] if args.games else []
    number = 100
    while len(games) < args.games:
        number += 1
        if solve(Position.deal(number), time_limit_s=2).status == "won":
            games.append(number)
    first_ms: list[float] = []
    waited = unknown = 0
    for number in games:
        session.new_game(number)
        wait(judged)
        while not c.position.is_won:
            if session.verdict is None or session.verdict.status != "won":
                break
            before = c.applied
            t0 = time.perf_counter()
            w.commands["showMeHow"].trigger()
            if demo.waiting:
                waited += 1
            shown = wait(lambda: c.applied == before + 1 and w.board.position == c.position, 20)
            t1 = time.perf_counter()
            demo.stop()
            if not shown:
                unknown += 1
                break
            if not demo.waiting:
                first_ms.append((t1 - t0) * 1000)
            w.controller.undo()
            wait(judged)
            known = session.analyst.line_for(c.position) if session.analyst else None
            move = known[0] if known else None
            others = [m for m in c.position.legal_moves() if m != move]
            if others and rng.random() < args.detours:
                w.play(rng.choice(others))
                wait(judged)
                if session.verdict is not None and session.verdict.status == "won":
                    continue
                w.controller.undo()
                wait(judged)
            if move is None:
                break
            w.play(move)
            wait(judged)
    over = sum(1 for v in first_ms if v > FIRST_STEP_TARGET_MS)
    if not args.frames_json:
        print(f"Show Me How's first step ({os.environ['QT_QPA_PLATFORM']}, games {', '.join(map(str, games))}, "
              f"detours {args.detours:.0%}): {len(first_ms)} positions with a known line")
    if first_ms:
        print(f"  key to first action on the board: median {statistics.median(first_ms):.1f} ms, "
              f"99th {percentile(first_ms, 0.99):.1f} ms, max {max(first_ms):.1f} ms; "
              f"over {FIRST_STEP_TARGET_MS:.0f} ms: {over} ({100 * over / len(first_ms):.1f} %)")
    if not args.frames_json:
        print(f"  positions where Show Me How waited for the solver's process: {waited}; never shown: {unknown}")

    # ----------------------------------------------- 2. frames while it plays
    w.board.animations = True
    viewport = w.board.viewport()
    paints: list[float] = []
    turns: list[float] = []

    class PaintClock(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and w.board.animator.running():
                paints.append(time.perf_counter())
            return False

    def settled() -> None:
        paints.append(0.0)  # an animation ended: the next frame starts another one

    w.board.animator.settled.connect(settled)

    clock = PaintClock()
    viewport.installEventFilter(clock)
    probe = QTimer()
    probe.setInterval(PROBE_MS)
    last = [time.perf_counter()]
    worked: list[float] = []
    """Per turn, the CPU time the window's thread used (ms): a long turn with
    little of it is the machine running other programs meanwhile."""
    last_cpu = [time.thread_time()]

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        turns.append((now - last[0]) * 1000)
        worked.append((cpu - last_cpu[0]) * 1000)
        last[0], last_cpu[0] = now, cpu

    probe.timeout.connect(tick)

    def figures() -> dict[str, float]:
        intervals = [(b - a) * 1000 for a, b in zip(paints, paints[1:]) if a and b]
        held = sorted(turns)
        return {
            "turns_worked_over": sum(1 for t, c in zip(turns, worked) if t > FRAME_TARGET_MS and c > FRAME_TARGET_MS),
            "worked_max": max(worked) if worked else 0.0,
            "turns": len(held),
            "turn_p99": percentile(held, 0.99) if held else 0.0,
            "turn_max": held[-1] if held else 0.0,
            "turns_over": sum(1 for v in held if v > FRAME_TARGET_MS),
            "frames": len(intervals),
            "frame_p99": percentile(intervals, 0.99) if intervals else 0.0,
            "frame_max": max(intervals) if intervals else 0.0,
            "frames_over": sum(1 for v in intervals if v > FRAME_TARGET_MS),
        }

    def start_probe() -> None:
        paints.clear()
        turns.clear()
        worked.clear()
        last[0], last_cpu[0] = time.perf_counter(), time.thread_time()
        probe.start()

    speed = session.settings.demo_interval_ms
    results: dict[str, dict[str, float]] = {}
    won = True
    for interval in intervals:
        session.settings.demo_interval_ms = interval
        # Beside it: the player's own commands at the same pace.
        session.new_game(WINNABLE_GAME)
        wait(judged)
        start_probe()
        for text in WINNING_LINE:
            w.play(Move.parse(text))
            end = time.perf_counter() + interval / 1000
            wait(lambda: time.perf_counter() >= end, interval / 1000 + 1)
        probe.stop()
        results[f"commands {interval}"] = figures()
        # Show Me How from the deal.
        session.new_game(WINNABLE_GAME)
        wait(judged)
        start_probe()
        w.commands["showMeHow"].trigger()
        wait(lambda: c.position.is_won and not demo.running, 60 + len(WINNING_LINE) * interval / 1000)
        end = time.perf_counter() + interval / 1000  # the win's own turn and its celebration are measured too
        wait(lambda: time.perf_counter() >= end, interval / 1000 + 1)
        probe.stop()
        results[f"Show Me How {interval}"] = figures()
        won = won and c.position.is_won
    session.settings.demo_interval_ms = speed
    session.analyst.service.stop() if session.analyst else None
    if args.frames_json:
        print(json.dumps({"won": won, "results": results}))
        return 0 if won else 1
    print(f"frames while playing game {WINNABLE_GAME} with animations on "
          f"(targets: no turn or frame interval over {FRAME_TARGET_MS:.0f} ms):")
    for label, r in results.items():
        print(f"  {label} ms: {line(r)}")
    print(f"  Show Me How won the game: {won}")
    ok = won and (not first_ms or percentile(first_ms, 0.99) <= FIRST_STEP_TARGET_MS)
    return 0 if ok else 1


def line(r: dict[str, float]) -> str:
    """One measurement's figures on one line."""
    return (f"event-loop turns {r['turns']:.0f}, 99th {r['turn_p99']:.1f} ms, max {r['turn_max']:.1f} ms, "
            f"over {FRAME_TARGET_MS:.0f} ms: {r['turns_over']:.0f} (with over {FRAME_TARGET_MS:.0f} ms of the "
            f"window thread's CPU time: {r.get('turns_worked_over', 0):.0f}, its longest {r.get('worked_max', 0):.1f} ms); "
            f"animation frame intervals {r['frames']:.0f}, "
            f"99th {r['frame_p99']:.1f} ms, max {r['frame_max']:.1f} ms, over {FRAME_TARGET_MS:.0f} ms: "
            f"{r['frames_over']:.0f}")


def compare(rev: str, intervals: list[int], rounds: int) -> int:
    """Part 2 for this tree's code and for the code at git revision ``rev``,
    each in its own process, alternated ``rounds`` times; printed side by side."""
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        codes = {"this code": ROOT, f"at {rev}": Path(folder)}
        runs: dict[str, list[dict[str, dict[str, float]]]] = {name: [] for name in codes}
        ok = True
        for _ in range(rounds):
            for name, code in codes.items():
                env = dict(os.environ, SCORPION_BENCH_CODE=str(code))
                out = subprocess.run(
                    [sys.executable, __file__, "--frames-json", "--intervals", ",".join(map(str, intervals))],
                    env=env, capture_output=True, text=True,
                )
                last_line = (out.stdout.strip().splitlines() or ["{}"])[-1]
                try:
                    data = json.loads(last_line)
                except ValueError:
                    print(f"{name}: no figures (rc {out.returncode}):\n{out.stderr[-2000:]}")
                    return 1
                ok = ok and bool(data["won"])
                runs[name].append(data["results"])
    print(f"frames while playing game 3 with animations on ({os.environ['QT_QPA_PLATFORM']}), "
          f"{rounds} round(s) of each code, alternated (targets: no turn or frame interval over "
          f"{FRAME_TARGET_MS:.0f} ms):")
    for label in runs["this code"][0]:
        print(f"  {label} ms between actions:")
        for name, measured in runs.items():
            for i, results in enumerate(measured):
                print(f"    {name:>16} #{i + 1}: {line(results[label])}")
    print(f"  every run won the game: {ok}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
