"""The one settings vocabulary of Manim Agent: every switch, its default, range and help, once.

Each field of `Settings` is a setting. Its snake_case name is the Python name and the evaluation's
config key; the CLI flag is the kebab-case name (`--few-shot-examples`, booleans get `--no-...`);
the VS Code setting is `manim.` + camelCase (`manim.fewShotExamples`). The field's metadata holds
the help text, the range or choices, which front ends show it and the old names it still accepts.
`package.json`'s `contributes.configuration` is generated from this module
(`python -m server settings --package-json`) and a test fails when the two differ.

A bad value never stops the tool: it keeps the current value and leaves a warning for the user.
An old name (`guide`, `--no-static`, ...) still works for one release and leaves a deprecation
warning naming the new one.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterable, Sequence
from dataclasses import MISSING, dataclass, field, fields
from typing import Any

ENV_MODEL = "MANIM_AGENT_MODEL"
ENV_ENDPOINT = "MANIM_AGENT_ENDPOINT"

# front ends a setting appears in
CLI = "cli"  # `python -m server generate` and `python -m training eval`
EDITOR = "editor"  # VS Code (package.json) and the LSP settings
MODEL = "model"  # part of the model backend's identity (a change reloads the model)
RUN = "run"  # part of an evaluation run's identity (a change starts a new run)


class SettingsError(ValueError):
    """A value that the vocabulary refuses (strict mode: the CLI and the evaluation)."""


@dataclass(frozen=True)
class Spec:
    """What the one vocabulary says of a setting besides its name and default."""

    help: str
    choices: tuple[str, ...] = ()
    choice_help: tuple[str, ...] = ()
    bounds: tuple[float, float] | None = None
    where: frozenset[str] = frozenset({CLI, EDITOR})
    old_names: tuple[str, ...] = ()  # snake_case names accepted with a deprecation warning
    machine: bool = False  # VS Code scope machine-overridable (paths, URLs)
    # the value evaluation runs recorded before this setting existed ran with (default: its default)
    legacy: Any = "<default>"


def _s(default: Any, help: str, **kw: Any) -> Any:
    where = kw.pop("where", (CLI, EDITOR))
    return field(default=default, metadata={"spec": Spec(help=help, where=frozenset(where), **kw)})


STRATEGY_HELP = (
    "One generation, no feedback loop.",
    "Render in the loop: the render error is fed back to the model for up to `rounds` rounds.",
    "Render in the loop with the Manim API documentation of the names used in the prompt.",
)
QUALITY_HELP = (
    "Low quality (480p, 15 fps): fast previews.",
    "Medium quality (720p, 30 fps).",
    "High quality (1080p, 60 fps).",
)


@dataclass
class Settings:
    # -- how scenes are generated (the agent) ----------------------------------------------------
    strategy: str = _s(
        "ritl-doc", "How scenes are generated and repaired.",
        choices=("vanilla", "ritl", "ritl-doc"), choice_help=STRATEGY_HELP,
        where=(CLI, EDITOR, RUN),
    )  # fmt: skip
    rounds: int = _s(
        3, "Maximum number of repair rounds K after the first attempt (RITL strategies).",
        bounds=(0, 10), where=(CLI, EDITOR, RUN),
    )  # fmt: skip
    few_shot_examples: int = _s(
        2, "Example scenes shown to the model, chosen by their description and the Manim APIs "
        "the description implies (0 = none).",
        bounds=(0, 5), old_names=("examples",), where=(CLI, EDITOR, RUN),
    )  # fmt: skip
    examples_source: str = _s(
        "library", "Where few-shot examples come from.", choices=("library", "manimbench"),
        choice_help=(
            "The example library shipped with Manim Agent: Manim's docstring examples and our "
            "own scenes, each verified to render (kb/examples.json.gz).",
            "ManimBench train: evaluation comparison only (not shipped; needs $MANIMBENCH_PATH).",
        ),
        where=(CLI, EDITOR, RUN), legacy="manimbench",
    )  # fmt: skip
    examples_folder: str = _s(
        "", "A folder of your own Manim scenes added to the example library. Each scene's class "
        "docstring is its description; only scenes that pass the checks and render are used "
        "(verified once, then cached). Relative paths: from the server's working folder.",
        machine=True,
    )  # fmt: skip
    fix_all: bool = _s(
        True, "Apply the knowledge base's deterministic fixes (ManimGL names, keyword aliases, "
        "clear typos, ...) to the code before each render and repair round, without a model "
        "call. The editor also offers them as \"Fix all Manim issues\" (source.fixAll).",
        where=(CLI, EDITOR, RUN), legacy=False,
    )  # fmt: skip
    ce_rules: bool = _s(
        True, "Add a short list of Manim Community Edition rules (no TextMobject/ShowCreation, "
        "3-D points, animation classes) to the model's prompt.",
        old_names=("guide",), where=(CLI, EDITOR, RUN), legacy=False,
    )  # fmt: skip
    static_checks: bool = _s(
        True, "Check the code against the Manim API before each render; errors go back to the "
        "model without a render.", old_names=("static",), where=(CLI, EDITOR, RUN),
    )  # fmt: skip
    located_feedback: bool = _s(
        True, "Lead repair feedback with the failing line of the code and a hint.",
        old_names=("located",), where=(CLI, EDITOR, RUN), legacy=False,
    )  # fmt: skip
    repair_temperature_step: float = _s(
        0.25, "Each repair round samples this much hotter, with its own seed (0 = the paper's "
        "fixed sampling).", bounds=(0.0, 1.0), old_names=("repair_step",),
        where=(CLI, EDITOR, RUN), legacy=0.0,
    )  # fmt: skip
    layout_feedback: bool = _s(
        False, "After a render with layout warnings, one more round to fix them (kept only if "
        "it renders with fewer).", old_names=("layout",), where=(CLI, EDITOR, RUN), legacy=False,
    )  # fmt: skip
    trace_feedback: bool = _s(
        True, "After a render, check what the scene shows (objects stacked on one spot, text "
        "off-screen or on other text, numbers drawn over themselves, and the description's "
        "requirements) and feed unmet checks back for repair rounds; the rendered attempt "
        "meeting the most checks is kept.", where=(CLI, EDITOR, RUN), legacy=False,
    )  # fmt: skip
    check_confidence: float = _s(
        0.0, "Only unmet checks at least this confident start a repair round or reject an "
        "attempt (each kind's confidence is how often it was right on the scenes judged by "
        "eye; 0 trusts every check). Weaker findings are still shown.",
        bounds=(0.0, 1.0), where=(CLI, EDITOR, RUN), legacy=0.0,
    )  # fmt: skip
    llm_requirements: str = _s(
        "off", "Also let the model read the description into requirements for the trace checks "
        "(a JSON list constrained by a grammar, each item tied to the words it comes from; "
        "added to the rule reader's, which wins where both read a phrase). Cached per "
        "description. Needs trace feedback.",
        choices=("off", "sequential", "overlap"),
        choice_help=(
            "The rule reader only.",
            "The model reads the description when the first rendered attempt is judged.",
            "The model reads it in the background as soon as the first answer is written, "
            "while that answer is checked and rendered.",
        ),
        where=(CLI, EDITOR, RUN), legacy="off",
    )  # fmt: skip
    checklist_prompt: bool = _s(
        False, "Show the model the description's requirements as a short numbered list in plain "
        "words after the description in its first prompt (\"The scene must show: 1. ...\"). "
        "The list holds what the rule reader finds, plus the model's reading where llm "
        "requirements is `sequential` (then read before the first answer); with `overlap`, the "
        "rule reader's alone. Off until measured on the realistic benchmark.",
        where=(CLI, EDITOR, RUN), legacy=False,
    )  # fmt: skip
    how_to_notes: bool = _s(
        False, "Add, after the description in the first prompt, up to four one-line notes of "
        "Manim code for what it asks (a screen corner: `to_corner(UR)`; a dashed line between "
        "two objects; a dot moving along a curve; one bar of a chart changing; a rotation about "
        "a point), chosen by the description's words from the shipped notes (`kb/howto.py`). "
        "Off: with the embedded model it lowered the share of faithful scenes on the realistic "
        "dev half.",
        where=(CLI, EDITOR, RUN), legacy=False,
    )  # fmt: skip
    fresh_last_round: bool = _s(
        True, "When the code still does not render at the last repair round, write the scene "
        "afresh from the description (a new sample, as hot as that round) instead of repairing "
        "code that earlier rounds could not fix.", where=(CLI, EDITOR, RUN), legacy=False,
    )  # fmt: skip
    fresh_on_repeat: bool = _s(
        True, "When a repair round answers with the same code as an earlier attempt (it failed "
        "or missed the description's checks), write the scene afresh from the description in "
        "the next round instead of asking for the same repair again.", where=(CLI, EDITOR, RUN),
        legacy=False,
    )  # fmt: skip
    edit_repair: bool = _s(
        False, "When a rendered scene misses what the description asks, the repair round asks "
        "the model for an edit of the scene (the lines to change, as Edit Scene does) instead "
        "of the whole scene again, so that what already works is kept. Off until measured on "
        "the realistic benchmark.", where=(CLI, EDITOR, RUN), legacy=False,
    )  # fmt: skip
    plan: bool = _s(
        False, "Ask the model for a short plan (objects, timeline) before the code.",
        where=(CLI, EDITOR, RUN),
    )  # fmt: skip
    candidates: int = _s(
        1, "Candidate answers of the first generation: the local model writes them together "
        "(sharing the prompt, one batch); each is checked and rendered and the best one is kept "
        "(renders, then meets the most checks). Candidates after the first sample at least at "
        "temperature 0.7 with their own seeds. 1 = one answer.",
        bounds=(1, 4), where=(CLI, EDITOR, RUN),
    )  # fmt: skip
    temperature: float = _s(
        0.2, "Sampling temperature of the first generation.", bounds=(0.0, 2.0),
        where=(CLI, EDITOR, RUN),
    )  # fmt: skip
    seed: int = _s(0, "Sampling seed.", bounds=(0, 2**31 - 1), where=(CLI, RUN))
    max_tokens: int = _s(
        1638, "Most tokens the model may write in one answer.", bounds=(64, 32768), where=(CLI,)
    )
    # -- the model -------------------------------------------------------------------------------
    model_path: str = _s(
        "", "Path to a GGUF code model file. Empty: the embedded Qwen2.5-Coder-1.5B-Instruct "
        "model (assembled and verified in the cache on first use).",
        old_names=("model",), machine=True, where=(CLI, EDITOR, MODEL),
    )  # fmt: skip
    embedded_model: str = _s(
        "default", "Which embedded model to use when no model path is set: the 1.5B (`default`) "
        "or the fast 0.5B (`small`).", choices=("default", "small"),
        choice_help=("Qwen2.5-Coder-1.5B-Instruct Q4_K_M.", "Qwen2.5-Coder-0.5B Q4 (fast)."),
        old_names=("embedded",), where=(CLI, EDITOR, MODEL),
    )  # fmt: skip
    endpoint_url: str = _s(
        "", "Base URL of an OpenAI-compatible server to use instead of the local model, for "
        "example `http://localhost:8080/v1` (llama-server, Ollama, vLLM). Empty: the local "
        "model. The API key, if the endpoint needs one, is read from the environment variable "
        "`MANIM_AGENT_API_KEY` of the server process; it is never stored in settings.",
        old_names=("endpoint",), machine=True, where=(CLI, EDITOR, MODEL),
    )  # fmt: skip
    endpoint_model: str = _s(
        "", "Model name sent to the OpenAI-compatible endpoint. Empty: the endpoint's default.",
        where=(CLI, EDITOR, MODEL),
    )  # fmt: skip
    lora_path: str = _s(
        "", "Path to a GGUF LoRA adapter applied on top of the local model. Empty: none.",
        old_names=("lora",), machine=True, where=(CLI, EDITOR, MODEL),
    )  # fmt: skip
    use_registry: bool = _s(
        True, "Use the model and adapter that `python -m training` registered, when no model, "
        "adapter or endpoint is set.", where=(EDITOR, MODEL),
    )  # fmt: skip
    adapter: bool = _s(
        True, "Apply a fine-tuned LoRA adapter: the adapter path, the one `python -m training` "
        "registered, or the one shipped with the embedded model (none ships yet). Off "
        "(`--no-adapter`): the plain base model.", where=(CLI, EDITOR, MODEL, RUN),
    )  # fmt: skip
    context_tokens: int = _s(
        8192, "Context window of the local model in tokens.", bounds=(2048, 131072),
        where=(EDITOR, MODEL),
    )  # fmt: skip
    threads: int = _s(
        0, "CPU threads for the local model (0 = one per core).", bounds=(0, 256),
        where=(CLI, EDITOR, MODEL),
    )  # fmt: skip
    amx: bool = _s(
        True, "On Intel CPUs with AMX, run the embedded default model through llama.cpp's AMX "
        "build and its Q8_0 copy (about 1.8x faster prompt reading), where `python -m server "
        "model fetch` prepared them and a one-prompt check in a subprocess passed. Off: the "
        "default llama.cpp build everywhere; in the editor, restart the server to unload it.",
        where=(CLI, EDITOR, MODEL),
    )  # fmt: skip
    cache_dir: str = _s(
        "", "Cache folder: where the embedded model is assembled and render outputs are kept. "
        "Empty: `$MANIM_AGENT_CACHE_DIR`, else `$XDG_CACHE_HOME/manim-agent`, else "
        "`~/.cache/manim-agent`.", where=(CLI, EDITOR, MODEL),
    )  # fmt: skip
    # -- rendering -------------------------------------------------------------------------------
    quality: str = _s(
        "l", "Render quality of previews and renders.", choices=("l", "m", "h"),
        choice_help=QUALITY_HELP,
    )  # fmt: skip
    render_timeout: float = _s(
        60.0, "Seconds a render may take before it is stopped.", bounds=(1.0, 3600.0),
        old_names=("timeout",),
    )  # fmt: skip
    pool_size: int = _s(
        0, "Number of warm render workers. 0: the number of CPU cores.", bounds=(0, 64),
        old_names=("workers",),
    )  # fmt: skip
    render_on_save: bool = _s(
        True, "Render the scenes of a Python file when it is saved and report render errors and "
        "layout warnings as diagnostics (trusted workspaces only).", where=(EDITOR,),
    )  # fmt: skip
    prefill_while_typing: bool = _s(
        True, "While the Generate Scene description is typed, read the prompt it will send "
        "(system text, rules and the examples retrieved for the text so far) into the loaded "
        "model, so that generation starts with only the rest to read; while the Edit Scene "
        "instruction is typed, render the scene as it is and read the edit prompt up to the "
        "instruction. It uses the CPU while you type and yields at once to any real request. A "
        "model on disk is loaded then; none is ever downloaded for it.",
        where=(EDITOR,),
    )  # fmt: skip
    warnings: list[str] = field(default_factory=list, compare=False, repr=False)

    @classmethod
    def from_env(cls) -> Settings:
        s = cls()
        s.model_path = os.environ.get(ENV_MODEL, "")
        s.endpoint_url = os.environ.get(ENV_ENDPOINT, "")
        return s

    def copy(self) -> Settings:
        return Settings().update(self.values())

    def values(self) -> dict[str, Any]:
        """Every setting by its snake_case name (no warnings)."""
        return {name: getattr(self, name) for name in SPECS}

    def update(self, values: dict[str, Any], strict: bool = False) -> Settings:
        """Apply camelCase or snake_case values (old names too, with a deprecation warning);
        invalid ones keep the current value and leave a warning (`strict`: raise SettingsError)."""
        for raw_key, value in values.items():
            key = _snake(raw_key)
            if key in OLD_NAMES:
                new = OLD_NAMES[key]
                self.warnings.append(
                    f"setting {raw_key!r} is deprecated; use {setting_name(new)!r} "
                    f"(CLI {cli_flag(new)})"
                )
                key = new
            if key not in SPECS or value is None:
                continue
            current = getattr(self, key)
            ok, converted = convert(key, value, current)
            if ok:
                setattr(self, key, converted)
            elif strict:
                raise SettingsError(f"{cli_flag(key)} {value!r} is invalid: use {expectation(key)}")
            else:
                self.warnings.append(
                    f"setting manim.{raw_key}={value!r} is invalid ({expectation(key)}); "
                    f"using {current!r}"
                )
        return self

    def diff(self, other: Settings) -> dict[str, Any]:
        """The settings whose value in `self` differs from `other`."""
        return {k: v for k, v in self.values().items() if getattr(other, k) != v}

    def identity(self, where: str) -> tuple[Any, ...]:
        """The values of the settings tagged `where` (MODEL: a change reloads the model)."""
        return tuple(getattr(self, k) for k, s in SPECS.items() if where in s.where)


SPECS: dict[str, Spec] = {f.name: f.metadata["spec"] for f in fields(Settings) if f.metadata}
DEFAULTS: dict[str, Any] = {
    f.name: f.default for f in fields(Settings) if f.metadata and f.default is not MISSING
}
LEGACY: dict[str, Any] = {
    name: DEFAULTS[name] if s.legacy == "<default>" else s.legacy for name, s in SPECS.items()
}
OLD_NAMES: dict[str, str] = {old: name for name, s in SPECS.items() for old in s.old_names}
STRATEGIES: tuple[str, ...] = SPECS["strategy"].choices
QUALITIES: tuple[str, ...] = SPECS["quality"].choices

# The paper's configurations (ManimTrainer, section 3.4) as named presets over the defaults: the
# plain loop with nothing of ours (no examples, rules, static checks, located feedback or hotter
# repair rounds). `best` is the product's default, named so a run can say so.
_PAPER = {
    "few_shot_examples": 0, "ce_rules": False, "static_checks": False,
    "located_feedback": False, "repair_temperature_step": 0.0,
    "layout_feedback": False, "plan": False, "trace_feedback": False, "fix_all": False,
    "candidates": 1, "fresh_last_round": False, "fresh_on_repeat": False, "edit_repair": False,
    "how_to_notes": False,
}  # fmt: skip
PRESETS: dict[str, dict[str, Any]] = {
    "default": {},
    "paper-vanilla": {**_PAPER, "strategy": "vanilla", "rounds": 0},
    "paper-ritl": {**_PAPER, "strategy": "ritl", "rounds": 1},
    "paper-ritl-doc": {**_PAPER, "strategy": "ritl-doc", "rounds": 1},
    "paper-ritl-doc-3": {**_PAPER, "strategy": "ritl-doc", "rounds": 3},
}


def _snake(name: str) -> str:
    return "".join("_" + ch.lower() if ch.isupper() else ch for ch in name)


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def setting_name(name: str) -> str:
    """The VS Code setting of a snake_case name: `manim.fewShotExamples`."""
    return "manim." + camel(name)


def cli_flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def expectation(key: str) -> str:
    spec = SPECS[key]
    if spec.choices:
        return "one of " + ", ".join(spec.choices)
    default = DEFAULTS[key]
    if spec.bounds is not None:
        lo, hi = spec.bounds
        if isinstance(default, int) and not isinstance(default, bool):
            return f"an integer from {int(lo)} to {int(hi)}"
        return f"a number from {lo:g} to {hi:g}"
    return "true or false" if isinstance(default, bool) else "a string"


def convert(key: str, value: Any, current: Any) -> tuple[bool, Any]:
    """(valid, the value converted to the setting's type) for one raw value."""
    spec = SPECS[key]
    default = DEFAULTS[key]
    if key == "quality" and isinstance(value, str):
        value = value.lower().lstrip("-").removeprefix("q")
    if spec.choices:
        v = str(value).lower()
        return (v in spec.choices, v)
    if isinstance(default, bool):
        return (isinstance(value, bool), value)
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int | float) or int(value) != value:
            return (False, current)
        lo, hi = spec.bounds or (0, 1 << 30)
        return (lo <= int(value) <= hi, int(value))
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, int | float):
            return (False, current)
        lo_f, hi_f = spec.bounds or (0.0, 1e9)
        return (lo_f <= float(value) <= hi_f, float(value))
    if isinstance(default, str):
        return (isinstance(value, str), value.strip() if isinstance(value, str) else current)
    return (False, current)


