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
* Each survivor also names the input class that would reach it (``reach``: one
  of the classes of a scenario's input domain, ``SCENARIO:PARAM=CLASS``, misuse marked
  ``!``; ``none`` where no input tells it apart), checked against what the
  campaigns drew (the session's ``coverage.json``). A class no campaign draws
  (or one the domain does not have) makes the survivor a blind spot to close,
  whatever it was classified: never an equivalence.
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
from kvtwin.core.summary import DOMAIN, DOMAIN_MISUSE, MISUSE_MARK
from kvtwin.tools.mutation import CAMPAIGNS, FILES

CLASSIFIED = Path(__file__).with_name("survivors.toml")
CLASSES = ("equivalent", "blind_spot")
NO_INPUT = "none"
"""``reach`` of a survivor no input tells apart from the original."""
BLIND = (
    " [its input class is never drawn by the campaigns: a blind spot to close, "
    "never an equivalence]"
)


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
        if "reach" in entry:
            classes[entry["mutant"]]["reach"] = str(entry["reach"])
    return classes


def reach_of(reach: str | None, drawn: dict[str, Any] | None) -> tuple[str, int | None]:
    """How the campaigns drew a survivor's input class: (``none``, ``unnamed``,
    ``drawn``, ``never drawn`` or ``not in the domain``, its count), from
    ``drawn`` (scenario -> the campaigns' coverage; ``None``: not recorded)."""
    if reach is None:
        return "unnamed", None
    if reach == NO_INPUT:
        return NO_INPUT, None
    scenario, _, named = reach.partition(":")
    param, _, cls = named.partition("=")
    coverage = (drawn or {}).get(scenario)
    if coverage is None:
        return "not recorded", None
    part = DOMAIN_MISUSE if cls.startswith(MISUSE_MARK) else DOMAIN
    counts = (coverage.get(part) or {}).get(param) or {}
    count = counts.get(cls.removeprefix(MISUSE_MARK))
    if count is None:
        return "not in the domain", None
    return ("drawn" if count else "never drawn"), count


def judged(classified: dict[str, str], status: str) -> dict[str, str]:
    """The class a survivor counts as: an equivalent whose input class no campaign
    draws (or the domain lacks) is a blind spot."""
    if classified["class"] == "equivalent" and status in ("never drawn", "not in the domain"):
        return {**classified, "class": "blind_spot", "reason": classified["reason"] + BLIND}
    return classified


def drawn_by(work: Path, module: str) -> dict[str, Any] | None:
    """What the campaigns of ``module``'s session drew (``None``: not recorded)."""
    path = work / Path(module).stem / "coverage.json"
    return json.loads(path.read_text()) if path.exists() else None


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
    drawn = drawn_by(work, module)
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
                classified = classes.get(name, {"class": "unclassified", "reason": ""})
                status, count = reach_of(classified.get("reach"), drawn)
                survivors.append(
                    {
                        "mutant": name,
                        "line": mutation.start_pos[0],
                        "function": mutation.definition_name,
                        **judged(classified, status),
                        "reach_status": status,
                        "reach_drawn": count,
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
    """Scores over ``modules`` (their sessions in ``work``) and, for every other
    file of an earlier report in ``out``, its results as that run left them."""
    classes = load_classes()
    earlier = _earlier(out)
    files = {m: file_result(work, m, classes) for m in modules}
    for module, result in earlier.get("files", {}).items():
        if module not in files and module in FILES:
            files[module] = {**result, "from": result.get("from", "an earlier run")}
    files = dict(sorted(files.items()))
    sessions = {**earlier.get("sessions", {}), **run.get("sessions", {})}
    run = {**run, "sessions": {m: sessions[m] for m in files if m in sessions}}
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
            for m in files
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


def _earlier(out: Path) -> dict[str, Any]:
    path = out / "summary.json"
    try:
        return json.loads(path.read_text()) if path.exists() else {}
    except ValueError:
        return {}


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
        earlier = f" ({f['from']})" if f.get("from") else ""
        lines.append(
            f"| `{module}`{earlier} | {f['mutants']} | {f['annotation']} "
            f"| {f['killed']} ({f['timeouts']}) "
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
            "| line | mutant | class | reached by | killed by tests | reason |",
            "| ---: | --- | --- | --- | --- | --- |",
        ]
        for s in f["survivors"]:
            change = s["mutant"].split("::", 2)[2].replace("|", "\\|")
            tests = {True: "yes", False: "no", None: "not run"}[s["tests"]]
            reason = s["reason"].replace("|", "\\|").replace("\n", " ")
            lines.append(
                f"| {s['line']} | `{change}` | {s['class']} | {_reach(s)} | {tests} | {reason} |"
            )
    return "\n".join(lines) + "\n"


def _reach(survivor: dict[str, Any]) -> str:
    reach, status = survivor.get("reach"), survivor.get("reach_status", "unnamed")
    if reach is None:
        return "not named"
    if status in ("drawn", "never drawn"):
        return f"`{reach}` ({status}, {survivor.get('reach_drawn')})"
    return f"`{reach}`" if status == NO_INPUT else f"`{reach}` ({status})"
