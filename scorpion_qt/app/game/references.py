"""Game references: a game number (``"42"``) or a shared link
(``scorpion://game/42``), read in one place for the command line, the
single-instance hand-over and the Choose Game dialog. No Qt."""

from __future__ import annotations

from urllib.parse import quote, unquote

from scorpion_qt.engine import Move, Rules, check_game_number

from scorpion_qt.app.game.variants import parse_variant

__all__ = ["LINK_PREFIX", "SCHEME", "game_link", "link_moves", "link_variant", "link_rules", "parse_game_reference", "position_link"]

SCHEME = "scorpion"
"""The URL scheme the desktop entry registers (``x-scheme-handler/scorpion``)."""

LINK_PREFIX = f"{SCHEME}://game/"


def parse_game_reference(text: str) -> int:
    """A game number from ``"42"``, ``"scorpion://game/42"`` or a variant's
    ``"scorpion://game/wasp/42"`` (or ``…/42/``; the scheme and ``game`` in
    any case), surrounding spaces ignored.

    Raises ``ValueError`` (English words) when ``text`` is none of these
    (a variant the window does not offer included), or the number is outside
    1 to 2**63 - 1 (``MAX_GAME_NUMBER``).
    """
    _variant, t = _reference_parts(text)
    if not t.isascii() or not t.isdigit():
        raise ValueError(f"not a game number: {text!r}")
    return check_game_number(int(t))


def link_variant(text: str) -> str | None:
    """The variant a game link names (``"wasp"`` for
    ``scorpion://game/wasp/42``), None for a plain number or a link without
    one (the player's variant). Raises ``ValueError`` like
    :func:`parse_game_reference` for a variant not offered."""
    return _reference_parts(text)[0]


def _reference_parts(text: str) -> tuple[str | None, str]:
    """``text``'s variant (None when it names none) and the text of its
    number: ``"scorpion://game/wasp/42?moves=…"`` → ``("wasp", "42")``,
    ``" 42 "`` → ``(None, "42")``. ``ValueError`` for a variant not offered."""
    t = text.strip()
    if not t.lower().startswith(LINK_PREFIX):
        return None, t
    variant, _, number = t[len(LINK_PREFIX):].partition("?")[0].strip("/").rpartition("/")
    return (parse_variant(variant) if variant else None), number


def game_link(number: int, variant: str = "cards4") -> str:
    """The shareable link of game ``number`` of ``variant``:
    ``scorpion://game/<number>`` for Cards4, ``scorpion://game/<variant>/<number>``
    for another (game n of a variant deals Cards4's cards under its rules,
    another game)."""
    return f"{LINK_PREFIX}{number}" if variant == "cards4" else f"{LINK_PREFIX}{variant}/{number}"


def position_link(number: int, rules: Rules, moves: list[Move]) -> str:
    """A link that opens game ``number`` under ``rules`` after ``moves``:
    the position a player reached, shared without the face-down cards
    (``scorpion://game/24?moves=8H>1,deal``; the rules' tokens as
    ``rules=`` when they are not Cards4's)."""
    query = "moves=" + quote(",".join(str(m) for m in moves), safe=",")
    if not rules.is_cards4:
        query = "rules=" + quote(",".join(rules.tokens()), safe=",") + "&" + query
    return f"{game_link(number)}?{query}"  # the variant is in rules=


def _query(text: str) -> dict[str, str]:
    query = text.strip().partition("?")[2]
    return {k: unquote(v) for k, _, v in (part.partition("=") for part in query.split("&") if part)}


def link_moves(text: str, rules: Rules | None = None) -> list[Move]:
    """The moves of a :func:`position_link` (none for a plain game link),
    read under ``rules`` (a variant's columns, cells and second copies;
    None: Cards4's). Raises ``ValueError`` naming the first text that is no move."""
    moves = _query(text).get("moves", "")
    return [Move.parse(m, rules) for m in moves.split(",") if m.strip()]


def link_rules(text: str) -> Rules | None:
    """The rules of a :func:`position_link` (None: the game's usual rules).
    Raises ``ValueError`` when they cannot be read."""
    tokens = _query(text).get("rules")
    return None if tokens is None else Rules.from_tokens([t for t in tokens.split(",") if t])