def apply_preset(settings: Settings, name: str) -> Settings:
    if name not in PRESETS:
        raise ValueError(f"unknown preset {name!r}; use one of {', '.join(PRESETS)}")
    return settings.update(PRESETS[name])


# -- the CLI ------------------------------------------------------------------------------------
class _Deprecated(argparse.Action):
    """An old flag: stores like the new one and notes the deprecation."""

    def __init__(self, *args: Any, new: str, const_value: Any = None, **kw: Any) -> None:
        self.new = new
        self.const_value = const_value
        super().__init__(*args, **kw)

    def __call__(self, parser: Any, ns: Any, values: Any, option_string: str | None = None) -> Any:
        value = self.const_value if self.nargs == 0 else values
        setattr(ns, self.dest, value)
        notes = getattr(ns, "_deprecations", None) or []
        notes.append(f"{option_string} is deprecated; use {self.new}")
        ns._deprecations = notes


def add_cli_arguments(
    parser: argparse.ArgumentParser | Any,
    names: Iterable[str] | None = None,
    base: Settings | None = None,
) -> None:
    """Add the CLI flags of the settings (all CLI ones by default). Defaults are not stored in
    argparse (they come from `Settings`): only what the user typed ends up in the namespace."""
    base = base or Settings()
    chosen = [n for n, s in SPECS.items() if CLI in s.where] if names is None else list(names)
    for name in chosen:
        spec = SPECS[name]
        default = getattr(base, name)
        flag = cli_flag(name)
        shown = f" (default {default!r})" if default not in ("", None) else ""
        kw: dict[str, Any] = {"dest": name, "default": argparse.SUPPRESS}
        if isinstance(DEFAULTS[name], bool):
            parser.add_argument(flag, action=argparse.BooleanOptionalAction,
                                help=spec.help + shown, **kw)  # fmt: skip
        else:
            typ = type(DEFAULTS[name])
            extra: dict[str, Any] = {"choices": spec.choices} if spec.choices else {}
            parser.add_argument(flag, type=typ, help=spec.help + shown, **extra, **kw)
        for old in spec.old_names:
            _add_old_flags(parser, name, old, spec)


