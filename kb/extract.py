"""ExtractAPICalls (paper section 3.4): the Manim API calls a piece of code makes.

`extract_api_calls(code)` walks the AST, resolves each call to a kb entry through `CodeModel`'s
type tracking (`c = Circle(); c.shift(UP)` -> `Mobject.shift`; `self.play` -> `Scene.play`;
`c.animate.shift` -> `Mobject.shift`; chains), and records arguments as written. Code that does
not parse (model output often does not) falls back to a token scan. It never raises.
"""

from __future__ import annotations

import ast
import io
import tokenize
import warnings
from dataclasses import dataclass

from kb.infer import CodeModel, ImportedName, ModuleBinding, Scope, TypeRef
from kb.positions import LineIndex
from kb.store import KnowledgeBase, load


@dataclass(frozen=True, slots=True)
class KeywordArg:
    """A `name=value` argument; the span covers `name` only."""

    name: str
    line: int
    col: int
    end_line: int
    end_col: int


@dataclass(frozen=True, slots=True)
class ApiCall:
    """One call in the code, resolved to a kb entry when possible.

    `qualname`: the kb entry (`Mobject.shift`), None when unresolved (a typo, a user function, a
    method of an unknown object). `text`: the callee as written (`c.animate.shift`). The span
    (1-based lines, 0-based character columns; see `kb.positions`) covers the callee; `name_col`
    is where its last identifier starts, `call_end_*` where the closing parenthesis ends.
    `receiver`: the kb class of the object a method is called on (not the method's owner), also
    for unresolved methods (`c.shfit`). `user_defined`: the callee is something the code itself
    defines (a function, a local class, a method of a local class).
    """

    qualname: str | None
    text: str
    line: int
    col: int
    end_line: int
    end_col: int
    n_positional: int = 0
    keywords: tuple[KeywordArg, ...] = ()
    has_star_args: bool = False
    has_star_kwargs: bool = False
    receiver: str | None = None
    via_animate: bool = False
    name_col: int = 0
    call_end_line: int = 0
    call_end_col: int = 0
    user_defined: bool = False

    @property
    def name(self) -> str:
        """The last identifier of the callee (`shift` for `c.animate.shift`)."""
        return self.text.rpartition(".")[2]

    @property
    def keyword_names(self) -> tuple[str, ...]:
        return tuple(k.name for k in self.keywords)


@dataclass(frozen=True, slots=True)
class Resolved:
    """What a callee expression refers to."""

    qualname: str | None
    receiver: TypeRef | None = None
    user_defined: bool = False


def resolve_callee(model: CodeModel, func: ast.expr, scope: Scope) -> Resolved:
    """The kb entry a callee names, using the model's scopes and types."""
    kb = model.kb
    if isinstance(func, ast.Name):
        bindings = model.bindings_of(func.id, scope)
        if bindings is None:
            return Resolved(func.id if kb.kind_of(func.id) in ("class", "function") else None)
        if all(isinstance(b, ImportedName) for b in bindings):
            names = {b.name for b in bindings if isinstance(b, ImportedName)}
            name = names.pop() if len(names) == 1 else ""
            return Resolved(name if kb.kind_of(name) in ("class", "function") else None)
        ref = model.type_of(func, scope)
        if ref is not None and ref.is_class and ref.local is None and ref.cls:
            return Resolved(ref.cls)
        return Resolved(None, user_defined=True)
    if isinstance(func, ast.Attribute):
        base = func.value
        if isinstance(base, ast.Name):
            bindings = model.bindings_of(base.id, scope)
            if bindings and all(isinstance(b, ModuleBinding) for b in bindings):
                kind = kb.kind_of(func.attr)
                return Resolved(func.attr if kind in ("class", "function") else None)
        receiver = model.type_of(base, scope)
        if receiver is None or receiver.cls is None:
            return Resolved(None, receiver)
        local = receiver.local
        if local is not None and not receiver.builder:
            if func.attr in local.members or (
                func.attr in local.self_attrs and not receiver.is_class
            ):
                return Resolved(None, receiver, user_defined=True)
        entry = kb.member(receiver.cls, func.attr)
        return Resolved(entry.qualname if entry is not None else None, receiver)
    return Resolved(None)


