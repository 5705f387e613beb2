"""The README and docs stay true: generated settings tables, links that resolve, a short README.

The README's settings table and docs/settings.md are the output of `python -m server settings
--markdown [--common]` / `--markdown-help` between marker comments; every relative link in the
README and docs resolves to a file, and every `#anchor` to a heading of that file (GitHub's
rule); the README links nowhere outside the repository's tree.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from server.settings import (
    COMMON_SETTINGS,
    EXTENSION_ONLY,
    SHORT_HELP,
    SPECS,
    markdown_help,
    markdown_table,
)

REPO = Path(__file__).resolve().parent.parent
README = REPO / "README.md"
DOCS = sorted((REPO / "docs").glob("*.md"))
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)|!\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def block(text: str, name: str) -> str:
    """What stands between `<!-- name:start -->` and `<!-- name:end -->` (exactly one pair)."""
    starts = text.count(f"<!-- {name}:start -->")
    ends = text.count(f"<!-- {name}:end -->")
    assert (starts, ends) == (1, 1), f"expected one {name} marker pair, found {starts}/{ends}"
    return text.split(f"<!-- {name}:start -->")[1].split(f"<!-- {name}:end -->")[0].strip("\n")


def github_slug(heading: str) -> str:
    """GitHub's anchor for a heading: the rendered text lowercased, punctuation dropped (letters,
    digits, `_`, `-` and spaces stay), spaces as hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every heading anchor of a Markdown file; repeated slugs get -1, -2 ... as on GitHub."""
    seen: dict[str, int] = {}
    out: set[str] = set()
    in_fence = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if in_fence or not m:
            continue
        slug = github_slug(m.group(1))
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        out.add(slug if n == 0 else f"{slug}-{n}")
    return out


def links(path: Path) -> list[str]:
    """The link targets of a Markdown file, outside code fences and inline code."""
    out: list[str] = []
    in_fence = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        line = re.sub(r"`[^`]*`", "", line)
        out += [a or b for a, b in LINK.findall(line)]
    return out


def broken_links(path: Path, root: Path = REPO) -> list[str]:
    bad = []
    for target in links(path):
        if re.match(r"^[a-z]+:", target):  # https:, mailto:
            continue
        file_part, _, anchor = target.partition("#")
        dest = (path.parent / file_part).resolve() if file_part else path
        if not dest.exists():
            bad.append(f"{target}: no such file")
        elif not dest.is_relative_to(root):
            bad.append(f"{target}: outside the repository")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            bad.append(f"{target}: no heading #{anchor} in {dest.relative_to(root)}")
    return bad


def test_readme_settings_table_is_generated() -> None:
    """The README's table is `python -m server settings --markdown --common`."""
    assert block(README.read_text(encoding="utf-8"), "settings") == markdown_table(common=True)


def test_docs_settings_page_is_generated() -> None:
    """docs/settings.md holds every setting: `--markdown` and `--markdown-help`."""
    text = (REPO / "docs" / "settings.md").read_text(encoding="utf-8")
    assert block(text, "settings") == markdown_table()
    assert block(text, "settings-help") == markdown_help()


def test_every_setting_has_a_short_meaning_and_a_row() -> None:
    assert set(SHORT_HELP) == set(SPECS)
    assert set(COMMON_SETTINGS) <= set(SPECS) | set(EXTENSION_ONLY)
    table = markdown_table()
    for name in SPECS:
        assert f"| `{name}` |" in table
    del SHORT_HELP["rounds"]
    try:
        with pytest.raises(KeyError):
            markdown_table()
    finally:
        SHORT_HELP["rounds"] = "repair rounds K after the first answer (0 to 10)"


def test_github_slug_and_anchor_check() -> None:
    """The anchor rule the link check relies on, and a broken anchor is caught."""
    assert (
        github_slug("Generation (`bench/generate.py`, issue 2)")
        == "generation-benchgeneratepy-issue-2"
    )
    assert github_slug("ManimBench test: render success") == "manimbench-test-render-success"
    assert (
        github_slug("What `make demo` and `make test` install")
        == "what-make-demo-and-make-test-install"
    )
    bench = anchors(REPO / "docs" / "benchmarks.md")
    assert "manimbench-test-render-success" in bench and "no-such-heading" not in bench


@pytest.mark.parametrize("path", [README, *DOCS], ids=lambda p: p.name)
def test_links_resolve(path: Path) -> None:
    """Every relative link names a file in the repository and an anchor that exists."""
    assert broken_links(path) == []


def test_broken_link_is_reported(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    (root / "docs").mkdir(parents=True)
    (tmp_path / "x.md").write_text("# X\n")
    (root / "docs" / "benchmarks.md").write_text("# Benchmarks\n\n## Memory\n\n## Memory\n")
    page = root / "docs" / "page.md"
    page.write_text(
        "[ok](benchmarks.md#memory-1) [a](benchmarks.md#no-such-heading) [b](nowhere.md)\n"
        "[c](../../x.md) `[d](nowhere.md)`\n```\n[e](nowhere.md)\n```\n"
    )
    bad = broken_links(page, root)
    assert [b.split(":")[0] for b in bad] == [
        "benchmarks.md#no-such-heading",
        "nowhere.md",
        "../../x.md",
    ], bad


def test_readme_fits_a_newcomer() -> None:
    """At most about 220 lines; no links into ../shared; one results table of at most 15 lines
    whose rows each link to a section of docs/benchmarks.md."""
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 220
    assert "../shared" not in text
    section = text.split("## How well it works")[1].split("\n## ")[0]
    table = [line for line in section.splitlines() if line.startswith("|")]
    assert 3 <= len(table) <= 15
    for row in table[2:]:
        assert re.search(r"\]\(docs/benchmarks\.md#[a-z0-9-]+\)", row), row


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (["--markdown"], markdown_table),
        (["--markdown", "--common"], lambda: markdown_table(common=True)),
        (["--markdown-help"], markdown_help),
    ],
)
def test_settings_command_prints_the_tables(flags: list[str], expected: Any) -> None:
    """`python -m server settings --markdown ...` is how the blocks are regenerated."""
    out = subprocess.run(
        [sys.executable, "-m", "server", "settings", *flags],
        cwd=REPO, capture_output=True, text=True, timeout=60, check=True,
    ).stdout  # fmt: skip
    assert out.rstrip("\n") == expected()
