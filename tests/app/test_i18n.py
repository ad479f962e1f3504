"""Translations: the Linguist sources are complete and current, the compiled
catalogues match them, no user-visible literal escapes translation, the app
speaks each language (and switches at run time), Qt's own buttons are
translated, and a 40 % longer pseudo-translation clips no text."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[2]
APP_DIR = ROOT / "scorpion_qt" / "app"
TS_DIR = ROOT / "i18n"
QM_DIR = ROOT / "scorpion_qt" / "i18n"
LANGS = ("es", "de", "fr")
ALL_TS = ("es", "de", "fr", "en")

sys.path.insert(0, str(ROOT / "tools"))
import i18n_extract  # noqa: E402
import pseudo_translate  # noqa: E402

LUPDATE = shutil.which("pyside6-lupdate")
LRELEASE = shutil.which("pyside6-lrelease")
needs_tools = pytest.mark.skipif(not (LUPDATE and LRELEASE), reason="pyside6-lupdate/lrelease not installed")

PLACEHOLDER = re.compile(r"%(\d|n)")
TAG = re.compile(r"<(/?\w+)")


# ---------------------------------------------------------------- helpers
def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    out: dict[tuple[str, str], ET.Element] = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            out[(name, m.findtext("source") or "")] = m
    return out


def _translations(m: ET.Element) -> list[str]:
    tr = m.find("translation")
    assert tr is not None
    forms = tr.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [tr.text or ""]


def _lupdate(ts_files: list[Path], *, obsolete: bool, plural_only: bool = False, tmp: Path) -> None:
    strings = tmp / "scorpion_strings.py"
    i18n_extract.write_lupdate_source(i18n_extract.extract(sorted(APP_DIR.rglob("*.py"))), strings)
    args = [LUPDATE, "-silent", "-locations", "none"]
    if not obsolete:
        args.append("-no-obsolete")
    if plural_only:
        args.append("-pluralonly")
    subprocess.run([*args, str(strings), "-ts", *map(str, ts_files)], check=True, capture_output=True)


# ------------------------------------------------- (a) sources and catalogues
@needs_tools
def test_ts_files_are_complete_and_current(tmp_path: Path) -> None:
    """lupdate over today's code changes nothing in the committed .ts files:
    no new (missing), unfinished or vanished entry."""
    copies = []
    for lang in ALL_TS:
        dst = tmp_path / f"scorpion_{lang}.ts"
        shutil.copy(TS_DIR / f"scorpion_{lang}.ts", dst)
        copies.append(dst)
    # Without -no-obsolete, so an entry whose source vanished shows up as such.
    _lupdate(copies[:3], obsolete=True, tmp=tmp_path)
    _lupdate(copies[3:], obsolete=True, plural_only=True, tmp=tmp_path)
    problems = []
    for lang, ts in zip(ALL_TS, copies):
        committed = _messages(TS_DIR / ts.name)
        fresh = _messages(ts)
        for key, m in fresh.items():
            kind = m.find("translation").get("type")  # type: ignore[union-attr]
            if key not in committed:
                problems.append(f"{lang}: missing {key}")
            elif kind in ("unfinished", "vanished", "obsolete"):
                problems.append(f"{lang}: {kind} {key}")
        problems += [f"{lang}: not found by lupdate {k}" for k in committed if k not in fresh]
    assert not problems, "run `make i18n` and translate:\n" + "\n".join(problems[:40])


def test_extractor_sees_everything_lupdate_sees(tmp_path: Path) -> None:
    """Our ast extractor is a superset of what plain lupdate reads from the
    code (it exists because lupdate misses some calls)."""
    if not LUPDATE:
        pytest.skip("pyside6-lupdate not installed")
    ts = tmp_path / "plain_de.ts"
    subprocess.run(
        [LUPDATE, "-silent", *map(str, sorted(APP_DIR.rglob("*.py"))), "-ts", str(ts)], check=True, capture_output=True
    )
    ours = {(e.context, e.source) for e in i18n_extract.extract(sorted(APP_DIR.rglob("*.py")))}
    missed = [k for k in _messages(ts) if k not in ours]
    assert not missed


@needs_tools
@pytest.mark.parametrize("lang", ALL_TS)
def test_qm_files_are_up_to_date(lang: str, tmp_path: Path) -> None:
    """The committed .qm is what lrelease makes of the committed .ts."""
    qm = tmp_path / f"scorpion_{lang}.qm"
    subprocess.run(
        [LRELEASE, "-silent", str(TS_DIR / f"scorpion_{lang}.ts"), "-qm", str(qm)], check=True, capture_output=True
    )
    committed = QM_DIR / qm.name
    assert committed.exists(), f"{committed} missing: run `make qm`"
    assert committed.read_bytes() == qm.read_bytes(), f"{committed} is stale: run `make qm`"


def _structure(html: str) -> list[str]:
    """The HTML tags of a text but emphasis, which languages place freely."""
    return [t for t in TAG.findall(html) if t.strip("/") not in ("b", "i", "em")]


# Texts that are the same word in English and the language.
# Words that are the same in the language (card index letters included).
SAME_WORD = {"fr": ("Destination", "A", "Pause", "❚❚ Pause"), "de": ("A", "K", "LINK", "Reserve", "Reserve %1: %2", "Reserve: %1."), "es": ("A", "J", "Q", "K")}
GAME_NAMES = ("Scorpion II", "Wasp", "Scorpion Tail", "Three Blind Mice", "Scorpion Head", "Double Scorpion")
"""Names of the Scorpion family's games (context "Variants") that a language may keep as they are."""


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_placeholders_tags_and_plurals(lang: str) -> None:
    problems = []
    for (ctx, src), m in _messages(TS_DIR / f"scorpion_{lang}.ts").items():
        forms = _translations(m)
        if m.get("numerus") == "yes":
            if len(forms) != 2 or not all(forms):
                problems.append(f"{ctx}: {src!r}: plural forms {forms!r}")
        for tr in forms:
            if sorted(set(PLACEHOLDER.findall(tr))) != sorted(set(PLACEHOLDER.findall(src))):
                problems.append(f"{ctx}: {src!r}: placeholders differ in {tr!r}")
            if _structure(tr) != _structure(src):
                problems.append(f"{ctx}: {src[:40]!r}: HTML tags differ")
            if ("&" in src.replace("&&", "")) != ("&" in tr.replace("&&", "")) and "<" not in src:
                problems.append(f"{ctx}: {src!r}: accelerator lost or added in {tr!r}")
            if tr == src and _has_letters(src) and src not in SAME_WORD.get(lang, ()) and ctx != "Keys" \
                    and not (ctx == "Variants" and src in GAME_NAMES):
                problems.append(f"{ctx}: {src!r} left in English")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_card_names_follow_the_rule_texts(lang: str) -> None:
    msgs = _messages(TS_DIR / f"scorpion_{lang}.ts")
    tr = {src: _translations(m)[0] for (ctx, src), m in msgs.items() if ctx == "Cards"}
    expected = {
        "es": {"9 of diamonds": "9 de diamantes", "King of spades": "Rey de picas", "Queen of hearts": "Reina de corazones",
               "Ace of clubs": "As de tréboles", "Jack of diamonds": "Jota de diamantes"},
        "de": {"9 of diamonds": "Karo 9", "King of spades": "Pik König", "Queen of hearts": "Herz Dame",
               "Ace of clubs": "Kreuz Ass", "Jack of diamonds": "Karo Bube"},
        "fr": {"9 of diamonds": "9 de carreau", "King of spades": "Roi de pique", "Queen of hearts": "Dame de cœur",
               "Ace of clubs": "As de trèfle", "Jack of diamonds": "Valet de carreau"},
    }[lang]
    for src, want in expected.items():
        assert tr[src] == want
    assert len({v for k, v in tr.items() if " of " in k}) == 52


