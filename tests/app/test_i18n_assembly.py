"""What the catalogue cannot see by itself (issue 24): counts written without
a plural form, French typography outside the catalogue (desktop entry,
metainfo), text assembled in code from translated pieces or from English
error messages, and English words on screen in a Spanish, German or French
run."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

ROOT = Path(__file__).resolve().parents[2]
APP_DIR = ROOT / "scorpion_qt" / "app"
TS_DIR = ROOT / "i18n"
LANGS = ("es", "de", "fr")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _messages(lang: str) -> list[tuple[str, str, bool, list[str]]]:
    out = []
    for ctx in ET.parse(TS_DIR / f"scorpion_{lang}.ts").getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            tr = m.find("translation")
            assert tr is not None
            forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
            out.append((name, m.findtext("source") or "", m.get("numerus") == "yes", forms))
    return out


# ------------------------------------------------------------ plural forms
# A count of cards or games before its noun needs Qt's plural forms (%n):
# "1 of 1 games", "%1 and 1 card" hard-coded. The one exception is a count
# that is always 2 or more ("%2 cards in all" after picking up a group).
COUNTED_NOUN = re.compile(r"%\d (cards?|games?)\b")
ALWAYS_PLURAL = {("Access", "%1 picked up, %2 cards in all.")}


@pytest.mark.parametrize("lang", LANGS)
def test_counts_use_plural_forms_in_every_form(lang: str) -> None:
    problems = []
    for ctx, src, numerus, forms in _messages(lang):
        if COUNTED_NOUN.search(src) and (ctx, src) not in ALWAYS_PLURAL:
            problems.append(f"{ctx}: {src!r}: a count without %n")
        if "(s)" in src and not numerus:
            problems.append(f"{ctx}: {src!r}: '(s)' but no plural forms")
        if numerus:
            count = "%Ln" if "%Ln" in src else "%n"
            problems += [f"{ctx}: {src!r}: form without {count}: {f!r}" for f in forms if count not in f]
    assert not problems, "\n".join(problems)


# ------------------------------------------------- French outside the .ts
FR_BAD = [
    (re.compile(r"\w'\w"), "ASCII apostrophe (use ’)"),
    (re.compile(r"[^\u00a0\s]:(?=\s|$)|[ ]:"), "no no-break space before ':'"),
    (re.compile(r"[^\u202f\s][;!?](?=\s|$)|[ \u00a0][;!?]"), "no narrow no-break space before ; ! ?"),
    (re.compile(r"«[^\u00a0]|[^\u00a0]»"), "no no-break space inside « »"),
]


def _french_outside_the_catalogue() -> list[tuple[str, str]]:
    from scorpion_qt.app.desktop import install

    texts = [(f"desktop {key}[fr]", values["fr"]) for key, values in install._TRANSLATED.items()]
    meta = ET.parse(ROOT / "packaging" / "io.github.scorpion_qt.Scorpion.metainfo.xml").getroot()
    for el in meta.iter():
        if el.get(XML_LANG) == "fr":
            texts.append((f"metainfo <{el.tag}>", re.sub(r"[ \t\n]+", " ", "".join(el.itertext())).strip()))
    return texts


def test_french_typography_outside_the_catalogue() -> None:
    """The desktop entry and the metainfo follow the catalogue's French
    typography (tools/fr_typography.py): ’, U+00A0 before ':' and inside
    « », U+202F before ; ! ?. URLs (scorpion://) are not prose."""
    problems = []
    for where, text in _french_outside_the_catalogue():
        prose = re.sub(r"\w+://\S*", "", text)
        problems += [f"{where}: {why}: {text!r}" for rx, why in FR_BAD if rx.search(prose)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_desktop_entry_and_metainfo_are_translated_with_one_name(lang: str) -> None:
    """Name, summary, every description paragraph and list item, the
    captions and the release notes exist in ``lang``; the game is called
    "Scorpion" in every language, as its window, About and help call it."""
    from scorpion_qt.app.desktop import install

    assert {v for v in install._TRANSLATED["Name"].values()} == {"Scorpion"}
    meta = ET.parse(ROOT / "packaging" / "io.github.scorpion_qt.Scorpion.metainfo.xml").getroot()
    assert [n.text for n in meta.findall("name")] == ["Scorpion"]
    for parent in [meta, *meta.iter("description"), *meta.iter("ul"), *meta.iter("screenshot")]:
        english = [c for c in parent if c.tag in ("summary", "p", "li", "caption") and c.get(XML_LANG) is None]
        local = [c for c in parent if c.tag in ("summary", "p", "li", "caption") and c.get(XML_LANG) == lang]
        assert len(local) == len(english), f"<{parent.tag}>: {len(english)} English, {len(local)} in {lang}"


# --------------------------------------------- text assembled in the code
TRANSLATING = {"translate", "_t", "tr", "fmt", "card_name", "card_name_definite", "suit_name", "notice_sentence"}
LIST_PUNCTUATION = re.compile(r"[,;:·—–]")
EXC_NAMES = {"exc", "e", "err", "error"}
# File formats and internal (English, never shown) diagnostics.
NOT_SHOWN = {"desktop/install.py", "desktop/single_instance.py"}


def _is_translating(node: ast.AST) -> bool:
    """A call that gives translated text, but a whole HTML block ("<h2>…"):
    the help's sections follow each other, they are not pieces of a sentence."""
    if not isinstance(node, ast.Call):
        return False
    f = node.func
    name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
    html_block = any(isinstance(a, ast.Constant) and str(a.value).startswith("<") for a in node.args[1:2])
    return name in TRANSLATING and not html_block


def _assembly_problems(path: Path, tree: ast.AST) -> list[str]:
    rel = path.relative_to(APP_DIR).as_posix()
    out = []
    for node in ast.walk(tree):
        where = f"{rel}:{getattr(node, 'lineno', 0)}"
        # translate(...) + "…" or "…" + translate(...): a sentence glued from pieces.
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            if _is_translating(node.left) or _is_translating(node.right):
                out.append(f"{where}: a translated text concatenated with '+'")
        # f"{translate(...)} …": the same inside an f-string.
        if isinstance(node, ast.JoinedStr) and any(
            isinstance(v, ast.FormattedValue) and _is_translating(v.value) for v in node.values
        ):
            out.append(f"{where}: a translated text inside an f-string")
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        # ", ".join(...): a list separator the translation cannot change.
        if (
            isinstance(f, ast.Attribute) and f.attr == "join" and isinstance(f.value, ast.Constant)
            and isinstance(f.value.value, str) and LIST_PUNCTUATION.search(f.value.value)
            and rel not in NOT_SHOWN and not rel.startswith("game/")
        ):
            out.append(f"{where}: {f.value.value!r}.join(): use texts.list_text or texts.clause_list")
        # fmt(translated, str(exc)): Python's or the system's English in a sentence.
        if _is_translating(node) or (isinstance(f, ast.Attribute) and f.attr in ("show_notice", "report_file_problem")):
            for a in node.args:
                if (
                    isinstance(a, ast.Call) and isinstance(a.func, ast.Name) and a.func.id == "str"
                    and a.args and isinstance(a.args[0], ast.Name) and a.args[0].id in EXC_NAMES
                ):
                    out.append(f"{where}: str({a.args[0].id}) in a sentence: use lang.errors")
    return out


def test_no_text_is_assembled_from_translated_pieces_or_english_errors() -> None:
    problems = []
    for path in sorted(APP_DIR.rglob("*.py")):
        problems += _assembly_problems(path, ast.parse(path.read_text(encoding="utf-8")))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    "code",
    [
        'x = translate("A", "Won") + ": " + str(n)',
        'x = f"{translate(\'A\', \'Won\')}: {n}"',
        'x = ", ".join(names)',
        'x = fmt(translate("A", "Could not read: %1"), str(exc))',
        'window.show_notice(Notice.POSITION_REFUSED_KEPT, str(exc))',
    ],
)
def test_the_assembly_check_catches_each_kind(code: str) -> None:
    assert _assembly_problems(APP_DIR / "ui" / "x.py", ast.parse(code))


def test_error_kinds_are_translated_sentences(make_app) -> None:  # type: ignore[no-untyped-def]
    """OS errors, SQLite errors and refused positions come out in the
    language, with no English from Python, SQLite or the engine."""
    import errno
    import sqlite3

    from scorpion_qt.app.lang.errors import error_reason, position_reason
    from scorpion_qt.engine import Position, PositionError

    app = make_app("--game", "3", "--lang", "es", save=False)
    assert app.languages.code == "es"
    assert error_reason(PermissionError(errno.EACCES, "Permission denied")) == "no tienes permiso para usarlo"
    assert error_reason(OSError(errno.ENOSPC, "No space left on device")) == "el disco está lleno"
    assert error_reason(OSError(errno.EIO, "Input/output error")) == "el sistema lo ha rechazado (error EIO)"
    busy = sqlite3.OperationalError("database is locked")
    busy.sqlite_errorcode = 5  # type: ignore[attr-defined]
    assert error_reason(busy) == "otro programa lo está usando"
    for text, want in [
        ("x", "Línea 1: «x» no tiene la forma «etiqueta: cartas»."),
        ("1: 9Z", "Línea 1: Columna 1, no es una carta: «9Z»."),
        ("1: AS", "Faltan 51 cartas: "),
    ]:
        with pytest.raises(PositionError) as info:
            Position.from_text(text)
        assert position_reason(info.value).startswith(want)


# ----------------------------------------- English words on a foreign screen
def _english_words() -> set[str]:
    """Words of four letters or more of the English sources."""
    words: set[str] = set()
    for _ctx, src, _n, _forms in _messages("es"):
        words |= {w.lower() for w in re.findall(r"[A-Za-z]{4,}", re.sub(r"<[^>]+>|&\w+;|%\w+", " ", src))}
    return words


def _language_words(lang: str) -> set[str]:
    words: set[str] = set()
    for _ctx, _src, _n, forms in _messages(lang):
        for f in forms:
            words |= {w.lower() for w in re.findall(r"\w{4,}", re.sub(r"<[^>]+>", " ", f))}
    return words


def _visible_texts(window: QWidget) -> list[str]:
    """Every text a player sees or hears in the window: labels, buttons,
    menus and their actions, tool tips, status tips, accessible names and
    descriptions, the window title and the status bar's message."""
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    for w in [window, *window.findChildren(QWidget)]:
        if not w.isVisible() and not isinstance(w, QLabel):
            continue
        texts += [w.toolTip(), w.statusTip(), w.accessibleName(), w.accessibleDescription()]
        if isinstance(w, (QLabel, QAbstractButton)):
            texts.append(w.text())
        for a in w.actions():
            texts += [a.text(), a.toolTip(), a.statusTip()]
    return [t for t in texts if t]


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_word_on_screen(lang: str, make_app) -> None:  # type: ignore[no-untyped-def]
    """A run in ``lang`` (the window, its menus, the move panel, the board's
    accessible texts and a refused position's notice) shows no word of the
    English sources that the language's own catalogue does not use."""
    from scorpion_qt.app.ui import launch

    app = make_app("--game", "3", "--lang", lang, save=False)
    w = app.window
    launch.open_position_text(w, "talon: AS AS\n1: XX")  # a refused position: the notice gives the reason
    QApplication.processEvents()
    english = _english_words() - _language_words(lang) - {"scorpion", "cards4", "orca"}
    problems = set()
    for text in _visible_texts(w):
        plain = re.sub(r"<[^>]+>|\w+://\S*", " ", text)
        problems |= {f"{word!r} in {text[:80]!r}" for word in re.findall(r"[A-Za-z]{4,}", plain) if word.lower() in english}
    assert not problems, "\n".join(sorted(problems))
