"""Scores and survivors of a mutation run, into ``reports/mutation/``.

Per mutated file, from its cosmic-ray session and the tests pass:

* ``mutants``: every mutant cosmic-ray made; ``annotation``: skipped before
  running as equivalent by rule (``equivalent.py``); ``killed``: by the
  campaigns (``timeouts`` among them); ``survived``: the campaigns agreed.
* Each survivor is classified by hand in ``survivors.toml``: ``equivalent``
  (no behaviour the contract observes changes; the reason says why) or
  ``blind_spot`` (a behaviour changes and the campaigns miss it; the reason
  says what would catch it). One not classified there is listed as
  ``unclassified`` and counts as a blind spot.
* ``non_equivalent`` = mutants - annotation - equivalent survivors - mutants
  cosmic-ray could not apply; ``campaigns`` = killed / non_equivalent;
  ``campaigns_and_tests`` = (killed + survivors the unit tests kill, among the
  non-equivalent) / non_equivalent.

A survivor is named by its file, operator and the line before and after
(``mutant_id``), so a classification survives edits that only move lines.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

from kvtwin.core.files import write_atomic
from kvtwin.tools.mutation import CAMPAIGNS, FILES

CLASSIFIED = Path(__file__).with_name("survivors.toml")
CLASSES = ("equivalent", "blind_spot")


def mutant_id(module: str, operator: str, diff: str | None) -> str:
    """``FILE::OPERATOR::OLD LINE -> NEW LINE`` from a mutant's unified diff."""
    removed = added = ""
    for line in (diff or "").splitlines():
        if line.startswith("-") and not line.startswith("---"):
            removed = line[1:].strip()
        elif line.startswith("+") and not line.startswith("+++"):
            added = line[1:].strip()
    return f"{module}::{operator.removeprefix('core/')}::{removed} -> {added}"


def load_classes(path: Path = CLASSIFIED) -> dict[str, dict[str, str]]:
    """``mutant_id`` -> ``{"class", "reason"}``; a malformed entry is an error."""
    if not path.exists():
        return {}
    entries = tomllib.loads(path.read_text()).get("survivor", [])
    classes: dict[str, dict[str, str]] = {}
    for number, entry in enumerate(entries):
        if entry.get("class") not in CLASSES or not entry.get("reason") or not entry.get("mutant"):
            raise ValueError(
                f"{path}: survivor #{number} needs mutant, class ({' or '.join(CLASSES)}) "
                f"and reason, got {entry!r}"
            )
        classes[entry["mutant"]] = {"class": entry["class"], "reason": entry["reason"]}
    return classes


def file_result(work: Path, module: str, classes: dict[str, dict[str, str]]) -> dict[str, Any]:
    from cosmic_ray.work_db import WorkDB, use_db
    from cosmic_ray.work_item import TestOutcome, WorkerOutcome

    folder = work / Path(module).stem
    tests_path = folder / "tests.json"
    tests = json.loads(tests_path.read_text()) if tests_path.exists() else {}
    counts = dict.fromkeys(
        ("mutants", "annotation", "not_applied", "killed", "timeouts", "survived", "pending"), 0
    )
    survivors = []
    with use_db(str(folder / "session.sqlite"), WorkDB.Mode.open) as db:
        counts["mutants"] = db.num_work_items
        counts["pending"] = db.num_work_items - db.num_results
        for item, result in db.completed_work_items:
            mutation = item.mutations[0]
            if result.worker_outcome == WorkerOutcome.SKIPPED:
                counts["annotation"] += 1
            elif result.worker_outcome == WorkerOutcome.NO_TEST:
                counts["not_applied"] += 1
            elif result.test_outcome == TestOutcome.SURVIVED:
                counts["survived"] += 1
                name = mutant_id(module, mutation.operator_name, result.diff)
                verdict = tests.get(item.job_id)
                survivors.append(
                    {
                        "mutant": name,
                        "line": mutation.start_pos[0],
                        "function": mutation.definition_name,
                        **classes.get(name, {"class": "unclassified", "reason": ""}),
                        "tests": None if verdict is None else bool(verdict["killed"]),
                    }
                )
            else:  # killed, or incompetent (the mutated code could not even run)
                counts["killed"] += 1
                counts["timeouts"] += (result.output or "") == "timeout"
    survivors.sort(key=lambda s: (s["line"], s["mutant"]))
    equivalent = sum(s["class"] == "equivalent" for s in survivors)
    non_equivalent = (
        counts["mutants"] - counts["annotation"] - counts["not_applied"] - counts["pending"]
    ) - equivalent
    caught_by_tests = sum(s["class"] != "equivalent" and bool(s["tests"]) for s in survivors)
    return {
        **counts,
        "equivalent_survivors": equivalent,
        "non_equivalent": non_equivalent,
        "score": {
            "campaigns": _ratio(counts["killed"], non_equivalent),
            "campaigns_and_tests": _ratio(counts["killed"] + caught_by_tests, non_equivalent),
        },
        "survivors": survivors,
    }


