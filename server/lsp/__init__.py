"""The pygls language server: `python -m server` speaks LSP on stdio."""

from __future__ import annotations

from server.lsp.server import ManimLanguageServer


def build_server() -> ManimLanguageServer:
    from server.lsp.features import register

    ls = ManimLanguageServer()
    register(ls)
    return ls


def serve() -> None:
    ls = build_server()
    try:
        ls.start_io()
    finally:
        ls.close_backend()
