"""Latency benchmark (issue 19): time to first token, repair rounds, description -> video, memory.

In one process and one run, interleaving the old path (the binding's create_chat_completion) and
the new one (server/backends/fastpath.py: prefix snapshots + prompt-lookup speculation) on the
same model and the same prompts:

1. time to first token of the agent's real prompts (a first generation with the CE rules and two
   retrieved examples, and a repair prompt with code, error and API docs):
   * ``uncached``: the old path with an empty context (a fresh process, the CLI's every call);
   * ``old_reuse``: the old path right after a prompt of the other kind (the binding's own reuse
     of the common token prefix, which a long-running server already had);
   * ``cached``: the new path with an empty context, so the fixed prefix comes from the
     snapshot (what a fresh CLI process gets from the disk snapshot, and any call after a prompt
     with another system text);
2. time to first token as the editor sees it (``typing``): each description typed at ``--cps``
   characters per second while ``manim/prefill`` reads its prompt ahead (throttled as the
   extension does, a thread per notification as in the server), the request sent ``--pick-s``
   after the last keystroke, against the same request with no prefill (fixed prefix from its
   snapshot); retrieval is inside the timed part;
3. repair rounds and first generations decoded at temperature 0 by both paths: seconds, tokens,
   drafted/accepted tokens, and whether the text is identical; the new path runs twice, with drafts
   cut to the machine's frozen batch-cost table (the default) and with the fixed rule (up to 12
   tokens, ``MANIM_AGENT_COSTED_DRAFTS=0``);
4. optionally (``--turns``) a repair round's time to first token right after the first
   generation: the fresh repair prompt against an experiment, the repair as new chat turns after
   the generation;
5. optionally (``--parallel``) N candidates decoded as N sequences of one batch sharing the
   prompt's KV cells, against one sequence;
6. description -> rendered video with the agent's default settings over the descriptions below
   or the spec benchmark's (``--e2e-set``; a warm render pool started before the model loads,
   its LaTeX warm-up paused while the model computes, as the engine sets it up since 2026-11-26),
   median and p90; with ``--e2e-typed`` each description also typed with the editor's prefills
   and timed from its Enter, as the extension's Generate Scene sees it;
7. the process's resident memory with the model loaded (VmRSS / VmHWM).

Prints one line per measurement and ONE JSON object last. ``--quick`` runs 3 tasks.

    MANIMBENCH_PATH=.../manimbench_v2.jsonl .venv/bin/python bench/latency.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from server.agent import ManimAgent, locate_error, retrieve_examples
from server.backends import GenerationParams, LlamaCppBackend
from server.backends.base import Message
from server.backends.candidates import fill_batch
from server.engine import Engine
from server.models import accel
from server.models import store as model_store
from server.prompts import extract_code, generation_messages, repair_messages
from server.settings import Settings
from training.typist import Typist

# Twenty varied descriptions written for this benchmark (shapes, text, LaTeX, graphs, 3-D,
# transforms, groups, updaters), none taken from ManimBench.
DESCRIPTIONS = [
    "A blue circle appears in the centre, then moves to the right and turns red.",
    "The text 'Hello, Manim' is written at the top, then a yellow star fades in below it.",
    "Draw the formula E = mc^2 in the middle and then scale it up by a factor of two.",
    "A square rotates by 90 degrees, then transforms into a green circle.",
    "Show coordinate axes and plot the graph of y = x^2 from -2 to 2 in orange.",
    "Three dots appear in a row from left to right, one after another.",
    "A red arrow points from the left edge to the centre, then the label 'force' appears above it.",
    "A number line from 0 to 10 appears and a dot moves from 0 to 7 along it.",
    "A triangle is drawn, and its three vertices are labelled A, B and C.",
    "A bar chart with four bars of heights 1, 3, 2 and 4 grows from the bottom.",
    "A pink hexagon spins once while shrinking to half its size.",
    "The title 'Pythagoras' is shown, then the formula a^2 + b^2 = c^2 is written under it.",
    "A 3-D cube is shown from an angle and the camera rotates around it.",
    "Two circles of different colours overlap, then move apart to opposite sides.",
    "A sine wave is drawn from left to right across the screen in teal.",
    "A grid of 3 by 3 small squares appears and the middle one turns gold.",
    "A line segment grows from a point into a long horizontal line, then becomes a circle.",
    "The word 'Start' fades out and the word 'Finish' fades in at the same place.",
    "A matrix with two rows and two columns is written, then surrounded by a yellow box.",
    "A dot moves along a circular path once around the centre of the screen.",
]

# A realistic repair input: a small model's typical answer with one invented method.
BROKEN_TEMPLATE = """from manim import *


