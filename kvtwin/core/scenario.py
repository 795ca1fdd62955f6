"""What a scenario gives the core: a codec for its ops, a session that checks them,
and its campaigns. The core's loop, traces, shrinking and hunts work for every
scenario unchanged; how a run is drawn and reported lives beside this, in
:mod:`kvtwin.report.reporting`. docs/architecture.md shows how a scenario is added.
"""

from __future__ import annotations

import argparse
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from kvtwin.core.errors import TraceError
from kvtwin.core.options import OptionSet
from kvtwin.core.refs import RefRecorder

Workload = Generator[Any, Any, Any]
"""Yields ops, receives each op's (agreed) result; its return value is handed
to the final audit (a serving loop returns its owners' block tables)."""

ShrinkPass = Callable[[list[Any], Callable[[list[Any]], bool], float], list[Any]]
"""``pass(candidate, still_fails, deadline) -> smaller candidate``; a candidate is
a list of ``(original index, op JSON)`` pairs."""

Options = dict[str, Any]
"""A campaign's options as JSON data (``kvtwin fuzz`` sends them to its workers)."""

SEED_BITS = 63


def fresh_part(
    campaign: Campaign,
    part: int,
    ticks: int,
    seconds: float,
    build: Callable[..., Campaign],
) -> Campaign | None:
    """The usual :meth:`Campaigns.next_part`: ``build(**options)`` with the first
    part's options, a seed drawn from the first part's seed and ``part``, and the
    steps (and, where the campaign has a ``budget``, the seconds) the run has left;
    None where nothing is left, or the campaign replays given requests."""
    options = dict(campaign.options)
    if not options or options.get("requests") is not None:
        return None
    first = options.pop("first", None) or {"steps": options["steps"], "seed": options["seed"]}
    timed = "budget" in options
    total = options.pop("budget_total", options.get("budget"))
    steps = first["steps"] - ticks
    if steps <= 0 or (total is not None and total - seconds <= 0):
        return None
    base = (options.get("label") or campaign.label).split(" part ")[0]
    seed = random.Random(f"{first['seed']}/{part}").getrandbits(SEED_BITS)
    options.update(steps=steps, seed=seed, label=f"{base} part {part}")
    if timed:
        options["budget"] = None if total is None else total - seconds
    built = build(**options)
    built.options.update({"first": first, **({"budget_total": total} if timed else {})})
    return built


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


