"""Translations of the strings added for Three Blind Mice and Scorpion Head
in the window (issue 26, session of 2026-12-03): its reserve, free cells and
help (see tools/ts_set.py): ``python tools/ts_set.py i18n/tables/issue26-s33.py``.

Words (i18n/CONVENTIONS.md): reserve — es "reserva", de "Reserve", fr
"réserve"; free cell — es "celda libre", de "freie Zelle", fr "cellule
libre" (the words of FreeCell in each language)."""

NB = "\u00a0"  # before a French colon
NN = "\u202f"  # before a French ; ! ?


HELP_EN = (
    "<h2>Variants and related games</h2><p>Game › Variant deals other games of the Scorpion family. <b>Scorpion II</b> hides nine "
    "cards instead of twelve, in columns 1 to 3 only. In <b>Wasp</b> an empty column takes any "
    "face-up card with the cards on it, not only a King. In <b>Scorpion Tail</b> a card goes "
    "on the next higher card of the other colour (9♦ on 10♠ or 10♣), and a complete run "
    "alternates colours from King to Ace. <b>Three Blind Mice</b> deals ten columns of five, "
    "the three base cards of columns 8 to 10 face down, and two cards face up in a reserve "
    "beside the foundations: a reserve card may go on its next higher card, or a King into an "
    "empty column, at any time; nothing goes back to the reserve, and there is no talon. "
    "<b>Scorpion Head</b> deals eight cards face up to columns 1 to 3 and seven to columns 4 "
    "to 7, their four base cards face down, with no talon and four free cells: a column's end "
    "card, alone, may wait in an empty cell and go from there onto its next higher card, or a "
    "King into an empty column. With the keyboard, Left and Right reach the reserve or the "
    "cells after the last column; keys 1 to 9 and 0 choose columns 1 to 10. Everything else is as above. Game N "
    "of a variant lays out the cards of Scorpion's game N (in Scorpion II with column 4's "
    "base cards face up), played under the variant's rules; its link names the variant "
    "(scorpion://game/wasp/24). New Game goes on dealing the variant you play. For Wasp, "
    "Scorpion Tail, Three Blind Mice and Scorpion Head the solver searches without Scorpion's "
    "shortcuts: where it cannot finish "
    "it says “not decided”, never “lost”.</p>"
    "<p>Spider uses two decks and moves only ordered same-suit groups. Yukon also moves "
    "unordered groups, but builds in alternate colours and has no talon. Neither can be chosen "
    "here, and strategy does not carry over between the games: “park any card in an empty "
    "column for a while” is good advice in Wasp, not in Scorpion.</p>"
)


