"""Translations of the strings added for issue 23's brief messages and keys
(see tools/ts_set.py): ``python tools/ts_set.py i18n/tables/issue23-s31.py``."""

TABLE = {
    "en": {
        "Announce|%1 and %n card(s) to column %2; %3 revealed.": [
            "%1 and %n card to column %2; %3 revealed.",
            "%1 and %n cards to column %2; %3 revealed.",
        ],
    },
    "es": {
        "Board|No card can move.": 'Ninguna carta se puede mover.',
        "Help|<p>Page Down goes to the next card that can move, Page Up to the previous one; with a card picked up, they go to its next or previous destination, where Enter drops it. Home goes to the column's first face-up card, End to its last card. Find a Card (Ctrl+F) takes the focus to the card when it is face up.</p>":
            '<p>Av Pág va a la siguiente carta que se puede mover y Re Pág a la anterior; con una carta en la mano, van a su destino siguiente o anterior, donde Intro la suelta. Inicio va a la primera carta visible de la columna y Fin a su última carta. Buscar una carta (Ctrl+F) lleva el foco a la carta cuando está visible.</p>',
        "Announce|%1 to column %2; %3 revealed.": "%1 a la columna %2; se descubre %3.",
        "Announce|%1 and %n card(s) to column %2; %3 revealed.": [
            "%1 y %n acompañante a la columna %2; se descubre %3.",
            "%1 y %n acompañantes a la columna %2; se descubre %3.",
        ],
        "Announce|Talon dealt: %1, %2, %3.": "Mazo repartido: %1, %2, %3.",
        "Access|Column %1": "Columna %1",
        "Access|Column %1, %2 face down": "Columna %1, ocultas: %2",
        "Access|%1, %2 of %3": "%1, %2 de %3",
    },
    "de": {
        "Board|No card can move.": 'Keine Karte kann bewegt werden.',
        "Help|<p>Page Down goes to the next card that can move, Page Up to the previous one; with a card picked up, they go to its next or previous destination, where Enter drops it. Home goes to the column's first face-up card, End to its last card. Find a Card (Ctrl+F) takes the focus to the card when it is face up.</p>":
            '<p>Bild ab geht zur nächsten Karte, die bewegt werden kann, Bild auf zur vorigen; mit einer aufgenommenen Karte gehen sie zu ihrem nächsten oder vorigen Ziel, wo Eingabe sie ablegt. Pos1 geht zur ersten offenen Karte der Spalte, Ende zu ihrer letzten Karte. Karte suchen (Strg+F) bringt den Fokus auf die Karte, wenn sie offen liegt.</p>',
        "Announce|%1 to column %2; %3 revealed.": "%1 auf Spalte %2; %3 aufgedeckt.",
        "Announce|%1 and %n card(s) to column %2; %3 revealed.": [
            "%1 mit %n Begleiter auf Spalte %2; %3 aufgedeckt.",
            "%1 mit %n Begleitern auf Spalte %2; %3 aufgedeckt.",
        ],
        "Announce|Talon dealt: %1, %2, %3.": "Talon ausgeteilt: %1, %2, %3.",
        "Access|Column %1": "Spalte %1",
        "Access|Column %1, %2 face down": "Spalte %1, verdeckt: %2",
        "Access|%1, %2 of %3": "%1, %2 von %3",
    },
    "fr": {
        "Board|No card can move.": 'Aucune carte ne peut être déplacée.',
        "Help|<p>Page Down goes to the next card that can move, Page Up to the previous one; with a card picked up, they go to its next or previous destination, where Enter drops it. Home goes to the column's first face-up card, End to its last card. Find a Card (Ctrl+F) takes the focus to the card when it is face up.</p>":
            '<p>Page suivante va à la prochaine carte qui peut être déplacée, Page précédente à la précédente\u202f; avec une carte en main, elles vont à sa destination suivante ou précédente, où Entrée la pose. Début va à la première carte visible du tas, Fin à sa dernière carte. Trouver une carte (Ctrl+F) porte le focus sur la carte quand elle est visible.</p>',
        "Announce|%1 to column %2; %3 revealed.": "%1 sur le tas %2\u202f; carte retournée\u00a0: %3.",
        "Announce|%1 and %n card(s) to column %2; %3 revealed.": [
            "%1 et %n autre carte sur le tas %2\u202f; carte retournée\u00a0: %3.",
            "%1 et %n autres cartes sur le tas %2\u202f; carte retournée\u00a0: %3.",
        ],
        "Announce|Talon dealt: %1, %2, %3.": "Queue distribuée\u00a0: %1, %2, %3.",
        "Access|Column %1": "Tas %1",
        "Access|Column %1, %2 face down": "Tas %1, face cachée\u00a0: %2",
        "Access|%1, %2 of %3": "%1, %2 sur %3",
    },
}