class Codec(ABC):
    """A scenario's ops as trace JSON and back, and how a trace of them shrinks."""

    cuts: ClassVar[tuple[ShrinkPass, ...]] = ()
    """Cheap guesses at a much smaller candidate, tried before ddmin in each round
    (``kvtwin.core.cut.reference_cut`` for a scenario whose slow targets make
    long traces' replays take seconds)."""
    passes: ClassVar[tuple[ShrinkPass, ...]] = ()
    """Shrink passes run after ddmin over the ops, to a fixpoint."""

    @abstractmethod
    def encode(self, op: Any, refs: RefRecorder) -> dict[str, Any]:
        """``op`` as trace JSON, values a target chose as references."""

    @abstractmethod
    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> Any:
        """Trace JSON back to an op, references resolved (unresolvable ones
        dropped); a malformed op is a TraceError naming ``where``."""

    @abstractmethod
    def verb(self, op: Any) -> str: ...

    def returned(self, op: Any, result: Any) -> Sequence[Any] | None:
        """The values of ``result`` later ops may refer to (None: nothing)."""
        return None

    def ticks(self, op: Any) -> int:
        """Progress units ``op`` completes (an engine step, a call)."""
        return 1

    def validate_ops(self, ops: list[dict[str, Any]]) -> None:
        """Checks across ops (each op alone is ``decode``'s); a TraceError naming the field."""
        return None

    def migrate_v1(self, ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
        raise TraceError("trace field 'schema': this scenario has no version 1 traces")


@dataclass
class Campaign:
    """One seeded run of a scenario against one target."""

    scenario: Scenario
    target: str
    config: dict[str, Any]  # the trace config: rebuilds model and target
    workload: Callable[[], Workload]
    label: str
    total: int | None = None  # progress units (see Codec.ticks)
    audit_every: int | None = None
    summary: dict[str, Any] = field(default_factory=dict)  # options for summary.json
    after: Callable[[], dict[str, Any]] | None = None
    """Summary fields known only once the run ended (the workload's own counts)."""
    options: dict[str, Any] = field(default_factory=dict)
    """The builder's own keyword arguments, where the scenario rebuilds campaigns
    from them (the next part of a run, ``Campaigns.next_part``)."""


class Campaigns(ABC):
    """A scenario's campaigns: ``kvtwin run NAME``'s options (declared once, in
    ``options``), the fixed hunts ``kvtwin bugs`` runs, and the fresh ones
    ``kvtwin fuzz`` draws (each option's ``draw``, over its defaults)."""

    options: ClassVar[OptionSet]
    """Every option of this scenario's campaigns: the command line, trace-config
    checks and fuzz draws all read it (:mod:`kvtwin.core.options`)."""

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        self.options.add_to(parser)

    def from_args(self, args: argparse.Namespace | Mapping[str, Any]) -> Campaign:
        """The campaign the given options describe (the rest their defaults); a
        UsageError for a bad option or one this scenario does not take."""
        return self.from_values(self.options.values(args))

    @abstractmethod
    def from_values(self, values: dict[str, Any]) -> Campaign:
        """The campaign of every option's (checked) value."""

    def hunts(self, target: str) -> Sequence[Campaign]:
        """The fixed, seeded campaigns ``kvtwin bugs`` runs on every target."""
        return ()

    def legitimate(self, target: str, steps: int) -> Sequence[Campaign]:
        """Campaigns of only the calls an engine's own caller makes, ``steps`` long,
        for the peers survey of an outside engine; none where the scenario has no
        such traffic of its own (the survey then takes the blocks scenario's)."""
        return ()

    def next_part(
        self, campaign: Campaign, part: int, ticks: int, seconds: float
    ) -> Campaign | None:
        """After a part of ``campaign`` ended at a known cause, the run having taken
        ``ticks`` progress units and ``seconds`` so far: the campaign of part number
        ``part`` (from 1), from a fresh state with the next part of the seed, for
        what is left; None: the run ends there (a scenario without parts)."""
        return None

    def policies(self) -> tuple[str, ...]:
        """The policies the fuzzer takes turns over (the ``--policy`` choices)."""
        if "policy" in self.options:
            return self.options["policy"].choices or ()
        return ()

    def fuzz_options(self, rng: random.Random, policy: str | None) -> Options:
        """Options of a fresh campaign (each option's draw, a fresh seed), ``policy``
        None for a scenario without policies."""
        fixed = {"policy": policy} if policy is not None and "policy" in self.options else {}
        options = self.options.draw(rng, **fixed)
        options.pop("target", None)
        if "seed" in options:
            options["seed"] = rng.getrandbits(SEED_BITS)
        return options

    def fuzz_campaign(self, target: str, options: Options) -> Campaign:
        """The campaign ``fuzz_options`` described, on ``target``."""
        return self.from_args({**options, "target": target})


class Scenario(ABC):
    """One kind of memory-lifetime logic checked against one reference model."""

    name: ClassVar[str]
    help: ClassVar[str]
    codec: ClassVar[Codec]
    campaigns: Campaigns
    """Built by the subclass's ``__init__`` (``self.campaigns = MyCampaigns(self)``)."""
    unit: ClassVar[str] = "op"
    replay_audit_every: ClassVar[int] = 8
    level: ClassVar[str] = "allocator"
    """``engine`` for a scenario whose ops are an inference engine's own traffic
    (requests, steps) rather than calls into the component under test: its
    findings are ``reachable: engine`` by construction."""
    target_keywords: ClassVar[frozenset[str] | None] = None
    """The keyword arguments its sessions build a target with (``make_target``): an
    engine record's factory is checked against them when it registers."""
    target_base: ClassVar[type | None] = None
    """What its targets are (the session's interface); a factory annotated to build
    anything else is refused when its engine registers."""
    engine_level_of: ClassVar[str | None] = None
    """For an engine-level scenario, the scenario whose contract it checks through
    an engine's request path: ``kvtwin run THAT --target T`` runs this scenario
    when T is one of its targets (``kvtwin run blocks --target megatron-engine``)."""

    def describe_run(self, summary: dict[str, Any]) -> str | None:
        """One sentence on a run for report.md (None: the scenario's reporting says it)."""
        return None

    @abstractmethod
    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        """Model and target from a trace config; TraceError for a bad config,
        UnknownTarget / TargetUnavailable for the target."""