# ------------------------------------------------ (b) no untranslated literal
SETTERS = {
    "setText", "setWindowTitle", "setToolTip", "setAccessibleName", "setAccessibleDescription", "showMessage",
    "addItem", "addItems", "insertItem", "setPlaceholderText", "setTitle", "setHtml", "setStatusTip", "setWhatsThis",
    "setEmptyLabel", "setLabelText", "setInformativeText", "setDetailedText", "setTabText", "addTab", "addMenu",
    "setPlainText", "emit",
}
CONSTRUCTORS = {"QLabel", "QPushButton", "QCheckBox", "QAction", "QRadioButton", "QGroupBox", "QToolButton", "QMenu"}
DIALOG_FUNCS = {"getText", "getInt", "getItem", "about", "information", "warning", "critical", "question"}
# Strings with no letter (symbols, digits) need no translation: ▲ ▼ × "" "1".
NO_LETTERS = re.compile(r"^[^\W\d_]*$")


def _literal_text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant)) or "f-string"
    return None


def _has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def test_no_user_visible_literal_escapes_translation() -> None:
    problems = []
    for path in sorted(APP_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            if name in SETTERS or name in CONSTRUCTORS:
                args = node.args
            elif name in DIALOG_FUNCS:
                args = node.args[1:]
            else:
                continue
            if name == "emit" and not (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Attribute)
                                       and f.value.attr in ("message", "announced")):
                continue
            for a in args:
                text = _literal_text(a)
                if text is not None and _has_letters(text):
                    problems.append(f"{path.relative_to(ROOT)}:{node.lineno}: {name}({text!r})")
    assert not problems, "not marked for translation:\n" + "\n".join(problems)


