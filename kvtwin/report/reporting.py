"""How a scenario's runs are drawn and told: beside the scenario, not in it.

A scenario package registers a :class:`Reporting` under its name; the run
report (``report.md``) and the story gallery (``kvtwin report``) ask for it.
The core's loop never does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Artifacts:
    """What a scenario drew for one run: report.md embeds the plot, links the
    snapshot and adds the notes (markdown paragraphs)."""

    plot: Path | None = None
    snapshot: Path | None = None
    notes: list[str] = field(default_factory=list)


@dataclass
class Story:
    """One figure of ``kvtwin report``: a known-bug variant drawn beside the
    correct implementation and the model on the same workload."""

    name: str
    title: str
    draw: Callable[[int, Path], dict[str, Any]]
    """``draw(seed, out_dir)`` -> ``{"png": path, "text": markdown, "numbers": {...}}``."""


class Reporting:
    """A scenario's plots, snapshot, one-sentence description and stories; the
    defaults draw nothing and describe a run by its op count."""

    def artifacts(self, out_dir: Path, summary: dict[str, Any], recording: Any) -> Artifacts:
        """Plots and snapshots of one run (``recording`` is the session's), written
        into ``out_dir``."""
        return Artifacts()

    def describe(self, summary: dict[str, Any], unit: str) -> str:
        """One sentence on what the run did, for report.md."""
        return f"{summary.get('ops')} {unit}s on target `{summary.get('target')}`."

    def stories(self) -> Sequence[Story]:
        return ()


_REPORTING: dict[str, Reporting] = {}
_DEFAULT = Reporting()


def register_reporting(scenario: str, reporting: Reporting) -> Reporting:
    _REPORTING[scenario] = reporting
    return reporting


def reporting_of(scenario: str) -> Reporting:
    """The scenario's reporting, or the default one."""
    return _REPORTING.get(scenario, _DEFAULT)
