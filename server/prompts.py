"""Prompts in the paper's format (system + user, <TEXT_SCRIPT>, <CODE>) and code extraction H(c)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from server.backends.base import Message

SYSTEM_PROMPT = """\
You are an expert developer of Manim Community Edition (the `manim` Python package, not ManimGL).
You read a text script that describes an animation and write one complete Python file that renders \
it: `from manim import *`, one class deriving from `Scene` (or a Scene subclass), and a \
`construct(self)` method. Use only the Manim Community Edition API. Answer with code only, wrapped \
in <CODE> and </CODE>, with no explanation before or after.

Example.
<TEXT_SCRIPT>A blue circle appears in the centre, then moves to the right.</TEXT_SCRIPT>
<CODE>
from manim import *


class BlueCircleMoves(Scene):
    def construct(self):
        circle = Circle(color=BLUE)
        self.play(Create(circle))
        self.play(circle.animate.shift(RIGHT * 2))
        self.wait()
</CODE>"""

# Beyond the paper (switchable, AgentOptions.guide): a short list of Manim CE facts that small
# models get wrong most often: ManimGL-era names, invented "fade_in"-style methods, 2-D points.
CE_GUIDE = """\
Manim Community Edition rules:
- Text: `Text("...")`; formulas: `MathTex(r"...")`, `Tex(r"...")`. There is no TextMobject, \
TexMobject or ShowCreation (use Create) in Community Edition.
- Animate with animation classes: `self.play(FadeIn(m))`, `FadeOut(m)`, `Write(t)`, `Create(m)`, \
`Transform(a, b)`, `m.animate.shift(UP)`. Mobjects have no fade_in/fade_out/write methods.
- Points are 3-D: `np.array([x, y, 0])`, or `RIGHT * 2 + UP`. Use `PI` and `np` (both come with \
`from manim import *`).
- Colours are constants such as WHITE, BLUE, RED, GREEN, YELLOW, ORANGE, PURPLE, TEAL, GOLD, PINK, \
GREY, or hex strings like "#1f77b4".
- 3-D scenes derive from ThreeDScene and call `self.set_camera_orientation(phi=..., theta=...)`; \
2-D scenes derive from Scene.
- Only pass keyword arguments that the class accepts; when unsure, set properties with methods \
such as `set_color`, `scale` and `move_to` after creating the object."""

GENERATE_INSTRUCTION = "Generate code for the following text script:"
# the description's requirements in plain words (`server/faithful/checklist.py`), after it
CHECKLIST_HEAD = "The scene must show:"
# the how-to notes for what the description asks (`kb/howto.py`), after the checklist
NOTES_HEAD = "How to do it in Manim:"

REPAIR_INSTRUCTION = (
    "The code below was written for the text script but failed to render. Fix it so that it "
    "renders and still does everything the text script asks. Keep the parts that work unchanged. "
    "Answer with the complete corrected file wrapped in <CODE> and </CODE>."
)

MAX_DESCRIPTION_CHARS = 4000


class PromptError(ValueError):
    """The input cannot become a prompt; the message says how to fix it."""


def validate_description(description: str) -> str:
    """Strip the description and reject what the model cannot use, with a message saying why."""
    text = (description or "").strip()
    if not text:
        raise PromptError(
            "the description is empty: describe the animation, for example "
            "'a blue circle turns into a red square'"
        )
    if len(text) > MAX_DESCRIPTION_CHARS:
        raise PromptError(
            f"the description is {len(text):,} characters long; the limit is "
            f"{MAX_DESCRIPTION_CHARS:,} so that the prompt, the code and repair feedback fit the "
            "model's context. Shorten it or split the animation into several scenes."
        )
    return text


def text_script(description: str) -> str:
    return f"<TEXT_SCRIPT>{description}</TEXT_SCRIPT>"


def system_prompt(guide: bool = False) -> str:
    return f"{SYSTEM_PROMPT}\n\n{CE_GUIDE}" if guide else SYSTEM_PROMPT


def checklist_section(items: Sequence[str] | None) -> str:
    """The numbered checklist after the description ("" without items): "The scene must
    show:" and one line per item."""
    items = [" ".join(i.split()) for i in items or () if i.strip()]
    if not items:
        return ""
    return "\n".join([CHECKLIST_HEAD, *(f"{n}. {item}" for n, item in enumerate(items, 1))])


