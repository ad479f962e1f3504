"""The settings file (``settings.ini``), read and written in Python, never by
Qt's INI reader (which aborts the process on some ``@Variant`` values).

No Qt here. :class:`SettingsFile` offers the part of ``QSettings``'s API the
app uses (``value``, ``setValue``, ``contains``, ``remove``, ``allKeys``,
``sync``) over an INI file in the format QSettings writes, so settings saved
by earlier versions are read again:

.. code-block:: ini

    [rules]
    clear_complete_runs=true
    [ui]
    language=de

Temporary files a killed save left beside it are removed when the file is
opened (:func:`.safefiles.clean_stale_temps`). Reading is bounded (:data:`MAX_SETTINGS_BYTES`, regular file, no link, see
:mod:`.safefiles`). A file that is not such an INI file, or holds a Qt
``@Variant``/``@DateTime``/… value, is *damaged*: it is moved aside
(``settings.ini.damaged-<time>``), the defaults are used and
:attr:`SettingsFile.moved_to` says where it went. Binary values are never
stored as ``@ByteArray``: callers store base64 text (the window layout).
Legacy ``@ByteArray(…)`` values of earlier versions are skipped, not damage.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from scorpion_qt.app.game import safefiles
from scorpion_qt.app.game.safefiles import DamagedFile

__all__ = ["MAX_SETTINGS_BYTES", "SettingsFile"]

MAX_SETTINGS_BYTES = 64 * 1024
"""The largest settings file read (ours holds well under 2 KiB)."""

_SECTION = re.compile(r"\[([A-Za-z0-9_.%-]{1,100})\]")
_KEY = re.compile(r"[A-Za-z0-9_.%-]{1,100}")
_MAX_VALUE = 8192


def _to_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return value
    raise TypeError(f"settings hold text, numbers and true/false, not {type(value).__name__}")


class SettingsFile:
    """Typed-as-text settings over one INI file; see the module's docstring.

    ``path``: the file (its folder is created when writing).
    After construction, :attr:`moved_to` is where a damaged file was moved
    (None when none was), :attr:`problem` the reason in English ("" when
    the file was fine or absent), and :attr:`unusable` is True when the file
    or its folder could not be read at all (then nothing was moved, and
    writes will probably fail too: :meth:`sync` returns False).
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._values: dict[str, object] = {}
        self.moved_to: Path | None = None
        self.problem = ""
        self.unusable = False
        # What a save killed half-way left (settings.ini.tmp-<pid>-<hex>),
        # removed like the game's (issue 22, F9).
        safefiles.clean_stale_temps(self.path)
        try:
            text = safefiles.read_text(self.path, MAX_SETTINGS_BYTES)
            if text is not None:
                self._values = self.parse(text)
        except DamagedFile as exc:
            self.problem = str(exc)
            try:
                self.moved_to = safefiles.move_aside(self.path)
            except OSError as move_error:
                self.unusable = True
                self.problem += f" (and it could not be moved aside: {move_error.strerror})"
        except OSError as exc:
            self.unusable = True
            self.problem = f"{self.path} cannot be read: {exc.strerror or exc}"

    # --------------------------------------------------------------- format
    @staticmethod
    def parse(text: str) -> dict[str, object]:
        """The ``{"section/key": "text"}`` of an INI ``text`` (``[General]``
        keys have no section). Raises :class:`DamagedFile` naming the line
        when a line is neither a section, ``key=value``, a comment nor blank,
        or when a value is a Qt special value other than a legacy
        ``@ByteArray`` (which is skipped)."""
        values: dict[str, object] = {}
        section = ""
        for lineno, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line[0] in ";#":
                continue
            if line.startswith("["):
                m = _SECTION.fullmatch(line)
                if m is None:
                    raise DamagedFile(f"line {lineno}: not a section name")
                section = "" if m.group(1) == "General" else m.group(1) + "/"
                continue
            key, sep, value = line.partition("=")
            key, value = key.strip(), value.strip()
            if not sep or _KEY.fullmatch(key) is None:
                raise DamagedFile(f"line {lineno}: not 'key=value'")
            if len(value) > _MAX_VALUE:
                raise DamagedFile(f"line {lineno}: a value of {len(value)} characters")
            if len(value) >= 2 and value[0] == value[-1] == '"':
                value = value[1:-1]
            if value.startswith("@") and not value.startswith("@@"):
                if value.startswith("@ByteArray(") and value.endswith(")"):
                    continue  # an earlier version's window layout: skipped
                raise DamagedFile(f"line {lineno}: a Qt special value ({value[:12]}…)")
            values[section + key] = value[1:] if value.startswith("@@") else value
        return values

    def to_text(self) -> str:
        """The INI text of the current values (sections in order of first use)."""
        sections: dict[str, list[str]] = {}
        for full, value in self._values.items():
            section, _, key = full.rpartition("/")
            text = _to_text(value)
            if text.startswith("@"):
                text = "@" + text  # QSettings' own escape, read back above
            sections.setdefault(section or "General", []).append(f"{key}={text}")
        out: list[str] = []
        for section, lines in sections.items():
            out.append(f"[{section}]")
            out.extend(lines)
            out.append("")
        return "\n".join(out)

    # -------------------------------------------------- QSettings-like API
    def value(self, key: str, default: object = None) -> object:
        """The value of ``key`` (text once read from the file; what was set
        in this run otherwise), or ``default``."""
        return self._values.get(key, default)

    def setValue(self, key: str, value: object) -> None:  # noqa: N802 (QSettings' name)
        """Set ``key`` (``"section/name"``) to text, a whole number or
        true/false. Raises ``ValueError`` for a bad key or a value with a
        line break, ``TypeError`` for other types (bytes: store base64)."""
        section, _, name = key.rpartition("/")
        if _KEY.fullmatch(name) is None or (section and _SECTION.fullmatch(f"[{section}]") is None):
            raise ValueError(f"not a settings key: {key!r}")
        text = _to_text(value)
        if any(c in text for c in "\r\n\0") or len(text) > _MAX_VALUE:
            raise ValueError(f"settings values are one line of at most {_MAX_VALUE} characters")
        self._values[key] = value

    def contains(self, key: str) -> bool:
        """Whether ``key`` has a value."""
        return key in self._values

    def remove(self, key: str) -> None:
        """Forget ``key``."""
        self._values.pop(key, None)

    def allKeys(self) -> list[str]:  # noqa: N802 (QSettings' name)
        """Every key that has a value."""
        return list(self._values)

    def sync(self) -> bool:
        """Write the file atomically, replacing (never following) a link at
        its path; True on success, False when it cannot be written (the
        values stay in memory for this run). Never writes when the file
        could not be read (:attr:`unusable`): what is there stays, for the
        player to fix."""
        if self.unusable:
            return False
        try:
            safefiles.write_atomic(self.path, self.to_text().encode("utf-8"))
        except OSError:
            return False
        return True

    def fileName(self) -> str:  # noqa: N802 (QSettings' name)
        """The file's path."""
        return os.fspath(self.path)
