"""Fix-all (`kb.fixes`): each fix class on the mistakes it is for, nothing on valid code."""

from __future__ import annotations

import ast
import json
import textwrap
from pathlib import Path

import pytest

import kb
from kb import fixes
from kb.fixes import AppliedFix, clear_suggestion, fix_all
from server import manimbench

HEAD = "from manim import *\n\nclass S(Scene):\n    def construct(self):\n"


def scene(body: str) -> str:
    return HEAD + textwrap.indent(textwrap.dedent(body).strip("\n") + "\n", " " * 8)


def run(fix: object, body: str) -> tuple[str, list[AppliedFix]]:
    code = scene(body)
    new, applied = fix(code, None)  # type: ignore[operator]
    ast.parse(new)
    return new.removeprefix(HEAD), applied


def errors(code: str) -> list[str]:
    return [f.message for f in kb.check_code(code) if f.severity == "error"]


def test_manimgl_names_become_ce_names() -> None:
    """ShowCreation, TextMobject/TexMobject and FadeInFrom-style calls are rewritten to CE."""
    new, applied = run(
        fixes.fix_manimgl_names,
        """
        c = Circle()
        t = TextMobject("hi")
        m = TexMobject("x^2")
        self.play(ShowCreation(c), FadeInFrom(t, UP), FadeInFromDown(m))
        """,
    )
    assert 'Text("hi")' in new and 'MathTex("x^2")' in new
    assert "Create(c)" in new and "FadeIn(t, shift=UP)" in new and "FadeIn(m, shift=UP)" in new
    assert {f.code for f in applied} == {"manimgl-name"} and len(applied) == 5
    assert errors(HEAD + new) == []


def test_method_animations_become_animation_classes() -> None:
    """`g.fade_in()` and `g.animate.fade_out()` inside play become FadeIn(g) / FadeOut(g)."""
    new, applied = run(
        fixes.fix_method_animations,
        """
        g = VGroup(Square(), Circle())
        self.play(g.fade_in())
        self.play(g.animate.fade_out(), run_time=2)
        """,
    )
    assert "self.play(FadeIn(g))" in new and "self.play(FadeOut(g), run_time=2)" in new
    assert [f.line for f in applied] == [6, 7]


def test_keyword_aliases_rename_to_the_ce_keyword() -> None:
    """radians -> angle (Rotate and rotate), duration -> run_time, font_color -> color,
    direction -> shift on FadeIn, font_style -> slant/weight."""
    new, applied = run(
        fixes.fix_keyword_aliases,
        """
        sq = Square()
        t = Text("a", font_color=RED, font_style="bold italic")
        self.play(Rotate(sq, radians=PI / 2), FadeIn(t, direction=UP))
        self.play(sq.animate.rotate(radians=PI), Transform(sq, Circle(), duration=2))
        """,
    )
    assert 'Text("a", color=RED, slant=ITALIC, weight=BOLD)' in new
    assert "Rotate(sq, angle=PI / 2)" in new and "FadeIn(t, shift=UP)" in new
    assert "rotate(angle=PI)" in new and "run_time=2" in new
    assert len(applied) == 6 and errors(HEAD + new) == []


def test_keywords_passed_on_to_the_animation_class_are_fixed_for_that_class() -> None:
    """`LaggedStartMap(FadeIn, m, direction=UP)`: the alias is FadeIn's (direction -> shift);
    with Create, which takes no shift, the keyword is removed instead."""
    new, applied = run(
        fixes.fix_keyword_aliases,
        """
        dots = VGroup(Dot(), Dot())
        self.play(LaggedStartMap(FadeIn, dots, direction=UP, lag_ratio=0.1))
        self.play(LaggedStartMap(Create, dots, direction=UP))
        """,
    )
    assert "LaggedStartMap(FadeIn, dots, shift=UP, lag_ratio=0.1)" in new
    assert [a.code for a in applied] == ["keyword-alias"]
    fixed, applied = fix_all(scene(new))
    assert "LaggedStartMap(Create, dots))" in fixed
    assert [a.code for a in applied] == ["unknown-keyword"] and errors(fixed) == []


def test_names_models_invent_become_the_ce_name() -> None:
    """`JOIN_STYLE.BEVEL`, `LineJointStyle`, `LIGHT_BLUE` and `Hex()` are NameErrors in CE:
    fix-all writes `LineJointType`, `BLUE_B` and `RegularPolygon(n=6)`; a scene that defines
    the name itself keeps it."""
    new, applied = fix_all(
        scene(
            """
            a = VMobject(joint_type=JOIN_STYLE.BEVEL)
            b = VMobject(joint_type=LineJointStyle.ROUND, cap_style=CapStyle.ROUND)
            c = Hex(color=LIGHT_BLUE)
            d = Square(color=DARK_GREEN)
            """
        )
    )
    assert "joint_type=LineJointType.BEVEL" in new and "joint_type=LineJointType.ROUND" in new
    assert "cap_style=CapStyleType.ROUND" in new
    assert "RegularPolygon(n=6, color=BLUE_B)" in new and "Square(color=GREEN_E)" in new
    assert {a.code for a in applied} == {"did-you-mean", "polygon-name"} and errors(new) == []
    own = scene('LIGHT_BLUE = "#9cdceb"\nc = Circle(color=LIGHT_BLUE)')
    assert fix_all(own) == (own, [])


