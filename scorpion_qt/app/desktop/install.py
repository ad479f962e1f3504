"""The desktop entry, its icons and the ``scorpion://`` link handler, for the
current user: ``scorpion-qt --install-desktop-entry`` and
``--uninstall-desktop-entry`` (XDG base directories; reversible).

The entry's text lives here, once: ``packaging/generate.py`` writes the
packaged copy (``Exec=scorpion-qt %u``) from :func:`entry_text`, and a test
checks that the two agree. Icons are drawn from the package's SVG with QtSvg.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from scorpion_qt.app.game.references import SCHEME

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

__all__ = [
    "APP_ID",
    "ICON_SIZES",
    "WINDOW_ICON_SIZES",
    "entry_text",
    "install",
    "launcher",
    "render_icon",
    "uninstall",
    "window_icon_path",
]

APP_ID = "io.github.scorpion_qt.Scorpion"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The PNG icon sizes (px) besides the scalable SVG."""
MIME_TYPE = f"x-scheme-handler/{SCHEME}"
ICON_SVG = Path(__file__).resolve().parents[2] / "resources" / "icon.svg"
WINDOW_ICON_SIZES = (16, 32, 48, 64, 128, 256)
"""The window's icon sizes (px), drawn from the SVG into the package by
``packaging/generate.py`` (:func:`window_icon_path`): the window reads PNGs
instead of loading QtSvg and drawing six sizes after its first frame
(~2 MiB less at start, 6 ms less)."""


def window_icon_path(size: int) -> Path:
    """The package's PNG of the window's icon at ``size`` px (one of
    :data:`WINDOW_ICON_SIZES`)."""
    return ICON_SVG.parent / "icons" / f"{size}x{size}.png"


_TRANSLATED = {
    # One name in every language, the one the window, About and the help
    # use (i18n/CONVENTIONS.md); the translated words are the game's kind.
    "Name": {"": "Scorpion", "es": "Scorpion", "de": "Scorpion", "fr": "Scorpion"},
    "GenericName": {
        "": "Solitaire card game",
        "es": "Solitario de cartas",
        "de": "Patience-Kartenspiel",
        "fr": "Jeu de cartes (réussite)",
    },
    "Comment": {
        "": "Play Scorpion solitaire by the Cards4 rules, with the keyboard or a screen reader",
        "es": "Juega al solitario Scorpion con las reglas de Cards4, con el teclado o un lector de pantalla",
        "de": "Scorpion-Patience nach den Cards4-Regeln spielen, mit Tastatur oder Bildschirmleser",
        "fr": "Jouez au solitaire Scorpion selon les règles de Cards4, au clavier ou avec un lecteur d’écran",
    },
}
_KEYWORDS = {
    "": "solitaire;patience;cards;scorpion;accessible;",
    "es": "solitario;cartas;naipes;escorpión;accesible;",
    "de": "Patience;Solitär;Karten;Skorpion;barrierefrei;",
    "fr": "solitaire;patience;cartes;scorpion;accessible;",
}


def _exec_quote(arg: str) -> str:
    """One Exec argument, quoted as the Desktop Entry specification asks."""
    if arg and not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return arg
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
    return f'"{escaped}"'.replace("\\", "\\\\")


def entry_text(command: list[str] | None = None, try_exec: str | None = None) -> str:
    """The desktop entry (UTF-8 text). ``command`` is the program and its
    leading arguments (default ``["scorpion-qt"]``, for packages that put it
    on PATH); ``try_exec`` the file whose absence hides the entry (default:
    the command's program)."""
    command = command or ["scorpion-qt"]
    lines = ["[Desktop Entry]", "Type=Application"]
    for key in ("Name", "GenericName", "Comment"):
        for lang, text in _TRANSLATED[key].items():
            lines.append(f"{key}[{lang}]={text}" if lang else f"{key}={text}")
    lines += [
        "Exec=" + " ".join(_exec_quote(a) for a in command) + " %u",
        f"TryExec={try_exec or command[0]}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        f"MimeType={MIME_TYPE};",
    ]
    for lang, words in _KEYWORDS.items():
        lines.append(f"Keywords[{lang}]={words}" if lang else f"Keywords={words}")
    lines += ["StartupNotify=true", "StartupWMClass=scorpion-qt"]
    return "\n".join(lines) + "\n"


