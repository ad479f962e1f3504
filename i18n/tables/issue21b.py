"""Translations of the strings added or changed for issue 21's second part
(see tools/ts_set.py): ``python tools/ts_set.py i18n/tables/issue21b.py``."""

TABLE = {
    "es": {
        "MainWindow|Restart This Game?": "¿Reiniciar esta partida?",
        "MainWindow|Restart game %1 from the deal? It is not finished; its progress and undo history will be lost.":
            "¿Reiniciar la partida %1 desde el reparto? No ha terminado; se perderán el progreso y el historial para deshacer.",
        "MainWindow|Restart this practice game from its first position? It is not finished; its progress and undo history will be lost.":
            "¿Reiniciar esta partida de práctica desde su posición inicial? No ha terminado; se perderán el progreso y el historial para deshacer.",
    },
    "de": {
        "MainWindow|Restart This Game?": "Dieses Spiel zurücksetzen?",
        "MainWindow|Restart game %1 from the deal? It is not finished; its progress and undo history will be lost.":
            "Spiel %1 zurücksetzen und ab der Verteilung neu beginnen? Es ist noch nicht beendet; der Spielstand und die Rückgängig-Liste gehen verloren.",
        "MainWindow|Restart this practice game from its first position? It is not finished; its progress and undo history will be lost.":
            "Dieses Übungsspiel zurücksetzen und ab seiner Anfangsstellung neu beginnen? Es ist noch nicht beendet; der Spielstand und die Rückgängig-Liste gehen verloren.",
    },
    "fr": {
        "MainWindow|Restart This Game?": "Recommencer cette partie\u202f?",
        "MainWindow|Restart game %1 from the deal? It is not finished; its progress and undo history will be lost.":
            "Recommencer la partie %1 depuis la donne\u202f? Elle n’est pas terminée\u202f; sa progression et son historique d’annulation seront perdus.",
        "MainWindow|Restart this practice game from its first position? It is not finished; its progress and undo history will be lost.":
            "Recommencer cette partie d’entraînement depuis sa position de départ\u202f? Elle n’est pas terminée\u202f; sa progression et son historique d’annulation seront perdus.",
    },
}
