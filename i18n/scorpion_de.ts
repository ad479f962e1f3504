<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Access</name>
    <message>
        <source>Board</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 7 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Die Pfeiltasten wechseln zwischen Spalten und Karten, die Eingabetaste nimmt auf und legt ab, die Tasten 1 bis 7 wählen eine Spalte.</translation>
    </message>
    <message>
        <source>face-down card</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Spalte %1, leer</translation>
    </message>
    <message>
        <source>Talon, dealt</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Talon, ausgeteilt</translation>
    </message>
    <message numerus="yes">
        <source>Talon, %n card(s)</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Talon, %n Karte</numerusform>
            <numerusform>Talon, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundations: none</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Ablagen: keine</translation>
    </message>
    <message>
        <source>Foundations: %1</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Ablagen: %1</translation>
    </message>
    <message>
        <source>Column %1, last card: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Spalte %1, letzte Karte: %2.</translation>
    </message>
    <message>
        <source>Game %1 resumed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Spiel %1 fortgesetzt.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s), last card: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Spalte %1: %n Karte, letzte Karte: %2.</numerusform>
            <numerusform>Spalte %1: %n Karten, letzte Karte: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s), %2 face down, last card: %3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Spalte %1: %n Karte, verdeckt: %2, letzte Karte: %3.</numerusform>
            <numerusform>Spalte %1: %n Karten, verdeckt: %2, letzte Karte: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), time %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%Ln Zug, Zeit %1.</numerusform>
            <numerusform>%Ln Züge, Zeit %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Possible destination: a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Mögliches Ziel: eine freie Zelle.</translation>
    </message>
    <message>
        <source>%1 No possible destination.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Kein mögliches Ziel.</translation>
    </message>
    <message>
        <source>%1 Possible columns: %2, or a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Mögliche Spalten: %2, oder eine freie Zelle.</translation>
    </message>
    <message>
        <source>%1 Possible columns: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Mögliche Spalten: %2.</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>Free cells</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Freie Zellen</translation>
    </message>
    <message>
        <source>Reserve</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards, Left and Right also reach the free cells; Enter picks up and drops; keys 1 to 7 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Die Pfeiltasten wechseln zwischen Spalten und Karten, Links und Rechts erreichen auch die freien Zellen, die Eingabetaste nimmt auf und legt ab, die Tasten 1 bis 7 wählen eine Spalte.</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards, Left and Right also reach the reserve; Enter picks up and drops; keys 1 to 9 and 0 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Die Pfeiltasten wechseln zwischen Spalten und Karten, Links und Rechts erreichen auch die Reserve, die Eingabetaste nimmt auf und legt ab, die Tasten 1 bis 9 und 0 wählen eine Spalte.</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 9 and 0 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Die Pfeiltasten wechseln zwischen Spalten und Karten, die Eingabetaste nimmt auf und legt ab, die Tasten 1 bis 9 und 0 wählen eine Spalte.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Column %1, %2 face down</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Spalte %1, verdeckt: %2</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, %2 von %3</translation>
    </message>
    <message>
        <source>Free cell %1, empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Freie Zelle %1, leer</translation>
    </message>
    <message>
        <source>Free cell %1: %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Freie Zelle %1: %2</translation>
    </message>
    <message>
        <source>Reserve %1, empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Reserve %1, leer</translation>
    </message>
    <message>
        <source>Reserve %1: %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Reserve %1: %2</translation>
    </message>
    <message>
        <source>empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>leer</translation>
    </message>
    <message>
        <source>Free cells: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Freie Zellen: %1.</translation>
    </message>
    <message>
        <source>Reserve: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Reserve: %1.</translation>
    </message>
    <message>
        <source>%1: free cell %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1: freie Zelle %2.</translation>
    </message>
    <message>
        <source>%1: reserve place %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1: Reserve %2.</translation>
    </message>
    <message>
        <source>Column %1 is now empty.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Spalte %1 ist jetzt leer.</translation>
    </message>
    <message>
        <source>Game %1 dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Spiel %1 ausgeteilt.</translation>
    </message>
    <message>
        <source>Column %1: empty.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Spalte %1: leer.</translation>
    </message>
    <message>
        <source>Talon: dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Talon: ausgeteilt.</translation>
    </message>
    <message numerus="yes">
        <source>Talon: %n card(s).</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Talon: %n Karte.</numerusform>
            <numerusform>Talon: %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundations: none.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Ablagen: keine.</translation>
    </message>
    <message>
        <source>Foundations: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Ablagen: %1.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Spalte %1 ist leer.</translation>
    </message>
    <message>
        <source>Column %1, from base to end: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Spalte %1, von der ersten bis zur letzten Karte: %2.</translation>
    </message>
    <message>
        <source>deal the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Talon austeilen</translation>
    </message>
    <message>
        <source>%1 to a free cell</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 in eine freie Zelle</translation>
    </message>
    <message>
        <source>%1 from column %2 to column %3</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 von Spalte %2 auf Spalte %3</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 auf Spalte %2</translation>
    </message>
    <message>
        <source>No legal move.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kein legaler Zug.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s): %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%n Zug: %1.</numerusform>
            <numerusform>%n Züge: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: column %2, card %3 of %4, face up.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1: Spalte %2, Karte %3 von %4, offen.</translation>
    </message>
    <message>
        <source>%1: face down, not yet visible.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1: verdeckt, noch nicht sichtbar.</translation>
    </message>
    <message>
        <source>%1: in a foundation.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1: auf einer Ablage.</translation>
    </message>
    <message>
        <source>“%1” is not a card: type for example 7C or 7 of clubs.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>„%1“ ist keine Karte: Gib zum Beispiel Kreuz 7 ein.</translation>
    </message>
    <message>
        <source>Picked up.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Aufgenommen.</translation>
    </message>
    <message>
        <source>%1 picked up, %2 cards in all.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 aufgenommen, insgesamt %2 Karten.</translation>
    </message>
    <message>
        <source>%1 picked up.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 aufgenommen.</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>%1 to column %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 auf Spalte %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 mit %n Begleiter auf Spalte %2.</numerusform>
            <numerusform>%1 mit %n Begleitern auf Spalte %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 in eine freie Zelle.</translation>
    </message>
    <message>
        <source>Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Talon ausgeteilt: %1 auf Spalte 1, %2 auf Spalte 2, %3 auf Spalte 3.</translation>
    </message>
    <message>
        <source>Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3, %4 to column 4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Talon ausgeteilt: %1 auf Spalte 1, %2 auf Spalte 2, %3 auf Spalte 3, %4 auf Spalte 4.</translation>
    </message>
    <message>
        <source>Talon dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Talon ausgeteilt.</translation>
    </message>
    <message>
        <source>%1 to column %2; %3 revealed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 auf Spalte %2; %3 aufgedeckt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2; %3 revealed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 mit %n Begleiter auf Spalte %2; %3 aufgedeckt.</numerusform>
            <numerusform>%1 mit %n Begleitern auf Spalte %2; %3 aufgedeckt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Talon dealt: %1, %2, %3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Talon ausgeteilt: %1, %2, %3.</translation>
    </message>
    <message>
        <source>%1 to a free cell; %2 revealed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 in eine freie Zelle; %2 aufgedeckt.</translation>
    </message>
    <message>
        <source>Talon dealt: %1, %2, %3, %4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Talon ausgeteilt: %1, %2, %3, %4.</translation>
    </message>
    <message>
        <source>Column %1, card revealed: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>In Spalte %1 aufgedeckt: %2.</translation>
    </message>
    <message>
        <source>Run of %1 complete, %2 of 8.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Vollständige %1-Folge abgeräumt, %2 von 8.</translation>
    </message>
    <message>
        <source>Run complete (%1 … %2), %3 of 4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Vollständige Folge abgeräumt (%1 … %2), %3 von 4.</translation>
    </message>
    <message>
        <source>Run of %1 complete, %2 of 4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Vollständige %1-Folge abgeräumt, %2 von 4.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>This text is not a valid Scorpion position; a new game was dealt instead. Reason: %1</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Dieser Text ist keine gültige Scorpion-Stellung; stattdessen wurde ein neues Spiel ausgeteilt. Grund: %1</translation>
    </message>
    <message>
        <source>“%1” is not a game number; a new game was dealt instead.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>„%1“ ist keine Spielnummer; stattdessen wurde ein neues Spiel ausgeteilt.</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as %1 and a new game was dealt.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Das gespeicherte Spiel war nicht lesbar; es wurde als %1 aufbewahrt und ein neues Spiel ausgeteilt.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Drop the cards on a column.</source>
        <extracomment>scorpion_qt/app/board/view.py</extracomment>
        <translation>Lege die Karten auf eine Spalte.</translation>
    </message>
    <message>
        <source>This card has nowhere to go.</source>
        <extracomment>scorpion_qt/app/board/gestures.py, scorpion_qt/app/board/view.py</extracomment>
        <translation>Für diese Karte gibt es kein mögliches Ziel.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Eine verdeckte Karte kann nicht bewegt werden.</translation>
    </message>
    <message>
        <source>Completed runs stay on the foundations.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Vollständige Folgen bleiben auf den Ablagen.</translation>
    </message>
    <message>
        <source>Press %1 again to deal one card onto each of columns 1 to 4.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Drücke noch einmal %1, um je eine Karte auf die Spalten 1 bis 4 auszuteilen.</translation>
    </message>
    <message>
        <source>Click the talon again to deal one card onto each of columns 1 to 4.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Klicke noch einmal auf den Talon, um je eine Karte auf die Spalten 1 bis 4 auszuteilen.</translation>
    </message>
    <message>
        <source>Press %1 again to deal one card onto each of columns 1 to 3.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Drücke noch einmal %1, um je eine Karte auf die Spalten 1 bis 3 auszuteilen.</translation>
    </message>
    <message>
        <source>Click the talon again to deal one card onto each of columns 1 to 3.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Klicke noch einmal auf den Talon, um je eine Karte auf die Spalten 1 bis 3 auszuteilen.</translation>
    </message>
    <message>
        <source>Select a card first.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Wähle zuerst eine Karte.</translation>
    </message>
    <message>
        <source>No face-up card above this one.</source>
        <extracomment>scorpion_qt/app/board/keyboard.py</extracomment>
        <translation>Über dieser Karte liegt keine offene Karte.</translation>
    </message>
    <message>
        <source>No card can move.</source>
        <extracomment>scorpion_qt/app/board/view.py</extracomment>
        <translation>Keine Karte kann bewegt werden.</translation>
    </message>
