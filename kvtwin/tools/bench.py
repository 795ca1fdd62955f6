"""Speed figures for reports/bench/: ``python -m kvtwin.tools.bench --out reports/bench``.

It writes ``summary.json``, then ``README.md`` rendered from it (``bench_report``:
what each figure is, how it is taken, its target and whether it is met);
``--readme-only`` renders the README again from an existing summary.json.

What it measures:

* the main job through the CLI a user runs, whole command (``bench_cli``):
  ``kvtwin run blocks --policy lru --steps 5000 --seed 21 --pool-size P`` for
  P = 1k, 100k and 1M blocks: ops per second and the per-op cost at 1M over 1k;
* on one recorded serving trace per pool size: the impl alone, the model alone
  and the lockstep run through the engine's loop, in CPU time of this thread
  (robust to other processes sharing the cores), and lockstep over impl; and
  the target's share of any per-op lockstep (``time_target_share``), the floor
  no design can go under however the rest is spread over cores;
* impl against megatron-core on the same trace (``bench_cli.peer_timing``, run
  by that release's own Python);
* the time from start to a shrunk reproduction for three known bugs.

The trace is recorded once per pool size, on the impl under the checker, with
ids written as references (``kvtwin.core.refs``); ops both sides rejected
(the workload's misuse) are left out, since an outside engine does not check
its arguments. :func:`replay_timed` plays a trace on any target, resolving each
reference against what that target handed out, and times only the target's
calls (``python -m kvtwin.tools.peers`` uses it too).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import torch

from kvtwin.core.errors import UsageError
from kvtwin.core.files import write_atomic
from kvtwin.core.hunt import hunt
from kvtwin.core.lockstep import drive
from kvtwin.core.registry import get_scenario, make_target
from kvtwin.core.scenario import Campaign
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.session import BlocksSession, default_audit_every, touched_blocks
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.scenarios.blocks.timed import (  # re-exported: peers' timing uses them
    CLOCK,
    Ops,
    Replayed,
    build_target,
    concrete_ops,
    record_trace,
    replay_timed,
)
from kvtwin.scenarios.prefill import campaigns as prefill_campaigns
from kvtwin.scenarios.prefill.targets import base as prefill
from kvtwin.tools import bench_cli, bench_report
from model.blocks import BlockAllocatorModel

__all__ = ["Replayed", "build_target", "concrete_ops", "main", "record_trace", "replay_timed"]

POOL_SIZES = (1_000, 100_000, 1_000_000)
REPEATS = 3
"""Best of this many runs of each in-process timing."""
SEED_SHIFT = 100
"""time_to_finding's seed ``s`` runs every standard campaign at seed ``SEED_SHIFT * s + seed``."""


# -------------------------------------------------------------- throughput
def time_impl(ops: Ops, pool_size: int, policy: str) -> float:
    target = make_target(SCENARIO, "impl", num_blocks=pool_size, policy=policy, device="cpu")
    started = CLOCK()
    for op, _ in ops:
        op.call(target)
    return CLOCK() - started


def apply_to_model(model: BlockAllocatorModel, op: Op, result: Any) -> None:
    """``op`` on the model, adopting the recorded ``result`` as an allocate's pick."""
    if op.verb == "allocate":
        op.call(model, choose=result)
    else:
        op.call(model)


def time_model(ops: Ops, pool_size: int, policy: str) -> float:
    model = BlockAllocatorModel(pool_size, policy)
    started = CLOCK()
    for op, result in ops:
        apply_to_model(model, op, result)
    return CLOCK() - started


def time_target_share(ops: Ops, pool_size: int, policy: str) -> float:
    """The target's share of any lockstep that checks each op's touched blocks:
    the impl's op, then reading back what a checker compares (the fields of the
    blocks the model says the op touched, the counters, the touched hashes' map
    entries). The model, the comparison, the trace and the loop are left out,
    as if they ran for free on another core: no per-op lockstep design can
    cost the target's side less than this."""
    model = BlockAllocatorModel(pool_size, policy)
    reads = []
    for op, result in ops:  # what to read back after each op: the model's, untimed
        apply_to_model(model, op, result)
        reads.append((touched_blocks(model, op, result), sorted(model.touched_hashes)))
    target = make_target(SCENARIO, "impl", num_blocks=pool_size, policy=policy, device="cpu")
    fields, counters, lookup = target.block_fields, target.counters, target.lookup
    started = CLOCK()
    for (op, _), (ids, hashes) in zip(ops, reads, strict=True):
        op.call(target)
        if ids:
            fields(ids)
        counters()
        if hashes:
            lookup(hashes)
    return CLOCK() - started


