<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Access</name>
    <message>
        <source>Board</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 7 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Las flechas recorren columnas y cartas; Intro coge y suelta; las teclas 1 a 7 eligen una columna.</translation>
    </message>
    <message>
        <source>face-down card</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>carta oculta</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Columna %1, vacía</translation>
    </message>
    <message>
        <source>Talon, dealt</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Mazo, repartido</translation>
    </message>
    <message numerus="yes">
        <source>Talon, %n card(s)</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Mazo, %n carta</numerusform>
            <numerusform>Mazo, %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundations: none</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Bases: ninguna</translation>
    </message>
    <message>
        <source>Foundations: %1</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Bases: %1</translation>
    </message>
    <message>
        <source>Column %1, last card: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Columna %1, última carta: %2.</translation>
    </message>
    <message>
        <source>Game %1 resumed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Partida %1 reanudada.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s), last card: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Columna %1: %n carta, última: %2.</numerusform>
            <numerusform>Columna %1: %n cartas, última: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s), %2 face down, last card: %3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Columna %1: %n carta, ocultas: %2, última: %3.</numerusform>
            <numerusform>Columna %1: %n cartas, ocultas: %2, última: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), time %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%Ln movimiento, tiempo %1.</numerusform>
            <numerusform>%Ln movimientos, tiempo %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Possible destination: a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Destino posible: una celda libre.</translation>
    </message>
    <message>
        <source>%1 No possible destination.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Ningún destino posible.</translation>
    </message>
    <message>
        <source>%1 Possible columns: %2, or a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Columnas posibles: %2, o una celda libre.</translation>
    </message>
    <message>
        <source>%1 Possible columns: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 Columnas posibles: %2.</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Movimiento rehecho: %1</translation>
    </message>
    <message>
        <source>Free cells</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Celdas libres</translation>
    </message>
    <message>
        <source>Reserve</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards, Left and Right also reach the free cells; Enter picks up and drops; keys 1 to 7 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Las flechas recorren columnas y cartas, Izquierda y Derecha también llegan a las celdas libres; Intro coge y suelta; las teclas 1 a 7 eligen una columna.</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards, Left and Right also reach the reserve; Enter picks up and drops; keys 1 to 9 and 0 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Las flechas recorren columnas y cartas, Izquierda y Derecha también llegan a la reserva; Intro coge y suelta; las teclas 1 a 9 y 0 eligen una columna.</translation>
    </message>
    <message>
        <source>Arrow keys move between columns and cards; Enter picks up and drops; keys 1 to 9 and 0 choose a column.</source>
        <extracomment>scorpion_qt/app/a11y/interfaces.py</extracomment>
        <translation>Las flechas recorren columnas y cartas; Intro coge y suelta; las teclas 1 a 9 y 0 eligen una columna.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>Column %1, %2 face down</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Columna %1, ocultas: %2</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, %2 de %3</translation>
    </message>
    <message>
        <source>Free cell %1, empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Celda libre %1, vacía</translation>
    </message>
    <message>
        <source>Free cell %1: %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Celda libre %1: %2</translation>
    </message>
    <message>
        <source>Reserve %1, empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Reserva %1, vacía</translation>
    </message>
    <message>
        <source>Reserve %1: %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Reserva %1: %2</translation>
    </message>
    <message>
        <source>empty</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>vacía</translation>
    </message>
    <message>
        <source>Free cells: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Celdas libres: %1.</translation>
    </message>
    <message>
        <source>Reserve: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Reserva: %1.</translation>
    </message>
    <message>
        <source>%1: free cell %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1: celda libre %2.</translation>
    </message>
    <message>
        <source>%1: reserve place %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1: reserva %2.</translation>
    </message>
    <message>
        <source>Column %1 is now empty.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>La columna %1 queda vacía.</translation>
    </message>
    <message>
        <source>Game %1 dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Partida %1 repartida.</translation>
    </message>
    <message>
        <source>Column %1: empty.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Columna %1: vacía.</translation>
    </message>
    <message>
        <source>Talon: dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Mazo: repartido.</translation>
    </message>
    <message numerus="yes">
        <source>Talon: %n card(s).</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>Mazo: %n carta.</numerusform>
            <numerusform>Mazo: %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundations: none.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Bases: ninguna.</translation>
    </message>
    <message>
        <source>Foundations: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Bases: %1.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>La columna %1 está vacía.</translation>
    </message>
    <message>
        <source>Column %1, from base to end: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Columna %1, de la primera a la última carta: %2.</translation>
    </message>
    <message>
        <source>deal the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>repartir el mazo</translation>
    </message>
    <message>
        <source>%1 to a free cell</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 a una celda libre</translation>
    </message>
    <message>
        <source>%1 from column %2 to column %3</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 de la columna %2 a la columna %3</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 a la columna %2</translation>
    </message>
    <message>
        <source>No legal move.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>No hay ningún movimiento legal.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s): %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%n movimiento: %1.</numerusform>
            <numerusform>%n movimientos: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: column %2, card %3 of %4, face up.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1: columna %2, carta %3 de %4, visible.</translation>
    </message>
    <message>
        <source>%1: face down, not yet visible.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1: boca abajo, todavía no se ve.</translation>
    </message>
    <message>
        <source>%1: in a foundation.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1: en una base.</translation>
    </message>
    <message>
        <source>“%1” is not a card: type for example 7C or 7 of clubs.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>«%1» no es una carta: escribe, por ejemplo, 7T o 7 de tréboles.</translation>
    </message>
    <message>
        <source>Picked up.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>En la mano.</translation>
    </message>
    <message>
        <source>%1 picked up, %2 cards in all.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 en la mano, %2 cartas en total.</translation>
    </message>
    <message>
        <source>%1 picked up.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 en la mano.</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>%1 to column %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 a la columna %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 y %n acompañante a la columna %2.</numerusform>
            <numerusform>%1 y %n acompañantes a la columna %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 a una celda libre.</translation>
    </message>
    <message>
        <source>Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Mazo repartido: %1 en la 1, %2 en la 2, %3 en la 3.</translation>
    </message>
    <message>
        <source>Talon dealt: %1 to column 1, %2 to column 2, %3 to column 3, %4 to column 4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Mazo repartido: %1 en la 1, %2 en la 2, %3 en la 3, %4 en la 4.</translation>
    </message>
    <message>
        <source>Talon dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Mazo repartido.</translation>
    </message>
    <message>
        <source>%1 to column %2; %3 revealed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 a la columna %2; se descubre %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2; %3 revealed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 y %n acompañante a la columna %2; se descubre %3.</numerusform>
            <numerusform>%1 y %n acompañantes a la columna %2; se descubre %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Talon dealt: %1, %2, %3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Mazo repartido: %1, %2, %3.</translation>
    </message>
    <message>
        <source>%1 to a free cell; %2 revealed.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 a una celda libre; se descubre %2.</translation>
    </message>
    <message>
        <source>Talon dealt: %1, %2, %3, %4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Mazo repartido: %1, %2, %3, %4.</translation>
    </message>
    <message>
        <source>Column %1, card revealed: %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Columna %1, carta descubierta: %2.</translation>
    </message>
    <message>
        <source>Run of %1 complete, %2 of 8.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Secuencia completa de %1 retirada, %2 de 8.</translation>
    </message>
    <message>
        <source>Run complete (%1 … %2), %3 of 4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Secuencia completa retirada (%1 … %2), %3 de 4.</translation>
    </message>
    <message>
        <source>Run of %1 complete, %2 of 4.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Secuencia completa de %1 retirada, %2 de 4.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>This text is not a valid Scorpion position; a new game was dealt instead. Reason: %1</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Este texto no es una posición válida de Scorpion; se ha repartido una partida nueva. Motivo: %1</translation>
    </message>
    <message>
        <source>“%1” is not a game number; a new game was dealt instead.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>«%1» no es un número de partida; se ha repartido una partida nueva.</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as %1 and a new game was dealt.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>No se pudo leer la partida guardada; se ha conservado como %1 y se ha repartido una partida nueva.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Drop the cards on a column.</source>
        <extracomment>scorpion_qt/app/board/view.py</extracomment>
        <translation>Suelta las cartas sobre una columna.</translation>
    </message>
    <message>
        <source>This card has nowhere to go.</source>
        <extracomment>scorpion_qt/app/board/gestures.py, scorpion_qt/app/board/view.py</extracomment>
        <translation>Esta carta no puede ir a ninguna parte.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Una carta oculta no se puede mover.</translation>
    </message>
    <message>
        <source>Completed runs stay on the foundations.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Las secuencias completas se quedan en las bases.</translation>
    </message>
    <message>
        <source>Press %1 again to deal one card onto each of columns 1 to 4.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Pulsa %1 otra vez para repartir una carta en cada columna, de la 1 a la 4.</translation>
    </message>
    <message>
        <source>Click the talon again to deal one card onto each of columns 1 to 4.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Haz clic otra vez en el mazo para repartir una carta en cada columna, de la 1 a la 4.</translation>
    </message>
    <message>
        <source>Press %1 again to deal one card onto each of columns 1 to 3.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Pulsa %1 otra vez para repartir una carta en cada columna, de la 1 a la 3.</translation>
    </message>
    <message>
        <source>Click the talon again to deal one card onto each of columns 1 to 3.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Haz clic otra vez en el mazo para repartir una carta en cada columna, de la 1 a la 3.</translation>
    </message>
    <message>
        <source>Select a card first.</source>
        <extracomment>scorpion_qt/app/board/gestures.py</extracomment>
        <translation>Primero selecciona una carta.</translation>
    </message>
    <message>
        <source>No face-up card above this one.</source>
        <extracomment>scorpion_qt/app/board/keyboard.py</extracomment>
        <translation>No hay ninguna carta visible por encima de esta.</translation>
    </message>
    <message>
        <source>No card can move.</source>
        <extracomment>scorpion_qt/app/board/view.py</extracomment>
        <translation>Ninguna carta se puede mover.</translation>
    </message>
