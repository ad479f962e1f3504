"""Card artwork: every card draws, reads in a fanned column, and tells suits and
highlights apart without relying on colour alone.

Run this file directly to write a contact sheet for looking at the art::

    QT_QPA_PLATFORM=offscreen python tests/app/test_cardart.py 60 2 /tmp/cards_sheet.png
"""

from __future__ import annotations

import ctypes
import itertools
import math
import sys
import time

import pytest

if __name__ == "__main__":  # run as a script: find the package from the checkout
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import PySide6  # noqa: E402

if sys.version_info < (3, 12) and PySide6.__version_info__[:3] == (6, 12, 0):
    # PySide6 6.12.0 on Python 3.11 drops a reference to None on every call of
    # a method that returns nothing (QPainter.save(), QRectF.setWidth(), …), so a
    # few thousand calls make CPython abort with "none_dealloc: deallocating
    # None". These tests make hundreds of thousands of such calls. Python 3.12
    # made None immortal; do the same here (pyproject.toml keeps installs below
    # 6.12, but 6.12.0 is what some machines have).
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPalette, QPen, QPixmap, QTransform  # noqa: E402

from scorpion_qt.app.board import cardart  # noqa: E402
from scorpion_qt.app.board.cardart import (  # noqa: E402
    CARD_ASPECT,
    HIGHLIGHT_KINDS,
    INDEX_FRACTION,
    CardPalette,
    paint_back,
    paint_face,
    paint_highlight,
    paint_slot,
    suit_path,
)
from scorpion_qt.engine.cards import CARDS, Card, Suit  # noqa: E402