class Scene1(Scene):
    def construct(self):
        title = Text("{title}").to_edge(UP)
        circle = Circle(radius=1.5, color=BLUE)
        square = Square(side_length=2, color=GREEN).shift(RIGHT * 3)
        dots = VGroup(*[Dot(LEFT * 3 + UP * i * 0.5) for i in range(4)])
        self.play(Write(title))
        self.play(Create(circle), Create(square))
        self.play(circle.fade_in())
        self.play(FadeIn(dots))
        self.play(circle.animate.shift(LEFT * 2), square.animate.rotate(PI / 4))
        self.play(Transform(square, circle.copy()))
        self.wait()
"""
BROKEN_LINE = 13
ERROR_TAIL = (
    'File "scene.py", line 13, in construct\n    self.play(circle.fade_in())\n'
    "AttributeError: Circle object has no attribute 'fade_in'"
)


def rss_mb() -> dict[str, float]:
    out: dict[str, float] = {}
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(("VmRSS:", "VmHWM:")):
                out[line.split(":")[0]] = round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return out


def load_avg() -> float:
    return round(os.getloadavg()[0], 2)


class Paths:
    """Switches one backend between the old path and the new one (same llama.cpp instance)."""

    def __init__(self, backend: LlamaCppBackend) -> None:
        self.backend = backend
        backend.load()
        self.fast = backend._fast
        if self.fast is None:
            raise SystemExit("the fast path is not available for this model's chat template")

    def run(
        self, kind: str, messages: list[Message], params: GenerationParams, reset: bool
    ) -> tuple[Any, Any]:
        b = self.backend
        b._fast = self.fast if kind == "new" else None
        if reset:
            b._llm.reset()
            b._llm._ctx.kv_cache_seq_rm(-1, 0, -1)
        b.last_stats = None
        out = b.chat(messages, params)
        stats = b.last_stats
        b._fast = self.fast
        return out, stats


def broken_feedback() -> str:
    """The repair feedback the agent writes for BROKEN_TEMPLATE's error: the located line, then
    the traceback's tail."""
    from server.render.result import RenderError

    err = RenderError(
        type="AttributeError",
        message="Circle object has no attribute 'fade_in'",
        line=BROKEN_LINE,
        source_line="self.play(circle.fade_in())",
    )
    return f"{locate_error(err)}\n{ERROR_TAIL}"


def prompts_for(
    agent: ManimAgent, desc: str, i: int
) -> tuple[list[Message], list[Message], list[Message]]:
    """(first generation with retrieved examples, repair with docs, first generation without
    examples: what an install without the ManimBench data set sends)."""
    gen = agent.first_prompt(desc)
    plain = generation_messages(desc, None, guide=True)
    code = BROKEN_TEMPLATE.format(title=desc.split(",")[0][:40].replace('"', "'"))
    feedback = broken_feedback()
    docs = agent.attempts.docs(code, feedback)
    rep = repair_messages(desc, code, feedback, docs=docs, guide=True)
    return gen, rep, plain


Prompts = tuple[list[Message], list[Message], list[Message]]