def test_screen_directions_under_other_names() -> None:
    """`to_corner(TR)` (judged-296), `BL` (judged-134), `TOP_LEFT`, `TOP` and `CENTER` are
    NameErrors in CE: fix-all writes UR, DL, UL, UP and ORIGIN; a scene that defines `TR` keeps
    it."""
    new, applied = fix_all(
        scene(
            """
            a = Circle().to_corner(TR)
            b = Square().to_corner(BL)
            c = Dot().to_corner(TOP_LEFT)
            d = Text("t").to_edge(TOP)
            e = Star().move_to(CENTER)
            """
        )
    )
    for want in ("to_corner(UR)", "to_corner(DL)", "to_corner(UL)", "to_edge(UP)",
                 "move_to(ORIGIN)"):  # fmt: skip
        assert want in new, new
    assert {a.code for a in applied} == {"did-you-mean"} and errors(new) == []
    own = scene("TR = UP + RIGHT\nc = Circle().to_corner(TR)")
    assert fix_all(own) == (own, [])


def test_keyword_groups_become_one_list_keyword() -> None:
    """Axes(x_min, x_max, y_min, y_max) -> x_range/y_range; Prism(width, height, depth) ->
    dimensions; a range with one end only is left alone."""
    new, applied = run(
        fixes.fix_keyword_aliases,
        """
        ax = Axes(x_min=-1, x_max=5, y_min=0, y_max=3)
        p = Prism(width=1, height=2, depth=3)
        b = Axes(x_min=0)
        """,
    )
    assert "Axes(x_range=[-1, 5], y_range=[0, 3])" in new
    assert "Prism(dimensions=[1, 2, 3])" in new and "Axes(x_min=0)" in new
    assert len(applied) == 3


def test_alias_is_not_applied_when_the_target_keyword_is_present() -> None:
    """`Text(color=RED, font_color=BLUE)` is not turned into a repeated keyword."""
    new, applied = run(fixes.fix_keyword_aliases, 't = Text("a", color=RED, font_color=BLUE)')
    assert applied == [] and "font_color=BLUE" in new


def test_keyword_methods_become_chained_calls() -> None:
    """`Text("a", scale=0.5, shift=UP)` -> `Text("a").scale(0.5).shift(UP)`."""
    new, applied = run(fixes.fix_keyword_methods, 't = Text("a", scale=0.5, shift=UP)')
    assert 't = Text("a").scale(0.5).shift(UP)' in new
    assert len(applied) == 1 and applied[0].code == "keyword-method"


@pytest.mark.parametrize(
    ("body", "before", "after"),
    [
        ("c = Circel()", "Circel()", "Circle()"),
        ("c = Circle(colour=RED)", "colour=", "color="),
        ("c = Circle()\nc.shfit(UP)", "shfit", "shift"),
        ("a = 2 * pi", "2 * pi", "2 * PI"),
        ("c = Circle(color=YELOW)", "YELOW", "YELLOW"),
    ],
)
def test_one_clear_did_you_mean_is_applied(body: str, before: str, after: str) -> None:
    """Case-only and one-typo names, keywords and attributes are replaced."""
    new, applied = run(fixes.fix_did_you_mean, body)
    assert after in new and before not in new and len(applied) == 1


def test_a_missing_variable_is_not_turned_into_its_class() -> None:
    """`Create(arrow)` with no `arrow` left (an edit deleted it) stays for the checks: the class
    `Arrow` there would only move the error; `circle(radius=1)`, a call, is still the class."""
    new, applied = run(fixes.fix_did_you_mean, "self.play(Create(arrow))\nc = circle(radius=1)")
    assert "Create(arrow)" in new and "c = Circle(radius=1)" in new
    assert [a.message for a in applied] == ["name `circle` -> `Circle`"]


def test_unclear_suggestions_are_not_applied() -> None:
    """Point3D (Point is two edits away), fade_out (fade_to) and BLUEE (BLUE and BLUE_E are
    both one typo away) stay for the model."""
    new, applied = run(
        fixes.fix_did_you_mean,
        "p = Point3D(1, 2, 3)\ng = VGroup()\ng.fade_out()\nc = Circle(color=BLUEE)",
    )
    assert applied == [] and "Point3D" in new and "fade_out" in new and "BLUEE" in new


def test_clear_suggestion_rules() -> None:
    """Exactly one case-insensitive match or one single-typo suggestion; short names never."""
    assert clear_suggestion("pi", ["PI", "p"]) == "PI"
    assert clear_suggestion("Circel", ["Circle", "Circles"]) == "Circle"
    assert clear_suggestion("Circel", ["Circle", "Circea"]) is None
    assert clear_suggestion("Axes3D", ["Axes"]) is None
    assert clear_suggestion("bf", ["bg"]) is None


def test_unknown_keywords_without_target_are_removed() -> None:
    """Keywords a closed callable rejects are removed with their comma, first, middle or only."""
    new, applied = run(
        fixes.fix_unknown_keywords,
        """
        a = Arrow(ORIGIN, RIGHT, direction=UP, color=RED)
        b = Arrow(direction=UP, start=LEFT, end=RIGHT)
        c = Square(foo=1)
        """,
    )
    assert "Arrow(ORIGIN, RIGHT, color=RED)" in new
    assert "Arrow(start=LEFT, end=RIGHT)" in new and "Square()" in new
    assert len(applied) == 3 and errors(HEAD + new) == []


def test_play_keywords_are_not_removed() -> None:
    """`self.play(..., run_tmie=2)` is a warning (play is open): removal never touches it."""
    new, applied = run(fixes.fix_unknown_keywords, "self.play(Create(Circle()), foo=2)")
    assert applied == [] and "foo=2" in new