def notes_section(notes: Sequence[str] | None) -> str:
    """The how-to notes after the description ("" without notes): "How to do it in Manim:"
    and one line per note."""
    notes = [" ".join(n.split()) for n in notes or () if n.strip()]
    if not notes:
        return ""
    return "\n".join([NOTES_HEAD, *(f"- {n}" for n in notes)])


def generation_messages(
    description: str,
    examples: list[tuple[str, str]] | None = None,
    plan: str | None = None,
    guide: bool = False,
    checklist: Sequence[str] | None = None,
    notes: Sequence[str] | None = None,
) -> list[Message]:
    """The first-round prompt; `examples` are optional (description, code) few-shot pairs,
    `plan` an optional list of objects and steps the model wrote first, `guide` adds the
    short list of Community Edition rules, `checklist` the description's requirements in
    plain words as a numbered list right after the description (none: no list), and `notes`
    one line of Manim code each for what the description asks (`kb.howto.how_to`) after that."""
    system = system_prompt(guide)
    if examples:
        shots = "\n\n".join(f"{text_script(d)}\n<CODE>\n{c.strip()}\n</CODE>" for d, c in examples)
        system += "\n\nMore examples.\n" + shots
    user = f"{GENERATE_INSTRUCTION}\n{text_script(description)}"
    section = checklist_section(checklist)
    if section:
        user += f"\n{section}"
    if how := notes_section(notes):
        user += f"\n{how}"
    if plan:
        user += f"\nFollow this plan:\n<PLAN>\n{plan.strip()}\n</PLAN>"
    return [Message(role="system", content=system), Message(role="user", content=user)]


PLAN_INSTRUCTION = (
    "Before any code, plan the animation described in the text script. List the objects "
    "(type, colour, text, position) and then the animation steps in order, one short line each. "
    "At most 12 lines, no code."
)


def plan_messages(description: str) -> list[Message]:
    """VAnim's identification-first step: name the objects and their timeline before coding."""
    system = "You are an expert Manim Community Edition developer who plans animations."
    user = f"{PLAN_INSTRUCTION}\n{text_script(description)}"
    return [Message(role="system", content=system), Message(role="user", content=user)]


def repair_messages(
    description: str,
    code: str,
    error_tail: str,
    docs: str | None = None,
    findings: str | None = None,
    guide: bool = False,
) -> list[Message]:
    """The RITL / RITL-DOC repair prompt: each part in its own tagged section."""
    parts = [
        REPAIR_INSTRUCTION,
        text_script(description),
        f"<PREVIOUS_CODE>\n{code.strip()}\n</PREVIOUS_CODE>",
        f"<ERROR>\n{error_tail.strip()}\n</ERROR>",
    ]
    if findings:
        parts.append(f"<CHECKS>\n{findings.strip()}\n</CHECKS>")
    if docs:
        parts.append(
            "Documentation of the Manim API used by the code:\n"
            f"<API_DOCS>\n{docs.strip()}\n</API_DOCS>"
        )
    return [
        Message(role="system", content=system_prompt(guide)),
        Message(role="user", content="\n\n".join(parts)),
    ]


_CODE_TAG = re.compile(r"<CODE>(.*?)</CODE>", re.DOTALL | re.IGNORECASE)
_PY_FENCE = re.compile(r"```(?:python|py)[ \t]*\n(.*?)```", re.DOTALL | re.IGNORECASE)


def _strip_fence(block: str) -> str:
    """A <CODE> block may itself hold a ``` fence; keep what is inside it."""
    inner = _PY_FENCE.findall(block)
    if inner:
        return inner[-1]
    plain = re.match(r"\s*```[a-zA-Z]*[ \t]*\n(.*?)```\s*\Z", block, re.DOTALL)
    return plain.group(1) if plain else block


def extract_code(completion: str) -> str | None:
    """H(c): the last <CODE>...</CODE> block, else the last ```python fence, else None."""
    if not completion:
        return None
    blocks = _CODE_TAG.findall(completion)
    if blocks:
        code = _strip_fence(blocks[-1]).strip("\n")
        return code if code.strip() else None
    fences = _PY_FENCE.findall(completion)
    if fences:
        code = fences[-1].strip("\n")
        return code if code.strip() else None
    return None


