"""The Orca session's transcript reader (no Orca needed): what it takes from
Orca's debug log is exactly what Orca said, whatever the version's format."""

from __future__ import annotations

import sys
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from orca_session import OrcaSession, clock, squash  # noqa: E402

# Lines as Orca 43.1 and 45.2 write them (43: no space before the voice;
# 45: one space; a text with a line break continues on lines indented by 18).
LOG = (
    "23:04:54.890000 - ORCA: Starting registry\n"
    "23:04:54.893983 - SPEECH OUTPUT: 'Screen reader on.'{'established': False}\n"
    "23:04:55.000001 - EVENT MANAGER: focus:\n"
    "                  with a second line\n"
    "23:00:54.476663 - SPEECH OUTPUT: 'Scorpion — Game 3 frame.' {'established': False}\n"
    "23:00:54.500000 - SPEECH OUTPUT: 'The King's 2 of spades: 4 of 5' voice=uppercase {'average-pitch': 6.0}\n"
    "23:00:54.600000 - SPEECH OUTPUT: 'Line one\n"
    "                  line two' {'established': False}\n"
    "23:00:54.650000 - SPEECH OUTPUT: 'K'voice=uppercase{'average-pitch': 5.6}\n"
    "23:00:54.700000 - SPEECH OUTPUT: 'Columna 1, vacía.'{'established': False}\n"
)


def test_transcript_holds_every_utterance_in_order(tmp_path: Path) -> None:
    session = OrcaSession(tmp_path)
    session.log_path.write_text(LOG, encoding="utf-8")
    session.flush()
    assert [t for _, t in session.transcript] == [
        "Screen reader on.",
        "Scorpion — Game 3 frame.",
        "The King's 2 of spades: 4 of 5",
        "Line one\nline two",
        "K",
        "Columna 1, vacía.",
    ]
    # Each utterance keeps its log time (seconds since midnight), to measure
    # the time from a key to speech.
    assert session.said_at[0] == 23 * 3600 + 4 * 60 + 54.893983
    assert session.said_at[-1] == 23 * 3600 + 54.7


def test_a_half_written_entry_waits_for_its_end(tmp_path: Path) -> None:
    session = OrcaSession(tmp_path)
    session.log_path.write_text(LOG[: LOG.index("line two")], encoding="utf-8")
    said = session.utterances()
    assert "Line one\nline two" not in said and not any(s.startswith("Line one") for s in said)
    with open(session.log_path, "a", encoding="utf-8") as f:
        f.write(LOG[LOG.index("line two") :])
    session.flush()
    assert session.utterances()[-3:] == ["Line one\nline two", "K", "Columna 1, vacía."]


def test_squash_joins_white_space() -> None:
    assert squash(" Undone:\n 7 of spades  and 6 cards ") == "Undone: 7 of spades and 6 cards"


def _fake_orca_debug(log: object) -> "types.ModuleType":
    """A module shaped like Orca's ``debug`` (50's ``print_message`` and
    ``print_tokens``, 43's ``println``), writing what passes its level."""
    debug = types.ModuleType("orca.debug")
    debug.LEVEL_ALL, debug.LEVEL_INFO, debug.LEVEL_SEVERE = 0, 800, 1000
    debug.debugLevel, debug.debugFile = debug.LEVEL_SEVERE, log

    def print_message(level: int, text: str, timestamp: bool = False, stack: bool = False) -> None:
        if level >= debug.debugLevel:
            log.write(f"00:00:01.000000 - {text}\n")  # type: ignore[attr-defined]

    def print_tokens(level: int, tokens: list[object], timestamp: bool = False, stack: bool = False) -> None:
        if level >= debug.debugLevel:
            raise AssertionError("an object asked for its details only to print them")

    debug.print_message, debug.println, debug.print_tokens = print_message, print_message, print_tokens
    return debug


def test_transcript_only_log_keeps_what_orca_said_at_a_players_debug_level(tmp_path: Path) -> None:
    from orca_launcher import keep_transcript_only

    session = OrcaSession(tmp_path)
    with open(session.log_path, "w", encoding="utf-8", buffering=1) as log:
        debug = _fake_orca_debug(log)
        keep_transcript_only(debug)
        debug.debugLevel = debug.LEVEL_ALL  # what Orca's --debug-file does
        # Orca 50 guards its costly event details with this test: now false.
        assert not debug.debugLevel <= debug.LEVEL_INFO
        debug.print_message(debug.LEVEL_INFO, "ORCA: Starting Atspi main event loop", True)
        debug.print_message(debug.LEVEL_INFO, "EVENT MANAGER: object:state-changed:focused for …", True)
        debug.print_tokens(debug.LEVEL_INFO, ["EVENT MANAGER:", types.SimpleNamespace(type="object:announcement")], True)
        debug.print_tokens(debug.LEVEL_INFO, ["EVENT MANAGER:", types.SimpleNamespace(type="window:activate")], True)
        debug.println(debug.LEVEL_INFO, "EVENT MANAGER: window:activate for [frame | Scorpion]", True)
        debug.print_message(debug.LEVEL_INFO, "SPEECH OUTPUT: '7 of clubs to column 4.' {'established': False}", True)
        debug.println(debug.LEVEL_INFO, "BRAILLE LINE:  '7 of clubs to column 4.'", True)
        debug.print_message(debug.LEVEL_SEVERE, "ERROR: kept, as in a player's Orca", True)
    text = session.log_path.read_text(encoding="utf-8")
    assert "focused" not in text and "announcement" not in text
    assert text.count("window:activate ") == 2 and "ORCA: Starting Atspi main event loop" in text
    assert "ERROR: kept" in text
    session.flush()
    assert session.utterances() == ["7 of clubs to column 4."]
    assert session.braille and session.braille[-1][1] == "7 of clubs to column 4."
    # Time-stamped on the session's clock (seconds since midnight), as Orca does.
    assert session.said_at[0] is not None and abs((session.said_at[0] - clock() + 43200) % 86400 - 43200) < 60
