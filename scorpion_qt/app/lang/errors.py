"""Why something failed, in the player's language: an operating-system or
SQLite error as a translated clause of its kind, and a refused position text
as a translated sentence of its :class:`PositionProblem`.

No English text from Python, the operating system, SQLite or the engine
reaches the player: each kind has its own message, and the only detail kept
is what helps (the error's short name for a kind not listed, the text or
card at fault in a position)."""

from __future__ import annotations

import errno
import sys
from typing import TYPE_CHECKING

from scorpion_qt.engine import PositionError, PositionProblem

from .texts import card_name, fmt, list_text, translate

if TYPE_CHECKING:
    import sqlite3

_OS_PERMISSION = {errno.EACCES, errno.EPERM}
_OS_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}

# SQLite's primary result codes (https://sqlite.org/rescode.html).
_SQLITE_PERM, _SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_READONLY = 3, 5, 6, 8
_SQLITE_IOERR, _SQLITE_CORRUPT, _SQLITE_FULL, _SQLITE_CANTOPEN = 10, 11, 13, 14
_SQLITE_AUTH, _SQLITE_NOTADB = 23, 26


def error_reason(exc: BaseException) -> str:
    """Why a file or the statistics could not be used, as a clause that
    completes a translated sentence ("The file could not be read: %1"):
    permission, not found, a folder, read-only disk, full disk, busy,
    damaged, not text; otherwise the error's short name (``EIO``)."""
    # An SQLite error exists only once the statistics loaded sqlite3.
    sqlite3 = sys.modules.get("sqlite3")
    if sqlite3 is not None and isinstance(exc, sqlite3.Error):
        return _sqlite_reason(exc)
    if isinstance(exc, OSError):
        code = exc.errno
        if code in _OS_PERMISSION or isinstance(exc, PermissionError):
            return translate("Errors", "you are not allowed to use it")
        if code == errno.ENOENT or isinstance(exc, FileNotFoundError):
            return translate("Errors", "it does not exist")
        if code == errno.EISDIR or isinstance(exc, IsADirectoryError):
            return translate("Errors", "it is a folder, not a file")
        if code == errno.EROFS:
            return translate("Errors", "the disk is read-only")
        if code in _OS_FULL:
            return translate("Errors", "the disk is full")
        name = errno.errorcode.get(code, str(code)) if code is not None else type(exc).__name__
        return fmt(translate("Errors", "the system refused it (error %1)"), name)
    if isinstance(exc, (ValueError, UnicodeError)):
        # safefiles.DamagedFile and decoding: not a regular file, too large, not UTF-8.
        return translate("Errors", "it is not a small text file")
    return fmt(translate("Errors", "an unexpected error occurred (%1)"), type(exc).__name__)


def _sqlite_reason(exc: sqlite3.Error) -> str:
    code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
    if code in (_SQLITE_BUSY, _SQLITE_LOCKED):
        return translate("Errors", "another program is using it")
    if code == _SQLITE_READONLY:
        return translate("Errors", "it cannot be written")
    if code == _SQLITE_FULL:
        return translate("Errors", "the disk is full")
    if code in (_SQLITE_CORRUPT, _SQLITE_NOTADB):
        return translate("Errors", "it is damaged")
    if code in (_SQLITE_PERM, _SQLITE_AUTH):
        return translate("Errors", "you are not allowed to use it")
    if code == _SQLITE_CANTOPEN:
        return translate("Errors", "it cannot be opened")
    if code == _SQLITE_IOERR:
        return translate("Errors", "the disk could not be read or written")
    name = getattr(exc, "sqlite_errorname", "") or type(exc).__name__
    return fmt(translate("Errors", "the database refused it (error %1)"), name)


def position_reason(exc: PositionError) -> str:
    """Why a position text was refused, as a translated sentence, with its
    line ("Line 3: …") when the engine names one."""
    text = _position_sentence(exc)
    if exc.line is None:
        return text
    return fmt(translate("Positions", "Line %1: %2"), exc.line, text)


def _position_sentence(exc: PositionError) -> str:
    p, s, col = exc.problem, exc.subject, exc.column
    first = card_name(exc.cards[0]) if exc.cards else ""
    if p is PositionProblem.LINE_FORM:
        return fmt(translate("Positions", "“%1” is not of the form “label: cards”."), s)
    if p is PositionProblem.UNKNOWN_LABEL:
        return fmt(translate("Positions", "“%1” is not a label: use talon, foundations, rules or 1 to 7."), s)
    if p is PositionProblem.REPEATED_LABEL:
        return fmt(translate("Positions", "The label “%1” appears twice."), s)
    if p is PositionProblem.RULES:
        return fmt(translate("Positions", "“%1” is not a rule option: use keep-runs or traditional-talon."), s)
    if p is PositionProblem.UNKNOWN_CARD and col is None:
        return fmt(translate("Positions", "Talon, not a card: “%1”."), s)
    if p is PositionProblem.UNKNOWN_CARD:
        return fmt(translate("Positions", "Column %1, not a card: “%2”."), col, s)
    if p is PositionProblem.UNKNOWN_SUIT:
        return fmt(translate("Positions", "Foundations, not a suit: “%1”."), s)
    if p is PositionProblem.REPEATED_SUIT:
        return fmt(translate("Positions", "Foundations, suit given twice: “%1”."), s)
    if p is PositionProblem.TALON_SIZE:
        return translate("Positions", "The talon holds at most 3 cards.")
    if p is PositionProblem.FACE_DOWN_ABOVE:
        return fmt(translate("Positions", "Column %1, face-down card after a face-up card: %2."), col, first)
    if p is PositionProblem.ENDS_FACE_DOWN:
        return fmt(translate("Positions", "Column %1, last card face down: %2."), col, first)
    if p is PositionProblem.DUPLICATE:
        return fmt(translate("Positions", "Card given twice: %1."), first)
    if p is PositionProblem.SUIT_ON_BOARD:
        return fmt(translate("Positions", "Card on the board although its suit is in the foundations: %1."), first)
    if p is PositionProblem.MISSING:
        names = list_text(card_name(c) for c in exc.cards)
        return fmt(translate("Positions", "%n card(s) missing: %1.", None, len(exc.cards)), names)
    return translate("Positions", "The text is not in the rules' notation.")
