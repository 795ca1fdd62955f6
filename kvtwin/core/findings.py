"""One finding, and the one pipeline every command takes a divergence through:
campaigns -> findings (cause signature, level, reachable, hits, first seen) ->
shrink keeping the signature -> the kvtwin reproduction and, for a target that
has a writer, the standalone test -> summary.

``kvtwin run``, ``kvtwin bugs``, ``kvtwin fuzz`` and the peers tool report
findings in this shape (``Finding.to_json``). A cause named in ``--known``
(:func:`kvtwin.core.known.load_known`) is counted and never blinds a run: the run goes on past it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kvtwin.core.campaign import trace_of
from kvtwin.core.engine_record import describe_cause, engine_of
from kvtwin.core.engines import engine_path
from kvtwin.core.lockstep import RunResult
from kvtwin.core.registry import check_target
from kvtwin.core.repro import shrink_trace, write_reproduction
from kvtwin.core.scenario import Campaign
from kvtwin.core.standalone import run_tests, tree_env
from kvtwin.core.trace import Trace

ENGINE, ALLOCATOR_ONLY, UNKNOWN = "engine", "allocator-only", "unknown"
"""``reachable``: the engine's own request path hit it; only driving the component
directly did (``reachable_why`` says which engine campaigns did not); or not checked."""


@dataclass
class Finding:
    """One cause (``signature``) on one target, as every command reports it."""

    signature: str
    scenario: str
    target: str
    level: str
    """``engine`` for a scenario that drives an engine's request path, else ``allocator``."""
    policy: str | None = None
    reachable: str = UNKNOWN
    reachable_why: str | None = None
    hits: int = 0
    first_seen: dict[str, Any] | None = None
    """The first campaign that hit it, and at which step."""
    divergence: dict[str, Any] | None = None
    known: bool = False
    """Named by ``--known`` before this run: counted, never a new finding."""
    repro: str | None = None
    repro_ops: int | None = None
    shrunk_signature: str | None = None
    flaky: bool = False
    shrink_seconds: float | None = None
    test: str | None = None
    """The kvtwin reproduction test (needs kvtwin)."""
    standalone: dict[str, Any] | None = None
    """The test that needs only the engine's package: ``file``, ``kind`` (the level
    it drives), ``failed`` on the release installed here, ``message``."""
    what: str | None = None
    """What breaks, where the engine's package describes the cause."""
    upstream: str | None = None
    trace: Trace | None = field(default=None, repr=False, compare=False)
    """The first diverging trace (shrunk once reproduced); not part of the JSON."""

    def to_json(self) -> dict[str, Any]:
        return {
            "signature": self.signature,
            "scenario": self.scenario,
            "target": self.target,
            "level": self.level,
            "policy": self.policy,
            "reachable": self.reachable,
            "reachable_why": self.reachable_why,
            "hits": self.hits,
            "first_seen": self.first_seen,
            "divergence": self.divergence,
            "known": self.known,
            "repro": self.repro,
            "repro_ops": self.repro_ops,
            "shrunk_signature": self.shrunk_signature,
            "flaky": self.flaky,
            "shrink_seconds": self.shrink_seconds,
            "test": self.test,
            "standalone": self.standalone,
            "what": self.what,
            "upstream": self.upstream,
        }


class Collector:
    """The causes of one run, by (policy, signature): the first trace of each kept."""

    def __init__(self, known: Iterable[str] = ()) -> None:
        self.known = frozenset(known)
        self.findings: dict[tuple[str | None, str], Finding] = {}

    def record(self, campaign: Campaign, result: RunResult, source: str) -> Finding | None:
        """``result``'s divergence as a hit of its cause (None: the campaign agreed)."""
        divergence = result.divergence
        if divergence is None:
            return None
        policy = campaign.summary.get("policy", campaign.config.get("policy"))
        key = (policy, divergence.signature)
        finding = self.findings.get(key)
        if finding is None:
            level = campaign.scenario.level
            finding = Finding(
                divergence.signature,
                campaign.scenario.name,
                campaign.target,
                level,
                policy=policy,
                reachable=ENGINE if level == ENGINE else UNKNOWN,
                first_seen={"campaign": campaign.label, "step": divergence.step},
                divergence=divergence.to_json(),
                known=divergence.signature in self.known,
                trace=trace_of(campaign, result, source),
            )
            self.findings[key] = finding
        finding.hits += 1
        return finding

    def new(self) -> list[Finding]:
        return [f for f in self.findings.values() if not f.known]

    def all(self) -> list[Finding]:
        return list(self.findings.values())


