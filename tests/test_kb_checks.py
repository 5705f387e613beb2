"""Static checks: each finding type at the right span with its suggestion, and zero false
positives on every ManimBench reference scene."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kb
from kb.checks import Finding
from server import manimbench


def _bench_path() -> Path:
    """Where ManimBench is looked for ($MANIMBENCH_PATH, else ../shared beside the repository)."""
    return manimbench.data_file()


def _bench_rows() -> list[dict[str, str]]:
    path = _bench_path()
    if not path.is_file():
        pytest.fail(f"ManimBench not found at {path}; set MANIMBENCH_PATH to the .jsonl file")
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def check(code: str) -> list[Finding]:
    return kb.check_code(textwrap.dedent(code))


def only(findings: list[Finding], code: str) -> Finding:
    matching = [f for f in findings if f.code == code]
    assert len(matching) == 1, findings
    return matching[0]


def span(f: Finding) -> tuple[int, int, int, int]:
    return (f.line, f.col, f.end_line, f.end_col)


# -- zero false positives ------------------------------------------------------------------------
@pytest.mark.manimbench
def test_no_errors_on_any_manimbench_scene() -> None:
    """All 416 ManimBench reference scenes (train and test) check without an error finding."""
    rows = _bench_rows()
    assert len(rows) == 416
    errors = [
        (row["id"], f.code, f.line, f.message)
        for row in rows
        for f in kb.check_code(row["code"])
        if f.severity == "error"
    ]
    assert errors == []


def test_valid_python_patterns_raise_nothing() -> None:
    """Local classes, helpers, loops, comprehensions, walrus, globals, lambdas, try/except,
    match, user-set attributes, mixins, dynamic setters and splats give no finding."""
    code = """
    from manim import *
    import numpy as np
    import math as m
    from collections import defaultdict

    COUNT = 3

    def helper(x, *args, **kwargs):
        return Circle(**kwargs).shift(*args)

    class Mixin:
        def extra(self):
            return self.anything

    class MyCircle(Circle):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            self.label = Text("c")

    class Base(Scene):
        CONSTANT = 2

    class S(Mixin, Base):
        def construct(self):
            global COUNT
            c = MyCircle(color=RED)
            c.label.next_to(c, UP)
            dots = [Dot(point=[i, 0, 0]) for i in range(COUNT)]
            group = VGroup(*dots)
            if (n := len(dots)) > 2:
                group.arrange(RIGHT, buff=0.2)
            for i, d in enumerate(dots):
                d.set_color(interpolate_color(RED, BLUE, i / n))
            sq = Square()
            sq.custom_value = 5
            print(sq.custom_value, self.extra(), self.CONSTANT, m.pi, np.pi)
            sq.set_width(3)
            sq.set(height=2)
            print(sq.height)
            try:
                value = defaultdict(int)
            except Exception as err:
                value = err
            match value:
                case {"a": found}:
                    print(found)
                case _:
                    pass
            tracker = ValueTracker(0)
            label = always_redraw(lambda: DecimalNumber(tracker.get_value()).to_edge(UP))
            self.add(label, group, c, sq)
            self.play(tracker.animate.set_value(5), run_time=2, rate_func=smooth)
            self.play(*[FadeOut(mob) for mob in self.mobjects])
            self.wait(0.5)
    """
    assert check(code) == []


def test_names_from_other_star_imports_are_not_reported() -> None:
    """After `from numpy import *` unknown names cannot be judged: none are reported."""
    assert check("from manim import *\nfrom numpy import *\nx = linspace(0, 1)\n") == []


# -- each finding type ---------------------------------------------------------------------------
def test_unknown_name_with_did_you_mean_and_replacement() -> None:
    """`Circel()` -> unknown-name at the name, suggesting Circle, replacement Circle."""
    findings = check(
        """\
        from manim import *
        class S(Scene):
            def construct(self):
                c = Circel()
        """
    )
    f = only(findings, "unknown-name")
    assert f.severity == "error"
    assert span(f) == (4, 12, 4, 18)
    assert f.suggestions[0] == "Circle" and f.replacement == "Circle"
    assert "Circel" in f.message


def test_invented_names_get_the_ce_name_as_replacement() -> None:
    """Names models invent for CE ones (`JOIN_STYLE`, `LIGHT_BLUE`) are unknown names whose
    replacement is the CE name (`kb.idioms.NAME_ALIASES`), not a look-alike (`LIGHT_BROWN`)."""
    findings = check(
        """\
        from manim import *
        a = VMobject(joint_type=JOIN_STYLE.MITER, color=LIGHT_BLUE)
        """
    )
    assert [(f.code, f.replacement) for f in findings] == [
        ("unknown-name", "LineJointType"),
        ("unknown-name", "BLUE_B"),
    ]
    from kb.idioms import NAME_ALIASES

    k = kb.load()
    assert all(new in k.star_names and old not in k.star_names for old, new in NAME_ALIASES.items())


def test_unknown_constant_and_missing_manim_import() -> None:
    """`BLUEE` suggests BLUE*; Manim names without `from manim import *` say what to add."""
    f = only(check("from manim import *\nx = BLUEE\n"), "unknown-name")
    assert "BLUE" in f.suggestions and span(f) == (2, 4, 2, 9)
    g = only(check("c = Circle()\n"), "unknown-name")
    assert "from manim import *" in g.message and g.suggestions == ["from manim import *"]


def test_importing_a_name_manim_does_not_have() -> None:
    """`from manim import Circel` is reported at the alias with its did-you-mean."""
    f = only(check("from manim import Circel, Square\n"), "unknown-name")
    assert span(f) == (1, 18, 1, 24) and f.replacement == "Circle"


def test_unknown_kwarg_follows_kwargs_through_the_mro() -> None:
    """`Circle(colour=...)` is reported at `colour`; `stroke_width` (VMobject) is accepted."""
    findings = check(
        """\
        from manim import *
        c = Circle(radius=1, stroke_width=2, colour=BLUE)
        t = Text("a", font_size=20, fontsize=3)
        self_wait = FadeIn(c, shift=UP, run_time=1)
        """
    )
    kwargs = [f for f in findings if f.code == "unknown-kwarg"]
    assert [(f.line, f.col, f.end_col) for f in kwargs] == [(2, 37, 43), (3, 28, 36)]
    assert kwargs[0].suggestions[0] == "color" and kwargs[0].replacement == "color"
    assert kwargs[1].suggestions[0] == "font_size" and kwargs[1].replacement == "font_size"
    assert "Circle" in kwargs[0].message and "colour" in kwargs[0].message


def test_unknown_kwarg_on_methods_and_the_animate_builder() -> None:
    """Method keywords are checked too, also through `.animate`."""
    findings = check(
        """\
        from manim import *
        c = Circle()
        c.next_to(ORIGIN, UP, buf=0.1)
        c.animate.scale(2, about=ORIGIN)
        """
    )
    names = [(f.line, f.replacement) for f in findings if f.code == "unknown-kwarg"]
    assert names[0] == (3, "buff")
    assert names[1][0] == 4


def test_open_kwargs_are_never_reported() -> None:
    """`Scene.play` forwards **kwargs to animations (open): `run_time=` etc. pass."""
    code = "from manim import *\nclass S(Scene):\n    def construct(self):\n        self.play(Create(Circle()), run_time=3, lag_ratio=0.1)\n"
    assert check(code) == []


def test_kwargs_forwarded_to_submobject_methods_are_checked() -> None:
    """`arrange(buf=...)`: arrange forwards **kwargs to each submobject's next_to."""
    f = only(
        check("from manim import *\ng = VGroup(Dot(), Dot()).arrange(DOWN, buf=1)\n"),
        "unknown-kwarg",
    )
    assert f.replacement == "buff"
    assert check("from manim import *\ng = VGroup(Dot()).arrange(DOWN, aligned_edge=LEFT)\n") == []