def callee_text(func: ast.expr, lines: LineIndex | None = None) -> str:
    """The callee as a dotted name where it is one (`c.animate.shift`), else its source text."""
    parts: list[str] = []
    node: ast.expr = func
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    text = lines.segment(func) if lines is not None else ""
    if not text:
        try:
            text = ast.unparse(func)
        except Exception:  # pragma: no cover - unparse of odd trees
            text = "<call>"
    return " ".join(text.split())[:120]


def parse(code: str) -> ast.Module | None:
    """`ast.parse` without the warnings (invalid escapes) model code often triggers."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ast.parse(code)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None


def calls_from_model(
    model: CodeModel, lines: LineIndex
) -> list[tuple[ast.Call, ApiCall, Resolved]]:
    """Every call in the model's tree with its ApiCall and resolution, in source order."""
    out: list[tuple[ast.Call, ApiCall, Resolved]] = []
    for node in model.scope_of:
        if not isinstance(node, ast.Call):
            continue
        scope = model.scope_of.get(node, model.module_scope)
        resolved = resolve_callee(model, node.func, scope)
        out.append((node, _api_call(node, resolved, lines), resolved))
    out.sort(key=lambda p: (p[1].line, p[1].col, p[1].call_end_line, p[1].call_end_col))
    return out


def _api_call(node: ast.Call, resolved: Resolved, lines: LineIndex) -> ApiCall:
    func = node.func
    end_line = func.end_lineno or func.lineno
    end_col = lines.char_col(end_line, func.end_col_offset or func.col_offset)
    name_col = lines.char_col(func.lineno, func.col_offset)
    if isinstance(func, ast.Attribute):
        name_col = max(end_col - len(func.attr), 0)
    keywords: list[KeywordArg] = []
    for kw in node.keywords:
        if kw.arg is None:
            continue
        col = lines.char_col(kw.lineno, kw.col_offset)
        keywords.append(KeywordArg(kw.arg, kw.lineno, col, kw.lineno, col + len(kw.arg)))
    receiver = resolved.receiver
    call_end_line = node.end_lineno or node.lineno
    return ApiCall(
        qualname=resolved.qualname,
        text=callee_text(func, lines),
        line=func.lineno,
        col=lines.char_col(func.lineno, func.col_offset),
        end_line=end_line,
        end_col=end_col,
        n_positional=sum(1 for a in node.args if not isinstance(a, ast.Starred)),
        keywords=tuple(keywords),
        has_star_args=any(isinstance(a, ast.Starred) for a in node.args),
        has_star_kwargs=any(kw.arg is None for kw in node.keywords),
        receiver=receiver.cls if receiver is not None and not receiver.is_class else None,
        via_animate=bool(receiver is not None and receiver.builder),
        name_col=name_col,
        call_end_line=call_end_line,
        call_end_col=lines.char_col(call_end_line, node.end_col_offset or 0),
        user_defined=resolved.user_defined,
    )


def extract_api_calls(code: str, kb: KnowledgeBase | None = None) -> list[ApiCall]:
    """The calls `code` makes, resolved to kb entries where the types are evident.

    Never raises: code that does not parse gets the token-scan fallback (`scan_tokens`).
    """
    try:
        kb = kb or load()
        tree = parse(code)
        lines = LineIndex(code)
        if tree is None:
            return scan_tokens(code, kb)
        model = CodeModel(tree, kb)
        return [call for _, call, _ in calls_from_model(model, lines)]
    except RecursionError:
        return []
    except Exception:  # pragma: no cover - the contract is "never raises"
        try:
            return scan_tokens(code, kb) if kb is not None else []
        except Exception:
            return []


