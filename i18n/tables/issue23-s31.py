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