TABLE = {
    "es": {
        "Access|%1 Possible destination: a free cell.": "%1 Destino posible: una celda libre.",
        "Access|%1 Possible columns: %2, or a free cell.": "%1 Columnas posibles: %2, o una celda libre.",
        "Access|Free cells": "Celdas libres",
        "Access|Reserve": "Reserva",
        "Access|Arrow keys move between columns and cards, Left and Right also reach the free cells; Enter picks up and drops; keys 1 to 7 choose a column.":
            "Las flechas recorren columnas y cartas, Izquierda y Derecha también llegan a las celdas libres; Intro coge y suelta; las teclas 1 a 7 eligen una columna.",
        "Access|Arrow keys move between columns and cards, Left and Right also reach the reserve; Enter picks up and drops; keys 1 to 9 and 0 choose a column.":
            "Las flechas recorren columnas y cartas, Izquierda y Derecha también llegan a la reserva; Intro coge y suelta; las teclas 1 a 9 y 0 eligen una columna.",
        "Access|Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 9 and 0 choose a column.":
            "Las flechas recorren columnas y cartas; Intro coge y suelta; las teclas 1 a 9 y 0 eligen una columna.",
        "Access|Free cell %1, empty": "Celda libre %1, vacía",
        "Access|Free cell %1: %2": "Celda libre %1: %2",
        "Access|Reserve %1, empty": "Reserva %1, vacía",
        "Access|Reserve %1: %2": "Reserva %1: %2",
        "Access|empty": "vacía",
        "Access|Free cells: %1.": "Celdas libres: %1.",
        "Access|Reserve: %1.": "Reserva: %1.",
        "Access|%1: free cell %2.": "%1: celda libre %2.",
        "Access|%1: reserve place %2.": "%1: reserva %2.",
        "Access|%1 to a free cell": "%1 a una celda libre",
        "Announce|%1 to a free cell.": "%1 a una celda libre.",
        "Announce|%1 to a free cell; %2 revealed.": "%1 a una celda libre; se descubre %2.",
        "CommandLine|deal a game of the Scorpion family's variant: cards4 (the default), scorpion-ii, wasp, scorpion-tail, three-blind-mice or scorpion-head":
            "repartir una partida de una variante de la familia Scorpion: cards4 (la predeterminada), scorpion-ii, wasp, scorpion-tail, three-blind-mice o scorpion-head",
        "MovePanel|%1, free cell %2": "%1, celda libre %2",
        "MovePanel|%1, reserve place %2": "%1, reserva %2",
        "MovePanel|A free cell": "Una celda libre",
        "Moves|%1 to a free cell": "%1 a una celda libre",
        "Undo|%1 back to free cell %2": "%1, de vuelta a la celda libre %2",
        "Undo|%1 back to reserve place %2": "%1, de vuelta a la reserva %2",
        "Variants|Three Blind Mice": "Three Blind Mice (Tres ratones ciegos)",
        "Variants|Scorpion Head": "Scorpion Head",
        "Variants|Ten columns of five, three cards face down in columns 8 to 10, two reserve cards to play at any time, no talon.":
            "Diez columnas de cinco, tres cartas boca abajo en las columnas 8 a 10, dos cartas de reserva para jugar en cualquier momento, sin mazo.",
        "Variants|Four cards face down in columns 4 to 7, no talon, and four free cells that each hold one end card.":
            "Cuatro cartas boca abajo en las columnas 4 a 7, sin mazo, y cuatro celdas libres que guardan cada una una última carta.",
        "Help|" + HELP_EN: '<h2>Variantes y juegos relacionados</h2><p>Partida › Variante reparte otros juegos de la familia Scorpion. <b>Scorpion II</b> oculta nueve cartas en lugar de doce, solo en las columnas 1 a 3. En <b>Wasp (Avispa)</b> un hueco acepta cualquier carta boca arriba con sus acompañantes, no solo un Rey. En <b>Scorpion Tail</b> una carta va sobre la siguiente más alta del otro color (9♦ sobre 10♠ o 10♣), y una secuencia completa alterna colores del Rey al As. <b>Three Blind Mice (Tres ratones ciegos)</b> reparte diez columnas de cinco, con las tres cartas de base de las columnas 8 a 10 boca abajo, y dos cartas boca arriba en una reserva junto a las bases: una carta de la reserva puede ir sobre la siguiente más alta, o un Rey a un hueco, en cualquier momento; nada vuelve a la reserva, y no hay mazo. <b>Scorpion Head</b> reparte ocho cartas boca arriba en las columnas 1 a 3 y siete en las columnas 4 a 7, con sus cuatro cartas de base boca abajo, sin mazo y con cuatro celdas libres: la última carta de una columna, sola, puede esperar en una celda vacía e ir desde allí sobre la siguiente más alta, o un Rey a un hueco. Con el teclado, Izquierda y Derecha llegan a la reserva o a las celdas después de la última columna; las teclas 1 a 9 y 0 eligen las columnas 1 a 10. Todo lo demás es como arriba. La partida N de una variante reparte las cartas de la partida N de Scorpion (en Scorpion II, con las cartas de base de la columna 4 boca arriba) y se juega con sus reglas; su enlace nombra la variante (scorpion://game/wasp/24). Nueva partida sigue repartiendo la variante que juegas. En Wasp, Scorpion Tail, Three Blind Mice y Scorpion Head el solucionador busca sin los atajos de Scorpion: cuando no puede terminar dice «Sin determinar», nunca «Sin solución».</p><p>Spider (Araña) usa dos barajas y solo mueve juntas secuencias ordenadas del mismo palo. Yukon también mueve grupos desordenados, pero construye alternando colores y no tiene mazo. Ninguno se puede elegir aquí, y la estrategia no pasa de un juego a otro: «deja cualquier carta un rato en un hueco» es un buen consejo en Wasp, no en Scorpion.</p>',
    },
    "de": {
        "Access|%1 Possible destination: a free cell.": "%1 Mögliches Ziel: eine freie Zelle.",
        "Access|%1 Possible columns: %2, or a free cell.": "%1 Mögliche Spalten: %2, oder eine freie Zelle.",
        "Access|Free cells": "Freie Zellen",
        "Access|Reserve": "Reserve",
        "Access|Arrow keys move between columns and cards, Left and Right also reach the free cells; Enter picks up and drops; keys 1 to 7 choose a column.":
            "Die Pfeiltasten wechseln zwischen Spalten und Karten, Links und Rechts erreichen auch die freien Zellen, die Eingabetaste nimmt auf und legt ab, die Tasten 1 bis 7 wählen eine Spalte.",
        "Access|Arrow keys move between columns and cards, Left and Right also reach the reserve; Enter picks up and drops; keys 1 to 9 and 0 choose a column.":
            "Die Pfeiltasten wechseln zwischen Spalten und Karten, Links und Rechts erreichen auch die Reserve, die Eingabetaste nimmt auf und legt ab, die Tasten 1 bis 9 und 0 wählen eine Spalte.",
        "Access|Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 9 and 0 choose a column.":
            "Die Pfeiltasten wechseln zwischen Spalten und Karten, die Eingabetaste nimmt auf und legt ab, die Tasten 1 bis 9 und 0 wählen eine Spalte.",
        "Access|Free cell %1, empty": "Freie Zelle %1, leer",
        "Access|Free cell %1: %2": "Freie Zelle %1: %2",
        "Access|Reserve %1, empty": "Reserve %1, leer",
        "Access|Reserve %1: %2": "Reserve %1: %2",
        "Access|empty": "leer",
        "Access|Free cells: %1.": "Freie Zellen: %1.",
        "Access|Reserve: %1.": "Reserve: %1.",
        "Access|%1: free cell %2.": "%1: freie Zelle %2.",
        "Access|%1: reserve place %2.": "%1: Reserve %2.",
        "Access|%1 to a free cell": "%1 in eine freie Zelle",
        "Announce|%1 to a free cell.": "%1 in eine freie Zelle.",
        "Announce|%1 to a free cell; %2 revealed.": "%1 in eine freie Zelle; %2 aufgedeckt.",
        "CommandLine|deal a game of the Scorpion family's variant: cards4 (the default), scorpion-ii, wasp, scorpion-tail, three-blind-mice or scorpion-head":
            "ein Spiel einer Variante der Scorpion-Familie austeilen: cards4 (Standard), scorpion-ii, wasp, scorpion-tail, three-blind-mice oder scorpion-head",
        "MovePanel|%1, free cell %2": "%1, freie Zelle %2",
        "MovePanel|%1, reserve place %2": "%1, Reserve %2",
        "MovePanel|A free cell": "Eine freie Zelle",
        "Moves|%1 to a free cell": "%1 in eine freie Zelle",
        "Undo|%1 back to free cell %2": "%1 zurück in die freie Zelle %2",
        "Undo|%1 back to reserve place %2": "%1 zurück in die Reserve %2",
        "Variants|Three Blind Mice": "Three Blind Mice",
        "Variants|Scorpion Head": "Scorpion Head",
        "Variants|Ten columns of five, three cards face down in columns 8 to 10, two reserve cards to play at any time, no talon.":
            "Zehn Spalten zu fünf Karten, drei verdeckte Karten in den Spalten 8 bis 10, zwei Reservekarten, jederzeit spielbar, kein Talon.",
        "Variants|Four cards face down in columns 4 to 7, no talon, and four free cells that each hold one end card.":
            "Vier verdeckte Karten in den Spalten 4 bis 7, kein Talon und vier freie Zellen für je eine letzte Karte.",
        "Help|" + HELP_EN: '<h2>Varianten und verwandte Spiele</h2><p>Spiel › Variante teilt andere Spiele der Scorpion-Familie aus. <b>Scorpion II</b> verbirgt neun statt zwölf Karten, nur in den Spalten 1 bis 3. In <b>Wasp</b> nimmt eine leere Spalte jede aufgedeckte Karte mit ihren Begleitern auf, nicht nur einen König. In <b>Scorpion Tail</b> kommt eine Karte auf die nächsthöhere Karte der anderen Farbe, Rot auf Schwarz oder Schwarz auf Rot (9♦ auf 10♠ oder 10♣), und eine vollständige Folge wechselt vom König bis zum Ass zwischen Rot und Schwarz. <b>Three Blind Mice</b> teilt zehn Spalten zu fünf Karten aus, die drei unteren Karten der Spalten 8 bis 10 verdeckt, und zwei offene Karten in eine Reserve neben den Ablagen: Eine Karte der Reserve darf jederzeit auf die nächsthöhere Karte, ein König in eine leere Spalte; nichts kommt in die Reserve zurück, und es gibt keinen Talon. <b>Scorpion Head</b> teilt acht offene Karten auf die Spalten 1 bis 3 und sieben auf die Spalten 4 bis 7 aus, deren vier untere Karten verdeckt, ohne Talon und mit vier freien Zellen: Die letzte Karte einer Spalte darf allein in einer leeren Zelle warten und von dort auf die nächsthöhere Karte, ein König in eine leere Spalte. Mit der Tastatur erreichen Links und Rechts nach der letzten Spalte die Reserve oder die Zellen; die Tasten 1 bis 9 und 0 wählen die Spalten 1 bis 10. Alles andere ist wie oben. Spiel N einer Variante legt die Karten von Spiel N von Scorpion aus (in Scorpion II liegen die unteren Karten von Spalte 4 offen) und wird nach ihren Regeln gespielt; sein Link nennt die Variante (scorpion://game/wasp/24). Neues Spiel teilt weiter die Variante aus, die du spielst. In Wasp, Scorpion Tail, Three Blind Mice und Scorpion Head sucht der Löser ohne die Abkürzungen von Scorpion: Wo er nicht fertig wird, sagt er „Ungeklärt“, nie „Nicht gewinnbar“.</p><p>Spider verwendet zwei Decks und verlangt für Gruppenzüge eine geordnete Folge derselben Kartenfarbe. Yukon bewegt ebenfalls ungeordnete Gruppen, baut aber in wechselnden Farben und hat keinen Talon. Keines davon ist hier auswählbar, und die Strategie lässt sich nicht von einem Spiel aufs andere übertragen: „eine beliebige Karte vorübergehend in einer leeren Spalte ablegen“ ist in Wasp ein guter Rat, nicht in Scorpion.</p>',
    },
    "fr": {
        "Access|%1 Possible destination: a free cell.": f"%1 Destination possible{NB}: une cellule libre.",
        "Access|%1 Possible columns: %2, or a free cell.": f"%1 Destinations possibles{NB}: tas %2, ou une cellule libre.",
        "Access|Free cells": "Cellules libres",
        "Access|Reserve": "Réserve",
        "Access|Arrow keys move between columns and cards, Left and Right also reach the free cells; Enter picks up and drops; keys 1 to 7 choose a column.":
            f"Les flèches parcourent les tas et les cartes, Gauche et Droite atteignent aussi les cellules libres{NN}; Entrée prend et dépose{NN}; les touches 1 à 7 choisissent un tas.",
        "Access|Arrow keys move between columns and cards, Left and Right also reach the reserve; Enter picks up and drops; keys 1 to 9 and 0 choose a column.":
            f"Les flèches parcourent les tas et les cartes, Gauche et Droite atteignent aussi la réserve{NN}; Entrée prend et dépose{NN}; les touches 1 à 9 et 0 choisissent un tas.",
        "Access|Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 9 and 0 choose a column.":
            f"Les flèches parcourent les tas et les cartes{NN}; Entrée prend et dépose{NN}; les touches 1 à 9 et 0 choisissent un tas.",
        "Access|Free cell %1, empty": "Cellule libre %1, vide",
        "Access|Free cell %1: %2": f"Cellule libre %1{NB}: %2",
        "Access|Reserve %1, empty": "Réserve %1, vide",
        "Access|Reserve %1: %2": f"Réserve %1{NB}: %2",
        "Access|empty": "vide",
        "Access|Free cells: %1.": f"Cellules libres{NB}: %1.",
        "Access|Reserve: %1.": f"Réserve{NB}: %1.",
        "Access|%1: free cell %2.": f"%1{NB}: cellule libre %2.",
        "Access|%1: reserve place %2.": f"%1{NB}: réserve %2.",
        "Access|%1 to a free cell": "%1 dans une cellule libre",
        "Announce|%1 to a free cell.": "%1 dans une cellule libre.",
        "Announce|%1 to a free cell; %2 revealed.": f"%1 dans une cellule libre{NN}; carte retournée{NB}: %2.",
        "CommandLine|deal a game of the Scorpion family's variant: cards4 (the default), scorpion-ii, wasp, scorpion-tail, three-blind-mice or scorpion-head":
            f"distribuer une partie d’une variante de la famille du Scorpion{NB}: cards4 (par défaut), scorpion-ii, wasp, scorpion-tail, three-blind-mice ou scorpion-head",
        "MovePanel|%1, free cell %2": "%1, cellule libre %2",
        "MovePanel|%1, reserve place %2": "%1, réserve %2",
        "MovePanel|A free cell": "Une cellule libre",
        "Moves|%1 to a free cell": "%1 dans une cellule libre",
        "Undo|%1 back to free cell %2": "%1, retour dans la cellule libre %2",
        "Undo|%1 back to reserve place %2": "%1, retour dans la réserve %2",
        "Variants|Three Blind Mice": "Trois Souris aveugles (Three Blind Mice)",
        "Variants|Scorpion Head": "Scorpion Head",
        "Variants|Ten columns of five, three cards face down in columns 8 to 10, two reserve cards to play at any time, no talon.":
            "Dix tas de cinq cartes, trois cartes face cachée dans les tas 8 à 10, deux cartes de réserve à jouer à tout moment, pas de Queue.",
        "Variants|Four cards face down in columns 4 to 7, no talon, and four free cells that each hold one end card.":
            "Quatre cartes face cachée dans les tas 4 à 7, pas de Queue, et quatre cellules libres qui gardent chacune une dernière carte.",
        "Help|" + HELP_EN: '<h2>Variantes et jeux apparentés</h2><p>Partie › Variante distribue d’autres jeux de la famille du Scorpion. Le <b>Scorpion II</b> cache neuf cartes au lieu de douze, seulement dans les tas 1 à 3. Dans la <b>Guêpe (Wasp)</b>, un tas vide accepte toute carte face visible avec les cartes posées sur elle, pas seulement un roi. Dans le <b>Scorpion Tail</b>, on pose en alternant rouge et noir, sur la carte d’un rang au-dessus (9♦ sur 10♠ ou 10♣), et une séquence terminée alterne rouge et noir du roi à l’as. Les <b>Trois Souris aveugles (Three Blind Mice)</b> distribuent dix tas de cinq cartes, les trois cartes du bas des tas 8 à 10 face cachée, et deux cartes face visible dans une réserve à côté des fondations\xa0: une carte de la réserve peut aller à tout moment sur la carte d’un rang au-dessus, ou un roi sur un tas vide\u202f; rien ne revient dans la réserve, et il n’y a pas de Queue. Le <b>Scorpion Head</b> distribue huit cartes face visible sur les tas 1 à 3 et sept sur les tas 4 à 7, leurs quatre cartes du bas face cachée, sans Queue et avec quatre cellules libres\xa0: la dernière carte d’un tas, seule, peut attendre dans une cellule vide et aller de là sur la carte d’un rang au-dessus, ou un roi sur un tas vide. Au clavier, Gauche et Droite atteignent la réserve ou les cellules après le dernier tas\u202f; les touches 1 à 9 et 0 choisissent les tas 1 à 10. Tout le reste est comme ci-dessus. La partie N d’une variante distribue les cartes de la partie N du Scorpion (dans le Scorpion II, avec les cartes du bas du tas 4 face visible) et se joue selon ses règles\u202f; son lien nomme la variante (scorpion://game/wasp/24). Nouvelle partie continue de distribuer la variante que vous jouez. Pour la Guêpe, le Scorpion Tail, les Trois Souris aveugles et le Scorpion Head, le solveur cherche sans les raccourcis du Scorpion\xa0: quand il ne peut pas finir, il dit «\xa0Non déterminé\xa0», jamais «\xa0Non gagnable\xa0».</p><p>L’Araignée (Spider) se joue avec deux jeux et ne déplace que des séquences ordonnées d’une même couleur. Le Yukon déplace aussi des groupes non ordonnés, mais pose en alternant rouge et noir et n’a pas de Queue. Aucun des deux ne peut être choisi ici, et la stratégie ne passe pas d’un jeu à l’autre\xa0: «\xa0poser n’importe quelle carte sur un tas vide pour un moment\xa0» est un bon conseil à la Guêpe, pas au Scorpion.</p>',
    },
}
