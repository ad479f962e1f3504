"""A long column's covered cards show a whole index in the strip they keep
(rules.md §7: covered cards show their corner, rank and suit, above the card
covering them), in both decks, and lose it when the column shortens."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorpion_qt.app.board import cardart
from scorpion_qt.app.board.layout import WHOLE_INDEX
from scorpion_qt.engine import Move

from apphelpers import LONG_COLUMN as LONG


@pytest.mark.parametrize("theme", ["accessible", "classic"])
def test_covered_cards_of_a_long_column_get_an_index_that_fits(make_app, tmp_path: Path, theme: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "long.txt"
    path.write_text(LONG, encoding="utf-8")
    app = make_app("--position", str(path))
    app.settings.theme = theme
    w = app.window
    w.resize(1024, 600)
    board = w.board
    board.relayout()
    p = app.controller.position
    col = p.columns[0]
    items = board.card_items
    lay = board.board_layout
    stripped = [c for c in col if items[c].strip is not None]
    # Every face-up card but the end card shows less than the deck's whole index here.
    assert stripped == list(col[3:-1])
    for below, above in zip(col[3:-1], col[4:]):
        strip = items[below].strip
        assert strip is not None
        gap = items[above].pos().y() - items[below].pos().y()
        assert abs(strip - gap) < 0.11 and cardart.STRIP_INDEX_MIN <= strip < lay.card_h * WHOLE_INDEX
    assert items[col[-1]].strip is None and all(items[c].strip is None for c in col[:3])  # end card, face down
    # The short columns keep their cards' own index.
    assert all(items[c].strip is None for column in p.columns[1:] for c in column)
    # Moving the long column's upper part away gives its cards room again;
    # Undo brings the strips back.
    before = {c: items[c].strip for c in col}
    assert app.controller.play(Move.parse("JH>2"))
    left = app.controller.position.columns[0]
    after = [items[c].strip for c in left[3:-1]]
    assert all(s is None or s > min(v for v in before.values() if v is not None) for s in after)
    assert items[left[-1]].strip is None  # KH is the end card now: its own index, whole
    app.controller.undo()
    assert {c: items[c].strip for c in col} == before


def test_a_click_on_a_strip_picks_its_card(make_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPointF

    from apphelpers import Mouse

    path = tmp_path / "long.txt"
    path.write_text(LONG, encoding="utf-8")
    app = make_app("--position", str(path))
    w = app.window
    w.resize(1024, 600)
    board = w.board
    board.relayout()
    col = app.controller.position.columns[0]
    card = col[18]  # JH, covered by nine cards, its strip a few px tall
    item = board.card_items[card]
    assert item.strip is not None
    scene_point = item.pos() + QPointF(item.card_width() / 2, item.strip / 2)
    Mouse(board).click(scene_point)
    assert board.selected == card


@pytest.mark.parametrize("theme", ["accessible", "classic"])
def test_the_focus_on_a_covered_card_rings_its_strip_from_outside(make_app, qtbot, theme: str) -> None:  # type: ignore[no-untyped-def]
    # A helper saw the classic deck's rank cut by the focus ring of a covered
    # card (a 6 read as a 5): the ring lies outside the strip's left, right
    # and top, and the card draws no ring of its own over its index.
    app = make_app("--game", "24")
    app.settings.theme = theme
    board = app.window.board
    app.window.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=3000)
    board.keyboard_focus_visible = True
    p = app.controller.position
    board.focus_column_index, board.focus_index = 0, p.face_down[0]
    board._refresh_marks()
    covered = p.columns[0][p.face_down[0]]
    assert board.focused_card() == covered
    item = board.card_items[covered]
    assert "focus" not in item.marks
    ring = board.focus_mark.rect
    depth = cardart.mark_width(board.board_layout.card_w, "focus")
    top = item.pos()
    assert board.focus_mark.isVisible()
    assert ring.left() <= top.x() - depth + 0.01 and ring.right() >= top.x() + item.card_width() + depth - 0.01
    assert ring.top() <= top.y() - depth + 0.01


def test_a_strips_index_follows_a_language_switch(make_app, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    # The index letters follow the language (French "V" for the Jack): the
    # strips' own drawings are redrawn too, not only the cards'.
    from PySide6.QtWidgets import QApplication

    path = tmp_path / "long.txt"
    path.write_text(LONG, encoding="utf-8")
    app = make_app("--position", str(path), "--lang", "en")
    w = app.window
    w.resize(1024, 600)
    board = w.board
    board.relayout()
    QApplication.processEvents()
    jack = board.card_items[app.controller.position.columns[0][9]]  # JS, covered
    assert jack.card.rank == 11 and jack.strip is not None
    box = board.mapFromScene(jack.sceneBoundingRect()).boundingRect()
    box.setHeight(int(jack.strip))

    def strip_image():  # type: ignore[no-untyped-def]
        QApplication.processEvents()
        return board.viewport().grab(box).toImage()

    english = strip_image()
    app.languages.set_language("fr")
    try:
        qtbot.waitUntil(lambda: strip_image() != english, timeout=3000)
    finally:
        app.languages.set_language("en")
    qtbot.waitUntil(lambda: strip_image() == english, timeout=3000)


@pytest.mark.parametrize("mark", ["focus", "selected"])
def test_a_marked_card_leaves_the_index_of_the_card_below_uncovered(make_app, mark: str) -> None:  # type: ignore[no-untyped-def]
    """A helper read J as "I" and Q as "O", and a 2♦ lost its lower half:
    the ring of a focused or selected card reaches beyond its top edge, over
    the strip of the card it lies on. Where that card's index lies (the
    left of the strip) the ring now leaves it uncovered; a card on nothing
    (a column's first face-up card) keeps its whole ring."""
    from PySide6.QtGui import QImage, QPainter

    from scorpion_qt.app.board.items import INDEX_ZONE

    app = make_app("--game", "24")
    board = app.window.board
    p = app.controller.position
    col = p.columns[4]  # no face-down cards: every card but the first lies on a face-up one

    def outside_top_left(card: object) -> int:
        """How many pixels the card's drawing paints above its top edge, over the index zone."""
        item = board.card_items[card]
        item.set_marks({mark})
        out = item._mark_out()
        w, h = item.card_width(), item.card_height()
        image = QImage(int(w + 2 * out + 8), int(h + 2 * out + 8), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(out + 4, out + 4)
        item.draw(painter)
        painter.end()
        item.set_marks(set())
        top = int(out + 4)
        return sum(1 for y in range(0, top - 1) for x in range(int(out + 6), int(out + 4 + w * INDEX_ZONE) - 2)
                   if image.pixelColor(x, y).alpha() > 0)

    assert outside_top_left(col[1]) == 0  # over the strip of col[0]
    assert outside_top_left(col[0]) > 0  # on nothing: the ring all round