def time_lockstep(ops: Ops, pool_size: int, policy: str) -> tuple[float, int]:
    """Seconds for the ops through the engine's loop (trace encoding, the per-op
    watchdog and the periodic audits included, the end-of-run audit not)."""
    every = default_audit_every(pool_size)
    target = make_target(SCENARIO, "impl", num_blocks=pool_size, policy=policy, device="cpu")
    span: list[float] = []

    def workload() -> Iterator[Op]:
        span.append(CLOCK())
        for op, _ in ops:
            yield op
        # drive() runs the end-of-run audit after this returns: stop the clock first
        span.append(CLOCK())

    result = drive(get_scenario(SCENARIO), BlocksSession(target), workload(), audit_every=every)
    if result.divergence is not None:
        raise RuntimeError(f"the impl diverged in the lockstep bench: {result.divergence}")
    return span[1] - span[0], every


def throughput(
    steps: int = 2000, policy: str = "lru", repeats: int = REPEATS
) -> list[dict[str, Any]]:
    rows = []
    for pool_size in POOL_SIZES:
        ops = concrete_ops(record_trace(pool_size, policy, steps))
        impl = min(time_impl(ops, pool_size, policy) for _ in range(repeats))
        model = min(time_model(ops, pool_size, policy) for _ in range(repeats))
        lockstep, audit_every = min(time_lockstep(ops, pool_size, policy) for _ in range(repeats))
        share = min(time_target_share(ops, pool_size, policy) for _ in range(repeats))
        count = len(ops)
        rows.append(
            {
                "pool_size": pool_size,
                "policy": policy,
                "ops": count,
                "audit_every": audit_every,
                "impl_ops_per_s": round(count / impl),
                "model_ops_per_s": round(count / model),
                "lockstep_ops_per_s": round(count / lockstep),
                "impl_us_per_op": round(1e6 * impl / count, 1),
                "model_us_per_op": round(1e6 * model / count, 1),
                "lockstep_us_per_op": round(1e6 * lockstep / count, 1),
                "model_over_impl": round(model / impl, 2),
                "lockstep_over_impl": round(lockstep / impl, 2),
                "target_share_us_per_op": round(1e6 * share / count, 1),
                "target_share_over_impl": round(share / impl, 2),
            }
        )
        print(
            f"  pool {pool_size}: impl {rows[-1]['impl_us_per_op']} us/op, model "
            f"{rows[-1]['model_us_per_op']}, lockstep {rows[-1]['lockstep_us_per_op']} "
            f"(x{rows[-1]['lockstep_over_impl']}), target's share "
            f"x{rows[-1]['target_share_over_impl']}"
        )
    return rows


# --------------------------------------------------------- time to finding
def shifted_campaigns(scenario: str, target: str, shift: int) -> Sequence[Campaign]:
    """The standard campaigns of ``scenario`` on ``target``, every seed moved by
    ``SEED_SHIFT * shift`` (shift 0: exactly the campaigns ``kvtwin bugs`` runs)."""
    found = get_scenario(scenario)
    if shift == 0:
        return found.campaigns.hunts(target)
    offset = SEED_SHIFT * shift
    if scenario == SCENARIO:
        return [
            serving_campaign(
                found,
                target,
                policy=c.summary["policy"],
                pool_size=c.summary["pool_size"],
                seed=offset + c.summary["seed"],
                steps=c.summary["steps"],
            )
            for c in found.campaigns.hunts(target)
        ]
    if scenario == prefill.SCENARIO:
        # the prefill hunts, seeds moved (its summary lacks the shape config)
        return [
            prefill_campaigns.shape_campaign(
                found,
                target,
                shapes=shapes,
                seed=offset + seed,
                passes=passes,
                capacity=prefill_campaigns.HUNT_CAPACITY,
                chunk_size=prefill_campaigns.HUNT_CHUNK,
                config=prefill_campaigns.HUNT_SHAPES,
            )
            for seed in prefill_campaigns.HUNT_SEEDS
            for shapes, passes in prefill_campaigns.HUNT_PATTERNS
        ]
    raise UsageError(f"no seed shift known for scenario {scenario!r}")


def time_to_finding(variant: str, scenario: str = SCENARIO, seeds: int = 10) -> dict[str, Any]:
    """Seconds from start to a shrunk reproduction, over ``seeds`` shifts of the
    standard campaigns."""
    seconds, repro_ops = [], []
    for shift in range(seeds):
        campaigns = shifted_campaigns(scenario, variant, shift)
        started = time.perf_counter()
        detection = hunt(variant, campaigns, None)
        seconds.append(time.perf_counter() - started)
        if detection.finding is None:
            raise RuntimeError(f"{variant} escaped the campaigns at seed shift {shift}")
        repro_ops.append(detection.finding.repro_ops)
    return {
        "variant": variant,
        "seeds": seeds,
        "median_seconds": round(statistics.median(seconds), 3),
        "max_seconds": round(max(seconds), 3),
        "repro_ops": repro_ops,
    }


