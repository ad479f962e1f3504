"""Game references: a game number (``"42"``) or a shared link
(``scorpion://game/42``), read in one place for the command line, the
single-instance hand-over and the Choose Game dialog. No Qt."""

from __future__ import annotations

from scorpion_qt.engine import check_game_number

__all__ = ["LINK_PREFIX", "SCHEME", "game_link", "parse_game_reference"]

SCHEME = "scorpion"
"""The URL scheme the desktop entry registers (``x-scheme-handler/scorpion``)."""

LINK_PREFIX = f"{SCHEME}://game/"


def parse_game_reference(text: str) -> int:
    """A game number from ``"42"``, ``"scorpion://game/42"`` (or ``…/42/``;
    the scheme and ``game`` in any case), surrounding spaces ignored.

    Raises ``ValueError`` (English words) when ``text`` is neither, or the
    number is outside 1 to 2**63 - 1 (``MAX_GAME_NUMBER``).
    """
    t = text.strip()
    if t.lower().startswith(LINK_PREFIX):
        t = t[len(LINK_PREFIX):].strip("/")
    if not t.isascii() or not t.isdigit():
        raise ValueError(f"not a game number: {text!r}")
    return check_game_number(int(t))


def game_link(number: int) -> str:
    """The shareable link of game ``number``: ``scorpion://game/<number>``."""
    return f"{LINK_PREFIX}{number}"
