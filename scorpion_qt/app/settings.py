"""The player's settings, typed, over a QSettings INI file in the config folder."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from scorpion_qt.engine import Rules

__all__ = ["Settings"]


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
    """Emitted with the key of a setting that changed."""

    def __init__(self, store: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._s = store

    def _get_bool(self, key: str, default: bool) -> bool:
        return _bool(self._s.value(key, default), default)

    def _set(self, key: str, value: object) -> None:
        if self._s.value(key) != value:
            self._s.setValue(key, value)
            self._s.sync()
            self.changed.emit(key)

    @property
    def rules(self) -> Rules:
        """Rule options for the next new game."""
        return Rules(
            self._get_bool("rules/clear_complete_runs", True),
            self._get_bool("rules/talon_any_time", True),
        )

    @rules.setter
    def rules(self, rules: Rules) -> None:
        self._set("rules/clear_complete_runs", rules.clear_complete_runs)
        self._set("rules/talon_any_time", rules.talon_any_time)

    @property
    def animations(self) -> bool:
        """Animate moves, flips, removals and the deal."""
        return self._get_bool("ui/animations", True)

    @animations.setter
    def animations(self, on: bool) -> None:
        self._set("ui/animations", bool(on))

    @property
    def language(self) -> str:
        """"" to follow the system, else a code: en, es, de, fr."""
        v = self._s.value("ui/language", "")
        return v if isinstance(v, str) else ""

    @language.setter
    def language(self, code: str) -> None:
        self._set("ui/language", code)

    @property
    def verbose(self) -> bool:
        """Full announcements (True) or brief ones (False)."""
        return self._get_bool("a11y/verbose", True)

    @verbose.setter
    def verbose(self, on: bool) -> None:
        self._set("a11y/verbose", bool(on))

    @property
    def announce_channel(self) -> str:
        """How messages reach screen readers (``a11y/channel``): "auto",
        "announcement" or "notification" (see :mod:`announce`)."""
        v = self._s.value("a11y/channel", "auto")
        return v if v in ("auto", "announcement", "notification") else "auto"

    @announce_channel.setter
    def announce_channel(self, channel: str) -> None:
        self._set("a11y/channel", channel if channel in ("auto", "announcement", "notification") else "auto")

    def window_state(self) -> tuple[bytes, bytes]:
        """The main window's saved geometry and dock/toolbar state (empty when none)."""
        out = []
        for key in ("window/geometry", "window/state"):
            value = self._s.value(key)
            out.append(bytes(value.data()) if isinstance(value, QByteArray) else b"")
        return (out[0], out[1])

    def set_window_state(self, geometry: bytes, state: bytes) -> None:
        """Remember the main window's geometry and dock/toolbar state."""
        self._s.setValue("window/geometry", QByteArray(geometry))
        self._s.setValue("window/state", QByteArray(state))
        self._s.sync()

    @property
    def only_winnable(self) -> bool:
        """New game deals only proven-winnable numbers."""
        return self._get_bool("game/only_winnable", True)

    @only_winnable.setter
    def only_winnable(self, on: bool) -> None:
        self._set("game/only_winnable", bool(on))
