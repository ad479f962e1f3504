"""Highlight marks keep 3:1 against the card face and the felt, in every theme,
felt and desktop palette; and a black-on-white desktop is not taken for a
high-contrast one.

The palettes below are the ones desktops hand to Qt: Qt's own Fusion, KDE's
Breeze, GNOME's Adwaita and HighContrast as Qt's gtk3 platform theme maps
them (Window, Base and Button all the GTK background, HighlightedText the
text colour), and Windows' High Contrast Black and White.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette

from scorpion_qt.app.board import cardart, themes
from scorpion_qt.app.board.cardart import HIGHLIGHT_KINDS, CardPalette, contrast_ratio
from scorpion_qt.engine.cards import Card

NO_PREF = Qt.ContrastPreference.NoPreference
HC_PREF = Qt.ContrastPreference.HighContrast
WIDTH = 120  # logical px; the thinnest ring is then about 2 px wide


def desktop(
    window: str,
    text: str,
    highlight: str,
    highlighted_text: str,
    *,
    base: str | None = None,
    button: str | None = None,
) -> QPalette:
    """A palette in every colour group: Window/WindowText, Base/Text and
    Button/ButtonText (Base and Button default to Window; their texts are
    ``text``), Highlight/HighlightedText."""
    pal = QPalette()
    R = QPalette.ColorRole
    for role, colour in (
        (R.Window, window),
        (R.WindowText, text),
        (R.Base, base or window),
        (R.Text, text),
        (R.Button, button or window),
        (R.ButtonText, text),
        (R.Highlight, highlight),
        (R.HighlightedText, highlighted_text),
    ):
        pal.setColor(role, QColor(colour))
    return pal


# name -> (palette, the desktop's contrast preference, high contrast expected)
DESKTOPS: dict[str, tuple[QPalette, Qt.ContrastPreference, bool]] = {
    # Light
    "fusion": (desktop("#efefef", "#000000", "#308cc6", "#ffffff", base="#ffffff"), NO_PREF, False),
    "adwaita-gtk3": (desktop("#ffffff", "#000000", "#3584e4", "#000000"), NO_PREF, False),
    "adwaita-gtk3-f6f5f4": (desktop("#f6f5f4", "#000000", "#3584e4", "#000000", base="#ffffff"), NO_PREF, False),
    "breeze": (desktop("#eff0f1", "#232629", "#3daee9", "#ffffff", base="#ffffff", button="#fcfcfc"), NO_PREF, False),
    # Dark
    "fusion-dark": (desktop("#353535", "#ffffff", "#2a82da", "#ffffff", base="#2a2a2a"), NO_PREF, False),
    "adwaita-dark-gtk3": (desktop("#2d2d2d", "#ffffff", "#15539e", "#ffffff"), NO_PREF, False),
    "breeze-dark": (desktop("#31363b", "#fcfcfc", "#3daee9", "#fcfcfc", base="#1b1e20"), NO_PREF, False),
    # A dark palette whose Highlight hardly shows on its window: the marks
    # used to fall back to the white text colour, white on a white card.
    "dark-dim-accent": (desktop("#202020", "#ffffff", "#2a2a2a", "#ffffff"), NO_PREF, False),
    # High contrast
    "gnome-highcontrast": (desktop("#ffffff", "#000000", "#1b6acb", "#000000"), HC_PREF, True),
    "gnome-highcontrast-inverse": (desktop("#000000", "#ffffff", "#15539e", "#ffffff"), HC_PREF, True),
    "windows-hc-black": (desktop("#000000", "#ffffff", "#1aebff", "#000000"), HC_PREF, True),
    "windows-hc-white": (desktop("#ffffff", "#000000", "#37006e", "#ffffff"), HC_PREF, True),
    "yellow-on-black": (desktop("#000000", "#ffff00", "#ffff00", "#000000"), NO_PREF, True),
}


# --------------------------------------------------------------------------
# Telling a high-contrast desktop


@pytest.mark.parametrize("name", DESKTOPS)
def test_high_contrast_verdict_for_each_desktop(qapp, name: str) -> None:
    palette, preference, expected = DESKTOPS[name]
    assert cardart.high_contrast_wanted(palette, preference=preference, environ={}) is expected


@pytest.mark.parametrize("name", ["fusion", "adwaita-gtk3", "adwaita-gtk3-f6f5f4", "breeze", "fusion-dark"])
def test_adwaita_and_other_light_themes_are_not_high_contrast(qapp, name: str) -> None:
    palette = DESKTOPS[name][0]
    assert not cardart.palette_looks_high_contrast(palette)
    assert not cardart.high_contrast_wanted(palette, preference=NO_PREF, environ={"GTK_THEME": "Adwaita"})


@pytest.mark.parametrize("name", ["windows-hc-black", "windows-hc-white", "yellow-on-black"])
def test_black_and_white_palettes_are_high_contrast_without_a_preference(qapp, name: str) -> None:
    palette = DESKTOPS[name][0]
    assert cardart.palette_looks_high_contrast(palette)
    assert cardart.high_contrast_wanted(palette, preference=NO_PREF, environ={})


@pytest.mark.parametrize(
    ("gtk_theme", "expected"),
    [
        ("HighContrast", True),
        ("HighContrastInverse", True),
        ("Default-hc-dark", True),
        ("Adwaita", False),
        ("Adwaita:dark", False),
        ("", False),
    ],
)
def test_gtk_theme_names_a_high_contrast_theme(qapp, gtk_theme: str, expected: bool) -> None:
    palette = DESKTOPS["adwaita-gtk3"][0]
    assert cardart.high_contrast_wanted(palette, preference=NO_PREF, environ={"GTK_THEME": gtk_theme}) is expected


def test_the_override_decides_both_ways(qapp) -> None:
    adwaita = DESKTOPS["adwaita-gtk3"][0]
    hc = DESKTOPS["windows-hc-black"][0]
    assert cardart.high_contrast_wanted(adwaita, preference=NO_PREF, environ={"SCORPION_HIGH_CONTRAST": "1"})
    assert not cardart.high_contrast_wanted(hc, preference=HC_PREF, environ={"SCORPION_HIGH_CONTRAST": "0"})


def test_from_palette_asks_the_desktop_for_its_contrast_preference(qapp, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GTK_THEME", raising=False)
    monkeypatch.delenv("SCORPION_HIGH_CONTRAST", raising=False)
    # The running Qt has the hint (6.10+) and answers with a preference.
    assert cardart._desktop_contrast_preference() in list(Qt.ContrastPreference)
    adwaita, gnome_hc = DESKTOPS["adwaita-gtk3"][0], DESKTOPS["gnome-highcontrast"][0]
    monkeypatch.setattr(cardart, "_desktop_contrast_preference", lambda: NO_PREF)
    cp = CardPalette.from_palette(adwaita)
    assert not cp.high_contrast
    # So the board keeps the chosen felt and the blue backs.
    assert themes.board_felt("green", adwaita, cp.high_contrast) == themes.felt_color("green")
    assert cp.back == CardPalette.default().back
    monkeypatch.setattr(cardart, "_desktop_contrast_preference", lambda: HC_PREF)
    assert CardPalette.from_palette(gnome_hc).high_contrast


def test_board_felt_is_the_named_felt_unless_high_contrast(qapp) -> None:
    light = DESKTOPS["fusion"][0]
    hc = DESKTOPS["windows-hc-black"][0]
    assert themes.board_felt("blue", light, False) == themes.felt_color("blue")
    assert themes.board_felt("blue", hc, True) == QColor("#000000")
    system = themes.board_felt("system", light, False)
    # The window colour, tinted towards green.
    assert system != QColor("#efefef") and system.green() > system.red()
    assert themes.felt_color("green") == cardart.DEFAULT_FELT


# --------------------------------------------------------------------------
# Marks against the face and the felt


def _combos(name: str) -> list[tuple[str, QColor, CardPalette]]:
    """(felt key, felt colour, card palette on that felt) for every felt."""
    palette, preference, _ = DESKTOPS[name]
    hc = cardart.high_contrast_wanted(palette, preference=preference, environ={})
    base = CardPalette.from_palette(palette, high_contrast=hc)
    out = []
    for key in themes.FELTS:
        felt = themes.board_felt(key, palette, hc)
        out.append((key, felt, base.with_felt(felt)))
    return out


_LIN = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (i / 255 for i in range(256))]


class Pixels:
    """Fast WCAG luminance of the pixels of an RGB32 image."""

    def __init__(self, img: QImage) -> None:
        self.img = img.convertToFormat(QImage.Format.Format_RGB32)
        self.bits = bytes(self.img.constBits())
        self.bpl = self.img.bytesPerLine()

    def luminance(self, x: int, y: int) -> float:
        i = y * self.bpl + 4 * x
        b, g, r = self.bits[i], self.bits[i + 1], self.bits[i + 2]
        return 0.2126 * _LIN[r] + 0.7152 * _LIN[g] + 0.0722 * _LIN[b]

    def ratio(self, x: int, y: int, against: float) -> float:
        lum = self.luminance(x, y)
        return (max(lum, against) + 0.05) / (min(lum, against) + 0.05)


def _lum(c: QColor) -> float:
    return 0.2126 * _LIN[c.red()] + 0.7152 * _LIN[c.green()] + 0.0722 * _LIN[c.blue()]


MARGIN = 8  # px of background round the mark's rect


def _render_mark(kind: str, cp: CardPalette, background: QColor) -> Pixels:
    h = round(WIDTH * 1.4)
    img = QImage(WIDTH + 2 * MARGIN, h + 2 * MARGIN, QImage.Format.Format_RGB32)
    img.fill(background)
    p = QPainter(img)
    cardart.paint_highlight(p, QRectF(MARGIN, MARGIN, WIDTH, h), kind, palette=cp)
    p.end()
    return Pixels(img)


def _side_profiles(px: Pixels, depth_from: float, depth_to: float) -> list[list[tuple[int, int]]]:
    """For each line across the left and the top side of the mark (in the
    middle 40% of each side), the pixels ``depth_from``..``depth_to`` px in
    from the rect's edge."""
    h = round(WIDTH * 1.4)
    lo, hi = math.floor(depth_from), math.ceil(depth_to)
    lines = []
    for y in range(MARGIN + round(0.3 * h), MARGIN + round(0.7 * h)):
        lines.append([(MARGIN + d, y) for d in range(lo, hi)])
    for x in range(MARGIN + round(0.3 * WIDTH), MARGIN + round(0.7 * WIDTH)):
        lines.append([(x, MARGIN + d) for d in range(lo, hi)])
    return lines


