"""The notice over the board stays readable when the board is narrow (the
History dock open, a small window, a long language): its sentence is never
squeezed into a column a few letters wide beside its buttons, nor cut."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from apphelpers import LONG_COLUMN as LONG


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




def test_a_notice_of_two_rows_covers_no_card_and_moves_only_the_long_columns(make_app, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """With History open the "no longer winnable" notice and the move that
    lost the win take two or more rows: the long columns then end above it
    (found covering the lower third of their end cards); the card size, the
    row above and the short columns stay put, and closing the notice gives
    the long columns their room back."""
    from scorpion_qt.app.game.turning import LostMove
    from scorpion_qt.engine import Move

    path = tmp_path / "long.txt"
    path.write_text(LONG, encoding="utf-8")
    app = make_app("--position", str(path), save=False)
    app.settings.animations = False
    w = app.window
    w.resize(1024, 600)
    w.history_dock.show()
    qtbot.wait(20)
    assert app.controller.play(Move.parse("JH>2"))  # column 2 grows long too
    QApplication.processEvents()
    board, items = w.board, w.board.card_items
    pos = app.controller.position
    lay0 = board.board_layout
    before = {c: items[c].pos() for c in items if items[c].isVisible()}
    w.session.lost_move = LostMove(23, Move.parse("7S>4"), Move.parse("8C>1"), pos)  # a long sentence
    w.show_notice("lost")
    qtbot.waitUntil(lambda: board.notice_over > 0, timeout=2000)
    QApplication.processEvents()
    notice = w.notice
    assert notice.height() > board.reserve_bottom  # two rows or more
    lay = board.board_layout
    assert (lay.card_w, lay.card_h, lay.columns_y, lay.column_x) == (lay0.card_w, lay0.card_h, lay0.columns_y, lay0.column_x)
    top = notice.mapTo(w, notice.rect().topLeft()).y()
    viewport = board.viewport()
    for card, item in items.items():
        if not item.isVisible():
            continue
        rect = board.mapFromScene(item.sceneBoundingRect()).boundingRect()
        bottom = viewport.mapTo(w, rect.bottomLeft()).y()
        assert bottom - 3 <= top, (str(card), bottom, top)  # nothing under the notice (the 3 px margin around the card)
    long_columns = {c for col in pos.columns[:2] for c in col}
    for card, point in before.items():
        if card not in long_columns:
            assert items[card].pos() == point, str(card)  # the short columns and the row above stay
    assert any(items[c].pos() != before[c] for c in pos.columns[0])  # the long ones tighten

    def laid_out_as_the_layout_says() -> bool:
        places = board.card_places()
        return all(items[c].pos() == places[c].point for c in places)

    # Resizing with the notice shown (its rows change): every card ends where
    # the board's layout puts it.
    for size in ((1400, 800), (1024, 600)):
        w.resize(*size)
        qtbot.wait(150)
        QApplication.processEvents()
        assert laid_out_as_the_layout_says(), size
    notice.dismiss()
    qtbot.waitUntil(lambda: board.notice_over == 0, timeout=2000)
    QApplication.processEvents()
    assert {c: items[c].pos() for c in before} == before  # their room back


def test_a_dragged_group_is_seen_through_the_notice(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    # A review found a group dragged down a long column passing out of
    # sight under the notice band: while cards are dragged it fades.
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent

    from apphelpers import WINNABLE_GAME, Mouse

    app = make_app("--game", str(WINNABLE_GAME))
    w = app.window
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    w.show_notice("stuck")
    assert w.notice.isVisible() and w.notice.graphicsEffect() is None
    view = w.board
    mouse = Mouse(view)
    move = next(m for m in app.controller.position.legal_moves() if m.card is not None)
    start = mouse.card_point(move.card)
    L = Qt.MouseButton.LeftButton
    mouse._send(QMouseEvent.Type.MouseButtonPress, start, L, L)
    for i in range(1, 5):
        mouse._send(QMouseEvent.Type.MouseMove, start + QPointF(0, 40 * i), Qt.MouseButton.NoButton, L)
    assert view.dragging()
    effect = w.notice.graphicsEffect()
    assert effect is not None and effect.opacity() < 0.5
    mouse._send(QMouseEvent.Type.MouseButtonRelease, start + QPointF(0, 160), L, Qt.MouseButton.NoButton)
    assert not view.dragging() and w.notice.graphicsEffect() is None
    # Escape mid-drag gives the notice back too.
    mouse._send(QMouseEvent.Type.MouseButtonPress, start, L, L)
    for i in range(1, 5):
        mouse._send(QMouseEvent.Type.MouseMove, start + QPointF(0, 40 * i), Qt.MouseButton.NoButton, L)
    assert w.notice.graphicsEffect() is not None
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert w.notice.graphicsEffect() is None
