"""The real Orca at the end of a game and in Settings (issue 9, app side).

Game 3 resumed one move before the win (:mod:`test_orca`'s session and
winning line): H (the hint is heard), the last move (its result and "You won
game 3 …" heard once, the focus on the notice's New Game button, the window
not repeated before the result), then Settings (Ctrl+,): Tab to the Language
and the screen-reader messages combo boxes, Down in each: the new entry is
heard; Escape back to the notice, Escape again closes it and the focus is
on the board. Runs where :mod:`test_orca` runs (marker ``orca``).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from orca_session import OrcaSession, command_from_env, missing_tools, squash  # noqa: E402
from test_orca import (  # noqa: E402
    GAME,
    LOCALES,
    ROOT,
    Expect,
    event_text,
    hidden_names,
    keys_to_card,
    locpath,
    run_steps,
    winning_line,
)

pytestmark = [pytest.mark.orca, pytest.mark.slow]


def build_steps(line, position) -> list[Expect]:  # noqa: ANN001
    """The hint, the winning move and the Settings combo boxes."""
    from scorpion_qt.app.lang import texts
    from scorpion_qt.app.lang.languages import LANGUAGES, NATIVE_NAMES
    from scorpion_qt.app.lang.texts import fmt, translate

    move = line[-1]
    source = position.find(move.card).column
    title = [fmt(translate("MainWindow", "Scorpion — Game %1"), GAME)]
    said, after = event_text("play", position, move)
    assert after.is_won
    won = translate("MainWindow", "You won game %1 — moves: %2, time: %3, undos: %4, hints: %5.")
    won_start = won.split("%2")[0].replace("%1", str(GAME))
    hint = translate("MainWindow", "Hint: %1").split("%1")[0].strip()
    t = lambda s: translate("SettingsDialog", s)  # noqa: E731
    first_language = NATIVE_NAMES[LANGUAGES[0]]
    return [
        Expect("start (one move from the win)", [], focus=[], hidden=hidden_names(position), timeout=15),
        Expect("H (hint)", ["h"], announce=[hint], hidden=hidden_names(position)),
        Expect(
            f"focus {texts.card_name(move.card)}",
            keys_to_card(position, move.card, 1),
            focus=[texts.card_name(move.card)],
        ),
        Expect(
            f"{move.column} (the winning move)",
            [str(move.column)],
            focus=[translate("MainWindow", "New Game")],
            announce=[said, won_start],
            forbid=title,
            timeout=10,
        ),
        Expect("Ctrl+, (Settings)", ["ctrl+comma"], focus=[t("Settings")], timeout=10),
        Expect("Tab to Language", ["Tab"] * 5, focus=[t("System language")], timeout=10),
        Expect("Down in Language", ["Down"], announce=[first_language], timeout=10),
        Expect("Tab to screen-reader messages", ["Tab"], focus=[t("Automatic")], timeout=10),
        Expect("Down in screen-reader messages", ["Down"], announce=[t("Announcements (Orca 45.2 and later)")], timeout=10),
        Expect("Escape (close Settings)", ["Escape"], focus=[translate("MainWindow", "New Game")], timeout=6),
        Expect(
            "Escape (close the notice: back to the board)",
            ["Escape"],
            focus=[texts.column_title(source, 0, 0)],
            timeout=6,
        ),
    ]


@pytest.mark.parametrize("lang", ["en"])
def test_orca_hears_the_win_and_the_settings_combos(lang: str, qapp, tmp_path: Path, locpath: Path | None) -> None:  # noqa: ANN001, F811
    orca_command = command_from_env(os.environ.get("SCORPION_ORCA"))
    missing = missing_tools(orca_command)
    if missing:
        message = "the Orca test needs: " + ", ".join(missing)
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    from scorpion_qt.app.lang.languages import LanguageManager
    from scorpion_qt.app.game.session import GameRecord

    line = winning_line()
    at = len(line) - 1
    record = GameRecord(GAME, actions=list(line[:at]), index=at, moves=at, elapsed_ms=60_000)
    position = record.positions()[-1]
    languages = LanguageManager(qapp)
    try:
        assert languages.set_language(lang) == lang
        steps = build_steps(line, position)
    finally:
        languages.set_language("en")
    home = tmp_path / "home"
    (home / "state").mkdir(parents=True)
    (home / "state" / "current-game.json").write_text(record.to_json(), encoding="utf-8")
    app_cmd = [sys.executable, "-m", "scorpion_qt.app.main", "--lang", lang]
    app_env = {
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")])),
        "SCORPION_HOME": str(home),
    }
    log: list[str] = []
    failures: list[str] = []
    session = OrcaSession(tmp_path / "session", orca_command=orca_command, locale=LOCALES[lang], locpath=locpath)
    started = time.monotonic()
    try:
        session.start()
        session.launch_app(app_cmd, env=app_env)
        run_steps(session, steps, log, failures, lang)
    except RuntimeError as exc:
        failures.append(f"session failed: {exc}")
    finally:
        session.stop()
        out = os.environ.get("SCORPION_ORCA_OUT")
        if out:
            Path(out).mkdir(parents=True, exist_ok=True)
            (Path(out) / f"transcript-end-{lang}.txt").write_text("\n".join(log), encoding="utf-8")
    transcript = "\n".join(log)
    print(f"\nOrca run (end of game, settings) in {lang}: {time.monotonic() - started:.0f} s\n{transcript}")
    joined = squash(" ".join(log))
    assert "You won" in joined or not failures, transcript
    assert not failures, "\n".join(failures) + "\n\nTranscript:\n" + transcript
