"""French typography in i18n/scorpion_fr.ts: no-break spaces that Qt will
not wrap at, and ranks in lower case inside running text.

- U+00A0 (no-break space) before ":" and inside « »;
- U+202F (narrow no-break space) before ";", "!" and "?";
- CardsDefinite: "le roi de pique", "l’as de cœur" (ranks in lower case).

Idempotent; run after editing French translations, before ``make qm``:
``python tools/fr_typography.py``.
"""

from __future__ import annotations

import re
from pathlib import Path

TS = Path(__file__).resolve().parent.parent / "i18n" / "scorpion_fr.ts"
_TEXT = re.compile(r"(<(?:translation|numerusform)[^>]*>)([^<]*)(</(?:translation|numerusform)>)")
_RANKS = re.compile(r"\b(l’|le |la )(As|Valet|Dame|Roi)\b")


def typeset(text: str) -> str:
    """``text`` (XML-escaped French) with no-break spaces where French puts them."""
    text = re.sub(r"[ \u00a0\u202f]+:", "\u00a0:", text)
    text = re.sub(r"[ \u00a0\u202f]+(;|!|\?)", "\u202f\\1", text)
    text = re.sub(r"«[ \u00a0\u202f]*", "«\u00a0", text)
    text = re.sub(r"[ \u00a0\u202f]*»", "\u00a0»", text)
    return text


def main() -> None:
    # lupdate writes these spaces as character references; read them as characters.
    src = TS.read_text(encoding="utf-8").replace("&#xa0;", "\u00a0").replace("&#x202f;", "\u202f")
    out = _TEXT.sub(lambda m: m.group(1) + typeset(m.group(2)) + m.group(3), src)

    def lower_ranks(ctx: re.Match[str]) -> str:
        return _RANKS.sub(lambda m: m.group(1) + m.group(2).lower(), ctx.group(0))

    out = re.sub(r"<context>\s*<name>CardsDefinite</name>.*?</context>", lower_ranks, out, flags=re.S)
    TS.write_text(out, encoding="utf-8")


if __name__ == "__main__":
    main()
