"""File names between Python and Qt. Qt 6 encodes file names as UTF-8 in
every locale, Python with the locale's encoding (and surrogate escapes for
bytes it cannot decode): a ``str`` path handed from one to the other names
another file under a non-UTF-8 locale, and no ``str`` at all can name a
folder whose name is not UTF-8 for Qt. So Python opens the files and Qt
gets or gives bytes; file names Qt chooses (file dialogs) are turned into
the same file's name for Python."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QFile, QIODevice
from PySide6.QtGui import QIcon, QImage, QPixmap

__all__ = ["from_qt", "icon_from_file", "icon_from_pngs", "save_image"]


def from_qt(name: str) -> Path:
    """The path Python must open for the file Qt calls ``name`` (e.g. from
    a ``QFileDialog``): the same bytes on disk in any locale."""
    return Path(os.fsdecode(bytes(QFile.encodeName(name).data())))


def save_image(image: QImage, path: Path | str, kind: str = "PNG") -> bool:
    """Write ``image`` to ``path`` as ``kind`` (Qt encodes, Python writes,
    so the file is the one ``path`` names). False when Qt cannot encode it
    or the file cannot be written."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, kind):
        return False
    buffer.close()
    try:
        Path(path).write_bytes(bytes(data.data()))
    except OSError:
        return False
    return True


def _pixmap_from(path: Path, kind: str | None = None) -> QPixmap | None:
    """The image file at ``path`` read by Python into a pixmap (None when it
    cannot be read or decoded). With ``kind`` (e.g. ``"PNG"``) Qt decodes it
    as that format only; without, Qt guesses the format, which loads every
    image-format plugin (and QtSvg, for the SVG one) to ask each of them."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    pixmap = QPixmap()
    loaded = pixmap.loadFromData(data, kind) if kind is not None else pixmap.loadFromData(data)
    return pixmap if loaded else None


def icon_from_pngs(paths: list[Path]) -> QIcon:
    """An icon of one pixmap per PNG file in ``paths`` (its sizes), read by
    Python and decoded as PNG (Qt's own decoder: no image-format plugin is
    loaded); an empty icon when any of them cannot be read."""
    icon = QIcon()
    for path in paths:
        pixmap = _pixmap_from(path, "PNG")
        if pixmap is None:
            return QIcon()
        icon.addPixmap(pixmap)
    return icon


def icon_from_file(path: Path, sizes: tuple[int, ...]) -> QIcon:
    """An icon from the image file at ``path`` (SVG or PNG), read by Python;
    an SVG is drawn at each of ``sizes`` (px); an empty icon when it cannot
    be read."""
    if path.suffix.lower() != ".svg":
        pixmap = _pixmap_from(path)
        return QIcon(pixmap) if pixmap is not None else QIcon()
    try:
        data = path.read_bytes()
    except OSError:
        return QIcon()
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        return QIcon()
    icon = QIcon()
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        icon.addPixmap(QPixmap.fromImage(image))
    return icon
