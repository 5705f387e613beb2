"""The sandbox policy: what generated scenes may and may not do, checked on the AST alone."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from server import manimbench
from server.render import check_policy, precheck
from server.render.policy import ALLOWED_MODULES, STAR_LEAKS

# ManimBench train-140 downloads a map with `requests` at render time: a true positive.
KNOWN_NETWORK_REFERENCES = {"train-140"}


@pytest.mark.manimbench
def test_every_manimbench_test_reference_passes_the_policy() -> None:
    """All 100 test references (the evaluation set) are allowed as generated code."""
    tasks = manimbench.load("test")
    assert len(tasks) == 100
    flagged = {t.id: [str(v) for v in check_policy(t.code)] for t in tasks}
    assert {k: v for k, v in flagged.items() if v} == {}


@pytest.mark.manimbench
def test_manimbench_train_references_pass_except_the_network_fetch() -> None:
    """Train references pass too; the one that fetches data over HTTP is rejected at its import."""
    flagged = {t.id: check_policy(t.code) for t in manimbench.load("train")}
    bad = {k for k, v in flagged.items() if v}
    assert bad == KNOWN_NETWORK_REFERENCES
    assert "import of 'requests'" in flagged["train-140"][0].message
    assert flagged["train-140"][0].line == 3


@pytest.mark.parametrize(
    ("code", "line", "fragment"),
    [
        ("import os", 1, "import of 'os' is not allowed in a generated scene"),
        ("from subprocess import run", 1, "import of 'subprocess'"),
        ("import socket\ns = socket.socket()", 1, "import of 'socket'"),
        ("x = 1\nimport ctypes", 2, "import of 'ctypes'"),
        ("import importlib", 1, "import of 'importlib'"),
        ("from numpy import ctypeslib", 1, "numpy.ctypeslib"),
        ("import numpy.f2py", 1, "numpy.f2py"),
        ("from . import helpers", 1, "relative imports"),
        ("data = open('/etc/passwd').read()", 1, "'open' is not allowed"),
        ("eval('1+1')", 1, "'eval' is not allowed"),
        ("exec('x=1')", 1, "'exec' is not allowed"),
        ("c = compile('1', 'f', 'eval')", 1, "'compile' is not allowed"),
        ("__import__('os')", 1, "'__import__' is not allowed"),
        ("g = globals()", 1, "'globals' is not allowed"),
        ("breakpoint()", 1, "'breakpoint' is not allowed"),
        ("name = input()", 1, "'input' is not allowed"),
        ("x = ().__class__.__base__.__subclasses__()", 1, "'.__base__'"),
        ("f = (lambda: 0).__globals__", 1, "'.__globals__'"),
        ("b = __builtins__", 1, "'__builtins__' is not allowed"),
        ("getattr(obj, '__dict__')", 1, "private attribute"),
        ("getattr(obj, name)", 1, "computed attribute name"),
        ("import numpy as np\nnp.save('x.npy', np.zeros(3))", 2, "'.save'"),
        ("import numpy as np\na = np.loadtxt('f')", 2, "'.loadtxt'"),
        ("from manim import *\nconfig.media_dir = '/tmp/x'", 2, "config.media_dir"),
        ("from manim import *\nconfig['output_file'] = 'x'", 2, "config['output_file']"),
        ("t = Code(file_name='~/.ssh/id_rsa')", 1, "file path '~/.ssh/id_rsa'"),
        ("os.system('ls')", 1, "'os' is not allowed"),
        ("from manim import utils\nutils.file_ops.os.remove('x')", 2, "'.file_ops'"),
    ],
)
def test_policy_rejects_escapes_at_their_line(code: str, line: int, fragment: str) -> None:
    """Each escape is reported at the line where it happens, with a readable reason."""
    violations = check_policy(code)
    assert violations, code
    assert violations[0].line == line
    assert any(fragment in v.message for v in violations), violations


@pytest.mark.parametrize(
    "code",
    [
        "from manim import *\nimport numpy as np\nimport math, random, itertools, functools",
        "import manim\nprint(manim.__version__)",
        "from manim import *\nconfig.background_color = WHITE\nconfig.frame_width = 16",
        "from typing import List\nfrom collections import defaultdict\nimport colour",
        "class A:\n    def __init__(self):\n        super().__init__()\n        n = type(self).__name__",
        "import re\npattern = re.compile(r'x+')",
        "v = getattr(obj, 'width')",
        "t = Text('1/2')\nu = Text('/')\nw = MathTex(r'\\frac{a}{b}')",
        "if __name__ == '__main__':\n    pass",
    ],
)
def test_policy_allows_ordinary_scene_code(code: str) -> None:
    """Imports of math/numeric/Manim modules and ordinary Python pass."""
    assert check_policy(code) == []


def test_precheck_reports_policy_as_status_policy_with_source_line() -> None:
    """A violation becomes a `policy` result whose error reads like a traceback."""
    code = "from manim import *\nimport os\n\nclass S(Scene):\n    pass\n"
    result = precheck(code, trusted=False)
    assert result is not None and result.status == "policy"
    assert result.error is not None
    assert (result.error.line, result.error.column) == (2, 1)
    assert result.error.source_line == "import os"
    assert 'File "scene.py", line 2' in result.error_text()
    assert "import of 'os' is not allowed in a generated scene" in result.error_text()
    assert result.scenes == ["S"]


def test_precheck_trusted_skips_the_policy() -> None:
    """Trusted code (the user's own file) is not policed, only parsed."""
    assert precheck("import os\n", trusted=True) is None


def test_precheck_reports_syntax_error_at_its_own_line_and_column() -> None:
    """A SyntaxError carries the parser's line and column, and a Python-style tail."""
    code = "from manim import *\n\nclass S(Scene):\n    def construct(self)\n        pass\n"
    result = precheck(code, trusted=False)
    assert result is not None and result.status == "error"
    assert result.error is not None
    assert result.error.type == "SyntaxError"
    assert result.error.line == 4
    assert result.error.column == 24
    assert "SyntaxError: expected ':'" in result.error_text()


def test_precheck_reports_compile_time_errors() -> None:
    """Errors the parser lets through but the compiler catches ('return' outside function)."""
    result = precheck("x = 1\nreturn x\n", trusted=True)
    assert result is not None and result.error is not None
    assert result.error.line == 2


DENIED = ["os", "sys", "subprocess", "socket", "shutil", "ctypes", "importlib", "pathlib", "pickle"]
FILLER = st.sampled_from(
    ["x = 1", "y = [i * 2 for i in range(3)]", "# a comment", "", "def f(a):\n    return a"]
)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.tuples(
                st.just("allowed"), st.sampled_from(sorted(ALLOWED_MODULES - {"__future__"}))
            ),
            st.tuples(st.just("denied"), st.sampled_from(DENIED)),
            st.tuples(st.just("filler"), FILLER),
        ),
        min_size=1,
        max_size=12,
    ),
    st.booleans(),
)
def test_policy_reports_exactly_the_denied_import_lines(
    parts: list[tuple[str, str]], from_form: bool
) -> None:
    """Denied imports placed at random lines among allowed ones are reported at those lines."""
    lines: list[str] = []
    expected: list[int] = []
    for kind, value in parts:
        if kind == "filler":
            lines.extend(value.split("\n"))
            continue
        # an allowed module whose star import leaks denied names is refused in that form
        if kind == "denied" or (from_form and value in STAR_LEAKS):
            expected.append(len(lines) + 1)
        lines.append(f"from {value} import *" if from_form else f"import {value}")
    found = [v.line for v in check_policy("\n".join(lines) + "\n")]
    assert sorted(set(found)) == expected


