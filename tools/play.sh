#!/usr/bin/env bash
# Install Scorpion for the current user (a private virtual environment, a menu
# entry) and start it. Arguments are passed to the game, e.g. --game 42.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
VENV="$DATA/scorpion-qt/venv"
BIN="$HOME/.local/bin"
if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get install -y python3-venv
fi
python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null 2>&1 || true
"$VENV/bin/python" -m pip install -q .
"$VENV/bin/python" -m compileall -q "$VENV/lib" >/dev/null 2>&1 || true
mkdir -p "$BIN" "$DATA/applications" "$DATA/icons/hicolor/scalable/apps"
ln -sf "$VENV/bin/scorpion-qt" "$BIN/scorpion-qt"
if [[ -f resources/io.github.scorpion_qt.Scorpion.desktop ]]; then
  sed "s|^Exec=.*|Exec=$VENV/bin/scorpion-qt %u|" resources/io.github.scorpion_qt.Scorpion.desktop \
    > "$DATA/applications/io.github.scorpion_qt.Scorpion.desktop"
  cp resources/io.github.scorpion_qt.Scorpion.svg "$DATA/icons/hicolor/scalable/apps/" 2>/dev/null || true
fi
case ":$PATH:" in
  *":$BIN:"*) ;;
  *) echo "Note: $BIN is not on your PATH; start the game later with $BIN/scorpion-qt" \
          "or from the desktop menu (Scorpion)." >&2 ;;
esac
exec "$VENV/bin/scorpion-qt" "$@"
