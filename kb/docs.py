"""Render kb entries as text: Markdown for hovers, a compact plain form for repair prompts."""

from __future__ import annotations

from collections.abc import Callable

from kb.model import Entry, Param
from kb.store import KnowledgeBase

#: Annotations longer than this are left out of compact signatures (they cost tokens, rarely help).
MAX_COMPACT_ANNOTATION = 28


def signature_line(entry: Entry, compact: bool = False) -> str:
    """`Circle(radius: float | None = None, ...)`, `Mobject.shift(*vectors) -> Self`, `UP = ...`."""
    if entry.kind == "constant":
        return f"{entry.qualname} = {entry.value}" if entry.value else entry.qualname
    if entry.kind == "property":
        returns = f": {entry.returns}" if entry.returns else ""
        return f"{entry.qualname}{returns}  (property)"
    if not compact:
        return entry.qualname + (entry.signature or "()")
    parts: list[str] = []
    for p in entry.params:
        annotation = (
            p.annotation if p.annotation and len(p.annotation) <= MAX_COMPACT_ANNOTATION else None
        )
        parts.append(Param(p.name, p.kind, p.default, annotation).render())
    text = f"{entry.qualname}({', '.join(parts)})"
    if entry.kind != "class" and entry.returns and entry.returns != "None":
        if len(entry.returns) <= MAX_COMPACT_ANNOTATION:
            text += f" -> {entry.returns}"
    return text


def describe_entry(kb: KnowledgeBase, entry: Entry, max_inherited: int = 40) -> str:
    """Markdown for a hover: signature in a python block, summary, parameters, where it lives."""
    if entry.kind == "class":
        code = f"class {signature_line(entry)}"
    elif entry.kind in ("method", "function"):
        code = f"def {signature_line(entry)}"
    else:
        code = signature_line(entry)
    out = [f"```python\n{code}\n```"]
    if entry.deprecated:
        out.append(f"**Deprecated:** {entry.deprecated}")
    if entry.summary:
        out.append(entry.summary)
    documented = [p for p in entry.params if p.doc]
    if documented:
        lines = ["**Parameters**", ""]
        for p in documented:
            lines.append(f"- `{p.name}`: {p.doc}")
        out.append("\n".join(lines))
    if entry.kind in ("class", "method", "function") and entry.takes_var_kwargs:
        own = {p.name for p in entry.params}
        accepted, is_open = kb.accepted_keywords(entry.qualname)
        inherited = [n for n in accepted if n not in own and not n.startswith("_")]
        if inherited:
            shown = ", ".join(f"`{n}`" for n in inherited[:max_inherited])
            more = (
                f" and {len(inherited) - max_inherited} more"
                if len(inherited) > max_inherited
                else ""
            )
            out.append(f"**Also accepts** (through `**kwargs`): {shown}{more}")
        elif is_open:
            out.append("Extra keyword arguments go to `**kwargs`.")
    where = [f"*{entry.module}*"] if entry.module else []
    if entry.kind == "class" and entry.bases:
        where.append("bases: " + ", ".join(f"`{b}`" for b in entry.bases))
    if entry.owner:
        where.append(f"defined on `{entry.owner}`")
    if where:
        out.append(" · ".join(where))
    return "\n\n".join(out)


def describe_param(kb: KnowledgeBase, qualname: str, name: str) -> str | None:
    """Markdown for one keyword of a call (following `**kwargs`), or None if not accepted."""
    accepted, _ = kb.accepted_keywords(qualname)
    param = accepted.get(name)
    if param is None:
        return None
    owner = f" (from `{param.owner}`)" if param.owner and param.owner != qualname else ""
    text = f"```python\n{param.render()}\n```\n\nParameter of `{qualname}`{owner}."
    doc = param.doc or _doc_from_owner(kb, param)
    return f"{text}\n\n{doc}" if doc else text


def _doc_from_owner(kb: KnowledgeBase, param: Param) -> str:
    owner = kb.get(param.owner) if param.owner else None
    return owner.param_docs.get(param.name, "") if owner is not None else ""


def compact_entry(
    kb: KnowledgeBase,
    entry: Entry,
    used: set[str] | None = None,
    n_positional: int = 0,
    bad_keywords: dict[str, list[str]] | None = None,
    brief: bool = False,
) -> str:
    """A few lines for a repair prompt: signature, summary, the documented params in use.

    `used` are keyword names the code passes; the first `n_positional` positional parameters
    count as used too. `bad_keywords` maps a keyword the callable rejects to did-you-mean names;
    those get a line each plus the list of keywords it does accept. `brief` keeps two lines.
    """
    lines = [signature_line(entry, compact=True)]
    if entry.summary:
        lines.append("  " + entry.summary)
    if brief:
        return "\n".join(lines)
    used = set(used or ())
    positional = [p for p in entry.params if p.kind in ("positional-only", "positional")]
    used.update(p.name for p in positional[:n_positional])
    if n_positional and entry.takes_var_args:
        used.update(p.name for p in entry.params if p.kind == "var-positional")
    accepted: dict[str, Param] = {}
    if used - {p.name for p in entry.params} or bad_keywords:
        accepted, _ = kb.accepted_keywords(entry.qualname)
    for name in sorted(used, key=_param_order(entry)):
        doc = entry.param_docs.get(name) or (
            accepted[name].doc or _doc_from_owner(kb, accepted[name]) if name in accepted else ""
        )
        if doc:
            lines.append(f"  {name}: {doc}")
    for bad, suggestions in (bad_keywords or {}).items():
        hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
        lines.append(f"  ! `{bad}` is not a parameter of {entry.qualname}{hint}")
    if bad_keywords:
        names = [n for n in accepted if not n.startswith("_")]
        lines.append(
            "  accepted keywords: " + ", ".join(names[:20]) + (" ..." if len(names) > 20 else "")
        )
    return "\n".join(lines)


def _param_order(entry: Entry) -> Callable[[str], tuple[int, str]]:
    order = {p.name: i for i, p in enumerate(entry.params)}
    return lambda name: (order.get(name, len(order)), name)
