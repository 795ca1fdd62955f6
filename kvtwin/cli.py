"""The ``kvtwin`` command line: ``kvtwin run SCENARIO`` for every registered
scenario, and the commands in ``kvtwin.commands``. Modules named by ``--plugin``
(any command) or ``$KVTWIN_PLUGINS`` are imported first, so the targets and
scenarios they register are known to every command.

The user's Ctrl-C and SIGTERM raise :class:`kvtwin.core.errors.Interrupted`
(not ``KeyboardInterrupt``, which a target may raise itself and which is then a
finding): runs stop cleanly, write their summary and exit 130 (143 for SIGTERM).
A plugin is tried in a forked child before it is imported here, so one that
exits or hangs while being imported is exit 2, never a silent exit 0.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib.metadata import entry_points

import torch

from kvtwin.commands import COMMANDS
from kvtwin.commands.run import EXIT_INTERRUPTED, EXIT_USAGE, add_run_arguments, run_command
from kvtwin.core import contain, engines, plugins, signals
from kvtwin.core.errors import Interrupted, UsageError
from kvtwin.core.probe import probe_imports
from kvtwin.core.registry import ENTRY_POINT_GROUP, import_own_scenarios, scenarios


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kvtwin",
        description="Differential checks of KV-cache allocators and scratch caches "
        "against pure-Python reference models.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="run one seeded campaign and write DIR/summary.json")
    runs = run.add_subparsers(dest="scenario", required=True)
    for name, scenario in scenarios().items():
        sub = runs.add_parser(name, help=scenario.help, description=scenario.help)
        add_run_arguments(sub, scenario)
        _add_common(sub)
        sub.set_defaults(handler=lambda args, s=scenario: run_command(s, args))
    for name, module in COMMANDS.items():
        sub = commands.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(sub)
        _add_common(sub)
        sub.set_defaults(handler=module.run)
    return parser


def _add_common(parser: argparse.ArgumentParser) -> None:
    """The options every command takes (read before the parser is built, too)."""
    known = {flag for action in parser._actions for flag in action.option_strings}
    if plugins.FLAG not in known:
        parser.add_argument(
            plugins.FLAG,
            action="append",
            default=[],
            metavar="MODULE",
            help=f"import MODULE first (it registers your targets); repeatable, "
            f"also ${plugins.PLUGINS_ENV}=mod1,mod2",
        )
    parser.add_argument(
        engines.FLAG,
        action="append",
        default=[],
        metavar="[ENGINE=]DIR",
        help="load an outside engine from this source tree instead of the installed "
        "release (ENGINE= names which, e.g. megatron-core=~/Megatron-LM); repeatable",
    )


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    restore = signals.install()
    try:
        code = _main(argv)
    except Interrupted:
        print("kvtwin: interrupted", file=sys.stderr)
        code = EXIT_INTERRUPTED
    finally:
        restore()
    return signals.exit_status(code) if code == EXIT_INTERRUPTED else code


def _main(argv: list[str]) -> int:
    try:  # before the parser: a plugin may register a scenario, which adds a command
        engines.set_engine_paths(engines.named_in(argv))
        import_own_scenarios()  # before the probes: their limit is the plugins' own time
        limit = plugins.timeout_named_in(argv, contain.DEFAULT_CALL_TIMEOUT)
        points = sorted({p.module for p in entry_points(group=ENTRY_POINT_GROUP)})
        probe_imports(points, limit or None, f"the {ENTRY_POINT_GROUP} entry point")
        plugins.load_plugins(plugins.plugin_modules(plugins.named_in(argv)), probe_timeout=limit)
        parser = build_parser()
    except UsageError as error:
        command = " ".join(argv[:1])  # the command whose --plugin failed
        print(f"kvtwin {command}: {error}" if command else f"kvtwin: {error}", file=sys.stderr)
        return EXIT_USAGE
    args = parser.parse_args(argv)
    # The checked ops are small; on a shared 2-core machine intra-op threads only
    # contend with each other (a 100k-element sum goes from 0.05 ms to 7 ms).
    torch.set_num_threads(1)
    try:
        return args.handler(args)
    except UsageError as error:
        print(f"kvtwin: {error}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
