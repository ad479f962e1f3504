"""Messages for screen readers, on the channel the screen reader hears.

Two channels reach Orca (as probed with Orca 43.1 to 45.2 and later;
``tests/app/test_orca.py`` plays the app under the real Orca):

``announcement``
    ``QAccessibleAnnouncementEvent`` (AT-SPI ``object:announcement``). Orca
    listens for it from 45.0 and speaks it from 45.2 on; Orca 43 and 44 (Debian
    12 ships 43.1) never hear it.
``notification``
    A status-bar :class:`NotificationLabel` whose accessible role is
    Notification, hidden, given the text and shown again. Orca speaks a
    notification that becomes showing in every version tested: 43.1, 44.2,
    45.2 and later.

:class:`Announcer` waits a short while (:data:`SETTLE_MS`) after the first
message of a change so that everything said about one change is merged into
one utterance, in order and without repeats: a move, its reveal and a
completed run; the deal and "this game can no longer be won". This matters
twice: Orca 43 drops events when a change floods its queue, so the
notification must come after the change has settled; and Orca 48 and later
drop a second announcement from the same application within 0.1 s.

The channel is a setting (:data:`~scorpion_qt.app.game.settings.CHANNELS`): ``auto`` (the default),
``announcement`` or ``notification``. ``auto`` uses the announcement when an
Orca of version 49 or later runs (it owns ``org.gnome.Orca.Service``, from
Orca 51 ``org.gnome.Orca1.Service``, on the session bus:
:func:`combo_speech.orca_service_running`, asked of the bus
daemon at most every :data:`PROBE_S` seconds) and the notification
otherwise. Orca 50 speaks a notification with its role first
("notification, King of hearts to column 7.") and keeps it in its list of
notifications, while an announcement is spoken as it is and flashed on the
braille display (``presentation_manager.present_message``). The D-Bus service
is the one reliable sign: the AT-SPI registry's ``GetRegisteredEvents``
answer is not, and cannot be read from here:

* PySide6's QtDBus (6.11) cannot demarshal the registry's ``a(ss)`` reply:
  it binds only the writing overloads of ``QDBusArgument.beginArray`` and
  ``beginStructure`` ("write from a read-only object") and ``asVariant``
  returns the array itself, forever (tried on this machine);
* Orca 45.0 and 45.1 *do* register for ``Object:Announcement`` but a bug drops
  every announcement, so a registered listener does not mean speech;
* any other client (Accerciser, a test monitor) that listens makes the
  registry answer "yes" although the screen reader is Orca 43.

Orca 43 to 48 have no D-Bus service, and the re-shown notification is spoken
by every one of them, so ``auto`` keeps it for them; players on Orca 45.2 to
48 who prefer the announcement event choose ``announcement`` in Settings.
"""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleInterface, QPaintEvent
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QSizePolicy, QWidget

from scorpion_qt.app.a11y.combo_speech import kept_interface, orca_service_running
from scorpion_qt.app.game.settings import CHANNELS

__all__ = [
    "GAP_S",
    "SETTLE_MS",
    "Announcer",
    "NotificationLabel",
    "choose_channel",
    "merge_messages",
]

FORCED = CHANNELS[1:]
"""The settings that choose a channel whatever screen reader runs."""

SETTLE_MS = 150
"""How long (ms) the announcer waits after the first message of a change
before it speaks: the change's own events are through Orca's queue by then
(the review measured drops when the label was shown at once, none at 400 ms;
350 until issue 23), and messages sent meanwhile join the same utterance.
At 150 ms the real-Orca test hears every message once and on the braille
line with Orca 43.1 (en, es, de, fr) and Orca 50.2 (en, es)."""

GAP_S = 0.15
"""The least time (s) between two utterances: Orca 48 and later ignore an
application's second announcement that reaches them within 0.1 s of the
last (its spam filter), so a message that comes soon after an utterance
waits until this gap is over."""

REPEAT_S = 1.0
"""The same utterance is not spoken again within this many seconds."""

STALE_S = 5.0
"""A notification older than this (s) is emptied when the next one is shown."""

LABELS = 4
"""Notification labels used in turn. Orca reads a notification's name when it
gets to the event, which can be a second or more later on a busy machine, and
skips a showing event of an object that has another one queued ("appears to
be duplicate"): with one label, "Game 3 dealt." followed 0.8 s later by "Game
3 can be won." was heard only as the second (seen with Orca 43). Each
utterance goes to the next label, so one utterance never replaces another."""


