"""Playing-card artwork drawn with QPainter: faces, backs, empty slots, highlights.

Nothing here loads a bitmap. Suit symbols are vector paths (spade, heart,
diamond, club built from curves and ellipses) and rank labels are glyph outlines
of DejaVu Sans Bold (any sans-serif when it is missing) turned into paths once;
both are cached in a unit box and scaled by the painter's transform, so a card
is crisp at any size and device pixel ratio, and looks the same whatever fonts
are installed.

Units: every ``rect`` is in the painter's logical coordinates (device-independent
pixels for a widget or a pixmap with a device pixel ratio). A card's height is
``CARD_ASPECT`` times its width; :func:`card_size` gives it.

Design choices for accessibility:

* Suits differ by **shape** (spade with stem, round-lobed heart, narrow
  diamond, three-leaf club) as well as by colour (classic red hearts and
  diamonds, black spades and clubs).
* The corner index (rank, then suit symbol, side by side) sits within the top
  :data:`INDEX_FRACTION` of the card height, so it stays readable when the next
  card of a fanned column covers the rest.
* Highlight kinds differ by outline style (solid, dashed, dotted, double), not
  by colour alone, and a highlighted empty slot is also hatched.
* Every mark keeps 3:1 (WCAG 2.1 non-text contrast) against the card face and
  against the felt, in light, dark and high-contrast palettes: its line is the
  desktop's accent made legible on the face, and thin edge rings on both sides
  of it are the accent made legible on the felt (:func:`mark_colours`); the
  board tells its :class:`CardPalette` the felt (``felt``).
* Card faces stay light in a dark theme (cards are physical objects); slot
  outlines and the accent follow the application palette, and a high-contrast
  desktop (:func:`high_contrast_wanted`: the desktop's contrast preference
  first, not merely black text on white) gives black-and-white faces with
  thicker outlines.

Usage::

    painter = QPainter(widget)
    paint_face(painter, QRectF(0, 0, 100, 100 * CARD_ASPECT), card)
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QTransform,
)

from scorpion_qt.engine.cards import Card, Suit

from scorpion_qt.app.lang.texts import rank_label

__all__ = [
    "CARD_ASPECT",
    "INDEX_FRACTION",
    "HIGHLIGHT_KINDS",
    "CardPalette",
    "card_size",
    "suit_box",
    "suit_path",
    "paint_face",
    "paint_back",
    "lattice_lines",
    "paint_slot",
    "paint_suit",
    "paint_highlight",
    "mark_width",
    "contrast_ratio",
    "legible",
    "MARK_CONTRAST",
    "FACE_FLOOR",
    "DEFAULT_FELT",
    "MarkColours",
    "mark_colours",
    "paint_strip_index",
    "STRIP_INDEX_MIN",
    "palette_looks_high_contrast",
    "high_contrast_wanted",
]

CARD_ASPECT: float = 1.4
"""Card height divided by card width (a poker card is 88.9 / 63.5 = 1.4)."""

INDEX_FRACTION: float = 0.22
FAN_CLEAR: float = 0.265
"""Nothing but the corner index is drawn above this share of the card height,
so the strip a fanned column shows of a covered card (0.25 card heights at
full spacing) holds the index and no sliver of the middle art."""
"""Fraction of the card height, from the top, that holds the whole corner index.

A fanned column that shows at least this much of each covered card shows its
rank and suit."""

HIGHLIGHT_KINDS: tuple[str, ...] = ("selected", "target", "hint", "focus")
"""The kinds :func:`paint_highlight` draws: solid thick, dashed, dotted, double."""


# --------------------------------------------------------------------------
# Palette


MARK_CONTRAST: float = 3.0
"""The contrast ratio (WCAG 2.1 non-text contrast, 1.4.11) every highlight mark
keeps against what it lies on: the card face and the felt."""

FACE_FLOOR = QColor("#c4c4c4")
"""The dimmest card face a mark's line is made legible against (besides the
palette's own ``face``): the classic deck's face darkens to about ``#cdcdcd``
at its edge, where the marks lie, and desktop decks may be cream or grey.
A line with 3:1 against this colour has about 4.5:1 against white."""

DEFAULT_FELT = QColor(0x1E, 0x6B, 0x3A)
"""The felt a :class:`CardPalette` assumes when it is told none: the green
baize (``themes.FELTS["green"]``, the default setting)."""


def _luminance(c: QColor) -> float:
    """WCAG relative luminance of ``c`` (0 black … 1 white)."""

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio between two colours, 1 (same) to 21 (black on white)."""
    la, lb = _luminance(a), _luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved the fraction ``t`` (0..1) towards ``b``, opaque."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


_BLACK = QColor(0, 0, 0)
_WHITE = QColor(255, 255, 255)


def _shade(c: QColor, end: QColor, t: float) -> QColor:
    """``c`` moved the fraction ``t`` towards ``end``, in whole 8-bit steps (as painted)."""
    return QColor(
        round(c.red() + (end.red() - c.red()) * t),
        round(c.green() + (end.green() - c.green()) * t),
        round(c.blue() + (end.blue() - c.blue()) * t),
    )


def _worst(c: QColor, against: Sequence[QColor]) -> float:
    return min((contrast_ratio(c, a) for a in against), default=21.0)


