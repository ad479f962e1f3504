"""Languages: the app's own Qt Linguist catalogues (``scorpion_qt/i18n/*.qm``)
and Qt's (``qtbase_*.qm``), switched at run time.

The language follows the system (``LANG``/``LANGUAGE`` through QLocale) unless
the player chose one in the settings.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

__all__ = ["LANGUAGES", "LanguageManager", "current_language", "qt_translations_dir", "regional_locale", "system_language"]

QM_DIR = Path(__file__).resolve().parents[2] / "i18n"

LANGUAGES = ("en", "es", "de", "fr")

_TRANSLATOR_NAME = "scorpion-translator"
_installed: list[QTranslator] = []
"""The translators every manager installed, so that the next removes them
without ``findChildren`` on the application (which wraps each child in
Python: its style alone costs QStyle's 11 enum types before the first frame)."""
"""The languages the game speaks."""

# Each language's own name, shown untranslated in the language list.
NATIVE_NAMES = {"en": "English", "es": "Español", "de": "Deutsch", "fr": "Français"}


_current = "en"


def current_language() -> str:
    """The code of the language the app speaks now ("en" until one is set)."""
    return _current


def system_language() -> str:
    """The system's language among :data:`LANGUAGES`, English otherwise."""
    # QLocale.system(), not QLocale(): the default locale is whatever
    # set_language() chose last, and would hide the system's.
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def regional_locale(language: str) -> QLocale:
    """The locale whose formats (dates, times, numbers) the game uses: the
    player's regional settings (``QLocale.system()``, which follows
    ``LC_ALL``, ``LC_TIME``, ``LC_NUMERIC`` and ``LANG``), whatever the
    language of the texts; ``QLocale(language)`` only when the system has
    no region (the C or POSIX locale)."""
    system = QLocale.system()
    if system.language() in (QLocale.Language.C, QLocale.Language.AnyLanguage):
        return QLocale(language)
    return system


class LanguageManager:
    """Installs and replaces the translators of the application."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.code = "en"
        self._translators: list[QTranslator] = []
        self._catalogue = b""  # the loaded .qm's bytes, which Qt reads in place

    def set_language(self, code: str) -> str:
        """Switch to ``code`` ("" = the system's); every window gets a
        ``LanguageChange`` event and retranslates itself. Returns the code used."""
        chosen = code if code in LANGUAGES else system_language()
        # Every translator an earlier manager of this application installed
        # goes too (tests build several App objects on one QApplication).
        import shiboken6

        for t in _installed:
            if shiboken6.isValid(t):
                QCoreApplication.removeTranslator(t)
                t.setParent(None)
                t.deleteLater()
        _installed.clear()
        self._translators = []
        self.code = chosen
        global _current
        _current = chosen
        QLocale.setDefault(regional_locale(chosen))
        # English has a catalogue too: its plural forms ("1 move", "2 moves").
        own = QTranslator(self.app)
        # Read by Python and handed over as bytes: a str path is another
        # file for Qt under a non-UTF-8 locale. Qt keeps no copy of them.
        try:
            catalogue = (QM_DIR / f"scorpion_{chosen}.qm").read_bytes()
        except OSError:
            catalogue = b""
        if catalogue and own.load(catalogue):
            self._catalogue = catalogue
            self._translators.append(own)
        if chosen != "en":
            qt = QTranslator(self.app)
            if qt.load(f"qtbase_{chosen}", qt_translations_dir()):
                self._translators.append(qt)
        for t in self._translators:
            t.setObjectName(_TRANSLATOR_NAME)
            self.app.installTranslator(t)
        _installed.extend(self._translators)
        if not self._translators:
            # Still tell every window, so texts go back to English.
            from PySide6.QtCore import QEvent

            for w in _top_level_widgets():
                QCoreApplication.postEvent(w, QEvent(QEvent.Type.LanguageChange))
        return chosen


def qt_translations_dir() -> str:
    """Where Qt's own catalogues (``qtbase_de.qm`` …) are: the PySide6 wheel's."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def _top_level_widgets() -> list[QWidget]:
    from PySide6.QtWidgets import QApplication

    return list(QApplication.allWidgets())
