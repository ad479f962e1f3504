"""Show Me How heard through the real Orca (issue 25): a blind player asks
the game to show how to win game 3 from its deal, hears each shown action
as if they had made it, takes over with a key after a few actions (the
key does nothing else), asks again from that mid-game position, and hears
the rest of the line through the win: every action's result once, in
order, on the braille line too, and the practice win at the end.

One language per run, rotating over the four by the day, as in
:mod:`test_orca_variants`; ``SCORPION_ORCA_LANGS``, ``SCORPION_ORCA`` and
``SCORPION_ORCA_OUT`` as in :mod:`test_orca`.
"""

from __future__ import annotations

import os
import re
import sys
import time
from datetime import date
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from orca_session import OrcaSession, squash  # noqa: E402
from test_orca import (  # noqa: E402
    ALL_LOCALES,
    GAME,
    app_env,
    end_run,
    orca_or_skip,
    Expect,
    event_text,
    fill_column_titles,
    hidden_names,
    locpath,  # noqa: F401 (the fixture)
    run_steps,
    seen,
    window_title,
)

pytestmark = [pytest.mark.orca, pytest.mark.slow]

SHOW_ME_HOW = "ctrl+shift+h"
"""Game › Show Me How's key (``ui/actions.py``), as xdotool names it."""
FIRST_PART = 3
"""Actions heard before the player takes over."""
_TODAY = tuple(ALL_LOCALES)[(date.today().toordinal() + 1) % len(ALL_LOCALES)]
LANGS = [lang for lang in os.environ.get("SCORPION_ORCA_LANGS", _TODAY).split(",") if lang in ALL_LOCALES]


def _texts() -> dict[str, str]:
    from scorpion_qt.app.lang.texts import fmt, translate

    won = translate("MainWindow", "You won game %1 — moves: %2, time: %3, undos: %4, hints: %5.")
    return {
        "started": translate(
            "MainWindow", "Showing how to win. Press any key or click to take over; + and − change the speed."
        ),
        "stopped": translate("MainWindow", "Show Me How stopped: the game is yours from here."),
        # A shown game is practice: its win has no record or streak.
        "won": fmt(won.split("%2")[0], GAME).rstrip(),
        "can_be_won": fmt(translate("MainWindow", "Game %1 can be won."), GAME),
        "new_game": translate("MainWindow", "New Game"),
    }


def _line() -> list[tuple[str, object, object]]:
    """Game 3's winning line, the one the game's analysis finds (the same
    solver): each action's result sentence with the positions around it."""
    from scorpion_qt.engine import Position
    from scorpion_qt.solver import solve

    pos = Position.deal(GAME)
    out = []
    for m in solve(pos, time_limit_s=10).moves:
        said, nxt = event_text("play", pos, m)
        out.append((said, pos, nxt))
        pos = nxt
    assert pos.is_won  # type: ignore[attr-defined]
    return out


def no_face_down_named(actions: list[tuple[str, object, object]]):  # noqa: ANN201
    """An :attr:`Expect.check` for a step that hears ``actions`` (result
    sentence, position before, position after) in order: every utterance up
    to and with an action's result belongs to that action, and names no
    card that is face down both before and after it."""

    def check(said: list[str]) -> str | None:
        problems = []
        k = 0
        for u in said:
            before, after = actions[min(k, len(actions) - 1)][1:]
            for name in sorted(hidden_names(before, after)):
                if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", squash(u), re.IGNORECASE):
                    problems.append(f"the face-down {name!r} was named before its action: {u!r}")
            while k < len(actions) and squash(actions[k][0]) in squash(u):
                k += 1
        return "; ".join(problems) or None

    return check


def heard_up_to(line: list[tuple[str, object, object]], said: list[str]) -> int:
    """How many of ``line``'s actions were heard in ``said`` (the last one
    heard, counted from the start of the line)."""
    heard = squash(" ".join(said))
    return max((i + 1 for i, (text, _, _) in enumerate(line) if squash(text) in heard), default=0)


@pytest.mark.parametrize("lang", LANGS)
def test_orca_hears_show_me_how_from_the_deal_and_from_mid_game(lang: str, qapp, tmp_path: Path, locpath) -> None:  # noqa: ANN001, F811
    orca_command = orca_or_skip()
    from scorpion_qt.app.lang.languages import LanguageManager

    languages = LanguageManager(qapp)
    try:
        assert languages.set_language(lang) == lang
        fill_column_titles()
        t = _texts()
        line = _line()
        title = window_title(GAME)
    finally:
        languages.set_language("en")
    start = line[0][1]
    app_cmd = [sys.executable, "-m", "scorpion_qt.app.main", "--lang", lang, "--game", str(GAME)]
    log: list[str] = []
    failures: list[str] = []
    session = OrcaSession(tmp_path / "session", orca_command=orca_command, locale=ALL_LOCALES[lang], locpath=locpath)
    started = time.monotonic()
    try:
        session.start()
        session.launch_app(app_cmd, env={**app_env(), "SCORPION_HOME": str(tmp_path / "home")})
        first = run_steps(session, [
            Expect("start", [], focus=[title], from_launch=True, announce=[t["can_be_won"]], **seen(start), timeout=15),
            Expect("Home (the board's focus)", ["Home"], **seen(start)),
            # The first actions are shown one a second (the default speed);
            # the step ends once the speech pauses, some actions later.
            Expect("Ctrl+Shift+H (Show Me How from the deal)", [SHOW_ME_HOW],
                   announce=[t["started"]] + [said for said, _, _ in line[:FIRST_PART]],
                   check=no_face_down_named(line), timeout=20),
        ], log, failures, lang)
        # Any key takes over, and does nothing else: Escape here.
        before_key = heard_up_to(line, first[-1][1].said)
        (stop,) = run_steps(session, [
            Expect("Escape (takes over)", ["Escape"], announce=[t["stopped"]],
                   check=no_face_down_named(line[before_key:])),
        ], log, failures, lang)
        shown = heard_up_to(line, first[-1][1].said + stop[1].said)
        rest = line[shown:]
        assert FIRST_PART <= shown < len(line) - 10, f"{shown} actions shown before the key took over"
        run_steps(session, [
            Expect(f"Ctrl+Shift+H (Show Me How from action {shown + 1} to the win)", [SHOW_ME_HOW],
                   focus=[t["new_game"]], announce=[t["started"]] + [said for said, _, _ in rest] + [t["won"]],
                   check=no_face_down_named(rest), timeout=len(rest) * 1.0 + 30),
        ], log, failures, lang)
    except RuntimeError as exc:
        failures.append(f"session failed: {exc}")
    finally:
        transcript = end_run(session, log, f"demo-{lang}", started)
    assert not failures, "What Orca said differs from what a player must hear:\n" + "\n".join(failures) + (
        "\n\nTranscript:\n" + transcript
    )
