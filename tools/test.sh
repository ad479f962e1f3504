#!/usr/bin/env bash
# Install everything the tests need on a Debian/Ubuntu machine and run them.
#  - Qt's system libraries and fonts (offscreen and Xvfb), the AT-SPI stack
#    for the screen-reader test (with xdotool), the desktop-file validators,
#    gio and xdg-utils (the scorpion:// link handler tests), python3-venv;
#  - Debian's Orca, openbox and the locale sources for the real screen-reader test
#    (tests/app/test_orca.py compiles the en_US/es_ES locales it needs itself);
#  - weston, whose headless backend is the Wayland compositor of the Wayland test;
#  - gcc and Python's headers, with which the install compiles the solver's
#    search (setup.py, mypyc; without them it stays pure Python);
#  - a virtual environment .venv with the project and its test extras;
#  - pytest (arguments are passed on, e.g. tools/test.sh -k engine).
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  python3 python3-venv python3-pip python3-dev gcc
  libgl1 libegl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 fonts-dejavu-core
  xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxkbcommon-x11-0
  libxcb-randr0 libxcb-render-util0 libxcb-xinerama0 libxcb-xkb1 libx11-xcb1
  dbus at-spi2-core python3-pyatspi gir1.2-atspi-2.0 xdotool
  desktop-file-utils appstream libglib2.0-bin xdg-utils
  orca openbox locales x11-xkb-utils
  weston
)

if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    SUDO=""
    [[ $(id -u) -ne 0 ]] && SUDO="sudo"
    echo "Installing system packages: ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
fi

PY=${PYTHON:-python3}
if [[ ! -x .venv/bin/python ]]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null 2>&1 || true
.venv/bin/python -m pip install -q -e '.[test]'
export QT_QPA_PLATFORM=offscreen
# The Linguist tools (pyside6-lupdate, pyside6-lrelease) live in .venv/bin:
# on PATH, the translation tests run instead of skipping.
export PATH="$PWD/.venv/bin:$PATH"
exec .venv/bin/python -m pytest "$@"
