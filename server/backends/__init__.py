"""Model backends behind one interface (`ChatBackend`), and the factory that builds one."""

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
from server.models.choice import plan_load
from server.models.store import ModelStoreError, ProgressFn, cache_dir
from server.settings import Settings

PREFIX_DIR = "prefix-kv"  # KV snapshots of the fixed prompt prefix (issue 19)


def make_backend(settings: Settings, progress: ProgressFn | None = None) -> ChatBackend:
    """An endpoint when one is configured, else a local GGUF: the given one, the registered
    output of our training run, or the embedded default (with its pinned adapter, if one ships).
    `server.models.choice.plan_load` decides which files and build; this only builds the backend."""
    try:
        plan = plan_load(settings, progress)
    except ModelStoreError as exc:
        raise BackendError(str(exc)) from exc
    if plan.choice.source == "endpoint":
        return OpenAIEndpointBackend(settings.endpoint_url, settings.endpoint_model)
    # so a new process (the CLI) restores the fixed prompt prefix instead of reading it again
    prefix_dir = cache_dir(settings.cache_dir or None) / PREFIX_DIR
    return LlamaCppBackend(
        plan.model, lora_path=plan.lora or None, n_ctx=settings.context_tokens,
        n_threads=settings.threads or None, prefix_cache_dir=prefix_dir,
        extra_buffers=plan.extra_buffers,
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
]
