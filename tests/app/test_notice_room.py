"""The notice over the board stays readable when the board is narrow (the
History dock open, a small window, a long language): its sentence is never
squeezed into a column a few letters wide beside its buttons, nor cut."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


@pytest.mark.parametrize("lang", ["en", "es", "de", "fr"])
@pytest.mark.parametrize("history", [True, False])
def test_the_lost_notice_is_readable_beside_the_history(make_app, qtbot, lang: str, history: bool) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "5", "--lang", lang, save=False)
    w = app.window
    w.resize(1024, 600)
    w.history_dock.setVisible(history)
    assert app.controller.play(app.controller.position.legal_moves()[0])  # "Replay My Moves" too
    w.show_notice("lost")
    QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()
    notice, label = w.notice, w.notice.label
    assert notice.isVisible() and len(notice.buttons) >= 4  # Undo, Go Back, Give Up, Replay… and Close
    fm = label.fontMetrics()
    one_line = fm.horizontalAdvance(label.text())
    # At least 25 average characters wide (the whole sentence when shorter): found
    # 15 wide in French at 1100 px with History open, a few letters at 1024.
    assert label.width() >= min(one_line, 25 * fm.averageCharWidth()), (label.width(), fm.averageCharWidth())
    assert label.heightForWidth(label.width()) <= label.height()  # no line cut off
    for b in notice.buttons:  # every button whole, inside the notice
        assert b.isVisible() and notice.rect().contains(b.geometry())
        assert b.width() >= b.sizeHint().width()
    viewport = w.board.viewport()
    origin = viewport.mapTo(notice.parentWidget(), viewport.rect().topLeft())
    assert notice.geometry().left() >= origin.x() and notice.geometry().right() <= origin.x() + viewport.width()
    assert notice.height() <= 3 * notice.row_height()  # no taller than it needs
