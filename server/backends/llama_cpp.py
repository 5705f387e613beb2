"""llama.cpp through llama-cpp-python: the embedded GGUF model, optionally with a LoRA adapter."""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any

from server.backends.base import (
    BackendError,
    CancelToken,
    Completion,
    GenerationParams,
    Message,
    StreamTimer,
    TokenCallback,
    merge_system_into_user,
)
from server.model_store import ModelStoreError, check_gguf_file

log = logging.getLogger(__name__)

DEFAULT_CONTEXT = 8192


class LlamaCppBackend:
    """Loads the GGUF lazily on first use and serialises generations (llama.cpp is not reentrant)."""

    def __init__(
        self,
        model_path: str | os.PathLike[str],
        *,
        lora_path: str | os.PathLike[str] | None = None,
        n_ctx: int = DEFAULT_CONTEXT,
        n_threads: int | None = None,
    ) -> None:
        self.model_path = Path(model_path)
        self.lora_path = Path(lora_path) if lora_path else None
        self.n_ctx = n_ctx
        self.n_threads = n_threads or os.cpu_count() or 1
        self.name = self.model_path.stem + (f"+{self.lora_path.stem}" if self.lora_path else "")
        self._abort_callback: Any = None
        self._llm: Any = None
        self._system_role = True
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._llm is not None

    def load(self) -> float:
        with self._lock:
            return self._load_locked()

    def _load_locked(self) -> float:
        if self._llm is not None:
            return 0.0
        try:
            check_gguf_file(self.model_path)
        except ModelStoreError as exc:
            raise BackendError(str(exc)) from exc
        if self.lora_path is not None and not self.lora_path.is_file():
            raise BackendError(
                f"LoRA adapter {self.lora_path} does not exist; fix the LoRA path setting or clear it."
            )
        try:
            from llama_cpp import Llama
        except ImportError as exc:  # pragma: no cover - installed with the project
            raise BackendError(
                "llama-cpp-python is not installed in this interpreter; run `make install` "
                "or `pip install -e .` in the project"
            ) from exc
        start = time.perf_counter()
        # verbose=False keeps llama.cpp's own logging quiet; the language server additionally
        # moves fd 1 away from its protocol stream (server/lsp/__init__.py).
        try:
            self._llm = Llama(
                model_path=str(self.model_path),
                lora_path=str(self.lora_path) if self.lora_path else None,
                n_ctx=self.n_ctx,
                n_threads=self.n_threads,
                n_threads_batch=self.n_threads,
                verbose=False,
            )
        except (ValueError, RuntimeError, OSError) as exc:
            raise BackendError(
                f"llama.cpp could not load {self.model_path}"
                + (f" with adapter {self.lora_path}" if self.lora_path else "")
                + f": {exc}. The file may be corrupt or made for a newer llama.cpp."
            ) from exc
        template = str(self._llm.metadata.get("tokenizer.chat_template", ""))
        self._system_role = "system" in template or not template
        return time.perf_counter() - start

    def count_tokens(self, text: str) -> int:
        self.load()
        return len(self._llm.tokenize(text.encode("utf-8"), add_bos=False, special=True))

    def chat(
        self,
        messages: list[Message],
        params: GenerationParams | None = None,
        *,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Completion:
        p = params or GenerationParams()
        with self._lock:
            load_s = self._load_locked()
            msgs = messages if self._system_role else merge_system_into_user(messages)
            timer = StreamTimer(load_s)
            reason = "stop"
            usage_tokens: int | None = None
            self._set_abort(cancel)
            try:
                stream = self._llm.create_chat_completion(
                    messages=msgs,
                    max_tokens=p.max_tokens,
                    temperature=p.temperature,
                    top_p=p.top_p,
                    seed=p.seed,
                    stop=p.stop or None,
                    stream=True,
                )
                for chunk in stream:
                    if cancel is not None and cancel.cancelled:
                        reason = "cancelled"
                        break
                    choice = chunk["choices"][0]
                    timer.add(choice.get("delta", {}).get("content") or "", on_token)
                    if choice.get("finish_reason"):
                        reason = choice["finish_reason"]
                    elif p.stop_runaway and timer.runaway():
                        reason = "repetition"
                        break
            except RuntimeError:
                # llama_decode returns "aborted" when the abort callback saw the cancel
                if cancel is None or not cancel.cancelled:
                    raise
                reason = "cancelled"
            except ValueError as exc:
                # llama-cpp-python raises ValueError when the prompt does not fit the context
                raise BackendError(
                    f"the prompt does not fit the model's context of {self.n_ctx} tokens ({exc}); "
                    "shorten the description or the code being repaired"
                ) from exc
            prompt_tokens = 0
            with contextlib.suppress(Exception):
                prompt_tokens = int(self._llm.n_tokens) - timer.count
            return timer.finish(reason, usage_tokens, max(prompt_tokens, 0))

    def _set_abort(self, cancel: CancelToken | None) -> None:
        """Let llama.cpp poll `cancel` between graph nodes, so a cancel also stops the evaluation
        of a long prompt (the loop above only sees it at the next streamed token)."""
        try:
            import llama_cpp

            ctx = self._llm._ctx.ctx
            callback = llama_cpp.ggml_abort_callback(
                lambda _data: bool(cancel is not None and cancel.cancelled)
            )
            llama_cpp.llama_set_abort_callback(ctx, callback, None)
            self._abort_callback = callback  # keep the C callback alive while it is installed
        except Exception:  # an older llama-cpp-python: cancel at the next token only
            log.debug("llama abort callback unavailable", exc_info=True)

    def close(self) -> None:
        with self._lock:
            if self._llm is not None:
                with contextlib.suppress(Exception):
                    self._llm.close()
                self._llm = None
