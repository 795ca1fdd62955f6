"""Speed figures for reports/bench/: ``python -m kvtwin.tools.bench --out reports/bench``.

What it measures, all on the same recorded serving trace per pool size:
the impl alone, the model alone and the lockstep run through the engine's loop
(ops/s, and lockstep's cost relative to the impl); per-op lockstep cost at 1M
blocks relative to 1k; and the time from start to a shrunk reproduction for
three known bugs, median over 10 seeds of the scenarios' standard campaigns.

The trace is recorded once, on the impl under the checker, with ids written as
references (``kvtwin.engine.refs``); :func:`replay_timed` plays it on any
target, resolving each reference against what that target handed out, and
times only the target's calls (``python -m kvtwin.tools.peers`` uses it too).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch

from kvtwin.engine.errors import UsageError
from kvtwin.engine.files import write_atomic
from kvtwin.engine.hunt import hunt, run_campaign, trace_of
from kvtwin.engine.lockstep import drive
from kvtwin.engine.registry import get_scenario, make_target
from kvtwin.engine.replay import candidate_of, load_trace, trace_workload
from kvtwin.engine.scenario import Campaign
from kvtwin.engine.trace import Trace
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.checker import BlockChecker, default_audit_every
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.scenarios.prefill import campaigns as prefill_campaigns
from kvtwin.scenarios.prefill.targets import base as prefill
from model.blocks import BlockAllocatorModel

POOL_SIZES = (1_000, 100_000, 1_000_000)
SEED_SHIFT = 100
"""time_to_finding's seed ``s`` runs every standard campaign at seed ``SEED_SHIFT * s + seed``."""

Ops = list[tuple[Op, Any]]
"""A trace made concrete: each op with the ids one target handed out, and its result."""


# ------------------------------------------------------------------ traces
def record_trace(pool_size: int, policy: str = "lru", steps: int = 2000, seed: int = 0) -> Trace:
    """A serving campaign on the impl, checked against the model, as a trace."""
    campaign = serving_campaign(
        get_scenario(SCENARIO),
        "impl",
        policy=policy,
        pool_size=pool_size,
        seed=seed,
        steps=steps,
        audit_every=0,  # the end-of-run audit only: the recording is not what is timed
    )
    result = run_campaign(campaign)
    if result.divergence is not None:
        raise RuntimeError(f"the impl diverged while recording a bench trace: {result.divergence}")
    source = f"kvtwin.tools.bench.record_trace({pool_size}, {policy!r}, {steps}), seed {seed}"
    return trace_of(campaign, result, source)


def build_target(trace: Trace, name: str) -> Any:
    """A fresh target ``name`` of the trace's pool size, policy and device."""
    config = trace.config
    return make_target(
        SCENARIO,
        name,
        num_blocks=config["pool_size"],
        policy=config["policy"],
        device=config.get("device", "cpu"),
    )


@dataclass
class Replayed:
    """One target's run of a trace: what its calls cost, and how far it was the same run."""

    seconds: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    calls: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    raised: int = 0
    failed_allocations: set[int] = field(default_factory=set)  # trace indices
    ids_dropped: int = 0  # ids whose reference named an allocation that failed here
    ops: Ops = field(default_factory=list)  # kept only when asked for

    @property
    def total(self) -> float:
        return sum(self.seconds.values())

    def to_json(self, recorded_failures: set[int]) -> dict[str, Any]:
        """Ops that raise or allocations that fail where the recording succeeded are
        counted, so a reader sees how far the replay did the same work."""
        return {
            "seconds": self.total,
            "by_verb": {
                v: {"calls": self.calls[v], "seconds": round(self.seconds[v], 4)}
                for v in sorted(self.calls)
            },
            "ops_raised": self.raised,
            "allocations_failed_where_recorded_succeeded": len(
                self.failed_allocations - recorded_failures
            ),
            "ids_dropped_unresolved": self.ids_dropped,
        }


def replay_timed(trace: Trace, target: Any, *, keep: bool = False) -> Replayed:
    """Play ``trace`` on ``target`` alone (no model), timing only the target's calls.

    References resolve against what this target returned, so a target that
    hands out other ids does the same work; an op that raises answers None and
    the replay goes on."""
    scenario, trace = load_trace(trace)
    candidate = candidate_of(trace)
    workload = trace_workload(scenario, candidate)
    replayed = Replayed()
    try:
        op = next(workload)
        for index, data in candidate:
            named = data.get("ids")
            if isinstance(named, list):
                replayed.ids_dropped += len(named) - len(op.args["ids"])
            started = time.perf_counter()
            try:
                result = op.call(target)
            except Exception:
                result = None
                replayed.raised += 1
            replayed.seconds[op.verb] += time.perf_counter() - started
            replayed.calls[op.verb] += 1
            if op.verb == "allocate" and result is None:
                replayed.failed_allocations.add(index)
            if keep:
                replayed.ops.append((op, result))
            op = workload.send(result)
    except StopIteration:
        pass
    return replayed


