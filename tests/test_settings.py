"""Settings: camelCase or snake_case, invalid values fall back to defaults with a message."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import pytest

from server.settings import (
    DEFAULTS,
    EDITOR,
    PRESETS,
    SPECS,
    Settings,
    SettingsError,
    add_cli_arguments,
    apply_preset,
    package_json_properties,
    setting_name,
    settings_from_args,
)

REPO = Path(__file__).resolve().parent.parent


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


def test_package_json_configuration_is_the_python_vocabulary() -> None:
    """package.json's settings (names, defaults, enums, ranges, help) equal the ones generated
    from server/settings.py; regenerate with `python -m server settings --package-json`."""
    manifest = json.loads((REPO / "package.json").read_text(encoding="utf-8"))
    contributed = manifest["contributes"]["configuration"]["properties"]
    assert contributed == package_json_properties()
    for name, spec in SPECS.items():
        if EDITOR in spec.where:
            prop = contributed[setting_name(name)]
            assert prop["default"] == DEFAULTS[name]
            assert prop.get("enum", []) == list(spec.choices)


def test_old_names_still_work_with_a_deprecation_warning() -> None:
    """A renamed setting keeps working for one release and says what it is called now."""
    s = Settings().update({"guide": False, "examples": 1, "static": False})
    assert (s.ce_rules, s.few_shot_examples, s.static_checks) == (False, 1, False)
    assert len(s.warnings) == 3 and all("deprecated" in w for w in s.warnings)
    assert any("manim.ceRules" in w and "--ce-rules" in w for w in s.warnings)


def test_cli_flags_come_from_the_vocabulary_and_old_flags_are_deprecated() -> None:
    """Every CLI setting is a flag of `generate` with the vocabulary's default; only typed flags
    reach the settings; --no-guide / --examples / --no-examples map onto the new names."""
    parser = argparse.ArgumentParser()
    add_cli_arguments(parser)
    args = parser.parse_args([])
    assert settings_from_args(args, base=Settings()) == Settings()
    args = parser.parse_args(["--no-ce-rules", "--few-shot-examples", "0", "--rounds", "1"])
    s = settings_from_args(args, base=Settings())
    assert (s.ce_rules, s.few_shot_examples, s.rounds) == (False, 0, 1) and not s.warnings
    old = settings_from_args(parser.parse_args(["--no-guide", "--no-examples"]), base=Settings())
    assert (old.ce_rules, old.few_shot_examples) == (False, 0)
    assert len(old.warnings) == 2 and "--no-ce-rules" in old.warnings[0]
    with pytest.raises(SettingsError, match="--rounds"):
        settings_from_args(parser.parse_args(["--rounds", "11"]), base=Settings())


def test_presets_only_change_what_they_name() -> None:
    """The paper's configurations are presets over the product defaults, not other defaults."""
    for name, overrides in PRESETS.items():
        s = apply_preset(Settings(), name)
        assert s.diff(Settings()) == {k: v for k, v in overrides.items() if DEFAULTS[k] != v}
    with pytest.raises(ValueError, match="paper-vanilla"):
        apply_preset(Settings(), "paper")


def test_no_strategy_list_or_default_is_written_twice() -> None:
    """The strategy list and the switch defaults live in server/settings.py only: no other source
    file of the server, training, bench or extension spells the list out."""
    spelled = re.compile(r"""["']vanilla["']\s*,\s*["']ritl["']\s*,\s*["']ritl-doc["']""")
    offenders = []
    for folder in ("server", "training", "bench", "extension/src", "kb"):
        for path in (REPO / folder).rglob("*"):
            if path.suffix not in (".py", ".ts") or path.name == "settings.py":
                continue
            if spelled.search(path.read_text(encoding="utf-8")):
                offenders.append(str(path.relative_to(REPO)))
    assert offenders == []
