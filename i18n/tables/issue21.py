"""Translations of the strings added or changed for issue 21 (see
tools/ts_set.py): ``python tools/ts_set.py i18n/tables/issue21.py``."""

TABLE = {
    "es": {
        "Statistics|Re&set…": "Re&stablecer…",
        "MainWindow|Link to this game and its moves copied: it opens this position with the face-down cards still hidden.": "Enlace a esta partida y sus jugadas copiado: abre esta posición con las cartas boca abajo aún ocultas.",
    },
    "de": {
        "Statistics|Re&set…": "&Zurücksetzen…",
        "MainWindow|Link to this game and its moves copied: it opens this position with the face-down cards still hidden.": "Link zu diesem Spiel mit seinen Zügen kopiert: Er öffnet diese Stellung, die verdeckten Karten bleiben verdeckt.",
    },
    "fr": {
        "Statistics|Re&set…": "Réini&tialiser…",
        "MainWindow|Link to this game and its moves copied: it opens this position with the face-down cards still hidden.": "Lien vers cette partie et ses coups copié\u00a0: il ouvre cette position sans dévoiler les cartes faces cachées.",
    },
}
