"""Cards that look alike share one drawing (issue 20, memory): every
face-down card without marks, and slots that look alike, draw one kept
pixmap instead of keeping a cached drawing each; a card that shows its face
or carries a mark keeps its own; the board looks the same either way."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from scorpion_qt.app.board import items

NO_CACHE = QGraphicsItem.CacheMode.NoCache
OWN_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache


def render(board) -> QImage:  # type: ignore[no-untyped-def]
    """The board's scene drawn into an image (what the player sees of it)."""
    scene = board.scene()
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def test_face_down_cards_share_one_drawing_and_face_up_cards_keep_their_own(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    board = app.window.board
    app.window.show()
    qtbot.waitExposed(app.window)
    position = app.controller.position
    down = [c for col, n in zip(position.columns, position.face_down) for c in col[:n]]
    up = [c for col, n in zip(position.columns, position.face_down) for c in col[n:]]
    assert len(down) == 12 and up
    for card in down + list(position.talon):
        assert board.card_items[card].cacheMode() == NO_CACHE, card
    for card in up:
        assert board.card_items[card].cacheMode() == OWN_CACHE, card
    items.forget_shared_drawings()
    render(board)
    # One back for the 15 face-down cards, and a few slot looks: far fewer
    # drawings than items.
    assert items.shared_drawing_count() <= 8


def test_a_marked_face_down_card_keeps_its_own_drawing_and_shares_again_after(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    board = app.window.board
    position = app.controller.position
    card = position.columns[0][0]
    item = board.card_items[card]
    plain = render(board)
    item.set_marks({"focus"})
    assert item.cacheMode() == OWN_CACHE
    marked = render(board)
    assert marked != plain  # the focus mark is drawn, not a shared back
    item.set_marks(set())
    assert item.cacheMode() == NO_CACHE
    assert render(board) == plain


def test_a_card_turned_face_up_keeps_its_own_drawing(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    board = app.window.board
    card = app.controller.position.columns[0][0]
    item = board.card_items[card]
    before = render(board)
    item.set_face_up(True)
    assert item.cacheMode() == OWN_CACHE
    assert render(board) != before  # its face, not the back
    item.set_face_up(False)
    assert item.cacheMode() == NO_CACHE
    assert render(board) == before


def test_shared_drawings_look_like_the_items_drawn_themselves(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A shared drawing is the item's own drawing: with every item at a
    whole pixel, the board is the same drawn either way (elsewhere a shared
    drawing lies up to half a pixel from the item's exact place)."""
    board = app.window.board
    everything = [i for i in board.scene().items() if isinstance(i, (items.CardItem, items.SlotItem))]
    assert any(i.look() is not None for i in everything)
    for item in everything:
        item.setPos(round(item.pos().x()), round(item.pos().y()))
    shared = render(board)
    for item in everything:
        item._sharing = False  # draw itself, as before sharing
    try:
        own = render(board)
    finally:
        for item in everything:
            item._sharing = item.look() is not None
    assert shared.size() == own.size()
    worst = 0
    for y in range(shared.height()):
        for x in range(shared.width()):
            a, b = shared.pixel(x, y), own.pixel(x, y)
            if a != b:
                worst = max(worst, *(abs(((a >> s) & 255) - ((b >> s) & 255)) for s in (0, 8, 16)))
    assert worst <= 2
