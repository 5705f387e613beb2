"""Engine operations shared by the CLI and the language server (no LSP types here)."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from server.agent import AgentResult
from server.backends import CancelToken
from server.render import RenderPool, RenderResult, render_code
from server.settings import DEFAULTS

SCENES_DIR = "scenes"


def slugify(text: str, limit: int = 40) -> str:
    import re

    words = re.findall(r"[a-z0-9]+", text.lower())
    # whole words only: a file name cut mid-word ("..._the_cen") reads as a typo
    out = ""
    for word in words:
        candidate = f"{out}_{word}" if out else word
        if len(candidate) > limit:
            break
        out = candidate
    return out or (words[0][:limit] if words else "scene")


def free_path(directory: Path, stem: str, suffix: str = ".py") -> Path:
    """`directory/stem.py`, or `stem_2.py`, `stem_3.py`, ... whichever does not exist yet."""
    candidate = directory / f"{stem}{suffix}"
    n = 2
    while candidate.exists():
        candidate = directory / f"{stem}_{n}{suffix}"
        n += 1
    return candidate


def new_scene_path(root: Path, description: str) -> Path:
    """A free `<root>/scenes/<slug>.py` for a new scene."""
    directory = root / SCENES_DIR
    directory.mkdir(parents=True, exist_ok=True)
    return free_path(directory, slugify(description))


def write_new_file(path: Path, text: str) -> None:
    """Create `path` with `text`; refuses (FileExistsError) rather than overwrite."""
    with open(path, "x", encoding="utf-8") as fh:
        fh.write(text)


def failure_header(error: str, rounds: int) -> str:
    lines = error.strip().splitlines()[-10:]
    body = "\n".join(f"#   {ln}" for ln in lines)
    return (
        f"# Manim Agent: this scene did NOT render after {rounds} round(s). Last error:\n"
        f"{body}\n# The code below is the model's best attempt.\n\n"
    )


def scene_text(result: AgentResult) -> str:
    """The file to write: the code, with a clear header when it did not render.

    The description is kept in a ``# Description:`` header (server/faithful/editor.py), so the
    requirement checks keep running on save as the user edits the scene."""
    from server.faithful.editor import with_description

    code = with_description((result.code or "").rstrip() + "\n", result.description)
    return code if result.ok else failure_header(result.error or "", len(result.rounds)) + code


EDITED_SUFFIX = "_edited"


def edited_path(path: Path) -> Path:
    """A free `<stem>_edited.py` (or `_edited_2.py`, ...) beside `path` (Edit Scene's output)."""
    return free_path(path.parent, path.stem + EDITED_SUFFIX, path.suffix or ".py")


def keep_video(outcome: Any, target: Path) -> str | None:
    """Copy an edit's video (else its last frame) to media/<stem>/ beside `target`."""
    render = outcome.render
    if render is None:
        return None
    for src in (render.video, render.image):
        if src is not None and Path(src).is_file():
            media = media_dir_for(target)
            media.mkdir(parents=True, exist_ok=True)
            dest = media / Path(src).name
            shutil.copy2(src, dest)
            return str(dest)
    return None


_PROPOSALS: list[Path] = []


def keep_proposal_video(outcome: Any) -> str | None:
    """Copy an edit's video (else its last frame) for a proposal the client reviews: into a
    temporary folder of this process (removed when it exits), never beside the scene, since the
    user may discard the edit."""
    render = outcome.render
    if render is None:
        return None
    for src in (render.video, render.image):
        if src is not None and Path(src).is_file():
            if not _PROPOSALS:
                _PROPOSALS.append(Path(tempfile.mkdtemp(prefix="manim-edit-proposals-")))
                atexit.register(shutil.rmtree, _PROPOSALS[0], True)
            dest = Path(tempfile.mkdtemp(dir=_PROPOSALS[0])) / Path(src).name
            shutil.copy2(src, dest)
            return str(dest)
    return None


def media_dir_for(scene_path: Path) -> Path:
    return scene_path.parent / "media" / scene_path.stem


def keep_outputs(result: AgentResult, scene_path: Path) -> dict[str, str | None]:
    """Copy the final video/image next to the scene (media/<stem>/) and write the transcript."""
    media = media_dir_for(scene_path)
    media.mkdir(parents=True, exist_ok=True)
    out: dict[str, str | None] = {"video": None, "image": None}
    render = result.render
    if result.ok and render is not None:
        for key, src in (("video", render.video), ("image", render.image)):
            if src is not None and Path(src).is_file():
                dest = media / Path(src).name
                shutil.copy2(src, dest)
                out[key] = str(dest)
    transcript = media / "transcript.json"
    transcript.write_text(json.dumps(result.transcript(), indent=2, default=str), encoding="utf-8")
    out["transcript"] = str(transcript)
    return out


def static_findings(text: str) -> list[Any]:
    """The kb's static checks (empty when the kb cannot load: checks are a convenience)."""
    import kb

    try:
        return list(kb.check_code(text))
    except kb.KBError:
        return []


def render_user_file(
    text: str,
    path: Path,
    *,
    scene: str | None = None,
    quality: str = "l",
    timeout: float = DEFAULTS["render_timeout"],
    cancel: CancelToken | None = None,
    pool: RenderPool | None = None,
) -> RenderResult:
    """Render the user's own file (trusted mode), outputs kept in media/<stem>/ beside it.

    The scene runs with its own folder as working directory and on sys.path, so its local
    imports and assets (images, SVGs) resolve as they would with the `manim` CLI.
    """
    out_dir = media_dir_for(path)
    out_dir.mkdir(parents=True, exist_ok=True)
    return render_code(
        text,
        scene=scene,
        quality=quality,
        timeout=timeout,
        trusted=True,
        output_dir=out_dir,
        source_name=os.path.basename(path),
        cancel=cancel,
        pool=pool,
        cwd=path.parent,
        extra_sys_path=[str(path.parent)],
    )
