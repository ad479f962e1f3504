"""What a blind player hears: the real Orca screen reader plays Scorpion by keyboard.

Issue 9. Debian's Orca (43.1 on Debian 12) runs in a private session
(:mod:`orca_session`: session D-Bus, Xvfb, openbox, the AT-SPI bus) without a
speech server, so it writes every utterance to its debug log; the game runs
under it with the xcb platform and is played with ``xdotool`` keys. The test
reads the transcript and checks what Orca said, in English and in Spanish
(the whole session in that locale, the game with ``--lang``):

Part 1, game 3 from its deal (``--game 3``):
  the start (window, focused card, "Game 3 can be won."); D twice (the
  "press D again" notice, then the deal and its three cards); 10♦ with the
  keys from column 7 to column 2; K♥ to column 7 (it reveals the K♦); an
  illegal move (the K♦ onto column 1) and its reason; Escape; an undo
  (what it reverses); the Read menu's B, C, L and Ctrl+F (a find dialog,
  "KH", Return); Tab to the move panel's Card box, Down (the new entry must
  be spoken), Tab to Destination (its entry, "No legal destination" too;
  Down when it has another entry); Settings (Ctrl+,), its Language box by
  its mnemonic, Down (the new entry must be spoken), Tab to the
  screen-reader messages box, Down (spoken too), Escape.

Part 2, a saved game resumed (a known winning line of game 3, 47 moves in):
  the 7♠ with its run to column 2 completes the spade run; undo; redo; a
  hint (H) and Escape; the five last moves of the line, two more runs, and
  "You won" (heard once): the first, third and fifth with the arrows and a
  digit, the second and fourth with the jump keys (Home, Page Down/Up to
  the card that can move, Return: "Picked up. Possible columns: 7.",
  heard once and brailled, Return again to its destination).

Part 3, the whole winning game from the deal (``--game 3``, a new home):
  every move with the jump keys from where the last move left the focus
  (Page Down/Up, Return twice; the talon with D twice), each result heard
  once and brailled; over the game
  at most :data:`WORDS_PER_MOVE` words and :data:`KEYS_PER_MOVE` keys per
  move on average (issue 23's targets). The time from each move's last key
  to its result in Orca's speech (Orca's debug-log time stamps against the
  time each key was sent; Orca at a player's debug level, its log holding
  only the transcript: :class:`orca_session.OrcaSession`'s ``full_log``) is
  printed with the transcript, median, 90th percentile and maximum; it
  depends on the machine's load, so it fails the test (90th percentile over
  :data:`LATENCY_P90_S`) only when ``SCORPION_ORCA_LATENCY`` is set.

Every move's result is the brief one (the app's default verbosity), and
the child count Orca says after a column's name ("List with 9 items") must
be the column's own, before or after the step.

At every step no card that is face down (before and after the step, the
talon before the deal included) may be named. Every expected sentence is
made by the app's own text functions in the language under test
(:mod:`scorpion_qt.app.lang.texts`, :mod:`scorpion_qt.app.a11y.interfaces`,
the move panel), never written here.

``SCORPION_ORCA`` (shell words) replaces the Orca command, e.g. an upstream
Orca: ``SCORPION_ORCA="python3 /tmp/orca45/orca-run"``.
``SCORPION_ORCA_OUT`` names a folder to copy the transcripts to.
``SCORPION_ORCA_LANGS`` chooses the languages, of en, es, de and fr; by
default a run hears two of them, rotating by the day (:data:`ROTATION`: en
and es one day, de and fr the next), so CI hears all four every two days
at the cost of two.

Runs when Orca and the session's tools are installed (tools/test.sh installs
them); with ``CI`` set a missing tool is a failure, elsewhere a skip.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from datetime import date
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from orca_session import OrcaSession, Step, command_from_env, missing_tools, squash  # noqa: E402

pytestmark = [pytest.mark.orca, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
GAME = 3
ALL_LOCALES = {"en": "en_US.UTF-8", "es": "es_ES.UTF-8", "de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8"}
ROTATION = (("en", "es"), ("de", "fr"))
"""The default languages, one pair a day (by the day's ordinal); SCORPION_ORCA_LANGS=en,es,de,fr runs all."""
_TODAYS = ",".join(ROTATION[date.today().toordinal() % len(ROTATION)])
LOCALES = {
    lang: ALL_LOCALES[lang]
    for lang in os.environ.get("SCORPION_ORCA_LANGS", _TODAYS).split(",")
    if lang in ALL_LOCALES
}
# Part 2 resumes game 3 after this many moves of the solver's winning line;
# the next move completes the spade run.
RESUME_AT = 47


# ----------------------------------------------------------------- fixtures
@pytest.fixture(scope="module")
def locpath(tmp_path_factory: pytest.TempPathFactory) -> Path | None:
    """A private folder with the session locales compiled (``localedef``), for
    machines where they are not installed (Debian's minimal images); None
    when they are installed or cannot be made (the session then falls back
    to C.UTF-8 for the C library; Orca's and the app's texts still follow
    ``LANGUAGE``)."""
    have = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower().split()
    wanted = [loc for loc in LOCALES.values() if loc.lower().replace("utf-8", "utf8") not in have]
    if not wanted or shutil.which("localedef") is None:
        return None
    folder = tmp_path_factory.mktemp("locales")
    for loc in LOCALES.values():
        name = loc.split(".")[0]
        subprocess.run(["localedef", "-i", name, "-f", "UTF-8", str(folder / loc)], capture_output=True)
    return folder if all((folder / loc).exists() for loc in LOCALES.values()) else None


# ------------------------------------------------------------- expectations
@dataclass
class Expect:
    """One step: the keys, what Orca must say (``focus``: what every Orca
    already says when the focus moves; ``announce``: the game's messages,
    each exactly once), the cards it must not name, what it must not repeat
    (``forbid``), and an optional check of its own."""

    label: str
    keys: list[str]
    focus: list[str] = field(default_factory=list)
    announce: list[str] = field(default_factory=list)
    hidden: set[str] = field(default_factory=set)
    text: str | None = None
    # Said here, these would be noise before the result (the window's title:
    # Orca re-presenting the window and board before a move's result).
    forbid: list[str] = field(default_factory=list)
    check: Callable[[list[str]], str | None] | None = None
    timeout: float = 6.0
    # Fixed texts that name a card whatever the deal (the find dialog's
    # example "7 of clubs"): left out of the face-down check.
    fixed: list[str] = field(default_factory=list)
    # A start step: what Orca said from the app's launch on counts (its
    # window and focus lines come while the test waits for the window).
    from_launch: bool = False
    # Each ``announce`` text must also be on a braille line of the step (the
    # game's messages: a deafblind player reads them there).
    braille: bool = True
    # The positions the step goes between: the child count Orca says after
    # a column's name ("List with 9 items") must be one of theirs.
    positions: tuple[object, ...] = ()
    # The whole-game part: the move (1, 2, …) the step belongs to, 0 for
    # none; on the step that plays it, the result sentence whose time from
    # the step's last key is the move's latency.
    move: int = 0
    result: str = ""


def seen(*positions) -> dict[str, object]:  # noqa: ANN002
    """An Expect's ``hidden`` (:func:`hidden_names`) and ``positions`` for
    the step between ``positions``."""
    return {"hidden": hidden_names(*positions), "positions": positions}


def hidden_names(*positions) -> set[str]:  # noqa: ANN002
    """Names of the cards face down in every one of ``positions`` (talon
    included) that no card seen in one of them shares: with two decks a
    face-down card's twin may be face up, and its name said."""
    from scorpion_qt.app.lang import texts
    from scorpion_qt.engine.cards import CARDS, TWO_DECK_CARDS

    sets = []
    for p in positions:
        cards = set(p.talon)
        for col, h in zip(p.columns, p.face_down):
            cards.update(col[:h])
        sets.append(cards)
    common = set.intersection(*sets) if sets else set()
    deck = TWO_DECK_CARDS if any(p.rules.decks == 2 for p in positions) else CARDS
    shown = {texts.card_name(c) for c in deck if c not in common}
    return {texts.card_name(c) for c in common} - shown


_COLUMN_TITLES: dict[str, int] = {}


def column_titles() -> dict[str, int]:
    """Every column title in the language under test ("Column 2, 3 face
    down"), with its column's index (filled while the language is set). A
    title holds no card count: Orca says it with the list."""
    return _COLUMN_TITLES


_CARD_NAMES: list[str] = []


def fill_column_titles() -> None:
    from scorpion_qt.app.lang import texts
    from scorpion_qt.engine import CARDS, MAX_COLUMNS

    _CARD_NAMES[:] = [squash(texts.card_name(c)) for c in CARDS]
    _COLUMN_TITLES.clear()
    for col in range(1, MAX_COLUMNS + 1):
        for n in range(0, 40):
            for down in range(0, 4):
                _COLUMN_TITLES[squash(texts.column_title(col, n, down)).rstrip(".")] = col - 1


def window_title(game: int = GAME, rules=None) -> str:  # noqa: ANN001
    """The window's title for game ``game`` under ``rules`` (None: Cards4),
    as the status code makes it ("Scorpion — Game 3", "Scorpion — Scorpion
    Head, Game 2")."""
    from scorpion_qt.app.lang.texts import fmt, translate
    from scorpion_qt.app.lang.variants import variant_name

    if rules is None or rules.variant == "cards4":
        return fmt(translate("MainWindow", "Scorpion — Game %1"), game)
    return fmt(translate("MainWindow", "Scorpion — %1, Game %2"), variant_name(rules.variant), game)


def event_text(kind: str, before, move, game: int = GAME) -> tuple[str, object]:  # noqa: ANN001
    """What the app announces for ``move`` played from ``before`` (``kind``
    "play" or "redo"), or for undoing it ("undo"); returns (text, position after)."""
    from scorpion_qt.app.a11y.sentences import event_sentences
    from scorpion_qt.app.game.controller import EventKind, GameEvent

    outcome = before.apply(move)
    if kind in ("play", "redo"):
        event = GameEvent(EventKind(kind), outcome.position, before, move, outcome.effects)
        after = outcome.position
    else:
        event = GameEvent(EventKind.UNDO, before, outcome.position, move, outcome.effects)
        after = before
    # Brief, the app's default verbosity (issue 23: about 12 words a result).
    return " ".join(event_sentences(event, False, game)), after


def panel_entries(position) -> tuple[list[str], int, dict[int, list[str]]]:  # noqa: ANN001
    """The move panel for ``position``: the Card box's entries, the chosen
    index, and for each entry index the Destination box's entries."""
    from scorpion_qt.app.ui.panel import MovePanel

    panel = MovePanel()
    try:
        panel.set_position(position)
        cards = [panel.card_box.itemText(i) for i in range(panel.card_box.count())]
        chosen = panel.card_box.currentIndex()
        dests: dict[int, list[str]] = {}
        for i in range(len(cards)):
            panel.card_box.setCurrentIndex(i)
            dests[i] = [panel.dest_box.itemText(j) for j in range(panel.dest_box.count())]
        panel.card_box.setCurrentIndex(chosen)
    finally:
        panel.deleteLater()
    return cards, chosen, dests


ORCA_DOWN_KEY = {"en": ("down",), "es": ("abajo",), "de": ("runter", "herunter", "nach unten"), "fr": ("bas",)}
"""Orca's own name of the Down key in each language (its ``keynames``), as
it says a key binding it could parse."""


def no_key_binding(lang: str) -> Callable[[list[str]], str | None]:
    """An Expect check for a combo box step: no key binding is said after
    the box. Qt's combo box gives its actions the Down key's name (Qt's,
    "Down", "Abajo", …), which Orca 50 and later said after every combo box
    utterance ("…, combo box, down")."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    words = {QKeySequence(Qt.Key.Key_Down).toString(QKeySequence.SequenceFormat.NativeText).lower(), *ORCA_DOWN_KEY[lang]}
    pattern = re.compile(r"(?<!\w)(" + "|".join(re.escape(w) for w in sorted(words)) + r")(?!\w)", re.IGNORECASE)

    def check(said: list[str]) -> str | None:
        found = [u for u in said if pattern.search(u)]
        return f"a key binding said after the combo box: {found}" if found else None

    return check


def key(command: str) -> str:
    """The xdotool key name of a board command's letter in the language
    under test (the letters are translatable: es R P T C L, de A T B S Z…)."""
    from scorpion_qt.app.board.keys import board_key

    return board_key(command).lower()


def keys_to_card(position, card, from_column: int) -> list[str]:  # noqa: ANN001
    """Keys that move the board's focus from column ``from_column`` (1..7)
    to ``card``: Home (shows the focus, top face-up card), arrows."""
    place = position.find(card)
    column = place.column
    keys = ["Home"]
    steps = (column - from_column) % 7
    keys += ["Right"] * steps if steps <= 3 else ["Left"] * (7 - steps)
    keys.append("Home")
    keys += ["Down"] * (place.at - position.face_down[column - 1])
    return keys


def jump_to(position, start, wanted, held):  # noqa: ANN001, ANN201
    """Page Down or Page Up presses (the shorter way round) that take the
    focus from ``start`` to the first focus where ``wanted(focus)``: over
    the cards that can move, or with ``held`` picked up over its
    destinations (:mod:`scorpion_qt.app.board.keyboard`); returns (the
    keys, the focus reached)."""
    from scorpion_qt.app.board import keyboard

    def presses(backward: bool):  # noqa: ANN202
        f = start
        for n in range(1, 60):
            f = keyboard.next_destination(position, held, f, backward) if held is not None else keyboard.next_movable(position, f, backward)
            assert f is not None
            if wanted(f):
                return n, f
        raise AssertionError("never reached")

    (down, f_down), (up, f_up) = presses(False), presses(True)
    return (["Page_Down"] * down, f_down) if down <= up else (["Page_Up"] * up, f_up)


def reach_card(position, start, card):  # noqa: ANN001, ANN201
    """The fewest keys that take the focus from ``start`` to ``card``: the
    Page keys over the cards that can move (:func:`jump_to`), or Left/Right
    to its column or place (which land on the end card) and Up to the card —
    in Scorpion Head, a card that could only go to a free cell is no Page
    stop; returns (the keys, the focus reached)."""
    from scorpion_qt.app.board import keyboard

    def is_card(f) -> bool:  # noqa: ANN001
        return keyboard.focused_card(position, f) == card

    ways = []
    if card in keyboard.movable_cards(position):
        ways.append(jump_to(position, start, is_card, None))
    place = position.find(card)
    for key, step in (("Left", keyboard.Step.LEFT), ("Right", keyboard.Step.RIGHT)):
        f, keys = start, []
        for _ in range(len(position.columns) + len(position.reserve)):
            if (f.place is not None and f.place == place.at) if place.kind == "reserve" else (
                f.place is None and f.column_index == place.column - 1
            ):
                break
            f, keys = keyboard.step(position, f, step)[0], [*keys, key]
        while not is_card(f):
            f, keys = keyboard.step(position, f, keyboard.Step.UP)[0], [*keys, "Up"]
        ways.append((keys, f))
    return min(ways, key=lambda way: len(way[0]))


def jump_keys(position, start, wanted, held) -> list[str]:  # noqa: ANN001
    """The keys of :func:`jump_to`."""
    return jump_to(position, start, wanted, held)[0]


def build_part1(lang: str) -> list[Expect]:
    """Part 1 on game 3 from its deal (see the module's docstring)."""
    from scorpion_qt.app.a11y import sentences as accessibility
    from scorpion_qt.app.board.keys import board_key
    from scorpion_qt.app.lang import texts
    from scorpion_qt.app.lang.texts import fmt, translate
    from scorpion_qt.engine import Card, Move, Position

    steps: list[Expect] = []
    p0 = Position.deal(GAME)
    title = [fmt(translate("MainWindow", "Scorpion — Game %1"), GAME)]
    c = lambda s: Card.parse(s)  # noqa: E731
    name = texts.card_name
    steps.append(
        Expect(
            "start",
            [],
            # The window, then the board's focused card, as the game opens.
            focus=title + [name(p0.end_card(1))],
            from_launch=True,
            announce=[fmt(translate("MainWindow", "Game %1 can be won."), GAME)],
            **seen(p0),
            timeout=15,
        )
    )
    steps.append(
        Expect(
            "D (arms the talon)",
            [key("deal")],
            announce=[fmt(translate("Board", "Press %1 again to deal one card onto each of columns 1 to 3."), board_key("deal"))],
            **seen(p0),
        )
    )
    deal = Move.parse("deal")
    said, p1 = event_text("play", p0, deal)
    steps.append(Expect("D (deals)", [key("deal")], announce=[said], **seen(p0, p1), forbid=title))
    td = Move(c("TD"), 2)
    said, p2 = event_text("play", p1, td)
    steps.append(
        Expect("focus 10 of diamonds", ["Home", "Left", "Home"], focus=[name(c("TD"))], **seen(p1))
    )
    steps.append(Expect("2 (10 of diamonds to column 2)", ["2"], announce=[said], **seen(p1, p2), forbid=title))
    kh = Move(c("KH"), 7)
    said, p3 = event_text("play", p2, kh)
    steps.append(
        Expect(
            "focus King of hearts",
            ["Left", "Left", "Left", "Left", "Home"],
            focus=[name(c("KH"))],
            **seen(p2),
        )
    )
    steps.append(
        Expect(
            "7 (King of hearts to column 7, reveals King of diamonds)",
            ["7"],
            announce=[said],
            **seen(p2, p3),
            forbid=title,
            check=lambda u, kd=name(c("KD")): None
            if any(kd in x for x in u)
            else f"the revealed {kd} was not named",
        )
    )
    bad = Move(c("KD"), 1)
    error = p3.check(bad)
    assert error is not None, "the illegal move of the scenario is legal"
    steps.append(
        Expect("1 (illegal: King of diamonds onto column 1)", ["1"], announce=[texts.reason_text(error)], **seen(p3), forbid=title)
    )
    steps.append(Expect("Escape", ["Escape"], announce=[translate("MainWindow", "Selection cleared.")], **seen(p3)))
    said, p4 = event_text("undo", p2, kh)
    steps.append(Expect("Ctrl+Z (undo the reveal)", ["ctrl+z"], announce=[said], **seen(p3, p4), forbid=title))
    board = accessibility.describe_board(p4, 4, 0)
    # The time at the end ("4 moves, time 0:40.") is not known in advance.
    board_head = board[: board.rindex(texts.board_progress_sentence(4, texts.format_time(0)))].strip()
    steps.append(Expect("B (describe the board)", [key("describeBoard")], announce=[board_head], **seen(p4), forbid=title))
    columns = [accessibility.describe_column(p4, n) for n in range(1, 8)]
    steps.append(
        Expect(
            "C (describe the column)",
            [key("describeColumn")],
            **seen(p4),
            check=lambda u: None
            if any(squash(col) in squash(" ".join(u)) for col in columns)
            else "no column description was said",
        )
    )
    steps.append(Expect("L (list the moves)", [key("listMoves")], announce=[accessibility.list_moves(p4)], **seen(p4), forbid=title))
    find_title = translate("MainWindow", "Find a Card")
    find_label = translate("MainWindow", "Card (for example 7C or 7 of clubs):")
    steps.append(
        Expect("Ctrl+F (find dialog)", ["ctrl+f"], focus=[find_title], **seen(p4), fixed=[find_label])
    )
    steps.append(
        Expect(
            "King of hearts Return (find it by its name in the language under test)",
            ["Return"],
            text=name(c("KH")),
            announce=[accessibility.find_card(p4, c("KH"))],
            **seen(p4),
        )
    )
    # The move panel: Tab from the board lands on the Card box.
    cards, chosen, dests = panel_entries(p4)
    card_label = translate("MovePanel", "Card")
    steps.append(
        Expect("Tab (Card box)", ["Tab"], focus=[card_label, cards[chosen]], check=no_key_binding(lang), **seen(p4))
    )
    nxt = min(chosen + 1, len(cards) - 1)
    steps.append(
        Expect(
            "Down in the Card box",
            ["Down"],
            announce=[cards[nxt]],
            check=no_key_binding(lang),
            **seen(p4), braille=False,
        )
    )
    dest_label = translate("MovePanel", "Destination")
    # Destination takes the focus and says its first entry, "No legal
    # destination" too (it is not skipped when the card cannot move).
    steps.append(
        Expect("Tab (Destination box)", ["Tab"], focus=[dest_label, dests[nxt][0]], check=no_key_binding(lang), **seen(p4))
    )
    if len(dests[nxt]) > 1:
        steps.append(
            Expect(
                "Down in the Destination box",
                ["Down"],
                announce=[dests[nxt][1]],
                check=no_key_binding(lang),
                **seen(p4),
                braille=False,
            )
        )
    # The Settings dialog's Language box, reached with its mnemonic, arrowed;
    # Escape cancels (nothing changes).
    from scorpion_qt.app.lang.languages import LANGUAGES, NATIVE_NAMES

    lang_text = translate("SettingsDialog", "&Language:")
    mnemonic = lang_text[lang_text.index("&") + 1].lower()
    steps.append(
        Expect("Ctrl+, (Settings)", ["ctrl+comma"], focus=[translate("SettingsDialog", "Settings")], **seen(p4))
    )
    steps.append(
        Expect(
            f"Alt+{mnemonic.upper()} (Language box)",
            [f"alt+{mnemonic}"],
            focus=[translate("SettingsDialog", "Language"), translate("SettingsDialog", "System language")],
            check=no_key_binding(lang),
            **seen(p4),
        )
    )
    steps.append(
        Expect(
            "Down in the Language box",
            ["Down"],
            announce=[NATIVE_NAMES[LANGUAGES[0]]],
            check=no_key_binding(lang),
            **seen(p4),
            braille=False,
        )
    )
    # The next box, the screen-reader messages channel (automatic /
    # announcements / notifications): Tab, Down.
    steps.append(
        Expect(
            "Tab (screen-reader messages box)",
            ["Tab"],
            focus=[translate("SettingsDialog", "Automatic")],
            check=no_key_binding(lang),
            **seen(p4),
        )
    )
    steps.append(
        Expect(
            "Down in the screen-reader messages box",
            ["Down"],
            announce=[translate("SettingsDialog", "Announcements (Orca 45.2 and later)")],
            check=no_key_binding(lang),
            **seen(p4), braille=False,
        )
    )
    steps.append(Expect("Escape (cancel Settings)", ["Escape"], **seen(p4)))
    return steps


def winning_line():  # noqa: ANN201
    """A winning line of game 3 from the solver (engine Moves)."""
    from scorpion_qt.engine import Position
    from scorpion_qt.solver import solve

    result = solve(Position.deal(GAME), time_limit_s=60)
    assert result.won, result
    return list(result.moves)


def resume_record(line) -> tuple[str, object]:  # noqa: ANN001
    """The save of game 3 ``RESUME_AT`` moves into ``line`` (with its undo
    history) and its position."""
    from scorpion_qt.app.game.record import GameRecord

    record = GameRecord(GAME, actions=list(line[:RESUME_AT]), index=RESUME_AT, moves=RESUME_AT, elapsed_ms=60_000)
    return record.to_json(), record.positions()[-1]


def build_part2(lang: str, line, position) -> list[Expect]:  # noqa: ANN001
    """Part 2: the move that completes a run, its undo and redo, then the
    rest of the line to the win."""
    from scorpion_qt.app.lang import texts
    from scorpion_qt.app.lang.texts import fmt, translate
    from scorpion_qt.engine import Removal

    move = line[RESUME_AT]
    outcome = position.apply(move)
    assert any(isinstance(e, Removal) for e in outcome.effects), f"{move} completes no run"
    title = [fmt(translate("MainWindow", "Scorpion — Game %1"), GAME)]
    resumed = getattr(texts, "announce_resumed_game", texts.announce_new_game)
    steps = [
        Expect(
            "start (resumed game)",
            [],
            # The window, as the resumed game opens.
            focus=title,
            from_launch=True,
            # Said once the window is up (the start of a session, where Orca
            # 45 holds back some events while it presents the new window).
            announce=[resumed(GAME)],
            **seen(position),
            timeout=15,
        ),
        Expect(
            f"focus {texts.card_name(move.card)}",
            keys_to_card(position, move.card, 1),
            focus=[texts.card_name(move.card)],
            **seen(position),
        ),
    ]
    said, after = event_text("play", position, move)
    steps.append(
        Expect(f"{move.column} (completes a run)", [str(move.column)], announce=[said], **seen(position, after), forbid=title)
    )
    said, back = event_text("undo", position, move)
    steps.append(Expect("Ctrl+Z (undo the run)", ["ctrl+z"], announce=[said], **seen(after, back), forbid=title))
    said, after = event_text("redo", position, move)
    steps.append(
        Expect("Ctrl+Shift+Z (redo the run)", ["ctrl+shift+z"], announce=[said], **seen(back, after), forbid=title)
    )
    # A hint (its move comes from the app's own analysis: only its start is
    # known here), then Escape clears it.
    hint_head = fmt(translate("MainWindow", "Hint: %1"), "\x00").split("\x00")[0]
    steps.append(Expect("H (hint)", [key("hint")], announce=[hint_head], **seen(after)))
    steps.append(
        Expect("Escape (clears the hint)", ["Escape"], announce=[translate("MainWindow", "Selection cleared.")], **seen(after))
    )
    # The rest of the winning line, to "You won": odd moves with the arrows
    # and a digit (the focus stays on the column a card left), even ones
    # with the jump keys (issue 23).
    focus_column_index = position.find(move.card).column
    pos = after
    for n, m in enumerate(line[RESUME_AT + 1 :]):
        more, pos, focus_column_index = move_steps(pos, m, focus_column_index, jump=n % 2 == 1)
        steps.extend(more)
    assert pos.is_won
    return steps


def pickup_step(pos, m, dests, move_no: int, *, named: bool = False) -> Expect:  # noqa: ANN001
    """Return on ``m``'s card: it is picked up, its destinations ``dests``
    (and a free cell, when one may take it) said once; the card's name too
    when ``named`` (the focus did not just say it: the last move's result
    came after)."""
    from scorpion_qt.app.board.gestures import goes_to_cell
    from scorpion_qt.app.lang import texts

    return Expect(
        f"Return (picks up {texts.card_name(m.card)})",
        ["Return"],
        announce=[texts.announce_pickup(m.card, 0, dests, goes_to_cell(pos, m.card), named=named)],
        **seen(pos),
        move=move_no,
    )


def deal_steps(pos, m, move_no: int):  # noqa: ANN001, ANN201
    """D twice: "press D again", then the deal (the move ``m``); D once when
    no other move remains (the deal is then made at once); (steps, the
    position after)."""
    from scorpion_qt.app.board.gestures import arm_sentence
    from scorpion_qt.app.lang.texts import fmt, translate

    title = [fmt(translate("MainWindow", "Scorpion — Game %1"), GAME)]
    said, nxt = event_text("play", pos, m)
    deal = Expect("D (deals)", [key("deal")], announce=[said], **seen(pos, nxt), forbid=title, move=move_no, result=said)
    if not any(not other.is_deal for other in pos.legal_moves()):
        return [deal], nxt
    press_again = arm_sentence(True, len(pos.talon))
    return [Expect("D (arms the talon)", [key("deal")], announce=[press_again], **seen(pos), move=move_no), deal], nxt


def drop_step(pos, m, drop: list[str], move_no: int, game: int = GAME):  # noqa: ANN001, ANN201
    """The keys ``drop`` that play ``m`` (of game ``game``): its result heard
    once, and the win when it wins; (the step, the position after)."""
    from scorpion_qt.app.lang import texts
    from scorpion_qt.app.lang.texts import fmt, translate

    said, nxt = event_text("play", pos, m, game)
    heard = [said]
    band: list[str] = []
    forbid = [window_title(game, pos.rules)]
    if nxt.is_won:
        # The win's band takes the focus ("Game won", New Game), then the
        # win is announced in one sentence (its figures and the time are
        # not known here: its start), once, in speech and braille; the
        # band's own texts are not read on top of it.
        band = [translate("MainWindow", "New Game")]
        first_win = translate(
            "WinSummary",
            "You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; "
            "your first win of this deal, winning streak %6.",
        )
        heard.append(fmt(first_win.split("%2")[0], game).rstrip())
        forbid.append(fmt(translate("WinSummary", "You won game %1!"), game))
    step = Expect(
        f"{' '.join(drop)} ({texts.card_name(m.card)} to {'a free cell' if m.to_cell else f'column {m.column}'})",
        drop,
        focus=band,
        announce=heard,
        **seen(pos, nxt),
        forbid=forbid,
        move=move_no,
        result=said,
    )
    return step, nxt


def move_steps(pos, m, focus_column_index: int, *, jump: bool, move_no: int = 0):  # noqa: ANN001, ANN201
    """The steps that play move ``m`` from ``pos`` with the board's focus on
    column ``focus_column_index`` (1..7), and (steps, the position after,
    the column the focus is left on). With the arrows (``jump`` False): to
    the card, then its column's digit. With the jump keys: Home, Page
    Down/Up to the card, Return picks it up (its destinations said once),
    Return again (its first destination) or Page Down/Up to the column and
    Return drops it. The talon deal is D twice ("press D again", then the
    deal). ``move_no`` tags the steps (:attr:`Expect.move`)."""
    from scorpion_qt.app.board import keyboard
    from scorpion_qt.app.board.gestures import destinations
    from scorpion_qt.app.lang import texts

    steps: list[Expect] = []
    if m.is_deal:
        steps, nxt = deal_steps(pos, m, move_no)
        return steps, nxt, focus_column_index
    if jump:
        start = keyboard.clamp(pos, focus_column_index - 1, pos.face_down[focus_column_index - 1])
        keys = ["Home"] + jump_keys(pos, start, lambda f: keyboard.focused_card(pos, f) == m.card, None)
    else:
        keys = keys_to_card(pos, m.card, focus_column_index)
    steps.append(
        Expect(
            f"{'Page keys' if jump else 'focus'} {texts.card_name(m.card)}",
            keys,
            focus=[texts.card_name(m.card)],
            **seen(pos),
            move=move_no,
        )
    )
    focus_column_index = pos.find(m.card).column
    drop = [str(m.column)]
    if jump:
        dests = destinations(pos, m.card)
        steps.append(pickup_step(pos, m, dests, move_no))
        here = keyboard.Focus(focus_column_index - 1, pos.columns[focus_column_index - 1].index(m.card))
        drop = ["Return"] if dests[0] == m.column else [
            *jump_keys(pos, here, lambda f: f.column_index == m.column - 1, m.card), "Return"
        ]
    last, nxt = drop_step(pos, m, drop, move_no)
    steps.append(last)
    return steps, nxt, focus_column_index


def tracked_move_steps(pos, m, focus, *, move_no: int, game: int = GAME):  # noqa: ANN001, ANN201
    """The steps that play move ``m`` from ``pos`` (game ``game``) with the
    jump keys (or the arrows, where they take fewer presses: :func:`reach_card`), from the board's focus ``focus`` (a
    :class:`keyboard.Focus`, known from the moves before: the board keeps
    its focus's column after a move, and its card when that is still face
    up there, else the column's end; or its reserve place or free cell), and
    (steps, the position after, the focus after). No focus step when the
    card is focused already (Orca said it with the last move). A card goes
    to a free cell (``m.to_cell``) by the Page keys to the cell after the
    columns, or by Return when no column takes it."""
    from scorpion_qt.app.board import keyboard
    from scorpion_qt.app.board.gestures import destinations, goes_to_cell
    from scorpion_qt.app.lang import texts
    from scorpion_qt.engine.moves import RESERVE

    if m.is_deal:
        steps, nxt = deal_steps(pos, m, move_no)
        return steps, nxt, focus
    steps: list[Expect] = []
    focused = keyboard.focused_card(pos, focus) == m.card
    if not focused:
        keys, focus = reach_card(pos, focus, m.card)
        steps.append(
            Expect(f"keys to {texts.card_name(m.card)}", keys, focus=[texts.card_name(m.card)], **seen(pos), move=move_no)
        )
    dests = destinations(pos, m.card)
    steps.append(pickup_step(pos, m, dests, move_no, named=focused))
    place = pos.find(m.card)
    here = keyboard.Focus(place.column - 1, place.at) if place.kind == "column" else keyboard.Focus(0, -1, place.at)
    first = dests[0] if dests else RESERVE if goes_to_cell(pos, m.card) else None
    if first == m.column:  # Return on the card sends it to its first destination
        drop, focus = ["Return"], here
    else:
        if m.to_cell:
            wanted = lambda f: f.place is not None  # noqa: E731
        else:
            wanted = lambda f: f.place is None and f.column_index == m.column - 1  # noqa: E731
        keys, focus = jump_to(pos, here, wanted, m.card)
        drop = [*keys, "Return"]
    last, nxt = drop_step(pos, m, drop, move_no, game)
    steps.append(last)
    if focus.place is not None:
        return steps, nxt, focus
    col = nxt.columns[focus.column_index]
    depth = focus.depth
    if depth >= len(col) or depth < nxt.face_down[focus.column_index]:
        depth = -1
    return steps, nxt, keyboard.Focus(focus.column_index, depth)


def build_part3(lang: str, line) -> list[Expect]:  # noqa: ANN001
    """Part 3: the whole winning game from the deal, every move with the
    jump keys (the talon with D twice); each step is tagged with its move so
    that words, keys and the time to the result are measured per move."""
    from scorpion_qt.app.lang.texts import fmt, translate
    from scorpion_qt.engine import Position

    pos = Position.deal(GAME)
    steps = [
        Expect(
            "start (whole game)",
            [],
            focus=[fmt(translate("MainWindow", "Scorpion — Game %1"), GAME)],
            from_launch=True,
            announce=[fmt(translate("MainWindow", "Game %1 can be won."), GAME)],
            **seen(pos),
            timeout=15,
        )
    ]
    from scorpion_qt.app.board import keyboard

    # Home first shows the focus (column 1's first face-up card); from then
    # on the focus is where the last move left it.
    focus = keyboard.clamp(pos, 0, pos.face_down[0])
    steps.append(Expect("Home (shows the focus)", ["Home"], **seen(pos), move=1))
    for n, m in enumerate(line, start=1):
        more, pos, focus = tracked_move_steps(pos, m, focus, move_no=n)
        steps.extend(more)
    assert pos.is_won
    return steps


# --------------------------------------------------------------- the run
def run_steps(
    session: OrcaSession, steps: list[Expect], log: list[str], failures: list[str], tag: str
) -> list[tuple[Expect, Step]]:
    """Play ``steps``, note what Orca said in ``log`` and what is missing in
    ``failures``; returns each expectation with what its step heard."""
    played: list[tuple[Expect, Step]] = []
    for exp in steps:
        wanted = exp.focus + exp.announce
        step = session.step(exp.label, exp.keys, wanted, timeout=exp.timeout, text=exp.text, from_launch=exp.from_launch)
        played.append((exp, step))
        joined = squash(" ".join(step.said))
        log.append(f"[{tag}] > {' '.join(step.keys) or '(start)'}   — {exp.label} ({step.waited_s:.1f} s)")
        log.extend(f"      ORCA: {u}" for u in step.said)
        log.extend(f"      BRL: {b}" for b in step.brailled if b.strip())
        for e in exp.focus:
            if squash(e) not in joined:
                failures.append(f"[{tag}] {exp.label}: focus speech missing: {e!r}")
        for e in exp.announce:
            times = joined.count(squash(e))
            if times == 0:
                failures.append(f"[{tag}] {exp.label}: not heard: {e!r}")
            elif times > 1:
                failures.append(f"[{tag}] {exp.label}: heard {times} times: {e!r}")
        if exp.braille and not exp.from_launch:
            lines = [squash(b) for b in step.brailled]
            for e in exp.announce:
                if not any(squash(e) in b for b in lines):
                    failures.append(f"[{tag}] {exp.label}: not on the braille line: {e!r}; lines: {step.brailled[-4:]}")
        for e in exp.forbid:
            if squash(e) in joined:
                failures.append(f"[{tag}] {exp.label}: {e!r} repeated before the result: {step.said}")
        unfixed = joined
        for text in exp.fixed:
            unfixed = unfixed.replace(squash(text), " ")
        for hidden in sorted(exp.hidden):
            if re.search(rf"(?<!\w){re.escape(hidden)}(?!\w)", unfixed, re.IGNORECASE):
                failures.append(f"[{tag}] {exp.label}: the face-down {hidden!r} was named: {step.said}")
        # A column's name is followed by its true child count ("List with 9
        # items", of the position before or after the step: Orca 50 kept a
        # column's first child count).
        titles = column_titles()
        for u, v in zip(step.said, step.said[1:]):
            index = titles.get(squash(u).rstrip("."))
            numbers = re.findall(r"\d+", v)
            if index is None or len(numbers) != 1 or not exp.positions or squash(v).rstrip(".") in titles:
                continue
            if any(squash(v).startswith(name) for name in _CARD_NAMES):
                continue  # a card (said without the list's line), not a count
            if v.rstrip().endswith("."):
                continue  # the app's own sentence ("Game 3 resumed."), not Orca's count line
            counts = {len(p.columns[index]) for p in exp.positions}  # type: ignore[attr-defined]
            if int(numbers[0]) not in counts:
                failures.append(f"[{tag}] {exp.label}: {u!r} then {v!r} (the column has {sorted(counts)})")
        if exp.check is not None:
            problem = exp.check(step.said)
            if problem:
                failures.append(f"[{tag}] {exp.label}: {problem}")
    return played


WORDS_PER_MOVE = 40.0
"""Issue 23's targets, over the whole game: words Orca says per move on
average (navigation, pick-up and result),"""
KEYS_PER_MOVE = 4.0
"""keys per move on average,"""
LATENCY_P90_S = 0.4
"""and the 90th percentile of the time from a move's last key to the start
of its result in Orca's speech (seconds)."""


def per_move(played: list[tuple[Expect, Step]]) -> tuple[list[int], list[int], list[float], list[str]]:
    """Words and keys of each move of the whole game and the time (s) from
    its last key to its result's utterance, with the problems found (a
    result never heard, a step without time stamps)."""
    words: dict[int, int] = {}
    keys: dict[int, int] = {}
    latency: list[float] = []
    problems: list[str] = []
    for exp, step in played:
        if not exp.move:
            continue
        words[exp.move] = words.get(exp.move, 0) + sum(len(u.split()) for u in step.said)
        keys[exp.move] = keys.get(exp.move, 0) + len(step.keys)
        if not exp.result:
            continue
        heard = [at for u, at in zip(step.said, step.said_at) if squash(exp.result) in squash(u)]
        if not heard or heard[0] is None or not step.keys_at:
            problems.append(f"move {exp.move}: no time for its result {exp.result!r}")
            continue
        latency.append((heard[0] - step.keys_at[-1]) % 86400)
    return list(words.values()), list(keys.values()), latency, problems


def judge_whole_game(
    played: list[tuple[Expect, Step]],
    tag: str,
    log: list[str],
    failures: list[str],
    keys_per_move: float = KEYS_PER_MOVE,
    words_per_move: float = WORDS_PER_MOVE,
) -> None:
    """Measure a whole game's steps (:func:`per_move`), log the figures, and
    note in ``failures`` a result without a time and a game over the words
    or keys targets (``words_per_move`` and ``keys_per_move``,
    :data:`WORDS_PER_MOVE` and :data:`KEYS_PER_MOVE` unless a variant needs
    more; over the latency target too when ``SCORPION_ORCA_LATENCY`` is
    set)."""
    words, keys, latency, problems = per_move(played)
    failures.extend(f"[{tag}] {p}" for p in problems)
    figures = (
        f"whole game, {len(words)} moves: {sum(words) / len(words):.1f} words and {sum(keys) / len(keys):.2f} keys "
        f"per move; key to result median {1000 * percentile(latency, 0.5):.0f} ms, "
        f"p90 {1000 * percentile(latency, 0.9):.0f} ms, max {1000 * max(latency):.0f} ms"
    )
    log.append(f"[{tag}] {figures}")
    if sum(words) / len(words) > words_per_move:
        failures.append(f"[{tag}] more than {words_per_move:g} words per move: {figures}")
    if sum(keys) / len(keys) > keys_per_move:
        failures.append(f"[{tag}] more than {keys_per_move:g} keys per move: {figures}")
    if os.environ.get("SCORPION_ORCA_LATENCY") and percentile(latency, 0.9) > LATENCY_P90_S:
        failures.append(f"[{tag}] results later than {1000 * LATENCY_P90_S:.0f} ms (p90): {figures}")


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, -(-int(q * 100) * len(ordered) // 100) - 1))]


def orca_or_skip() -> list[str]:
    """The Orca to run (``SCORPION_ORCA``, else Debian's); the test is
    skipped when a tool it needs is missing, and fails for it in CI."""
    orca_command = command_from_env(os.environ.get("SCORPION_ORCA"))
    missing = missing_tools(orca_command)
    if missing:
        message = "the Orca test needs: " + ", ".join(missing)
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return orca_command


def app_env() -> dict[str, str]:
    """The environment the app is launched with: this checkout first on its path."""
    return {"PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")]))}


