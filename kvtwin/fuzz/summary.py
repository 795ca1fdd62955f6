"""What one fuzzing run found, and DIR/summary.json for machines.

Statuses of a finding in one run: ``new`` (a cause the findings folder did not
hold when the run started), ``known`` (held, and seen again: its replay still
diverges, or a campaign hit it), ``gone`` (held, and its replay now agrees:
fixed). Exit status: 0 no finding (only ``gone`` ones), 1 a ``new`` or
``known`` finding or an error, 2 nothing could run, 130 interrupted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kvtwin.core.files import write_atomic
from kvtwin.core.findings import ENGINE, UNKNOWN, Finding
from kvtwin.core.registry import get_scenario, scenarios
from kvtwin.core.summary import NEVER, merge_coverage

EXIT_OK, EXIT_FINDING, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
SUMMARY_NAME = "summary.json"


@dataclass
class Found:
    """One cause as this run saw it."""

    key: str
    scenario: str
    target: str
    signature: str
    status: str  # new | known | gone
    hits: int = 0  # campaigns and replays of this run that hit it
    unsaved: int = 0  # hits not yet counted in the findings folder
    first_seconds: float | None = None  # from the start of the run to the first hit
    campaign: dict[str, Any] | None = None  # the description of the campaign that found it
    entry: dict[str, Any] = field(default_factory=dict)  # the findings folder's record
    note: str | None = None

    def to_json(self, repro: Path | None, test: Path | None) -> dict[str, Any]:
        """The finding in the shape every command reports (``core.findings.Finding``),
        with what only a fuzzing run knows (status, runs, first and last seen)."""
        entry = self.entry
        level = get_scenario(self.scenario).level if self.scenario in scenarios() else "allocator"
        finding = Finding(
            self.signature,
            self.scenario,
            self.target,
            level,
            reachable=ENGINE if level == ENGINE else UNKNOWN,
            hits=self.hits,
            first_seen={"campaign": self.campaign, "at": entry.get("first_seen")},
            repro=str(repro) if repro and repro.exists() else None,
            repro_ops=entry.get("repro_ops"),
            shrunk_signature=entry.get("shrunk_signature"),
            flaky=entry.get("flaky", False),
            shrink_seconds=entry.get("shrink_seconds"),
            test=str(test) if test and test.exists() else None,
            standalone=entry.get("standalone"),
        )
        return {
            **finding.to_json(),
            "status": self.status,
            "runs": entry.get("runs"),
            "shrunk": entry.get("shrunk", False),
            "first_seconds": None if self.first_seconds is None else round(self.first_seconds, 3),
            "last_seen": entry.get("last_seen"),
            "campaign": self.campaign,
            **({"note": self.note} if self.note else {}),
        }


@dataclass
class RunTotals:
    backend: str
    jobs: int
    budget: float
    seed: int
    run_id: str
    pairs: list[dict[str, Any]]
    seconds: float = 0.0
    startup_seconds: float = 0.0
    fuzz_seconds: float = 0.0  # from the pool being up to the end
    campaigns: int = 0
    ops: int = 0
    replayed: int = 0
    cpu_seconds: float = 0.0  # the campaigns' own CPU time, in the workers
    interrupted: bool = False
    errors: list[str] = field(default_factory=list)
    unavailable: list[str] = field(default_factory=list)
    coverage: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Per scenario, the merged coverage of the campaigns that ran (``never``: the
    verbs, outcomes and input-domain classes none of them drew)."""

    def add_coverage(self, scenario: str, coverage: dict[str, Any] | None) -> None:
        if coverage:
            self.coverage[scenario] = merge_coverage(self.coverage.get(scenario, {}), coverage)

    @property
    def ops_per_second(self) -> float:
        return self.ops / self.fuzz_seconds if self.fuzz_seconds > 0 else 0.0


def exit_status(totals: RunTotals, findings: list[dict[str, Any]], runnable: bool) -> int:
    if totals.interrupted:
        return EXIT_INTERRUPTED
    if not runnable:
        return EXIT_USAGE
    live = [f for f in findings if f["status"] in ("new", "known")]
    return EXIT_FINDING if live or totals.errors else EXIT_OK


def write_summary(out: Path, totals: RunTotals, findings: list[dict[str, Any]]) -> Path:
    data = {
        "backend": totals.backend,
        "jobs": totals.jobs,
        "budget": totals.budget,
        "seconds": round(totals.seconds, 3),
        "campaigns": totals.campaigns,
        "ops": totals.ops,
        "findings": findings,
        "ops_per_second": round(totals.ops_per_second, 1),
        # ops per CPU-second of the campaigns: what a core does when the fuzzer
        # has it; ops_per_second / (jobs * this) is the share of the jobs' cores
        # it got (other work on the machine lowers it, not the fuzzer's overhead)
        "cpu_seconds": round(totals.cpu_seconds, 3),
        "ops_per_cpu_second": round(totals.ops / totals.cpu_seconds, 1)
        if totals.cpu_seconds > 0
        else 0.0,
        "startup_seconds": round(totals.startup_seconds, 3),
        "fuzz_seconds": round(totals.fuzz_seconds, 3),
        "replayed": totals.replayed,
        "interrupted": totals.interrupted,
        "seed": totals.seed,
        "run_id": totals.run_id,
        "pairs": totals.pairs,
        "errors": totals.errors,
        "unavailable": totals.unavailable,
        "coverage": totals.coverage,
    }
    return write_atomic(Path(out) / SUMMARY_NAME, json.dumps(data, indent=2) + "\n")


def headline(totals: RunTotals, findings: list[dict[str, Any]]) -> str:
    counts = {s: sum(f["status"] == s for f in findings) for s in ("new", "known", "gone")}
    state = "INTERRUPTED: " if totals.interrupted else ""
    return (
        f"{state}{totals.campaigns} campaigns, {totals.ops:,} ops in {totals.seconds:.1f} s "
        f"({totals.ops_per_second:,.0f} ops/s on {totals.jobs} {totals.backend} jobs); "
        f"findings: {counts['new']} new, {counts['known']} known, {counts['gone']} gone"
        + (f"; {len(totals.errors)} errors" if totals.errors else "")
        + "".join(
            f"\n  {name}: never exercised {len(c[NEVER])}: {', '.join(c[NEVER][:4])}"
            + (" ..." if len(c[NEVER]) > 4 else "")
            for name, c in totals.coverage.items()
            if c.get(NEVER)
        )
    )