def _line_contrasts(px: Pixels, background: QColor, depth_from: float, depth_to: float) -> list[float]:
    """Per line across the mark, the best contrast with ``background`` of its
    pixels ``depth_from``..``depth_to`` px deep."""
    bg = _lum(background)
    return [max(px.ratio(x, y, bg) for x, y in line) for line in _side_profiles(px, depth_from, depth_to)]


# The share of lines across a side that meet a dash or a dot (the rest cross
# the gaps, which show the face colour): solid and double lines meet every one.
FACE_SHARE = {"selected": 1.0, "focus": 1.0, "target": 0.5, "hint": 0.3}


@lru_cache(maxsize=1)
def classic_faces() -> tuple[QColor, QColor]:
    """The darkest and the lightest face colour of the classic deck where marks
    lie (its face darkens towards the edge), sampled from real renderings."""
    theme = themes.theme_by_id("classic")
    assert isinstance(theme, themes.SvgDeckTheme) and theme.usable()
    h = round(WIDTH * theme.aspect())
    deep = max(cardart.mark_width(WIDTH, k) for k in HIGHLIGHT_KINDS) + 3
    samples: list[QColor] = []
    for text in ("2C", "4H", "6S", "9D", "TC"):
        img = QImage(WIDTH, h, QImage.Format.Format_RGB32)
        img.fill(QColor("#1e6b3a"))
        p = QPainter(img)
        themes.paint_card(p, QRectF(0, 0, WIDTH, h), Card.parse(text), True, theme, None)
        p.end()
        for y in range(round(0.3 * h), round(0.7 * h), 3):
            for x in range(3, round(deep)):
                samples.append(img.pixelColor(x, y))
    samples.sort(key=_lum)
    return samples[0], samples[-1]


