"""Fill unfinished entries of i18n/*.ts from a small table (for strings added
after the main translation pass). Usage: python tools/fill_ts.py table.json

The table maps language code -> {source text (as in the .ts, XML-escaped):
translation (XML-escaped)}. Each source must be unfinished exactly once.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path


def fill(table: dict[str, dict[str, str]], folder: Path = Path("i18n")) -> None:
    for lang, entries in table.items():
        path = folder / f"scorpion_{lang}.ts"
        text = path.read_text(encoding="utf-8")
        for src, dst in entries.items():
            pattern = re.compile(
                r"(<source>" + re.escape(src) + r"</source>\s*(?:<extracomment>[^<]*</extracomment>\s*)?)"
                r"<translation type=\"unfinished\"></translation>"
            )
            text, n = pattern.subn(lambda m: m.group(1) + f"<translation>{dst}</translation>", text)
            if n != 1:
                raise SystemExit(f"{lang}: {src!r} matched {n} unfinished entries")
        path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    fill(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")))
