"""Every notice the window shows, every file problem it reports and the
leave-this-game question, each sentence once, keyed by :class:`Notice`.

The window (and the launch handling) only chooses a :class:`Notice` and its
detail; the words come from :func:`notice_sentence` in the current language,
so a notice is rebuilt in the new language when the language changes.
Pure functions over Qt's translation (no widgets).
"""

from __future__ import annotations

import enum

from scorpion_qt.engine import MAX_GAME_NUMBER

from scorpion_qt.app.lang.texts import fmt, translate

__all__ = ["DETAIL_CHARS", "FILE_PROBLEMS", "Notice", "leave_question", "leave_title", "notice_sentence", "shorten"]

DETAIL_CHARS = 120
"""The most characters of a detail from outside (a link, a file's text, a
path, the engine's reason) that a notice shows; the rest is cut with "…"."""


def shorten(text: str, limit: int = DETAIL_CHARS) -> str:
    """``text`` as a notice shows it: control characters (a line break, a
    bidi override…) become spaces, and a text longer than ``limit``
    characters keeps its start and its end around "…" (a path keeps its
    file name, a link its start). The full text stays with the caller."""
    if len(text) > limit:
        head = (limit - 1) * 2 // 3
        text = text[:head] + "…" + text[len(text) - (limit - 1 - head):]
    return "".join(" " if _hidden(ch) else ch for ch in text)


def _hidden(ch: str) -> bool:
    """A control or bidi formatting character (it would reorder or break the sentence)."""
    o = ord(ch)
    return o < 32 or 0x7F <= o < 0xA0 or 0x200E <= o <= 0x200F or 0x202A <= o <= 0x202E or 0x2066 <= o <= 0x2069


class Notice(enum.StrEnum):
    """What a notice (or a file-problem sentence) says. The values are the
    short names the window and its tests have always used."""

    STUCK = "stuck"
    """No legal move remains (rules.md §6: the game is blocked)."""
    LOST = "lost"
    """The game can no longer be won, whatever is played (the solver's proof)."""
    DEAL_LOST = "deal_lost"
    """The deal itself cannot be won (detail: nothing; the game number is given)."""
    BAD_REFERENCE = "bad_reference"
    """A link or number given to a running game names no game; the game was kept (detail: the text)."""
    LINK_MOVES_UNREADABLE = "link_moves_unreadable"
    """A game link's moves (``?moves=``) cannot be read; the game was kept (detail: the link)."""
    LINK_STOPPED = "link_stopped"
    """A game link's move cannot be played in its game: the deal is shown with
    the moves before it (detail: that move's number, from 1; the game number is given)."""
    POSITION_REFUSED_KEPT = "bad_position"
    """A position text given to a running game was refused; the game was kept (detail: the reason)."""
    NOT_SAVING = "not_saving"
    """Another Scorpion holds the save, and this window could not reach it."""
    SAVE_DAMAGED = "save_damaged"
    """The save could not be read (detail: where it was kept); a new game was dealt."""
    SETTINGS_DAMAGED = "settings_damaged"
    """The settings could not be read (detail: where they were kept)."""
    RECORDS_DAMAGED = "records_damaged"
    """The records could not be read (detail: where they were kept)."""
    SAVE_UNUSABLE = "save_unusable"
    """The save folder cannot be written (detail: the folder)."""
    SETTINGS_UNUSABLE = "settings_unusable"
    """The settings folder cannot be written (detail: the folder)."""
    SAVE_UNREADABLE = "save_unreadable"
    """The save is there but cannot be read; left untouched (detail: the file)."""
    SAVE_NEWER = "save_newer"
    """The save comes from a newer version; left untouched (detail: the file)."""
    SETTINGS_UNREADABLE = "settings_unreadable"
    """The settings file is there but cannot be read; left untouched (detail: the file)."""
    POSITION_REFUSED_DEALT = "position_refused_dealt"
    """The position asked for at start was refused; a new game was dealt (detail: the reason)."""
    NUMBER_REFUSED_DEALT = "bad_number"
    """The game number asked for at start was refused; a new game was dealt (detail: the text)."""
    STATS_REPAIRED = "stats_repaired"
    """The statistics file was damaged: kept aside, its readable games copied into a new one (detail: where it was kept)."""
    STATS_RESTORED = "stats_restored"
    """The statistics file was missing or empty: the games came back from the backup (detail: the backup)."""
    STATS_SIDE_FOREIGN = "stats_side_foreign"
    """A -wal or -journal beside the statistics did not belong to them: kept aside, unused (detail: where)."""
    STATS_PAUSED = "stats_paused"
    """The statistics are busy (another program) or cannot be written now: paused, tried again (detail: the folder)."""
    STATS_OFF = "stats_off"
    """The statistics could not be written and are off until the next start (detail: nothing)."""
    STATS_NEWER = "stats_newer"
    """The statistics come from a newer version of Scorpion; they are off (detail: nothing)."""
    STATS_UNUSABLE = "stats_unusable"
    """The statistics file cannot be used; statistics are off (detail: the folder)."""
    NOT_LISTENING = "not_listening"
    """This game could not listen for later launches (detail: the reason), so a link or a second launch
    opens another window, which does not save."""


