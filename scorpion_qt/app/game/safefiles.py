"""Reading and writing the app's own files safely, whatever is planted there.

No Qt here: every loader (the current game, records or statistics, the
settings) reads through :func:`read_bytes` / :func:`load_json` and writes
through :func:`write_atomic`, and reacts to :class:`DamagedFile` by calling
:func:`move_aside` and showing one sentence.

Reading
    ``open(O_NOFOLLOW | O_NONBLOCK)``: a symbolic link is refused (never
    followed), a FIFO never blocks; ``fstat`` must say "regular file"; at most
    ``limit`` bytes are read (a file growing past it, or ``/dev/zero`` behind a
    link, is refused). JSON is checked for nesting depth *before*
    :func:`json.loads` (no ``RecursionError``), integers are bounded in digits
    (no 4,300-digit ``ValueError`` and no 5,000-digit numbers), ``NaN`` and
    ``Infinity`` are refused.

Writing
    A temporary file ``<name>.tmp-<pid>-<random>`` is created next to the
    target with ``O_CREAT | O_EXCL | O_NOFOLLOW`` (mode 0600), written,
    flushed to disk, then renamed over the target with :func:`os.replace`.
    When the target is a symbolic link, the link itself is replaced by the
    new file: what it pointed to is never written. (Qt's QSaveFile does the
    opposite: checked with PySide6 6.11, it resolves the link and replaces
    the file it points to; the app no longer uses it.) A kill at any moment
    leaves the old file or the new one, plus at most a stale temporary file
    that :func:`clean_stale_temps` removes at the next start.

Errors
    :class:`DamagedFile` (a :class:`ValueError`): the file exists but is not
    acceptable (not regular, a link, too big, not UTF-8, not JSON, too deep,
    a huge number…). ``OSError``: the file or its folder cannot be used
    (permissions, a file where a folder should be…); nothing is moved then.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

__all__ = [
    "DamagedFile",
    "Loaded",
    "load_or_move_aside",
    "MAX_JSON_DEPTH",
    "MAX_INT_DIGITS",
    "clean_stale_temps",
    "ensure_folder",
    "load_json",
    "move_aside",
    "parse_json",
    "read_bytes",
    "read_text",
    "read_position_file",
    "POSITION_LIMIT",
    "decode_text",
    "write_atomic",
]

MAX_JSON_DEPTH = 16
"""Deepest nesting of JSON arrays and objects accepted (our files use 3)."""

MAX_INT_DIGITS = 20
"""Most digits of a JSON integer accepted (2**63 has 19)."""

_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)


class DamagedFile(ValueError):
    """The file exists but cannot be accepted; the message says why (English,
    for logs: the app shows its own translated sentence)."""


# ------------------------------------------------------------------ reading
def read_bytes(path: Path, limit: int, *, follow_links: bool = False) -> bytes | None:
    """The content of the regular file ``path``, at most ``limit`` bytes.

    Returns None when there is no file (nothing at ``path``).
    Raises :class:`DamagedFile` when ``path`` is a symbolic link (unless
    ``follow_links``: a file the player chose may be one), a FIFO, a
    device, a folder or anything but a regular file, or holds more than
    ``limit`` bytes; ``OSError`` when it cannot be opened or read for another
    reason (permissions, its folder being a file…). Never waits for a
    writer (a FIFO is refused before it is opened, and opened non-blocking).
    """
    try:
        # Refuse devices, FIFOs, sockets and folders before opening them at
        # all (opening a device can have effects); fstat checks again below.
        info = os.stat(path) if follow_links else os.lstat(path)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(info.st_mode):
        raise DamagedFile(f"{path.name} is a symbolic link")
    if not stat.S_ISREG(info.st_mode):
        raise DamagedFile(f"{path.name} is not a regular file")
    flags = os.O_RDONLY | _O_NONBLOCK | _O_CLOEXEC | _O_BINARY | (0 if follow_links else _O_NOFOLLOW)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP or (exc.errno == errno.EMLINK and os.path.islink(path)):
            raise DamagedFile(f"{path.name} is a symbolic link") from None
        if exc.errno in (errno.ENXIO, errno.EISDIR, errno.EOPNOTSUPP):
            raise DamagedFile(f"{path.name} is not a regular file") from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise DamagedFile(f"{path.name} is not a regular file")
        if info.st_size > limit:
            raise DamagedFile(f"{path.name} holds {info.st_size} bytes, more than {limit}")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(65536, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise DamagedFile(f"{path.name} holds more than {limit} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_text(path: Path, limit: int, *, follow_links: bool = False) -> str | None:
    """:func:`read_bytes` decoded as UTF-8 (a leading BOM is dropped).

    Returns None when there is no file; raises :class:`DamagedFile` also when
    the bytes are not UTF-8 or contain a NUL character.
    """
    data = read_bytes(path, limit, follow_links=follow_links)
    if data is None:
        return None
    return decode_text(data, path.name)


def decode_text(data: bytes, name: str) -> str:
    """``data`` as UTF-8 text (a leading BOM dropped); :class:`DamagedFile`
    naming ``name`` when it is not UTF-8 or contains a NUL character."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise DamagedFile(f"{name} is not UTF-8 text") from None
    if "\0" in text:
        raise DamagedFile(f"{name} contains a NUL character")
    return text.removeprefix("\ufeff")



