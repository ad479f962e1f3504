"""Every notice, file problem and leave-question sentence comes from one
table (lang/notices.py), filled with its detail, in the player's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from scorpion_qt.app.lang import languages
from scorpion_qt.app.lang.notices import FILE_PROBLEMS, Notice, leave_question, notice_sentence


def test_each_notice_has_its_own_sentence_with_its_detail() -> None:
    sentences = {n: notice_sentence(n, "DETAIL-7", game_number=12) for n in Notice}
    assert len(set(sentences.values())) == len(Notice)  # one sentence each, none twice
    # The statistics being off (written no more, or from a newer version) name no file.
    takes_detail = (FILE_PROBLEMS - {Notice.STATS_OFF, Notice.STATS_NEWER}) | {
        Notice.BAD_REFERENCE, Notice.POSITION_REFUSED_KEPT, Notice.LINK_MOVES_UNREADABLE, Notice.LINK_STOPPED
    }
    for n, text in sentences.items():
        assert text and "%1" not in text and "%2" not in text, n
        assert ("DETAIL-7" in text) == (n in takes_detail), n
    assert "12" in sentences[Notice.DEAL_LOST] and "12" in sentences[Notice.LINK_STOPPED]
    assert "12" not in notice_sentence(Notice.DEAL_LOST, practice=True, game_number=12)


def test_kept_and_dealt_refusals_say_different_things() -> None:
    kept = notice_sentence(Notice.POSITION_REFUSED_KEPT, "r")
    dealt = notice_sentence(Notice.POSITION_REFUSED_DEALT, "r")
    assert "kept" in kept and "dealt" in dealt


def test_the_leave_question_names_the_games() -> None:
    assert "Game 4" in leave_question(4, practice=False, target=None)
    assert "game 9" in leave_question(4, practice=False, target=9)
    assert "again from the start" in leave_question(4, practice=False, target=4)
    assert "practice" in leave_question(4, practice=True, target=None)


def test_restart_asks_its_own_question() -> None:
    """Restart asks whether to restart this deal, not New Game's words (issue 21)."""
    from scorpion_qt.app.lang.notices import leave_title

    plain = leave_question(3, practice=False, target=None, restart=True)
    assert plain.startswith("Restart game 3 from the deal?") and "not finished" in plain
    practice = leave_question(3, practice=True, target=None, restart=True)
    assert practice.startswith("Restart this practice game") and "3" not in practice
    others = {leave_question(3, practice=p, target=t) for p in (False, True) for t in (None, 3, 9)}
    assert plain not in others and practice not in others
    assert leave_title(restart=True) != leave_title()


@pytest.mark.parametrize("lang", ["es", "de", "fr"])
def test_every_notice_is_translated(qapp, lang: str) -> None:  # type: ignore[no-untyped-def]
    english = {n: notice_sentence(n, "x", game_number=3) for n in Notice}
    questions = [lambda p=p: leave_question(3, practice=p, target=None, restart=True) for p in (False, True)]
    english_questions = [q() for q in questions]
    translator = QTranslator()
    assert translator.load(str(languages.QM_DIR / f"scorpion_{lang}.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        for n in Notice:
            assert notice_sentence(n, "x", game_number=3) != english[n], (lang, n)
        for q, before in zip(questions, english_questions):
            assert q() != before and "%" not in q(), lang
    finally:
        QCoreApplication.removeTranslator(translator)