def test_lists_given_to_animations_are_grouped() -> None:
    """Create(list) -> Create(VGroup(*list)); self.add(list) -> self.add(*list); a name rebound
    to something else is left alone."""
    new, applied = run(
        fixes.fix_list_arguments,
        """
        squares = [Square() for _ in range(3)]
        other = [Circle()]
        other = VGroup(*other)
        self.play(Create(squares), FadeIn([Dot(), Dot()]), Create(other))
        self.add(squares)
        anims = [Create(s) for s in squares]
        self.play(AnimationGroup(anims), ApplyMatrix([[1, 0], [0, 1]], Square()))
        """,
    )
    assert "Create(VGroup(*squares))" in new and "FadeIn(VGroup(*[Dot(), Dot()]))" in new
    assert "Create(other)" in new and "self.add(*squares)" in new
    assert "AnimationGroup(*anims)" in new and "ApplyMatrix([[1, 0], [0, 1]], Square())" in new
    assert len(applied) == 4


def test_updaters_get_their_mobject_parameter() -> None:
    """A zero-parameter lambda or def given to add_updater gets `mob`."""
    new, applied = run(
        fixes.fix_updater_arity,
        """
        d = Dot()
        def follow():
            pass
        d.add_updater(follow)
        d.add_updater(lambda: d.shift(RIGHT * 0.01))
        d.add_updater(lambda m, dt: m.shift(RIGHT * dt))
        """,
    )
    assert "def follow(mob):" in new and "lambda mob: d.shift" in new
    assert "lambda m, dt:" in new and len(applied) == 2


def test_missing_imports_and_bare_maths() -> None:
    """`sin(x)` -> `np.sin(x)`; `random` used without an import gets `import random`."""
    new, applied = fixes.fix_missing_imports(
        scene("x = sin(1) + random.random()\ny = np.cos(1)"), None
    )
    assert new.startswith("from manim import *\nimport random\n")
    assert "np.sin(1)" in new and "np.cos(1)" in new and len(applied) == 2
    assert errors(new) == []


def test_fix_all_combines_classes_and_leaves_no_error() -> None:
    """The issue's cases (radians, ShowCreation, Create(list)) all fixed in one call."""
    code = scene(
        """
        sq = Square(color=RED)
        squares = [Square() for _ in range(2)]
        self.play(ShowCreation(sq))
        self.play(Rotate(sq, radians=PI / 2))
        self.play(Create(squares))
        c = Circel(opacity=0.5)
        """
    )
    assert len(errors(code)) == 3  # Create(list) is not a static error: it fails at render
    new, applied = fix_all(code)
    assert errors(new) == []
    assert "Circle(fill_opacity=0.5)" in new and "Create(VGroup(*squares))" in new
    assert {f.code for f in applied} >= {"manimgl-name", "keyword-alias", "list-argument"}


@pytest.mark.parametrize("code", ["", "def f(:\n", "x = 1", "\x00", "class A(Scene): pass"])
def test_fix_all_never_raises_and_keeps_odd_input(code: str) -> None:
    """Code that does not parse or has nothing to fix comes back unchanged."""
    assert fix_all(code) == (code, [])


def _bench_path() -> Path:
    """Where ManimBench is looked for ($MANIMBENCH_PATH, else ../shared beside the repository)."""
    return manimbench.data_file()


@pytest.mark.manimbench
def test_fix_all_changes_no_manimbench_scene() -> None:
    """All 416 ManimBench reference scenes (working code) come back byte for byte."""
    path = _bench_path()
    if not path.is_file():
        pytest.fail(f"ManimBench not found at {path}; set MANIMBENCH_PATH to the .jsonl file")
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    changed = [row["id"] for row in rows if fix_all(row["code"])[1]]
    assert len(rows) == 416 and changed == []


def test_2d_points_get_a_z_coordinate() -> None:
    """Number pairs given as points and a parametric function's returned pair become 3-D;
    names, 3-D points and other calls are left alone."""
    new, applied = run(
        fixes.fix_2d_points,
        """
        d = Dot([1, 2])
        e = Dot(point=np.array([-1, 0.5]))
        line = Line((0, 0), (2, -1))
        d.move_to([x, y])
        d.shift([1, 2, 0])
        curve = ParametricFunction(lambda t: np.array([t, np.sin(t)]), t_range=[0, 1])
        plane = NumberPlane(x_range=[-3, 3])
        """,
    )
    assert "Dot([1, 2, 0])" in new and "Dot(point=np.array([-1, 0.5, 0]))" in new
    assert "Line((0, 0, 0), (2, -1, 0))" in new and "move_to([x, y])" in new
    assert "shift([1, 2, 0])" in new and "np.array([t, np.sin(t), 0])" in new
    assert "x_range=[-3, 3]" in new and len(applied) == 5


def test_scene_class_follows_the_camera_calls() -> None:
    """3-D camera calls make a `Scene` a `ThreeDScene`, `self.camera.frame` a `MovingCameraScene`;
    `self.config.background_color` goes to the camera, other `self.config.x` to `config.x`."""
    code = scene("self.set_camera_orientation(phi=60 * DEGREES)\nself.add(Cube())")
    new, applied = fixes.fix_scene_class(code, None)
    assert "class S(ThreeDScene):" in new and [f.code for f in applied] == ["scene-class"]
    assert errors(new) == []
    code = scene("self.play(self.camera.frame.animate.scale(2))")
    new, _ = fixes.fix_scene_class(code, None)
    assert "class S(MovingCameraScene):" in new
    new, applied = run(
        fixes.fix_scene_class,
        "self.config.background_color = WHITE\nw = self.config.frame_width",
    )
    assert "self.camera.background_color = WHITE" in new and "w = config.frame_width" in new
    assert len(applied) == 2 and errors(HEAD + new) == []