def _reach(colour: QColor, against: Sequence[QColor], minimum: float, pure: bool) -> QColor | None:
    """``colour`` itself, or moved the least towards black or white, so that it
    has ``minimum`` contrast with every colour of ``against``; None when no
    shade of it does."""
    c = QColor(colour.red(), colour.green(), colour.blue())
    if _worst(c, against) >= minimum:
        return c
    best: tuple[float, QColor] | None = None
    for end in (_BLACK, _WHITE):
        if _worst(end, against) < minimum:
            continue
        if pure:
            t = 1.0
        else:
            # Luminance grows (or falls) steadily along the mix: halve the interval.
            lo, hi = 0.0, 1.0
            for _ in range(16):
                mid = (lo + hi) / 2
                if _worst(_shade(c, end, mid), against) >= minimum:
                    hi = mid
                else:
                    lo = mid
            t = hi
        if best is None or t < best[0]:
            best = (t, _shade(c, end, t))
    return None if best is None else best[1]


def legible(colour: QColor, against: Sequence[QColor], minimum: float = MARK_CONTRAST, *, pure: bool = False) -> QColor:
    """``colour`` made to contrast with each colour in ``against``.

    Returns ``colour`` (opaque) when its contrast ratio with every colour of
    ``against`` is at least ``minimum`` (a WCAG ratio, 1..21); otherwise the
    shade nearest to it — mixed the least towards black or towards white —
    that reaches ``minimum``, keeping its hue. With ``pure`` the fallback is
    plain black or white instead of a shade (for high-contrast palettes). When
    nothing reaches ``minimum`` (``against`` holds both a dark and a light
    colour), black or white, whichever has the larger worst contrast.
    """
    found = _reach(colour, against, minimum, pure)
    if found is not None:
        return found
    return QColor(max((_BLACK, _WHITE), key=lambda end: _worst(end, against)))


@dataclass(frozen=True, eq=False)
class MarkColours:
    """The opaque colours :func:`paint_highlight` (and a highlighted
    :func:`paint_slot`) draws a mark with; :func:`mark_colours` chooses them.

    * ``line``: the kind's stroke (solid, dashed, dotted or double), at least
      :data:`MARK_CONTRAST` against the card face (and :data:`FACE_FLOOR`).
    * ``halo``: under the stroke, showing in the gaps of dashes and dots and
      between the two lines of ``"focus"``: the face colour, so at least
      :data:`MARK_CONTRAST` against ``line`` and the pattern shows without colour.
    * ``edge``: the thin solid rings along both sides of the stroke, at least
      :data:`MARK_CONTRAST` against the felt — and against ``line`` too when
      the felt is dark; on a light felt it is dark like the line.

    So a mark lying on a card shows its line against the face, and one lying
    on the felt (a column's outline, an empty column) shows its edges against
    the felt, whatever the palette.
    """

    line: QColor
    halo: QColor
    edge: QColor


def mark_colours(accent: QColor, face: QColor, felt: QColor, *, high_contrast: bool = False) -> MarkColours:
    """The colours of highlight marks for an ``accent`` (the desktop's
    Highlight), a card ``face`` and a ``felt`` (all opaque QColors).

    ``line`` is ``accent`` made :func:`legible` against ``face`` and
    :data:`FACE_FLOOR`; ``edge`` is ``accent`` made legible against ``felt``
    and ``line`` (against ``felt`` alone when both cannot be); ``halo`` is
    ``face``. With ``high_contrast`` the fallbacks are pure black or white.
    Every ratio is at least :data:`MARK_CONTRAST` (see :class:`MarkColours`).
    Pure: the result depends on the arguments only (and is cached).
    """
    return _mark_colours(accent.rgb(), face.rgb(), felt.rgb(), bool(high_contrast))


@lru_cache(maxsize=64)
def _mark_colours(accent: int, face: int, felt: int, pure: bool) -> MarkColours:
    a, f, t = QColor.fromRgb(accent), QColor.fromRgb(face), QColor.fromRgb(felt)
    line = legible(a, [f, FACE_FLOOR], pure=pure)
    edge = _reach(a, [t, line], MARK_CONTRAST, pure)
    if edge is None:
        edge = legible(a, [t], pure=pure)
    return MarkColours(line=line, halo=QColor(f), edge=edge)


def palette_looks_high_contrast(palette: QPalette) -> bool:
    """True when ``palette`` (its Active group) is high-contrast through and through.

    That is: Window/WindowText, Base/Text and Button/ButtonText each have a
    contrast ratio of at least 19:1 (black and white, or yellow on black), and
    Highlight/HighlightedText at least 7:1 — as in Windows' High Contrast
    Black and White. (A merely dark theme, white on #202020, is 16:1.) Two roles are not enough: Qt's gtk3 platform theme gives GNOME's
    default Adwaita a white (or #f6f5f4) Window, Base and Button with black
    text, which passes the first three tests, but a mid-blue Highlight
    (#3584e4, 5.9:1 with its HighlightedText). GNOME's own HighContrast theme
    looks much the same through that platform theme (a blue Highlight too), so
    it is recognised by the desktop's preference instead
    (:func:`high_contrast_wanted`).
    """
    g = QPalette.ColorGroup.Active
    R = QPalette.ColorRole

    def ratio(a: QPalette.ColorRole, b: QPalette.ColorRole) -> float:
        return contrast_ratio(palette.color(g, a), palette.color(g, b))

    return (
        ratio(R.Window, R.WindowText) >= 19.0
        and ratio(R.Base, R.Text) >= 19.0
        and ratio(R.Button, R.ButtonText) >= 19.0
        and ratio(R.Highlight, R.HighlightedText) >= 7.0
    )