def reproduce_finding(
    finding: Finding, out: Path | None, name: str = "repro", max_seconds: float = 120.0
) -> None:
    """Shrink the finding's first trace keeping its signature, write the kvtwin
    reproduction into ``out`` (if given), and fill in what that produced. A flaky
    divergence keeps its full trace, and the replay that did not diverge (or
    diverged otherwise) is written beside it."""
    assert finding.trace is not None
    reproduction = shrink_trace(finding.trace, max_seconds=max_seconds)
    finding.trace = reproduction.trace
    finding.repro_ops = len(reproduction.trace.ops)
    finding.shrunk_signature = reproduction.shrunk_signature
    finding.flaky = reproduction.flaky
    finding.shrink_seconds = round(reproduction.seconds, 3)
    if out is not None:
        trace_path, test_path = write_reproduction(reproduction.trace, out, name)
        finding.repro, finding.test = str(trace_path), str(test_path)
        if reproduction.replayed is not None:
            reproduction.replayed.write(Path(out) / f"{name}-replayed.json")


def write_standalone(finding: Finding, folder: Path, stem: str, *, run: bool = True) -> None:
    """The target's standalone test of ``finding`` (its shrunk trace) under
    ``folder``, run here once (it must fail on the release installed here);
    nothing for a target without a writer (kvtwin's own code). A source tree named by
    ``--engine-path`` goes first on the test's ``PYTHONPATH``, as it did for the run."""
    writer = check_target(finding.scenario, finding.target).standalone
    if writer is None or finding.trace is None:
        return
    finding.standalone = writer(finding.trace, Path(folder), stem, finding.to_json())
    path = finding.standalone.get("file")
    if run and path:
        engine = engine_of(finding.target)
        tree = engine_path(engine.name, engine.env) if engine is not None else None
        outcome = run_tests(Path(folder), [Path(path)], env=tree_env(tree))
        finding.standalone.update(outcome.get(Path(path).name, {}))


def has_standalone(finding: Finding) -> bool:
    """Whether the finding's target has a standalone writer."""
    return check_target(finding.scenario, finding.target).standalone is not None


def run_standalone(folder: Path, findings: Sequence[Finding]) -> None:
    """The standalone tests :func:`write_standalone` wrote (``run=False``) under
    ``folder``, run in one pytest process per engine (its package imports once;
    its source tree first on ``PYTHONPATH``), each finding told how its test went."""
    by_engine: dict[str | None, list[Finding]] = {}
    for finding in findings:
        if finding.standalone and finding.standalone.get("file"):
            engine = engine_of(finding.target)
            by_engine.setdefault(engine and engine.name, []).append(finding)
    for group in by_engine.values():
        engine = engine_of(group[0].target)
        tree = engine_path(engine.name, engine.env) if engine is not None else None
        files = [Path(f.standalone["file"]) for f in group if f.standalone]
        outcomes = run_tests(Path(folder), files, env=tree_env(tree))
        for finding in group:
            if finding.standalone:
                finding.standalone.update(outcomes.get(Path(finding.standalone["file"]).name, {}))


def describe_finding(finding: Finding, release: str) -> None:
    """What breaks and the upstream reference, from the engine package of the
    finding's target (nothing for kvtwin's own targets)."""
    engine = engine_of(finding.target)
    if engine is None:
        return
    cause = describe_cause(engine.causes, release, finding.policy, finding.signature)
    finding.what, finding.upstream = cause.what, cause.upstream
