"""The "How to play" help (F1) in the game's languages."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from scorpion_qt.app.desktop import screenfit
from scorpion_qt.app.board.keys import KEY_COMMANDS, board_keys
from scorpion_qt.app.lang.texts import fmt, translate

__all__ = ["HelpDialog", "help_html"]


def help_html() -> str:
    """The rules and strategy as HTML, in the current language, followed by
    the keys that jump, the variants and related games, and the solver and
    the rule options (sections of their own)."""
    return _rules_html() + _jump_keys_html() + _variants_html() + _double_scorpion_html() + translate(
        "Help",
        "<h2>The solver and the options</h2>"
        "<p>With <b>Only winnable deals</b> (on by default, in Settings), New Game deals only "
        "numbers that the solver has proven winnable; the solver sees every card, the face-down "
        "ones and the talon included. You do not see them, so you can still reach a dead end. "
        "The status bar says whether the position can still be won; when it cannot, the game "
        "offers to undo, to go back to the last position from which the game could still be "
        "won, or to give up. A number you type is dealt whatever it is, and the status bar says "
        "whether it can be won. Hints follow a winning line when one is known. The move counter "
        "counts every action and every undo.</p>"
        "<p>Settings also hold two options of the traditional game: complete runs may stay in "
        "their column (the game is then won when the four runs are complete in place), and the "
        "talon may be dealt only when no other move remains. Cards4 uses neither; a change "
        "applies from the next new game.</p>",
    )


def _jump_keys_html() -> str:
    """The keys that reach a card or a column in one press (issue 23)."""
    return translate(
        "Help",
        "<p>Page Down goes to the next card that can move, Page Up to the previous one; with a "
        "card picked up, they go to its next or previous destination, where Enter drops it. "
        "Home goes to the column's first face-up card, End to its last card. Find a Card "
        "(Ctrl+F) takes the focus to the card when it is face up.</p>",
    ) + translate(
        "Help",
        "<p>Page Down and Page Up pass over the cards that could only go to a free cell (Scorpion "
        "Head) or, in Wasp, only into an empty column, as long as some card can go elsewhere; "
        "Left, Right and Up still reach every face-up card.</p>",
    )


def _rules_html() -> str:
    """The rules, with the single-letter keys of the current language
    (:func:`keys.board_keys`) filled in."""
    keys = board_keys()
    return fmt(_rules_source(), *(keys[name] for name in KEY_COMMANDS))


def _rules_source() -> str:
    return translate(
        "Help",
        "<h1>How to play Scorpion</h1>"
        "<p>These are the Cards4 rules.</p>"
        "<h2>The deal</h2>"
        "<p>One 52-card deck is dealt into seven columns of seven cards. In columns 1 to 4 the "
        "three base cards are face down; every other card is face up. The three remaining cards "
        "wait in the talon.</p>"
        "<h2>Moving cards</h2>"
        "<p>Pick any face-up card: it is the <b>lead card</b>, and every card on top of it "
        "(its <b>companions</b>) moves with it, in the same order, even when they are not in "
        "sequence. The lead card goes only on the card of the <b>same suit</b> and exactly "
        "<b>one rank higher</b>, at the end of another column: 9♦ goes on 10♦ only, not on 10♥ "
        "and not on J♦. Nothing goes on an Ace, and a King goes on no card.</p>"
        "<p>An <b>empty column</b> takes only a group whose lead card is a King. A Queen "
        "carrying a King does not qualify. A King whose group already fills its whole column "
        "cannot move to another empty column.</p>"
        "<h2>The talon</h2>"
        "<p>Once per game, whenever you choose, the three talon cards are dealt face up: one "
        "onto column 1, one onto column 2, one onto column 3, with no rank or suit check; an "
        "empty column receives its card too. The talon is never recycled.</p>"
        "<h2>Flips, complete runs and the end</h2>"
        "<p>A face-down card that becomes the end of its column turns face up. When a column "
        "ends in a complete run of one suit, King down to Ace, all face up, with the Ace at the "
        "end, the run leaves for a foundation. Four complete runs win the game. The game is "
        "blocked when no legal move remains and the talon has been dealt; Undo stays "
        "available.</p>"
        "<h2>Undo, restart and saving</h2>"
        "<p>Undo reverts a move together with its flips and removed runs. Restart Game replays "
        "the same deal from the start; New Game deals another one. Every game has a number: "
        "the same number always gives the same deal. Your progress is saved automatically. "
        "Random deals are not guaranteed to be winnable; hints suggest legal moves.</p>"
        "<h2>Playing with the mouse and the keyboard</h2>"
        "<p>Drag a card with its companions to a highlighted column, or click a card and then "
        "the destination column (or a numbered column button). Clicking the selected card "
        "again sends it to its destination. ▲ and ▼ grow or shrink the selection. Click the "
        "talon to arm it and again to deal. With the keyboard: the arrow keys move between "
        "columns and cards, Enter or Space picks up and drops, keys 1 to 7 choose a column, %1 "
        "deals the talon, %2 gives a hint, Esc cancels. In the Read menu, %3 describes the "
        "board, %4 the column with the focus and %5 lists the legal moves. The move panel "
        "lets you choose the card and the destination in lists and press Move.</p>"
        "<h2>Strategy</h2>"
        "<ul><li>Dig out the face-down cards first: columns 1 to 4 hide twelve cards.</li>"
        "<li>Play the board's useful moves before the talon covers the ends of columns 1 to "
        "3.</li>"
        "<li>Keep empty columns for Kings that still hide cards under them.</li>"
        "<li>Never bury a low card under a higher card of its own suit: it can only leave "
        "when that card moves away.</li></ul>",
    )


def _variants_html() -> str:
    """The Scorpion family's section: the variants Game › Variant deals, and
    the related games that cannot be chosen."""
    return translate(
        "Help",
        "<h2>Variants and related games</h2>"
        "<p>Game › Variant deals other games of the Scorpion family. <b>Scorpion II</b> hides nine "
        "cards instead of twelve, in columns 1 to 3 only. In <b>Wasp</b> an empty column takes any "
        "face-up card with the cards on it, not only a King. In <b>Scorpion Tail</b> a card goes "
        "on the next higher card of the other colour (9♦ on 10♠ or 10♣), and a complete run "
        "alternates colours from King to Ace. <b>Three Blind Mice</b> deals ten columns of five, "
        "the three base cards of columns 8 to 10 face down, and two cards face up in a reserve "
        "beside the foundations: a reserve card may go on its next higher card, or a King into an "
        "empty column, at any time; nothing goes back to the reserve, and there is no talon. "
        "<b>Scorpion Head</b> deals eight cards face up to columns 1 to 3 and seven to columns 4 "
        "to 7, their four base cards face down, with no talon and four free cells: a column's end "
        "card, alone, may wait in an empty cell and go from there onto its next higher card, or a "
        "King into an empty column. With the keyboard, Left and Right reach the reserve or the "
        "cells after the last column; keys 1 to 9 and 0 choose columns 1 to 10. Everything else is as above. Game N "
        "of a variant lays out the cards of Scorpion's game N (in Scorpion II with column 4's "
        "base cards face up), played under the variant's rules; its link names the variant "
        "(scorpion://game/wasp/24). New Game goes on dealing the variant you play. For Wasp, "
        "Scorpion Tail, Three Blind Mice and Scorpion Head the solver searches without Scorpion's "
        "shortcuts: where it cannot finish "
        "it says “not decided”, never “lost”.</p>"
        "<p>Spider uses two decks and moves only ordered same-suit groups. Yukon also moves "
        "unordered groups, but builds in alternate colours and has no talon. Neither can be chosen "
        "here, and strategy does not carry over between the games: “park any card in an empty "
        "column for a while” is good advice in Wasp, not in Scorpion.</p>",
    )


def _double_scorpion_html() -> str:
    """Double Scorpion, the two-deck variant (a paragraph of its own)."""
    return translate(
        "Help",
        "<p><b>Double Scorpion</b> deals two decks, each card twice, into ten columns of ten; the "
        "four base cards of columns 1 to 5 are face down, and the talon's four cards go one onto "
        "each of columns 1 to 4. A card goes on the next higher card of its suit from either deck, "
        "a complete run may mix the two decks, and eight runs win. The two copies of a card have "
        "the same name: the Card box and Find a Card say where each one lies, and the notation "
        "writes the second copy with an apostrophe (9D'). Its links name it "
        "(scorpion://game/double-scorpion/5). The solver decides few of its deals in time: it then "
        "says “not decided”, never “lost”, and Only winnable deals, after ten tries without a "
        "proven winnable deal, deals one it could not decide and says so.</p>",
    )


class HelpDialog(QDialog):
    """A non-modal window with :func:`help_html` in a QTextBrowser."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help")
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        # A keyboard caret: screen readers read the text line by line with the arrows.
        self.browser.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        screenfit.fit_dialog(self, QSize(640, 560))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Help", "How to play Scorpion"))
        self.browser.setAccessibleName(translate("Help", "How to play Scorpion"))
        self.browser.setHtml(help_html())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
