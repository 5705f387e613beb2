"""Static checks for Manim CE scenes, before paying for a render (beyond the paper).

Each `Finding` carries an LSP-ready span (1-based lines, 0-based character columns; see
`kb.positions`), did-you-mean suggestions from the kb and, when the fix is mechanical, the
replacement text for the span. Codes:

- `syntax-error`       the code does not parse (plus ManimGL idioms found in its tokens)
- `unknown-name`       a name nothing defines (`Circel`, `BLUEE`), or `from manim import Nope`
- `unknown-kwarg`      a keyword the callable rejects, `**kwargs` followed through the MRO
- `too-many-args`      more positional arguments than the callable takes (no `*args`)
- `unknown-attribute`  a method/attribute a known Manim class does not have (`set_colour`)
- `manimgl-idiom`      ManimGL / old-Manim API in CE code (`ShowCreation`, `manimlib`, `CONFIG`)

The rule is zero false positives on working code: whenever a type, a name or a keyword set is not
certain, the checker says nothing (`tests/test_kb_checks.py` runs it over all of ManimBench).
"""

from __future__ import annotations

import ast
import builtins
import io
import json
import logging
import tokenize
from dataclasses import asdict, dataclass, field
from difflib import SequenceMatcher
from pathlib import Path

from kb.extract import ApiCall, Resolved, calls_from_model, parse
from kb.idioms import ATTRIBUTE_IDIOMS, MANIMGL_MODULES, NAME_ALIASES, NAME_IDIOMS, Idiom
from kb.infer import CodeModel, LocalClass, Scope, TypeRef
from kb.model import Entry
from kb.positions import LineIndex
from kb.store import KnowledgeBase, load

log = logging.getLogger(__name__)

ERROR = "error"
WARNING = "warning"

#: Names every module has without defining them.
_MODULE_DUNDERS = frozenset(
    {
        "__name__",
        "__file__",
        "__doc__",
        "__builtins__",
        "__spec__",
        "__loader__",
        "__package__",
        "__annotations__",
        "__path__",
        "__class__",
        "__debug__",
        "__qualname__",
    }
)
_BUILTINS = frozenset(dir(builtins))
#: Names whose use means names may be created at run time: stay quiet about unknown names.
_DYNAMIC_NAMES = frozenset({"exec", "eval", "globals", "locals", "vars", "__import__"})
#: A suggestion at least this close becomes a mechanical replacement.
_REPLACE_RATIO = 0.8


@dataclass
class Finding:
    """One problem at one span. `replacement` is the quick-fix text for the span, if mechanical.

    For `unknown-kwarg`: `owner` is the callable that refused the keyword (`Rotate`,
    `VMobject.rotate`) and `forwarded` the classes it passes its other keywords on to
    (`LaggedStartMap(FadeIn, ...)`: `["FadeIn"]`), which fix-all reads instead of the message.
    """

    code: str
    severity: str
    message: str
    line: int
    col: int
    end_line: int
    end_col: int
    suggestions: list[str] = field(default_factory=list)
    replacement: str | None = None
    owner: str = ""
    forwarded: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        """All fields; `owner` and `forwarded` only where set (unknown-kwarg findings)."""
        data = asdict(self)
        for key in ("owner", "forwarded"):
            if not data[key]:
                del data[key]
        return data


def check_code(code: str, kb: KnowledgeBase | None = None) -> list[Finding]:
    """Findings for a piece of Manim CE code, sorted by position. Never raises on bad input."""
    kb = kb or load()
    try:
        return _Checker(code, kb).run()
    except (RecursionError, MemoryError):
        return []
    except Exception:  # pragma: no cover - a checker bug must not take the caller down
        log.exception("kb.check_code failed")
        return []


def check_file(path: str | Path, kb: KnowledgeBase | None = None) -> list[Finding]:
    """`check_code` on a file (its encoding from the coding cookie / BOM, else UTF-8).

    Raises OSError when the file cannot be read; undecodable bytes give a `syntax-error` finding.
    """
    raw = Path(path).read_bytes()
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(raw).readline)
        code = raw.decode(encoding)
    except (SyntaxError, UnicodeDecodeError, LookupError) as exc:
        return [Finding("syntax-error", ERROR, f"cannot decode the file: {exc}", 1, 0, 1, 0)]
    return check_code(code.lstrip("\ufeff"), kb)


