"""Translations of the strings added or changed for issue 21 (see
tools/ts_set.py): ``python tools/ts_set.py i18n/tables/issue21.py``."""

TABLE = {
    "es": {
        "Statistics|Re&set…": "Re&stablecer…",
    },
    "de": {
        "Statistics|Re&set…": "&Zurücksetzen…",
    },
    "fr": {
        "Statistics|Re&set…": "Réini&tialiser…",
    },
}
