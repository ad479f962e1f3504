"""Fill unfinished entries of i18n/*.ts from a table, for strings added
after the main translation pass.

Usage: ``python tools/fill_ts.py table.json``. The table maps a language code
to {source text: translation}, both as plain text (not XML-escaped); a
source may also be given by a unique prefix ending in "…*". Each entry must
match exactly one unfinished message.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from xml.sax.saxutils import escape

_MESSAGE = re.compile(
    r"(<source>(?P<src>[^<]*)</source>\s*(?:<extracomment>[^<]*</extracomment>\s*)?)"
    r"<translation type=\"unfinished\">[^<]*</translation>",
    re.S,
)


def fill(table: dict[str, dict[str, str]], folder: Path = Path("i18n")) -> None:
    """Write the translations of ``table`` into ``folder``'s .ts files."""
    for lang, entries in table.items():
        path = folder / f"scorpion_{lang}.ts"
        text = path.read_text(encoding="utf-8")
        for key, value in entries.items():
            prefix = key.endswith("…*")
            want = key[:-2] if prefix else key
            hits = [
                m for m in _MESSAGE.finditer(text)
                if (html.unescape(m.group("src")).startswith(want) if prefix else html.unescape(m.group("src")) == want)
            ]
            if len(hits) != 1:
                raise SystemExit(f"{lang}: {key[:60]!r} matched {len(hits)} unfinished messages")
            m = hits[0]
            done = m.group(1) + "<translation>" + escape(value, {'"': "&quot;", "'": "&apos;"}) + "</translation>"
            text = text[: m.start()] + done + text[m.end():]
        path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    fill(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")))
