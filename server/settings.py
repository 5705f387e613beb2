"""User settings shared by the CLI and the language server, with validation that falls back.

The same names appear in VS Code (`manim.*`), in LSP initializationOptions and on the CLI. A bad value
never stops the tool: it falls back to the default and the problem is reported to the user.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, fields
from typing import Any

STRATEGIES = ("vanilla", "ritl", "ritl-doc")
EXAMPLE_SOURCES = ("library", "manimbench")
QUALITIES = ("l", "m", "h")

ENV_MODEL = "MANIM_AGENT_MODEL"
ENV_ENDPOINT = "MANIM_AGENT_ENDPOINT"


@dataclass
class Settings:
    model_path: str = ""  # "" = the embedded Qwen2.5-Coder-1.5B (assembled into the cache)
    embedded_model: str = "default"  # which embedded model when model_path is empty
    endpoint_url: str = ""  # an OpenAI-compatible base URL; wins over the local model when set
    endpoint_model: str = ""
    lora_path: str = ""
    use_registry: bool = True  # use the model/adapter `python -m training` registered, if any
    strategy: str = "ritl-doc"
    rounds: int = 3
    few_shot_examples: int = 2  # example-library scenes shown to the model (0 = none)
    # "library" (shipped kb/examples.json.gz) | "manimbench" (evaluation comparison only)
    examples_source: str = "library"
    examples_folder: str = ""  # your own scenes (those that render) added as examples
    fix_all: bool = True  # kb fix-all before each render and repair round (no model call)
    ce_rules: bool = True  # the short Community Edition rules in the prompt
    quality: str = "l"
    render_on_save: bool = True
    pool_size: int = 0  # 0 = number of cores
    cache_dir: str = ""  # "" = $MANIM_AGENT_CACHE_DIR or the XDG cache dir
    context_tokens: int = 8192
    temperature: float = 0.2
    render_timeout: float = 60.0
    warnings: list[str] = field(default_factory=list, compare=False, repr=False)

    @classmethod
    def from_env(cls) -> Settings:
        s = cls()
        s.model_path = os.environ.get(ENV_MODEL, "")
        s.endpoint_url = os.environ.get(ENV_ENDPOINT, "")
        return s

    def update(self, values: dict[str, Any]) -> Settings:
        """Apply camelCase or snake_case values; invalid ones keep the current value + a warning."""
        known = {f.name: f for f in fields(self) if f.name != "warnings"}
        for raw_key, value in values.items():
            key = _snake(raw_key)
            if key not in known or value is None:
                continue
            current = getattr(self, key)
            ok, converted = _convert(key, value, current)
            if ok:
                setattr(self, key, converted)
            else:
                self.warnings.append(
                    f"setting manim.{raw_key}={value!r} is invalid ({_expect(key)}); "
                    f"using {current!r}"
                )
        return self


def _snake(name: str) -> str:
    out = []
    for ch in name:
        if ch.isupper():
            out.append("_" + ch.lower())
        else:
            out.append(ch)
    return "".join(out)


def _expect(key: str) -> str:
    return {
        "strategy": "one of " + ", ".join(STRATEGIES),
        "examples_source": "one of " + ", ".join(EXAMPLE_SOURCES),
        "quality": "one of " + ", ".join(QUALITIES),
        "rounds": "an integer from 0 to 10",
        "few_shot_examples": "an integer from 0 to 5",
        "pool_size": "an integer from 0 to 64",
        "context_tokens": "an integer from 2048 to 131072",
        "temperature": "a number from 0 to 2",
        "render_timeout": "a number of seconds from 1 to 3600",
    }.get(key, "the wrong type")


def _convert(key: str, value: Any, current: Any) -> tuple[bool, Any]:
    if key == "strategy":
        v = str(value).lower()
        return (v in STRATEGIES, v)
    if key == "examples_source":
        v = str(value).lower()
        return (v in EXAMPLE_SOURCES, v)
    if key == "quality":
        v = str(value).lower().lstrip("-").removeprefix("q")
        return (v in QUALITIES, v)
    if isinstance(current, bool):
        return (isinstance(value, bool), value)
    if isinstance(current, int):
        if isinstance(value, bool) or not isinstance(value, int | float) or int(value) != value:
            return (False, current)
        bounds = {
            "rounds": (0, 10),
            "few_shot_examples": (0, 5),
            "pool_size": (0, 64),
            "context_tokens": (2048, 131072),
        }
        lo, hi = bounds.get(key, (0, 1 << 30))
        return (lo <= int(value) <= hi, int(value))
    if isinstance(current, float):
        if isinstance(value, bool) or not isinstance(value, int | float):
            return (False, current)
        lo_f, hi_f = {"temperature": (0.0, 2.0), "render_timeout": (1.0, 3600.0)}.get(
            key, (0.0, 1e9)
        )
        return (lo_f <= float(value) <= hi_f, float(value))
    if isinstance(current, str):
        return (isinstance(value, str), value.strip() if isinstance(value, str) else current)
    return (False, current)
