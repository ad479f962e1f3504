"""Start an installed Orca (Debian's ``/usr/bin/orca``) for a private test session.

Run with Debian's ``/usr/bin/python3``: ``orca_launcher.py [ORCA_SCRIPT] -- ORCA_ARGS…``
(``ORCA_SCRIPT`` defaults to ``/usr/bin/orca``).

Two changes to Orca's own launcher, both needed by a test session and
neither touching what Orca speaks:

- Orca refuses to start when another process of the same user is named
  ``orca`` (``pgrep -u UID -x orca``), and names itself ``orca``. Several
  test sessions (each with its own D-Bus, X server and AT-SPI bus) may run
  at once on one machine, so this launcher keeps the name ``python3`` and
  skips that check: sessions never see or kill each other.
- The debug log (``--debug-file``), which holds the transcript
  (``SPEECH OUTPUT: '…'``), is written line by line (Orca opens it with a
  block buffer, so the last utterances would reach the file late).

Orca 50 and later (``tools/build_orca.sh`` builds one; its ``bin/orca`` runs
this launcher when ``ORCA_LAUNCHER`` names it) have the same check under
other names (``other_orcas``, ``set_process_name``), keep their settings in
GSettings and import ``user-settings.conf`` with ``-i DIR`` instead of
reading it with ``-u DIR``: the launcher passes ``-u DIR`` on as ``-i DIR``
and uses GSettings' memory backend (nothing written outside the session).
"""

from __future__ import annotations

import builtins
import os
import runpy
import sys


def main() -> int:
    """Run Orca's launcher ``main()`` with the two changes; returns its exit code."""
    args = sys.argv[1:]
    script = "/usr/bin/orca"
    if args and args[0] != "--":
        script = args.pop(0)
    if args and args[0] == "--":
        args.pop(0)
    text = open(script, encoding="utf-8").read()
    upstream = "def other_orcas" in text
    if upstream:
        os.environ.setdefault("GSETTINGS_BACKEND", "memory")
        args = ["-i" if a in ("-u", "--user-prefs") else a for a in args]
    namespace = runpy.run_path(script, run_name="orca_launcher")
    launcher_globals = namespace["main"].__globals__
    for name in ("otherOrcas", "other_orcas"):
        launcher_globals[name] = lambda: []
    for name in ("setProcessName", "set_process_name"):
        launcher_globals[name] = lambda name: True

    def line_buffered_open(file, mode="r", *rest, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202
        if "w" in mode and "b" not in mode and not rest and "buffering" not in kw:
            kw.setdefault("encoding", "utf-8")
            return builtins.open(file, mode, buffering=1, **kw)
        return builtins.open(file, mode, *rest, **kw)

    launcher_globals["open"] = line_buffered_open
    sys.argv = ["orca", *args]
    return int(launcher_globals["main"]() or 0)


if __name__ == "__main__":
    sys.exit(main())
