"""``kvtwin report``: every scenario's stories drawn, each known-bug variant beside
the correct implementation, plus the bug matrix (``kvtwin.report.gallery``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kvtwin.commands.bugs import FORCE_HELP
from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.files import OutputError
from kvtwin.core.outdir import claimed, out_dir_arg
from kvtwin.report.gallery import write_gallery

HELP = (
    "draw the standard scenarios (each known-bug variant beside the correct "
    "implementation) and the bug matrix into DIR/report.md"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=out_dir_arg, default=Path("reports"))
    parser.add_argument("--seed", type=int, default=0, help="workload seed (default 0)")
    parser.add_argument(
        "--no-bugs",
        action="store_true",
        help="leave out the bug matrix (kvtwin bugs: the slowest part, about a minute)",
    )
    parser.add_argument("--force", action="store_true", help=FORCE_HELP)


def run(args: argparse.Namespace) -> int:
    try:
        with claimed(args.out, "report", force=args.force) as folder:
            return write_gallery(folder.root, args.seed, not args.no_bugs)
    except (OutputError, TargetUnavailable) as error:
        print(f"kvtwin report: {error}", file=sys.stderr)
        return 2
