"""Verdicts of an engine's earlier reports on what is loaded now, for the peers
tool: every sibling report's standalone tests of the same engine run here
(``kvtwin.tools.verdicts``), and ``--refresh-verdicts`` (a report's causes
described anew and its verdicts rerun, nothing surveyed)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from kvtwin.core.engine_record import Engine, describe_cause, engine_of
from kvtwin.core.engines import engine_path
from kvtwin.core.files import write_atomic
from kvtwin.tools import peers_report
from kvtwin.tools.verdicts import FIXED, run_verdicts, upstream_line


def verdicts_here(
    out: Path,
    engine: Engine,
    facts: dict[str, Any],
    since: str | None,
    before: dict[str, list[dict]] | None = None,
) -> dict[str, list[dict]]:
    """Every sibling report's standalone tests of this engine, run on what is loaded;
    a test still fixed keeps the fixing commit ``before`` found, where no bisection
    ran this time."""
    tree = engine_path(engine.name, engine.env)
    here = "this tree" if facts.get("commit") else f"{engine.name} {facts['version']}"
    results = {}
    for path in sorted(out.resolve().parent.glob("*/summary.json")):
        if path.parent == out.resolve():
            continue
        summary = json.loads(path.read_text())
        if engine_of(str(summary.get("target"))) is engine:
            rows = run_verdicts(path.parent, tree, engine.package_dirs, since)
            earlier = {Path(r["test"]).name: r for r in (before or {}).get(path.parent.name, [])}
            for row in rows:
                found = earlier.get(Path(row["test"]).name, {}).get("fixed_by")
                if row["verdict"] == FIXED and "fixed_by" not in row and found:
                    row["fixed_by"] = found
                row["upstream"] = upstream_line(row, here, _tracker(path.parent.name, row))
            if rows:
                results[path.parent.name] = rows
    return results


def refresh_verdicts(out: Path, engine: Engine, facts: dict[str, Any], since: str | None) -> int:
    """OUT's report with its causes described anew and its verdicts rerun on what is
    loaded (which must be what it names)."""
    path = out / "summary.json"
    if not path.is_file():
        print(f"kvtwin peers: --refresh-verdicts: {path} does not exist", file=sys.stderr)
        return 2
    report = json.loads(path.read_text())
    if (report.get("release"), report["facts"].get("commit")) != (
        facts["version"],
        facts.get("commit"),
    ):
        print(
            f"kvtwin peers: --refresh-verdicts: {path} is a report on {report.get('release')}, "
            f"but {engine.name} {facts['version']} is loaded",
            file=sys.stderr,
        )
        return 2
    for cause in [*report["causes"], *report.get("findings", [])]:  # descriptions may be newer
        described = describe_cause(
            engine.causes, str(facts["version"]), cause.get("policy"), cause["signature"]
        )
        cause["what"], cause["upstream"] = described.what, described.upstream
    report["verdicts"] = verdicts_here(out, engine, facts, since, report.get("verdicts"))
    write_atomic(path, json.dumps(report, indent=2) + "\n")
    write_atomic(out / "summary.md", peers_report.render_release(report, engine.name))
    peers_report.write_index(out.parent)
    print(f"{engine.name} {facts['version']}: verdicts refreshed in {path}")
    return 0


def _tracker(release_folder: str, row: dict[str, Any]) -> str | None:
    """The tracker reference the release's own report gave the cause."""
    path = Path(row["test"]).parents[1] / "summary.json"
    for cause in json.loads(path.read_text()).get("causes", []):
        if cause["signature"] == row["signature"] and cause.get("policy") == row["policy"]:
            return cause.get("upstream")
    return None
