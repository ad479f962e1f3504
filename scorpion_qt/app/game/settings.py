"""The player's settings, typed, over the INI file in the config folder
(:class:`~scorpion_qt.app.game.settingsfile.SettingsFile`, QSettings-like)."""

from __future__ import annotations

import os
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, Signal

from scorpion_qt.engine import Rules

from scorpion_qt.app.game.variants import OFFERED, offered_rules, parse_variant

__all__ = ["DEMO_DEFAULT_MS", "DEMO_SPEEDS_MS", "SettingKey", "Settings", "nearest_demo_speed"]

DEMO_SPEEDS_MS: tuple[int, ...] = (2400, 1600, 1000, 600, 300)
"""Show Me How's pauses between two shown actions, slowest first, in
milliseconds (Settings › Show Me How speed picks one; the faster/slower
keys step through them while a demonstration runs)."""

DEMO_DEFAULT_MS = 1000
"""Show Me How's pause until the player chooses another, in milliseconds."""


def nearest_demo_speed(ms: int) -> int:
    """The index in :data:`DEMO_SPEEDS_MS` of the pause nearest to ``ms``."""
    return min(range(len(DEMO_SPEEDS_MS)), key=lambda i: abs(DEMO_SPEEDS_MS[i] - ms))


CHANNELS: tuple[str, ...] = ("auto", "announcement", "notification")
"""The values of the ``a11y/channel`` setting (:attr:`Settings.announce_channel`;
what each does: :mod:`scorpion_qt.app.a11y.announce`)."""


class SettingKey(StrEnum):
    """The settings file's keys (INI ``group/name``), as :attr:`Settings.changed`
    names them. The window's layout (``window/*``) is a table of its own:
    see :meth:`Settings.window_layout`."""

    CLEAR_COMPLETE_RUNS = "rules/clear_complete_runs"
    TALON_ANY_TIME = "rules/talon_any_time"
    VARIANT = "rules/variant"
    ANIMATIONS = "ui/animations"
    LANGUAGE = "ui/language"
    THEME = "ui/theme"
    CARD_BACK = "ui/card_back"
    FELT = "ui/felt"
    VERBOSE = "a11y/full_announcements"
    """Brief messages are the default since issue 23; the former key ``a11y/verbose``
    is no longer read: the Settings dialog wrote it on every OK (true, the old
    default), so it did not say what the player chose."""
    ANNOUNCE_CHANNEL = "a11y/channel"
    ONLY_WINNABLE = "game/only_winnable"
    DEMO_INTERVAL = "game/demo_interval_ms"


