"""``kvtwin shrink FILE``: delta-debug a diverging trace down to a minimal one."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kvtwin.core.errors import TargetUnavailable, TraceError, UsageError
from kvtwin.core.files import OutputError
from kvtwin.core.repro import shrink_trace, write_reproduction

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
        if not 0 < args.max_seconds <= 86_400:
            raise UsageError(f"--max-seconds must be in 0..86400, got {args.max_seconds}")
        reproduction = shrink_trace(args.file, args.target, args.max_seconds)
        out = args.out or args.file.parent
        trace_path, test_path = write_reproduction(reproduction.trace, out, f"{args.file.stem}-min")
    except (TraceError, UsageError, TargetUnavailable, OutputError) as error:
        print(f"kvtwin shrink: {error}", file=sys.stderr)
        return 2
    if reproduction.flaky:
        print(
            f"kvtwin shrink: the trace does not diverge the same way on replay "
            f"(recorded {reproduction.signature!r}, replayed {reproduction.shrunk_signature!r}); "
            f"kept whole as {trace_path}"
        )
        return 1
    print(
        f"shrunk to {len(reproduction.trace.ops)} ops ({reproduction.signature}): "
        f"{trace_path} and {test_path}"
    )
    return 0
