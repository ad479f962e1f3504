"""The win: a short celebration over the board, then a summary band.

:class:`Celebration` paints falling suit signs over the board for
:data:`CELEBRATION_MS`; it is skipped when animations are off in the settings
or when the system asks for reduced motion (:func:`reduced_motion`).

:class:`WinSummary` is a band in the window's layout (above the board, which
shrinks to make room: it never covers a card) with the moves, time, undos,
hints, the record, the streak, and New Game / Replay / Statistics buttons.
:func:`win_sentence` is the ONE sentence announced to screen readers.

Reduced motion, as far as Qt and the desktops expose it (checked 6.11):
Qt has no "reduce motion" hint (``QStyleHints.accessibility()`` only has
``contrastPreference``; ``QApplication.isEffectEnabled(UI_General)`` reports
the platform theme's UI effects, which are off on GNOME and offscreen even
when the desktop animates, so it cannot be read as a request). We read the
desktops' own switches: GNOME's ``org.gnome.desktop.interface
enable-animations`` (``gsettings``), KDE's ``AnimationDurationFactor=0`` in
``kdeglobals``, Windows' ``SPI_GETCLIENTAREAANIMATION``, macOS's
``com.apple.universalaccess reduceMotion``; ``SCORPION_REDUCED_MOTION=1``
(or 0) overrides them all.
"""

from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from scorpion_qt.app.board.cardart import paint_suit
from scorpion_qt.app.lang.texts import fmt, format_time, number, translate
from scorpion_qt.app.ui.notices import FocusBand
from scorpion_qt.engine import Suit

if TYPE_CHECKING:  # the statistics (and SQLite) load after the first frame
    from scorpion_qt.app.game.statistics import WinInfo

__all__ = ["CELEBRATION_MS", "Celebration", "celebration_wanted", "record_line", "WinFigures", "WinSummary", "reduced_motion", "win_sentence"]

CELEBRATION_MS = 1400
"""How long the celebration runs (ms)."""


@lru_cache(maxsize=1)
def reduced_motion() -> bool:
    """True when the system asks for reduced motion (see the module's notes);
    read once per run."""
    import shutil
    import subprocess  # here, asked at the first win: not loaded before the first frame

    forced = os.environ.get("SCORPION_REDUCED_MOTION", "").strip().lower()
    if forced in ("1", "true", "yes", "on"):
        return True
    if forced in ("0", "false", "no", "off"):
        return False
    try:
        if sys.platform.startswith("win"):
            import ctypes

            value = ctypes.c_int(1)
            ok = ctypes.windll.user32.SystemParametersInfoW(0x1042, 0, ctypes.byref(value), 0)  # type: ignore[attr-defined]
            return bool(ok) and not value.value
        if sys.platform == "darwin":
            out = subprocess.run(
                ["defaults", "read", "com.apple.universalaccess", "reduceMotion"],
                capture_output=True, text=True, timeout=1,
            )
            return out.stdout.strip() == "1"
        kde = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "kdeglobals"
        if kde.is_file() and kde.stat().st_size < 1_000_000:
            section = ""
            for line in kde.read_text(encoding="utf-8", errors="replace").splitlines():
                line = line.strip()
                if line.startswith("["):
                    section = line
                elif section == "[KDE]" and line.replace(" ", "").startswith("AnimationDurationFactor="):
                    try:
                        if float(line.split("=", 1)[1]) == 0:
                            return True
                    except ValueError:
                        pass
        gsettings = shutil.which("gsettings")
        if gsettings:
            out = subprocess.run(
                [gsettings, "get", "org.gnome.desktop.interface", "enable-animations"],
                capture_output=True, text=True, timeout=1,
            )
            if out.returncode == 0 and out.stdout.strip() == "false":
                return True
    except (OSError, subprocess.SubprocessError, AttributeError, ValueError):
        return False
    return False


@dataclass(frozen=True)
class WinFigures:
    """What the summary shows: the game's figures (time in ms) and what the
    statistics said (None when they are off)."""

    game: int
    moves: int
    time_ms: int
    undos: int
    hints: int
    info: WinInfo | None
    practice: bool = False
    """A practice game (started from a position): it has no game number to name."""


# An alias tools/i18n_extract.py understands (a lambda over translate).
_t = lambda s: translate("WinSummary", s)  # noqa: E731


