"""Nothing from outside sizes the window (issue 22, attack report F3): a long
link or position text given to a running game is shortened in its notice,
and the window stays within its screen, also after the notice goes."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from scorpion_qt.app.lang.notices import DETAIL_CHARS, shorten
from scorpion_qt.app.ui import launch


@pytest.mark.parametrize(
    "request_",
    [
        {"game": "scorpion://game/x" + "9" * 300},
        {"game": "scorpion://game/" + "9" * 100_000},
        {"game": "scorpion://" + "A" * 100_000},
        {"position": "(" * 60_000},
        {"position": "rules " + "x" * 60_000},
    ],
    ids=["316 chars", "100 KB digits", "100 KB letters", "60 KB parentheses", "60 KB rules token"],
)
def test_a_long_refused_text_never_widens_the_window(make_app, request_) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "3")
    window = app.window
    screen = window.screen().availableGeometry()
    width = screen.width() - 40
    window.resize(width, screen.height() - 100)
    QApplication.processEvents()
    before, least = window.width(), window.minimumSizeHint().width()
    launch.open_request(window, dict(request_), has_game=True)
    QApplication.processEvents()
    assert window.notice.isVisible()
    assert len(window.notice.label.text()) < 2 * DETAIL_CHARS + 200  # shortened, with "…"
    assert "…" in window.notice.label.text()
    assert window.width() <= before and window.minimumSizeHint().width() <= least
    assert window.notice.geometry().right() <= window.width()  # its close button is on the screen
    window.notice.dismiss()
    QApplication.processEvents()
    assert window.width() <= before and window.minimumSizeHint().width() <= least


def test_shorten_keeps_start_and_end_and_removes_control_characters() -> None:
    assert shorten("short") == "short"
    long = "scorpion://game/" + "9" * 500 + "END"
    cut = shorten(long)
    assert len(cut) == DETAIL_CHARS and cut.startswith("scorpion://game/9") and cut.endswith("END") and "…" in cut
    assert shorten("a\nb\u202ec\x00d") == "a b c d"