# -- Edit Scene (issue 47) -----------------------------------------------------------------------
# The model answers an edit as OLD/NEW blocks of changed lines, not as a unified diff: a diff's hunk
# headers need line counts a small model gets wrong, and a wrong count cannot be repaired, while
# an OLD block is copied text that either matches the scene or is reported back as not found.
EDIT_SYSTEM_PROMPT = """\
You are an expert developer of Manim Community Edition (the `manim` Python package). You change an \
existing scene as an instruction says, and change nothing else: every object, colour, position, \
text and animation the instruction does not mention stays exactly as it is. Answer only with the \
lines to change, as one or more blocks in this form, with no explanation:
<EDIT>
<OLD>
(lines copied exactly from the scene)
</OLD>
<NEW>
(the lines that replace them)
</NEW>
</EDIT>
To add lines, copy the line they go after into OLD and repeat it at the top of NEW. To delete \
lines, leave NEW empty.

Three separate examples, each an edit of this scene:
<SCENE>
from manim import *


class Shapes(Scene):
    def construct(self):
        square = Square(color=RED)
        circle = Circle(color=GREEN).next_to(square, RIGHT)
        self.play(Create(square))
        self.play(Create(circle))
</SCENE>
<INSTRUCTION>Make the square blue.</INSTRUCTION>
<EDIT>
<OLD>
        square = Square(color=RED)
</OLD>
<NEW>
        square = Square(color=BLUE)
</NEW>
</EDIT>
<INSTRUCTION>Show the circle before the square.</INSTRUCTION>
<EDIT>
<OLD>
        self.play(Create(square))
        self.play(Create(circle))
</OLD>
<NEW>
        self.play(Create(circle))
        self.play(Create(square))
</NEW>
</EDIT>
<INSTRUCTION>Remove the circle.</INSTRUCTION>
<EDIT>
<OLD>
        circle = Circle(color=GREEN).next_to(square, RIGHT)
</OLD>
<NEW>
</NEW>
</EDIT>
<EDIT>
<OLD>
        self.play(Create(circle))
</OLD>
<NEW>
</NEW>
</EDIT>"""

EDIT_INSTRUCTION = (
    "Change the scene below as the instruction at the end says. Keep every line the instruction "
    "does not need changed exactly as it is."
)
EDIT_REPAIR_INSTRUCTION = (
    "Your last edit of this scene did not work: the edit and its problems follow. Write a new "
    "edit of the scene above, in the same form, that does what the instruction says and avoids "
    "those problems."
)


def edit_messages(
    instruction: str,
    code: str,
    summary: str | None = None,
    problems: str | None = None,
    guide: bool = False,
    previous: str | None = None,
    hints: Sequence[str] = (),
) -> list[Message]:
    """The Edit Scene prompt: the scene, a short account of what the scene shows (its trace),
    in a repair round the last edit (``previous``) and what went wrong with it, and the
    instruction LAST (then only the Manim notes for the kind of change it asks, ``hints``,
    which depend on it): all
    before it is known once the scene is, so the editor has the model read it while the
    instruction is typed (`SceneEditor.prepare`) and Enter leaves only the instruction to read.
    ``instruction`` may be partial (or empty) for that prefill."""
    system = EDIT_SYSTEM_PROMPT + (f"\n\n{CE_GUIDE}" if guide else "")
    # the same opening in every round, so a repair round's prompt shares the scene and its
    # trace with the first one and the model reads only what follows them
    parts = [EDIT_INSTRUCTION, f"<SCENE>\n{code.strip()}\n</SCENE>"]
    if summary:
        parts.append(f"What the scene shows when it renders:\n<TRACE>\n{summary.strip()}\n</TRACE>")
    if problems:
        parts.append(EDIT_REPAIR_INSTRUCTION)
    if problems and previous:
        parts.append(f"Your last edit:\n<LAST_EDIT>\n{previous.strip()}\n</LAST_EDIT>")
    if problems:
        parts.append(f"<PROBLEMS>\n{problems.strip()}\n</PROBLEMS>")
    parts.append(f"<INSTRUCTION>{instruction.strip()}</INSTRUCTION>")
    if hints:
        parts.append("How to do it in Manim:\n" + "\n".join(f"- {h}" for h in hints))
    return [
        Message(role="system", content=system),
        Message(role="user", content="\n\n".join(parts)),
    ]
