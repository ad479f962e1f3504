"""An AT-SPI client that does what a screen reader does with Scorpion.

Run with Debian's ``/usr/bin/python3`` (``python3-pyatspi``), on the same
session D-Bus as the app. Like Orca it listens for property, children, state,
focus and announcement events and keeps libatspi's client-side cache on
(``set_cache_mask``: names, descriptions, states and children are read once
and then only updated by the app's events). It finds the app, walks its tree,
checks the board's names, and plays:

1. Tab then Shift+Tab (xdotool): the last focus event is the focused card;
2. a move through the move panel with AT-SPI actions (the announcement; the
   focus event for the card the board's focus now rests on);
3. Hint (AT-SPI action) and a move made with the keyboard on the board;
4. a move chosen in the Card box and played with Space on the focused Move
   button: the focus stays on Move;
5. a new deal (Ctrl+N, "Yes" pressed through AT-SPI): the focused card is
   the last focus event.

After steps 2 to 5 every card of every column, every column and both combo
boxes are checked: the name and description the cache holds (what a screen
reader would speak) must equal a fresh read (``Atspi.Accessible.clear_cache``).

It prints one JSON object on its last line:
``{"ok": bool, "errors": [...], "facts": {...}}``.

It knows no text of the app: every name it looks for or checks comes, in
the language under test, from the JSON file EXPECTED_JSON written by
``test_atspi.py`` with the app's own translations (keys: ``board``,
``board_children``, ``card_names``, ``card_symbols``, ``suit_names``,
``face_down_name``, ``face_down_count``, ``face_up_count``, ``card_label``,
``dest_label``, ``move_button``, ``hint_button``, ``yes_button``,
``card_entry``, ``dest_entry``, ``announcement``, ``column1_after``,
``column1_end_after``, ``focus_start``, ``announcement2``, ``focus_after2``,
``card_entry3``, ``announcement3``). Keys go to the app's X window with
``xdotool`` (APP_PID names the app's process).

Usage: atspi_client.py APP_NAME TIMEOUT_S EXPECTED_JSON
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
import pyatspi  # noqa: E402
from gi.repository import Atspi, GLib  # noqa: E402

APP = sys.argv[1] if len(sys.argv) > 1 else "Scorpion"
TIMEOUT = float(sys.argv[2]) if len(sys.argv) > 2 else 30.0
with open(sys.argv[3], encoding="utf-8") as _f:
    EXPECTED: dict = json.load(_f)
CARD_NAMES: set[str] = set(EXPECTED["card_names"])
# A face-down card's strings may hold none of these: a card name of the
# language under test, an index ("9♦", German "B♦"), a suit name, or a
# notation ("9D", "TS").
LEAKS = re.compile(
    "|".join(
        [re.escape(n) for n in sorted(CARD_NAMES, key=len, reverse=True)]
        + [re.escape(s) for s in EXPECTED["card_symbols"]]
        + [rf"\b{re.escape(s)}\b" for s in EXPECTED["suit_names"]]
    ),
    re.IGNORECASE,
)
NOTATION = re.compile(r"\b(10|[A2-9TJQK])[SHDC♠♥♦♣]\b")

errors: list[str] = []
facts: dict[str, object] = {}
announcements: list[str] = []
# Each focus event as a screen reader gets it: (role, name from the cache).
focus_events: list[tuple[str, str]] = []
# What a screen reader listens to (the app sends only events somebody asked for).
LISTENED = (
    "object:announcement",
    "object:text-changed",
    "object:active-descendant-changed",
    "object:property-change",
    "object:children-changed",
    "object:state-changed",
    "object:selection-changed",
    "focus:",
    "window:activate",
)


def check(cond: bool, what: str) -> bool:
    if not cond:
        errors.append(what)
    return cond


def pump(seconds: float) -> None:
    """Let D-Bus events arrive for ``seconds``."""
    ctx = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while ctx.pending():
            ctx.iteration(False)
        time.sleep(0.02)


received = [0]
"""How many events arrived (all kinds listened to): events per move."""
MAX_EVENTS_PER_MOVE = 40
"""Orca 43 prunes its queue past 50 events; a move must stay well under."""


kinds: dict[str, int] = {}
"""Events received since the last reset, by type and source role."""


def on_event(event) -> None:  # noqa: ANN001
    received[0] += 1
    try:
        role = event.source.getRoleName()
    except Exception:  # noqa: BLE001
        role = "?"
    k = f"{event.type} {role}"
    kinds[k] = kinds.get(k, 0) + 1
    if event.type.startswith("object:state-changed:showing") and event.detail1:
        # The app's notification label shown again: what every Orca speaks.
        try:
            src = event.source
            if src.getRole() == pyatspi.ROLE_NOTIFICATION:
                # Its text is its label child's (what Orca 43 shows in
                # braille); the name, if any, comes first.
                text = " ".join(t for t in [src.name] + [src[i].name for i in range(src.childCount)] if t)
                if text:
                    announcements.append(text)
        except Exception:  # noqa: BLE001
            pass
    elif event.type.startswith("object:announcement"):
        text = event.any_data if isinstance(event.any_data, str) else str(event.any_data)
        announcements.append(text)
    elif event.type.startswith("focus:"):
        try:
            focus_events.append((event.source.getRoleName(), event.source.name))
        except Exception as e:  # noqa: BLE001
            focus_events.append(("?", f"error: {e}"))


def fresh(acc) -> tuple[str, str]:  # noqa: ANN001
    """Name and description read from the app, not from the cache."""
    Atspi.Accessible.clear_cache(acc)
    return acc.get_name(), acc.get_description()


def check_cache(board, boxes, label: str) -> None:  # noqa: ANN001
    """Every card, column and combo box: the cached name and description
    (what a screen reader speaks) equal a fresh read from the app."""
    stale: list[str] = []
    for ci, col in enumerate(children(board)[:7]):
        for i, card in enumerate(children(col)):
            cached = (card.name, card.description)
            now = fresh(card)
            if cached != now:
                stale.append(f"column {ci + 1} card {i + 1}: cached {cached!r}, app {now!r}")
        cached_col = (col.name, col.childCount)
        Atspi.Accessible.clear_cache(col)
        now_col = (col.get_name(), col.get_child_count())
        if cached_col != now_col:
            stale.append(f"column {ci + 1}: cached {cached_col!r}, app {now_col!r}")
    for box in boxes:
        cached = box.name
        now = fresh(box)[0]
        if cached != now:
            stale.append(f"combo box: cached {cached!r}, app {now!r}")
    facts[f"stale_{label}"] = len(stale)
    check(not stale, f"stale cache {label}: " + "; ".join(stale[:12]))


def key(*names: str) -> None:
    """Key presses to the app's window (XTEST through xdotool)."""
    for name in names:
        subprocess.run(["xdotool", "key", "--clearmodifiers", name], check=False, timeout=10)
        pump(0.15)


