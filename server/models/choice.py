"""Which model and adapter the settings stand for, decided in one place without loading anything.

The backend factory (`server.backends.make_backend`) loads what `choose` returns and
`python -m server info` reports it, so the two never disagree. In order:

1. an endpoint URL (no local model);
2. an explicit model path, with the adapter path if one is set;
3. the model and adapter that `python -m training --stage register` recorded (`use_registry`);
4. the embedded model (1.5B `default` or 0.5B `small`), with its **pinned adapter** if one ships.

`adapter = False` (`--no-adapter`, `manim.adapter`) turns every fine-tuned addition off: no
adapter path, no registered model, no pinned adapter, so the plain base model answers.

Pinned adapters (`EMBEDDED_ADAPTERS`) are how a fine-tuned adapter that won its paired evaluation
ships as the embedded default (issue 20, docs/training.md "Shipping an adapter"): a small GGUF
LoRA committed under `server/adapters/`, pinned by size and sha256 like the embedded models, with
the config that trained it and its evaluation committed beside it. None has won yet, so the table
is empty and the embedded models run as they are.
"""

from __future__ import annotations

import hashlib
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from server.models import accel, registry
from server.models import store as model_store
from server.models.store import ModelStoreError, ProgressFn
from server.settings import Settings

ADAPTER_DIR = Path(__file__).resolve().parents[1] / "adapters"  # server/adapters/


@dataclass(frozen=True)
class PinnedAdapter:
    """A LoRA adapter shipped for one embedded model, verified by size and sha256 before use."""

    model: str  # the embedded model key it applies to ("default" or "small")
    filename: str  # under server/adapters/
    size: int
    sha256: str
    config: str  # the committed training config that made it (training/configs/...)
    evaluation: str  # the committed paired evaluation that justified shipping it

    @property
    def path(self) -> Path:
        return ADAPTER_DIR / self.filename


# embedded model key -> its shipped adapter. Empty: no adapter has won its evaluation yet.
EMBEDDED_ADAPTERS: dict[str, PinnedAdapter] = {}


@dataclass(frozen=True)
class ModelChoice:
    """What the settings select: ``source`` is endpoint, path, registry or embedded."""

    source: str
    model: str  # a GGUF path, or the endpoint URL
    lora: str = ""  # the adapter GGUF ("" = none)
    embedded: str = ""  # the embedded model key, for source == "embedded"
    model_sha256: str | None = None  # known without hashing (a pinned embedded model)
    lora_sha256: str | None = None  # known without hashing (a pinned adapter)
    adapter_source: str = ""  # "path", "registry", "pinned" or "" (none)


def pinned_adapter(key: str) -> PinnedAdapter | None:
    return EMBEDDED_ADAPTERS.get(key)


def verify_pinned(adapter: PinnedAdapter) -> Path:
    """The pinned adapter's file after checking its size and sha256 (ModelStoreError if not)."""
    path = adapter.path
    if not path.is_file():
        raise model_store.ModelStoreError(
            f"the shipped adapter {path} is missing; reinstall Manim Agent, or turn adapters off "
            "with --no-adapter (manim.adapter: false)"
        )
    size = path.stat().st_size
    digest = file_sha256(path)
    if size != adapter.size or digest != adapter.sha256:
        raise model_store.ModelStoreError(
            f"the shipped adapter {path} is {size} bytes with sha256 {digest}; expected "
            f"{adapter.size} bytes and {adapter.sha256}. Do not use it: reinstall Manim Agent, "
            "or turn adapters off with --no-adapter (manim.adapter: false)"
        )
    return path


def choose(settings: Settings) -> ModelChoice:
    """The model and adapter the settings stand for (nothing is loaded or downloaded)."""
    if settings.endpoint_url:
        return ModelChoice("endpoint", settings.endpoint_url)
    use_adapter = settings.adapter
    if settings.model_path:
        lora = settings.lora_path if use_adapter else ""
        return ModelChoice("path", settings.model_path, lora, adapter_source="path" if lora else "")
    if use_adapter and settings.lora_path:  # an adapter for the embedded model
        key = settings.embedded_model
        spec = model_store.EMBEDDED_MODELS[key]
        return ModelChoice(
            "embedded", str(model_store.model_path(key, settings.cache_dir or None)),
            settings.lora_path, key, model_sha256=spec.sha256, adapter_source="path",
        )  # fmt: skip
    if use_adapter and settings.use_registry:
        active = registry.read(registry.default_path(settings.cache_dir or None)).active
        if active is not None and active.files_exist():
            return ModelChoice(
                "registry", active.model, active.lora,
                adapter_source="registry" if active.lora else "",
            )  # fmt: skip
    key = settings.embedded_model
    spec = model_store.EMBEDDED_MODELS[key]
    model = str(model_store.model_path(key, settings.cache_dir or None))
    pinned = pinned_adapter(key) if use_adapter else None
    if pinned is not None:
        return ModelChoice(
            "embedded", model, str(pinned.path), key, model_sha256=spec.sha256,
            lora_sha256=pinned.sha256, adapter_source="pinned",
        )  # fmt: skip
    return ModelChoice("embedded", model, "", key, model_sha256=spec.sha256)


