"""`python -m server [generate|render|check|model]`; with no arguments, the LSP server on stdio."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_MODEL = 3
EXIT_CANCELLED = 130


def _say(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


class UsageError(Exception):
    """Bad input from the user: printed as one line, exit code 2, nothing written."""


def resolve_output(out: str | None, description: str, force: bool) -> Path:
    """The scene file to write: -o as given (checked), else a free scenes/<slug>.py."""
    from server.service import new_scene_path

    if out is None:
        return new_scene_path(Path("."), description)
    path = Path(out).expanduser()
    if path.suffix != ".py":
        raise UsageError(f"output file {path} must end in .py")
    if not path.parent.is_dir():
        raise UsageError(
            f"output directory {path.parent} does not exist; create it first or pick another -o"
        )
    if path.exists() and not force:
        raise UsageError(f"{path} already exists; pass --force to overwrite it or pick another -o")
    return path


def cmd_generate(args: argparse.Namespace) -> int:
    from server import service
    from server.agent import AgentEvent, AgentOptions, ManimAgent
    from server.backends import BackendError, GenerationParams, make_backend
    from server.prompts import PromptError, validate_description
    from server.settings import Settings

    try:
        description = validate_description(args.description)
        target = resolve_output(args.output, description, args.force)
    except (PromptError, UsageError) as exc:
        _say(f"error: {exc}")
        return EXIT_USAGE

    settings = Settings.from_env()
    overrides: dict[str, Any] = {
        "model_path": args.model,
        "endpoint_url": args.endpoint,
        "endpoint_model": args.endpoint_model,
        "lora_path": args.lora,
        "cache_dir": args.cache_dir,
        "embedded_model": args.embedded,
    }
    settings.update({k: v for k, v in overrides.items() if v is not None})
    options = AgentOptions(
        strategy=args.strategy,
        rounds=args.rounds,
        static_checks=not args.no_static,
        examples=0 if args.no_examples else args.examples,
        examples_source=args.examples_source,
        examples_folder=args.examples_folder or "",
        fixes=not args.no_fixes,
        layout_feedback=args.layout,
        plan=args.plan,
        guide=not args.no_guide,
        repair_temperature_step=args.repair_temperature_step,
        quality=args.quality,
        render_timeout=args.timeout,
        generation=GenerationParams(
            max_tokens=args.max_tokens, temperature=args.temperature, seed=args.seed
        ),
    )
    try:
        backend = make_backend(settings, progress=_say)
        load_s = backend.load()
    except BackendError as exc:
        _say(f"error: {exc}")
        return EXIT_MODEL

    def on_event(ev: AgentEvent) -> None:
        if ev.phase != "done":
            _say(f"[round {ev.round}] {ev.phase}: {ev.message}")

    on_token = (lambda t: print(t, end="", file=sys.stderr, flush=True)) if args.stream else None
    agent = ManimAgent(backend, options)
    try:
        result = agent.run(description, on_event=on_event, on_token=on_token)
    except BackendError as exc:
        _say(f"error: the model failed: {exc}")
        return EXIT_MODEL
    except KeyboardInterrupt:
        _say("cancelled")
        return EXIT_CANCELLED
    finally:
        backend.close()

    timings = result.timings()
    timings["load_s"] += load_s
    outputs: dict[str, str | None] = {}
    if result.code is not None:
        target.write_text(service.scene_text(result), encoding="utf-8")
        outputs = service.keep_outputs(result, target)
    video_out, image_out = outputs.get("video"), outputs.get("image")

    summary = {
        "status": result.status,
        "code": str(target) if result.code is not None else None,
        "video": video_out,
        "image": image_out,
        "transcript": outputs.get("transcript"),
        "rounds": len(result.rounds),
        "timings": {k: round(v, 3) for k, v in timings.items()},
        "error": result.error,
    }
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        if summary["code"]:
            print(f"code:   {summary['code']}")
        if video_out:
            print(f"video:  {video_out}")
        elif image_out:
            print(f"image:  {image_out}")
        t = timings
        print(
            f"timings: load {t['load_s']:.1f}s, first token {t['first_token_s']:.1f}s, "
            f"generation {t['generation_s']:.1f}s, render {t['render_s']:.1f}s, "
            f"total {t['total_s']:.1f}s ({len(result.rounds)} round(s), {args.strategy})"
        )
    if result.ok:
        return EXIT_OK
    if result.status == "cancelled":
        return EXIT_CANCELLED
    reason = (result.error or "no code").strip().splitlines()[-1]
    _say(f"error: the scene did not render after {len(result.rounds)} round(s): {reason}")
    return EXIT_FAILED


def cmd_render(args: argparse.Namespace) -> int:
    from server.render.cli import run_render_command

    path = Path(args.file)
    if not path.is_file():
        _say(f"error: {path} does not exist or is not a file")
        return EXIT_USAGE
    return run_render_command(str(path), args.scene, args.json, args.trusted, args.quality)


def cmd_check(args: argparse.Namespace) -> int:
    import kb

    path = Path(args.file)
    if not path.is_file():
        _say(f"error: {path} does not exist or is not a file")
        return EXIT_USAGE
    try:
        code = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        _say(f"error: {path} is not a UTF-8 text file")
        return EXIT_USAGE
    if args.fix:
        from server.fixcli import fix_file

        return fix_file(path, code, as_json=args.json)
    findings = kb.check_code(code)
    print(kb.format_findings(findings, as_json=args.json))
    return EXIT_FAILED if any(f.severity == "error" for f in findings) else EXIT_OK


def cmd_model(args: argparse.Namespace) -> int:
    from server import model_store as ms

    key = args.which
    try:
        if args.action == "path":
            print(ms.model_path(key, args.cache_dir))
            return EXIT_OK
        if args.action == "verify":
            spec = ms.EMBEDDED_MODELS[key]
            path = ms.model_path(key, args.cache_dir)
            reason = ms.check_cached(spec, path, rehash=True)
            if reason:
                _say(f"{path}: {reason}")
                return EXIT_FAILED
            print(f"{path}: ok ({spec.size} bytes, sha256 {spec.sha256})")
            return EXIT_OK
        t0 = time.perf_counter()
        path = ms.ensure_model(key, args.cache_dir, progress=_say)
        print(path)
        _say(f"model ready in {time.perf_counter() - t0:.1f}s")
        return EXIT_OK
    except ms.ModelStoreError as exc:
        _say(f"error: {exc}")
        return EXIT_MODEL


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m server",
        description="Manim Agent. With no command: the language server on stdio.",
    )
    sub = parser.add_subparsers(dest="command")

    g = sub.add_parser("generate", help="describe an animation, get a rendered Manim scene")
    g.add_argument("description")
    g.add_argument("-o", "--output", help="scene file to write (default: scenes/<slug>.py)")
    g.add_argument("--force", action="store_true", help="overwrite the output file if it exists")
    src = g.add_mutually_exclusive_group()
    src.add_argument("--model", help="a GGUF model file (default: the embedded 1.5B model)")
    src.add_argument(
        "--endpoint", help="an OpenAI-compatible base URL, e.g. http://127.0.0.1:8080/v1"
    )
    g.add_argument("--endpoint-model", help="model name to send to the endpoint")
    g.add_argument("--embedded", choices=["default", "small"], help="which embedded model")
    g.add_argument("--lora", help="a LoRA adapter (GGUF) applied to the local model")
    g.add_argument("--cache-dir", help="where the embedded model is assembled")
    g.add_argument("--quality", choices=["l", "m", "h"], default="l")
    g.add_argument("--strategy", choices=["vanilla", "ritl", "ritl-doc"], default="ritl-doc")
    g.add_argument("--rounds", type=int, default=3, help="repair rounds K (default 3)")
    g.add_argument("--no-static", action="store_true", help="skip static checks before renders")
    g.add_argument(
        "--examples",
        type=int,
        default=2,
        help="few-shot examples from the example library (default 2)",
    )
    g.add_argument("--no-examples", action="store_true", help="no few-shot examples")
    g.add_argument(
        "--examples-source",
        choices=["library", "manimbench"],
        default="library",
        help="the shipped library (default) or ManimBench train (evaluation comparison only)",
    )
    g.add_argument("--examples-folder", help="your own scenes, added to the example library")
    g.add_argument(
        "--no-fixes", action="store_true", help="no kb fix-all before renders and repair rounds"
    )
    g.add_argument("--layout", action="store_true", help="feed layout warnings back once")
    g.add_argument("--plan", action="store_true", help="plan objects and timeline before coding")
    g.add_argument(
        "--no-guide", action="store_true", help="no Community Edition rules in the system prompt"
    )
    g.add_argument(
        "--repair-temperature-step",
        type=float,
        default=0.25,
        help="each repair round samples this much hotter (0 = fixed, as in the paper)",
    )
    g.add_argument("--temperature", type=float, default=0.2)
    g.add_argument("--seed", type=int, default=0)
    g.add_argument("--max-tokens", type=int, default=1638)
    g.add_argument("--timeout", type=float, default=60.0, help="render timeout in seconds")
    g.add_argument("--stream", action="store_true", help="print the model's tokens as they come")
    g.add_argument("--json", action="store_true", help="print a JSON summary")
    g.set_defaults(func=cmd_generate)

    r = sub.add_parser("render", help="render an existing scene file")
    r.add_argument("file")
    r.add_argument("--scene", help="the Scene class to render (default: all)")
    r.add_argument("--json", action="store_true")
    r.add_argument("--trusted", action="store_true", help="skip the sandbox policy (your own code)")
    r.add_argument("--quality", choices=["l", "m", "h"], default="l")
    r.set_defaults(func=cmd_render)

    c = sub.add_parser("check", help="static checks of a scene file against the Manim API")
    c.add_argument("file")
    c.add_argument("--json", action="store_true")
    c.add_argument(
        "--fix",
        action="store_true",
        help="rewrite the file with the kb's fixes (a backup FILE.bak[.N] is kept)",
    )
    c.set_defaults(func=cmd_check)

    m = sub.add_parser("model", help="fetch, verify or locate the embedded model")
    m.add_argument("action", choices=["fetch", "verify", "path"])
    m.add_argument("--which", choices=["default", "small"], default="default")
    m.add_argument("--cache-dir")
    m.set_defaults(func=cmd_model)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        from server.lsp import serve

        serve()
        return EXIT_OK
    if getattr(args, "rounds", 0) < 0:
        _say("error: --rounds must be 0 or more")
        return EXIT_USAGE
    return int(args.func(args))
