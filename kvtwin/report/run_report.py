"""report.md of one ``kvtwin run``: the run's summary table, its plot, the first
divergence with its reproduction's path and first lines, and the memory
snapshot. The scenario's reporting draws the plot and snapshot
(``Reporting.artifacts``); this module only lays them out."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from kvtwin.core.files import OutputError, place, staging, write_atomic
from kvtwin.core.scenario import Scenario
from kvtwin.core.summary import CANNOT_DRAW, NEVER, NEVER_CONFIGURED, domain_lines
from kvtwin.report.reporting import Artifacts, reporting_of
from kvtwin.report.snapshot import VIEWER_HINT

REPORT_NAME = "report.md"
REPRO_LINES = 20
SECTIONS_ELSEWHERE = {"divergence", "repro", "repro_ops", "test", "findings", "coverage"}


def write_run_report(
    scenario: Scenario, out_dir: Path, summary: dict[str, Any], recording: Any
) -> list[Path]:
    """Draw the run (the scenario's artifacts) and write report.md; the paths written.
    A plot that cannot be drawn, or placed, is reported in report.md, not raised.
    The scenario draws into a staging folder of kvtwin's own, so its plotting
    library never opens a name in ``out_dir`` (a link there is never followed)."""
    out = Path(out_dir)
    with staging(out) as staged:
        try:
            drawn = reporting_of(scenario.name).artifacts(staged, summary, recording)
        except (OSError, ValueError, RuntimeError) as error:
            drawn = Artifacts(notes=[f"The run's plot could not be drawn: {error}"])
        artifacts = Artifacts(notes=list(drawn.notes))
        for name in ("plot", "snapshot"):
            path = getattr(drawn, name)
            if path is not None:
                setattr(artifacts, name, _placed(Path(path), staged, out, artifacts.notes))
    report = write_atomic(out / REPORT_NAME, render_run_report(scenario, summary, out, artifacts))
    return [p for p in (artifacts.plot, artifacts.snapshot) if p is not None] + [report]


def _placed(path: Path, staged: Path, out: Path, notes: list[str]) -> Path | None:
    """A drawn file moved from the staging folder to its name in ``out``; None,
    and a note saying why, where that name is not kvtwin's to write."""
    if staged not in path.parents:
        return path
    final = out / path.relative_to(staged)
    try:
        return place(path, final)
    except OutputError as error:
        notes.append(f"`{final.name}` was not written: {error}.")
        return None


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
    described = scenario.describe_run(summary) or reporting_of(scenario.name).describe(
        summary, scenario.unit
    )
    lines += [f"{described} In {summary.get('seconds')} s: {verdict}", ""]
    lines += [*summary_table(summary), ""]
    lines += coverage_lines(summary.get("coverage") or {})
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


# ------------------------------------------------------------------ coverage
def coverage_lines(coverage: dict[str, Any]) -> list[str]:
    """What the run drew and what it never did: the sentence naming every verb,
    outcome and class left at zero, then the input domain, parameter by parameter
    (classes drawn with their counts, misuse marked ``!``, and those never drawn),
    the run-level classes its options fixed, and the classes it could not draw."""
    lines: list[str] = []
    never = coverage.get(NEVER)
    if never:
        lines += [f"Never exercised in this run: {', '.join(f'`{v}`' for v in never)}.", ""]
    fixed = coverage.get(NEVER_CONFIGURED)
    if fixed:
        lines += [
            "Fixed by this run's options, so not drawn here (the hunts of `kvtwin bugs` "
            f"draw them): {', '.join(f'`{v}`' for v in fixed)}.",
            "",
        ]
    cannot = coverage.get(CANNOT_DRAW)
    if cannot:
        named = "; ".join(f"`{k}`: {why}" for k, why in cannot.items())
        lines += [f"Not drawable here: {named}.", ""]
    rows = domain_lines(coverage)
    if rows:
        lines += [
            "## Input domain",
            "",
            "Every class of every parameter a caller may pass (misuse marked `!`), as this "
            "run drew it.",
            "",
            "| parameter | drawn (count) | never drawn |",
            "| --- | --- | --- |",
        ]
        for param, drawn, zero in rows:
            lines.append(
                f"| `{param}` | {_cell(', '.join(drawn) or '-')} | "
                f"{_cell(', '.join(zero) or '-')} |"
            )
        lines.append("")
    return lines
