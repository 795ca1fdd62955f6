"""``kvtwin replay FILE``: 1 if the trace still diverges, 0 if the target now agrees."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kvtwin.core.errors import TargetUnavailable, TraceError, UsageError
from kvtwin.core.probe import probe_target
from kvtwin.core.replay import candidate_of, load_trace, replay

HELP = "replay a trace on model and target (exit 1: diverges, 0: agrees, 2: bad file)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a trace written by kvtwin (repro.json)")
    parser.add_argument("--target", help="replay on this target instead of the trace's own")
    parser.add_argument(
        "--isolate", action="store_true", help="replay in a child process (for crashing targets)"
    )


def run(args: argparse.Namespace) -> int:
    try:
        scenario, trace = load_trace(args.file)
        target = args.target or trace.target
        probe_target(scenario, trace.config, target)
        result = replay(
            scenario, trace.config, target, candidate_of(trace), isolate=args.isolate, strict=True
        )
    except (TraceError, UsageError, TargetUnavailable) as error:
        print(f"kvtwin replay: {error}", file=sys.stderr)
        return 2
    if result.divergence is None:
        print(f"{args.file}: the target agrees with the model over {result.count} ops")
        return 0
    print(f"{args.file}: the target still diverges\n  {result.divergence}")
    return 1