def ttft_section(paths: Paths, pairs: list[Prompts]) -> dict[str, Any]:
    one = GenerationParams(max_tokens=1, temperature=0.0, seed=0)
    rows = []
    # take the snapshot once (two prompts sharing the fixed prefix), as a running server would
    paths.run("new", pairs[0][0], one, reset=True)
    paths.run("new", pairs[0][1], one, reset=False)
    for i, (gen, rep, plain) in enumerate(pairs):
        kinds = (("generate", gen, rep), ("repair", rep, gen), ("plain", plain, rep))
        for kind_name, msgs, other in kinds:
            row: dict[str, Any] = {"task": i, "prompt": kind_name, "load": load_avg()}
            out, _ = paths.run("old", msgs, one, reset=True)
            row["uncached_s"] = out.first_token_s
            row["prompt_tokens"] = out.prompt_tokens
            paths.run("old", other, one, reset=True)
            out, _ = paths.run("old", msgs, one, reset=False)
            row["old_reuse_s"] = out.first_token_s
            out, stats = paths.run("new", msgs, one, reset=True)
            row["cached_s"] = out.first_token_s
            row["reused_tokens"] = stats.reused_tokens if stats else 0
            rows.append(row)
            print(
                f"ttft {kind_name:8s} task {i}: {row['prompt_tokens']} tokens, uncached "
                f"{row['uncached_s']:.2f}s, old reuse {row['old_reuse_s']:.2f}s, cached "
                f"{row['cached_s']:.2f}s ({row['reused_tokens']} tokens from the snapshot), "
                f"load {row['load']}",
                flush=True,
            )

    def med(kind: str | None, key: str) -> float:
        return round(statistics.median(r[key] for r in rows if kind in (None, r["prompt"])), 3)

    return {
        "rows": rows,
        "ttft_uncached_s": med(None, "uncached_s"),
        "ttft_old_reuse_s": med(None, "old_reuse_s"),
        "ttft_cached_s": med(None, "cached_s"),
        "by_prompt": {
            k: {
                "uncached_s": med(k, "uncached_s"),
                "old_reuse_s": med(k, "old_reuse_s"),
                "cached_s": med(k, "cached_s"),
                "prompt_tokens": statistics.median(
                    r["prompt_tokens"] for r in rows if r["prompt"] == k
                ),
                "reused_tokens": statistics.median(
                    r["reused_tokens"] for r in rows if r["prompt"] == k
                ),
            }
            for k in ("generate", "repair", "plain")
        },
    }


TURN_INSTRUCTION = (
    "That code failed. Fix it so that it renders and still does everything the text script asks. "
    "Keep the parts that work unchanged. Answer with the complete corrected file wrapped in "
    "<CODE> and </CODE>."
)


def repair_as_turns(
    previous: list[Message], code: str, feedback: str, docs: str | None
) -> list[Message]:
    """The experiment's repair prompt: the generation's conversation, the code as the model's
    own turn, then the error and the docs as a new user turn (not what the agent sends)."""
    parts = [TURN_INSTRUCTION, f"<ERROR>\n{feedback.strip()}\n</ERROR>"]
    if docs:
        parts.append(
            f"Documentation of the Manim API used by the code:\n<API_DOCS>\n{docs.strip()}\n"
            "</API_DOCS>"
        )
    return [
        *previous,
        Message(role="assistant", content=f"<CODE>\n{code.strip()}\n</CODE>"),
        Message(role="user", content="\n\n".join(parts)),
    ]


def turns_section(
    paths: Paths, agent: ManimAgent, descriptions: list[str], max_tokens: int
) -> dict[str, Any]:
    """A repair round's time to first token right after the first generation, as the agent meets
    it: the paper's fresh repair prompt (what the agent sends) against an experiment, the repair
    as new chat turns after the generation, whose conversation the context already holds. The first
    generation is the model's own answer (temperature 0, new path) to the prompt with retrieved
    examples; the error is the same located AttributeError for both, the docs those of the
    answer's calls."""
    gen_params = GenerationParams(max_tokens=max_tokens, temperature=0.0, seed=0)
    one = GenerationParams(max_tokens=1, temperature=0.0, seed=0)
    rows = []
    feedback = broken_feedback()
    for i, desc in enumerate(descriptions):
        gen = agent.first_prompt(desc)
        row: dict[str, Any] = {"task": i, "load": load_avg()}
        first, _ = paths.run("new", gen, gen_params, reset=False)
        code = extract_code(first.text) or BROKEN_TEMPLATE.format(title=desc[:40])
        docs = agent.attempts.docs(code, feedback)
        fresh = repair_messages(desc, code, feedback, docs=docs, guide=True)
        out, stats = paths.run("new", fresh, one, reset=False)
        row.update(
            answer_tokens=first.completion_tokens,
            fresh_tokens=out.prompt_tokens,
            fresh_read=out.prompt_tokens - (stats.reused_tokens if stats else 0),
            fresh_s=out.first_token_s,
        )
        again, _ = paths.run("new", gen, gen_params, reset=False)  # the generation, in context
        row["same_answer"] = again.text == first.text
        turn = repair_as_turns(gen, code, feedback, docs)
        out, stats = paths.run("new", turn, one, reset=False)
        row.update(
            turn_tokens=out.prompt_tokens,
            turn_read=out.prompt_tokens - (stats.reused_tokens if stats else 0),
            turn_s=out.first_token_s,
        )
        rows.append(row)
        print(
            f"turns task {i}: answer {row['answer_tokens']} tokens; fresh repair prompt "
            f"{row['fresh_tokens']} tokens, {row['fresh_read']} read, {row['fresh_s']:.2f}s; as "
            f"turns {row['turn_tokens']} tokens, {row['turn_read']} read, {row['turn_s']:.2f}s; "
            f"load {row['load']}",
            flush=True,
        )

    def med(key: str) -> float:
        return round(statistics.median(float(r[key]) for r in rows), 3)

    return {
        "rows": rows,
        "fresh_ttft_s": med("fresh_s"),
        "turn_ttft_s": med("turn_s"),
        "fresh_read_tokens": med("fresh_read"),
        "turn_read_tokens": med("turn_read"),
        "speedup": round(sum(r["fresh_s"] for r in rows) / sum(r["turn_s"] for r in rows), 2),
    }


