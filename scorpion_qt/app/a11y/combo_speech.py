"""Closed combo boxes that speak the entry the player arrows to.

Orca (43 and 45.2 alike) says nothing when the entry of a closed
``QComboBox`` changes: it drops the combo's NameChanged as redundant and
ignores the selection change of the list child. It does speak a
DescriptionChanged of the focused object (the 2026-11-30 review's probe). So
while a combo box has the keyboard focus, its accessible description is set
to each new entry (Qt sends DescriptionChanged for it); when the focus
leaves, the description is cleared again, so that Tab onto the box says the
entry once (its name) and not twice.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QComboBox

__all__ = ["speak_entries"]


class _EntrySpeaker(QObject):
    """Keeps ``combo``'s accessible description on its entry while focused."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        self.combo = combo
        combo.currentIndexChanged.connect(self._entry_changed)
        combo.installEventFilter(self)

    def _entry_changed(self, _index: int) -> None:
        combo = self.combo
        if combo.hasFocus() and not combo.view().isVisible():
            text = combo.currentText()
            if combo.accessibleDescription() != text:
                combo.setAccessibleDescription(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # type: ignore[override]
        if event.type() == QEvent.Type.FocusOut and watched is self.combo and self.combo.accessibleDescription():
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
