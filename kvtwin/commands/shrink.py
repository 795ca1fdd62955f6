"""``kvtwin shrink FILE``: delta-debug a diverging trace down to a minimal one.

Exit 0 shrunk (or nothing could be removed: every op is needed, said so), 1 the
trace does not diverge the same way on replay, 2 a bad file or a time limit too
short for even one replay of it (nothing written then)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from kvtwin.core.errors import TargetUnavailable, TraceError, UsageError
from kvtwin.core.files import OutputError
from kvtwin.core.outdir import claimed
from kvtwin.core.probe import probe_target
from kvtwin.core.replay import load_trace
from kvtwin.core.repro import shrink_trace, write_reproduction

MIN_SECONDS = 0.001
"""What is left to shrink once reading the trace took all of --max-seconds: no
replay finishes in it, so the answer is "nothing removed"."""
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
        started = time.monotonic()  # --max-seconds bounds reading the trace too
        scenario, trace = load_trace(args.file)
        probe_target(scenario, trace.config, args.target or trace.target)
        left = args.max_seconds - (time.monotonic() - started)
        reproduction = shrink_trace(trace, args.target, max(left, MIN_SECONDS))
        if reproduction.note is not None and not reproduction.flaky and reproduction.removed <= 0:
            replayed = reproduction.shrunk_signature is not None
            return _nothing_removed(args, reproduction.original, reproduction.note, replayed)
        # beside the trace, among whatever else is there: only its two names are checked
        with claimed(args.out or args.file.parent, None, scan=False) as folder:
            name = f"{args.file.stem}-min"
            trace_path, test_path = write_reproduction(reproduction.trace, folder.root, name)
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
    late = f" ({reproduction.note})" if reproduction.note else ""
    print(
        f"shrunk from {reproduction.original} to {len(reproduction.trace.ops)} ops "
        f"({reproduction.signature}){late}: {trace_path} and {test_path}"
    )
    return 0


def _nothing_removed(args: argparse.Namespace, ops: int, why: str, replayed: bool) -> int:
    if not replayed:
        print(
            f"kvtwin shrink: --max-seconds {args.max_seconds:g}: nothing removed from "
            f"{args.file} ({ops} ops): {why}; give it more time (nothing written)",
            file=sys.stderr,
        )
        return 2
    print(f"kvtwin shrink: nothing removed from {args.file} ({ops} ops): {why}; nothing written")
    return 0
