"""``kvtwin fuzz``: campaigns over fresh seeds, policies and targets until the
budget is spent, on every core (or a Ray cluster), findings kept in ``--out``
across runs. Exit 0 no finding, 1 findings (or errors), 2 usage, 130 interrupted."""

from __future__ import annotations

import argparse
import os
import secrets
import sys
from fnmatch import fnmatchcase
from pathlib import Path

from kvtwin.core import contain
from kvtwin.core.errors import TargetUnavailable, TraceError, UsageError
from kvtwin.core.files import OutputError
from kvtwin.core.outdir import out_dir_arg
from kvtwin.core.plugins import PLUGINS_ENV, load_plugins, plugin_modules
from kvtwin.core.probe import probe_target
from kvtwin.core.registry import get_scenario, scenarios, targets
from kvtwin.fuzz.campaigns import Drawer, Pair, build, policies_of
from kvtwin.fuzz.driver import FuzzConfig, Fuzzer
from kvtwin.fuzz.local import floor_mb, stop_helpers
from kvtwin.fuzz.ray_backend import ray_available
from kvtwin.fuzz.summary import EXIT_USAGE

HELP = "fuzz targets with fresh campaigns until a time budget is spent; keep findings across runs"
LIMITS = {
    "budget": (0.0, 7 * 86_400.0),
    "jobs": (1, 4096),
    "timeout": (1.0, 86_400.0),
    "shrink_seconds": (0.0, 86_400.0),
    "memory_limit": (64, 1 << 24),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--out",
        type=out_dir_arg,
        default=Path("runs/fuzz"),
        help="findings folder, kept across runs; DIR/summary.json (default runs/fuzz)",
    )
    parser.add_argument(
        "--scenario",
        action="append",
        default=[],
        metavar="S",
        help="fuzz this scenario (repeatable; default: every scenario that has one of the targets)",
    )
    parser.add_argument(
        "--target",
        nargs="+",
        action="extend",
        default=[],
        metavar="T",
        help="targets or patterns such as 'bug:*' (default: impl)",
    )
    parser.add_argument(
        "--policy",
        nargs="+",
        action="extend",
        default=[],
        metavar="P",
        help="policies to draw from (default: every policy of the scenario)",
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=60.0,
        help="seconds of fuzzing, counted once the workers are up (default 60)",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=None,
        help="parallel campaigns (default: every core; with ray: every CPU of the "
        "cluster, and at most that)",
    )
    parser.add_argument(
        "--backend",
        choices=("local", "ray"),
        default="local",
        help="local process pool (default) or Ray (pip install 'kvtwin[ray]')",
    )
    parser.add_argument(
        "--address",
        default=None,
        help="with --backend ray: the cluster to join (default: start a local instance)",
    )
    parser.add_argument(
        "--plugin",
        action="append",
        default=[],
        metavar="MODULE",
        help=f"import this module (it registers targets) in the driver and "
        f"every worker; repeatable, also ${PLUGINS_ENV}=mod1,mod2",
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=120.0,
        help="seconds one campaign (or replay) may run before its worker is "
        "killed and it is a finding (default 120)",
    )
    parser.add_argument(
        "--call-timeout",
        type=float,
        default=None,
        help="seconds one target call may take inside a worker before it is "
        f"a finding (default: half of --timeout; at least {contain.MIN_CALL_TIMEOUT:g}; "
        "0: no limit)",
    )
    parser.add_argument(
        "--shrink-seconds",
        type=float,
        default=60.0,
        help="time limit for shrinking each new finding (default 60)",
    )
    parser.add_argument(
        "--memory-limit",
        type=int,
        default=None,
        metavar="MB",
        help="address-space limit of each local worker: a target that "
        "exhausts it raises MemoryError, a finding (default: none; values below "
        "what a worker needs to start are refused)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help="seed of the campaign draws (default: a fresh one, in summary.json)",
    )
    parser.add_argument(
        "--stop-on-finding",
        action="store_true",
        help="stop at the first new finding (it is still shrunk and written)",
    )
    parser.add_argument(
        "--force",
        action="store_true",
        help="use --out even though it holds files kvtwin did not write "
        "(they are never deleted or replaced)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        config = _config(args)
        return Fuzzer(config).run()
    except (UsageError, OutputError, TargetUnavailable) as error:
        print(f"kvtwin fuzz: {error}", file=sys.stderr)
        return EXIT_USAGE
    finally:  # they hold this process's standard streams: a caller would wait on them
        if args.backend == "local":
            stop_helpers()


def _config(args: argparse.Namespace) -> FuzzConfig:
    for name, (low, high) in LIMITS.items():
        value = getattr(args, name.replace("-", "_"))
        if value is not None and not low <= value <= high:
            raise UsageError(f"--{name.replace('_', '-')} must be in {low}..{high}, got {value}")
    if args.budget <= 0:
        raise UsageError(f"--budget must be positive, got {args.budget}")
    if args.call_timeout is not None:
        contain.check_call_timeout(args.call_timeout)
    floor = floor_mb()
    if args.memory_limit is not None and args.memory_limit < floor:
        raise UsageError(
            f"--memory-limit {args.memory_limit}: a worker needs at least {floor} MB "
            "(its address space once torch and kvtwin are imported, and room for a campaign)"
        )
    if args.address is not None and args.backend != "ray":
        raise UsageError("--address needs --backend ray")
    if args.backend == "ray" and not ray_available():
        raise UsageError("--backend ray needs Ray: pip install 'kvtwin[ray]'")
    plugins = plugin_modules(args.plugin)
    timeout = args.timeout
    call_timeout = timeout / 2 if args.call_timeout is None else args.call_timeout or None
    load_plugins(plugins, probe_timeout=call_timeout or 0)
    pairs, dropped = _buildable(
        select_pairs(args.scenario, args.target or ["impl"], args.policy), call_timeout
    )
    return FuzzConfig(
        pairs=pairs,
        dropped=dropped,
        out=args.out,
        budget=args.budget,
        jobs=args.jobs or (None if args.backend == "ray" else len(os.sched_getaffinity(0))),
        backend=args.backend,
        address=args.address,
        plugins=tuple(plugins),
        timeout=timeout,
        call_timeout=call_timeout,
        shrink_seconds=args.shrink_seconds,
        memory_limit_mb=args.memory_limit,
        seed=secrets.randbits(32) if args.seed is None else args.seed,
        stop_on_finding=args.stop_on_finding,
        progress=True,
        force=args.force,
    )


def _buildable(pairs: list[Pair], call_timeout: float | None) -> tuple[list[Pair], list[str]]:
    """The pairs whose target can be built without ending or hanging the process
    (tried in a forked child), and why each other one was dropped; a UsageError
    when none is left. Other failures are the workers' to report."""
    contain.call_timeout = call_timeout
    kept, dropped = [], []
    for pair in pairs:
        try:
            campaign = build(Drawer([pair], 0).next())
            probe_target(campaign.scenario, campaign.config, campaign.target)
        except TargetUnavailable as error:
            dropped.append(f"{pair.scenario} target {pair.target}: {error}")
            continue
        except (UsageError, TraceError):
            pass  # a worker reports it, as for any campaign it cannot build
        kept.append(pair)
    if not kept:
        raise UsageError("nothing to fuzz: " + "; ".join(dropped))
    return kept, dropped


def select_pairs(scenario_names: list[str], patterns: list[str], policies: list[str]) -> list[Pair]:
    """The (scenario, target) pairs to fuzz, each with its policies; a
    UsageError names a scenario, target pattern or policy that matches nothing."""
    chosen = [get_scenario(n).name for n in dict.fromkeys(scenario_names)] or list(scenarios())
    pairs: list[Pair] = []
    for pattern in dict.fromkeys(patterns):
        matched = [(s, t) for s in chosen for t in targets(s) if fnmatchcase(t, pattern)]
        if not matched:
            known = sorted({t for s in chosen for t in targets(s)})
            raise UsageError(
                f"--target {pattern}: no target of {', '.join(chosen)} matches; "
                f"known: {', '.join(known)}"
            )
        for scenario, target in matched:
            own = policies_of(scenario)
            drawn: tuple[str | None, ...] = (
                (None,) if not own else tuple(p for p in own if p in policies or not policies)
            )
            pair = Pair(scenario, target, drawn)
            if drawn and pair not in pairs:
                pairs.append(pair)
    every_policy = {p for s in chosen for p in policies_of(s)}
    for policy in policies:
        if policy not in every_policy:
            raise UsageError(
                f"--policy {policy}: no selected scenario has it; known: "
                f"{', '.join(sorted(every_policy)) or 'none'}"
            )
    if not pairs:
        raise UsageError("nothing to fuzz: no target runs under the given policies")
    return pairs