# ------------------------------------------------------- (c) each language
def _menu_titles(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.text() for a in window.menuBar().actions()]


def _accessible_names(iface, depth: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    names = [iface.text(QAccessible.Text.Name)]
    if depth < 3:
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None:
                names += _accessible_names(child, depth + 1)
    return names


EXPECT = {
    # title word, menu titles, panel labels, a face-up card of game 3 (9♠, column 5)
    "en": ("Game", ["&Game", "&Edit", "&View", "&Read", "&Help"], ("&Card:", "&Destination:", "&Move"), "9 of spades"),
    "es": ("Partida", ["&Partida", "&Editar", "&Ver", "&Leer", "Ay&uda"], ("&Carta:", "&Destino:", "&Mover"), "9 de picas"),
    "de": ("Spiel", ["&Spiel", "&Bearbeiten", "&Ansicht", "&Vorlesen", "&Hilfe"], ("&Karte:", "&Ziel:", "Ve&rschieben"), "Pik 9"),
    "fr": ("Partie", ["&Partie", "&Édition", "A&ffichage", "&Lecture", "&Aide"], ("&Carte\u00a0:", "&Destination\u00a0:", "Déplace&r"), "9 de pique"),
}


def _check_language(app, lang: str) -> None:  # type: ignore[no-untyped-def]
    word, menus, panel, card = EXPECT[lang]
    w = app.window
    assert word in w.windowTitle()
    assert _menu_titles(w) == menus
    p = w.panel
    assert (p.card_label.text(), p.dest_label.text(), p.move_button.text()) == panel
    assert w.moves_label.text() == {"en": "0 moves", "es": "0 movimientos", "de": "0 Züge", "fr": "0 mouvement"}[lang]
    names = _accessible_names(QAccessible.queryAccessibleInterface(w.board))
    assert any(n.startswith(card) for n in names), names[:12]


def _accelerator_clashes(window) -> list[str]:  # type: ignore[no-untyped-def]
    out = []
    bar = window.menuBar().actions()
    for title, actions in [("menu bar", bar)] + [(m.text(), m.menu().actions()) for m in bar]:
        keys = [re.search(r"&(\w)", a.text()) for a in actions if a.text()]
        letters = [k.group(1).lower() for k in keys if k]
        if len(letters) != len(set(letters)):
            out.append(f"{title}: {letters}")
    return out


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_app_starts_in_each_language(lang: str, make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    locale = {"en": "en_US", "es": "es_ES", "de": "de_DE", "fr": "fr_FR"}[lang]
    monkeypatch.setenv("LANG", f"{locale}.UTF-8")
    monkeypatch.setenv("LANGUAGE", lang)
    app = make_app("--game", "3", "--lang", lang, save=False)
    assert app.languages.code == lang
    _check_language(app, lang)


@pytest.mark.parametrize(
    "lang",
    ["en", *LANGS],
)
def test_menu_accelerators_are_unique(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "3", "--lang", lang, save=False)
    assert not _accelerator_clashes(app.window)


@pytest.mark.parametrize("lang", LANGS)
def test_qt_standard_buttons_are_translated(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.lang.languages import qt_translations_dir

    assert (Path(qt_translations_dir()) / f"qtbase_{lang}.qm").exists()
    app = make_app("--game", "3", "--lang", lang, save=False)
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok
        | QDialogButtonBox.StandardButton.Cancel
        | QDialogButtonBox.StandardButton.Close
    )
    texts = {b: box.button(b).text().replace("&", "") for b in (box.StandardButton.Cancel, box.StandardButton.Close)}
    assert texts[box.StandardButton.Cancel] == {"es": "Cancelar", "de": "Abbrechen", "fr": "Annuler"}[lang]
    assert texts[box.StandardButton.Close] == {"es": "Cerrar", "de": "Schließen", "fr": "Fermer"}[lang]
    box.deleteLater()
    assert app.languages.code == lang


def test_help_is_translated(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.help import HelpDialog

    app = make_app("--game", "3", "--lang", "de", save=False)
    dlg = HelpDialog(app.window)
    text = dlg.browser.toPlainText()
    for word in ("führende Karte", "Begleiter", "Talon", "Ablage", "leere Spalte", "Scorpion II", "Wasp", "Spider", "Yukon"):
        assert word in text
    app.languages.set_language("es")
    QApplication.processEvents()
    text = dlg.browser.toPlainText()
    for word in ("carta principal", "acompañantes", "mazo", "bases", "hueco", "Scorpion II", "Yukon"):
        assert word in text
    app.languages.set_language("fr")
    QApplication.processEvents()
    text = dlg.browser.toPlainText()
    for word in ("la Queue", "fondations", "tas vide", "Scorpion II", "Yukon"):
        assert word in text
    dlg.deleteLater()


# --------------------------------------------------- (d) switch at run time
def test_language_switches_at_run_time(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app("--game", "3", "--lang", "en", save=False)
    _check_language(app, "en")
    for lang in ("de", "fr", "es", "en"):
        app.languages.set_language(lang)
        QApplication.processEvents()
        _check_language(app, lang)
    # Through the settings, as the dialog does it: applied at once, remembered.
    app.settings.language = "de"
    QApplication.processEvents()
    _check_language(app, "de")
    assert app.settings.language == "de"


# ------------------------------------------------ (e) pseudo-translation fit
def _clipped(widgets: list[QWidget]) -> list[str]:
    out = []
    for w in widgets:
        if not w.isVisible() or not isinstance(w, (QLabel, QPushButton, QCheckBox)):
            continue
        if w.objectName().startswith(("notificationLabel", "notificationText")):
            continue  # the screen reader's copy of a message: it draws nothing (the status bar shows it)
        text = w.text()
        if not text:
            continue
        if isinstance(w, QLabel) and w.wordWrap():
            need_h = w.heightForWidth(w.width())
            if need_h > w.height():
                out.append(f"{w.objectName() or type(w).__name__} {text[:30]!r}: height {w.height()} < {need_h}")
            continue
        hint = w.sizeHint().width()
        if hint > w.width():
            out.append(f"{w.objectName() or type(w).__name__} {text[:30]!r}: width {w.width()} < {hint}")
    return out


@needs_tools
def test_pseudo_translation_is_not_clipped(make_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.settings import SettingsDialog
    from scorpion_qt.app.lang.texts import translate

    ts = tmp_path / "scorpion_pseudo.ts"
    pseudo_translate.pseudo_ts(TS_DIR / "scorpion_de.ts", ts, 1.4)
    qm = tmp_path / "scorpion_pseudo.qm"
    subprocess.run([LRELEASE, "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)
    app = make_app("--game", "3", "--lang", "en", save=False)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        QApplication.processEvents()
        w = app.window
        assert w.panel.move_button.text().startswith("&Mõvé")
        w.resize(1280, 800)
        t = lambda s: translate("MainWindow", s)  # noqa: E731
        w.notice.show_notice(
            "stuck",
            t("No legal move remains: the game is blocked."),
            [(t("Undo"), lambda: None), (t("Restart"), lambda: None), (t("New Game"), lambda: None)],
        )
        w.messages.show(translate("Reasons", "The talon can be dealt only when no other move remains."))
        # The message line is laid out once its text is shown (a queued
        # layout pass): give it up to 2 s to settle before judging.
        deadline = time.monotonic() + 2.0
        while True:
            QApplication.processEvents()
            problems = _clipped(w.findChildren(QWidget))
            if not problems or time.monotonic() > deadline:
                break
            QTest.qWait(20)
        dlg = SettingsDialog(app.settings, w)
        dlg.show()
        for _ in range(3):
            QApplication.processEvents()
        problems += [f"settings: {p}" for p in _clipped(dlg.findChildren(QWidget))]
        dlg.close()
        dlg.deleteLater()
        assert not problems, "\n".join(problems)
    finally:
        QCoreApplication.removeTranslator(translator)
        QApplication.processEvents()


def test_undo_history_texts_follow_a_language_switch(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.engine import DEAL

    app = make_app("--game", "3", "--lang", "en", save=False)
    app.controller.play(DEAL)
    assert app.controller.stack.text(0) == "Deal the talon"
    app.languages.set_language("de")
    QApplication.processEvents()
    german = app.controller.stack.text(0)
    assert german and german != "Deal the talon"
    assert app.controller.stack.undoText() == german


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "The 9 of diamonds only goes on the 10 of diamonds."),
        ("es", "El 9 de diamantes solo va sobre el 10 de diamantes."),
        ("fr", "Le 9 de carreau ne va que sur le 10 de carreau."),
        ("de", "Karo 9 passt nur auf Karo 10."),
    ],
)
def test_illegal_move_reasons_name_cards_with_their_grammar(lang: str, expected: str, make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.lang.texts import reason_text
    from scorpion_qt.engine import Move, Position

    make_app("--game", "3", "--lang", lang, save=False)
    p = Position.from_text(CASE_A)
    error = p.check(Move.parse("9D>4"))
    assert error is not None
    assert reason_text(error) == expected


CASE_A = """
talon: 2C 6D JS
foundations: -
1: (QS) (3H) (8C) AS 9D KH 4C
2: (7S) (2H) (KC) 5C 8H 3D JH
3: (4S) (6C) (9S) TC QH 2S TD
4: (TS) (AD) (5S) 7C 6H 3S TH
5: 6S KD 8S AH QC 4H 7H
6: 9C 2D AC QD 4D 5H 7D
7: KS 3C 8D 5D JC 9H JD
"""
