"""Faithful scenes: checks of what a rendered scene does (its trace) against what was asked.

``generic`` holds the checks that need no description (stacked mobjects, off-screen, overlaps,
numbers drawn over themselves, empty video, mobjects never shown); ``loop`` turns unmet checks into
repair feedback for the agent. The description reader and requirement checks (``reader``,
``requirements``) come from the spec side of issue 15. See docs/faithfulness.md.
"""

from __future__ import annotations

from server.faithful.generic import TraceFinding, generic_findings

__all__ = ["TraceFinding", "generic_findings"]
