"""Runs beside the SGLang report, added to it as evidence:
``python -m kvtwin.tools.peers_sglang.annex --out DIR [--run SUMMARY ...]
[--timing TIMING_JSON]``.

A ``--run`` is the ``summary.json`` of a ``kvtwin run radix`` (or
``radix-engine``) output folder: the long legitimate runs on each core, the
differential run of both cores and the model on one trace, a run with
``--known`` going its full length. Each is kept in ``DIR/summary.json`` under
``annex.runs`` (what it ran, how far, with what result) and listed in
``DIR/summary.md`` after the kit's sections; ``--timing`` adds the per-op cost
table of :mod:`.timing`. :func:`render` is the report's markdown with its annex.
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


def render(report: dict[str, Any], package: str) -> str:
    text = peers_report.render_release(report, package)
    annex = report.get("annex") or {}
    lines: list[str] = []
    if annex.get("runs"):
        lines += ["", "## Runs beside the survey", ""]
        lines += ["| run | target | traffic | seed | steps | ops | result |"]
        lines += ["| --- | --- | --- | --- | --- | --- | --- |"]
        for row in annex["runs"]:
            result = "agreed" if row.get("ok") else f"`{row.get('divergence')}`"
            if row.get("known_hits"):
                hits = ", ".join(f"`{k}` x{n}" for k, n in row["known_hits"].items())
                result += f" (known causes carried past: {hits}; {row.get('parts')} parts)"
            lines.append(
                f"| `{row.get('command', '')}` | {row.get('target')} | {row.get('traffic')} | "
                f"{row.get('seed')} | {row.get('steps')} | {row.get('ops')} | {result} |"
            )
    if annex.get("timing"):
        timing = annex["timing"]
        lines += ["", "## Per-op cost (target calls only: no model, no checks)", ""]
        lines += [f"{timing.get('machine')}, Python {timing.get('python')}, best of "
                  f"{timing.get('repeats')}, load average {timing.get('load_average')} on "
                  f"{timing.get('cores')} cores; `timing.png` draws it.", ""]  # fmt: skip
        if timing.get("note"):
            lines += [f"Note: {timing['note']}.", ""]
        lines += ["| target | trace | ops | us/op | us/engine step | measured |"]
        lines += ["| --- | --- | --- | --- | --- | --- |"]
        for row in timing["rows"]:
            lines.append(
                f"| {row['target']} | {row['trace']} | {row['ops']} | {row['us_per_op']} | "
                f"{row['us_per_step']} | {row.get('measured')} |"
            )
    return text + ("\n".join(lines) + "\n" if lines else "")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m kvtwin.tools.peers_sglang.annex")
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
    write_atomic(args.out / "summary.md", render(report, str(report.get("package"))))
    print(f"annex: {len(annex.get('runs', []))} run(s), timing {'timing' in annex}; wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