</context>
<context>
    <name>CardFaces</name>
    <message>
        <source>A</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>CardInput</name>
    <message>
        <source>S H D C</source>
        <comment>Find a Card: the letters of spades, hearts, diamonds and clubs, in this order, separated by spaces; write - for a suit whose initial another suit shares; no letter twice, none equal to a rank letter</comment>
        <extracomment>scorpion_qt/app/a11y/cardinput.py</extracomment>
        <translation>P H - -</translation>
    </message>
    <message>
        <source>of the</source>
        <comment>Find a Card: small words of card names a player may type or leave out, separated by spaces</comment>
        <extracomment>scorpion_qt/app/a11y/cardinput.py</extracomment>
        <translation>von</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik Ass</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 2</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 3</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 4</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 5</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 6</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 7</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 8</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 9</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 10</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik Bube</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik Dame</translation>
    </message>
    <message>
        <source>King of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik König</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz Ass</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 2</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 3</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 4</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 5</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 6</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 7</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 8</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 9</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 10</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz Bube</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz Dame</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz König</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo Ass</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 2</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 3</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 4</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 5</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 6</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 7</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 8</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 9</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 10</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo Bube</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo Dame</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo König</translation>
    </message>
    <message>
        <source>Ace of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz Ass</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 2</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 3</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 4</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 5</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 6</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 7</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 8</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 9</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 10</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz Bube</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz Dame</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz König</translation>
    </message>
    <message>
        <source>spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz</translation>
    </message>
</context>
<context>
    <name>CardsDefinite</name>
    <message>
        <source>the Ace of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik Ass</translation>
    </message>
    <message>
        <source>the 2 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 2</translation>
    </message>
    <message>
        <source>the 3 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 3</translation>
    </message>
    <message>
        <source>the 4 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 4</translation>
    </message>
    <message>
        <source>the 5 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 5</translation>
    </message>
    <message>
        <source>the 6 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 6</translation>
    </message>
    <message>
        <source>the 7 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 7</translation>
    </message>
    <message>
        <source>the 8 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 8</translation>
    </message>
    <message>
        <source>the 9 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 9</translation>
    </message>
    <message>
        <source>the 10 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik 10</translation>
    </message>
    <message>
        <source>the Jack of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik Bube</translation>
    </message>
    <message>
        <source>the Queen of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik Dame</translation>
    </message>
    <message>
        <source>the King of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Pik König</translation>
    </message>
    <message>
        <source>the Ace of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz Ass</translation>
    </message>
    <message>
        <source>the 2 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 2</translation>
    </message>
    <message>
        <source>the 3 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 3</translation>
    </message>
    <message>
        <source>the 4 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 4</translation>
    </message>
    <message>
        <source>the 5 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 5</translation>
    </message>
    <message>
        <source>the 6 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 6</translation>
    </message>
    <message>
        <source>the 7 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 7</translation>
    </message>
    <message>
        <source>the 8 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 8</translation>
    </message>
    <message>
        <source>the 9 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 9</translation>
    </message>
    <message>
        <source>the 10 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz 10</translation>
    </message>
    <message>
        <source>the Jack of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz Bube</translation>
    </message>
    <message>
        <source>the Queen of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz Dame</translation>
    </message>
    <message>
        <source>the King of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Herz König</translation>
    </message>
    <message>
        <source>the Ace of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo Ass</translation>
    </message>
    <message>
        <source>the 2 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 2</translation>
    </message>
    <message>
        <source>the 3 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 3</translation>
    </message>
    <message>
        <source>the 4 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 4</translation>
    </message>
    <message>
        <source>the 5 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 5</translation>
    </message>
    <message>
        <source>the 6 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 6</translation>
    </message>
    <message>
        <source>the 7 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 7</translation>
    </message>
    <message>
        <source>the 8 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 8</translation>
    </message>
    <message>
        <source>the 9 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 9</translation>
    </message>
    <message>
        <source>the 10 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo 10</translation>
    </message>
    <message>
        <source>the Jack of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo Bube</translation>
    </message>
    <message>
        <source>the Queen of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo Dame</translation>
    </message>
    <message>
        <source>the King of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Karo König</translation>
    </message>
    <message>
        <source>the Ace of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz Ass</translation>
    </message>
    <message>
        <source>the 2 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 2</translation>
    </message>
    <message>
        <source>the 3 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 3</translation>
    </message>
    <message>
        <source>the 4 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 4</translation>
    </message>
    <message>
        <source>the 5 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 5</translation>
    </message>
    <message>
        <source>the 6 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 6</translation>
    </message>
    <message>
        <source>the 7 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 7</translation>
    </message>
    <message>
        <source>the 8 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 8</translation>
    </message>
    <message>
        <source>the 9 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 9</translation>
    </message>
    <message>
        <source>the 10 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz 10</translation>
    </message>
    <message>
        <source>the Jack of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz Bube</translation>
    </message>
    <message>
        <source>the Queen of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz Dame</translation>
    </message>
    <message>
        <source>the King of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Kreuz König</translation>
    </message>