def focus_window() -> bool:
    """Give the app's X window the input focus (no window manager here)."""
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", os.environ.get("APP_PID", "0")],
        capture_output=True,
        text=True,
        timeout=10,
    ).stdout.split()
    for window in found:
        subprocess.run(["xdotool", "windowfocus", window], capture_output=True, timeout=10)
    pump(0.8)
    return bool(found)


def wait_for(cond, seconds: float) -> bool:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if cond():
            return True
        pump(0.1)
    return bool(cond())


def last_focus(label: str, wanted: str | None) -> None:
    """The last focus event names ``wanted`` (a card); any card when None."""
    facts[f"focus_{label}"] = list(focus_events[-3:])
    if not check(bool(focus_events), f"no focus event {label}"):
        return
    role, name = focus_events[-1]
    if wanted is None:
        check(name in CARD_NAMES, f"last focus event {label} is {role} {name!r}, not a card")
    else:
        check(name == wanted, f"last focus event {label} is {role} {name!r}, not {wanted!r}")


def announced(wanted: str, label: str) -> None:
    """An announcement event or a notification shown again begins with ``wanted``."""
    wait_for(lambda: any(a.startswith(wanted) for a in announcements), 5)
    facts[f"announcements_{label}"] = list(announcements)
    check(any(a.startswith(wanted) for a in announcements), f"no announcement {wanted!r} {label}: {announcements}")


def choose_entry(box, entry: str) -> bool:  # noqa: ANN001
    """Select ``entry`` in combo ``box`` through the Selection of its list."""
    lists = [c for c in children(box) if c.getRole() == pyatspi.ROLE_LIST]
    if not check(bool(lists), "a combo box has no list child"):
        return False
    Atspi.Accessible.clear_cache(lists[0])
    entries = [e.name for e in children(lists[0])]
    target = next((i for i, e in enumerate(entries) if e == entry), None)
    if not check(target is not None, f"{entry!r} not in the list: {entries[:6]}"):
        return False
    lists[0].querySelection().selectChild(target)
    pump(0.5)
    return True