def _desktop_contrast_preference() -> object | None:
    """The running application's ``QStyleHints.accessibility().contrastPreference()``
    (Qt 6.10+), or None without an application or on an older Qt."""
    app = QGuiApplication.instance()
    if app is None:
        return None
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    if accessibility is None:
        return None
    try:
        return accessibility().contrastPreference()
    except (AttributeError, RuntimeError):
        return None


def _names_high_contrast_theme(name: str) -> bool:
    n = name.strip().lower()
    squeezed = n.replace("-", "").replace("_", "").replace(" ", "")
    return "highcontrast" in squeezed or n.endswith("-hc") or "-hc-" in n or n.endswith(":hc")


def high_contrast_wanted(
    palette: QPalette,
    *,
    preference: object | None = None,
    environ: Mapping[str, str] | None = None,
) -> bool:
    """Whether the board should take its high-contrast look for ``palette``.

    Decided in this order:

    1. ``SCORPION_HIGH_CONTRAST`` in ``environ`` set to 1/true/yes/on or
       0/false/no/off decides.
    2. ``preference`` (a ``Qt.ContrastPreference``; None: the running
       application's ``QStyleHints.accessibility().contrastPreference()``, Qt
       6.10+, which follows GNOME's and Windows' high-contrast switches) equal
       to ``HighContrast``: yes.
    3. ``GTK_THEME`` in ``environ`` naming a high-contrast GTK theme
       (``HighContrast``, ``HighContrastInverse``, ``…-hc``): yes.
    4. Otherwise :func:`palette_looks_high_contrast` — so GNOME's default
       light theme, black on white, is not taken for high contrast.

    ``environ`` defaults to ``os.environ``. With both keywords given the
    result depends on the arguments only.
    """
    env = os.environ if environ is None else environ
    forced = env.get("SCORPION_HIGH_CONTRAST", "").strip().lower()
    if forced in ("1", "true", "yes", "on"):
        return True
    if forced in ("0", "false", "no", "off"):
        return False
    if preference is None:
        preference = _desktop_contrast_preference()
    high = getattr(getattr(Qt, "ContrastPreference", None), "HighContrast", None)
    if high is not None and preference == high:
        return True
    if _names_high_contrast_theme(env.get("GTK_THEME", "")):
        return True
    return palette_looks_high_contrast(palette)


@dataclass(frozen=True, eq=False)
class CardPalette:
    """Colours for card art. Build it with :meth:`from_palette` (or use the default).

    Card faces (``face``, ``face_border``, ``red``, ``black``) stay light with
    dark ink in every theme; ``table_ink`` (slot outlines and labels) follows
    the application palette; ``highlight`` is the desktop's accent, from which
    :meth:`marks` makes the colours of highlight marks legible on ``face`` and
    on ``felt`` (the board's table colour, see ``themes.board_felt``).
    ``high_contrast`` makes outlines thicker and the faces pure black and white.

    Treat the colours as read-only: equality and hashing use :meth:`key`.
    """

    face: QColor
    face_border: QColor
    red: QColor
    black: QColor
    back: QColor
    back_pattern: QColor
    table_ink: QColor
    highlight: QColor
    high_contrast: bool = False
    felt: QColor = field(default_factory=lambda: QColor(DEFAULT_FELT))

    @classmethod
    def default(cls) -> CardPalette:
        """The palette for a light desktop theme on the green felt, without asking Qt."""
        return cls(
            face=QColor("#fdfdfb"),
            face_border=QColor("#4d4d4d"),
            red=QColor("#c4001d"),
            black=QColor("#141414"),
            back=QColor("#1d4f91"),
            back_pattern=QColor("#7fa7dc"),
            table_ink=QColor("#202020"),
            highlight=QColor("#2a6fdb"),
        )

    @classmethod
    def from_palette(
        cls,
        palette: QPalette,
        *,
        high_contrast: bool | None = None,
        felt: QColor | None = None,
    ) -> CardPalette:
        """Card colours for a Qt palette (light, dark or high-contrast).

        ``table_ink`` is ``WindowText``; ``highlight`` is ``Highlight``.
        ``high_contrast`` defaults to :func:`high_contrast_wanted` (the
        desktop's contrast preference, ``GTK_THEME``, then the palette's
        roles). ``felt`` is the colour of the table under the cards (None:
        ``Window`` when high-contrast, as the board does, else
        :data:`DEFAULT_FELT`); :meth:`with_felt` replaces it.
        """
        window = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Window)
        text = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText)
        hl = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)
        if high_contrast is None:
            high_contrast = high_contrast_wanted(palette)
        if felt is None:
            felt = window if high_contrast else DEFAULT_FELT
        base = cls.default()
        if high_contrast:
            return cls(
                face=QColor("#ffffff"),
                face_border=QColor("#000000"),
                red=QColor("#b00000"),
                black=QColor("#000000"),
                back=QColor("#000000"),
                back_pattern=QColor("#ffffff"),
                table_ink=QColor(text),
                highlight=QColor(hl),
                high_contrast=True,
                felt=QColor(felt),
            )
        return cls(
            face=base.face,
            face_border=base.face_border,
            red=base.red,
            black=base.black,
            back=base.back,
            back_pattern=base.back_pattern,
            table_ink=QColor(text),
            highlight=QColor(hl),
            high_contrast=False,
            felt=QColor(felt),
        )

    def with_felt(self, felt: QColor) -> CardPalette:
        """This palette on the table colour ``felt`` (an opaque QColor)."""
        return replace(self, felt=QColor(felt))

    def marks(self) -> MarkColours:
        """The colours of highlight marks on this palette's face and felt
        (:func:`mark_colours`)."""
        return mark_colours(self.highlight, self.face, self.felt, high_contrast=self.high_contrast)

    def key(self) -> tuple[int, ...]:
        """A hashable summary of every colour and flag."""
        return (
            self.face.rgba(),
            self.face_border.rgba(),
            self.red.rgba(),
            self.black.rgba(),
            self.back.rgba(),
            self.back_pattern.rgba(),
            self.table_ink.rgba(),
            self.highlight.rgba(),
            int(self.high_contrast),
            self.felt.rgba(),
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardPalette) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def ink(self, suit: Suit) -> QColor:
        """The colour suit symbols and ranks of ``suit`` are drawn in."""
        return self.red if suit.is_red else self.black


