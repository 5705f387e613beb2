"""What an evaluation run is: its configuration (`EvalConfig`) and the identity a run folder keeps.

Shared by both benchmarks (ManimBench, ``training/evaluate.py``, and the spec benchmark,
``training/spec_eval.py``); it imports neither of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from server.models import choice as model_choice
from server.settings import LEGACY, RUN, SPECS, Settings

# What an evaluation run is, besides the settings tagged RUN in server/settings.py: a run folder
# whose identity differs is refused (anything else may change between sessions).
RUN_KEYS = ("model", "lora", "split", "decontaminate")
# identity keys as runs recorded before the one settings vocabulary wrote them
_OLD_IDENTITY_KEYS = {
    "static": "static_checks", "examples": "few_shot_examples", "guide": "ce_rules",
    "repair_step": "repair_temperature_step", "located": "located_feedback",
    "layout": "layout_feedback",
}  # fmt: skip


class EvalError(RuntimeError):
    """A bad argument or an output folder that belongs to a different run; exit code 2."""


def eval_settings() -> Settings:
    """The evaluation's starting point: the product's defaults (the registry is never used)."""
    return Settings(use_registry=False)


@dataclass
class EvalConfig:
    settings: Settings = field(default_factory=eval_settings)  # the agent and model, as shipped
    split: str = "test"
    limit: int | None = None
    preset: str | None = None  # the named configuration the settings started from
    # few-shot examples whose code has at least this difflib ratio to the task's reference are
    # skipped (ManimBench train holds near-copies of some test scenes); 0 = off
    decontaminate: float = 0.0
    ids: tuple[str, ...] = ()  # only these task ids (after --limit)
    # Edit Scene as the editor runs it: the box opens (the scene renders, the model reads ahead),
    # the instruction is typed at this many characters a second, time counts from Enter; 0 = the
    # request sent at once (the command line)
    typed_cps: float = 0.0
    out: Path | None = None
    ref_cache: Path | None = None  # reference renders (default <cache>/refcache)
    codebert: str | None = None
    clip: str | None = None
    progress: bool = True

    def model_name(self) -> str:
        s = self.settings
        if s.endpoint_url:
            return f"{s.endpoint_model or 'endpoint'}@{s.endpoint_url}"
        if s.model_path:
            return Path(s.model_path).stem
        name = f"embedded-{s.embedded_model}"
        # llama.cpp's AMX path loads another library and the Q8_0 file (server/models/accel.py):
        # another model for the run's identity, so a run is never resumed across the two
        if model_choice.uses_amx(s):
            name += "-amx-q8_0"
        return name

    def run_name(self) -> str:
        s = self.settings
        model = self.model_name().split("@")[0].replace("/", "_")
        parts = [model, self.split, s.strategy]
        if s.strategy != "vanilla":
            parts.append(f"k{s.rounds}")
        if s.lora_path:
            parts.append(Path(s.lora_path).stem)
        return "-".join(parts)

    def strategy_label(self) -> str:
        """The strategy as summaries show it: ``vanilla`` or ``<strategy>@<rounds>``."""
        s = self.settings
        return s.strategy if s.strategy == "vanilla" else f"{s.strategy}@{s.rounds}"

    def adapter_name(self) -> str | None:
        """The adapter in the identity: the --lora-path as given, or ``pinned:<sha256>`` when the
        embedded model's shipped adapter applies (so a base-model run recorded before an adapter
        shipped is not resumed with it); None when no adapter applies."""
        s = self.settings
        if s.lora_path:
            return s.lora_path
        if s.endpoint_url or s.model_path:
            return None
        choice = model_choice.choose(s)
        if choice.adapter_source == "pinned":
            return f"pinned:{choice.lora_sha256}"
        return None

    def identity(self) -> dict[str, Any]:
        """What must match for a run folder to be resumed."""
        d: dict[str, Any] = {
            "model": self.model_name(),
            "lora": self.adapter_name(),
            "split": self.split,
            "decontaminate": self.decontaminate,
        }
        if self.typed_cps:
            d["typed_cps"] = self.typed_cps
        d.update({k: getattr(self.settings, k) for k, sp in SPECS.items() if RUN in sp.where})
        return d


def upgrade_identity(stored: dict[str, Any]) -> dict[str, Any]:
    """A stored identity in today's names; settings it predates get the value those runs had."""
    d = {_OLD_IDENTITY_KEYS.get(k, k): v for k, v in stored.items()}
    legacy = {k: LEGACY[k] for k, sp in SPECS.items() if RUN in sp.where}
    return {**legacy, "decontaminate": 0.0, **d}


def identity_diff(previous: dict[str, Any], identity: dict[str, Any]) -> dict[str, tuple[Any, Any]]:
    """The keys whose values differ. Where no adapter applies on either side (``lora`` None), the
    ``adapter`` switch means nothing, so a base run recorded with the default switch (on, before
    any adapter shipped) resumes with ``--no-adapter`` once one has."""
    a, b = dict(previous), dict(identity)
    for d in (a, b):
        if d.get("lora") is None and "adapter" in d:
            d["adapter"] = False
    return {k: (a.get(k), v) for k, v in b.items() if a.get(k) != v}