</context>
<context>
    <name>CardFaces</name>
    <message>
        <source>A</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>CardInput</name>
    <message>
        <source>S H D C</source>
        <comment>Find a Card: the letters of spades, hearts, diamonds and clubs, in this order, separated by spaces; write - for a suit whose initial another suit shares; no letter twice, none equal to a rank letter</comment>
        <extracomment>scorpion_qt/app/a11y/cardinput.py</extracomment>
        <translation>P C D T</translation>
    </message>
    <message>
        <source>of the</source>
        <comment>Find a Card: small words of card names a player may type or leave out, separated by spaces</comment>
        <extracomment>scorpion_qt/app/a11y/cardinput.py</extracomment>
        <translation>de del el la</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>As de picas</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>2 de picas</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>3 de picas</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>4 de picas</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>5 de picas</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>6 de picas</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>7 de picas</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>8 de picas</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>9 de picas</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>10 de picas</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Jota de picas</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Reina de picas</translation>
    </message>
    <message>
        <source>King of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Rey de picas</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>As de corazones</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>2 de corazones</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>3 de corazones</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>4 de corazones</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>5 de corazones</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>6 de corazones</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>7 de corazones</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>8 de corazones</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>9 de corazones</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>10 de corazones</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Jota de corazones</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Reina de corazones</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Rey de corazones</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>As de diamantes</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>2 de diamantes</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>3 de diamantes</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>4 de diamantes</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>5 de diamantes</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>6 de diamantes</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>7 de diamantes</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>8 de diamantes</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>9 de diamantes</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>10 de diamantes</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Jota de diamantes</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Reina de diamantes</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Rey de diamantes</translation>
    </message>
    <message>
        <source>Ace of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>As de tréboles</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>2 de tréboles</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>3 de tréboles</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>4 de tréboles</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>5 de tréboles</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>6 de tréboles</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>7 de tréboles</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>8 de tréboles</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>9 de tréboles</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>10 de tréboles</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Jota de tréboles</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Reina de tréboles</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Rey de tréboles</translation>
    </message>
    <message>
        <source>spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>tréboles</translation>
    </message>
</context>
<context>
    <name>CardsDefinite</name>
    <message>
        <source>the Ace of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el As de picas</translation>
    </message>
    <message>
        <source>the 2 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 2 de picas</translation>
    </message>
    <message>
        <source>the 3 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 3 de picas</translation>
    </message>
    <message>
        <source>the 4 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 4 de picas</translation>
    </message>
    <message>
        <source>the 5 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 5 de picas</translation>
    </message>
    <message>
        <source>the 6 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 6 de picas</translation>
    </message>
    <message>
        <source>the 7 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 7 de picas</translation>
    </message>
    <message>
        <source>the 8 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 8 de picas</translation>
    </message>
    <message>
        <source>the 9 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 9 de picas</translation>
    </message>
    <message>
        <source>the 10 of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 10 de picas</translation>
    </message>
    <message>
        <source>the Jack of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la Jota de picas</translation>
    </message>
    <message>
        <source>the Queen of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la Reina de picas</translation>
    </message>
    <message>
        <source>the King of spades</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el Rey de picas</translation>
    </message>
    <message>
        <source>the Ace of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el As de corazones</translation>
    </message>
    <message>
        <source>the 2 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 2 de corazones</translation>
    </message>
    <message>
        <source>the 3 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 3 de corazones</translation>
    </message>
    <message>
        <source>the 4 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 4 de corazones</translation>
    </message>
    <message>
        <source>the 5 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 5 de corazones</translation>
    </message>
    <message>
        <source>the 6 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 6 de corazones</translation>
    </message>
    <message>
        <source>the 7 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 7 de corazones</translation>
    </message>
    <message>
        <source>the 8 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 8 de corazones</translation>
    </message>
    <message>
        <source>the 9 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 9 de corazones</translation>
    </message>
    <message>
        <source>the 10 of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 10 de corazones</translation>
    </message>
    <message>
        <source>the Jack of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la Jota de corazones</translation>
    </message>
    <message>
        <source>the Queen of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la Reina de corazones</translation>
    </message>
    <message>
        <source>the King of hearts</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el Rey de corazones</translation>
    </message>
    <message>
        <source>the Ace of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el As de diamantes</translation>
    </message>
    <message>
        <source>the 2 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 2 de diamantes</translation>
    </message>
    <message>
        <source>the 3 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 3 de diamantes</translation>
    </message>
    <message>
        <source>the 4 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 4 de diamantes</translation>
    </message>
    <message>
        <source>the 5 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 5 de diamantes</translation>
    </message>
    <message>
        <source>the 6 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 6 de diamantes</translation>
    </message>
    <message>
        <source>the 7 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 7 de diamantes</translation>
    </message>
    <message>
        <source>the 8 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 8 de diamantes</translation>
    </message>
    <message>
        <source>the 9 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 9 de diamantes</translation>
    </message>
    <message>
        <source>the 10 of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 10 de diamantes</translation>
    </message>
    <message>
        <source>the Jack of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la Jota de diamantes</translation>
    </message>
    <message>
        <source>the Queen of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la Reina de diamantes</translation>
    </message>
    <message>
        <source>the King of diamonds</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el Rey de diamantes</translation>
    </message>
    <message>
        <source>the Ace of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el As de tréboles</translation>
    </message>
    <message>
        <source>the 2 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 2 de tréboles</translation>
    </message>
    <message>
        <source>the 3 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 3 de tréboles</translation>
    </message>
    <message>
        <source>the 4 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 4 de tréboles</translation>
    </message>
    <message>
        <source>the 5 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 5 de tréboles</translation>
    </message>
    <message>
        <source>the 6 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 6 de tréboles</translation>
    </message>
    <message>
        <source>the 7 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 7 de tréboles</translation>
    </message>
    <message>
        <source>the 8 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 8 de tréboles</translation>
    </message>
    <message>
        <source>the 9 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 9 de tréboles</translation>
    </message>
    <message>
        <source>the 10 of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el 10 de tréboles</translation>
    </message>
    <message>
        <source>the Jack of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la Jota de tréboles</translation>
    </message>
    <message>
        <source>the Queen of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la Reina de tréboles</translation>
    </message>
    <message>
        <source>the King of clubs</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el Rey de tréboles</translation>
    </message>