class TypedPrefills(Typist):
    """The editor's side of `manim/prefill` (extension/src/prefill.ts) on a simulated keyboard
    (`training.typist.Typist`): the text so far at most once per interval once it has 12
    characters (MIN_PREFILL_CHARS), the final text at accept; each notification runs
    `ManimAgent.prefetch` on its own thread, as the server's work pool does."""

    def __init__(self, agent: ManimAgent) -> None:
        super().__init__(agent.prefetch, min_chars=12)
        self.agent = agent


def cold_context(backend: LlamaCppBackend) -> None:
    """The context holds something else; the fixed prefix is still in its snapshot (a running
    server after another description)."""
    backend._llm.reset()
    backend._llm._ctx.kv_cache_seq_rm(-1, 0, -1)


def type_description(agent: ManimAgent, desc: str, cps: float, pick_s: float) -> TypedPrefills:
    """Type `desc` at `cps` characters per second with the editor's prefills, accept it, and wait
    `pick_s` for the strategy pick's Enter; the caller sends the request right after."""
    typed = TypedPrefills(agent)
    typed.type(desc, cps)
    time.sleep(pick_s)
    return typed


def e2e_descriptions(which: str, n: int | None) -> list[str]:
    """The end-to-end section's descriptions: this file's 20 (``latency``), or the spec
    benchmark's tasks (``spec-test``: its test half, ``spec``: all), the first `n` of them."""
    if which == "latency":
        out = list(DESCRIPTIONS)
    elif which in ("spec", "spec-test"):
        from server.faithful import specbench

        out = [t.description for t in specbench.load("test" if which == "spec-test" else None)]
    else:
        raise ValueError(f"unknown description set {which!r}; use latency, spec-test or spec")
    return out[:n] if n is not None else out


def percentile90(values: list[float]) -> float:
    """The nearest-rank 90th percentile (the value below which 90% of the sorted list lies)."""
    xs = sorted(values)
    return xs[min(len(xs) - 1, round(0.9 * (len(xs) - 1)))]


def typing_section(
    engine: Engine,
    backend: LlamaCppBackend,
    descriptions: list[str],
    cps: float,
    pick_s: float,
) -> dict[str, Any]:
    """Time to first token as the editor sees it: from the last Enter (after the strategy pick)
    to the first token, with the description typed at `cps` characters per second while
    `manim/prefill` runs, against the same request with no prefill, the fixed prefix from its
    snapshot (what the TTFT section calls "snapshot"). Retrieval is inside the timed part.
    `backend` is the engine's."""
    agent = engine.agent()
    one = GenerationParams(max_tokens=1, temperature=0.0, seed=0)
    rows = []

    def first_token(desc: str) -> tuple[float, int]:
        t = time.perf_counter()
        msgs = agent.first_prompt(desc)
        out = backend.chat(msgs, one)
        return time.perf_counter() - t, out.prompt_tokens

    # the fixed prefix's snapshot, as a running server has it (two prompts sharing it)
    for desc in DESCRIPTIONS[-2:]:
        first_token(desc)
    for i, desc in enumerate(descriptions):
        row: dict[str, Any] = {"task": i, "chars": len(desc), "load": load_avg()}
        cold_context(backend)
        row["no_prefill_s"], row["prompt_tokens"] = first_token(desc)
        cold_context(backend)
        typed = type_description(agent, desc, cps, pick_s)
        row["prefill_s"], _ = first_token(desc)
        for t in typed.threads:
            t.join()
        final = [e[0] for e in retrieve_examples(desc, agent.options)]
        row["prefills_sent"] = len(typed.sent)
        row["same_examples_before_accept"] = sum(
            [e[0] for e in retrieve_examples(text, agent.options)] == final
            for text in typed.sent[:-1]
        )
        done = [s for s in typed.stats if s]
        row["prefill_read_tokens"] = sum(s["read_tokens"] for s in done)
        row["prefills_stopped"] = sum(bool(s["stopped"]) for s in done)
        row["reused_tokens"] = backend.last_stats.reused_tokens if backend.last_stats else 0
        rows.append(row)
        print(
            f"typing task {i}: {row['chars']} chars at {cps} chars/s, {row['prefills_sent']} "
            f"prefills ({row['prefills_stopped']} stopped), first token {row['prefill_s']:.2f}s "
            f"with prefill ({row['reused_tokens']} of {row['prompt_tokens']} tokens already read) "
            f"vs {row['no_prefill_s']:.2f}s without, load {row['load']}",
            flush=True,
        )
    with_p = [r["prefill_s"] for r in rows]
    without = [r["no_prefill_s"] for r in rows]
    return {
        "rows": rows,
        "cps": cps,
        "pick_s": pick_s,
        "ttft_typed_prefill_s": round(statistics.median(with_p), 3),
        "ttft_typed_prefill_max_s": round(max(with_p), 3),
        "ttft_typed_no_prefill_s": round(statistics.median(without), 3),
        "typed_prefill_speedup": round(statistics.median(without) / statistics.median(with_p), 2),
        "typed_within_1s": sum(t <= 1.0 for t in with_p),
    }


