# Translations: `make ts` refreshes the Qt Linguist sources in i18n/ from the
# code, `make qm` compiles them into the package, `make i18n` does both.
LANGS := es de fr
SOURCES := $(sort $(wildcard scorpion_qt/app/*.py scorpion_qt/app/*/*.py scorpion_qt/app/*/*/*.py))
TS := $(foreach l,$(LANGS),i18n/scorpion_$(l).ts)
QM := $(foreach l,en $(LANGS),scorpion_qt/i18n/scorpion_$(l).qm)
# The project's .venv tools when present, so no venv needs to be active.
VENV_BIN := $(wildcard .venv/bin)
LUPDATE ?= $(if $(VENV_BIN),.venv/bin/pyside6-lupdate,pyside6-lupdate)
LRELEASE ?= $(if $(VENV_BIN),.venv/bin/pyside6-lrelease,pyside6-lrelease)
PYTHON ?= $(if $(VENV_BIN),.venv/bin/python,python3)

.PHONY: i18n ts qm pseudo

i18n: ts qm

# lupdate's Python reader misses some calls (see tools/i18n_extract.py), so
# the strings are collected with ast into one file lupdate reads reliably.
STRINGS := build/i18n/scorpion_strings.py

ts:
	$(PYTHON) tools/i18n_extract.py $(STRINGS) $(SOURCES)
	$(LUPDATE) -silent -no-obsolete -locations none $(STRINGS) -ts $(TS)
	$(LUPDATE) -silent -no-obsolete -locations none -pluralonly $(STRINGS) -ts i18n/scorpion_en.ts

qm:
	@mkdir -p scorpion_qt/i18n
	for l in en $(LANGS); do \
	  $(LRELEASE) -silent i18n/scorpion_$$l.ts -qm scorpion_qt/i18n/scorpion_$$l.qm || exit 1; \
	done

# A pseudo-translation (every text 40 % longer) into /tmp, for layout checks:
#   make pseudo && SCORPION_QM=/tmp/scorpion_pseudo.qm ...
pseudo:
	$(PYTHON) tools/pseudo_translate.py i18n/scorpion_de.ts /tmp/scorpion_pseudo.ts
	$(LRELEASE) -silent /tmp/scorpion_pseudo.ts -qm /tmp/scorpion_pseudo.qm