def test_keywords_passed_on_to_the_animation_class_are_checked() -> None:
    """`LaggedStartMap(FadeIn, dots, direction=LEFT)` fails at render (FadeIn has no such
    keyword): reported, naming FadeIn; FadeIn's own keywords pass; a class the checker cannot
    name (a variable of unknown value, a local subclass) stays open."""
    findings = check(
        """\
        from manim import *
        class Pop(FadeIn):
            pass
        class S(Scene):
            def construct(self):
                dots = VGroup(Dot(), Dot())
                self.play(LaggedStartMap(FadeIn, dots, lag_ratio=0.1, direction=LEFT))
                self.play(LaggedStartMap(FadeIn, dots, shift=UP, scale=0.5, run_time=2))
                self.play(LaggedStartMap(animation_class=Create, mobject=dots, shift=UP))
                self.play(LaggedStartMap(Pop, dots, sparkle=1))
                anim = FadeIn if len(dots) else Create
                self.play(LaggedStartMap(anim, dots, whatever=1))
        """
    )
    kwargs = [f for f in findings if f.code == "unknown-kwarg"]
    assert [(f.line, f.message.split("`")[3]) for f in kwargs] == [(7, "direction"), (9, "shift")]
    assert "passes its other keywords on to `FadeIn`" in kwargs[0].message
    assert "`Create`" in kwargs[1].message


