"""Collect the app's translatable strings for ``pyside6-lupdate``.

``pyside6-lupdate`` (6.11) reads Python only partly: it drops a
``translate(ctx, text, "", n)`` call whose arguments contain an attribute or a
call (``c.moves``, ``len(x)``), never marks ``QCoreApplication.translate``
plurals as numerus, and cannot see through ``t = lambda s: translate(ctx, s)``.
This script reads ``scorpion_qt/app/**/*.py`` with :mod:`ast` instead and writes
one Python file in the form lupdate reads reliably (``self.tr`` in a class per
context, ``#:`` comments naming the source lines), which ``make ts`` feeds to
lupdate.

    python tools/i18n_extract.py OUT.py [SOURCES…]
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "scorpion_qt" / "app"

__all__ = ["Entry", "extract", "write_lupdate_source", "main"]


@dataclass
class Entry:
    context: str
    source: str
    disambiguation: str = ""
    numerus: bool = False
    locations: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.disambiguation)


def _const_str(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        a, b = _const_str(node.left), _const_str(node.right)
        if a is not None and b is not None:
            return a + b
    return None


def _is_translate(func: ast.AST) -> bool:
    if isinstance(func, ast.Name):
        return func.id in ("translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3")
    if isinstance(func, ast.Attribute):
        return func.attr == "translate"
    return False


def _alias_context(value: ast.AST) -> str | None:
    """``lambda s: translate("Ctx", s)`` -> "Ctx"."""
    if (
        isinstance(value, ast.Lambda)
        and len(value.args.args) == 1
        and isinstance(value.body, ast.Call)
        and _is_translate(value.body.func)
        and len(value.body.args) == 2
        and isinstance(value.body.args[1], ast.Name)
        and value.body.args[1].id == value.args.args[0].arg
    ):
        return _const_str(value.body.args[0])
    return None


class _Visitor(ast.NodeVisitor):
    def __init__(self, filename: str, out: dict[tuple[str, str, str], Entry]) -> None:
        self.filename = filename
        self.out = out
        self.scopes: list[dict[str, str]] = [{}]

    def _add(self, ctx: str, src: str, dis: str, numerus: bool, line: int) -> None:
        e = self.out.setdefault((ctx, src, dis), Entry(ctx, src, dis))
        e.numerus = e.numerus or numerus
        e.locations.append(f"{self.filename}:{line}")

    def _scoped(self, node: ast.AST) -> None:
        self.scopes.append({})
        self.generic_visit(node)
        self.scopes.pop()

    visit_FunctionDef = _scoped
    visit_AsyncFunctionDef = _scoped

    def visit_Assign(self, node: ast.Assign) -> None:
        ctx = _alias_context(node.value)
        if ctx is not None:
            for t in node.targets:
                if isinstance(t, ast.Name):
                    self.scopes[-1][t.id] = ctx
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        f = node.func
        if _is_translate(f) and len(node.args) >= 2:
            ctx, src = _const_str(node.args[0]), _const_str(node.args[1])
            dis = _const_str(node.args[2]) if len(node.args) >= 3 else ""
            numerus = len(node.args) >= 4 or any(k.arg == "n" for k in node.keywords)
            if isinstance(f, ast.Name) and f.id == "QT_TRANSLATE_NOOP3":
                numerus = False
            if ctx is not None and src is not None:
                self._add(ctx, src, dis or "", numerus, node.lineno)
        elif isinstance(f, ast.Name) and len(node.args) == 1:
            for scope in reversed(self.scopes):
                if f.id in scope:
                    src = _const_str(node.args[0])
                    if src is not None:
                        self._add(scope[f.id], src, "", False, node.lineno)
                    break
        self.generic_visit(node)


def extract(sources: list[Path]) -> list[Entry]:
    """Every translatable string in ``sources``, in order of first use."""
    out: dict[tuple[str, str, str], Entry] = {}
    for path in sources:
        try:
            rel = path.resolve().relative_to(ROOT).as_posix()
        except ValueError:
            rel = path.as_posix()
        _Visitor(rel, out).visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    return list(out.values())


def _py_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def write_lupdate_source(entries: list[Entry], out: Path) -> None:
    """A Python file lupdate reads: ``class <Context>`` with one ``self.tr`` per entry."""
    by_ctx: dict[str, list[Entry]] = {}
    for e in entries:
        by_ctx.setdefault(e.context, []).append(e)
    lines = ["# Generated by tools/i18n_extract.py for pyside6-lupdate; do not edit.", ""]
    for ctx in sorted(by_ctx):
        if not ctx.isidentifier():
            raise ValueError(f"context {ctx!r} is not an identifier")
        lines.append(f"class {ctx}:")
        lines.append("    def strings(self, n):")
        for e in by_ctx[ctx]:
            # File names only: line numbers would churn the .ts at every edit.
            files = dict.fromkeys(loc.rsplit(":", 1)[0] for loc in e.locations)
            lines.append(f"        #: {', '.join(files)}")
            args = [_py_str(e.source)]
            if e.numerus:
                args += [_py_str(e.disambiguation), "n"]
            elif e.disambiguation:
                args.append(_py_str(e.disambiguation))
            lines.append(f"        self.tr({', '.join(args)})")
        lines.append("")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines), encoding="utf-8")


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    sources = [Path(a) for a in argv[1:]] or sorted(APP.rglob("*.py"))
    write_lupdate_source(extract(sources), Path(argv[0]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
