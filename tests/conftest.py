"""Test setup: no display needed, and every folder the app writes to is private."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The app must never write into the tester's real folders.
os.environ.setdefault("SCORPION_TEST_MODE", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
