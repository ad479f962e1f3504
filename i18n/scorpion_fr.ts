<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Access</name>
    <message>
        <source>Board</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Table</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 7 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Les flèches parcourent les tas et les cartes&#x202f;; Entrée prend et dépose&#x202f;; les touches 1 à 7 choisissent un tas.</translation>
    </message>
    <message>
        <source>face-down card</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>carte face cachée</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Tas %1, vide</translation>
    </message>
    <message>
        <source>Talon, dealt</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Queue, distribuée</translation>
    </message>
    <message numerus="yes">
        <source>Talon, %n card(s)</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Queue, %n carte</numerusform>
            <numerusform>Queue, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundations: none</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Fondations&#xa0;: aucune</translation>
    </message>
    <message>
        <source>Foundations: %1</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Fondations&#xa0;: %1</translation>
    </message>
    <message>
        <source>Column %1, last card: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Tas %1, dernière carte&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Game %1 resumed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Partie %1 reprise.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s), last card: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Tas %1&#xa0;: %n carte, dernière&#xa0;: %2.</numerusform>
            <numerusform>Tas %1&#xa0;: %n cartes, dernière&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s), %2 face down, last card: %3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Tas %1&#xa0;: %n carte, face cachée&#xa0;: %2, dernière&#xa0;: %3.</numerusform>
            <numerusform>Tas %1&#xa0;: %n cartes, face cachée&#xa0;: %2, dernière&#xa0;: %3.</numerusform>
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
            <numerusform>%Ln mouvement, temps %1.</numerusform>
            <numerusform>%Ln mouvements, temps %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Possible destination: a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Destination possible&#xa0;: une cellule libre.</translation>
    </message>
    <message>
        <source>%1 No possible destination.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Aucune destination possible.</translation>
    </message>
    <message>
        <source>%1 Possible columns: %2, or a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Destinations possibles&#xa0;: tas %2, ou une cellule libre.</translation>
    </message>
    <message>
        <source>%1 Possible columns: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Destinations possibles&#xa0;: tas %2.</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Rétabli&#xa0;: %1</translation>
    </message>
    <message>
        <source>Free cells</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Cellules libres</translation>
    </message>
    <message>
        <source>Reserve</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards, Left and Right also reach the free cells; Enter picks up and drops; keys 1 to 7 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Les flèches parcourent les tas et les cartes, Gauche et Droite atteignent aussi les cellules libres&#x202f;; Entrée prend et dépose&#x202f;; les touches 1 à 7 choisissent un tas.</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards, Left and Right also reach the reserve; Enter picks up and drops; keys 1 to 9 and 0 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Les flèches parcourent les tas et les cartes, Gauche et Droite atteignent aussi la réserve&#x202f;; Entrée prend et dépose&#x202f;; les touches 1 à 9 et 0 choisissent un tas.</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 9 and 0 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Les flèches parcourent les tas et les cartes&#x202f;; Entrée prend et dépose&#x202f;; les touches 1 à 9 et 0 choisissent un tas.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Tas %1</translation>
    </message>
    <message>
        <source>Column %1, %2 face down</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Tas %1, face cachée&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, %2 sur %3</translation>
    </message>
    <message>
        <source>Free cell %1, empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Cellule libre %1, vide</translation>
    </message>
    <message>
        <source>Free cell %1: %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Cellule libre %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Reserve %1, empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Réserve %1, vide</translation>
    </message>
    <message>
        <source>Reserve %1: %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Réserve %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>vide</translation>
    </message>
    <message>
        <source>Free cells: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Cellules libres&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Reserve: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Réserve&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1: free cell %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1&#xa0;: cellule libre %2.</translation>
    </message>
    <message>
        <source>%1: reserve place %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1&#xa0;: réserve %2.</translation>
    </message>
    <message>
        <source>Column %1 is now empty.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Le tas %1 est maintenant vide.</translation>
    </message>
    <message>
        <source>Game %1 dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Partie %1 distribuée.</translation>
    </message>
    <message>
        <source>Column %1: empty.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Tas %1&#xa0;: vide.</translation>
    </message>
    <message>
        <source>Talon: dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Queue&#xa0;: distribuée.</translation>
    </message>
    <message numerus="yes">
        <source>Talon: %n card(s).</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Queue&#xa0;: %n carte.</numerusform>
            <numerusform>Queue&#xa0;: %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundations: none.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Fondations&#xa0;: aucune.</translation>
    </message>
    <message>
        <source>Foundations: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Fondations&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Le tas %1 est vide.</translation>
    </message>
    <message>
        <source>Column %1, from base to end: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Tas %1, de la première à la dernière carte&#xa0;: %2.</translation>
    </message>
    <message>
        <source>deal the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>distribuer la Queue</translation>
    </message>
    <message>
        <source>%1 to a free cell</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 dans une cellule libre</translation>
    </message>
    <message>
        <source>%1 from column %2 to column %3</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 du tas %2 sur le tas %3</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 sur le tas %2</translation>
    </message>
    <message>
        <source>No legal move.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Aucun mouvement autorisé.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s): %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%n mouvement&#xa0;: %1.</numerusform>
            <numerusform>%n mouvements&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: column %2, card %3 of %4, face up.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1&#xa0;: tas %2, carte %3 sur %4, face visible.</translation>
    </message>
    <message>
        <source>%1: face down, not yet visible.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1&#xa0;: face cachée, pas encore visible.</translation>
    </message>
    <message>
        <source>%1: in a foundation.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1&#xa0;: dans une fondation.</translation>
    </message>
    <message>
        <source>“%1” is not a card: type for example 7C or 7 of clubs.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’est pas une carte&#xa0;: tapez par exemple 7T ou 7 de trèfle.</translation>
    </message>
    <message>
        <source>Picked up.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>En main.</translation>
    </message>
    <message>
        <source>%1 picked up, %2 cards in all.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 en main, %2 cartes en tout.</translation>
    </message>
    <message>
        <source>%1 picked up.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 en main.</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>%1 to column %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 sur le tas %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 et %n autre carte sur le tas %2.</numerusform>
            <numerusform>%1 et %n autres cartes sur le tas %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 dans une cellule libre.</translation>
    </message>
    <message>
        <source>Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Queue distribuée&#xa0;: %1 sur le tas 1, %2 sur le tas 2, %3 sur le tas 3.</translation>
    </message>
    <message>
        <source>Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3, %4 to column 4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Queue distribuée&#xa0;: %1 sur le tas 1, %2 sur le tas 2, %3 sur le tas 3, %4 sur le tas 4.</translation>
    </message>
    <message>
        <source>Talon dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Queue distribuée.</translation>
    </message>
    <message>
        <source>%1 to column %2; %3 revealed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 sur le tas %2&#x202f;; carte retournée&#xa0;: %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2; %3 revealed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 et %n autre carte sur le tas %2&#x202f;; carte retournée&#xa0;: %3.</numerusform>
            <numerusform>%1 et %n autres cartes sur le tas %2&#x202f;; carte retournée&#xa0;: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Talon dealt: %1, %2, %3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Queue distribuée&#xa0;: %1, %2, %3.</translation>
    </message>
    <message>
        <source>%1 to a free cell; %2 revealed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 dans une cellule libre&#x202f;; carte retournée&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Talon dealt: %1, %2, %3, %4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Queue distribuée&#xa0;: %1, %2, %3, %4.</translation>
    </message>
    <message>
        <source>Column %1, card revealed: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Tas %1, carte retournée&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Run of %1 complete, %2 of 8.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Séquence de %1 terminée, %2 sur 8.</translation>
    </message>
    <message>
        <source>Run complete (%1 … %2), %3 of 4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Séquence terminée (%1 … %2), %3 sur 4.</translation>
    </message>
    <message>
        <source>Run of %1 complete, %2 of 4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Séquence de %1 terminée, %2 sur 4.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>This text is not a valid Scorpion position; a new game was dealt instead. Reason: %1</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Ce texte n’est pas une position Scorpion valide&#x202f;; une nouvelle partie a été distribuée à la place. Raison&#xa0;: %1</translation>
    </message>
    <message>
        <source>“%1” is not a game number; a new game was dealt instead.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’est pas un numéro de partie&#x202f;; une nouvelle partie a été distribuée à la place.</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as %1 and a new game was dealt.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partie enregistrée n’a pas pu être lue&#x202f;; elle a été conservée sous %1 et une nouvelle partie a été distribuée.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Drop the cards on a column.</source>
        <extracomment>scorpion_qt/app/board/view.py</extracomment>
        <translation>Déposez les cartes sur un tas.</translation>
    </message>
    <message>
        <source>This card has nowhere to go.</source>
        <extracomment>scorpion_qt/app/board/gestures.py, scorpion_qt/app/board/view.py</extracomment>
        <translation>Cette carte ne peut aller nulle part.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Une carte face cachée ne peut pas être déplacée.</translation>
    </message>
    <message>
        <source>Completed runs stay on the foundations.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Les séquences terminées restent sur les fondations.</translation>
    </message>
    <message>
        <source>Press %1 again to deal one card onto each of columns 1 to 4.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Appuyez de nouveau sur %1 pour distribuer une carte sur chacun des tas 1 à 4.</translation>
    </message>
    <message>
        <source>Click the talon again to deal one card onto each of columns 1 to 4.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Cliquez de nouveau sur la Queue pour distribuer une carte sur chacun des tas 1 à 4.</translation>
    </message>
    <message>
        <source>Press %1 again to deal one card onto each of columns 1 to 3.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Appuyez de nouveau sur %1 pour distribuer une carte sur chacun des tas 1 à 3.</translation>
    </message>
    <message>
        <source>Click the talon again to deal one card onto each of columns 1 to 3.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Cliquez de nouveau sur la Queue pour distribuer une carte sur chacun des tas 1 à 3.</translation>
    </message>
    <message>
        <source>Select a card first.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Choisissez d’abord une carte.</translation>
    </message>
    <message>
        <source>No face-up card above this one.</source>
        <extracomment>scorpion_qt/app/board/keyboard.py</extracomment>
        <translation>Aucune carte face visible au-dessus de celle-ci.</translation>
    </message>
    <message>
        <source>No card can move.</source>
        <extracomment>scorpion_qt/app/board/view.py</extracomment>
        <translation>Aucune carte ne peut être déplacée.</translation>
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
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>CardInput</name>
    <message>
        <source>S H D C</source>
        <comment>Find a Card: the letters of spades, hearts, diamonds and clubs, in this order, separated by spaces; write - for a suit whose initial another suit shares; no letter twice, none equal to a rank letter</comment>
        <extracomment>scorpion_qt/app/a11y/cardinput.py</extracomment>
        <translation>P - - T</translation>
    </message>
    <message>
        <source>of the</source>
        <comment>Find a Card: small words of card names a player may type or leave out, separated by spaces</comment>
        <extracomment>scorpion_qt/app/a11y/cardinput.py</extracomment>
        <translation>de du le la l</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>As de pique</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>2 de pique</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>3 de pique</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>4 de pique</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>5 de pique</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>6 de pique</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>7 de pique</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>8 de pique</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>9 de pique</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>10 de pique</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Valet de pique</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Dame de pique</translation>
    </message>
    <message>
        <source>King of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Roi de pique</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>As de cœur</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>2 de cœur</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>3 de cœur</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>4 de cœur</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>5 de cœur</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>6 de cœur</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>7 de cœur</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>8 de cœur</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>9 de cœur</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>10 de cœur</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Valet de cœur</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Dame de cœur</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Roi de cœur</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>As de carreau</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>2 de carreau</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>3 de carreau</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>4 de carreau</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>5 de carreau</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>6 de carreau</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>7 de carreau</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>8 de carreau</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>9 de carreau</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>10 de carreau</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Valet de carreau</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Dame de carreau</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Roi de carreau</translation>
    </message>
    <message>
        <source>Ace of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>As de trèfle</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>2 de trèfle</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>3 de trèfle</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>4 de trèfle</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>5 de trèfle</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>6 de trèfle</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>7 de trèfle</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>8 de trèfle</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>9 de trèfle</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>10 de trèfle</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Valet de trèfle</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Dame de trèfle</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Roi de trèfle</translation>
    </message>
    <message>
        <source>spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>trèfle</translation>
    </message>