# ------------------------------------------------------------ position files
POSITION_LIMIT = 65536
"""The largest position text accepted (bytes): a position is a few lines."""


def read_position_file(name: str) -> str:
    """The text of the position file ``name`` the player gave (``-``:
    standard input), as UTF-8, at most :data:`POSITION_LIMIT` bytes; a
    symbolic link is followed (the player chose it). Used by
    ``--position`` and File › Open Position….

    Raises :class:`DamagedFile` (a ``ValueError``, English words) for
    anything but a regular file (a folder, a device, a FIFO: never waited
    on), a larger file, or bytes that are not UTF-8 text; ``OSError``
    (``FileNotFoundError`` included) when it cannot be opened.
    """
    if name == "-":
        data = sys.stdin.buffer.read(POSITION_LIMIT + 1)
        if len(data) > POSITION_LIMIT:
            raise DamagedFile(f"standard input holds more than {POSITION_LIMIT} bytes")
        return decode_text(data, "standard input")
    if not name:
        raise FileNotFoundError("no file name given")
    text = read_text(Path(name), POSITION_LIMIT, follow_links=True)
    if text is None:
        raise FileNotFoundError(f"no such file: {name}")
    return text

# One token per escape pair, quote or bracket: a single pass, no
# backtracking (a regex for whole strings is quadratic on '"\\"\\"…').
_TOKENS = re.compile(r'\\.|["\[\]{}]', re.DOTALL)


def _check_depth(text: str, max_depth: int) -> None:
    """Raise :class:`DamagedFile` when arrays/objects nest deeper than
    ``max_depth``; brackets inside strings do not count. Linear time."""
    depth = 0
    in_string = False
    for m in _TOKENS.finditer(text):
        t = m.group()
        if t[0] == "\\":
            continue
        if t == '"':
            in_string = not in_string
        elif in_string:
            continue
        elif t in "[{":
            depth += 1
            if depth > max_depth:
                raise DamagedFile(f"JSON nested deeper than {max_depth} levels")
        else:
            depth -= 1


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise DamagedFile(f"a number of {len(text)} digits")
    return int(text)


def _bounded_float(text: str) -> float:
    if len(text) > 64:
        raise DamagedFile(f"a number of {len(text)} characters")
    return float(text)


def _no_constant(text: str) -> Any:
    raise DamagedFile(f"{text} is not a number JSON allows")