def _add_old_flags(parser: Any, name: str, old: str, spec: Spec) -> None:
    new = cli_flag(name)
    old_flag = cli_flag(old)
    kw: dict[str, Any] = {"dest": name, "default": argparse.SUPPRESS, "help": argparse.SUPPRESS}
    if isinstance(DEFAULTS[name], bool):
        parser.add_argument(old_flag, action=_Deprecated, nargs=0, new=new, const_value=True, **kw)
        parser.add_argument("--no-" + old_flag[2:], action=_Deprecated, nargs=0,
                            new="--no-" + new[2:], const_value=False, **kw)  # fmt: skip
    else:
        typ = type(DEFAULTS[name])
        parser.add_argument(old_flag, action=_Deprecated, type=typ, new=new, **kw)
        if name == "few_shot_examples":  # the old `--no-examples`
            parser.add_argument("--no-examples", action=_Deprecated, nargs=0,
                                new=f"{new} 0", const_value=0, **kw)  # fmt: skip


def settings_from_args(args: argparse.Namespace, base: Settings | None = None) -> Settings:
    """`base` (default: from the environment) with the flags the user typed applied; a preset
    (`--preset`) applies first, explicit flags win over it. A bad value raises SettingsError."""
    s = (base or Settings.from_env()).copy()
    preset = getattr(args, "preset", None)
    if preset:
        apply_preset(s, preset)
    given = {k: v for k, v in vars(args).items() if k in SPECS}
    s.update(given, strict=True)
    s.warnings.extend(getattr(args, "_deprecations", None) or [])
    return s


