"""Card themes: the bundled classic deck, desktop decks, hostile deck files, Settings preview."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from scorpion_qt.app.board import themes
from scorpion_qt.engine import CARDS, Card


def _render(theme: themes.CardTheme, card: Card | None) -> QImage:
    img = QImage(80, 120, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    themes.paint_card(p, QRectF(0, 0, 80, 120), card or CARDS[0], card is not None, theme, None, "theme")
    p.end()
    return img


def test_element_names_follow_kde_and_aisleriot() -> None:
    assert themes.element_name(Card.parse("AS")) == "1_spade"
    assert themes.element_name(Card.parse("TH")) == "10_heart"
    assert themes.element_name(Card.parse("QD")) == "queen_diamond"
    assert themes.element_name(Card.parse("KC")) == "king_club"


def test_the_bundled_classic_deck_has_every_card_and_draws_court_art(qapp) -> None:  # type: ignore[no-untyped-def]
    classic = themes.theme_by_id("classic")
    assert isinstance(classic, themes.SvgDeckTheme) and classic.usable()
    accessible = themes.VectorTheme()
    king = Card.parse("KH")
    # The classic King is not the vector King: the deck is really used.
    assert _render(classic, king) != _render(accessible, king)
    assert _render(classic, None) != _render(classic, king)
    assert classic.aspect() > 1.4


def test_unknown_or_outside_theme_ids_fall_back_to_the_accessible_deck(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    assert themes.theme_by_id("nonsense").id == "accessible"
    # A path outside the desktop's deck folders is never read, even if valid.
    copy = tmp_path / "deck.svgz"
    copy.write_bytes(themes.BUNDLED_DECK.read_bytes())
    assert themes.theme_by_id(f"svg:{copy}").id == "accessible"


@pytest.mark.parametrize("kind", ["garbage", "empty", "fifo", "devzero", "folder", "missing", "partial"])
def test_hostile_deck_files_are_skipped_not_read(tmp_path: Path, kind: str, qapp) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "deck.svg"
    if kind == "garbage":
        path.write_bytes(os.urandom(4096))
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "devzero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "partial":  # valid SVG without the card elements
        path.write_text('<svg xmlns="http://www.w3.org/2000/svg"><rect id="back" width="5" height="7"/></svg>')
    deck = themes.SvgDeckTheme(path, "x")
    assert not deck.usable()
    # It still draws (with the accessible deck) instead of failing.
    assert not _render(deck, Card.parse("5D")).isNull()


def test_desktop_decks_are_found_by_their_index_files(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    kde = tmp_path / "carddecks" / "svg-mine"
    kde.mkdir(parents=True)
    (kde / "deck.svgz").write_bytes(themes.BUNDLED_DECK.read_bytes())
    (kde / "index.desktop").write_text("[KDE Backdeck]\nName=Mine\nSVG=deck.svgz\n")
    broken = tmp_path / "carddecks" / "svg-broken"
    broken.mkdir()
    (broken / "index.desktop").write_text("[KDE Backdeck]\nName=Broken\nSVG=none.svgz\n")
    found = themes.available_themes((tmp_path / "carddecks",))
    names = [t.name() for t in found]
    assert names[0] == themes.VectorTheme().name()
    assert "Mine" in names and "Broken" not in names


def test_board_and_settings_follow_the_chosen_theme_and_felt(make_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.settings import SettingsDialog

    a = make_app("--game", "3", "--lang", "en", save=False)
    board = a.window.board
    assert board.theme.id == "accessible"
    dialog = SettingsDialog(a.settings, a.window)
    dialog.theme.setCurrentIndex(dialog.theme.findData("classic"))
    dialog.felt.setCurrentIndex(dialog.felt.findData("blue"))
    # Live preview before OK.
    assert dialog.preview.theme.id == "classic" and dialog.preview.felt == "blue"
    assert board.theme.id == "accessible"
    dialog.accept()
    assert board.theme.id == "classic"
    assert board.backgroundBrush().color() == themes.felt_color("blue")
    assert board.board_layout.card_h == pytest.approx(board.board_layout.card_w * board.theme.aspect())
    assert a.settings.theme == "classic"
    assert board.backgroundBrush().style() != Qt.BrushStyle.NoBrush