def concrete_ops(trace: Trace) -> Ops:
    """The trace's ops with the impl's ids (the impl made the recording, so its
    replay is the recorded run); decoding stays out of the timed loops."""
    return replay_timed(trace, build_target(trace, "impl"), keep=True).ops


# -------------------------------------------------------------- throughput
def time_impl(ops: Ops, pool_size: int, policy: str) -> float:
    target = make_target(SCENARIO, "impl", num_blocks=pool_size, policy=policy, device="cpu")
    started = time.perf_counter()
    for op, _ in ops:
        op.call(target)
    return time.perf_counter() - started


def time_model(ops: Ops, pool_size: int, policy: str) -> float:
    model = BlockAllocatorModel(pool_size, policy)
    started = time.perf_counter()
    for op, result in ops:
        if op.verb == "allocate":
            op.call(model, choose=result)
        else:
            op.call(model)
    return time.perf_counter() - started


def time_lockstep(ops: Ops, pool_size: int, policy: str) -> tuple[float, int]:
    """Seconds for the ops through the engine's loop (trace encoding and periodic
    audits included, the end-of-run audit not)."""
    every = default_audit_every(pool_size)
    target = make_target(SCENARIO, "impl", num_blocks=pool_size, policy=policy, device="cpu")
    span: list[float] = []

    def workload() -> Iterator[Op]:
        span.append(time.perf_counter())
        for op, _ in ops:
            yield op
        # drive() runs the end-of-run audit after this returns: stop the clock first
        span.append(time.perf_counter())

    result = drive(get_scenario(SCENARIO), BlockChecker(target), workload(), audit_every=every)
    if result.divergence is not None:
        raise RuntimeError(f"the impl diverged in the lockstep bench: {result.divergence}")
    return span[1] - span[0], every


def throughput(steps: int = 2000, policy: str = "lru") -> list[dict[str, Any]]:
    rows = []
    for pool_size in POOL_SIZES:
        ops = concrete_ops(record_trace(pool_size, policy, steps))
        impl = min(time_impl(ops, pool_size, policy) for _ in range(3))
        model = min(time_model(ops, pool_size, policy) for _ in range(3))
        lockstep, audit_every = min(time_lockstep(ops, pool_size, policy) for _ in range(3))
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
                "lockstep_us_per_op": round(1e6 * lockstep / count, 1),
                "lockstep_over_impl": round(lockstep / impl, 2),
            }
        )
    return rows


# --------------------------------------------------------- time to finding
def shifted_campaigns(scenario: str, target: str, shift: int) -> Sequence[Campaign]:
    """The standard campaigns of ``scenario`` on ``target``, every seed moved by
    ``SEED_SHIFT * shift`` (shift 0: exactly the campaigns ``kvtwin bugs`` runs)."""
    found = get_scenario(scenario)
    if shift == 0:
        return found.hunt_campaigns(target)
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
            for c in found.hunt_campaigns(target)
        ]
    if scenario == prefill.SCENARIO:
        # prefill_campaigns.hunt_campaigns, seeds moved (its summary lacks the shape config)
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
        finding = hunt(variant, campaigns, None)
        seconds.append(time.perf_counter() - started)
        repro_ops.append(finding.repro_ops)
        if not finding.detected:
            raise RuntimeError(f"{variant} escaped the campaigns at seed shift {shift}")
    return {
        "variant": variant,
        "seeds": seeds,
        "median_seconds": round(statistics.median(seconds), 3),
        "max_seconds": round(max(seconds), 3),
        "repro_ops": repro_ops,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kvtwin.tools.bench", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("reports/bench"))
    parser.add_argument("--steps", type=int, default=2000)
    args = parser.parse_args(argv)
    torch.set_num_threads(1)  # as the CLI: single-threaded, deterministic
    rows = throughput(args.steps)
    by_pool = {row["pool_size"]: row for row in rows}
    findings = [
        time_to_finding("bug:release-dup-index"),
        time_to_finding("bug:lru-parent-first"),
        time_to_finding("bug:scratch-id-wrapper-leak", prefill.SCENARIO),
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
    path = write_atomic(args.out / "summary.json", json.dumps(report, indent=2) + "\n")
    print(json.dumps(report["targets"], indent=2))
    for finding in findings:
        print(f"{finding['variant']}: median {finding['median_seconds']} s to a shrunk repro")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
