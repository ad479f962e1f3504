"""The source archive carries what a packager needs (issue 21): the package,
and packaging/, tests/, tools/, the translation sources i18n/*.ts and their
tables, the Makefile; in short every file git tracks but .gitignore. Builds
the real sdist with pypa's ``build`` (no isolation, so no network: the test
extras bring ``build`` and setuptools ≥ 77); skipped when they are missing."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _builder() -> list[str] | None:
    """A command that runs pypa's build with a setuptools new enough for pyproject.toml."""
    check = "import build.__main__, setuptools, sys; sys.exit(int(setuptools.__version__.split('.')[0]) < 77)"
    candidates = [[sys.executable]]
    tool = shutil.which("pyproject-build")
    if tool:
        candidates.append([str(Path(tool).resolve().parent / "python")])
    for python in candidates:
        # Run outside the project: its build/ folder would pass for the module.
        ok = subprocess.run([*python, "-c", check], cwd="/", capture_output=True).returncode == 0
        if ok:
            return [*python, "-m", "build"]
    return None


def test_the_source_archive_carries_tests_packaging_tools_and_translations(tmp_path: Path) -> None:
    builder = _builder()
    if builder is None:
        pytest.skip("pypa build with setuptools >= 77 is not installed (pip install -e '.[test]')")
    out = subprocess.run(
        [*builder, "--sdist", "--no-isolation", "--outdir", str(tmp_path), str(ROOT)],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
    )
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
    (archive,) = tmp_path.glob("*.tar.gz")
    with tarfile.open(archive) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    for path in ("pyproject.toml", "MANIFEST.in", "Makefile", "LICENSE", "README.md", "tools/test.sh", "tools/play.sh",
                 "tools/ts_set.py", "tests/conftest.py", "tests/app/apphelpers.py", "packaging/README.md",
                 "packaging/generate.py", "packaging/flatpak/requirements.txt", "i18n/CONVENTIONS.md",
                 "scorpion_qt/i18n/scorpion_fr.qm", "scorpion_qt/resources/icon.svg"):
        assert path in names, path
    for lang in ("en", "es", "de", "fr"):
        assert f"i18n/scorpion_{lang}.ts" in names
    assert not any("__pycache__" in n or n.endswith(".pyc") for n in names)
    if (ROOT / ".git").exists() and shutil.which("git"):
        tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True).stdout.split()
        missing = sorted(set(tracked) - names - {".gitignore"})
        assert not missing, missing
