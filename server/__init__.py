"""Manim Agent's engine and language server: model backends, agent, renderer, LSP handlers."""

__version__ = "0.1.0"
