"""The ``kvtwin`` command line."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

import torch

from kvtwin.commands import COMMANDS
from kvtwin.scenarios import SCENARIOS


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kvtwin",
        description="Differential checks of KV-cache allocators and scratch caches "
        "against pure-Python reference models.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="run one seeded campaign and write DIR/summary.json")
    scenarios = run.add_subparsers(dest="scenario", required=True)
    for name, module_name in SCENARIOS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as missing:
            if missing.name != module_name:
                raise
            continue
        sub = scenarios.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(sub)
        sub.set_defaults(handler=module.run)
    for name, module_name in COMMANDS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as missing:
            if missing.name != module_name:
                raise
            continue
        sub = commands.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(sub)
        sub.set_defaults(handler=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    # The checked ops are small; on a shared 2-core machine intra-op threads only
    # contend with each other (a 100k-element sum goes from 0.05 ms to 7 ms).
    torch.set_num_threads(1)
    return args.handler(args)


if __name__ == "__main__":
    sys.exit(main())
