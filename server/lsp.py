"""The language server on stdio (pygls 2). Features arrive with issue 5; this answers initialize."""

from __future__ import annotations

from pygls.lsp.server import LanguageServer

import server


def build_server() -> LanguageServer:
    return LanguageServer("manim-agent", server.__version__)


def serve() -> None:
    build_server().start_io()