@pytest.mark.parametrize(
    "code",
    [
        # a signal-processing scene: its variable is called `signal`
        "from manim import *\nimport numpy as np\nt = np.linspace(0, 1, 50)\n"
        "signal = np.sin(2 * np.pi * t)\npeak = signal.max()",
        "from manim import *\n\nclass S(Scene):\n    def construct(self):\n"
        "        Path = VMobject()\n        Path.set_points_as_corners([ORIGIN, UP])\n"
        "        self.add(Path)",
        "def f(inspect, gc):\n    return inspect + gc",
        "for http in range(3):\n    print(http)",
        "class Path:\n    pass\np = Path()",
        "values = [gc * 2 for gc in range(4)]",
        "input = 3\nprint(input + 1)",
        "from scipy import signal\nb = signal.butter(2, 0.1)",
        "try:\n    pass\nexcept ValueError as inspect:\n    print(inspect)",
        "if (signal := 3) > 2:\n    print(signal)",
    ],
)
def test_policy_never_refuses_a_name_the_scene_binds(code: str) -> None:
    """`signal`, `Path`, `inspect`, `gc`, `http` (and builtins like `input`) as the scene's own
    variables, parameters, loop targets, classes or imports pass."""
    assert check_policy(code) == []


@pytest.mark.parametrize(
    ("code", "fix"),
    [
        ("from manim import *\nx = signal.SIGKILL", "assign it first (e.g. `signal = ...`)"),
        ("g = gc.get_objects()", "or choose another name"),
        ("import os", "remove this import"),
        ("x = ().__class__.__base__", "use the object's ordinary attributes"),
        ("import numpy as np\nnp.save('x', np.zeros(2))", "remove the call"),
        ("from manim import *\nconfig.media_dir = 'x'", "remove this line"),
        ("t = Code(file_name='~/.ssh/id_rsa')", "use a relative file name"),
        ("getattr(obj, '_x')", "use a public attribute"),
        ("name = input()", "use a constant"),
        ("from manimpango import *", "import the names you use instead"),
        ("from . import helpers", "define what it brought in the scene file"),
    ],
)
def test_every_refusal_says_what_to_change(code: str, fix: str) -> None:
    """The message the model gets names the change that makes the scene pass."""
    violations = check_policy(code)
    assert violations and fix in violations[0].message, violations