def _bool(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes", "on")
    if value is None:
        return default
    return bool(value)


class Settings(QObject):
    """Rule options for new games (Cards4 by default), animations, language,
    screen-reader verbosity and "only winnable deals"."""

    changed = Signal(str)
    """Emitted with the key (a :class:`SettingKey`, which is a ``str``) of a setting that changed."""

    writeFailed = Signal()
    """Emitted once, the first time the settings file cannot be written."""

    def __init__(self, store: Any, parent: QObject | None = None) -> None:
        """``store``: a QSettings-like object (``value``, ``setValue``,
        ``sync``); ``sync`` may return False when the file cannot be written."""
        super().__init__(parent)
        self._s = store
        self.write_failed = False

    def folder(self) -> str:
        """The folder of the settings file (for messages); "" when unknown."""
        name = getattr(self._s, "fileName", lambda: "")()
        return os.path.dirname(name) if name else ""

    def _sync(self) -> None:
        if self._s.sync() is False and not self.write_failed:
            self.write_failed = True
            self.writeFailed.emit()

    def _get_bool(self, key: SettingKey, default: bool) -> bool:
        return _bool(self._s.value(key, default), default)

    def _set(self, key: SettingKey, value: object) -> None:
        if self._s.value(key) != value:
            self._s.setValue(key, value)
            self._sync()
            self.changed.emit(key)

    @property
    def rules(self) -> Rules:
        """The rules of the next new game: :attr:`variant`'s, with the rule options."""
        options = Rules(
            self._get_bool(SettingKey.CLEAR_COMPLETE_RUNS, True),
            self._get_bool(SettingKey.TALON_ANY_TIME, True),
        )
        return offered_rules(self.variant, options)

    @rules.setter
    def rules(self, rules: Rules) -> None:
        """Set the rule options (runs cleared, talon timing); the variant is :attr:`variant`'s."""
        self._set(SettingKey.CLEAR_COMPLETE_RUNS, rules.clear_complete_runs)
        self._set(SettingKey.TALON_ANY_TIME, rules.talon_any_time)

    @property
    def variant(self) -> str:
        """The variant New Game deals (one of ``game.variants.OFFERED``;
        ``cards4`` by default and for a value that is none of them)."""
        v = self._s.value(SettingKey.VARIANT, "cards4")
        return v if isinstance(v, str) and v in OFFERED else "cards4"

    @variant.setter
    def variant(self, name: str) -> None:
        self._set(SettingKey.VARIANT, parse_variant(name))

    @property
    def animations(self) -> bool:
        """Animate moves, flips, removals and the deal."""
        return self._get_bool(SettingKey.ANIMATIONS, True)

    @animations.setter
    def animations(self, on: bool) -> None:
        self._set(SettingKey.ANIMATIONS, bool(on))

    @property
    def language(self) -> str:
        """"" to follow the system, else a code: en, es, de, fr."""
        v = self._s.value(SettingKey.LANGUAGE, "")
        return v if isinstance(v, str) else ""

    @language.setter
    def language(self, code: str) -> None:
        self._set(SettingKey.LANGUAGE, code)

    @property
    def verbose(self) -> bool:
        """Full announcements (True) or brief ones (False)."""
        return self._get_bool(SettingKey.VERBOSE, False)

    @verbose.setter
    def verbose(self, on: bool) -> None:
        self._set(SettingKey.VERBOSE, bool(on))

    @property
    def announce_channel(self) -> str:
        """How messages reach screen readers (``a11y/channel``): "auto",
        "announcement" or "notification" (see :mod:`announce`)."""
        v = self._s.value(SettingKey.ANNOUNCE_CHANNEL, "auto")
        return v if v in CHANNELS else "auto"

    @announce_channel.setter
    def announce_channel(self, channel: str) -> None:
        self._set(SettingKey.ANNOUNCE_CHANNEL, channel if channel in CHANNELS else "auto")

    _LAYOUT_RANGES = {
        "x": range(-100_000, 100_001),
        "y": range(-100_000, 100_001),
        "width": range(100, 100_001),
        "height": range(100, 100_001),
        "maximized": range(2),
        "panel_area": (1, 2, 4, 8),
        "panel_visible": range(2),
        "movebar_area": (1, 2, 4, 8),
        "history_area": (1, 2, 4, 8),
        "history_visible": range(2),
        "history_floating": range(2),
        "history_x": range(-100_000, 100_001),
        "history_y": range(-100_000, 100_001),
        "history_width": range(1, 100_001),
        "history_height": range(1, 100_001),
        "toolbar_area": (1, 2, 4, 8),
        "toolbar_visible": range(2),
        "screen_x": range(-100_000, 100_001),
        "screen_y": range(-100_000, 100_001),
        "screen_width": range(1, 100_001),
        "screen_height": range(1, 100_001),
    }
    """The window layout's values and what each may be: position and size in
    px (the window's, the floating history's), 0/1 flags, Qt dock and toolbar areas (1 left, 2 right, 4 top, 8 bottom),
    and the geometry of the monitor the window was on (px)."""

    def window_layout(self) -> dict[str, int]:
        """The main window's remembered layout: only the values of
        :attr:`_LAYOUT_RANGES` that are present and within range (a Qt
        layout blob is never stored nor read: restoreState crashes on some)."""
        out: dict[str, int] = {}
        for key, allowed in self._LAYOUT_RANGES.items():
            value = self._s.value(f"window/{key}")
            if isinstance(value, bool):
                continue
            if isinstance(value, str) and value.strip().lstrip("-").isdigit() and len(value) < 12:
                value = int(value.strip())
            if isinstance(value, int) and value in allowed:
                out[key] = value
        return out

    def set_window_layout(self, values: dict[str, int]) -> None:
        """Remember the main window's layout (keys of :attr:`_LAYOUT_RANGES`;
        others are ignored, values out of range are dropped)."""
        for key in ("geometry", "state"):  # earlier versions' Qt blobs
            self._s.remove(f"window/{key}")
        for key, allowed in self._LAYOUT_RANGES.items():
            value = values.get(key)
            if isinstance(value, int) and not isinstance(value, bool) and value in allowed:
                self._s.setValue(f"window/{key}", value)
        self._sync()

    @property
    def window_screen(self) -> str:
        """The name of the monitor the main window was on ("" if unknown)."""
        v = self._s.value("window/screen", "")
        return v if isinstance(v, str) and len(v) < 256 else ""

    @window_screen.setter
    def window_screen(self, name: str) -> None:
        self._set("window/screen", name)

    @property
    def theme(self) -> str:
        """Card theme id: "accessible" (default), "classic" or "svg:PATH" (see :mod:`.themes`)."""
        v = self._s.value(SettingKey.THEME, "accessible")
        return v if isinstance(v, str) and len(v) < 4096 else "accessible"

    @theme.setter
    def theme(self, theme_id: str) -> None:
        self._set(SettingKey.THEME, theme_id)

    @property
    def card_back(self) -> str:
        """Card back: "pattern" (the accessible deck's, default) or "theme" (the deck's own)."""
        v = self._s.value(SettingKey.CARD_BACK, "pattern")
        return v if v in ("theme", "pattern") else "pattern"

    @card_back.setter
    def card_back(self, back: str) -> None:
        self._set(SettingKey.CARD_BACK, back)

    @property
    def felt(self) -> str:
        """Felt colour key of :data:`.themes.FELTS` ("green" by default)."""
        v = self._s.value(SettingKey.FELT, "green")
        return v if isinstance(v, str) and len(v) < 64 else "green"

    @felt.setter
    def felt(self, key: str) -> None:
        self._set(SettingKey.FELT, key)

    @property
    def only_winnable(self) -> bool:
        """New game deals only proven-winnable numbers."""
        return self._get_bool(SettingKey.ONLY_WINNABLE, True)

    @only_winnable.setter
    def only_winnable(self, on: bool) -> None:
        self._set(SettingKey.ONLY_WINNABLE, bool(on))

    @property
    def demo_interval_ms(self) -> int:
        """Show Me How's pause between two actions, in ms (within
        :data:`DEMO_SPEEDS_MS`' range; :data:`DEMO_DEFAULT_MS` by default)."""
        v = self._s.value(SettingKey.DEMO_INTERVAL, DEMO_DEFAULT_MS)
        try:
            ms = int(v)
        except (TypeError, ValueError):
            return DEMO_DEFAULT_MS
        return ms if min(DEMO_SPEEDS_MS) <= ms <= max(DEMO_SPEEDS_MS) else DEMO_DEFAULT_MS

    @demo_interval_ms.setter
    def demo_interval_ms(self, ms: int) -> None:
        self._set(SettingKey.DEMO_INTERVAL, max(min(DEMO_SPEEDS_MS), min(max(DEMO_SPEEDS_MS), int(ms))))
