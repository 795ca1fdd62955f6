"""``kvtwin run --isolate``: the run in a forked child, so that a target that ends
its process (``os._exit``, a segfault, the OOM killer) is a finding with the op
that did it. The child spills each op before applying it, into a staging folder
of its own inside the output folder; if the child dies, the spilled part is the
finding, and the parts it finished before (each ended by a known cause) are
read back from their log. Stopped (Ctrl-C, SIGTERM), the child is given time
to write its summary."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kvtwin.commands.run import finish
from kvtwin.core.campaign import run_campaign
from kvtwin.core.divergence import Divergence
from kvtwin.core.files import OutputError, staging
from kvtwin.core.findings import Collector
from kvtwin.core.isolate import call_isolated
from kvtwin.core.lockstep import RunResult
from kvtwin.core.outdir import OutputFolder
from kvtwin.core.parts import Part, run_parts
from kvtwin.core.registry import TargetBroken
from kvtwin.core.replay import broken_at_start, died
from kvtwin.core.scenario import Campaign, Scenario

SPILL_NAME = "ops.jsonl"
PARTS_NAME = "parts.jsonl"
GRACE_SECONDS = 60.0
"""How long a stopped child may take to write its summary before it is killed."""


def run_isolated(
    scenario: Scenario,
    campaign: Campaign,
    folder: OutputFolder,
    args: argparse.Namespace,
    known: frozenset[str],
) -> int:
    with staging(folder.root) as staged:
        spill, log = staged / SPILL_NAME, staged / PARTS_NAME

        def job(mark: Callable[[int], None]) -> int:
            def run(part_campaign: Campaign) -> RunResult:
                with _open(spill, "w") as handle:
                    on_send = _spiller(handle, spill, mark)
                    try:
                        return run_campaign(part_campaign, progress=True, on_send=on_send)
                    except TargetBroken as error:
                        return broken_at_start(error)

            def finished(part: Part) -> None:
                result = part.result
                row = {"ops": result.count, "ticks": result.ticks, "seconds": result.seconds}
                row["divergence"] = result.divergence and result.divergence.to_json()
                with _open(log, "a") as handle:
                    _write(handle, json.dumps(row) + "\n", log)

            collector = Collector(known)
            parts = run_parts(scenario, campaign, collector, run, finished)
            return finish(scenario, parts, collector, folder, args)

        try:
            code, death = call_isolated(job, grace=GRACE_SECONDS)
        finally:
            folder.reload()  # the child recorded what it wrote; this process did not see it
        if death is None:
            return code  # type: ignore[return-value]
        return _after_death(scenario, campaign, folder, args, known, spill, log, death)


def _after_death(
    scenario: Scenario,
    campaign: Campaign,
    folder: OutputFolder,
    args: argparse.Namespace,
    known: frozenset[str],
    spill: Path,
    log: Path,
    death: Any,
) -> int:
    collector, parts, ticks, seconds = Collector(known), [], 0, 0.0
    for row in _rows(log):  # the parts the child finished: each ended by a known cause
        result = RunResult(
            Divergence.from_json(row["divergence"]), [], row["ops"], row["ticks"], row["seconds"]
        )
        parts.append(Part(campaign, result))
        collector.record(campaign, result, f"kvtwin run {scenario.name} ({campaign.label})")
        ticks, seconds = ticks + row["ticks"], seconds + row["seconds"]
        campaign = scenario.campaigns.next_part(campaign, len(parts), ticks, seconds) or campaign
    ops = _rows(spill)[: death.index + 1]
    result = RunResult(died(scenario, ops, death), ops, len(ops), 0, 0.0)
    parts.append(Part(campaign, result))
    collector.record(campaign, result, f"kvtwin run {scenario.name} ({campaign.label})")
    return finish(scenario, parts, collector, folder, args)


def _spiller(
    handle: Any, path: Path, mark: Callable[[int], None]
) -> Callable[[int, dict[str, Any]], None]:
    def on_send(index: int, data: dict[str, Any]) -> None:
        mark(index)
        _write(handle, json.dumps(data) + "\n", path)

    return on_send


def _open(path: Path, mode: str) -> Any:
    try:
        return open(path, mode)  # the caller's with-block closes it
    except OSError as error:
        raise OutputError(f"cannot write the run's op log {path}: {error.strerror}") from None


def _write(handle: Any, text: str, path: Path) -> None:
    try:
        handle.write(text)
        handle.flush()
    except OSError as error:
        raise OutputError(f"cannot write the run's op log {path}: {error.strerror}") from None


def _rows(path: Path) -> list[dict[str, Any]]:
    """The JSON lines kvtwin wrote to ``path``; one cut off by the death is dropped."""
    try:
        lines = path.read_text().splitlines()
    except OSError:
        return []
    rows = []
    for line in lines:
        try:
            row = json.loads(line)
        except ValueError:
            break
        if isinstance(row, dict):
            rows.append(row)
    return rows
