"""Prompts in the paper's format and the code extraction H(c)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from server.prompts import (
    MAX_DESCRIPTION_CHARS,
    PromptError,
    extract_code,
    generation_messages,
    plan_messages,
    repair_messages,
    validate_description,
)


def test_generation_prompt_has_system_and_user_roles_and_text_script() -> None:
    """The first prompt is system + user, the description wrapped in <TEXT_SCRIPT>."""
    msgs = generation_messages("a red square")
    assert [m["role"] for m in msgs] == ["system", "user"]
    assert "<CODE>" in msgs[0]["content"] and "</CODE>" in msgs[0]["content"]
    assert msgs[1]["content"].startswith("Generate code for the following text script:")
    assert "<TEXT_SCRIPT>a red square</TEXT_SCRIPT>" in msgs[1]["content"]


def test_generation_prompt_with_examples_and_plan() -> None:
    """Few-shot pairs go to the system message; a plan goes after the text script."""
    msgs = generation_messages("x", examples=[("desc one", "code_one()")], plan="1. circle")
    assert "<TEXT_SCRIPT>desc one</TEXT_SCRIPT>" in msgs[0]["content"]
    assert "code_one()" in msgs[0]["content"]
    assert "<PLAN>\n1. circle\n</PLAN>" in msgs[1]["content"]
    assert "<TEXT_SCRIPT>" in plan_messages("x")[1]["content"]


def test_repair_prompt_sections() -> None:
    """The repair prompt carries description, previous code, error and (RITL-DOC) docs, tagged."""
    msgs = repair_messages("desc", "bad()", "NameError: bad", docs="Circle(radius)")
    user = msgs[1]["content"]
    for tag in ("<TEXT_SCRIPT>desc", "<PREVIOUS_CODE>\nbad()", "<ERROR>\nNameError", "<API_DOCS>"):
        assert tag in user
    assert "<API_DOCS>" not in repair_messages("d", "c", "e")[1]["content"]


def test_extract_takes_last_code_block() -> None:
    """H(c) returns the last <CODE> block."""
    text = "<CODE>first</CODE> words <CODE>\nsecond()\n</CODE> trailing"
    assert extract_code(text) == "second()"


def test_extract_falls_back_to_last_python_fence() -> None:
    """Without <CODE>, the last ```python fence is taken."""
    text = "```python\none()\n```\nthen\n```python\ntwo()\n```"
    assert extract_code(text) == "two()"


def test_extract_code_block_wrapping_a_fence() -> None:
    """A fence inside a <CODE> block is unwrapped."""
    assert extract_code("<CODE>\n```python\nx = 1\n```\n</CODE>") == "x = 1"


@pytest.mark.parametrize(
    "text", ["", "no code here", "```\nplain fence\n```", "<CODE>   </CODE>", "<CODE>unclosed"]
)
def test_extract_returns_none_without_code(text: str) -> None:
    """No <CODE> block and no python fence: nothing is extracted (a failure, reward 0)."""
    assert extract_code(text) is None


@given(st.text(alphabet=st.characters(blacklist_characters="<>`"), min_size=1))
def test_extract_roundtrip(body: str) -> None:
    """Whatever sits inside the last <CODE> block comes back (newlines at the edges trimmed)."""
    if body.strip():
        assert extract_code(f"noise <CODE>{body}</CODE>") == body.strip("\n")


@pytest.mark.parametrize("desc", ["", "   ", "\n\t "])
def test_empty_description_rejected(desc: str) -> None:
    """An empty or whitespace description gets an error that says what to write."""
    with pytest.raises(PromptError, match="empty"):
        validate_description(desc)


def test_huge_description_rejected_with_limit() -> None:
    """A 100,000-character description is refused with the limit and what to do."""
    with pytest.raises(PromptError, match=f"{MAX_DESCRIPTION_CHARS:,}"):
        validate_description("a" * 100_000)
    assert validate_description("  fine  ") == "fine"
