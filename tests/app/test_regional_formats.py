"""Dates, times and numbers follow the player's regional settings, not the
language's default country (issue 21)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QDateTime, QLocale
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from scorpion_qt.app.lang.languages import LanguageManager
    LanguageManager(app).set_language(sys.argv[1])
    from scorpion_qt.app.ui.dialogs import statistics
    when = QDateTime.fromString("2025-12-01T12:02:00Z", "yyyy-MM-ddTHH:mm:ssZ").toUTC()
    print(QLocale().toString(when, QLocale.FormatType.ShortFormat), "|", statistics._number(53.5, 1))
    """
)


def _formats(language: str, **env: str) -> str:
    base = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k not in ("LANG", "LANGUAGE")}
    run_env = dict(base, TZ="UTC", QT_QPA_PLATFORM="offscreen", **env)
    r = subprocess.run([sys.executable, "-c", SCRIPT, language], cwd=ROOT, env=run_env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr[-2000:]
    return r.stdout.strip().splitlines()[-1]


@pytest.mark.parametrize(
    "lang, language, day_first, decimal",
    [("en_GB", "en", "01/12/2025", "53.5"), ("en_AU", "en", "1/12/25", "53.5"), ("de_CH", "de", "01.12.25", "53.5"), ("es_MX", "es", "01/12/25", "53.5")],
)
def test_statistics_dates_and_decimals_follow_the_region(lang: str, language: str, day_first: str, decimal: str) -> None:
    ended, average = _formats(language, LANG=f"{lang}.UTF-8").split(" | ")
    assert ended.startswith(day_first) and average == decimal


def test_the_time_and_number_settings_count_apart_from_the_language() -> None:
    ended, average = _formats("en", LANG="en_US.UTF-8", LC_TIME="en_GB.UTF-8", LC_NUMERIC="de_DE.UTF-8").split(" | ")
    assert ended.startswith("01/12/2025") and average == "53,5"
