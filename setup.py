"""Build hook: the solver's search compiled to C with mypyc, when it can be.

``scorpion_qt/solver/_board.py`` (the search, pure Python and type-annotated)
is compiled by mypyc into an extension module of the same name, which Python
imports in its place: the same code, about 2.4 times faster (issue 25: deal
150681 0.87 -> 0.36 s, 900276 0.95 -> 0.42 s, the same positions searched).
Everything else is configured in ``pyproject.toml``.

Compiling is optional. Without mypyc (``pip install --no-build-isolation``
with no mypy), without a C compiler or Python's headers, or with
``SCORPION_PURE_PYTHON=1`` in the environment, the build says so (``pip -v``
shows it) and installs the pure-Python module, which plays and decides the
same. mypyc runs only when the extension is built, never for metadata or a
source archive, and every build starts by removing the compiled modules an
earlier build left, so that a build that stays pure never ships them.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

COMPILED = "scorpion_qt/solver/_board.py"
MODULES = ("scorpion_qt.solver._board", "scorpion_qt.solver._board__mypyc")
"""mypyc's two modules: the one Python imports and the library it loads."""
PURE = os.environ.get("SCORPION_PURE_PYTHON") == "1"


def _say(text: str) -> None:
    print(f"scorpion-qt build: {text}", file=sys.stderr)


class OptionalMypycBuild(build_ext):
    """Builds mypyc's modules in place of the placeholder extension, at
    build time only; any failure leaves the pure-Python install."""

    def get_source_files(self) -> list[str]:
        """Nothing for a source archive: the C files are made at build time."""
        return []

    def run(self) -> None:
        self._remove_compiled()
        if PURE:
            _say("SCORPION_PURE_PYTHON=1: the solver stays pure Python")
            return
        extensions = self._mypyc_extensions()
        if not extensions:
            return
        self.extensions = self.distribution.ext_modules = extensions
        self.check_extensions_list(self.extensions)
        for ext in extensions:  # what setuptools' finalize_options does for each (no shared libraries here)
            ext._full_name = self.get_ext_fullname(ext.name)
            self.ext_map[ext._full_name] = self.ext_map[ext._full_name.split(".")[-1]] = ext
            ext._links_to_dynamic = ext._needs_stub = False
            ext._file_name = self.get_ext_filename(ext._full_name)
        self.force = True  # never trust an output an interrupted build left
        try:
            super().run()
        except Exception as exc:  # no compiler, no Python.h, ...
            _say(f"compiling the solver failed ({exc!r}): it stays pure Python")
            self._remove_compiled()

    @staticmethod
    def _mypyc_extensions() -> list[Extension]:
        try:
            from mypyc.build import mypycify
        except ImportError:
            _say("mypyc (from mypy) is not installed: the solver stays pure Python")
            return []
        try:
            return list(mypycify([COMPILED], opt_level="3"))
        except (Exception, SystemExit) as exc:  # mypy's errors end in SystemExit
            _say(f"mypyc could not compile {COMPILED} ({exc!r}): the solver stays pure Python")
            return []

    def _remove_compiled(self) -> None:
        """Remove the compiled modules of any earlier build, in the build
        folder and in place (a shim without its library would not import;
        an old module would run instead of the edited source)."""
        folders = {Path(self.build_lib)}
        if self.inplace or getattr(self, "editable_mode", False):
            folders.add(Path("."))
        for name in MODULES:
            stem = Path(*name.split("."))
            for folder in folders:
                for suffix in importlib.machinery.EXTENSION_SUFFIXES:
                    path = folder / stem.with_name(stem.name + suffix)
                    if path.exists():
                        path.unlink()


setup(
    # A placeholder, so that setuptools runs the extension step (which also
    # removes an earlier build's modules when the build stays pure); the
    # real modules come from mypyc in OptionalMypycBuild.run.
    ext_modules=[Extension(MODULES[0], sources=[])],
    cmdclass={"build_ext": OptionalMypycBuild},
)
