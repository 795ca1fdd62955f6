"""report.md of one ``kvtwin run``: the run's summary table, its plot, the first
divergence with its reproduction's path and first lines, and the memory
snapshot. The scenario's reporting draws the plot and snapshot
(``Reporting.artifacts``); this module only lays them out."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from kvtwin.core.files import write_atomic
from kvtwin.core.scenario import Scenario
from kvtwin.report.reporting import Artifacts, reporting_of
from kvtwin.report.snapshot import VIEWER_HINT

REPORT_NAME = "report.md"
REPRO_LINES = 20
SECTIONS_ELSEWHERE = {"divergence", "repro", "repro_ops", "test", "findings", "coverage"}


def write_run_report(
    scenario: Scenario, out_dir: Path, summary: dict[str, Any], recording: Any
) -> list[Path]:
    """Draw the run (the scenario's artifacts) and write report.md; the paths written.
    A plot that cannot be drawn is reported in report.md, not raised."""
    out = Path(out_dir)
    try:
        artifacts = reporting_of(scenario.name).artifacts(out, summary, recording)
    except (OSError, ValueError, RuntimeError) as error:
        artifacts = Artifacts(notes=[f"The run's plot could not be drawn: {error}"])
    report = write_atomic(out / REPORT_NAME, render_run_report(scenario, summary, out, artifacts))
    return [p for p in (artifacts.plot, artifacts.snapshot) if p is not None] + [report]


def render_run_report(
    scenario: Scenario, summary: dict[str, Any], out_dir: Path, artifacts: Artifacts
) -> str:
    name, target = summary.get("scenario", "?"), summary.get("target", "?")
    status = (
        "ok" if summary.get("ok") else "INTERRUPTED" if summary.get("interrupted") else "DIVERGENCE"
    )
    lines = [f"# kvtwin run {name}: target `{target}`, {status}", ""]
    verdict = (
        "the target agreed with the reference model throughout."
        if summary.get("ok")
        else "the run was interrupted before its end."
        if summary.get("interrupted")
        else "the target parted from the reference model; the run stopped there."
    )
    described = reporting_of(scenario.name).describe(summary, scenario.unit)
    lines += [f"{described} In {summary.get('seconds')} s: {verdict}", ""]
    lines += [*summary_table(summary), ""]
    never = (summary.get("coverage") or {}).get("never")
    if never:
        lines += [f"Never exercised in this run: {', '.join(f'`{v}`' for v in never)}.", ""]
    if artifacts.plot is not None:
        lines += [f"![{name} run on {target}]({_link(artifacts.plot, out_dir)})", ""]
    divergence = summary.get("divergence")
    if divergence:
        lines += ["## First divergence", ""]
        lines += [
            f"At {scenario.unit} {divergence.get('step')} (`{divergence.get('op')}`): "
            f"`{divergence.get('field')}` expected `{divergence.get('expected')!r}`, "
            f"got `{divergence.get('actual')!r}`. Cause: `{divergence.get('signature')}`.",
            "",
        ]
        lines += repro_section(summary, out_dir, scenario.unit)
    if artifacts.snapshot is not None:
        lines += [
            "## Memory snapshot",
            "",
            f"[`{artifacts.snapshot.name}`]({_link(artifacts.snapshot, out_dir)}): "
            + VIEWER_HINT.replace("FILE", artifacts.snapshot.name)
            + ".",
            "",
        ]
    for note in artifacts.notes:
        lines += [note, ""]
    return "\n".join(lines).rstrip() + "\n"


def summary_table(summary: dict[str, Any]) -> list[str]:
    lines = ["| field | value |", "| --- | --- |"]
    for key, value in summary.items():
        if key in SECTIONS_ELSEWHERE or value is None:
            continue
        lines.append(f"| {key} | {_cell(value)} |")
    return lines


def repro_section(summary: dict[str, Any], out_dir: Path, unit: str) -> list[str]:
    repro = summary.get("repro")
    if not repro:
        return ["No reproduction was written for this run.", ""]
    found = _locate(str(repro), out_dir)
    shown = _link(found, out_dir) if found else str(repro)
    lines = [
        f"Reproduction ({summary.get('repro_ops')} {unit}s, shrunk): [`{shown}`]({shown}); "
        f"replay it with `kvtwin replay {repro}`.",
    ]
    test = summary.get("test")
    if test:
        test_found = _locate(str(test), out_dir)
        test_shown = _link(test_found, out_dir) if test_found else str(test)
        lines[-1] += f" As a pytest file: [`{test_shown}`]({test_shown})."
    lines.append("")
    if found is not None:
        head = found.read_text(errors="replace").splitlines()
        more = len(head) > REPRO_LINES
        lines += [f"Its first {min(REPRO_LINES, len(head))} lines:", "", "```json"]
        lines += head[:REPRO_LINES] + (["..."] if more else []) + ["```", ""]
    return lines


def _cell(value: Any) -> str:
    if isinstance(value, dict):
        text = ", ".join(f"{k}={_plain(v)}" for k, v in value.items())
    else:
        text = _plain(value)
    return text.replace("|", "\\|").replace("\n", " ")


def _plain(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_plain(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_plain(v)}" for k, v in value.items()) + "}"
    return str(value)


def _locate(path: str, out_dir: Path) -> Path | None:
    """The file ``path`` names: as given, or by its name inside ``out_dir``."""
    for candidate in (Path(path), out_dir / Path(path).name):
        if candidate.is_file():
            return candidate
    return None


def _link(path: Path, out_dir: Path) -> str:
    """``path`` relative to ``out_dir`` (where report.md is), in forward slashes."""
    try:
        relative = os.path.relpath(Path(path).resolve(), Path(out_dir).resolve())
    except ValueError:  # another drive
        return Path(path).as_posix()
    return Path(relative).as_posix()