_DEFAULT_PALETTE: CardPalette | None = None


def _palette(palette: CardPalette | None) -> CardPalette:
    global _DEFAULT_PALETTE
    if palette is not None:
        return palette
    if _DEFAULT_PALETTE is None:
        _DEFAULT_PALETTE = CardPalette.default()
    return _DEFAULT_PALETTE


# --------------------------------------------------------------------------
# Geometry helpers


def card_size(width: float) -> QSizeF:
    """The size (logical pixels) of a card ``width`` logical pixels wide."""
    return QSizeF(width, width * CARD_ASPECT)


def _radius(w: float) -> float:
    return w * 0.07


def _card_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    r = _radius(rect.width())
    path.addRoundedRect(rect, r, r)
    return path


def _border_width(w: float, pal: CardPalette) -> float:
    return max(1.0, w * (0.022 if pal.high_contrast else 0.011))


# --------------------------------------------------------------------------
# Suit shapes, in a unit box (0..1 by 0..1), built once


@lru_cache(maxsize=None)
def suit_path(suit: Suit) -> QPainterPath:
    """The outline of ``suit``'s symbol in the unit box (x and y from 0 to 1).

    Spade: a pointed leaf with a flared stem; heart: two round lobes and a
    point; diamond: a narrow rhombus with slightly curved sides; club: three
    round leaves and a stem. Fill with ``Qt.WindingFill`` (the default here).
    """
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    if suit is Suit.HEARTS:
        p.moveTo(0.5, 0.24)
        p.cubicTo(0.42, 0.04, 0.22, 0.0, 0.11, 0.05)
        p.cubicTo(-0.04, 0.13, -0.02, 0.38, 0.1, 0.52)
        p.cubicTo(0.22, 0.68, 0.42, 0.8, 0.5, 1.0)
        p.cubicTo(0.58, 0.8, 0.78, 0.68, 0.9, 0.52)
        p.cubicTo(1.02, 0.38, 1.04, 0.13, 0.89, 0.05)
        p.cubicTo(0.78, 0.0, 0.58, 0.04, 0.5, 0.24)
        p.closeSubpath()
    elif suit is Suit.SPADES:
        p.moveTo(0.5, 0.0)
        p.cubicTo(0.42, 0.16, 0.22, 0.3, 0.1, 0.42)
        p.cubicTo(-0.04, 0.56, 0.0, 0.8, 0.2, 0.81)
        p.cubicTo(0.32, 0.82, 0.42, 0.76, 0.47, 0.7)
        p.cubicTo(0.46, 0.84, 0.4, 0.94, 0.28, 1.0)
        p.lineTo(0.72, 1.0)
        p.cubicTo(0.6, 0.94, 0.54, 0.84, 0.53, 0.7)
        p.cubicTo(0.58, 0.76, 0.68, 0.82, 0.8, 0.81)
        p.cubicTo(1.0, 0.8, 1.04, 0.56, 0.9, 0.42)
        p.cubicTo(0.78, 0.3, 0.58, 0.16, 0.5, 0.0)
        p.closeSubpath()
    elif suit is Suit.DIAMONDS:
        p.moveTo(0.5, 0.0)
        p.quadTo(0.64, 0.28, 0.88, 0.5)
        p.quadTo(0.64, 0.72, 0.5, 1.0)
        p.quadTo(0.36, 0.72, 0.12, 0.5)
        p.quadTo(0.36, 0.28, 0.5, 0.0)
        p.closeSubpath()
    else:  # clubs
        r = 0.225
        for cx, cy in ((0.5, 0.235), (0.255, 0.585), (0.745, 0.585)):
            p.addEllipse(QPointF(cx, cy), r, r)
        # The centre between the leaves, and the stem.
        p.addEllipse(QPointF(0.5, 0.52), 0.12, 0.12)
        stem = QPainterPath()
        stem.moveTo(0.46, 0.5)
        stem.cubicTo(0.46, 0.78, 0.4, 0.92, 0.27, 1.0)
        stem.lineTo(0.73, 1.0)
        stem.cubicTo(0.6, 0.92, 0.54, 0.78, 0.54, 0.5)
        stem.closeSubpath()
        p.addPath(stem)
        p = p.simplified()
    return p


def _draw_unit_path(painter: QPainter, path: QPainterPath, box: QRectF, color: QColor) -> None:
    """Fill a unit-box ``path`` stretched over ``box``."""
    painter.save()
    painter.translate(box.left(), box.top())
    painter.scale(box.width(), box.height())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(path)
    painter.restore()


# Width / height of each suit symbol's box: the shapes are drawn in boxes of
# these proportions so each looks natural.
_SUIT_ASPECT = {Suit.SPADES: 0.86, Suit.HEARTS: 0.95, Suit.DIAMONDS: 0.8, Suit.CLUBS: 0.95}


