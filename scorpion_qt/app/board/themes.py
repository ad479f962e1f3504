"""Card themes: how faces and backs are drawn, and the felt under them.

Two kinds of theme:

* :class:`VectorTheme` ("accessible"): the project's own vector deck from
  :mod:`scorpion_qt.app.board.cardart` — large indexes, suits told apart by shape,
  high-contrast palettes honoured. It is the default, because it stays the most
  legible when a column is fanned tightly and is the one screen-reader users'
  helpers recognise from the help and the README.
* :class:`SvgDeckTheme`: a classic deck with court-card art, drawn from one SVG
  file through QtSvg. The deck bundled with the game is *Tigullio
  International* by Luciano Montanaro (LGPL-2.1-or-later, from KDE's card
  decks); decks installed by desktops are found too: KDE's
  ``/usr/share/carddecks/svg-*/index.desktop`` (``SVG=`` names the file) and
  Aisleriot's ``/usr/share/aisleriot/cards/*.svg[z]``. Both use the same
  element names — ``1_club`` … ``10_spade``, ``jack_heart``, ``queen_diamond``,
  ``king_spade`` and ``back`` — and a deck is offered only when all 53 exist.

Units: every ``rect`` is in the painter's logical pixels. A theme draws into
the rectangle it is given (the board's card size, :meth:`CardTheme.aspect`
times as high as wide); the board lays the cards out in each theme's own shape (:meth:`CardTheme.aspect`),
so an SVG card fills its rectangle exactly.

Files: a deck file is read only when it is a regular file (links are resolved
to regular files; devices, FIFOs and folders are skipped) of at most
:data:`MAX_DECK_BYTES`; a deck that QtSvg cannot parse is not offered.

QtSvg is imported only when an SVG theme draws its first card, so start-up with
the default theme does not load it.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPalette

from scorpion_qt.engine.cards import CARDS, Card, Suit

from scorpion_qt.app.board import cardart
from scorpion_qt.app.lang.texts import fmt, translate

if TYPE_CHECKING:
    from scorpion_qt.app.board.cardart import CardPalette

__all__ = [
    "DEFAULT_THEME",
    "FELTS",
    "FELT_TINT",
    "MAX_DECK_BYTES",
    "CardTheme",
    "SvgDeckTheme",
    "VectorTheme",
    "available_themes",
    "board_felt",
    "element_name",
    "felt_color",
    "felt_name",
    "paint_card",
    "theme_by_id",
]

MAX_DECK_BYTES = 8 * 1024 * 1024
"""Largest deck file read (bytes); KDE's largest deck is about 1 MiB compressed."""

DEFAULT_THEME = "accessible"

_RANK_NAMES = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
_SUIT_NAMES = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond", Suit.CLUBS: "club"}

BUNDLED_DECK = Path(__file__).resolve().parents[2] / "resources" / "cards" / "tigullio-international.svgz"
"""The classic deck shipped with the game (LGPL-2.1-or-later, Luciano Montanaro)."""

SYSTEM_DECK_DIRS = (Path("/usr/share/carddecks"), Path("/usr/share/aisleriot/cards"))
"""Where desktops install SVG card decks (KDE, Aisleriot)."""

FELTS: dict[str, tuple[int, int, int] | None] = {
    "system": None,
    "green": (0x1E, 0x6B, 0x3A),
    "blue": (0x1F, 0x4E, 0x79),
    "red": (0x6E, 0x1F, 0x2B),
    "grey": (0x4A, 0x4F, 0x55),
}
"""Felt choices: key → RGB (None: the desktop palette's window colour, tinted green)."""


def element_name(card: Card) -> str:
    """The SVG element id of ``card`` in KDE/Aisleriot decks, e.g. ``"10_heart"``, ``"queen_spade"``."""
    return f"{_RANK_NAMES[card.rank - 1]}_{_SUIT_NAMES[card.suit]}"


def felt_color(key: str) -> QColor | None:
    """The felt colour for a :data:`FELTS` key (None: follow the desktop palette; unknown keys too)."""
    rgb = FELTS.get(key)
    return QColor(*rgb) if rgb is not None else None


FELT_TINT = (QColor(40, 120, 60), 0.22)
"""The "system" felt: the window colour moved this fraction towards this green."""


