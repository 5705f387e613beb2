"""Edit Scene: change an existing scene by an instruction, minimally, and show that only what was
asked changed (issue 47).

``SceneEditor.run(source, instruction)`` renders the scene as it is (a scene that does not render
is handed back as ``needs-repair``: repair comes first), reads the instruction
(``server.faithful.editreq.read_edit``), and asks the model for an edit: the scene, the
instruction and a short account of the scene's trace
(``tracediff.trace_summary``). The answer's OLD/NEW blocks are applied (``server/editformat.py``),
then kb fix-all and the static checks, then a sandboxed render; the trace diff (``judge_edit``)
checks that the instruction's requirements are met and that nothing it does not name changed.
A failed attempt (no edit, an OLD block not found, a render error, unmet checks) feeds a repair
round, up to ``rounds``: the model sees the scene as it was again, what was wrong (and its last
edit, when that rendered) and answers with a new edit of the original, or of its last attempt
when its OLD lines are that attempt's own (an edit it already made is not rendered twice); the
rendered attempt with the fewest problems is kept. The original is
never changed here: the outcome carries it beside the edited text, which the front ends show as
a diff for the user to accept.
"""

from __future__ import annotations

import functools
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from server.agent.steps import Attempts
from server.agent.types import AgentEvent, AgentOptions, Cancelled, EventFn, Renderer, Round
from server.backends.base import CancelToken, ChatBackend
from server.editformat import apply_answer, drop_dangling_uses
from server.faithful.editor import split_header, with_edit
from server.faithful.editreq import EditReading, edit_hints, read_edit
from server.faithful.tracediff import EditVerdict, judge_edit, lines_touched, trace_summary
from server.prompts import MAX_DESCRIPTION_CHARS, edit_messages
from server.render import RenderResult
from server.render.scenes import read_manim_file

# outcome statuses: the edit met every check; it renders but the checks cannot judge the
# instruction; it renders but checks are unmet; nothing rendered; the scene did not render
# before the edit; cancelled
STATUSES = ("success", "unverified", "unmet", "failed", "needs-repair", "cancelled")
NO_CHANGE = "The edit changed nothing; change the lines the instruction is about."
KEEP_CLASS = "Keep the scene's class name {scene}; the edit must not rename or remove it."
REPEATED = (
    "That is the same edit as an earlier one, which did not work:\n{problems}\n"
    "Make a different edit."
)
MAX_PREVIOUS_CHARS = 1500  # of the last answer shown in a repair round
# tags of the prompt that never belong in an answer: a model that goes on past its edit to write
# another instruction (the system prompt's examples follow one another) is stopped there
EDIT_STOPS = ("<INSTRUCTION>", "<TRACE>", "<PROBLEMS>", "<LAST_EDIT>")


def edit_part(answer: str) -> str | None:
    """The part of an answer a repair round shows back: its <EDIT> blocks, else the answer
    itself, cut short."""
    text = (answer or "").strip()
    if not text:
        return None
    start, end = text.find("<EDIT>"), text.rfind("</EDIT>")
    if start >= 0 and end > start:
        text = text[start : end + len("</EDIT>")]
    return text[:MAX_PREVIOUS_CHARS]


class EditError(ValueError):
    """Input an edit cannot start from; the message says what to do. ``scenes`` lists the scene
    classes to choose from when the file has several and none was named."""

    def __init__(self, message: str, scenes: list[str] | None = None) -> None:
        super().__init__(message)
        self.scenes = scenes or []