def format_findings(findings: list[Finding], as_json: bool = False, path: str = "") -> str:
    """Findings for a terminal (`path:line:col: severity [code] message`, 1-based col like
    compilers print) or as a JSON array of `Finding.to_dict()` (0-based `col`, LSP style)."""
    if as_json:
        return json.dumps([f.to_dict() for f in findings], indent=2)
    prefix = f"{path}:" if path else ""
    lines = []
    for f in findings:
        text = f"{prefix}{f.line}:{f.col + 1}: {f.severity} [{f.code}] {f.message}"
        if f.suggestions:
            text += f" (did you mean: {', '.join(f.suggestions)})"
        lines.append(text)
    return "\n".join(lines)


def _ratio(a: str, b: str) -> float:
    return SequenceMatcher(None, a, b).ratio()


class _Checker:
    """One run of the checks over one piece of code."""

    def __init__(self, code: str, kb: KnowledgeBase) -> None:
        self.code = code
        self.kb = kb
        self.lines = LineIndex(code)
        self.findings: list[Finding] = []

    # -- helpers ---------------------------------------------------------------------------
    def span(self, node: ast.AST) -> tuple[int, int, int, int]:
        line = getattr(node, "lineno", 1)
        end_line = getattr(node, "end_lineno", None) or line
        col = self.lines.char_col(line, getattr(node, "col_offset", 0))
        end_col = self.lines.char_col(end_line, getattr(node, "end_col_offset", None) or 0)
        return line, col, end_line, end_col

    def add(
        self,
        code: str,
        severity: str,
        message: str,
        where: tuple[int, int, int, int],
        suggestions: list[str] | None = None,
        replacement: str | None = None,
        owner: str = "",
        forwarded: list[str] | None = None,
    ) -> None:
        self.findings.append(
            Finding(
                code,
                severity,
                message,
                *where,
                list(suggestions or []),
                replacement,
                owner,
                list(forwarded or []),
            )
        )

    def suggest(self, name: str, pool: list[str] | None = None) -> tuple[list[str], str | None]:
        """Did-you-mean names and, if the best one is close enough, the replacement."""
        suggestions = self.kb.did_you_mean(name, pool)
        replacement = None
        if suggestions and (
            suggestions[0].lower() == name.lower() or _ratio(name, suggestions[0]) >= _REPLACE_RATIO
        ):
            replacement = suggestions[0]
        return suggestions, replacement

    # -- run -------------------------------------------------------------------------------
    def run(self) -> list[Finding]:
        tree = parse(self.code)
        if tree is None:
            self.syntax_error()
        else:
            self.model = CodeModel(tree, self.kb)
            self.sort_nodes()
            self.check_imports()
            self.check_names()
            for node, call, resolved in calls_from_model(self.model, self.lines):
                self.check_call(node, call, resolved)
            self.check_attributes()
            self.check_config_dicts()
        unique: dict[tuple[object, ...], Finding] = {}
        for f in self.findings:
            unique.setdefault((f.line, f.col, f.end_line, f.end_col, f.code, f.message), f)
        return sorted(unique.values(), key=lambda f: (f.line, f.col, f.code))

    def sort_nodes(self) -> None:
        """One pass over the tree (annotations excluded) into the node lists the checks use."""
        self.loads: list[ast.Name] = []
        self.attributes: list[ast.Attribute] = []
        self.imports: list[ast.Import | ast.ImportFrom] = []
        self.call_of: dict[int, ast.Call] = {}
        #: Attribute names the code itself creates (`x.attr = ...`, `setattr(x, "attr", v)`,
        #: `mob.set(attr=...)`): reading them later is never reported.
        self.stored_attrs: set[str] = set()
        for node in self.model.scope_of:
            if isinstance(node, ast.Name):
                if isinstance(node.ctx, ast.Load):
                    self.loads.append(node)
            elif isinstance(node, ast.Attribute):
                if isinstance(node.ctx, ast.Load):
                    self.attributes.append(node)
                else:
                    self.stored_attrs.add(node.attr)
            elif isinstance(node, ast.Call):
                self.call_of[id(node.func)] = node
                func = node.func
                if isinstance(func, ast.Name) and func.id == "setattr" and len(node.args) >= 2:
                    key = node.args[1]
                    if isinstance(key, ast.Constant) and isinstance(key.value, str):
                        self.stored_attrs.add(key.value)
                elif isinstance(func, ast.Attribute) and func.attr == "set":
                    self.stored_attrs.update(kw.arg for kw in node.keywords if kw.arg)
            elif isinstance(node, ast.Import | ast.ImportFrom):
                self.imports.append(node)

    # -- syntax ----------------------------------------------------------------------------
    def syntax_error(self) -> None:
        try:
            compile(self.code, "<scene>", "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
            message, line, col, end_line, end_col = "invalid syntax", 1, 0, 1, 0
        except SyntaxError as exc:
            message = exc.msg or "invalid syntax"
            line = exc.lineno or 1
            col = max((exc.offset or 1) - 1, 0)
            end_line = exc.end_lineno or line
            end_col = max((exc.end_offset or 0) - 1, col + 1) if exc.end_offset else col + 1
            if end_line == line:
                end_col = min(end_col, max(len(self.lines.line(line)), col + 1))
        except (ValueError, MemoryError, RecursionError) as exc:
            message, line, col, end_line, end_col = str(exc), 1, 0, 1, 0
        self.add("syntax-error", ERROR, f"SyntaxError: {message}", (line, col, end_line, end_col))
        self.token_idioms()

    def token_idioms(self) -> None:
        """ManimGL names and imports found by tokens, for code that does not parse."""
        tokens: list[tokenize.TokenInfo] = []
        try:
            for tok in tokenize.generate_tokens(io.StringIO(self.code).readline):
                tokens.append(tok)
        except (tokenize.TokenError, SyntaxError, ValueError):
            pass
        names = [t for t in tokens if t.type == tokenize.NAME]
        defined = {
            names[i + 1].string for i, t in enumerate(names[:-1]) if t.string in ("def", "class")
        }
        for i, tok in enumerate(tokens):
            if tok.type != tokenize.NAME:
                continue
            prev = tokens[i - 1].string if i else ""
            if tok.string in MANIMGL_MODULES and prev in ("from", "import"):
                where = (tok.start[0], tok.start[1], tok.end[0], tok.end[1])
                self.add(
                    "manimgl-idiom",
                    ERROR,
                    f"`{tok.string}` is ManimGL; Manim CE code imports `from manim import *`.",
                    where,
                    ["manim"],
                    "manim",
                )
            idiom = NAME_IDIOMS.get(tok.string)
            if idiom and prev != "." and tok.string not in defined:
                if tok.string in self.kb.star_names:
                    continue
                where = (tok.start[0], tok.start[1], tok.end[0], tok.end[1])
                self.add_idiom(tok.string, idiom, where)

    def add_idiom(
        self,
        name: str,
        idiom: Idiom,
        where: tuple[int, int, int, int],
        replacement: str | None = "",
    ) -> None:
        chosen = idiom.replacement if replacement == "" else replacement
        suggestions = list(idiom.suggestions) or ([chosen] if chosen else [])
        self.add("manimgl-idiom", ERROR, idiom.message, where, suggestions, chosen)

    # -- imports ---------------------------------------------------------------------------
    def check_imports(self) -> None:
        for node in self.imports:
            if isinstance(node, ast.ImportFrom):
                root = (node.module or "").split(".")[0]
                if root in MANIMGL_MODULES and node.level == 0:
                    names = [a.name for a in node.names]
                    ok = names == ["*"] or all(n in self.kb.star_names for n in names)
                    replacement = f"from manim import {', '.join(names)}" if ok else None
                    self.add(
                        "manimgl-idiom",
                        ERROR,
                        f"`{node.module}` is ManimGL; Manim CE code imports `from manim import *`.",
                        self.span(node),
                        ["from manim import *"],
                        replacement,
                    )
                elif node.module == "manim" and node.level == 0:
                    for alias in node.names:
                        name = alias.name
                        if name == "*" or name.startswith("_") or name in self.kb.star_names:
                            continue
                        idiom = NAME_IDIOMS.get(name)
                        if idiom is not None:
                            self.add_idiom(name, idiom, self.span(alias))
                            continue
                        suggestions, replacement = self.suggest(name)
                        self.add(
                            "unknown-name",
                            ERROR,
                            f"cannot import name `{name}` from `manim`",
                            self.span(alias),
                            suggestions,
                            replacement,
                        )
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.split(".")[0] in MANIMGL_MODULES:
                        self.add(
                            "manimgl-idiom",
                            ERROR,
                            f"`{alias.name}` is ManimGL; Manim CE code imports `from manim import *`.",
                            self.span(node),
                            ["from manim import *"],
                        )

    # -- names -----------------------------------------------------------------------------
    def check_names(self) -> None:
        model = self.model
        if any(m.split(".")[0] not in ("manim", *MANIMGL_MODULES) for m in model.star_modules):
            return  # another module's star import: its names are unknown here
        defined: set[str] = set()
        for scope in model.scopes:
            defined.update(scope.bindings)
        loads = self.loads
        if any(n.id in _DYNAMIC_NAMES for n in loads):
            return
        manim_star = model.manim_in_scope()
        known = defined | _BUILTINS | _MODULE_DUNDERS
        if manim_star:
            known |= self.kb.star_names
        call_of = self.call_of
        pool: list[str] | None = None
        cache: dict[str, tuple[list[str], str | None]] = {}
        for node in loads:
            name = node.id
            if name in known:
                continue
            where = self.span(node)
            idiom = NAME_IDIOMS.get(name)
            if idiom is not None and name not in self.kb.star_names:
                self.add_idiom(
                    name, idiom, where, _idiom_replacement(name, idiom, call_of.get(id(node)))
                )
                continue
            if not manim_star and name in self.kb.star_names:
                self.add(
                    "unknown-name",
                    ERROR,
                    f"name `{name}` is not defined; Manim scenes start with `from manim import *`",
                    where,
                    ["from manim import *"],
                )
                continue
            if name not in cache:
                alias = NAME_ALIASES.get(name)
                if alias is not None and manim_star and alias in self.kb.star_names:
                    cache[name] = [alias], alias
                else:
                    if pool is None:
                        pool = sorted(set(self.kb.did_you_mean_pool()) | defined)
                    cache[name] = self.suggest(name, pool)
            suggestions, replacement = cache[name]
            self.add(
                "unknown-name",
                ERROR,
                f"name `{name}` is not defined",
                where,
                suggestions,
                replacement,
            )

    # -- calls -----------------------------------------------------------------------------
    def check_call(self, node: ast.Call, call: ApiCall, resolved: Resolved) -> None:
        if call.qualname is None:
            return
        entry = self.kb.get(call.qualname)
        if entry is None or entry.kind not in ("class", "function", "method"):
            return
        receiver = resolved.receiver
        if entry.qualname.endswith(".play") and self.kb.is_subclass(entry.owner or "", "Scene"):
            self.check_old_play(node)
            self.check_play_keywords(entry.qualname, call)
        if receiver is not None and not receiver.exact:
            return  # a subclass may override the method with other parameters
        # an instance method called on the class (`Mobject.shift(mob, UP)`): `self` comes first
        unbound = (
            entry.kind == "method"
            and receiver is not None
            and receiver.is_class
            and entry.binding == "instance"
        )
        if not call.has_star_kwargs and call.keywords:
            accepted, is_open = self.kb.accepted_keywords(entry.qualname, call.receiver)
            passed: dict[str, str] = {}
            if is_open and self.kb.forwarded_params(entry.qualname):
                passed = self.class_arguments(node, entry, unbound)
                accepted, is_open = self.kb.accepted_keywords(entry.qualname, call.receiver, passed)
            if not is_open:
                pool = [n for n in accepted if not n.startswith("_")]
                forwarded = list(dict.fromkeys(passed.values()))
                via = ", ".join(f"`{c}`" for c in forwarded)
                for kw in call.keywords:
                    if kw.name in accepted:
                        continue
                    suggestions, replacement = self.suggest(kw.name, pool)
                    message = f"`{entry.qualname}` got an unexpected keyword argument `{kw.name}`"
                    if via:
                        message += f" (it passes its other keywords on to {via})"
                    self.add(
                        "unknown-kwarg",
                        ERROR,
                        message,
                        (kw.line, kw.col, kw.end_line, kw.end_col),
                        suggestions,
                        replacement,
                        owner=entry.qualname,
                        forwarded=forwarded,
                    )
        limit = entry.max_positional
        if not call.has_star_args and not unbound and limit is not None:
            if call.n_positional > limit:
                names = [
                    p.name for p in entry.params if p.kind in ("positional-only", "positional")
                ]
                takes = f"takes {limit} positional argument{'s' if limit != 1 else ''}"
                if names:
                    takes += f" ({', '.join(names)})"
                extra = node.args[limit] if limit < len(node.args) else node
                start = self.span(extra)
                end = self.span(node.args[-1])
                self.add(
                    "too-many-args",
                    ERROR,
                    f"`{entry.qualname}` {takes} but {call.n_positional} were given",
                    (start[0], start[1], end[2], end[3]),
                )

    def class_arguments(self, node: ast.Call, entry: Entry, unbound: bool) -> dict[str, str]:
        """The kb classes the call passes for the parameters its callable calls with its
        `**kwargs` (`LaggedStartMap(FadeIn, dots, shift=UP)`: `{"animation_class": "FadeIn"}`);
        `unbound`: the first positional argument is the instance (a method called on its class)."""
        wanted = set(self.kb.forwarded_params(entry.qualname))
        params = [p for p in entry.params if p.kind in ("positional-only", "positional")]
        values: dict[str, ast.expr] = {}
        for i, arg in enumerate(node.args[1:] if unbound else node.args):
            if isinstance(arg, ast.Starred):
                break
            if i < len(params):
                values[params[i].name] = arg
        values.update({kw.arg: kw.value for kw in node.keywords if kw.arg is not None})
        scope = self.model.scope_of.get(node, self.model.module_scope)
        out: dict[str, str] = {}
        for name in wanted:
            value = values.get(name)
            ref = self.model.type_of(value, scope) if value is not None else None
            if ref is not None and ref.is_class and ref.local is None and ref.cls:
                out[name] = ref.cls
        return out

    def check_old_play(self, node: ast.Call) -> None:
        """`self.play(mob.shift, UP)`: ManimGL's method animation; CE wants `mob.animate.shift(UP)`."""
        for i, arg in enumerate(node.args):
            if not isinstance(arg, ast.Attribute) or not self.is_method_reference(arg):
                continue
            rest = node.args[i + 1 :] if i == 0 else []
            obj = self.lines.segment(arg.value) or ast.unparse(arg.value)
            args = ", ".join(self.lines.segment(a) or ast.unparse(a) for a in rest)
            replacement = f"{obj}.animate.{arg.attr}({args})" if i == 0 else None
            start = self.span(arg)
            end = self.span(rest[-1]) if rest else start
            self.add(
                "manimgl-idiom",
                ERROR,
                f"passing a method to `play` is ManimGL style; Manim CE animates "
                f"`{obj}.animate.{arg.attr}(...)`",
                (start[0], start[1], end[2], end[3]),
                [f"{obj}.animate.{arg.attr}"],
                replacement,
            )

    def check_play_keywords(self, qualname: str, call: ApiCall) -> None:
        """`self.play(..., run_tmie=2)` runs (play `setattr`s each keyword on every animation)
        but does nothing: a warning when no Animation class knows the name."""
        own = {p.name for p in (self.kb.get(qualname) or _NO_ENTRY).named_params}
        known = self.kb.animation_keywords()
        for kw in call.keywords:
            if kw.name in own or kw.name in known:
                continue
            suggestions, replacement = self.suggest(kw.name, sorted(known))
            self.add(
                "unknown-kwarg",
                WARNING,
                f"`{kw.name}` is set on every animation by `play`, but no Manim animation uses it",
                (kw.line, kw.col, kw.end_line, kw.end_col),
                suggestions,
                replacement,
            )

    def is_method_reference(self, node: ast.Attribute) -> bool:
        scope = self.model.scope_of.get(node, self.model.module_scope)
        if self.model.type_of(node, scope) is not None:
            return False
        receiver = self.model.type_of(node.value, scope)
        if receiver is not None and receiver.cls is not None and not receiver.builder:
            if receiver.local is not None and (
                node.attr in receiver.local.members or node.attr in receiver.local.self_attrs
            ):
                return False
            member = self.kb.member(receiver.cls, node.attr)
            return member is not None and member.kind == "method"
        if receiver is not None:
            return False
        kinds = {e.kind for e in self.kb.lookup_all(node.attr)}
        attributes = self.kb.attribute_names()
        return (
            kinds == {"method"}
            and node.attr not in attributes
            and node.attr not in self.stored_attrs
        )

    # -- attributes ------------------------------------------------------------------------
    def check_attributes(self) -> None:
        for node in self.attributes:
            attr = node.attr
            if attr.startswith("__") or attr in self.stored_attrs:
                continue
            scope = self.model.scope_of.get(node)
            if scope is None:
                continue
            receiver = self.model.type_of(node.value, scope)
            if receiver is None or receiver.cls is None:
                continue
            if self.has_attribute(receiver, attr, scope):
                continue
            self.report_attribute(node, receiver)

    def has_attribute(self, receiver: TypeRef, attr: str, scope: Scope) -> bool:
        local: LocalClass | None = receiver.local
        if local is not None:
            if local.unknown_bases or attr in local.members or attr in local.self_attrs:
                return True
        if not receiver.exact and (
            attr in self.kb.member_names()
            or (attr[:4] in ("get_", "set_") and attr[4:] in self.kb.member_names())
        ):
            return True  # a subclass may have it, or the attribute Mobject's getter reads
        assert receiver.cls is not None
        if self.kb.dynamic_setter(receiver.cls, attr):
            return False
        return self.kb.has_attribute(receiver.cls, attr)

    def report_attribute(self, node: ast.Attribute, receiver: TypeRef) -> None:
        assert receiver.cls is not None
        attr = node.attr
        _, _, end_line, end_col = self.span(node)
        where = (end_line, max(end_col - len(attr), 0), end_line, end_col)
        shown = receiver.local.name if receiver.local is not None else receiver.cls
        idiom = ATTRIBUTE_IDIOMS.get(attr)
        if idiom is not None and attr not in self.kb.member_names():
            self.add_idiom(attr, idiom, where)
            return
        pool = sorted(self.kb.instance_names(receiver.cls))
        if receiver.local is not None:
            pool = sorted(set(pool) | receiver.local.members | set(receiver.local.self_attrs))
        suggestions, replacement = self.suggest(attr, pool)
        if self.kb.dynamic_setter(receiver.cls, attr):
            self.add(
                "unknown-attribute",
                WARNING,
                f"`{shown}` has no method `{attr}`; Mobject's automatic setter will only store an "
                f"unused attribute `{attr[4:]}`",
                where,
                suggestions,
                replacement,
            )
            return
        if not receiver.exact:
            message = (
                f"no Manim mobject has a method or attribute `{attr}` (this is some `{shown}`)"
            )
        else:
            message = f"`{shown}` object has no attribute `{attr}`"
        if attr[:4] in ("get_", "set_") and len(attr) > 4 and receiver.exact:
            message += (
                f"; Mobject's automatic `{attr[:4]}*` methods only work for attributes the object "
                f"really has, and `{shown}` has no `{attr[4:]}`"
            )
        if not suggestions and self.kb.is_subclass(receiver.cls, "Mobject"):
            message += (
                "; use the methods Manim defines (shift, move_to, next_to, rotate, scale, "
                "set_color, ...) and animate them with `.animate`"
            )
        self.add(
            "unknown-attribute",
            ERROR,
            message,
            where,
            suggestions,
            replacement,
        )

    # -- CONFIG dicts ----------------------------------------------------------------------
    def check_config_dicts(self) -> None:
        for local in self.model.local_classes.values():
            gl_base = any(isinstance(b, ast.Name) and b.id in NAME_IDIOMS for b in local.node.bases)
            if local.kb_base is None and not gl_base:
                continue
            for stmt in local.node.body:
                if isinstance(stmt, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "CONFIG" for t in stmt.targets
                ):
                    self.add(
                        "manimgl-idiom",
                        WARNING,
                        "`CONFIG` class dicts are ManimGL; Manim CE ignores them. Pass these "
                        "values to the constructor or set them in `__init__`/`construct`.",
                        self.span(stmt.targets[0]),
                    )


_NO_ENTRY = Entry("", "method")


def _idiom_replacement(name: str, idiom: Idiom, call: ast.Call | None) -> str | None:
    """`TextMobject("$x$")` becomes `Tex`, plain text becomes `Text`; others use the table."""
    if name == "TextMobject" and call is not None and call.args:
        first = call.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            if "$" in first.value or "\\" in first.value:
                return "Tex"
    return idiom.replacement