def test_play_keywords_no_animation_uses_are_warnings() -> None:
    """`self.play(..., run_tmie=2)` runs but does nothing: a warning suggesting run_time."""
    code = "from manim import *\nclass S(Scene):\n    def construct(self):\n        self.play(Create(Circle()), run_tmie=2, path_arc=1)\n"
    f = only(check(code), "unknown-kwarg")
    assert f.severity == "warning" and f.suggestions[0] == "run_time"
    assert f.replacement == "run_time" and span(f) == (4, 36, 4, 44)


def test_too_many_positional_arguments() -> None:
    """`Square(1, 2, 3)` takes one positional; the span covers the extra arguments."""
    f = only(check("from manim import *\ns = Square(1, 2, 3)\n"), "too-many-args")
    assert f.severity == "error" and span(f) == (2, 14, 2, 18)
    assert "side_length" in f.message and "3 were given" in f.message


def test_star_args_disable_the_count_check() -> None:
    """Calls with `*args`, and callables taking `*args`, are not counted."""
    assert (
        check("from manim import *\nargs = [1]\ns = Square(*args)\nv = VGroup(1, 2, 3, 4)\n") == []
    )


def test_unknown_attribute_on_a_known_class() -> None:
    """`c.shfit(UP)` on a Circle -> unknown-attribute at `shfit`, suggesting shift."""
    findings = check("from manim import *\nc = Circle()\nc.shfit(UP)\n")
    f = only(findings, "unknown-attribute")
    assert f.severity == "error" and span(f) == (3, 2, 3, 7)
    assert f.suggestions[0] == "shift" and f.replacement == "shift"


@pytest.mark.parametrize(
    ("source", "name", "col", "suggested"),
    [
        ("circle = Circle()\ncircle.bounce_up(UP)", "bounce_up", 7, None),
        (
            "chart = BarChart([1, 2, 3])\nv = chart.get_bar_values()",
            "get_bar_values",
            10,
            "get_bar_labels",
        ),
        ("axes = Axes()\naxes.add_dot(1, 2)", "add_dot", 5, "add"),
        ("square = Square()\nsquare.get_radius()", "get_radius", 7, None),
        ("c = Circle()\nself.play(c.animate.bounce_up())", "bounce_up", 20, None),
    ],
)
def test_invented_methods_on_a_known_instance_are_errors(
    source: str, name: str, col: int, suggested: str | None
) -> None:
    """A method the receiver's class (and its bases) does not define, and that is no automatic
    getter of a real attribute, is an error at the name, with the closest real members."""
    body = textwrap.indent(source, " " * 8)
    code = f"from manim import *\nclass S(Scene):\n    def construct(self):\n{body}\n"
    f = only(check(code), "unknown-attribute")
    assert f.severity == "error" and f"`{name}`" in f.message
    assert span(f) == (5, 8 + col, 5, 8 + col + len(name))
    if suggested is not None:
        assert suggested in f.suggestions
    if name.startswith("get_"):
        assert f"has no `{name[4:]}`" in f.message  # why the automatic getter does not apply
    if not f.suggestions:
        assert "shift, move_to" in f.message  # something to do instead


