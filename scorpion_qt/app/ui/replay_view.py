"""Replay my game on screen: a window with a board of its own showing a
:class:`~scorpion_qt.app.game.replay.Replay`, marked as a replay and
read-only (no card can be picked up), with Start, Back, Play/Pause, Forward,
End and, when known, the move that lost the win; each also has its key
(Home, Left, Space, Right, End, L). Each step is read aloud as the move
itself was (or its undo, going back); the action that lost the win is said
and marked. The game being played is never touched: closing the replay
(Escape, Close) leaves the player where they were."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.app.a11y import sentences
from scorpion_qt.app.a11y.announce import Announcer
from scorpion_qt.app.board.view import BoardView
from scorpion_qt.app.desktop import screenfit
from scorpion_qt.app.game.replay import Replay
from scorpion_qt.app.lang.texts import fmt, move_words, translate

__all__ = ["ReplayDialog", "REPLAY_STEP_MS"]

REPLAY_STEP_MS = 1200
"""The pause between two steps while the replay plays (ms)."""

_INPUT = (
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.MouseMove,
    QEvent.Type.KeyPress,
    QEvent.Type.KeyRelease,
    QEvent.Type.Wheel,
)

_t = lambda s: translate("Replay", s)  # noqa: E731


class _ReadOnly(QObject):
    """Eats every mouse and key event of the replay's board: it only shows."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        return event.type() in _INPUT