def board_felt(key: str, palette: QPalette, high_contrast: bool) -> QColor:
    """The colour of the board's table for the felt ``key`` (a :data:`FELTS` key).

    The named felt's colour, unless ``high_contrast`` or the key is "system"
    (or unknown): then ``palette``'s ``Window`` colour, as it is in a
    high-contrast palette, else tinted towards green (:data:`FELT_TINT`).
    The same choice ``BoardView._apply_background`` makes; pass the result to
    ``CardPalette.with_felt`` so highlight marks contrast with it.
    """
    felt = felt_color(key)
    if felt is not None and not high_contrast:
        return felt
    window = palette.color(QPalette.ColorRole.Window)
    if high_contrast:
        return QColor(window)
    green, t = FELT_TINT
    return QColor.fromRgbF(
        window.redF() + (green.redF() - window.redF()) * t,
        window.greenF() + (green.greenF() - window.greenF()) * t,
        window.blueF() + (green.blueF() - window.blueF()) * t,
    )


def felt_name(key: str) -> str:
    """The translated name of a felt (the key itself when unknown)."""
    names = {
        "system": translate("Themes", "Follow the desktop"),
        "green": translate("Themes", "Green baize"),
        "blue": translate("Themes", "Blue"),
        "red": translate("Themes", "Burgundy"),
        "grey": translate("Themes", "Grey"),
    }
    return names.get(key, key)


class CardTheme:
    """What the board needs from a theme: an id, a translated name, faces and backs.

    ``back`` selects the card back: ``"theme"`` (the deck's own) or
    ``"pattern"`` (the vector back of the accessible deck, which a face-down
    card in a fanned column shows by its hatched edge)."""

    id: str = ""

    def name(self) -> str:
        """The theme's name in the player's language."""
        raise NotImplementedError

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card, palette: CardPalette | None) -> None:
        """Draw ``card`` face up filling ``rect`` (logical px)."""
        raise NotImplementedError

    def paint_back(self, painter: QPainter, rect: QRectF, palette: CardPalette | None, back: str = "theme") -> None:
        """Draw a card back filling ``rect`` (logical px)."""
        cardart.paint_back(painter, rect, palette=palette)

    def aspect(self) -> float:
        """Card height / width of this theme's cards."""
        return cardart.CARD_ASPECT

    def cache_key(self) -> str:
        """A string that changes whenever the drawing would (for pixmap caches)."""
        return self.id


class VectorTheme(CardTheme):
    """The accessible vector deck (:mod:`cardart`): large indexes, shapes per suit."""

    id = "accessible"

    def name(self) -> str:
        return translate("Themes", "Accessible (large indexes)")

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card, palette: CardPalette | None) -> None:
        cardart.paint_face(painter, rect, card, palette=palette)


@dataclass
class SvgDeckTheme(CardTheme):
    """A classic deck drawn from one SVG/SVGZ file with KDE/Aisleriot element names.

    ``title`` is the deck's own name (a proper name, not translated);
    ``bundled`` marks the deck shipped with the game, whose name is "Classic"."""

    path: Path
    title: str
    bundled: bool = False
    _renderer: Any = field(default=None, init=False, repr=False, compare=False)
    _broken: bool = field(default=False, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.id = "classic" if self.bundled else f"svg:{self.path}"

    def name(self) -> str:
        if self.bundled:
            return fmt(translate("Themes", "Classic (%1)"), self.title)
        return self.title

    def renderer(self) -> Any:
        """The QSvgRenderer of the deck, loaded once (None when it cannot be used)."""
        if self._renderer is None and not self._broken:
            data = _read_deck(self.path)
            renderer = None
            if data is not None:
                from PySide6.QtSvg import QSvgRenderer  # lazily: only when a classic deck draws

                renderer = QSvgRenderer(data)
                if not renderer.isValid() or not all(
                    renderer.elementExists(e) for e in [*map(element_name, CARDS), "back"]
                ):
                    renderer = None
            if renderer is None:
                self._broken = True
            self._renderer = renderer
        return self._renderer

    def aspect(self) -> float:
        r = self.renderer()
        if r is None:
            return cardart.CARD_ASPECT
        box = r.boundsOnElement("king_heart")
        ratio = box.height() / box.width() if box.width() > 0 else 0.0
        return ratio if 1.0 <= ratio <= 2.0 else cardart.CARD_ASPECT

    def usable(self) -> bool:
        """True when the file parses and holds all 52 faces and a back."""
        return self.renderer() is not None

    def _render(self, painter: QPainter, rect: QRectF, element: str) -> bool:
        r = self.renderer()
        if r is None:
            return False
        box = r.boundsOnElement(element)
        if box.width() <= 0 or box.height() <= 0:
            return False
        target = QRectF(rect)  # the board lays cards out in this deck's own shape (aspect())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        r.render(painter, element, target)
        painter.restore()
        return True

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card, palette: CardPalette | None) -> None:
        if not self._render(painter, rect, element_name(card)):
            cardart.paint_face(painter, rect, card, palette=palette)

    def paint_back(self, painter: QPainter, rect: QRectF, palette: CardPalette | None, back: str = "theme") -> None:
        if back != "theme" or not self._render(painter, rect, "back"):
            cardart.paint_back(painter, rect, palette=palette)


