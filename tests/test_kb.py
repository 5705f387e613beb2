"""The knowledge base file: build, stamp, loading, bad files, and the lookups hovers use."""

from __future__ import annotations

import gzip
import importlib.metadata
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import kb
from kb.store import KnowledgeBase, read_kb_file

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def k() -> KnowledgeBase:
    return kb.load()


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=REPO, capture_output=True, text=True, timeout=120
    )


# -- the committed file and its stamp ------------------------------------------------------------
def test_committed_kb_matches_installed_manim(k: KnowledgeBase) -> None:
    """The committed kb was built from the installed Manim; otherwise say how to rebuild."""
    problem = kb.version_mismatch(k)
    assert problem is None, problem


def test_stamp_names_manim_python_and_date(k: KnowledgeBase) -> None:
    """The stamp records the Manim version, the Python version and the build date."""
    assert k.manim_version == importlib.metadata.version("manim")
    assert k.stamp["python_version"].count(".") == 2
    assert k.stamp["built_at"][:2] == "20"


def test_version_mismatch_names_both_versions_and_the_rebuild_command(k: KnowledgeBase) -> None:
    """A kb from another Manim gives a message with both versions and `python -m kb build`."""
    old = KnowledgeBase({"stamp": {**k.stamp, "manim_version": "0.0.1"}, "entries": {}})
    message = kb.version_mismatch(old)
    assert message is not None
    assert "0.0.1" in message and k.manim_version in message
    assert "python -m kb build" in message


def test_version_mismatch_when_manim_is_not_installed(
    k: KnowledgeBase, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without Manim installed the message says so, names the kb's version and the rebuild."""

    def missing(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", missing)
    message = kb.version_mismatch(k)
    assert message is not None
    assert "not installed" in message and k.manim_version in message
    assert "python -m kb build" in message


def test_build_without_manim_gives_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """`python -m kb build` in an interpreter without Manim fails with what to install."""
    from kb.build import import_manim

    monkeypatch.setitem(sys.modules, "manim", None)
    with pytest.raises(kb.KBError, match=r"not importable.*pip install manim"):
        import_manim()


# -- bad files -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"", "is empty"),
        (b"   \n", "is empty"),
        (b"{not json", "is corrupt"),
        (gzip.compress(b'{"format": 1, "stamp"')[:-6], "is corrupt"),
        (b'{"format": 1, "stamp": {"manim_version": "0.22.0"}}', "no entries"),
        (b'{"format": 1, "stamp": {"manim_version": "0.22.0"}, "entries": {}}', "holds no entries"),
        (b'{"format": 99, "stamp": {"manim_version": "1"}, "entries": {"A": {"kind": "class"}}}',
         "format 99"),
        (b'{"format": 1, "entries": {"A": {"kind": "class"}}}', "no Manim version stamp"),
    ],
)  # fmt: skip
def test_bad_kb_file_raises_kberror_with_rebuild_command(
    tmp_path: Path, content: bytes, problem: str
) -> None:
    """An empty, truncated or corrupt kb file raises KBError naming the file and the fix."""
    path = tmp_path / "kb.json.gz"
    path.write_bytes(content)
    with pytest.raises(kb.KBError) as info:
        kb.load(path)
    assert problem in str(info.value)
    assert str(path) in str(info.value) and "python -m kb build" in str(info.value)


def test_missing_kb_file_raises_kberror(tmp_path: Path) -> None:
    """A kb path that does not exist raises KBError, not FileNotFoundError."""
    with pytest.raises(kb.KBError, match=r"does not exist.*python -m kb build"):
        read_kb_file(tmp_path / "nope.json")


