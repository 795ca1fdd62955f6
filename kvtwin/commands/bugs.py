"""``kvtwin bugs``: the detection matrix of the known-bug catalog (``kvtwin.report.bugs``).
Exit 0 only when every variant is detected and the correct implementations are clean."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.files import OutputError
from kvtwin.core.outdir import claimed, out_dir_arg
from kvtwin.report.bugs import all_variants, bug_matrix

HELP = "run the generic campaigns against every known-bug variant; write bugs.md and bugs.json"
FORCE_HELP = (
    "use --out even though it holds files kvtwin did not write (they are never deleted or replaced)"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=out_dir_arg, default=Path("runs/bugs"))
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="NAME",
        help="hunt only this variant (repeatable); the correct implementations still run",
    )
    parser.add_argument("--force", action="store_true", help=FORCE_HELP)


def run(args: argparse.Namespace) -> int:
    wanted = {n if n.startswith("bug:") else f"bug:{n}" for n in args.only}
    unknown = wanted - {n for _, n in all_variants()}
    if unknown:
        print(f"kvtwin bugs: unknown variant(s) {sorted(unknown)}", file=sys.stderr)
        return 2
    try:
        with claimed(args.out, "report", force=args.force) as folder:
            out = folder.root
            findings, _, report = bug_matrix(out, wanted or None)
    except (OutputError, TargetUnavailable) as error:
        print(f"kvtwin bugs: {error}", file=sys.stderr)
        return 2
    detected = sum(f.detected for f in findings)
    clean_ok = report["clean"]["ok"]
    print(
        f"{detected}/{len(findings)} variants detected; correct implementations "
        f"{'clean' if clean_ok else 'DIVERGED'} over {report['clean']['ops']} ops; "
        f"wrote {out / 'bugs.md'} in {report['seconds']:.1f} s"
    )
    return 0 if detected == len(findings) and clean_ok else 1
