"""Translations of the strings added for Double Scorpion in the window
(issue 26, branch issue26w-s33, session of 2026-12-03): its name and
summary, the talon of four, runs counted of 8, Only winnable deals giving up
on undecided deals, the help's paragraph (see tools/ts_set.py):
``python tools/ts_set.py i18n/tables/issue26w-s33.py``.

Words (i18n/CONVENTIONS.md): the variant keeps its English name in every
language, as Scorpion Head and Scorpion Tail do; the two copies of a card —
es "copias", de "Exemplare", fr "exemplaires"; two decks — es "dos
barajas", de "zwei Decks" (as the help's Spider sentence), fr "deux jeux"."""

NB = "\u00a0"  # before a French colon
NN = "\u202f"  # before a French ; ! ?

HELP_EN = (
    "<p><b>Double Scorpion</b> deals two decks, each card twice, into ten columns of ten; the "
    "four base cards of columns 1 to 5 are face down, and the talon's four cards go one onto "
    "each of columns 1 to 4. A card goes on the next higher card of its suit from either deck, "
    "a complete run may mix the two decks, and eight runs win. The two copies of a card have "
    "the same name: the Card box and Find a Card say where each one lies, and the notation "
    "writes the second copy with an apostrophe (9D'). Its links name it "
    "(scorpion://game/double-scorpion/5). The solver decides few of its deals in time: it then "
    "says “not decided”, never “lost”, and Only winnable deals, after ten tries without a "
    "proven winnable deal, deals one it could not decide and says so.</p>"
)

CMD_EN = (
    "CommandLine|deal a game of the Scorpion family's variant: cards4 (the default), scorpion-ii, wasp, "
    "scorpion-tail, three-blind-mice, scorpion-head or double-scorpion"
)
UNDECIDED_EN = "MainWindow|No deal was proven winnable in %Ln tries: game %1 was dealt, which the solver could not decide."

