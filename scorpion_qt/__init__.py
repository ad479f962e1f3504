"""Scorpion: Scorpion solitaire by the Cards4 rules, as a Qt desktop game.

The package is layered: :mod:`scorpion_qt.engine` (the rules, pure Python),
:mod:`scorpion_qt.solver` (full-information search, pure Python) and
:mod:`scorpion_qt.app` (the PySide6 desktop application).
"""

__version__ = "0.1.0"
