"""The pygls language server: `python -m server` speaks LSP on stdio."""

from __future__ import annotations

import logging
import os
import sys
from typing import BinaryIO

from server.lsp.server import ManimLanguageServer

LOG_ENV = "MANIM_AGENT_LOG"


def build_server() -> ManimLanguageServer:
    from server.lsp.features import register

    ls = ManimLanguageServer()
    register(ls)
    return ls


def serve() -> None:
    """Run on stdio. Set $MANIM_AGENT_LOG to a file path to get a debug log of the wire."""
    log_file = os.environ.get(LOG_ENV)
    if log_file:
        logging.basicConfig(
            filename=log_file,
            level=logging.DEBUG,
            format="%(asctime)s %(threadName)s %(name)s %(levelname)s %(message)s",
        )
    ls = build_server()
    proto_in, proto_out = _private_stdio()
    try:
        ls.start_io(proto_in, proto_out)
    finally:
        ls.close_backend()


def _private_stdio() -> tuple[BinaryIO, BinaryIO]:
    """Give the LSP stream private copies of fds 0 and 1, then point fd 1 at stderr.

    llama.cpp and other native code may write to fd 1 (model-load logs, warnings); on stdio that
    would corrupt the JSON-RPC stream and the client would lose messages. After this, only the
    protocol writes to the client's pipe; anything else printed lands in stderr (the client's log).
    """
    proto_in = os.fdopen(os.dup(0), "rb")  # buffered: read(n) returns n bytes
    proto_out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)  # nothing else may read the client's messages
    os.close(devnull)
    sys.stdout = sys.stderr
    return proto_in, proto_out