def launcher() -> list[str]:
    """The absolute command that starts this installation: a bundle's own
    executable, the ``scorpion-qt`` script of this Python environment, or
    this Python with ``-m scorpion_qt.app.main``."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).absolute())]
    script = Path(sys.executable).absolute().parent / "scorpion-qt"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    argv0 = Path(sys.argv[0]).absolute() if sys.argv and sys.argv[0] else None
    if argv0 is not None and argv0.name == "scorpion-qt" and argv0.is_file():
        return [str(argv0)]
    return [str(Path(sys.executable).absolute()), "-m", "scorpion_qt.app.main"]


LINK_MARK = "# scorpion-qt: started by the desktop entry; removed by --uninstall-desktop-entry"
"""The second line of the launcher script :func:`install` may write in
``~/.local/bin`` (no other file there is ever touched)."""


def _needs_quoting(command: list[str]) -> bool:
    return any(_exec_quote(a) != a for a in command)


def _bin_link() -> Path:
    """``~/.local/bin/scorpion-qt`` (the XDG base directories' user executables)."""
    return Path.home() / ".local" / "bin" / "scorpion-qt"


def _ours(path: Path) -> bool:
    """True when ``path`` is a launcher script :func:`install` wrote."""
    try:
        with path.open("rb") as f:
            return LINK_MARK.encode() in f.read(4096).splitlines()[:3]
    except (OSError, IndexError):
        return False


def _sh_quote(arg: str) -> str:
    return "'" + arg.replace("'", "'\\''") + "'"


def _space_free_command(command: list[str]) -> list[str] | None:
    """A command for ``Exec`` that needs no quoting, for ``command`` that
    does (an install path with a space, e.g. ``/home/John Smith/…``).

    The Exec line quoted by the specification is right, and GIO runs it,
    but ``xdg-open`` of xdg-utils 1.1.3 (used on desktops without their own
    opener) splits it at every space and answers "no method available". So a
    small launcher script goes into ``~/.local/bin/scorpion-qt`` (only when
    that name is free or already ours) and the entry starts it by name,
    when that folder is on PATH and the name finds it there. None when not
    (the quoted line is kept)."""
    link = _bin_link()
    if link.exists() and not _ours(link):
        return None
    if not any(Path(p or ".").absolute() == link.parent for p in os.environ.get("PATH", "").split(os.pathsep)):
        return None
    link.parent.mkdir(parents=True, exist_ok=True)
    tmp = link.with_name(link.name + ".scorpion-tmp")
    tmp.write_text(
        "#!/bin/sh\n" + LINK_MARK + "\nexec " + " ".join(_sh_quote(a) for a in command) + ' "$@"\n', encoding="utf-8"
    )
    tmp.chmod(0o755)
    os.replace(tmp, link)
    found = shutil.which(link.name)
    if found is None or Path(found).absolute() != link:
        return None  # another scorpion-qt comes first on PATH
    return [link.name]


def _data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def _config_home() -> Path:
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")


def _icon_paths(data: Path) -> list[Path]:
    hicolor = data / "icons" / "hicolor"
    return [hicolor / "scalable" / "apps" / f"{APP_ID}.svg"] + [
        hicolor / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in ICON_SIZES
    ]


def render_icon(size: int) -> "QImage":
    """The app's SVG icon drawn at ``size``×``size`` px (a ``QImage``,
    transparent background). Needs a ``QGuiApplication``."""
    from PySide6.QtCore import QByteArray, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    # Read by Python: Qt would take a str path for another file's name
    # under a non-UTF-8 locale (see qtpaths).
    renderer = QSvgRenderer(QByteArray(ICON_SVG.read_bytes()))
    if not renderer.isValid():
        raise OSError(f"cannot read the icon {ICON_SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def _gui() -> object:
    """A QGuiApplication for drawing icons, offscreen when none runs."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        app = QGuiApplication([sys.argv[0] if sys.argv else "scorpion-qt", "-platform", "offscreen"])
    return app


def _say(text: str) -> None:
    print(f"scorpion-qt: {text}", flush=True)


def _run(*command: str) -> bool:
    """Run a desktop tool if installed; True when it ran and succeeded."""
    if shutil.which(command[0]) is None:
        return False
    import subprocess  # here: the window's icon reads this module's paths after the first frame

    try:
        return subprocess.run(command, capture_output=True, timeout=60).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def _set_default_handler(config: Path, desktop_id: str | None) -> None:
    """Write (or, with ``desktop_id`` None, remove) our ``x-scheme-handler``
    default in the user's ``mimeapps.list``, keeping every other line."""
    path = config / "mimeapps.list"
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        lines = []
    ours = f"{APP_ID}.desktop"
    out: list[str] = []
    section = ""
    placed = False
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            if section == "[Default Applications]" and desktop_id and not placed:
                out.append(f"{MIME_TYPE}={desktop_id}")
                placed = True
            section = stripped
            out.append(line)
            continue
        key, sep, value = stripped.partition("=")
        if sep and key.strip() == MIME_TYPE:
            if section == "[Default Applications]":
                if desktop_id is None and value.strip() != ours:
                    out.append(line)  # another program's: not ours to remove
                continue  # ours: replaced (or dropped)
            if section == "[Added Associations]":
                kept = [v for v in value.split(";") if v and v != ours]
                if desktop_id:
                    kept.insert(0, desktop_id)
                if kept:
                    out.append(f"{MIME_TYPE}={';'.join(kept)};")
                continue
        out.append(line)
    if desktop_id and not placed:
        if section == "[Default Applications]":
            out.append(f"{MIME_TYPE}={desktop_id}")
        else:
            if out and out[-1].strip():
                out.append("")
            out += ["[Default Applications]", f"{MIME_TYPE}={desktop_id}"]
    if desktop_id is None:  # a section only we had filled goes too
        out = [
            line
            for i, line in enumerate(out)
            if not (
                line.strip() == "[Default Applications]"
                and all(not x.strip() for x in out[i + 1 : i + 2])
                and f"[Default Applications]\n{MIME_TYPE}={ours}" in "\n".join(lines)
            )
        ]
    config.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".scorpion-tmp")
    tmp.write_text("\n".join(out) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def install() -> int:
    """Install the menu entry (absolute ``Exec`` and ``TryExec``), the icons
    (SVG and PNG 16–512 px in the user's hicolor theme) and the
    ``scorpion://`` link handler for the current user, saying each step.
    Returns the exit code (0, or 1 when a file cannot be written)."""
    data, config = _data_home(), _config_home()
    command = launcher()
    desktop = data / "applications" / f"{APP_ID}.desktop"
    try:
        exec_command, try_exec = command, command[0]
        if _needs_quoting(command):
            plain = _space_free_command(command)
            if plain is not None:
                exec_command, try_exec = plain, str(_bin_link())
                _say(f"wrote the launcher {_bin_link()}, since the install path needs quoting")
            else:
                _say(
                    f"the install path needs quoting: links open through GIO, but xdg-open needs {_bin_link().parent} "
                    "on PATH (install again once it is there)"
                )
        _say(f"writing the menu entry {desktop} (starts {' '.join(command)})")
        desktop.parent.mkdir(parents=True, exist_ok=True)
        desktop.write_text(entry_text(exec_command, try_exec), encoding="utf-8")
        icons = _icon_paths(data)
        _say(f"writing the icons into {data / 'icons' / 'hicolor'} (SVG and {len(ICON_SIZES)} PNG sizes)")
        icons[0].parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ICON_SVG, icons[0])
        _gui()
        from scorpion_qt.app.desktop.qtpaths import save_image

        for size, path in zip(ICON_SIZES, icons[1:]):
            path.parent.mkdir(parents=True, exist_ok=True)
            if not save_image(render_icon(size), path, "PNG"):
                raise OSError(f"cannot write {path}")
        _say(f"registering scorpion:// links ({MIME_TYPE})")
        if _run("update-desktop-database", "-q", str(desktop.parent)):
            _say("updated the desktop database")
        if not _run("xdg-mime", "default", desktop.name, MIME_TYPE):
            _set_default_handler(config, desktop.name)
            _say(f"set the link handler in {config / 'mimeapps.list'}")
        else:
            _say("set the link handler with xdg-mime")
    except OSError as exc:
        print(f"scorpion-qt: could not install the desktop entry: {exc}", file=sys.stderr)
        return 1
    _say("done: Scorpion is in the desktop menu (Games), and scorpion://game/N links open it")
    return 0


def uninstall() -> int:
    """Remove what :func:`install` added (entry, icons, link handler); the
    saved game and the settings stay. Returns the exit code."""
    data, config = _data_home(), _config_home()
    desktop = data / "applications" / f"{APP_ID}.desktop"
    removed = 0
    ours = [_bin_link()] if _ours(_bin_link()) else []
    for path in [desktop, *_icon_paths(data), *ours]:
        try:
            path.unlink()
            removed += 1
        except FileNotFoundError:
            pass
        except OSError as exc:
            print(f"scorpion-qt: could not remove {path}: {exc}", file=sys.stderr)
            return 1
    _say(f"removed the menu entry and icons ({removed} files)")
    try:
        _set_default_handler(config, None)
    except OSError as exc:
        print(f"scorpion-qt: could not update {config / 'mimeapps.list'}: {exc}", file=sys.stderr)
        return 1
    _run("update-desktop-database", "-q", str(desktop.parent))
    _say("removed the scorpion:// link handler; your saved game and settings were kept")
    return 0