def _suit_box(center: QPointF, height: float, suit: Suit) -> QRectF:
    w = height * _SUIT_ASPECT[suit]
    return QRectF(center.x() - w / 2, center.y() - height / 2, w, height)


def suit_box(suit: Suit, center: QPointF, height: float) -> QRectF:
    """The box :func:`paint_suit` fills with ``suit``'s shape: ``height``
    (scaled as the card pips are, so the four weigh alike) centred on ``center``."""
    return _suit_box(center, height * _SUIT_SCALE[suit], suit)


def paint_suit(painter: QPainter, suit: Suit, center: QPointF, height: float, color: QColor) -> None:
    """Fill ``suit``'s symbol about ``height`` tall, centred on ``center``,
    in ``color``: the shape the card pips use (:func:`suit_path`), so it
    shows whatever fonts are installed (no glyph of ♠♥♦♣ is needed)."""
    _draw_unit_path(painter, suit_path(suit), suit_box(suit, center, height), color)


# --------------------------------------------------------------------------
# Rank labels as glyph outlines, normalised to cap height 1 and baseline 0


_FONT_PIXELS = 200


def _rank_font() -> QFont:
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif, QFont.StyleStrategy.PreferOutline)
    font.setFamilies(["DejaVu Sans", "Sans Serif"])
    font.setBold(True)
    font.setPixelSize(_FONT_PIXELS)
    return font


# The index letters follow the language: their table and rank_label() live
# with the other card words in scorpion_qt.app.lang.texts.
_rank_label = rank_label


@lru_cache(maxsize=None)
def _text_path(text: str) -> tuple[QPainterPath, float]:
    """``text`` as a path with baseline at y=0 and cap height 1; and its width.

    Wide labels ("10") are condensed to at most 1.45 cap heights.
    """
    font = _rank_font()
    ref = QPainterPath()
    ref.addText(QPointF(0, 0), font, "H")
    cap = -ref.boundingRect().top() or float(_FONT_PIXELS) * 0.73
    raw = QPainterPath()
    raw.addText(QPointF(0, 0), font, text)
    bounds = raw.boundingRect()
    scale = 1.0 / cap
    width = bounds.width() * scale
    squeeze = min(1.0, 1.45 / width) if len(text) > 1 else 1.0
    t = QTransform()
    t.scale(scale * squeeze, scale)
    t.translate(-bounds.left(), 0)
    return t.map(raw), width * squeeze


def _draw_text(
    painter: QPainter, text: str, left: float, baseline: float, cap: float, color: QColor
) -> float:
    """Draw ``text`` with cap height ``cap`` at (``left``, ``baseline``); return its width."""
    path, width = _text_path(text)
    painter.save()
    painter.translate(left, baseline)
    painter.scale(cap, cap)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(path)
    painter.restore()
    return width * cap


def _text_width(text: str, cap: float) -> float:
    return _text_path(text)[1] * cap


# --------------------------------------------------------------------------
# Faces


# Corner index geometry, as fractions of the card width.
_INDEX_TOP = 0.055
_INDEX_CAP = 0.215
_INDEX_LEFT = 0.07
_INDEX_GAP = 0.03
_INDEX_SUIT = 0.215
# The narrow diamond is drawn a little taller so it weighs as much as the others.
_SUIT_SCALE = {Suit.SPADES: 1.0, Suit.HEARTS: 0.95, Suit.DIAMONDS: 1.12, Suit.CLUBS: 1.0}


def _paint_index(painter: QPainter, rect: QRectF, card: Card, ink: QColor) -> None:
    """Rank then suit symbol, side by side, in the top-left corner of ``rect``."""
    w = rect.width()
    cap = w * _INDEX_CAP
    baseline = rect.top() + w * _INDEX_TOP + cap
    left = rect.left() + w * _INDEX_LEFT
    label = _rank_label(card.rank)
    tw = _draw_text(painter, label, left, baseline, cap, ink)
    sh = w * _INDEX_SUIT * _SUIT_SCALE[card.suit]
    box = _suit_box(QPointF(0, baseline - cap / 2), sh, card.suit)
    box.moveLeft(left + tw + w * _INDEX_GAP)
    _draw_unit_path(painter, suit_path(card.suit), box, ink)


