"""The settings dialog: rule options, only winnable deals, animations,
language, announcement verbosity."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.engine import Rules

from .i18n import LANGUAGES, NATIVE_NAMES
from .announce import CHANNELS
from .combo_speech import speak_entries
from .settings import Settings
from .texts import translate

__all__ = ["SettingsDialog"]


class SettingsDialog(QDialog):
    """Edits :class:`Settings`; OK applies at once (rule options from the next game)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        t = lambda s: translate("SettingsDialog", s)  # noqa: E731
        self.setWindowTitle(t("Settings"))
        self.clear_runs = QCheckBox(t("Clear complete runs to the foundations (Cards4)"))
        self.clear_runs.setChecked(settings.rules.clear_complete_runs)
        self.talon_any_time = QCheckBox(t("Deal the talon at any time (Cards4)"))
        self.talon_any_time.setChecked(settings.rules.talon_any_time)
        self.only_winnable = QCheckBox(t("Only winnable deals"))
        self.only_winnable.setChecked(settings.only_winnable)
        self.animations = QCheckBox(t("Animate cards"))
        self.animations.setChecked(settings.animations)
        self.verbose = QCheckBox(t("Full screen-reader announcements"))
        self.verbose.setChecked(settings.verbose)
        self.language = QComboBox()
        self.language.addItem(t("System language"), "")
        for code in LANGUAGES:
            self.language.addItem(NATIVE_NAMES[code], code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        lang_label = QLabel(t("&Language:"))
        lang_label.setBuddy(self.language)
        self.language.setAccessibleName(t("Language"))
        self.channel = QComboBox()
        self.channel.setObjectName("channelBox")
        channel_names = (
            t("Automatic"),
            t("Announcements (Orca 45.2 and later)"),
            t("Notifications (every Orca version)"),
        )
        for name, channel in zip(channel_names, CHANNELS):  # auto, announcement, notification
            self.channel.addItem(name, channel)
        self.channel.setCurrentIndex(max(0, self.channel.findData(settings.announce_channel)))
        channel_label = QLabel(t("Screen-reader &messages:"))
        channel_label.setBuddy(self.channel)
        self.channel.setAccessibleName(t("Screen-reader messages"))
        for combo in (self.language, self.channel):
            speak_entries(combo)
        note = QLabel(t("Rule options apply from the next new game."))
        note.setWordWrap(True)
        # A screen reader reads the note with the options it is about.
        for box in (self.clear_runs, self.talon_any_time):
            box.setAccessibleDescription(note.text())
        form = QFormLayout()
        form.addRow(self.clear_runs)
        form.addRow(self.talon_any_time)
        form.addRow(note)
        form.addRow(self.only_winnable)
        form.addRow(self.animations)
        form.addRow(self.verbose)
        form.addRow(lang_label, self.language)
        form.addRow(channel_label, self.channel)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.clear_runs.setFocus()  # the first option, not the OK button

    def accept(self) -> None:
        s = self.settings
        s.rules = Rules(self.clear_runs.isChecked(), self.talon_any_time.isChecked())
        s.only_winnable = self.only_winnable.isChecked()
        s.animations = self.animations.isChecked()
        s.verbose = self.verbose.isChecked()
        s.language = str(self.language.currentData() or "")
        s.announce_channel = str(self.channel.currentData() or "auto")
        super().accept()