def test_real_members_and_automatic_getters_are_not_reported() -> None:
    """`get_x` for a real attribute `x` (Circle's `radius`), real getters and setters, and
    `set_x` for a real attribute give no finding."""
    code = """
    from manim import *
    c = Circle()
    sq = Square(side_length=2)
    print(c.get_radius(), c.get_fill_color(), sq.get_width(), sq.get_side_length())
    sq.set_color(RED)
    sq.set_fill(BLUE, opacity=0.5)
    c.set_radius(2)
    chart = BarChart([1, 2])
    chart.change_bar_values([2, 1])
    print(chart.get_bar_labels(), Axes().get_axis_labels())
    """
    assert check(code) == []


def test_loop_variables_over_a_group_are_its_submobjects() -> None:
    """`for d in dots` (a VGroup) makes `d` some VMobject: a name no mobject has is an error,
    anything some Manim class has (a Dot's automatic `get_radius`) stays quiet."""
    code = """
    from manim import *
    dots = VGroup(*[Dot() for _ in range(3)])
    for d in dots:
        d.set_color(RED)
        print(d.get_radius(), d.radius)
        d.bounce_up()
    labels = [t.add_dot() for t in VGroup(Text("a"), Text("b"))]
    items = [Dot(), Square()]
    for item in items:
        item.whatever_the_list_holds()
    """
    found = [(f.line, f.col, f.severity) for f in check(code) if f.code == "unknown-attribute"]
    assert found == [(7, 6, "error"), (8, 12, "error")]  # the mixed list stays unknown


def test_a_local_group_class_with_its_own_iteration_stays_unknown() -> None:
    """A VGroup subclass that defines `__iter__` may yield anything: no finding on its items."""
    code = """
    from manim import *
    class Row(VGroup):
        def __iter__(self):
            return iter(["a", "b"])
    for item in Row():
        item.upper()
    """
    assert check(code) == []


def test_misspelled_setter_is_a_warning() -> None:
    """`set_colour` runs (Mobject's automatic setter) but does nothing useful: a warning."""
    f = only(check("from manim import *\nc = Circle()\nc.set_colour(RED)\n"), "unknown-attribute")
    assert f.severity == "warning" and f.suggestions[0] == "set_color"
    assert span(f) == (3, 2, 3, 12)


def test_unknown_method_on_self_in_a_scene() -> None:
    """`self.plya(...)` in a Scene subclass is reported with `play` suggested."""
    code = "from manim import *\nclass S(Scene):\n    def construct(self):\n        self.plya(Create(Circle()))\n"
    f = only(check(code), "unknown-attribute")
    assert f.suggestions[0] == "play" and span(f) == (4, 13, 4, 17)


@pytest.mark.parametrize(
    ("source", "replacement", "at"),
    [
        ("self.play(ShowCreation(c))", "Create", (5, 18, 5, 30)),
        ('t = TextMobject("hello")', "Text", (5, 12, 5, 23)),
        ('t = TextMobject("$x^2$")', "Tex", (5, 12, 5, 23)),
        ('t = TexMobject("x^2")', "MathTex", (5, 12, 5, 22)),
        ("self.play(c.shift, UP)", "c.animate.shift(UP)", (5, 18, 5, 29)),
        ("self.play(c.scale, 2, run_time=2)", "c.animate.scale(2)", (5, 18, 5, 28)),
        ("ax = Axes(); ax.get_graph(lambda x: x)", "plot", (5, 24, 5, 33)),
        ("w = FRAME_WIDTH", "config.frame_width", (5, 12, 5, 23)),
    ],
)
def test_manimgl_idioms_with_quick_fix(
    source: str, replacement: str, at: tuple[int, int, int, int]
) -> None:
    """ManimGL names, method animations and removed methods, each with its CE replacement."""
    code = f"from manim import *\nclass S(Scene):\n    def construct(self):\n        c = Circle()\n        {source}\n"
    f = only(kb.check_code(code), "manimgl-idiom")
    assert f.severity == "error" and f.replacement == replacement and span(f) == at


def test_manimlib_imports_and_config_dicts() -> None:
    """`from manimlib import *` -> error with `from manim import *`; CONFIG -> warning."""
    code = textwrap.dedent(
        """\
        from manimlib import *
        import manimlib
        class S(Scene):
            CONFIG = {"camera_config": {"background_color": WHITE}}
            def construct(self):
                self.play(ShowCreation(Circle()))
        """
    )
    findings = kb.check_code(code)
    idioms = [f for f in findings if f.code == "manimgl-idiom"]
    assert [(f.line, f.severity) for f in idioms] == [
        (1, "error"),
        (2, "error"),
        (4, "warning"),
        (6, "error"),
    ]
    assert idioms[0].replacement == "from manim import *" and span(idioms[0]) == (1, 0, 1, 22)
    assert span(idioms[2]) == (4, 4, 4, 10)
    assert not [f for f in findings if f.code == "unknown-name"]


