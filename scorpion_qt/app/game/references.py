"""Game references: a game number (``"42"``) or a shared link
(``scorpion://game/42``), read in one place for the command line, the
single-instance hand-over and the Choose Game dialog. No Qt."""

from __future__ import annotations

from urllib.parse import quote, unquote

from scorpion_qt.engine import Move, Rules, check_game_number

__all__ = ["LINK_PREFIX", "SCHEME", "game_link", "link_moves", "link_rules", "parse_game_reference", "position_link"]

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
        t = t[len(LINK_PREFIX):].partition("?")[0].strip("/")
    if not t.isascii() or not t.isdigit():
        raise ValueError(f"not a game number: {text!r}")
    return check_game_number(int(t))


def game_link(number: int) -> str:
    """The shareable link of game ``number``: ``scorpion://game/<number>``."""
    return f"{LINK_PREFIX}{number}"


def position_link(number: int, rules: Rules, moves: list[Move]) -> str:
    """A link that opens game ``number`` under ``rules`` after ``moves``:
    the position a player reached, shared without the face-down cards
    (``scorpion://game/24?moves=8H>1,deal``; the rules' tokens as
    ``rules=`` when they are not Cards4's)."""
    query = "moves=" + quote(",".join(str(m) for m in moves), safe=",")
    if not rules.is_cards4:
        query = "rules=" + quote(",".join(rules.tokens()), safe=",") + "&" + query
    return f"{game_link(number)}?{query}"


def _query(text: str) -> dict[str, str]:
    query = text.strip().partition("?")[2]
    return {k: unquote(v) for k, _, v in (part.partition("=") for part in query.split("&") if part)}


def link_moves(text: str) -> list[Move]:
    """The moves of a :func:`position_link` (none for a plain game link).
    Raises ``ValueError`` naming the first text that is no move."""
    moves = _query(text).get("moves", "")
    return [Move.parse(m) for m in moves.split(",") if m.strip()]


def link_rules(text: str) -> Rules | None:
    """The rules of a :func:`position_link` (None: the game's usual rules).
    Raises ``ValueError`` when they cannot be read."""
    tokens = _query(text).get("rules")
    return None if tokens is None else Rules.from_tokens([t for t in tokens.split(",") if t])