def decode_section(paths: Paths, pairs: list[Prompts], max_tokens: int) -> dict[str, Any]:
    greedy = GenerationParams(max_tokens=max_tokens, temperature=0.0, seed=0)
    rows = []
    # the snapshot of the fixed prefix is taken before timing (the TTFT section does the same),
    # or its one-time cost would land on whichever variant runs first
    one = GenerationParams(max_tokens=1, temperature=0.0, seed=0)
    paths.run("new", pairs[0][0], one, reset=True)
    paths.run("new", pairs[0][1], one, reset=False)
    for i, (gen, rep, _plain) in enumerate(pairs):
        for kind_name, msgs in (("repair", rep), ("generate", gen)):
            # both paths start from the same warm context (the prompt already read once), so the
            # timings compare decoding; old first, then new, back to back
            paths.run("old", msgs, GenerationParams(max_tokens=1, temperature=0.0), reset=True)
            old, _ = paths.run("old", msgs, greedy, reset=False)
            # the new path with drafts cut to the machine's frozen batch-cost table (the default)
            # and with the fixed rule (up to 12 tokens, MANIM_AGENT_COSTED_DRAFTS=0), in
            # alternating order
            runs: dict[bool, tuple[Any, Any]] = {}
            default = paths.fast.costed_drafts
            for costed in (True, False) if i % 2 == 0 else (False, True):
                paths.fast.costed_drafts = costed
                runs[costed] = paths.run("new", msgs, greedy, reset=False)
            paths.fast.costed_drafts = default
            new, stats = runs[True]
            fixed, fixed_stats = runs[False]
            old_dec = old.total_s - (old.first_token_s or 0.0)
            new_dec = new.total_s - (new.first_token_s or 0.0)
            row = {
                "task": i,
                "prompt": kind_name,
                "tokens": new.completion_tokens,
                "old_s": round(old.total_s, 3),
                "new_s": round(new.total_s, 3),
                "old_decode_s": round(old_dec, 3),
                "new_decode_s": round(new_dec, 3),
                "speedup": round(old.total_s / new.total_s, 2),
                "identical": old.text == new.text,
                "drafted": stats.drafted if stats else 0,
                "accepted": stats.accepted if stats else 0,
                "fixed_rule_s": round(fixed.total_s, 3),
                "fixed_rule_speedup": round(old.total_s / fixed.total_s, 2),
                "fixed_rule_identical": old.text == fixed.text,
                "fixed_rule_accepted": fixed_stats.accepted if fixed_stats else 0,
                "fixed_rule_drafted": fixed_stats.drafted if fixed_stats else 0,
                "load": load_avg(),
            }
            rows.append(row)
            print(
                f"decode {kind_name:8s} task {i}: {row['tokens']} tokens, old {row['old_s']}s, "
                f"new {row['new_s']}s, speedup {row['speedup']}x, accepted "
                f"{row['accepted']}/{row['drafted']} drafted, identical {row['identical']}; "
                f"fixed-rule drafts {row['fixed_rule_s']}s ({row['fixed_rule_speedup']}x, "
                f"{row['fixed_rule_accepted']}/{row['fixed_rule_drafted']}), load {row['load']}",
                flush=True,
            )

    def agg(kind: str) -> dict[str, Any]:
        sel = [r for r in rows if r["prompt"] == kind]
        return {
            "speedup_median": round(statistics.median(r["speedup"] for r in sel), 2),
            "speedup_total": round(sum(r["old_s"] for r in sel) / sum(r["new_s"] for r in sel), 2),
            "fixed_rule_speedup_total": round(
                sum(r["old_s"] for r in sel) / sum(r["fixed_rule_s"] for r in sel), 2
            ),
            "identical": sum(r["identical"] for r in sel),
            "of": len(sel),
            "acceptance": round(
                sum(r["accepted"] for r in sel) / max(1, sum(r["drafted"] for r in sel)), 3
            ),
        }

    return {"rows": rows, "repair": agg("repair"), "generate": agg("generate")}


