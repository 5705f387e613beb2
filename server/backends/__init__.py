"""Model backends behind one interface (`ChatBackend`), and the factory that picks one."""

from __future__ import annotations

from server.backends.base import (
    BackendError,
    CancelToken,
    ChatBackend,
    Completion,
    GenerationParams,
    Message,
)
from server.backends.llama_cpp import LlamaCppBackend
from server.backends.openai_http import OpenAIEndpointBackend
from server.model_store import ModelStoreError, ProgressFn, ensure_model
from server.settings import Settings


def make_backend(settings: Settings, progress: ProgressFn | None = None) -> ChatBackend:
    """An endpoint when one is configured, else a local GGUF (given, or the embedded default)."""
    if settings.endpoint_url:
        return OpenAIEndpointBackend(settings.endpoint_url, settings.endpoint_model)
    if settings.model_path:
        path = settings.model_path
    else:
        try:
            path = str(
                ensure_model(settings.embedded_model, settings.cache_dir or None, progress=progress)
            )
        except ModelStoreError as exc:
            raise BackendError(str(exc)) from exc
    return LlamaCppBackend(
        path, lora_path=settings.lora_path or None, n_ctx=settings.context_tokens
    )


__all__ = [
    "BackendError",
    "CancelToken",
    "ChatBackend",
    "Completion",
    "GenerationParams",
    "LlamaCppBackend",
    "Message",
    "OpenAIEndpointBackend",
    "make_backend",
]