def _faces(theme_id: str, cp: CardPalette) -> list[QColor]:
    return [cp.face] if theme_id == "accessible" else list(classic_faces())


@pytest.mark.parametrize("name", DESKTOPS)
def test_mark_colours_have_three_to_one_against_face_and_felt(qapp, name: str) -> None:
    """The colours the painter uses (CardPalette.marks), for both themes and every felt."""
    for theme_id in ("accessible", "classic"):
        for key, felt, cp in _combos(name):
            mc = cp.marks()
            for face in _faces(theme_id, cp):
                assert contrast_ratio(mc.line, face) >= 3.0, (theme_id, key, mc.line.name(), face.name())
            assert contrast_ratio(mc.edge, felt) >= 3.0, (theme_id, key, mc.edge.name(), felt.name())
            # The dashes, dots and double line show without colour.
            assert contrast_ratio(mc.line, mc.halo) >= 3.0, (theme_id, key)


@pytest.mark.parametrize("kind", HIGHLIGHT_KINDS)
@pytest.mark.parametrize("name", DESKTOPS)
def test_painted_marks_contrast_with_the_face_and_the_felt(qapp, name: str, kind: str) -> None:
    """Measured on the pixels: each mark painted over a face-coloured and over
    a felt-coloured background, every theme's face, every felt.

    Over the face, every line across a solid or double mark (and a dash or dot
    on a share of them) has a pixel inside the outer edge ring with 3:1
    against the face. Over the felt, both sides of every mark have 3:1 against
    it: its outer ring (a column's outline lies on the felt) and its inner ring
    (round an empty column, felt lies inside too).
    """
    e = max(1.0, WIDTH * 0.015)  # the edge ring's width; mark_width() is the whole band
    band = cardart.mark_width(WIDTH, kind)
    done: set[tuple[int, ...]] = set()
    for theme_id in ("accessible", "classic"):
        for key, felt, cp in _combos(name):
            for face in _faces(theme_id, cp):
                sig = (face.rgb(), *cp.key())
                if sig in done:
                    continue
                done.add(sig)
                on_face = _line_contrasts(_render_mark(kind, cp, face), face, e, band)
                share = sum(1 for r in on_face if r >= 3.0) / len(on_face)
                assert share >= FACE_SHARE[kind] - 1e-9, (theme_id, key, face.name(), share, min(on_face))
                px = _render_mark(kind, cp, felt)
                outer = _line_contrasts(px, felt, 0, e)
                inner = _line_contrasts(px, felt, band - e, band)
                assert min(outer) >= 3.0, (theme_id, key, felt.name(), "outer", min(outer))
                assert min(inner) >= 3.0, (theme_id, key, felt.name(), "inner", min(inner))


