#!/usr/bin/env python3
"""Write ``python3-deps.json``, the Flatpak module that installs the Python
packages of ``requirements.txt`` from their wheels, one ``file`` source per
wheel (URL and sha256 from pip's own resolution, for x86_64 and aarch64).

Run it (with network access to PyPI) before ``flatpak-builder``:
``python3 packaging/flatpak/make-python-deps.py``. It does what
flatpak-pip-generator does, for wheels only and both architectures.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
# (Flatpak architecture, a manylinux platform tag the runtime's glibc 2.40 satisfies)
ARCHES = (("x86_64", "manylinux_2_39_x86_64"), ("aarch64", "manylinux_2_39_aarch64"))
PYTHON = "3.12"  # org.freedesktop.Platform 24.08


def _requirements() -> list[str]:
    lines = (HERE / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return [line.split("#")[0].strip() for line in lines if line.split("#")[0].strip()]


def _resolve(platform: str, requirements: list[str]) -> list[dict[str, str]]:
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        # Each manylinux tag up to the runtime's glibc: pip matches them exactly.
        arch = platform.split("_", 3)[3]
        tags = [f"--platform=manylinux_2_{minor}_{arch}" for minor in range(17, 40)]
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--ignore-installed",
             "--only-binary=:all:", "--no-deps", *tags, f"--python-version={PYTHON}",
             "--implementation=cp", f"--target={tmp}/t", f"--report={report}", *requirements],
            check=True,
        )
        data = json.loads(report.read_text(encoding="utf-8"))
    out = []
    for item in data["install"]:
        info = item["download_info"]
        out.append({"url": info["url"], "sha256": info["archive_info"]["hashes"]["sha256"]})
    return out


def main() -> int:
    requirements = _requirements()
    sources: dict[str, dict[str, object]] = {}
    for flatpak_arch, platform in ARCHES:
        for wheel in _resolve(platform, requirements):
            entry = sources.setdefault(wheel["url"], {"type": "file", **wheel, "only-arches": []})
            entry["only-arches"].append(flatpak_arch)  # type: ignore[union-attr]
    for entry in sources.values():
        if len(entry["only-arches"]) == len(ARCHES):  # type: ignore[arg-type]
            del entry["only-arches"]  # a pure-Python wheel
    names = " ".join(r.split("==")[0] for r in requirements)
    module = {
        "name": "python3-deps",
        "buildsystem": "simple",
        "build-commands": [
            "pip3 install --exists-action=i --no-index --find-links=\"file://${PWD}\" "
            f"--prefix=${{FLATPAK_DEST}} --no-build-isolation {names}"
        ],
        "sources": list(sources.values()),
    }
    out = HERE / "python3-deps.json"
    out.write_text(json.dumps(module, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {out} ({len(sources)} wheels)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
