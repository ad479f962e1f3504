"""Translations of the strings added in the session of 2026-12-03 (morning)
for the Scorpion family in the window (issue 26): Page Down in a game with
free cells (see tools/ts_set.py):
``python tools/ts_set.py i18n/tables/issue26-s34.py``.

Words (i18n/CONVENTIONS.md): free cell — es "celda libre", de "freie
Zelle", fr "cellule libre"; the key names as in the help's paragraph on
the jump keys (Av Pág / Re Pág, Bild ab / Bild auf, Page suivante / Page
précédente) and on the variants (Izquierda y Derecha, Links und Rechts,
Gauche et Droite)."""

NB = "\u00a0"  # before a French colon
NN = "\u202f"  # before a French ; ! ?

PAGE_EN = (
    "<p>In a game with free cells, Page Down and Page Up pass over the cards that could only "
    "go to a free cell, as long as some card can go elsewhere; Left and Right still reach "
    "every column's last card.</p>"
)

TABLE = {
    "es": {
        "Help|" + PAGE_EN: "<p>En un juego con celdas libres, Av Pág y Re Pág pasan por alto las cartas que solo "
        "podrían ir a una celda libre, mientras alguna carta pueda ir a otro sitio; Izquierda y Derecha siguen "
        "llegando a la última carta de cada columna.</p>",
    },
    "de": {
        "Help|" + PAGE_EN: "<p>In einem Spiel mit freien Zellen überspringen Bild ab und Bild auf die Karten, die nur "
        "in eine freie Zelle könnten, solange eine Karte anderswohin kann; Links und Rechts erreichen weiterhin "
        "die letzte Karte jeder Spalte.</p>",
    },
    "fr": {
        "Help|" + PAGE_EN: "<p>Dans un jeu avec des cellules libres, Page suivante et Page précédente passent les "
        f"cartes qui ne pourraient aller que dans une cellule libre, tant qu’une carte peut aller ailleurs{NN}; "
        "Gauche et Droite atteignent toujours la dernière carte de chaque tas.</p>",
    },
}
