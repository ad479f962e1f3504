"""The window's dialogs: Choose Game, Open Position, Settings, Statistics,
How to Play, and the leave-this-game question."""
