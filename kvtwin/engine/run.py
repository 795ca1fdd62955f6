"""The run pipeline of ``kvtwin run SCENARIO``: options -> campaign -> lockstep ->
trace -> shrink -> summary -> report. The same for every scenario.

Exit status: 0 the target agreed, 1 a finding, 2 bad usage or a target that
cannot run here, 130 interrupted (the summary is written all the same).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from kvtwin.engine import contain
from kvtwin.engine.errors import TargetUnavailable, TraceError, UsageError
from kvtwin.engine.files import OutputError
from kvtwin.engine.hunt import reproduce, run_campaign, trace_of
from kvtwin.engine.outdir import claimed, out_dir_arg
from kvtwin.engine.scenario import Scenario
from kvtwin.engine.summary import RunSummary
from kvtwin.report.run_report import write_run_report

EXIT_OK, EXIT_FINDING, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


def add_run_arguments(parser: argparse.ArgumentParser, scenario: Scenario) -> None:
    scenario.add_arguments(parser)
    parser.add_argument(
        "--out", type=out_dir_arg, default=Path("runs") / scenario.name, help="output folder"
    )
    parser.add_argument(
        "--call-timeout",
        type=float,
        default=contain.DEFAULT_CALL_TIMEOUT,
        help=f"seconds one target call may take before it is a finding "
        f"(default {contain.DEFAULT_CALL_TIMEOUT:g}; 0: no limit)",
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
        campaign = scenario.campaign(args)
        with claimed(args.out) as out:
            return _run(scenario, campaign, out, args)
    except (UsageError, TargetUnavailable, TraceError, OutputError) as error:
        print(f"kvtwin: {error}")
        return EXIT_USAGE


def _run(scenario: Scenario, campaign: Any, out: Path, args: argparse.Namespace) -> int:
    result = run_campaign(campaign, progress=True)
    fields: dict[str, Any] = {}
    findings: list[dict[str, Any]] = []
    if result.divergence is not None:
        trace = trace_of(campaign, result, f"kvtwin run {scenario.name} ({campaign.label})")
        fields = reproduce(trace, out, max_seconds=args.shrink_seconds)
        findings.append(
            {
                "signature": result.divergence.signature,
                "ops": result.count,
                "repro": fields.get("repro"),
                "repro_ops": fields.get("repro_ops"),
                "shrunk_signature": fields.get("shrunk_signature"),
                "flaky": fields["flaky"],
            }
        )
    summary = RunSummary(
        scenario=scenario.name,
        target=campaign.target,
        seed=campaign.summary.get("seed"),
        steps=result.ticks,
        ops=result.count,
        seconds=result.seconds,
        divergence=result.divergence,
        policy=campaign.summary.get("policy"),
        interrupted=result.interrupted,
        coverage=result.coverage,
        findings=findings,
        extra={
            **{k: v for k, v in campaign.summary.items() if k not in ("seed", "policy", "steps")},
            **(campaign.after() if campaign.after else {}),
            "repro": fields.get("repro"),
            "repro_ops": fields.get("repro_ops"),
            **({"test": fields["test"]} if "test" in fields else {}),
        },
    )
    path = summary.write(out)
    report = write_run_report(scenario, out, summary.to_json(), result.recording)[-1]
    print(summary.headline())
    if fields.get("repro"):
        flaky = " (FLAKY: did not recur on replay; full trace kept)" if fields["flaky"] else ""
        print(f"  reproduction ({fields['repro_ops']} {scenario.unit}s){flaky}: {fields['repro']}")
    print(f"  wrote {path} and {report}")
    if result.interrupted:
        return EXIT_INTERRUPTED
    return EXIT_OK if summary.ok else EXIT_FINDING