def children(acc):  # noqa: ANN001, ANN201
    out = []
    try:
        for i in range(acc.childCount):
            c = acc.getChildAtIndex(i)
            if c is not None:
                out.append(c)
    except Exception as e:  # noqa: BLE001
        errors.append(f"children of {acc!r}: {e}")
    return out


def walk(acc, depth=0, limit=12):  # noqa: ANN001, ANN201
    yield acc, depth
    if depth < limit:
        for c in children(acc):
            yield from walk(c, depth + 1, limit)


def find_app():  # noqa: ANN201
    desktop = pyatspi.Registry.getDesktop(0)
    end = time.monotonic() + TIMEOUT
    while time.monotonic() < end:
        for app in children(desktop):
            try:
                if app.name == APP and app.childCount > 0:
                    return app
            except Exception:  # noqa: BLE001
                pass
        pump(0.2)
    return None


def labelled_by(acc) -> str:  # noqa: ANN001
    for rel in acc.getRelationSet():
        if rel.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            for i in range(rel.getNTargets()):
                return rel.getTarget(i).name
    return ""


def do_action(acc, wanted: str) -> bool:  # noqa: ANN001
    action = acc.queryAction()
    for i in range(action.nActions):
        if action.getName(i).lower() == wanted:
            return bool(action.doAction(i))
    return False