</context>
<context>
    <name>ChooseGame</name>
    <message>
        <source>Choose Game</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Spiel wählen</translation>
    </message>
    <message>
        <source>&amp;Game number (1 to %1) or link:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>&amp;Spielnummer (1 bis %1) oder Link:</translation>
    </message>
    <message>
        <source>Game number</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <source>Not a game number: use a whole number from 1 to %1.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Keine Spielnummer: Gib eine ganze Zahl von 1 bis %1 ein.</translation>
    </message>
    <message>
        <source>Checking whether this deal can be won…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Es wird geprüft, ob diese Verteilung gewinnbar ist…</translation>
    </message>
    <message>
        <source>%1, game %2, is proven winnable.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>%1, Spiel %2, ist nachweislich gewinnbar.</translation>
    </message>
    <message>
        <source>%1, game %2, is proven lost: no play can win it. You can still deal it.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>%1, Spiel %2, ist nachweislich verloren: Es lässt sich auf keine Weise gewinnen. Du kannst es trotzdem austeilen.</translation>
    </message>
    <message>
        <source>The solver could not decide %1, game %2, in time.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Der Löser konnte nicht rechtzeitig klären, ob %1, Spiel %2, gewinnbar ist.</translation>
    </message>
    <message>
        <source>Game %1 is proven winnable.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Spiel %1 ist nachweislich gewinnbar.</translation>
    </message>
    <message>
        <source>Game %1 is proven lost: no play can win it. You can still deal it.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Spiel %1 ist nachweislich verloren: Es lässt sich auf keine Weise gewinnen. Du kannst es trotzdem austeilen.</translation>
    </message>
    <message>
        <source>The solver could not decide game %1 in time.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Der Löser konnte nicht rechtzeitig klären, ob Spiel %1 gewinnbar ist.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Scorpion solitaire (Cards4 rules).</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Scorpion-Patience (Cards4-Regeln).</translation>
    </message>
    <message>
        <source>usage: </source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>options</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>die Version zeigen und beenden</translation>
    </message>
    <message>
        <source>deal game number N (1 to 2**63-1)</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Spiel Nummer N austeilen (1 bis 2**63-1)</translation>
    </message>
    <message>
        <source>a scorpion://game/N link</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>ein scorpion://game/N-Link</translation>
    </message>
    <message>
        <source>practise from a position in the rules&apos; notation (FILE, or - for stdin)</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>eine Stellung in der Notation der Regeln üben (DATEI, oder - für die Standardeingabe)</translation>
    </message>
    <message>
        <source>FILE</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>LINK</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>LINK</translation>
    </message>
    <message>
        <source>WxH</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>BxH</translation>
    </message>
    <message>
        <source>--game %1 is not a game number: give a whole number from 1 to 2**63-1.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>--game %1 ist keine Spielnummer: Gib eine ganze Zahl von 1 bis 2**63-1 an.</translation>
    </message>
    <message>
        <source>Cannot read the position %1: there is no such file.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Die Stellung %1 lässt sich nicht lesen: Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <source>Cannot read the position %1: it is not a text file of at most 64 KB (UTF-8).</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Die Stellung %1 lässt sich nicht lesen: Sie ist keine Textdatei (UTF-8) von höchstens 64 KB.</translation>
    </message>
    <message>
        <source>Cannot read the position %1: the file cannot be opened.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Die Stellung %1 lässt sich nicht lesen: Die Datei lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <source>render the window to a PNG file and exit</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>das Fenster als PNG-Datei speichern und beenden</translation>
    </message>
    <message>
        <source>window size for --screenshot, WxH in px</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Fenstergröße für --screenshot, BxH in px</translation>
    </message>
    <message>
        <source>language: en, es, de or fr (default: the settings, then the system&apos;s)</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Sprache: en, es, de oder fr (Standard: die der Einstellungen, sonst die des Systems)</translation>
    </message>
    <message>
        <source>deal a game of the Scorpion family&apos;s variant: cards4 (the default), scorpion-ii, wasp, scorpion-tail, three-blind-mice, scorpion-head or double-scorpion</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>ein Spiel einer Variante der Scorpion-Familie austeilen: cards4 (Standard), scorpion-ii, wasp, scorpion-tail, three-blind-mice, scorpion-head oder double-scorpion</translation>
    </message>
    <message>
        <source>add the menu entry, icons and scorpion:// links for this user</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Menüeintrag, Symbole und scorpion://-Links für diesen Benutzer einrichten</translation>
    </message>
    <message>
        <source>remove what --install-desktop-entry added</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>entfernen, was --install-desktop-entry eingerichtet hat</translation>
    </message>
    <message>
        <source>use either a game (--game or a link) or --position, not both</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Gib entweder ein Spiel (--game oder einen Link) oder --position an, nicht beides</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>you are not allowed to use it</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>dir fehlt die Berechtigung dafür</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>sie existiert nicht</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the system refused it (error %1)</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>das System hat es abgelehnt (Fehler %1)</translation>
    </message>
    <message>
        <source>it is not a small text file</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>das ist keine kleine Textdatei</translation>
    </message>
    <message>
        <source>an unexpected error occurred (%1)</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>ein unerwarteter Fehler ist aufgetreten (%1)</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>ein anderes Programm benutzt sie</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>sie ist nicht beschreibbar</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>sie ist beschädigt</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>sie lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>der Datenträger ließ sich nicht lesen oder beschreiben</translation>
    </message>
    <message>
        <source>the database refused it (error %1)</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>die Datenbank hat es abgelehnt (Fehler %1)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&lt;h2&gt;The solver and the options&lt;/h2&gt;&lt;p&gt;With &lt;b&gt;Only winnable deals&lt;/b&gt; (on by default, in Settings), New Game deals only numbers that the solver has proven winnable; the solver sees every card, the face-down ones and the talon included. You do not see them, so you can still reach a dead end. The status bar says whether the position can still be won; when it cannot, the game offers to undo, to go back to the last position from which the game could still be won, or to give up. A number you type is dealt whatever it is, and the status bar says whether it can be won. Hints follow a winning line when one is known. The move counter counts every action and every undo.&lt;/p&gt;&lt;p&gt;Settings also hold two options of the traditional game: complete runs may stay in their column (the game is then won when the four runs are complete in place), and the talon may be dealt only when no other move remains. Cards4 uses neither; a change applies from the next new game.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;h2&gt;Der Löser und die Optionen&lt;/h2&gt;&lt;p&gt;Mit &lt;b&gt;Nur gewinnbare Verteilungen&lt;/b&gt; (in den Einstellungen, standardmäßig eingeschaltet) teilt Neues Spiel nur Nummern aus, deren Verteilung der Löser als gewinnbar bewiesen hat; der Löser sieht jede Karte, auch die verdeckten und den Talon. Du siehst sie nicht und kannst dich also trotzdem festfahren. Die Statusleiste zeigt, ob die Stellung noch gewinnbar ist; ist sie es nicht mehr, bietet das Spiel an, den Zug rückgängig zu machen, zur letzten Stellung zurückzukehren, aus der das Spiel noch gewinnbar war, oder aufzugeben. Eine eingegebene Nummer wird in jedem Fall ausgeteilt, und die Statusleiste sagt, ob sie gewinnbar ist. Tipps folgen einem Gewinnweg, sobald einer bekannt ist. Der Zugzähler zählt jede Aktion und jedes Rückgängigmachen.&lt;/p&gt;&lt;p&gt;Die Einstellungen enthalten außerdem zwei Optionen des traditionellen Spiels: Vollständige Folgen können in ihrer Spalte liegen bleiben (dann ist das Spiel gewonnen, wenn die vier Folgen an Ort und Stelle vollständig sind), und der Talon darf erst ausgeteilt werden, wenn kein anderer Zug mehr möglich ist. Cards4 verwendet keine von beiden; eine Änderung gilt ab dem nächsten neuen Spiel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Page Down goes to the next card that can move, Page Up to the previous one; with a card picked up, they go to its next or previous destination, where Enter drops it. Home goes to the column&apos;s first face-up card, End to its last card. Find a Card (Ctrl+F) takes the focus to the card when it is face up.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;p&gt;Bild ab geht zur nächsten Karte, die bewegt werden kann, Bild auf zur vorigen; mit einer aufgenommenen Karte gehen sie zu ihrem nächsten oder vorigen Ziel, wo Eingabe sie ablegt. Pos1 geht zur ersten offenen Karte der Spalte, Ende zu ihrer letzten Karte. Karte suchen (Strg+F) bringt den Fokus auf die Karte, wenn sie offen liegt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Page Down and Page Up pass over the cards that could only go to a free cell (Scorpion Head) or, in Wasp, only into an empty column, as long as some card can go elsewhere; Left, Right and Up still reach every face-up card.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;p&gt;Bild ab und Bild auf überspringen die Karten, die nur in eine freie Zelle (Scorpion Head) oder bei Wasp nur in eine leere Spalte könnten, solange eine Karte anderswohin kann; Links, Rechts und Pfeil hoch erreichen weiterhin jede offene Karte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;How to play Scorpion&lt;/h1&gt;&lt;p&gt;These are the Cards4 rules.&lt;/p&gt;&lt;h2&gt;The deal&lt;/h2&gt;&lt;p&gt;One 52-card deck is dealt into seven columns of seven cards. In columns 1 to 4 the three base cards are face down; every other card is face up. The three remaining cards wait in the talon.&lt;/p&gt;&lt;h2&gt;Moving cards&lt;/h2&gt;&lt;p&gt;Pick any face-up card: it is the &lt;b&gt;lead card&lt;/b&gt;, and every card on top of it (its &lt;b&gt;companions&lt;/b&gt;) moves with it, in the same order, even when they are not in sequence. The lead card goes only on the card of the &lt;b&gt;same suit&lt;/b&gt; and exactly &lt;b&gt;one rank higher&lt;/b&gt;, at the end of another column: 9♦ goes on 10♦ only, not on 10♥ and not on J♦. Nothing goes on an Ace, and a King goes on no card.&lt;/p&gt;&lt;p&gt;An &lt;b&gt;empty column&lt;/b&gt; takes only a group whose lead card is a King. A Queen carrying a King does not qualify. A King whose group already fills its whole column cannot move to another empty column.&lt;/p&gt;&lt;h2&gt;The talon&lt;/h2&gt;&lt;p&gt;Once per game, whenever you choose, the three talon cards are dealt face up: one onto column 1, one onto column 2, one onto column 3, with no rank or suit check; an empty column receives its card too. The talon is never recycled.&lt;/p&gt;&lt;h2&gt;Flips, complete runs and the end&lt;/h2&gt;&lt;p&gt;A face-down card that becomes the end of its column turns face up. When a column ends in a complete run of one suit, King down to Ace, all face up, with the Ace at the end, the run leaves for a foundation. Four complete runs win the game. The game is blocked when no legal move remains and the talon has been dealt; Undo stays available.&lt;/p&gt;&lt;h2&gt;Undo, restart and saving&lt;/h2&gt;&lt;p&gt;Undo reverts a move together with its flips and removed runs. Restart Game replays the same deal from the start; New Game deals another one. Every game has a number: the same number always gives the same deal. Your progress is saved automatically. Random deals are not guaranteed to be winnable; hints suggest legal moves.&lt;/p&gt;&lt;h2&gt;Playing with the mouse and the keyboard&lt;/h2&gt;&lt;p&gt;Drag a card with its companions to a highlighted column, or click a card and then the destination column (or a numbered column button). Clicking the selected card again sends it to its destination. ▲ and ▼ grow or shrink the selection. Click the talon to arm it and again to deal. With the keyboard: the arrow keys move between columns and cards, Enter or Space picks up and drops, keys 1 to 7 choose a column, %1 deals the talon, %2 gives a hint, Esc cancels. In the Read menu, %3 describes the board, %4 the column with the focus and %5 lists the legal moves. The move panel lets you choose the card and the destination in lists and press Move.&lt;/p&gt;&lt;h2&gt;Strategy&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Dig out the face-down cards first: columns 1 to 4 hide twelve cards.&lt;/li&gt;&lt;li&gt;Play the board&apos;s useful moves before the talon covers the ends of columns 1 to 3.&lt;/li&gt;&lt;li&gt;Keep empty columns for Kings that still hide cards under them.&lt;/li&gt;&lt;li&gt;Never bury a low card under a higher card of its own suit: it can only leave when that card moves away.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;h1&gt;Scorpion – Spielanleitung&lt;/h1&gt;&lt;p&gt;Dies sind die Cards4-Regeln. Scorpion erlaubt ungeordnete Gruppen, aber nicht jedes Ziel.&lt;/p&gt;&lt;h2&gt;Verteilung und Ziel&lt;/h2&gt;&lt;p&gt;Ein Deck mit 52 Karten bildet sieben Spalten mit je sieben Karten. Spalten 1–4 enthalten je drei verdeckte und vier offene Karten; Spalten 5–7 sind vollständig offen. Drei Karten bleiben im Talon.&lt;/p&gt;&lt;h2&gt;Karten bewegen&lt;/h2&gt;&lt;p&gt;Du kannst jede beliebige offene Karte bewegen: Sie ist die &lt;b&gt;führende Karte&lt;/b&gt; und nimmt alle Karten darunter mit, ihre &lt;b&gt;Begleiter&lt;/b&gt;. Die Begleiter müssen weder geordnet sein noch dieselbe Farbe haben; die Reihenfolge bleibt erhalten. Die führende Karte darf nur auf die Karte am Ende einer anderen Spalte, die &lt;b&gt;dieselbe Kartenfarbe&lt;/b&gt; hat und genau &lt;b&gt;einen Rang höher&lt;/b&gt; ist (es wird absteigend gebaut): 9♦ auf 10♦, jedoch nicht auf 10♥ oder B♦. Die gemeinsame rote Farbe genügt nicht. Das Ass ist niedrig; König und Ass werden nicht verbunden: Auf ein Ass darf keine Karte, und ein König darf auf keine Karte.&lt;/p&gt;&lt;p&gt;Eine &lt;b&gt;leere Spalte&lt;/b&gt; nimmt nur einen König oder eine Gruppe mit König an der Spitze auf. Eine Dame genügt nicht, auch wenn darunter ein König liegt. Belegt die Königsgruppe ihre gesamte Spalte, verweigert Cards4 den Wechsel in eine andere leere Spalte.&lt;/p&gt;&lt;h2&gt;Der Talon&lt;/h2&gt;&lt;p&gt;Teile die drei Talonkarten einmalig und offen aus, je eine auf die Spalten 1–3, wann du möchtest. Sie gehen stets auf die Spalten 1, 2 und 3, ohne Rang oder Farbe zu prüfen; eine leere Spalte erhält ihre Talonkarte auch dann, wenn diese kein König ist. Es gibt keinen weiteren Durchgang.&lt;/p&gt;&lt;h2&gt;Aufdecken, vollständige Folgen und Spielende&lt;/h2&gt;&lt;p&gt;Freigelegte verdeckte Karten werden automatisch aufgedeckt. Eine offene vollständige Folge König–Ass einer Kartenfarbe, mit dem Ass am Spaltenende, wird als Einheit auf ihre Ablage abgeräumt. Einzelne Karten können nicht auf die Ablagen gezogen werden. Vier Folgen gewinnen. Stillstand wird gemeldet, wenn kein legaler Zug mehr möglich und der Talon schon ausgeteilt ist; Rückgängig bleibt verfügbar.&lt;/p&gt;&lt;h2&gt;Rückgängig, Zurücksetzen und Speichern&lt;/h2&gt;&lt;p&gt;Rückgängig nimmt den Zug samt Aufdeckungen zurück und legt abgeräumte Folgen wieder in ihre Spalte. Zurücksetzen wiederholt dieselbe Verteilung von vorn; Neues Spiel beginnt eine andere. Jedes Spiel hat eine Nummer: Dieselbe Nummer ergibt immer dieselbe Verteilung. Das Spiel wird automatisch gespeichert. Zufällige Verteilungen sind nicht garantiert gewinnbar; Tipps zeigen legale Züge.&lt;/p&gt;&lt;h2&gt;Mit Maus und Tastatur spielen&lt;/h2&gt;&lt;p&gt;Ziehe eine Gruppe auf eine markierte Spalte oder klicke ihre führende Karte und dann eine Zielspalte an (oder einen nummerierten Spaltenknopf). Ein weiterer Klick auf die gewählte Karte schickt sie direkt an ihr Ziel. ▲ und ▼ vergrößern oder verkleinern die Auswahl um je eine Karte. Ein Klick auf den Talon bereitet ihn vor, ein zweiter teilt aus. Per Tastatur: Die Pfeiltasten wechseln zwischen Spalten und Karten, Eingabe oder Leertaste nehmen auf und legen ab, die Tasten 1 bis 7 wählen eine Spalte, die Taste %1 teilt den Talon aus, die Taste %2 gibt einen Tipp, Esc hebt die Auswahl auf. Im Menü Vorlesen beschreibt die Taste %3 das Tableau, die Taste %4 die Spalte mit dem Fokus, und die Taste %5 zählt die legalen Züge auf. In der Zugleiste wählst du Karte und Ziel in den Listen und drückst Verschieben.&lt;/p&gt;&lt;h2&gt;Strategie&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Decke zuerst die verdeckten Karten auf: Spalten 1 bis 4 verbergen zwölf Karten.&lt;/li&gt;&lt;li&gt;Spiele nützliche Züge im Tableau, bevor Talonkarten die Enden der Spalten 1 bis 3 verdecken.&lt;/li&gt;&lt;li&gt;Halte leere Spalten für Könige frei, die noch verdeckte Karten zudecken.&lt;/li&gt;&lt;li&gt;Begrabe nie eine niedrige Karte unter einer höheren Karte derselben Kartenfarbe: Sie kommt erst frei, wenn diese Karte weggezogen wird.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Variants and related games&lt;/h2&gt;&lt;p&gt;Game › Variant deals other games of the Scorpion family. &lt;b&gt;Scorpion II&lt;/b&gt; hides nine cards instead of twelve, in columns 1 to 3 only. In &lt;b&gt;Wasp&lt;/b&gt; an empty column takes any face-up card with the cards on it, not only a King. In &lt;b&gt;Scorpion Tail&lt;/b&gt; a card goes on the next higher card of the other colour (9♦ on 10♠ or 10♣), and a complete run alternates colours from King to Ace. &lt;b&gt;Three Blind Mice&lt;/b&gt; deals ten columns of five, the three base cards of columns 8 to 10 face down, and two cards face up in a reserve beside the foundations: a reserve card may go on its next higher card, or a King into an empty column, at any time; nothing goes back to the reserve, and there is no talon. &lt;b&gt;Scorpion Head&lt;/b&gt; deals eight cards face up to columns 1 to 3 and seven to columns 4 to 7, their four base cards face down, with no talon and four free cells: a column&apos;s end card, alone, may wait in an empty cell and go from there onto its next higher card, or a King into an empty column. With the keyboard, Left and Right reach the reserve or the cells after the last column; keys 1 to 9 and 0 choose columns 1 to 10. Everything else is as above. Game N of a variant lays out the cards of Scorpion&apos;s game N (in Scorpion II with column 4&apos;s base cards face up), played under the variant&apos;s rules; its link names the variant (scorpion://game/wasp/24). New Game goes on dealing the variant you play. For Wasp, Scorpion Tail, Three Blind Mice and Scorpion Head the solver searches without Scorpion&apos;s shortcuts: where it cannot finish it says “not decided”, never “lost”.&lt;/p&gt;&lt;p&gt;Spider uses two decks and moves only ordered same-suit groups. Yukon also moves unordered groups, but builds in alternate colours and has no talon. Neither can be chosen here, and strategy does not carry over between the games: “park any card in an empty column for a while” is good advice in Wasp, not in Scorpion.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;h2&gt;Varianten und verwandte Spiele&lt;/h2&gt;&lt;p&gt;Spiel › Variante teilt andere Spiele der Scorpion-Familie aus. &lt;b&gt;Scorpion II&lt;/b&gt; verbirgt neun statt zwölf Karten, nur in den Spalten 1 bis 3. In &lt;b&gt;Wasp&lt;/b&gt; nimmt eine leere Spalte jede aufgedeckte Karte mit ihren Begleitern auf, nicht nur einen König. In &lt;b&gt;Scorpion Tail&lt;/b&gt; kommt eine Karte auf die nächsthöhere Karte der anderen Farbe, Rot auf Schwarz oder Schwarz auf Rot (9♦ auf 10♠ oder 10♣), und eine vollständige Folge wechselt vom König bis zum Ass zwischen Rot und Schwarz. &lt;b&gt;Three Blind Mice&lt;/b&gt; teilt zehn Spalten zu fünf Karten aus, die drei unteren Karten der Spalten 8 bis 10 verdeckt, und zwei offene Karten in eine Reserve neben den Ablagen: Eine Karte der Reserve darf jederzeit auf die nächsthöhere Karte, ein König in eine leere Spalte; nichts kommt in die Reserve zurück, und es gibt keinen Talon. &lt;b&gt;Scorpion Head&lt;/b&gt; teilt acht offene Karten auf die Spalten 1 bis 3 und sieben auf die Spalten 4 bis 7 aus, deren vier untere Karten verdeckt, ohne Talon und mit vier freien Zellen: Die letzte Karte einer Spalte darf allein in einer leeren Zelle warten und von dort auf die nächsthöhere Karte, ein König in eine leere Spalte. Mit der Tastatur erreichen Links und Rechts nach der letzten Spalte die Reserve oder die Zellen; die Tasten 1 bis 9 und 0 wählen die Spalten 1 bis 10. Alles andere ist wie oben. Spiel N einer Variante legt die Karten von Spiel N von Scorpion aus (in Scorpion II liegen die unteren Karten von Spalte 4 offen) und wird nach ihren Regeln gespielt; sein Link nennt die Variante (scorpion://game/wasp/24). Neues Spiel teilt weiter die Variante aus, die du spielst. In Wasp, Scorpion Tail, Three Blind Mice und Scorpion Head sucht der Löser ohne die Abkürzungen von Scorpion: Wo er nicht fertig wird, sagt er „Ungeklärt“, nie „Nicht gewinnbar“.&lt;/p&gt;&lt;p&gt;Spider verwendet zwei Decks und verlangt für Gruppenzüge eine geordnete Folge derselben Kartenfarbe. Yukon bewegt ebenfalls ungeordnete Gruppen, baut aber in wechselnden Farben und hat keinen Talon. Keines davon ist hier auswählbar, und die Strategie lässt sich nicht von einem Spiel aufs andere übertragen: „eine beliebige Karte vorübergehend in einer leeren Spalte ablegen“ ist in Wasp ein guter Rat, nicht in Scorpion.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Double Scorpion&lt;/b&gt; deals two decks, each card twice, into ten columns of ten; the four base cards of columns 1 to 5 are face down, and the talon&apos;s four cards go one onto each of columns 1 to 4. A card goes on the next higher card of its suit from either deck, a complete run may mix the two decks, and eight runs win. The two copies of a card have the same name: the Card box and Find a Card say where each one lies, and the notation writes the second copy with an apostrophe (9D&apos;). Its links name it (scorpion://game/double-scorpion/5). The solver decides few of its deals in time: it then says “not decided”, never “lost”, and Only winnable deals, after ten tries without a proven winnable deal, deals one it could not decide and says so.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Double Scorpion&lt;/b&gt; teilt zwei Decks, jede Karte zweimal, in zehn Spalten zu zehn Karten aus; die vier unteren Karten der Spalten 1 bis 5 liegen verdeckt, und die vier Karten des Talons kommen je eine auf die Spalten 1 bis 4. Eine Karte kommt auf die nächsthöhere Karte derselben Kartenfarbe aus einem der beiden Decks, eine vollständige Folge darf die beiden Decks mischen, und acht Folgen gewinnen. Die beiden Exemplare einer Karte haben denselben Namen: die Liste Karte und Karte finden sagen, wo jedes liegt, und die Notation schreibt das zweite Exemplar mit einem Apostroph (9D&apos;). Seine Links nennen es (scorpion://game/double-scorpion/5). Der Löser klärt nur wenige seiner Verteilungen rechtzeitig: Dann sagt er „Ungeklärt“, nie „Nicht gewinnbar“, und Nur gewinnbare Verteilungen teilt nach zehn Versuchen ohne nachweislich gewinnbare Verteilung eine aus, die er nicht klären konnte, und sagt es.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play Scorpion</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>Scorpion – Spielanleitung</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>D</source>
        <comment>key that deals the talon (Edit menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>H</source>
        <comment>key that gives a hint (Edit menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>B</source>
        <comment>key that describes the board (Read menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>C</source>
        <comment>key that describes the column (Read menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>L</source>
        <comment>key that lists the moves (Read menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>Z</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>“%1” is not a game number (1 to %2) or a scorpion://game/ link; your game was kept.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>„%1“ ist weder eine Spielnummer (1 bis %2) noch ein scorpion://game/-Link; dein Spiel bleibt erhalten.</translation>
    </message>
    <message>
        <source>“%1” is a game link whose moves cannot be read; your game was kept.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>„%1“ ist ein Spiel-Link, dessen Züge sich nicht lesen lassen; dein Spiel bleibt erhalten.</translation>
    </message>
    <message>
        <source>The link&apos;s moves stop at move %1, which cannot be played in game %2: the game is shown as far as they go.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Züge des Links enden bei Zug %1, der in Spiel %2 nicht möglich ist: Das Spiel wird bis dorthin gezeigt.</translation>
    </message>
    <message>
        <source>This text is not a valid Scorpion position; your game was kept. Reason: %1</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Dieser Text ist keine gültige Scorpion-Stellung; dein Spiel bleibt erhalten. Grund: %1</translation>
    </message>
    <message>
        <source>Scorpion is already running with your saved game, but this window could not reach it: this window&apos;s game will not be saved. Close it and use the other window.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Scorpion läuft bereits mit deinem gespeicherten Spiel, aber dieses Fenster erreicht es nicht: Das Spiel in diesem Fenster wird nicht gespeichert. Schließe es und verwende das andere Fenster.</translation>
    </message>
    <message>
        <source>This window cannot receive links or later launches of Scorpion (%1): each of them will open another window, whose game is not saved. Quit and start Scorpion again to fix this.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Dieses Fenster kann weder Links noch weitere Starts von Scorpion empfangen (%1): Jeder davon öffnet ein weiteres Fenster, dessen Spiel nicht gespeichert wird. Beende Scorpion und starte es neu, um das zu beheben.</translation>
    </message>
    <message>
        <source>Scorpion Does Not Answer</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Scorpion antwortet nicht</translation>
    </message>
    <message>
        <source>Scorpion is already running, but its window does not answer: it may be stopped or frozen. Your request was sent to it and will be carried out as soon as it runs again, so no second window was opened. If it stays frozen, end that Scorpion and start it again.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Scorpion läuft bereits, aber sein Fenster antwortet nicht: Es ist vielleicht angehalten oder hängt. Deine Anfrage wurde ihm geschickt und wird ausgeführt, sobald es wieder läuft; deshalb wurde kein zweites Fenster geöffnet. Wenn es weiter hängt, beende dieses Scorpion und starte es neu.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Move %1, %2, lost the win: before it, %3 still won.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Zug %1, %2, hat den Sieg verspielt: davor hätte %3 noch gewonnen.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Go Back Before Move %1</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Zurück vor Zug %1</translation>
    </message>
    <message>
        <source>Hint: %1. It is the only move that still wins.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Tipp: %1. Das ist der einzige Zug, der noch gewinnt.</translation>
    </message>
    <message>
        <source>Hint: %1. It completes a run.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Tipp: %1. Damit wird eine Folge vollständig.</translation>
    </message>
    <message>
        <source>Hint: %1. It completes the run of %2.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Tipp: %1. Damit wird die %2-Folge vollständig.</translation>
    </message>
    <message>
        <source>Hint: %1. It turns up the face-down card of column %2.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Tipp: %1. Damit wird die verdeckte Karte von Spalte %2 aufgedeckt.</translation>
    </message>
    <message>
        <source>Hint: %1. It empties column %2 for a King.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Tipp: %1. Damit wird Spalte %2 für einen König frei.</translation>
    </message>
    <message>
        <source>Hint: %1. It keeps column %2 free for a King.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Tipp: %1. Damit bleibt Spalte %2 für einen König frei.</translation>
    </message>
    <message>
        <source>Hint: %1. The solver found a win that starts with it.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Tipp: %1. Der Löser hat einen Weg zum Sieg gefunden, der so beginnt.</translation>
    </message>
    <message>
        <source>Lost the win at</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Sieg verspielt bei</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1 (vorgeführt)</translation>
    </message>
    <message>
        <source>Replay My Moves</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py, scorpion_qt/app/ui/endgame.py, scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Meine Züge ansehen</translation>
    </message>
    <message>
        <source>Chosen game</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Gewähltes Spiel</translation>
    </message>
    <message>
        <source>This game&apos;s moves were not kept.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Die Züge dieses Spiels wurden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Looking for the move that lost the win…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Suche den Zug, der den Sieg verspielt hat …</translation>
    </message>
    <message>
        <source>The solver could not prove which move lost the win.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Der Löser konnte nicht beweisen, welcher Zug den Sieg verspielt hat.</translation>
    </message>
    <message>
        <source>No move lost the win: this deal could not be won from the start.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Kein Zug hat den Sieg verspielt: Diese Verteilung war von Anfang an nicht gewinnbar.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Restart Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Spiel &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Choose Game by Number…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Spiel nach Nummer &amp;wählen…</translation>
    </message>
    <message>
        <source>Show Me &amp;How</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Zeig &amp;mir, wie</translation>
    </message>
    <message>
        <source>Copy &amp;Link to This Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Link zu diesem Spiel kopieren</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Open Position…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Stellung öffnen…</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Deal the Talon</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Talon &amp;austeilen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;About Scorpion</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Ü&amp;ber Scorpion</translation>
    </message>
    <message>
        <source>Describe the &amp;Board</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Tableau &amp;beschreiben</translation>
    </message>
    <message>
        <source>Describe the &amp;Column</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Spalte beschreiben</translation>
    </message>
    <message>
        <source>&amp;List the Moves</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Züge auflisten</translation>
    </message>
    <message>
        <source>&amp;Find a Card…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Karte &amp;finden…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Vorlesen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Showing how to win. Press any key or click to take over; + and − change the speed.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>So lässt sich das Spiel gewinnen. Drück eine beliebige Taste oder klick, um selbst weiterzuspielen; + und − ändern das Tempo.</translation>
    </message>
    <message>
        <source>Show Me How stopped: the game is yours from here.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Vorführung beendet: Ab hier spielst du.</translation>
    </message>
    <message>
        <source>Show Me How: one action every %1 seconds.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Vorführung: ein Zug alle %1 Sekunden.</translation>
    </message>
    <message>
        <source>The solver is still judging this position; the showing starts once it finds a winning line.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Der Löser prüft diese Stellung noch; die Vorführung beginnt, sobald er einen Weg zum Sieg gefunden hat.</translation>
    </message>
    <message>
        <source>No winning line is known from this position.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Von dieser Stellung aus ist kein Weg zum Sieg bekannt.</translation>
    </message>
    <message>
        <source>Show Me How</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Zeig mir, wie</translation>
    </message>
    <message>
        <source>This game can no longer be won from here. Go back to the last winnable position and show how to win from there?</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Von hier aus ist das Spiel nicht mehr zu gewinnen. Zur letzten gewinnbaren Stellung zurückgehen und zeigen, wie man von dort gewinnt?</translation>
    </message>
    <message>
        <source>Link to this game and its moves copied: it opens this position with the face-down cards still hidden.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Link zu diesem Spiel mit seinen Zügen kopiert: Er öffnet diese Stellung, die verdeckten Karten bleiben verdeckt.</translation>
    </message>
    <message>
        <source>Scorpion — %1, Game %2 (shown)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion – %1, Spiel %2 (vorgeführt)</translation>
    </message>
    <message>
        <source>%1, game %2, shown (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>%1, Spiel %2, vorgeführt (keine Rekorde)</translation>
    </message>
    <message>
        <source>Scorpion — %1, Game %2 (from a link)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion – %1, Spiel %2 (aus einem Link)</translation>
    </message>
    <message>
        <source>%1, game %2, from a link (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>%1, Spiel %2, aus einem Link (keine Rekorde)</translation>
    </message>
    <message>
        <source>Scorpion — %1, Game %2</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion – %1, Spiel %2</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>%1, Spiel %2</translation>
    </message>
    <message>
        <source>Scorpion — Game %1 (shown)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion – Spiel %1 (vorgeführt)</translation>
    </message>
    <message>
        <source>Game %1, shown (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Spiel %1, vorgeführt (keine Rekorde)</translation>
    </message>
    <message>
        <source>Scorpion — Game %1 (from a link)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion – Spiel %1 (aus einem Link)</translation>
    </message>
    <message>
        <source>Game %1, from a link (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Spiel %1, aus einem Link (keine Rekorde)</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <extracomment>scorpion_qt/app/ui/variant_menu.py</extracomment>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>Move Panel</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>Zugleiste</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>scorpion_qt/app/ui/history.py</extracomment>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&amp;Move Panel</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>&amp;Zugleiste</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>Deal</source>
        <extracomment>scorpion_qt/app/ui/history.py</extracomment>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Grow the selection by one card (Up)</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Auswahl um eine Karte vergrößern (Pfeil hoch)</translation>
    </message>
    <message>
        <source>Grow selection</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Auswahl vergrößern</translation>
    </message>
    <message>
        <source>Shrink the selection by one card (Down)</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Auswahl um eine Karte verkleinern (Pfeil runter)</translation>
    </message>
    <message>
        <source>Shrink selection</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Auswahl verkleinern</translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Move the selection to column %1 (key %1)</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Auswahl auf Spalte %1 verschieben (Taste %1)</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Game %1 cannot be won, whatever you play.</source>
        <extracomment>scorpion_qt/app/game/session.py, scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Spiel %1 ist nicht gewinnbar, egal wie du spielst.</translation>
    </message>
    <message>
        <source>The solver could not decide game %1 in time.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>Der Löser konnte nicht rechtzeitig klären, ob Spiel %1 gewinnbar ist.</translation>
    </message>
    <message>
        <source>Looking for the last winnable position…</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>Suche nach der letzten gewinnbaren Stellung…</translation>
    </message>
    <message numerus="yes">
        <source>No deal was proven winnable in %Ln tries: game %1 was dealt, which the solver could not decide.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>
            <numerusform>In %Ln Versuch war keine Verteilung nachweislich gewinnbar: Spiel %1 wurde ausgeteilt, ohne dass der Löser klären konnte, ob es gewinnbar ist.</numerusform>
            <numerusform>In %Ln Versuchen war keine Verteilung nachweislich gewinnbar: Spiel %1 wurde ausgeteilt, ohne dass der Löser klären konnte, ob es gewinnbar ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings could not be read; the file was kept as %1 and the default settings are used.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Einstellungen waren nicht lesbar; die Datei wurde als %1 aufbewahrt, es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <source>The records of won games could not be read; the file was kept as %1 and records start afresh.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Rekorde gewonnener Spiele waren nicht lesbar; die Datei wurde als %1 aufbewahrt, die Rekorde beginnen neu.</translation>
    </message>
    <message>
        <source>The game cannot be saved in %1; you can play on, but it will not be kept.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Das Spiel kann nicht in %1 gespeichert werden; du kannst weiterspielen, aber es bleibt nicht erhalten.</translation>
    </message>
    <message>
        <source>Settings cannot be saved in %1; changes last only until you quit.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Einstellungen können nicht in %1 gespeichert werden; Änderungen gelten nur bis zum Beenden.</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read; it is left untouched, and this game will not be saved.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Das gespeicherte Spiel %1 kann nicht gelesen werden; es bleibt unverändert, und dieses Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>The saved game %1 comes from a newer version of Scorpion; it is left untouched, and this game will not be saved.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Das gespeicherte Spiel %1 stammt aus einer neueren Version von Scorpion; es bleibt unverändert, und dieses Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read; it is left untouched, and changes last only until you quit.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Einstellungsdatei %1 kann nicht gelesen werden; sie bleibt unverändert, und Änderungen gelten nur bis zum Beenden.</translation>
    </message>
    <message>
        <source>Restart This Game?</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Dieses Spiel zurücksetzen?</translation>
    </message>
    <message>
        <source>Restart this practice game from its first position? It is not finished; its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Dieses Übungsspiel zurücksetzen und ab seiner Anfangsstellung neu beginnen? Es ist noch nicht beendet; der Spielstand und die Rückgängig-Liste gehen verloren.</translation>
    </message>
    <message>
        <source>Restart game %1 from the deal? It is not finished; its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Spiel %1 zurücksetzen und ab der Verteilung neu beginnen? Es ist noch nicht beendet; der Spielstand und die Rückgängig-Liste gehen verloren.</translation>
    </message>
    <message>
        <source>Scorpion — Practice Position</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion – Übungsstellung</translation>
    </message>
    <message>
        <source>Practice (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Übung (keine Rekorde)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>
            <numerusform>%Ln Zug</numerusform>
            <numerusform>%Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Blocked</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Blockiert</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Nicht gewinnbar</translation>
    </message>
    <message>
        <source>Wait for the new deal: a winnable one is being looked for.</source>
        <extracomment>scorpion_qt/app/game/session.py, scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Einen Moment: Eine gewinnbare Verteilung wird gesucht.</translation>
    </message>
    <message>
        <source>Select a card first.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Wähle zuerst eine Karte.</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Auswahl aufgehoben.</translation>
    </message>
    <message>
        <source>Full announcements: on.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Ausführliche Ansagen: ein.</translation>
    </message>
    <message>
        <source>Full announcements: off.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Ausführliche Ansagen: aus.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py, scorpion_qt/app/ui/play.py</extracomment>
        <translation>Das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <source>No winning move remains; best try: %1</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Kein Zug führt mehr zum Sieg; bester Versuch: %1</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Dieses Spiel ist nicht mehr gewinnbar.</translation>
    </message>
    <message>
        <source>Go Back to the Last Winnable Position</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Zur letzten gewinnbaren Stellung zurück</translation>
    </message>
    <message>
        <source>Give Up</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>This position cannot be won, whatever you play.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Diese Stellung ist nicht gewinnbar, egal wie du spielst.</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a winnable deal… (%Ln tried)</source>
        <extracomment>scorpion_qt/app/ui/deals.py</extracomment>
        <translation>
            <numerusform>Suche nach einer gewinnbaren Verteilung… (%Ln geprüft)</numerusform>
            <numerusform>Suche nach einer gewinnbaren Verteilung… (%Ln geprüft)</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <extracomment>scorpion_qt/app/ui/deals.py</extracomment>
        <translation>Suche nach einer gewinnbaren Verteilung…</translation>
    </message>
    <message>
        <source>The solver is not available: game %1 was dealt without checking that it can be won.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>Der Löser ist nicht verfügbar: Spiel %1 wurde ausgeteilt, ohne zu prüfen, ob es gewinnbar ist.</translation>
    </message>
    <message>
        <source>This practice game is not finished. Leave it for game %1? Its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Dieses Übungsspiel ist noch nicht beendet. Zu Spiel %1 wechseln? Der Spielstand und die Rückgängig-Liste gehen verloren.</translation>
    </message>
    <message>
        <source>Game %1 is not finished. Deal it again from the start? Its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Spiel %1 ist noch nicht beendet. Von vorn neu austeilen? Der Spielstand und die Rückgängig-Liste gehen verloren.</translation>
    </message>
    <message>
        <source>Game %1 is not finished. Leave it for game %2? Its progress and undo history will be lost; the same deal can be dealt again by its number.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Spiel %1 ist noch nicht beendet. Zu Spiel %2 wechseln? Der Spielstand und die Rückgängig-Liste gehen verloren; dieselbe Verteilung lässt sich über ihre Nummer erneut austeilen.</translation>
    </message>
    <message>
        <source>Position copied in the rules&apos; notation.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Stellung in der Notation der Regeln kopiert.</translation>
    </message>
    <message>
        <source>Clear &amp;Selection</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Auswahl auf&amp;heben</translation>
    </message>
    <message>
        <source>Scorpion — Game %1</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion – Spiel %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Time %1</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Zeit %1</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Analyse läuft…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Gewinnbar</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Nicht mehr gewinnbar</translation>
    </message>
    <message>
        <source>Not decided</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Ungeklärt</translation>
    </message>
    <message>
        <source>Find a Card</source>
        <extracomment>scorpion_qt/app/ui/reading.py</extracomment>
        <translation>Karte finden</translation>
    </message>
    <message>
        <source>Card (for example 7C or 7 of clubs):</source>
        <extracomment>scorpion_qt/app/ui/reading.py</extracomment>
        <translation>Karte (zum Beispiel Kreuz 7):</translation>
    </message>
    <message>
        <source>No move remains.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Kein Zug mehr möglich.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <extracomment>scorpion_qt/app/ui/endgame.py, scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>You won this practice game — moves: %2, time: %3, undos: %4, hints: %5.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Übungsspiel gewonnen – Züge: %2, Zeit: %3, Rücknahmen: %4, Tipps: %5.</translation>
    </message>
    <message>
        <source>No legal move remains: the game is blocked.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Stillstand: Es ist kein legaler Zug mehr möglich.</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Full &amp;Announcements</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Ausführliche Ansagen</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>V&amp;ollbild</translation>
    </message>
    <message>
        <source>Restart</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Game %1 can be won.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>Spiel %1 ist gewinnbar.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Spiel %1 gewonnen – Züge: %2, Zeit: %3, Rücknahmen: %4, Tipps: %5.</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <source>This practice game is not finished. Leave it? Its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Dieses Übungsspiel ist noch nicht beendet. Verlassen? Der Spielstand und die Rückgängig-Liste gehen verloren.</translation>
    </message>
    <message>
        <source>Game %1 is not finished. Leave it? Its progress and undo history will be lost; the same deal can be dealt again by its number.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Spiel %1 ist noch nicht beendet. Verlassen? Der Spielstand und die Rückgängig-Liste gehen verloren; dieselbe Verteilung lässt sich über ihre Nummer erneut austeilen.</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Kopiert: %1</translation>
    </message>
    <message>
        <source>About Scorpion</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Über Scorpion</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Scorpion&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Scorpion solitaire by the Cards4 rules, playable with the mouse, the keyboard and a screen reader.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Scorpion&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Scorpion Solitaire nach den Cards4-Regeln, spielbar mit Maus, Tastatur und Bildschirmleser.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>&amp;Card:</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>&amp;Karte:</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Karte</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Destination</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Ve&amp;rschieben</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>%1, Spalte %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, with %n card(s)</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>
            <numerusform>%1, Spalte %2, mit %n Begleiter</numerusform>
            <numerusform>%1, Spalte %2, mit %n Begleitern</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, free cell %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>%1, freie Zelle %2</translation>
    </message>
    <message>
        <source>%1, reserve place %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>%1, Reserve %2</translation>
    </message>
    <message>
        <source>Deal the talon</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Talon austeilen</translation>
    </message>
    <message>
        <source>No card to move</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Keine Karte zum Verschieben</translation>
    </message>
    <message>
        <source>Columns 1, 2, 3 and 4</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Spalten 1, 2, 3 und 4</translation>
    </message>
    <message>
        <source>Columns 1, 2 and 3</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Spalten 1, 2 und 3</translation>
    </message>
    <message>
        <source>Not now: other moves remain</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Noch nicht: Es sind noch andere Züge möglich</translation>
    </message>
    <message>
        <source>A free cell</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Eine freie Zelle</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Spalte %1, leer</translation>
    </message>
    <message>
        <source>Column %1, on %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Spalte %1, auf %2</translation>
    </message>
    <message>
        <source>No legal destination</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Kein legales Ziel</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>%1 to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 auf Spalte %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 mit %n Begleiter auf Spalte %2</numerusform>
            <numerusform>%1 mit %n Begleitern auf Spalte %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to a free cell</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 in eine freie Zelle</translation>
    </message>
    <message>
        <source>Deal the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Talon austeilen</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Notice</source>
        <extracomment>scorpion_qt/app/ui/notices.py</extracomment>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>scorpion_qt/app/ui/notices.py, scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>OpenPosition</name>
    <message>
        <source>Open Position</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Stellung öffnen</translation>
    </message>
    <message>
        <source>&amp;Position in the rules&apos; notation (a practice game: no records):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>&amp;Stellung in der Notation der Regeln (ein Übungsspiel: keine Rekorde):</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>From a &amp;File…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Aus einer &amp;Datei…</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Die Datei war nicht lesbar: %1</translation>
    </message>
    <message>
        <source>This text is not a valid Scorpion position. Reason: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Dieser Text ist keine gültige Scorpion-Stellung. Grund: %1</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Line %1: %2</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>“%1” is not of the form “label: cards”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>„%1“ hat nicht die Form „Bezeichnung: Karten“.</translation>
    </message>
    <message>
        <source>“%1” is not a label: use talon, foundations, rules or 1 to 7.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>„%1“ ist keine Bezeichnung: Verwende talon, foundations, rules oder 1 bis 7.</translation>
    </message>
    <message>
        <source>The label “%1” appears twice.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Die Bezeichnung „%1“ kommt zweimal vor.</translation>
    </message>
    <message>
        <source>“%1” is not a rule option: use keep-runs or traditional-talon.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>„%1“ ist keine Regeloption: Verwende keep-runs oder traditional-talon.</translation>
    </message>
    <message>
        <source>Talon, not a card: “%1”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Talon, keine Karte: „%1“.</translation>
    </message>
    <message>
        <source>Column %1, not a card: “%2”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Spalte %1, keine Karte: „%2“.</translation>
    </message>
    <message>
        <source>Foundations, not a suit: “%1”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Ablagen, keine Kartenfarbe: „%1“.</translation>
    </message>
    <message>
        <source>Foundations, suit given twice: “%1”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Ablagen, Kartenfarbe doppelt: „%1“.</translation>
    </message>
    <message>
        <source>The talon holds at most 3 cards.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Der Talon enthält höchstens 3 Karten.</translation>
    </message>
    <message>
        <source>Column %1, face-down card after a face-up card: %2.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Spalte %1, verdeckte Karte nach einer offenen: %2.</translation>
    </message>
    <message>
        <source>Column %1, last card face down: %2.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Spalte %1, letzte Karte verdeckt: %2.</translation>
    </message>
    <message>
        <source>Card given twice: %1.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Karte doppelt: %1.</translation>
    </message>
    <message>
        <source>Card on the board although its suit is in the foundations: %1.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Karte im Tableau, obwohl ihre Farbe schon abgelegt ist: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>
            <numerusform>%n Karte fehlt: %1.</numerusform>
            <numerusform>%n Karten fehlen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The text is not in the rules&apos; notation.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Der Text folgt nicht der Notation der Regeln.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>A face-down card cannot be moved.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Verdeckte Karten sind nicht auswählbar.</translation>
    </message>
    <message>
        <source>Only a King can go to the empty column %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Die leere Spalte %1 nimmt nur einen König oder eine Gruppe mit König an der Spitze auf.</translation>
    </message>
    <message>
        <source>%1 is not in a column.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 liegt in keiner Spalte.</translation>
    </message>
    <message>
        <source>%1 is already in column %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 liegt schon in Spalte %2.</translation>
    </message>
    <message>
        <source>%1 already fills its whole column: moving it to an empty column changes nothing.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 belegt schon die ganze Spalte: Der Wechsel in eine leere Spalte ändert nichts.</translation>
    </message>
    <message>
        <source>Nothing goes on %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Auf %1 darf keine Karte gelegt werden.</translation>
    </message>
    <message>
        <source>%1 only goes to an empty column.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 darf nur in eine leere Spalte.</translation>
    </message>
    <message>
        <source>%1 only goes on %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 passt nur auf %2.</translation>
    </message>
    <message>
        <source>%1 only goes on %2 or %3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 passt nur auf %2 oder %3.</translation>
    </message>
    <message>
        <source>The talon has already been dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Der Talon wurde schon ausgeteilt.</translation>
    </message>
    <message>
        <source>The talon can be dealt only when no other move remains.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Der Talon darf erst ausgeteilt werden, wenn kein anderer Zug mehr möglich ist.</translation>
    </message>
    <message>
        <source>This game has no such column.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Diese Spalte gibt es in diesem Spiel nicht.</translation>
    </message>
    <message>
        <source>Only a column&apos;s end card, alone, goes to a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Auf eine freie Zelle kommt nur die letzte Karte einer Spalte, allein.</translation>
    </message>
    <message>
        <source>Every free cell holds a card already.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Alle freien Zellen sind schon belegt.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay of a practice game</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Wiederholung eines Übungsspiels</translation>
    </message>
    <message>
        <source>Replay of a practice game: read-only. Your game waits where you left it.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Wiederholung eines Übungsspiels: nur zum Ansehen. Dein Spiel wartet, wo du es verlassen hast.</translation>
    </message>
    <message>
        <source>Replay of game %1</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Wiederholung von Spiel %1</translation>
    </message>
    <message>
        <source>Replay of game %1: read-only. Your game waits where you left it.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Wiederholung von Spiel %1: nur zum Ansehen. Dein Spiel wartet, wo du es verlassen hast.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>Back to the start (Home)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Zurück zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Einen Zug zurück (Links)</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Einen Zug weiter (Rechts)</translation>
    </message>
    <message>
        <source>Forward</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <source>To the last move (End)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Zum letzten Zug (Ende)</translation>
    </message>
    <message>
        <source>End</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Move That &amp;Lost the Win</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Zug, der den Sieg &amp;verspielt hat</translation>
    </message>
    <message>
        <source>The move that lost the win (L)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Der Zug, der den Sieg verspielt hat (L)</translation>
    </message>
    <message>
        <source>Move that lost the win</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Zug, der den Sieg verspielt hat</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Close the replay (Escape)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Wiederholung schließen (Escape)</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>❚❚ Anhalten</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Abspielen oder anhalten (Leertaste)</translation>
    </message>
    <message numerus="yes">
        <source>Start of the game: %n move(s) to replay.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>
            <numerusform>Spielbeginn: %n Zug zum Ansehen.</numerusform>
            <numerusform>Spielbeginn: %n Züge zum Ansehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3. This move lost the win.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Zug %1 von %2: %3. Dieser Zug hat den Sieg verspielt.</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Zug %1 von %2: %3.</translation>
    </message>
    <message>
        <source>%1 This move lost the win.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>%1 Dieser Zug hat den Sieg verspielt.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Clear complete runs to the foundations (Cards4)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Vollständige Folgen auf die Ablagen &amp;abräumen (Cards4)</translation>
    </message>
    <message>
        <source>Deal the &amp;talon at any time (Cards4)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Talon jederzeit austeilen (Cards4)</translation>
    </message>
    <message>
        <source>&amp;Only winnable deals</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Nur &amp;gewinnbare Verteilungen</translation>
    </message>
    <message>
        <source>&amp;Animate cards</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Karten a&amp;nimieren</translation>
    </message>
    <message>
        <source>Full screen-reader a&amp;nnouncements</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Aus&amp;führliche Ansagen für Bildschirmleser</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Blue pattern</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Blaues Muster</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Wie im Kartendesign</translation>
    </message>
    <message>
        <source>Card t&amp;heme:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Karten&amp;design:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Karten&amp;rückseite:</translation>
    </message>
    <message>
        <source>&amp;Felt:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Hintergrund:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Announcements (Orca 45.2 and later)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Ansagen (Orca 45.2 und neuer)</translation>
    </message>
    <message>
        <source>Notifications (every Orca version)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Benachrichtigungen (jede Orca-Version)</translation>
    </message>
    <message>
        <source>Screen-reader &amp;messages:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Meldungen für Bildschirmleser:</translation>
    </message>
    <message>
        <source>Screen-reader messages</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Meldungen für Bildschirmleser</translation>
    </message>
    <message>
        <source>Very slow</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Sehr langsam</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Very fast</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Sehr schnell</translation>
    </message>
    <message>
        <source>Show Me How &amp;speed:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Tempo der &amp;Vorführung:</translation>
    </message>
    <message>
        <source>Show Me How speed</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Tempo der Vorführung</translation>
    </message>
    <message>
        <source>Rule options apply from the next new game.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Regeloptionen gelten ab dem nächsten neuen Spiel.</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Vorschau</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics file was damaged; it was kept as %1, and every game that could still be read from it or from the backup was copied into the new statistics.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Statistikdatei war beschädigt; sie wurde als %1 aufbewahrt, und jedes Spiel, das aus ihr oder aus der Sicherung noch gelesen werden konnte, wurde in die neue Statistik übernommen.</translation>
    </message>
    <message>
        <source>The statistics file was missing or empty; your games were restored from the backup %1.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Statistikdatei fehlte oder war leer; deine Spiele wurden aus der Sicherung %1 wiederhergestellt.</translation>
    </message>
    <message>
        <source>A file left beside the statistics did not belong to them; it was kept as %1 and not used. No game was lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Eine Datei neben der Statistik gehörte nicht zu ihr; sie wurde als %1 aufbewahrt und nicht verwendet. Kein Spiel ging verloren.</translation>
    </message>
    <message>
        <source>The statistics in %1 are in use by another program or cannot be written just now; they are paused and resume by themselves. No game is lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Statistik in %1 wird von einem anderen Programm benutzt oder kann gerade nicht geschrieben werden; sie ist angehalten und läuft von selbst weiter. Kein Spiel geht verloren.</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Blocked</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Blockiert</translation>
    </message>
    <message>
        <source>Gave up</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>In progress</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Läuft noch</translation>
    </message>
    <message>
        <source>Abandoned (new game)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abgebrochen (neues Spiel)</translation>
    </message>
    <message>
        <source>Abandoned (restart)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abgebrochen (neu begonnen)</translation>
    </message>
    <message>
        <source>Abandoned (quit)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abgebrochen (Programm beendet)</translation>
    </message>
    <message>
        <source>Abandoned (another deal)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abgebrochen (andere Verteilung)</translation>
    </message>
    <message>
        <source>Abandoned (interrupted)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abgebrochen (unterbrochen)</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Cards4</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Cards4-Regeln</translation>
    </message>
    <message>
        <source>runs stay</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>ohne Abräumen</translation>
    </message>
    <message>
        <source>traditional talon</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>traditioneller Talon</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message>
        <source>Win rate over time, oldest games first: %1.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Gewinnquote im Verlauf, älteste Spiele zuerst: %1.</translation>
    </message>
    <message>
        <source>no win</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>kein Sieg</translation>
    </message>
    <message>
        <source>Average moves of won games over time, oldest games first: %1.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Durchschnittliche Züge gewonnener Spiele im Verlauf, älteste Spiele zuerst: %1.</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Gewinnquote im Verlauf</translation>
    </message>
    <message>
        <source>Moves over time (won games)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Züge im Verlauf (gewonnene Spiele)</translation>
    </message>
    <message>
        <source>No data yet</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Noch keine Daten</translation>
    </message>
    <message>
        <source>Ended</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Undos</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Rücknahmen</translation>
    </message>
    <message>
        <source>Hints</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Proven winnable</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Nachweislich gewinnbar</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>%1 (practice)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1 (Übung)</translation>
    </message>
    <message>
        <source>Yes</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Not proven</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Nicht nachgewiesen</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Die Statistik war nicht lesbar: %1</translation>
    </message>
    <message>
        <source>game played #%1: %2</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1. gespieltes Spiel: %2</translation>
    </message>
    <message>
        <source>games played #%1–%2: %3</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1. bis %2. gespieltes Spiel: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %Ln game(s))</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>
            <numerusform>%1 (%2 von %Ln Spiel)</numerusform>
            <numerusform>%1 (%2 von %Ln Spielen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>
            <numerusform>%Ln Spiel</numerusform>
            <numerusform>%Ln Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>All games (practice games not counted)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Alle Spiele (ohne Übungsspiele)</translation>
    </message>
    <message>
        <source>Played:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Gespielt:</translation>
    </message>
    <message>
        <source>Won:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Gewinnquote:</translation>
    </message>
    <message>
        <source>Win rate, proven-winnable deals:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Gewinnquote, nachweislich gewinnbare Verteilungen:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Aktuelle Siegesserie:</translation>
    </message>
    <message>
        <source>Best winning streak:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Längste Siegesserie:</translation>
    </message>
    <message>
        <source>Average moves (won games):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Durchschnittliche Züge (gewonnene Spiele):</translation>
    </message>
    <message>
        <source>Fewest moves:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Wenigste Züge:</translation>
    </message>
    <message>
        <source>Average time (won games):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Durchschnittliche Zeit (gewonnene Spiele):</translation>
    </message>
    <message>
        <source>Best time:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Bestzeit:</translation>
    </message>
    <message>
        <source>Shown by Show Me How (practice):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Von „Zeig mir, wie“ vorgeführt (Übung):</translation>
    </message>
    <message>
        <source>&amp;Recent games (Enter or double click replays that game):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>&amp;Letzte Spiele (Eingabe oder Doppelklick: dieses Spiel noch einmal spielen):</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>Re&amp;set…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Figures for:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Zahlen &amp;für:</translation>
    </message>
    <message>
        <source>All games</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>%1, practice games not counted</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1, ohne Übungsspiele</translation>
    </message>
    <message>
        <source>Reset Statistics?</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <source>Forget every game played and every record? This cannot be undone.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Alle gespielten Spiele und alle Rekorde vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Die Statistik konnte nicht zurückgesetzt werden: %1</translation>
    </message>
    <message>
        <source>The statistics were reset.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Die Statistik wurde zurückgesetzt.</translation>
    </message>
    <message>
        <source>Export Statistics</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Die Datei %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Games exported: %1, to %2.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Exportierte Spiele: %1, nach %2.</translation>
    </message>
    <message>
        <source>Statistics could not be written; they are off until the next start.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Statistik konnte nicht geschrieben werden; sie ist bis zum nächsten Start abgeschaltet.</translation>
    </message>
    <message>
        <source>The statistics come from a newer version of Scorpion; they are off for now.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Statistik stammt aus einer neueren Version von Scorpion; sie ist vorerst abgeschaltet.</translation>
    </message>
    <message>
        <source>Statistics are off: the statistics file in %1 cannot be used.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Die Statistik ist abgeschaltet: Die Statistikdatei in %1 ist nicht verwendbar.</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the desktop</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Wie der Desktop</translation>
    </message>
    <message>
        <source>Green baize</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <source>Grey</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Accessible (large indexes)</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Barrierefrei (große Eckzeichen)</translation>
    </message>
    <message>
        <source>Classic (%1)</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Klassisch (%1)</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>%1 back to free cell %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 zurück in die freie Zelle %2</translation>
    </message>
    <message>
        <source>%1 back to reserve place %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 zurück in die Reserve %2</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 zurück auf Spalte %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) back to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 und %n weitere Karte zurück auf Spalte %2</numerusform>
            <numerusform>%1 und %n weitere Karten zurück auf Spalte %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is face down again</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 wieder verdeckt</translation>
    </message>
    <message>
        <source>the run (%1 … %2) is back on column %3</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>die Folge (%1 … %2) wieder auf Spalte %3</translation>
    </message>
    <message>
        <source>the run of %1 is back on column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>die %1-Folge wieder auf Spalte %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3 back in the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, %2 und %3 zurück im Talon</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4 back in the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, %2, %3 und %4 zurück im Talon</translation>
    </message>
    <message>
        <source>the talon is back</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Talon wiederhergestellt</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Rückgängig gemacht: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion (Cards4 rules)</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion (Cards4-Regeln)</translation>
    </message>
    <message>
        <source>Scorpion II</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion II</translation>
    </message>
    <message>
        <source>Wasp</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Wasp</translation>
    </message>
    <message>
        <source>Scorpion Tail</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion Tail</translation>
    </message>
    <message>
        <source>Three Blind Mice</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Three Blind Mice</translation>
    </message>
    <message>
        <source>Scorpion Head</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion Head</translation>
    </message>
    <message>
        <source>Double Scorpion</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Double Scorpion</translation>
    </message>
    <message>
        <source>Three cards face down in columns 1 to 4; only a King fills an empty column.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Drei verdeckte Karten in den Spalten 1 bis 4; nur ein König füllt eine leere Spalte.</translation>
    </message>
    <message>
        <source>As Scorpion, but only columns 1 to 3 hide three cards: nine face down instead of twelve.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Wie Scorpion, aber nur die Spalten 1 bis 3 verbergen je drei Karten: neun verdeckte statt zwölf.</translation>
    </message>
    <message>
        <source>As Scorpion, but any face-up card, with the cards on it, may fill an empty column.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Wie Scorpion, aber jede aufgedeckte Karte darf mit ihren Begleitern eine leere Spalte füllen.</translation>
    </message>
    <message>
        <source>As Scorpion, but a card goes on the next higher card of the other colour, and runs alternate colours.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Wie Scorpion, aber gebaut wird abwechselnd Rot auf Schwarz und Schwarz auf Rot, auch in den vollständigen Folgen.</translation>
    </message>
    <message>
        <source>Ten columns of five, three cards face down in columns 8 to 10, two reserve cards to play at any time, no talon.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Zehn Spalten zu fünf Karten, drei verdeckte Karten in den Spalten 8 bis 10, zwei Reservekarten, jederzeit spielbar, kein Talon.</translation>
    </message>
    <message>
        <source>Four cards face down in columns 4 to 7, no talon, and four free cells that each hold one end card.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Vier verdeckte Karten in den Spalten 4 bis 7, kein Talon und vier freie Zellen für je eine letzte Karte.</translation>
    </message>
    <message>
        <source>Two decks in ten columns of ten, four cards face down in columns 1 to 5, a talon of four; eight runs win.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Zwei Decks in zehn Spalten zu zehn Karten, vier verdeckte Karten in den Spalten 1 bis 5, ein Talon aus vier Karten; acht Folgen gewinnen.</translation>
    </message>
</context>
<context>
    <name>WinSummary</name>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; your first win of this deal, winning streak %6.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Spiel %1 gewonnen – Züge: %2, Zeit: %3, Rücknahmen: %4, Tipps: %5; dein erster Sieg mit dieser Verteilung, Siegesserie: %6.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new records for game %1: %2 moves and %3 (before: %6 moves and %7), winning streak %8.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Spiel %1 gewonnen – Züge: %2, Zeit: %3, Rücknahmen: %4, Tipps: %5; neue Rekorde für Spiel %1: %2 Züge und %3 (bisher: %6 Züge und %7), Siegesserie: %8.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new record for game %1: %2 moves (before: %6), winning streak %7.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Spiel %1 gewonnen – Züge: %2, Zeit: %3, Rücknahmen: %4, Tipps: %5; neuer Rekord für Spiel %1: %2 Züge (bisher: %6), Siegesserie: %7.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new record time for game %1: %3 (before: %6), winning streak %7.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Spiel %1 gewonnen – Züge: %2, Zeit: %3, Rücknahmen: %4, Tipps: %5; neue Bestzeit für Spiel %1: %3 (bisher: %6), Siegesserie: %7.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; your record for this deal: %6 moves and %7, winning streak %8.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Spiel %1 gewonnen – Züge: %2, Zeit: %3, Rücknahmen: %4, Tipps: %5; dein Rekord mit dieser Verteilung: %6 Züge und %7, Siegesserie: %8.</translation>
    </message>
    <message>
        <source>A practice game: it does not enter the records.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Ein Übungsspiel: Es zählt nicht für die Rekorde.</translation>
    </message>
    <message>
        <source>First win of game %1: %2 moves and %3 are your records.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Erster Sieg in Spiel %1: %2 Züge und %3 sind deine Rekorde.</translation>
    </message>
    <message>
        <source>New records for game %1: %2 moves and %3</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Neue Rekorde für Spiel %1: %2 Züge und %3</translation>
    </message>
    <message>
        <source>New record for game %1: %2 moves</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Neuer Rekord für Spiel %1: %2 Züge</translation>
    </message>
    <message>
        <source>New record time for game %1: %2</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Neue Bestzeit für Spiel %1: %2</translation>
    </message>
    <message>
        <source>Your records for game %1: %2 moves, %3</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Deine Rekorde für Spiel %1: %2 Züge, %3</translation>
    </message>
    <message>
        <source>Replay This Game</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Statistik…</translation>
    </message>
    <message>
        <source>You won this practice game!</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Du hast dieses Übungsspiel gewonnen!</translation>
    </message>
    <message>
        <source>You won game %1!</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Du hast Spiel %1 gewonnen!</translation>
    </message>
    <message>
        <source>Moves: %1 · Time: %2 · Undos: %3 · Hints: %4</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Züge: %1 · Zeit: %2 · Rücknahmen: %3 · Tipps: %4</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Siegesserie: %1</translation>
    </message>
    <message>
        <source>Game won</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Spiel gewonnen</translation>
    </message>
</context>
</TS>
