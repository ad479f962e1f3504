"""Translations of issue 25's second part (games shown, where did I lose,
replay, hints that teach); applied with tools/ts_set.py after `make ts`."""

TABLE = {
    "en": {
        "Statistics|%Ln game(s)": ["%Ln game", "%Ln games"],
    },
    "es": {
        "Statistics|%Ln game(s)": ["%Ln partida", "%Ln partidas"],
        "Shown by Show Me How (practice):": "Mostradas por «Muéstrame cómo» (práctica):",
    },
    "de": {
        "Statistics|%Ln game(s)": ["%Ln Spiel", "%Ln Spiele"],
        "Shown by Show Me How (practice):": "Von „Zeig mir, wie“ vorgeführt (Übung):",
    },
    "fr": {
        "Statistics|%Ln game(s)": ["%Ln partie", "%Ln parties"],
        "Shown by Show Me How (practice):": "Montrées par « Montrez-moi comment » (entraînement)\u00a0:",
    },
}
