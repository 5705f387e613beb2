"""Model backends behind one interface (`ChatBackend`), and the factory that picks one."""

from __future__ import annotations

from server import registry
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


def registered_model(settings: Settings) -> tuple[str, str] | None:
    """The (model, lora) that `python -m training --stage register` recorded in the cache, if any.

    Used only when no model, adapter or endpoint is set explicitly; entries whose files are gone
    are ignored.
    """
    active = registry.read(registry.default_path(settings.cache_dir or None)).active
    if active is None or not active.files_exist():
        return None
    return active.model, active.lora


def make_backend(settings: Settings, progress: ProgressFn | None = None) -> ChatBackend:
    """An endpoint when one is configured, else a local GGUF: the given one, the registered
    output of our training run, or the embedded default."""
    if settings.endpoint_url:
        return OpenAIEndpointBackend(settings.endpoint_url, settings.endpoint_model)
    registered = None
    if not settings.model_path and not settings.lora_path and settings.use_registry:
        registered = registered_model(settings)
    if registered is not None:
        model, lora = registered
        if progress:
            progress(f"using the registered model {model}" + (f" with {lora}" if lora else ""))
        return LlamaCppBackend(
            model, lora_path=lora or None, n_ctx=settings.context_tokens,
            n_threads=settings.threads or None,
        )  # fmt: skip
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
        path, lora_path=settings.lora_path or None, n_ctx=settings.context_tokens,
        n_threads=settings.threads or None,
    )  # fmt: skip


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
    "registered_model",
]