def parallel_section(
    backend: LlamaCppBackend, prompt_msgs: list[Message], steps: int
) -> dict[str, Any]:
    """N sequences sharing the prompt's KV cells, decoded one token each per batch, against one."""
    import ctypes

    import llama_cpp
    import numpy as np

    llm = backend._llm
    assert backend._fast is not None
    tokens, _ = backend._fast.prompt(prompt_msgs)
    cparams = llama_cpp.llama_context_default_params()
    cparams.n_ctx = len(tokens) + 4 * (steps + 8)
    cparams.n_batch = 512
    cparams.n_seq_max = 4
    if hasattr(cparams, "kv_unified"):
        cparams.kv_unified = True  # one cell pool shared by the sequences (the prompt's cells too)
    cparams.n_threads = cparams.n_threads_batch = backend.n_threads
    ctx = llama_cpp.llama_init_from_model(llm._model.model, cparams)
    if not ctx:
        return {"error": "could not create a 4-sequence context"}
    mem = llama_cpp.llama_get_memory(ctx)
    n_vocab = llm.n_vocab()
    batch = llama_cpp.llama_batch_init(512, 0, 4)
    out: dict[str, Any] = {"steps": steps, "load": load_avg()}
    try:
        llama_cpp.llama_memory_clear(mem, True)
        for s in range(0, len(tokens), 512):
            part = tokens[s : s + 512]
            fill_batch(batch, [(t, s + j, 0, s + j == len(tokens) - 1) for j, t in enumerate(part)])
            if llama_cpp.llama_decode(ctx, batch) != 0:
                return {"error": "prompt decode failed"}
        first_logits = np.ctypeslib.as_array(
            llama_cpp.llama_get_logits_ith(ctx, -1), shape=(n_vocab,)
        )
        first = int(np.argsort(first_logits)[-4:][::-1][0])
        starts = [int(t) for t in np.argsort(first_logits)[-4:][::-1]]  # 4 different first tokens
        for n in (1, 2, 4):
            for s in range(1, 4):
                llama_cpp.llama_memory_seq_rm(mem, s, -1, -1)
            llama_cpp.llama_memory_seq_rm(mem, 0, len(tokens), -1)
            for s in range(1, n):
                llama_cpp.llama_memory_seq_cp(mem, 0, s, -1, -1)
            cur = starts[:n] if n > 1 else [first]
            t0 = time.perf_counter()
            for step in range(steps):
                fill_batch(batch, [(cur[s], len(tokens) + step, s, True) for s in range(n)])
                if llama_cpp.llama_decode(ctx, batch) != 0:
                    return {"error": f"decode failed at n={n}"}
                for s in range(n):
                    row = np.ctypeslib.as_array(
                        llama_cpp.llama_get_logits_ith(ctx, s), shape=(n_vocab,)
                    )
                    cur[s] = int(row.argmax())
            dt = time.perf_counter() - t0
            out[f"n{n}_s"] = round(dt, 3)
            print(f"parallel: {n} sequence(s) x {steps} tokens in {dt:.2f}s", flush=True)
        out["cost_2_vs_1"] = round(out["n2_s"] / out["n1_s"], 2)
        out["cost_4_vs_1"] = round(out["n4_s"] / out["n1_s"], 2)
        del ctypes
        return out
    finally:
        llama_cpp.llama_batch_free(batch)
        llama_cpp.llama_free(ctx)


