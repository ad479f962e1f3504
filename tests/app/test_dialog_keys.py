"""Dialogs by keyboard (issue 21): one mnemonic per letter in every dialog
and language, Open Position never reads the clipboard before the player
pastes, Tab in visual order and Ctrl+Enter accepts."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QGroupBox, QLabel, QTabWidget, QWidget

from scorpion_qt.engine import Position

_MNEMONIC = re.compile(r"&(?!&)(.)")


def _mnemonics(dialog: QWidget) -> list[str]:
    texts: list[str] = []
    for w in dialog.findChildren(QWidget):
        if not w.isVisibleTo(dialog):
            continue
        if isinstance(w, QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QLabel) and w.buddy() is not None:
            texts.append(w.text())
        elif isinstance(w, QGroupBox) and w.isCheckable():
            texts.append(w.title())
        elif isinstance(w, QTabWidget):
            texts.extend(w.tabText(i) for i in range(w.count()))
    return [m.group(1).casefold() for t in texts for m in _MNEMONIC.finditer(t.replace("&&", ""))]


def _dialogs(app) -> list[QDialog]:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.choose import ChooseGameDialog
    from scorpion_qt.app.ui.dialogs.help import HelpDialog
    from scorpion_qt.app.ui.dialogs.position import OpenPositionDialog
    from scorpion_qt.app.ui.dialogs.settings import SettingsDialog
    from scorpion_qt.app.ui.dialogs.statistics import StatisticsDialog

    w = app.window
    return [
        ChooseGameDialog(app.settings.rules, None, w),
        HelpDialog(w),
        OpenPositionDialog(w),
        SettingsDialog(app.settings, w),
        StatisticsDialog(app.window.session.stats.store, w),
    ]


@pytest.mark.parametrize("language", ["en", "es", "de", "fr"])
def test_every_dialog_has_one_mnemonic_per_letter(app, language: str) -> None:  # type: ignore[no-untyped-def]
    app.languages.set_language(language)
    try:
        for dialog in _dialogs(app):
            dialog.show()
            QApplication.processEvents()
            letters = _mnemonics(dialog)
            twice = sorted(k for k, n in Counter(letters).items() if n > 1)
            dialog.close()
            dialog.deleteLater()
            assert not twice, (language, dialog.objectName() or type(dialog).__name__, twice)
    finally:
        app.languages.set_language("en")


def test_open_position_does_not_read_the_clipboard_until_the_player_pastes(app, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.position import OpenPositionDialog

    text = app.controller.position.to_text()
    QGuiApplication.clipboard().setText(text)
    reads: list[int] = []
    clipboard = QGuiApplication.clipboard()
    real_text = clipboard.text
    monkeypatch.setattr(type(clipboard), "text", lambda self, *a: reads.append(1) or real_text(*a))
    dialog = OpenPositionDialog(app.window)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert dialog.edit.toPlainText() == "" and not reads
    dialog.edit.setFocus()
    QTest.keyClick(dialog.edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)  # the player pastes
    assert Position.from_text(dialog.edit.toPlainText()) == app.controller.position


def test_open_position_tabs_in_visual_order_and_ctrl_enter_accepts(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    from scorpion_qt.app.ui.dialogs.position import OpenPositionDialog

    dialog = OpenPositionDialog(app.window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.edit.setFocus()
    order = []
    for _ in range(3):
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        order.append(dialog.focusWidget())
    xs = [w.mapToGlobal(w.rect().topLeft()).x() for w in order]
    assert all(isinstance(w, QAbstractButton) for w in order) and xs == sorted(xs), [(type(w).__name__, getattr(w, "text", lambda: "")()) for w in order]
    dialog.edit.setFocus()
    dialog.edit.setPlainText(app.controller.position.to_text())
    QTest.keyClick(dialog.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.position == app.controller.position


@pytest.mark.parametrize("locale,typed,expected", [("en_US", "1,000", 1000), ("de_DE", "1.000", 1000), ("en_US", "1.000", None)])
def test_choose_game_reads_a_number_written_with_digit_groups(app, locale: str, typed: str, expected: int | None) -> None:  # type: ignore[no-untyped-def]
    """The dialog writes the largest number with the language's digit groups
    (9,223,372,036,854,775,807): a number typed the same way is read (a
    helper's "1,000" was refused); a decimal point is still no number."""
    from PySide6.QtCore import QLocale

    from scorpion_qt.app.ui.dialogs.choose import ChooseGameDialog

    before = QLocale()
    QLocale.setDefault(QLocale(locale))
    try:
        dlg = ChooseGameDialog(app.settings.rules, None, app.window)
        dlg.edit.setText(typed)
        assert dlg.number == expected
        dlg.close()
    finally:
        QLocale.setDefault(before)