@dataclass
class EditOutcome:
    """What an edit produced. ``code`` is the edited file (header included) for any attempt that
    rendered; ``original`` is the file as it was."""

    status: str
    instruction: str
    original: str
    scene: str
    code: str | None = None
    verdict: EditVerdict | None = None
    render: RenderResult | None = None
    before: RenderResult | None = None
    rounds: list[Round] = field(default_factory=list)
    error: str | None = None
    total_s: float = 0.0
    answer_forms: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """An edit to offer: it met its checks, or it rendered and the checks cannot judge it."""
        return self.status in ("success", "unverified")

    @property
    def verified(self) -> bool:
        return self.verdict is not None and self.verdict.verified

    @property
    def lines_touched(self) -> int:
        """Lines of the scene the edit touched (the description header not counted)."""
        if self.code is None:
            return 0
        return lines_touched(split_header(self.original)[1], split_header(self.code)[1])

    def message(self) -> str:
        """One or two sentences for the user."""
        rounds = sum(1 for r in self.rounds if r.completion is not None)
        if self.status == "success":
            return f"edited in {rounds} model round(s); every check of the instruction is met"
        if self.status == "unverified":
            changed = [f.message for f in self.verdict.findings] if self.verdict else []
            what = f" Changed: {'; '.join(changed[:3])}." if changed else ""
            return (
                f"edited in {rounds} model round(s); the checks cannot tell whether the "
                "instruction was carried out (not verified): look at the diff and the video." + what
            )
        if self.status == "unmet":
            problems = self.verdict.feedback().splitlines()[1:] if self.verdict else []
            return (
                f"the best edit after {rounds} round(s) renders but the checks are not all met: "
                + " ".join(p.lstrip("- ") for p in problems[:3])
            )
        if self.status == "needs-repair":
            return f"the scene does not render before the edit; repair it first. {self.error}"
        if self.status == "cancelled":
            return "cancelled; the file is unchanged"
        return f"no edit rendered after {rounds} round(s); the file is unchanged. {self.error}"

    def timings(self) -> dict[str, float]:
        model = sum(r.completion.total_s for r in self.rounds if r.completion is not None)
        render = sum(r.render.render_time or 0.0 for r in self.rounds if r.render is not None) + (
            (self.before.render_time or 0.0) if self.before is not None else 0.0
        )
        return {"model_s": model, "render_s": render, "total_s": self.total_s}

    def to_dict(self, rounds: bool = False) -> dict[str, Any]:
        """The outcome as the CLI's --json writes it (``rounds``: every round's prompt, answer
        and render too, as a transcript)."""
        return {
            "status": self.status,
            "instruction": self.instruction,
            "scene": self.scene,
            "verified": self.verified,
            "message": self.message(),
            "error": self.error,
            "checks": self.verdict.to_dict() if self.verdict is not None else None,
            "lines_touched": self.lines_touched,
            "answer_forms": self.answer_forms,
            "rounds": [r.to_dict() for r in self.rounds] if rounds else len(self.rounds),
            "timings": {k: round(v, 3) for k, v in self.timings().items()},
        }


def validate_edit(source: str, instruction: str, scene: str | None) -> tuple[str, str]:
    """(the instruction, the scene class) or EditError saying what is wrong with the input."""
    words = " ".join((instruction or "").split())
    if not words:
        raise EditError("the instruction is empty: say what to change, e.g. 'make the circle blue'")
    if len(words) > MAX_DESCRIPTION_CHARS:
        raise EditError(f"the instruction is longer than {MAX_DESCRIPTION_CHARS} characters")
    return words, validate_scene(source, scene)


def validate_scene(source: str, scene: str | None) -> str:
    """The scene class an edit of ``source`` works on, or EditError saying what is wrong."""
    if not (source or "").strip():
        raise EditError("the file is empty: there is no scene to edit")
    info = read_manim_file(source)
    if not info.uses_manim:
        raise EditError("the file does not use Manim (no manim import, no Scene class)")
    names = info.scene_names
    if not names:
        raise EditError("the file defines no scene (a class deriving from Scene) to edit")
    if scene is not None:
        if scene not in [c.name for c in info.classes]:
            raise EditError(f"the file has no scene {scene!r}; it has {', '.join(names)}", names)
        return scene
    if len(names) > 1:
        raise EditError(
            f"the file has {len(names)} scenes ({', '.join(names)}); say which one to edit",
            names,
        )
    return names[0]


class BeforeRenders:
    """The render of a scene as it is before an edit, kept by (text, scene, quality, timeout,
    trusted): the editor renders it while the instruction is typed (`SceneEditor.prepare`) and
    the edit that follows reuses it instead of rendering again; an edit arriving while that
    render runs waits for it rather than starting a second one. Only the trace and status of a
    kept render are used later (its files may be cleaned up by whoever ran the edit). A
    cancelled render is never kept. Small (``size`` entries, oldest dropped); thread-safe."""

    def __init__(self, size: int = 4) -> None:
        self.size = size
        self._done: OrderedDict[tuple[Any, ...], RenderResult] = OrderedDict()
        self._running: dict[tuple[Any, ...], threading.Event] = {}
        self._lock = threading.Lock()
        self.hits = 0

    def get(
        self,
        key: tuple[Any, ...],
        render: Callable[[], RenderResult],
        cancel: CancelToken | None = None,
    ) -> RenderResult:
        """The kept render for ``key``, else ``render()`` (kept unless cancelled). Waiting for
        the same render by another caller raises Cancelled when ``cancel`` fires."""
        while True:
            with self._lock:
                kept = self._done.get(key)
                if kept is not None:
                    self._done.move_to_end(key)
                    self.hits += 1
                    return kept
                running = self._running.get(key)
                if running is None:
                    running = self._running[key] = threading.Event()
                    break
            # the same render by another caller: wait for its result, or for our own turn
            while not running.wait(0.1):
                if cancel is not None and cancel.cancelled:
                    raise Cancelled
        try:
            result = render()
            if result.status != "cancelled":
                with self._lock:
                    self._done[key] = result
                    while len(self._done) > self.size:
                        self._done.popitem(last=False)
            return result
        finally:
            with self._lock:
                self._running.pop(key, None)
            running.set()


