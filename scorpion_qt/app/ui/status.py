"""The status bar's four fields (verdict, game, moves, time) and the window
title: :func:`status_texts` says them for a game session (pure, testable
without widgets); :class:`StatusFields` shows them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtWidgets import QApplication, QFrame, QLabel, QStatusBar, QWidget

from scorpion_qt.app.a11y.announce import Announcer
from scorpion_qt.app.game.analysis import VerdictStatus
from scorpion_qt.app.game.session import GameSession
from scorpion_qt.app.lang.texts import fmt, format_time, translate
from scorpion_qt.app.lang.variants import variant_name

__all__ = ["MESSAGE_MS", "MessageLine", "StatusFields", "StatusTexts", "status_texts"]

MESSAGE_MS = 8000
"""How long a status-bar message stays, in milliseconds."""


@dataclass(frozen=True)
class StatusTexts:
    """What the title bar and the status bar's fields say."""

    title: str
    game: str
    moves: str
    time: str
    analysis: str


def status_texts(session: GameSession) -> StatusTexts:
    """The title and the fields for ``session`` in the current language: the
    game (its number, "practice", "shown" once Show Me How played it, or
    nothing while a winnable deal is looked for, since the game shown is a
    placeholder the player never chose), the
    moves (every undo counts one), the playing time, and the verdict (won,
    blocked, analysing, winnable, not or no longer winnable, not decided;
    empty without analysis)."""
    c = session.controller
    t = lambda s: translate("MainWindow", s)  # noqa: E731
    if c.practice:
        title, game = t("Scorpion — Practice Position"), t("Practice (no records)")
    elif session.waiting_for_deal:
        title, game = QApplication.applicationDisplayName() or "Scorpion", ""
    elif c.rules.variant != "cards4" and c.shown:
        # Show Me How played it: practice from then on, marked like one.
        name = variant_name(c.rules.variant)
        title = fmt(t("Scorpion — %1, Game %2 (shown)"), name, c.game_number)
        game = fmt(t("%1, game %2, shown (no records)"), name, c.game_number)
    elif c.rules.variant != "cards4" and c.from_link:
        name = variant_name(c.rules.variant)
        title = fmt(t("Scorpion — %1, Game %2 (from a link)"), name, c.game_number)
        game = fmt(t("%1, game %2, from a link (no records)"), name, c.game_number)
    elif c.rules.variant != "cards4":
        name = variant_name(c.rules.variant)
        title, game = fmt(t("Scorpion — %1, Game %2"), name, c.game_number), fmt(t("%1, game %2"), name, c.game_number)
    elif c.shown:
        title, game = fmt(t("Scorpion — Game %1 (shown)"), c.game_number), fmt(t("Game %1, shown (no records)"), c.game_number)
    elif c.from_link:
        title = fmt(t("Scorpion — Game %1 (from a link)"), c.game_number)
        game = fmt(t("Game %1, from a link (no records)"), c.game_number)
    else:
        title, game = fmt(t("Scorpion — Game %1"), c.game_number), fmt(t("Game %1"), c.game_number)
    moves = translate("MainWindow", "%Ln move(s)", "", c.moves)
    time = fmt(t("Time %1"), format_time(c.elapsed_ms()))
    verdict = session.verdict
    if session.waiting_for_deal:
        analysis = ""  # the game shown is a placeholder: no verdict of the game before
    elif c.position.is_won:
        analysis = t("Won")
    elif c.position.is_stuck:
        analysis = t("Blocked")
    elif session.analyst is None:
        analysis = ""
    elif verdict is None:
        analysis = t("Analysing…")
    elif verdict.status == VerdictStatus.WON:
        analysis = t("Winnable")
    elif verdict.status == VerdictStatus.LOST:
        # A game lost from its first position never was winnable: "no longer" would mislead.
        lost_from_start = c.applied == 0 or session.deal_lost()
        analysis = t("Not winnable") if lost_from_start else t("No longer winnable")
    else:
        analysis = t("Not decided")
    return StatusTexts(title, game, moves, time, analysis)


class StatusFields:
    """The four fields, each in a sunken frame, added to ``bar`` after
    ``first`` (the screen-reader notification labels come first: see
    announce.py)."""

    def __init__(self, bar: QStatusBar, first: list[QWidget]) -> None:
        self.game_label = QLabel()
        self.game_label.setObjectName("gameLabel")
        self.moves_label = QLabel()
        self.moves_label.setObjectName("movesLabel")
        self.time_label = QLabel()
        self.time_label.setObjectName("timeLabel")
        self.analysis_label = QLabel()
        self.analysis_label.setObjectName("analysisLabel")
        fields = (self.analysis_label, self.game_label, self.moves_label, self.time_label)
        for field in fields:
            field.setFrameStyle(QFrame.Shape.StyledPanel | QFrame.Shadow.Sunken)
            field.setContentsMargins(4, 0, 4, 0)
        for w in (*first, *fields):
            bar.addPermanentWidget(w)

    def show(self, texts: StatusTexts) -> None:
        """Show ``texts`` (the title is the window's to set)."""
        self.game_label.setText(texts.game)
        self.moves_label.setText(texts.moves)
        self.time_label.setText(texts.time)
        self.analysis_label.setText(texts.analysis)


class MessageLine:
    """The status bar's message: a sentence shown for :data:`MESSAGE_MS`
    and spoken by the announcer, which follows a language switch when it
    was given a way to say it again."""

    def __init__(self, bar: QStatusBar, announcer: Announcer) -> None:
        self.bar = bar
        self.announcer = announcer
        self._again: Callable[[], str] | None = None

    def show(self, text: str, *, assertive: bool = False, again: Callable[[], str] | None = None) -> None:
        """Show ``text`` (reasons, confirmations) and say it to screen readers
        (``assertive``: interrupting). ``again`` makes the same sentence in the
        current language, so the message follows a language switch (a
        message without it is cleared then)."""
        self.bar.showMessage(text, MESSAGE_MS)
        self._again = again
        self.announcer.say(text, assertive=assertive)

    def show_silently(self, text: str, again: Callable[[], str] | None = None) -> None:
        """Show ``text`` in the status bar only (the screen reader hears it
        another way), as long as :meth:`show` would."""
        self.bar.showMessage(text, MESSAGE_MS)
        self._again = again

    def withdraw(self, text: str) -> None:
        """``text`` no longer holds: the status bar drops it if it still shows
        it (nothing is said; a later message is left alone)."""
        if text and self.bar.currentMessage() == text:
            self.bar.clearMessage()
            self._again = None

    def retranslate(self) -> None:
        """At a language switch: the current message in the new language."""
        if not self.bar.currentMessage():
            return
        if self._again is None:
            self.bar.clearMessage()
        else:
            self.bar.showMessage(self._again(), MESSAGE_MS)
