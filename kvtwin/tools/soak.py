"""Soak: long runs of the correct implementations with the harness's own memory
sampled at intervals; it must stay flat (no leak in the leak finder).

``python -m kvtwin.tools.soak --out reports/bench/soak.json`` (``nox -s soak``):
1M allocator ops through the engine's lockstep loop, then 20k prefill calls
in runs of the prefill scenario. Memory is the process's resident set (VmRSS)
and its peak (VmHWM) from /proc, and Python's own traced peak is not used:
tracing would slow the run threefold.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import json
import time
from functools import partial
from itertools import islice
from pathlib import Path
from typing import Any

import torch
from tqdm import tqdm

from kvtwin.engine.files import write_atomic
from kvtwin.engine.hunt import run_campaign
from kvtwin.engine.registry import get_scenario, make_target
from kvtwin.engine.scenario import Workload
from kvtwin.scenarios.blocks.checker import BlockChecker, default_audit_every
from kvtwin.scenarios.blocks.serving import ServingConfig, ServingLoop
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.scenarios.blocks.traffic import TrafficConfig, seeded_traffic
from kvtwin.scenarios.prefill.calls import (
    ShapeConfig,
    ShapeSpec,
    parse_shape_spec,
    pass_length,
    seeded_shapes,
)
from kvtwin.scenarios.prefill.campaigns import calls_workload, shape_campaign
from kvtwin.scenarios.prefill.targets import base as prefill


def memory_kib() -> dict[str, int]:
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = int(value.split()[0])
    return fields


def soak_blocks(ops: int, pool_size: int = 1024, samples: int = 20) -> dict[str, Any]:
    """Serve until ``ops`` ops have been checked; sample memory ``samples`` times.

    The checker is driven here rather than by the engine's loop, which keeps
    every op of a run for its trace: over 1M ops that trace would be the growth
    this soak measures, and it is not a leak."""
    target = make_target(SCENARIO, "impl", num_blocks=pool_size, policy="lru", device="cpu")
    checker = BlockChecker(target)
    audit_every = default_audit_every(pool_size)
    steps = ops  # an upper bound: every step makes at least one op
    loop = ServingLoop(
        seeded_traffic(0, TrafficConfig(arrival_steps=steps)), ServingConfig(steps=steps)
    )
    every = max(1, ops // samples)
    timeline: list[dict[str, Any]] = []
    started = time.perf_counter()
    generator = loop.ops()
    op = next(generator)
    done = 0
    with tqdm(total=ops, unit="op", disable=None) as bar:
        while done < ops:
            result = checker.apply(op)
            done += 1
            if done % audit_every == 0:
                checker.audit(final=False)
            if done % every == 0:
                timeline.append(
                    {
                        "ops": done,
                        "seconds": round(time.perf_counter() - started, 1),
                        **memory_kib(),
                    }
                )
                bar.update(every)
            try:
                op = generator.send(result)
            except StopIteration:
                break
    checker.audit(final=True, context=loop.owner_tables())
    return _verdict("blocks", done, time.perf_counter() - started, timeline)


def soak_prefill(calls: int, samples: int = 20) -> dict[str, Any]:
    """``calls`` checked prefill calls in ``samples`` runs of the scenario.

    One run keeps a per-call history by design (the timeline the plots are drawn
    from, the probe's event log for the memory snapshot), so each run here is
    ``calls / samples`` long with a fresh probe, cache and session, as repeated
    ``kvtwin run prefill`` campaigns are. What may not grow is anything that
    outlives a run.
    """
    scenario = get_scenario(prefill.SCENARIO)
    spec, config = parse_shape_spec("mixed"), ShapeConfig()
    chunk = max(1, calls // samples)
    passes = -(-chunk // pass_length(spec, config))
    timeline: list[dict[str, Any]] = []
    started = time.perf_counter()
    for index in tqdm(range(samples), unit="run", disable=None):
        campaign = shape_campaign(
            scenario, "impl", shapes=spec, seed=index, passes=passes, capacity=8
        )
        campaign = dataclasses.replace(
            campaign,
            # A hit's second call on a fresh op doubles the work and keeps nothing
            # alive: the soak leaves it out, as it always has.
            config={**campaign.config, "compare_fresh": False},
            # exactly ``chunk`` calls per run
            workload=partial(_calls, spec, index, passes, config, chunk),
            total=chunk,
        )
        result = run_campaign(campaign)
        if result.divergence is not None:
            raise RuntimeError(f"the correct prefill op diverged in a soak: {result.divergence}")
        del campaign, result
        gc.collect()
        timeline.append(
            {
                "calls": (index + 1) * chunk,
                "seconds": round(time.perf_counter() - started, 1),
                **memory_kib(),
            }
        )
    return _verdict("prefill", chunk * samples, time.perf_counter() - started, timeline)


def _calls(spec: ShapeSpec, seed: int, passes: int, config: ShapeConfig, count: int) -> Workload:
    return calls_workload(islice(seeded_shapes(spec, seed, passes, config), count), seed)


def _verdict(name: str, count: int, seconds: float, timeline: list[dict]) -> dict[str, Any]:
    # After the first quarter (imports, pools, caches warm), the peak must not climb
    # by more than 5% (allocator noise).
    settled = timeline[len(timeline) // 4]["VmHWM"]
    final = timeline[-1]["VmHWM"]
    return {
        "scenario": name,
        "count": count,
        "seconds": round(seconds, 1),
        "peak_kib_after_warmup": settled,
        "peak_kib_at_end": final,
        "flat": final <= settled * 1.05,
        "timeline": timeline,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kvtwin.tools.soak", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("reports/bench/soak.json"))
    parser.add_argument("--ops", type=int, default=1_000_000)
    parser.add_argument("--calls", type=int, default=20_000)
    args = parser.parse_args(argv)
    torch.set_num_threads(1)  # as the CLI: single-threaded, deterministic
    results = [soak_blocks(args.ops), soak_prefill(args.calls)]
    write_atomic(args.out, json.dumps(results, indent=2) + "\n")
    for result in results:
        print(
            f"{result['scenario']}: {result['count']} in {result['seconds']} s, peak "
            f"{result['peak_kib_after_warmup']} -> {result['peak_kib_at_end']} KiB, "
            f"{'flat' if result['flat'] else 'GROWING'}"
        )
    return 0 if all(r["flat"] for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