def main() -> int:
    for kind in LISTENED:
        pyatspi.Registry.registerEventListener(on_event, kind)
    app = find_app()
    if not check(app is not None, f"no AT-SPI application named {APP!r}"):
        return finish()
    # Cache like a screen reader: from now on names, descriptions, states
    # and children are read once and only refreshed by the app's events.
    Atspi.Accessible.set_cache_mask(app, Atspi.Cache.DEFAULT)
    frames = [c for c in children(app) if c.getRole() == pyatspi.ROLE_FRAME]
    check(bool(frames), "no frame")
    frame = frames[0]
    facts["frame"] = frame.name
    nodes = list(walk(frame))
    boards = [a for a, _ in nodes if a.name == EXPECTED["board"]]
    if not check(len(boards) == 1, f"board {EXPECTED['board']!r} not found once: {len(boards)}"):
        return finish()
    board = boards[0]
    kids = children(board)
    names = [k.name for k in kids]
    facts["board_children"] = names
    check(len(kids) == 9, f"board has {len(kids)} children, not 9")
    check(names == EXPECTED["board_children"], f"board children {names!r}, expected {EXPECTED['board_children']!r}")
    face_down = face_up = 0
    for col in kids[:7]:
        check(col.getRole() in (pyatspi.ROLE_LIST, pyatspi.ROLE_PANEL), f"column role {col.getRoleName()}")
        for card in children(col):
            texts = [card.name, card.description]
            try:
                attrs = card.getAttributes()
            except Exception:  # noqa: BLE001
                attrs = []
            if card.name == EXPECTED["face_down_name"]:
                face_down += 1
                blob = " ".join(texts + list(attrs))
                leak = LEAKS.search(blob) or NOTATION.search(blob)
                check(leak is None, f"face-down card leaks {leak.group(0) if leak else ''!r}: {blob!r}")
            else:
                face_up += 1
                check(card.name in EXPECTED["face_up_names"], f"card name {card.name!r}")
                check(card.getRole() == pyatspi.ROLE_LIST_ITEM, f"card role {card.getRoleName()}")
    facts["face_down"] = face_down
    facts["face_up"] = face_up
    check(
        face_down == EXPECTED["face_down_count"] and face_up == EXPECTED["face_up_count"],
        f"{face_down} face-down, {face_up} face-up cards",
    )

    # The combo boxes are found by their label (the buddy's labelled-by
    # relation), the buttons by their accessible names.
    combos = [a for a, _ in nodes if a.getRole() == pyatspi.ROLE_COMBO_BOX]
    by_label = {labelled_by(c): c for c in combos}
    facts["combo_labels"] = sorted(by_label)
    card_box = by_label.get(EXPECTED["card_label"])
    dest_box = by_label.get(EXPECTED["dest_label"])
    buttons = [a for a, _ in nodes if a.getRole() == pyatspi.ROLE_PUSH_BUTTON and a.name == EXPECTED["move_button"]]
    # The panel's Hint button: the one beside Move (a toolbar has another).
    hints = [
        a
        for a in (children(buttons[0].parent) if len(buttons) == 1 else [])
        if a.getRole() == pyatspi.ROLE_PUSH_BUTTON and a.name == EXPECTED["hint_button"]
    ]
    check(card_box is not None, f"no combo box labelled {EXPECTED['card_label']!r}")
    check(dest_box is not None, f"no combo box labelled {EXPECTED['dest_label']!r}")
    check(len(buttons) == 1, f"{len(buttons)} buttons named {EXPECTED['move_button']!r}")
    check(len(hints) == 1, f"{len(hints)} buttons named {EXPECTED['hint_button']!r}")
    if card_box is None or dest_box is None or not buttons or not hints:
        return finish()
    move_button = buttons[0]
    boxes = (card_box, dest_box)
    # Qt's combo box actions (ShowMenu, Press) with no key binding: Orca 50
    # and later say a binding after the box ("down", from Qt's accelerator).
    for label, box in ((EXPECTED["card_label"], card_box), (EXPECTED["dest_label"], dest_box)):
        action = box.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        bindings = [action.getKeyBinding(i) for i in range(action.nActions)]
        facts.setdefault("combo_actions", {})[label] = names
        facts.setdefault("combo_key_bindings", {})[label] = bindings
        check(names == ["ShowMenu", "Press"], f"combo box {label!r} has the actions {names!r}")
        check(not any(bindings), f"combo box {label!r} has the key bindings {bindings!r}")
        lists = [c for c in children(box) if c.getRole() == pyatspi.ROLE_LIST]
        check(len(children(box)) == 1 and len(lists) == 1, f"combo box {label!r} children {children(box)!r}")
        check(bool(lists) and lists[0].parent == box, f"combo box {label!r}: its list's parent is not the box")
    for box in boxes:
        box.name  # noqa: B018 - cached now, as a screen reader would have it

    # 1. Tab into the move panel and Shift+Tab back: the focused card is the
    # last focus event (not the board and its long description).
    if not check(focus_window(), "no X window of the app for xdotool"):
        return finish()
    focus_events.clear()
    key("Tab")
    wait_for(lambda: bool(focus_events), 3)
    focus_events.clear()
    key("shift+Tab")
    pump(0.6)
    last_focus("after Shift+Tab into the board", EXPECTED["focus_start"])

    # 2. Choose the card (it has a legal destination in the game) in the
    # Card box through the Selection interface of its list, then press Move.
    if not choose_entry(card_box, EXPECTED["card_entry"]):
        return finish()
    facts["card_box_name"] = card_box.name
    facts["dest_box_name"] = dest_box.name
    check(card_box.name == EXPECTED["card_entry"], f"Card box shows {card_box.name!r}")
    check(dest_box.name == EXPECTED["dest_entry"], f"Destination box shows {dest_box.name!r}")
    announcements.clear()
    focus_events.clear()
    pump(1.0)
    received[0] = 0
    kinds.clear()
    check(do_action(move_button, "press"), "Move button has no press action")
    pump(1.0)
    facts["events_panel_move"] = received[0]
    facts["event_kinds_panel_move"] = dict(kinds)
    check(received[0] <= MAX_EVENTS_PER_MOVE, f"{received[0]} AT-SPI events for one panel move")
    announced(EXPECTED["announcement"], "after the panel move")
    facts["announcements"] = list(announcements)
    pump(0.3)
    # The board kept the keyboard focus on column 1, whose end card changed.
    last_focus("after the panel move", EXPECTED["column1_end_after"])
    # The board's names follow the new position.
    col1 = children(board)[0]
    facts["column1_after"] = col1.name
    check(col1.name == EXPECTED["column1_after"], f"column 1 after the move: {col1.name!r}")
    last = children(col1)[-1]
    check(last.name == EXPECTED["column1_end_after"], f"column 1 end card after the move: {last.name!r}")
    check_cache(board, boxes, "after the panel move")

    # 3. A hint fills both boxes; then a move made with keys on the board
    # (Up, Up: the 5 of clubs; 2: onto column 2).
    check(do_action(hints[0], "press"), "Hint button has no press action")
    pump(0.5)
    check_cache(board, boxes, "after a hint")
    announcements.clear()
    key("Up", "Up")
    focus_events.clear()
    pump(1.0)
    received[0] = 0
    kinds.clear()
    key("2")
    pump(1.0)
    facts["events_key_move"] = received[0]
    facts["event_kinds_key_move"] = dict(kinds)
    check(received[0] <= MAX_EVENTS_PER_MOVE, f"{received[0]} AT-SPI events for one keyboard move")
    announced(EXPECTED["announcement2"], "after the keyboard move")
    pump(0.3)
    last_focus("after the keyboard move", EXPECTED["focus_after2"])
    check_cache(board, boxes, "after the keyboard move")

    # 4. Tab to the Move button, choose a card in the Card box, press Space:
    # the card cannot move again, yet the focus stays on Move (not on Hint).
    focus_events.clear()
    key("Tab", "Tab", "Tab")
    wait_for(lambda: bool(focus_events) and focus_events[-1][1] == EXPECTED["move_button"], 3)
    check(
        bool(focus_events) and focus_events[-1][1] == EXPECTED["move_button"],
        f"Tab Tab Tab from the board: focus on {focus_events[-1:]}, not the Move button",
    )
    if choose_entry(card_box, EXPECTED["card_entry3"]):
        announcements.clear()
        focus_events.clear()
        key("space")
        announced(EXPECTED["announcement3"], "after Space on Move")
        pump(0.3)
        facts["focus_after_space"] = list(focus_events)
        check(
            all(name == EXPECTED["move_button"] for _, name in focus_events),
            f"the focus left the Move button after Space: {focus_events}",
        )
        Atspi.Accessible.clear_cache(move_button)
        state = move_button.getState()
        check(
            state.contains(pyatspi.STATE_FOCUSED) and state.contains(pyatspi.STATE_ENABLED),
            "the Move button is not focused and enabled after Space",
        )
        check_cache(board, boxes, "after Space on Move")

    # 5. A new deal (Ctrl+N from the board, "Yes" through AT-SPI): every
    # card place shows another card; the board's focused card is announced
    # when the window is active again.
    key("shift+Tab", "shift+Tab", "shift+Tab")
    title = fresh(frame)[0]  # "Scorpion — Game 3": the game number changes
    focus_events.clear()
    key("ctrl+n")
    check(press_yes(app), f"no {EXPECTED['yes_button']!r} button in a dialog after Ctrl+N")
    check(wait_for(lambda: fresh(frame)[0] != title, 10), "no new deal after Ctrl+N")
    pump(1.0)
    check_cache(board, boxes, "after a new deal")
    # Without a window manager nobody activates the main window when the
    # question closes: do it as a window manager would.
    focus_events.clear()
    focus_window()
    end1 = children(children(board)[0])[-1]
    last_focus("after a new deal and window activation", fresh(end1)[0])

    # A card's own "press" action picks it up (selection shown as state).
    try:
        col5 = children(board)[4]
        end5 = children(col5)[-1]
        actions = end5.queryAction()
        facts["card_actions"] = [actions.getName(i) for i in range(actions.nActions)]
        if do_action(end5, "press"):
            pump(0.3)
            facts["card_selected"] = end5.getState().contains(pyatspi.STATE_SELECTED)
    except Exception as e:  # noqa: BLE001
        facts["card_actions_error"] = str(e)

    # The Card box's ShowMenu action (Qt's, through the app's interface)
    # opens its list; Escape closes it again.
    entry_list = next((c for c in children(card_box) if c.getRole() == pyatspi.ROLE_LIST), None)

    def list_showing() -> bool:
        Atspi.Accessible.clear_cache(entry_list)
        return bool(entry_list.getState().contains(pyatspi.STATE_SHOWING))

    if check(entry_list is not None, "the Card box has no list") and check(
        do_action(card_box, "showmenu"), "the Card box has no ShowMenu action"
    ):
        facts["card_list_opened"] = wait_for(list_showing, 3)
        check(facts["card_list_opened"], "the Card box's ShowMenu action did not open its list")
        key("Escape")
        facts["card_list_closed"] = wait_for(lambda: not list_showing(), 3)
        check(facts["card_list_closed"], "Escape did not close the Card box's list")
    return finish()


def press_yes(app) -> bool:  # noqa: ANN001
    """Press the Yes button of the app's question dialog (AT-SPI action)."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        pump(0.1)
        Atspi.Accessible.clear_cache(app)  # new top-level windows
        for window in children(app):
            if window.getRole() not in (pyatspi.ROLE_ALERT, pyatspi.ROLE_DIALOG):
                continue
            for acc, _ in walk(window):
                if acc.getRole() == pyatspi.ROLE_PUSH_BUTTON and acc.name == EXPECTED["yes_button"]:
                    return do_action(acc, "press")
    return False


def finish() -> int:
    print(json.dumps({"ok": not errors, "errors": errors, "facts": facts}))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
