"""Suit symbols on the board are drawn as the card pips' shapes, never as a
font's ♠♥♦♣ glyphs, so they show on a desktop whose fonts lack them (issue
21): the empty foundations and the win's falling signs. Text labels and
screen-reader sentences keep the characters."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from scorpion_qt.app.board import cardart
from scorpion_qt.engine import Suit

SYMBOLS = set("♠♥♦♣")


def test_the_board_draws_no_suit_glyph(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    texts: list[str] = []
    real = cardart._text_path

    def recording(text: str):  # type: ignore[no-untyped-def]
        texts.append(text)
        return real(text)

    monkeypatch.setattr(cardart, "_text_path", recording)
    app = make_app("--game", "24")
    board = app.window.board
    assert [slot.suit for slot in board.foundation_slots if slot.isVisible()] == list(Suit)
    board.viewport().grab()  # every item painted: cards, columns, talon, foundations
    assert texts, "the ranks are still drawn from the font"
    assert not SYMBOLS & set("".join(texts))


def _slot(**kw) -> QImage:  # type: ignore[no-untyped-def]
    img = QImage(80, 112, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 100, 0))
    p = QPainter(img)
    cardart.paint_slot(p, QRectF(0, 0, 80, 112), **kw)
    p.end()
    return img


def test_a_foundation_slot_fills_its_suit_shape(qapp) -> None:  # type: ignore[no-untyped-def]
    """Where the suit's path is, the slot is inked; around it, it is not (a
    highlighted slot puts a chip behind the shape: only the shape is checked)."""
    for suit in Suit:
        for highlighted in (False, True):
            plain, marked = _slot(highlighted=highlighted), _slot(highlighted=highlighted, suit=suit)
            box = cardart.suit_box(suit, QPointF(40, 56), 80 * 0.38)
            path = cardart.suit_path(suit)
            agree = total = 0
            for y in range(int(box.top()), int(box.bottom()) + 1):
                for x in range(int(box.left()), int(box.right()) + 1):
                    u = QPointF((x + 0.5 - box.left()) / box.width(), (y + 0.5 - box.top()) / box.height())
                    near = [QPointF(u.x() + dx, u.y() + dy) for dx in (-0.06, 0, 0.06) for dy in (-0.06, 0, 0.06)]
                    inside = [path.contains(q) for q in near]
                    if all(inside) or not any(inside):  # not on the edge
                        total += 1
                        if highlighted:
                            agree += not all(inside) or marked.pixel(x, y) != plain.pixel(x, y)
                        else:
                            agree += (marked.pixel(x, y) != plain.pixel(x, y)) == all(inside)
            assert total > 300 and agree / total > 0.97, (suit, highlighted, agree, total)


def test_the_celebration_draws_suit_shapes(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    from scorpion_qt.app.ui import win_summary

    drawn: list[Suit] = []
    real = win_summary.paint_suit
    monkeypatch.setattr(win_summary, "paint_suit", lambda p, suit, *a: (drawn.append(suit), real(p, suit, *a)))
    board = QWidget()
    board.resize(400, 300)
    celebration = win_summary.Celebration(board, lambda: None, seed=3)
    celebration.progress = 0.3
    celebration.grab()
    celebration.animation.stop()
    assert drawn and set(drawn) <= set(Suit)
    board.deleteLater()