def end_run(session: OrcaSession, log: list[str], name: str, started: float) -> str:
    """Stop ``session`` and return the run's transcript (``log`` and the
    session's notes), also written with Orca's log under
    ``SCORPION_ORCA_OUT`` (``transcript-NAME.txt``, ``orca-debug-NAME.log``)
    and printed with the run's time (``started``: ``time.monotonic()``)."""
    session.stop()
    elapsed = time.monotonic() - started
    log.extend(f"session note: {n}" for n in session.notes)
    transcript = "\n".join(log)
    out = os.environ.get("SCORPION_ORCA_OUT")
    if out:
        Path(out).mkdir(parents=True, exist_ok=True)
        (Path(out) / f"transcript-{name}.txt").write_text(transcript + "\n", encoding="utf-8")
        if session.log_path.exists():
            shutil.copy(session.log_path, Path(out) / f"orca-debug-{name}.log")
    print(f"\nOrca run, {name}: {elapsed:.0f} s\n{transcript}")
    return transcript


@pytest.mark.parametrize("lang", list(LOCALES))
def test_orca_speaks_the_game(lang: str, qapp, tmp_path: Path, locpath: Path | None) -> None:  # noqa: ANN001
    orca_command = orca_or_skip()
    from scorpion_qt.app.lang.languages import LanguageManager

    languages = LanguageManager(qapp)
    line = winning_line()
    save_text, resumed = resume_record(line)
    try:
        assert languages.set_language(lang) == lang
        fill_column_titles()
        part1 = build_part1(lang)
        part2 = build_part2(lang, line, resumed)
        part3 = build_part3(lang, line)
    finally:
        languages.set_language("en")

    app_cmd = [sys.executable, "-m", "scorpion_qt.app.main", "--lang", lang]
    env = app_env()
    log: list[str] = []
    failures: list[str] = []
    session = OrcaSession(tmp_path / "session", orca_command=orca_command, locale=LOCALES[lang], locpath=locpath)
    started = time.monotonic()
    try:
        session.start()
        log.append(f"Orca started: {session.utterances()}")
        session.launch_app([*app_cmd, "--game", str(GAME)], env={**env, "SCORPION_HOME": str(tmp_path / "home1")})
        run_steps(session, part1, log, failures, f"{lang} 1")
        session.stop_app()
        home2 = tmp_path / "home2"
        (home2 / "state").mkdir(parents=True)
        (home2 / "state" / "current-game.json").write_text(save_text, encoding="utf-8")
        session.launch_app(app_cmd, env={**env, "SCORPION_HOME": str(home2)})
        run_steps(session, part2, log, failures, f"{lang} 2")
        session.stop_app()
        session.launch_app([*app_cmd, "--game", str(GAME)], env={**env, "SCORPION_HOME": str(tmp_path / "home3")})
        played = run_steps(session, part3, log, failures, f"{lang} 3")
        judge_whole_game(played, f"{lang} 3", log, failures)
    except RuntimeError as exc:
        failures.append(f"session failed: {exc}")
    finally:
        transcript = end_run(session, log, lang, started)
        (tmp_path / "transcript.txt").write_text(transcript + "\n", encoding="utf-8")
    assert not failures, "What Orca said differs from what a player must hear:\n" + "\n".join(failures) + (
        "\n\nTranscript:\n" + transcript
    )