def _read_deck(path: Path) -> bytes | None:
    """The bytes of a deck file, or None when it is not a readable regular file
    of at most :data:`MAX_DECK_BYTES` (symlinks are followed to regular files only)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_DECK_BYTES:
            return None
        chunks = []
        left = MAX_DECK_BYTES + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        return data if len(data) <= MAX_DECK_BYTES else None
    except OSError:
        return None
    finally:
        os.close(fd)


def _kde_decks(folder: Path) -> list[SvgDeckTheme]:
    out: list[SvgDeckTheme] = []
    try:
        entries = sorted(folder.glob("svg-*/index.desktop"))
    except OSError:
        return out
    for index in entries:
        data = _read_deck(index)
        if data is None or len(data) > 256 * 1024:
            continue
        import configparser  # only to read a KDE deck's index

        parser = configparser.ConfigParser(interpolation=None, strict=False)
        try:
            parser.read_string(data.decode("utf-8", "replace"))
            section = parser["KDE Backdeck"]
            svg, title = section.get("SVG", ""), section.get("Name", index.parent.name)
        except (configparser.Error, KeyError, UnicodeError):
            continue
        if svg and "/" not in svg:
            out.append(SvgDeckTheme(index.parent / svg, title))
    return out


def _aisleriot_decks(folder: Path) -> list[SvgDeckTheme]:
    try:
        files = sorted(p for p in folder.iterdir() if p.suffix in (".svg", ".svgz"))
    except OSError:
        return []
    return [SvgDeckTheme(p, p.stem.replace("_", " ").title()) for p in files]


def available_themes(system_dirs: tuple[Path, ...] = SYSTEM_DECK_DIRS, *, check: bool = True) -> list[CardTheme]:
    """Every theme the player can choose: the accessible deck, the bundled
    classic deck, then the desktop's SVG decks (those that hold all 53
    elements when ``check``; checking parses each file, so the Settings dialog
    calls this, not start-up)."""
    themes: list[CardTheme] = [VectorTheme()]
    if BUNDLED_DECK.is_file():
        themes.append(SvgDeckTheme(BUNDLED_DECK, "Tigullio International", bundled=True))
    for folder in system_dirs:
        found = _kde_decks(folder) if folder.name == "carddecks" else _aisleriot_decks(folder)
        for deck in found:
            if not check or deck.usable():
                themes.append(deck)
    return themes


def theme_by_id(theme_id: str) -> CardTheme:
    """The theme saved as ``theme_id`` ("accessible", "classic" or "svg:PATH");
    the accessible deck when it is unknown or its file is no longer usable."""
    if theme_id == "classic" and BUNDLED_DECK.is_file():
        return SvgDeckTheme(BUNDLED_DECK, "Tigullio International", bundled=True)
    if theme_id.startswith("svg:"):
        path = Path(theme_id[4:])
        if any(_inside(path, d) for d in SYSTEM_DECK_DIRS):
            deck = SvgDeckTheme(path, path.parent.name.removeprefix("svg-").replace("-", " ").title())
            if deck.usable():
                return deck
    return VectorTheme()


def _inside(path: Path, folder: Path) -> bool:
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except (OSError, ValueError):
        return False


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: Card,
    face_up: bool,
    theme: CardTheme,
    palette: CardPalette | None = None,
    back: str = "theme",
) -> None:
    """Draw ``card`` face up or down in ``theme`` (antialiased), filling ``rect``."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if face_up:
        theme.paint_face(painter, rect, card, palette)
    else:
        theme.paint_back(painter, rect, palette, back)

