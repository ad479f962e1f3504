"""Issue 22 (third part): a second launch while the running game does not answer."""

TABLE = {
    "es": {
        "Launch|Scorpion Does Not Answer": "Scorpion no responde",
        "Launch|Scorpion is already running, but its window does not answer: it may be stopped or frozen. "
        "Your request was sent to it and will be carried out as soon as it runs again, so no second "
        "window was opened. If it stays frozen, end that Scorpion and start it again.": (
            "Scorpion ya está abierto, pero su ventana no responde: puede que esté detenido o bloqueado. "
            "Tu petición se le ha enviado y se cumplirá en cuanto vuelva a funcionar, así que no se ha abierto "
            "una segunda ventana. Si sigue bloqueado, cierra ese Scorpion y vuelve a abrirlo."
        ),
    },
    "de": {
        "Launch|Scorpion Does Not Answer": "Scorpion antwortet nicht",
        "Launch|Scorpion is already running, but its window does not answer: it may be stopped or frozen. "
        "Your request was sent to it and will be carried out as soon as it runs again, so no second "
        "window was opened. If it stays frozen, end that Scorpion and start it again.": (
            "Scorpion läuft bereits, aber sein Fenster antwortet nicht: Es ist vielleicht angehalten oder hängt. "
            "Deine Anfrage wurde ihm geschickt und wird ausgeführt, sobald es wieder läuft; deshalb wurde kein "
            "zweites Fenster geöffnet. Wenn es weiter hängt, beende dieses Scorpion und starte es neu."
        ),
    },
    "fr": {
        "Launch|Scorpion Does Not Answer": "Scorpion ne répond pas",
        "Launch|Scorpion is already running, but its window does not answer: it may be stopped or frozen. "
        "Your request was sent to it and will be carried out as soon as it runs again, so no second "
        "window was opened. If it stays frozen, end that Scorpion and start it again.": (
            "Scorpion est déjà ouvert, mais sa fenêtre ne répond pas\u00a0: il est peut-être arrêté ou figé. "
            "Votre demande lui a été envoyée et sera exécutée dès qu’il fonctionnera de nouveau\u202f; "
            "aucune deuxième fenêtre n’a donc été ouverte. S’il reste figé, fermez ce Scorpion et relancez-le."
        ),
    },
}
