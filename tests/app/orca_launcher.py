"""Start an installed Orca (Debian's ``/usr/bin/orca``) for a private test session.

Run with Debian's ``/usr/bin/python3``: ``orca_launcher.py [ORCA_SCRIPT] -- ORCA_ARGS…``
(``ORCA_SCRIPT`` defaults to ``/usr/bin/orca``).

Two changes to Orca's own launcher, both needed by a test session and
neither touching what Orca speaks (and a third one on request, below):

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

With ``ORCA_TRANSCRIPT_ONLY=1`` in the environment, Orca works at the debug
level a player's Orca has (``LEVEL_SEVERE``: ``--debug-file`` cannot lower
it) and its log keeps only the transcript: the lines that start with
``SPEECH OUTPUT:``, ``BRAILLE LINE:``, ``     VISIBLE:`` or ``ORCA: Start``
(Orca is ready) and a short line for each ``window:activate`` event it
receives. At ``LEVEL_ALL`` Orca queries every event's source (name, states,
relations, attributes, text…) from the app over D-Bus only to print it:
work a player's Orca never does, and which delays what it says.
"""

from __future__ import annotations

import builtins
import os
import runpy
import sys
import types
from datetime import datetime
from typing import Any

_KEPT = ("SPEECH OUTPUT:", "BRAILLE LINE:", "     VISIBLE:", "ORCA: Start")
_ACTIVATE = "window:activate"


def keep_transcript_only(debug: types.ModuleType) -> None:
    """Make Orca's ``debug`` module (43's ``println``, 50's ``print_message``
    and ``print_tokens``) log only the transcript lines (:data:`_KEPT`, and
    ``EVENT MANAGER: window:activate`` for each such event), at Orca's default
    level ``LEVEL_SEVERE``, which assignments to ``debugLevel`` can no longer
    lower. Lines at ``LEVEL_SEVERE`` and above are written as before."""
    severe = debug.LEVEL_SEVERE

    class TranscriptOnly(types.ModuleType):
        def __setattr__(self, name: str, value: Any) -> None:
            if name == "debugLevel":
                value = max(value, severe)
            super().__setattr__(name, value)

    def write(text: str, timestamp: bool) -> None:
        log = debug.debugFile
        if log is None:
            return
        text = text.replace("\ufffc", "[OBJ]")  # as Orca 43 does
        if timestamp:
            text = datetime.now().strftime("%H:%M:%S.%f") + " - " + text.replace("\n", "\n" + " " * 18)
        log.write(text + "\n")

    def kept(level: int, text: object) -> bool:
        return level < severe and isinstance(text, str) and (text.startswith(_KEPT) or text.startswith(f"EVENT MANAGER: {_ACTIVATE}"))

    for name in ("println", "print_message"):
        original = getattr(debug, name, None)
        if original is None:
            continue

        def message(level: int, text: str = "", timestamp: bool = False, *rest: Any, _original: Any = original, **kw: Any) -> None:
            if kept(level, text):
                write(text, timestamp)
            else:
                _original(level, text, timestamp, *rest, **kw)

        setattr(debug, name, message)
    original_tokens = getattr(debug, "print_tokens", None)
    if original_tokens is not None:

        def tokens(level: int, tokens: list[Any], timestamp: bool = False, *rest: Any, **kw: Any) -> None:
            # ["EVENT MANAGER:", event]: the event as it arrives (its source is not printed).
            if level < severe and len(tokens) == 2 and tokens[0] == "EVENT MANAGER:":
                kind = getattr(tokens[1], "type", "")
                if isinstance(kind, str) and kind.startswith(_ACTIVATE):
                    write(f"EVENT MANAGER: {kind} (source not logged)", timestamp)
                    return
            original_tokens(level, tokens, timestamp, *rest, **kw)

        debug.print_tokens = tokens
    debug.debugLevel = max(debug.debugLevel, severe)
    debug.__class__ = TranscriptOnly


def main() -> int:
    """Run Orca's launcher ``main()`` with the two changes (three with
    ``ORCA_TRANSCRIPT_ONLY=1``); returns its exit code."""
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
    if os.environ.get("ORCA_TRANSCRIPT_ONLY") == "1":
        keep_transcript_only(sys.modules["orca.debug"])
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