</context>
<context>
    <name>ChooseGame</name>
    <message>
        <source>Choose Game</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Elegir partida</translation>
    </message>
    <message>
        <source>&amp;Game number (1 to %1) or link:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>&amp;Número de partida (de 1 a %1) o enlace:</translation>
    </message>
    <message>
        <source>Game number</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Número de partida</translation>
    </message>
    <message>
        <source>Not a game number: use a whole number from 1 to %1.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>No es un número de partida: escribe un número entero de 1 a %1.</translation>
    </message>
    <message>
        <source>Checking whether this deal can be won…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>Comprobando si este reparto se puede ganar…</translation>
    </message>
    <message>
        <source>%1, game %2, is proven winnable.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>%1, partida %2: tiene solución demostrada.</translation>
    </message>
    <message>
        <source>%1, game %2, is proven lost: no play can win it. You can still deal it.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>%1, partida %2: no tiene solución; no se puede ganar, juegues como juegues. Puedes repartirla de todos modos.</translation>
    </message>
    <message>
        <source>The solver could not decide %1, game %2, in time.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>El solucionador no pudo determinar a tiempo si %1, partida %2, tiene solución.</translation>
    </message>
    <message>
        <source>Game %1 is proven winnable.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>La partida %1 tiene solución demostrada.</translation>
    </message>
    <message>
        <source>Game %1 is proven lost: no play can win it. You can still deal it.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>La partida %1 no tiene solución: no se puede ganar, juegues como juegues. Puedes repartirla de todos modos.</translation>
    </message>
    <message>
        <source>The solver could not decide game %1 in time.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/choose.py</extracomment>
        <translation>El solucionador no pudo determinar a tiempo si la partida %1 tiene solución.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Scorpion solitaire (Cards4 rules).</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>El solitario Scorpion (reglas de Cards4).</translation>
    </message>
    <message>
        <source>usage: </source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>options</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>muestra esta ayuda y termina</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>muestra la versión y termina</translation>
    </message>
    <message>
        <source>deal game number N (1 to 2**63-1)</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>reparte la partida número N (de 1 a 2**63-1)</translation>
    </message>
    <message>
        <source>a scorpion://game/N link</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>un enlace scorpion://game/N</translation>
    </message>
    <message>
        <source>practise from a position in the rules&apos; notation (FILE, or - for stdin)</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>practica desde una posición en la notación de las reglas (ARCHIVO, o - para la entrada estándar)</translation>
    </message>
    <message>
        <source>FILE</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>LINK</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>ENLACE</translation>
    </message>
    <message>
        <source>WxH</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>ANCHOxALTO</translation>
    </message>
    <message>
        <source>--game %1 is not a game number: give a whole number from 1 to 2**63-1.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>--game %1 no es un número de partida: indica un número entero del 1 al 2**63-1.</translation>
    </message>
    <message>
        <source>Cannot read the position %1: there is no such file.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>No se puede leer la posición %1: el archivo no existe.</translation>
    </message>
    <message>
        <source>Cannot read the position %1: it is not a text file of at most 64 KB (UTF-8).</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>No se puede leer la posición %1: no es un archivo de texto (UTF-8) de 64 KB como máximo.</translation>
    </message>
    <message>
        <source>Cannot read the position %1: the file cannot be opened.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>No se puede leer la posición %1: no se puede abrir el archivo.</translation>
    </message>
    <message>
        <source>render the window to a PNG file and exit</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>guarda la ventana en un archivo PNG y termina</translation>
    </message>
    <message>
        <source>window size for --screenshot, WxH in px</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>tamaño de la ventana para --screenshot, AnchoxAlto en px</translation>
    </message>
    <message>
        <source>language: en, es, de or fr (default: the settings, then the system&apos;s)</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>idioma: en, es, de o fr (por defecto: el de los ajustes y, si no, el del sistema)</translation>
    </message>
    <message>
        <source>deal a game of the Scorpion family&apos;s variant: cards4 (the default), scorpion-ii, wasp, scorpion-tail, three-blind-mice, scorpion-head or double-scorpion</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>repartir una partida de una variante de la familia Scorpion: cards4 (la predeterminada), scorpion-ii, wasp, scorpion-tail, three-blind-mice, scorpion-head o double-scorpion</translation>
    </message>
    <message>
        <source>add the menu entry, icons and scorpion:// links for this user</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>añade la entrada del menú, los iconos y los enlaces scorpion:// para este usuario</translation>
    </message>
    <message>
        <source>remove what --install-desktop-entry added</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>quita lo que añadió --install-desktop-entry</translation>
    </message>
    <message>
        <source>use either a game (--game or a link) or --position, not both</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>usa una partida (--game o un enlace) o --position, pero no ambos</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>you are not allowed to use it</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>no tienes permiso para usarlo</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>no existe</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the system refused it (error %1)</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>el sistema lo ha rechazado (error %1)</translation>
    </message>
    <message>
        <source>it is not a small text file</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>no es un archivo de texto pequeño</translation>
    </message>
    <message>
        <source>an unexpected error occurred (%1)</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>se ha producido un error inesperado (%1)</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>otro programa lo está usando</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>no se puede escribir en él</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>está dañado</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>no se puede abrir</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>no se pudo leer ni escribir en el disco</translation>
    </message>
    <message>
        <source>the database refused it (error %1)</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>la base de datos lo ha rechazado (error %1)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&lt;h2&gt;The solver and the options&lt;/h2&gt;&lt;p&gt;With &lt;b&gt;Only winnable deals&lt;/b&gt; (on by default, in Settings), New Game deals only numbers that the solver has proven winnable; the solver sees every card, the face-down ones and the talon included. You do not see them, so you can still reach a dead end. The status bar says whether the position can still be won; when it cannot, the game offers to undo, to go back to the last position from which the game could still be won, or to give up. A number you type is dealt whatever it is, and the status bar says whether it can be won. Hints follow a winning line when one is known. The move counter counts every action and every undo.&lt;/p&gt;&lt;p&gt;Settings also hold two options of the traditional game: complete runs may stay in their column (the game is then won when the four runs are complete in place), and the talon may be dealt only when no other move remains. Cards4 uses neither; a change applies from the next new game.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;h2&gt;El solucionador y las opciones&lt;/h2&gt;&lt;p&gt;Con &lt;b&gt;Solo partidas con solución&lt;/b&gt; (activado por defecto, en Ajustes), Nueva partida solo reparte números que el solucionador ha demostrado que se pueden ganar; el solucionador ve todas las cartas, también las ocultas y las del mazo. Tú no las ves, así que aún puedes meterte en un callejón sin salida. La barra de estado indica si la posición todavía se puede ganar; cuando ya no se puede, el juego ofrece deshacer, volver a la última posición desde la que aún se podía ganar o rendirse. Un número que escribas se reparte sea cual sea, y la barra de estado indica si se puede ganar. Las pistas siguen una línea ganadora cuando se conoce una. El contador de movimientos cuenta cada acción y también cada vez que deshaces.&lt;/p&gt;&lt;p&gt;En Ajustes hay además dos opciones del juego tradicional: las secuencias completas pueden quedarse en su columna (entonces se gana cuando las cuatro secuencias están completas en su sitio), y el mazo solo puede repartirse cuando no queda ningún otro movimiento. Cards4 no usa ninguna de las dos; un cambio se aplica a partir de la siguiente partida nueva.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Page Down goes to the next card that can move, Page Up to the previous one; with a card picked up, they go to its next or previous destination, where Enter drops it. Home goes to the column&apos;s first face-up card, End to its last card. Find a Card (Ctrl+F) takes the focus to the card when it is face up.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;p&gt;Av Pág va a la siguiente carta que se puede mover y Re Pág a la anterior; con una carta en la mano, van a su destino siguiente o anterior, donde Intro la suelta. Inicio va a la primera carta visible de la columna y Fin a su última carta. Buscar una carta (Ctrl+F) lleva el foco a la carta cuando está visible.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Page Down and Page Up pass over the cards that could only go to a free cell (Scorpion Head) or, in Wasp, only into an empty column, as long as some card can go elsewhere; Left, Right and Up still reach every face-up card.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;p&gt;Av Pág y Re Pág pasan por alto las cartas que solo podrían ir a una celda libre (Scorpion Head) o, en Wasp (Avispa), solo a una columna vacía, mientras alguna carta pueda ir a otro sitio; Izquierda, Derecha y Arriba siguen llegando a cada carta visible.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;How to play Scorpion&lt;/h1&gt;&lt;p&gt;These are the Cards4 rules.&lt;/p&gt;&lt;h2&gt;The deal&lt;/h2&gt;&lt;p&gt;One 52-card deck is dealt into seven columns of seven cards. In columns 1 to 4 the three base cards are face down; every other card is face up. The three remaining cards wait in the talon.&lt;/p&gt;&lt;h2&gt;Moving cards&lt;/h2&gt;&lt;p&gt;Pick any face-up card: it is the &lt;b&gt;lead card&lt;/b&gt;, and every card on top of it (its &lt;b&gt;companions&lt;/b&gt;) moves with it, in the same order, even when they are not in sequence. The lead card goes only on the card of the &lt;b&gt;same suit&lt;/b&gt; and exactly &lt;b&gt;one rank higher&lt;/b&gt;, at the end of another column: 9♦ goes on 10♦ only, not on 10♥ and not on J♦. Nothing goes on an Ace, and a King goes on no card.&lt;/p&gt;&lt;p&gt;An &lt;b&gt;empty column&lt;/b&gt; takes only a group whose lead card is a King. A Queen carrying a King does not qualify. A King whose group already fills its whole column cannot move to another empty column.&lt;/p&gt;&lt;h2&gt;The talon&lt;/h2&gt;&lt;p&gt;Once per game, whenever you choose, the three talon cards are dealt face up: one onto column 1, one onto column 2, one onto column 3, with no rank or suit check; an empty column receives its card too. The talon is never recycled.&lt;/p&gt;&lt;h2&gt;Flips, complete runs and the end&lt;/h2&gt;&lt;p&gt;A face-down card that becomes the end of its column turns face up. When a column ends in a complete run of one suit, King down to Ace, all face up, with the Ace at the end, the run leaves for a foundation. Four complete runs win the game. The game is blocked when no legal move remains and the talon has been dealt; Undo stays available.&lt;/p&gt;&lt;h2&gt;Undo, restart and saving&lt;/h2&gt;&lt;p&gt;Undo reverts a move together with its flips and removed runs. Restart Game replays the same deal from the start; New Game deals another one. Every game has a number: the same number always gives the same deal. Your progress is saved automatically. Random deals are not guaranteed to be winnable; hints suggest legal moves.&lt;/p&gt;&lt;h2&gt;Playing with the mouse and the keyboard&lt;/h2&gt;&lt;p&gt;Drag a card with its companions to a highlighted column, or click a card and then the destination column (or a numbered column button). Clicking the selected card again sends it to its destination. ▲ and ▼ grow or shrink the selection. Click the talon to arm it and again to deal. With the keyboard: the arrow keys move between columns and cards, Enter or Space picks up and drops, keys 1 to 7 choose a column, %1 deals the talon, %2 gives a hint, Esc cancels. In the Read menu, %3 describes the board, %4 the column with the focus and %5 lists the legal moves. The move panel lets you choose the card and the destination in lists and press Move.&lt;/p&gt;&lt;h2&gt;Strategy&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Dig out the face-down cards first: columns 1 to 4 hide twelve cards.&lt;/li&gt;&lt;li&gt;Play the board&apos;s useful moves before the talon covers the ends of columns 1 to 3.&lt;/li&gt;&lt;li&gt;Keep empty columns for Kings that still hide cards under them.&lt;/li&gt;&lt;li&gt;Never bury a low card under a higher card of its own suit: it can only leave when that card moves away.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;h1&gt;Cómo se juega a Scorpion&lt;/h1&gt;&lt;p&gt;Estas son las reglas de Cards4 de Scorpion, el Solitario Escorpión. Scorpion permite mover grupos desordenados, pero no colocarlos en cualquier lugar.&lt;/p&gt;&lt;h2&gt;Reparto y objetivo&lt;/h2&gt;&lt;p&gt;Una baraja de 52 cartas forma siete columnas de siete cartas. Las columnas 1–4 tienen tres cartas ocultas y cuatro visibles cada una; las columnas 5–7 están boca arriba. Las tres cartas que sobran esperan en el mazo (la reserva).&lt;/p&gt;&lt;h2&gt;Mover cartas&lt;/h2&gt;&lt;p&gt;Mueve cualquier carta visible, la &lt;b&gt;carta principal&lt;/b&gt;, con todas las que tiene debajo, sus &lt;b&gt;acompañantes&lt;/b&gt;, aunque no formen una secuencia; el grupo conserva su orden. La carta principal solo puede ir sobre la carta del &lt;b&gt;mismo palo&lt;/b&gt; y exactamente &lt;b&gt;un rango más alta&lt;/b&gt; que esté al final de otra columna (se construye en orden descendente): 9♦ va sobre 10♦, pero no sobre 10♥ ni sobre J♦. Compartir el color rojo no basta. El As es bajo y no se conecta con el Rey: sobre un As no cabe nada y un Rey no va sobre ninguna carta.&lt;/p&gt;&lt;p&gt;Una &lt;b&gt;columna vacía&lt;/b&gt; (un hueco) acepta solo un Rey o un grupo encabezado por un Rey. Una Reina no sirve, aunque haya un Rey entre sus acompañantes. Si el grupo del Rey ocupa toda su columna, Cards4 no permite trasladarlo a otra columna vacía.&lt;/p&gt;&lt;h2&gt;El mazo&lt;/h2&gt;&lt;p&gt;Reparte las tres cartas del mazo boca arriba, una sola vez, una en cada columna 1–3, cuando quieras. Van siempre a las columnas 1, 2 y 3 sin comprobar rango ni palo; una columna vacía recibe su carta aunque no sea un Rey. El mazo no se recicla.&lt;/p&gt;&lt;h2&gt;Volteos, secuencias completas y final&lt;/h2&gt;&lt;p&gt;Una carta oculta que queda al final de su columna se voltea automáticamente. Una secuencia completa y visible Rey–As de un palo, con el As al final de la columna, se retira a su base como una unidad. No se mueven cartas sueltas a las bases. Completa cuatro secuencias para ganar. La partida queda bloqueada cuando no queda ningún movimiento legal y el mazo ya se ha repartido; Deshacer sigue disponible.&lt;/p&gt;&lt;h2&gt;Deshacer, reiniciar y guardar&lt;/h2&gt;&lt;p&gt;Deshacer revierte el movimiento, los volteos y las secuencias retiradas. Reiniciar partida repite el mismo reparto desde el principio; Nueva partida reparte otro. Cada partida tiene un número: el mismo número da siempre el mismo reparto. El progreso se guarda automáticamente. Los repartos aleatorios no siempre tienen solución; las pistas sugieren movimientos legales.&lt;/p&gt;&lt;h2&gt;Jugar con el ratón y el teclado&lt;/h2&gt;&lt;p&gt;Arrastra un grupo a una columna resaltada, o haz clic en su carta principal y luego en la columna de destino (o en un botón numerado de columna). Si haces clic otra vez en la carta elegida, va directamente a su destino. ▲ y ▼ amplían o reducen la selección carta a carta. Un clic en el mazo lo prepara y otro lo reparte. Con el teclado: las flechas recorren columnas y cartas, Intro o Espacio cogen y sueltan, las teclas 1 a 7 eligen una columna, la tecla %1 reparte el mazo, la %2 da una pista y Esc cancela la selección. En el menú Leer, la tecla %3 describe el tablero, la %4 la columna con el foco y la %5 lista los movimientos legales. En el panel de movimientos eliges la carta y el destino en las listas y pulsas Mover.&lt;/p&gt;&lt;h2&gt;Estrategia&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Excava primero las cartas ocultas: las columnas 1 a 4 esconden doce.&lt;/li&gt;&lt;li&gt;Haz los movimientos útiles del tablero antes de que las cartas del mazo tapen el final de las columnas 1 a 3.&lt;/li&gt;&lt;li&gt;Guarda los huecos para los Reyes que todavía tapan cartas ocultas.&lt;/li&gt;&lt;li&gt;No entierres nunca una carta baja bajo otra más alta de su mismo palo: solo podrá salir cuando esa carta se vaya.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Variants and related games&lt;/h2&gt;&lt;p&gt;Game › Variant deals other games of the Scorpion family. &lt;b&gt;Scorpion II&lt;/b&gt; hides nine cards instead of twelve, in columns 1 to 3 only. In &lt;b&gt;Wasp&lt;/b&gt; an empty column takes any face-up card with the cards on it, not only a King. In &lt;b&gt;Scorpion Tail&lt;/b&gt; a card goes on the next higher card of the other colour (9♦ on 10♠ or 10♣), and a complete run alternates colours from King to Ace. &lt;b&gt;Three Blind Mice&lt;/b&gt; deals ten columns of five, the three base cards of columns 8 to 10 face down, and two cards face up in a reserve beside the foundations: a reserve card may go on its next higher card, or a King into an empty column, at any time; nothing goes back to the reserve, and there is no talon. &lt;b&gt;Scorpion Head&lt;/b&gt; deals eight cards face up to columns 1 to 3 and seven to columns 4 to 7, their four base cards face down, with no talon and four free cells: a column&apos;s end card, alone, may wait in an empty cell and go from there onto its next higher card, or a King into an empty column. With the keyboard, Left and Right reach the reserve or the cells after the last column; keys 1 to 9 and 0 choose columns 1 to 10. Everything else is as above. Game N of a variant lays out the cards of Scorpion&apos;s game N (in Scorpion II with column 4&apos;s base cards face up), played under the variant&apos;s rules; its link names the variant (scorpion://game/wasp/24). New Game goes on dealing the variant you play. For Wasp, Scorpion Tail, Three Blind Mice and Scorpion Head the solver searches without Scorpion&apos;s shortcuts: where it cannot finish it says “not decided”, never “lost”.&lt;/p&gt;&lt;p&gt;Spider uses two decks and moves only ordered same-suit groups. Yukon also moves unordered groups, but builds in alternate colours and has no talon. Neither can be chosen here, and strategy does not carry over between the games: “park any card in an empty column for a while” is good advice in Wasp, not in Scorpion.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;h2&gt;Variantes y juegos relacionados&lt;/h2&gt;&lt;p&gt;Partida › Variante reparte otros juegos de la familia Scorpion. &lt;b&gt;Scorpion II&lt;/b&gt; oculta nueve cartas en lugar de doce, solo en las columnas 1 a 3. En &lt;b&gt;Wasp (Avispa)&lt;/b&gt; un hueco acepta cualquier carta boca arriba con sus acompañantes, no solo un Rey. En &lt;b&gt;Scorpion Tail&lt;/b&gt; una carta va sobre la siguiente más alta del otro color (9♦ sobre 10♠ o 10♣), y una secuencia completa alterna colores del Rey al As. &lt;b&gt;Three Blind Mice (Tres ratones ciegos)&lt;/b&gt; reparte diez columnas de cinco, con las tres cartas de base de las columnas 8 a 10 boca abajo, y dos cartas boca arriba en una reserva junto a las bases: una carta de la reserva puede ir sobre la siguiente más alta, o un Rey a un hueco, en cualquier momento; nada vuelve a la reserva, y no hay mazo. &lt;b&gt;Scorpion Head&lt;/b&gt; reparte ocho cartas boca arriba en las columnas 1 a 3 y siete en las columnas 4 a 7, con sus cuatro cartas de base boca abajo, sin mazo y con cuatro celdas libres: la última carta de una columna, sola, puede esperar en una celda vacía e ir desde allí sobre la siguiente más alta, o un Rey a un hueco. Con el teclado, Izquierda y Derecha llegan a la reserva o a las celdas después de la última columna; las teclas 1 a 9 y 0 eligen las columnas 1 a 10. Todo lo demás es como arriba. La partida N de una variante reparte las cartas de la partida N de Scorpion (en Scorpion II, con las cartas de base de la columna 4 boca arriba) y se juega con sus reglas; su enlace nombra la variante (scorpion://game/wasp/24). Nueva partida sigue repartiendo la variante que juegas. En Wasp, Scorpion Tail, Three Blind Mice y Scorpion Head el solucionador busca sin los atajos de Scorpion: cuando no puede terminar dice «Sin determinar», nunca «Sin solución».&lt;/p&gt;&lt;p&gt;Spider (Araña) usa dos barajas y solo mueve juntas secuencias ordenadas del mismo palo. Yukon también mueve grupos desordenados, pero construye alternando colores y no tiene mazo. Ninguno se puede elegir aquí, y la estrategia no pasa de un juego a otro: «deja cualquier carta un rato en un hueco» es un buen consejo en Wasp, no en Scorpion.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Double Scorpion&lt;/b&gt; deals two decks, each card twice, into ten columns of ten; the four base cards of columns 1 to 5 are face down, and the talon&apos;s four cards go one onto each of columns 1 to 4. A card goes on the next higher card of its suit from either deck, a complete run may mix the two decks, and eight runs win. The two copies of a card have the same name: the Card box and Find a Card say where each one lies, and the notation writes the second copy with an apostrophe (9D&apos;). Its links name it (scorpion://game/double-scorpion/5). The solver decides few of its deals in time: it then says “not decided”, never “lost”, and Only winnable deals, after ten tries without a proven winnable deal, deals one it could not decide and says so.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Double Scorpion&lt;/b&gt; reparte dos barajas, cada carta dos veces, en diez columnas de diez; las cuatro cartas de base de las columnas 1 a 5 están boca abajo, y las cuatro cartas del mazo van una a cada columna, de la 1 a la 4. Una carta va sobre la siguiente más alta de su palo, de cualquiera de las dos barajas, una secuencia completa puede mezclar las dos barajas, y se gana con ocho secuencias. Las dos copias de una carta tienen el mismo nombre: la lista Carta y Buscar una carta dicen dónde está cada una, y la notación escribe la segunda copia con un apóstrofo (9D&apos;). Sus enlaces la nombran (scorpion://game/double-scorpion/5). El solucionador determina a tiempo pocos de sus repartos: entonces dice «Sin determinar», nunca «Sin solución», y Solo partidas con solución, tras diez intentos sin un reparto con solución demostrada, reparte uno que no pudo determinar y lo dice.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play Scorpion</source>
        <extracomment>scorpion_qt/app/ui/dialogs/help.py</extracomment>
        <translation>Cómo se juega a Scorpion</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>D</source>
        <comment>key that deals the talon (Edit menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>H</source>
        <comment>key that gives a hint (Edit menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <source>B</source>
        <comment>key that describes the board (Read menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>C</source>
        <comment>key that describes the column (Read menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <source>L</source>
        <comment>key that lists the moves (Read menu): one letter A-Z, different from the other four keys</comment>
        <extracomment>scorpion_qt/app/board/keys.py</extracomment>
        <translation>L</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>“%1” is not a game number (1 to %2) or a scorpion://game/ link; your game was kept.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>«%1» no es un número de partida (del 1 al %2) ni un enlace scorpion://game/; se ha conservado tu partida.</translation>
    </message>
    <message>
        <source>“%1” is a game link whose moves cannot be read; your game was kept.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>«%1» es un enlace de partida cuyos movimientos no se pueden leer; se ha conservado tu partida.</translation>
    </message>
    <message>
        <source>The link&apos;s moves stop at move %1, which cannot be played in game %2: the game is shown as far as they go.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Los movimientos del enlace se detienen en el movimiento %1, que no se puede hacer en la partida %2: la partida se muestra hasta ahí.</translation>
    </message>
    <message>
        <source>This text is not a valid Scorpion position; your game was kept. Reason: %1</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Este texto no es una posición válida de Scorpion; se ha conservado tu partida. Motivo: %1</translation>
    </message>
    <message>
        <source>Scorpion is already running with your saved game, but this window could not reach it: this window&apos;s game will not be saved. Close it and use the other window.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Scorpion ya está abierto con tu partida guardada, pero esta ventana no ha podido comunicarse con él: la partida de esta ventana no se guardará. Ciérrala y usa la otra ventana.</translation>
    </message>
    <message>
        <source>This window cannot receive links or later launches of Scorpion (%1): each of them will open another window, whose game is not saved. Quit and start Scorpion again to fix this.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Esta ventana no puede recibir enlaces ni otras aperturas de Scorpion (%1): cada una abrirá otra ventana cuya partida no se guardará. Para arreglarlo, cierra Scorpion y vuelve a abrirlo.</translation>
    </message>
    <message>
        <source>Scorpion Does Not Answer</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Scorpion no responde</translation>
    </message>
    <message>
        <source>Scorpion is already running, but its window does not answer: it may be stopped or frozen. Your request was sent to it and will be carried out as soon as it runs again, so no second window was opened. If it stays frozen, end that Scorpion and start it again.</source>
        <extracomment>scorpion_qt/app/main.py</extracomment>
        <translation>Scorpion ya está abierto, pero su ventana no responde: puede que esté detenido o bloqueado. Tu petición se le ha enviado y se cumplirá en cuanto vuelva a funcionar, así que no se ha abierto una segunda ventana. Si sigue bloqueado, cierra ese Scorpion y vuelve a abrirlo.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Move %1, %2, lost the win: before it, %3 still won.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>El movimiento %1, %2, hizo perder la partida: antes de él, %3 aún ganaba.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Movimiento %1</translation>
    </message>
    <message>
        <source>Go Back Before Move %1</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Volver a antes del movimiento %1</translation>
    </message>
    <message>
        <source>Hint: %1. It is the only move that still wins.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Pista: %1. Es el único movimiento que aún gana.</translation>
    </message>
    <message>
        <source>Hint: %1. It completes a run.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Pista: %1. Completa una secuencia.</translation>
    </message>
    <message>
        <source>Hint: %1. It completes the run of %2.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Pista: %1. Completa la secuencia de %2.</translation>
    </message>
    <message>
        <source>Hint: %1. It turns up the face-down card of column %2.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Pista: %1. Destapa la carta boca abajo de la columna %2.</translation>
    </message>
    <message>
        <source>Hint: %1. It empties column %2 for a King.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Pista: %1. Deja la columna %2 vacía para un rey.</translation>
    </message>
    <message>
        <source>Hint: %1. It keeps column %2 free for a King.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Pista: %1. Mantiene la columna %2 libre para un rey.</translation>
    </message>
    <message>
        <source>Hint: %1. The solver found a win that starts with it.</source>
        <extracomment>scorpion_qt/app/lang/learn.py</extracomment>
        <translation>Pista: %1. El solucionador encontró una forma de ganar que empieza así.</translation>
    </message>
    <message>
        <source>Lost the win at</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Se perdió en</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1 (mostrada)</translation>
    </message>
    <message>
        <source>Replay My Moves</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py, scorpion_qt/app/ui/endgame.py, scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Repetir mis movimientos</translation>
    </message>
    <message>
        <source>Chosen game</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Partida elegida</translation>
    </message>
    <message>
        <source>This game&apos;s moves were not kept.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Los movimientos de esta partida no se guardaron.</translation>
    </message>
    <message>
        <source>Looking for the move that lost the win…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Buscando el movimiento que hizo perder la partida…</translation>
    </message>
    <message>
        <source>The solver could not prove which move lost the win.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>El solucionador no pudo demostrar qué movimiento hizo perder la partida.</translation>
    </message>
    <message>
        <source>No move lost the win: this deal could not be won from the start.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Ningún movimiento hizo perder la partida: este reparto no se podía ganar desde el principio.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Restart Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Reiniciar partida</translation>
    </message>
    <message>
        <source>&amp;Choose Game by Number…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Elegir partida por número…</translation>
    </message>
    <message>
        <source>Show Me &amp;How</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Muéstrame cómo</translation>
    </message>
    <message>
        <source>Copy &amp;Link to This Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Copiar en&amp;lace a esta partida</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>&amp;Open Position…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Abrir &amp;posición…</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Copiar posición</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Re&amp;hacer</translation>
    </message>
    <message>
        <source>&amp;Deal the Talon</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Repartir el mazo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>&amp;About Scorpion</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Acerca de Scorpion</translation>
    </message>
    <message>
        <source>Describe the &amp;Board</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Describir el &amp;tablero</translation>
    </message>
    <message>
        <source>Describe the &amp;Column</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Describir la &amp;columna</translation>
    </message>
    <message>
        <source>&amp;List the Moves</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Listar los movimientos</translation>
    </message>
    <message>
        <source>&amp;Find a Card…</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Buscar una carta…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Leer</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Barra de herramientas</translation>
    </message>
    <message>
        <source>Showing how to win. Press any key or click to take over; + and − change the speed.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Así se gana esta partida. Pulsa cualquier tecla o haz clic para seguir tú; + y − cambian la velocidad.</translation>
    </message>
    <message>
        <source>Show Me How stopped: the game is yours from here.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Demostración detenida: desde aquí juegas tú.</translation>
    </message>
    <message>
        <source>Show Me How: one action every %1 seconds.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Demostración: una jugada cada %1 segundos.</translation>
    </message>
    <message>
        <source>The solver is still judging this position; the showing starts once it finds a winning line.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>El solucionador aún está analizando esta posición; la demostración empezará en cuanto encuentre cómo ganar.</translation>
    </message>
    <message>
        <source>No winning line is known from this position.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>No se conoce ninguna forma de ganar desde esta posición.</translation>
    </message>
    <message>
        <source>Show Me How</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Muéstrame cómo</translation>
    </message>
    <message>
        <source>This game can no longer be won from here. Go back to the last winnable position and show how to win from there?</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Desde aquí ya no se puede ganar esta partida. ¿Volver a la última posición ganable y mostrar cómo ganar desde allí?</translation>
    </message>
    <message>
        <source>Link to this game and its moves copied: it opens this position with the face-down cards still hidden.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Enlace a esta partida y sus jugadas copiado: abre esta posición con las cartas boca abajo aún ocultas.</translation>
    </message>
    <message>
        <source>Scorpion — %1, Game %2 (shown)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — %1, partida %2 (mostrada)</translation>
    </message>
    <message>
        <source>%1, game %2, shown (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>%1, partida %2, mostrada (sin récords)</translation>
    </message>
    <message>
        <source>Scorpion — %1, Game %2 (from a link)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — %1, partida %2 (de un enlace)</translation>
    </message>
    <message>
        <source>%1, game %2, from a link (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>%1, partida %2, de un enlace (sin récords)</translation>
    </message>
    <message>
        <source>Scorpion — %1, Game %2</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — %1, partida %2</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>%1, partida %2</translation>
    </message>
    <message>
        <source>Scorpion — Game %1 (shown)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — Partida %1 (mostrada)</translation>
    </message>
    <message>
        <source>Game %1, shown (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Partida %1, mostrada (sin récords)</translation>
    </message>
    <message>
        <source>Scorpion — Game %1 (from a link)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — Partida %1 (de un enlace)</translation>
    </message>
    <message>
        <source>Game %1, from a link (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Partida %1, de un enlace (sin récords)</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <extracomment>scorpion_qt/app/ui/variant_menu.py</extracomment>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>Move Panel</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>Panel de movimientos</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>scorpion_qt/app/ui/history.py</extracomment>
        <translation>Historial</translation>
    </message>
    <message>
        <source>&amp;Move Panel</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>&amp;Panel de movimientos</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>Deal</source>
        <extracomment>scorpion_qt/app/ui/history.py</extracomment>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Grow the selection by one card (Up)</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Ampliar la selección en una carta (tecla Arriba)</translation>
    </message>
    <message>
        <source>Grow selection</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Ampliar selección</translation>
    </message>
    <message>
        <source>Shrink the selection by one card (Down)</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Reducir la selección en una carta (tecla Abajo)</translation>
    </message>
    <message>
        <source>Shrink selection</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Reducir selección</translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>Move the selection to column %1 (key %1)</source>
        <extracomment>scorpion_qt/app/board/columnbar.py</extracomment>
        <translation>Mover la selección a la columna %1 (tecla %1)</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>scorpion_qt/app/ui/window.py</extracomment>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Game %1 cannot be won, whatever you play.</source>
        <extracomment>scorpion_qt/app/game/session.py, scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partida %1 no se puede ganar, juegues como juegues.</translation>
    </message>
    <message>
        <source>The solver could not decide game %1 in time.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>El solucionador no pudo determinar a tiempo si la partida %1 tiene solución.</translation>
    </message>
    <message>
        <source>Looking for the last winnable position…</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>Buscando la última posición con solución…</translation>
    </message>
    <message numerus="yes">
        <source>No deal was proven winnable in %Ln tries: game %1 was dealt, which the solver could not decide.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>
            <numerusform>En %Ln intento no se demostró que ningún reparto tuviera solución: se ha repartido la partida %1, que el solucionador no pudo determinar.</numerusform>
            <numerusform>En %Ln intentos no se demostró que ningún reparto tuviera solución: se ha repartido la partida %1, que el solucionador no pudo determinar.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings could not be read; the file was kept as %1 and the default settings are used.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>No se pudieron leer los ajustes; el archivo se ha conservado como %1 y se usan los ajustes predeterminados.</translation>
    </message>
    <message>
        <source>The records of won games could not be read; the file was kept as %1 and records start afresh.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>No se pudieron leer los récords de las partidas ganadas; el archivo se ha conservado como %1 y los récords empiezan de cero.</translation>
    </message>
    <message>
        <source>The game cannot be saved in %1; you can play on, but it will not be kept.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partida no se puede guardar en %1; puedes seguir jugando, pero no se conservará.</translation>
    </message>
    <message>
        <source>Settings cannot be saved in %1; changes last only until you quit.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Los ajustes no se pueden guardar en %1; los cambios solo duran hasta que salgas.</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read; it is left untouched, and this game will not be saved.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partida guardada %1 no se puede leer; se deja intacta y esta partida no se guardará.</translation>
    </message>
    <message>
        <source>The saved game %1 comes from a newer version of Scorpion; it is left untouched, and this game will not be saved.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partida guardada %1 viene de una versión más nueva de Scorpion; se deja intacta y esta partida no se guardará.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read; it is left untouched, and changes last only until you quit.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>El archivo de ajustes %1 no se puede leer; se deja intacto y los cambios solo duran hasta que salgas.</translation>
    </message>
    <message>
        <source>Restart This Game?</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>¿Reiniciar esta partida?</translation>
    </message>
    <message>
        <source>Restart this practice game from its first position? It is not finished; its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>¿Reiniciar esta partida de práctica desde su posición inicial? No ha terminado; se perderán el progreso y el historial para deshacer.</translation>
    </message>
    <message>
        <source>Restart game %1 from the deal? It is not finished; its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>¿Reiniciar la partida %1 desde el reparto? No ha terminado; se perderán el progreso y el historial para deshacer.</translation>
    </message>
    <message>
        <source>Scorpion — Practice Position</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — Posición de práctica</translation>
    </message>
    <message>
        <source>Practice (no records)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Práctica (sin récords)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>
            <numerusform>%Ln movimiento</numerusform>
            <numerusform>%Ln movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Blocked</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Bloqueada</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Sin solución</translation>
    </message>
    <message>
        <source>Wait for the new deal: a winnable one is being looked for.</source>
        <extracomment>scorpion_qt/app/game/session.py, scorpion_qt/app/ui/demo_view.py</extracomment>
        <translation>Espera un momento: se está buscando un reparto con solución.</translation>
    </message>
    <message>
        <source>Select a card first.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Primero selecciona una carta.</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Selección cancelada.</translation>
    </message>
    <message>
        <source>Full announcements: on.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Avisos completos: activados.</translation>
    </message>
    <message>
        <source>Full announcements: off.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Avisos completos: desactivados.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <extracomment>scorpion_qt/app/ui/demo_view.py, scorpion_qt/app/ui/play.py</extracomment>
        <translation>La partida está ganada.</translation>
    </message>
    <message>
        <source>No winning move remains; best try: %1</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Ya no queda ningún movimiento ganador; el mejor intento: %1</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Esta partida ya no tiene solución.</translation>
    </message>
    <message>
        <source>Go Back to the Last Winnable Position</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Volver a la última posición con solución</translation>
    </message>
    <message>
        <source>Give Up</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>This position cannot be won, whatever you play.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Esta posición no se puede ganar, juegues como juegues.</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a winnable deal… (%Ln tried)</source>
        <extracomment>scorpion_qt/app/ui/deals.py</extracomment>
        <translation>
            <numerusform>Buscando un reparto con solución… (%Ln probado)</numerusform>
            <numerusform>Buscando un reparto con solución… (%Ln probados)</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <extracomment>scorpion_qt/app/ui/deals.py</extracomment>
        <translation>Buscando un reparto con solución…</translation>
    </message>
    <message>
        <source>The solver is not available: game %1 was dealt without checking that it can be won.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>El solucionador no está disponible: la partida %1 se ha repartido sin comprobar si tiene solución.</translation>
    </message>
    <message>
        <source>This practice game is not finished. Leave it for game %1? Its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Esta partida de práctica no ha terminado. ¿Dejarla y pasar a la partida %1? Se perderán el progreso y el historial para deshacer.</translation>
    </message>
    <message>
        <source>Game %1 is not finished. Deal it again from the start? Its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partida %1 no ha terminado. ¿Repartirla de nuevo desde el principio? Se perderán el progreso y el historial para deshacer.</translation>
    </message>
    <message>
        <source>Game %1 is not finished. Leave it for game %2? Its progress and undo history will be lost; the same deal can be dealt again by its number.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partida %1 no ha terminado. ¿Dejarla y pasar a la partida %2? Se perderán el progreso y el historial para deshacer; el mismo reparto puede volver a jugarse con su número.</translation>
    </message>
    <message>
        <source>Position copied in the rules&apos; notation.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Posición copiada en la notación de las reglas.</translation>
    </message>
    <message>
        <source>Clear &amp;Selection</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Cancelar la &amp;selección</translation>
    </message>
    <message>
        <source>Scorpion — Game %1</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Scorpion — Partida %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>Time %1</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Tiempo %1</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Con solución</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Ya sin solución</translation>
    </message>
    <message>
        <source>Not decided</source>
        <extracomment>scorpion_qt/app/ui/status.py</extracomment>
        <translation>Sin determinar</translation>
    </message>
    <message>
        <source>Find a Card</source>
        <extracomment>scorpion_qt/app/ui/reading.py</extracomment>
        <translation>Buscar una carta</translation>
    </message>
    <message>
        <source>Card (for example 7C or 7 of clubs):</source>
        <extracomment>scorpion_qt/app/ui/reading.py</extracomment>
        <translation>Carta (por ejemplo, 7T o 7 de tréboles):</translation>
    </message>
    <message>
        <source>No move remains.</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>No queda ningún movimiento.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>scorpion_qt/app/ui/play.py</extracomment>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <extracomment>scorpion_qt/app/ui/endgame.py, scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>You won this practice game — moves: %2, time: %3, undos: %4, hints: %5.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Has ganado esta partida de práctica. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5.</translation>
    </message>
    <message>
        <source>No legal move remains: the game is blocked.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>No queda ningún movimiento legal: la partida está bloqueada.</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Full &amp;Announcements</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>&amp;Avisos completos</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <extracomment>scorpion_qt/app/ui/actions.py</extracomment>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>Restart</source>
        <extracomment>scorpion_qt/app/ui/endgame.py</extracomment>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Game %1 can be won.</source>
        <extracomment>scorpion_qt/app/game/session.py</extracomment>
        <translation>La partida %1 tiene solución.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5.</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <source>This practice game is not finished. Leave it? Its progress and undo history will be lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Esta partida de práctica no ha terminado. ¿Abandonarla? Se perderán el progreso y el historial para deshacer.</translation>
    </message>
    <message>
        <source>Game %1 is not finished. Leave it? Its progress and undo history will be lost; the same deal can be dealt again by its number.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>La partida %1 no ha terminado. ¿Abandonarla? Se perderán el progreso y el historial para deshacer; el mismo reparto puede volver a jugarse con su número.</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <source>About Scorpion</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>Acerca de Scorpion</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Scorpion&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Scorpion solitaire by the Cards4 rules, playable with the mouse, the keyboard and a screen reader.&lt;/p&gt;</source>
        <extracomment>scorpion_qt/app/ui/dialogs/opener.py</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Scorpion&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;El Solitario Escorpión con las reglas de Cards4, para jugar con el ratón, el teclado y un lector de pantalla.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>&amp;Card:</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>&amp;Carta:</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>&amp;Destino:</translation>
    </message>
    <message>
        <source>Destination</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Destino</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>&amp;Mover</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Mover</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Pista</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>%1, columna %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, with %n card(s)</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>
            <numerusform>%1, columna %2, con %n acompañante</numerusform>
            <numerusform>%1, columna %2, con %n acompañantes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, free cell %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>%1, celda libre %2</translation>
    </message>
    <message>
        <source>%1, reserve place %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>%1, reserva %2</translation>
    </message>
    <message>
        <source>Deal the talon</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Repartir el mazo</translation>
    </message>
    <message>
        <source>No card to move</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Ninguna carta que mover</translation>
    </message>
    <message>
        <source>Columns 1, 2, 3 and 4</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Columnas 1, 2, 3 y 4</translation>
    </message>
    <message>
        <source>Columns 1, 2 and 3</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Columnas 1, 2 y 3</translation>
    </message>
    <message>
        <source>Not now: other moves remain</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Ahora no: quedan otros movimientos</translation>
    </message>
    <message>
        <source>A free cell</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Una celda libre</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Columna %1, vacía</translation>
    </message>
    <message>
        <source>Column %1, on %2</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Columna %1, sobre %2</translation>
    </message>
    <message>
        <source>No legal destination</source>
        <extracomment>scorpion_qt/app/ui/panel.py</extracomment>
        <translation>Ningún destino legal</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>%1 to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 a la columna %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 y %n acompañante a la columna %2</numerusform>
            <numerusform>%1 y %n acompañantes a la columna %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to a free cell</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 a una celda libre</translation>
    </message>
    <message>
        <source>Deal the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Repartir el mazo</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Notice</source>
        <extracomment>scorpion_qt/app/ui/notices.py</extracomment>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>scorpion_qt/app/ui/notices.py, scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>OpenPosition</name>
    <message>
        <source>Open Position</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Abrir posición</translation>
    </message>
    <message>
        <source>&amp;Position in the rules&apos; notation (a practice game: no records):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>&amp;Posición en la notación de las reglas (partida de práctica, sin récords):</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Posición</translation>
    </message>
    <message>
        <source>From a &amp;File…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Desde un &amp;archivo…</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>No se pudo leer el archivo: %1</translation>
    </message>
    <message>
        <source>This text is not a valid Scorpion position. Reason: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/position.py</extracomment>
        <translation>Este texto no es una posición válida de Scorpion. Motivo: %1</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Line %1: %2</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <source>“%1” is not of the form “label: cards”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>«%1» no tiene la forma «etiqueta: cartas».</translation>
    </message>
    <message>
        <source>“%1” is not a label: use talon, foundations, rules or 1 to 7.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>«%1» no es una etiqueta: usa talon, foundations, rules o de 1 a 7.</translation>
    </message>
    <message>
        <source>The label “%1” appears twice.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>La etiqueta «%1» aparece dos veces.</translation>
    </message>
    <message>
        <source>“%1” is not a rule option: use keep-runs or traditional-talon.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>«%1» no es una opción de reglas: usa keep-runs o traditional-talon.</translation>
    </message>
    <message>
        <source>Talon, not a card: “%1”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Mazo, no es una carta: «%1».</translation>
    </message>
    <message>
        <source>Column %1, not a card: “%2”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Columna %1, no es una carta: «%2».</translation>
    </message>
    <message>
        <source>Foundations, not a suit: “%1”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Bases, no es un palo: «%1».</translation>
    </message>
    <message>
        <source>Foundations, suit given twice: “%1”.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Bases, palo repetido: «%1».</translation>
    </message>
    <message>
        <source>The talon holds at most 3 cards.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>El mazo tiene como máximo 3 cartas.</translation>
    </message>
    <message>
        <source>Column %1, face-down card after a face-up card: %2.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Columna %1, carta oculta después de una visible: %2.</translation>
    </message>
    <message>
        <source>Column %1, last card face down: %2.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Columna %1, última carta boca abajo: %2.</translation>
    </message>
    <message>
        <source>Card given twice: %1.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Carta repetida: %1.</translation>
    </message>
    <message>
        <source>Card on the board although its suit is in the foundations: %1.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>Carta en el tablero aunque su palo ya está en las bases: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>
            <numerusform>Falta %n carta: %1.</numerusform>
            <numerusform>Faltan %n cartas: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The text is not in the rules&apos; notation.</source>
        <extracomment>scorpion_qt/app/lang/errors.py</extracomment>
        <translation>El texto no sigue la notación de las reglas.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>A face-down card cannot be moved.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>No puedes seleccionar cartas ocultas.</translation>
    </message>
    <message>
        <source>Only a King can go to the empty column %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>El hueco de la columna %1 solo acepta un Rey o un grupo encabezado por un Rey.</translation>
    </message>
    <message>
        <source>%1 is not in a column.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 no está en ninguna columna.</translation>
    </message>
    <message>
        <source>%1 is already in column %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 ya está en la columna %2.</translation>
    </message>
    <message>
        <source>%1 already fills its whole column: moving it to an empty column changes nothing.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 ya ocupa toda su columna: llevarlo a un hueco no cambia nada.</translation>
    </message>
    <message>
        <source>Nothing goes on %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Sobre %1 no cabe nada.</translation>
    </message>
    <message>
        <source>%1 only goes to an empty column.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 solo va a un hueco.</translation>
    </message>
    <message>
        <source>%1 only goes on %2.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 solo va sobre %2.</translation>
    </message>
    <message>
        <source>%1 only goes on %2 or %3.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 solo va sobre %2 o sobre %3.</translation>
    </message>
    <message>
        <source>The talon has already been dealt.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>El mazo ya se ha repartido.</translation>
    </message>
    <message>
        <source>The talon can be dealt only when no other move remains.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>El mazo solo se puede repartir cuando no queda ningún otro movimiento.</translation>
    </message>
    <message>
        <source>This game has no such column.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Este juego no tiene esa columna.</translation>
    </message>
    <message>
        <source>Only a column&apos;s end card, alone, goes to a free cell.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>A una celda libre solo va la última carta de una columna, sola.</translation>
    </message>
    <message>
        <source>Every free cell holds a card already.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Todas las celdas libres tienen ya una carta.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay of a practice game</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Repetición de una partida de práctica</translation>
    </message>
    <message>
        <source>Replay of a practice game: read-only. Your game waits where you left it.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Repetición de una partida de práctica: solo lectura. Tu partida te espera donde la dejaste.</translation>
    </message>
    <message>
        <source>Replay of game %1</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Repetición de la partida %1</translation>
    </message>
    <message>
        <source>Replay of game %1: read-only. Your game waits where you left it.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Repetición de la partida %1: solo lectura. Tu partida te espera donde la dejaste.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>|◀ Inicio</translation>
    </message>
    <message>
        <source>Back to the start (Home)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Volver al inicio (Inicio)</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Un movimiento atrás (Izquierda)</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Un movimiento adelante (Derecha)</translation>
    </message>
    <message>
        <source>Forward</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Final ▶|</translation>
    </message>
    <message>
        <source>To the last move (End)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Al último movimiento (Fin)</translation>
    </message>
    <message>
        <source>End</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Final</translation>
    </message>
    <message>
        <source>Move That &amp;Lost the Win</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Movimiento que hizo &amp;perder</translation>
    </message>
    <message>
        <source>The move that lost the win (L)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>El movimiento que hizo perder la partida (L)</translation>
    </message>
    <message>
        <source>Move that lost the win</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Movimiento que hizo perder la partida</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Close the replay (Escape)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Cerrar la repetición (Escape)</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>❚❚ Pausa</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Reproducir o pausar (Espacio)</translation>
    </message>
    <message numerus="yes">
        <source>Start of the game: %n move(s) to replay.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>
            <numerusform>Inicio de la partida: %n movimiento por repetir.</numerusform>
            <numerusform>Inicio de la partida: %n movimientos por repetir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3. This move lost the win.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Movimiento %1 de %2: %3. Este movimiento hizo perder la partida.</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>Movimiento %1 de %2: %3.</translation>
    </message>
    <message>
        <source>%1 This move lost the win.</source>
        <extracomment>scorpion_qt/app/ui/replay_view.py</extracomment>
        <translation>%1 Este movimiento hizo perder la partida.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>&amp;Clear complete runs to the foundations (Cards4)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Retirar las secuencias completas a las bases (Cards4)</translation>
    </message>
    <message>
        <source>Deal the &amp;talon at any time (Cards4)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Repartir el &amp;mazo en cualquier momento (Cards4)</translation>
    </message>
    <message>
        <source>&amp;Only winnable deals</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>S&amp;olo partidas con solución</translation>
    </message>
    <message>
        <source>&amp;Animate cards</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Animar las cartas</translation>
    </message>
    <message>
        <source>Full screen-reader a&amp;nnouncements</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Avisos &amp;completos para el lector de pantalla</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Blue pattern</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Dibujo azul</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>El de la baraja</translation>
    </message>
    <message>
        <source>Card t&amp;heme:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>&amp;Tema de las cartas:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Re&amp;verso:</translation>
    </message>
    <message>
        <source>&amp;Felt:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Tap&amp;ete:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Announcements (Orca 45.2 and later)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Avisos (Orca 45.2 y posteriores)</translation>
    </message>
    <message>
        <source>Notifications (every Orca version)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Notificaciones (todas las versiones de Orca)</translation>
    </message>
    <message>
        <source>Screen-reader &amp;messages:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Me&amp;nsajes para el lector de pantalla:</translation>
    </message>
    <message>
        <source>Screen-reader messages</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Mensajes para el lector de pantalla</translation>
    </message>
    <message>
        <source>Very slow</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Muy lenta</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Media</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Very fast</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Muy rápida</translation>
    </message>
    <message>
        <source>Show Me How &amp;speed:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Ve&amp;locidad de la demostración:</translation>
    </message>
    <message>
        <source>Show Me How speed</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Velocidad de la demostración</translation>
    </message>
    <message>
        <source>Rule options apply from the next new game.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Las opciones de reglas se aplican desde la próxima partida nueva.</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>scorpion_qt/app/ui/dialogs/settings.py</extracomment>
        <translation>Vista previa</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics file was damaged; it was kept as %1, and every game that could still be read from it or from the backup was copied into the new statistics.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>El archivo de estadísticas estaba dañado; se guardó como %1, y todas las partidas que aún se podían leer de él o de la copia de seguridad se copiaron a las nuevas estadísticas.</translation>
    </message>
    <message>
        <source>The statistics file was missing or empty; your games were restored from the backup %1.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>El archivo de estadísticas faltaba o estaba vacío; tus partidas se restauraron desde la copia de seguridad %1.</translation>
    </message>
    <message>
        <source>A file left beside the statistics did not belong to them; it was kept as %1 and not used. No game was lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Un archivo dejado junto a las estadísticas no les pertenecía; se guardó como %1 y no se usó. No se perdió ninguna partida.</translation>
    </message>
    <message>
        <source>The statistics in %1 are in use by another program or cannot be written just now; they are paused and resume by themselves. No game is lost.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Las estadísticas de %1 están en uso por otro programa o no se pueden escribir ahora; quedan en pausa y se reanudan solas. No se pierde ninguna partida.</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Blocked</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Bloqueada</translation>
    </message>
    <message>
        <source>Gave up</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Dada por perdida</translation>
    </message>
    <message>
        <source>In progress</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Abandoned (new game)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abandonada (partida nueva)</translation>
    </message>
    <message>
        <source>Abandoned (restart)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abandonada (reinicio)</translation>
    </message>
    <message>
        <source>Abandoned (quit)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abandonada (al salir)</translation>
    </message>
    <message>
        <source>Abandoned (another deal)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abandonada (otro reparto)</translation>
    </message>
    <message>
        <source>Abandoned (interrupted)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abandonada (interrumpida)</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>Cards4</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Reglas Cards4</translation>
    </message>
    <message>
        <source>runs stay</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>secuencias sin retirar</translation>
    </message>
    <message>
        <source>traditional talon</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>mazo tradicional</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>Win rate over time, oldest games first: %1.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Porcentaje de victorias a lo largo del tiempo, de las partidas más antiguas a las más recientes: %1.</translation>
    </message>
    <message>
        <source>no win</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>ninguna victoria</translation>
    </message>
    <message>
        <source>Average moves of won games over time, oldest games first: %1.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Media de movimientos de las partidas ganadas a lo largo del tiempo, de las más antiguas a las más recientes: %1.</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Porcentaje de victorias a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Moves over time (won games)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Movimientos a lo largo del tiempo (partidas ganadas)</translation>
    </message>
    <message>
        <source>No data yet</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Todavía no hay datos</translation>
    </message>
    <message>
        <source>Ended</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Undos</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Movimientos deshechos</translation>
    </message>
    <message>
        <source>Hints</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Proven winnable</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Solución demostrada</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>%1 (practice)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1 (práctica)</translation>
    </message>
    <message>
        <source>Yes</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Sí</translation>
    </message>
    <message>
        <source>Not proven</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Sin demostrar</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>No se pudieron leer las estadísticas: %1</translation>
    </message>
    <message>
        <source>game played #%1: %2</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>partida jugada n.º %1: %2</translation>
    </message>
    <message>
        <source>games played #%1–%2: %3</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>partidas jugadas n.º %1–%2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %Ln game(s))</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>
            <numerusform>%1 (%2 de %Ln partida)</numerusform>
            <numerusform>%1 (%2 de %Ln partidas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>All games (practice games not counted)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Todas las partidas (sin contar las de práctica)</translation>
    </message>
    <message>
        <source>Played:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Partidas jugadas:</translation>
    </message>
    <message>
        <source>Won:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Partidas ganadas:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Porcentaje de victorias:</translation>
    </message>
    <message>
        <source>Win rate, proven-winnable deals:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Porcentaje de victorias, repartos con solución demostrada:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Racha de victorias actual:</translation>
    </message>
    <message>
        <source>Best winning streak:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Mejor racha de victorias:</translation>
    </message>
    <message>
        <source>Average moves (won games):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Media de movimientos (partidas ganadas):</translation>
    </message>
    <message>
        <source>Fewest moves:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Mínimo de movimientos:</translation>
    </message>
    <message>
        <source>Average time (won games):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Tiempo medio (partidas ganadas):</translation>
    </message>
    <message>
        <source>Best time:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Mejor tiempo:</translation>
    </message>
    <message>
        <source>Shown by Show Me How (practice):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Mostradas por «Muéstrame cómo» (práctica):</translation>
    </message>
    <message>
        <source>&amp;Recent games (Enter or double click replays that game):</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Partidas &amp;recientes (Intro o doble clic para volver a jugar esa partida):</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>&amp;Exportar como CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set…</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Re&amp;stablecer…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Figures for:</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>C&amp;ifras de:</translation>
    </message>
    <message>
        <source>All games</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>%1, practice games not counted</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>%1, sin contar las partidas de práctica</translation>
    </message>
    <message>
        <source>Reset Statistics?</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>¿Restablecer las estadísticas?</translation>
    </message>
    <message>
        <source>Forget every game played and every record? This cannot be undone.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>¿Olvidar todas las partidas jugadas y todos los récords? No se puede deshacer.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>No se pudieron restablecer las estadísticas: %1</translation>
    </message>
    <message>
        <source>The statistics were reset.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Se han restablecido las estadísticas.</translation>
    </message>
    <message>
        <source>Export Statistics</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Exportar las estadísticas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>No se pudo escribir el archivo %1: %2</translation>
    </message>
    <message>
        <source>Games exported: %1, to %2.</source>
        <extracomment>scorpion_qt/app/ui/dialogs/statistics.py</extracomment>
        <translation>Partidas exportadas: %1, a %2.</translation>
    </message>
    <message>
        <source>Statistics could not be written; they are off until the next start.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>No se pudieron guardar las estadísticas; quedan desactivadas hasta el próximo inicio.</translation>
    </message>
    <message>
        <source>The statistics come from a newer version of Scorpion; they are off for now.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Las estadísticas son de una versión más reciente de Scorpion; por ahora quedan desactivadas.</translation>
    </message>
    <message>
        <source>Statistics are off: the statistics file in %1 cannot be used.</source>
        <extracomment>scorpion_qt/app/lang/notices.py</extracomment>
        <translation>Las estadísticas están desactivadas: no se puede usar el archivo de estadísticas de %1.</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Follow the desktop</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Como el escritorio</translation>
    </message>
    <message>
        <source>Green baize</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Tapete verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Burdeos</translation>
    </message>
    <message>
        <source>Grey</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Accessible (large indexes)</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Accesible (índices grandes)</translation>
    </message>
    <message>
        <source>Classic (%1)</source>
        <extracomment>scorpion_qt/app/board/themes.py</extracomment>
        <translation>Clásico (%1)</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>%1 back to free cell %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, de vuelta a la celda libre %2</translation>
    </message>
    <message>
        <source>%1 back to reserve place %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, de vuelta a la reserva %2</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, de vuelta a la columna %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) back to column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>
            <numerusform>%1 y %n carta más, de vuelta a la columna %2</numerusform>
            <numerusform>%1 y %n cartas más, de vuelta a la columna %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is face down again</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1 vuelve a estar boca abajo</translation>
    </message>
    <message>
        <source>the run (%1 … %2) is back on column %3</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la secuencia (%1 … %2) vuelve a la columna %3</translation>
    </message>
    <message>
        <source>the run of %1 is back on column %2</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>la secuencia de %1 vuelve a la columna %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3 back in the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, %2 y %3, de vuelta en el mazo</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4 back in the talon</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>%1, %2, %3 y %4, de vuelta en el mazo</translation>
    </message>
    <message>
        <source>the talon is back</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>el mazo vuelve a estar completo</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Movimiento deshecho.</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>Movimiento deshecho: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>scorpion_qt/app/lang/texts.py</extracomment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Scorpion (Cards4 rules)</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion (reglas Cards4)</translation>
    </message>
    <message>
        <source>Scorpion II</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion II</translation>
    </message>
    <message>
        <source>Wasp</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Wasp (Avispa)</translation>
    </message>
    <message>
        <source>Scorpion Tail</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion Tail</translation>
    </message>
    <message>
        <source>Three Blind Mice</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Three Blind Mice (Tres ratones ciegos)</translation>
    </message>
    <message>
        <source>Scorpion Head</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Scorpion Head</translation>
    </message>
    <message>
        <source>Double Scorpion</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Double Scorpion</translation>
    </message>
    <message>
        <source>Three cards face down in columns 1 to 4; only a King fills an empty column.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Tres cartas boca abajo en las columnas 1 a 4; solo un Rey llena un hueco.</translation>
    </message>
    <message>
        <source>As Scorpion, but only columns 1 to 3 hide three cards: nine face down instead of twelve.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Como Scorpion, pero solo las columnas 1 a 3 ocultan tres cartas: nueve boca abajo en lugar de doce.</translation>
    </message>
    <message>
        <source>As Scorpion, but any face-up card, with the cards on it, may fill an empty column.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Como Scorpion, pero cualquier carta boca arriba, con sus acompañantes, puede llenar un hueco.</translation>
    </message>
    <message>
        <source>As Scorpion, but a card goes on the next higher card of the other colour, and runs alternate colours.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Como Scorpion, pero una carta va sobre la siguiente más alta del otro color, y las secuencias alternan colores.</translation>
    </message>
    <message>
        <source>Ten columns of five, three cards face down in columns 8 to 10, two reserve cards to play at any time, no talon.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Diez columnas de cinco, tres cartas boca abajo en las columnas 8 a 10, dos cartas de reserva para jugar en cualquier momento, sin mazo.</translation>
    </message>
    <message>
        <source>Four cards face down in columns 4 to 7, no talon, and four free cells that each hold one end card.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Cuatro cartas boca abajo en las columnas 4 a 7, sin mazo, y cuatro celdas libres que guardan cada una una última carta.</translation>
    </message>
    <message>
        <source>Two decks in ten columns of ten, four cards face down in columns 1 to 5, a talon of four; eight runs win.</source>
        <extracomment>scorpion_qt/app/lang/variants.py</extracomment>
        <translation>Dos barajas en diez columnas de diez, cuatro cartas boca abajo en las columnas 1 a 5, un mazo de cuatro; se gana con ocho secuencias.</translation>
    </message>
</context>
<context>
    <name>WinSummary</name>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; your first win of this deal, winning streak %6.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5; tu primera victoria en este reparto, racha de victorias: %6.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new records for game %1: %2 moves and %3 (before: %6 moves and %7), winning streak %8.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5; nuevos récords de la partida %1: %2 movimientos y %3 (antes: %6 movimientos y %7), racha de victorias: %8.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new record for game %1: %2 moves (before: %6), winning streak %7.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5; nuevo récord de la partida %1: %2 movimientos (antes: %6), racha de victorias: %7.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; new record time for game %1: %3 (before: %6), winning streak %7.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5; nuevo récord de tiempo de la partida %1: %3 (antes: %6), racha de victorias: %7.</translation>
    </message>
    <message>
        <source>You won game %1 — moves: %2, time: %3, undos: %4, hints: %5; your record for this deal: %6 moves and %7, winning streak %8.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Has ganado la partida %1. Movimientos: %2, tiempo: %3, movimientos deshechos: %4, pistas: %5; tu récord en este reparto: %6 movimientos y %7, racha de victorias: %8.</translation>
    </message>
    <message>
        <source>A practice game: it does not enter the records.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partida de práctica: no cuenta para los récords.</translation>
    </message>
    <message>
        <source>First win of game %1: %2 moves and %3 are your records.</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Primera victoria en la partida %1: %2 movimientos y %3 son tus récords.</translation>
    </message>
    <message>
        <source>New records for game %1: %2 moves and %3</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Nuevos récords de la partida %1: %2 movimientos y %3</translation>
    </message>
    <message>
        <source>New record for game %1: %2 moves</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Nuevo récord de la partida %1: %2 movimientos</translation>
    </message>
    <message>
        <source>New record time for game %1: %2</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Nuevo récord de tiempo de la partida %1: %2</translation>
    </message>
    <message>
        <source>Your records for game %1: %2 moves, %3</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Tus récords de la partida %1: %2 movimientos, %3</translation>
    </message>
    <message>
        <source>Replay This Game</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Volver a jugar esta partida</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Estadísticas…</translation>
    </message>
    <message>
        <source>You won this practice game!</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>¡Has ganado esta partida de práctica!</translation>
    </message>
    <message>
        <source>You won game %1!</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>¡Has ganado la partida %1!</translation>
    </message>
    <message>
        <source>Moves: %1 · Time: %2 · Undos: %3 · Hints: %4</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Movimientos: %1 · Tiempo: %2 · Movimientos deshechos: %3 · Pistas: %4</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Racha de victorias: %1</translation>
    </message>
    <message>
        <source>Game won</source>
        <extracomment>scorpion_qt/app/ui/win_summary.py</extracomment>
        <translation>Partida ganada</translation>
    </message>
</context>
</TS>