</context>
<context>
    <name>CardsDefinite</name>
    <message>
        <source>the Ace of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>l’as de pique</translation>
    </message>
    <message>
        <source>the 2 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 2 de pique</translation>
    </message>
    <message>
        <source>the 3 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 3 de pique</translation>
    </message>
    <message>
        <source>the 4 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 4 de pique</translation>
    </message>
    <message>
        <source>the 5 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 5 de pique</translation>
    </message>
    <message>
        <source>the 6 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 6 de pique</translation>
    </message>
    <message>
        <source>the 7 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 7 de pique</translation>
    </message>
    <message>
        <source>the 8 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 8 de pique</translation>
    </message>
    <message>
        <source>the 9 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 9 de pique</translation>
    </message>
    <message>
        <source>the 10 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 10 de pique</translation>
    </message>
    <message>
        <source>the Jack of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le valet de pique</translation>
    </message>
    <message>
        <source>the Queen of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la dame de pique</translation>
    </message>
    <message>
        <source>the King of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le roi de pique</translation>
    </message>
    <message>
        <source>the Ace of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>l’as de cœur</translation>
    </message>
    <message>
        <source>the 2 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 2 de cœur</translation>
    </message>
    <message>
        <source>the 3 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 3 de cœur</translation>
    </message>
    <message>
        <source>the 4 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 4 de cœur</translation>
    </message>
    <message>
        <source>the 5 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 5 de cœur</translation>
    </message>
    <message>
        <source>the 6 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 6 de cœur</translation>
    </message>
    <message>
        <source>the 7 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 7 de cœur</translation>
    </message>
    <message>
        <source>the 8 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 8 de cœur</translation>
    </message>
    <message>
        <source>the 9 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 9 de cœur</translation>
    </message>
    <message>
        <source>the 10 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 10 de cœur</translation>
    </message>
    <message>
        <source>the Jack of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le valet de cœur</translation>
    </message>
    <message>
        <source>the Queen of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la dame de cœur</translation>
    </message>
    <message>
        <source>the King of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le roi de cœur</translation>
    </message>
    <message>
        <source>the Ace of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>l’as de carreau</translation>
    </message>
    <message>
        <source>the 2 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 2 de carreau</translation>
    </message>
    <message>
        <source>the 3 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 3 de carreau</translation>
    </message>
    <message>
        <source>the 4 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 4 de carreau</translation>
    </message>
    <message>
        <source>the 5 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 5 de carreau</translation>
    </message>
    <message>
        <source>the 6 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 6 de carreau</translation>
    </message>
    <message>
        <source>the 7 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 7 de carreau</translation>
    </message>
    <message>
        <source>the 8 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 8 de carreau</translation>
    </message>
    <message>
        <source>the 9 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 9 de carreau</translation>
    </message>
    <message>
        <source>the 10 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 10 de carreau</translation>
    </message>
    <message>
        <source>the Jack of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le valet de carreau</translation>
    </message>
    <message>
        <source>the Queen of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la dame de carreau</translation>
    </message>
    <message>
        <source>the King of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le roi de carreau</translation>
    </message>
    <message>
        <source>the Ace of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>l’as de trèfle</translation>
    </message>
    <message>
        <source>the 2 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 2 de trèfle</translation>
    </message>
    <message>
        <source>the 3 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 3 de trèfle</translation>
    </message>
    <message>
        <source>the 4 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 4 de trèfle</translation>
    </message>
    <message>
        <source>the 5 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 5 de trèfle</translation>
    </message>
    <message>
        <source>the 6 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 6 de trèfle</translation>
    </message>
    <message>
        <source>the 7 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 7 de trèfle</translation>
    </message>
    <message>
        <source>the 8 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 8 de trèfle</translation>
    </message>
    <message>
        <source>the 9 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 9 de trèfle</translation>
    </message>
    <message>
        <source>the 10 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le 10 de trèfle</translation>
    </message>
    <message>
        <source>the Jack of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le valet de trèfle</translation>
    </message>
    <message>
        <source>the Queen of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la dame de trèfle</translation>
    </message>
    <message>
        <source>the King of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>le roi de trèfle</translation>
    </message>