@pytest.mark.parametrize("name", DESKTOPS)
def test_highlighted_slot_contrasts_with_the_felt(qapp, name: str) -> None:
    """The armed talon's slot: its outline's two sides and its hatching show
    on every felt; its label keeps 3:1 on its chip."""
    for key, felt, cp in _combos(name):
        h = round(WIDTH * 1.4)
        img = QImage(WIDTH + 2 * MARGIN, h + 2 * MARGIN, QImage.Format.Format_RGB32)
        img.fill(felt)
        p = QPainter(img)
        cardart.paint_slot(p, QRectF(MARGIN, MARGIN, WIDTH, h), label="K", highlighted=True, palette=cp)
        p.end()
        px = Pixels(img)
        e = max(1.0, WIDTH * 0.015)
        band = max(3.0, WIDTH * 0.05) + 2 * e
        assert min(_line_contrasts(px, felt, 0, e)) >= 3.0, (name, key, "outer")
        assert min(_line_contrasts(px, felt, band - e, band)) >= 3.0, (name, key, "inner")
        # The hatching inside, away from the label: many pixels at 3:1 with the felt.
        bg = _lum(felt)
        inside = [
            px.ratio(x, y, bg)
            for y in range(MARGIN + round(0.12 * h), MARGIN + round(0.3 * h))
            for x in range(MARGIN + round(band + 2), MARGIN + WIDTH - round(band + 2))
        ]
        assert sum(1 for r in inside if r >= 3.0) > 0.06 * len(inside), (name, key)
        mc = cp.marks()
        assert contrast_ratio(mc.line, mc.halo) >= 3.0


def _grey(img: QImage) -> bytes:
    g = img.convertToFormat(QImage.Format.Format_Grayscale8)
    bits, bpl = bytes(g.constBits()), g.bytesPerLine()
    return b"".join(bits[y * bpl : y * bpl + g.width()] for y in range(g.height()))


@pytest.mark.parametrize("name", ["fusion", "fusion-dark", "dark-dim-accent", "windows-hc-black", "windows-hc-white"])
def test_mark_kinds_differ_without_colour_in_every_palette(qapp, name: str) -> None:
    for key, felt, cp in _combos(name)[:2]:  # "system" and a named felt
        for background in (cp.face, felt):
            greys = {}
            for kind in HIGHLIGHT_KINDS:
                greys[kind] = _grey(_render_mark(kind, cp, background).img)
            for a in HIGHLIGHT_KINDS:
                for b in HIGHLIGHT_KINDS:
                    if a < b:
                        diff = sum(1 for x, y in zip(greys[a], greys[b]) if abs(x - y) > 24)
                        assert diff > 150, (name, key, background.name(), a, b, diff)


def test_legible_keeps_a_colour_that_already_contrasts_and_shades_one_that_does_not(qapp) -> None:
    blue = QColor("#1d4f91")
    assert cardart.legible(blue, [QColor("#ffffff")]) == blue
    shaded = cardart.legible(QColor("#3daee9"), [QColor("#ffffff")])
    assert contrast_ratio(shaded, QColor("#ffffff")) >= 3.0
    assert shaded.blue() > shaded.red()  # still blue
    assert cardart.legible(QColor("#ffff00"), [QColor("#ffffff")], pure=True) == QColor("#000000")
    # Nothing reaches 5:1 against both black and white: the better of the two.
    both = cardart.legible(QColor("#808080"), [QColor("#000000"), QColor("#ffffff")], 5.0)
    assert both in (QColor("#000000"), QColor("#ffffff"))


def test_mark_width_grows_with_the_card_and_refuses_unknown_kinds(qapp) -> None:
    for kind in HIGHLIGHT_KINDS:
        assert 0 < cardart.mark_width(60, kind) < cardart.mark_width(200, kind) < 200 * 0.15
    with pytest.raises(ValueError):
        cardart.mark_width(60, "sparkle")