def add_preset_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--preset",
        choices=list(PRESETS),
        help="start from a named configuration: the product's default or one of the paper's "
        "(explicit flags win)",
    )


# -- package.json -------------------------------------------------------------------------------
EXTENSION_ONLY: dict[str, dict[str, Any]] = {
    # read by the extension itself, never sent to the server
    "manim.pythonPath": {
        "type": "string",
        "default": "",
        "scope": "machine-overridable",
        "description": "Python interpreter that has the Manim Agent server installed (run "
        "Manim: Set Up Python Environment, or `pip install -e <checkout of this repository>`). "
        "Empty: the interpreter selected in the Python extension, else the workspace `.venv`, "
        "else `python3`.",
    },
    "manim.trace.server": {
        "type": "string",
        "default": "off",
        "enum": ["off", "messages", "verbose"],
        "description": "Trace the messages between VS Code and the Manim Agent language server "
        "in the output channel.",
    },
}


def package_json_properties() -> dict[str, dict[str, Any]]:
    """`contributes.configuration.properties` of package.json, from this module."""
    props: dict[str, dict[str, Any]] = {}
    for name, spec in SPECS.items():
        if EDITOR not in spec.where:
            continue
        default = DEFAULTS[name]
        typ = (
            "boolean" if isinstance(default, bool)
            else "integer" if isinstance(default, int)
            else "number" if isinstance(default, float)
            else "string"
        )  # fmt: skip
        prop: dict[str, Any] = {"type": typ, "default": default, "description": spec.help}
        if spec.choices:
            prop["enum"] = list(spec.choices)
            if spec.choice_help:
                prop["enumDescriptions"] = list(spec.choice_help)
        if spec.bounds is not None:
            lo, hi = spec.bounds
            prop["minimum"], prop["maximum"] = (int(lo), int(hi)) if typ == "integer" else (lo, hi)
        if spec.machine:
            prop["scope"] = "machine-overridable"
        props[setting_name(name)] = prop
    props.update(EXTENSION_ONLY)
    return dict(sorted(props.items()))


