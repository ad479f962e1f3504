"""Translations of issue 22's second part (a failed listen() told to the
player); applied with tools/ts_set.py."""

_LISTEN = ("Launch|This window cannot receive links or later launches of Scorpion (%1): each of them will open "
           "another window, whose game is not saved. Quit and start Scorpion again to fix this.")

TABLE = {
    "es": {
        _LISTEN: "Esta ventana no puede recibir enlaces ni otras aperturas de Scorpion (%1): cada una abrirá otra "
                 "ventana cuya partida no se guardará. Para arreglarlo, cierra Scorpion y vuelve a abrirlo.",
    },
    "de": {
        _LISTEN: "Dieses Fenster kann weder Links noch weitere Starts von Scorpion empfangen (%1): Jeder davon öffnet "
                 "ein weiteres Fenster, dessen Spiel nicht gespeichert wird. Beende Scorpion und starte es neu, "
                 "um das zu beheben.",
    },
    "fr": {
        _LISTEN: "Cette fenêtre ne peut recevoir ni liens ni autres lancements de Scorpion (%1)\u00a0: chacun ouvrira "
                 "une autre fenêtre, dont la partie ne sera pas enregistrée. Pour y remédier, quittez Scorpion et "
                 "relancez-le.",
    },
}
