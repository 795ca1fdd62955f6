"""``kvtwin bugs``: the detection matrix of the known-bug catalog (``kvtwin.report.bugs``).
Exit 0 only when every variant is detected and the correct implementations are clean."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kvtwin.core.outdir import check_out_dir, out_dir_arg
from kvtwin.report.bugs import all_variants, bug_matrix

HELP = "run the generic campaigns against every known-bug variant; write bugs.md and bugs.json"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=out_dir_arg, default=Path("runs/bugs"))
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="NAME",
        help="hunt only this variant (repeatable); the correct implementations still run",
    )


def run(args: argparse.Namespace) -> int:
    wanted = {n if n.startswith("bug:") else f"bug:{n}" for n in args.only}
    unknown = wanted - {n for _, n in all_variants()}
    if unknown:
        print(f"kvtwin bugs: unknown variant(s) {sorted(unknown)}", file=sys.stderr)
        return 2
    out = check_out_dir(args.out)
    findings, _, report = bug_matrix(out, wanted or None)
    detected = sum(f.detected for f in findings)
    clean_ok = report["clean"]["ok"]
    print(
        f"{detected}/{len(findings)} variants detected; correct implementations "
        f"{'clean' if clean_ok else 'DIVERGED'} over {report['clean']['ops']} ops; "
        f"wrote {out / 'bugs.md'} in {report['seconds']:.1f} s"
    )
    return 0 if detected == len(findings) and clean_ok else 1
