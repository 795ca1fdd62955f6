"""Runs beside a peers report, added to it as evidence:
``python -m kvtwin.tools.peers_annex --out DIR [--run SUMMARY --command CMD ...]
[--timing TIMING_JSON]``.

A ``--run`` is the ``summary.json`` of a ``kvtwin run`` output folder: a long
legitimate run, a differential run of two cores and the model on one trace, a
run with ``--known`` going its full length. Each is kept in ``DIR/summary.json``
under ``annex.runs`` (what it ran, how far, with what result) and listed in
``DIR/summary.md`` after the survey's sections (``peers_report.annex_lines``);
``--timing`` adds a per-op cost table (rows of ``target``, ``trace``, ``ops``,
``us_per_op``, ``us_per_step``, ``measured``: an engine package's own timing,
SGLang's ``kvtwin.engines.sglang.timing``). A later survey of the
same code keeps the annex (``kvtwin.tools.peers``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from kvtwin.core.files import write_atomic
from kvtwin.tools import peers_report

KEPT = ("scenario", "target", "policy", "seed", "steps", "ops", "seconds", "ok", "traffic",
        "pool_size", "page_size", "parts", "known_causes", "requests")  # fmt: skip


def run_row(summary: dict[str, Any], command: str | None) -> dict[str, Any]:
    row = {k: summary.get(k) for k in KEPT if k in summary}
    row["divergence"] = (summary.get("divergence") or {}).get("signature")
    row["known_hits"] = {
        f["signature"]: f["hits"] for f in summary.get("findings", []) if f.get("known")
    }
    if command:
        row["command"] = command
    return row


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m kvtwin.tools.peers_annex")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--run", type=Path, action="append", default=[], metavar="SUMMARY")
    p.add_argument("--command", action="append", default=[], help="the command of each --run")
    p.add_argument("--timing", type=Path)
    args = p.parse_args(argv)
    path = args.out / "summary.json"
    if len(args.command) > len(args.run) or not path.is_file():
        print("annex: --out needs a summary.json, and each --command a --run", file=sys.stderr)
        return 2
    report = json.loads(path.read_text())
    annex = report.setdefault("annex", {})
    commands = args.command + [None] * (len(args.run) - len(args.command))
    runs = [
        run_row(json.loads(Path(r).read_text()), c) for r, c in zip(args.run, commands, strict=True)
    ]
    if runs:
        annex["runs"] = runs
    if args.timing is not None:
        annex["timing"] = json.loads(args.timing.read_text())
    write_atomic(path, json.dumps(report, indent=2) + "\n")
    write_atomic(
        args.out / "summary.md", peers_report.render_release(report, str(report.get("package")))
    )
    print(f"annex: {len(annex.get('runs', []))} run(s), timing {'timing' in annex}; wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