def paint_face(
    painter: QPainter,
    rect: QRectF,
    card: Card,
    *,
    palette: CardPalette | None = None,
    highlighted: bool = False,
) -> None:
    """Draw ``card`` face up filling ``rect`` (logical pixels, height ≈ width × CARD_ASPECT).

    Draws the rounded card with its border, the corner index (rank and suit
    symbol) in the top :data:`INDEX_FRACTION` of the card, a big suit symbol
    with the rank above it in the middle, and the index again turned upside
    down in the bottom-right corner. ``highlighted`` thickens the border in
    the mark ``line`` colour (3:1 against the face, :meth:`CardPalette.marks`)
    and tints the face with it.

    The painter's state (pen, brush, transform, render hints) is restored.
    """
    pal = _palette(palette)
    w, h = rect.width(), rect.height()
    ink = pal.ink(card.suit)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)

    bw = _border_width(w, pal)
    if highlighted:
        bw = max(2.0, w * 0.035)
    inner = rect.adjusted(bw / 2, bw / 2, -bw / 2, -bw / 2)
    line = pal.marks().line if highlighted else pal.face_border
    face = _mix(pal.face, line, 0.16) if highlighted else pal.face
    painter.setPen(QPen(line, bw))
    painter.setBrush(face)
    r = _radius(w)
    painter.drawRoundedRect(inner, r, r)

    _paint_index(painter, rect, card, ink)

    # Middle: the rank over a big suit symbol, between the two indexes.
    label = _rank_label(card.rank)
    top = rect.top() + h * FAN_CLEAR
    bottom = rect.bottom() - h * FAN_CLEAR
    avail = bottom - top
    if card.rank > 10:
        # Court cards get a framed, lightly tinted middle.
        frame = QRectF(rect.left() + w * 0.16, top, w * 0.68, avail)
        tint = QColor(ink)
        tint.setAlphaF(0.08)
        painter.setBrush(tint)
        painter.setPen(QPen(ink, max(1.0, w * 0.014)))
        painter.drawRoundedRect(frame, w * 0.04, w * 0.04)
        top += w * 0.05
        avail -= w * 0.1
    cap = avail * 0.34
    pip_h = avail * 0.52 * _SUIT_SCALE[card.suit]
    gap = avail * 0.1
    block = cap + gap + pip_h
    y0 = top + (avail - block) / 2
    tw = _text_width(label, cap)
    _draw_text(painter, label, rect.center().x() - tw / 2, y0 + cap, cap, ink)
    box = _suit_box(QPointF(rect.center().x(), y0 + cap + gap + pip_h / 2), pip_h, card.suit)
    _draw_unit_path(painter, suit_path(card.suit), box, ink)

    # The bottom-right index, turned half a turn around the card's centre.
    c = rect.center()
    painter.translate(c)
    painter.rotate(180)
    painter.translate(-c)
    _paint_index(painter, rect, card, ink)
    painter.restore()


STRIP_INDEX_MIN: float = 7.0
"""The thinnest strip of a covered card (px) that gets an index of its own
(:func:`paint_strip_index`): below it no letter is legible, and a column
tightens that far only inside a same-suit run in order, whose ends keep
their whole index."""


def paint_strip_index(
    painter: QPainter, rect: QRectF, card: Card, strip: float, *, palette: CardPalette | None = None, inset: float = 0.0
) -> None:
    """Redraw the corner index of face-up ``card`` (filling ``rect``) to fit
    the ``strip`` px at its top that a covering card leaves visible: the top
    of the face is painted over in the face colour (inside the border) and
    the rank and suit symbol are drawn there, side by side, as tall as the
    strip allows. rules.md §7: covered cards show their corner (rank and
    suit) above the card covering them; a long column's strips are thinner
    than the deck's own index (:data:`layout.WHOLE_INDEX`), which would show
    only its top. Works over either deck (the classic deck's art is covered
    by the band). ``inset`` (px) keeps the band clear of marks drawn that far
    in over the face. The painter's state is restored."""
    pal = _palette(palette)
    w = rect.width()
    ink = pal.ink(card.suit)
    bw = _border_width(w, pal)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    edge = bw + inset
    inner = rect.adjusted(edge, edge, -edge, -edge)
    # Down to a little below the strip (hidden by the covering card), so no
    # edge of the deck's own index shows at the strip's foot.
    band = QRectF(inner.left(), inner.top(), inner.width(), max(0.0, rect.top() + strip + 2 - inner.top()))
    r = max(0.0, _radius(w) - edge)
    clip = QPainterPath()
    clip.addRoundedRect(inner, r, r)
    painter.setClipPath(clip)
    painter.fillRect(band, pal.face)
    painter.setClipping(False)
    pad = max(0.8, strip * 0.1)
    cap = min(w * _INDEX_CAP, max(1.0, strip - 2 * pad) * 0.85)
    # Room under the baseline for the J's tail, none of it under the covering card.
    baseline = rect.top() + min(strip - pad - 0.18 * cap, (strip + cap) / 2)
    left = rect.left() + w * _INDEX_LEFT
    tw = _draw_text(painter, _rank_label(card.rank), left, baseline, cap, ink)
    sh = cap * (_INDEX_SUIT / _INDEX_CAP) * _SUIT_SCALE[card.suit]
    box = _suit_box(QPointF(0, baseline - cap / 2), min(sh, strip - pad), card.suit)
    box.moveLeft(left + tw + w * _INDEX_GAP)
    _draw_unit_path(painter, suit_path(card.suit), box, ink)
    painter.restore()


# --------------------------------------------------------------------------
# Backs


def paint_back(painter: QPainter, rect: QRectF, *, palette: CardPalette | None = None) -> None:
    """Draw a face-down card filling ``rect`` (logical pixels).

    The same lattice pattern for every card: nothing tells one card from
    another. The painter's state is restored.
    """
    pal = _palette(palette)
    w = rect.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    bw = _border_width(w, pal)
    outer = rect.adjusted(bw / 2, bw / 2, -bw / 2, -bw / 2)
    r = _radius(w)
    painter.setPen(QPen(pal.face_border, bw))
    painter.setBrush(pal.face)
    painter.drawRoundedRect(outer, r, r)

    m = w * 0.07
    inner = rect.adjusted(m, m, -m, -m)
    ir = r * 0.55
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.back)
    painter.drawRoundedRect(inner, ir, ir)

    clip = QPainterPath()
    clip.addRoundedRect(inner, ir, ir)
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    # Diagonal lattice: spacing relative to the width, centred on the card.
    pen_w = max(0.8, w * 0.018)
    painter.setPen(QPen(pal.back_pattern, pen_w))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLines(lattice_lines(inner, w / 7.0, pen_w, cut=_narrowed(painter.deviceTransform())))
    # A medallion in the middle with a spade.
    rad = w * 0.2
    painter.setPen(QPen(pal.back_pattern, max(1.0, w * 0.025)))
    painter.setBrush(pal.back)
    painter.drawEllipse(inner.center(), rad, rad)
    box = _suit_box(inner.center(), rad * 1.1, Suit.SPADES)
    _draw_unit_path(painter, suit_path(Suit.SPADES), box, pal.back_pattern)
    painter.restore()


