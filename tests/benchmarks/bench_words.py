"""Words and keys per move (issue 23), printed, run on demand:

    python tests/benchmarks/bench_words.py [--langs en,es,de,fr] [--ways arrows,jump] [--root CHECKOUT]

Plays game 3's winning line (the one ``tests/app/test_keyboard.py`` pins)
on the window, offscreen, with the keyboard only, in each language, and
prints per move: keys pressed, the words a screen reader says for them
(navigation, pick-up and result, modelled as in ``tests/app/keyplay.py``)
and the words of the move's result alone. ``arrows`` plays as the reviews
did (arrows and Enter); ``jump`` uses Page Down/Page Up. ``--root`` runs
the game of another checkout (the main one, for a "before" figure; only
``arrows`` works there when it has no Page Down). Targets: at most 40 words
and 4 keys a move on average; a result of about 12 words.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--langs", default="en,es,de,fr")
    parser.add_argument("--ways", default="arrows,jump")
    parser.add_argument("--root", default=str(HERE))
    args = parser.parse_args()
    root = Path(args.root).resolve()
    sys.path.insert(0, str(HERE / "tests" / "app"))  # keyplay, from this checkout
    sys.path.insert(0, str(root))
    home = tempfile.mkdtemp()
    os.environ["HOME"] = os.environ["SCORPION_HOME"] = home
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from scorpion_qt.app.main import App
    from scorpion_qt.engine import Move

    import keyplay
    from test_keyboard import WIN_GAME, WIN_LINE

    qapp = QApplication.instance() or QApplication([])
    line = [Move.parse(t) for t in WIN_LINE]
    print(f"game {WIN_GAME}, {len(line)} moves, code from {root}")
    print(f"{'lang':5} {'way':7} {'keys/move':>9} {'words/move':>10} {'result words':>12}")
    for lang in args.langs.split(","):
        for way in args.ways.split(","):
            app = App(["--game", str(WIN_GAME), "--lang", lang], save=False, analysis=False)
            w = app.window
            w.show()
            w.activateWindow()
            w.board.setFocus()
            qapp.processEvents()
            tally = keyplay.play_line(app, line, way)
            assert app.controller.position.is_won
            print(
                f"{lang:5} {way:7} {tally.mean_keys():9.2f} {tally.mean_words():10.1f} {tally.mean_result_words():12.1f}"
            )
            w.close()
            qapp.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