FILE_PROBLEMS = frozenset(
    {
        Notice.SAVE_DAMAGED,
        Notice.SETTINGS_DAMAGED,
        Notice.RECORDS_DAMAGED,
        Notice.SAVE_UNUSABLE,
        Notice.SETTINGS_UNUSABLE,
        Notice.SAVE_UNREADABLE,
        Notice.SAVE_NEWER,
        Notice.SETTINGS_UNREADABLE,
        Notice.POSITION_REFUSED_DEALT,
        Notice.NUMBER_REFUSED_DEALT,
        Notice.STATS_REPAIRED,
        Notice.STATS_RESTORED,
        Notice.STATS_SIDE_FOREIGN,
        Notice.STATS_PAUSED,
        Notice.STATS_OFF,
        Notice.STATS_NEWER,
        Notice.STATS_UNUSABLE,
        Notice.NOT_LISTENING,
    }
)
"""The notices that stay until dismissed and are joined into one notice
(files and folders that could not be used, input refused at start)."""


def notice_sentence(notice: Notice, detail: str = "", *, game_number: int = 0, practice: bool = False) -> str:
    """The sentence of ``notice`` in the current language.

    ``detail`` fills the place each :class:`Notice` member names (a path, the
    refused text, a reason); ``game_number`` is the game :attr:`Notice.DEAL_LOST`
    and :attr:`Notice.LINK_STOPPED` name, unless ``practice`` (a practice
    position has no number).
    Raises nothing: an unknown member cannot be built. ``detail`` is
    shortened (:func:`shorten`): no text from outside sizes the window.
    """
    detail = shorten(detail)
    if notice is Notice.STUCK:
        return translate("MainWindow", "No legal move remains: the game is blocked.")
    if notice is Notice.LOST:
        return translate("MainWindow", "This game can no longer be won.")
    if notice is Notice.DEAL_LOST:
        if practice:
            return translate("MainWindow", "This position cannot be won, whatever you play.")
        return fmt(translate("MainWindow", "Game %1 cannot be won, whatever you play."), game_number)
    if notice is Notice.BAD_REFERENCE:
        return fmt(
            translate("Launch", "“%1” is not a game number (1 to %2) or a scorpion://game/ link; your game was kept."),
            detail,
            MAX_GAME_NUMBER,
        )
    if notice is Notice.LINK_MOVES_UNREADABLE:
        return fmt(translate("Launch", "“%1” is a game link whose moves cannot be read; your game was kept."), detail)
    if notice is Notice.LINK_STOPPED:
        return fmt(
            translate(
                "Launch",
                "The link's moves stop at move %1, which cannot be played in game %2: the game is shown as far as they go.",
            ),
            detail,
            game_number,
        )
    if notice is Notice.POSITION_REFUSED_KEPT:
        return fmt(translate("Launch", "This text is not a valid Scorpion position; your game was kept. Reason: %1"), detail)
    if notice is Notice.NOT_SAVING:
        return translate(
            "Launch",
            "Scorpion is already running with your saved game, but this window could not reach it: "
            "this window's game will not be saved. Close it and use the other window.",
        )
    if notice is Notice.SAVE_DAMAGED:
        text = translate("App", "The saved game could not be read; it was kept as %1 and a new game was dealt.")
    elif notice is Notice.SETTINGS_DAMAGED:
        text = translate("MainWindow", "The settings could not be read; the file was kept as %1 and the default settings are used.")
    elif notice is Notice.RECORDS_DAMAGED:
        text = translate("MainWindow", "The records of won games could not be read; the file was kept as %1 and records start afresh.")
    elif notice is Notice.SAVE_UNUSABLE:
        text = translate("MainWindow", "The game cannot be saved in %1; you can play on, but it will not be kept.")
    elif notice is Notice.SETTINGS_UNUSABLE:
        text = translate("MainWindow", "Settings cannot be saved in %1; changes last only until you quit.")
    elif notice is Notice.SAVE_UNREADABLE:
        text = translate("MainWindow", "The saved game %1 cannot be read; it is left untouched, and this game will not be saved.")
    elif notice is Notice.SAVE_NEWER:
        text = translate(
            "MainWindow", "The saved game %1 comes from a newer version of Scorpion; it is left untouched, and this game will not be saved."
        )
    elif notice is Notice.SETTINGS_UNREADABLE:
        text = translate("MainWindow", "The settings file %1 cannot be read; it is left untouched, and changes last only until you quit.")
    elif notice is Notice.STATS_REPAIRED:
        text = translate(
            "Statistics",
            "The statistics file was damaged; it was kept as %1, and every game that could still be read from it "
            "or from the backup was copied into the new statistics.",
        )
    elif notice is Notice.STATS_RESTORED:
        text = translate("Statistics", "The statistics file was missing or empty; your games were restored from the backup %1.")
    elif notice is Notice.STATS_SIDE_FOREIGN:
        text = translate(
            "Statistics",
            "A file left beside the statistics did not belong to them; it was kept as %1 and not used. No game was lost.",
        )
    elif notice is Notice.STATS_PAUSED:
        text = translate(
            "Statistics",
            "The statistics in %1 are in use by another program or cannot be written just now; "
            "they are paused and resume by themselves. No game is lost.",
        )
    elif notice is Notice.STATS_OFF:
        return translate("Statistics", "Statistics could not be written; they are off until the next start.")
    elif notice is Notice.STATS_NEWER:
        return translate("Statistics", "The statistics come from a newer version of Scorpion; they are off for now.")
    elif notice is Notice.STATS_UNUSABLE:
        text = translate("Statistics", "Statistics are off: the statistics file in %1 cannot be used.")
    elif notice is Notice.NOT_LISTENING:
        text = translate(
            "Launch",
            "This window cannot receive links or later launches of Scorpion (%1): each of them will open "
            "another window, whose game is not saved. Quit and start Scorpion again to fix this.",
        )
    elif notice is Notice.POSITION_REFUSED_DEALT:
        text = translate("App", "This text is not a valid Scorpion position; a new game was dealt instead. Reason: %1")
    else:
        text = translate("App", "“%1” is not a game number; a new game was dealt instead.")
    return fmt(text, detail)


