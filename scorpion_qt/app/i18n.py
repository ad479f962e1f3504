"""Languages: the app's own Qt Linguist catalogues (``scorpion_qt/i18n/*.qm``)
and Qt's (``qtbase_*.qm``), switched at run time.

The language follows the system (``LANG``/``LANGUAGE`` through QLocale) unless
the player chose one in the settings.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

__all__ = ["LANGUAGES", "LanguageManager", "system_language"]

QM_DIR = Path(__file__).resolve().parent.parent / "i18n"

LANGUAGES = ("en", "es", "de", "fr")
"""The languages the game speaks."""

# Each language's own name, shown untranslated in the language list.
NATIVE_NAMES = {"en": "English", "es": "Español", "de": "Deutsch", "fr": "Français"}


def system_language() -> str:
    """The system's language among :data:`LANGUAGES`, English otherwise."""
    for name in QLocale().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


class LanguageManager:
    """Installs and replaces the translators of the application."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.code = "en"
        self._translators: list[QTranslator] = []

    def set_language(self, code: str) -> str:
        """Switch to ``code`` ("" = the system's); every window gets a
        ``LanguageChange`` event and retranslates itself. Returns the code used."""
        chosen = code if code in LANGUAGES else system_language()
        for t in self._translators:
            self.app.removeTranslator(t)
        self._translators = []
        self.code = chosen
        locale = QLocale(chosen)
        QLocale.setDefault(locale)
        # English has a catalogue too: its plural forms ("1 move", "2 moves").
        own = QTranslator(self.app)
        if own.load(str(QM_DIR / f"scorpion_{chosen}.qm")):
            self._translators.append(own)
        if chosen != "en":
            qt = QTranslator(self.app)
            if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self._translators.append(qt)
        for t in self._translators:
            self.app.installTranslator(t)
        if not self._translators:
            # Still tell every window, so texts go back to English.
            from PySide6.QtCore import QEvent

            for w in _top_level_widgets():
                QCoreApplication.postEvent(w, QEvent(QEvent.Type.LanguageChange))
        return chosen


def _top_level_widgets() -> list[object]:
    from PySide6.QtWidgets import QApplication

    return list(QApplication.allWidgets())
