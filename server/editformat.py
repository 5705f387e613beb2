"""The model's answer to an edit prompt, applied to the scene.

The answer is a list of OLD/NEW blocks (``server/prompts.py``, ``EDIT_SYSTEM_PROMPT``): each OLD is
found in the scene, exactly or line by line ignoring indentation and trailing spaces (then NEW is
re-indented by the same amount), and replaced by NEW. An OLD whose lines stand together in the
scene in another order (written in the order wanted) replaces that block; a one-line OLD that is
only part of one line (the model copied just what it changes) replaces that part. An answer
without blocks that holds a whole file (``<CODE>``, ``<SCENE>`` or a fence) is taken as the new
file. Anything else is a problem the next round is told about; the scene itself is never touched
here.
"""

from __future__ import annotations

import ast
import difflib
import re
from dataclasses import dataclass

from server.prompts import extract_code

MIN_PART_CHARS = 8  # a shorter part of a line is too likely to be the wrong one

_SCENE = re.compile(r"<SCENE>\n?(.*?)(?:</SCENE>|\Z)", re.DOTALL | re.IGNORECASE)
_BLOCK = re.compile(
    r"<OLD>\n?(?P<old>.*?)</OLD>\s*<NEW>\n?(?P<new>.*?)(?:</NEW>|<EDIT>|</EDIT>|\Z)",
    re.DOTALL | re.IGNORECASE,
)


@dataclass
class AppliedEdit:
    """What came of an answer: the new code (None when it could not be applied), the form the
    model answered in ("blocks", "file" or "none") and the problem to tell it about."""

    code: str | None
    form: str
    problem: str | None = None
    blocks: int = 0


def _strip_fences(text: str) -> str:
    text = re.sub(r"^\s*```[a-zA-Z]*[ \t]*\n", "", text)
    return re.sub(r"\n?```\s*$", "", text)


def _block_lines(text: str) -> list[str]:
    lines = _strip_fences(text).split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    while lines and not lines[0].strip():
        lines.pop(0)
    return lines


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _replace(code: str, old: list[str], new: list[str]) -> str | None:
    """``code`` with the lines ``old`` replaced by ``new``; None when ``old`` is not found once."""
    lines = code.split("\n")
    key = [ln.strip() for ln in old]
    hits = [
        i
        for i in range(len(lines) - len(old) + 1)
        if [ln.strip() for ln in lines[i : i + len(old)]] == key
    ]
    if len(hits) != 1:
        return None
    i = hits[0]
    shift = _indent(lines[i]) - _indent(old[0])
    if shift > 0:
        new = [(" " * shift + ln) if ln.strip() else ln for ln in new]
    elif shift < 0:
        new = [ln[min(-shift, _indent(ln)) :] for ln in new]
    return "\n".join(lines[:i] + new + lines[i + len(old) :])


def _replace_shuffled(code: str, old: list[str], new: list[str]) -> str | None:
    """An OLD of several lines that are all in the scene, next to each other, but in another
    order (the model wrote them in the order it wants, e.g. for "show the circle before the
    square"): that block, found once, replaced by NEW. Same lines, ignoring indentation."""
    if len(old) < 2:
        return None
    lines = code.split("\n")
    key = sorted(ln.strip() for ln in old)
    hits = [
        i
        for i in range(len(lines) - len(old) + 1)
        if sorted(ln.strip() for ln in lines[i : i + len(old)]) == key
    ]
    if len(hits) != 1:
        return None
    i = hits[0]
    reordered = [lines[i + k] for k in range(len(old))]
    return _replace(code, reordered, _reindent(new, old[0], reordered[0]))


def _reindent(new: list[str], old_first: str, found_first: str) -> list[str]:
    """NEW moved from OLD's first line's indentation to the found line's."""
    shift = _indent(found_first) - _indent(old_first)
    if shift > 0:
        return [(" " * shift + ln) if ln.strip() else ln for ln in new]
    if shift < 0:
        return [ln[min(-shift, _indent(ln)) :] for ln in new]
    return new


def _replace_part(code: str, old: list[str], new: list[str]) -> str | None:
    """A one-line OLD that is part of a line of ``code`` (the model copied only the part it
    changes, e.g. ``ball.animate.shift(RIGHT), run_time=3)`` out of ``self.play(...)``) and found
    in exactly one line: that part replaced by a one-line NEW, or the whole line by NEW when NEW
    repeats what comes before the part (the model wrote out the whole line). None otherwise."""
    if len(old) != 1 or len(new) > 1:
        return None
    part = old[0].strip()
    if len(part) < MIN_PART_CHARS:
        return None
    lines = code.split("\n")
    hits = [i for i, ln in enumerate(lines) if part in ln]
    if len(hits) != 1 or lines[hits[0]].count(part) != 1:
        return None
    i = hits[0]
    line = lines[i]
    at = line.index(part)
    before, after = line[:at], line[at + len(part) :]
    text = new[0].strip() if new else ""
    if before.strip() and text.startswith(before.strip()):
        lines[i] = " " * _indent(line) + text  # NEW is the whole line
    else:
        lines[i] = before + text + after
    return "\n".join(lines)


