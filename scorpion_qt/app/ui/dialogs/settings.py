"""The settings dialog: rule options, only winnable deals, animations,
language, announcement verbosity."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
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

from scorpion_qt.app.board import themes
from scorpion_qt.app.board.cardart import CARD_ASPECT, CardPalette
from scorpion_qt.app.lang.languages import LANGUAGES, NATIVE_NAMES
from scorpion_qt.app.game.settings import CHANNELS
from scorpion_qt.app.a11y.combo_speech import speak_entries
from scorpion_qt.app.game.settings import DEMO_DEFAULT_MS, DEMO_SPEEDS_MS, Settings, nearest_demo_speed
from scorpion_qt.app.lang.texts import list_text, translate

__all__ = ["AppearancePreview", "SettingsDialog"]


class AppearancePreview(QWidget):
    """Three cards (a King, a Queen, a back) on the felt, drawn in a theme: the
    Settings dialog's live preview. Decorative: screen readers get its
    description, which names the theme, back and felt."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme: themes.CardTheme = themes.VectorTheme()
        self.back = "pattern"
        self.felt = "green"
        self.setMinimumSize(QSize(240, 110))

    def set_appearance(self, theme: themes.CardTheme, back: str, felt: str) -> None:
        """Show ``theme`` with ``back`` on ``felt`` (see :meth:`BoardView.set_appearance`)."""
        self.theme, self.back, self.felt = theme, back, felt
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        from scorpion_qt.engine.cards import CARDS

        painter = QPainter(self)
        felt = themes.felt_color(self.felt)
        painter.fillRect(self.rect(), felt if felt is not None else self.palette().window())
        h = self.height() - 16
        w = min(h / CARD_ASPECT, (self.width() - 32) / 3.4)
        palette = CardPalette.from_palette(self.palette())
        for i, (card, up) in enumerate(((CARDS[25], True), (CARDS[11], True), (CARDS[0], False))):
            rect = QRectF(8 + i * w * 1.15, 8, w, w * CARD_ASPECT)
            themes.paint_card(painter, rect, card, up, self.theme, palette, self.back)
        painter.end()


class SettingsDialog(QDialog):
    """Edits :class:`Settings`; OK applies at once (rule options from the next game)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        t = lambda s: translate("SettingsDialog", s)  # noqa: E731
        self.setWindowTitle(t("Settings"))
        self.clear_runs = QCheckBox(t("&Clear complete runs to the foundations (Cards4)"))
        self.clear_runs.setChecked(settings.rules.clear_complete_runs)
        self.talon_any_time = QCheckBox(t("Deal the &talon at any time (Cards4)"))
        self.talon_any_time.setChecked(settings.rules.talon_any_time)
        self.only_winnable = QCheckBox(t("&Only winnable deals"))
        self.only_winnable.setChecked(settings.only_winnable)
        self.animations = QCheckBox(t("&Animate cards"))
        self.animations.setChecked(settings.animations)
        self.verbose = QCheckBox(t("Full screen-reader a&nnouncements"))
        self.verbose.setChecked(settings.verbose)
        self.language = QComboBox()
        self.language.addItem(t("System language"), "")
        for code in LANGUAGES:
            self.language.addItem(NATIVE_NAMES[code], code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        lang_label = QLabel(t("&Language:"))
        lang_label.setBuddy(self.language)
        self.language.setAccessibleName(t("Language"))
        self.theme = QComboBox()
        for theme in themes.available_themes():
            self.theme.addItem(theme.name(), theme.id)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.card_back = QComboBox()
        for text, back in ((t("Blue pattern"), "pattern"), (t("The deck's own"), "theme")):
            self.card_back.addItem(text, back)
        self.card_back.setCurrentIndex(max(0, self.card_back.findData(settings.card_back)))
        self.felt = QComboBox()
        for key in themes.FELTS:
            self.felt.addItem(themes.felt_name(key), key)
        self.felt.setCurrentIndex(max(0, self.felt.findData(settings.felt)))
        self.preview = AppearancePreview(self)
        appearance = []
        for text, combo in (
            (t("Card t&heme:"), self.theme),
            (t("Card &back:"), self.card_back),
            (t("&Felt:"), self.felt),
        ):
            label = QLabel(text)
            label.setBuddy(combo)
            combo.currentIndexChanged.connect(self._preview_appearance)
            appearance.append((label, combo))
        self._preview_appearance()
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
        self.demo_speed = QComboBox()
        self.demo_speed.setObjectName("demoSpeedBox")
        speed_names = (t("Very slow"), t("Slow"), t("Normal"), t("Fast"), t("Very fast"))
        for name, ms in zip(speed_names, DEMO_SPEEDS_MS):  # slowest first
            self.demo_speed.addItem(name, ms)
        self.demo_speed.setCurrentIndex(nearest_demo_speed(settings.demo_interval_ms))
        speed_label = QLabel(t("Show Me How &speed:"))
        speed_label.setBuddy(self.demo_speed)
        self.demo_speed.setAccessibleName(t("Show Me How speed"))
        for combo in (self.language, self.channel, self.demo_speed, self.theme, self.card_back, self.felt):
            speak_entries(combo)
        note = QLabel(t("Rule options apply from the next new game."))
        note.setWordWrap(True)
        # A screen reader reads the note with the options it is about. Not
        # with the first one: the dialog opens on it, and Orca reads the
        # dialog's free-standing labels, this note among them, as it opens
        # (Orca 43 said the note twice).
        self.talon_any_time.setAccessibleDescription(note.text())
        form = QFormLayout()
        form.addRow(self.clear_runs)
        form.addRow(self.talon_any_time)
        form.addRow(note)
        form.addRow(self.only_winnable)
        form.addRow(self.animations)
        form.addRow(self.verbose)
        form.addRow(lang_label, self.language)
        form.addRow(channel_label, self.channel)
        form.addRow(speed_label, self.demo_speed)
        for label, combo in appearance:
            form.addRow(label, combo)
        form.addRow(self.preview)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.clear_runs.setFocus()  # the first option, not the OK button

    def _selected_theme(self) -> themes.CardTheme:
        return themes.theme_by_id(str(self.theme.currentData() or themes.DEFAULT_THEME))

    def _preview_appearance(self) -> None:
        theme = self._selected_theme()
        back, felt = str(self.card_back.currentData()), str(self.felt.currentData())
        self.preview.set_appearance(theme, back, felt)
        self.preview.setAccessibleName(translate("SettingsDialog", "Preview"))
        self.preview.setAccessibleDescription(
            list_text((self.theme.currentText(), self.card_back.currentText(), self.felt.currentText()))
        )

    def accept(self) -> None:
        s = self.settings
        s.theme = str(self.theme.currentData() or themes.DEFAULT_THEME)
        s.card_back = str(self.card_back.currentData() or "pattern")
        s.felt = str(self.felt.currentData() or "green")
        s.rules = Rules(self.clear_runs.isChecked(), self.talon_any_time.isChecked())
        s.only_winnable = self.only_winnable.isChecked()
        s.animations = self.animations.isChecked()
        s.verbose = self.verbose.isChecked()
        s.language = str(self.language.currentData() or "")
        s.announce_channel = str(self.channel.currentData() or "auto")
        s.demo_interval_ms = int(self.demo_speed.currentData() or DEMO_DEFAULT_MS)
        super().accept()
