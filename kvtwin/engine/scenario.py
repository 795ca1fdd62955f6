"""What a scenario supplies to the engine, and what the engine gives back.

A scenario (``kvtwin/scenarios/NAME``) is one kind of memory-lifetime logic
checked against one model: its ops and their JSON codec, the session that
applies an op to model and target and compares them, its workloads, extra
shrink passes, campaigns, plots and report stories. The engine's loop, traces,
shrinking, hunting and run pipeline work for every scenario unchanged.
"""

from __future__ import annotations

import argparse
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Protocol

from kvtwin.engine.errors import TraceError, UsageError
from kvtwin.engine.refs import RefRecorder

Workload = Generator[Any, Any, Any]
"""Yields ops, receives each op's (agreed) result; its return value is handed
to the final audit (a serving loop returns its owners' block tables)."""

ShrinkPass = Callable[[list[Any], Callable[[list[Any]], bool], float], list[Any]]
"""``pass(candidate, still_fails, deadline) -> smaller candidate``; a candidate is
a list of ``(original index, op JSON)`` pairs."""


class Session(Protocol):
    """One target and its model, built fresh for a run or a replay."""

    rejected: bool
    """Whether model and target both rejected the last op with a contract error."""

    def apply(self, op: Any) -> Any:
        """Apply ``op`` to both sides; the agreed result, or raise ``DivergenceFound``."""

    def audit(self, final: bool, context: Any = None) -> None:
        """Compare the whole state; ``context`` is the workload's return value."""

    def coverage(self) -> dict[str, Any]:
        """What the run exercised (calls per verb, outcomes): for summary.json."""

    def recording(self) -> Any:
        """What the scenario's plots draw (fed by the ops, never by scans)."""

    def close(self) -> None: ...


MAX_BUDGET = 86_400.0
"""The longest ``--budget`` a campaign takes, in seconds (a day)."""


def check_budget(budget: float | None) -> None:
    """A UsageError unless ``budget`` (``--budget SECONDS``) is None or in (0, a day]."""
    if budget is not None and not 0 < budget <= MAX_BUDGET:
        raise UsageError(f"--budget must be in (0, 86400] seconds, got {budget}")


@dataclass
class Campaign:
    """One seeded run of a scenario against one target."""

    scenario: Scenario
    target: str
    config: dict[str, Any]  # the trace config: rebuilds model and target
    workload: Callable[[], Workload]
    label: str
    total: int | None = None  # progress units (see Scenario.ticks)
    audit_every: int | None = None
    summary: dict[str, Any] = field(default_factory=dict)  # options for summary.json
    after: Callable[[], dict[str, Any]] | None = None
    """Summary fields known only once the run ended (the workload's own counts)."""


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


class Scenario(ABC):
    name: ClassVar[str]
    help: ClassVar[str]
    unit: ClassVar[str] = "op"
    replay_audit_every: ClassVar[int] = 8
    passes: ClassVar[tuple[ShrinkPass, ...]] = ()
    """Shrink passes run after ddmin over the ops, to a fixpoint."""
    level: ClassVar[str] = "allocator"
    """``engine`` for a scenario whose ops are an engine's own traffic (requests,
    steps) rather than calls into the component under test: its findings are
    ``reachable: engine`` by construction."""
    engine_level_of: ClassVar[str | None] = None
    """For an engine-level scenario, the scenario whose contract it checks through
    an engine's request path: ``kvtwin run THAT --target T`` runs this scenario
    when T is one of its targets (``kvtwin run blocks --target megatron-engine``)."""

    # ---------------------------------------------------------------- ops
    @abstractmethod
    def encode(self, op: Any, refs: RefRecorder) -> dict[str, Any]:
        """``op`` as trace JSON, values a target chose as references."""

    @abstractmethod
    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> Any:
        """Trace JSON back to an op, references resolved (unresolvable ones
        dropped); a malformed op is a TraceError naming ``where``."""

    @abstractmethod
    def verb(self, op: Any) -> str: ...

    def validate_ops(self, ops: list[dict[str, Any]]) -> None:
        """Checks across ops (each op alone is ``decode``'s); a TraceError naming the field."""
        return None

    def returned(self, op: Any, result: Any) -> Sequence[Any] | None:
        """The values of ``result`` later ops may refer to (None: nothing)."""
        return None

    def ticks(self, op: Any) -> int:
        """Progress units ``op`` completes (an engine step, a call)."""
        return 1

    def migrate_v1(self, ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
        raise TraceError(f"trace field 'schema': {self.name} has no version 1 traces")

    # ----------------------------------------------------------- building
    @abstractmethod
    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        """Model and target from a trace config; TraceError for a bad config,
        UnknownTarget / TargetUnavailable for the target."""

    # ---------------------------------------------------------------- CLI
    @abstractmethod
    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    @abstractmethod
    def campaign(self, args: argparse.Namespace) -> Campaign:
        """The campaign the options describe; UsageError for a bad option."""

    # --------------------------------------------------- hunting, reports
    def hunt_campaigns(self, target: str) -> Sequence[Campaign]:
        """The fixed, seeded campaigns ``kvtwin bugs`` runs on every target."""
        return ()

    def artifacts(self, out_dir: Path, summary: dict[str, Any], recording: Any) -> Artifacts:
        """Plots and snapshots of one run (``recording`` is the session's), written
        into ``out_dir``."""
        return Artifacts()

    def describe(self, summary: dict[str, Any]) -> str:
        """One sentence on what the run did, for report.md."""
        return f"{summary.get('ops')} {self.unit}s on target `{summary.get('target')}`."

    def stories(self) -> Sequence[Story]:
        return ()