def test_scene_class_leaves_right_and_user_defined_classes_alone() -> None:
    """A ThreeDScene stays, a scene that sets its own `self.config` keeps it, other bases stay."""
    for code in (
        scene("self.set_camera_orientation(phi=1)").replace("(Scene)", "(ThreeDScene)"),
        scene("self.config = {'a': 1}\nprint(self.config['a'])"),
        scene("self.move_camera(phi=1)").replace("(Scene)", "(MyBase)"),
        scene("self.play(self.camera.frame.animate.scale(2))").replace(
            "(Scene)", "(MovingCameraScene)"
        ),
    ):
        assert fixes.fix_scene_class(code, None) == (code, [])


def test_getter_index_moves_into_a_subscript() -> None:
    """`table.get_rows(0)` (the getter takes no argument) -> `table.get_rows()[0]`; getters that
    take arguments and calls without one are left alone."""
    new, applied = run(
        fixes.fix_getter_index,
        """
        t = Table([["1", "2"], ["3", "4"]])
        t.get_rows(0).set_color(RED)
        k = 1
        self.add(t, t.get_columns(k))
        self.add(t.get_cell((1, 1)), t.get_rows())
        """,
    )
    assert "t.get_rows()[0].set_color(RED)" in new and "t.get_columns()[k]" in new
    assert "t.get_cell((1, 1))" in new and [f.code for f in applied] == ["getter-index"] * 2
    assert errors(HEAD + new) == []


def test_bare_random_functions_get_an_import() -> None:
    """`choice(...)`, `randint(...)` used bare get one `from random import ...` line."""
    new, applied = fixes.fix_missing_imports(
        scene("c = choice([RED, BLUE])\nn = randint(1, 3)\nx = random.random()"), None
    )
    assert "\nfrom random import choice, randint\nimport random\n" in new
    assert len(applied) == 1 and errors(new) == []


def test_fix_all_changes_no_rendered_model_scene() -> None:
    """No model-written scene that rendered in the committed evaluation runs is changed, except
    by `surface-colour` and `transform-chain`: those scenes render, but in a colour their code
    did not ask for, or with a second object drawn over the one a Transform changed."""
    repo = Path(__file__).resolve().parent.parent
    codes = set()
    for path in sorted((repo / "bench" / "results" / "eval").glob("*/results.jsonl")):
        for line in path.read_text().splitlines():
            row = json.loads(line)
            if row.get("rendered") and row.get("code"):
                codes.add(row["code"])
    assert len(codes) > 400
    changed = {c: fix_all(c)[1] for c in codes}
    shows = {"surface-colour", "transform-chain"}
    assert [c for c, applied in changed.items() if any(f.code not in shows for f in applied)] == []
    assert 0 < sum(1 for applied in changed.values() if applied) < 30


def test_manim_submodule_import_of_a_star_name_is_dropped() -> None:
    """`from manim.mobject.text import Text` (Text lives in text_mobject) is removed when the star
    import gives it; an import from the defining module, or of a name the star lacks, stays."""
    code = "from manim import *\nfrom manim.mobject.text import Text\n\nx = Text('a')\n"
    new, applied = fixes.fix_manim_submodule_imports(code, None)
    assert new == "from manim import *\n\nx = Text('a')\n"
    assert [f.code for f in applied] == ["manim-import"] and "`Text`" in applied[0].message
    for code in (
        "from manim import *\nfrom manim.mobject.text.text_mobject import Text\n",
        "from manim.mobject.text import Text\n",  # no star import: removing would lose Text
        "from manim import *\nfrom manim.mobject.text import Text as T\n",
    ):
        assert fixes.fix_manim_submodule_imports(code, None) == (code, [])


def test_float_range_becomes_arange() -> None:
    """`range(1, 21, 0.5)` -> `np.arange(1, 21, 0.5)`; integer ranges and a shadowed `range` stay."""
    new, applied = run(
        fixes.fix_float_range,
        """
        for n in range(1, 21, 0.5):
            self.add(Dot().shift(n * 0.1 * RIGHT))
        for k in range(3):
            pass
        xs = list(range(-1.5, 2))
        """,
    )
    assert "np.arange(1, 21, 0.5)" in new and "range(3)" in new and "np.arange(-1.5, 2)" in new
    assert [f.code for f in applied] == ["float-range"] * 2
    code = scene("range = lambda *a: a\nx = range(0.5)")
    assert fixes.fix_float_range(code, None) == (code, [])


def test_unknown_graph_layout_is_mapped_or_removed() -> None:
    """`layout="custom"` is removed (spring), `"circle"` becomes `"circular"`, known ones stay."""
    new, applied = run(
        fixes.fix_graph_layout,
        """
        g = Graph([1, 2], [(1, 2)], layout="custom", labels=True)
        h = DiGraph([1, 2], [(1, 2)], layout="circle")
        k = Graph([1, 2], [(1, 2)], layout="kamada_kawai")
        """,
    )
    assert "Graph([1, 2], [(1, 2)], labels=True)" in new and 'layout="circular"' in new
    assert 'layout="kamada_kawai"' in new and [f.code for f in applied] == ["graph-layout"] * 2
    assert fixes.GRAPH_LAYOUTS >= {"spring", "circular", "tree", "partite"}


def test_brace_with_two_points_and_direction_becomes_brace_between_points() -> None:
    """`Brace(p, q, direction=RIGHT)` raises; it becomes `BraceBetweenPoints`; `Brace(m, UP)` stays."""
    new, applied = run(
        fixes.fix_brace_between_points,
        """
        b = Brace(ORIGIN, 2 * UP, direction=RIGHT, buff=0.2)
        c = Brace(Square(), UP)
        d = Brace(Square(), direction=UP)
        """,
    )
    assert "BraceBetweenPoints(ORIGIN, 2 * UP, direction=RIGHT" in new
    assert "Brace(Square(), UP)" in new and "Brace(Square(), direction=UP)" in new
    assert [f.code for f in applied] == ["brace-points"]


