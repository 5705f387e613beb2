"""Training configuration: nested dataclasses loaded from YAML with strict validation.

`training/configs/default.yaml` holds the paper's values (section 3.5.1); `smoke.yaml` runs the
whole chain on a tiny random model in minutes. Unknown keys and wrong types are errors that name
the key, so a typo never silently falls back to a default during a multi-hour run.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
CONFIG_DIR = Path(__file__).resolve().parent / "configs"
DEFAULT_CONFIG = CONFIG_DIR / "default.yaml"
STAGES = ("data", "rft-data", "sft", "grpo", "pref", "export", "register")
# what `--stage all` runs when the config names no `stages` (rft-data only when asked for)
DEFAULT_STAGES = ("data", "sft", "grpo", "export", "register")
SFT_DATA = ("manimbench", "rft")
RFT_SOURCES = ("spec-dev", "ours", "library", "manimbench-train")
# the llama.cpp GRPO loop's prompt sources (training descriptions only; never a test split)
GRPO_SOURCES = ("manimbench-train", "library", "spec-dev", "realspec-dev", "judged", "ours")
GRPO_SAMPLERS = ("trl", "llama")
# the preference stage: where its pairs come from, what may be chosen, TRL's DPO losses offered
PREF_SOURCES = ("rft", "judged")
PREF_CHOSEN = ("kept", "rendered", "eye")
PREF_LOSSES = ("sigmoid", "ipo", "hinge", "robust", "apo_zero")
PREF_STARTS = ("sft", "grpo", "base")


class ConfigError(ValueError):
    """The configuration file is unreadable or holds a bad value; the message names the key."""


@dataclass
class TinyModelConfig:
    """A randomly initialised Qwen2-architecture model (smoke runs only: it cannot write Manim)."""

    hidden_size: int = 64
    num_hidden_layers: int = 2
    num_attention_heads: int = 4
    num_key_value_heads: int = 2
    intermediate_size: int = 128
    max_position_embeddings: int = 4096
    seed: int = 0


@dataclass
class ModelConfig:
    """Where the base model comes from.

    ``base``: ``embedded:default`` / ``embedded:small`` (the server's GGUF, dequantised into
    transformers), ``tiny`` (random weights from ``tiny``), or a Hugging Face model directory.
    ``tokenizer``: empty = the base's own; for ``tiny`` an ``embedded:*`` key or a directory.
    """

    base: str = "embedded:default"
    tokenizer: str = ""
    # auto: Unsloth where CUDA is present and Unsloth is installed, else transformers + PEFT (on the
    # GPU when there is one); unsloth: require it; peft: transformers + PEFT even beside Unsloth
    backend: str = "auto"
    # CPU path (the Unsloth path picks bf16/fp16 itself); auto = bfloat16 where the CPU has it
    # natively (AVX-512 BF16, AMX), else float32 (emulated bfloat16 is several times slower)
    dtype: str = "float32"
    load_in_4bit: bool = True  # Unsloth (CUDA) only: base frozen in 4-bit as in the paper
    max_seq_length: int = 2048
    tiny: TinyModelConfig = field(default_factory=TinyModelConfig)


@dataclass
class LoraSettings:
    """LoRA as in the paper: rank 8, alpha = 2 * rank, attention projections q/k/v/o."""

    r: int = 8
    alpha: int = 16
    dropout: float = 0.0
    target_modules: list[str] = field(
        default_factory=lambda: ["q_proj", "k_proj", "v_proj", "o_proj"]
    )


@dataclass
class DataConfig:
    """ManimBench train split only; validation is carved out of train (the test split is never
    read by training)."""

    manimbench_path: str = ""  # "" = $MANIMBENCH_PATH or ../shared/data/manimbench
    validation_fraction: float = 0.1
    seed: int = 0
    limit: int = 0  # 0 = all train tasks; smoke runs use a handful


@dataclass
class SFTSettings:
    """Section 3.5.1: 2 epochs, lr 2e-6, linear decay, weight decay 0.01, warmup 0.1, batch 16."""

    learning_rate: float = 2e-6
    num_train_epochs: float = 2.0
    per_device_train_batch_size: int = 2
    gradient_accumulation_steps: int = 8  # 2 x 8 = the paper's effective batch of 16
    weight_decay: float = 0.01
    warmup_ratio: float = 0.1
    lr_scheduler_type: str = "linear"
    optim: str = "auto"  # auto: the paper's 8-bit AdamW on CUDA, adamw_torch on CPU
    completion_only_loss: bool = True
    max_length: int = 2048
    max_steps: int = -1
    logging_steps: int = 1
    save_steps: int = 20
    eval_steps: int = 20
    save_total_limit: int = 3
    gradient_checkpointing: bool = False
    eval_on_start: bool = False  # validation loss before the first step (a before/after pair)
    seed: int = 0
    # CPU path: run the records' shared prompt prefix once per optimiser step, without its
    # gradient path, and each example's own tokens on its cache (training/prefix_sft.py)
    prefix_cache: bool = False
    # what SFT trains on: "manimbench" (the data stage: ManimBench train's reference code) or
    # "rft" (the rft-data stage: the agent's own scenes that rendered and passed their checks)
    data: str = "manimbench"


@dataclass
class RFTSettings:
    """Rejection-sampling fine-tuning data (issue 20, training/rft.py): the full agent in the
    shipped configuration on training descriptions; only final scenes that render and pass their
    checks are kept, as (prompt -> scene) records for SFT: the short prompt without examples, or
    the shipped one with its library examples (``prompt``)."""

    # where descriptions come from (never ManimBench test or the spec benchmark's test half)
    sources: list[str] = field(default_factory=lambda: list(RFT_SOURCES))
    limit: int = 0  # 0 = every description; else the first N of the deterministic order
    seed: int = 0  # the order of the descriptions and the train/validation split
    attempts: int = 1  # agent runs per description (seed, seed + 1, ...) until one is kept
    # a description an earlier run rejected (render failed, checks failed, no code or trace, an
    # agent error) gets up to this many further runs when the stage runs again, sampled hotter
    # (retry_temperature; seed + n). Not part of the identity: the outcomes made so far stay
    # valid, and a retried outcome replaces the rejected one (read from rft.shared_outcomes too)
    retries: int = 0
    retry_temperature: float = 0.7
    validation_fraction: float = 0.1
    # a kept scene whose code has at least this difflib ratio to a ManimBench test reference is
    # dropped, and so is a description this close to a test description (0 = off)
    decontaminate: float = 0.9
    # a library description's own scene is kept out of its few-shot examples (no copying)
    exclude_own_example: bool = True
    descriptions_file: str = ""  # "" = training/descriptions/rft_descriptions.jsonl
    # a folder of outcomes made earlier and committed (outcomes.jsonl + run.json): read before
    # the agent runs, so a new machine continues where the last one stopped; relative paths are
    # from the repository root; "" = none
    shared_outcomes: str = ""
    # the prompt of each training record: short = the agent's first-round prompt without examples
    # (the adapter learns to need none); shipped = the prompt the agent sends as configured, with
    # its retrieved library examples (a library description's own scene left out). Records only:
    # the agent's runs, and so the outcomes, are the same for both.
    prompt: str = "short"
    # in the training split, a scene the agent kept only after a repair round (an error, a check
    # or a trace finding fixed) counts this many times; the model's own first answers, which it
    # already gives, count once, and so does every validation record. Records only, like prompt
    repaired_weight: int = 1
    # Settings overrides (server/settings.py names) on top of the shipped defaults; the base
    # model follows model.base (embedded:small -> embedded_model: small) unless set here
    settings: dict[str, Any] = field(default_factory=lambda: {"trace_feedback": True})


@dataclass
class GRPOSettings:
    """Section 3.3: Dr. GRPO loss, G = 8, beta 0.005, epsilon 0.2, lr 5e-7, L = 0.8 * 2048."""

    learning_rate: float = 5e-7
    loss_type: str = "dr_grpo"
    num_generations: int = 8
    beta: float = 0.005
    epsilon: float = 0.2
    max_completion_length: int = 1638
    temperature: float = 1.0
    scale_rewards: str = "group"  # equation 16 divides by the group's std
    per_device_train_batch_size: int = 8  # completions per device step (a multiple of G)
    gradient_accumulation_steps: int = 2  # 8 x 2 = 16 completions per optimiser step
    num_train_epochs: float = 1.0
    max_steps: int = -1
    warmup_ratio: float = 0.0
    weight_decay: float = 0.01
    lr_scheduler_type: str = "linear"
    optim: str = "auto"
    logging_steps: int = 1
    save_steps: int = 10
    save_total_limit: int = 3
    log_completions: bool = True
    self_check: bool = True  # score the reference through the reward before training
    seed: int = 0
    # who samples the groups: trl (GRPOTrainer, torch generation from data/train.jsonl) or
    # llama (training/grpo_llama.py: llama.cpp samples from the current adapter's GGUF, the
    # sandboxed pool renders and the trace checks judge, torch updates from the stored group)
    sampler: str = "trl"
    # --- llama sampler only ---
    # the adapter the policy starts from (and the KL reference): sft (this run's sft/adapter),
    # base (a fresh LoRA), or a path (absolute, or from the repository root) to a LoRA GGUF
    # (convert_lora_to_gguf.py's output, converted once into <out>/grpo/start-adapter/) or to
    # a PEFT adapter folder
    start: str = "sft"
    prompts_per_step: int = 1  # groups (of num_generations completions) per optimiser step
    iterations: int = 1  # optimiser steps on each stored batch (mu; > 1 makes the ratio matter)
    # steps whose groups are sampled from one policy before their updates run (a rollout): 1
    # samples from the adapter of the step before; R > 1 samples R steps ahead from it, so the
    # sampling (llama.cpp, renders) and the updates (torch, a GPU) can run apart
    # (--grpo-phase sample / update), the ratio taken against that sampling policy
    rollout_steps: int = 1
    max_grad_norm: float = 1.0
    prompt_sources: list[str] = field(default_factory=lambda: list(GRPO_SOURCES))
    prompt_limit: int = 0  # 0 = every training description; else the first N of the order
    decontaminate: float = 0.9  # drop a description this close to a test description (0 = off)
    llama_threads: int = 0  # llama.cpp threads while sampling; 0 = every core
    llama_ctx: int = 4096
    top_p: float = 1.0  # 1.0: sample the policy itself (a truncated sampler is not the policy)


@dataclass
class PrefSettings:
    """The preference stage (issue 49, training/pref.py): DPO (TRL's DPOTrainer) on pairs of the
    agent's own attempts at one training description, a better one chosen over a worse one,
    continuing the starting adapter (the SFT adapter by default) against a frozen copy of it."""

    # -- the pairs (pref/pairs.jsonl) --
    # rft: every recorded run of the rft-data stage (the run folder's outcomes, with the code of
    # the runs a retry replaced); judged: folders laid out as bench/judged/run.py writes them
    sources: list[str] = field(default_factory=lambda: list(PREF_SOURCES))
    # outcomes.jsonl + scenes/<id>.py each (bench/judged, paired.py's arms); relative paths are
    # from the repository root. Their realistic test half is never read
    judged_folders: list[str] = field(default_factory=lambda: ["bench/judged"])
    # kept: only a scene that rendered and met every check is chosen; rendered: any rendered
    # scene with fewer unmet checks than the one it is preferred to (a render beats no render);
    # eye: the judged folders' verdicts by eye rank (faithful > partly > not), attempts without
    # a verdict are not paired
    chosen: str = "rendered"
    validation_fraction: float = 0.1  # of the descriptions (their pairs go to pairs-val.jsonl)
    decontaminate: float = 0.9  # a description or code this close to a test one is dropped
    # -- training --
    # the adapter DPO continues (and its frozen reference): sft, grpo, base, or the path of a
    # LoRA GGUF (converted once into <out>/pref/start-adapter/) or of a PEFT adapter folder
    start: str = "sft"
    loss_type: str = "sigmoid"  # sigmoid = DPO; ipo, hinge, robust, apo_zero: TRL's variants
    beta: float = 0.1  # the KL strength of DPO (TRL's default)
    learning_rate: float = 5.0e-6
    num_train_epochs: float = 1.0
    per_device_train_batch_size: int = 1  # pairs per device step (each pair is two sequences)
    gradient_accumulation_steps: int = 8
    weight_decay: float = 0.0
    warmup_ratio: float = 0.1
    lr_scheduler_type: str = "linear"
    optim: str = "auto"
    max_length: int = 2048  # prompt + answer tokens; longer sequences are cut at the end
    max_steps: int = -1
    logging_steps: int = 1
    save_steps: int = 10
    eval_steps: int = 10
    save_total_limit: int = 3
    gradient_checkpointing: bool = False
    seed: int = 0


@dataclass
class RewardSettings:
    """Unified reward R = w_T * R_T + w_V * R_V (+ w_F * R_F, VAnim's format-validity term).

    R_T = sqrt(CodeBLEU * CodeBERT), R_V = sqrt(S_ssim * S_sem). Without local CodeBERT / CLIP
    weights R_T falls back to CodeBLEU alone and R_V to S_ssim alone (logged and recorded in the
    run's config); random weights are never used.
    """

    text_weight: float = 0.2
    visual_weight: float = 0.8
    format_weight: float = 0.0  # the paper has none; VAnim's binary "renders" term when > 0
    # the trace components (training/rewards.py; the llama.cpp GRPO sampler): 1 if it renders;
    # the share of the description's requirements met on the trace; 1 with no generic finding
    render_weight: float = 0.0
    faithful_weight: float = 0.0
    clean_weight: float = 0.0
    codebert_path: str = ""
    clip_path: str = ""
    quality: str = "l"
    fps: float = 5.0
    render_timeout: float = 60.0
    pool_size: int = 0  # 0 = number of cores
    reference_cache: str = ""  # "" = the evaluation harness's default cache folder


@dataclass
class ExportSettings:
    """LoRA adapter -> GGUF (convert_lora_to_gguf.py); optionally merged + quantised."""

    # the adapter to export: auto (pref if done, else grpo, else sft), sft, grpo or pref
    source: str = "auto"
    adapter_outtype: str = "f16"
    merge: bool = False
    quantize: str = "Q4_K_M"  # for the merged model; "" keeps f16
    converters_dir: str = ""  # "" = extracted from the llama-cpp-python sdist into the cache
    check_tokens: int = 8  # llama.cpp loads the result and generates this many tokens


@dataclass
class RegisterSettings:
    """The registry file the server reads (see docs/training.md)."""

    registry: str = ""  # "" = <cache>/registry.json
    name: str = ""  # "" = the config's name


@dataclass
class TrainConfig:
    name: str = "default"
    out_dir: str = "runs/default"
    model: ModelConfig = field(default_factory=ModelConfig)
    lora: LoraSettings = field(default_factory=LoraSettings)
    data: DataConfig = field(default_factory=DataConfig)
    rft: RFTSettings = field(default_factory=RFTSettings)
    sft: SFTSettings = field(default_factory=SFTSettings)
    grpo: GRPOSettings = field(default_factory=GRPOSettings)
    pref: PrefSettings = field(default_factory=PrefSettings)
    reward: RewardSettings = field(default_factory=RewardSettings)
    export: ExportSettings = field(default_factory=ExportSettings)
    register: RegisterSettings = field(default_factory=RegisterSettings)
    # the stages `--stage all` runs, in STAGES order ([] = data, sft, grpo, export, register)
    stages: list[str] = field(default_factory=list)
    source: str = field(default="", compare=False)  # the YAML file it came from

    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d.pop("source", None)
        return d

    def validate(self) -> TrainConfig:
        """Cross-field checks; raises ConfigError naming the key."""
        _check(self.lora.r > 0, "lora.r", "must be positive")
        _check(bool(self.lora.target_modules), "lora.target_modules", "must name modules")
        _check(
            0.0 <= self.data.validation_fraction < 0.5,
            "data.validation_fraction",
            "must be in [0, 0.5)",
        )
        _check(self.data.limit >= 0, "data.limit", "must be >= 0 (0 = all)")
        for stage in self.stages:
            _check(stage in STAGES, "stages", f"{stage!r} is not a stage ({', '.join(STAGES)})")
        _check(self.sft.data in SFT_DATA, "sft.data", f"must be one of {', '.join(SFT_DATA)}")
        self._validate_rft()
        for key, value in (
            ("reward.text_weight", self.reward.text_weight),
            ("reward.visual_weight", self.reward.visual_weight),
            ("reward.format_weight", self.reward.format_weight),
            ("reward.render_weight", self.reward.render_weight),
            ("reward.faithful_weight", self.reward.faithful_weight),
            ("reward.clean_weight", self.reward.clean_weight),
        ):
            _check(value >= 0.0, key, "must be >= 0")
        r = self.reward
        total = (
            r.text_weight
            + r.visual_weight
            + r.format_weight
            + r.render_weight
            + r.faithful_weight
            + r.clean_weight
        )
        _check(total > 0.0, "reward", "the weights must not all be 0")
        _check(self.reward.quality in ("l", "m", "h"), "reward.quality", "must be l, m or h")
        _check(self.reward.fps > 0, "reward.fps", "must be positive")
        g = self.grpo
        _check(g.num_generations >= 2, "grpo.num_generations", "must be >= 2 (a group)")
        _check(
            g.per_device_train_batch_size % g.num_generations == 0,
            "grpo.per_device_train_batch_size",
            f"must be a multiple of grpo.num_generations ({g.num_generations})",
        )
        _check(g.loss_type in ("grpo", "dr_grpo", "dapo", "bnpo"), "grpo.loss_type", "unknown loss")
        _check(g.max_completion_length > 0, "grpo.max_completion_length", "must be positive")
        self._validate_grpo_llama()
        self._validate_pref()
        _check(
            self.export.adapter_outtype in ("f32", "f16", "bf16", "q8_0"),
            "export.adapter_outtype",
            "must be f32, f16, bf16 or q8_0",
        )
        _check(
            self.model.dtype in ("auto", "float32", "bfloat16", "float16"),
            "model.dtype",
            "must be auto, float32, bfloat16 or float16",
        )
        _check(
            self.model.backend in ("auto", "unsloth", "peft"),
            "model.backend",
            "must be auto, unsloth or peft",
        )
        _check(
            self.export.source in ("auto", "sft", "grpo", "pref"),
            "export.source",
            "must be auto, sft, grpo or pref",
        )
        base = self.model.base
        _check(bool(base), "model.base", "must be embedded:default, embedded:small, tiny or a dir")
        if base.startswith("embedded:"):
            _check(
                base.split(":", 1)[1] in ("default", "small"),
                "model.base",
                "embedded models are embedded:default and embedded:small",
            )
        if base == "tiny":
            t = self.model.tiny
            _check(
                t.hidden_size % t.num_attention_heads == 0,
                "model.tiny.hidden_size",
                "must be divisible by num_attention_heads",
            )
            _check(
                t.num_attention_heads % t.num_key_value_heads == 0,
                "model.tiny.num_attention_heads",
                "must be divisible by num_key_value_heads",
            )
        return self

    def stages_for_all(self) -> list[str]:
        """The stages `--stage all` runs, in order."""
        wanted = self.stages or list(DEFAULT_STAGES)
        return [s for s in STAGES if s in wanted]

    def _validate_grpo_llama(self) -> None:
        g, r = self.grpo, self.reward
        _check(g.sampler in GRPO_SAMPLERS, "grpo.sampler", f"must be one of {GRPO_SAMPLERS}")
        trace_weights = r.render_weight + r.faithful_weight + r.clean_weight
        _check(
            g.sampler == "llama" or trace_weights == 0.0,
            "reward",
            "render_weight, faithful_weight and clean_weight need grpo.sampler: llama (the TRL "
            "stage has no descriptions to judge the trace against)",
        )
        self._validate_grpo_start()
        _check(g.prompts_per_step >= 1, "grpo.prompts_per_step", "must be >= 1")
        _check(g.iterations >= 1, "grpo.iterations", "must be >= 1")
        _check(g.rollout_steps >= 1, "grpo.rollout_steps", "must be >= 1")
        _check(g.max_grad_norm > 0, "grpo.max_grad_norm", "must be positive")
        _check(0.0 < g.epsilon < 1.0, "grpo.epsilon", "must be in (0, 1)")
        _check(g.beta >= 0.0, "grpo.beta", "must be >= 0")
        _check(g.temperature > 0.0, "grpo.temperature", "must be positive")
        _check(0.0 < g.top_p <= 1.0, "grpo.top_p", "must be in (0, 1]")
        _check(
            g.scale_rewards in ("group", "none", "batch"),
            "grpo.scale_rewards",
            "must be group, batch or none",
        )
        _check(bool(g.prompt_sources), "grpo.prompt_sources", "must name sources")
        for src in g.prompt_sources:
            _check(src in GRPO_SOURCES, "grpo.prompt_sources", f"{src!r} is not in {GRPO_SOURCES}")
        _check(g.prompt_limit >= 0, "grpo.prompt_limit", "must be >= 0 (0 = all)")
        _check(0.0 <= g.decontaminate <= 1.0, "grpo.decontaminate", "must be in [0, 1]")
        _check(g.llama_threads >= 0, "grpo.llama_threads", "must be >= 0 (0 = every core)")
        _check(
            g.llama_ctx > g.max_completion_length, "grpo.llama_ctx", "must exceed max_completion"
        )

    def _validate_pref(self) -> None:
        p = self.pref
        _check(bool(p.sources), "pref.sources", f"must name sources ({', '.join(PREF_SOURCES)})")
        for src in p.sources:
            _check(src in PREF_SOURCES, "pref.sources", f"{src!r} is not one of {PREF_SOURCES}")
        _check(
            "judged" not in p.sources or bool(p.judged_folders),
            "pref.judged_folders",
            "must name folders when pref.sources has judged",
        )
        _check(p.chosen in PREF_CHOSEN, "pref.chosen", f"must be one of {', '.join(PREF_CHOSEN)}")
        _check(
            0.0 <= p.validation_fraction < 0.5, "pref.validation_fraction", "must be in [0, 0.5)"
        )
        _check(0.0 <= p.decontaminate <= 1.0, "pref.decontaminate", "must be in [0, 1] (0 = off)")
        _check(
            bool(p.start.strip()),
            "pref.start",
            f"must be one of {', '.join(PREF_STARTS)} or the path of an adapter",
        )
        start_path = pref_start_path(p.start)
        if start_path is not None:
            _validate_adapter_path("pref.start", start_path, ", ".join(PREF_STARTS))
        _check(p.loss_type in PREF_LOSSES, "pref.loss_type", f"must be one of {PREF_LOSSES}")
        _check(p.beta > 0.0, "pref.beta", "must be positive")
        _check(p.learning_rate > 0.0, "pref.learning_rate", "must be positive")
        _check(p.num_train_epochs > 0.0, "pref.num_train_epochs", "must be positive")
        _check(
            p.per_device_train_batch_size >= 1, "pref.per_device_train_batch_size", "must be >= 1"
        )
        _check(
            p.gradient_accumulation_steps >= 1, "pref.gradient_accumulation_steps", "must be >= 1"
        )
        _check(0.0 <= p.warmup_ratio < 1.0, "pref.warmup_ratio", "must be in [0, 1)")
        _check(p.weight_decay >= 0.0, "pref.weight_decay", "must be >= 0")
        _check(p.max_length >= 64, "pref.max_length", "must be >= 64 (prompt + answer tokens)")
        for key in ("logging_steps", "save_steps", "eval_steps", "save_total_limit"):
            _check(getattr(p, key) >= 1, f"pref.{key}", "must be >= 1")

    def _validate_grpo_start(self) -> None:
        g = self.grpo
        _check(bool(g.start.strip()), "grpo.start", "must be sft, base or the path of an adapter")
        path = grpo_start_path(g.start)
        if path is None:
            return
        _check(
            g.sampler == "llama",
            "grpo.start",
            "an adapter path needs grpo.sampler: llama (the TRL stage starts from sft/adapter)",
        )
        _validate_adapter_path("grpo.start", path, "sft, base")

    def _validate_rft(self) -> None:
        r = self.rft
        _check(bool(r.sources), "rft.sources", f"must name sources ({', '.join(RFT_SOURCES)})")
        for src in r.sources:
            _check(src in RFT_SOURCES, "rft.sources", f"{src!r} is not one of {RFT_SOURCES}")
        _check(r.limit >= 0, "rft.limit", "must be >= 0 (0 = all)")
        _check(1 <= r.attempts <= 10, "rft.attempts", "must be from 1 to 10")
        _check(0 <= r.retries <= 10, "rft.retries", "must be from 0 to 10")
        _check(0.0 < r.retry_temperature <= 2.0, "rft.retry_temperature", "must be in (0, 2]")
        _check(0.0 <= r.validation_fraction < 0.5, "rft.validation_fraction", "must be in [0, 0.5)")
        _check(0.0 <= r.decontaminate <= 1.0, "rft.decontaminate", "must be in [0, 1] (0 = off)")
        _check(r.prompt in ("short", "shipped"), "rft.prompt", "must be short or shipped")
        _check(1 <= r.repaired_weight <= 10, "rft.repaired_weight", "must be from 1 to 10")
        _check(isinstance(r.settings, dict), "rft.settings", "must be a mapping of settings")
        from server.settings import Settings, SettingsError

        try:
            Settings().update(dict(r.settings), strict=True)
        except SettingsError as exc:
            raise ConfigError(f"rft.settings: {exc}") from None
        unknown = sorted(k for k in r.settings if k not in Settings().values())
        _check(not unknown, "rft.settings", f"unknown setting {unknown[0] if unknown else ''!r}")


def adapter_start_path(start: str, names: tuple[str, ...]) -> Path | None:
    """A stage's starting adapter as the path it names (relative ones from the repository root),
    or None for one of the stage's ``names`` (sft, base, ...)."""
    if start in names:
        return None
    path = Path(start).expanduser()
    return path if path.is_absolute() else REPO_ROOT / path


def grpo_start_path(start: str) -> Path | None:
    """``grpo.start`` as the adapter path it names, or None for ``sft`` / ``base``."""
    return adapter_start_path(start, ("sft", "base"))


def pref_start_path(start: str) -> Path | None:
    """``pref.start`` as the adapter path it names, or None for ``sft`` / ``grpo`` / ``base``."""
    return adapter_start_path(start, PREF_STARTS)


def _validate_adapter_path(key: str, path: Path, names: str) -> None:
    """A starting adapter's path: a PEFT folder, or a LoRA GGUF as convert_lora_to_gguf.py
    writes it (read far enough to know it is one)."""
    hint = (
        f"give {names}, a LoRA GGUF (e.g. bench/results/training/rft-gpu-ex-w3/"
        "adapter-f16.gguf) or a PEFT adapter folder; relative paths are from the "
        f"repository root {REPO_ROOT}"
    )
    _check(path.exists(), key, f"{path} does not exist; {hint}")
    if path.is_dir():
        _check(
            (path / "adapter_config.json").is_file(),
            key,
            f"{path} is a folder without adapter_config.json (not a PEFT adapter); {hint}",
        )
        return
    _check(path.suffix == ".gguf", key, f"{path} is neither a .gguf nor a folder; {hint}")
    from training.lora_gguf import LoraGGUFError, describe

    try:
        describe(path)
    except LoraGGUFError as exc:
        raise ConfigError(f"{key}: {exc}") from None


def _check(ok: bool, key: str, message: str) -> None:
    if not ok:
        raise ConfigError(f"{key}: {message}")


def from_dict(data: dict[str, Any], *, source: str = "") -> TrainConfig:
    """Build and validate a TrainConfig from plain data (YAML), rejecting unknown keys."""
    cfg = _build(TrainConfig, data, "")
    cfg.source = source
    return cfg.validate()


def load_config(path: str | Path | None = None) -> TrainConfig:
    """Load a YAML config (default: configs/default.yaml); a bare name looks in configs/."""
    p = resolve_config_path(path)
    try:
        import yaml
    except ImportError as exc:  # pragma: no cover - in the train extra
        raise ConfigError("PyYAML is missing: pip install -e '.[train]'") from exc
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8")) or {}
    except OSError as exc:
        raise ConfigError(f"cannot read config {p}: {exc}") from exc
    except yaml.YAMLError as exc:
        raise ConfigError(f"{p} is not valid YAML: {exc}") from exc
    if not isinstance(data, dict):
        raise ConfigError(f"{p}: the top level must be a mapping of sections")
    try:
        return from_dict(data, source=str(p))
    except ConfigError as exc:
        raise ConfigError(f"{p}: {exc}") from None


def resolve_config_path(path: str | Path | None) -> Path:
    if path is None:
        return DEFAULT_CONFIG
    p = Path(path)
    if p.is_file():
        return p
    for candidate in (CONFIG_DIR / p, CONFIG_DIR / f"{p}.yaml"):
        if candidate.is_file():
            return candidate
    known = ", ".join(sorted(q.stem for q in CONFIG_DIR.glob("*.yaml")))
    raise ConfigError(f"config {path} not found (a YAML file, or one of: {known})")


def dump_yaml(cfg: TrainConfig) -> str:
    import yaml

    return str(yaml.safe_dump(cfg.to_dict(), sort_keys=False))


def _build(cls: type[Any], data: Any, prefix: str) -> Any:
    if not isinstance(data, dict):
        raise ConfigError(f"{prefix.rstrip('.') or 'config'}: expected a mapping, got {data!r}")
    hints = typing.get_type_hints(cls)
    names = {
        f.name for f in dataclasses.fields(cls) if not (cls is TrainConfig and f.name == "source")
    }
    unknown = sorted(set(data) - names)
    if unknown:
        raise ConfigError(f"{prefix}{unknown[0]}: unknown key (known: {', '.join(sorted(names))})")
    kwargs: dict[str, Any] = {}
    for name, value in data.items():
        kwargs[name] = _coerce(hints[name], value, f"{prefix}{name}")
    return cls(**kwargs)


def _coerce(tp: Any, value: Any, key: str) -> Any:
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _build(tp, value, key + ".")
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if value is None:
            return None
        return _coerce(args[0], value, key)
    if origin is list:
        (item,) = typing.get_args(tp)
        if not isinstance(value, list):
            raise ConfigError(f"{key}: expected a list, got {value!r}")
        return [_coerce(item, v, f"{key}[{i}]") for i, v in enumerate(value)]
    if tp is bool:
        if not isinstance(value, bool):
            raise ConfigError(f"{key}: expected true or false, got {value!r}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ConfigError(f"{key}: expected an integer, got {value!r}")
        return value
    if tp is float:
        if isinstance(value, str):  # YAML reads 2e-6 without a dot as a string
            try:
                return float(value)
            except ValueError:
                pass
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ConfigError(f"{key}: expected a number, got {value!r}")
        return float(value)
    if tp is str:
        if value is None:
            return ""
        if not isinstance(value, str):
            raise ConfigError(f"{key}: expected a string, got {value!r}")
        return value
    return value