def lattice_lines(inner: QRectF, step: float, pen_width: float, *, cut: bool = False) -> list[QLineF]:
    """The back's diagonal lattice over ``inner``: lines at 45° both ways,
    ``step`` apart along the width, centred on ``inner``'s centre, each
    crossing the whole card (a clip to the rounded inner shape keeps their
    inner part); with ``cut``, each is cut to ``inner`` grown by
    ``pen_width`` instead.

    A turning card is drawn under a narrowing (a scale in x only), where
    stroking costs in proportion to the lines' length: 96 ms per back for
    the whole lines on a 139 px card here, 1.2 ms cut (issue 25). Flat,
    :func:`paint_back` draws the whole lines, whose pixels are the back's
    as it always was (cut lines start their antialiasing elsewhere: up to 3
    levels apart, and a thin lattice on a tiny card shifts by a pixel)."""
    cx, cy = inner.center().x(), inner.center().y()
    span = inner.width() + inner.height()
    n = int(span / step) + 2
    if not cut:
        lines = []
        for i in range(-n, n + 1):
            off = i * step
            lines.append(QLineF(cx + off - span, cy - span, cx + off + span, cy + span))
            lines.append(QLineF(cx + off + span, cy - span, cx + off - span, cy + span))
        return lines
    box = inner.adjusted(-pen_width, -pen_width, pen_width, pen_width)
    top, bottom, left, right = box.top(), box.bottom(), box.left(), box.right()
    lines = []
    for i in range(-n, n + 1):
        x0 = cx + i * step  # where both lines of this pair cross the centre's row
        for slope in (1.0, -1.0):
            # The line x = x0 + slope * (y - cy), kept where left <= x <= right
            # and top <= y <= bottom.
            ya = cy + (left - x0) / slope
            yb = cy + (right - x0) / slope
            y1, y2 = max(top, min(ya, yb)), min(bottom, max(ya, yb))
            if y1 < y2:
                lines.append(QLineF(x0 + slope * (y1 - cy), y1, x0 + slope * (y2 - cy), y2))
    return lines


def _narrowed(transform: QTransform) -> bool:
    """True when ``transform`` scales x and y apart (a card mid-turn) or shears."""
    return bool(transform.m12() or transform.m21() or abs(abs(transform.m11()) - abs(transform.m22())) > 1e-9)


# --------------------------------------------------------------------------
# Slots and highlights


def _hatch(painter: QPainter, rect: QRectF, color: QColor, width: float) -> None:
    """Diagonal hatching over ``rect`` (clipped to the card shape)."""
    painter.save()
    painter.setClipPath(_card_path(rect), Qt.ClipOperation.IntersectClip)
    step = rect.width() / 6.0
    pen = QPen(color, width)
    painter.setPen(pen)
    lines = QPainterPath()
    h = rect.height()
    x = rect.left() - h
    while x < rect.right():
        lines.moveTo(x, rect.bottom())
        lines.lineTo(x + h, rect.top())
        x += step
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(lines)
    painter.restore()


def _mark_edge(w: float) -> float:
    """Width (logical px) of each of a mark's two edge rings, for a card ``w`` px wide."""
    return max(1.0, w * 0.015)


def _mark_stroke(w: float, kind: str) -> float:
    """Width of a mark's stroke between its edges: the thick line, or for
    ``"focus"`` its two thin lines and the gap between them."""
    if kind == "focus":
        return 3 * max(1.5, w * 0.022)
    return max(3.0, w * 0.055)


def mark_width(width: float, kind: str) -> float:
    """How far (logical px) a :func:`paint_highlight` mark of ``kind`` reaches
    in from the edge of a rect ``width`` logical px wide: its edge ring, its
    stroke and its inner edge ring. Raises ``ValueError`` for an unknown kind."""
    if kind not in HIGHLIGHT_KINDS:
        raise ValueError(f"unknown highlight kind {kind!r}; expected one of {HIGHLIGHT_KINDS}")
    return _mark_stroke(width, kind) + 2 * _mark_edge(width)


def _ring(painter: QPainter, rect: QRectF, inset: float, width: float, r: float, pen: QPen) -> None:
    """Stroke a ring ``width`` wide whose outer side lies ``inset`` in from
    ``rect``, its corners concentric with a card of corner radius ``r``."""
    d = inset + width / 2
    box = rect.adjusted(d, d, -d, -d)
    pen.setWidthF(width)
    painter.setPen(pen)
    rr = max(0.0, r - d)
    painter.drawRoundedRect(box, rr, rr)