def e2e_section(
    engine: Engine,
    backend: LlamaCppBackend,
    descriptions: list[str],
    typed: bool = False,
    cps: float = 4.0,
    pick_s: float = 0.5,
) -> dict[str, Any]:
    """Description -> rendered video with the agent's defaults. Without `typed`: each description
    sent at once (the CLI and the command palette without prefill), after the previous one, as a
    running server sees them. With `typed`, each description twice, the context emptied to the
    fixed prefix's snapshot before each: sent at once (``cli``), then typed at `cps` with the
    editor's prefills and timed from the strategy pick's Enter (``editor``). `backend` is the
    engine's; the agent renders through the engine's pool."""
    agent = engine.agent()

    def one(desc: str) -> tuple[dict[str, Any], str | None]:
        t0 = time.perf_counter()
        result = agent.run(desc)
        total = time.perf_counter() - t0
        t = result.timings()
        return {
            "status": result.status,
            "total_s": round(total, 2),
            "rounds": len(result.rounds),
            "first_token_s": round(t["first_token_s"], 3),
            "generation_s": round(t["generation_s"], 2),
            "render_s": round(t["render_s"], 2),
        }, result.code

    def summary(rs: list[dict[str, Any]]) -> dict[str, Any]:
        times = [float(r["total_s"]) for r in rs]
        ok_times = [float(r["total_s"]) for r in rs if r["status"] == "success"]
        return {
            "e2e_median_s": round(statistics.median(times), 2),
            "e2e_p90_s": percentile90(times),
            "e2e_success_median_s": round(statistics.median(ok_times), 2) if ok_times else None,
            "first_token_median_s": round(statistics.median(r["first_token_s"] for r in rs), 3),
            "within_10s": sum(x <= 10.0 for x in times),
            "rendered": len(ok_times),
            "of": len(rs),
        }

    rows: list[dict[str, Any]] = []
    for i, desc in enumerate(descriptions):
        row: dict[str, Any] = {"task": i, "load": load_avg()}
        if not typed:
            res, _ = one(desc)
            row.update(res)
        else:
            cold_context(backend)
            row["cli"], cli_code = one(desc)
            cold_context(backend)
            prefills = type_description(agent, desc, cps, pick_s)
            row["editor"], editor_code = one(desc)
            for t in prefills.threads:
                t.join()
            row["prefills_sent"] = len(prefills.sent)
            row["same_code"] = cli_code == editor_code
        rows.append(row)
        print(f"e2e {i}: {json.dumps(row)}", flush=True)
    if not typed:
        return {"rows": rows, **summary(rows)}
    cli, editor = summary([r["cli"] for r in rows]), summary([r["editor"] for r in rows])
    return {
        "rows": rows,
        **cli,
        "editor": editor,
        "cps": cps,
        "pick_s": pick_s,
        "same_code": sum(bool(r["same_code"]) for r in rows),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument(
        "--model", default="default", help="embedded name (default, small) or a GGUF path"
    )
    ap.add_argument("--quick", action="store_true", help="3 tasks everywhere")
    ap.add_argument("--tasks", type=int, default=5, help="tasks for the TTFT and decode sections")
    ap.add_argument(
        "--e2e",
        type=int,
        default=None,
        help="descriptions for the end-to-end section (default: all of --e2e-set)",
    )
    ap.add_argument(
        "--e2e-set",
        default="latency",
        choices=["latency", "spec-test", "spec"],
        help="the end-to-end descriptions: this file's 20, or the spec benchmark's test half or all",
    )
    ap.add_argument(
        "--e2e-typed",
        action="store_true",
        help="end to end twice a description: sent at once, "
        "then typed with the editor's prefills (timed from the Enter)",
    )
    ap.add_argument("--max-tokens", type=int, default=700, help="decode section token cap")
    ap.add_argument("--parallel", action="store_true", help="measure batched candidates too")
    ap.add_argument("--threads", type=int, default=None, help="llama.cpp threads (default: cores)")
    ap.add_argument(
        "--mmap", choices=["auto", "on", "off"], default="auto",
        help="map the GGUF or read it into memory (auto: the server's rule, use_mmap_default)",
    )  # fmt: skip
    ap.add_argument("--skip", nargs="*", default=[], choices=["ttft", "typing", "decode", "e2e"])
    ap.add_argument(
        "--turns", action="store_true", help="measure repair rounds as chat turns (an experiment)"
    )
    ap.add_argument("--typing", type=int, default=10, help="descriptions for the typing section")
    ap.add_argument("--cps", type=float, default=4.0, help="typing speed, characters per second")
    ap.add_argument(
        "--pick-s", type=float, default=0.5, help="seconds from accepting the description to the "
        "strategy pick's Enter (the generation request)",
    )  # fmt: skip
    args = ap.parse_args()
    if args.quick:
        args.tasks, args.e2e, args.typing = 3, 3, 3

    from server.render import RenderPool

    t0 = time.perf_counter()
    pool = RenderPool(1)  # started first: it warms up in the background while the model loads
    rss_before = rss_mb()
    if args.model in model_store.EMBEDDED_MODELS:
        path = model_store.ensure_model(args.model)
    else:
        path = Path(args.model)
    mmap = {"auto": None, "on": True, "off": False}[args.mmap]
    amx = accel.Selection("not used", "not the embedded default model")
    extra: bool | None = None
    if args.model == "default":  # as the server: the AMX path where prepared and checked
        amx = accel.select(threads=args.threads, progress=lambda m: print(m, file=sys.stderr))
        if amx.active and amx.model is not None:
            path, extra = amx.model, True
    backend = LlamaCppBackend(path, n_threads=args.threads, use_mmap=mmap, extra_buffers=extra)
    # the agent users run: the product's settings, and the engine's hook (the pool's LaTeX
    # warm-up pauses while the model computes); agents render through the pool
    engine = Engine(Settings(), backend=backend, pool=pool)
    load_s = backend.load()
    rss_loaded = rss_mb()
    paths = Paths(backend)
    agent = engine.agent()
    pairs = [prompts_for(agent, d, i) for i, d in enumerate(DESCRIPTIONS[: args.tasks])]
    summary: dict[str, Any] = {
        "benchmark": "latency",
        "model": path.name,
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "python": platform.python_version(),
            "load_avg_start": load_avg(),
        },
        "load_s": round(load_s, 2),
        "threads": backend.n_threads,
        "mapped": backend.mapped,
        "llama_lib": os.environ.get("LLAMA_CPP_LIB_PATH") or "venv",
        "amx": amx.state,
        "rss_before_model_mb": rss_before,
        "rss_loaded_mb": rss_loaded,
    }
    if "ttft" not in args.skip:
        ttft = ttft_section(paths, pairs)
        summary.update({k: v for k, v in ttft.items() if k != "rows"})
        summary["ttft_speedup_vs_uncached"] = round(
            ttft["ttft_uncached_s"] / ttft["ttft_cached_s"], 2
        )
        summary["ttft_rows"] = ttft["rows"]
    if "typing" not in args.skip:
        typing = typing_section(engine, backend, DESCRIPTIONS[: args.typing], args.cps, args.pick_s)
        summary.update({k: v for k, v in typing.items() if k != "rows"})
        summary["typing_rows"] = typing["rows"]
    if "decode" not in args.skip:
        dec = decode_section(paths, pairs, args.max_tokens)
        # the headline figure is the default drafting (cost-cut unless MANIM_AGENT_COSTED_DRAFTS=0)
        key = "speedup_total" if paths.fast.costed_drafts else "fixed_rule_speedup_total"
        summary["repair_speedup"] = dec["repair"][key]
        summary["costed_drafts_default"] = paths.fast.costed_drafts
        table = paths.fast.cost
        if table is not None:  # the frozen batch-cost table the cost-cut drafts used
            summary["cost_table_s"] = {str(n): round(t, 4) for n, t in table.by_size.items()}
            summary["cost_measured_s"] = paths.fast.cost_measured_s
        summary["repair"] = dec["repair"]
        summary["first_generation"] = dec["generate"]
        summary["decode_rows"] = dec["rows"]
    if args.turns:
        turns = turns_section(paths, agent, DESCRIPTIONS[: args.tasks], args.max_tokens)
        summary["repair_turns"] = {k: v for k, v in turns.items() if k != "rows"}
        summary["repair_turns_rows"] = turns["rows"]
    if args.parallel:
        summary["parallel"] = parallel_section(backend, pairs[0][2], 48)
    if "e2e" not in args.skip:
        pool.wait_ready()
        descs = e2e_descriptions(args.e2e_set, args.e2e)
        e2e = e2e_section(engine, backend, descs, args.e2e_typed, args.cps, args.pick_s)
        summary["e2e_set"] = args.e2e_set
        summary.update({k: v for k, v in e2e.items() if k != "rows"})
        summary["e2e_rows"] = e2e["rows"]
    summary["rss_end_mb"] = rss_mb()
    summary["server_rss_mb"] = summary["rss_end_mb"].get("VmHWM")
    summary["load_avg_end"] = load_avg()
    summary["wall_s"] = round(time.perf_counter() - t0, 1)
    pool.shutdown()
    backend.close()
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
