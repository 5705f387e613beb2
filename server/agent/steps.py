"""The steps one attempt goes through, shared by the loop and the first generation's candidates:
a model call, kb fix-all, the static checks, a render, and the feedback for the next round."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence

import kb
from kb.checks import Finding
from kb.fixes import fix_all
from server.agent.hints import locate_error
from server.agent.types import AgentEvent, AgentOptions, Cancelled, EventFn, Renderer, Round
from server.backends.base import CancelToken, ChatBackend, Completion, Message
from server.prompts import extract_code
from server.render import RenderResult

NO_CODE_ERROR = "The answer contained no code: wrap the complete Python file in <CODE> and </CODE>."
RUNAWAY_ERROR = (
    "The answer was cut off after {tokens} tokens because it kept repeating the same lines. "
    "Write a complete, shorter file: use a loop or a VGroup instead of repeating statements."
)
REPEATED_CODE_NOTE = (
    "This answer is the same code as an earlier attempt, which already failed as shown below. "
    "Change the failing line; do not return the same code again."
)


class Attempts:
    """One run's attempts: the backend, options and renderer it uses, and the failed code it has
    already tried (normalised code -> its feedback, and whether that came from a render)."""

    def __init__(self, backend: ChatBackend, options: AgentOptions, renderer: Renderer) -> None:
        self.backend = backend
        self.options = options
        self.renderer = renderer
        self.tried: dict[str, tuple[str, bool]] = {}

    def apply_fixes(self, rnd: Round, emit: EventFn) -> bool:
        """kb fix-all on the round's code (no model call); True when it changed the code."""
        if not self.options.fixes or rnd.code is None or rnd.fixes:
            return False
        new, applied = fix_all(rnd.code)
        if not applied or new == rnd.code:
            return False
        emit(AgentEvent(rnd.index, "fixing", f"fix-all: {len(applied)} change(s)"))
        rnd.code = new
        rnd.fixes = list(applied)
        return True

    def complete(
        self,
        messages: list[Message],
        cancel: CancelToken | None,
        on_token: Callable[[str], None] | None,
        round_index: int = 0,
        stop: Sequence[str] = (),
    ) -> Completion:
        if cancel is not None and cancel.cancelled:
            raise Cancelled
        params = self.options.params_for_round(round_index)
        if stop:
            params = dataclasses.replace(params, stop=[*params.stop, *stop])
        completion = self.backend.chat(messages, params, on_token=on_token, cancel=cancel)
        if completion.finish_reason == "cancelled" or (cancel is not None and cancel.cancelled):
            raise Cancelled
        return completion

    def model_round(
        self,
        index: int,
        kind: str,
        messages: list[Message],
        cancel: CancelToken | None,
        on_token: Callable[[str], None] | None,
        stop: Sequence[str] = (),
    ) -> Round:
        t0 = time.perf_counter()
        completion = self.complete(messages, cancel, on_token, index, stop)
        return Round(
            index=index,
            kind=kind,
            messages=messages,
            raw=completion.text,
            code=extract_code(completion.text),
            completion=completion,
            seconds=time.perf_counter() - t0,
        )

    def evaluate(
        self, rnd: Round, cancel: CancelToken | None, emit: EventFn, use_static: bool = True
    ) -> tuple[str | None, RenderResult | None]:
        """Return (feedback for the model or None on success, the render if one ran)."""
        if rnd.code is None:
            comp = rnd.completion
            if comp is not None and comp.finish_reason in ("repetition", "length"):
                tokens = comp.completion_tokens
                rnd.feedback = RUNAWAY_ERROR.format(tokens=tokens)
            else:
                rnd.feedback = NO_CODE_ERROR
            return rnd.feedback, None
        key = normalise_code(rnd.code)
        earlier = self.tried.get(key)
        # the same failed code again: feed the earlier outcome back without paying for a render
        # (code only blocked by static checks is rendered once those no longer block)
        if earlier is not None and rnd.kind != "given" and (earlier[1] or use_static):
            # the note is part of the located feedback; without it the paper's loop is kept
            # exactly (the same error again), only the render is saved
            note = f"{REPEATED_CODE_NOTE}\n" if self.options.located_feedback else ""
            rnd.feedback = f"{note}{earlier[0]}"
            return rnd.feedback, None
        if self.options.static_checks and use_static:
            emit(AgentEvent(rnd.index, "checking", "static checks"))
            findings = static_errors(rnd.code)
            rnd.findings = findings
            if findings:
                rnd.feedback = format_findings(findings)
                self.tried[key] = (rnd.feedback, False)
                return rnd.feedback, None
        if cancel is not None and cancel.cancelled:
            raise Cancelled
        emit(AgentEvent(rnd.index, "rendering", "rendering with Manim"))
        t0 = time.perf_counter()
        render = self.renderer(
            rnd.code,
            quality=self.options.quality,
            timeout=self.options.render_timeout,
            cancel=cancel,
            trusted=rnd.kind == "given",  # the user's own file; model output stays sandboxed
        )
        rnd.seconds += time.perf_counter() - t0
        rnd.render = render
        if render.status == "cancelled":
            raise Cancelled
        if render.ok:
            return None, render
        rnd.feedback = self.render_feedback(render)
        self.tried[key] = (rnd.feedback, True)
        return rnd.feedback, render

    def render_feedback(self, render: RenderResult) -> str:
        """The error tail (the paper's last 10 lines), led by the failing user line and a hint."""
        tail = render.error_text() or f"render failed with status {render.status}"
        if not self.options.located_feedback or render.error is None:
            return tail
        return f"{locate_error(render.error)}\n{tail}".strip()

    def docs(self, code: str | None, error_text: str) -> str | None:
        if not code:
            return None
        calls = kb.extract_api_calls(code)
        docs = kb.retrieve_docs(
            calls, budget_tokens=self.options.doc_budget_tokens, error_text=error_text
        )
        return docs or None


def normalise_code(code: str) -> str:
    """Code compared for "the same answer again": blank lines and trailing spaces ignored."""
    return "\n".join(ln.rstrip() for ln in code.splitlines() if ln.strip())


def static_errors(code: str) -> list[Finding]:
    """Error-severity findings of the kb's static checks (warnings never block a render)."""
    out = []
    for f in kb.check_code(code):
        if getattr(f, "severity", "error") == "error" and f.code != "syntax-error":
            out.append(f)
    return out


def format_findings(findings: list[Finding]) -> str:
    lines = ["Static checks found problems before rendering:"]
    for f in findings:
        hint = ""
        if f.suggestions:
            hint = f" Did you mean {', '.join(f.suggestions[:3])}?"
        lines.append(f"line {f.line}: {f.message}{hint}")
    return "\n".join(lines)
