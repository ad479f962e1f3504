"""Soak benchmark for animated play (issue 12, item 9), printed, run on demand:

    python tests/benchmarks/bench_soak.py [ACTIONS] [SEED] [--analysis]

Plays ACTIONS (default 600) animated actions in one window — moves (mostly
ones that turn a card over), undos, redos, in bursts of 1 to 3 with gaps of
0–60 ms so that new input interrupts running animations — and after every
burst waits until the cards are still and checks the scene against the engine
(each card's face, place and flat drawing). Prints the process's RSS every
100 actions (target: flat, a few MB of noise at most) and the animation
objects still alive at the end (target: 0). Exits 1 on any mismatch.
With ``--analysis`` the solver's process judges every position meanwhile, as
in the app (the verdicts it remembers are bounded too).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "app"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main(actions: int = 600, seed: int = 1, analysis: bool = False) -> int:
    from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from apphelpers import WINNABLE_GAME
    from scorpion_qt.app.main import App
    from scorpion_qt.engine import Flip

    os.environ["SCORPION_HOME"] = tempfile.mkdtemp()
    qapp = QApplication.instance() or QApplication([])
    app = App(["--game", str(WINNABLE_GAME), "--lang", "en"], save=False, analysis=analysis)
    app.window.resize(1100, 800)
    app.window.show()
    board = app.window.board
    board.animations = True
    controller = app.controller
    rng = random.Random(seed)

    def wait(ms: float) -> None:
        end = time.perf_counter() + ms / 1000
        while time.perf_counter() < end:
            qapp.processEvents()
            time.sleep(0.002)

    def live() -> list[QAbstractAnimation]:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        found = list(board.findChildren(QAbstractAnimation))
        for item in board.card_items.values():
            found += item.findChildren(QAbstractAnimation)
        return found

    def settle() -> None:
        start = time.perf_counter()
        while time.perf_counter() - start < 3 and any(
            a.state() == QAbstractAnimation.State.Running for a in live()
        ):
            wait(5)
        wait(5)

    def mismatches() -> list[str]:
        errors = []
        if board.position != controller.position:
            errors.append("the board shows another position")
        for card, (point, up, _z) in board.card_places().items():
            item = board.card_items[card]
            if item.face_up != up:
                errors.append(f"{card} face {'up' if item.face_up else 'down'}")
            if not item.transform().isIdentity():
                errors.append(f"{card} half turned")
            if (item.pos() - point).manhattanLength() > 1.0:
                errors.append(f"{card} out of place")
        return errors

    def act() -> None:
        position = controller.position
        legal = position.legal_moves()
        if position.is_won or position.is_stuck or not legal:
            if controller.stack.canUndo() and rng.random() < 0.7:
                controller.undo()
            else:
                app.window.new_game(rng.randint(1, 999_999))
            return
        choice = rng.random()
        if choice < 0.55:
            reveals = [m for m in legal if any(isinstance(e, Flip) for e in position.apply(m).effects)]
            app.window.play(rng.choice(reveals if reveals and rng.random() < 0.6 else legal))
        elif choice < 0.8 and controller.stack.canUndo():
            controller.undo()
        elif controller.stack.canRedo():
            controller.redo()
        else:
            app.window.play(rng.choice(legal))

    wait(50)
    print(f"soak: {actions} animated actions, seed {seed}, analysis {'on' if analysis else 'off'}")
    print(f"RSS at start: {rss_mb():.1f} MB")
    done = 0
    failures = 0
    next_report = 100
    t0 = time.perf_counter()
    while done < actions:
        for _ in range(rng.randint(1, 3)):
            act()
            done += 1
            wait(rng.choice((0, 10, 30, 60)))
        settle()
        errors = mismatches()
        if errors:
            failures += 1
            print(f"  after action {done}: scene differs from the engine: {', '.join(errors[:5])}")
        if done >= next_report:
            known = len(app.window.analyst.known) if app.window.analyst is not None else 0
            print(f"RSS after {done:4d} actions: {rss_mb():.1f} MB; live animation objects: {len(live())}"
                  + (f"; verdicts remembered: {known}" if analysis else ""))
            next_report += 100
    settle()
    print(f"live animation objects at the end: {len(live())}; scene mismatches: {failures}; "
          f"{time.perf_counter() - t0:.0f} s")
    if app.window.analyst is not None:
        app.window.analyst.service.stop()
    return 1 if failures or live() else 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    n = int(args[0]) if args else 600
    s = int(args[1]) if len(args) > 1 else 1
    raise SystemExit(main(n, s, analysis="--analysis" in sys.argv))
