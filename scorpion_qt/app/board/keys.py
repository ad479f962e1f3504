"""The single-letter board keys, in one place and translatable.

Five commands have a one-letter shortcut: deal the talon, hint, describe the
board, describe the column, list the moves. Each language may give them
other letters (its players expect the initial of their own word: es P for
*pista*, fr I for *indice*). The translator comment (the disambiguation)
says which command a letter is for and that the five must differ;
:func:`board_keys` falls back to the English letters when a catalogue gives
something that is not one letter, or letters that clash.

A letter alone is also what a combo box or a list types to jump to an entry
(French "D" for "Dame …", German "H" for "Herz …"), so these keys act only
while the focus is on the board, under it (its column buttons) or on the move
panel's buttons, never while one of the panel's boxes, the history or a
dialog has it: input goes to the widget that has the focus (issue 12, item 12).
"""

from __future__ import annotations

from scorpion_qt.app.lang.texts import translate

__all__ = ["KEY_COMMANDS", "board_keys", "board_key", "ENGLISH_KEYS"]

KEY_COMMANDS = ("deal", "hint", "describeBoard", "describeColumn", "listMoves")
"""The commands with a single-letter key, in the order of :func:`board_keys`."""

ENGLISH_KEYS = {"deal": "D", "hint": "H", "describeBoard": "B", "describeColumn": "C", "listMoves": "L"}


def _translated() -> dict[str, str]:
    # One call per key, so the extractor sees the sources and comments.
    return {
        "deal": translate(
            "Keys", "D", "key that deals the talon (Edit menu): one letter A-Z, different from the other four keys"
        ),
        "hint": translate(
            "Keys", "H", "key that gives a hint (Edit menu): one letter A-Z, different from the other four keys"
        ),
        "describeBoard": translate(
            "Keys", "B", "key that describes the board (Read menu): one letter A-Z, different from the other four keys"
        ),
        "describeColumn": translate(
            "Keys", "C", "key that describes the column (Read menu): one letter A-Z, different from the other four keys"
        ),
        "listMoves": translate(
            "Keys", "L", "key that lists the moves (Read menu): one letter A-Z, different from the other four keys"
        ),
    }


def board_keys() -> dict[str, str]:
    """Command name → its key letter (upper case) in the current language.

    The English letters (D, H, B, C, L) are used when the catalogue's letters
    are not five different single letters A–Z."""
    keys = {name: key.strip().upper() for name, key in _translated().items()}
    ok = all(len(k) == 1 and "A" <= k <= "Z" for k in keys.values()) and len(set(keys.values())) == len(keys)
    return keys if ok else dict(ENGLISH_KEYS)


def board_key(name: str) -> str:
    """The key letter of command ``name`` (one of :data:`KEY_COMMANDS`)."""
    return board_keys()[name]
