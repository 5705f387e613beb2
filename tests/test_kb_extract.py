"""ExtractAPICalls and RetrieveDocs: calls resolved through the code's types, docs in a budget."""

from __future__ import annotations

import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kb
from kb.extract import ApiCall
from kb.retrieve import estimate_tokens


def calls(code: str) -> list[ApiCall]:
    return kb.extract_api_calls(textwrap.dedent(code))


def resolved(code: str) -> dict[str, str | None]:
    """callee text -> qualified name (first occurrence)."""
    out: dict[str, str | None] = {}
    for call in calls(code):
        out.setdefault(call.text, call.qualname)
    return out


SCENE = """\
from manim import *

class Demo(Scene):
    def construct(self):
        c = Circle(radius=1, color=BLUE)
        c.shift(UP)
        self.play(c.animate.shift(LEFT).scale(2), run_time=2)
        self.wait()
"""


# -- resolution ----------------------------------------------------------------------------------
def test_variable_tracking_resolves_methods_through_the_mro() -> None:
    """`c = Circle(); c.shift(UP)` -> Mobject.shift, looked up on Circle."""
    found = {c.text: c for c in calls(SCENE)}
    assert found["Circle"].qualname == "Circle"
    assert found["c.shift"].qualname == "Mobject.shift"
    assert found["c.shift"].receiver == "Circle"


def test_self_play_resolves_in_every_scene_type() -> None:
    """`self.play` -> Scene.play inside Scene, ThreeDScene, MovingCameraScene, ZoomedScene."""
    for base in ("Scene", "ThreeDScene", "MovingCameraScene", "ZoomedScene"):
        code = f"from manim import *\nclass S({base}):\n    def construct(self):\n        self.play(Create(Circle()))\n"
        assert resolved(code)["self.play"] == "Scene.play", base
    three_d = "from manim import *\nclass S(ThreeDScene):\n    def construct(self):\n        self.set_camera_orientation(phi=1)\n"
    assert resolved(three_d)["self.set_camera_orientation"] == "ThreeDScene.set_camera_orientation"


def test_self_through_local_base_classes_and_nested_functions() -> None:
    """A scene deriving a local Scene subclass, and `self` used inside an updater lambda."""
    code = """
    from manim import *
    class Base(Scene):
        pass
    class S(Base):
        def construct(self):
            d = Dot()
            d.add_updater(lambda m: self.add(m))
    """
    found = resolved(code)
    assert found["d.add_updater"] == "Mobject.add_updater"
    assert found["self.add"] == "Scene.add"


def test_animate_builder_resolves_to_the_method() -> None:
    """`c.animate.shift(...)` and `c.animate(run_time=2).shift(...)` -> Mobject.shift."""
    found = {c.text: c for c in calls(SCENE)}
    assert found["c.animate.shift"].qualname == "Mobject.shift"
    assert found["c.animate.shift"].via_animate
    assert found["c.animate.shift(LEFT).scale"].qualname == "VMobject.scale"
    code = "from manim import *\nd = Dot()\nd.animate(run_time=2).shift(UP)\n"
    assert resolved(code)["d.animate(run_time=2).shift"] == "Mobject.shift"


def test_chained_calls_keep_the_type() -> None:
    """`Circle().shift(UP).set_color(RED)` resolves each link (Self return annotations)."""
    found = resolved("from manim import *\nx = Circle().shift(UP).set_color(RED)\nx.rotate(1)\n")
    assert found["Circle().shift"] == "Mobject.shift"
    assert found["Circle().shift(UP).set_color"] == "VMobject.set_color"
    assert found["x.rotate"] == "VMobject.rotate"


def test_tuple_unpacking_and_for_loops_over_literal_lists() -> None:
    """`a, b = Square(), Triangle()` and `for m in [Circle(), Circle()]` keep their classes."""
    code = """
    from manim import *
    a, b = Square(), Text("t")
    a.rotate(1)
    b.set_color(RED)
    for m in [Circle(), Circle()]:
        m.set_fill(RED, opacity=0.5)
    """
    found = {c.text: c for c in calls(code)}
    assert found["a.rotate"].receiver == "Square"
    assert found["b.set_color"].receiver == "Text"
    assert found["m.set_fill"].qualname == "VMobject.set_fill"