def render_card_pixmap(card: Card | None, width_px: int, dpr: float = 1.0, palette: CardPalette | None = None) -> QPixmap:
    """``card`` face up (None: a back) on a transparent pixmap ``width_px``
    logical px wide at device pixel ratio ``dpr``, as the board draws it."""
    height_px = round(width_px * cardart.CARD_ASPECT)
    pm = QPixmap(QSize(math.ceil(width_px * dpr), math.ceil(height_px * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    rect = QRectF(0, 0, width_px, height_px)
    if card is None:
        paint_back(painter, rect, palette=palette)
    else:
        paint_face(painter, rect, card, palette=palette)
    painter.end()
    return pm

TABLE = QColor("#2e6b3f")
WIDTHS = (40, 100, 200)
RATIOS = (1.0, 1.5, 2.0)


# --------------------------------------------------------------------------
# Helpers


def _image(width: float, dpr: float, fill: QColor | None = TABLE) -> tuple[QImage, QRectF]:
    """An image holding one card ``width`` logical pixels wide, and the card's rect."""
    height = width * CARD_ASPECT
    img = QImage(
        round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied
    )
    img.setDevicePixelRatio(dpr)
    img.fill(fill if fill is not None else QColor(0, 0, 0, 0))
    return img, QRectF(0, 0, width, height)


def render(
    card: Card | None,
    width: float = 100,
    dpr: float = 1.0,
    *,
    fill: QColor | None = TABLE,
    highlight: str | None = None,
    palette: CardPalette | None = None,
) -> QImage:
    """``card`` (None: the back) painted on the table colour, optionally highlighted."""
    img, rect = _image(width, dpr, fill)
    p = QPainter(img)
    if card is None:
        paint_back(p, rect, palette=palette)
    else:
        paint_face(p, rect, card, palette=palette)
    if highlight:
        paint_highlight(p, rect, highlight, palette=palette)
    p.end()
    return img


def _rows(img: QImage) -> bytes:
    """The bytes of an 8-bit image without the padding at the end of each line."""
    bits = bytes(img.constBits())
    bpl, w = img.bytesPerLine(), img.width()
    return b"".join(bits[y * bpl : y * bpl + w] for y in range(img.height()))


def colour_counts(img: QImage, colours: list[QColor]) -> list[int]:
    """How many pixels of ``img`` are nearest to each of ``colours``."""
    indexed = img.convertToFormat(
        QImage.Format.Format_Indexed8,
        [c.rgba() for c in colours],
        Qt.ImageConversionFlag.ThresholdDither | Qt.ImageConversionFlag.AvoidDither,
    )
    data = _rows(indexed)
    return [data.count(bytes([i])) for i in range(len(colours))]


def grey_bytes(img: QImage) -> bytes:
    """The image in 8-bit grayscale: what remains without colour."""
    return _rows(img.convertToFormat(QImage.Format.Format_Grayscale8))


def differing(a: bytes, b: bytes, tolerance: int = 24) -> int:
    """Pixels of two same-sized grayscale images that differ by more than ``tolerance``."""
    assert len(a) == len(b)
    return sum(1 for x, y in zip(a, b) if abs(x - y) > tolerance)


def mono_mask(img: QImage) -> int:
    """Dark pixels of ``img`` as the bits of one integer (for XOR comparisons)."""
    grey = grey_bytes(img)
    return int("".join("1" if v < 128 else "0" for v in grey), 2)


def device_rect(img: QImage, x0: float, y0: float, x1: float, y1: float) -> QRect:
    """Fractions of the image's width and height, as a rect in device pixels."""
    w, h = img.width(), img.height()
    return QRect(round(x0 * w), round(y0 * h), round((x1 - x0) * w), round((y1 - y0) * h))


INK_TABLE = [
    QColor("#ffffff"),  # face
    CardPalette.default().red,
    CardPalette.default().black,
    TABLE,
]
FACE, RED, BLACK, GREEN = range(4)


# --------------------------------------------------------------------------
# Every card, every size


@pytest.mark.parametrize("dpr", RATIOS)
@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_draws_a_card_with_ink(qapp, width: int, dpr: float) -> None:
    for card in CARDS:
        img = render(card, width, dpr, fill=None)
        alpha = _rows(img.convertToFormat(QImage.Format.Format_Alpha8))
        opaque = alpha.count(b"\xff") / len(alpha)
        # Only the rounded corners stay transparent.
        assert opaque > 0.95, (card, width, dpr, opaque)
        face, red, black, _ = colour_counts(render(card, width, dpr), INK_TABLE)
        ink = red if card.suit.is_red else black
        assert ink > 0.04 * img.width() * img.height(), (card, width, dpr)


@pytest.mark.parametrize("dpr", RATIOS)
@pytest.mark.parametrize("width", WIDTHS)
def test_corner_index_shows_in_the_suit_colour_within_the_top_strip(
    qapp, width: int, dpr: float
) -> None:
    """The strip a fanned column leaves visible carries the index, in the right colour."""
    for card in CARDS:
        img = render(card, width, dpr)
        strip = img.copy(device_rect(img, 0.04, 0.02, 0.96, INDEX_FRACTION))
        face, red, black, green = colour_counts(strip, INK_TABLE)
        area = strip.width() * strip.height()
        ink, other = (red, black) if card.suit.is_red else (black, red)
        assert ink > 0.05 * area, (card, width, dpr, ink / area)
        assert other < 0.01 * area, (card, width, dpr, other / area)


@pytest.mark.parametrize("width", (40, 60))
def test_top_strips_of_all_cards_are_different(qapp, width: int) -> None:
    """A covered card in a fanned column is still identifiable from its strip."""
    strips = set()
    for card in CARDS:
        img = render(card, width)
        strips.add(_rows(img.copy(device_rect(img, 0, 0, 1, INDEX_FRACTION)).convertToFormat(
            QImage.Format.Format_Grayscale8
        )) + bytes([card.suit.is_red]))
    assert len(strips) == 52


def _ink_rows(img: QImage, ink: QColor, top: int, bottom: int) -> list[int]:
    """The rows in ``top``..``bottom`` (device px) of ``img``'s left half that hold
    pixels nearest to ``ink`` (of the face, red, black and table colours)."""
    rows = []
    for y in range(top, bottom):
        line = img.copy(QRect(0, y, img.width() // 2, 1))
        counts = colour_counts(line, INK_TABLE)
        if counts[RED if ink == CardPalette.default().red else BLACK] > 0:
            rows.append(y)
    return rows


@pytest.mark.parametrize("strip", (11, 14, 18, 24))
def test_a_thin_strip_gets_an_index_that_fits_it(qapp, strip: int) -> None:
    """rules.md §7: a covered card shows its rank and suit above the card
    covering it. A long column leaves strips thinner than the deck's index,
    which showed only its top third (a helper could not tell 8 from 9);
    the index drawn for the strip lies whole inside it, and every card's
    strip still differs from every other's."""
    width = 100
    seen = set()
    for card in CARDS:
        img, rect = _image(width, 1.0)
        p = QPainter(img)
        paint_face(p, rect, card)
        cardart.paint_strip_index(p, rect, card, strip)
        p.end()
        ink = CardPalette.default().ink(card.suit)
        rows = _ink_rows(img, ink, 0, strip)
        assert rows, card
        assert max(rows) - min(rows) >= 0.35 * strip, (card, strip)  # as tall as the strip allows
        # Whole: nothing of it runs under the covering card, whose top edge is at ``strip``.
        assert not _ink_rows(img, ink, strip, strip + 2), (card, strip)
        seen.add(_rows(img.copy(QRect(0, 0, width, strip)).convertToFormat(QImage.Format.Format_Grayscale8))
                 + bytes([card.suit.is_red]))
        if card == CARDS[0]:
            plain = render(card, width)
            assert _ink_rows(plain, ink, strip, strip + 2)  # the deck's own index is cut there
    assert len(seen) == 52


def test_ten_fits_inside_the_card(qapp) -> None:
    for suit in Suit:
        img = render(Card.of(10, suit), 40)
        # Nothing of the index reaches past the middle of the card's width at the top.
        right = img.copy(device_rect(img, 0.7, 0.03, 0.96, INDEX_FRACTION))
        face, red, black, _ = colour_counts(right, INK_TABLE)
        assert red + black == 0


# --------------------------------------------------------------------------
# Suits by shape


def _suit_mask(suit: Suit, size: int) -> int:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setTransform(QTransform.fromScale(size, size))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("black"))
    p.drawPath(suit_path(suit))
    p.end()
    return mono_mask(img)


@pytest.mark.parametrize("size", (10, 16, 48))
def test_suit_shapes_differ_from_each_other(qapp, size: int) -> None:
    masks = {s: _suit_mask(s, size) for s in Suit}
    for a, b in itertools.combinations(Suit, 2):
        diff = (masks[a] ^ masks[b]).bit_count()
        assert diff > 0.08 * size * size, (a, b, size, diff)


@pytest.mark.parametrize("width", (40, 100))
def test_pips_on_cards_differ_by_shape_not_only_colour(qapp, width: int) -> None:
    masks = {}
    for suit in Suit:
        img = render(Card.of(2, suit), width)
        masks[suit] = mono_mask(img.copy(device_rect(img, 0.2, 0.45, 0.8, 0.8)))
    area = (0.6 * width) * (0.35 * width * CARD_ASPECT)
    for a, b in itertools.combinations(Suit, 2):
        assert (masks[a] ^ masks[b]).bit_count() > 0.04 * area, (a, b)


# --------------------------------------------------------------------------
# Backs, slots and highlights


def test_back_differs_from_every_face(qapp) -> None:
    back = grey_bytes(render(None, 60))
    for card in CARDS:
        assert differing(back, grey_bytes(render(card, 60))) > 0.2 * len(back), card


def test_back_is_the_same_for_every_card(qapp) -> None:
    assert render_card_pixmap(None, 50).toImage() == render_card_pixmap(None, 50).toImage()


def _back_before_issue_25(painter: QPainter, rect: QRectF, palette: CardPalette) -> None:
    """The back as :func:`paint_back` drew it before issue 25 (its lattice
    one path of lines crossing the whole card): the reference."""
    pal, w = palette, rect.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    bw = cardart._border_width(w, pal)
    r = cardart._radius(w)
    painter.setPen(QPen(pal.face_border, bw))
    painter.setBrush(pal.face)
    painter.drawRoundedRect(rect.adjusted(bw / 2, bw / 2, -bw / 2, -bw / 2), r, r)
    m = w * 0.07
    inner = rect.adjusted(m, m, -m, -m)
    ir = r * 0.55
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.back)
    painter.drawRoundedRect(inner, ir, ir)
    clip = QPainterPath()
    clip.addRoundedRect(inner, ir, ir)
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    step = w / 7.0
    painter.setPen(QPen(pal.back_pattern, max(0.8, w * 0.018)))
    cx, cy = inner.center().x(), inner.center().y()
    span = inner.width() + inner.height()
    n = int(span / step) + 2
    lines = QPainterPath()
    for i in range(-n, n + 1):
        off = i * step
        lines.moveTo(cx + off - span, cy - span)
        lines.lineTo(cx + off + span, cy + span)
        lines.moveTo(cx + off + span, cy - span)
        lines.lineTo(cx + off - span, cy + span)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(lines)
    rad = w * 0.2
    painter.setPen(QPen(pal.back_pattern, max(1.0, w * 0.025)))
    painter.setBrush(pal.back)
    painter.drawEllipse(inner.center(), rad, rad)
    box = cardart._suit_box(inner.center(), rad * 1.1, Suit.SPADES)
    cardart._draw_unit_path(painter, suit_path(Suit.SPADES), box, pal.back_pattern)
    painter.restore()


def _back_image(draw: object, width: float, dpr: float, narrowing: float, palette: CardPalette) -> bytes:
    """A back ``width`` px wide drawn by ``draw`` at ``dpr``, under a turn's
    narrowing (1: flat), as the board's animation narrows a card; its pixels."""
    img, rect = _image(width, dpr)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(0.3, 0.0)  # a card on the board need not start on a whole pixel
    p.setTransform(QTransform().translate(width / 2, 0).scale(narrowing, 1).translate(-width / 2, 0), True)
    draw(p, rect, palette=palette) if draw is paint_back else draw(p, rect, palette)  # type: ignore[operator]
    p.end()
    argb = img.convertToFormat(QImage.Format.Format_ARGB32)  # kept alive while its bits are copied
    return bytes(argb.constBits())


_BACK_PALETTES = {
    "default": CardPalette.default(),
    "high contrast": CardPalette.from_palette(QPalette(QColor("#000000")), high_contrast=True),
}


@pytest.mark.parametrize("palette", _BACK_PALETTES)
@pytest.mark.parametrize("dpr", (1.0, 1.25, 2.0))
@pytest.mark.parametrize("width", (40, 100, 139.4, 200))
def test_back_looks_as_before_flat_and_while_turning(qapp, width: float, dpr: float, palette: str) -> None:
    """A card lying still shows the very pixels of the back drawn before
    issue 25; mid-turn (narrowed), where the lattice's lines are cut to the
    card so that drawing it stays cheap, it shows the same lattice to within
    antialiasing (on the lines' edges)."""
    pal = _BACK_PALETTES[palette]
    assert _back_image(paint_back, width, dpr, 1.0, pal) == _back_image(_back_before_issue_25, width, dpr, 1.0, pal)
    for narrowing in (0.9, 0.5, 0.1):
        now = _back_image(paint_back, width, dpr, narrowing, pal)
        before = _back_image(_back_before_issue_25, width, dpr, narrowing, pal)
        levels = [abs(a - b) for a, b in zip(now, before)]
        # Measured: at most 2 % of the channels more than 32 levels apart (a
        # thin lattice on a 40 px card lands a pixel over), 1.9 levels on average.
        assert sum(1 for v in levels if v > 32) < 0.03 * len(levels), narrowing
        assert sum(levels) / len(levels) < 2.5, narrowing


def test_a_turning_back_draws_its_lattice_cut_to_the_card(qapp) -> None:
    """Mid-turn the lattice's lines end just outside the card's inner
    shape (their length is what a narrowed stroke costs); flat they cross it."""
    inner = QRectF(7, 7, 86, 126)
    cut = cardart.lattice_lines(inner, 100 / 7, 1.8, cut=True)
    grown = inner.adjusted(-1.81, -1.81, 1.81, 1.81)
    assert len(cut) > 20 and all(grown.contains(line.p1()) and grown.contains(line.p2()) for line in cut)
    whole = cardart.lattice_lines(inner, 100 / 7, 1.8)
    assert sum(line.length() for line in whole) > 5 * sum(line.length() for line in cut)

def test_highlight_kinds_differ_without_colour(qapp) -> None:
    card = Card.parse("6S")
    plain = grey_bytes(render(card, 100))
    greys = {kind: grey_bytes(render(card, 100, highlight=kind)) for kind in HIGHLIGHT_KINDS}
    for kind, grey in greys.items():
        assert differing(plain, grey) > 150, kind
    for a, b in itertools.combinations(HIGHLIGHT_KINDS, 2):
        assert differing(greys[a], greys[b]) > 150, (a, b)


def test_highlights_show_on_the_table_too(qapp) -> None:
    img, rect = _image(80, 1.0)
    p = QPainter(img)
    paint_slot(p, rect, label="K")
    p.end()
    plain = grey_bytes(img)
    for kind in HIGHLIGHT_KINDS:
        img, rect = _image(80, 1.0)
        p = QPainter(img)
        paint_slot(p, rect, label="K")
        paint_highlight(p, rect, kind)
        p.end()
        assert differing(plain, grey_bytes(img)) > 150, kind


def test_unknown_highlight_kind_is_refused(qapp) -> None:
    img, rect = _image(40, 1.0)
    p = QPainter(img)
    try:
        with pytest.raises(ValueError, match="sparkle"):
            paint_highlight(p, rect, "sparkle")
    finally:
        p.end()


def _slot(highlighted: bool, label: str = "K") -> bytes:
    img, rect = _image(80, 1.0)
    p = QPainter(img)
    paint_slot(p, rect, label=label, highlighted=highlighted)
    p.end()
    return grey_bytes(img)


def test_highlighted_slot_differs_without_colour(qapp) -> None:
    assert differing(_slot(False), _slot(True)) > 500


def test_slot_label_is_drawn(qapp) -> None:
    assert differing(_slot(False, ""), _slot(False, "K")) > 20


def test_highlighted_face_differs_without_colour(qapp) -> None:
    img, rect = _image(80, 1.0)
    p = QPainter(img)
    paint_face(p, rect, CARDS[0], highlighted=True)
    p.end()
    assert differing(grey_bytes(render(CARDS[0], 80)), grey_bytes(img), tolerance=8) > 200


def test_painter_state_is_restored(qapp) -> None:
    img, rect = _image(60, 2.0)
    p = QPainter(img)
    p.translate(3, 4)
    pen, brush, transform = p.pen(), p.brush(), p.transform()
    paint_face(p, rect, CARDS[10], highlighted=True)
    paint_back(p, rect)
    paint_slot(p, rect, label="A", highlighted=True)
    for kind in HIGHLIGHT_KINDS:
        paint_highlight(p, rect, kind)
    assert (p.pen(), p.brush(), p.transform()) == (pen, brush, transform)
    assert not p.hasClipping()
    p.end()


# --------------------------------------------------------------------------
# Palettes


def _palette(window: str, text: str, highlight: str, *, everywhere: bool = False) -> QPalette:
    """Window, WindowText and Highlight set; with ``everywhere`` also Base and
    Button like Window, Text and ButtonText like WindowText, and
    HighlightedText like Window (a whole palette in two colours and an accent)."""
    pal = QPalette()
    pal.setColor(QPalette.ColorRole.Window, QColor(window))
    pal.setColor(QPalette.ColorRole.WindowText, QColor(text))
    pal.setColor(QPalette.ColorRole.Highlight, QColor(highlight))
    if everywhere:
        for role in (QPalette.ColorRole.Base, QPalette.ColorRole.Button, QPalette.ColorRole.HighlightedText):
            pal.setColor(role, QColor(window))
        for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
            pal.setColor(role, QColor(text))
    return pal


@pytest.fixture
def plain_desktop(monkeypatch: pytest.MonkeyPatch) -> None:
    """No high-contrast GTK theme or override in the environment."""
    monkeypatch.delenv("GTK_THEME", raising=False)
    monkeypatch.delenv("SCORPION_HIGH_CONTRAST", raising=False)


def test_high_contrast_palette_gives_high_contrast_outlines(qapp, plain_desktop) -> None:
    cp = CardPalette.from_palette(_palette("#000000", "#ffffff", "#ffff00", everywhere=True))
    assert cp.high_contrast
    assert cardart.contrast_ratio(cp.table_ink, QColor("#000000")) >= 7
    assert cardart.contrast_ratio(cp.highlight, QColor("#000000")) >= 7
    assert cardart.contrast_ratio(cp.red, cp.face) >= 7
    assert cardart.contrast_ratio(cp.black, cp.face) >= 7


def test_dark_palette_keeps_cards_light_and_outlines_light(qapp, plain_desktop) -> None:
    cp = CardPalette.from_palette(_palette("#303030", "#e0e0e0", "#3daee9"))
    assert not cp.high_contrast
    assert cp.face.lightnessF() > 0.9
    assert cp.table_ink.lightnessF() > 0.7
    assert cp.highlight == QColor("#3daee9")


def test_black_and_white_window_alone_is_not_high_contrast(qapp, plain_desktop) -> None:
    """Black text on white (GNOME's Adwaita through Qt's gtk3 theme) is not a
    high-contrast desktop unless the rest of the palette is too."""
    assert not CardPalette.from_palette(_palette("#000000", "#ffffff", "#ffff00")).high_contrast
    assert not CardPalette.from_palette(_palette("#ffffff", "#000000", "#3584e4", everywhere=True)).high_contrast


def test_marks_stay_legible_when_the_highlight_is_invisible(qapp) -> None:
    cp = CardPalette.from_palette(_palette("#eeeeee", "#111111", "#dddddd"))
    mc = cp.marks()
    assert cardart.contrast_ratio(mc.line, cp.face) >= 3
    assert cardart.contrast_ratio(mc.edge, cp.felt) >= 3


def test_palette_is_a_cache_key(qapp) -> None:
    a = CardPalette.from_palette(_palette("#303030", "#e0e0e0", "#3daee9"))
    b = CardPalette.from_palette(_palette("#303030", "#e0e0e0", "#3daee9"))
    assert a == b and hash(a) == hash(b)
    assert a != CardPalette.default()


def test_high_contrast_slot_is_bolder(qapp) -> None:
    hc = CardPalette.from_palette(_palette("#000000", "#ffffff", "#ffff00"), high_contrast=True)

    def slot(palette: CardPalette) -> bytes:
        img, rect = _image(80, 1.0, QColor("black"))
        p = QPainter(img)
        paint_slot(p, rect, label="K", palette=palette)
        p.end()
        return grey_bytes(img)

    normal = CardPalette.from_palette(_palette("#000000", "#c0c0c0", "#ffff00"), high_contrast=False)
    bright = sum(1 for v in slot(hc) if v > 200)
    dim = sum(1 for v in slot(normal) if v > 200)
    assert bright > dim


# --------------------------------------------------------------------------
# Pixmaps and speed


@pytest.mark.parametrize("dpr", RATIOS)
def test_pixmap_has_device_pixels_and_ratio(qapp, dpr: float) -> None:
    pm = render_card_pixmap(CARDS[5], 100, dpr)
    assert pm.devicePixelRatio() == dpr
    assert pm.width() == round(100 * dpr)
    assert pm.height() == round(140 * dpr)


def test_painting_a_card_takes_well_under_a_millisecond(qapp) -> None:
    img, rect = _image(100, 1.0)
    p = QPainter(img)
    for card in CARDS:  # warm the path caches
        paint_face(p, rect, card)
    n = 300
    start = time.perf_counter()
    for i in range(n):
        paint_face(p, rect, CARDS[i % 52])
    each = (time.perf_counter() - start) / n
    p.end()
    # About 0.25 ms here; the bound leaves room for slow CI machines.
    assert each < 0.002, f"{each * 1000:.2f} ms per card"


# --------------------------------------------------------------------------
# Contact sheet


def contact_sheet(width: float, dpr: float) -> QImage:
    """All 52 faces, a back, slots, the highlight kinds and a fanned column."""
    h = width * CARD_ASPECT
    gap = width * 0.12
    img = QImage(
        round((14 * (width + gap) + gap) * dpr),
        round((6 * (h + gap) + gap) * dpr),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    img.setDevicePixelRatio(dpr)
    img.fill(TABLE)
    p = QPainter(img)
    for card in CARDS:
        x = gap + (card.rank - 1) * (width + gap)
        y = gap + int(card.suit) * (h + gap)
        paint_face(p, QRectF(x, y, width, h), card)
    y = gap + 4 * (h + gap)
    cells = [QRectF(gap + i * (width + gap), y, width, h) for i in range(14)]
    paint_back(p, cells[0])
    paint_slot(p, cells[1], label="K")
    paint_slot(p, cells[2], label="K", highlighted=True)
    for cell, kind in zip(cells[3:7], HIGHLIGHT_KINDS):
        paint_face(p, cell, Card.parse("6S"))
        paint_highlight(p, cell, kind)
    paint_face(p, cells[7], Card.parse("8H"), highlighted=True)
    column = ["KS", "TH", "TS", "TC", "JD", "AS"]
    for i, text in enumerate(column):
        paint_face(p, cells[8].translated(QPointF(0, i * h * INDEX_FRACTION)), Card.parse(text))
    for i in range(3):
        paint_back(p, cells[9].translated(QPointF(0, i * h * 0.12)))
    paint_face(p, cells[9].translated(QPointF(0, 3 * h * 0.12)), Card.parse("2C"))
    p.end()
    return img


def test_contact_sheet_renders(qapp, tmp_path) -> None:
    path = tmp_path / "sheet.png"
    assert contact_sheet(60, 2.0).save(str(path))
    assert path.stat().st_size > 10_000


if __name__ == "__main__":
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])
    width = float(sys.argv[1]) if len(sys.argv) > 1 else 60
    ratio = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    out = sys.argv[3] if len(sys.argv) > 3 else "/tmp/cards_sheet.png"
    contact_sheet(width, ratio).save(out)
    print(out)