def test_syntax_error_has_its_position_and_keeps_token_idioms() -> None:
    """Unparsable code gives one syntax-error at the parser's spot, plus ManimGL names."""
    code = "from manim import *\nclass S(Scene):\n    def construct(self)\n        self.play(ShowCreation(Circle()))\n"
    findings = kb.check_code(code)
    syntax = only(findings, "syntax-error")
    assert syntax.line == 3 and syntax.col == 23 and syntax.severity == "error"
    idiom = only(findings, "manimgl-idiom")
    assert idiom.replacement == "Create" and span(idiom) == (4, 18, 4, 30)


# -- files, output, robustness, speed ------------------------------------------------------------
def test_check_file_reads_encodings_and_reports_undecodable_bytes(tmp_path: Path) -> None:
    """check_file honours the coding cookie and reports bytes it cannot decode."""
    good = tmp_path / "scene.py"
    good.write_text(
        "# -*- coding: latin-1 -*-\nfrom manim import *\nc = Circel()  # é\n", "latin-1"
    )
    assert [f.code for f in kb.check_file(good)] == ["unknown-name"]
    bad = tmp_path / "bad.py"
    bad.write_bytes(b"x = '\xff\xfe'\n")
    assert [f.code for f in kb.check_file(bad)] == ["syntax-error"]
    with pytest.raises(OSError):
        kb.check_file(tmp_path / "missing.py")


def test_format_findings_text_and_json() -> None:
    """Text: `path:line:col: severity [code] message (did you mean ...)`, 1-based col; JSON
    keeps the 0-based fields."""
    findings = kb.check_code("from manim import *\nc = Circel()\n")
    text = kb.format_findings(findings, as_json=False, path="s.py")
    assert text == (
        "s.py:2:5: error [unknown-name] name `Circel` is not defined (did you mean: Circle)"
    )
    data = json.loads(kb.format_findings(findings, as_json=True))
    assert data[0]["col"] == 4 and data[0]["replacement"] == "Circle"
    assert set(data[0]) == {
        "code", "severity", "message", "line", "col", "end_line", "end_col", "suggestions",
        "replacement",
    }  # fmt: skip
    assert kb.format_findings([], as_json=True) == "[]"
    kwarg = kb.check_code(
        "from manim import *\nclass S(Scene):\n    def construct(self):\n"
        "        dots = VGroup(Dot(), Dot())\n"
        "        self.play(LaggedStartMap(FadeIn, dots, direction=LEFT))\n"
    )
    data = json.loads(kb.format_findings(kwarg, as_json=True))
    assert [(d["code"], d["owner"], d["forwarded"]) for d in data] == [
        ("unknown-kwarg", "LaggedStartMap", ["FadeIn"])
    ]


@pytest.mark.parametrize(
    "code", ["", "\x00", "(((((" * 400, "x = [" * 3000, "'''", "\ufeffé = Circel()", "def f(:"]
)
def test_check_never_raises_on_odd_input(code: str) -> None:
    """Garbage, deep nesting and unterminated strings give findings, never an exception."""
    assert isinstance(kb.check_code(code), list)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300))
def test_check_never_raises_on_random_text(code: str) -> None:
    """Property: any text gives a list of Findings."""
    assert all(isinstance(f, Finding) for f in kb.check_code(code))


def test_a_300_line_scene_checks_clean() -> None:
    """A 300-line scene of valid calls gives no finding (`bench/kb.py` measures how fast)."""
    body = "".join(
        f"        c{i} = Circle(radius={i % 3 + 1}, color=BLUE).shift(UP * {i % 5})\n"
        f"        self.play(c{i}.animate.scale(2), run_time=0.1)\n"
        for i in range(149)
    )
    code = "from manim import *\nclass S(Scene):\n    def construct(self):\n" + body
    assert len(code.splitlines()) >= 300
    assert kb.check_code(code) == []
