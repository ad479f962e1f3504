"""What a native player of each language would notice, read from the shipped
.qm catalogues (installed as the app installs them): menu and window
mnemonics that clash, card names with the wrong article, single-letter keys
that clash or are missing from the help, French spaces that wrap, Find a
Card letters, digit grouping, texts left in the old language after a switch,
long status messages running under the permanent fields."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from scorpion_qt.engine import CARDS, Card, IllegalMoveError, IllegalReason, Suit
from scorpion_qt.engine.effects import Deal, Flip, GroupMove

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "es", "de", "fr")
MNEMONIC = re.compile(r"&(.)")


def _mnemonic(text: str) -> str | None:
    m = MNEMONIC.search(text.replace("&&", ""))
    return m.group(1).casefold() if m else None


def _clashes(group: str, texts: list[str]) -> list[str]:
    seen: dict[str, str] = {}
    out = []
    for t in texts:
        k = _mnemonic(t)
        if k is None:
            continue
        if k in seen:
            out.append(f"{group}: {seen[k]!r} and {t!r} share Alt+{k.upper()}")
        seen[k] = t
    return out


# ----------------------------------------------------------------- mnemonics
@pytest.mark.parametrize("lang", LANGS)
def test_no_mnemonic_clash_in_any_menu_or_at_window_level(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    """Each menu's entries, and the window level (menu bar titles with the
    move panel's labels and buttons), use each Alt letter once."""
    w = make_app("--game", "3", "--lang", lang, save=False).window
    bar = [a for a in w.menuBar().actions() if a.text()]
    problems = []
    for title in bar:
        problems += _clashes(title.text(), [a.text() for a in title.menu().actions() if a.text()])
    p = w.panel
    window_level = [a.text() for a in bar] + [
        p.card_label.text(), p.dest_label.text(), p.move_button.text(), p.hint_button.text()
    ]
    problems += _clashes("window", window_level)
    assert all(_mnemonic(t) for t in window_level), window_level
    entries = [a.text() for m in bar for a in m.menu().actions() if a.text()]
    problems += [f"no Alt letter: {t!r}" for t in entries if _mnemonic(t) is None]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_settings_dialog_mnemonics(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    """Every option of the Settings dialog has its own Alt letter, also
    unlike the dialog's buttons."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from scorpion_qt.app.ui.dialogs.settings import SettingsDialog

    app = make_app("--game", "3", "--lang", lang, save=False)
    dlg = SettingsDialog(app.settings, app.window)
    try:
        options = [b.text() for b in dlg.findChildren(QAbstractButton) if b.text()]
        labels = [lab.text() for lab in dlg.findChildren(QLabel) if lab.buddy() is not None]
        assert labels
        problems = _clashes("settings", options + labels)
        problems += [f"no Alt letter: {t!r}" for t in options + labels if _mnemonic(t) is None and "&" not in t
                     and t not in _qt_buttons()]
        assert not problems, "\n".join(problems)
    finally:
        dlg.deleteLater()


def _qt_buttons() -> set[str]:
    from PySide6.QtWidgets import QDialogButtonBox

    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    try:
        return {b.text() for b in box.buttons()}
    finally:
        box.deleteLater()


# ------------------------------------------------------- single-letter keys
@pytest.mark.parametrize("lang", LANGS)
def test_single_letter_keys_differ_work_and_are_in_the_help(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.help import help_html
    from scorpion_qt.app.board.keys import ENGLISH_KEYS, KEY_COMMANDS, board_keys

    w = make_app("--game", "3", "--lang", lang, save=False).window
    keys = board_keys()
    assert len(set(keys.values())) == len(KEY_COMMANDS)
    if lang != "en":  # the catalogue's own letters are valid, not the fallback
        assert keys == {n: _catalogue_key(lang, ENGLISH_KEYS[n]) for n in KEY_COMMANDS}
    singles = {}
    for name, action in w.commands.items():
        for seq in action.shortcuts():
            text = seq.toString()
            if len(text) == 1:
                assert text not in singles, f"{name} and {singles[text]} share the key {text}"
                singles[text] = name
    for name in KEY_COMMANDS:
        assert w.commands[name].shortcut() == QKeySequence(keys[name])
    help_text = re.sub(r"<[^>]+>", "", help_html())
    assert "%" not in help_text
    for key in keys.values():
        assert re.search(rf"(?<!\w){key}(?!\w)", help_text), f"key {key} missing from the {lang} help"


def _catalogue_key(lang: str, english: str) -> str:
    root = ET.parse(ROOT / "i18n" / f"scorpion_{lang}.ts").getroot()
    for ctx in root.iter("context"):
        if ctx.findtext("name") == "Keys":
            for m in ctx.iter("message"):
                if m.findtext("source") == english:
                    return (m.findtext("translation") or "").upper()
    raise AssertionError(english)


# ------------------------------------------------- card names in sentences
def _definite_article(lang: str, card: Card) -> str:
    """The article each language needs before the card, from its rank."""
    rank = card.rank
    if lang == "es":
        return "la " if rank in (11, 12) else "el "  # la Jota, la Reina; el As, el 7, el Rey
    if lang == "fr":
        return {1: "l’", 11: "le ", 12: "la ", 13: "le "}.get(rank, "le ")
    if lang == "en":
        return "the "
    return ""  # German: the bare name


# Words after which a bare card name lacks its article.
BARE_AFTER = {"es": {"en", "sobre", "con", "termina", "a"}, "fr": {"par", "sur", "avec", "termine"}, "de": set(), "en": set()}


def _card_sentences(card: Card) -> list[str]:
    from scorpion_qt.app.lang import texts
    from scorpion_qt.engine import Move

    def err(reason: IllegalReason, cards: tuple[Card, ...]) -> IllegalMoveError:
        return IllegalMoveError(reason, Move(card, 2), cards, 2)

    succ = card.successor
    out = [
        texts.announce_end(4, card),
        texts.board_column_sentence(1, 7, 3, card),
        texts.board_column_sentence(1, 2, 0, card),
        texts.announce_flip(Flip(2, card)),
        texts.announce_pickup(card, 0, []),
        texts.announce_pickup(card, 2, [3]),
        texts.announce_pickup(card, 2, [3, 5]),
        texts.find_in_column(card, 2, 5, 9),
        texts.find_face_down(card),
        texts.find_in_foundation(card),
        texts.move_words(Move(card, 3)),
        texts.reason_text(err(IllegalReason.SAME_COLUMN, (card,))),
        texts.reason_text(err(IllegalReason.WHOLE_COLUMN_TO_EMPTY, (card,))),
        texts.reason_text(err(IllegalReason.KING_ON_CARD, (card,))),
        texts.reason_text(err(IllegalReason.TARGET_IS_ACE, (card, card))),
    ]
    if succ is not None:
        out.append(texts.reason_text(err(IllegalReason.WRONG_SUIT, (card,))))
    out.append(texts.reason_text(err(IllegalReason.UNKNOWN_CARD, (card,))))
    other = Card.of(2 if card.rank != 2 else 3, card.suit)
    out += [
        texts.announce_move([GroupMove(1, 3, (card,))]),
        texts.announce_move([GroupMove(1, 3, (card, other))]),
        texts.announce_move([Deal((card, other, other), (1, 2, 3))]),
    ]
    # The move panel's entries and the hint, as panel.py and window.py make them.
    t = texts.translate
    out += [
        texts.fmt(t("MovePanel", "%1, column %2"), texts.card_name(card), 4),
        texts.fmt(t("MovePanel", "%1, column %2, with %n card(s)", "", 2), texts.card_name(card), 4),
        texts.fmt(t("MovePanel", "Column %1, on %2"), 4, texts.card_name_definite(card)),
        texts.fmt(t("MainWindow", "Hint: %1"), texts.fmt(t("MainWindow", "%1 to column %2"), texts.card_name(card), 3)),
    ]
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_sentence_reads_right_for_all_52_cards(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    """The definite form carries the article the card needs ("el 5", "la
    Jota", "l’as", "le valet", German bare names); no bare name follows a
    preposition that needs an article; no pronoun stands for a card."""
    from scorpion_qt.app.lang import texts

    make_app("--game", "3", "--lang", lang, save=False)
    problems = []
    names = {texts.card_name(c) for c in CARDS}
    assert len(names) == 52
    for card in CARDS:
        bare = texts.card_name(card)
        definite = texts.card_name_definite(card)
        want = _definite_article(lang, card)
        if not definite.startswith(want) or definite[len(want):].casefold() != bare.casefold():
            problems.append(f"definite form {definite!r} for {bare!r}: expected the article {want!r}")
        if lang == "fr" and re.search(r"\b(As|Valet|Dame|Roi)\b", definite):
            problems.append(f"rank in capitals inside a sentence: {definite!r}")
        for s in _card_sentences(card):
            for m in re.finditer(re.escape(bare), s):
                before = s[: m.start()].split()
                if before and before[-1].casefold() in BARE_AFTER[lang]:
                    problems.append(f"bare card name after {before[-1]!r}: {s!r}")
            if re.search(r"\b(Elle|Il|Sie|Es) (peut|ne|kann)\b|\bIt (can|has)\b", s):
                problems.append(f"pronoun for a card: {s!r}")
            if "%" in s:
                problems.append(f"unfilled placeholder: {s!r}")
    assert not problems, "\n".join(sorted(set(problems))[:30])


# ----------------------------------------------------------- French spaces
def test_french_no_break_spaces() -> None:
    """No ordinary (breakable) space before : ; ! ? or inside « » in French."""
    root = ET.parse(ROOT / "i18n" / "scorpion_fr.ts").getroot()
    problems = []
    for m in root.iter("message"):
        tr = m.find("translation")
        assert tr is not None
        for text in [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]:
            plain = re.sub(r"<[^>]+>", "", text)
            if re.search(r" [:;!?]|« | »|[^\s\u00a0\u202f][:;!?](?=\s|$)(?<!\d:)", plain) and not re.search(
                r"https?:|\d:\d", plain
            ):
                problems.append(plain[:80])
            if re.search(r"\w[;!?]", plain) or re.search(r"[«][^\u00a0]|[^\u00a0]»", plain):
                problems.append(plain[:80])
    assert not problems, "\n".join(problems[:20])


# -------------------------------------------------------------- Find a Card
FIND_CASES = {
    "en": {"7C": "7C", "7 of clubs": "7C", "10♦": "TD", "td": "TD", "ace of SPADES": "AS", "clubs 7": "7C"},
    "es": {"7T": "7C", "7C": "7H", "7 de tréboles": "7C", "trébol 7": "7C", "7 de TREBOLES": "7C", "KP": "KS",
           "Rey de picas": "KS", "jota de corazones": "JH", "7 of clubs": "7C", "10♦": "TD", "7♣": "7C"},
    "de": {"Kreuz 7": "7C", "7 Kreuz": "7C", "P7": "7S", "7H": "7H", "Herz Dame": "QH", "DH": "QH", "BP": "JS",
           "Pik König": "KS", "Pik Konig": "KS", "7♣": "7C", "7K": None, "7C": None},
    "fr": {"7T": "7C", "7 de trèfle": "7C", "7 de trèfles": "7C", "Roi de cœur": "KH", "roi de coeur": "KH",
           "VP": "JS", "l’as de pique": "AS", "7C": None, "7 of clubs": "7C"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_find_a_card_reads_the_language_and_its_examples(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.lang import texts
    from scorpion_qt.app.a11y.sentences import parse_card
    from scorpion_qt.app.lang.texts import translate

    app = make_app("--game", "3", "--lang", lang, save=False)
    for typed, want in FIND_CASES[lang].items():
        got = parse_card(typed)
        assert (str(got) if got is not None else None) == want, typed
    seven = Card.of(7, Suit.CLUBS)
    for message in (texts.find_unknown("x"), translate("MainWindow", "Card (for example 7C or 7 of clubs):")):
        assert not set("♠♥♦♣") & set(message), message
        assert texts.card_name(seven) in message
        for example in re.findall(r"\b7[A-Z]\b", message):
            assert parse_card(example) == seven, example
    # The answer names the card it chose.
    said = app.window.reading.find_card("7C" if lang != "fr" else "7T")
    chosen = parse_card("7C" if lang != "fr" else "7T")
    if chosen is not None:
        assert said.startswith(texts.card_name(chosen))


# ------------------------------------------------------------------ numbers
@pytest.mark.parametrize(("lang", "sep"), [("en", ","), ("es", "."), ("de", "."), ("fr", "\u202f")])
def test_the_maximum_game_number_is_grouped(lang: str, sep: str, make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.choose import ChooseGameDialog

    app = make_app("--game", "3", "--lang", lang, save=False)
    dlg = ChooseGameDialog(app.settings.rules, None, app.window)
    try:
        text = dlg.prompt.text()
        assert "9223372036854775807" not in text
        assert sep.join(["9", "223", "372", "036", "854", "775", "807"]) in text.replace("\u00a0", "\u202f") or (
            sep == "\u202f" and "9\u00a0223" in text
        ), text
        dlg.edit.setText("abc")
        assert "9223372036854775807" not in dlg.status.text()
    finally:
        dlg.deleteLater()


# ---------------------------------------------------------- language switch
def _snapshot(w) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """Every text of the window a player or a screen reader meets."""
    out: dict[str, object] = {"title": w.windowTitle()}
    for name, a in sorted(w.commands.items()):
        out[f"action {name}"] = (a.text(), a.toolTip(), [s.toString() for s in a.shortcuts()])
    out["menus"] = [a.text() for a in w.menuBar().actions()]
    for label in (w.game_label, w.moves_label, w.time_label, w.analysis_label):
        out[label.objectName()] = label.text()
    out["status"] = w.statusBar().currentMessage()
    for i, widget in enumerate(sorted(w.findChildren(QWidget), key=lambda x: (type(x).__name__, x.objectName()))):
        # The notification labels hold the last utterance sent to a screen
        # reader (when its 350 ms timer ran), not a text of the window.
        if widget.isVisibleTo(w) and type(widget).__name__ not in ("NotificationLabel", "_NotificationText"):
            out[f"widget {type(widget).__name__} {widget.objectName()} {i}"] = (
                widget.accessibleName(), widget.accessibleDescription(), widget.toolTip(),
                getattr(widget, "text", lambda: "")() if callable(getattr(widget, "text", None)) else "",
            )
    # The two windows' clocks may be a second apart: compare the clock's
    # words, not its digits.
    clock = w.time_label.objectName()
    for key in [k for k in out if clock and clock in k]:
        out[key] = re.sub(r"\d", "9", repr(out[key]))

    def walk(iface, path: str, depth: int = 0) -> None:  # type: ignore[no-untyped-def]
        out[f"a11y {path}"] = (iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description))
        if depth < 3:
            for i in range(iface.childCount()):
                child = iface.child(i)
                if child is not None:
                    walk(child, f"{path}/{i}", depth + 1)

    walk(QAccessible.queryAccessibleInterface(w.board), "board")
    return out


@pytest.mark.parametrize("lang", ["es", "de", "fr"])
def test_a_language_switch_leaves_what_a_fresh_start_shows(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    switched = make_app("--game", "3", "--lang", "en", save=False)
    switched.window.play_commands.give_hint()  # a status message in English
    switched.window.show_notice("stuck")
    switched.languages.set_language(lang)
    for _ in range(3):
        QApplication.processEvents()
    before = _snapshot(switched.window)
    fresh = make_app("--game", "3", "--lang", lang, save=False)
    fresh.window.play_commands.give_hint()
    fresh.window.show_notice("stuck")
    for _ in range(3):
        QApplication.processEvents()
    after = _snapshot(fresh.window)
    # The hint was counted once in each; its message is in the new language.
    diff = {k: (before.get(k), after.get(k)) for k in set(before) | set(after) if before.get(k) != after.get(k)}
    diff = {k: v for k, v in diff.items() if not k.startswith("action") or v[0] is not None}
    assert not diff, "\n".join(f"{k}: {v[0]!r} != {v[1]!r}" for k, v in sorted(diff.items())[:20])


# ------------------------------------------------------------ status bar
def test_long_status_messages_are_elided_before_the_permanent_fields(make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.statusbar import ElidingStatusBar

    w = make_app("--game", "123456789", "--lang", "es", save=False).window
    w.resize(1024, 760)
    QApplication.processEvents()
    bar = w.statusBar()
    assert isinstance(bar, ElidingStatusBar)
    long = "Mazo repartido: " + ", ".join(["Rey de diamantes en la 1"] * 6) + "."
    w.messages.show(long)
    QApplication.processEvents()
    assert bar.currentMessage() == long  # the whole sentence is kept (and spoken)
    shown = bar.shown_message()
    rect = bar.message_rect()
    first_field = min(x.geometry().left() for x in (w.game_label, w.moves_label, w.time_label, w.analysis_label))
    assert shown.endswith("…") and shown != long
    assert bar.fontMetrics().horizontalAdvance(shown) <= rect.width()
    assert rect.right() < first_field
    assert bar.toolTip() == long
    w.messages.show("Listo.")
    QApplication.processEvents()
    assert bar.shown_message() == "Listo." and bar.toolTip() == ""


@pytest.mark.parametrize(("lang", "want"), [("en", "12,345 moves"), ("es", "12.345 movimientos"), ("de", "12.345 Züge")])
def test_counts_are_grouped(lang: str, want: str, make_app) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.lang.texts import board_progress_sentence, translate

    make_app("--game", "3", "--lang", lang, save=False)
    assert translate("MainWindow", "%Ln move(s)", "", 12345) == want
    assert board_progress_sentence(12345, "1:00").startswith(want)


@pytest.mark.parametrize("lang", ["es", "de", "fr"])
def test_suit_letters_are_unambiguous(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    """Find a Card's suit letters: one per suit at most, none shared with a
    rank letter printed on the cards, and each the initial of its suit."""
    from scorpion_qt.app.lang import texts
    from scorpion_qt.app.board.cardart import rank_label
    from scorpion_qt.app.a11y.cardinput import suit_letters

    make_app("--game", "3", "--lang", lang, save=False)
    letters = suit_letters()
    assert letters and len(set(letters.values())) == len(letters)
    ranks = {rank_label(r).casefold() for r in (1, 11, 12, 13)}
    assert not ranks & set(letters)
    for letter, suit in letters.items():
        initial = texts.suit_name(suit)[:1].casefold()
        assert letter == initial, (letter, texts.suit_name(suit))
        # No other suit of this language starts with that letter.
        assert [s for s in Suit if texts.suit_name(s)[:1].casefold() == letter] == [suit]


@pytest.mark.parametrize("lang", LANGS)
def test_each_window_alt_letter_acts_at_the_first_press(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    """Alt+letter opens its menu, focuses its list or presses its button at
    once (a clash makes the first press only move the focus)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = make_app("--game", "3", "--lang", lang, save=False).window
    alt = Qt.KeyboardModifier.AltModifier

    def press(text: str) -> None:
        # Mnemonics act in the active window only: a window left over from an
        # earlier test must not keep that role.
        w.activateWindow()
        w.board.setFocus()
        QApplication.processEvents()
        key = _mnemonic(text)
        assert key is not None, text
        QTest.keyClick(w, Qt.Key(ord(key.upper())), alt)
        for _ in range(5):
            QApplication.processEvents()

    for title in [a for a in w.menuBar().actions() if a.text()]:
        press(title.text())
        popup = QApplication.activePopupWidget()
        assert popup is title.menu(), f"Alt letter of {title.text()!r} opened {popup!r}"
        popup.close()
        QApplication.processEvents()
    p = w.panel
    for label in (p.card_label, p.dest_label):
        press(label.text())
        assert QApplication.focusWidget() is label.buddy(), label.text()
    for button in (p.move_button, p.hint_button):
        hits: list[bool] = []
        button.clicked.connect(lambda *_: hits.append(True))
        press(button.text())
        for _ in range(40):  # animateClick: about 100 ms, longer on a loaded machine
            if hits:
                break
            QTest.qWait(50)
        assert hits, f"Alt letter of {button.text()!r} did not press it"