def test_attribute_assignment_on_self_is_tracked_across_methods() -> None:
    """`self.t = Text(...)` in one method, `self.t.to_edge(UP)` in another."""
    code = """
    from manim import *
    class S(Scene):
        def setup(self):
            self.t = Text("hi")
        def construct(self):
            self.t.to_edge(UP)
            self.helper()
        def helper(self):
            pass
    """
    found = {c.text: c for c in calls(code)}
    assert found["self.t.to_edge"].qualname == "Mobject.to_edge"
    assert found["self.t.to_edge"].receiver == "Text"
    assert found["self.helper"].qualname is None and found["self.helper"].user_defined


def test_factory_return_types_from_annotations() -> None:
    """`ax.plot(f)` returns ParametricFunction; `copy()` keeps the type; camera frame chains."""
    code = """
    from manim import *
    class S(MovingCameraScene):
        def construct(self):
            ax = Axes()
            g = ax.plot(lambda x: x)
            g.set_stroke(width=2)
            c2 = Square().copy()
            c2.next_to(g, RIGHT)
            self.play(self.camera.frame.animate.scale(0.5))
    """
    found = {c.text: c for c in calls(code)}
    assert found["ax.plot"].qualname == "CoordinateSystem.plot"
    assert found["g.set_stroke"].receiver == "ParametricFunction"
    assert found["c2.next_to"].receiver == "Square"
    assert found["self.camera.frame.animate.scale"].qualname == "VMobject.scale"


def test_updater_lambda_parameter_has_the_mobjects_type() -> None:
    """`dot.add_updater(lambda m: m.next_to(...))`: `m` is the Dot."""
    code = "from manim import *\ndot = Dot()\ndot.add_updater(lambda m, dt: m.next_to(ORIGIN))\n"
    call = next(c for c in calls(code) if c.text == "m.next_to")
    assert call.qualname == "Mobject.next_to" and call.receiver == "Dot"


def test_ambiguous_variables_stay_unresolved() -> None:
    """A name bound to two different classes is not guessed."""
    code = "from manim import *\nx = Circle()\nx = Text('a')\nx.shift(UP)\n"
    assert resolved(code)["x.shift"] is None


def test_import_forms() -> None:
    """`import manim as m; m.Circle()` and `from manim import Circle as C; C()` resolve."""
    code = "import manim as m\nfrom manim import Square as Sq\nm.Circle()\nSq().shift(m.UP)\n"
    found = resolved(code)
    assert found["m.Circle"] == "Circle" and found["Sq"] == "Square"
    assert found["Sq().shift"] == "Mobject.shift"


def test_user_functions_and_shadowed_names_are_not_manim() -> None:
    """A local `def Circle()` shadows Manim's; builtins and numpy calls stay unresolved."""
    code = "from manim import *\nimport numpy as np\ndef Circle():\n    return 1\nCircle()\nnp.sin(1)\nlen([])\n"
    found = {c.text: c for c in calls(code)}
    assert found["Circle"].qualname is None and found["Circle"].user_defined
    assert found["np.sin"].qualname is None and found["len"].qualname is None


# -- call details --------------------------------------------------------------------------------
def test_positions_arguments_and_splats() -> None:
    """Spans (1-based lines, 0-based cols), positional counts, keywords with spans, splats."""
    code = "from manim import *\nc = Circle(1, color=RED, *a, **k)\n"
    call = next(c for c in calls(code) if c.text == "Circle")
    assert (call.line, call.col, call.end_line, call.end_col) == (2, 4, 2, 10)
    assert call.n_positional == 1 and call.keyword_names == ("color",)
    kw = call.keywords[0]
    assert (kw.line, kw.col, kw.end_col) == (2, 14, 19)
    assert call.has_star_args and call.has_star_kwargs
    assert (call.call_end_line, call.call_end_col) == (2, 33)


def test_columns_count_characters_not_bytes() -> None:
    """On a line with non-ASCII text, columns are character offsets."""
    code = 'from manim import *\nt = Text("héllo wörld"); t.shift(UP)\n'
    call = next(c for c in calls(code) if c.text == "t.shift")
    assert call.col == code.splitlines()[1].index("t.shift")
    assert call.name_col == call.col + 2


def test_syntax_errors_fall_back_to_tokens() -> None:
    """Code that does not parse still yields its calls, with keywords, from a token scan."""
    code = "from manim import *\nclass S(Scene):\n    def construct(self):\n        c = Circle(color=RED\n        self.play(Create(c)\n"
    found = {c.text: c for c in calls(code)}
    assert found["Circle"].qualname == "Circle"
    assert "color" in found["Circle"].keyword_names
    assert found["self.play"].qualname == "Scene.play"
    assert "S" not in found and "construct" not in found


