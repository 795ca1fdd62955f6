"""``kvtwin report``: every scenario's stories drawn, each known-bug variant beside
the correct implementation, plus the bug matrix (``kvtwin.report.gallery``)."""

from __future__ import annotations

import argparse
from pathlib import Path

from kvtwin.core.outdir import check_out_dir, out_dir_arg
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


def run(args: argparse.Namespace) -> int:
    return write_gallery(check_out_dir(args.out), args.seed, not args.no_bugs)
