"""Speed figures for reports/bench/: ``python -m kvtwin.bench --out reports/bench``.

What it measures, all on the same recorded serving trace per pool size:
the impl alone, the model alone and the lockstep run (ops/s, and lockstep's
cost relative to the impl); per-op lockstep cost at 1M blocks relative to 1k;
and the time from start to a shrunk reproduction for three known bugs, median
over 10 seeds of the generic campaigns.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import torch

from kvtwin.hunt import BLOCK_CAMPAIGNS, hunt_block_target
from kvtwin.lockstep import BlockLockstep, default_audit_every
from kvtwin.ops import Op
from kvtwin.targets import make_block_target
from kvtwin.workloads.serving import ServingConfig, ServingLoop
from kvtwin.workloads.traffic import TrafficConfig, seeded_traffic
from model.blocks import BlockAllocatorModel

POOL_SIZES = (1_000, 100_000, 1_000_000)


def record_trace(
    pool_size: int, policy: str = "lru", steps: int = 2000, seed: int = 0
) -> list[tuple[Op, Any]]:
    """The ops a serving campaign makes on the impl alone, with their results."""
    target = make_block_target("impl", num_blocks=pool_size, policy=policy)
    loop = ServingLoop(
        seeded_traffic(seed, TrafficConfig(arrival_steps=steps)), ServingConfig(steps)
    )
    trace: list[tuple[Op, Any]] = []
    generator = loop.ops()
    try:
        op = next(generator)
        while True:
            result = op.call(target)
            trace.append((op, result))
            op = generator.send(result)
    except StopIteration:
        pass
    return trace


Trace = list[tuple[Op, Any]]


def time_impl(trace: Trace, pool_size: int, policy: str) -> float:
    target = make_block_target("impl", num_blocks=pool_size, policy=policy)
    started = time.perf_counter()
    for op, _ in trace:
        op.call(target)
    return time.perf_counter() - started


def time_model(trace: Trace, pool_size: int, policy: str) -> float:
    model = BlockAllocatorModel(pool_size, policy)
    started = time.perf_counter()
    for op, result in trace:
        if op.verb == "allocate":
            op.call(model, choose=result)
        else:
            op.call(model)
    return time.perf_counter() - started


def time_lockstep(trace: Trace, pool_size: int, policy: str) -> tuple[float, int]:
    """Seconds for the ops with their periodic audits (not the end-of-run audit)."""
    lockstep = BlockLockstep(make_block_target("impl", num_blocks=pool_size, policy=policy))
    started = time.perf_counter()
    for op, _ in trace:
        lockstep.apply(op)
    return time.perf_counter() - started, lockstep.audit_every


def throughput(steps: int = 2000, policy: str = "lru") -> list[dict[str, Any]]:
    rows = []
    for pool_size in POOL_SIZES:
        trace = record_trace(pool_size, policy, steps)
        impl = min(time_impl(trace, pool_size, policy) for _ in range(3))
        model = min(time_model(trace, pool_size, policy) for _ in range(3))
        lockstep, audit_every = min(time_lockstep(trace, pool_size, policy) for _ in range(3))
        ops = len(trace)
        rows.append(
            {
                "pool_size": pool_size,
                "policy": policy,
                "ops": ops,
                "audit_every": audit_every,
                "impl_ops_per_s": round(ops / impl),
                "model_ops_per_s": round(ops / model),
                "lockstep_ops_per_s": round(ops / lockstep),
                "lockstep_us_per_op": round(1e6 * lockstep / ops, 1),
                "lockstep_over_impl": round(lockstep / impl, 2),
            }
        )
    return rows


def shifted_campaigns(scenario: str, seed: int) -> tuple[Any, ...]:
    """The generic campaigns of ``scenario`` with their seeds moved by ``100 * seed``."""
    if scenario == "blocks":
        return tuple(replace(c, seed=100 * seed + c.seed) for c in BLOCK_CAMPAIGNS)
    from kvtwin.prefill_hunt import PREFILL_CAMPAIGNS

    return tuple(replace(c, seed=100 * seed + c.seed) for c in PREFILL_CAMPAIGNS)


def time_to_finding(variant: str, scenario: str = "blocks", seeds: int = 10) -> dict[str, Any]:
    """Seconds from start to a shrunk reproduction, over ``seeds`` shifts of the
    generic campaigns."""
    from kvtwin.prefill_hunt import hunt_prefill_target

    hunt = hunt_block_target if scenario == "blocks" else hunt_prefill_target
    seconds, repro_ops = [], []
    for seed in range(seeds):
        campaigns = shifted_campaigns(scenario, seed)
        started = time.perf_counter()
        finding = hunt(variant, None, campaigns)
        seconds.append(time.perf_counter() - started)
        repro_ops.append(finding.repro_ops)
        if not finding.detected:
            raise RuntimeError(f"{variant} escaped the campaigns at seed {seed}")
    return {
        "variant": variant,
        "seeds": seeds,
        "median_seconds": round(statistics.median(seconds), 3),
        "max_seconds": round(max(seconds), 3),
        "repro_ops": repro_ops,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kvtwin.bench", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("reports/bench"))
    parser.add_argument("--steps", type=int, default=2000)
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    rows = throughput(args.steps)
    by_pool = {row["pool_size"]: row for row in rows}
    findings = [
        time_to_finding("bug:release-dup-index"),
        time_to_finding("bug:lru-parent-first"),
        time_to_finding("bug:scratch-id-wrapper-leak", "prefill"),
    ]
    report = {
        "machine": f"{torch.get_num_threads()} torch thread(s), CPU",
        "throughput": rows,
        "targets": {
            "lockstep_over_impl_max": max(row["lockstep_over_impl"] for row in rows),
            "per_op_1m_over_1k": round(
                by_pool[1_000_000]["lockstep_us_per_op"] / by_pool[1_000]["lockstep_us_per_op"], 2
            ),
            "lockstep_ops_per_s_at_100k": by_pool[100_000]["lockstep_ops_per_s"],
        },
        "default_audit_every": {str(p): default_audit_every(p) for p in POOL_SIZES},
        "time_to_finding": findings,
    }
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "summary.json"
    path.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report["targets"], indent=2))
    for finding in findings:
        print(f"{finding['variant']}: median {finding['median_seconds']} s to a shrunk repro")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
