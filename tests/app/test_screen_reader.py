"""What a screen-reader user gets (issue 9), offscreen through QAccessible and
the announcer: the channel messages take and how they are merged, combo
boxes that speak the arrowed entry, a Destination box that says why nothing
can move, card places that stay valid, few events per move, notices that
take the focus, undo sentences, and the winnable-deal search said once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from scorpion_qt.app.lang import texts
from scorpion_qt.app.a11y.announce import Announcer, NotificationLabel, choose_channel, merge_messages
from scorpion_qt.engine import Card, Flip, GroupMove, Move, Removal, Suit

from test_keyboard import WIN_LINE

T = QAccessible.Text
E = QAccessible.Event


def spy_events(monkeypatch):
    """Turn accessibility on and record every event sent as (type, interface, event)."""
    sent = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    real = QAccessible.updateAccessibility

    def spy(event):
        sent.append((event.type(), event.accessibleInterface(), event))
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(spy))
    return sent


# ------------------------------------------------------------- announcer
def test_messages_said_together_become_one_utterance_in_order_without_repeats():
    assert merge_messages(["Talon dealt.", "Game 3 can be won.", "Talon dealt.", ""]) == (
        "Talon dealt. Game 3 can be won."
    )
    assert merge_messages(["Game 3 can be won.", "Game 3 can be won."]) == "Game 3 can be won."


def test_automatic_channel_is_the_notification_every_orca_speaks_unless_a_current_orca_runs():
    assert choose_channel("auto") == "notification"
    assert choose_channel("notification") == "notification"
    assert choose_channel("announcement") == "announcement"
    assert choose_channel("nonsense") == "notification"
    # Orca 49 and later (their D-Bus service found): the announcement, which
    # Orca 50 speaks without the word "notification" and flashes in braille.
    assert choose_channel("auto", orca_service=True) == "announcement"
    assert choose_channel("notification", orca_service=True) == "notification"


def test_automatic_channel_follows_the_orca_found_on_the_session_bus(app, qtbot, monkeypatch):
    from scorpion_qt.app.a11y import announce

    running = {"now": False}
    monkeypatch.setattr(announce, "orca_service_running", lambda: running["now"])
    ann = app.window.announcer
    ann.flush()  # the deal's own message
    ann._orca_probe = (False, -1e9)
    events = []
    monkeypatch.setattr(
        announce.QAccessible, "updateAccessibility", lambda e: events.append(type(e).__name__)
    )
    ann.say("First message.")
    ann.flush()
    assert ann.delivered[-1] == ("notification", "First message.")
    # An Orca 50 started later is noticed once the last answer is old.
    running["now"] = True
    ann._orca_probe = (False, -1e9)
    ann.say("Second message.")
    ann.flush()
    assert ann.delivered[-1] == ("announcement", "Second message.")
    assert "QAccessibleAnnouncementEvent" in events


def test_notification_channel_reshows_a_notification_label_once_per_change(app, qtbot, monkeypatch):
    w = app.window
    ann = w.announcer
    assert ann.channel() == "notification"
    for label in ann.labels:
        assert isinstance(label, NotificationLabel) and w.statusBar().isAncestorOf(label)
        assert QAccessible.queryAccessibleInterface(label).role() == QAccessible.Role.Notification
    sent = spy_events(monkeypatch)
    shows = []

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: ANN001
            if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
                shows.append(event.type())
            return False

    watch = Watch()
    for label in ann.labels:
        label.installEventFilter(watch)
    ann.flush()
    ann.delivered.clear()
    shows.clear()
    # A move that reveals a card: the move, the reveal and the column ends in
    # one message, then a verdict a moment later: all in one utterance.
    assert w.play(Move.parse("4C>1"))
    ann.say("Game 3 can be won.")
    ann.say("Game 3 can be won.")
    assert not ann.delivered  # it waits until the change has settled
    qtbot.waitUntil(lambda: bool(ann.delivered), timeout=3000)
    QApplication.processEvents()
    assert len(ann.delivered) == 1
    channel, text = ann.delivered[0]
    assert channel == "notification"
    assert text.startswith("4 of clubs and 1 card to column 1.") and text.endswith("Game 3 can be won.")
    assert text.count("Game 3 can be won.") == 1
    label = ann.label
    assert label.text() == text and label.isVisible()
    # The text is the notification's one label child (Orca 43 writes only a
    # notification's labels on the braille line); the notification has no
    # name, so no Orca says it twice.
    iface = QAccessible.queryAccessibleInterface(label)
    assert iface.text(T.Name) == "" and iface.childCount() == 1
    child = iface.child(0)
    assert child.role() == QAccessible.Role.StaticText and child.text(T.Name) == text
    assert not child.relations() and not child.state().invisible
    # Shown again: hidden then shown (what Orca speaks), no announcement event.
    assert shows == [QEvent.Type.Hide, QEvent.Type.Show]
    assert not [ev for kind, _, ev in sent if kind == E.Announcement]
    # The same utterance right again is not spoken twice; the next one goes
    # to another label, so a late screen reader still reads the first.
    ann.say(text)
    assert ann.flush() == "" and len(ann.delivered) == 1
    ann.say("Selection cleared.")
    ann.flush()
    assert ann.label is not label and ann.label.text() == "Selection cleared." and label.text() == text


def test_announcement_channel_sends_one_event_per_change(app, monkeypatch):
    w = app.window
    w.settings.announce_channel = "announcement"
    ann = w.announcer
    ann.flush()
    sent = spy_events(monkeypatch)
    label_text = ann.label.text()
    ann.say("Talon dealt: 4 of diamonds to column 1.")
    ann.say("This game can no longer be won.", assertive=True)
    assert ann.flush() == "Talon dealt: 4 of diamonds to column 1. This game can no longer be won."
    events = [ev for kind, _, ev in sent if kind == E.Announcement]
    assert len(events) == 1
    assert events[0].message() == "Talon dealt: 4 of diamonds to column 1. This game can no longer be won."
    assert events[0].politeness() == QAccessible.AnnouncementPoliteness.Assertive
    assert ann.label.text() == label_text  # the notification is left alone


def test_channel_setting_is_in_the_settings_dialog(app):
    from scorpion_qt.app.ui.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(app.settings, app.window)
    try:
        box = dialog.channel
        assert [box.itemData(i) for i in range(box.count())] == ["auto", "announcement", "notification"]
        assert box.currentData() == "auto"
        box.setCurrentIndex(box.findData("announcement"))
        dialog.accept()
        assert app.settings.announce_channel == "announcement"
        assert app.window.announcer.channel() == "announcement"
    finally:
        dialog.deleteLater()


def test_settings_note_on_rule_options_is_read_once_as_the_dialog_opens(app):
    """Orca reads a dialog's free-standing labels as it opens, then the
    focused option with its description: the note "Rule options apply from
    the next new game." was said twice (Orca 43, 50 and 51). The option the
    dialog opens on does not repeat it; the other rule option, reached later
    by Tab, still says it."""
    from PySide6.QtWidgets import QLabel

    from scorpion_qt.app.ui.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(app.settings, app.window)
    try:
        dialog.show()
        QApplication.processEvents()
        note = "Rule options apply from the next new game."
        assert [w.text() for w in dialog.findChildren(QLabel) if w.text() == note and w.buddy() is None] == [note]
        first = dialog.focusWidget()
        assert first is dialog.clear_runs
        said_at_open = [w.accessibleDescription() for w in (dialog, first)]
        assert note not in said_at_open
        assert dialog.talon_any_time.accessibleDescription() == note
    finally:
        dialog.deleteLater()


def test_announcer_stand_alone_merges_after_the_settle_time(qapp, qtbot):
    widget = QLabel()
    ann = Announcer(widget, settle_ms=50)
    ann.say("One.")
    ann.say("Two.")
    ann.say("One.")
    assert ann.last == "One." and ann.spoken == ["One.", "Two.", "One."]
    qtbot.waitUntil(lambda: bool(ann.delivered), timeout=2000)
    assert ann.delivered == [("notification", "One. Two.")]
    widget.deleteLater()


def test_announcer_keeps_two_utterances_apart(qapp, qtbot):
    """A message that comes just after an utterance waits until GAP_S is
    over (Orca 48+ drop an application's second announcement within 0.1 s)."""
    import time

    from scorpion_qt.app.a11y.announce import GAP_S

    widget = QLabel()
    ann = Announcer(widget, settle_ms=5)
    times: list[float] = []
    ann.uttered.connect(lambda text, channel: times.append(time.monotonic()))
    ann.say("One.")
    qtbot.waitUntil(lambda: len(times) == 1, timeout=2000)
    ann.say("Two.")
    qtbot.waitUntil(lambda: len(times) == 2, timeout=2000)
    assert [text for _, text in ann.delivered] == ["One.", "Two."]
    assert times[1] - times[0] >= GAP_S - 0.005
    widget.deleteLater()


# ------------------------------------------------------------- combo boxes
def _focus(widget) -> bool:
    widget.window().activateWindow()
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    return widget.hasFocus()


def test_arrowing_a_closed_combo_box_changes_its_description(app):
    box = app.window.panel.card_box
    if not _focus(box):
        pytest.skip("the offscreen window did not take focus")
    assert box.accessibleDescription() == ""  # Tab onto it says the entry once
    before = box.currentText()
    QTest.keyClick(box, Qt.Key.Key_Down)
    QApplication.processEvents()
    assert box.currentText() != before
    # Qt sends DescriptionChanged for it, which Orca speaks on the focus.
    assert box.accessibleDescription() == box.currentText()
    assert QAccessible.queryAccessibleInterface(box).text(T.Description) == box.currentText()
    # Leaving the box clears it again.
    app.window.board.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert box.accessibleDescription() == ""


def test_settings_combos_speak_their_entry_too(app):
    from scorpion_qt.app.ui.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(app.settings, app.window)
    dialog.show()
    try:
        for box in (dialog.language, dialog.channel):
            dialog.activateWindow()
            box.setFocus(Qt.FocusReason.TabFocusReason)
            QApplication.processEvents()
            if not box.hasFocus():
                pytest.skip("the offscreen dialog did not take focus")
            QTest.keyClick(box, Qt.Key.Key_Down)
            assert box.accessibleDescription() == box.currentText() != ""
    finally:
        dialog.reject()
        dialog.deleteLater()


def test_combo_boxes_offer_no_key_binding_and_keep_qts_name_list_and_actions(app):
    # Qt's own combo box interface gives the text Accelerator "Down", which
    # Orca 50 and later say after the box, after each arrowed entry too.
    from scorpion_qt.app.ui.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(app.settings, app.window)
    panel = app.window.panel
    try:
        for box in (panel.card_box, panel.dest_box, dialog.language):
            iface = QAccessible.queryAccessibleInterface(box)
            assert iface.role() == QAccessible.Role.ComboBox
            assert iface.text(T.Accelerator) == ""
            assert iface.text(T.Name) == iface.text(T.Value) == box.currentText() != ""
            assert iface.childCount() == 1 and iface.child(0).object() is box.view()
            assert iface.child(0).parent().object() is box
            assert iface.indexOfChild(iface.child(0)) == 0
            actions = iface.actionInterface()
            assert actions.actionNames() == ["ShowMenu", "Press"]
            assert all(actions.keyBindingsForAction(name) == [] for name in actions.actionNames())
        labels = {QAccessible.queryAccessibleInterface(panel.card_box).relations()[0][0].object()}
        assert labels == {panel.card_label}  # labelled by its buddy, as Qt's
    finally:
        dialog.deleteLater()


def test_destination_stays_focusable_and_says_no_legal_destination(app):
    panel = app.window.panel
    pos = app.controller.position
    stuck = next(
        c
        for ci, col in enumerate(pos.columns)
        for c in col[pos.face_down[ci]:]
        if not any(m.card == c for m in pos.legal_moves())
    )
    panel.card_box.setCurrentIndex(panel.card_box.findData(int(stuck)))
    assert panel.dest_box.isEnabled() and panel.dest_box.focusPolicy() != Qt.FocusPolicy.NoFocus
    assert panel.dest_box.count() == 1 and panel.dest_box.currentText() == "No legal destination"
    assert not panel.move_button.isEnabled()
    if _focus(panel.card_box):
        QTest.keyClick(panel.card_box, Qt.Key.Key_Tab)
        QApplication.processEvents()
        assert panel.dest_box.hasFocus()


def test_panel_is_filled_with_one_reset_per_change(app, monkeypatch):
    panel = app.window.panel
    resets = []
    panel.card_box.model().modelReset.connect(lambda: resets.append("card"))
    panel.dest_box.model().modelReset.connect(lambda: resets.append("dest"))
    inserted = []
    panel.card_box.model().rowsInserted.connect(lambda *a: inserted.append(a))
    assert app.window.play(Move.parse("4C>1"))
    assert resets.count("card") == 1 and resets.count("dest") == 1
    assert not inserted


def test_with_a_screen_reader_the_panel_is_refilled_after_the_moves_result(app, monkeypatch, qtbot):
    # Orca 43 speaks a notification only after the events queued before it:
    # the Card box's new list, its selection and names come after the result.
    QAccessible.queryAccessibleInterface(app.window.board)
    spy_events(monkeypatch)
    panel = app.window.panel
    order = []
    app.window.announcer.uttered.connect(lambda text, channel: order.append("result"))
    panel.card_box.model().modelReset.connect(lambda: order.append("panel"))
    app.window.board.select(Card.parse("4C"))  # picked up, then dropped by the move
    order.clear()
    assert app.window.play(Move.parse("4C>1"))
    assert app.window.board.selected is None
    assert order == [] and panel.position is not app.controller.position
    qtbot.waitUntil(lambda: "panel" in order, timeout=3000)
    assert order == ["result", "panel"]
    assert panel.position is app.controller.position
    # The panel used before that (here: a card chosen on the board, the focus
    # put in the panel) shows the new position at once.
    assert app.window.play(Move.parse("5C>2"))
    assert panel.position is not app.controller.position
    app.window.board.select(app.controller.position.end_card(1))
    assert panel.position is app.controller.position
    app.window.board.select(None)
    assert app.window.play(app.controller.position.legal_moves()[0])
    assert panel.position is not app.controller.position
    panel.card_box.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    if panel.card_box.hasFocus():
        assert panel.position is app.controller.position


# ------------------------------------------------------------- card places
def test_a_place_stays_valid_and_empty_after_its_column_shrinks(app):
    iface = QAccessible.queryAccessibleInterface(app.window.board)
    col3 = iface.child(2)
    top = col3.child(col3.childCount() - 1)  # the Ace of spades on the 4 of clubs
    id_ = QAccessible.uniqueId(top)
    assert top.text(T.Name) == "Ace of spades"
    assert app.window.play(Move.parse("4C>1"))
    assert col3.childCount() < top.at + 1
    assert top.isValid()
    assert QAccessible.accessibleInterface(id_) is top
    assert top.text(T.Name) == "" and top.text(T.Description) == ""
    assert top.state().invisible and not top.state().focusable
    assert top.parent() is col3


def test_a_move_sends_a_few_dozen_accessibility_events_at_most(app, monkeypatch):
    """Orca 43 starts pruning events past 50 queued; before this change a
    move sent 39–95 over AT-SPI. Counted here as the app's own accessibility
    events for every move of a whole winning game."""
    QAccessible.queryAccessibleInterface(app.window.board)
    sent = spy_events(monkeypatch)
    counts = []
    for text in WIN_LINE:
        sent.clear()
        assert app.window.play(Move.parse(text))
        QApplication.processEvents()
        app.window.panel.refill_now()  # the panel's refill, put off after the result
        counts.append(len(sent))
    print(f"accessibility events per move: max {max(counts)}, median {sorted(counts)[len(counts) // 2]}")
    # 30 before issue 23; a column whose number of cards changed now sends
    # one more event (its child count, for Orca 50), at most 3 per move.
    assert max(counts) <= 36, counts


# ------------------------------------------------------------- notices
def test_win_notice_takes_the_focus_and_close_comes_last(app):
    w = app.window
    if not _focus(w.board):
        pytest.skip("the offscreen window did not take focus")
    for text in WIN_LINE:
        assert w.play(Move.parse(text))
    QApplication.processEvents()
    band = w.win_band  # the win's summary band (animations are off here)
    assert band.isVisible()
    # The band takes the focus once the winning move's sentence is out.
    assert QApplication.focusWidget() is not band.new_button
    for _ in range(60):
        if QApplication.focusWidget() is band.new_button:
            break
        QTest.qWait(50)
    assert QApplication.focusWidget() is band.new_button and band.new_button.text() == "New Game"
    assert band.buttons[-1] is band.close_button
    chain = [band.new_button]
    while len(chain) < len(band.buttons):
        chain.append(chain[-1].nextInFocusChain())
    assert chain == band.buttons  # the actions, then Close
    assert "You won game 3" in w.announcer.last
    # Said once, announced after the focus speech (Orca 50 does not read the
    # band's texts as the focus enters it); the texts are labels with a
    # relation, which Orca 43 does not read on entry either.
    for _ in range(60):
        if any("You won" in text for _, text in w.announcer.delivered):
            break
        QTest.qWait(50)
    QTest.qWait(200)
    won = [text for _, text in w.announcer.delivered if "You won" in text]
    assert len(won) == 1 and won[0].startswith("You won game 3 — moves: ")
    for label in (band.title, band.numbers):
        assert QAccessible.queryAccessibleInterface(label).relations()
    assert not QAccessible.queryAccessibleInterface(band).relations()
    # Closing it gives the focus back to the board.
    band.close_button.click()
    QApplication.processEvents()
    assert w.board.hasFocus() and not band.isVisible()


def test_lost_notice_orders_its_actions_before_close(app):
    w = app.window
    w.show_notice("lost")
    notice = w.notice
    labels = [b.text() for b in notice.buttons]
    assert labels[-1] == "×" and notice.buttons[-1].accessibleName() == "Close"
    for a, b in zip(notice.buttons, notice.buttons[1:]):
        assert a.nextInFocusChain() is b
    notice.take_focus()
    QApplication.processEvents()
    if w.isActiveWindow():
        assert QApplication.focusWidget() is notice.buttons[0]


# ------------------------------------------------------------- undo
def test_undo_sentence_names_what_it_reverses(app):  # English catalogue loaded
    effects = (
        GroupMove(1, 4, (Card.parse("5D"),)),
        Removal(2, Suit.SPADES, ()),
        Flip(1, Card.parse("7C")),
    )
    assert texts.announce_undo_effects(effects) == (
        "Undone: 5 of diamonds back to column 1; the run of spades is back on column 2; "
        "the 7 of clubs is face down again."
    )
    assert texts.undo_clause(GroupMove(3, 1, (Card.parse("4C"), Card.parse("AS")))) == (
        "4 of clubs and 1 card back to column 3"
    )


def test_undoing_a_reveal_says_the_card_is_face_down_again(app):
    w = app.window
    for text in WIN_LINE[:16]:  # … "KH>7" reveals the King of diamonds in column 3
        assert w.play(Move.parse(text))
    assert "King of diamonds revealed" in w.announcer.last
    w.controller.undo()
    assert w.announcer.last.startswith(
        "Undone: King of hearts and 5 cards back to column 3; the King of diamonds is face down again."
    )
    assert w.statusBar().currentMessage().startswith("Undone: King of hearts")


# ------------------------------------------------------------- the rest
def test_hint_and_help_mnemonics_differ_and_help_reads_by_line(app):
    from scorpion_qt.app.ui.dialogs.help import HelpDialog

    w = app.window
    assert w.panel.hint_button.text() == "H&int" and w.help_menu.title() == "&Help"
    dialog = HelpDialog(w)
    flags = dialog.browser.textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.TextSelectableByKeyboard
    assert flags & Qt.TextInteractionFlag.LinksAccessibleByKeyboard
    dialog.deleteLater()


def test_winnable_deal_search_is_said_once_then_the_result(app, monkeypatch):
    w = app.window
    monkeypatch.setattr(w.controller, "new_game", lambda number, rules=None: w.announcer.say(f"Game {number} dealt."))
    w.announcer.spoken.clear()
    # What the analyst reports while it looks, then the deal it found.
    for tries in (1, 2, 3, 4):
        w.session._on_deal_search(tries, 0)
    w.session._on_deal_search(5, 42)
    assert w.announcer.spoken == ["Looking for a winnable deal…", "Game 42 dealt."]


def test_a_resumed_game_is_said_resumed_not_dealt(make_app):
    first = make_app("--game", "3", "--lang", "en")
    assert first.window.play(Move.parse("4C>1"))
    first.window.autosave()
    again = make_app("--lang", "en")
    assert again.controller.moves == 1
    assert "Game 3 resumed." in again.window.announcer.spoken
    assert "Game 3 dealt." not in again.window.announcer.spoken


def test_a_deal_lost_from_the_start_is_said_once(make_app, qtbot):
    app = make_app("--game", "1", "--lang", "en", analysis=True)  # game 1 is proven lost from the start
    w = app.window
    qtbot.waitUntil(lambda: w.notice.kind == "deal_lost", timeout=20000)
    w.announcer.flush()
    text = "Game 1 cannot be won, whatever you play."
    assert w.notice.label.text() == text
    heard = [t for t in w.announcer.spoken if "cannot be won" in t]
    assert heard == [text]


def test_old_notifications_are_emptied_so_the_status_bar_reads_the_last(qapp, monkeypatch):
    from scorpion_qt.app.a11y import announce

    widget = QLabel()
    ann = Announcer(widget)
    clock = [100.0]
    monkeypatch.setattr(announce.time, "monotonic", lambda: clock[0])
    ann.say("One.")
    ann.flush()
    first = ann.label
    clock[0] += 1
    ann.say("Two.")
    ann.flush()
    assert first.text() == "One."  # a screen reader may not have read it yet
    clock[0] += 10
    ann.say("Three.")
    ann.flush()
    assert [label.text() for label in ann.labels if label.text()] == ["Three."]
    widget.deleteLater()


def test_escape_on_a_notice_closes_it_and_returns_to_the_board(app):
    w = app.window
    w.show_notice("stuck")
    if not w.notice.take_focus():
        pytest.skip("the offscreen window did not take focus")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert not w.notice.isVisible() and w.board.hasFocus()


def test_a_practice_position_proven_lost_names_no_game(make_app, qtbot):
    from scorpion_qt.engine import Position

    app = make_app("--game", "12", "--lang", "en", analysis=True)
    w = app.window
    app.controller.start_practice(Position.deal(1))  # proven lost from the start
    qtbot.waitUntil(lambda: w.notice.kind == "deal_lost", timeout=20000)
    assert w.notice.label.text() == "This position cannot be won, whatever you play."
    assert "12" not in w.notice.label.text()


def test_a_lost_notice_takes_the_focus_only_after_the_move_result_is_spoken(app, qtbot):
    # Orca 50 said "This game can no longer be won" before the deal that
    # lost it: the notice's focus came before the result's settle wait ran out.
    from scorpion_qt.app.lang.notices import Notice

    w = app.window
    w.show()
    w.activateWindow()
    w.board.setFocus()
    QApplication.processEvents()
    order = []
    w.announcer.uttered.connect(lambda text, _channel: order.append(("said", text)))
    QApplication.instance().focusChanged.connect(lambda _old, new: order.append(("focus", new)))
    w.announcer.say("Talon dealt: 4 of diamonds, Jack of diamonds, 2 of clubs.")
    w.endgame.show_end_notice(Notice.LOST)
    assert w.notice.isVisible()
    qtbot.waitUntil(lambda: any(kind == "said" for kind, _ in order), timeout=3000)
    if not w.isActiveWindow():
        pytest.skip("the offscreen window is not active: the notice cannot take the focus")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.notice.buttons[0], timeout=3000)
    said = next(i for i, (kind, _) in enumerate(order) if kind == "said")
    focus = next(i for i, (kind, new) in enumerate(order) if kind == "focus" and new is w.notice.buttons[0])
    assert said < focus, order


def test_the_boards_key_description_is_said_until_the_first_key(app, qtbot, monkeypatch):
    """Orca says a container's description each time the focus comes back
    into it (after every dialog) and brailles it before the focused card:
    once the player has pressed a key on the board it is emptied."""
    board = app.window.board
    iface = QAccessible.queryAccessibleInterface(board)
    sent = spy_events(monkeypatch)
    assert "Arrow keys" in iface.text(T.Description)
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert iface.text(T.Description) == ""

    def told() -> bool:
        changed = [i for kind, i, _ in sent if kind == QAccessible.Event.DescriptionChanged]
        return any(i is not None and i.role() == iface.role() and i.text(T.Name) == iface.text(T.Name) for i in changed)

    qtbot.waitUntil(told)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert iface.text(T.Description) == ""
