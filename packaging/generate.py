#!/usr/bin/env python3
"""Write the packaged desktop entry and the PNG icons from the app's own code,
so that they never drift from what ``scorpion-qt --install-desktop-entry``
installs:

- ``packaging/io.github.scorpion_qt.Scorpion.desktop`` (``Exec=scorpion-qt %u``);
- ``packaging/icons/<N>x<N>/io.github.scorpion_qt.Scorpion.png`` for N in
  16 24 32 48 64 128 256 512, drawn from ``scorpion_qt/resources/icon.svg``
  with QtSvg;
- ``scorpion_qt/resources/icons/<N>x<N>.png`` for N in 16 32 48 64 128 256,
  the window's icon (read at start instead of drawing the SVG).

Run from the repository with the project installed: ``.venv/bin/python
packaging/generate.py``. The outputs are committed; ``tests/app/test_desktop_files.py``
checks that they are current.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(HERE.parent))
    from PySide6.QtGui import QGuiApplication

    from scorpion_qt.app.desktop.install import (
        APP_ID,
        ICON_SIZES,
        WINDOW_ICON_SIZES,
        entry_text,
        render_icon,
        window_icon_path,
    )

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    desktop = HERE / f"{APP_ID}.desktop"
    desktop.write_text(entry_text(), encoding="utf-8")
    print(f"wrote {desktop.relative_to(HERE.parent)}")
    icons = [(size, HERE / "icons" / f"{size}x{size}" / f"{APP_ID}.png") for size in ICON_SIZES]
    icons += [(size, window_icon_path(size)) for size in WINDOW_ICON_SIZES]
    for size, path in icons:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not render_icon(size).save(str(path)):
            print(f"could not write {path}", file=sys.stderr)
            return 1
        print(f"wrote {path.relative_to(HERE.parent)}")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
