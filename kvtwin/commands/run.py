"""The run pipeline of ``kvtwin run SCENARIO``: options -> campaign -> lockstep ->
findings -> shrink -> reproductions (and standalone tests for an outside
engine's target) -> summary -> report. The same for every scenario.

A cause named by ``--known`` never blinds the run: it is counted, and the run
goes on from a fresh state with the next part of its seed (the scenario's
``Campaigns.next_part``), never by adopting the diverged state. Exit status: 0
no new cause, 1 a new one, 2 bad usage or a target that cannot run here, 130
interrupted (the summary is written all the same).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kvtwin.core import contain
from kvtwin.core.campaign import run_campaign
from kvtwin.core.divergence import Divergence
from kvtwin.core.engines import engine_of
from kvtwin.core.errors import TargetUnavailable, TraceError, UsageError
from kvtwin.core.files import OutputError
from kvtwin.core.findings import (
    Collector,
    describe_finding,
    load_known,
    reproduce_finding,
    write_standalone,
)
from kvtwin.core.isolate import call_isolated
from kvtwin.core.lockstep import RunResult
from kvtwin.core.outdir import claimed, clear_previous, out_dir_arg
from kvtwin.core.parts import Part, run_parts
from kvtwin.core.registry import engine_level
from kvtwin.core.replay import died
from kvtwin.core.scenario import Campaign, Scenario
from kvtwin.core.summary import RunSummary, merge_coverage
from kvtwin.report.run_report import write_run_report

EXIT_OK, EXIT_FINDING, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
SPILL_NAME = ".ops.jsonl"
STANDALONE_DIR = "standalone"


def add_run_arguments(parser: argparse.ArgumentParser, scenario: Scenario) -> None:
    scenario.campaigns.add_arguments(parser)
    parser.add_argument(
        "--out", type=out_dir_arg, default=Path("runs") / scenario.name, help="output folder"
    )
    parser.add_argument(
        "--known",
        type=Path,
        metavar="PATH",
        help="causes found before (a kvtwin fuzz findings folder, an earlier run's --out "
        "folder, or a file of signatures): counted, and the run goes on past them; "
        "the exit status reports new causes only",
    )
    parser.add_argument(
        "--call-timeout",
        type=float,
        default=contain.DEFAULT_CALL_TIMEOUT,
        help=f"seconds one target call may take before it is a finding "
        f"(default {contain.DEFAULT_CALL_TIMEOUT:g}; 0: no limit)",
    )
    parser.add_argument(
        "--isolate",
        action="store_true",
        help="run the target in a child process: a target that ends the process "
        "(os._exit, a segfault) is a finding too",
    )
    parser.add_argument(
        "--shrink-seconds",
        type=float,
        default=120.0,
        help="time limit for shrinking a divergence (default 120)",
    )


def run_command(scenario: Scenario, args: argparse.Namespace) -> int:
    try:
        if not 0 <= args.call_timeout <= 86_400:
            raise UsageError(f"--call-timeout must be in 0..86400, got {args.call_timeout}")
        if not 0 < args.shrink_seconds <= 86_400:
            raise UsageError(f"--shrink-seconds must be in 0..86400, got {args.shrink_seconds}")
        contain.call_timeout = args.call_timeout or None
        known = load_known(args.known) if args.known is not None else frozenset()
        # `kvtwin run blocks --target megatron-engine`: the engine level of the same
        # contract runs, and the summary, trace and report are that scenario's
        scenario = engine_level(scenario.name, str(getattr(args, "target", ""))) or scenario
        campaign = scenario.campaigns.from_args(args)
        with claimed(args.out) as out:
            if args.isolate:
                return _run_isolated(scenario, campaign, out, args, known)
            collector = Collector(known)
            parts = run_parts(scenario, campaign, collector, _in_process)
            return _finish(scenario, parts, collector, out, args)
    except (UsageError, TargetUnavailable, TraceError, OutputError) as error:
        print(f"kvtwin: {error}", file=sys.stderr)
        return EXIT_USAGE


def _in_process(campaign: Campaign) -> RunResult:
    return run_campaign(campaign, progress=True)


def _run_isolated(
    scenario: Scenario, campaign: Campaign, out: Path, args: argparse.Namespace, known: frozenset
) -> int:
    """The run in a forked child that spills each op before applying it; if the
    target ends the child's process, the spilled part is the finding, and the
    parts it finished before (each ended by a known cause) are read back from
    their log."""
    spill, log = out / SPILL_NAME, out / (SPILL_NAME + ".parts")

    def job(mark: Callable[[int], None]) -> int:
        def run(part_campaign: Campaign) -> RunResult:
            with open(spill, "w") as handle:

                def on_send(index: int, data: dict[str, Any]) -> None:
                    mark(index)
                    handle.write(json.dumps(data) + "\n")
                    handle.flush()

                return run_campaign(part_campaign, progress=True, on_send=on_send)

        def finished(part: Part) -> None:
            result = part.result
            row = {"ops": result.count, "ticks": result.ticks, "seconds": result.seconds}
            row["divergence"] = result.divergence and result.divergence.to_json()
            with open(log, "a") as handle:
                handle.write(json.dumps(row) + "\n")

        collector = Collector(known)
        parts = run_parts(scenario, campaign, collector, run, finished)
        return _finish(scenario, parts, collector, out, args)

    try:
        log.unlink(missing_ok=True)
        code, death = call_isolated(job)
        if death is None:
            return code  # type: ignore[return-value]
        collector, parts, ticks, seconds = Collector(known), [], 0, 0.0
        rows = [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []
        for row in rows:  # the parts the child finished: each ended by a known cause
            d = Divergence.from_json(row["divergence"])
            result = RunResult(d, [], row["ops"], row["ticks"], row["seconds"])
            parts.append(Part(campaign, result))
            collector.record(campaign, result, f"kvtwin run {scenario.name} ({campaign.label})")
            ticks, seconds = ticks + row["ticks"], seconds + row["seconds"]
            following = scenario.campaigns.next_part(campaign, len(parts), ticks, seconds)
            campaign = following or campaign
        ops = [json.loads(line) for line in spill.read_text().splitlines() if line.strip()]
        ops = ops[: death.index + 1]
        result = RunResult(died(scenario, ops, death), ops, len(ops), 0, 0.0)
        parts.append(Part(campaign, result))
        collector.record(campaign, result, f"kvtwin run {scenario.name} ({campaign.label})")
        return _finish(scenario, parts, collector, out, args)
    finally:
        spill.unlink(missing_ok=True)
        log.unlink(missing_ok=True)


def _finish(
    scenario: Scenario,
    parts: list[Part],
    collector: Collector,
    out: Path,
    args: argparse.Namespace,
) -> int:
    """Shrink and write the new cause (at most one: it ended the run), then the
    summary and the report."""
    clear_previous(out)
    first, last = parts[0].campaign, parts[-1]
    engine = engine_of(first.target)
    facts = engine.describe() if engine is not None else None
    new = collector.new()
    for finding in collector.all():
        if facts is not None:
            describe_finding(finding, str(facts.get("version")))
    for finding in new:
        reproduce_finding(finding, out, max_seconds=args.shrink_seconds)
        write_standalone(finding, out / STANDALONE_DIR, "test_standalone")
    ticks = sum(p.result.ticks for p in parts)
    coverage: dict[str, Any] = {}
    for part in parts:
        coverage = merge_coverage(coverage, part.result.coverage)
    divergence = last.result.divergence if new else None
    summary = RunSummary(
        scenario=scenario.name,
        target=first.target,
        seed=first.summary.get("seed"),
        steps=ticks,
        ops=sum(p.result.count for p in parts),
        seconds=sum(p.result.seconds for p in parts),
        divergence=divergence,
        policy=first.summary.get("policy"),
        interrupted=last.result.interrupted,
        coverage=coverage,
        findings=[f.to_json() for f in collector.all()],
        extra={
            **{k: v for k, v in first.summary.items() if k not in ("seed", "policy", "steps")},
            **(last.campaign.after() if last.campaign.after else {}),
            **({"engine": facts} if facts is not None else {}),
            "parts": len(parts),
            "known_causes": len(collector.known),
            "repro": new[0].repro if new else None,
            "repro_ops": new[0].repro_ops if new else None,
            **({"test": new[0].test} if new and new[0].test else {}),
            **({"standalone": new[0].standalone} if new and new[0].standalone else {}),
        },
    )
    path = summary.write(out)
    report = write_run_report(scenario, out, summary.to_json(), last.result.recording)[-1]
    print(summary.headline())
    for finding in collector.all():
        if finding.known:
            print(f"  known cause, {finding.hits} hit(s): {finding.signature}")
    for finding in new:
        flaky = " (FLAKY: did not recur on replay; full trace kept)" if finding.flaky else ""
        print(f"  reproduction ({finding.repro_ops} {scenario.unit}s){flaky}: {finding.repro}")
        if finding.standalone and finding.standalone.get("file"):
            print(f"  standalone test (needs only the engine): {finding.standalone['file']}")
    print(f"  wrote {path} and {report}")
    if last.result.interrupted:
        return EXIT_INTERRUPTED
    return EXIT_FINDING if new else EXIT_OK
