"""Settings: camelCase or snake_case, invalid values fall back to defaults with a message."""

from __future__ import annotations

import pytest

from server.settings import Settings


def test_camel_case_values_apply() -> None:
    """VS Code style keys map onto the dataclass fields."""
    s = Settings().update({"modelPath": "/m.gguf", "rounds": 5, "renderOnSave": False})
    assert (s.model_path, s.rounds, s.render_on_save) == ("/m.gguf", 5, False)
    s = Settings().update({"fewShotExamples": 0, "ceRules": False})
    assert (s.few_shot_examples, s.ce_rules) == (0, False)
    assert s.warnings == []


@pytest.mark.parametrize(
    ("key", "value"),
    [("strategy", "magic"), ("rounds", 99), ("rounds", "3"), ("quality", "x"),
     ("renderOnSave", "yes"), ("poolSize", -1), ("temperature", 5.0), ("rounds", 2.5),
     ("fewShotExamples", 9), ("ceRules", "on")],
)  # fmt: skip
def test_invalid_values_fall_back_with_warning(key: str, value: object) -> None:
    """A bad value keeps the default and leaves a warning naming the setting."""
    default = Settings()
    s = Settings().update({key: value})
    assert s == default
    assert len(s.warnings) == 1 and f"manim.{key}" in s.warnings[0]


def test_quality_accepts_cli_spellings() -> None:
    """'-ql', 'ql' and 'l' all mean low quality."""
    for v in ("-ql", "ql", "L"):
        assert Settings().update({"quality": v}).quality == "l"


def test_unknown_keys_ignored_and_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Unknown keys are ignored; env vars seed the model path and endpoint."""
    monkeypatch.setenv("MANIM_AGENT_MODEL", "/x.gguf")
    monkeypatch.setenv("MANIM_AGENT_ENDPOINT", "http://127.0.0.1:1/v1")
    s = Settings.from_env().update({"whatever": 1})
    assert s.model_path == "/x.gguf" and s.endpoint_url.endswith("/v1") and not s.warnings
