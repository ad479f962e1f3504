"""Closed combo boxes that speak the entry the player arrows to, once.

What each Orca does with a closed ``QComboBox`` whose entry changes (Qt sends
a name change, its AT-SPI name being the entry, and we may set the
accessible description, which Qt sends as DescriptionChanged):

* Orca 43 (Debian 12) drops the combo's name change as redundant and ignores
  the selection change of its list child; it speaks a description change of
  the focused object whenever the description differs from the last one it
  saw (the 2026-11-30 review's probe).
* Orca 50 and later speak the name change (the box presented again) *and*
  the description change, each only when it is not "too similar" to the
  last one they accepted: ``difflib.SequenceMatcher`` ratio of the two
  lower-cased texts, rounded to 2 places, at least 0.85
  (``AXUtilitiesEvent._strings_are_redundant``). "King of clubs, column 2,
  with 17 cards on it" after "Queen of clubs, column 2, with 16 cards on
  it" is 0.9: both were dropped, and an entry that got through was said
  twice (2026-12-01 review, §4.2).

So the description is emptied before each new entry (an empty old text is
never "similar", and an empty description is not spoken by either Orca), and
it is set only when no name change will speak the entry: always for Orca 43
and any Orca that does not answer on D-Bus; for Orca 49 and later (they own
``org.gnome.Orca.Service``, from 51 ``org.gnome.Orca1.Service``, on the
session bus, with ``GetVersion``) only
when the new entry is too similar, by Orca's own measure, to the last name it
accepted. That Orca is asked (two D-Bus calls, no process started) each time
the box takes the focus. When the focus leaves, the description is cleared
again, so that Tab onto the box says the entry once (its name) and not twice.

Every closed combo box also gets :class:`ComboAccessible`, Qt's combo box
interface without the key binding "Down" that Orca 50 and later said after
each entry.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QComboBox

__all__ = [
    "ComboAccessible",
    "combo_interface",
    "kept_interface",
    "orca_service_running",
    "orca_version",
    "similar",
    "speak_entries",
    "tell_entry",
    "SIMILARITY",
]

SIMILARITY = 0.85
"""Orca 50's threshold: a name or description change at least this similar
to the last one it accepted is not spoken."""

ORCA_SERVICES = (
    ("org.gnome.Orca1.Service", "/org/gnome/Orca1/Service"),
    ("org.gnome.Orca.Service", "/org/gnome/Orca/Service"),
)
"""The running Orca's D-Bus service (name, object path; the name is also
the interface): ``org.gnome.Orca1`` from Orca 51, ``org.gnome.Orca`` in 49
and 50 (read in their ``dbus_service.py``)."""


def similar(old: str, new: str) -> bool:
    """True when Orca 50 would drop ``new`` after ``old`` as too similar."""
    if not (old and new):
        return False
    from difflib import SequenceMatcher  # at the first entry spoken, not before the first frame

    return round(SequenceMatcher(None, old.lower(), new.lower()).ratio(), 2) >= SIMILARITY


def orca_service() -> tuple[str, str] | None:
    """The running Orca's D-Bus service (name, path; one of
    :data:`ORCA_SERVICES`) when an Orca of version 49 or later runs in this
    session; None with no session bus, no Orca, or Orca 43–48. Asks the bus
    daemon, not Orca, so it answers at once even while Orca speaks."""
    try:
        from PySide6.QtDBus import QDBusConnection
    except ImportError:  # pragma: no cover - QtDBus ships with PySide6-Essentials
        return None
    bus = QDBusConnection.sessionBus()
    if not bus.isConnected():
        return None
    for name, path in ORCA_SERVICES:
        if bus.interface().isServiceRegistered(name).value():
            return name, path
    return None


def orca_service_running() -> bool:
    """True when an Orca of version 49 or later runs in this session
    (:func:`orca_service`)."""
    return orca_service() is not None


def orca_version() -> tuple[int, ...] | None:
    """The running Orca's version when it has the D-Bus service (Orca 49 and
    later), e.g. ``(50, 2)``; None when no Orca answers (Orca 43–48, none)."""
    service = orca_service()
    if service is None:
        return None
    from PySide6.QtDBus import QDBusConnection, QDBusInterface, QDBusMessage

    name, path = service
    bus = QDBusConnection.sessionBus()
    iface = QDBusInterface(name, path, name, bus)
    iface.setTimeout(500)
    reply = iface.call("GetVersion")
    if reply.type() != QDBusMessage.MessageType.ReplyMessage or not reply.arguments():
        return (49,)  # the service exists from Orca 49 on
    numbers = re.findall(r"\d+", str(reply.arguments()[0]).split(" ")[0])
    return tuple(int(n) for n in numbers[:2]) or (49,)


class _EntrySpeaker(QObject):
    """Speaks ``combo``'s entries while it is focused and closed (module docstring)."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        self.combo = combo
        self.names_speak = False
        """The running Orca speaks the box's name changes (Orca 49 and later)."""
        self.similarity_filter = False
        """…and drops one too similar to the last it accepted (Orca 50 and later)."""
        self.accepted = ""
        """The last name such an Orca accepted (or read with the focus)."""
        combo.currentIndexChanged.connect(self._entry_changed)
        combo.installEventFilter(self)

    def _entry_changed(self, _index: int) -> None:
        combo = self.combo
        if not combo.hasFocus() or combo.view().isVisible():
            return
        text = combo.currentText()
        if self.names_speak and not (self.similarity_filter and similar(self.accepted, text)):
            # The name change speaks it.
            self.accepted = text
            if combo.accessibleDescription():
                combo.setAccessibleDescription("")
            return
        if combo.accessibleDescription() != text:
            combo.setAccessibleDescription("")
            combo.setAccessibleDescription(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # type: ignore[override]
        if watched is self.combo:
            if event.type() == QEvent.Type.FocusIn:
                version = orca_version()
                self.names_speak = version is not None and version >= (49,)
                self.similarity_filter = version is not None and version >= (50,)
                self.accepted = self.combo.currentText()
            elif event.type() == QEvent.Type.FocusOut and self.combo.accessibleDescription():
                self.combo.setAccessibleDescription("")
        return False

    def entry_spoken(self) -> None:
        """Say the current entry now (after a change made with signals
        blocked while the box has the focus)."""
        self._entry_changed(self.combo.currentIndex())


def speak_entries(combo: QComboBox) -> None:
    """Make ``combo`` speak each entry chosen with the arrows while it is
    closed and focused (once per combo box)."""
    if getattr(combo, "_entry_speaker", None) is None:
        combo._entry_speaker = _EntrySpeaker(combo)  # type: ignore[attr-defined]


def tell_entry(combo: QComboBox) -> None:
    """After ``combo``'s entry was changed with signals blocked: speak it when
    the box has the focus (nothing otherwise)."""
    speaker = getattr(combo, "_entry_speaker", None)
    if speaker is not None:
        speaker.entry_spoken()


_QT_CONTEXT, _OPEN_POPUP = "QComboBox", "Open the combo box selection popup"
"""Qt's own description of a combo box's actions, translated by Qt's
catalogue (``qtbase_*.qm``), not ours: held in names so that lupdate does not
copy it into the game's catalogue."""


class ComboAccessible(QAccessibleWidget):
    """A closed, non-editable ``QComboBox`` for assistive tools: Qt's
    ``QAccessibleComboBox`` (role, name and value the current entry, the
    entry list as the one child, the ShowMenu and Press actions that open or
    close the list), without its key binding.

    Qt's combo box gives the text ``Accelerator`` the name of the Down key
    ("Down", in Spanish "Abajo"), and Qt's AT-SPI bridge answers an action's
    ``GetKeyBinding`` with it when the action has no binding of its own, as
    a combo box's have none. Orca 50 and later read the first action's key
    binding as the widget's mnemonic (``AXUtilitiesAction.get_mnemonic``)
    and say it after every presentation of the box: "Card, 7 of hearts,
    column 2, combo box, down", after each arrowed entry too. Here the
    accelerator is empty, so no action has a key binding and Orca says
    nothing more; the label's own mnemonic (Alt+C) stays on the label.
    Everything else is Qt's (:class:`QAccessibleWidget`: states, relations
    such as labelled-by the buddy label, rectangle, description)."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo, QAccessible.Role.ComboBox)
        self.combo = combo

    def childCount(self) -> int:
        return 1

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if index == 0:
            return QAccessible.queryAccessibleInterface(self.combo.view())
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return 0 if child is not None and child.object() is self.combo.view() else -1

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Accelerator:
            return ""
        text = self.combo.currentText() if t in (QAccessible.Text.Name, QAccessible.Text.Value) else ""
        return text or super().text(t)

    # QAccessibleActionInterface
    def actionNames(self) -> list[str]:
        return [QAccessibleActionInterface.showMenuAction(), QAccessibleActionInterface.pressAction()]

    def localizedActionDescription(self, name: str) -> str:
        if name in self.actionNames():
            return QCoreApplication.translate(_QT_CONTEXT, _OPEN_POPUP)
        return ""

    def doAction(self, name: str) -> None:
        if name in self.actionNames():
            if self.combo.view().isVisible():
                self.combo.hidePopup()
            else:
                self.combo.showPopup()

    def keyBindingsForAction(self, name: str) -> list[str]:
        return []


def combo_interface(class_name: str, obj: QObject) -> QAccessibleInterface | None:
    """The accessibility factory's part for combo boxes: a
    :class:`ComboAccessible` for every non-editable ``QComboBox`` (asked
    with Qt's class name, after its subclasses' names), None for anything
    else. The interface is kept on the box."""
    if class_name == "QComboBox" and isinstance(obj, QComboBox) and not obj.isEditable():
        return kept_interface(obj, ComboAccessible)
    return None


def kept_interface(obj: QObject, make: Callable[[Any], QAccessibleInterface]) -> QAccessibleInterface:
    """The interface ``make(obj)`` made for ``obj`` the first time it is
    asked, kept on ``obj`` (Qt keeps no reference to a Python factory's
    interfaces: without it the interface would be collected)."""
    existing = getattr(obj, "_a11y", None)
    if existing is None:
        existing = make(obj)
        obj._a11y = existing  # type: ignore[attr-defined]
    return existing  # type: ignore[no-any-return]