def _nearest_line(code: str, text: str) -> str | None:
    """The line of ``code`` most like ``text``, when one is close (to say what to copy)."""
    lines = [ln.strip() for ln in code.split("\n") if ln.strip()]
    close = difflib.get_close_matches(text.strip(), lines, n=1, cutoff=0.6)
    return close[0] if close else None


def apply_answer(code: str, answer: str) -> AppliedEdit:
    """Apply the model's answer to ``code`` (see the module's docstring)."""
    blocks = list(_BLOCK.finditer(answer or ""))
    if blocks:
        new_code = code
        for n, m in enumerate(blocks, 1):
            old = _block_lines(m.group("old"))
            new = _block_lines(m.group("new"))
            if not old:
                return AppliedEdit(None, "blocks", f"edit block {n} has an empty OLD part; copy "
                                   "the line the new lines go after into OLD.", len(blocks))  # fmt: skip
            replaced = _replace(new_code, old, new)
            if old == new and replaced is not None:
                continue  # a block that changes nothing
            if replaced is None:
                # the lines in another order; OLD == NEW then means "in this order"
                replaced = _replace_shuffled(new_code, old, new)
            if replaced is None:
                replaced = _replace_part(new_code, old, new)
            if replaced is None:
                first = old[0].strip()
                near = _nearest_line(new_code, first)
                hint = (
                    f" The nearest line of the scene is {near!r}." if near and near != first else ""
                )
                return AppliedEdit(
                    None, "blocks",
                    f"the OLD lines of edit block {n} (starting {first!r}) are not in the scene "
                    "exactly once; copy whole lines exactly from the scene, with enough lines to "
                    f"be unique.{hint}", len(blocks),
                )  # fmt: skip
            new_code = replaced
        return AppliedEdit(new_code, "blocks", None, len(blocks))
    whole = extract_code(answer or "")
    if whole is None:  # the scene written out again, in the prompt's own tags
        shown = _SCENE.search(answer or "")
        whole = _strip_fences(shown.group(1)).strip("\n") if shown else None
    if whole is not None and re.search(r"^class\s+\w+", whole, re.MULTILINE):
        return AppliedEdit(whole if whole.endswith("\n") else whole + "\n", "file")
    return AppliedEdit(
        None, "none", "the answer held no edit: answer with <EDIT> <OLD> ... </OLD> <NEW> ... "
        "</NEW> </EDIT> blocks.",
    )  # fmt: skip


# scene methods whose arguments are the mobjects or animations shown: an argument naming a
# mobject the edit deleted is dropped with it
SCENE_CALLS = {
    "play",
    "add",
    "remove",
    "bring_to_front",
    "bring_to_back",
    "add_foreground_mobjects",
}


def _assigned(tree: ast.AST) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                out |= {n.id for n in ast.walk(t) if isinstance(n, ast.Name)}
        elif isinstance(node, ast.AnnAssign | ast.AugAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
    return out


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def drop_dangling_uses(original: str, new: str) -> tuple[str, list[str]]:
    """After an edit that deleted the line defining a mobject ("remove the triangle"), the scene
    calls that still show it (``self.play(Create(triangle))``, ``self.add(triangle)``) go too: a
    call whose every argument names it is deleted, otherwise only those arguments are. Only
    ``self.<call>(...)`` statements of the scene are touched; anything else that still uses the
    name is left for the checks to report. Returns the code and the deleted names it acted on
    (none when there was nothing to do or either text does not parse)."""
    try:
        old_tree, tree = ast.parse(original), ast.parse(new)
    except SyntaxError:
        return new, []
    gone = _assigned(old_tree) - _assigned(tree)
    if not gone:
        return new, []
    lines = new.split("\n")
    edits: list[tuple[int, int, list[str]]] = []  # (first line, last line) 1-based -> new lines
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)):
            continue
        call, func = node.value, node.value.func
        if not (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
                and func.value.id == "self" and func.attr in SCENE_CALLS):  # fmt: skip
            continue
        dead = [a for a in call.args if _names(a) & gone]
        if not dead or node.end_lineno is None:
            continue
        first, last = node.lineno, node.end_lineno
        if len(dead) == len(call.args) or any(_names(k.value) & gone for k in call.keywords):
            edits.append((first, last, []))
            continue
        keep = [
            ast.get_source_segment(new, a) or ast.unparse(a) for a in call.args if a not in dead
        ]
        keep += [ast.get_source_segment(new, k) or ast.unparse(k) for k in call.keywords]
        indent = lines[first - 1][: len(lines[first - 1]) - len(lines[first - 1].lstrip())]
        edits.append((first, last, [f"{indent}self.{func.attr}({', '.join(keep)})"]))
    if not edits:
        return new, []
    for first, last, repl in sorted(edits, reverse=True):
        lines[first - 1 : last] = repl
    return "\n".join(lines), sorted(gone)
