"""The PyInstaller bundle's entry point: ``scorpion-qt`` as a frozen program."""

import multiprocessing

if __name__ == "__main__":
    # The solver's process is started with "spawn": in a frozen program the
    # child is this executable again, and freeze_support() runs it.
    multiprocessing.freeze_support()
    from scorpion_qt.app.main import main

    raise SystemExit(main())
