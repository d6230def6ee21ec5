"""Tabletop: four sea-trade board games for friends around one computer."""

__version__ = "0.1.0"
