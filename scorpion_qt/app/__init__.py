"""The PySide6 desktop application."""
