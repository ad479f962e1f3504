"""Translations of the game-link notices (a link's moves unreadable, or stopping
at a move that cannot be played); applied with tools/ts_set.py."""

TABLE = {
    "es": {
        "“%1” is a game link whose moves cannot be read; your game was kept.":
            "«%1» es un enlace de partida cuyos movimientos no se pueden leer; se ha conservado tu partida.",
        "The link's moves stop at move %1, which cannot be played in game %2: the game is shown as far as they go.":
            "Los movimientos del enlace se detienen en el movimiento %1, que no se puede hacer en la partida %2: "
            "la partida se muestra hasta ahí.",
    },
    "de": {
        "“%1” is a game link whose moves cannot be read; your game was kept.":
            "„%1“ ist ein Spiel-Link, dessen Züge sich nicht lesen lassen; dein Spiel bleibt erhalten.",
        "The link's moves stop at move %1, which cannot be played in game %2: the game is shown as far as they go.":
            "Die Züge des Links enden bei Zug %1, der in Spiel %2 nicht möglich ist: Das Spiel wird bis dorthin gezeigt.",
    },
    "fr": {
        "“%1” is a game link whose moves cannot be read; your game was kept.":
            "«\u00a0%1\u00a0» est un lien de partie dont les mouvements sont illisibles\u202f; votre partie a été conservée.",
        "The link's moves stop at move %1, which cannot be played in game %2: the game is shown as far as they go.":
            "Les mouvements du lien s’arrêtent au mouvement %1, qui ne peut pas être joué dans la partie %2\u00a0: "
            "la partie est montrée jusque-là.",
    },
}