def scan_tokens(code: str, kb: KnowledgeBase) -> list[ApiCall]:
    """Best-effort calls from tokens, for code with syntax errors.

    Finds `Name(`, `a.b.c(` patterns; a leading kb class resolves the chain through its MRO,
    `self.x(` resolves against Scene, other methods by simple name (most basic owner first).
    """
    tokens: list[tokenize.TokenInfo] = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(code).readline):
            tokens.append(tok)
    except (tokenize.TokenError, SyntaxError, ValueError):
        pass
    significant = [
        t for t in tokens if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT)
    ]
    calls: list[ApiCall] = []
    for i, tok in enumerate(significant):
        if tok.type != tokenize.OP or tok.string != "(" or i == 0:
            continue
        j = i - 1
        if significant[j].type != tokenize.NAME:
            continue
        parts = [significant[j]]
        while (
            j >= 2 and significant[j - 1].string == "." and significant[j - 2].type == tokenize.NAME
        ):
            j -= 2
            parts.insert(0, significant[j])
        before = significant[j - 1].string if j >= 1 else ""
        if before in (".", "def", "class") or parts[0].string in _KEYWORDS:
            continue
        names = [p.string for p in parts]
        qualname = _resolve_chain(names, kb)
        n_pos, keywords, star, dstar = _scan_args(significant, i)
        first, last = parts[0], parts[-1]
        calls.append(
            ApiCall(
                qualname=qualname,
                text=".".join(names),
                line=first.start[0],
                col=first.start[1],
                end_line=last.end[0],
                end_col=last.end[1],
                n_positional=n_pos,
                keywords=tuple(keywords),
                has_star_args=star,
                has_star_kwargs=dstar,
                name_col=last.start[1],
            )
        )
    return calls


_KEYWORDS = frozenset(
    {"def", "class", "if", "elif", "while", "for", "return", "print", "lambda", "and", "or", "not"}
)


def _resolve_chain(names: list[str], kb: KnowledgeBase) -> str | None:
    if len(names) == 1:
        return names[0] if kb.kind_of(names[0]) in ("class", "function") else None
    head, last = names[0], names[-1]
    if kb.is_class(head) and len(names) == 2:
        entry = kb.member(head, last)
        return entry.qualname if entry else None
    if head == "self" and len(names) == 2:
        entry = kb.member("Scene", last)
        if entry is not None:
            return entry.qualname
    for entry in kb.lookup_all(last):
        if entry.kind == "method":
            return entry.qualname
    return None


def _scan_args(
    tokens: list[tokenize.TokenInfo], open_index: int
) -> tuple[int, list[KeywordArg], bool, bool]:
    """Count positional args and collect keyword names between a `(` and its `)`."""
    depth = 0
    n_pos = 0
    keywords: list[KeywordArg] = []
    star = dstar = False
    segment: list[tokenize.TokenInfo] = []

    def close_segment() -> None:
        nonlocal n_pos, star, dstar
        if not segment:
            return
        first = segment[0]
        if first.string == "*":
            star = True
        elif first.string == "**":
            dstar = True
        elif len(segment) >= 2 and first.type == tokenize.NAME and segment[1].string == "=":
            keywords.append(
                KeywordArg(first.string, first.start[0], first.start[1], first.end[0], first.end[1])
            )
        else:
            n_pos += 1

    opener = tokens[open_index]
    indent = len(opener.line) - len(opener.line.lstrip())
    last_line = opener.start[0]
    for tok in tokens[open_index:]:
        starts_line = tok.start[0] != last_line
        last_line = tok.end[0]
        if starts_line and tok.start[1] <= indent and tok.start[0] > opener.start[0]:
            break  # an unclosed call: the next statement has begun
        if tok.string in "([{" and tok.type == tokenize.OP:
            depth += 1
            if depth == 1:
                continue
        elif tok.string in ")]}" and tok.type == tokenize.OP:
            depth -= 1
            if depth == 0:
                close_segment()
                break
        if depth == 1 and tok.string == "," and tok.type == tokenize.OP:
            close_segment()
            segment = []
            continue
        segment.append(tok)
    else:
        close_segment()
        return n_pos, keywords, star, dstar
    if depth > 0:
        close_segment()
    return n_pos, keywords, star, dstar