def win_sentence(f: WinFigures) -> str:
    """The one sentence announced at a win: the figures, the record and the
    streak, in the current language."""
    args: list[object] = [f.game, number(f.moves), format_time(f.time_ms), number(f.undos), number(f.hints)]
    info = f.info
    if f.practice:
        return fmt(
            translate("MainWindow", "You won this practice game — moves: %2, time: %3, undos: %4, hints: %5."), *args
        )
    if info is None or info.practice:
        return fmt(translate("MainWindow", "You won game %1 — moves: %2, time: %3, undos: %4, hints: %5."), *args)
    if info.previous_moves is None:
        text = _t("You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; "
                  "your first win of this deal, winning streak %6.")
        args += [info.streak]
    elif info.new_moves_record and info.new_time_record:
        text = _t("You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; "
                  "new records for game %1: %2 moves and %3 (before: %6 moves and %7), winning streak %8.")
        args += [info.previous_moves, format_time(info.previous_time_ms or 0), info.streak]
    elif info.new_moves_record:
        text = _t("You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; "
                  "new record for game %1: %2 moves (before: %6), winning streak %7.")
        args += [info.previous_moves, info.streak]
    elif info.new_time_record:
        text = _t("You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; "
                  "new record time for game %1: %3 (before: %6), winning streak %7.")
        args += [format_time(info.previous_time_ms or 0), info.streak]
    else:
        text = _t("You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; "
                  "your record for this deal: %6 moves and %7, winning streak %8.")
        args += [info.previous_moves, format_time(info.previous_time_ms or 0), info.streak]
    return fmt(text, *args)


def record_line(f: WinFigures) -> str:
    """The band's record line ("New record for game 12345: 87 moves"), ""
    when statistics are off."""
    info = f.info
    if info is None:
        return ""
    if info.practice:
        return _t("A practice game: it does not enter the records.")
    if info.previous_moves is None:
        return fmt(_t("First win of game %1: %2 moves and %3 are your records."), f.game, f.moves,
                   format_time(f.time_ms))
    if info.new_moves_record and info.new_time_record:
        return fmt(_t("New records for game %1: %2 moves and %3"), f.game, f.moves, format_time(f.time_ms))
    if info.new_moves_record:
        return fmt(_t("New record for game %1: %2 moves"), f.game, f.moves)
    if info.new_time_record:
        return fmt(_t("New record time for game %1: %2"), f.game, format_time(f.time_ms))
    return fmt(_t("Your records for game %1: %2 moves, %3"), f.game, info.previous_moves,
               format_time(info.previous_time_ms or 0))