@pytest.mark.parametrize(
    "code",
    ["", "\x00\x01", "(((((" * 400, "def f(:\n", "class", "'''", "x = [" * 2000, "\ufeffé = 1"],
)
def test_extract_never_raises_on_odd_input(code: str) -> None:
    """Garbage, deep nesting and unterminated strings give a list, never an exception."""
    assert isinstance(kb.extract_api_calls(code), list)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300))
def test_extract_never_raises_on_random_text(code: str) -> None:
    """Property: any text gives a list of ApiCall."""
    assert all(isinstance(c, ApiCall) for c in kb.extract_api_calls(code))


# -- RetrieveDocs --------------------------------------------------------------------------------
BIG = """\
from manim import *

class S(Scene):
    def construct(self):
        c = Circle(radius=2, colour=BLUE)
        s = Square(side_length=1)
        t = Text("x", font_size=30)
        s.next_to(c, RIGHT)
        t.rotate(PI / 4)
        c.shift(UP)
        c.shift(UP)
        self.play(Create(c), FadeIn(t, shift=UP), Write(t))
        self.play(ShowCreation(s))
        self.wait()
"""


def test_docs_are_cut_to_the_budget() -> None:
    """Whatever the budget, the estimate of the result never exceeds it."""
    found = kb.extract_api_calls(BIG)
    for budget in (20, 60, 150, 600, 2000):
        text = kb.retrieve_docs(found, budget_tokens=budget)
        assert estimate_tokens(text) <= budget
    assert kb.retrieve_docs(found, budget_tokens=5) == ""
    assert kb.retrieve_docs([]) == ""


def test_entries_named_in_the_error_come_first() -> None:
    """An entry the error text names ranks first."""
    error = "Traceback ...\nTypeError: Mobject.rotate() missing 1 required positional argument"
    text = kb.retrieve_docs(kb.extract_api_calls(BIG), error_text=error)
    assert text.startswith("VMobject.rotate(") or text.split("\n\n")[0].count("rotate")


def test_misused_keywords_get_a_note_and_the_accepted_names() -> None:
    """`Circle(colour=...)` is flagged with did-you-mean `color` and the accepted keywords."""
    text = kb.retrieve_docs(kb.extract_api_calls(BIG), budget_tokens=400)
    first = text.split("\n\n")[0]
    assert first.startswith("Circle(")
    assert "`colour` is not a parameter of Circle; did you mean color" in first
    assert "accepted keywords: radius, color" in first


def test_unknown_names_bring_the_docs_of_their_ce_name() -> None:
    """`ShowCreation` (ManimGL) brings `Create`'s docs when the error names it."""
    error = "NameError: name 'ShowCreation' is not defined"
    text = kb.retrieve_docs(kb.extract_api_calls(BIG), error_text=error, budget_tokens=300)
    assert text.startswith("! `ShowCreation` is ManimGL; Manim CE calls it `Create`.\nCreate(")


def test_line_numbers_in_the_error_boost_calls_on_that_line() -> None:
    """`line 9` in a traceback ranks the call on line 9 first."""
    error = 'File "scene.py", line 9, in construct\nValueError: bad angle'
    text = kb.retrieve_docs(kb.extract_api_calls(BIG), error_text=error)
    assert text.startswith("VMobject.rotate(")


def test_blocks_are_deduplicated_and_document_only_used_params() -> None:
    """Two `c.shift` calls give one block; only parameters the code uses are documented."""
    text = kb.retrieve_docs(kb.extract_api_calls(BIG), budget_tokens=2000)
    assert text.count("Mobject.shift(") == 1
    square = next(b for b in text.split("\n\n") if b.startswith("Square("))
    assert "\n  side_length:" in square and "\n  kwargs:" not in square
    fade = next(b for b in text.split("\n\n") if b.startswith("FadeIn("))
    assert "shift: The vector by which" in fade


def test_docs_for_code_is_extract_plus_retrieve() -> None:
    """`docs_for_code(code)` equals retrieving over the extracted calls."""
    assert kb.docs_for_code(BIG, budget_tokens=300) == kb.retrieve_docs(
        kb.extract_api_calls(BIG), budget_tokens=300
    )