def _carried_peers(previous: Path, why: str) -> dict[str, Any]:
    """Where megatron-core was not timed now (``why``): the previous summary's
    megatron figures, marked as carried over, so a run without its venv never
    erases them silently and never passes them off as measured now."""
    try:
        old = json.loads(previous.read_text()).get("megatron") or {}
    except (OSError, ValueError):
        old = {}
    if "impl_over_megatron_max" not in old:
        return {"skipped": why}
    note = old.get("carried_over") or f"not re-measured ({why}): from {previous}"
    return {**old, "carried_over": note}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kvtwin.tools.bench", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("reports/bench"))
    parser.add_argument("--steps", type=int, default=2000, help="engine steps of the traces")
    parser.add_argument("--cli-repeats", type=int, default=3, help="best of N per command")
    parser.add_argument("--peer-python", type=Path, default=bench_cli.PEER_PYTHON)
    parser.add_argument("--skip", nargs="*", default=(), choices=("cli", "peers", "findings"))
    parser.add_argument(
        "--readme-only",
        action="store_true",
        help="render OUT/README.md from the OUT/summary.json there, without measuring",
    )
    args = parser.parse_args(argv)
    if args.readme_only:
        if not (args.out / "summary.json").exists():
            parser.error(f"--readme-only: no {args.out / 'summary.json'} to render")
        print(f"wrote {bench_report.write_readme(args.out)}")
        return 0
    torch.set_num_threads(1)  # as the CLI: single-threaded, deterministic
    load_before = os.getloadavg()
    cli = {} if "cli" in args.skip else bench_cli.cli_timing(repeats=args.cli_repeats)
    rows = throughput(args.steps)
    peers: dict[str, Any] = {"skipped": "--skip peers"}
    if "peers" not in args.skip:
        peers = bench_cli.peer_timing(args.peer_python, steps=args.steps)
    if "impl_over_megatron_max" not in peers:  # skipped, or no megatron-core venv here
        why = peers.get("skipped") or peers.get("error") or str(peers)
        peers = _carried_peers(args.out / "summary.json", why)
    findings = (
        []
        if "findings" in args.skip
        else [
            time_to_finding("bug:release-dup-index"),
            time_to_finding("bug:lru-parent-first"),
            time_to_finding("bug:scratch-id-wrapper-leak", prefill.SCENARIO),
        ]
    )
    runs = {run["pool_size"]: run for run in cli.get("runs", [])}
    report = {
        "machine": f"{os.cpu_count()} cores, {torch.get_num_threads()} torch thread(s), CPU",
        "cores": os.cpu_count(),
        "versions": {"python": platform.python_version(), "torch": torch.__version__},
        "trace_steps": args.steps,
        "throughput_repeats": REPEATS,
        "load_average": {"before": load_before, "after": os.getloadavg()},
        "cli_ops_per_s": {str(pool): run["ops_per_s"] for pool, run in runs.items()},
        "cli_ops_per_cpu_s": {str(pool): run["ops_per_cpu_s"] for pool, run in runs.items()},
        "cli_runner_ops_per_s": {str(pool): run["runner_ops_per_s"] for pool, run in runs.items()},
        "cli_marginal_ops_per_s": {
            str(pool): row["ops_per_s"] for pool, row in cli.get("marginal", {}).items()
        },
        "cli_cost_ratio_1m_1k": cli.get("cost_ratio_1m_1k"),
        "cli_cpu_cost_ratio_1m_1k": cli.get("cpu_cost_ratio_1m_1k"),
        "cli_marginal_cost_ratio_1m_1k": cli.get("marginal_cost_ratio_1m_1k"),
        "cli_marginal_cpu_cost_ratio_1m_1k": cli.get("marginal_cpu_cost_ratio_1m_1k"),
        "lockstep_over_impl": max(row["lockstep_over_impl"] for row in rows),
        "lockstep_floor_over_impl": max(row["target_share_over_impl"] for row in rows),
        "impl_over_megatron": peers.get("impl_over_megatron_max"),
        "cli": cli,
        "throughput": rows,
        "megatron": peers,
        "default_audit_every": {str(p): default_audit_every(p) for p in POOL_SIZES},
        "time_to_finding": findings,
    }
    path = write_atomic(args.out / "summary.json", json.dumps(report, indent=2) + "\n")
    headline = (
        "cli_ops_per_s",
        "cli_marginal_ops_per_s",
        "cli_cost_ratio_1m_1k",
        "cli_marginal_cost_ratio_1m_1k",
        "lockstep_over_impl",
        "lockstep_floor_over_impl",
        "impl_over_megatron",
    )
    print(json.dumps({k: report[k] for k in headline}, indent=2))
    for finding in findings:
        print(f"{finding['variant']}: median {finding['median_seconds']} s to a shrunk repro")
    print(f"wrote {path} and {bench_report.write_readme(args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
