"""Figures and questions that do not lie (issue 21)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "won, played, shown",
    [(199, 200, "99.5 %"), (1, 1000, "0.1 %"), (1999, 2000, "99.95 %"), (200, 200, "100 %"), (0, 7, "0 %"), (4, 7, "57 %")],
)
def test_the_win_rate_reads_100_or_0_only_when_it_is(app, won: int, played: int, shown: str) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.statistics import _percent

    assert _percent(won / played) == shown
