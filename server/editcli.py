"""`python -m server edit FILE "instruction"`: Edit Scene from the command line.

The edited scene goes to a new file beside FILE (`<stem>_edited.py`, or `_edited_2`, ...: an
existing file is never overwritten); `--in-place` replaces FILE instead, keeping the original as
FILE.bak (a backup is never overwritten either). Only an edit that met its checks, or one the
checks cannot judge (said so), is written in place; an edit that renders with checks unmet goes to
a new file with the problems listed; nothing is written when no edit rendered or the scene does not
render before the edit. The video and a transcript of every round (edit-transcript.json) go to
media/<stem>/ beside the written file.
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
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


def unified_diff(old: str, new: str, name: str) -> str:
    return "".join(
        difflib.unified_diff(
            old.splitlines(keepends=True), new.splitlines(keepends=True), f"a/{name}", f"b/{name}"
        )
    )


def cmd_edit(args: argparse.Namespace, settings: Any) -> int:
    """Run one edit; see the module's docstring. ``settings`` come from the shared flags."""
    from server.agent import AgentEvent
    from server.backends import BackendError
    from server.engine import EditError, Engine
    from server.fixcli import write_with_backup
    from server.service import edited_path, keep_video, media_dir_for, write_new_file

    path = Path(args.file)
    if not path.is_file():
        _say(f"error: {path} does not exist or is not a file")
        return EXIT_USAGE
    try:
        source = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        _say(f"error: {path} is not a UTF-8 text file")
        return EXIT_USAGE
    engine = Engine(settings)

    def on_event(ev: AgentEvent) -> None:
        if ev.phase != "done":
            _say(f"[round {ev.round}] {ev.phase}: {ev.message}")

    try:
        outcome = engine.edit(
            source, args.instruction, scene=args.scene, trusted=args.trusted,
            on_event=on_event, progress=_say,
        )  # fmt: skip
    except EditError as exc:
        hint = " (pass --scene NAME)" if exc.scenes else ""
        _say(f"error: {path}: {exc}{hint}")
        return EXIT_USAGE
    except BackendError as exc:
        _say(f"error: {exc}")
        return EXIT_MODEL
    except KeyboardInterrupt:
        _say(f"cancelled; {path} is unchanged")
        return EXIT_CANCELLED
    finally:
        engine.close()

    written: Path | None = None
    backup: Path | None = None
    video: str | None = None
    if outcome.code is not None:
        if args.in_place and outcome.ok:
            backup = write_with_backup(path, source, outcome.code)
            written = path
        else:
            written = edited_path(path)
            write_new_file(written, outcome.code)
        video = keep_video(outcome, written)
        media = media_dir_for(written)
        media.mkdir(parents=True, exist_ok=True)
        transcript = media / "edit-transcript.json"
        transcript.write_text(json.dumps(outcome.to_dict(rounds=True), indent=2, default=str),
                              encoding="utf-8")  # fmt: skip
    for render in (outcome.render, outcome.before):
        if render is not None:
            render.cleanup()
    summary = outcome.to_dict()
    summary.update(
        {
            "file": str(written) if written else None,
            "backup": str(backup) if backup else None,
            "video": video,
            "lines_touched": outcome.lines_touched,
        }
    )
    if args.json:
        print(json.dumps(summary, indent=2, default=str))
    else:
        if outcome.code is not None and written is not None:
            print(for_terminal(unified_diff(source, outcome.code, path.name)), end="")
            print(for_terminal(f"code:   {written}"))
            if backup:
                print(for_terminal(f"backup: {backup}"))
            if video:
                print(for_terminal(f"video:  {video}"))
        t = outcome.timings()
        print(
            f"timings: model {t['model_s']:.1f}s, render {t['render_s']:.1f}s, "
            f"total {t['total_s']:.1f}s; {outcome.lines_touched} line(s) touched"
        )
    level = "" if outcome.status == "success" else "warning: "
    _say(f"{level}{outcome.status}: {outcome.message()}")
    if outcome.status == "needs-repair":
        _say("repair the scene first (VS Code: Manim: Repair Current Scene), then edit it")
    if outcome.ok:
        return EXIT_OK
    return EXIT_CANCELLED if outcome.status == "cancelled" else EXIT_FAILED


def add_parser(sub: Any) -> Any:
    """The `edit` subcommand and its flags (the settings' flags are added by the caller)."""
    e = sub.add_parser(
        "edit", help="change an existing scene by an instruction; only what it asks changes"
    )
    e.add_argument("file")
    e.add_argument("instruction", help="what to change, e.g. 'make the circle blue'")
    e.add_argument("--scene", help="the Scene class to edit (needed when the file has several)")
    e.add_argument(
        "--in-place", action="store_true",
        help="replace FILE (a backup FILE.bak is kept); default: a new FILE_edited.py beside it",
    )  # fmt: skip
    e.add_argument(
        "--trusted", action="store_true",
        help="render the scene as it is outside the sandbox (your own code); edits stay sandboxed",
    )  # fmt: skip
    e.add_argument("--json", action="store_true", help="print a JSON summary")
    return e