def describe_table(names: Sequence[str] | None = None) -> str:
    """A Markdown table of the settings (for the docs)."""
    rows = ["| setting | CLI | default | meaning |", "|---|---|---|---|"]
    for name, spec in SPECS.items():
        if names is not None and name not in names:
            continue
        cli = f"`{cli_flag(name)}`" if CLI in spec.where else ""
        editor = f"`{setting_name(name)}`" if EDITOR in spec.where else ""
        rows.append(f"| {editor} | {cli} | `{DEFAULTS[name]!r}` | {spec.help} |")
    return "\n".join(rows)


# -- Markdown tables for the README and docs/settings.md --------------------------------------
# A few words per setting for the compact tables (the full help is in package.json and
# docs/settings.md). Every setting needs one: `markdown_table` raises on a missing entry.
SHORT_HELP: dict[str, str] = {
    "strategy": "`vanilla`, `ritl` or `ritl-doc` (render in the loop, with API docs)",
    "rounds": "repair rounds K after the first answer (0 to 10)",
    "few_shot_examples": "example scenes shown to the model (0 to 5)",
    "examples_source": "`library` (shipped) or `manimbench` (evaluation only)",
    "examples_folder": "a folder of your own scenes added to the example library",
    "fix_all": "the kb's deterministic fixes before each render",
    "ce_rules": "Community Edition rules in the prompt",
    "static_checks": "API checks before each render",
    "located_feedback": "the failing line leads the repair feedback",
    "repair_temperature_step": "each repair round samples this much hotter",
    "layout_feedback": "one more round to fix layout warnings",
    "trace_feedback": "what the rendered scene gets wrong feeds repair rounds",
    "check_confidence": "only findings this confident start a repair round",
    "llm_requirements": "the model also reads the description's requirements",
    "checklist_prompt": "the description's requirements listed in the first prompt",
    "how_to_notes": "one-line Manim notes for what the description asks, in the first prompt",
    "fresh_last_round": "a failing last round writes the scene afresh",
    "fresh_on_repeat": "a repeated answer is followed by a fresh sample",
    "edit_repair": "a scene that misses the description is repaired by an edit",
    "plan": "a short plan before the code",
    "candidates": "first answers written together; the best is kept (1 to 4)",
    "temperature": "sampling temperature of the first answer",
    "seed": "sampling seed",
    "max_tokens": "most tokens in one answer",
    "model_path": "a GGUF model file; empty: the embedded model",
    "embedded_model": "`default` (1.5B) or `small` (0.5B)",
    "endpoint_url": "an OpenAI-compatible server instead of the local model",
    "endpoint_model": "model name sent to that server",
    "lora_path": "a GGUF LoRA adapter on the local model",
    "use_registry": "use the model `python -m training` registered",
    "adapter": "apply a fine-tuned adapter (none ships yet)",
    "context_tokens": "context window of the local model",
    "threads": "CPU threads of the local model (0: one per core)",
    "amx": "llama.cpp's AMX build on Intel CPUs with AMX, once checked",
    "cache_dir": "where the embedded model is kept",
    "quality": "`l` 480p15, `m` 720p30, `h` 1080p60",
    "render_timeout": "seconds a render may take",
    "pool_size": "render workers (0: one per core)",
    "render_on_save": "render on save, errors as diagnostics",
    "prefill_while_typing": "read the prompt while a description or instruction is typed",
}
EXTENSION_ONLY_SHORT: dict[str, str] = {
    "manim.pythonPath": "the interpreter that runs the server",
    "manim.trace.server": "trace the LSP messages in the output channel",
}
# the rows of the README's table; docs/settings.md has every setting
COMMON_SETTINGS: tuple[str, ...] = (
    "manim.pythonPath", "model_path", "embedded_model", "endpoint_url", "strategy", "rounds",
    "few_shot_examples", "examples_folder", "trace_feedback", "candidates", "quality",
    "render_on_save", "prefill_while_typing", "threads", "amx",
)  # fmt: skip