def parse_json(text: str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """``json.loads(text)`` with nesting at most ``max_depth`` (checked first),
    integers of at most :data:`MAX_INT_DIGITS` digits and no NaN/Infinity.

    Raises :class:`DamagedFile` for anything else (never ``RecursionError``,
    ``OverflowError`` or a bare ``ValueError``).
    """
    if not isinstance(text, str):
        raise DamagedFile("JSON text must be a string")
    _check_depth(text, max_depth)
    try:
        return json.loads(
            text, parse_int=_bounded_int, parse_float=_bounded_float, parse_constant=_no_constant
        )
    except DamagedFile:
        raise
    except (ValueError, RecursionError, OverflowError, MemoryError) as exc:
        raise DamagedFile(f"not JSON: {str(exc)[:200]}") from None


def load_json(path: Path, limit: int, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """Read and parse the JSON file ``path`` with every bound above.

    Returns None when there is no file (a JSON ``null`` file is refused, so
    None always means "no file"). Raises :class:`DamagedFile` or ``OSError``
    like :func:`read_bytes`.
    """
    text = read_text(path, limit)
    if text is None:
        return None
    data = parse_json(text, max_depth)
    if data is None:
        raise DamagedFile(f"{path.name} holds only null")
    return data


@dataclass(frozen=True)
class Loaded:
    """What :func:`load_or_move_aside` found.

    - ``data``: the checked data; None when there was no file, or it was
      damaged, or it could not be read.
    - ``moved_to``: where a damaged file was moved (None when none was).
    - ``problem``: what was wrong, in English (for logs; "" when nothing).
    - ``unusable``: the file or its folder could not be read or the damaged
      file could not be moved (nothing was moved; writing will likely fail).
    """

    data: Any = None
    moved_to: Path | None = None
    problem: str = ""
    unusable: bool = False


def load_or_move_aside(
    path: Path, limit: int, check: Callable[[Any], Any] | None = None, *, max_depth: int = MAX_JSON_DEPTH
) -> Loaded:
    """The one-call loader for a JSON file of ours: :func:`load_json` with
    every bound, then ``check(data)`` (which returns the value to use and may
    raise anything to say the content is wrong). Any exception while reading,
    parsing or checking moves the file aside (:func:`move_aside`); an
    ``OSError`` while reading only marks it unusable. Never raises.
    """
    try:
        data = load_json(path, limit, max_depth)
        if data is None:
            return Loaded()
        return Loaded(check(data) if check is not None else data)
    except OSError as exc:
        return Loaded(None, None, f"{path} cannot be read: {exc.strerror or exc}", True)
    except Exception as exc:  # noqa: BLE001 - anything wrong in the content means "damaged"
        problem = str(exc)[:300] if isinstance(exc, DamagedFile) else f"{type(exc).__name__}: {str(exc)[:300]}"
    try:
        return Loaded(None, move_aside(path), problem)
    except OSError as exc:
        return Loaded(None, None, f"{problem}; it could not be moved aside: {exc.strerror or exc}", True)


def move_aside(path: Path) -> Path:
    """Rename ``path`` (a file, or a link: the link itself) to
    ``<name>.damaged-<YYYYmmdd-HHMMSS>[-n]`` in the same folder, never
    replacing anything, and return the new path.

    Raises ``OSError`` when it cannot be renamed (then nothing changed).
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.damaged-{stamp}"
    for n in range(1, 1000):
        aside = path.with_name(base if n == 1 else f"{base}-{n}")
        if os.path.lexists(aside):
            continue
        try:
            # link() refuses to replace an existing name, unlike rename();
            # folders and some file systems do not support it.
            os.link(path, aside, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError:
            if os.path.lexists(aside):
                continue
            os.rename(path, aside)
            return aside
        os.unlink(path)
        return aside
    raise FileExistsError(errno.EEXIST, "no free name to move the file aside", str(path))


# ------------------------------------------------------------------ writing
def ensure_folder(folder: Path) -> None:
    """Create ``folder`` (and its parents) if missing.

    Raises ``OSError`` (e.g. ``FileExistsError``, ``NotADirectoryError``,
    ``PermissionError``) when it cannot exist as a folder.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        if not folder.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder)) from None


def _temp_prefix(path: Path) -> str:
    return f"{path.name}.tmp-"


def write_atomic(path: Path, data: bytes, *, sync: bool = True, mode: int = 0o600) -> None:
    """Replace ``path`` with ``data`` atomically: readers see the old file or
    the new one, never a mix; a link at ``path`` is replaced, never followed.
    The folder is created when missing; the new file has ``mode`` (0600: the
    player's own files; an export the player shares may ask for 0644).

    ``sync`` (default) flushes the data to disk before the rename.
    Raises ``OSError`` when it cannot be written; the old file is then intact
    and no temporary file is left.
    """
    ensure_folder(path.parent)
    tmp = path.with_name(f"{_temp_prefix(path)}{os.getpid()}-{os.urandom(4).hex()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_NOFOLLOW | _O_CLOEXEC | _O_BINARY, mode)
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


_QSAVEFILE_TEMP = re.compile(r"\.[A-Za-z0-9]{6}")
_OUR_TEMP = re.compile(r"\.tmp-(\d+)-[0-9a-f]+")


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists, owned by someone else
    return True


def clean_stale_temps(path: Path, *, min_age_s: float = 60.0) -> list[Path]:
    """Remove temporary files a killed writer of ``path`` left: ours
    (``<name>.tmp-<pid>-<hex>``, when that process is gone or the file is
    older than ``min_age_s`` seconds) and those of QSaveFile, which earlier
    versions used (``<name>.XXXXXX``: six random letters and digits, not all
    lower case, so that e.g. ``<name>.backup`` is kept). Only regular files
    are removed, never links or folders. Returns what was removed; errors
    are ignored (nothing else is touched).
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        name = entry.name
        if not name.startswith(path.name + "."):
            continue
        rest = name[len(path.name):]
        ours = _OUR_TEMP.fullmatch(rest)
        if ours is None and _QSAVEFILE_TEMP.fullmatch(rest) is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode):
                continue
            old = now - info.st_mtime > min_age_s
            if ours is not None and not (old or not _alive(int(ours.group(1)))):
                continue
            if ours is None and rest[1:].isalpha() and rest[1:].islower():
                continue
            os.unlink(entry.path)
            removed.append(Path(entry.path))
        except (OSError, ValueError):
            continue
    return removed
