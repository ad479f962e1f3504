#!/usr/bin/env bash
# Build a current upstream Orca (50.2 by default) and the at-spi2-core it
# needs (2.58.7; Debian 12 has 2.46, Orca 50 wants >= 2.56) into a private
# prefix, for the real-Orca test (tests/app/test_orca.py):
#
#   tools/build_orca.sh /work/orca50
#   SCORPION_ORCA=/work/orca50/bin/orca python -m pytest tests/app/test_orca.py
#
# Idempotent: a second run with the same prefix and versions does nothing
# (a stamp file records what was built); other versions rebuild. Not part of
# .ci/run: a developer or a CI job runs it when it wants the newer Orca.
#
# Sources, in this order:
#   ORCA_GIT / ATSPI_GIT: a local git directory (a mirror or a clone) to
#     take the version from with `git archive` (no network needed);
#   else a shallow clone of the GNOME GitLab repositories at the tag.
# Versions: ORCA_REF (default ORCA_50_2), ATSPI_REF (default
# AT_SPI2_CORE_2_58_7); a commit id works too with ORCA_GIT/ATSPI_GIT.
#
# <prefix>/bin/orca is a wrapper that runs the built Orca with the built
# libatspi (LD_LIBRARY_PATH, GI_TYPELIB_PATH, PYTHONPATH), by Debian's
# /usr/bin/python3 (it has the gi, brlapi, louis and speechd modules Orca
# uses). The AT-SPI bus itself stays the system's (at-spi-bus-launcher
# 2.46 works with this Orca).
set -euo pipefail

PREFIX=${1:?usage: tools/build_orca.sh PREFIX}
mkdir -p "$PREFIX"
PREFIX=$(cd "$PREFIX" && pwd)
ORCA_REF=${ORCA_REF:-ORCA_50_2}
ATSPI_REF=${ATSPI_REF:-AT_SPI2_CORE_2_58_7}
# The same releases by commit, for mirrors that carry no tags.
declare -A KNOWN=(
  [ORCA_50_2]=56a1935270f7b9eb7d6cfe182e7772a4e16ed925
  [AT_SPI2_CORE_2_58_7]=57f364235cac11bd565655b7bc0df5e1b119208f
)
STAMP="$PREFIX/.scorpion-build-stamp"
WANT="orca=$ORCA_REF atspi=$ATSPI_REF"
if [[ -x "$PREFIX/bin/orca" && -f "$STAMP" && "$(cat "$STAMP")" == "$WANT" ]]; then
  echo "Orca already built in $PREFIX ($WANT)"
  exit 0
fi

APT_PACKAGES=(
  meson ninja-build pkg-config gettext itstool python3-dev
  libglib2.0-dev libdbus-1-dev libxml2-dev libx11-dev libxtst-dev libxi-dev
  gobject-introspection libgirepository1.0-dev python-gi-dev python3-gi
  python3-dasbus libgtk-3-dev gir1.2-gtk-3.0 gir1.2-wnck-3.0
  python3-brlapi python3-louis python3-speechd
)
if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    SUDO=""
    [[ $(id -u) -ne 0 ]] && SUDO="sudo"
    echo "Installing build packages: ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
fi

SRC="$PREFIX/src"
rm -rf "$SRC"
mkdir -p "$SRC"

# unpack NAME GITDIR REF URL: the sources of REF into $SRC/NAME
unpack() {
  local name=$1 gitdir=$2 ref=$3 url=$4
  mkdir -p "$SRC/$name"
  if [[ -n "$gitdir" ]]; then
    local rev=$ref
    git --git-dir="$gitdir" rev-parse -q --verify "$rev^{commit}" >/dev/null || rev=${KNOWN[$ref]:-$ref}
    echo "$name: $rev from $gitdir"
    git --git-dir="$gitdir" archive --format=tar "$rev" | tar -x -C "$SRC/$name"
  else
    echo "$name: $ref from $url"
    git clone -q --depth 1 --branch "$ref" "$url" "$SRC/$name"
  fi
}
unpack at-spi2-core "${ATSPI_GIT:-}" "$ATSPI_REF" https://gitlab.gnome.org/GNOME/at-spi2-core.git
unpack orca "${ORCA_GIT:-}" "$ORCA_REF" https://gitlab.gnome.org/GNOME/orca.git

