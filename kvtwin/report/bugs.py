"""The known-bug detection matrix: every scenario's standard campaigns against
each of its ``bug:NAME`` variants and its correct implementation. Written by
``kvtwin bugs`` (and ``kvtwin report``) as bugs.json and bugs.md."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tqdm import tqdm

from kvtwin.core.campaign import run_campaign
from kvtwin.core.errors import Interrupted
from kvtwin.core.files import write_atomic
from kvtwin.core.hunt import CleanRun, Detection, hunt
from kvtwin.core.registry import scenarios, targets, variants
from kvtwin.core.scenario import Campaign
from kvtwin.core.summary import merge_coverage
from kvtwin.report.run_report import coverage_lines

CORRECT = "impl"


def all_variants() -> list[tuple[str, str]]:
    """(scenario, variant) of every registered known-bug variant."""
    return [(name, v) for name in scenarios() for v in variants(name)]


def _with_folders(pairs: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    """(scenario, variant, reproduction folder): ``NAME`` where a variant is first
    met, ``NAME.SCENARIO`` where a further scenario hunts it too (the cache's own
    variants are prefill and scratch targets), so no run overwrites another's."""
    seen: set[str] = set()
    rows = []
    for scenario, name in pairs:
        short = name.removeprefix("bug:")
        rows.append((scenario, name, short if short not in seen else f"{short}.{scenario}"))
        seen.add(short)
    return rows


def bug_matrix(
    out: Path, only: set[str] | None = None
) -> tuple[list[Detection], dict[str, CleanRun], dict[str, Any]]:
    """Hunt every variant (or those in ``only``), run the correct targets clean,
    write bugs.json and bugs.md into ``out``."""
    started = time.perf_counter()
    known = scenarios()
    findings: list[Detection] = []
    clean: dict[str, CleanRun] = {}
    coverage: dict[str, dict[str, Any]] = {}
    interrupted = False
    try:
        for scenario, name, folder in tqdm(
            _with_folders(all_variants()), unit="variant", disable=None
        ):
            if not only or name in only:
                repros = out / "repros" / folder
                findings.append(hunt(name, known[scenario].campaigns.hunts(name), repros))
        for name, s in known.items():
            # a scenario without its own correct implementation (an engine level
            # over outside engines) has no clean run
            if CORRECT in targets(name) and s.campaigns.hunts(CORRECT):
                clean[name], coverage[name] = clean_run_covered(s.campaigns.hunts(CORRECT))
    except Interrupted:  # keep what was found: the matrix so far, then stop
        interrupted = True
    clean_ok = all(run.ok for run in clean.values()) and not interrupted
    report = {
        "interrupted": interrupted,
        "variants": [f.to_json() for f in findings],
        "clean": {
            "ok": clean_ok,
            "ops": sum(run.ops for run in clean.values()),
            "seconds": round(sum(run.seconds for run in clean.values()), 3),
            "by_scenario": {k: v.to_json() for k, v in clean.items()},
            # what the hunts draw, every class of every scenario's input domain
            "coverage": coverage,
        },
        "seconds": round(time.perf_counter() - started, 3),
    }
    write_atomic(out / "bugs.json", json.dumps(report, indent=2) + "\n")
    write_atomic(out / "bugs.md", render_markdown(findings, clean, out, coverage))
    if interrupted:
        raise Interrupted()
    return findings, clean, report


def clean_run_covered(campaigns: Sequence[Campaign]) -> tuple[CleanRun, dict[str, Any]]:
    """``kvtwin.core.hunt.clean_run``, keeping the campaigns' merged coverage (what
    the hunts drew of the input domain): all ``campaigns`` on a correct target."""
    started = time.perf_counter()
    count, coverage = 0, {}
    for campaign in campaigns:
        result = run_campaign(campaign)
        count += result.count
        coverage = merge_coverage(coverage, result.coverage)
        if result.interrupted:
            raise Interrupted()
        if result.divergence is not None:
            seconds = time.perf_counter() - started
            return CleanRun(False, count, seconds, result.divergence.to_json()), coverage
    return CleanRun(True, count, time.perf_counter() - started, None), coverage


def render_markdown(
    findings: list[Detection],
    clean: dict[str, CleanRun],
    out: Path,
    coverage: dict[str, dict[str, Any]] | None = None,
) -> str:
    lines = [
        "# Known-bug detection matrix",
        "",
        "Written by `kvtwin bugs`: the generic campaigns (the same seeded serving and",
        "shape-sequence campaigns for every target, nothing written for a variant) run",
        "against each known-bug variant; the first divergence is shrunk to a replayable",
        "reproduction (`kvtwin replay FILE`) that fails with the same cause signature.",
        "",
        "| variant | scenario | detected | seconds to detect | ops to detect | repro ops "
        "| cause | first divergence |",
        "| --- | --- | --- | ---: | ---: | ---: | --- | --- |",
    ]
    for f in findings:
        found = f.finding
        repro, cause, divergence = "-", "-", None
        if found is not None:
            if found.repro:
                repro = f"[{found.repro_ops}]({Path(found.repro).relative_to(out).as_posix()})"
            cause = f"`{found.signature}`" + (" (flaky)" if found.flaky else "")
            divergence = found.divergence
        lines.append(
            f"| `{f.name}` | {f.scenario} | {'yes' if f.detected else '**NO**'} | "
            f"{f.seconds:.2f} | {f.ops_to_detect} | {repro} | {_cell(cause)} | "
            f"{_divergence_cell(divergence)} |"
        )
    lines += [
        "",
        "## Correct implementations",
        "",
        "| scenario | ok | ops | seconds |",
        "| --- | --- | ---: | ---: |",
    ]
    for scenario, run in clean.items():
        lines.append(
            f"| {scenario} | {'yes' if run.ok else '**NO**'} | {run.ops} | {run.seconds:.1f} |"
        )
    for scenario, drawn in (coverage or {}).items():
        lines += ["", f"## What the {scenario} hunts draw", ""]
        lines += [
            line.replace("## Input domain", "### Input domain") for line in coverage_lines(drawn)
        ] or ["Every verb and outcome, and every class drawn.", ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _divergence_cell(divergence: dict[str, Any] | None) -> str:
    if divergence is None:
        return "-"
    text = (
        f"step {divergence['step']}: `{divergence['field']}` "
        f"expected {divergence['expected']!r}, got {divergence['actual']!r}"
    )
    return _cell(text)[:160]
