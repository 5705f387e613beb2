"""An OpenAI-compatible chat endpoint (llama-server, Ollama, vLLM, llama_cpp.server) over HTTP.

Standard library only: the language server must not grow a heavy HTTP stack for one POST.
"""

from __future__ import annotations

import http.client
import json
import os
import time
import urllib.error
import urllib.request
from typing import Any

from server.backends.base import (
    BackendError,
    CancelToken,
    Completion,
    GenerationParams,
    Message,
    StreamTimer,
    TokenCallback,
)

API_KEY_ENV = "MANIM_AGENT_API_KEY"


class OpenAIEndpointBackend:
    """Streams `/chat/completions` from a base URL such as http://127.0.0.1:8080/v1."""

    def __init__(
        self,
        base_url: str,
        model: str = "",
        *,
        api_key: str | None = None,
        timeout: float = 600.0,
    ) -> None:
        if not base_url.startswith(("http://", "https://")):
            raise BackendError(
                f"endpoint URL {base_url!r} must start with http:// or https:// "
                "(for example http://127.0.0.1:8080/v1)"
            )
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key if api_key is not None else os.environ.get(API_KEY_ENV)
        self.timeout = timeout
        self.name = f"{model or 'default'}@{self.base_url}"

    def _request(self, path: str, body: dict[str, Any] | None = None) -> urllib.request.Request:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        data = json.dumps(body).encode() if body is not None else None
        method = "POST" if body is not None else "GET"
        return urllib.request.Request(
            self.base_url + path, data=data, headers=headers, method=method
        )

    def load(self) -> float:
        """Check that the endpoint answers (GET /models); nothing to load locally."""
        start = time.perf_counter()
        try:
            with urllib.request.urlopen(self._request("/models"), timeout=10) as resp:
                resp.read()
        except (urllib.error.URLError, OSError) as exc:
            raise BackendError(
                f"the model endpoint {self.base_url} does not answer ({exc}); start the server "
                "or fix the endpoint URL setting"
            ) from exc
        return time.perf_counter() - start

    def chat(
        self,
        messages: list[Message],
        params: GenerationParams | None = None,
        *,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
    ) -> Completion:
        p = params or GenerationParams()
        body: dict[str, Any] = {
            "messages": list(messages),
            "max_tokens": p.max_tokens,
            "temperature": p.temperature,
            "top_p": p.top_p,
            "stream": True,
        }
        if self.model:
            body["model"] = self.model
        if p.seed is not None:
            body["seed"] = p.seed
        if p.stop:
            body["stop"] = p.stop
        if p.json_schema is not None:  # llama-server, vLLM and Ollama enforce it
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "answer", "schema": p.json_schema},
            }
        timer = StreamTimer()
        try:
            resp = urllib.request.urlopen(
                self._request("/chat/completions", body), timeout=self.timeout
            )
        except urllib.error.HTTPError as exc:
            detail = exc.read().decode("utf-8", "replace")[:300]
            raise BackendError(
                f"the endpoint {self.base_url} answered {exc.code}: {detail}"
            ) from exc
        except (urllib.error.URLError, OSError) as exc:
            raise BackendError(
                f"the model endpoint {self.base_url} does not answer ({exc}); start the server "
                "or fix the endpoint URL setting"
            ) from exc
        try:
            reason, usage = self._read_stream(resp, timer, on_token, cancel, p.stop_runaway)
        except (OSError, http.client.HTTPException) as exc:
            raise BackendError(
                f"the connection to {self.base_url} broke during generation ({exc}); "
                "check the model server and try again"
            ) from exc
        return timer.finish(
            reason, usage.get("completion_tokens"), int(usage.get("prompt_tokens", 0))
        )

    def _read_stream(
        self,
        resp: Any,
        timer: StreamTimer,
        on_token: TokenCallback | None,
        cancel: CancelToken | None,
        stop_runaway: bool = True,
    ) -> tuple[str, dict[str, Any]]:
        """Consume server-sent events until [DONE], the end of the stream or a cancel."""
        reason = "stop"
        usage: dict[str, Any] = {}
        ended = False
        with resp:
            for raw in resp:
                if cancel is not None and cancel.cancelled:
                    reason = "cancelled"
                    break
                line = raw.decode("utf-8", "replace").strip()
                if not line.startswith("data:"):
                    continue
                payload = line[5:].strip()
                if payload == "[DONE]":
                    ended = True
                    break
                try:
                    chunk = json.loads(payload)
                except ValueError:
                    continue
                if chunk.get("usage"):
                    usage = chunk["usage"]
                for choice in chunk.get("choices", []):
                    timer.add((choice.get("delta") or {}).get("content") or "", on_token)
                    if choice.get("finish_reason"):
                        reason = choice["finish_reason"]
                        ended = True
                if not ended and stop_runaway and timer.runaway():
                    reason, ended = "repetition", True  # closing the stream ends the request
                    break
        if not ended and reason != "cancelled":
            raise BackendError(
                f"the stream from {self.base_url} ended before the answer was complete; "
                "the model server may have crashed"
            )
        return reason, usage

    def close(self) -> None:
        return None
