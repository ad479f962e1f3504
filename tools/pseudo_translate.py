"""Write a pseudo-translation of a Qt Linguist file: every translation is its
English source made ``--factor`` times longer (40 % by default), with the
placeholders (%1, %n), accelerators (&) and HTML tags left intact, so layouts
can be checked for clipped text without knowing any language.

    python tools/pseudo_translate.py IN.ts OUT.ts [--factor 1.4]
"""

from __future__ import annotations

import argparse
import math
import xml.etree.ElementTree as ET
from pathlib import Path

PAD = "·"
# Accented look-alikes, so a pseudo text is recognisable at a glance.
_ACCENTS = str.maketrans("aeiouAEIOUcnyCNY", "àéîõüÀÉÎÕÜçñýÇÑÝ")

__all__ = ["pseudo", "pseudo_ts"]


def pseudo(source: str, factor: float = 1.4) -> str:
    """``source`` with letters accented outside HTML tags and placeholders,
    padded to ``ceil(len * factor)`` characters."""
    out: list[str] = []
    in_tag = False
    i = 0
    while i < len(source):
        ch = source[i]
        if ch == "<":
            in_tag = True
        if in_tag or (ch == "%" and i + 1 < len(source) and (source[i + 1].isdigit() or source[i + 1] == "n")):
            if not in_tag:  # a placeholder: copy "%" and its digit or "n"
                out.append(source[i : i + 2])
                i += 2
                continue
            out.append(ch)
        else:
            out.append(ch.translate(_ACCENTS))
        if ch == ">":
            in_tag = False
        i += 1
    text = "".join(out)
    target = math.ceil(len(source) * factor)
    return text + PAD * max(0, target - len(text))


def pseudo_ts(src: Path, dst: Path, factor: float = 1.4) -> int:
    """Write ``dst`` from ``src`` with every message pseudo-translated;
    returns the number of messages."""
    tree = ET.parse(src)
    count = 0
    for m in tree.getroot().iter("message"):
        source = m.findtext("source") or ""
        tr = m.find("translation")
        if tr is None:
            tr = ET.SubElement(m, "translation")
        tr.attrib.pop("type", None)
        forms = tr.findall("numerusform")
        if m.get("numerus") == "yes":
            for f in forms or [ET.SubElement(tr, "numerusform")]:
                f.text = pseudo(source, factor)
        else:
            tr.text = pseudo(source, factor)
        count += 1
    body = ET.tostring(tree.getroot(), encoding="unicode")
    dst.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return count


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("src", type=Path)
    p.add_argument("dst", type=Path)
    p.add_argument("--factor", type=float, default=1.4)
    a = p.parse_args()
    n = pseudo_ts(a.src, a.dst, a.factor)
    print(f"wrote {a.dst} ({n} messages)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
