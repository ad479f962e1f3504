#!/usr/bin/env bash
# Install Scorpion for the current user and start it: a private virtual
# environment, ~/.local/bin/scorpion-qt, a menu entry with its icons and the
# scorpion:// link handler (scorpion-qt --install-desktop-entry). Arguments
# are passed to the game, e.g. --game 3. Run it again to update.
# Uninstall: see the README ("Uninstall").
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
VENV="$DATA/scorpion-qt/venv"
BIN="$HOME/.local/bin"
step() { printf '==> %s\n' "$*"; }

if ! python3 -c 'import sys; raise SystemExit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "Scorpion needs Python 3.11 or newer; this python3 is $(python3 --version 2>&1)." >&2
  exit 1
fi
if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  step "installing python3-venv with apt-get (asks for your password when not root)"
  $SUDO apt-get install -y python3-venv
fi
if [[ ! -x "$VENV/bin/python" ]]; then
  step "creating the private environment $VENV"
  python3 -m venv "$VENV"
  FIRST=1
fi
if [[ ${FIRST:-0} == 1 ]]; then
  step "installing Scorpion and Qt (PySide6, about 100 MB): the first time this takes a few minutes"
else
  step "updating Scorpion in $VENV"
fi
"$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null 2>&1 || true
"$VENV/bin/python" -m pip install -q .
# (asked from / : in this folder Python would find the checkout's source first)
if ! (cd / && "$VENV/bin/python" -c 'import scorpion_qt.solver as s, sys; sys.exit(not s.compiled())') 2>/dev/null; then
  # setup.py compiles the solver's search with mypyc when gcc and Python's
  # headers are there; without them it stays pure Python (the same verdicts).
  echo "Note: the solver's search could not be compiled here, so it runs as pure Python (the same" \
       "verdicts, about 2.4 times slower on the hardest deals). Compiling needs gcc and Python's headers" \
       "(Debian, Ubuntu: sudo apt-get install gcc python3-dev); then run ./tools/play.sh again" \
       "(\"$VENV/bin/python -m pip install -v .\" says why it failed)." >&2
fi
step "compiling Python files so the game starts faster"
"$VENV/bin/python" -m compileall -q "$VENV/lib" >/dev/null 2>&1 || true
step "linking $BIN/scorpion-qt"
mkdir -p "$BIN"
ln -sf "$VENV/bin/scorpion-qt" "$BIN/scorpion-qt"
step "adding the menu entry, icons and scorpion:// links"
"$VENV/bin/scorpion-qt" --install-desktop-entry
case ":$PATH:" in
  *":$BIN:"*) ;;
  *) echo "Note: $BIN is not on your PATH; start the game later from the desktop menu (Scorpion)" \
          "or with $BIN/scorpion-qt." >&2 ;;
esac
step "starting Scorpion"
exec "$VENV/bin/scorpion-qt" "$@"
