"""End to end, as a screen reader sees it: the app under Xvfb with the xcb
platform and the AT-SPI bridge on a private session D-Bus, and an AT-SPI
client (Debian's /usr/bin/python3 with pyatspi, its client-side cache on like
Orca's) that walks the tree, plays moves through AT-SPI actions and keys
(xdotool), deals anew, and checks announcements, focus events and that every
cached name and description of the cards, columns and combo boxes matches
the app (see :mod:`atspi_client`).

The same run is made in every language of the game. The client knows no
text: this side computes every name it expects, in the language under test,
with the app's own translations (:mod:`scorpion_qt.app.lang.texts`, the move
panel's widgets) and hands them over in a JSON file.

Runs whenever the tools are there; with ``CI`` set a missing tool is a
failure, elsewhere the test is skipped with the names of what is missing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.atspi, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
CLIENT = Path(__file__).with_name("atspi_client.py")
CLIENT_PYTHON = "/usr/bin/python3"
GAME = 3
LANGS = ("en", "es", "de", "fr")
# LANG for each language (the locale need not be installed: LC_CTYPE keeps
# the encoding UTF-8; the app is told its language with --lang anyway).
LOCALES = {"en": "en_US.UTF-8", "es": "es_ES.UTF-8", "de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8"}
# The move played: 4♣ (with the A♠ on it) from column 3 to column 1, legal
# in game 3. Then, with keys on the board, 5♣ (with 4♣, A♠) onto column 2;
# then A♠ chosen in the Card box and played with Space on the Move button.
MOVE_CARD, MOVE_COLUMN = "4C", 1
KEY_MOVE_CARD, KEY_MOVE_COLUMN = "5C", 2
PANEL_CARD = "AS"

SCRIPT = r"""
set -u
DF=$(mktemp)
Xvfb -displayfd 5 -screen 0 1280x1024x24 -nolisten tcp 5>"$DF" 2>"$LOGDIR/xvfb.log" &
XPID=$!
for i in $(seq 100); do grep -q . "$DF" && break; sleep 0.05; done
export DISPLAY=":$(cat "$DF")"
"$APP_PYTHON" -m scorpion_qt.app.main --lang "$APP_LANG" --game "$GAME" >"$LOGDIR/app.log" 2>&1 &
APID=$!
export APP_PID=$APID
"$CLIENT_PYTHON" "$CLIENT" Scorpion 25 "$EXPECTED"
rc=$?
kill $APID 2>/dev/null; wait $APID 2>/dev/null
kill $XPID 2>/dev/null; wait $XPID 2>/dev/null
exit $rc
"""


def _missing() -> list[str]:
    missing = [tool for tool in ("Xvfb", "dbus-run-session", "xdotool") if shutil.which(tool) is None]
    if not Path(CLIENT_PYTHON).exists():
        missing.append(CLIENT_PYTHON)
    else:
        probe = subprocess.run(
            [CLIENT_PYTHON, "-c", "import pyatspi; from gi.repository import Atspi"],
            capture_output=True,
            text=True,
        )
        if probe.returncode != 0:
            missing.append("python3-pyatspi / gir1.2-atspi-2.0 for /usr/bin/python3")
    if not any(Path(p).exists() for p in ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")):
        missing.append("at-spi2-core (at-spi-bus-launcher)")
    return missing


def expected_texts(app, lang: str) -> dict[str, object]:  # noqa: ANN001
    """Every name the client checks, in ``lang``, made by the app's own code:
    the texts of :mod:`scorpion_qt.app.lang.texts` for game 3 and the move, and a
    :class:`MovePanel` on that position for the panel's labels (as Qt's
    accessibility names them, mnemonic ``&`` removed), button and entries.
    English is restored afterwards."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QMessageBox

    from scorpion_qt.app.lang import texts
    from scorpion_qt.app.a11y.interfaces import slot_texts
    from scorpion_qt.app.lang.languages import LanguageManager
    from scorpion_qt.app.ui.panel import MovePanel
    from scorpion_qt.engine import CARDS, Card, Move, Position, Suit

    def acc_name(widget) -> str:  # noqa: ANN001
        iface = QAccessible.queryAccessibleInterface(widget)
        assert iface is not None, widget
        return iface.text(QAccessible.Text.Name)

    languages = LanguageManager(app)
    try:
        assert languages.set_language(lang) == lang
        position = Position.deal(GAME)
        card = Card.parse(MOVE_CARD)
        outcome = position.apply(Move(card, MOVE_COLUMN))
        after = outcome.position
        outcome2 = after.apply(Move(Card.parse(KEY_MOVE_CARD), KEY_MOVE_COLUMN))
        after2 = outcome2.position
        panel = MovePanel()
        question = QMessageBox()
        question.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        try:
            panel.set_position(position)
            card_entry = panel.card_box.itemText(panel.card_box.findData(int(card)))
            panel.card_box.setCurrentIndex(panel.card_box.findData(int(card)))
            dest_entry = panel.dest_box.itemText(panel.dest_box.findData(MOVE_COLUMN))
            # Step 4 of the client: the panel after the keyboard move, A♠ chosen.
            card3 = Card.parse(PANEL_CARD)
            panel.set_position(after2)
            card_entry3 = panel.card_box.itemText(panel.card_box.findData(int(card3)))
            panel.card_box.setCurrentIndex(panel.card_box.findData(int(card3)))
            move3 = Move(card3, int(panel.dest_box.itemData(0)))
            outcome3 = after2.apply(move3)
            out: dict[str, object] = {
                "lang": lang,
                "board": texts.translate("MainWindow", "Board"),
                "board_children": [
                    *(texts.column_title(i + 1, len(col), position.face_down[i]) for i, col in enumerate(position.columns)),
                    texts.talon_title(len(position.talon)),
                    texts.foundations_title(position.foundations),
                ],
                "card_names": [texts.card_name(c) for c in CARDS],
                # What each face-up place is called at the start (a covered
                # card with its place: "6 of spades, 6 of 7").
                "face_up_names": [
                    t[0]
                    for i, col in enumerate(position.columns)
                    for at in range(position.face_down[i], len(col))
                    if (t := slot_texts(position, i, at)) is not None
                ],
                "card_symbols": [texts.card_symbol(c) for c in CARDS],
                "suit_names": [texts.suit_name(s) for s in Suit],
                "face_down_name": texts.face_down_name(),
                "face_down_count": sum(position.face_down),
                "face_up_count": sum(len(c) for c in position.columns) - sum(position.face_down),
                "card_label": acc_name(panel.card_label),
                "dest_label": acc_name(panel.dest_label),
                "move_button": acc_name(panel.move_button),
                "hint_button": acc_name(panel.hint_button),
                "yes_button": acc_name(question.button(QMessageBox.StandardButton.Yes)),
                "card_entry": card_entry,
                "dest_entry": dest_entry,
                "announcement": texts.announce_move(outcome.effects),
                "column1_after": texts.column_title(1, len(after.columns[0]), after.face_down[0]),
                "column1_end_after": texts.card_name(after.columns[0][-1]),
                # The board's keyboard focus rests on column 1's end card.
                "focus_start": texts.card_name(position.columns[0][-1]),
                "announcement2": texts.announce_move(outcome2.effects),
                "focus_after2": texts.card_name(after2.columns[0][-1]),
                "card_entry3": card_entry3,
                "announcement3": texts.announce_move(outcome3.effects),
            }
        finally:
            panel.deleteLater()
            question.deleteLater()
    finally:
        languages.set_language("en")
    assert card_entry and dest_entry, (card_entry, dest_entry)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_screen_reader_walks_board_and_plays_a_move(lang, qapp, tmp_path):  # noqa: ANN001
    missing = _missing()
    if missing:
        message = "AT-SPI end-to-end test needs: " + ", ".join(missing)
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    expected = expected_texts(qapp, lang)
    expected_file = tmp_path / "expected.json"
    expected_file.write_text(json.dumps(expected, ensure_ascii=False, indent=1), encoding="utf-8")
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_ACCESSIBILITY="1",
        SCORPION_HOME=str(tmp_path / "home"),
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")])),
        APP_PYTHON=sys.executable,
        APP_LANG=lang,
        GAME=str(GAME),
        CLIENT_PYTHON=CLIENT_PYTHON,
        CLIENT=str(CLIENT),
        EXPECTED=str(expected_file),
        LOGDIR=str(tmp_path),
        LANG=LOCALES[lang],
        LC_CTYPE="C.UTF-8",
        LANGUAGE=lang,
        PYTHONIOENCODING="utf-8",
    )
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "LC_ALL", "LC_MESSAGES"):
        env.pop(var, None)
    started = time.monotonic()
    try:
        proc = subprocess.run(
            ["dbus-run-session", "--", "bash", "-c", SCRIPT],
            cwd=ROOT,
            env=env,
            capture_output=True,
            encoding="utf-8",
            errors="replace",
            timeout=60,
        )
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"AT-SPI run ({lang}) took over 60 s:\n{e.stdout}\n{e.stderr}")
    elapsed = time.monotonic() - started
    app_log = (tmp_path / "app.log").read_text(errors="replace") if (tmp_path / "app.log").exists() else ""
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    assert lines, (
        f"no result from the client ({lang})\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr[-3000:]}\napp:\n{app_log[-3000:]}"
    )
    result = json.loads(lines[-1])
    facts = result["facts"]
    print(f"AT-SPI run in {lang}: {elapsed:.1f} s")
    print(f"AT-SPI events for one move: panel {facts.get('events_panel_move')}, keys {facts.get('events_key_move')}")
    print(f"  panel move: {facts.get('event_kinds_panel_move')}\n  keyboard move: {facts.get('event_kinds_key_move')}")
    assert result["ok"], f"[{lang}] {result['errors']}\nfacts: {facts}\napp:\n{app_log[-3000:]}"
    assert facts["board_children"] == expected["board_children"]
    assert facts["combo_labels"] == sorted([expected["card_label"], expected["dest_label"]])
    # No key binding after a combo box (Orca 50 said Qt's "down" after each).
    assert facts["combo_key_bindings"] == {expected["card_label"]: ["", ""], expected["dest_label"]: ["", ""]}
    assert facts.get("card_list_opened") and facts.get("card_list_closed"), facts
    assert facts["column1_after"] == expected["column1_after"]
    assert any(a.startswith(expected["announcement"]) for a in facts["announcements"]), facts["announcements"]
    # Cached names and descriptions matched the app after every step.
    stale = {k: v for k, v in facts.items() if k.startswith("stale_")}
    assert len(stale) == 5 and not any(stale.values()), stale
