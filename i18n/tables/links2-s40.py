"""Translations of the mark of a game whose first moves came from a link (no
records); applied with tools/ts_set.py."""

TABLE = {
    "es": {
        "Scorpion — Game %1 (from a link)": "Scorpion — Partida %1 (de un enlace)",
        "Game %1, from a link (no records)": "Partida %1, de un enlace (sin récords)",
        "Scorpion — %1, Game %2 (from a link)": "Scorpion — %1, partida %2 (de un enlace)",
        "%1, game %2, from a link (no records)": "%1, partida %2, de un enlace (sin récords)",
    },
    "de": {
        "Scorpion — Game %1 (from a link)": "Scorpion – Spiel %1 (aus einem Link)",
        "Game %1, from a link (no records)": "Spiel %1, aus einem Link (keine Rekorde)",
        "Scorpion — %1, Game %2 (from a link)": "Scorpion – %1, Spiel %2 (aus einem Link)",
        "%1, game %2, from a link (no records)": "%1, Spiel %2, aus einem Link (keine Rekorde)",
    },
    "fr": {
        "Scorpion — Game %1 (from a link)": "Scorpion — Partie %1 (depuis un lien)",
        "Game %1, from a link (no records)": "Partie %1, depuis un lien (sans records)",
        "Scorpion — %1, Game %2 (from a link)": "Scorpion — %1, partie %2 (depuis un lien)",
        "%1, game %2, from a link (no records)": "%1, partie %2, depuis un lien (sans records)",
    },
}