@dataclass
class _Best:
    code: str | None = None
    render: RenderResult | None = None
    verdict: EditVerdict | None = None

    def offer(self, code: str, render: RenderResult, verdict: EditVerdict) -> None:
        if self.verdict is None or verdict.score() < self.verdict.score():
            self.code, self.render, self.verdict = code, render, verdict


class SceneEditor:
    """Runs one edit; the backend and renderer are injected (the engine passes its own)."""

    def __init__(
        self,
        backend: ChatBackend | None,
        options: AgentOptions | None = None,
        *,
        renderer: Renderer,
        befores: BeforeRenders | None = None,
    ) -> None:
        """``backend`` None: only `prepare`'s render can run (no model to edit with)."""
        self.backend = backend
        self.options = options or AgentOptions()
        self.renderer = renderer
        self.befores = befores if befores is not None else BeforeRenders()

    def render_before(
        self, source: str, scene: str, trusted: bool, cancel: CancelToken | None = None
    ) -> RenderResult:
        """The scene as it is, rendered (or the kept render of the same text, `BeforeRenders`)."""
        opts = self.options
        key = (source, scene, opts.quality, opts.render_timeout, trusted)
        return self.befores.get(key, lambda: self.renderer(
            source, scene=scene, quality=opts.quality, timeout=opts.render_timeout,
            cancel=cancel, trusted=trusted,
        ), cancel)  # fmt: skip

    def prepare(
        self, source: str, instruction: str = "", *, scene: str | None = None,
        trusted: bool = False, cancel: CancelToken | None = None,
    ) -> dict[str, Any] | None:  # fmt: skip
        """Everything an edit of ``source`` does before it needs the instruction, done ahead (the
        editor calls this while the instruction is typed): render the scene as it is (kept for
        the edit, `BeforeRenders`) and have the model read the edit prompt up to the instruction
        typed so far (the instruction comes last in the prompt, `edit_messages`). Returns what
        it did, or None when there is nothing to prepare (bad input, a scene that does not
        render: the edit itself will say why). A real model call always takes precedence."""
        try:
            name = validate_scene(source, scene)
        except EditError:
            return None
        t0 = time.perf_counter()
        before = self.render_before(source, name, trusted, cancel)
        stats: dict[str, Any] = {"before_s": round(time.perf_counter() - t0, 3)}
        if not before.ok or before.trace is None:
            return None
        prefill = getattr(self.backend, "prefill", None)
        if prefill is None:
            return stats
        words = " ".join((instruction or "").split())[:MAX_DESCRIPTION_CHARS]
        summary = trace_summary(before.trace, source)
        messages = edit_messages(words, source, summary, None, self.options.guide)
        read = prefill(messages)
        if read is not None:
            stats.update(read)
        return stats

    def run(
        self,
        source: str,
        instruction: str,
        *,
        scene: str | None = None,
        trusted: bool = False,
        on_event: EventFn | None = None,
        on_token: Callable[[str], None] | None = None,
        cancel: CancelToken | None = None,
    ) -> EditOutcome:
        """Edit ``source`` (see the module's docstring). Raises EditError for bad input; a scene
        that does not render comes back as status ``needs-repair`` and nothing is asked of the
        model. ``trusted`` renders the scene as it is outside the sandbox (the user's own file
        in a trusted workspace); the edited scene always renders sandboxed."""
        words, name = validate_edit(source, instruction, scene)
        emit = on_event or (lambda _e: None)
        t0 = time.perf_counter()
        out = EditOutcome("failed", words, source, name)
        render = functools.partial(self.renderer, scene=name)
        try:
            emit(AgentEvent(0, "rendering", "rendering the scene as it is"))
            before = self.render_before(source, name, trusted, cancel)
            out.before = before
            if before.status == "cancelled" or (cancel is not None and cancel.cancelled):
                raise Cancelled
            if not before.ok or before.trace is None:
                out.status = "needs-repair"
                out.error = before.error_text() or f"render status {before.status}"
                return self._finish(out, t0, emit)
            self._loop(out, before, read_edit(words), render, emit, on_token, cancel)
        except Cancelled:
            out.status, out.code, out.error = "cancelled", None, "cancelled"
        return self._finish(out, t0, emit)

    def _finish(self, out: EditOutcome, t0: float, emit: EventFn) -> EditOutcome:
        out.total_s = time.perf_counter() - t0
        emit(AgentEvent(len(out.rounds), "done", out.status))
        return out

    def _loop(
        self,
        out: EditOutcome,
        before: RenderResult,
        reading: EditReading,
        render: Renderer,
        emit: EventFn,
        on_token: Callable[[str], None] | None,
        cancel: CancelToken | None,
    ) -> None:
        opts = self.options
        if self.backend is None:
            raise ValueError("an edit needs a model; this editor was made without one")
        attempts = Attempts(self.backend, opts, render)
        source = out.original
        body = split_header(source)[1]
        summary = trace_summary(before.trace, source)
        best = _Best()
        # Every answer edits the scene as it is: a repair round shows the scene again with the
        # last answer's edit and what was wrong with it, so a wrong change is replaced, never
        # built upon, and the kept edit is always one answer's worth of change.
        problems: str | None = None
        previous: str | None = None
        tried: dict[str, str] = {}  # the code of an attempt made -> what was wrong with it
        hints = edit_hints(reading)  # how the kind of change asked for is written in Manim
        last_code: str | None = None  # the last attempt that applied, for a repair of its lines
        for index in range(opts.rounds + 1):
            phase = "editing" if index == 0 else "repairing"
            emit(AgentEvent(index, phase, "writing the edit" if index == 0 else
                            f"repair round {index}"))  # fmt: skip
            messages = edit_messages(
                reading.instruction, source, summary, problems, opts.guide, previous=previous,
                hints=hints,
            )  # fmt: skip
            kind = "edit" if index == 0 else "edit-repair"
            rnd = attempts.model_round(index, kind, messages, cancel, on_token, EDIT_STOPS)
            out.rounds.append(rnd)
            applied = apply_answer(source, rnd.raw)
            if applied.code is None and last_code is not None:
                # a repair of the last attempt's own lines (the ones its error quotes)
                on_last = apply_answer(last_code, rnd.raw)
                applied = on_last if on_last.code is not None else applied
            # the last edit is shown back only when it rendered (its problems are about what it
            # shows); an edit that did not apply or render is quoted by its problems, and shown
            # whole the small model tends to answer with it again
            previous = None
            out.answer_forms.append(applied.form)
            rnd.code = applied.code
            if applied.code is None:
                problems = rnd.feedback = applied.problem or NO_CHANGE
                continue
            # "remove the triangle": the calls that still show a deleted mobject go with it
            rnd.code, _ = drop_dangling_uses(source, applied.code)
            attempts.apply_fixes(rnd, emit)
            new = last_code = rnd.code or ""
            if split_header(new)[1].strip() == body.strip():
                problems = rnd.feedback = NO_CHANGE
                continue
            if new in tried:  # the same edit again: its problems stand, no second render
                problems = rnd.feedback = REPEATED.format(problems=tried[new])
                continue
            if out.scene not in [c.name for c in read_manim_file(new).classes]:
                problems = rnd.feedback = tried[new] = KEEP_CLASS.format(scene=out.scene)
                continue
            feedback, result = attempts.evaluate(rnd, cancel, emit)
            if feedback is not None or result is None:
                problems = tried[new] = feedback or "the edited scene did not render"
                continue
            emit(AgentEvent(index, "checking", "comparing the traces before and after"))
            verdict = judge_edit(before.trace, result.trace, reading, source, new)
            rnd.checks = verdict.to_dict()
            best.offer(new, result, verdict)
            if verdict.ok:
                break
            problems = rnd.feedback = tried[new] = verdict.feedback()
            previous = edit_part(rnd.raw)
        for r in out.rounds:  # the renders of attempts not kept
            if r.render is not None and r.render is not best.render:
                r.render.cleanup()
        if best.code is None:
            out.status = "failed"
            last = next((r.feedback for r in reversed(out.rounds) if r.feedback), None)
            out.error = last or "no edit rendered"
            return
        out.code = with_edit(best.code, out.original, reading.instruction)
        out.render, out.verdict = best.render, best.verdict
        assert best.verdict is not None
        if not best.verdict.ok:
            out.status = "unmet"
        else:
            out.status = "success" if best.verdict.verified else "unverified"
