"""Issue 24, the rest: the command line's error sentences and metavars in
every language, and Spanish "Gave up" as a participle like its neighbours."""

TABLE = {
    "es": {
        "CommandLine|LINK": "ENLACE",
        "CommandLine|WxH": "ANCHOxALTO",
        "--game %1 is not a game number: give a whole number from 1 to 2**63-1.":
            "--game %1 no es un número de partida: indica un número entero del 1 al 2**63-1.",
        "Cannot read the position %1: there is no such file.": "No se puede leer la posición %1: el archivo no existe.",
        "Cannot read the position %1: it is not a text file of at most 64 KB (UTF-8).":
            "No se puede leer la posición %1: no es un archivo de texto (UTF-8) de 64 KB como máximo.",
        "Cannot read the position %1: the file cannot be opened.": "No se puede leer la posición %1: no se puede abrir el archivo.",
        "Gave up": "Dada por perdida",
    },
    "de": {
        "CommandLine|LINK": "LINK",
        "CommandLine|WxH": "BxH",
        "--game %1 is not a game number: give a whole number from 1 to 2**63-1.":
            "--game %1 ist keine Spielnummer: Gib eine ganze Zahl von 1 bis 2**63-1 an.",
        "Cannot read the position %1: there is no such file.": "Die Stellung %1 lässt sich nicht lesen: Diese Datei gibt es nicht.",
        "Cannot read the position %1: it is not a text file of at most 64 KB (UTF-8).":
            "Die Stellung %1 lässt sich nicht lesen: Sie ist keine Textdatei (UTF-8) von höchstens 64 KB.",
        "Cannot read the position %1: the file cannot be opened.":
            "Die Stellung %1 lässt sich nicht lesen: Die Datei lässt sich nicht öffnen.",
    },
    "fr": {
        "CommandLine|LINK": "LIEN",
        "CommandLine|WxH": "LxH",
        "--game %1 is not a game number: give a whole number from 1 to 2**63-1.":
            "--game %1 n’est pas un numéro de partie\u00a0: indiquez un nombre entier de 1 à 2**63-1.",
        "Cannot read the position %1: there is no such file.":
            "Impossible de lire la position %1\u00a0: ce fichier n’existe pas.",
        "Cannot read the position %1: it is not a text file of at most 64 KB (UTF-8).":
            "Impossible de lire la position %1\u00a0: ce n’est pas un fichier texte (UTF-8) d’au plus 64\u00a0Ko.",
        "Cannot read the position %1: the file cannot be opened.":
            "Impossible de lire la position %1\u00a0: le fichier ne peut pas être ouvert.",
    },
}
