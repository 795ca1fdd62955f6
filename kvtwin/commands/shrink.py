"""``kvtwin shrink FILE``: delta-debug a diverging trace down to a minimal one."""

from __future__ import annotations

import argparse
from pathlib import Path

from kvtwin.repro import shrink_trace, write_reproduction
from kvtwin.targets import TargetUnavailable, UnknownTarget
from kvtwin.trace import Trace, TraceError

HELP = "shrink a diverging trace (e.g. one recorded from a real engine) by delta debugging"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a trace file")
    parser.add_argument("--target", help="shrink against this target instead of the trace's own")
    parser.add_argument(
        "--max-seconds",
        type=float,
        default=120.0,
        help="stop shrinking after this long and keep the smallest trace so far (default 120)",
    )
    parser.add_argument(
        "--out",
        type=Path,
        help="folder for the minimal trace and its pytest file "
        "(default: beside FILE, named FILE-min)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        trace = Trace.read(args.file)
        shrunk = shrink_trace(trace, args.target, args.max_seconds)
    except (TraceError, UnknownTarget, TargetUnavailable) as error:
        print(f"kvtwin shrink: {error}")
        return 2
    out = args.out or args.file.parent
    trace_path, test_path = write_reproduction(shrunk, out, f"{args.file.stem}-min")
    print(f"shrunk {len(trace.ops)} ops to {len(shrunk.ops)}: {trace_path} and {test_path}")
    return 0