def test_a_second_curve_given_to_get_area_bounds_the_area() -> None:
    """`axes.get_area(c1, c2, x_range=[0, 2])` ("x_range given twice", judged-360) becomes the
    area between the curves, and the scene renders it; a range given by position stays."""
    new, applied = run(
        fixes.fix_area_between_curves,
        """
        axes = Axes(x_range=[-3, 3], y_range=[-3, 3])
        c1 = axes.plot(lambda x: x, color=BLUE)
        c2 = axes.plot(lambda x: -x, color=RED)
        area = axes.get_area(c1, c2, x_range=[0, 2], color=GREEN, opacity=0.5)
        other = axes.get_area(c1, [0, 1])
        self.add(axes, c1, c2, area, other)
        """,
    )
    assert "axes.get_area(c1, bounded_graph=c2, x_range=[0, 2]" in new
    assert "axes.get_area(c1, [0, 1])" in new and [f.code for f in applied] == ["area-between"]
    from server.render import render_code

    assert render_code(HEAD + new, keep_outputs=False).ok


def test_mathtex_math_delimiters_are_removed() -> None:
    """`$`, `\\(`, `\\)`, `\\[`, `\\]` inside MathTex (already math mode) go, also in
    tex_to_color_map keys; escaped `\\$`, LaTeX line breaks `\\\\[4pt]` and Tex stay."""
    new, applied = run(
        fixes.fix_mathtex_delimiters,
        r"""
        a = MathTex(r"\( a_i \)", color=RED, tex_to_color_map={r"\( a_i \)": GREEN})
        b = MathTex("$x^2$", "+ 1")
        c = MathTex(r"\$5 + x \\[4pt] y")
        d = Tex(r"$x$ and \(y\)")
        """,
    )
    assert 'MathTex(r"a_i", color=RED, tex_to_color_map={r"a_i": GREEN})' in new
    assert 'MathTex(r"x^2", "+ 1")' in new
    assert r'MathTex(r"\$5 + x \\[4pt] y")' in new and r'Tex(r"$x$ and \(y\)")' in new
    assert [f.code for f in applied] == ["mathtex-delimiters"] * 3


def test_corner_getters_become_get_corner() -> None:
    """`m.get_bottom_left()` -> `m.get_corner(DL)`, and the other corners likewise."""
    new, applied = run(
        fixes.fix_corner_getters,
        "c = Circle()\np = c.get_bottom_left()\nq = c.get_top_right()\nr = c.get_corner(UL)",
    )
    assert "c.get_corner(DL)" in new and "c.get_corner(UR)" in new and "c.get_corner(UL)" in new
    assert [f.code for f in applied] == ["corner-getter"] * 2
    assert errors(HEAD + new) == []


def test_surface_colours_reach_the_faces() -> None:
    """A surface's `color=`/`fill_color=` and a Cube's `color=` (ignored by Manim: the default
    blue shows) become `fill_color=` with the checkerboard turned off; calls that already choose
    the checkerboard, give both keywords, or are other classes stay."""
    new, applied = run(
        fixes.fix_surface_colours,
        """
        a = Sphere(radius=1, color=RED)
        b = Cylinder(fill_color=GREEN, height=2)
        c = Cube(color=YELLOW)
        d = Sphere(checkerboard_colors=[RED, RED], color=RED)
        e = Cube(fill_color=RED)
        f = Dot3D(color=RED)
        g = Torus(color=RED, fill_color=BLUE)
        """,
    )
    assert "Sphere(radius=1, fill_color=RED, checkerboard_colors=False)" in new
    assert "Cylinder(fill_color=GREEN, checkerboard_colors=False, height=2)" in new
    assert "Cube(fill_color=YELLOW)" in new
    for same in ("checkerboard_colors=[RED, RED], color=RED", "Cube(fill_color=RED)",
                 "Dot3D(color=RED)", "Torus(color=RED, fill_color=BLUE)"):  # fmt: skip
        assert same in new
    assert [f.code for f in applied] == ["surface-colour"] * 3
    assert "ignores `color=RED`" in applied[0].message


def test_surface_colour_fix_shows_the_colour_in_a_real_render() -> None:
    """Measured in Manim: the asked red is absent before the fix and present after it."""
    from server.render import render_code

    body = (
        "self.set_camera_orientation(phi=60 * DEGREES)\n"
        "s = Sphere(radius=1, color=RED)\nc = Cube(color=RED).shift(LEFT * 3)\n"
        "self.add(s, c)\nself.wait(0.1)"
    )
    code = scene(body).replace("class S(Scene)", "class S(ThreeDScene)")
    new, applied = fix_all(code)
    assert [f.code for f in applied] == ["surface-colour"] * 2

    def colours(source: str) -> set[str]:
        r = render_code(source, quality="l", timeout=90)
        assert r.ok and r.trace is not None, r.error
        return {m.fill for step in r.trace.steps for m in step.visible if m.fill}

    assert "#fc6255" not in colours(code)
    assert "#fc6255" in colours(new)


THINK_PLAN_BUILD = """
think = Text("Think")
plan = Text("Plan")
build = Text("Build")
self.play(Write(think))
self.play(Transform(think, plan))
self.play(Transform(plan, build))
"""


