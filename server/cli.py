"""`python -m server [generate|edit|render|check|model]`; with no arguments, the LSP server on stdio."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from server.termtext import for_terminal

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_MODEL = 3
EXIT_CANCELLED = 130


def _say(msg: str) -> None:
    print(for_terminal(msg), file=sys.stderr, flush=True)


def _show(msg: str) -> None:
    """Print for a human on stdout: text from a scene or a model never reaches the terminal
    as escape sequences (``--json`` output is printed as it is: JSON escapes them)."""
    print(for_terminal(msg))


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


def _settings(args: argparse.Namespace) -> Any:
    """The settings this command runs with: environment, then preset, then the typed flags.
    Raises UsageError for a value the vocabulary refuses."""
    from server.settings import SettingsError, settings_from_args

    try:
        settings = settings_from_args(args)
    except SettingsError as exc:
        raise UsageError(str(exc)) from exc
    for warning in settings.warnings:
        _say(f"warning: {warning}")
    settings.warnings.clear()
    return settings


def cmd_generate(args: argparse.Namespace) -> int:
    from server import service
    from server.agent import AgentEvent
    from server.backends import BackendError
    from server.engine import Engine
    from server.prompts import PromptError, validate_description

    try:
        description = validate_description(args.description)
        target = resolve_output(args.output, description, args.force)
        given = vars(args)
        if given.get("model_path") and given.get("endpoint_url"):
            raise UsageError("--model-path and --endpoint-url exclude each other; pick one")
        settings = _settings(args)
    except (PromptError, UsageError) as exc:
        _say(f"error: {exc}")
        return EXIT_USAGE

    engine = Engine(settings)
    try:
        engine.backend(progress=_say)
    except BackendError as exc:
        _say(f"error: {exc}")
        return EXIT_MODEL

    def on_event(ev: AgentEvent) -> None:
        if ev.phase != "done":
            _say(f"[round {ev.round}] {ev.phase}: {ev.message}")

    on_token = (
        (lambda t: print(for_terminal(t), end="", file=sys.stderr, flush=True))
        if args.stream
        else None
    )
    load_s = engine.load_s
    try:
        result = engine.generate(description, on_event=on_event, on_token=on_token)
    except BackendError as exc:
        _say(f"error: the model failed: {exc}")
        return EXIT_MODEL
    except KeyboardInterrupt:
        _say("cancelled")
        return EXIT_CANCELLED
    finally:
        engine.close()

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
            _show(f"code:   {summary['code']}")
        if video_out:
            _show(f"video:  {video_out}")
        elif image_out:
            _show(f"image:  {image_out}")
        t = timings
        _show(
            f"timings: load {t['load_s']:.1f}s, first token {t['first_token_s']:.1f}s, "
            f"generation {t['generation_s']:.1f}s, render {t['render_s']:.1f}s, "
            f"total {t['total_s']:.1f}s ({len(result.rounds)} round(s), {settings.strategy})"
        )
    if result.ok:
        return EXIT_OK
    if result.status == "cancelled":
        return EXIT_CANCELLED
    reason = (result.error or "no code").strip().splitlines()[-1]
    _say(f"error: the scene did not render after {len(result.rounds)} round(s): {reason}")
    return EXIT_FAILED


def cmd_edit(args: argparse.Namespace) -> int:
    from server.editcli import cmd_edit as run_edit

    try:
        settings = _settings(args)
    except UsageError as exc:
        _say(f"error: {exc}")
        return EXIT_USAGE
    return run_edit(args, settings)


def cmd_render(args: argparse.Namespace) -> int:
    from server.render_command import run_render_command

    path = Path(args.file)
    if not path.is_file():
        _say(f"error: {path} does not exist or is not a file")
        return EXIT_USAGE
    return run_render_command(
        str(path), args.scene, args.json, args.trusted, args.quality, all_scenes=args.all
    )


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
    text = kb.format_findings(findings, as_json=args.json)
    if args.json:
        print(text)
    else:
        _show(text)
    return EXIT_FAILED if any(f.severity == "error" for f in findings) else EXIT_OK


def cmd_info(args: argparse.Namespace) -> int:
    from server.engine import Engine
    from server.info import server_info

    try:
        settings = _settings(args)
    except UsageError as exc:
        _say(f"error: {exc}")
        return EXIT_USAGE
    info = server_info(Engine(settings))
    if args.json:
        print(json.dumps(info, indent=2))
    else:
        for key, value in info.items():
            if not isinstance(value, dict):
                _show(f"{key}: {value}")
            elif key == "amx":  # llama.cpp's AMX path: its state and why
                _show(f"amx: {value['state']} ({value['reason']})")
    return EXIT_OK


def cmd_settings(args: argparse.Namespace) -> int:
    from server import settings as st

    if args.package_json:
        print(json.dumps(st.package_json_properties(), indent=2))
    elif args.markdown:
        print(st.markdown_table(common=args.common))
    elif args.markdown_help:
        print(st.markdown_help())
    else:
        print(st.describe_table())
    return EXIT_OK


def cmd_model(args: argparse.Namespace) -> int:
    from server.models import store as ms

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
        if (
            key == "default" and args.amx
        ):  # llama.cpp's AMX path, AMX CPUs only (server/models/accel.py)
            from server.models import accel

            amx = accel.prepare(args.cache_dir, progress=_say)
            if amx.state not in ("unsupported", "off"):
                _say(f"AMX path: {amx.state} ({amx.reason})")
        return EXIT_OK
    except ms.ModelStoreError as exc:
        _say(f"error: {exc}")
        return EXIT_MODEL


def build_parser() -> argparse.ArgumentParser:
    from server.settings import CLI, MODEL, SPECS, add_cli_arguments, add_preset_argument

    parser = argparse.ArgumentParser(
        prog="python -m server",
        description="Manim Agent. With no command: the language server on stdio.",
    )
    sub = parser.add_subparsers(dest="command")

    g = sub.add_parser("generate", help="describe an animation, get a rendered Manim scene")
    g.add_argument("description")
    g.add_argument("-o", "--output", help="scene file to write (default: scenes/<slug>.py)")
    g.add_argument("--force", action="store_true", help="overwrite the output file if it exists")
    add_preset_argument(g)
    add_cli_arguments(g)
    g.add_argument("--stream", action="store_true", help="print the model's tokens as they come")
    g.add_argument("--json", action="store_true", help="print a JSON summary")
    g.set_defaults(func=cmd_generate)

    from server.editcli import add_parser as add_edit_parser

    e = add_edit_parser(sub)
    add_preset_argument(e)
    add_cli_arguments(e)
    e.set_defaults(func=cmd_edit)

    r = sub.add_parser("render", help="render an existing scene file")
    r.add_argument("file")
    which = r.add_mutually_exclusive_group()
    which.add_argument(
        "--scene", help="the Scene class to render (default: the first the file defines)"
    )
    which.add_argument("--all", action="store_true", help="render every scene of the file")
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

    i = sub.add_parser("info", help="what this installation runs: version, model, settings")
    i.add_argument("--json", action="store_true")
    # the model settings, so `info --no-adapter` / `--embedded-model small` show that choice
    add_cli_arguments(i, [n for n, s in SPECS.items() if CLI in s.where and MODEL in s.where])
    i.set_defaults(func=cmd_info)

    st = sub.add_parser("settings", help="the settings vocabulary (names, defaults, help)")
    st.add_argument(
        "--package-json", action="store_true",
        help="print package.json's contributes.configuration.properties",
    )  # fmt: skip
    st.add_argument(
        "--markdown", action="store_true",
        help="print the compact Markdown table of docs/settings.md (with --common: the README's)",
    )  # fmt: skip
    st.add_argument(
        "--common", action="store_true", help="with --markdown: only the most-used settings"
    )
    st.add_argument(
        "--markdown-help", action="store_true",
        help="print every setting with its full help (docs/settings.md)",
    )  # fmt: skip
    st.set_defaults(func=cmd_settings)

    b = sub.add_parser(
        "build-examples",
        help="rebuild the example library; every entry is rendered to verify it",
    )
    b.add_argument("--out", type=Path, default=None, help="output file (.json or .json.gz)")
    b.add_argument("--jobs", type=int, default=2, help="renders at once (default 2)")
    b.add_argument(
        "--only-own", action="store_true", help="only kb/example_scenes (skip Manim's docstrings)"
    )
    b.add_argument(
        "--fresh", action="store_true",
        help="render every entry again (default: reuse the verdicts the existing file records "
        "for unchanged code and the same Manim version)",
    )  # fmt: skip
    b.set_defaults(func=cmd_build_examples)

    m = sub.add_parser("model", help="fetch, verify or locate the embedded model")
    m.add_argument("action", choices=["fetch", "verify", "path"])
    m.add_argument("--which", choices=["default", "small"], default="default")
    m.add_argument(
        "--no-amx", dest="amx", action="store_false",
        help="fetch: do not prepare llama.cpp's AMX build and the Q8_0 model on an AMX CPU",
    )  # fmt: skip
    m.add_argument("--cache-dir")
    m.set_defaults(func=cmd_model)
    return parser


def cmd_build_examples(args: argparse.Namespace) -> int:
    from server.example_library import main_build

    return main_build(args.out, args.jobs, args.only_own, args.fresh)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        from server.lsp import serve

        serve()
        return EXIT_OK
    return int(args.func(args))
