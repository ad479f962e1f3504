"""Translations of Show Me How (issue 25); applied with tools/ts_set.py."""

TABLE = {
    "es": {
        'Show Me How &speed:': 'Ve&locidad de la demostración:',
        'Show Me How speed': 'Velocidad de la demostración',
        'Very slow': 'Muy lenta',
        'Slow': 'Lenta',
        'Normal': 'Media',
        'Fast': 'Rápida',
        'Very fast': 'Muy rápida',
        "Show Me &How": "&Muéstrame cómo",
        "Show Me How": "Muéstrame cómo",
        "Showing how to win. Press any key or click to take over; + and − change the speed.":
            "Así se gana esta partida. Pulsa cualquier tecla o haz clic para seguir tú; + y − cambian la velocidad.",
        "Show Me How stopped: the game is yours from here.":
            "Demostración detenida: desde aquí juegas tú.",
        "Show Me How: one action every %1 seconds.": "Demostración: una jugada cada %1 segundos.",
        "The solver is still judging this position; the showing starts once it finds a winning line.":
            "El solucionador aún está analizando esta posición; la demostración empezará en cuanto encuentre cómo ganar.",
        "No winning line is known from this position.": "No se conoce ninguna forma de ganar desde esta posición.",
        "This game can no longer be won from here. Go back to the last winnable position and show how to win from there?":
            "Desde aquí ya no se puede ganar esta partida. ¿Volver a la última posición ganable y mostrar cómo ganar desde allí?",
    },
    "de": {
        'Show Me How &speed:': 'Tempo der &Vorführung:',
        'Show Me How speed': 'Tempo der Vorführung',
        'Very slow': 'Sehr langsam',
        'Slow': 'Langsam',
        'Normal': 'Mittel',
        'Fast': 'Schnell',
        'Very fast': 'Sehr schnell',
        "Show Me &How": "Zeig &mir, wie",
        "Show Me How": "Zeig mir, wie",
        "Showing how to win. Press any key or click to take over; + and − change the speed.":
            "So lässt sich das Spiel gewinnen. Drück eine beliebige Taste oder klick, um selbst weiterzuspielen; + und − ändern das Tempo.",
        "Show Me How stopped: the game is yours from here.":
            "Vorführung beendet: Ab hier spielst du.",
        "Show Me How: one action every %1 seconds.": "Vorführung: ein Zug alle %1 Sekunden.",
        "The solver is still judging this position; the showing starts once it finds a winning line.":
            "Der Löser prüft diese Stellung noch; die Vorführung beginnt, sobald er einen Weg zum Sieg gefunden hat.",
        "No winning line is known from this position.": "Von dieser Stellung aus ist kein Weg zum Sieg bekannt.",
        "This game can no longer be won from here. Go back to the last winnable position and show how to win from there?":
            "Von hier aus ist das Spiel nicht mehr zu gewinnen. Zur letzten gewinnbaren Stellung zurückgehen und zeigen, wie man von dort gewinnt?",
    },
    "fr": {
        'Show Me How &speed:': '&Vitesse de la démonstration\xa0:',
        'Show Me How speed': 'Vitesse de la démonstration',
        'Very slow': 'Très lente',
        'Slow': 'Lente',
        'Normal': 'Normale',
        'Fast': 'Rapide',
        'Very fast': 'Très rapide',
        "Show Me &How": "&Montrez-moi comment",
        "Show Me How": "Montrez-moi comment",
        "Showing how to win. Press any key or click to take over; + and − change the speed.":
            "Voici comment gagner. Appuyez sur une touche ou cliquez pour reprendre la main\u202f; + et − changent la vitesse.",
        "Show Me How stopped: the game is yours from here.":
            "Démonstration arrêtée\u202f: à vous de jouer.",
        "Show Me How: one action every %1 seconds.": "Démonstration\u202f: un coup toutes les %1 secondes.",
        "The solver is still judging this position; the showing starts once it finds a winning line.":
            "Le solveur analyse encore cette position\u202f; la démonstration commencera dès qu’il aura trouvé comment gagner.",
        "No winning line is known from this position.": "Aucune façon de gagner n’est connue depuis cette position.",
        "This game can no longer be won from here. Go back to the last winnable position and show how to win from there?":
            "Cette partie ne peut plus être gagnée d’ici. Revenir à la dernière position gagnable et montrer comment gagner à partir de là\u202f?",
    },
}
