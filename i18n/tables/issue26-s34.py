"""Translations of the strings added in the session of 2026-12-03 (morning)
for the Scorpion family in the window (issue 26): Page Down passing over the
cards that could only be parked (see tools/ts_set.py):
``python tools/ts_set.py i18n/tables/issue26-s34.py``.

Words (i18n/CONVENTIONS.md): free cell — es "celda libre", de "freie
Zelle", fr "cellule libre"; the key names as in the help's paragraph on
the jump keys (Av Pág / Re Pág, Bild ab / Bild auf, Page suivante / Page
précédente) and on the variants (Izquierda y Derecha, Links und Rechts,
Gauche et Droite); Up as in the selection commands (Arriba, Pfeil hoch,
Haut); Wasp as in its name (Wasp (Avispa), Wasp, la Guêpe)."""

NB = "\u00a0"  # before a French colon
NN = "\u202f"  # before a French ; ! ?

PAGE_EN = (
    "<p>Page Down and Page Up pass over the cards that could only go to a free cell (Scorpion "
    "Head) or, in Wasp, only into an empty column, as long as some card can go elsewhere; "
    "Left, Right and Up still reach every face-up card.</p>"
)

TABLE = {
    "es": {
        "Help|" + PAGE_EN: "<p>Av Pág y Re Pág pasan por alto las cartas que solo podrían ir a una celda libre "
        "(Scorpion Head) o, en Wasp (Avispa), solo a una columna vacía, mientras alguna carta pueda ir a otro sitio; "
        "Izquierda, Derecha y Arriba siguen llegando a cada carta visible.</p>",
    },
    "de": {
        "Help|" + PAGE_EN: "<p>Bild ab und Bild auf überspringen die Karten, die nur in eine freie Zelle "
        "(Scorpion Head) oder bei Wasp nur in eine leere Spalte könnten, solange eine Karte anderswohin "
        "kann; Links, Rechts und Pfeil hoch erreichen weiterhin jede offene Karte.</p>",
    },
    "fr": {
        "Help|" + PAGE_EN: "<p>Page suivante et Page précédente passent les cartes qui ne pourraient aller que "
        "dans une cellule libre (Scorpion Head) ou, à la Guêpe, que sur un tas vide, tant qu’une carte peut "
        f"aller ailleurs{NN}; Gauche, Droite et Haut atteignent toujours chaque carte visible.</p>",
    },
}
