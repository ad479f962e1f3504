"""A blind player plays the Scorpion family's games with the real Orca
(issue 26): a whole winning game of each variant (:data:`GAMES`: Scorpion
Head with free cells, Three Blind Mice with ten columns and a reserve,
Scorpion II, Wasp, Scorpion Tail, and Double Scorpion with two decks), from
the deal, with the jump keys (Page Down/Up to the card that can move, or
Left/Right and Up when fewer, Return to pick it up, Page Down/Up to its
destination — a free cell comes after the columns — and Return), in the
session and with the checks of :mod:`test_orca`: every result heard once
and brailled, no face-down card named, a column's child count right, at
most :data:`test_orca.WORDS_PER_MOVE` words and :data:`test_orca.KEYS_PER_MOVE`
keys per move (:data:`WORDS_PER_MOVE` and :data:`KEYS_PER_MOVE` for Double
Scorpion).

One language per run, rotating over the four by the day (CI hears each
every four days); ``SCORPION_ORCA_LANGS`` chooses (all listed ones run),
``SCORPION_ORCA`` the Orca, ``SCORPION_ORCA_OUT`` a folder for the
transcripts, as in :mod:`test_orca`. The two boards unlike Cards4's play in
every run; ``SCORPION_ORCA_VARIANTS`` chooses others (:data:`GAMES`).
"""

from __future__ import annotations

import os
import sys
import time
from datetime import date
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from orca_session import OrcaSession  # noqa: E402
import test_orca  # noqa: E402
from test_orca import (  # noqa: E402
    ALL_LOCALES,
    app_env,
    end_run,
    orca_or_skip,
    Expect,
    fill_column_titles,
    judge_whole_game,
    locpath,  # noqa: F401 (the fixture)
    run_steps,
    seen,
    tracked_move_steps,
    window_title,
)

pytestmark = [pytest.mark.orca, pytest.mark.slow]

GAMES = {
    "scorpion-head": 2,
    "three-blind-mice": 3,
    "scorpion-ii": 3,
    "wasp": 3,
    "scorpion-tail": 2,
    "double-scorpion": 1,
}
"""A deal of each variant that the solver wins at once (Scorpion Head's line
has free-cell moves, Three Blind Mice's moves to column 10, Double
Scorpion's 181 moves take about a quarter of an hour)."""
KEYS_PER_MOVE = {"double-scorpion": 4.5}
"""Where a variant is allowed more keys per move than
:data:`test_orca.KEYS_PER_MOVE` (4), and why: with two decks every card
has two cards it can go on, so about twice as many cards can move and Page
Down stops on more of them (the 181 moves of deal 1 take 4.43 keys each,
reaching the card by Page keys or arrows, whichever is fewer)."""
WORDS_PER_MOVE = {"double-scorpion": test_orca.WORDS_PER_MOVE * KEYS_PER_MOVE["double-scorpion"] / test_orca.KEYS_PER_MOVE}
"""Where a variant is allowed more words per move than
:data:`test_orca.WORDS_PER_MOVE` (40), and why: each key that reaches a
card says it (and, in another column, the column), so the words allowed
grow with the keys allowed (Double Scorpion: 45 for 4.5 keys). Its ten
columns make that a column and a card at nearly every key: on Orca 51,
before the pick-up stopped repeating the card's name, French heard 48.1
words per move (of them 11 for the columns entered, 11 for covered cards
with their place, 10 for the pick-up, 12 for the result)."""
IN_CI = ("scorpion-head", "three-blind-mice")
"""The boards unlike Cards4's, heard in every run; ``SCORPION_ORCA_VARIANTS``
names others (comma-separated, or ``all``)."""
_CHOSEN = os.environ.get("SCORPION_ORCA_VARIANTS", ",".join(IN_CI))
VARIANTS_HEARD = list(GAMES) if _CHOSEN == "all" else [v for v in _CHOSEN.split(",") if v in GAMES]
_TODAY = tuple(ALL_LOCALES)[date.today().toordinal() % len(ALL_LOCALES)]
LANGS = [lang for lang in os.environ.get("SCORPION_ORCA_LANGS", _TODAY).split(",") if lang in ALL_LOCALES]


def build_game(variant: str) -> tuple[list[Expect], int]:
    """The steps of the whole winning game of ``variant``'s deal, and its number."""
    from scorpion_qt.app.board import keyboard
    from scorpion_qt.app.lang.texts import fmt, translate
    from scorpion_qt.engine import VARIANTS, Position
    from scorpion_qt.solver import solve

    game = GAMES[variant]
    pos = Position.deal(game, VARIANTS[variant])
    line = solve(pos, time_limit_s=10).moves
    assert line, f"{variant} {game}: no winning line"
    steps = [
        Expect(
            f"start ({variant})",
            [],
            focus=[window_title(game, pos.rules)],
            from_launch=True,
            announce=[fmt(translate("MainWindow", "Game %1 can be won."), game)],
            **seen(pos),
            timeout=15,
        ),
        Expect("Home (shows the focus)", ["Home"], **seen(pos), move=1),
    ]
    focus = keyboard.clamp(pos, 0, pos.face_down[0])
    for n, m in enumerate(line, start=1):
        more, pos, focus = tracked_move_steps(pos, m, focus, move_no=n, game=game)
        steps.extend(more)
    assert pos.is_won
    return steps, game


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", VARIANTS_HEARD)
def test_orca_speaks_a_whole_game_of_each_board(variant: str, lang: str, qapp, tmp_path: Path, locpath) -> None:  # noqa: ANN001, F811
    orca_command = orca_or_skip()
    from scorpion_qt.app.lang.languages import LanguageManager

    languages = LanguageManager(qapp)
    try:
        assert languages.set_language(lang) == lang
        fill_column_titles()
        steps, game = build_game(variant)
    finally:
        languages.set_language("en")
    app_cmd = [sys.executable, "-m", "scorpion_qt.app.main", "--lang", lang, "--variant", variant, "--game", str(game)]
    log: list[str] = []
    failures: list[str] = []
    session = OrcaSession(tmp_path / "session", orca_command=orca_command, locale=ALL_LOCALES[lang], locpath=locpath)
    started = time.monotonic()
    tag = f"{lang} {variant}"
    try:
        session.start()
        session.launch_app(app_cmd, env={**app_env(), "SCORPION_HOME": str(tmp_path / "home")})
        played = run_steps(session, steps, log, failures, tag)
        judge_whole_game(
            played,
            tag,
            log,
            failures,
            KEYS_PER_MOVE.get(variant, test_orca.KEYS_PER_MOVE),
            WORDS_PER_MOVE.get(variant, test_orca.WORDS_PER_MOVE),
        )
    except RuntimeError as exc:
        failures.append(f"session failed: {exc}")
    finally:
        transcript = end_run(session, log, f"{variant}-{lang}", started)
    assert not failures, "What Orca said differs from what a player must hear:\n" + "\n".join(failures) + (
        "\n\nTranscript:\n" + transcript
    )
