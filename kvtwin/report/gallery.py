"""``kvtwin report``'s content: every scenario's stories drawn (each known-bug
variant beside the correct implementation and the model) plus the bug matrix,
as report.md, report.json and one PNG per story."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.files import place_all, staging, write_atomic
from kvtwin.core.registry import scenarios
from kvtwin.report.bugs import bug_matrix
from kvtwin.report.reporting import reporting_of

INTRO = (
    "Each story runs one seeded workload (seed {seed}) independently on the reference "
    "model, on the correct implementation and on a known-bug variant, each driving its "
    "own serving loop or call sequence to the end. A lockstep run (`kvtwin run`) stops at "
    "the first divergence; these keep going to show what the bug does to the quantity one "
    "would watch in production. The dashed line marks where the lockstep runner stops. In "
    "every plot the reference model is the wide pale blue band and the measurement on the "
    "target the thin vermillion line: where they agree, the line runs inside the band."
)


def draw_stories(out: Path, seed: int) -> list[dict[str, Any]]:
    outcomes = []
    for scenario in scenarios().values():
        for story in reporting_of(scenario.name).stories():
            started = time.perf_counter()
            with staging(out) as staged:  # the plotting library never opens a name in out
                try:
                    drawn = story.draw(seed, staged)
                except TargetUnavailable as error:
                    drawn = {"skipped": str(error)}
                place_all(staged, out)
            outcome = {
                "slug": story.name,
                "heading": story.title,
                "scenario": scenario.name,
                **drawn,
                "seconds": round(time.perf_counter() - started, 2),
            }
            if isinstance(outcome.get("png"), Path):
                outcome["png"] = outcome["png"].name
            outcomes.append(outcome)
            where = (
                f"skipped ({outcome['skipped']})"
                if "skipped" in outcome
                else out / str(outcome["png"])
            )
            print(f"kvtwin report: {story.title}: {where} ({outcome['seconds']} s)")
    return outcomes


def write_gallery(out: Path, seed: int, with_bugs: bool) -> int:
    started = time.perf_counter()
    outcomes = draw_stories(out, seed)
    bugs_exit = None
    table: list[str] = []
    if with_bugs:
        findings, _, report = bug_matrix(out)
        bugs_exit = 0 if all(f.detected for f in findings) and report["clean"]["ok"] else 1
        table = _bug_table(out / "bugs.md")
    numbers = {
        "seed": seed,
        "scenarios": outcomes,
        "bugs": None if bugs_exit is None else {"exit": bugs_exit, "file": "bugs.md"},
        "seconds": round(time.perf_counter() - started, 2),
    }
    write_atomic(out / "report.json", json.dumps(numbers, indent=2) + "\n")
    write_atomic(out / "report.md", render(outcomes, table, seed, with_bugs))
    print(f"kvtwin report: wrote {out / 'report.md'} in {time.perf_counter() - started:.1f} s")
    return bugs_exit or 0


def _bug_table(path: Path) -> list[str]:
    """bugs.md from its first table row to the end, headings one level down."""
    lines = path.read_text().splitlines() if path.is_file() else []
    first = next((i for i, line in enumerate(lines) if line.startswith("|")), len(lines))
    return [
        line.replace("## ", "### ", 1) if line.startswith("## ") else line for line in lines[first:]
    ]


def render(outcomes: list[dict[str, Any]], table: list[str], seed: int, with_bugs: bool) -> str:
    lines = [
        "# kvtwin report",
        "",
        "Written by `kvtwin report` (or `nox -s report`); regenerate it rather than edit it.",
        "",
        INTRO.format(seed=seed),
        "",
    ]
    for outcome in outcomes:
        lines += [f"## {outcome['heading']}", ""]
        if "skipped" in outcome:
            lines += [f"Not drawn: the variant is not available here ({outcome['skipped']}).", ""]
            continue
        lines += [
            f"![{outcome.get('variant')} beside {outcome.get('correct')}]({outcome['png']})",
            "",
            outcome["text"],
            "",
        ]
    lines += ["## Known-bug detection matrix", ""]
    if not with_bugs:
        lines += ["Left out of this run (`--no-bugs`); `kvtwin bugs` writes it.", ""]
    elif table:
        lines += [
            "From [bugs.md](bugs.md) (`kvtwin bugs`): the generic campaigns against every "
            "known-bug variant, each first divergence shrunk to a replayable reproduction.",
            "",
            *table,
            "",
        ]
    return "\n".join(lines).rstrip() + "\n"