</context>
<context>
    <name>ChooseGame</name>
    <message>
        <source>Choose Game</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Choisir une partie</translation>
    </message>
    <message>
        <source>&amp;Game number (1 to %1) or link:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>&amp;Numéro de partie (de 1 à %1) ou lien&#xa0;:</translation>
    </message>
    <message>
        <source>Game number</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Numéro de partie</translation>
    </message>
    <message>
        <source>Not a game number: use a whole number from 1 to %1.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Ce n’est pas un numéro de partie&#xa0;: saisissez un nombre entier de 1 à %1.</translation>
    </message>
    <message>
        <source>Checking whether this deal can be won…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Vérification en cours&#xa0;: cette donne peut-elle être gagnée&#x202f;?</translation>
    </message>
    <message>
        <source>%1, game %2, is proven winnable.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Il est prouvé que %1, partie %2, peut être gagnée.</translation>
    </message>
    <message>
        <source>%1, game %2, is proven lost: no play can win it. You can still deal it.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Il est prouvé que %1, partie %2, est perdue d’avance&#xa0;: aucune façon de jouer ne permet de la gagner. Vous pouvez tout de même la distribuer.</translation>
    </message>
    <message>
        <source>The solver could not decide %1, game %2, in time.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Le solveur n’a pas pu déterminer à temps si %1, partie %2, peut être gagnée.</translation>
    </message>
    <message>
        <source>Game %1 is proven winnable.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Il est prouvé que la partie %1 peut être gagnée.</translation>
    </message>
    <message>
        <source>Game %1 is proven lost: no play can win it. You can still deal it.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Il est prouvé que la partie %1 est perdue d’avance&#xa0;: aucune façon de jouer ne permet de la gagner. Vous pouvez tout de même la distribuer.</translation>
    </message>
    <message>
        <source>The solver could not decide game %1 in time.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Le solveur n’a pas pu déterminer à temps si la partie %1 peut être gagnée.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Scorpion solitaire (Cards4 rules).</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Le solitaire Scorpion (règles de Cards4).</translation>
    </message>
    <message>
        <source>usage: </source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>utilisation&#xa0;: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>arguments positionnels&#xa0;</translation>
    </message>
    <message>
        <source>options</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>options&#xa0;</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>affiche cette aide et quitte</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>affiche la version et quitte</translation>
    </message>
    <message>
        <source>deal game number N (1 to 2**63-1)</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>distribue la partie numéro N (de 1 à 2**63-1)</translation>
    </message>
    <message>
        <source>a scorpion://game/N link</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>un lien scorpion://game/N</translation>
    </message>
    <message>
        <source>practise from a position in the rules&apos; notation (FILE, or - for stdin)</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>s’entraîner sur une position dans la notation des règles (FICHIER, ou - pour l’entrée standard)</translation>
    </message>
    <message>
        <source>FILE</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>LINK</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>LIEN</translation>
    </message>
    <message>
        <source>WxH</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>LxH</translation>
    </message>
    <message>
        <source>--game %1 is not a game number: give a whole number from 1 to 2**63-1.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>--game %1 n’est pas un numéro de partie&#xa0;: indiquez un nombre entier de 1 à 2**63-1.</translation>
    </message>
    <message>
        <source>Cannot read the position %1: there is no such file.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Impossible de lire la position %1&#xa0;: ce fichier n’existe pas.</translation>
    </message>
    <message>
        <source>Cannot read the position %1: it is not a text file of at most 64 KB (UTF-8).</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Impossible de lire la position %1&#xa0;: ce n’est pas un fichier texte (UTF-8) d’au plus 64&#xa0;Ko.</translation>
    </message>
    <message>
        <source>Cannot read the position %1: the file cannot be opened.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Impossible de lire la position %1&#xa0;: le fichier ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>render the window to a PNG file and exit</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>enregistre la fenêtre dans un fichier PNG et quitte</translation>
    </message>
    <message>
        <source>window size for --screenshot, WxH in px</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>taille de la fenêtre pour --screenshot, LxH en px</translation>
    </message>
    <message>
        <source>language: en, es, de or fr (default: the settings, then the system&apos;s)</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>langue&#xa0;: en, es, de ou fr (par défaut&#xa0;: celle des paramètres, sinon celle du système)</translation>
    </message>
    <message>
        <source>deal a game of the Scorpion family&apos;s variant: cards4 (the default), scorpion-ii, wasp, scorpion-tail, three-blind-mice, scorpion-head or double-scorpion</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>distribuer une partie d’une variante de la famille du Scorpion&#xa0;: cards4 (par défaut), scorpion-ii, wasp, scorpion-tail, three-blind-mice, scorpion-head ou double-scorpion</translation>
    </message>
    <message>
        <source>add the menu entry, icons and scorpion:// links for this user</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>ajoute l’entrée de menu, les icônes et les liens scorpion:// pour cet utilisateur</translation>
    </message>
    <message>
        <source>remove what --install-desktop-entry added</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>retire ce qu’a ajouté --install-desktop-entry</translation>
    </message>
    <message>
        <source>use either a game (--game or a link) or --position, not both</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>indiquez soit une partie (--game ou un lien), soit --position, pas les deux</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>you are not allowed to use it</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>vous n’avez pas l’autorisation de l’utiliser</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>il n’existe pas</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the system refused it (error %1)</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>le système a refusé l’opération (erreur %1)</translation>
    </message>
    <message>
        <source>it is not a small text file</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>ce n’est pas un petit fichier texte</translation>
    </message>
    <message>
        <source>an unexpected error occurred (%1)</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>une erreur inattendue s’est produite (%1)</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>un autre programme l’utilise</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>il est impossible d’y écrire</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>il est endommagé</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>il est impossible de l’ouvrir</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>le disque n’a pas pu être lu ou écrit</translation>
    </message>
    <message>
        <source>the database refused it (error %1)</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>la base de données a refusé l’opération (erreur %1)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&lt;h2&gt;The solver and the options&lt;/h2&gt;&lt;p&gt;With &lt;b&gt;Only winnable deals&lt;/b&gt; (on by default, in Settings), New Game deals only numbers that the solver has proven winnable; the solver sees every card, the face-down ones and the talon included. You do not see them, so you can still reach a dead end. The status bar says whether the position can still be won; when it cannot, the game offers to undo, to go back to the last position from which the game could still be won, or to give up. A number you type is dealt whatever it is, and the status bar says whether it can be won. Hints follow a winning line when one is known. The move counter counts every action and every undo.&lt;/p&gt;&lt;p&gt;Settings also hold two options of the traditional game: complete runs may stay in their column (the game is then won when the four runs are complete in place), and the talon may be dealt only when no other move remains. Cards4 uses neither; a change applies from the next new game.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;h2&gt;Le solveur et les options&lt;/h2&gt;&lt;p&gt;Avec &lt;b&gt;Uniquement des donnes gagnables&lt;/b&gt; (activé par défaut, dans les Paramètres), Nouvelle partie ne distribue que des numéros dont le solveur a prouvé qu’ils peuvent être gagnés&#x202f;; le solveur voit toutes les cartes, y compris les cartes face cachée et la Queue. Vous ne les voyez pas&#xa0;: vous pouvez donc encore aboutir à une impasse. La barre d’état indique si la position peut encore être gagnée&#x202f;; lorsque ce n’est plus le cas, le jeu propose d’annuler le dernier mouvement, de revenir à la dernière position d’où la partie pouvait encore être gagnée, ou d’abandonner. Un numéro que vous saisissez est distribué quel qu’il soit, et la barre d’état indique si la donne peut être gagnée. Les indices suivent une ligne gagnante lorsqu’elle est connue. Le compteur de mouvements compte chaque action et chaque annulation.&lt;/p&gt;&lt;p&gt;Les Paramètres proposent aussi deux options du jeu traditionnel&#xa0;: les séquences terminées peuvent rester dans leur tas (la partie est alors gagnée lorsque les quatre séquences sont terminées dans leurs tas), et la Queue ne peut être distribuée que lorsqu’aucun autre mouvement n’est possible. Cards4 n’utilise ni l’une ni l’autre&#x202f;; un changement s’applique à partir de la prochaine nouvelle partie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Page Down goes to the next card that can move, Page Up to the previous one; with a card picked up, they go to its next or previous destination, where Enter drops it. Home goes to the column&apos;s first face-up card, End to its last card. Find a Card (Ctrl+F) takes the focus to the card when it is face up.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;p&gt;Page suivante va à la prochaine carte qui peut être déplacée, Page précédente à la précédente&#x202f;; avec une carte en main, elles vont à sa destination suivante ou précédente, où Entrée la pose. Début va à la première carte visible du tas, Fin à sa dernière carte. Trouver une carte (Ctrl+F) porte le focus sur la carte quand elle est visible.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Page Down and Page Up pass over the cards that could only go to a free cell (Scorpion Head) or, in Wasp, only into an empty column, as long as some card can go elsewhere; Left, Right and Up still reach every face-up card.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;p&gt;Page suivante et Page précédente passent les cartes qui ne pourraient aller que dans une cellule libre (Scorpion Head) ou, à la Guêpe, que sur un tas vide, tant qu’une carte peut aller ailleurs&#x202f;; Gauche, Droite et Haut atteignent toujours chaque carte visible.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;How to play Scorpion&lt;/h1&gt;&lt;p&gt;These are the Cards4 rules.&lt;/p&gt;&lt;h2&gt;The deal&lt;/h2&gt;&lt;p&gt;One 52-card deck is dealt into seven columns of seven cards. In columns 1 to 4 the three base cards are face down; every other card is face up. The three remaining cards wait in the talon.&lt;/p&gt;&lt;h2&gt;Moving cards&lt;/h2&gt;&lt;p&gt;Pick any face-up card: it is the &lt;b&gt;lead card&lt;/b&gt;, and every card on top of it (its &lt;b&gt;companions&lt;/b&gt;) moves with it, in the same order, even when they are not in sequence. The lead card goes only on the card of the &lt;b&gt;same suit&lt;/b&gt; and exactly &lt;b&gt;one rank higher&lt;/b&gt;, at the end of another column: 9♦ goes on 10♦ only, not on 10♥ and not on J♦. Nothing goes on an Ace, and a King goes on no card.&lt;/p&gt;&lt;p&gt;An &lt;b&gt;empty column&lt;/b&gt; takes only a group whose lead card is a King. A Queen carrying a King does not qualify. A King whose group already fills its whole column cannot move to another empty column.&lt;/p&gt;&lt;h2&gt;The talon&lt;/h2&gt;&lt;p&gt;Once per game, whenever you choose, the three talon cards are dealt face up: one onto column 1, one onto column 2, one onto column 3, with no rank or suit check; an empty column receives its card too. The talon is never recycled.&lt;/p&gt;&lt;h2&gt;Flips, complete runs and the end&lt;/h2&gt;&lt;p&gt;A face-down card that becomes the end of its column turns face up. When a column ends in a complete run of one suit, King down to Ace, all face up, with the Ace at the end, the run leaves for a foundation. Four complete runs win the game. The game is blocked when no legal move remains and the talon has been dealt; Undo stays available.&lt;/p&gt;&lt;h2&gt;Undo, restart and saving&lt;/h2&gt;&lt;p&gt;Undo reverts a move together with its flips and removed runs. Restart Game replays the same deal from the start; New Game deals another one. Every game has a number: the same number always gives the same deal. Your progress is saved automatically. Random deals are not guaranteed to be winnable; hints suggest legal moves.&lt;/p&gt;&lt;h2&gt;Playing with the mouse and the keyboard&lt;/h2&gt;&lt;p&gt;Drag a card with its companions to a highlighted column, or click a card and then the destination column (or a numbered column button). Clicking the selected card again sends it to its destination. ▲ and ▼ grow or shrink the selection. Click the talon to arm it and again to deal. With the keyboard: the arrow keys move between columns and cards, Enter or Space picks up and drops, keys 1 to 7 choose a column, %1 deals the talon, %2 gives a hint, Esc cancels. In the Read menu, %3 describes the board, %4 the column with the focus and %5 lists the legal moves. The move panel lets you choose the card and the destination in lists and press Move.&lt;/p&gt;&lt;h2&gt;Strategy&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Dig out the face-down cards first: columns 1 to 4 hide twelve cards.&lt;/li&gt;&lt;li&gt;Play the board&apos;s useful moves before the talon covers the ends of columns 1 to 3.&lt;/li&gt;&lt;li&gt;Keep empty columns for Kings that still hide cards under them.&lt;/li&gt;&lt;li&gt;Never bury a low card under a higher card of its own suit: it can only leave when that card moves away.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;h1&gt;Comment jouer au Scorpion&lt;/h1&gt;&lt;p&gt;Voici les règles de Cards4 du Solitaire Scorpion.&lt;/p&gt;&lt;h2&gt;La donne&lt;/h2&gt;&lt;p&gt;Un jeu de 52 cartes est distribué en sept tas de 7 cartes, le Corps. Les trois premières cartes des quatre premiers tas sont distribuées face cachée&#x202f;; toutes les autres cartes sont face visible. Les trois cartes restantes sont placées face cachée dans la Queue.&lt;/p&gt;&lt;h2&gt;Déplacer des cartes&lt;/h2&gt;&lt;p&gt;Choisissez n’importe quelle carte face visible&#xa0;: elle part avec toutes les cartes posées sur elle, dans le même ordre, même si elles ne forment pas une séquence. Vous pouvez déplacer ce groupe vers un autre tas dont la dernière carte est de la &lt;b&gt;même couleur&lt;/b&gt; que la carte choisie et &lt;b&gt;exactement d’un rang au-dessus&lt;/b&gt;&#xa0;: le 9♦ va seulement sur le 10♦, et non sur le 10♥ ni sur le valet de carreau. Être rouges toutes les deux ne suffit pas. L’as est bas et ne se relie pas au roi&#xa0;: rien ne se place sur un as, et un roi ne se place sur aucune carte.&lt;/p&gt;&lt;p&gt;Un &lt;b&gt;tas vide&lt;/b&gt; n’accepte qu’un roi, ou un groupe qui commence par un roi. Une dame ne suffit pas, même si un roi se trouve parmi les cartes posées sur elle. Un roi dont le groupe remplit déjà tout son tas ne peut pas passer sur un autre tas vide.&lt;/p&gt;&lt;h2&gt;La Queue&lt;/h2&gt;&lt;p&gt;Une fois par partie, quand vous le voulez, les trois cartes de la Queue sont distribuées face visible sur les trois premiers tas du Corps&#xa0;: une sur le tas 1, une sur le tas 2, une sur le tas 3, sans contrôle de rang ni de couleur&#x202f;; un tas vide reçoit aussi sa carte. La Queue ne se redistribue jamais.&lt;/p&gt;&lt;h2&gt;Cartes retournées, séquences terminées et fin&lt;/h2&gt;&lt;p&gt;Une carte face cachée qui devient la dernière de son tas est retournée face visible automatiquement. Quand la fin d’un tas forme une séquence terminée d’une même couleur, du roi à l’as, entièrement face visible et l’as en bout de tas, elle est retirée de la table vers les fondations. Les cartes isolées ne vont jamais aux fondations. Quatre séquences terminées gagnent la partie. La partie est bloquée quand il ne reste aucun mouvement autorisé et que la Queue a été distribuée&#x202f;; l’annulation reste possible.&lt;/p&gt;&lt;h2&gt;Annuler, recommencer et enregistrer&lt;/h2&gt;&lt;p&gt;Annuler défait un mouvement, avec les cartes retournées et les séquences retirées. Recommencer la partie rejoue la même donne depuis le début&#x202f;; Nouvelle partie en distribue une autre. Chaque partie a un numéro&#xa0;: le même numéro produit toujours la même donne. La partie est enregistrée automatiquement. Une donne au hasard n’est pas forcément gagnable&#x202f;; les indices proposent des mouvements autorisés.&lt;/p&gt;&lt;h2&gt;Jouer à la souris et au clavier&lt;/h2&gt;&lt;p&gt;Faites glisser une carte et celles posées sur elle vers un tas en surbrillance, ou cliquez sur une carte puis sur le tas de destination (ou sur un bouton de tas numéroté). Un nouveau clic sur la carte choisie l’envoie à sa destination. ▲ et ▼ agrandissent ou réduisent la sélection. Un clic sur la Queue la prépare, un second la distribue. Au clavier&#xa0;: les flèches parcourent les tas et les cartes, Entrée ou Espace prennent et déposent, les touches 1 à 7 choisissent un tas, la touche %1 distribue la Queue, la touche %2 donne un indice et Échap efface la sélection. Dans le menu Lecture, la touche %3 décrit la table, la touche %4 le tas qui a le focus et la touche %5 liste les mouvements autorisés. Le panneau des mouvements permet de choisir la carte et la destination dans des listes, puis d’appuyer sur Déplacer.&lt;/p&gt;&lt;h2&gt;Stratégie&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Dégagez d’abord les cartes face cachée&#xa0;: les tas 1 à 4 en cachent douze.&lt;/li&gt;&lt;li&gt;Jouez les mouvements utiles de la table avant que la Queue ne recouvre le bout des tas 1 à 3.&lt;/li&gt;&lt;li&gt;Gardez les tas vides pour les rois qui cachent encore des cartes sous eux.&lt;/li&gt;&lt;li&gt;N’enterrez jamais une carte basse sous une carte plus haute de sa couleur&#xa0;: elle ne sortira que lorsque cette carte s’en ira.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Variants and related games&lt;/h2&gt;&lt;p&gt;Game › Variant deals other games of the Scorpion family. &lt;b&gt;Scorpion II&lt;/b&gt; hides nine cards instead of twelve, in columns 1 to 3 only. In &lt;b&gt;Wasp&lt;/b&gt; an empty column takes any face-up card with the cards on it, not only a King. In &lt;b&gt;Scorpion Tail&lt;/b&gt; a card goes on the next higher card of the other colour (9♦ on 10♠ or 10♣), and a complete run alternates colours from King to Ace. &lt;b&gt;Three Blind Mice&lt;/b&gt; deals ten columns of five, the three base cards of columns 8 to 10 face down, and two cards face up in a reserve beside the foundations: a reserve card may go on its next higher card, or a King into an empty column, at any time; nothing goes back to the reserve, and there is no talon. &lt;b&gt;Scorpion Head&lt;/b&gt; deals eight cards face up to columns 1 to 3 and seven to columns 4 to 7, their four base cards face down, with no talon and four free cells: a column&apos;s end card, alone, may wait in an empty cell and go from there onto its next higher card, or a King into an empty column. With the keyboard, Left and Right reach the reserve or the cells after the last column; keys 1 to 9 and 0 choose columns 1 to 10. Everything else is as above. Game N of a variant lays out the cards of Scorpion&apos;s game N (in Scorpion II with column 4&apos;s base cards face up), played under the variant&apos;s rules; its link names the variant (scorpion://game/wasp/24). New Game goes on dealing the variant you play. For Wasp, Scorpion Tail, Three Blind Mice and Scorpion Head the solver searches without Scorpion&apos;s shortcuts: where it cannot finish it says “not decided”, never “lost”.&lt;/p&gt;&lt;p&gt;Spider uses two decks and moves only ordered same-suit groups. Yukon also moves unordered groups, but builds in alternate colours and has no talon. Neither can be chosen here, and strategy does not carry over between the games: “park any card in an empty column for a while” is good advice in Wasp, not in Scorpion.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;h2&gt;Variantes et jeux apparentés&lt;/h2&gt;&lt;p&gt;Partie › Variante distribue d’autres jeux de la famille du Scorpion. Le &lt;b&gt;Scorpion II&lt;/b&gt; cache neuf cartes au lieu de douze, seulement dans les tas 1 à 3. Dans la &lt;b&gt;Guêpe (Wasp)&lt;/b&gt;, un tas vide accepte toute carte face visible avec les cartes posées sur elle, pas seulement un roi. Dans le &lt;b&gt;Scorpion Tail&lt;/b&gt;, on pose en alternant rouge et noir, sur la carte d’un rang au-dessus (9♦ sur 10♠ ou 10♣), et une séquence terminée alterne rouge et noir du roi à l’as. Les &lt;b&gt;Trois Souris aveugles (Three Blind Mice)&lt;/b&gt; distribuent dix tas de cinq cartes, les trois cartes du bas des tas 8 à 10 face cachée, et deux cartes face visible dans une réserve à côté des fondations&#xa0;: une carte de la réserve peut aller à tout moment sur la carte d’un rang au-dessus, ou un roi sur un tas vide&#x202f;; rien ne revient dans la réserve, et il n’y a pas de Queue. Le &lt;b&gt;Scorpion Head&lt;/b&gt; distribue huit cartes face visible sur les tas 1 à 3 et sept sur les tas 4 à 7, leurs quatre cartes du bas face cachée, sans Queue et avec quatre cellules libres&#xa0;: la dernière carte d’un tas, seule, peut attendre dans une cellule vide et aller de là sur la carte d’un rang au-dessus, ou un roi sur un tas vide. Au clavier, Gauche et Droite atteignent la réserve ou les cellules après le dernier tas&#x202f;; les touches 1 à 9 et 0 choisissent les tas 1 à 10. Tout le reste est comme ci-dessus. La partie N d’une variante distribue les cartes de la partie N du Scorpion (dans le Scorpion II, avec les cartes du bas du tas 4 face visible) et se joue selon ses règles&#x202f;; son lien nomme la variante (scorpion://game/wasp/24). Nouvelle partie continue de distribuer la variante que vous jouez. Pour la Guêpe, le Scorpion Tail, les Trois Souris aveugles et le Scorpion Head, le solveur cherche sans les raccourcis du Scorpion&#xa0;: quand il ne peut pas finir, il dit «&#xa0;Non déterminé&#xa0;», jamais «&#xa0;Non gagnable&#xa0;».&lt;/p&gt;&lt;p&gt;L’Araignée (Spider) se joue avec deux jeux et ne déplace que des séquences ordonnées d’une même couleur. Le Yukon déplace aussi des groupes non ordonnés, mais pose en alternant rouge et noir et n’a pas de Queue. Aucun des deux ne peut être choisi ici, et la stratégie ne passe pas d’un jeu à l’autre&#xa0;: «&#xa0;poser n’importe quelle carte sur un tas vide pour un moment&#xa0;» est un bon conseil à la Guêpe, pas au Scorpion.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Double Scorpion&lt;/b&gt; deals two decks, each card twice, into ten columns of ten; the four base cards of columns 1 to 5 are face down, and the talon&apos;s four cards go one onto each of columns 1 to 4. A card goes on the next higher card of its suit from either deck, a complete run may mix the two decks, and eight runs win. The two copies of a card have the same name: the Card box and Find a Card say where each one lies, and the notation writes the second copy with an apostrophe (9D&apos;). Its links name it (scorpion://game/double-scorpion/5). The solver decides few of its deals in time: it then says “not decided”, never “lost”, and Only winnable deals, after ten tries without a proven winnable deal, deals one it could not decide and says so.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;p&gt;Le &lt;b&gt;Double Scorpion&lt;/b&gt; distribue deux jeux, chaque carte en deux exemplaires, en dix tas de dix cartes&#x202f;; les quatre cartes du bas des tas 1 à 5 sont face cachée, et les quatre cartes de la Queue vont une sur chacun des tas 1 à 4. Une carte va sur la carte d’un rang au-dessus de sa couleur, de l’un ou l’autre jeu, une séquence terminée peut mêler les deux jeux, et huit séquences terminées gagnent. Les deux exemplaires d’une carte portent le même nom&#xa0;: la liste Carte et Trouver une carte disent où se trouve chacun, et la notation écrit le second exemplaire avec une apostrophe (9D&apos;). Ses liens le nomment (scorpion://game/double-scorpion/5). Le solveur ne détermine à temps que peu de ses donnes&#xa0;: il dit alors «&#xa0;Non déterminé&#xa0;», jamais «&#xa0;Non gagnable&#xa0;», et Uniquement des donnes gagnables, après dix essais sans donne prouvée gagnable, en distribue une qu’il n’a pas pu déterminer et le dit.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play Scorpion</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>Comment jouer au Scorpion</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>D</source>
        <comment>key that deals the talon (Edit menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>H</source>
        <comment>key that gives a hint (Edit menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>I</translation>
    </message>
    <message>
        <source>B</source>
        <comment>key that describes the board (Read menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>C</source>
        <comment>key that describes the column (Read menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>L</source>
        <comment>key that lists the moves (Read menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>L</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>“%1” is not a game number (1 to %2) or a scorpion://game/ link; your game was kept.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’est ni un numéro de partie (de 1 à %2) ni un lien scorpion://game/&#x202f;; votre partie a été conservée.</translation>
    </message>
    <message>
        <source>“%1” is a game link whose moves cannot be read; your game was kept.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>«&#xa0;%1&#xa0;» est un lien de partie dont les mouvements sont illisibles&#x202f;; votre partie a été conservée.</translation>
    </message>
    <message>
        <source>The link&apos;s moves stop at move %1, which cannot be played in game %2: the game is shown as far as they go.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Les mouvements du lien s’arrêtent au mouvement %1, qui ne peut pas être joué dans la partie %2&#xa0;: la partie est montrée jusque-là.</translation>
    </message>
    <message>
        <source>This text is not a valid Scorpion position; your game was kept. Reason: %1</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Ce texte n’est pas une position Scorpion valide&#x202f;; votre partie a été conservée. Raison&#xa0;: %1</translation>
    </message>
    <message>
        <source>Scorpion is already running with your saved game, but this window could not reach it: this window&apos;s game will not be saved. Close it and use the other window.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Scorpion est déjà ouvert avec votre partie enregistrée, mais cette fenêtre n’a pas pu le joindre&#xa0;: la partie de cette fenêtre ne sera pas enregistrée. Fermez-la et utilisez l’autre fenêtre.</translation>
    </message>
    <message>
        <source>This window cannot receive links or later launches of Scorpion (%1): each of them will open another window, whose game is not saved. Quit and start Scorpion again to fix this.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Cette fenêtre ne peut recevoir ni liens ni autres lancements de Scorpion (%1)&#xa0;: chacun ouvrira une autre fenêtre, dont la partie ne sera pas enregistrée. Pour y remédier, quittez Scorpion et relancez-le.</translation>
    </message>
    <message>
        <source>Scorpion Does Not Answer</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Scorpion ne répond pas</translation>
    </message>
    <message>
        <source>Scorpion is already running, but its window does not answer: it may be stopped or frozen. Your request was sent to it and will be carried out as soon as it runs again, so no second window was opened. If it stays frozen, end that Scorpion and start it again.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Scorpion est déjà ouvert, mais sa fenêtre ne répond pas&#xa0;: il est peut-être arrêté ou figé. Votre demande lui a été envoyée et sera exécutée dès qu’il fonctionnera de nouveau&#x202f;; aucune deuxième fenêtre n’a donc été ouverte. S’il reste figé, fermez ce Scorpion et relancez-le.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Move %1, %2, lost the win: before it, %3 still won.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Le mouvement %1, %2, a fait perdre la partie&#xa0;: avant lui, %3 gagnait encore.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Mouvement %1</translation>
    </message>
    <message>
        <source>Go Back Before Move %1</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Revenir avant le mouvement %1</translation>
    </message>
    <message>
        <source>Hint: %1. It is the only move that still wins.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Indice&#xa0;: %1. C’est le seul mouvement qui gagne encore.</translation>
    </message>
    <message>
        <source>Hint: %1. It completes a run.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Indice&#xa0;: %1. Il termine une séquence.</translation>
    </message>
    <message>
        <source>Hint: %1. It completes the run of %2.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Indice&#xa0;: %1. Il termine la séquence de %2.</translation>
    </message>
    <message>
        <source>Hint: %1. It turns up the face-down card of column %2.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Indice&#xa0;: %1. Il retourne la carte face cachée du tas %2.</translation>
    </message>
    <message>
        <source>Hint: %1. It empties column %2 for a King.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Indice&#xa0;: %1. Il vide le tas %2 pour un roi.</translation>
    </message>
    <message>
        <source>Hint: %1. It keeps column %2 free for a King.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Indice&#xa0;: %1. Il garde le tas %2 libre pour un roi.</translation>
    </message>
    <message>
        <source>Hint: %1. The solver found a win that starts with it.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Indice&#xa0;: %1. Le solveur a trouvé une façon de gagner qui commence ainsi.</translation>
    </message>
    <message>
        <source>Lost the win at</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Partie perdue au</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1 (montrée)</translation>
    </message>
    <message>
        <source>Replay My Moves</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py, scorpion_qt/app/ui/endgame.py, scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Revoir mes mouvements</translation>
    </message>
    <message>
        <source>Chosen game</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Partie choisie</translation>
    </message>
    <message>
        <source>This game&apos;s moves were not kept.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Les mouvements de cette partie n’ont pas été gardés.</translation>
    </message>
    <message>
        <source>Looking for the move that lost the win…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Recherche du mouvement qui a fait perdre la partie…</translation>
    </message>
    <message>
        <source>The solver could not prove which move lost the win.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Le solveur n’a pas pu prouver quel mouvement a fait perdre la partie.</translation>
    </message>
    <message>
        <source>No move lost the win: this deal could not be won from the start.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Aucun mouvement n’a fait perdre la partie&#xa0;: cette donne était perdue dès le début.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Restart Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Recommencer la partie</translation>
    </message>
    <message>
        <source>&amp;Choose Game by Number…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Choisir une partie par numéro…</translation>
    </message>
    <message>
        <source>Show Me &amp;How</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Montrez-moi comment</translation>
    </message>
    <message>
        <source>Copy &amp;Link to This Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Copier le &amp;lien de cette partie</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Open Position…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Ouvrir une position…</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Copier la position</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Deal the Talon</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Distribuer la Queue</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;About Scorpion</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>À &amp;propos de Scorpion</translation>
    </message>
    <message>
        <source>Describe the &amp;Board</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Décrire la &amp;table</translation>
    </message>
    <message>
        <source>Describe the &amp;Column</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Décrire le t&amp;as</translation>
    </message>
    <message>
        <source>&amp;List the Moves</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Lister les mouvements</translation>
    </message>
    <message>
        <source>&amp;Find a Card…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>T&amp;rouver une carte…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Barre d’outils</translation>
    </message>
    <message>
        <source>Showing how to win. Press any key or click to take over; + and − change the speed.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Voici comment gagner. Appuyez sur une touche ou cliquez pour reprendre la main&#x202f;; + et − changent la vitesse.</translation>
    </message>
    <message>
        <source>Show Me How stopped: the game is yours from here.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Démonstration arrêtée&#x202f;: à vous de jouer.</translation>
    </message>
    <message>
        <source>Show Me How: one action every %1 seconds.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Démonstration&#x202f;: un coup toutes les %1 secondes.</translation>
    </message>
    <message>
        <source>The solver is still judging this position; the showing starts once it finds a winning line.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Le solveur analyse encore cette position&#x202f;; la démonstration commencera dès qu’il aura trouvé comment gagner.</translation>
    </message>
    <message>
        <source>No winning line is known from this position.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Aucune façon de gagner n’est connue depuis cette position.</translation>
    </message>
    <message>
        <source>Show Me How</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Montrez-moi comment</translation>
    </message>
    <message>
        <source>This game can no longer be won from here. Go back to the last winnable position and show how to win from there?</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Cette partie ne peut plus être gagnée d’ici. Revenir à la dernière position gagnable et montrer comment gagner à partir de là&#x202f;?</translation>
    </message>
    <message>
        <source>Link to this game and its moves copied: it opens this position with the face-down cards still hidden.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Lien vers cette partie et ses coups copié&#xa0;: il ouvre cette position sans dévoiler les cartes faces cachées.</translation>
    </message>
    <message>
        <source>Scorpion — %1, Game %2 (shown)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — %1, partie %2 (montrée)</translation>
    </message>
    <message>
        <source>%1, game %2, shown (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>%1, partie %2, montrée (sans records)</translation>
    </message>
    <message>
        <source>Scorpion — %1, Game %2 (from a link)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — %1, partie %2 (depuis un lien)</translation>
    </message>
    <message>
        <source>%1, game %2, from a link (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>%1, partie %2, depuis un lien (sans records)</translation>
    </message>
    <message>
        <source>Scorpion — %1, Game %2</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — %1, partie %2</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>%1, partie %2</translation>
    </message>
    <message>
        <source>Scorpion — Game %1 (shown)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — Partie %1 (montrée)</translation>
    </message>
    <message>
        <source>Game %1, shown (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Partie %1, montrée (sans records)</translation>
    </message>
    <message>
        <source>Scorpion — Game %1 (from a link)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — Partie %1 (depuis un lien)</translation>
    </message>
    <message>
        <source>Game %1, from a link (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Partie %1, depuis un lien (sans records)</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <extracomment>scorpion_qt/app/ui/variant_menu.py</extracomment>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>Move Panel</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>Panneau des mouvements</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>scorpion_qt/app/ui/history.py</extracomment>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&amp;Move Panel</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>&amp;Panneau des mouvements</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>Deal</source>
        <extracomment>scorpion_qt/app/ui/history.py</extracomment>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Grow the selection by one card (Up)</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Agrandir la sélection d’une carte (touche Haut)</translation>
    </message>
    <message>
        <source>Grow selection</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Agrandir la sélection</translation>
    </message>
    <message>
        <source>Shrink the selection by one card (Down)</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Réduire la sélection d’une carte (touche Bas)</translation>
    </message>
    <message>
        <source>Shrink selection</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Réduire la sélection</translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Tas %1</translation>
    </message>
    <message>
        <source>Move the selection to column %1 (key %1)</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Déplacer la sélection sur le tas %1 (touche %1)</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>Table</translation>
    </message>
    <message>
        <source>Game %1 cannot be won, whatever you play.</source>
        <extracomment>scorpion_qt/app/game/session.py, scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partie %1 ne peut pas être gagnée, quoi que vous jouiez.</translation>
    </message>
    <message>
        <source>The solver could not decide game %1 in time.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>Le solveur n’a pas pu déterminer à temps si la partie %1 peut être gagnée.</translation>
    </message>
    <message>
        <source>Looking for the last winnable position…</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>Recherche de la dernière position gagnable…</translation>
    </message>
    <message numerus="yes">
        <source>No deal was proven winnable in %Ln tries: game %1 was dealt, which the solver could not decide.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>
            <numerusform>Aucune donne n’a été prouvée gagnable en %Ln essai&#xa0;: la partie %1 a été distribuée sans que le solveur ait pu déterminer si elle peut être gagnée.</numerusform>
            <numerusform>Aucune donne n’a été prouvée gagnable en %Ln essais&#xa0;: la partie %1 a été distribuée sans que le solveur ait pu déterminer si elle peut être gagnée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings could not be read; the file was kept as %1 and the default settings are used.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Les paramètres n’ont pas pu être lus&#x202f;; le fichier a été conservé sous %1 et les paramètres par défaut sont utilisés.</translation>
    </message>
    <message>
        <source>The records of won games could not be read; the file was kept as %1 and records start afresh.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Les records des parties gagnées n’ont pas pu être lus&#x202f;; le fichier a été conservé sous %1 et les records repartent de zéro.</translation>
    </message>
    <message>
        <source>The game cannot be saved in %1; you can play on, but it will not be kept.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partie ne peut pas être enregistrée dans %1&#x202f;; vous pouvez continuer à jouer, mais elle ne sera pas conservée.</translation>
    </message>
    <message>
        <source>Settings cannot be saved in %1; changes last only until you quit.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Les paramètres ne peuvent pas être enregistrés dans %1&#x202f;; les modifications ne durent que jusqu’à ce que vous quittiez.</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read; it is left untouched, and this game will not be saved.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partie enregistrée %1 ne peut pas être lue&#x202f;; elle reste intacte et cette partie ne sera pas enregistrée.</translation>
    </message>
    <message>
        <source>The saved game %1 comes from a newer version of Scorpion; it is left untouched, and this game will not be saved.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partie enregistrée %1 vient d’une version plus récente de Scorpion&#x202f;; elle reste intacte et cette partie ne sera pas enregistrée.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read; it is left untouched, and changes last only until you quit.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Le fichier des paramètres %1 ne peut pas être lu&#x202f;; il reste intact et les modifications ne durent que jusqu’à ce que vous quittiez.</translation>
    </message>
    <message>
        <source>Restart This Game?</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Recommencer cette partie&#x202f;?</translation>
    </message>
    <message>
        <source>Restart this practice game from its first position? It is not finished; its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Recommencer cette partie d’entraînement depuis sa position de départ&#x202f;? Elle n’est pas terminée&#x202f;; sa progression et son historique d’annulation seront perdus.</translation>
    </message>
    <message>
        <source>Restart game %1 from the deal? It is not finished; its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Recommencer la partie %1 depuis la donne&#x202f;? Elle n’est pas terminée&#x202f;; sa progression et son historique d’annulation seront perdus.</translation>
    </message>
    <message>
        <source>Scorpion — Practice Position</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — Position d’entraînement</translation>
    </message>
    <message>
        <source>Practice (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Entraînement (sans records)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>
            <numerusform>%Ln mouvement</numerusform>
            <numerusform>%Ln mouvements</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Blocked</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Bloquée</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Non gagnable</translation>
    </message>
    <message>
        <source>Wait for the new deal: a winnable one is being looked for.</source>
        <extracomment>scorpion_qt/app/game/session.py, scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Patientez&#xa0;: recherche d’une donne gagnable en cours.</translation>
    </message>
    <message>
        <source>Select a card first.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Choisissez d’abord une carte.</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Sélection effacée.</translation>
    </message>
    <message>
        <source>Full announcements: on.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Annonces complètes&#xa0;: activées.</translation>
    </message>
    <message>
        <source>Full announcements: off.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Annonces complètes&#xa0;: désactivées.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py, scorpion_qt/app/ui/play.py</extracomment>
        <translation>La partie est gagnée.</translation>
    </message>
    <message>
        <source>No winning move remains; best try: %1</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Plus aucun mouvement ne mène à la victoire&#x202f;; meilleur essai&#xa0;: %1</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Cette partie ne peut plus être gagnée.</translation>
    </message>
    <message>
        <source>Go Back to the Last Winnable Position</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Revenir à la dernière position gagnable</translation>
    </message>
    <message>
        <source>Give Up</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>This position cannot be won, whatever you play.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Cette position ne peut pas être gagnée, quoi que vous jouiez.</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a winnable deal… (%Ln tried)</source>
        <extracomment>scorpion_qt/app/ui/deals.py</extracomment>
        <translation>
            <numerusform>Recherche d’une donne gagnable… (%Ln essayée)</numerusform>
            <numerusform>Recherche d’une donne gagnable… (%Ln essayées)</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <extracomment>scorpion_qt/app/ui/deals.py</extracomment>
        <translation>Recherche d’une donne gagnable…</translation>
    </message>
    <message>
        <source>The solver is not available: game %1 was dealt without checking that it can be won.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>Le solveur n’est pas disponible&#xa0;: la partie %1 a été distribuée sans vérifier qu’elle peut être gagnée.</translation>
    </message>
    <message>
        <source>This practice game is not finished. Leave it for game %1? Its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Cette partie d’entraînement n’est pas terminée. La quitter pour la partie %1&#x202f;? Sa progression et son historique d’annulation seront perdus.</translation>
    </message>
    <message>
        <source>Game %1 is not finished. Deal it again from the start? Its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partie %1 n’est pas terminée. La redistribuer depuis le début&#x202f;? Sa progression et son historique d’annulation seront perdus.</translation>
    </message>
    <message>
        <source>Game %1 is not finished. Leave it for game %2? Its progress and undo history will be lost; the same deal can be dealt again by its number.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partie %1 n’est pas terminée. La quitter pour la partie %2&#x202f;? Sa progression et son historique d’annulation seront perdus&#x202f;; la même donne peut être rejouée grâce à son numéro.</translation>
    </message>
    <message>
        <source>Position copied in the rules&apos; notation.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Position copiée dans la notation des règles.</translation>
    </message>
    <message>
        <source>Clear &amp;Selection</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Effacer la &amp;sélection</translation>
    </message>
    <message>
        <source>Scorpion — Game %1</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — Partie %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Time %1</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Temps %1</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Gagnable</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Plus gagnable</translation>
    </message>
    <message>
        <source>Not decided</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Non déterminé</translation>
    </message>
    <message>
        <source>Find a Card</source>
        <extracomment>scorpion_qt/app/ui/reading.py</extracomment>
        <translation>Trouver une carte</translation>
    </message>
    <message>
        <source>Card (for example 7C or 7 of clubs):</source>
        <extracomment>scorpion_qt/app/ui/reading.py</extracomment>
        <translation>Carte (par exemple 7T ou 7 de trèfle)&#xa0;:</translation>
    </message>
    <message>
        <source>No move remains.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Il ne reste aucun mouvement.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <extracomment>scorpion_qt/app/ui/endgame.py, scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>You won this practice game — moves: %2, time: %3, undos: %4, hints: %5.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partie d’entraînement gagnée. Mouvements&#xa0;: %2, temps&#xa0;: %3, annulations&#xa0;: %4, indices&#xa0;: %5.</translation>
    </message>
    <message>
        <source>No legal move remains: the game is blocked.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Il ne reste aucun mouvement autorisé&#xa0;: la partie est bloquée.</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Annuler le mouvement</translation>
    </message>
    <message>
        <source>Full &amp;Announcements</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Annonces &amp;complètes</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>P&amp;lein écran</translation>
    </message>
    <message>
        <source>Restart</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Game %1 can be won.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>La partie %1 peut être gagnée.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partie %1 gagnée. Mouvements&#xa0;: %2, temps&#xa0;: %3, annulations&#xa0;: %4, indices&#xa0;: %5.</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Quitter cette partie&#x202f;?</translation>
    </message>
    <message>
        <source>This practice game is not finished. Leave it? Its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Cette partie d’entraînement n’est pas terminée. La quitter&#x202f;? Sa progression et son historique d’annulation seront perdus.</translation>
    </message>
    <message>
        <source>Game %1 is not finished. Leave it? Its progress and undo history will be lost; the same deal can be dealt again by its number.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partie %1 n’est pas terminée. La quitter&#x202f;? Sa progression et son historique d’annulation seront perdus&#x202f;; la même donne peut être rejouée grâce à son numéro.</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Copié&#xa0;: %1</translation>
    </message>
    <message>
        <source>About Scorpion</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>À propos de Scorpion</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Scorpion&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Scorpion solitaire by the Cards4 rules, playable with the mouse, the keyboard and a screen reader.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Scorpion&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Le Solitaire Scorpion selon les règles de Cards4, jouable à la souris, au clavier et avec un lecteur d’écran.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>&amp;Card:</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>&amp;Carte&#xa0;:</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Carte</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>&amp;Destination&#xa0;:</translation>
    </message>
    <message>
        <source>Destination</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Destination</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Déplace&amp;r</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Indice</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>%1, tas %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, with %n card(s)</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>
            <numerusform>%1, tas %2, avec %n carte dessus</numerusform>
            <numerusform>%1, tas %2, avec %n cartes dessus</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, free cell %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>%1, cellule libre %2</translation>
    </message>
    <message>
        <source>%1, reserve place %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>%1, réserve %2</translation>
    </message>
    <message>
        <source>Deal the talon</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Distribuer la Queue</translation>
    </message>
    <message>
        <source>No card to move</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Aucune carte à déplacer</translation>
    </message>
    <message>
        <source>Columns 1, 2, 3 and 4</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Tas 1, 2, 3 et 4</translation>
    </message>
    <message>
        <source>Columns 1, 2 and 3</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Tas 1, 2 et 3</translation>
    </message>
    <message>
        <source>Not now: other moves remain</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Pas maintenant&#xa0;: il reste d’autres mouvements</translation>
    </message>
    <message>
        <source>A free cell</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Une cellule libre</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Tas %1, vide</translation>
    </message>
    <message>
        <source>Column %1, on %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Tas %1, sur %2</translation>
    </message>
    <message>
        <source>No legal destination</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Aucune destination autorisée</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>%1 to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 sur le tas %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 et %n autre carte sur le tas %2</numerusform>
            <numerusform>%1 et %n autres cartes sur le tas %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to a free cell</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 dans une cellule libre</translation>
    </message>
    <message>
        <source>Deal the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Distribuer la Queue</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Notice</source>
        <extracomment>scorpion_qt/app/ui/notices.py</extracomment>
        <translation>Avis</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>scorpion_qt/app/ui/notices.py, scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>OpenPosition</name>
    <message>
        <source>Open Position</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Ouvrir une position</translation>
    </message>
    <message>
        <source>&amp;Position in the rules&apos; notation (a practice game: no records):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>&amp;Position dans la notation des règles (partie d’entraînement&#xa0;: pas de records)&#xa0;:</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Position à ouvrir</translation>
    </message>
    <message>
        <source>From a &amp;File…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Depuis un &amp;fichier…</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Le fichier n’a pas pu être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>This text is not a valid Scorpion position. Reason: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Ce texte n’est pas une position Scorpion valide. Raison&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Line %1: %2</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>“%1” is not of the form “label: cards”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’a pas la forme «&#xa0;étiquette&#xa0;: cartes&#xa0;».</translation>
    </message>
    <message>
        <source>“%1” is not a label: use talon, foundations, rules or 1 to 7.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’est pas une étiquette&#xa0;: utilisez talon, foundations, rules ou 1 à 7.</translation>
    </message>
    <message>
        <source>The label “%1” appears twice.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>L’étiquette «&#xa0;%1&#xa0;» apparaît deux fois.</translation>
    </message>
    <message>
        <source>“%1” is not a rule option: use keep-runs or traditional-talon.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’est pas une option de règles&#xa0;: utilisez keep-runs ou traditional-talon.</translation>
    </message>
    <message>
        <source>Talon, not a card: “%1”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Queue, pas une carte&#xa0;: «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Column %1, not a card: “%2”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Tas %1, pas une carte&#xa0;: «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Foundations, not a suit: “%1”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Fondations, pas une couleur&#xa0;: «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Foundations, suit given twice: “%1”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Fondations, couleur en double&#xa0;: «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The talon holds at most 3 cards.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>La Queue contient au plus 3 cartes.</translation>
    </message>
    <message>
        <source>Column %1, face-down card after a face-up card: %2.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Tas %1, carte face cachée après une carte face visible&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Column %1, last card face down: %2.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Tas %1, dernière carte face cachée&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Card given twice: %1.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Carte en double&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Card on the board although its suit is in the foundations: %1.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Carte sur la table alors que sa couleur est dans les fondations&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>
            <numerusform>%n carte manquante&#xa0;: %1.</numerusform>
            <numerusform>%n cartes manquantes&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The text is not in the rules&apos; notation.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Le texte ne suit pas la notation des règles.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>A face-down card cannot be moved.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Une carte face cachée ne peut pas être déplacée.</translation>
    </message>
    <message>
        <source>Only a King can go to the empty column %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Le tas vide %1 n’accepte qu’un roi, ou un groupe qui commence par un roi.</translation>
    </message>
    <message>
        <source>%1 is not in a column.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 n’est dans aucun tas.</translation>
    </message>
    <message>
        <source>%1 is already in column %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 est déjà sur le tas %2.</translation>
    </message>
    <message>
        <source>%1 already fills its whole column: moving it to an empty column changes nothing.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 occupe déjà tout son tas&#xa0;: le déplacer sur un tas vide ne change rien.</translation>
    </message>
    <message>
        <source>Nothing goes on %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Rien ne se place sur %1.</translation>
    </message>
    <message>
        <source>%1 only goes to an empty column.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 ne va que sur un tas vide.</translation>
    </message>
    <message>
        <source>%1 only goes on %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 ne va que sur %2.</translation>
    </message>
    <message>
        <source>%1 only goes on %2 or %3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 ne va que sur %2 ou sur %3.</translation>
    </message>
    <message>
        <source>The talon has already been dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>La Queue a déjà été distribuée.</translation>
    </message>
    <message>
        <source>The talon can be dealt only when no other move remains.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>La Queue ne peut être distribuée que lorsqu’il ne reste aucun autre mouvement.</translation>
    </message>
    <message>
        <source>This game has no such column.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Ce jeu n’a pas ce tas.</translation>
    </message>
    <message>
        <source>Only a column&apos;s end card, alone, goes to a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Seule la dernière carte d’un tas, seule, va dans une case libre.</translation>
    </message>
    <message>
        <source>Every free cell holds a card already.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Toutes les cases libres sont déjà occupées.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay of a practice game</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Revoir une partie d’entraînement</translation>
    </message>
    <message>
        <source>Replay of a practice game: read-only. Your game waits where you left it.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Partie d’entraînement revue&#xa0;: lecture seule. Votre partie vous attend là où vous l’avez laissée.</translation>
    </message>
    <message>
        <source>Replay of game %1</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Revoir la partie %1</translation>
    </message>
    <message>
        <source>Replay of game %1: read-only. Your game waits where you left it.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Partie %1 revue&#xa0;: lecture seule. Votre partie vous attend là où vous l’avez laissée.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <source>Back to the start (Home)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Revenir au début (Origine)</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Début</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>◀ Reculer</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Un mouvement en arrière (Gauche)</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Reculer</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Avancer ▶</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Un mouvement en avant (Droite)</translation>
    </message>
    <message>
        <source>Forward</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <source>To the last move (End)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Au dernier mouvement (Fin)</translation>
    </message>
    <message>
        <source>End</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Move That &amp;Lost the Win</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Mouvement &amp;perdant</translation>
    </message>
    <message>
        <source>The move that lost the win (L)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Le mouvement qui a fait perdre la partie (L)</translation>
    </message>
    <message>
        <source>Move that lost the win</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Mouvement qui a fait perdre la partie</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Close the replay (Escape)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Fermer la revue (Échap)</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>▶ Lecture</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Lecture ou pause (Espace)</translation>
    </message>
    <message numerus="yes">
        <source>Start of the game: %n move(s) to replay.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>
            <numerusform>Début de la partie&#xa0;: %n mouvement à revoir.</numerusform>
            <numerusform>Début de la partie&#xa0;: %n mouvements à revoir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3. This move lost the win.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Mouvement %1 sur %2&#xa0;: %3. Ce mouvement a fait perdre la partie.</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Mouvement %1 sur %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 This move lost the win.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>%1 Ce mouvement a fait perdre la partie.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>&amp;Clear complete runs to the foundations (Cards4)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Retirer les séquences terminées vers les fondations (Cards4)</translation>
    </message>
    <message>
        <source>Deal the &amp;talon at any time (Cards4)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Distribuer la Queue à tout moment (Cards4)</translation>
    </message>
    <message>
        <source>&amp;Only winnable deals</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Uniquement des donnes gagnables</translation>
    </message>
    <message>
        <source>&amp;Animate cards</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>A&amp;nimer les cartes</translation>
    </message>
    <message>
        <source>Full screen-reader a&amp;nnouncements</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Annonces &amp;complètes pour le lecteur d’écran</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Blue pattern</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Motif bleu</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Celui du jeu de cartes</translation>
    </message>
    <message>
        <source>Card t&amp;heme:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>T&amp;hème des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>D&amp;os des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Felt:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Tapis&#xa0;:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Announcements (Orca 45.2 and later)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Annonces (Orca 45.2 ou plus récent)</translation>
    </message>
    <message>
        <source>Notifications (every Orca version)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Notifications (toutes les versions d’Orca)</translation>
    </message>
    <message>
        <source>Screen-reader &amp;messages:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Messages pour le lecteur d’écran&#xa0;:</translation>
    </message>
    <message>
        <source>Screen-reader messages</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Messages pour le lecteur d’écran</translation>
    </message>
    <message>
        <source>Very slow</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Très lente</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Very fast</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Très rapide</translation>
    </message>
    <message>
        <source>Show Me How &amp;speed:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Vitesse de la démonstration&#xa0;:</translation>
    </message>
    <message>
        <source>Show Me How speed</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Vitesse de la démonstration</translation>
    </message>
    <message>
        <source>Rule options apply from the next new game.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Les options de règles s’appliquent à partir de la prochaine nouvelle partie.</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Aperçu</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics file was damaged; it was kept as %1, and every game that could still be read from it or from the backup was copied into the new statistics.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Le fichier des statistiques était endommagé&#x202f;; il a été conservé sous %1, et chaque partie encore lisible dans ce fichier ou dans la sauvegarde a été copiée dans les nouvelles statistiques.</translation>
    </message>
    <message>
        <source>The statistics file was missing or empty; your games were restored from the backup %1.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Le fichier des statistiques manquait ou était vide&#x202f;; vos parties ont été restaurées depuis la sauvegarde %1.</translation>
    </message>
    <message>
        <source>A file left beside the statistics did not belong to them; it was kept as %1 and not used. No game was lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Un fichier laissé à côté des statistiques ne leur appartenait pas&#x202f;; il a été conservé sous %1 et n’a pas été utilisé. Aucune partie n’a été perdue.</translation>
    </message>
    <message>
        <source>The statistics in %1 are in use by another program or cannot be written just now; they are paused and resume by themselves. No game is lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Les statistiques de %1 sont utilisées par un autre programme ou ne peuvent pas être écrites pour l’instant&#x202f;; elles sont en pause et reprendront d’elles-mêmes. Aucune partie n’est perdue.</translation>
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
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Blocked</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Bloquée</translation>
    </message>
    <message>
        <source>Gave up</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>In progress</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Abandoned (new game)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Interrompue (nouvelle partie)</translation>
    </message>
    <message>
        <source>Abandoned (restart)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Interrompue (recommencée)</translation>
    </message>
    <message>
        <source>Abandoned (quit)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Interrompue (jeu quitté)</translation>
    </message>
    <message>
        <source>Abandoned (another deal)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Interrompue (autre donne)</translation>
    </message>
    <message>
        <source>Abandoned (interrupted)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Interrompue (arrêt imprévu)</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Interrompue</translation>
    </message>
    <message>
        <source>Cards4</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Règles Cards4</translation>
    </message>
    <message>
        <source>runs stay</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>séquences non retirées</translation>
    </message>
    <message>
        <source>traditional talon</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Queue traditionnelle</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <source>Win rate over time, oldest games first: %1.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Taux de victoire au fil du temps, des parties les plus anciennes aux plus récentes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>no win</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>aucune victoire</translation>
    </message>
    <message>
        <source>Average moves of won games over time, oldest games first: %1.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Nombre moyen de mouvements des parties gagnées au fil du temps, des plus anciennes aux plus récentes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Taux de victoire au fil du temps</translation>
    </message>
    <message>
        <source>Moves over time (won games)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Mouvements au fil du temps (parties gagnées)</translation>
    </message>
    <message>
        <source>No data yet</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Pas encore de données</translation>
    </message>
    <message>
        <source>Ended</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Terminée le</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Mouvements</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Undos</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Annulations</translation>
    </message>
    <message>
        <source>Hints</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Proven winnable</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Gagnable (prouvé)</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>%1 (practice)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1 (entraînement)</translation>
    </message>
    <message>
        <source>Yes</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Oui</translation>
    </message>
    <message>
        <source>Not proven</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Non prouvé</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Les statistiques n’ont pas pu être lues&#xa0;: %1</translation>
    </message>
    <message>
        <source>game played #%1: %2</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>partie jouée nº %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>games played #%1–%2: %3</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>parties jouées nº %1 à %2&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %Ln game(s))</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>
            <numerusform>%1 (%2 sur %Ln partie)</numerusform>
            <numerusform>%1 (%2 sur %Ln parties)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>All games (practice games not counted)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Toutes les parties (hors parties d’entraînement)</translation>
    </message>
    <message>
        <source>Played:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Won:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Gagnées&#xa0;:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Taux de victoire&#xa0;:</translation>
    </message>
    <message>
        <source>Win rate, proven-winnable deals:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Taux de victoire, donnes prouvées gagnables&#xa0;:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Série de victoires en cours&#xa0;:</translation>
    </message>
    <message>
        <source>Best winning streak:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Meilleure série de victoires&#xa0;:</translation>
    </message>
    <message>
        <source>Average moves (won games):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Mouvements en moyenne (parties gagnées)&#xa0;:</translation>
    </message>
    <message>
        <source>Fewest moves:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Le moins de mouvements&#xa0;:</translation>
    </message>
    <message>
        <source>Average time (won games):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Temps moyen (parties gagnées)&#xa0;:</translation>
    </message>
    <message>
        <source>Best time:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Meilleur temps&#xa0;:</translation>
    </message>
    <message>
        <source>Shown by Show Me How (practice):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Montrées par «&#xa0;Montrez-moi comment&#xa0;» (entraînement)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Recent games (Enter or double click replays that game):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Parties &amp;récentes (Entrée ou double-clic pour rejouer cette partie)&#xa0;:</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Réini&amp;tialiser…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Figures for:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>&amp;Chiffres pour&#xa0;:</translation>
    </message>
    <message>
        <source>All games</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>%1, practice games not counted</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1, sans les parties d’entraînement</translation>
    </message>
    <message>
        <source>Reset Statistics?</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Réinitialiser les statistiques&#x202f;?</translation>
    </message>
    <message>
        <source>Forget every game played and every record? This cannot be undone.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Oublier toutes les parties jouées et tous les records&#x202f;? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Les statistiques n’ont pas pu être réinitialisées&#xa0;: %1</translation>
    </message>
    <message>
        <source>The statistics were reset.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Les statistiques ont été réinitialisées.</translation>
    </message>
    <message>
        <source>Export Statistics</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Le fichier %1 n’a pas pu être écrit&#xa0;: %2</translation>
    </message>
    <message>
        <source>Games exported: %1, to %2.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Parties exportées&#xa0;: %1, vers %2.</translation>
    </message>
    <message>
        <source>Statistics could not be written; they are off until the next start.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Les statistiques n’ont pas pu être enregistrées&#x202f;; elles sont désactivées jusqu’au prochain démarrage.</translation>
    </message>
    <message>
        <source>The statistics come from a newer version of Scorpion; they are off for now.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Les statistiques proviennent d’une version plus récente de Scorpion&#x202f;; elles sont désactivées pour l’instant.</translation>
    </message>
    <message>
        <source>Statistics are off: the statistics file in %1 cannot be used.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Les statistiques sont désactivées&#xa0;: le fichier des statistiques dans %1 est inutilisable.</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the desktop</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Comme le bureau</translation>
    </message>
    <message>
        <source>Green baize</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <source>Grey</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Accessible (large indexes)</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Accessible (grands index)</translation>
    </message>
    <message>
        <source>Classic (%1)</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Classique (%1)</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>%1 back to free cell %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, retour dans la cellule libre %2</translation>
    </message>
    <message>
        <source>%1 back to reserve place %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, retour dans la réserve %2</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, retour sur le tas %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) back to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 et %n autre carte, retour sur le tas %2</numerusform>
            <numerusform>%1 et %n autres cartes, retour sur le tas %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is face down again</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 est de nouveau face cachée</translation>
    </message>
    <message>
        <source>the run (%1 … %2) is back on column %3</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la séquence (%1 … %2) est de retour sur le tas %3</translation>
    </message>
    <message>
        <source>the run of %1 is back on column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la séquence de %1 est de retour sur le tas %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3 back in the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, %2 et %3, retour dans la Queue</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4 back in the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, %2, %3 et %4, retour dans la Queue</translation>
    </message>
    <message>
        <source>the talon is back</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la Queue est de retour</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Annulé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>&#x202f;; </translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion (Cards4 rules)</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion (règles Cards4)</translation>
    </message>
    <message>
        <source>Scorpion II</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion II</translation>
    </message>
    <message>
        <source>Wasp</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Guêpe (Wasp)</translation>
    </message>
    <message>
        <source>Scorpion Tail</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion Tail</translation>
    </message>
    <message>
        <source>Three Blind Mice</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Trois Souris aveugles (Three Blind Mice)</translation>
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
        <translation>Trois cartes face cachée dans les tas 1 à 4&#x202f;; seul un roi remplit un tas vide.</translation>
    </message>
    <message>
        <source>As Scorpion, but only columns 1 to 3 hide three cards: nine face down instead of twelve.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Comme le Scorpion, mais seuls les tas 1 à 3 cachent trois cartes&#xa0;: neuf faces cachées au lieu de douze.</translation>
    </message>
    <message>
        <source>As Scorpion, but any face-up card, with the cards on it, may fill an empty column.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Comme le Scorpion, mais toute carte face visible, avec les cartes posées sur elle, peut remplir un tas vide.</translation>
    </message>
    <message>
        <source>As Scorpion, but a card goes on the next higher card of the other colour, and runs alternate colours.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Comme le Scorpion, mais on pose en alternant rouge et noir, sur la carte d’un rang au-dessus, et les séquences terminées alternent aussi.</translation>
    </message>
    <message>
        <source>Ten columns of five, three cards face down in columns 8 to 10, two reserve cards to play at any time, no talon.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Dix tas de cinq cartes, trois cartes face cachée dans les tas 8 à 10, deux cartes de réserve à jouer à tout moment, pas de Queue.</translation>
    </message>
    <message>
        <source>Four cards face down in columns 4 to 7, no talon, and four free cells that each hold one end card.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Quatre cartes face cachée dans les tas 4 à 7, pas de Queue, et quatre cellules libres qui gardent chacune une dernière carte.</translation>
    </message>
    <message>
        <source>Two decks in ten columns of ten, four cards face down in columns 1 to 5, a talon of four; eight runs win.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Deux jeux en dix tas de dix cartes, quatre cartes face cachée dans les tas 1 à 5, une Queue de quatre cartes&#x202f;; huit séquences terminées gagnent.</translation>
    </message>
</context>
<context>
    <name>WinSummary</name>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; your first win of this deal, winning streak %6.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partie %1 gagnée. Mouvements&#xa0;: %2, temps&#xa0;: %3, annulations&#xa0;: %4, indices&#xa0;: %5&#x202f;; votre première victoire sur cette donne, série de victoires&#xa0;: %6.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new records for game %1: %2 moves and %3 (before: %6 moves and %7), winning streak %8.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partie %1 gagnée. Mouvements&#xa0;: %2, temps&#xa0;: %3, annulations&#xa0;: %4, indices&#xa0;: %5&#x202f;; nouveaux records pour la partie %1&#xa0;: %2 mouvements et %3 (avant&#xa0;: %6 mouvements et %7), série de victoires&#xa0;: %8.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new record for game %1: %2 moves (before: %6), winning streak %7.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partie %1 gagnée. Mouvements&#xa0;: %2, temps&#xa0;: %3, annulations&#xa0;: %4, indices&#xa0;: %5&#x202f;; nouveau record pour la partie %1&#xa0;: %2 mouvements (avant&#xa0;: %6), série de victoires&#xa0;: %7.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new record time for game %1: %3 (before: %6), winning streak %7.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partie %1 gagnée. Mouvements&#xa0;: %2, temps&#xa0;: %3, annulations&#xa0;: %4, indices&#xa0;: %5&#x202f;; nouveau record de temps pour la partie %1&#xa0;: %3 (avant&#xa0;: %6), série de victoires&#xa0;: %7.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; your record for this deal: %6 moves and %7, winning streak %8.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partie %1 gagnée. Mouvements&#xa0;: %2, temps&#xa0;: %3, annulations&#xa0;: %4, indices&#xa0;: %5&#x202f;; votre record sur cette donne&#xa0;: %6 mouvements et %7, série de victoires&#xa0;: %8.</translation>
    </message>
    <message>
        <source>A practice game: it does not enter the records.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partie d’entraînement&#xa0;: elle ne compte pas pour les records.</translation>
    </message>
    <message>
        <source>First win of game %1: %2 moves and %3 are your records.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Première victoire sur la partie %1&#xa0;: %2 mouvements et %3 sont vos records.</translation>
    </message>
    <message>
        <source>New records for game %1: %2 moves and %3</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Nouveaux records pour la partie %1&#xa0;: %2 mouvements et %3</translation>
    </message>
    <message>
        <source>New record for game %1: %2 moves</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Nouveau record pour la partie %1&#xa0;: %2 mouvements</translation>
    </message>
    <message>
        <source>New record time for game %1: %2</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Nouveau record de temps pour la partie %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Your records for game %1: %2 moves, %3</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Vos records pour la partie %1&#xa0;: %2 mouvements, %3</translation>
    </message>
    <message>
        <source>Replay This Game</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Rejouer cette partie</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Statistiques…</translation>
    </message>
    <message>
        <source>You won this practice game!</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Vous avez gagné cette partie d’entraînement&#x202f;!</translation>
    </message>
    <message>
        <source>You won game %1!</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Vous avez gagné la partie %1&#x202f;!</translation>
    </message>
    <message>
        <source>Moves: %1 · Time: %2 · Undos: %3 · Hints: %4</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Mouvements&#xa0;: %1 · Temps&#xa0;: %2 · Annulations&#xa0;: %3 · Indices&#xa0;: %4</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Série de victoires&#xa0;: %1</translation>
    </message>
    <message>
        <source>Game won</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partie gagnée</translation>
    </message>
</context>
</TS>
