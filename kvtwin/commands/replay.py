"""``kvtwin replay FILE``: 1 if the trace still diverges, 0 if the target now agrees."""

from __future__ import annotations

import argparse
from pathlib import Path

from kvtwin.repro import replay_trace
from kvtwin.targets import TargetUnavailable, UnknownTarget
from kvtwin.trace import Trace, TraceError

HELP = "replay a trace on model and target (exit 1: diverges, 0: agrees, 2: bad file)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a trace written by kvtwin (repro.json)")
    parser.add_argument("--target", help="replay on this target instead of the trace's own")


def run(args: argparse.Namespace) -> int:
    try:
        trace = Trace.read(args.file)
        divergence = replay_trace(trace, args.target)
    except (TraceError, UnknownTarget, TargetUnavailable) as error:
        print(f"kvtwin replay: {error}")
        return 2
    target = args.target or trace.target
    if divergence is None:
        print(f"{args.file}: target {target!r} agrees with the model over {len(trace.ops)} ops")
        return 0
    print(f"{args.file}: target {target!r} still diverges\n  {divergence}")
    return 1
