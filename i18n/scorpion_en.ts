<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Access</name>
    <message numerus="yes">
        <source>Talon, %n card(s)</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Talon, %n card</numerusform>
            <numerusform>Talon, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s), last card: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Column %1: %n card, last card: %2.</numerusform>
            <numerusform>Column %1: %n cards, last card: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s), %2 face down, last card: %3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Column %1: %n card, %2 face down, last card: %3.</numerusform>
            <numerusform>Column %1: %n cards, %2 face down, last card: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Talon: %n card(s).</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Talon: %n card.</numerusform>
            <numerusform>Talon: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), time %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%Ln move, time %1.</numerusform>
            <numerusform>%Ln moves, time %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s): %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%n move: %1.</numerusform>
            <numerusform>%n moves: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 and %n card to column %2.</numerusform>
            <numerusform>%1 and %n cards to column %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2; %3 revealed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 and %n card to column %2; %3 revealed.</numerusform>
            <numerusform>%1 and %n cards to column %2; %3 revealed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>No deal was proven winnable in %Ln tries: game %1 was dealt, which the solver could not decide.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>
            <numerusform>No deal was proven winnable in %Ln try: game %1 was dealt, which the solver could not decide.</numerusform>
            <numerusform>No deal was proven winnable in %Ln tries: game %1 was dealt, which the solver could not decide.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking for a winnable deal… (%Ln tried)</source>
        <extracomment>scorpion_qt/app/ui/deals.py</extracomment>
        <translation>
            <numerusform>Looking for a winnable deal… (%Ln tried)</numerusform>
            <numerusform>Looking for a winnable deal… (%Ln tried)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message numerus="yes">
        <source>%1, column %2, with %n card(s)</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>
            <numerusform>%1, column %2, with %n card on it</numerusform>
            <numerusform>%1, column %2, with %n cards on it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 and %n card to column %2</numerusform>
            <numerusform>%1 and %n cards to column %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message numerus="yes">
        <source>%n card(s) missing: %1.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>
            <numerusform>%n card missing: %1.</numerusform>
            <numerusform>%n cards missing: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message numerus="yes">
        <source>Start of the game: %n move(s) to replay.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>
            <numerusform>Start of the game: %n move to replay.</numerusform>
            <numerusform>Start of the game: %n moves to replay.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>%1 (%2 of %Ln game(s))</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>
            <numerusform>%1 (%2 of %Ln game)</numerusform>
            <numerusform>%1 (%2 of %Ln games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message numerus="yes">
        <source>%1 and %n card(s) back to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 and %n card back to column %2</numerusform>
            <numerusform>%1 and %n cards back to column %2</numerusform>
        </translation>
    </message>
</context>
</TS>
