"""The "Choose game by number" dialog: it checks the number as it is typed
and, with the solver, says whether that deal is proven winnable, proven lost
or undecided before it is dealt."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from scorpion_qt.engine import MAX_GAME_NUMBER, Position, Rules, check_game_number

from scorpion_qt.app.game.analysis import Analyst, Verdict, VerdictStatus
from scorpion_qt.app.game.references import LINK_PREFIX, parse_game_reference
from scorpion_qt.app.lang.texts import fmt, number, translate
from scorpion_qt.app.lang.variants import variant_name
from scorpion_qt.app.ui.launch import link_deal_rules

__all__ = ["ChooseGameDialog"]


def read_game_number(text: str) -> int:
    """The game number ``text`` names: a number or a ``scorpion://game/``
    link (:func:`parse_game_reference`), or a number written with the
    language's digit groups, as the dialog writes the largest one
    ("1,000" in English, "1.000" in German). Raises ``ValueError`` for
    anything else or a number outside 1 to :data:`MAX_GAME_NUMBER`."""
    try:
        return parse_game_reference(text)
    except ValueError:
        value, ok = QLocale().toULongLong(text.strip())
        if not ok:
            raise
        return check_game_number(value)


class ChooseGameDialog(QDialog):
    """Asks for a game number or a ``scorpion://game/N`` link. :attr:`number`
    is the chosen number once accepted, :attr:`link` the link when one was
    given (its variant, rules and moves are the link's: it is opened as a
    link), else None; the verdict shown is that of the deal it names."""

    def __init__(self, rules: Rules, analyst: Analyst | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._parse = read_game_number
        self.setObjectName("chooseGame")
        self.rules = rules
        self.analyst = analyst
        self.number: int | None = None
        self.link: str | None = None
        self._deal_rules: Rules = rules
        t = lambda s: translate("ChooseGame", s)  # noqa: E731
        self.setWindowTitle(t("Choose Game"))
        self.prompt = QLabel(fmt(t("&Game number (1 to %1) or link:"), number(MAX_GAME_NUMBER)))
        self.edit = QLineEdit()
        self.edit.setObjectName("gameNumber")
        self.edit.setAccessibleName(t("Game number"))
        self.prompt.setBuddy(self.edit)
        self.status = QLabel()
        self.status.setObjectName("verdict")
        self.status.setWordWrap(True)
        # Room for two lines, so a longer sentence never clips or resizes the dialog.
        self.status.setMinimumHeight(self.status.fontMetrics().lineSpacing() * 2 + 4)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.edit)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self._wait = QTimer(self)
        self._wait.setSingleShot(True)
        self._wait.setInterval(250)
        self._wait.timeout.connect(self._judge)
        self._pending: Position | None = None
        self.edit.textChanged.connect(self._typed)
        if analyst is not None:
            analyst.previewed.connect(self._previewed)
        self._typed("")
        self.resize(max(480, self.sizeHint().width()), self.sizeHint().height())
        self.edit.setFocus()

    def _ok(self) -> object:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def _typed(self, text: str) -> None:
        t = lambda s: translate("ChooseGame", s)  # noqa: E731
        self._pending = None
        self._wait.stop()
        if not text.strip():
            self.number = None
            self.status.setText("")
            self._ok().setEnabled(False)  # type: ignore[attr-defined]
            return
        try:
            self.number = self._parse(text)
            self.link, self._deal_rules = self._link_deal(text)
        except ValueError:
            self.number = None
            self.link = None
            self.status.setText(fmt(t("Not a game number: use a whole number from 1 to %1."), number(MAX_GAME_NUMBER)))
            self._ok().setEnabled(False)  # type: ignore[attr-defined]
            return
        self._ok().setEnabled(True)  # type: ignore[attr-defined]
        if self.analyst is None:
            self.status.setText("")
            return
        self.status.setText(t("Checking whether this deal can be won…"))
        self._wait.start()

    def _link_deal(self, text: str) -> tuple[str | None, Rules]:
        """The link ``text`` is (None for a plain number) and the rules of the
        deal it names: a link's variant (``scorpion://game/wasp/7``) or its
        ``rules=``; a link naming neither is Cards4's (as opening it deals);
        a number, the game's own. Raises ``ValueError`` for a link that
        cannot be read."""
        text = text.strip()
        if not text.lower().startswith(LINK_PREFIX):
            return None, self.rules
        return text, link_deal_rules(text, self.rules)

    def _judge(self) -> None:
        if self.number is None or self.analyst is None:
            return
        self._pending = Position.deal(self.number, self._deal_rules)
        self.analyst.preview(self._pending)

    def _previewed(self, position: object, verdict: Verdict) -> None:
        if position != self._pending or self.number is None:
            return
        t = lambda s: translate("ChooseGame", s)  # noqa: E731
        variant = self._deal_rules.variant
        named = variant != self.rules.variant  # another variant's deal (a link's): the sentence names it
        if verdict.status == VerdictStatus.WON:
            text = t("%1, game %2, is proven winnable.") if named else t("Game %1 is proven winnable.")
        elif verdict.status == VerdictStatus.LOST:
            text = (
                t("%1, game %2, is proven lost: no play can win it. You can still deal it.")
                if named
                else t("Game %1 is proven lost: no play can win it. You can still deal it.")
            )
        else:
            text = t("The solver could not decide %1, game %2, in time.") if named else t("The solver could not decide game %1 in time.")
        self.status.setText(fmt(text, variant_name(variant), self.number) if named else fmt(text, self.number))
