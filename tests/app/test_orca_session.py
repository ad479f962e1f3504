"""The Orca session's transcript reader (no Orca needed): what it takes from
Orca's debug log is exactly what Orca said, whatever the version's format."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from orca_session import OrcaSession, squash  # noqa: E402

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