class ReplayDialog(QDialog):
    """Replays ``replay`` (of game ``game``, or a practice game); the board
    takes the look of ``like`` (the main board) when given."""

    def __init__(
        self,
        replay: Replay,
        game: int,
        *,
        practice: bool = False,
        like: BoardView | None = None,
        verbose: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replayDialog")
        self.replay = replay
        self.game, self.practice, self.verbose = game, practice, verbose
        self.banner = QLabel(self)
        self.banner.setObjectName("replayBanner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            "QLabel#replayBanner { background: #20304a; color: white; padding: 4px 8px; font-weight: bold; }"
        )
        self.board = BoardView(self)
        self.board.setObjectName("replayBoard")
        self.board.animations = False if like is None else like.animations
        if like is not None:
            self.board.set_appearance(like.theme, like.card_back, like.felt)
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._read_only = _ReadOnly(self)
        self.board.installEventFilter(self._read_only)
        self.board.viewport().installEventFilter(self._read_only)
        self.step_label = QLabel(self)
        self.step_label.setObjectName("replayStep")
        self.step_label.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for name in ("start", "back", "play", "forward", "end", "lost", "close"):
            b = QPushButton(self)
            b.setObjectName(f"replay_{name}")
            b.setAutoDefault(False)
            b.installEventFilter(self)
            self.buttons[name] = b
            row.addWidget(b)
            if name == "end":
                row.addStretch(1)
        self.buttons["start"].clicked.connect(lambda _=False: self.go(0))
        self.buttons["back"].clicked.connect(lambda _=False: self.back())
        self.buttons["play"].clicked.connect(lambda _=False: self.toggle_play())
        self.buttons["forward"].clicked.connect(lambda _=False: self.forward())
        self.buttons["end"].clicked.connect(lambda _=False: self.go(self.replay.count))
        self.buttons["lost"].clicked.connect(lambda _=False: self.go_to_lost_move())
        self.buttons["close"].clicked.connect(lambda _=False: self.reject())
        self.buttons["lost"].setVisible(replay.lost_at > 0)
        self.keys: dict[Qt.Key, Callable[[], object]] = {
            Qt.Key.Key_Home: lambda: self.go(0),
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_End: lambda: self.go(self.replay.count),
            Qt.Key.Key_L: self.go_to_lost_move,
            Qt.Key.Key_Space: self.toggle_play,
        }
        """The replay's keys, wherever the focus is in it (they are never
        the buttons' own: Space plays, the arrows step)."""
        self.status = QStatusBar(self)
        self.status.setSizeGripEnabled(False)
        self.announcer = Announcer(self.board, lambda: self.verbose)
        for label in self.announcer.labels:
            self.status.addPermanentWidget(label)
        box = QVBoxLayout(self)
        box.addWidget(self.banner)
        box.addWidget(self.board, 1)
        box.addWidget(self.step_label)
        box.addLayout(row)
        box.addWidget(self.status)
        self.timer = QTimer(self)
        self.timer.setInterval(REPLAY_STEP_MS)
        self.timer.timeout.connect(self._tick)
        self.retranslate()
        self.board.set_position(replay.position)
        self._show_step()
        screenfit.fit_dialog(self, QSize(960, 620))
        self.buttons["forward"].setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------- texts
    def retranslate(self) -> None:
        """Every text in the current language."""
        if self.practice:
            self.setWindowTitle(_t("Replay of a practice game"))
            self.banner.setText(_t("Replay of a practice game: read-only. Your game waits where you left it."))
        else:
            self.setWindowTitle(fmt(_t("Replay of game %1"), self.game))
            self.banner.setText(fmt(_t("Replay of game %1: read-only. Your game waits where you left it."), self.game))
        self.setAccessibleName(self.windowTitle())
        labels = {
            "start": (_t("|◀ Start"), _t("Back to the start (Home)"), _t("Start")),
            "back": (_t("◀ Back"), _t("One move back (Left)"), _t("Back")),
            "forward": (_t("Forward ▶"), _t("One move on (Right)"), _t("Forward")),
            "end": (_t("End ▶|"), _t("To the last move (End)"), _t("End")),
            "lost": (_t("Move That &Lost the Win"), _t("The move that lost the win (L)"), _t("Move that lost the win")),
            "close": (_t("&Close"), _t("Close the replay (Escape)"), _t("Close")),
        }
        for name, (text, tip, spoken) in labels.items():
            self.buttons[name].setText(text)
            self.buttons[name].setToolTip(tip)
            self.buttons[name].setAccessibleName(spoken)
        self._play_texts()
        self._show_step(say=False)

    def _play_texts(self) -> None:
        b = self.buttons["play"]
        if self.timer.isActive():
            b.setText(_t("❚❚ Pause"))
            b.setAccessibleName(_t("Pause"))
        else:
            b.setText(_t("▶ Play"))
            b.setAccessibleName(_t("Play"))
        b.setToolTip(_t("Play or pause (Space)"))

    def step_text(self) -> str:
        """Where the replay stands: "Move 5 of 40: 9 of diamonds to column 3.",
        saying so when that move lost the win."""
        r = self.replay
        if r.step == 0:
            return translate("Replay", "Start of the game: %n move(s) to replay.", None, r.count)
        move = move_words(r.actions[r.step - 1])
        if r.is_lost_move():
            return fmt(_t("Move %1 of %2: %3. This move lost the win."), r.step, r.count, move)
        return fmt(_t("Move %1 of %2: %3."), r.step, r.count, move)

    def _show_step(self, say: bool = False) -> None:
        r = self.replay
        self.step_label.setText(self.step_text())
        marked = r.is_lost_move()
        self.step_label.setStyleSheet(
            "QLabel#replayStep { background: #7a1f1f; color: white; padding: 3px 6px; font-weight: bold; }" if marked else ""
        )
        self.buttons["start"].setEnabled(r.step > 0)
        self.buttons["back"].setEnabled(r.step > 0)
        self.buttons["forward"].setEnabled(not r.at_end)
        self.buttons["end"].setEnabled(not r.at_end)
        self.buttons["play"].setEnabled(not r.at_end or self.timer.isActive())
        if say:
            self.announcer.say(self.step_text())

    # ----------------------------------------------------------- actions
    def forward(self) -> bool:
        """One move on, drawn and read aloud as it was played."""
        event = self.replay.forward()
        if event is None:
            return False
        self.board.set_position(event.position, animate=True)
        self._show_step()
        spoken = " ".join(sentences.event_sentences(event, self.verbose))
        if self.replay.is_lost_move():
            spoken = fmt(_t("%1 This move lost the win."), spoken)
        self.announcer.say(spoken)
        return True

    def back(self) -> bool:
        """One move back, read aloud as an undo."""
        self.pause()
        event = self.replay.back()
        if event is None:
            return False
        self.board.set_position(event.position, animate=True)
        self._show_step()
        self.announcer.say(" ".join(sentences.event_sentences(event, self.verbose)))
        return True

    def go(self, step: int) -> None:
        """Jump to ``step`` (0: the start), and say where the replay stands."""
        self.pause()
        self.replay.go(step)
        self.board.set_position(self.replay.position)
        self._show_step(say=True)

    def go_to_lost_move(self) -> None:
        """Jump to just after the move that lost the win (when known)."""
        if self.replay.lost_at > 0:
            self.go(self.replay.lost_at)

    def toggle_play(self) -> None:
        """Play (one move every :data:`REPLAY_STEP_MS`) or pause."""
        if self.timer.isActive():
            self.pause()
            return
        if self.replay.at_end:
            return
        self.timer.start()
        self._play_texts()
        self._show_step()
        self.forward()

    def pause(self) -> None:
        """Stop playing (the step stays)."""
        if self.timer.isActive():
            self.timer.stop()
            self._play_texts()
            self._show_step()

    def _tick(self) -> None:
        if not self.forward() or self.replay.at_end:
            self.pause()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """The replay's keys on any of its buttons (see :attr:`keys`)."""
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            key = getattr(event, "key", lambda: None)()
            modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier  # type: ignore[attr-defined]
            if key in self.keys and modifiers == Qt.KeyboardModifier.NoModifier:
                if kind == QEvent.Type.KeyPress and not (key == Qt.Key.Key_Space and event.isAutoRepeat()):  # type: ignore[attr-defined]
                    self.keys[key]()
                event.accept()
                return kind != QEvent.Type.ShortcutOverride
        return False

    def keyPressEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt's name)
        run = self.keys.get(event.key())
        if run is not None and not event.modifiers():
            run()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def done(self, result: int) -> None:  # noqa: D102 (QDialog's)
        self.timer.stop()
        super().done(result)