def test_a_transform_chain_replaces_the_first_object() -> None:
    """`Transform(think, plan)` then `Transform(plan, build)`: the first becomes a
    ReplacementTransform (plan is then what is shown); the last Transform, a target brought in
    afresh later, a first object used again, and a target already shown stay."""
    new, applied = run(fixes.fix_transform_chains, THINK_PLAN_BUILD)
    assert "ReplacementTransform(think, plan)" in new and "Transform(plan, build)" in new
    assert "ReplacementTransform(plan" not in new
    assert [f.code for f in applied] == ["transform-chain"]
    for body in (
        THINK_PLAN_BUILD + "self.play(FadeOut(think))",  # think is used again
        THINK_PLAN_BUILD.replace("self.play(Transform(plan, build))", "self.play(Create(plan))"),
        "a = Square()\nb = Circle()\nself.add(a, b)\nself.play(Transform(a, b))\nself.play(b.animate.shift(UP))",
    ):
        assert fixes.fix_transform_chains(scene(body), None)[1] == []


def test_the_transform_chain_fix_leaves_one_word_on_screen() -> None:
    """Measured in Manim: before the fix "Plan" stays under "Build" to the end; after it, only
    "Build" is seen."""
    from server.render import render_code

    code = scene(THINK_PLAN_BUILD)
    new, applied = fix_all(code)
    assert [f.code for f in applied] == ["transform-chain"]

    def last_words(source: str) -> list[str]:
        r = render_code(source, quality="l", timeout=90)
        assert r.ok and r.trace is not None, r.error
        return sorted(m.text for m in r.trace.steps[-1].visible if m.text)

    assert last_words(code) == ["Build", "Plan"]
    assert last_words(new) == ["Build"]


def test_bar_colors_single_colour_becomes_a_list() -> None:
    """`bar_colors=WHITE` (a string is split into characters) -> `bar_colors=[WHITE]`."""
    new, applied = run(
        fixes.fix_bar_colors,
        """
        a = BarChart([1, 2], bar_colors=WHITE)
        b = BarChart([1, 2], bar_colors="#ff0000")
        c = BarChart([1, 2], bar_colors=[RED, BLUE])
        """,
    )
    assert "bar_colors=[WHITE]" in new and 'bar_colors=["#ff0000"]' in new
    assert "bar_colors=[RED, BLUE]" in new and [f.code for f in applied] == ["bar-colors"] * 2


def test_made_up_setters_without_one_value_are_removed() -> None:
    """`m.set_circumscribed()` and `chart.set_bar_labels(color=WHITE)` (no Manim class has them:
    Mobject's automatic setter takes exactly one value) are removed; real setters, one-value calls
    of the automatic setter and the scene's own methods stay."""
    new, applied = run(
        fixes.fix_made_up_setters,
        """
        m = Square()
        m.set_circumscribed()
        m.set_bar_labels(color=WHITE, font_size=36)
        m.set_color(RED)
        m.set_glow(2)
        self.add(m)
        """,
    )
    assert "set_circumscribed" not in new and "set_bar_labels" not in new
    assert "m.set_color(RED)" in new and "m.set_glow(2)" in new and "self.add(m)" in new
    assert [f.code for f in applied] == ["made-up-setter"] * 2
    code = scene("self.set_things()").replace(
        "    def construct(self):",
        "    def set_things(self):\n        pass\n\n    def construct(self):",
    )
    assert fixes.fix_made_up_setters(code, None) == (code, [])


def test_restore_without_save_gets_a_save_state() -> None:
    """A mobject restored but never saved gets `save_state()` after its first assignment; one that
    is saved, and restores of attributes, are left alone."""
    new, applied = run(
        fixes.fix_restore_without_save,
        """
        square = Square()
        self.play(square.animate.shift(UP))
        self.play(square.animate.restore())
        c = Circle()
        self.play(Restore(c))
        """,
    )
    assert "square = Square()\n        square.save_state()\n" in new
    assert "c = Circle()\n        c.save_state()\n" in new
    assert [f.code for f in applied] == ["save-state"] * 2
    for body in (
        "s = Square()\ns.save_state()\nself.play(s.animate.shift(UP))\nself.play(Restore(s))",
        "self.s = Square()\nself.s.restore()",
    ):
        code = scene(body)
        assert fixes.fix_restore_without_save(code, None) == (code, [])


def test_scene_named_like_a_manim_class_it_uses_is_renamed() -> None:
    """`class Circle(Scene)` that builds `Circle(...)` constructs the scene instead: the scene
    becomes `CircleScene` (and `super(Circle, self)` with it); other uses keep Manim's class."""
    code = (
        "from manim import *\n\nclass Circle(Scene):\n    def __init__(self, **kw):\n"
        "        super(Circle, self).__init__(**kw)\n\n    def construct(self):\n"
        "        c = Circle(color=BLUE)\n        self.play(Create(c))\n"
    )
    new, applied = fixes.fix_scene_name_shadows(code, None)
    assert "class CircleScene(Scene):" in new and "super(CircleScene, self)" in new
    assert "c = Circle(color=BLUE)" in new and {f.code for f in applied} == {"scene-name"}
    # a scene named like a Manim class it does not use, and ordinary names, are left alone
    for same in (
        "from manim import *\n\nclass Square(Scene):\n    def construct(self):\n"
        "        self.add(Circle())\n",
        scene("self.add(Circle())"),
    ):
        assert fixes.fix_scene_name_shadows(same, None) == (same, [])


def test_self_named_call_of_an_unbound_local_becomes_the_class() -> None:
    """`square = square(...)` (an UnboundLocalError) -> `Square(...)`; a name bound earlier, a
    parameter, or one with no single matching class is left alone."""
    new, applied = run(
        fixes.fix_self_named_calls,
        """
        square = square(color=RED)
        number_plane = number_plane()
        self.add(square, number_plane)
        """,
    )
    assert "square = Square(color=RED)" in new and "number_plane = NumberPlane()" in new
    assert [f.code for f in applied] == ["self-named-call"] * 2
    for body in ("square = Square\nsquare = square()", "checkerboard = checkerboard()"):
        code = scene(body)
        assert fixes.fix_self_named_calls(code, None) == (code, [])
    code = scene("pass").replace("def construct(self):", "def construct(self, square=Square):")
    code += "        square = square()\n"
    assert fixes.fix_self_named_calls(code, None) == (code, [])