def _markdown_default(value: Any) -> str:
    if isinstance(value, bool):
        return "`true`" if value else "`false`"
    if value == "":
        return '`""`'
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"`{value}`"


def _markdown_row(name: str) -> str:
    if name in EXTENSION_ONLY:  # read by the extension itself: no CLI flag, no Python name
        default = EXTENSION_ONLY[name]["default"]
        cells = [f"`{name.removeprefix('manim.')}`", "", f"`{name}`", _markdown_default(default),
                 EXTENSION_ONLY_SHORT[name]]  # fmt: skip
        return "| " + " | ".join(cells) + " |"
    spec = SPECS[name]
    if name not in SHORT_HELP:
        raise KeyError(f"setting {name!r} has no entry in SHORT_HELP")
    if CLI not in spec.where:
        flag = ""
    elif isinstance(DEFAULTS[name], bool):
        flag = f"`--[no-]{cli_flag(name)[2:]}`"
    else:
        flag = f"`{cli_flag(name)}`"
    editor = f"`{setting_name(name)}`" if EDITOR in spec.where else ""
    cells = [f"`{name}`", flag, editor, _markdown_default(DEFAULTS[name]), SHORT_HELP[name]]
    return "| " + " | ".join(cells) + " |"


def markdown_table(common: bool = False) -> str:
    """The settings as a compact Markdown table: name, CLI flag, VS Code setting, default and a
    few words. `common`: only the README's rows (`COMMON_SETTINGS`). The README and
    docs/settings.md hold this output between `<!-- settings:start -->` and
    `<!-- settings:end -->`; a test keeps them equal (`python -m server settings --markdown`)."""
    names = list(COMMON_SETTINGS) if common else [*SPECS, *EXTENSION_ONLY]
    rows = [
        "| setting | CLI flag | VS Code setting | default | meaning |",
        "|---|---|---|---|---|",
    ]
    rows += [_markdown_row(name) for name in names]
    return "\n".join(rows)


def markdown_help() -> str:
    """Every setting with its full help (what package.json shows in VS Code), for
    docs/settings.md between `<!-- settings-help:start -->` and `<!-- settings-help:end -->`."""
    out: list[str] = []
    for name, spec in SPECS.items():
        names = [f"`{setting_name(name)}`"] if EDITOR in spec.where else []
        if CLI in spec.where:
            flag = cli_flag(name)
            names.append(
                f"`--[no-]{flag[2:]}`" if isinstance(DEFAULTS[name], bool) else f"`{flag}`"
            )
        out.append(f"- **`{name}`** ({', '.join(names)}; default {_markdown_default(DEFAULTS[name])}): "
                   + spec.help)  # fmt: skip
        for choice, text in zip(spec.choices, spec.choice_help, strict=False):
            out.append(f"  - `{choice}`: {text}")
    for key, prop in EXTENSION_ONLY.items():
        out.append(f"- **`{key}`** (VS Code only; default {_markdown_default(prop['default'])}): "
                   + prop["description"])  # fmt: skip
    return "\n".join(out)