class WinSummary(FocusBand):
    """The summary band shown after a win (a part of the window's layout).
    ``newGame``, ``replay`` and ``statistics`` are its buttons' requests."""

    newGame = Signal()
    replay = Signal()
    statistics = Signal()
    replayMoves = Signal()
    """Replay My Moves: watch this game's own actions again, step by step."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winSummary")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.figures: WinFigures | None = None
        self.title = QLabel(self)
        self.title.setObjectName("winTitle")
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.numbers = QLabel(self)
        self.numbers.setObjectName("winNumbers")
        self.record = QLabel(self)
        self.record.setObjectName("winRecord")
        self.streak = QLabel(self)
        self.streak.setObjectName("winStreak")
        for label in (self.title, self.numbers, self.record, self.streak):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                          | Qt.TextInteractionFlag.TextSelectableByMouse)
        # Each text labels a hidden placeholder (an AT-SPI label relation):
        # Orca 43 reads a panel's labels that have no relation when the focus
        # enters it, which would say the win a second time after its
        # announcement; with the band itself as their buddy, Orca 43 said the
        # title as the band's label.
        self.label_target = QWidget(self)
        self.label_target.setObjectName("winTextsTarget")
        self.label_target.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.label_target.hide()
        for label in (self.title, self.numbers, self.record, self.streak):
            label.setBuddy(self.label_target)
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("winNewGame")
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("winReplay")
        self.stats_button = QPushButton(self)
        self.stats_button.setObjectName("winStatistics")
        self.moves_button = QPushButton(self)
        self.moves_button.setObjectName("winReplayMoves")
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.new_button.clicked.connect(lambda _=False: self.newGame.emit())
        self.replay_button.clicked.connect(lambda _=False: self.replay.emit())
        self.stats_button.clicked.connect(lambda _=False: self.statistics.emit())
        self.moves_button.clicked.connect(lambda _=False: self.replayMoves.emit())
        self.close_button.clicked.connect(lambda _=False: self.dismiss())
        self.return_focus: QWidget | None = None
        """Where the keyboard focus goes back to when the band is closed while
        it holds the focus (the board)."""
        self.buttons = [self.new_button, self.replay_button, self.moves_button, self.stats_button, self.close_button]
        for a, b in zip(self.buttons, self.buttons[1:]):  # Tab: the actions, then Close
            QWidget.setTabOrder(a, b)
        for b in self.buttons:
            b.installEventFilter(self)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        for label in (self.title, self.numbers, self.record, self.streak):
            texts.addWidget(label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in (self.new_button, self.replay_button, self.moves_button, self.stats_button):
            buttons.addWidget(b)
        texts.addLayout(buttons)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 6, 8)
        row.addLayout(texts, 1)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_win(self, figures: WinFigures) -> None:
        """Fill the band with ``figures`` and show it."""
        self.figures = figures
        self.retranslate()
        self.show()

    def take_focus(self) -> bool:
        """Give the keyboard focus to New Game (one key press then deals); a
        screen reader reads the band's texts as the focus enters it. True when
        the focus is there now (the window is active)."""
        if not self.isVisible():
            return False
        self.focus_shown(self.new_button)
        return self.window().isActiveWindow() and QApplication.focusWidget() is self.new_button

    def retranslate(self) -> None:
        """Every text in the current language."""
        # Same words as the notices' buttons: their translations already exist.
        self.new_button.setText(translate("MainWindow", "New Game"))
        self.replay_button.setText(_t("Replay This Game"))
        self.stats_button.setText(_t("Statistics…"))
        self.moves_button.setText(translate("Learn", "Replay My Moves"))
        self.close_button.setAccessibleName(translate("NoticeBar", "Close"))
        self.close_button.setToolTip(translate("NoticeBar", "Close"))
        f = self.figures
        if f is None:
            return
        self.title.setText(_t("You won this practice game!") if f.practice else fmt(_t("You won game %1!"), f.game))
        self.numbers.setText(
            fmt(
                _t("Moves: %1 · Time: %2 · Undos: %3 · Hints: %4"),
                number(f.moves),
                format_time(f.time_ms),
                number(f.undos),
                number(f.hints),
            )
        )
        self.record.setText(record_line(f))
        self.record.setVisible(bool(self.record.text()))
        info = f.info
        if info is not None and not info.practice:
            self.streak.setText(fmt(_t("Winning streak: %1"), info.streak))
        else:
            self.streak.setText("")
        self.streak.setVisible(bool(self.streak.text()))
        # A short name and no description; the win sentence is announced
        # (EndOfGame.show_win_band).
        self.setAccessibleName(_t("Game won"))
        self.setAccessibleDescription("")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class Celebration(QWidget):
    """Suit signs falling over ``board`` (its viewport) for
    :data:`CELEBRATION_MS`, then ``done`` runs and the widget goes away.
    It lets every mouse event through and is hidden from screen readers'
    focus (the win is announced in words)."""

    def __init__(self, board: QWidget, done: Callable[[], None], *, seed: int = 0) -> None:
        super().__init__(board)
        self.setObjectName("celebration")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(board.rect())
        self._done = done
        rng = random.Random(seed)
        self._signs = [
            (rng.random(), rng.uniform(-0.6, 0.0), rng.uniform(0.6, 1.3), Suit(rng.randrange(4)), rng.uniform(-1, 1))
            for _ in range(48)
        ]
        self.progress = 0.0
        # Its own clock (not QVariantAnimation): Qt's shared animation timer
        # can jump ahead when the board's animations were busy, cutting the
        # celebration short.
        self._clock = QElapsedTimer()
        self._clock.start()
        self.animation = QTimer(self)
        self.animation.setInterval(16)
        self.animation.timeout.connect(self._step)
        self.show()
        self.raise_()
        self.animation.start()

    def _step(self) -> None:
        self.progress = min(1.0, self._clock.elapsed() / CELEBRATION_MS)
        self.update()
        if self.progress >= 1.0:
            self.finish()

    def finish(self) -> None:
        """End now (also when a new game starts meanwhile) and run ``done`` once."""
        if self._done is None:
            return
        done, self._done = self._done, None  # type: ignore[assignment]
        self.animation.stop()
        self.hide()
        self.deleteLater()
        done()

    def cancel(self) -> None:
        """Stop without running ``done``."""
        self._done = None  # type: ignore[assignment]
        self.animation.stop()
        self.hide()
        self.deleteLater()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        size = max(18.0, min(w, h) / 14)
        fade = 1.0 if self.progress < 0.75 else max(0.0, (1.0 - self.progress) / 0.25)
        for x, start, speed, sign, spin in self._signs:
            y = (start + self.progress * speed * 1.6) * h
            if y < -size or y > h + size:
                continue
            colour = QColor(200, 30, 40) if sign in (Suit.HEARTS, Suit.DIAMONDS) else QColor(20, 20, 20)
            colour.setAlphaF(0.85 * fade)
            p.save()
            p.translate(QPointF(x * w, y))
            p.rotate(spin * 180 * self.progress)
            paint_suit(p, sign, QPointF(0, 0), size * 0.75, colour)  # the pips' shape: no font needed
            p.restore()
        p.end()


def celebration_wanted(animations_on: bool) -> bool:
    """Play the celebration: animations on and no reduced-motion request."""
    return animations_on and not reduced_motion()