def test_polygon_names_manim_lacks_become_regular_polygons() -> None:
    """`Hexagon(color=...)` (no such class) and the unbound `pentagon = pentagon()` ->
    `RegularPolygon(n=..., ...)`; a user-defined Hexagon is left alone."""
    new, applied = run(
        fixes.fix_polygon_names,
        """
        h = Hexagon(color=PURPLE, fill_opacity=0.5)
        pentagon = pentagon()
        o = Octagon()
        self.add(h, pentagon, o)
        """,
    )
    assert "h = RegularPolygon(n=6, color=PURPLE, fill_opacity=0.5)" in new
    assert "pentagon = RegularPolygon(n=5)" in new and "o = RegularPolygon(n=8)" in new
    assert [f.code for f in applied] == ["polygon-name"] * 3 and errors(HEAD + new) == []
    own = "def Hexagon(**kw):\n    return RegularPolygon(n=6, **kw)\n\n" + scene("h = Hexagon()")
    assert fixes.fix_polygon_names(own, None) == (own, [])


def test_point_coordinates_become_one_point() -> None:
    """`Point(3, 4, 0)` and `Point(1, -2)` (TypeErrors) -> one 3-D point; `Point(ORIGIN)` and
    `Dot(2, 2)` (which renders) stay."""
    new, applied = run(
        fixes.fix_point_coordinates,
        """
        p = Point(3, 4, 0)
        q = Point(1, -2, color=RED)
        e = Point(ORIGIN)
        f = Dot(2, 2)
        """,
    )
    assert "Point([3, 4, 0])" in new and "Point([1, -2, 0], color=RED)" in new
    assert "Point(ORIGIN)" in new and "Dot(2, 2)" in new
    assert [f.code for f in applied] == ["point-coords"] * 2 and errors(HEAD + new) == []


def test_table_numbers_are_quoted() -> None:
    """`Table([[1, 2], [3, -4]])` (entries must be strings) gets quoted entries; tables of
    strings and IntegerTable stay."""
    new, applied = run(
        fixes.fix_table_numbers,
        """
        t = Table([[1, 2.5], [3, -4]], include_outer_lines=True)
        u = Table([["a", "b"]])
        v = IntegerTable([[1, 2]])
        """,
    )
    assert 'Table([["1", "2.5"], ["3", "-4"]], include_outer_lines=True)' in new
    assert 'Table([["a", "b"]])' in new and "IntegerTable([[1, 2]])" in new
    assert [f.code for f in applied] == ["table-numbers"]


def test_bulleted_list_of_text_mobjects_becomes_strings() -> None:
    """`BulletedList(Text("a"), Tex("b"))` (mobjects raise NotImplementedError) ->
    `BulletedList("a", "b")`; strings stay."""
    new, applied = run(
        fixes.fix_bulleted_list_text,
        """
        a = BulletedList(Text("Item 1"), Tex("Item 2", font_size=30), "Item 3")
        """,
    )
    assert 'BulletedList("Item 1", "Item 2", "Item 3")' in new
    assert [f.code for f in applied] == ["bulleted-list"] * 2
    assert "dropped font_size" in applied[1].message


def test_graph_point_with_a_number_becomes_coords_to_point() -> None:
    """`axes.i2gp(1, 2)` (a number where the graph goes) -> `axes.c2p(1, 2)`; with a graph, stays."""
    new, applied = run(
        fixes.fix_graph_point_numbers,
        """
        axes = Axes()
        g = axes.plot(lambda x: x)
        a = Dot(axes.i2gp(1, 2))
        b = Dot(axes.input_to_graph_point(3, -1))
        c = Dot(axes.i2gp(1, g))
        """,
    )
    assert "Dot(axes.c2p(1, 2))" in new and "Dot(axes.c2p(3, -1))" in new
    assert "axes.i2gp(1, g)" in new and [f.code for f in applied] == ["graph-point"] * 2


def test_string_given_to_an_animation_becomes_text() -> None:
    """`Write("Path")` (no family_members_with_points) -> `Write(Text("Path"))`; every string of
    `FadeIn(*mobjects)`; animations of animations and mobjects stay."""
    new, applied = run(
        fixes.fix_string_animations,
        """
        arrow = Arrow(LEFT, RIGHT)
        self.play(Write("Path"), FadeIn(f"n={3}", arrow, "b"), Create(arrow))
        self.play(AnimationGroup(Write(arrow)), Indicate(arrow))
        label = MathTex("x")
        """,
    )
    assert 'Write(Text("Path"))' in new
    assert 'FadeIn(Text(f"n={3}"), arrow, Text("b"))' in new
    assert "AnimationGroup(Write(arrow)), Indicate(arrow)" in new and 'MathTex("x")' in new
    assert [f.code for f in applied] == ["string-animation"] * 3


def test_tip_of_an_arrow_as_a_dot_point_becomes_its_end() -> None:
    """`Dot(arrow.get_tip())` (the tip is a mobject: "setting an array element with a
    sequence") -> `Dot(arrow.get_end())`; the tip used as a mobject stays."""
    new, applied = run(
        fixes.fix_tip_points,
        """
        arrow = Arrow(LEFT, RIGHT)
        a = Dot(arrow.get_tip(), color=RED)
        b = Dot(point=arrow.get_tip())
        c = Text("x").next_to(arrow.get_tip(), UP)
        d = Dot().move_to(arrow.get_tip())
        """,
    )
    assert "Dot(arrow.get_end(), color=RED)" in new and "Dot(point=arrow.get_end())" in new
    assert "next_to(arrow.get_tip(), UP)" in new and "move_to(arrow.get_tip())" in new
    assert [f.code for f in applied] == ["tip-point"] * 2


