"""The run pipeline of ``kvtwin run SCENARIO``: options -> campaign -> lockstep ->
findings -> shrink -> reproductions (and standalone tests for an outside
engine's target) -> summary -> report. The same for every scenario.

A cause named by ``--known`` never blinds the run: it is counted, and the run
goes on from a fresh state with the next part of its seed (the scenario's
``Campaigns.next_part``), never by adopting the diverged state. The summary is
written as soon as the run's results exist, and again once each new finding is
shrunk, so neither an interrupt nor a full disk loses what was found. Exit
status: 0 no new cause, 1 a new one, 2 bad usage, a target that cannot be
built here or an output that cannot be written, 130 interrupted (143 by
SIGTERM; the summary is written all the same).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from kvtwin.core import contain
from kvtwin.core.campaign import run_campaign
from kvtwin.core.engine_record import engine_of
from kvtwin.core.errors import Interrupted, TargetUnavailable, TraceError, UsageError
from kvtwin.core.files import OutputError, place_all, staging
from kvtwin.core.findings import (
    Collector,
    Finding,
    describe_finding,
    reproduce_finding,
    write_standalone,
)
from kvtwin.core.known import load_known
from kvtwin.core.lockstep import RunResult
from kvtwin.core.outdir import OutputFolder, claimed, out_dir_arg
from kvtwin.core.parts import Part, run_parts
from kvtwin.core.probe import probe_target
from kvtwin.core.registry import TargetBroken, engine_level, levels
from kvtwin.core.replay import broken_at_start
from kvtwin.core.scenario import Campaign, Scenario
from kvtwin.core.summary import RunSummary, merge_coverage
from kvtwin.report.run_report import write_run_report

EXIT_OK, EXIT_FINDING, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
STANDALONE_DIR = "standalone"


def add_run_arguments(parser: argparse.ArgumentParser, scenario: Scenario) -> None:
    """The options of every level of ``scenario`` (``--target`` picks the level; an
    option the picked level does not take is refused), then the command's own."""
    for level in levels(scenario.name):
        level.campaigns.add_arguments(parser)
    parser.add_argument(
        "--out", type=out_dir_arg, default=Path("runs") / scenario.name, help="output folder"
    )
    parser.add_argument(
        "--force",
        action="store_true",
        help="use --out even though it holds files kvtwin did not write (they are "
        "never deleted or replaced)",
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
        help=f"seconds one target call (or building the target) may take before it is "
        f"a finding (default {contain.DEFAULT_CALL_TIMEOUT:g}; at least "
        f"{contain.MIN_CALL_TIMEOUT:g}; 0: no limit)",
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
        contain.call_timeout = contain.check_call_timeout(args.call_timeout)
        if not 0 < args.shrink_seconds <= 86_400:
            raise UsageError(f"--shrink-seconds must be in 0..86400, got {args.shrink_seconds}")
        known = load_known(args.known) if args.known is not None else frozenset()
        # `kvtwin run blocks --target megatron-engine`: the engine level of the same
        # contract runs, and the summary, trace and report are that scenario's
        given = campaign_options(scenario, args)
        target = given.get("target", scenario.campaigns.options["target"].default)
        scenario = engine_level(scenario.name, str(target)) or scenario
        campaign = scenario.campaigns.from_args(given)
        probe_target(scenario, campaign.config, campaign.target)
        with claimed(args.out, "run", force=args.force) as folder:
            if args.isolate:
                from kvtwin.commands.isolated import run_isolated

                return run_isolated(scenario, campaign, folder, args, known)
            collector = Collector(known)
            parts = run_parts(scenario, campaign, collector, in_process)
            return finish(scenario, parts, collector, folder, args)
    except (UsageError, TargetUnavailable, TraceError, OutputError) as error:
        print(f"kvtwin: {error}", file=sys.stderr)
        return EXIT_USAGE


def campaign_options(scenario: Scenario, args: argparse.Namespace) -> dict[str, Any]:
    """The campaign options the command line gave (of any level of ``scenario``)."""
    names = {option.name for level in levels(scenario.name) for option in level.campaigns.options}
    return {name: value for name, value in vars(args).items() if name in names}


def in_process(campaign: Campaign) -> RunResult:
    try:
        return run_campaign(campaign, progress=True)
    except TargetBroken as error:  # the target's own code, while being built: a finding
        return broken_at_start(error)


def finish(
    scenario: Scenario,
    parts: list[Part],
    collector: Collector,
    folder: OutputFolder,
    args: argparse.Namespace,
) -> int:
    """The summary at once (the run's results), then each new cause shrunk and
    written (at most one: it ended the run), then the summary again and the
    report."""
    out = folder.root
    folder.clear_previous()
    first, last = parts[0].campaign, parts[-1]
    facts = _engine_facts(first.target)
    new = collector.new()
    for finding in collector.all():
        if facts is not None:
            describe_finding(finding, str(facts.get("version")))
    summary = _summary(scenario, parts, collector, facts)
    summary.write(out)
    interrupted = last.result.interrupted
    try:
        for finding in new:
            reproduce_finding(finding, out, max_seconds=args.shrink_seconds)
            _standalone(finding, out)
    except Interrupted:  # keep what is there: the summary says the run was cut short
        interrupted = True
    summary = _summary(scenario, parts, collector, facts, interrupted=interrupted)
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
    if interrupted:
        return EXIT_INTERRUPTED
    return EXIT_FINDING if new else EXIT_OK


def _summary(
    scenario: Scenario,
    parts: list[Part],
    collector: Collector,
    facts: dict[str, Any] | None,
    *,
    interrupted: bool | None = None,
) -> RunSummary:
    first, last = parts[0].campaign, parts[-1]
    new = collector.new()
    coverage: dict[str, Any] = {}
    for part in parts:
        coverage = merge_coverage(coverage, part.result.coverage)
    return RunSummary(
        scenario=scenario.name,
        target=first.target,
        seed=first.summary.get("seed"),
        steps=sum(p.result.ticks for p in parts),
        ops=sum(p.result.count for p in parts),
        seconds=sum(p.result.seconds for p in parts),
        divergence=last.result.divergence if new else None,
        policy=first.summary.get("policy"),
        interrupted=last.result.interrupted if interrupted is None else interrupted,
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


def _engine_facts(target: str) -> dict[str, Any] | None:
    """What the outside engine of ``target`` loaded; whatever describing it raises
    (an exit included) is TargetUnavailable naming it."""
    engine = engine_of(target)
    if engine is None:
        return None
    try:
        return engine.describe()
    except (Interrupted, TargetUnavailable):
        raise
    except BaseException as error:
        raise TargetUnavailable(
            f"engine {engine.name}: describing what was loaded raised {contain.raised(error)}"
        ) from None


def _standalone(finding: Finding, out: Path) -> None:
    """The finding's standalone test, written and run once in a staging folder
    (pytest's own files stay there), then placed under ``out/standalone/``."""
    with staging(out) as staged:
        write_standalone(finding, staged, "test_standalone")
        if not finding.standalone:
            return
        moved = {str(k): str(v) for k, v in place_all(staged, out / STANDALONE_DIR).items()}
        finding.standalone = {
            k: moved.get(v, v) if isinstance(v, str) else v for k, v in finding.standalone.items()
        }
