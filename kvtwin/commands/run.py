"""The run pipeline of ``kvtwin run SCENARIO``: options -> campaign -> lockstep ->
trace -> shrink -> summary -> report. The same for every scenario.

Exit status: 0 the target agreed, 1 a finding, 2 bad usage or a target that
cannot run here, 130 interrupted (the summary is written all the same).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kvtwin.core import contain
from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.errors import TargetUnavailable, TraceError, UsageError
from kvtwin.core.files import OutputError
from kvtwin.core.isolate import call_isolated
from kvtwin.core.lockstep import RunResult
from kvtwin.core.outdir import claimed, clear_previous, out_dir_arg
from kvtwin.core.registry import engine_level
from kvtwin.core.replay import died
from kvtwin.core.repro import reproduce
from kvtwin.core.scenario import Campaign, Scenario
from kvtwin.core.summary import RunSummary
from kvtwin.report.run_report import write_run_report

EXIT_OK, EXIT_FINDING, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
SPILL_NAME = ".ops.jsonl"


def add_run_arguments(parser: argparse.ArgumentParser, scenario: Scenario) -> None:
    scenario.campaigns.add_arguments(parser)
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
        # `kvtwin run blocks --target megatron-engine`: the engine level of the same
        # contract runs, and the summary, trace and report are that scenario's
        scenario = engine_level(scenario.name, str(getattr(args, "target", ""))) or scenario
        campaign = scenario.campaigns.from_args(args)
        with claimed(args.out) as out:
            if args.isolate:
                return _run_isolated(scenario, campaign, out, args)
            return _finish(scenario, campaign, out, args, run_campaign(campaign, progress=True))
    except (UsageError, TargetUnavailable, TraceError, OutputError) as error:
        print(f"kvtwin: {error}")
        return EXIT_USAGE


def _run_isolated(
    scenario: Scenario, campaign: Campaign, out: Path, args: argparse.Namespace
) -> int:
    """The run in a forked child that spills each op before applying it; if the
    target ends the child's process, the spilled trace is the finding."""
    spill = out / SPILL_NAME

    def job(mark: Callable[[int], None]) -> int:
        with open(spill, "w") as handle:

            def on_send(index: int, data: dict[str, Any]) -> None:
                mark(index)
                handle.write(json.dumps(data) + "\n")
                handle.flush()

            result = run_campaign(campaign, progress=True, on_send=on_send)
        return _finish(scenario, campaign, out, args, result)

    try:
        code, death = call_isolated(job)
        if death is None:
            return code  # type: ignore[return-value]
        ops = [json.loads(line) for line in spill.read_text().splitlines() if line.strip()]
        ops = ops[: death.index + 1]
        result = RunResult(died(scenario, ops, death), ops, len(ops), 0, 0.0)
        return _finish(scenario, campaign, out, args, result)
    finally:
        spill.unlink(missing_ok=True)


def _finish(
    scenario: Scenario, campaign: Campaign, out: Path, args: argparse.Namespace, result: RunResult
) -> int:
    clear_previous(out)
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
                # one run cannot tell whether the engine reaches an allocator-level
                # cause: `nox -s peers` compares both levels and writes standalones
                "reachable": "engine" if scenario.level == "engine" else None,
                "standalone": None,
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