def test_a_mobject_given_to_play_gets_an_animation() -> None:
    """`self.play(Text("Year").next_to(chart, DOWN))` (play raises on a mobject) -> `Write(...)`;
    `Create` for other VMobjects, `FadeIn` for the rest, also through a name bound once;
    animations, `.animate` and names bound twice stay."""
    new, applied = run(
        fixes.fix_play_mobjects,
        """
        chart = BarChart([1, 2, 3])
        label = Text("x").to_edge(UP)
        sq = Square()
        sq = sq.shift(UP)
        self.play(Create(chart))
        self.play(Text("Year").next_to(chart, DOWN), label, Circle())
        self.play(sq, ImageMobject("a.png"), chart.animate.shift(UP))
        """,
    )
    assert (
        'self.play(Write(Text("Year").next_to(chart, DOWN)), Write(label), Create(Circle()))' in new
    )
    assert 'self.play(sq, FadeIn(ImageMobject("a.png")), chart.animate.shift(UP))' in new
    assert "self.play(Create(chart))" in new
    assert [f.code for f in applied] == ["play-mobject"] * 4


@pytest.mark.parametrize(
    "body",
    [
        "arrow = Arrow(LEFT, RIGHT)\nself.add(arrow, Dot(arrow.get_tip(), color=RED))",
        'self.play(Write("Path"))',
        'chart = BarChart([1, 2])\nself.add(chart)\nself.play(Text("Year").next_to(chart, DOWN))',
        "n = Integer(10, font_size=96)\nself.add(n)\nself.play(n.animate.set_value(9), run_time=0.2)",
    ],
)
def test_the_new_fixes_turn_a_failing_scene_into_one_that_renders(body: str) -> None:
    """Both mistakes fail in a real Manim render, and the fixed scenes render."""
    from server.render import render_code

    code = scene(body)
    before = render_code(code, quality="l", timeout=60)
    assert not before.ok
    new, applied = fix_all(code)
    assert applied
    after = render_code(new, quality="l", timeout=60)
    assert after.ok, after.error


def test_scene_calls_wrapped_in_play_are_called_on_their_own() -> None:
    """`self.play(self.begin_ambient_camera_rotation(...))` and friends become the call alone;
    a play's run_time moves into move_camera; a play that also holds an animation stays."""
    body = (
        "self.play(self.begin_ambient_camera_rotation(rate=0.3))\n"
        "self.play(self.move_camera(phi=70 * DEGREES), run_time=2)\n"
        "self.play(self.wait(2))\n"
        "self.play(Create(Circle()), self.wait(1))"
    )
    new, applied = run(fixes.fix_scene_calls_in_play, body)
    assert "self.begin_ambient_camera_rotation(rate=0.3)\n" in new
    assert "self.move_camera(phi=70 * DEGREES, run_time=2)" in new
    assert "self.wait(2)\n" in new and "self.play(Create(Circle()), self.wait(1))" in new
    assert [f.code for f in applied] == ["scene-call-in-play"] * 3


def test_decimal_set_value_becomes_change_decimal_to_value() -> None:
    """`n.animate.set_value(9)` on an Integer or DecimalNumber (fails when the value gets
    shorter) -> `ChangeDecimalToValue(n, 9)`; a ValueTracker's, a chained one and a name that is
    sometimes something else stay."""
    new, applied = run(
        fixes.fix_decimal_set_value,
        """
        t = ValueTracker(0)
        n = Integer(10, font_size=144).to_edge(UP)
        self.d = DecimalNumber(2.5)
        m = Integer(3)
        m = Text("x")
        g = Integer(-5)
        for k in range(10, -1, -1):
            self.play(n.animate.set_value(k), run_time=0.5)
        self.play(t.animate.set_value(5), self.d.animate.set_value(1.5))
        self.play(n.animate.set_value(0).set_color(RED), m.animate.set_value(1))
        self.play(self.d.animate.set_value(12), g.animate.set_value(3))
        """,
    )
    assert "self.play(ChangeDecimalToValue(n, k), run_time=0.5)" in new
    # a literal that is not shorter than the start renders as written and stays
    assert "self.play(t.animate.set_value(5), self.d.animate.set_value(1.5))" in new
    assert "self.play(n.animate.set_value(0).set_color(RED), m.animate.set_value(1))" in new
    assert "self.play(self.d.animate.set_value(12), ChangeDecimalToValue(g, 3))" in new
    assert [f.code for f in applied] == ["decimal-set-value"] * 2


def test_replace_with_a_new_object_becomes_a_transform() -> None:
    """ "Replace it with Set" written as `text.replace(Text("Set"))` (which only resizes text to
    a box never shown) becomes a Transform played in the scene; `a.replace(b)` with an existing
    object, and replace calls with keywords or on strings, stay."""
    new, applied = run(
        fixes.fix_replace_with_new,
        """
        text = Text("Ready")
        self.play(Write(text))
        text.replace(Text("Set", color=GREEN))
        box = Square()
        box.replace(text)
        box.replace(Circle(), stretch=True)
        label = "a-b".replace("-", " ")
        """,
    )
    assert 'self.play(Transform(text, Text("Set", color=GREEN)))' in new
    assert "box.replace(text)" in new and "box.replace(Circle(), stretch=True)" in new
    assert 'label = "a-b".replace("-", " ")' in new
    assert [f.code for f in applied] == ["replace-with-new"]