def test_version_mismatch_reports_a_broken_kb_instead_of_raising(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`version_mismatch()` with a broken default kb returns the KBError message."""
    broken = tmp_path / "manim_api.json.gz"
    broken.write_text("")
    monkeypatch.setattr("kb.store.default_path", lambda: broken)
    kb.clear_cache()
    try:
        message = kb.version_mismatch()
    finally:
        kb.clear_cache()
    assert message is not None and "is empty" in message and "python -m kb build" in message


def test_info_cli_prints_stamp_and_counts() -> None:
    """`python -m kb info --json` prints the stamp, counts and no mismatch."""
    result = _run("-m", "kb", "info", "--json")
    assert result.returncode == 0, result.stderr
    info = json.loads(result.stdout)
    assert info["manim_version"] == importlib.metadata.version("manim")
    assert info["counts"]["class"] > 200 and info["mismatch"] is None


def test_info_cli_on_a_corrupt_file_exits_2_with_the_message(tmp_path: Path) -> None:
    """`python -m kb info --path BAD` exits 2 and prints the rebuild command, no traceback."""
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    result = _run("-m", "kb", "info", "--path", str(bad))
    assert result.returncode == 2
    assert "python -m kb build" in result.stderr and "Traceback" not in result.stderr


def test_build_reproduces_the_committed_entries(tmp_path: Path, k: KnowledgeBase) -> None:
    """`python -m kb build --out` writes a kb with the same entries as the committed one."""
    out = tmp_path / "kb.json"
    result = _run("-m", "kb", "build", "--out", str(out))
    assert result.returncode == 0, result.stderr
    fresh = kb.load(out)
    assert set(fresh) == set(k), "the committed kb is stale: run `python -m kb build`"
    # every entry, values included (a repr's object address is dropped, so builds agree)
    stale = [q for q in fresh if fresh.get(q) != k.get(q)]
    assert stale == [], f"the committed kb is stale ({stale[:5]}): run `python -m kb build`"


def test_loading_and_checking_never_import_manim() -> None:
    """Loading the kb, extracting, retrieving and checking stay clear of `import manim`."""
    code = (
        "import sys, kb\n"
        "k = kb.load()\n"
        "src = 'from manim import *\\nclass S(Scene):\\n    def construct(self):\\n"
        "        self.play(Create(Circle(colour=RED)))\\n'\n"
        "kb.check_code(src); kb.retrieve_docs(kb.extract_api_calls(src)); kb.describe('Circle')\n"
        "kb.version_mismatch()\n"
        "assert 'manim' not in sys.modules, 'manim was imported'\n"
    )
    result = _run("-c", code)
    assert result.returncode == 0, result.stderr


def test_load_is_cached() -> None:
    """`load()` returns one cached object until `clear_cache()` (its speed is measured by
    `bench/kb.py`, not here: a timed assertion fails on a loaded machine)."""
    kb.clear_cache()
    first = kb.load()
    assert kb.load() is first
    kb.clear_cache()
    assert kb.load() is not first


# -- contents ------------------------------------------------------------------------------------
def test_counts_cover_the_public_api(k: KnowledgeBase) -> None:
    """Hundreds of classes, over a thousand methods, colors and directions as constants."""
    counts = k.counts()
    assert counts["class"] > 200 and counts["method"] > 1000
    assert counts["function"] > 100 and counts["constant"] > 100 and counts["property"] > 50
    assert {"Circle", "FadeIn", "Scene", "Axes", "MathTex", "always_redraw"} <= set(k)
    assert "Mobject.shift" in k and "Scene.play" in k


def test_class_entry_has_signature_params_bases_and_mro(k: KnowledgeBase) -> None:
    """A class records its constructor signature, structured params, bases and MRO."""
    circle = k.get("Circle")
    assert circle is not None and circle.kind == "class"
    assert circle.signature.startswith("(radius: float | None = None, color: ParsableManimColor")
    assert [p.name for p in circle.params] == ["radius", "color", "kwargs"]
    assert circle.params[1].default == "RED" and circle.params[2].kind == "var-keyword"
    assert circle.bases == ("Arc",)
    assert circle.mro[:5] == ("Circle", "Arc", "TipableVMobject", "VMobject", "Mobject")
    assert circle.summary == "A circle."
    assert circle.module == "manim.mobject.geometry.arc"


def test_method_entry_keeps_parameter_docs_and_drops_examples(k: KnowledgeBase) -> None:
    """Docstrings keep the Parameters section, never Examples or `.. manim::` blocks."""
    shift = k.get("Mobject.shift")
    assert shift is not None and shift.kind == "method" and shift.return_type == "Self"
    assert shift.params[0].kind == "var-positional"
    assert "Vectors to shift by" in shift.param_docs["vectors"]
    plot = k.get("CoordinateSystem.plot")
    assert plot is not None and plot.return_type == "ParametricFunction"
    blob = json.dumps([k.get(q).to_dict() for q in k if k.get(q) is not None])  # type: ignore[union-attr]
    assert ".. manim::" not in blob and "class PlotExample" not in blob


def test_constants_record_kind_and_value(k: KnowledgeBase) -> None:
    """Colors, directions and numbers are constants with a value repr and a type."""
    up, red, pi = k.get("UP"), k.get("RED"), k.get("PI")
    assert up is not None and up.kind == "constant" and "0., 1., 0." in (up.value or "")
    assert red is not None and "#FC6255" in (red.value or "")
    assert pi is not None and (pi.value or "").startswith("3.14")


def test_kwargs_flow_is_recorded(k: KnowledgeBase) -> None:
    """Callables with **kwargs record where the dict goes (super chain, popped keys)."""
    init = k.get("Circle.__init__")
    assert init is not None and init.kwargs_flow is not None
    assert init.kwargs_flow.targets == ("super:__init__",) and not init.kwargs_flow.open
    arrow, _ = k.accepted_keywords("Arrow")
    assert "tip_shape" in arrow  # read with kwargs.pop("tip_shape", ...)


def test_kwargs_given_to_a_class_argument_follow_that_class(k: KnowledgeBase) -> None:
    """`LaggedStartMap` copies its **kwargs and calls `animation_class(..., **copy)`: open on
    its own, closed once the call names the class; `Table.create` follows its defaults."""
    init = k.get("LaggedStartMap.__init__")
    assert init is not None and init.kwargs_flow is not None
    assert init.kwargs_flow.targets == ("arg:animation_class",) and not init.kwargs_flow.open
    assert k.forwarded_params("LaggedStartMap") == ("animation_class",)
    _, alone = k.accepted_keywords("LaggedStartMap")
    fade, fade_open = k.accepted_keywords("LaggedStartMap", args={"animation_class": "FadeIn"})
    create, create_open = k.accepted_keywords("LaggedStartMap", args={"animation_class": "Create"})
    assert alone and not fade_open and not create_open
    assert {"shift", "scale", "lag_ratio", "run_time", "arg_creator"} <= set(fade)
    assert "shift" not in create and "lag_ratio" in create
    # the cached walk without arguments is not changed by one with them
    assert k.accepted_keywords("LaggedStartMap")[1]
    table, table_open = k.accepted_keywords("Table.create")
    assert not table_open and {"run_time", "shift", "line_animation"} <= set(table)


def test_kwargs_scan_follows_copies_only_when_bound_once() -> None:
    """`x = dict(kwargs)` / `kwargs.copy()` / `{**kwargs}` are the dict itself; a name bound
    twice, or the dict used in an unknown way, leaves the flow open."""
    import ast

    from kb.sourcescan import analyze_kwargs

    def flow(src: str) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
        node = ast.parse(textwrap.dedent(src)).body[0]
        assert isinstance(node, ast.FunctionDef)
        f = analyze_kwargs(node, {}, lambda _obj: None)
        return f.keys, f.targets, f.open

    assert flow(
        """\
        def f(self, cls, **kwargs):
            a = dict(kwargs)
            a.pop("x")
            return cls(1, **a)
        """
    ) == (("x",), ("arg:cls",), False)
    assert flow(
        "def f(self, g, **kw):\n    b = kw.copy()\n    c = {**kw}\n    g(**b)\n    g(**c)\n"
    )[1:] == (("arg:g",), False)
    assert flow("def f(self, g, **kw):\n    b = dict(kw)\n    b = {}\n    g(**b)\n")[2]
    assert flow("def f(self, **kw):\n    b = dict(kw)\n    print(b)\n")[2]


def test_keyword_params_follow_kwargs_through_the_mro(k: KnowledgeBase) -> None:
    """Circle accepts VMobject's and Mobject's keywords; FadeIn accepts Animation's."""
    circle = {p.name: p for p in kb.keyword_params("Circle")}
    assert {"radius", "color", "stroke_width", "fill_opacity", "z_index"} <= set(circle)
    assert circle["stroke_width"].owner == "VMobject.__init__"
    assert {"shift", "scale", "run_time", "rate_func"} <= {
        p.name for p in kb.keyword_params("FadeIn")
    }
    assert not any(p.name.startswith("_") for p in kb.keyword_params("FadeIn"))
    text = {p.name for p in kb.keyword_params("Text")}
    assert {"font_size", "t2c", "color"} <= text


def test_accepted_keywords_open_when_kwargs_escape(k: KnowledgeBase) -> None:
    """`Scene.play` hands **kwargs to animations: any keyword may be valid (open)."""
    _, circle_open = k.accepted_keywords("Circle")
    _, play_open = k.accepted_keywords("Scene.play")
    assert not circle_open and play_open


def test_lookup_by_simple_and_qualified_name(k: KnowledgeBase) -> None:
    """`shift` finds `Mobject.shift` (most basic owner); qualified names are exact."""
    assert kb.lookup("shift", k).qualname == "Mobject.shift"  # type: ignore[union-attr]
    assert kb.lookup("Circle", k).kind == "class"  # type: ignore[union-attr]
    assert kb.lookup("VMobject.set_color", k).owner == "VMobject"  # type: ignore[union-attr]
    assert kb.lookup("NoSuchThing", k) is None


def test_methods_of_includes_inherited_methods(k: KnowledgeBase) -> None:
    """methods_of walks the MRO, first definition wins, private names left out."""
    methods = {e.name: e for e in kb.methods_of("Circle")}
    assert {"shift", "set_fill", "surround", "point_at_angle", "width"} <= set(methods)
    assert methods["set_color"].owner == "VMobject"
    assert not any(name.startswith("_") for name in methods)
    assert kb.methods_of("NoSuchClass") == []


def test_member_and_attribute_types(k: KnowledgeBase) -> None:
    """Members resolve through the MRO; known attribute types support `self.camera.frame`."""
    assert k.member("Square", "shift").qualname == "Mobject.shift"  # type: ignore[union-attr]
    assert k.attribute_type("MovingCameraScene", "camera") == "MovingCamera"
    assert k.attribute_type("MovingCamera", "frame") == "ScreenRectangle"
    assert k.has_attribute("Circle", "points") and not k.has_attribute("Circle", "shfit")


def test_did_you_mean(k: KnowledgeBase) -> None:
    """difflib suggestions, best first; a case-only difference wins."""
    assert k.did_you_mean("Circel")[0] == "Circle"
    assert k.did_you_mean("Mathtex")[0] == "MathTex"
    assert k.did_you_mean("zzzzzzzz") == []


def test_describe_gives_hover_markdown(k: KnowledgeBase) -> None:
    """describe(): signature in a python block, summary, parameters, inherited keywords."""
    text = kb.describe("Circle")
    assert text is not None and text.startswith("```python\nclass Circle(radius")
    assert "A circle." in text and "`color`: The color of the shape." in text
    assert "`stroke_width`" in text  # through **kwargs
    method = kb.describe("Mobject.shift")
    assert method is not None and "def Mobject.shift(*vectors" in method
    assert "UP = " in (kb.describe("UP") or "")
    assert kb.describe("NotAManimName") is None


def test_describe_param_follows_kwargs() -> None:
    """describe_param documents a keyword reached through **kwargs, None for a bad one."""
    text = kb.describe_param("Circle", "stroke_width")
    assert text is not None and "stroke_width: float = 4" in text and "VMobject" in text
    assert kb.describe_param("Circle", "colour") is None


def test_keyword_walks_agree_across_threads(k: KnowledgeBase) -> None:
    """Concurrent `accepted_keywords` on a fresh kb (cold caches) match a sequential run."""
    from concurrent.futures import ThreadPoolExecutor

    names = [q for q in k if k.kind_of(q) == "class"][:120]
    expected = {q: (set(k.accepted_keywords(q)[0]), k.accepted_keywords(q)[1]) for q in names}
    fresh = KnowledgeBase(read_kb_file(k.path or Path()), k.path)

    def walk(q: str) -> tuple[str, set[str], bool]:
        names_, is_open = fresh.accepted_keywords(q)
        return q, set(names_), is_open

    with ThreadPoolExecutor(max_workers=8) as pool:
        for q, got, is_open in pool.map(walk, names * 3):
            assert (got, is_open) == expected[q], q
