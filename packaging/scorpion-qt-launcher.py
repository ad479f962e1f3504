"""The PyInstaller bundle's entry point: ``scorpion-qt`` as a frozen program.

The solver's worker is this executable again, started with
``--solver-worker`` (see ``scorpion_qt.app.game.analysis.worker_command``); it
needs no Qt, so it is answered before the app is imported.
"""

import sys

if __name__ == "__main__":
    if sys.argv[1:] == ["--solver-worker"]:
        from scorpion_qt.solver.worker import main as worker

        raise SystemExit(worker())
    from scorpion_qt.app.main import main

    raise SystemExit(main())
