"""Issue 24: translations set or changed (native review of 2026-12-01 and
the same kinds found again), applied by ``tools/ts_set.py``."""

TABLE = {
    'en': {
        'Positions|%n card(s) missing: %1.':
            ['%n card missing: %1.', '%n cards missing: %1.'],
        'Statistics|%1 (%2 of %Ln game(s))':
            ['%1 (%2 of %Ln game)', '%1 (%2 of %Ln games)'],
        'Undo|%1 and %n card(s) back to column %2':
            ['%1 and %n card back to column %2', '%1 and %n cards back to column %2'],
    },
    'es': {
        'Undo|Undone.':
            'Movimiento deshecho.',
        'Undo|Undone: %1.':
            'Movimiento deshecho: %1.',
        'Access|Redone: %1':
            'Movimiento rehecho: %1',
        'Statistics|Undos':
            'Movimientos deshechos',
        'WinSummary|Moves: %1 · Time: %2 · Undos: %3 · Hints: %4':
            'Movimientos: %1 · Tiempo: %2 · Movimientos deshechos: %3 · Pistas: %4',
        'MainWindow|You won this practice game — moves: %2, time: %3, undos: %4, hints: %5.':
            'Has ganado esta partida de práctica. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5.',
        'MainWindow|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5.':
            'Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5.',
        'WinSummary|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; your first win of this deal, winning streak %6.':
            'Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5; tu primera victoria en este reparto, racha de victorias: %6.',
        'WinSummary|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new records for game %1: %2 moves and %3 (before: %6 moves and %7), winning streak %8.':
            'Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5; nuevos récords de la partida %1: %2 movimientos y %3 (antes: %6 movimientos y %7), racha de victorias: %8.',
        'WinSummary|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new record for game %1: %2 moves (before: %6), winning streak %7.':
            'Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5; nuevo récord de la partida %1: %2 movimientos (antes: %6), racha de victorias: %7.',
        'WinSummary|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new record time for game %1: %3 (before: %6), winning streak %7.':
            'Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5; nuevo récord de tiempo de la partida %1: %3 (antes: %6), racha de victorias: %7.',
        'WinSummary|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; your record for this deal: %6 moves and %7, winning streak %8.':
            'Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5; tu récord en este reparto: %6 movimientos y %7, racha de victorias: %8.',
        'Statistics|Played:':
            'Partidas jugadas:',
        'Statistics|Won:':
            'Partidas ganadas:',
        'ChooseGame|Game %1 is proven lost: no play can win it. You can still deal it.':
            'La partida %1 no tiene solución: no se puede ganar, juegues como juegues. Puedes repartirla de todos modos.',
        'SettingsDialog|Announcements (Orca 45.2 and later)':
            'Avisos (Orca 45.2 y posteriores)',
        'MainWindow|Blocked':
            'Bloqueada',
        "Help|<h1>How to play Scorpion</h1><p>These are the Cards4 rules.</p><h2>The deal</h2><p>One 52-card deck is dealt into seven columns of seven cards. In columns 1 to 4 the three base cards are face down; every other card is face up. The three remaining cards wait in the talon.</p><h2>Moving cards</h2><p>Pick any face-up card: it is the <b>lead card</b>, and every card on top of it (its <b>companions</b>) moves with it, in the same order, even when they are not in sequence. The lead card goes only on the card of the <b>same suit</b> and exactly <b>one rank higher</b>, at the end of another column: 9♦ goes on 10♦ only, not on 10♥ and not on J♦. Nothing goes on an Ace, and a King goes on no card.</p><p>An <b>empty column</b> takes only a group whose lead card is a King. A Queen carrying a King does not qualify. A King whose group already fills its whole column cannot move to another empty column.</p><h2>The talon</h2><p>Once per game, whenever you choose, the three talon cards are dealt face up: one onto column 1, one onto column 2, one onto column 3, with no rank or suit check; an empty column receives its card too. The talon is never recycled.</p><h2>Flips, complete runs and the end</h2><p>A face-down card that becomes the end of its column turns face up. When a column ends in a complete run of one suit, King down to Ace, all face up, with the Ace at the end, the run leaves for a foundation. Four complete runs win the game. The game is blocked when no legal move remains and the talon has been dealt; Undo stays available.</p><h2>Undo, restart and saving</h2><p>Undo reverts a move together with its flips and removed runs. Restart Game replays the same deal from the start; New Game deals another one. Every game has a number: the same number always gives the same deal. Your progress is saved automatically. Random deals are not guaranteed to be winnable; hints suggest legal moves.</p><h2>Playing with the mouse and the keyboard</h2><p>Drag a card with its companions to a highlighted column, or click a card and then the destination column (or a numbered column button). Clicking the selected card again sends it to its destination. ▲ and ▼ grow or shrink the selection. Click the talon to arm it and again to deal. With the keyboard: the arrow keys move between columns and cards, Enter or Space picks up and drops, keys 1 to 7 choose a column, %1 deals the talon, %2 gives a hint, Esc cancels. In the Read menu, %3 describes the board, %4 the column with the focus and %5 lists the legal moves. The move panel lets you choose the card and the destination in lists and press Move.</p><h2>Strategy</h2><ul><li>Dig out the face-down cards first: columns 1 to 4 hide twelve cards.</li><li>Play the board's useful moves before the talon covers the ends of columns 1 to 3.</li><li>Keep empty columns for Kings that still hide cards under them.</li><li>Never bury a low card under a higher card of its own suit: it can only leave when that card moves away.</li></ul><h2>Related games</h2><p>Scorpion II deals nine face-down cards instead of twelve. Wasp lets an empty column take any card. Spider uses two decks and moves only ordered same-suit groups. Yukon also moves unordered groups, but builds in alternate colours and has no talon. These variants are not this game: none of them can be chosen here, and their strategy does not carry over to Cards4 Scorpion. In particular, “park any card in an empty column for a while” describes a looser rule, not this game.</p>":
            '<h1>Cómo se juega a Scorpion</h1><p>Estas son las reglas de Cards4 de Scorpion, el Solitario Escorpión. Scorpion permite mover grupos desordenados, pero no colocarlos en cualquier lugar.</p><h2>Reparto y objetivo</h2><p>Una baraja de 52 cartas forma siete columnas de siete cartas. Las columnas 1–4 tienen tres cartas ocultas y cuatro visibles cada una; las columnas 5–7 están boca arriba. Las tres cartas que sobran esperan en el mazo (la reserva).</p><h2>Mover cartas</h2><p>Mueve cualquier carta visible, la <b>carta principal</b>, con todas las que tiene debajo, sus <b>acompañantes</b>, aunque no formen una secuencia; el grupo conserva su orden. La carta principal solo puede ir sobre la carta del <b>mismo palo</b> y exactamente <b>un rango más alta</b> que esté al final de otra columna (se construye en orden descendente): 9♦ va sobre 10♦, pero no sobre 10♥ ni sobre J♦. Compartir el color rojo no basta. El As es bajo y no se conecta con el Rey: sobre un As no cabe nada y un Rey no va sobre ninguna carta.</p><p>Una <b>columna vacía</b> (un hueco) acepta solo un Rey o un grupo encabezado por un Rey. Una Reina no sirve, aunque haya un Rey entre sus acompañantes. Si el grupo del Rey ocupa toda su columna, Cards4 no permite trasladarlo a otra columna vacía.</p><h2>El mazo</h2><p>Reparte las tres cartas del mazo boca arriba, una sola vez, una en cada columna 1–3, cuando quieras. Van siempre a las columnas 1, 2 y 3 sin comprobar rango ni palo; una columna vacía recibe su carta aunque no sea un Rey. El mazo no se recicla.</p><h2>Volteos, secuencias completas y final</h2><p>Una carta oculta que queda al final de su columna se voltea automáticamente. Una secuencia completa y visible Rey–As de un palo, con el As al final de la columna, se retira a su base como una unidad. No se mueven cartas sueltas a las bases. Completa cuatro secuencias para ganar. La partida queda bloqueada cuando no queda ningún movimiento legal y el mazo ya se ha repartido; Deshacer sigue disponible.</p><h2>Deshacer, reiniciar y guardar</h2><p>Deshacer revierte el movimiento, los volteos y las secuencias retiradas. Reiniciar partida repite el mismo reparto desde el principio; Nueva partida reparte otro. Cada partida tiene un número: el mismo número da siempre el mismo reparto. El progreso se guarda automáticamente. Los repartos aleatorios no siempre tienen solución; las pistas sugieren movimientos legales.</p><h2>Jugar con el ratón y el teclado</h2><p>Arrastra un grupo a una columna resaltada, o haz clic en su carta principal y luego en la columna de destino (o en un botón numerado de columna). Si haces clic otra vez en la carta elegida, va directamente a su destino. ▲ y ▼ amplían o reducen la selección carta a carta. Un clic en el mazo lo prepara y otro lo reparte. Con el teclado: las flechas recorren columnas y cartas, Intro o Espacio cogen y sueltan, las teclas 1 a 7 eligen una columna, la tecla %1 reparte el mazo, la %2 da una pista y Esc cancela la selección. En el menú Leer, la tecla %3 describe el tablero, la %4 la columna con el foco y la %5 lista los movimientos legales. En el panel de movimientos eliges la carta y el destino en las listas y pulsas Mover.</p><h2>Estrategia</h2><ul><li>Excava primero las cartas ocultas: las columnas 1 a 4 esconden doce.</li><li>Haz los movimientos útiles del tablero antes de que las cartas del mazo tapen el final de las columnas 1 a 3.</li><li>Guarda los huecos para los Reyes que todavía tapan cartas ocultas.</li><li>No entierres nunca una carta baja bajo otra más alta de su mismo palo: solo podrá salir cuando esa carta se vaya.</li></ul><h2>Juegos relacionados</h2><p>Scorpion II suele empezar con nueve cartas ocultas en lugar de doce. Wasp (Avispa) permite que un hueco acepte cualquier carta. Spider (Araña) usa dos barajas y solo mueve juntas secuencias ordenadas del mismo palo. Yukon también mueve grupos desordenados, pero construye alternando colores y no tiene mazo. Esas variantes no son este juego: ninguna se puede elegir aquí, y su estrategia no vale para el Scorpion de Cards4. En particular, «deja cualquier carta un rato en una columna vacía» describe una regla más permisiva, no este juego.</p>',
        'Statistics|The statistics file was missing or empty; your games were restored from the backup %1.':
            'El archivo de estadísticas faltaba o estaba vacío; tus partidas se restauraron desde la copia de seguridad %1.',
        'MainWindow|Game %1 is not finished. Leave it for game %2? Its progress and undo history will be lost; the same deal can be dealt again by its number.':
            'La partida %1 no ha terminado. ¿Dejarla y pasar a la partida %2? Se perderán el progreso y el historial para deshacer; el mismo reparto puede volver a jugarse con su número.',
        'MainWindow|This practice game is not finished. Leave it for game %1? Its progress and undo history will be lost.':
            'Esta partida de práctica no ha terminado. ¿Dejarla y pasar a la partida %1? Se perderán el progreso y el historial para deshacer.',
        'MainWindow|Wait for the new deal: a winnable one is being looked for.':
            'Espera un momento: se está buscando un reparto con solución.',
        'Errors|you are not allowed to use it':
            'no tienes permiso para usarlo',
        'Errors|it does not exist':
            'no existe',
        'Errors|it is a folder, not a file':
            'es una carpeta, no un archivo',
        'Errors|the disk is read-only':
            'el disco es de solo lectura',
        'Errors|the disk is full':
            'el disco está lleno',
        'Errors|the system refused it (error %1)':
            'el sistema lo ha rechazado (error %1)',
        'Errors|it is not a small text file':
            'no es un archivo de texto pequeño',
        'Errors|an unexpected error occurred (%1)':
            'se ha producido un error inesperado (%1)',
        'Errors|another program is using it':
            'otro programa lo está usando',
        'Errors|it cannot be written':
            'no se puede escribir en él',
        'Errors|it is damaged':
            'está dañado',
        'Errors|it cannot be opened':
            'no se puede abrir',
        'Errors|the disk could not be read or written':
            'no se pudo leer ni escribir en el disco',
        'Errors|the database refused it (error %1)':
            'la base de datos lo ha rechazado (error %1)',
        'Positions|Line %1: %2':
            'Línea %1: %2',
        'Positions|“%1” is not of the form “label: cards”.':
            '«%1» no tiene la forma «etiqueta: cartas».',
        'Positions|“%1” is not a label: use talon, foundations, rules or 1 to 7.':
            '«%1» no es una etiqueta: usa talon, foundations, rules o de 1 a 7.',
        'Positions|The label “%1” appears twice.':
            'La etiqueta «%1» aparece dos veces.',
        'Positions|“%1” is not a rule option: use keep-runs or traditional-talon.':
            '«%1» no es una opción de reglas: usa keep-runs o traditional-talon.',
        'Positions|Talon, not a card: “%1”.':
            'Mazo, no es una carta: «%1».',
        'Positions|Column %1, not a card: “%2”.':
            'Columna %1, no es una carta: «%2».',
        'Positions|Foundations, not a suit: “%1”.':
            'Bases, no es un palo: «%1».',
        'Positions|Foundations, suit given twice: “%1”.':
            'Bases, palo repetido: «%1».',
        'Positions|The talon holds at most 3 cards.':
            'El mazo tiene como máximo 3 cartas.',
        'Positions|Column %1, face-down card after a face-up card: %2.':
            'Columna %1, carta oculta después de una visible: %2.',
        'Positions|Column %1, last card face down: %2.':
            'Columna %1, última carta boca abajo: %2.',
        'Positions|Card given twice: %1.':
            'Carta repetida: %1.',
        'Positions|Card on the board although its suit is in the foundations: %1.':
            'Carta en el tablero aunque su palo ya está en las bases: %1.',
        'Positions|%n card(s) missing: %1.':
            ['Falta %n carta: %1.', 'Faltan %n cartas: %1.'],
        "Positions|The text is not in the rules' notation.":
            'El texto no sigue la notación de las reglas.',
        'Statistics|game played #%1: %2':
            'partida jugada n.º %1: %2',
        'Statistics|games played #%1–%2: %3':
            'partidas jugadas n.º %1–%2: %3',
        'Statistics|%1 (%2 of %Ln game(s))':
            ['%1 (%2 de %Ln partida)', '%1 (%2 de %Ln partidas)'],
        'Undo|%1 and %n card(s) back to column %2':
            ['%1 y %n carta más, de vuelta a la columna %2', '%1 y %n cartas más, de vuelta a la columna %2'],
        'CommandLine|Scorpion solitaire (Cards4 rules).':
            'El solitario Scorpion (reglas de Cards4).',
        'CommandLine|usage: ':
            'uso: ',
        'CommandLine|positional arguments':
            'argumentos posicionales',
        'CommandLine|options':
            'opciones',
        'CommandLine|show this help and exit':
            'muestra esta ayuda y termina',
        'CommandLine|show the version and exit':
            'muestra la versión y termina',
        'CommandLine|deal game number N (1 to 2**63-1)':
            'reparte la partida número N (de 1 a 2**63-1)',
        'CommandLine|a scorpion://game/N link':
            'un enlace scorpion://game/N',
        "CommandLine|practise from a position in the rules' notation (FILE, or - for stdin)":
            'practica desde una posición en la notación de las reglas (ARCHIVO, o - para la entrada estándar)',
        'CommandLine|FILE':
            'ARCHIVO',
        'CommandLine|render the window to a PNG file and exit':
            'guarda la ventana en un archivo PNG y termina',
        'CommandLine|window size for --screenshot, WxH in px':
            'tamaño de la ventana para --screenshot, AnchoxAlto en px',
        "CommandLine|language: en, es, de or fr (default: the settings, then the system's)":
            'idioma: en, es, de o fr (por defecto: el de los ajustes y, si no, el del sistema)',
        'CommandLine|add the menu entry, icons and scorpion:// links for this user':
            'añade la entrada del menú, los iconos y los enlaces scorpion:// para este usuario',
        'CommandLine|remove what --install-desktop-entry added':
            'quita lo que añadió --install-desktop-entry',
        'CommandLine|use either a game (--game or a link) or --position, not both':
            'usa una partida (--game o un enlace) o --position, pero no ambos',
    },
    'de': {
        'ChooseGame|Game %1 is proven lost: no play can win it. You can still deal it.':
            'Spiel %1 ist nachweislich verloren: Es lässt sich auf keine Weise gewinnen. Du kannst es trotzdem austeilen.',
        'Statistics|Abandoned (quit)':
            'Abgebrochen (Programm beendet)',
        'WinSummary|Replay This Game':
            'Noch einmal spielen',
        'MainWindow|No legal move remains: the game is blocked.':
            'Stillstand: Es ist kein legaler Zug mehr möglich.',
        "Launch|Scorpion is already running with your saved game, but this window could not reach it: this window's game will not be saved. Close it and use the other window.":
            'Scorpion läuft bereits mit deinem gespeicherten Spiel, aber dieses Fenster erreicht es nicht: Das Spiel in diesem Fenster wird nicht gespeichert. Schließe es und verwende das andere Fenster.',
        "Help|<h1>How to play Scorpion</h1><p>These are the Cards4 rules.</p><h2>The deal</h2><p>One 52-card deck is dealt into seven columns of seven cards. In columns 1 to 4 the three base cards are face down; every other card is face up. The three remaining cards wait in the talon.</p><h2>Moving cards</h2><p>Pick any face-up card: it is the <b>lead card</b>, and every card on top of it (its <b>companions</b>) moves with it, in the same order, even when they are not in sequence. The lead card goes only on the card of the <b>same suit</b> and exactly <b>one rank higher</b>, at the end of another column: 9♦ goes on 10♦ only, not on 10♥ and not on J♦. Nothing goes on an Ace, and a King goes on no card.</p><p>An <b>empty column</b> takes only a group whose lead card is a King. A Queen carrying a King does not qualify. A King whose group already fills its whole column cannot move to another empty column.</p><h2>The talon</h2><p>Once per game, whenever you choose, the three talon cards are dealt face up: one onto column 1, one onto column 2, one onto column 3, with no rank or suit check; an empty column receives its card too. The talon is never recycled.</p><h2>Flips, complete runs and the end</h2><p>A face-down card that becomes the end of its column turns face up. When a column ends in a complete run of one suit, King down to Ace, all face up, with the Ace at the end, the run leaves for a foundation. Four complete runs win the game. The game is blocked when no legal move remains and the talon has been dealt; Undo stays available.</p><h2>Undo, restart and saving</h2><p>Undo reverts a move together with its flips and removed runs. Restart Game replays the same deal from the start; New Game deals another one. Every game has a number: the same number always gives the same deal. Your progress is saved automatically. Random deals are not guaranteed to be winnable; hints suggest legal moves.</p><h2>Playing with the mouse and the keyboard</h2><p>Drag a card with its companions to a highlighted column, or click a card and then the destination column (or a numbered column button). Clicking the selected card again sends it to its destination. ▲ and ▼ grow or shrink the selection. Click the talon to arm it and again to deal. With the keyboard: the arrow keys move between columns and cards, Enter or Space picks up and drops, keys 1 to 7 choose a column, %1 deals the talon, %2 gives a hint, Esc cancels. In the Read menu, %3 describes the board, %4 the column with the focus and %5 lists the legal moves. The move panel lets you choose the card and the destination in lists and press Move.</p><h2>Strategy</h2><ul><li>Dig out the face-down cards first: columns 1 to 4 hide twelve cards.</li><li>Play the board's useful moves before the talon covers the ends of columns 1 to 3.</li><li>Keep empty columns for Kings that still hide cards under them.</li><li>Never bury a low card under a higher card of its own suit: it can only leave when that card moves away.</li></ul><h2>Related games</h2><p>Scorpion II deals nine face-down cards instead of twelve. Wasp lets an empty column take any card. Spider uses two decks and moves only ordered same-suit groups. Yukon also moves unordered groups, but builds in alternate colours and has no talon. These variants are not this game: none of them can be chosen here, and their strategy does not carry over to Cards4 Scorpion. In particular, “park any card in an empty column for a while” describes a looser rule, not this game.</p>":
            '<h1>Scorpion – Spielanleitung</h1><p>Dies sind die Cards4-Regeln. Scorpion erlaubt ungeordnete Gruppen, aber nicht jedes Ziel.</p><h2>Verteilung und Ziel</h2><p>Ein Deck mit 52 Karten bildet sieben Spalten mit je sieben Karten. Spalten 1–4 enthalten je drei verdeckte und vier offene Karten; Spalten 5–7 sind vollständig offen. Drei Karten bleiben im Talon.</p><h2>Karten bewegen</h2><p>Du kannst jede beliebige offene Karte bewegen: Sie ist die <b>führende Karte</b> und nimmt alle Karten darunter mit, ihre <b>Begleiter</b>. Die Begleiter müssen weder geordnet sein noch dieselbe Farbe haben; die Reihenfolge bleibt erhalten. Die führende Karte darf nur auf die Karte am Ende einer anderen Spalte, die <b>dieselbe Kartenfarbe</b> hat und genau <b>einen Rang höher</b> ist (es wird absteigend gebaut): 9♦ auf 10♦, jedoch nicht auf 10♥ oder B♦. Die gemeinsame rote Farbe genügt nicht. Das Ass ist niedrig; König und Ass werden nicht verbunden: Auf ein Ass darf keine Karte, und ein König darf auf keine Karte.</p><p>Eine <b>leere Spalte</b> nimmt nur einen König oder eine Gruppe mit König an der Spitze auf. Eine Dame genügt nicht, auch wenn darunter ein König liegt. Belegt die Königsgruppe ihre gesamte Spalte, verweigert Cards4 den Wechsel in eine andere leere Spalte.</p><h2>Der Talon</h2><p>Teile die drei Talonkarten einmalig und offen aus, je eine auf die Spalten 1–3, wann du möchtest. Sie gehen stets auf die Spalten 1, 2 und 3, ohne Rang oder Farbe zu prüfen; eine leere Spalte erhält ihre Talonkarte auch dann, wenn diese kein König ist. Es gibt keinen weiteren Durchgang.</p><h2>Aufdecken, vollständige Folgen und Spielende</h2><p>Freigelegte verdeckte Karten werden automatisch aufgedeckt. Eine offene vollständige Folge König–Ass einer Kartenfarbe, mit dem Ass am Spaltenende, wird als Einheit auf ihre Ablage abgeräumt. Einzelne Karten können nicht auf die Ablagen gezogen werden. Vier Folgen gewinnen. Stillstand wird gemeldet, wenn kein legaler Zug mehr möglich und der Talon schon ausgeteilt ist; Rückgängig bleibt verfügbar.</p><h2>Rückgängig, Zurücksetzen und Speichern</h2><p>Rückgängig nimmt den Zug samt Aufdeckungen zurück und legt abgeräumte Folgen wieder in ihre Spalte. Zurücksetzen wiederholt dieselbe Verteilung von vorn; Neues Spiel beginnt eine andere. Jedes Spiel hat eine Nummer: Dieselbe Nummer ergibt immer dieselbe Verteilung. Das Spiel wird automatisch gespeichert. Zufällige Verteilungen sind nicht garantiert gewinnbar; Tipps zeigen legale Züge.</p><h2>Mit Maus und Tastatur spielen</h2><p>Ziehe eine Gruppe auf eine markierte Spalte oder klicke ihre führende Karte und dann eine Zielspalte an (oder einen nummerierten Spaltenknopf). Ein weiterer Klick auf die gewählte Karte schickt sie direkt an ihr Ziel. ▲ und ▼ vergrößern oder verkleinern die Auswahl um je eine Karte. Ein Klick auf den Talon bereitet ihn vor, ein zweiter teilt aus. Per Tastatur: Die Pfeiltasten wechseln zwischen Spalten und Karten, Eingabe oder Leertaste nehmen auf und legen ab, die Tasten 1 bis 7 wählen eine Spalte, die Taste %1 teilt den Talon aus, die Taste %2 gibt einen Tipp, Esc hebt die Auswahl auf. Im Menü Vorlesen beschreibt die Taste %3 das Tableau, die Taste %4 die Spalte mit dem Fokus, und die Taste %5 zählt die legalen Züge auf. In der Zugleiste wählst du Karte und Ziel in den Listen und drückst Verschieben.</p><h2>Strategie</h2><ul><li>Decke zuerst die verdeckten Karten auf: Spalten 1 bis 4 verbergen zwölf Karten.</li><li>Spiele nützliche Züge im Tableau, bevor Talonkarten die Enden der Spalten 1 bis 3 verdecken.</li><li>Halte leere Spalten für Könige frei, die noch verdeckte Karten zudecken.</li><li>Begrabe nie eine niedrige Karte unter einer höheren Karte derselben Kartenfarbe: Sie kommt erst frei, wenn diese Karte weggezogen wird.</li></ul><h2>Verwandte Spiele</h2><p>Scorpion II beginnt üblicherweise mit neun statt zwölf verdeckten Karten. Wasp lockert die Regel für freie Spalten: Dort nimmt eine leere Spalte jede Karte auf. Spider verwendet zwei Decks und verlangt für Gruppenzüge eine geordnete Folge derselben Kartenfarbe. Yukon bewegt ebenfalls ungeordnete Gruppen, baut aber in wechselnden Farben und hat keinen Talon. Diese Varianten sind nicht dieses Spiel: Keine ist hier auswählbar, und ihre Strategie gilt nicht für Cards4 Scorpion. Insbesondere beschreibt „eine beliebige Karte vorübergehend in einer leeren Spalte ablegen“ eine Lockerung, nicht dieses Spiel.</p>',
        'Statistics|The statistics file was missing or empty; your games were restored from the backup %1.':
            'Die Statistikdatei fehlte oder war leer; deine Spiele wurden aus der Sicherung %1 wiederhergestellt.',
        'MainWindow|Blocked':
            'Blockiert',
        'Statistics|Blocked':
            'Blockiert',
        'MainWindow|Game %1 is not finished. Leave it for game %2? Its progress and undo history will be lost; the same deal can be dealt again by its number.':
            'Spiel %1 ist noch nicht beendet. Zu Spiel %2 wechseln? Der Spielstand und die Rückgängig-Liste gehen verloren; dieselbe Verteilung lässt sich über ihre Nummer erneut austeilen.',
        'MainWindow|This practice game is not finished. Leave it for game %1? Its progress and undo history will be lost.':
            'Dieses Übungsspiel ist noch nicht beendet. Zu Spiel %1 wechseln? Der Spielstand und die Rückgängig-Liste gehen verloren.',
        'MainWindow|Wait for the new deal: a winnable one is being looked for.':
            'Einen Moment: Eine gewinnbare Verteilung wird gesucht.',
        'Statistics|&Recent games (Enter or double click replays that game):':
            '&Letzte Spiele (Eingabe oder Doppelklick: dieses Spiel noch einmal spielen):',
        'Errors|you are not allowed to use it':
            'dir fehlt die Berechtigung dafür',
        'Errors|it does not exist':
            'sie existiert nicht',
        'Errors|it is a folder, not a file':
            'das ist ein Ordner, keine Datei',
        'Errors|the disk is read-only':
            'der Datenträger ist schreibgeschützt',
        'Errors|the disk is full':
            'der Datenträger ist voll',
        'Errors|the system refused it (error %1)':
            'das System hat es abgelehnt (Fehler %1)',
        'Errors|it is not a small text file':
            'das ist keine kleine Textdatei',
        'Errors|an unexpected error occurred (%1)':
            'ein unerwarteter Fehler ist aufgetreten (%1)',
        'Errors|another program is using it':
            'ein anderes Programm benutzt sie',
        'Errors|it cannot be written':
            'sie ist nicht beschreibbar',
        'Errors|it is damaged':
            'sie ist beschädigt',
        'Errors|it cannot be opened':
            'sie lässt sich nicht öffnen',
        'Errors|the disk could not be read or written':
            'der Datenträger ließ sich nicht lesen oder beschreiben',
        'Errors|the database refused it (error %1)':
            'die Datenbank hat es abgelehnt (Fehler %1)',
        'Positions|Line %1: %2':
            'Zeile %1: %2',
        'Positions|“%1” is not of the form “label: cards”.':
            '„%1“ hat nicht die Form „Bezeichnung: Karten“.',
        'Positions|“%1” is not a label: use talon, foundations, rules or 1 to 7.':
            '„%1“ ist keine Bezeichnung: Verwende talon, foundations, rules oder 1 bis 7.',
        'Positions|The label “%1” appears twice.':
            'Die Bezeichnung „%1“ kommt zweimal vor.',
        'Positions|“%1” is not a rule option: use keep-runs or traditional-talon.':
            '„%1“ ist keine Regeloption: Verwende keep-runs oder traditional-talon.',
        'Positions|Talon, not a card: “%1”.':
            'Talon, keine Karte: „%1“.',
        'Positions|Column %1, not a card: “%2”.':
            'Spalte %1, keine Karte: „%2“.',
        'Positions|Foundations, not a suit: “%1”.':
            'Ablagen, keine Kartenfarbe: „%1“.',
        'Positions|Foundations, suit given twice: “%1”.':
            'Ablagen, Kartenfarbe doppelt: „%1“.',
        'Positions|The talon holds at most 3 cards.':
            'Der Talon enthält höchstens 3 Karten.',
        'Positions|Column %1, face-down card after a face-up card: %2.':
            'Spalte %1, verdeckte Karte nach einer offenen: %2.',
        'Positions|Column %1, last card face down: %2.':
            'Spalte %1, letzte Karte verdeckt: %2.',
        'Positions|Card given twice: %1.':
            'Karte doppelt: %1.',
        'Positions|Card on the board although its suit is in the foundations: %1.':
            'Karte im Tableau, obwohl ihre Farbe schon abgelegt ist: %1.',
        'Positions|%n card(s) missing: %1.':
            ['%n Karte fehlt: %1.', '%n Karten fehlen: %1.'],
        "Positions|The text is not in the rules' notation.":
            'Der Text folgt nicht der Notation der Regeln.',
        'Statistics|game played #%1: %2':
            '%1. gespieltes Spiel: %2',
        'Statistics|games played #%1–%2: %3':
            '%1. bis %2. gespieltes Spiel: %3',
        'Statistics|%1 (%2 of %Ln game(s))':
            ['%1 (%2 von %Ln Spiel)', '%1 (%2 von %Ln Spielen)'],
        'Undo|%1 and %n card(s) back to column %2':
            ['%1 und %n weitere Karte zurück auf Spalte %2', '%1 und %n weitere Karten zurück auf Spalte %2'],
        'CommandLine|Scorpion solitaire (Cards4 rules).':
            'Scorpion-Patience (Cards4-Regeln).',
        'CommandLine|usage: ':
            'Aufruf: ',
        'CommandLine|positional arguments':
            'Argumente',
        'CommandLine|options':
            'Optionen',
        'CommandLine|show this help and exit':
            'diese Hilfe zeigen und beenden',
        'CommandLine|show the version and exit':
            'die Version zeigen und beenden',
        'CommandLine|deal game number N (1 to 2**63-1)':
            'Spiel Nummer N austeilen (1 bis 2**63-1)',
        'CommandLine|a scorpion://game/N link':
            'ein scorpion://game/N-Link',
        "CommandLine|practise from a position in the rules' notation (FILE, or - for stdin)":
            'eine Stellung in der Notation der Regeln üben (DATEI, oder - für die Standardeingabe)',
        'CommandLine|FILE':
            'DATEI',
        'CommandLine|render the window to a PNG file and exit':
            'das Fenster als PNG-Datei speichern und beenden',
        'CommandLine|window size for --screenshot, WxH in px':
            'Fenstergröße für --screenshot, BxH in px',
        "CommandLine|language: en, es, de or fr (default: the settings, then the system's)":
            'Sprache: en, es, de oder fr (Standard: die der Einstellungen, sonst die des Systems)',
        'CommandLine|add the menu entry, icons and scorpion:// links for this user':
            'Menüeintrag, Symbole und scorpion://-Links für diesen Benutzer einrichten',
        'CommandLine|remove what --install-desktop-entry added':
            'entfernen, was --install-desktop-entry eingerichtet hat',
        'CommandLine|use either a game (--game or a link) or --position, not both':
            'Gib entweder ein Spiel (--game oder einen Link) oder --position an, nicht beides',
    },
    'fr': {
        'MainWindow|You won this practice game — moves: %2, time: %3, undos: %4, hints: %5.':
            'Partie d’entraînement gagnée. Mouvements\xa0: %2, temps\xa0: %3, annulations\xa0: %4, indices\xa0: %5.',
        'MainWindow|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5.':
            'Partie %1 gagnée. Mouvements\xa0: %2, temps\xa0: %3, annulations\xa0: %4, indices\xa0: %5.',
        'WinSummary|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; your first win of this deal, winning streak %6.':
            'Partie %1 gagnée. Mouvements\xa0: %2, temps\xa0: %3, annulations\xa0: %4, indices\xa0: %5\u202f; votre première victoire sur cette donne, série de victoires\xa0: %6.',
        'WinSummary|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new records for game %1: %2 moves and %3 (before: %6 moves and %7), winning streak %8.':
            'Partie %1 gagnée. Mouvements\xa0: %2, temps\xa0: %3, annulations\xa0: %4, indices\xa0: %5\u202f; nouveaux records pour la partie %1\xa0: %2 mouvements et %3 (avant\xa0: %6 mouvements et %7), série de victoires\xa0: %8.',
        'WinSummary|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new record for game %1: %2 moves (before: %6), winning streak %7.':
            'Partie %1 gagnée. Mouvements\xa0: %2, temps\xa0: %3, annulations\xa0: %4, indices\xa0: %5\u202f; nouveau record pour la partie %1\xa0: %2 mouvements (avant\xa0: %6), série de victoires\xa0: %7.',
        'WinSummary|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new record time for game %1: %3 (before: %6), winning streak %7.':
            'Partie %1 gagnée. Mouvements\xa0: %2, temps\xa0: %3, annulations\xa0: %4, indices\xa0: %5\u202f; nouveau record de temps pour la partie %1\xa0: %3 (avant\xa0: %6), série de victoires\xa0: %7.',
        'WinSummary|You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; your record for this deal: %6 moves and %7, winning streak %8.':
            'Partie %1 gagnée. Mouvements\xa0: %2, temps\xa0: %3, annulations\xa0: %4, indices\xa0: %5\u202f; votre record sur cette donne\xa0: %6 mouvements et %7, série de victoires\xa0: %8.',
        'ChooseGame|Game %1 is proven lost: no play can win it. You can still deal it.':
            'Il est prouvé que la partie %1 est perdue d’avance\xa0: aucune façon de jouer ne permet de la gagner. Vous pouvez tout de même la distribuer.',
        'MainWindow|Wait for the new deal: a winnable one is being looked for.':
            'Patientez\xa0: recherche d’une donne gagnable en cours.',
        "Help|<h1>How to play Scorpion</h1><p>These are the Cards4 rules.</p><h2>The deal</h2><p>One 52-card deck is dealt into seven columns of seven cards. In columns 1 to 4 the three base cards are face down; every other card is face up. The three remaining cards wait in the talon.</p><h2>Moving cards</h2><p>Pick any face-up card: it is the <b>lead card</b>, and every card on top of it (its <b>companions</b>) moves with it, in the same order, even when they are not in sequence. The lead card goes only on the card of the <b>same suit</b> and exactly <b>one rank higher</b>, at the end of another column: 9♦ goes on 10♦ only, not on 10♥ and not on J♦. Nothing goes on an Ace, and a King goes on no card.</p><p>An <b>empty column</b> takes only a group whose lead card is a King. A Queen carrying a King does not qualify. A King whose group already fills its whole column cannot move to another empty column.</p><h2>The talon</h2><p>Once per game, whenever you choose, the three talon cards are dealt face up: one onto column 1, one onto column 2, one onto column 3, with no rank or suit check; an empty column receives its card too. The talon is never recycled.</p><h2>Flips, complete runs and the end</h2><p>A face-down card that becomes the end of its column turns face up. When a column ends in a complete run of one suit, King down to Ace, all face up, with the Ace at the end, the run leaves for a foundation. Four complete runs win the game. The game is blocked when no legal move remains and the talon has been dealt; Undo stays available.</p><h2>Undo, restart and saving</h2><p>Undo reverts a move together with its flips and removed runs. Restart Game replays the same deal from the start; New Game deals another one. Every game has a number: the same number always gives the same deal. Your progress is saved automatically. Random deals are not guaranteed to be winnable; hints suggest legal moves.</p><h2>Playing with the mouse and the keyboard</h2><p>Drag a card with its companions to a highlighted column, or click a card and then the destination column (or a numbered column button). Clicking the selected card again sends it to its destination. ▲ and ▼ grow or shrink the selection. Click the talon to arm it and again to deal. With the keyboard: the arrow keys move between columns and cards, Enter or Space picks up and drops, keys 1 to 7 choose a column, %1 deals the talon, %2 gives a hint, Esc cancels. In the Read menu, %3 describes the board, %4 the column with the focus and %5 lists the legal moves. The move panel lets you choose the card and the destination in lists and press Move.</p><h2>Strategy</h2><ul><li>Dig out the face-down cards first: columns 1 to 4 hide twelve cards.</li><li>Play the board's useful moves before the talon covers the ends of columns 1 to 3.</li><li>Keep empty columns for Kings that still hide cards under them.</li><li>Never bury a low card under a higher card of its own suit: it can only leave when that card moves away.</li></ul><h2>Related games</h2><p>Scorpion II deals nine face-down cards instead of twelve. Wasp lets an empty column take any card. Spider uses two decks and moves only ordered same-suit groups. Yukon also moves unordered groups, but builds in alternate colours and has no talon. These variants are not this game: none of them can be chosen here, and their strategy does not carry over to Cards4 Scorpion. In particular, “park any card in an empty column for a while” describes a looser rule, not this game.</p>":
            '<h1>Comment jouer au Scorpion</h1><p>Voici les règles de Cards4 du Solitaire Scorpion.</p><h2>La donne</h2><p>Un jeu de 52 cartes est distribué en sept tas de 7 cartes, le Corps. Les trois premières cartes des quatre premiers tas sont distribuées face cachée\u202f; toutes les autres cartes sont face visible. Les trois cartes restantes sont placées face cachée dans la Queue.</p><h2>Déplacer des cartes</h2><p>Choisissez n’importe quelle carte face visible\xa0: elle part avec toutes les cartes posées sur elle, dans le même ordre, même si elles ne forment pas une séquence. Vous pouvez déplacer ce groupe vers un autre tas dont la dernière carte est de la <b>même couleur</b> que la carte choisie et <b>exactement d’un rang au-dessus</b>\xa0: le 9♦ va seulement sur le 10♦, et non sur le 10♥ ni sur le valet de carreau. Être rouges toutes les deux ne suffit pas. L’as est bas et ne se relie pas au roi\xa0: rien ne se place sur un as, et un roi ne se place sur aucune carte.</p><p>Un <b>tas vide</b> n’accepte qu’un roi, ou un groupe qui commence par un roi. Une dame ne suffit pas, même si un roi se trouve parmi les cartes posées sur elle. Un roi dont le groupe remplit déjà tout son tas ne peut pas passer sur un autre tas vide.</p><h2>La Queue</h2><p>Une fois par partie, quand vous le voulez, les trois cartes de la Queue sont distribuées face visible sur les trois premiers tas du Corps\xa0: une sur le tas 1, une sur le tas 2, une sur le tas 3, sans contrôle de rang ni de couleur\u202f; un tas vide reçoit aussi sa carte. La Queue ne se redistribue jamais.</p><h2>Cartes retournées, séquences terminées et fin</h2><p>Une carte face cachée qui devient la dernière de son tas est retournée face visible automatiquement. Quand la fin d’un tas forme une séquence terminée d’une même couleur, du roi à l’as, entièrement face visible et l’as en bout de tas, elle est retirée de la table vers les fondations. Les cartes isolées ne vont jamais aux fondations. Quatre séquences terminées gagnent la partie. La partie est bloquée quand il ne reste aucun mouvement autorisé et que la Queue a été distribuée\u202f; l’annulation reste possible.</p><h2>Annuler, recommencer et enregistrer</h2><p>Annuler défait un mouvement, avec les cartes retournées et les séquences retirées. Recommencer la partie rejoue la même donne depuis le début\u202f; Nouvelle partie en distribue une autre. Chaque partie a un numéro\xa0: le même numéro produit toujours la même donne. La partie est enregistrée automatiquement. Une donne au hasard n’est pas forcément gagnable\u202f; les indices proposent des mouvements autorisés.</p><h2>Jouer à la souris et au clavier</h2><p>Faites glisser une carte et celles posées sur elle vers un tas en surbrillance, ou cliquez sur une carte puis sur le tas de destination (ou sur un bouton de tas numéroté). Un nouveau clic sur la carte choisie l’envoie à sa destination. ▲ et ▼ agrandissent ou réduisent la sélection. Un clic sur la Queue la prépare, un second la distribue. Au clavier\xa0: les flèches parcourent les tas et les cartes, Entrée ou Espace prennent et déposent, les touches 1 à 7 choisissent un tas, la touche %1 distribue la Queue, la touche %2 donne un indice et Échap efface la sélection. Dans le menu Lecture, la touche %3 décrit la table, la touche %4 le tas qui a le focus et la touche %5 liste les mouvements autorisés. Le panneau des mouvements permet de choisir la carte et la destination dans des listes, puis d’appuyer sur Déplacer.</p><h2>Stratégie</h2><ul><li>Dégagez d’abord les cartes face cachée\xa0: les tas 1 à 4 en cachent douze.</li><li>Jouez les mouvements utiles de la table avant que la Queue ne recouvre le bout des tas 1 à 3.</li><li>Gardez les tas vides pour les rois qui cachent encore des cartes sous eux.</li><li>N’enterrez jamais une carte basse sous une carte plus haute de sa couleur\xa0: elle ne sortira que lorsque cette carte s’en ira.</li></ul><h2>Jeux apparentés</h2><p>Le Scorpion II distribue neuf cartes face cachée au lieu de douze. La Guêpe (Wasp) laisse un tas vide accepter n’importe quelle carte. L’Araignée (Spider) se joue avec deux jeux et ne déplace que des séquences ordonnées d’une même couleur. Le Yukon déplace aussi des groupes non ordonnés, mais pose en alternant rouge et noir et n’a pas de Queue. Ces variantes ne sont pas ce jeu\xa0: aucune ne peut être choisie ici, et leur stratégie ne s’applique pas au Scorpion de Cards4. En particulier, «\xa0poser n’importe quelle carte sur un tas vide pour un moment\xa0» décrit une règle assouplie, pas ce jeu.</p>',
        'Help|<h2>The solver and the options</h2><p>With <b>Only winnable deals</b> (on by default, in Settings), New Game deals only numbers that the solver has proven winnable; the solver sees every card, the face-down ones and the talon included. You do not see them, so you can still reach a dead end. The status bar says whether the position can still be won; when it cannot, the game offers to undo, to go back to the last position from which the game could still be won, or to give up. A number you type is dealt whatever it is, and the status bar says whether it can be won. Hints follow a winning line when one is known. The move counter counts every action and every undo.</p><p>Settings also hold two options of the traditional game: complete runs may stay in their column (the game is then won when the four runs are complete in place), and the talon may be dealt only when no other move remains. Cards4 uses neither; a change applies from the next new game.</p>':
            '<h2>Le solveur et les options</h2><p>Avec <b>Uniquement des donnes gagnables</b> (activé par défaut, dans les Paramètres), Nouvelle partie ne distribue que des numéros dont le solveur a prouvé qu’ils peuvent être gagnés\u202f; le solveur voit toutes les cartes, y compris les cartes face cachée et la Queue. Vous ne les voyez pas\xa0: vous pouvez donc encore aboutir à une impasse. La barre d’état indique si la position peut encore être gagnée\u202f; lorsque ce n’est plus le cas, le jeu propose d’annuler le dernier mouvement, de revenir à la dernière position d’où la partie pouvait encore être gagnée, ou d’abandonner. Un numéro que vous saisissez est distribué quel qu’il soit, et la barre d’état indique si la donne peut être gagnée. Les indices suivent une ligne gagnante lorsqu’elle est connue. Le compteur de mouvements compte chaque action et chaque annulation.</p><p>Les Paramètres proposent aussi deux options du jeu traditionnel\xa0: les séquences terminées peuvent rester dans leur tas (la partie est alors gagnée lorsque les quatre séquences sont terminées dans leurs tas), et la Queue ne peut être distribuée que lorsqu’aucun autre mouvement n’est possible. Cards4 n’utilise ni l’une ni l’autre\u202f; un changement s’applique à partir de la prochaine nouvelle partie.</p>',
        'Errors|you are not allowed to use it':
            'vous n’avez pas l’autorisation de l’utiliser',
        'Errors|it does not exist':
            'il n’existe pas',
        'Errors|it is a folder, not a file':
            'c’est un dossier, pas un fichier',
        'Errors|the disk is read-only':
            'le disque est en lecture seule',
        'Errors|the disk is full':
            'le disque est plein',
        'Errors|the system refused it (error %1)':
            'le système a refusé l’opération (erreur %1)',
        'Errors|it is not a small text file':
            'ce n’est pas un petit fichier texte',
        'Errors|an unexpected error occurred (%1)':
            'une erreur inattendue s’est produite (%1)',
        'Errors|another program is using it':
            'un autre programme l’utilise',
        'Errors|it cannot be written':
            'il est impossible d’y écrire',
        'Errors|it is damaged':
            'il est endommagé',
        'Errors|it cannot be opened':
            'il est impossible de l’ouvrir',
        'Errors|the disk could not be read or written':
            'le disque n’a pas pu être lu ou écrit',
        'Errors|the database refused it (error %1)':
            'la base de données a refusé l’opération (erreur %1)',
        'Positions|Line %1: %2':
            'Ligne %1\xa0: %2',
        'Positions|“%1” is not of the form “label: cards”.':
            '«\xa0%1\xa0» n’a pas la forme «\xa0étiquette\xa0: cartes\xa0».',
        'Positions|“%1” is not a label: use talon, foundations, rules or 1 to 7.':
            '«\xa0%1\xa0» n’est pas une étiquette\xa0: utilisez talon, foundations, rules ou 1 à 7.',
        'Positions|The label “%1” appears twice.':
            'L’étiquette «\xa0%1\xa0» apparaît deux fois.',
        'Positions|“%1” is not a rule option: use keep-runs or traditional-talon.':
            '«\xa0%1\xa0» n’est pas une option de règles\xa0: utilisez keep-runs ou traditional-talon.',
        'Positions|Talon, not a card: “%1”.':
            'Queue, pas une carte\xa0: «\xa0%1\xa0».',
        'Positions|Column %1, not a card: “%2”.':
            'Tas %1, pas une carte\xa0: «\xa0%2\xa0».',
        'Positions|Foundations, not a suit: “%1”.':
            'Fondations, pas une couleur\xa0: «\xa0%1\xa0».',
        'Positions|Foundations, suit given twice: “%1”.':
            'Fondations, couleur en double\xa0: «\xa0%1\xa0».',
        'Positions|The talon holds at most 3 cards.':
            'La Queue contient au plus 3 cartes.',
        'Positions|Column %1, face-down card after a face-up card: %2.':
            'Tas %1, carte face cachée après une carte face visible\xa0: %2.',
        'Positions|Column %1, last card face down: %2.':
            'Tas %1, dernière carte face cachée\xa0: %2.',
        'Positions|Card given twice: %1.':
            'Carte en double\xa0: %1.',
        'Positions|Card on the board although its suit is in the foundations: %1.':
            'Carte sur la table alors que sa couleur est dans les fondations\xa0: %1.',
        'Positions|%n card(s) missing: %1.':
            ['%n carte manquante\xa0: %1.', '%n cartes manquantes\xa0: %1.'],
        "Positions|The text is not in the rules' notation.":
            'Le texte ne suit pas la notation des règles.',
        'Statistics|game played #%1: %2':
            'partie jouée nº %1\xa0: %2',
        'Statistics|games played #%1–%2: %3':
            'parties jouées nº %1 à %2\xa0: %3',
        'Statistics|%1 (%2 of %Ln game(s))':
            ['%1 (%2 sur %Ln partie)', '%1 (%2 sur %Ln parties)'],
        'Undo|%1 and %n card(s) back to column %2':
            ['%1 et %n autre carte, retour sur le tas %2', '%1 et %n autres cartes, retour sur le tas %2'],
        'CommandLine|Scorpion solitaire (Cards4 rules).':
            'Le solitaire Scorpion (règles de Cards4).',
        'CommandLine|usage: ':
            'utilisation\xa0: ',
        'CommandLine|positional arguments':
            'arguments positionnels\xa0',
        'CommandLine|options':
            'options\xa0',
        'CommandLine|show this help and exit':
            'affiche cette aide et quitte',
        'CommandLine|show the version and exit':
            'affiche la version et quitte',
        'CommandLine|deal game number N (1 to 2**63-1)':
            'distribue la partie numéro N (de 1 à 2**63-1)',
        'CommandLine|a scorpion://game/N link':
            'un lien scorpion://game/N',
        "CommandLine|practise from a position in the rules' notation (FILE, or - for stdin)":
            's’entraîner sur une position dans la notation des règles (FICHIER, ou - pour l’entrée standard)',
        'CommandLine|FILE':
            'FICHIER',
        'CommandLine|render the window to a PNG file and exit':
            'enregistre la fenêtre dans un fichier PNG et quitte',
        'CommandLine|window size for --screenshot, WxH in px':
            'taille de la fenêtre pour --screenshot, LxH en px',
        "CommandLine|language: en, es, de or fr (default: the settings, then the system's)":
            'langue\xa0: en, es, de ou fr (par défaut\xa0: celle des paramètres, sinon celle du système)',
        'CommandLine|add the menu entry, icons and scorpion:// links for this user':
            'ajoute l’entrée de menu, les icônes et les liens scorpion:// pour cet utilisateur',
        'CommandLine|remove what --install-desktop-entry added':
            'retire ce qu’a ajouté --install-desktop-entry',
        'CommandLine|use either a game (--game or a link) or --position, not both':
            'indiquez soit une partie (--game ou un lien), soit --position, pas les deux',
    },
}