def paint_slot(
    painter: QPainter,
    rect: QRectF,
    *,
    label: str = "",
    label_at: float = 0.5,
    highlighted: bool = False,
    palette: CardPalette | None = None,
    suit: Suit | None = None,
) -> None:
    """Draw an empty place for a card (column, foundation, talon) in ``rect``.

    A rounded outline in the palette's table ink with a faint fill, and
    ``label`` (a few characters, e.g. ``"K"``) centred across, its centre at
    ``label_at`` card heights from the top (0.5: the middle). ``highlighted``
    draws a thick outline in the mark ``line`` colour between two rings of the
    mark ``edge`` colour, and hatches the inside in the ``edge`` colour (see
    :class:`MarkColours`: both have 3:1 against the felt, so the state shows
    on any felt and without colour); the label then sits on a ``halo`` chip.
    ``suit`` (a foundation) draws that suit's shape (:func:`paint_suit`, no
    font) where the label would be, in place of ``label``.
    The painter's state is restored.
    """
    pal = _palette(palette)
    w = rect.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    r = _radius(w)
    fill = QColor(pal.table_ink)
    fill.setAlphaF(0.10 if not pal.high_contrast else 0.0)
    if highlighted:
        mc = pal.marks()
        bw = max(3.0, w * 0.05)
        e = _mark_edge(w)
        band = bw + 2 * e
        inner = rect.adjusted(band / 2, band / 2, -band / 2, -band / 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(inner, r, r)
        _hatch(painter, inner, mc.edge, max(1.0, w * 0.02))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        _ring(painter, rect, 0.0, band, r, QPen(mc.edge))
        _ring(painter, rect, e, bw, r, QPen(mc.line))
        ink, chip = mc.line, mc.halo
    else:
        bw = max(1.0, w * (0.03 if pal.high_contrast else 0.018))
        inner = rect.adjusted(bw / 2, bw / 2, -bw / 2, -bw / 2)
        ink = QColor(pal.table_ink)
        if not pal.high_contrast:
            ink.setAlphaF(0.55)
        chip = None
        painter.setBrush(fill)
        painter.setPen(QPen(ink, bw))
        painter.drawRoundedRect(inner, r, r)
    if suit is not None:
        height = min(w * 0.38, rect.height() * min(label_at, 1 - label_at) * 1.6)
        c = QPointF(rect.center().x(), rect.top() + rect.height() * label_at)
        box = suit_box(suit, c, height)
        if chip is not None:
            pad = height * 0.2
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(chip)
            painter.drawRoundedRect(box.adjusted(-pad, -pad, pad, pad), pad, pad)
        paint_suit(painter, suit, c, height, ink)
    elif label:
        cap = min(w * 0.3, w * 0.75 / max(1.0, _text_width(label, 1.0)))
        cap = min(cap, rect.height() * min(label_at, 1 - label_at) * 1.4)
        tw = _text_width(label, cap)
        c = QPointF(rect.center().x(), rect.top() + rect.height() * label_at)
        if chip is not None:
            # A chip behind the label keeps it readable over the hatching.
            halo = QRectF(c.x() - tw / 2 - cap * 0.3, c.y() - cap * 0.8, tw + cap * 0.6, cap * 1.6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(chip)
            painter.drawRoundedRect(halo, cap * 0.3, cap * 0.3)
        _draw_text(painter, label, c.x() - tw / 2, c.y() + cap / 2, cap, ink)
    painter.restore()


def paint_highlight(
    painter: QPainter,
    rect: QRectF,
    kind: str,
    *,
    palette: CardPalette | None = None,
) -> None:
    """Draw a highlight mark of ``kind`` just inside ``rect`` (logical px: a
    card's rect, or a column's outline), :func:`mark_width` deep.

    Kinds (see :data:`HIGHLIGHT_KINDS`) are told apart by the shape of their
    stroke, not by colour: ``"selected"`` a solid thick line (and a light tint
    inside), ``"target"`` dashed, ``"hint"`` dotted, ``"focus"`` a double line.
    The stroke, in the ``line`` colour of :meth:`CardPalette.marks`, lies on
    the ``halo`` (the face colour) so its dashes, dots or two lines show in any
    palette; a thin solid ring of the ``edge`` colour runs along each side of
    it. So the line has 3:1 against the card face and the edges 3:1 against the
    felt (:class:`MarkColours`): a mark over a card, over a column straddling
    the felt, or round an empty column shows against what it lies on. Raises
    ``ValueError`` for an unknown kind. The painter's state is restored.
    """
    if kind not in HIGHLIGHT_KINDS:
        raise ValueError(f"unknown highlight kind {kind!r}; expected one of {HIGHLIGHT_KINDS}")
    pal = _palette(palette)
    mc = pal.marks()
    w = rect.width()
    r = _radius(w)
    e = _mark_edge(w)
    stroke = _mark_stroke(w, kind)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    # The edge colour under the whole band: the two edge rings, and what a
    # flat cap or a round dot leaves of the band's sides.
    _ring(painter, rect, 0.0, stroke + 2 * e, r, QPen(mc.edge))
    if kind == "focus":
        thin = stroke / 3
        _ring(painter, rect, e, stroke, r, QPen(mc.halo))
        _ring(painter, rect, e, thin, r, QPen(mc.line))
        _ring(painter, rect, e + 2 * thin, thin, r, QPen(mc.line))
    else:
        if kind == "selected":  # solid, with a light tint inside
            tint = QColor(mc.line)
            tint.setAlphaF(0.14)
            d = 2 * e + stroke  # inside the inner edge ring
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tint)
            painter.drawRoundedRect(rect.adjusted(d, d, -d, -d), max(0.0, r - d), max(0.0, r - d))
            painter.restore()
        else:
            _ring(painter, rect, e, stroke, r, QPen(mc.halo))
        pen = QPen(mc.line)
        if kind == "target":
            pen.setStyle(Qt.PenStyle.CustomDashLine)
            pen.setDashPattern([2.2, 1.2])
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        elif kind == "hint":
            pen.setStyle(Qt.PenStyle.CustomDashLine)
            pen.setDashPattern([0.01, 1.6])
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        _ring(painter, rect, e, stroke, r, pen)
    painter.restore()