LIBDIR=lib
# Debian's python3 (and its gi, dasbus, brlapi…) for meson's Python checks,
# not a pyenv or venv python3 that comes first on PATH.
export PATH="/usr/bin:/bin:$PATH"
export PKG_CONFIG_PATH="$PREFIX/$LIBDIR/pkgconfig:$PREFIX/share/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export LD_LIBRARY_PATH="$PREFIX/$LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export GI_TYPELIB_PATH="$PREFIX/$LIBDIR/girepository-1.0${GI_TYPELIB_PATH:+:$GI_TYPELIB_PATH}"

# at-spi2-core: libatspi with its typelib and the atk bridge (Orca's meson
# checks atspi-2 and atk-bridge-2.0); no docs, no systemd units, no GTK 2.
(
  cd "$SRC/at-spi2-core"
  meson setup _build --prefix="$PREFIX" --libdir="$LIBDIR" --buildtype=release \
    -Dintrospection=enabled -Dx11=enabled -Ddocs=false -Dgtk2_atk_adaptor=false \
    -Duse_systemd=false -Dsystemd_user_dir="$PREFIX/lib/systemd/user" \
    -Ddbus_services_dir="$PREFIX/share/dbus-1/services"
  ninja -C _build
  ninja -C _build install
)

# Orca, by Debian's python3 (the gi overrides for the new Atspi go to the
# prefix's site-packages too).
(
  cd "$SRC/orca"
  # Orca 51 builds MathCAT (math speech) by default, which fetches Rust
  # crates from the network; the game has no math to speak.
  opts=()
  if grep -qs "option('mathcat'" meson.options meson_options.txt; then
    opts+=(-Dmathcat=false)
  fi
  rm -rf _build
  meson setup _build --prefix="$PREFIX" --libdir="$LIBDIR" -Dpython.install_env=prefix "${opts[@]}"
  ninja -C _build
  ninja -C _build install
)

SITE=$(/usr/bin/python3 -c 'import sys; print(f"python{sys.version_info[0]}.{sys.version_info[1]}")')
REAL="$PREFIX/libexec/orca-real"
mkdir -p "$PREFIX/libexec"
# meson installs the launcher as bin/orca: keep it as libexec/orca-real and
# put the wrapper in its place.
if ! grep -q "scorpion build_orca wrapper" "$PREFIX/bin/orca" 2>/dev/null; then
  mv "$PREFIX/bin/orca" "$REAL"
fi
cat >"$PREFIX/bin/orca" <<EOF
#!/bin/sh
# scorpion build_orca wrapper: Orca $ORCA_REF with at-spi2-core $ATSPI_REF from $PREFIX
export LD_LIBRARY_PATH="$PREFIX/$LIBDIR\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}"
export GI_TYPELIB_PATH="$PREFIX/$LIBDIR/girepository-1.0\${GI_TYPELIB_PATH:+:\$GI_TYPELIB_PATH}"
export PYTHONPATH="$PREFIX/$LIBDIR/$SITE/site-packages:$PREFIX/$LIBDIR/python3/dist-packages\${PYTHONPATH:+:\$PYTHONPATH}"
export GSETTINGS_SCHEMA_DIR="$PREFIX/share/glib-2.0/schemas"
# ORCA_LAUNCHER: a Python launcher run instead, given the real Orca script
# (the real-Orca test's tests/app/orca_launcher.py, for private sessions).
if [ -n "\$ORCA_LAUNCHER" ]; then
  exec /usr/bin/python3 "\$ORCA_LAUNCHER" "$REAL" -- "\$@"
fi
exec /usr/bin/python3 "$REAL" "\$@"
EOF
chmod +x "$PREFIX/bin/orca"
# (Orca's --version needs an X display: its wnck import crashes without one.)
PYTHONPATH="$PREFIX/$LIBDIR/python3/dist-packages" /usr/bin/python3 -c \
  'from orca import orca_platform as p; print("Orca", p.version)'
echo "$WANT" >"$STAMP"
echo "Built: SCORPION_ORCA=$PREFIX/bin/orca"