TABLE = {
    "en": {
        UNDECIDED_EN: [
            "No deal was proven winnable in %Ln try: game %1 was dealt, which the solver could not decide.",
            "No deal was proven winnable in %Ln tries: game %1 was dealt, which the solver could not decide.",
        ],
    },
    "es": {
        "Access|%1 from column %2 to column %3": "%1 de la columna %2 a la columna %3",
        "Variants|Double Scorpion": "Double Scorpion",
        "Variants|Two decks in ten columns of ten, four cards face down in columns 1 to 5, a talon of four; eight runs win.":
            "Dos barajas en diez columnas de diez, cuatro cartas boca abajo en las columnas 1 a 5, un mazo de cuatro; se gana con ocho secuencias.",
        "Announce|Run of %1 complete, %2 of 8.": "Secuencia completa de %1 retirada, %2 de 8.",
        "Announce|Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3, %4 to column 4.":
            "Mazo repartido: %1 en la 1, %2 en la 2, %3 en la 3, %4 en la 4.",
        "Announce|Talon dealt: %1, %2, %3, %4.": "Mazo repartido: %1, %2, %3, %4.",
        "Undo|%1, %2, %3 and %4 back in the talon": "%1, %2, %3 y %4, de vuelta en el mazo",
        "Board|Press %1 again to deal one card onto each of columns 1 to 4.":
            "Pulsa %1 otra vez para repartir una carta en cada columna, de la 1 a la 4.",
        "Board|Click the talon again to deal one card onto each of columns 1 to 4.":
            "Haz clic otra vez en el mazo para repartir una carta en cada columna, de la 1 a la 4.",
        "MovePanel|Columns 1, 2, 3 and 4": "Columnas 1, 2, 3 y 4",
        UNDECIDED_EN: [
            "En %Ln intento no se demostró que ningún reparto tuviera solución: se ha repartido la partida %1, que el solucionador no pudo determinar.",
            "En %Ln intentos no se demostró que ningún reparto tuviera solución: se ha repartido la partida %1, que el solucionador no pudo determinar.",
        ],
        CMD_EN: "repartir una partida de una variante de la familia Scorpion: cards4 (la predeterminada), scorpion-ii, wasp, scorpion-tail, three-blind-mice, scorpion-head o double-scorpion",
        "Help|" + HELP_EN: (
            "<p><b>Double Scorpion</b> reparte dos barajas, cada carta dos veces, en diez columnas de diez; "
            "las cuatro cartas de base de las columnas 1 a 5 están boca abajo, y las cuatro cartas del mazo "
            "van una a cada columna, de la 1 a la 4. Una carta va sobre la siguiente más alta de su palo, de "
            "cualquiera de las dos barajas, una secuencia completa puede mezclar las dos barajas, y se gana con "
            "ocho secuencias. Las dos copias de una carta tienen el mismo nombre: la lista Carta y Buscar una "
            "carta dicen dónde está cada una, y la notación escribe la segunda copia con un apóstrofo (9D'). "
            "Sus enlaces la nombran (scorpion://game/double-scorpion/5). El solucionador determina a tiempo "
            "pocos de sus repartos: entonces dice «Sin determinar», nunca «Sin solución», y Solo partidas con "
            "solución, tras diez intentos sin un reparto con solución demostrada, reparte uno que no pudo "
            "determinar y lo dice.</p>"
        ),
    },
    "de": {
        "Access|%1 from column %2 to column %3": "%1 von Spalte %2 auf Spalte %3",
        "Variants|Double Scorpion": "Double Scorpion",
        "Variants|Two decks in ten columns of ten, four cards face down in columns 1 to 5, a talon of four; eight runs win.":
            "Zwei Decks in zehn Spalten zu zehn Karten, vier verdeckte Karten in den Spalten 1 bis 5, ein Talon aus vier Karten; acht Folgen gewinnen.",
        "Announce|Run of %1 complete, %2 of 8.": "Vollständige %1-Folge abgeräumt, %2 von 8.",
        "Announce|Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3, %4 to column 4.":
            "Talon ausgeteilt: %1 auf Spalte 1, %2 auf Spalte 2, %3 auf Spalte 3, %4 auf Spalte 4.",
        "Announce|Talon dealt: %1, %2, %3, %4.": "Talon ausgeteilt: %1, %2, %3, %4.",
        "Undo|%1, %2, %3 and %4 back in the talon": "%1, %2, %3 und %4 zurück im Talon",
        "Board|Press %1 again to deal one card onto each of columns 1 to 4.":
            "Drücke noch einmal %1, um je eine Karte auf die Spalten 1 bis 4 auszuteilen.",
        "Board|Click the talon again to deal one card onto each of columns 1 to 4.":
            "Klicke noch einmal auf den Talon, um je eine Karte auf die Spalten 1 bis 4 auszuteilen.",
        "MovePanel|Columns 1, 2, 3 and 4": "Spalten 1, 2, 3 und 4",
        UNDECIDED_EN: [
            "In %Ln Versuch war keine Verteilung nachweislich gewinnbar: Spiel %1 wurde ausgeteilt, ohne dass der Löser klären konnte, ob es gewinnbar ist.",
            "In %Ln Versuchen war keine Verteilung nachweislich gewinnbar: Spiel %1 wurde ausgeteilt, ohne dass der Löser klären konnte, ob es gewinnbar ist.",
        ],
        CMD_EN: "ein Spiel einer Variante der Scorpion-Familie austeilen: cards4 (Standard), scorpion-ii, wasp, scorpion-tail, three-blind-mice, scorpion-head oder double-scorpion",
        "Help|" + HELP_EN: (
            "<p><b>Double Scorpion</b> teilt zwei Decks, jede Karte zweimal, in zehn Spalten zu zehn Karten "
            "aus; die vier unteren Karten der Spalten 1 bis 5 liegen verdeckt, und die vier Karten des Talons "
            "kommen je eine auf die Spalten 1 bis 4. Eine Karte kommt auf die nächsthöhere Karte derselben "
            "Kartenfarbe aus einem der beiden Decks, eine vollständige Folge darf die beiden Decks mischen, und "
            "acht Folgen gewinnen. Die beiden Exemplare einer Karte haben denselben Namen: die Liste Karte und "
            "Karte finden sagen, wo jedes liegt, und die Notation schreibt das zweite Exemplar mit einem "
            "Apostroph (9D'). Seine Links nennen es (scorpion://game/double-scorpion/5). Der Löser klärt nur "
            "wenige seiner Verteilungen rechtzeitig: Dann sagt er „Ungeklärt“, nie „Nicht gewinnbar“, und Nur "
            "gewinnbare Verteilungen teilt nach zehn Versuchen ohne nachweislich gewinnbare Verteilung eine aus, "
            "die er nicht klären konnte, und sagt es.</p>"
        ),
    },
    "fr": {
        "Access|%1 from column %2 to column %3": "%1 du tas %2 sur le tas %3",
        "Variants|Double Scorpion": "Double Scorpion",
        "Variants|Two decks in ten columns of ten, four cards face down in columns 1 to 5, a talon of four; eight runs win.":
            f"Deux jeux en dix tas de dix cartes, quatre cartes face cachée dans les tas 1 à 5, une Queue de quatre cartes{NN}; huit séquences terminées gagnent.",
        "Announce|Run of %1 complete, %2 of 8.": "Séquence de %1 terminée, %2 sur 8.",
        "Announce|Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3, %4 to column 4.":
            f"Queue distribuée{NB}: %1 sur le tas 1, %2 sur le tas 2, %3 sur le tas 3, %4 sur le tas 4.",
        "Announce|Talon dealt: %1, %2, %3, %4.": f"Queue distribuée{NB}: %1, %2, %3, %4.",
        "Undo|%1, %2, %3 and %4 back in the talon": "%1, %2, %3 et %4, retour dans la Queue",
        "Board|Press %1 again to deal one card onto each of columns 1 to 4.":
            "Appuyez de nouveau sur %1 pour distribuer une carte sur chacun des tas 1 à 4.",
        "Board|Click the talon again to deal one card onto each of columns 1 to 4.":
            "Cliquez de nouveau sur la Queue pour distribuer une carte sur chacun des tas 1 à 4.",
        "MovePanel|Columns 1, 2, 3 and 4": "Tas 1, 2, 3 et 4",
        UNDECIDED_EN: [
            f"Aucune donne n’a été prouvée gagnable en %Ln essai{NB}: la partie %1 a été distribuée sans que le solveur ait pu déterminer si elle peut être gagnée.",
            f"Aucune donne n’a été prouvée gagnable en %Ln essais{NB}: la partie %1 a été distribuée sans que le solveur ait pu déterminer si elle peut être gagnée.",
        ],
        CMD_EN: f"distribuer une partie d’une variante de la famille du Scorpion{NB}: cards4 (par défaut), scorpion-ii, wasp, scorpion-tail, three-blind-mice, scorpion-head ou double-scorpion",
        "Help|" + HELP_EN: (
            "<p>Le <b>Double Scorpion</b> distribue deux jeux, chaque carte en deux exemplaires, en dix tas de "
            f"dix cartes{NN}; les quatre cartes du bas des tas 1 à 5 sont face cachée, et les quatre cartes de "
            "la Queue vont une sur chacun des tas 1 à 4. Une carte va sur la carte d’un rang au-dessus de sa "
            "couleur, de l’un ou l’autre jeu, une séquence terminée peut mêler les deux jeux, et huit séquences "
            f"terminées gagnent. Les deux exemplaires d’une carte portent le même nom{NB}: la liste Carte et "
            "Trouver une carte disent où se trouve chacun, et la notation écrit le second exemplaire avec une "
            "apostrophe (9D'). Ses liens le nomment (scorpion://game/double-scorpion/5). Le solveur ne "
            f"détermine à temps que peu de ses donnes{NB}: il dit alors «{NB}Non déterminé{NB}», jamais "
            f"«{NB}Non gagnable{NB}», et Uniquement des donnes gagnables, après dix essais sans donne prouvée "
            "gagnable, en distribue une qu’il n’a pas pu déterminer et le dit.</p>"
        ),
    },
}