_HASHES: dict[tuple[str, int, int], str] = {}
_HASH_LOCK = threading.Lock()


def file_sha256(path: Path) -> str:
    """sha256 of a file, remembered per (path, size, mtime) for this process."""
    st = path.stat()
    key = (str(path.resolve()), st.st_size, st.st_mtime_ns)
    with _HASH_LOCK:
        if key in _HASHES:
            return _HASHES[key]
    h = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(1 << 22):
            h.update(block)
    digest = h.hexdigest()
    with _HASH_LOCK:
        _HASHES[key] = digest
    return digest


def describe(choice: ModelChoice) -> dict[str, Any]:
    """What `python -m server info` reports: the active model and adapter with their sha256
    (pinned hashes as pinned; other local files hashed, once per file version)."""

    def sha(path: str, known: str | None) -> str | None:
        if known:
            return known
        p = Path(path).expanduser()
        if not path or not p.is_file():
            return None
        for spec in model_store.EMBEDDED_MODELS.values():  # a registered embedded GGUF
            if p.name == spec.filename and model_store.check_cached(spec, p) is None:
                return spec.sha256  # verified against its pin (the stamp spares a re-hash)
        return file_sha256(p)

    if choice.source == "endpoint":
        return {"modelSource": "endpoint", "modelFile": None, "modelSha256": None,
                "adapter": None, "adapterSha256": None}  # fmt: skip
    return {
        "modelSource": choice.source,
        "modelFile": choice.model,
        "modelSha256": sha(choice.model, choice.model_sha256),
        "modelPresent": Path(choice.model).expanduser().is_file(),
        "adapter": choice.lora or None,
        "adapterSource": choice.adapter_source or None,
        "adapterSha256": sha(choice.lora, choice.lora_sha256) if choice.lora else None,
    }


@dataclass(frozen=True)
class LoadPlan:
    """What the backend factory loads: ``choice`` with its files made ready. ``model`` is the
    GGUF to load (the embedded model assembled and verified, or its checked Q8_0 copy on the AMX
    path), ``lora`` the adapter (a pinned one verified), ``extra_buffers`` True on the AMX path
    (else None: the backend's own rule)."""

    choice: ModelChoice
    model: str
    lora: str
    extra_buffers: bool | None = None


def plan_load(settings: Settings, progress: ProgressFn | None = None) -> LoadPlan:
    """Decide and prepare the files one backend loads (the one place that picks the model file,
    the adapter and the llama.cpp build): `choose`, then assemble an embedded model, take the
    AMX path where it is prepared and checked (embedded default only), verify a pinned adapter.
    Raises ModelStoreError when a file cannot be made ready."""
    choice = choose(settings)
    if choice.source == "endpoint":
        return LoadPlan(choice, "", "")
    cache = settings.cache_dir or None
    path, lora = choice.model, choice.lora
    extra_buffers: bool | None = None
    if choice.source == "registry" and progress:
        progress(f"using the registered model {path}" + (f" with {lora}" if lora else ""))
    if choice.source == "embedded":
        path = str(model_store.ensure_model(choice.embedded, cache, progress=progress))
        if choice.embedded == "default" and settings.amx:  # AMX where prepared and checked
            amx = accel.select(cache, settings.threads or None, progress or _quiet)
            if amx.active and amx.model is not None:
                path, extra_buffers = str(amx.model), True
                if progress:
                    progress(f"llama.cpp's AMX path on: {amx.model.name} ({amx.lib_dir})")
    if choice.adapter_source == "pinned":
        pinned = pinned_adapter(choice.embedded)
        if pinned is None:  # pragma: no cover - choose only names pinned adapters that exist
            raise ModelStoreError(f"no pinned adapter for {choice.embedded}")
        lora = str(verify_pinned(pinned))
    return LoadPlan(choice, path, lora, extra_buffers)


def _quiet(_: str) -> None:
    pass


def uses_amx(settings: Settings) -> bool:
    """Whether `plan_load` takes llama.cpp's AMX path for these settings (checked once per
    library, model, CPU and threads; the check runs here if it has not run yet). Evaluations put
    it in a run's identity: the AMX path loads another library and another model file."""
    if not (settings.embedded_model == "default" and settings.amx):
        return False
    if choose(settings).source != "embedded":
        return False
    return accel.run_check(settings.cache_dir or None, settings.threads or None).active