PROBE_S = 5.0
"""How long (s) ``auto``'s answer about the running Orca is kept: a screen
reader started or stopped meanwhile is noticed within this time."""


def choose_channel(setting: str, orca_service: bool = False) -> str:
    """The channel for the ``a11y/channel`` ``setting``: ``"announcement"``
    or ``"notification"``. ``"auto"`` (and any unknown value) gives the
    announcement when ``orca_service`` (an Orca 49 or later runs) and
    otherwise the notification, the channel every Orca version speaks
    (module docstring)."""
    if setting in FORCED:
        return setting
    return "announcement" if orca_service else "notification"


def merge_messages(messages: list[str]) -> str:
    """One utterance from ``messages`` said together: in order, each text
    once (a text contained in an earlier one is dropped too), separated by a
    space. ``["A.", "B.", "A."]`` → ``"A. B."``."""
    out: list[str] = []
    for m in messages:
        m = m.strip()
        if not m or any(m == o or m in o for o in out):
            continue
        # A later, longer message that contains an earlier one replaces it.
        out = [o for o in out if o not in m]
        out.append(m)
    return " ".join(out)


class _NotificationText(QLabel):
    """The text of a :class:`NotificationLabel` for screen readers: a plain
    label inside it that draws nothing (the status bar shows the message)."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        del event


class NotificationLabel(QLabel):
    """A status-bar label that screen readers see as a notification (role
    Notification, no name) holding one label child with its text (role
    Label, :attr:`text_label`). :meth:`notify` hides it, sets the text and
    shows it again: the "showing" state change is what Orca speaks.

    The text is in a child, not in the notification's name, for braille:
    Orca 43 speaks a notification's name and its labels but writes only the
    labels on the braille line (an empty line when there are none, which
    blanked the display after every message), and it leaves out a label
    whose text is also the notification's name. Orca 45 and later take the
    name or the labels, for speech and braille alike."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notificationLabel")
        self.setTextFormat(Qt.TextFormat.PlainText)
        # It takes the room the status bar leaves and never widens the window.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(1)
        self.text_label = _NotificationText(self)
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setObjectName("notificationText")

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt's name)
        super().resizeEvent(event)
        self.text_label.setGeometry(self.rect())

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """Set the text (the label's and its child's)."""
        super().setText(text)
        self.text_label.setText(text)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """Draw nothing: the status bar already shows the message, and the
        label squeezed into the room left over would show as stray dots.
        Screen readers read its text (its accessible name), not its pixels."""
        del event

    def notify(self, text: str) -> None:
        """Show ``text`` as a new notification."""
        self.hide()
        self.setText(text)
        self.show()


class _NotificationAccessible(QAccessibleWidget):
    """A :class:`NotificationLabel` for assistive tools: role Notification,
    no name; its child label holds the text (see :class:`NotificationLabel`)."""

    def __init__(self, label: NotificationLabel) -> None:
        super().__init__(label, QAccessible.Role.Notification)
        self.label = label

    def text(self, t: QAccessible.Text) -> str:
        if t in (QAccessible.Text.Name, QAccessible.Text.Description):
            return ""
        return super().text(t)


def notification_interface(class_name: str, obj: QObject) -> QAccessibleInterface | None:
    """The accessibility factory's part for :class:`NotificationLabel` (None
    for anything else); the interface is kept on the label."""
    if class_name == "NotificationLabel" and isinstance(obj, NotificationLabel):
        return kept_interface(obj, _NotificationAccessible)
    return None


