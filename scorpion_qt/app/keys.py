"""The board's single-letter keys, defined in one place.

A letter alone is also what a combo box or a list types to jump to an entry
(French "D" for "Dame …", German "H" for "Herz …"), so these keys act only
while the focus is on the board or under it (its column buttons), never while
the move panel, the history or a dialog has it: input goes to the widget that
has the focus (issue 12, item 12).
"""

from __future__ import annotations

__all__ = ["BOARD_KEYS", "board_key"]

BOARD_KEYS: dict[str, str] = {
    "deal": "D",
    "hint": "H",
    "describeBoard": "B",
    "describeColumn": "C",
    "listMoves": "L",
}
"""Command name (as in ``MainWindow.commands``) → its key (a letter)."""


def board_key(command: str) -> str:
    """The key of the board command ``command`` (e.g. ``"deal"`` → ``"D"``);
    ``KeyError`` when it has none."""
    return BOARD_KEYS[command]
