"""Model backends behind one interface (`ChatBackend`), and the factory that picks one."""

from __future__ import annotations

from server import accel, model_choice, registry
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
from server.model_store import ModelStoreError, ProgressFn, cache_dir, ensure_model
from server.settings import Settings

PREFIX_DIR = "prefix-kv"  # KV snapshots of the fixed prompt prefix (issue 19)


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
    output of our training run, or the embedded default (with its pinned adapter, if one ships);
    `server.model_choice.choose` decides, `adapter = False` leaves every adapter out."""
    choice = model_choice.choose(settings)
    if choice.source == "endpoint":
        return OpenAIEndpointBackend(settings.endpoint_url, settings.endpoint_model)
    # so a new process (the CLI) restores the fixed prompt prefix instead of reading it again
    prefix_dir = cache_dir(settings.cache_dir or None) / PREFIX_DIR
    path, lora = choice.model, choice.lora
    extra_buffers: bool | None = None
    if choice.source == "registry" and progress:
        progress(f"using the registered model {path}" + (f" with {lora}" if lora else ""))
    try:
        if choice.source == "embedded":
            path = str(ensure_model(choice.embedded, settings.cache_dir or None, progress=progress))
            if choice.embedded == "default" and settings.amx:  # AMX where prepared and checked
                amx = accel.select(
                    settings.cache_dir or None, settings.threads or None, progress or _quiet
                )
                if amx.active and amx.model is not None:
                    path, extra_buffers = str(amx.model), True
                    if progress:
                        progress(f"llama.cpp's AMX path on: {amx.model.name} ({amx.lib_dir})")
        if choice.adapter_source == "pinned":
            pinned = model_choice.pinned_adapter(choice.embedded)
            assert pinned is not None
            lora = str(model_choice.verify_pinned(pinned))
    except ModelStoreError as exc:
        raise BackendError(str(exc)) from exc
    return LlamaCppBackend(
        path, lora_path=lora or None, n_ctx=settings.context_tokens,
        n_threads=settings.threads or None, prefix_cache_dir=prefix_dir,
        extra_buffers=extra_buffers,
    )  # fmt: skip


def _quiet(_: str) -> None:
    pass


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