def _ratio(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def write_report(work: Path, out: Path, modules: list[str], run: dict[str, Any]) -> dict[str, Any]:
    classes = load_classes()
    files = {m: file_result(work, m, classes) for m in modules}
    killed = sum(f["killed"] for f in files.values())
    non_equivalent = sum(f["non_equivalent"] for f in files.values())
    by_tests = sum(
        s["class"] != "equivalent" and bool(s["tests"])
        for f in files.values()
        for s in f["survivors"]
    )
    summary: dict[str, Any] = {
        "tool": "cosmic-ray",
        "campaigns": {
            m: ", ".join(f"{name}: {CAMPAIGNS[name]} hunt campaigns" for name in FILES[m])
            for m in modules
        },
        **run,
        "score": {
            "campaigns": _ratio(killed, non_equivalent),
            "campaigns_and_tests": _ratio(killed + by_tests, non_equivalent),
        },
        "files": files,
    }
    write_atomic(out / "summary.json", json.dumps(summary, indent=2) + "\n")
    write_atomic(out / "README.md", render(summary))
    return summary


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def render(summary: dict[str, Any]) -> str:
    lines = [
        "# Mutation testing of the campaigns",
        "",
        "Written by `nox -s mutation` (`python -m kvtwin.tools.mutation`, cosmic-ray). A mutant",
        "counts as killed by the campaigns only when the generic hunt campaigns of its file's",
        "scenario (fixed seeds and budget, against target `impl`) diverge; the campaigns'",
        "survivors then face the unit tests. Survivors are classified in",
        "`kvtwin/tools/mutation/survivors.toml`.",
        "",
        f"Overall: campaigns alone **{_pct(summary['score']['campaigns'])}**, campaigns plus "
        f"tests **{_pct(summary['score']['campaigns_and_tests'])}** of the non-equivalent "
        "mutants.",
        "",
        "| file | mutants | equivalent by rule | killed (timeouts) | survived (equivalent) "
        "| pending | campaigns | campaigns + tests |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for module, f in summary["files"].items():
        lines.append(
            f"| `{module}` | {f['mutants']} | {f['annotation']} | {f['killed']} ({f['timeouts']}) "
            f"| {f['survived']} ({f['equivalent_survivors']}) | {f['pending']} "
            f"| {_pct(f['score']['campaigns'])} | {_pct(f['score']['campaigns_and_tests'])} |"
        )
    for module, f in summary["files"].items():
        if not f["survivors"]:
            continue
        lines += [
            "",
            f"## Survivors of `{module}`",
            "",
            "| line | mutant | class | killed by tests | reason |",
            "| ---: | --- | --- | --- | --- |",
        ]
        for s in f["survivors"]:
            change = s["mutant"].split("::", 2)[2].replace("|", "\\|")
            tests = {True: "yes", False: "no", None: "not run"}[s["tests"]]
            reason = s["reason"].replace("|", "\\|").replace("\n", " ")
            lines.append(f"| {s['line']} | `{change}` | {s['class']} | {tests} | {reason} |")
    return "\n".join(lines) + "\n"