def leave_title(*, restart: bool = False) -> str:
    """The title of the leave-this-game question (``restart``: Game › Restart's)."""
    if restart:
        return translate("MainWindow", "Restart This Game?")
    return translate("MainWindow", "Leave This Game?")


def leave_question(game_number: int, *, practice: bool, target: int | None, restart: bool = False) -> str:
    """The question asked before an unfinished game is left: ``game_number``
    is the game being played (ignored when ``practice``), ``target`` the
    game number the player asked for (a link, Choose Game, a second launch),
    None for a random deal or a position. ``restart``: Game › Restart's own
    question (the same deal or practice position from the start; ``target``
    is then ignored)."""
    if restart and practice:
        return translate("MainWindow", "Restart this practice game from its first position? It is not finished; "
                             "its progress and undo history will be lost.")
    if restart:
        return fmt(
            translate("MainWindow", "Restart game %1 from the deal? It is not finished; "
                                    "its progress and undo history will be lost."),
            game_number,
        )
    if practice and target is not None:
        return fmt(
            translate("MainWindow", "This practice game is not finished. Leave it for game %1? "
                          "Its progress and undo history will be lost."),
            target,
        )
    if practice:
        return translate("MainWindow", "This practice game is not finished. Leave it? Its progress and undo history will be lost.")
    if target == game_number:
        return fmt(
            translate("MainWindow", "Game %1 is not finished. Deal it again from the start? "
                          "Its progress and undo history will be lost."),
            target,
        )
    if target is not None:
        return fmt(
            translate("MainWindow", "Game %1 is not finished. Leave it for game %2? Its progress and undo history will be lost; "
                          "the same deal can be dealt again by its number."),
            game_number,
            target,
        )
    return fmt(
        translate("MainWindow", "Game %1 is not finished. Leave it? Its progress and undo history will be lost; "
                      "the same deal can be dealt again by its number."),
        game_number,
    )
