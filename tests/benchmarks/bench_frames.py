"""Animation frame benchmark (issue 15, "smooth motion"), printed, run on demand:

    python tests/benchmarks/bench_frames.py [--games N] [--theme classic] [--no-analysis] [--path drag]

Plays the winning line of game 3 (moves, flips, the deal, runs leaving for
the foundations) with animations on, as a player would see it, N times
(default 3), with the solver's analysis running as in the app. While cards
move it records:

- the interval between two frames the board paints (ms): the animations ask
  for a frame every 16 ms or so, so an interval over 25 ms (one and a half
  frames at 60 Hz) is a dropped frame;
- the cost of drawing one frame (ms): at the middle of every animation the
  board is repainted synchronously and timed (the whole view: felt, cards,
  marks);
- after every action, once the cards are still: each card's face, place and
  flat drawing against the engine's position (target: 0 mismatches; a card
  must never stay drawn with the wrong face).

Targets: 0 dropped frames; drawing a frame well under 16 ms. Runs offscreen
unless ``QT_QPA_PLATFORM`` says otherwise (``xcb`` under Xvfb draws through
an X server).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "app"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DROPPED_MS = 25.0
"""A frame interval longer than this (ms) counts as a dropped frame."""


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by nearest rank."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3, help="times the winning line is played (default 3)")
    parser.add_argument("--no-analysis", action="store_true", help="without the solver's analysis")
    parser.add_argument("--theme", default="accessible", help="card theme: accessible (default) or classic (SVG)")
    parser.add_argument("--path", choices=("play", "drag"), default="play",
                        help="how each move is made: through the window (play, default) or dragged with the mouse "
                             "(drag: a press, moves and a release on the board; the deal by clicks on the talon)")
    args = parser.parse_args()

    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from apphelpers import WINNABLE_GAME, WINNING_LINE, Mouse
    from scorpion_qt.app.main import App
    from scorpion_qt.engine import Move

    os.environ["SCORPION_HOME"] = tempfile.mkdtemp()
    qapp = QApplication.instance() or QApplication([])
    app = App(["--game", str(WINNABLE_GAME), "--lang", "en"], save=False, analysis=not args.no_analysis)
    app.window.resize(1100, 800)
    app.window.show()
    app.settings.theme = args.theme  # the window redraws the deck in it
    board = app.window.board
    board.animations = True
    viewport = board.viewport()

    paints: list[float] = []

    class PaintClock(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and board.animator.running():
                paints.append(time.perf_counter())
            return False

    clock = PaintClock()
    viewport.installEventFilter(clock)

    intervals: list[float] = []
    draw_ms: list[float] = []
    mismatches = 0
    batches = 0

    def run_until_still() -> None:
        nonlocal batches
        paints.clear()
        start = time.perf_counter()
        timed = False
        while board.animator.running() and time.perf_counter() - start < 3:
            qapp.processEvents()
            if not timed and time.perf_counter() - start > 0.08:
                t = time.perf_counter()
                viewport.repaint()
                draw_ms.append((time.perf_counter() - t) * 1000)
                timed = True
                paints.clear()  # the timed repaint is not an animation frame
            time.sleep(0.0005)
        if len(paints) > 1:
            batches += 1
            intervals.extend((b - a) * 1000 for a, b in zip(paints, paints[1:]))
        for _ in range(3):
            qapp.processEvents()

    def check() -> None:
        nonlocal mismatches
        for card, (point, up, _z) in board.card_places().items():
            item = board.card_items[card]
            if item.face_up != up or not item.transform().isIdentity() or (item.pos() - point).manhattanLength() > 1:
                mismatches += 1

    for _ in range(3):
        qapp.processEvents()
    for game in range(args.games):
        if game:
            app.window.new_game(WINNABLE_GAME)
            run_until_still()
        for text in WINNING_LINE:
            if args.path == "drag":
                before = app.controller.position
                Mouse(board).play(Move.parse(text))
                if app.controller.position == before:
                    raise SystemExit(f"the drag of {text} played nothing")
            else:
                app.window.play(Move.parse(text))
            run_until_still()
            check()
    if app.window.analyst is not None:
        app.window.analyst.service.stop()

    dropped = sum(1 for i in intervals if i > DROPPED_MS)
    print(f"animation frames ({os.environ['QT_QPA_PLATFORM']}, theme {args.theme}, moves by {args.path}, "
          f"analysis {'off' if args.no_analysis else 'on'}): "
          f"{len(intervals)} frame intervals in {batches} animated actions")
    if intervals:
        print(f"  interval between frames: median {statistics.median(intervals):.1f} ms, "
              f"99th {percentile(intervals, 0.99):.1f} ms, max {max(intervals):.1f} ms; "
              f"dropped (> {DROPPED_MS:.0f} ms): {dropped} ({100 * dropped / len(intervals):.1f} %)")
    if draw_ms:
        print(f"  drawing one frame: median {statistics.median(draw_ms):.1f} ms, "
              f"99th {percentile(draw_ms, 0.99):.1f} ms, max {max(draw_ms):.1f} ms (target well under 16 ms)")
    print(f"  cards drawn unlike the engine's position once still: {mismatches}")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