class Announcer(QObject):
    """Speaks messages to screen readers on the chosen channel.

    :meth:`say` records the message at once (:attr:`last`, :attr:`spoken`
    and :attr:`announced`, for the status bar and tests) and queues it; the
    queue is spoken as one utterance :data:`SETTLE_MS` after its first
    message (:meth:`flush` speaks it at once). :attr:`delivered` holds the
    utterances sent, with their channel; :attr:`uttered` is emitted with each.

    ``widget`` is the object announcement events come from (the board);
    :attr:`labels` are the :class:`NotificationLabel` objects used in turn
    (the window puts them in the status bar) and :attr:`label` the one used
    last; ``channel`` returns the setting's value.
    """

    announced = Signal(str)
    """Each message, when it is said (before merging)."""
    uttered = Signal(str, str)
    """Each utterance sent to the screen reader, and its channel."""

    def __init__(
        self,
        widget: QWidget,
        verbose: Callable[[], bool] = lambda: True,
        *,
        channel: Callable[[], str] = lambda: "auto",
        settle_ms: int = SETTLE_MS,
    ) -> None:
        super().__init__(widget)
        self.widget = widget
        self.verbose = verbose
        self.channel_setting = channel
        self.labels = [NotificationLabel() for _ in range(LABELS)]
        for i, label in enumerate(self.labels):
            label.setObjectName(f"notificationLabel{i}")
        self.label = self.labels[0]
        self.last = ""
        self.spoken: list[str] = []
        self.delivered: list[tuple[str, str]] = []
        self._pending: list[str] = []
        self._assertive = False
        self._last_utterance = ("", -1e9)
        self._shown_at: dict[int, float] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._settle_ms = settle_ms
        self._timer.setInterval(settle_ms)
        self._timer.timeout.connect(self._settled)
        self._orca_probe = (False, -1e9)
        """The last answer of :func:`orca_service_running` and when (monotonic s)."""

    def channel(self) -> str:
        """The channel in use now: ``"announcement"`` or ``"notification"``."""
        setting = self.channel_setting()
        return choose_channel(setting, setting not in FORCED and self._orca_running())

    def _orca_running(self) -> bool:
        """:func:`orca_service_running`, asked at most every :data:`PROBE_S` seconds."""
        running, asked = self._orca_probe
        now = time.monotonic()
        if now - asked >= PROBE_S:
            running = orca_service_running()
            self._orca_probe = (running, now)
        return running

    def say(self, text: str, *, assertive: bool = False, by_focus: bool = False, later_ms: int = 0) -> None:
        """Queue ``text`` (nothing for an empty text); ``assertive`` makes the
        whole utterance assertive (announcement channel). ``by_focus``: the
        text is said by the screen reader with a focus change that was just
        made (a notice that took the focus): it is recorded, not queued.
        ``later_ms``: recorded now, queued that many ms later (after a focus
        change planned meanwhile, whose speech it must follow)."""
        if not text:
            return
        self.last = text
        self.spoken.append(text)
        del self.spoken[:-50]
        if by_focus:
            self.announced.emit(text)
            return
        if later_ms > 0:
            self.announced.emit(text)
            QTimer.singleShot(later_ms, self, lambda: self._queue(text, assertive))
            return
        self._queue(text, assertive, later=False)

    def _queue(self, text: str, assertive: bool, later: bool = True) -> None:
        self._pending.append(text)
        self._assertive = self._assertive or assertive
        if not self._timer.isActive():
            self._timer.start()
        if not later:
            self.announced.emit(text)

    def _settled(self) -> None:
        """The settle wait is over: speak, or first wait out :data:`GAP_S`."""
        wait = GAP_S - (time.monotonic() - self._last_utterance[1])
        if wait > 0:
            self._timer.start(max(1, round(1000 * wait)))
            return
        self._timer.setInterval(self._settle_ms)
        self.flush()

    def busy_ms(self) -> int:
        """How many ms until the queued messages are spoken (0 when none
        wait): what must come after them (a notice taking the focus, whose
        text the screen reader says with the focus) waits that long."""
        if not self._pending or not self._timer.isActive():
            return 0
        return max(0, self._timer.remainingTime())

    def pending(self) -> list[str]:
        """The messages waiting to be spoken."""
        return list(self._pending)

    def flush(self) -> str:
        """Speak the queued messages now as one utterance; returns it ("" when
        nothing was queued or it repeats the last one within :data:`REPEAT_S`)."""
        self._timer.stop()
        text = merge_messages(self._pending)
        assertive = self._assertive
        self._pending = []
        self._assertive = False
        if not text:
            return ""
        now = time.monotonic()
        if self._last_utterance[0] == text and now - self._last_utterance[1] < REPEAT_S:
            return ""
        self._last_utterance = (text, now)
        channel = self.channel()
        if channel == "announcement":
            event = QAccessibleAnnouncementEvent(self.widget, text)
            event.setPoliteness(
                QAccessible.AnnouncementPoliteness.Assertive if assertive else QAccessible.AnnouncementPoliteness.Polite
            )
            QAccessible.updateAccessibility(event)
        else:
            self.label = self.labels[(self.labels.index(self.label) + 1) % len(self.labels)]
            self.label.notify(text)
            self._shown_at[id(self.label)] = now
            # Older notifications are emptied once a screen reader has long
            # read them, so that reading the status bar gives the last one.
            for other in self.labels:
                if other is not self.label and other.text() and now - self._shown_at.get(id(other), 0.0) > STALE_S:
                    other.setText("")
        self.delivered.append((channel, text))
        del self.delivered[:-50]
        self.uttered.emit(text, channel)
        return text

