#!/usr/bin/env bash
# Build the PyInstaller bundle into build/dist/scorpion-qt/ and smoke-test it:
#  - a private build environment (a temporary venv with the project and
#    PyInstaller; PYTHON picks the interpreter, default python3 >= 3.11);
#  - the bundle from packaging/scorpion-qt.spec;
#  - smoke test: --version, a --screenshot in each language (en es de fr)
#    checked to be PNG files, and a real start (offscreen) of a hard deal
#    (8525: the quick search in the game leaves it to the solver's process,
#    the bundle's own executable with --solver-worker), checked to start that
#    process, run a few seconds and quit cleanly on SIGTERM.
# Prints the bundle's size. Needs no display.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
OUT=build/dist/scorpion-qt
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

echo "== build environment in $WORK/venv (takes a few minutes the first time)"
"$PY" -m venv "$WORK/venv"
"$WORK/venv/bin/python" -m pip install -q --upgrade pip >/dev/null 2>&1 || true
"$WORK/venv/bin/python" -m pip install -q . 'pyinstaller>=6.10'
echo "== PyInstaller $("$WORK/venv/bin/pyinstaller" --version)"
"$WORK/venv/bin/pyinstaller" --noconfirm --log-level WARN \
  --distpath build/dist --workpath build/pyinstaller packaging/scorpion-qt.spec

echo "== smoke test of $OUT"
BIN="$OUT/scorpion-qt"
export SCORPION_HOME="$WORK/home" QT_QPA_PLATFORM=offscreen
unset SCORPION_INSTANCE_LOG
"$BIN" --version
for lang in en es de fr; do
  png="$WORK/shot-$lang.png"
  "$BIN" --game 3 --lang "$lang" --screenshot "$png" --size 1024x600
  if [[ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" != "89504e470d0a1a0a" ]]; then
    echo "FAIL: $png is not a PNG file" >&2
    exit 1
  fi
done
mkdir -p build/smoke && cp "$WORK"/shot-*.png build/smoke/
"$BIN" --game 8525 --lang en &
pid=$!
sleep 8
if ! kill -0 "$pid" 2>/dev/null; then
  echo "FAIL: the bundle did not keep running" >&2
  exit 1
fi
if ! pgrep -P "$pid" -f -- "--solver-worker" >/dev/null; then
  echo "FAIL: the bundle started no solver process for deal 8525" >&2
  exit 1
fi
kill -TERM "$pid"
wait "$pid" && rc=0 || rc=$?
if [[ $rc -ne 0 ]]; then
  echo "FAIL: the bundle quit with code $rc on SIGTERM" >&2
  exit 1
fi
if ! grep -q '"game": 8525' "$SCORPION_HOME/state/current-game.json"; then
  echo "FAIL: the bundle did not save the game" >&2
  exit 1
fi
echo "== OK: $(du -sh "$OUT" | cut -f1) in $OUT ($(find "$OUT" -type f | wc -l) files); screenshots in build/smoke/"
