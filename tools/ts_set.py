"""Set (or replace) translations in i18n/*.ts from a Python table, finished
or not, and check that every key matched.

    python tools/ts_set.py TABLE.py

TABLE.py defines ``TABLE = {lang: {key: translation}}``. A key is the
source text (every context that has it) or ``"Context|source"``; a
translation is a string, or a list of forms for a plural (%n) message.
"""

from __future__ import annotations

import html
import re
import runpy
import sys
from pathlib import Path
from xml.sax.saxutils import escape

_CONTEXT = re.compile(r"<context>\s*<name>(?P<name>[^<]*)</name>(?P<body>.*?)</context>", re.S)
_MESSAGE = re.compile(
    r"(?P<head><message(?P<attrs>[^>]*)>\s*<source>(?P<src>[^<]*)</source>.*?)"
    r"(?P<tr><translation[^>]*>.*?</translation>|<translation[^>]*/>)",
    re.S,
)


def _esc(text: str) -> str:
    # The no-break spaces as lupdate writes them, so a table leaves no diff.
    return escape(text, {'"': "&quot;", "'": "&apos;", "\u00a0": "&#xa0;", "\u202f": "&#x202f;"})


def _translation(value: str | list[str], indent: str = "            ") -> str:
    if isinstance(value, list):
        forms = "".join(f"\n{indent}<numerusform>{_esc(v)}</numerusform>" for v in value)
        return f"<translation>{forms}\n        </translation>"
    return f"<translation>{_esc(value)}</translation>"


def apply(table: dict[str, dict[str, str | list[str]]], folder: Path = Path("i18n")) -> list[str]:
    """Write ``table`` into ``folder``'s .ts files; returns unmatched keys."""
    missing = []
    for lang, entries in table.items():
        path = folder / f"scorpion_{lang}.ts"
        text = path.read_text(encoding="utf-8")
        used: set[str] = set()

        def do_context(cm: re.Match[str]) -> str:
            name = html.unescape(cm.group("name"))

            def do_message(mm: re.Match[str]) -> str:
                src = html.unescape(mm.group("src"))
                for key in (f"{name}|{src}", src):
                    if key in entries:
                        used.add(key)
                        value = entries[key]
                        numerus = 'numerus="yes"' in mm.group("attrs")
                        if numerus != isinstance(value, list):
                            raise SystemExit(f"{lang}: {key[:60]!r}: plural form mismatch")
                        return mm.group("head") + _translation(value)
                return mm.group(0)

            body = _MESSAGE.sub(do_message, cm.group("body"))
            return cm.group(0).replace(cm.group("body"), body, 1)

        text = _CONTEXT.sub(do_context, text)
        missing += [f"{lang}: {k}" for k in entries if k not in used]
        path.write_text(text, encoding="utf-8")
    return missing


if __name__ == "__main__":
    table = runpy.run_path(sys.argv[1])["TABLE"]
    left = apply(table)
    if left:
        raise SystemExit("no such message:\n" + "\n".join(left))
