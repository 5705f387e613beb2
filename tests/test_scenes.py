"""Which files are Manim files and which scene a render picks (server/render/scenes.py): the
source alone decides, nothing is imported."""

from __future__ import annotations

import pytest

from server.render.scenes import choose_scene, read_manim_file

TWO = """from manim import *


class First(Scene):
    def construct(self):
        self.add(Circle())


@some_decorator
class Second(MovingCameraScene):
    def construct(self):
        self.add(Square())

    # trailing comment, still Second's


def helper():
    return 1
"""


@pytest.mark.parametrize(
    "source",
    [
        "from manim import *\n",
        "import manim\n",
        "import numpy as np, manim as m\n",
        "from manim.mobject.geometry.arc import Circle\n",
        "def f():\n    from manim import Circle\n    return Circle()\n",
        "from common import BaseScene\n\nclass Intro(BaseScene):\n    pass\n",
        "from manim_slides import Slide\n\nclass Talk(Slide):\n    pass\n",
        "import manim as m\n\nclass Intro(m.ThreeDScene):\n    pass\n",
    ],
)
def test_manim_files(source: str) -> None:
    """An import of manim (any form) or a scene class makes a file a Manim file."""
    assert read_manim_file(source).uses_manim


@pytest.mark.parametrize(
    "source",
    [
        "",
        "import os\nprint(os.getcwd())\n",
        "import manimlib_extras\nfrom manimate import x\n",
        "from .manim import thing\n",  # a relative import of the project's own module
        "class Config(object):\n    scene = 'Scene'\n",
        "text = 'from manim import *'\n",
    ],
)
def test_plain_python_files(source: str) -> None:
    """Scripts without a manim import or a scene class are not Manim files, strings and
    look-alike module names included."""
    assert not read_manim_file(source).uses_manim


def test_helper_module_uses_manim_but_offers_no_scene() -> None:
    """A helper module that imports manim is ours (checks) but has nothing to render."""
    info = read_manim_file("from manim import *\n\ndef title(t):\n    return Text(t)\n")
    assert info.uses_manim and info.scene_names == []
    assert choose_scene(info) is None
    assert choose_scene(info, requested="Intro") is not None  # asked for: the renderer decides


def test_scenes_in_order_with_their_lines() -> None:
    """Scene classes in definition order; a class spans from its decorator to the line before
    the next module-level statement (trailing blank lines and comments included)."""
    info = read_manim_file(TWO)
    assert info.scene_names == ["First", "Second"]
    first, second = info.scenes
    assert (first.first_line, first.last_line) == (3, 7)
    assert (second.first_line, second.last_line) == (8, 15)
    assert [info.scene_at(n) for n in (0, 3, 5, 7, 8, 12, 14, 16, 17)] == [
        None, "First", "First", "First", "Second", "Second", "Second", None, None,
    ]  # fmt: skip


def test_subclasses_of_the_files_own_scenes_count_and_bases_are_not_offered() -> None:
    """`class Intro(Base)` is a scene when Base is one of the file's scenes; a base that other
    scenes derive from is a template, so only the leaves are offered (as the renderer does)."""
    source = (
        "from manim import *\n\n"
        "class Base(ZoomedScene):\n    pass\n\n"
        "class Intro(Base):\n    pass\n\n"
        "class Outro(Intro):\n    pass\n\n"
        "class Other(Base):\n    pass\n\n"
        "class Data:\n    pass\n"
    )
    info = read_manim_file(source)
    assert [c.name for c in info.classes] == ["Base", "Intro", "Outro", "Other"]
    assert info.scene_names == ["Outro", "Other"]
    assert info.scene_at(2) is None  # inside Base: not a scene to render


def test_unparseable_source_keeps_its_verdict() -> None:
    """While the user types (a syntax error), imports and scenes are read from the lines."""
    broken = TWO.replace("self.add(Circle())", "self.add(Circle(")
    info = read_manim_file(broken)
    assert info.uses_manim and info.scene_names == ["First", "Second"]
    assert info.scene_at(5) == "First" and info.scene_at(12) == "Second"
    assert info.scene_at(17) is None  # `def helper` ends Second
    assert not read_manim_file("import os\nprint(os.getcwd(\n").uses_manim
    assert read_manim_file("class Intro(manim.Scene:\n    x = (\n").scene_names == ["Intro"]


def test_choice_order_requested_cursor_last_first() -> None:
    """The scene asked for, else the one under the cursor, else the last rendered (if the file
    still has it), else the first; a file's only scene needs no reason."""
    info = read_manim_file(TWO)
    asked = choose_scene(info, requested="Second", cursor_line=4)
    assert asked is not None and (asked.scene, asked.reason) == ("Second", "requested")
    by_cursor = choose_scene(info, cursor_line=10, last="First")
    assert by_cursor is not None and (by_cursor.scene, by_cursor.reason) == ("Second", "cursor")
    assert by_cursor.others == ["First"] and by_cursor.scenes == ("First", "Second")
    by_last = choose_scene(info, cursor_line=0, last="Second")
    assert by_last is not None and (by_last.scene, by_last.reason) == ("Second", "last")
    gone = choose_scene(info, cursor_line=None, last="Removed")
    assert gone is not None and (gone.scene, gone.reason) == ("First", "first")
    assert gone.describe() == "First (the first of 2 scenes; the file also has Second)"
    only = choose_scene(read_manim_file("from manim import *\nclass A(Scene):\n    pass\n"))
    assert only is not None and (only.scene, only.reason, only.others) == ("A", "only", [])
