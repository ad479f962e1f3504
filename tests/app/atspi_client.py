"""An AT-SPI client that does what a screen reader does with Scorpion.

Run with Debian's ``/usr/bin/python3`` (``python3-pyatspi``), on the same
session D-Bus as the app. It finds the app, walks its tree, checks the board's
names, plays a move through the move panel with AT-SPI actions and listens for
``object:announcement`` events. It prints one JSON object on its last line:
``{"ok": bool, "errors": [...], "facts": {...}}``.

It knows no text of the app: every name it looks for or checks comes, in
the language under test, from the JSON file EXPECTED_JSON written by
``test_atspi.py`` with the app's own translations (keys: ``board``,
``board_children``, ``card_names``, ``card_symbols``, ``suit_names``,
``face_down_name``, ``face_down_count``, ``face_up_count``, ``card_label``,
``dest_label``, ``move_button``, ``card_entry``, ``dest_entry``,
``announcement``, ``column1_after``, ``column1_end_after``).

Usage: atspi_client.py APP_NAME TIMEOUT_S EXPECTED_JSON
"""

from __future__ import annotations

import json
import re
import sys
import time

import pyatspi
from gi.repository import GLib

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


def on_event(event) -> None:  # noqa: ANN001
    if event.type.startswith("object:announcement"):
        text = event.any_data if isinstance(event.any_data, str) else str(event.any_data)
        announcements.append(text)


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
    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    app = find_app()
    if not check(app is not None, f"no AT-SPI application named {APP!r}"):
        return finish()
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
                check(card.name in CARD_NAMES, f"card name {card.name!r}")
                check(card.getRole() == pyatspi.ROLE_LIST_ITEM, f"card role {card.getRoleName()}")
    facts["face_down"] = face_down
    facts["face_up"] = face_up
    check(
        face_down == EXPECTED["face_down_count"] and face_up == EXPECTED["face_up_count"],
        f"{face_down} face-down, {face_up} face-up cards",
    )

    # The combo boxes are found by their label (the buddy's labelled-by
    # relation), the button by its accessible name.
    combos = [a for a, _ in nodes if a.getRole() == pyatspi.ROLE_COMBO_BOX]
    by_label = {labelled_by(c): c for c in combos}
    facts["combo_labels"] = sorted(by_label)
    card_box = by_label.get(EXPECTED["card_label"])
    dest_box = by_label.get(EXPECTED["dest_label"])
    buttons = [a for a, _ in nodes if a.getRole() == pyatspi.ROLE_PUSH_BUTTON and a.name == EXPECTED["move_button"]]
    check(card_box is not None, f"no combo box labelled {EXPECTED['card_label']!r}")
    check(dest_box is not None, f"no combo box labelled {EXPECTED['dest_label']!r}")
    check(len(buttons) == 1, f"{len(buttons)} buttons named {EXPECTED['move_button']!r}")
    if card_box is None or dest_box is None or not buttons:
        return finish()
    move_button = buttons[0]

    # Choose the card (it has a legal destination in the game) in the Card
    # box through the Selection interface of its list, then press Move.
    lists = [c for c in children(card_box) if c.getRole() == pyatspi.ROLE_LIST]
    check(bool(lists), "the Card combo box has no list child")
    if not lists:
        return finish()
    entries = [e.name for e in children(lists[0])]
    facts["card_entries"] = len(entries)
    target = next((i for i, e in enumerate(entries) if e == EXPECTED["card_entry"]), None)
    if not check(target is not None, f"{EXPECTED['card_entry']!r} not in the Card list: {entries[:5]}"):
        return finish()
    lists[0].querySelection().selectChild(target)
    pump(0.5)
    facts["card_box_name"] = card_box.name
    facts["dest_box_name"] = dest_box.name
    check(card_box.name == EXPECTED["card_entry"], f"Card box shows {card_box.name!r}")
    check(dest_box.name == EXPECTED["dest_entry"], f"Destination box shows {dest_box.name!r}")
    announcements.clear()
    check(do_action(move_button, "press"), "Move button has no press action")
    wanted = EXPECTED["announcement"]
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and not any(a.startswith(wanted) for a in announcements):
        pump(0.1)
    facts["announcements"] = list(announcements)
    check(any(a.startswith(wanted) for a in announcements), f"no announcement {wanted!r}: {announcements}")
    # The board's names follow the new position.
    pump(0.3)
    col1 = children(board)[0]
    facts["column1_after"] = col1.name
    check(col1.name == EXPECTED["column1_after"], f"column 1 after the move: {col1.name!r}")
    last = children(col1)[-1]
    check(last.name == EXPECTED["column1_end_after"], f"column 1 end card after the move: {last.name!r}")

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
    return finish()


def finish() -> int:
    print(json.dumps({"ok": not errors, "errors": errors, "facts": facts}))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
