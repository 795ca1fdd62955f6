"""Soak: long runs of the correct implementations with the harness's own memory
sampled at intervals; it must stay flat (no leak in the leak finder).

``python -m kvtwin.soak --out reports/bench/soak.json`` (``nox -s soak``):
1M allocator ops through the lockstep runner, then 20k prefill calls through
the prefill runner. Memory is the process's resident set (VmRSS) and its peak
(VmHWM) from /proc, and Python's own traced peak is not used: tracing would
slow the run threefold.
"""

from __future__ import annotations

import argparse
import gc
import json
import time
from itertools import islice
from pathlib import Path
from typing import Any

import torch
from tqdm import tqdm

from kvtwin.lockstep import BlockLockstep
from kvtwin.targets import make_block_target
from kvtwin.workloads.serving import ServingConfig, ServingLoop
from kvtwin.workloads.traffic import TrafficConfig, seeded_traffic


def memory_kib() -> dict[str, int]:
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = int(value.split()[0])
    return fields


def soak_blocks(ops: int, pool_size: int = 1024, samples: int = 20) -> dict[str, Any]:
    """Serve until ``ops`` ops have been checked; sample memory ``samples`` times."""
    lockstep = BlockLockstep(make_block_target("impl", num_blocks=pool_size, policy="lru"))
    steps = ops  # an upper bound: every step makes at least one op
    loop = ServingLoop(
        seeded_traffic(0, TrafficConfig(arrival_steps=steps)), ServingConfig(steps=steps)
    )
    every = max(1, ops // samples)
    timeline = []
    started = time.perf_counter()
    generator = loop.ops()
    op = next(generator)
    with tqdm(total=ops, unit="op", disable=None) as bar:
        for done in range(1, ops + 1):
            op = generator.send(lockstep.apply(op))
            if done % every == 0:
                timeline.append(
                    {
                        "ops": done,
                        "seconds": round(time.perf_counter() - started, 1),
                        **memory_kib(),
                    }
                )
                bar.update(every)
    lockstep.audit(owner_tables=loop.owner_tables())
    return _verdict("blocks", ops, time.perf_counter() - started, timeline)


def soak_prefill(calls: int, samples: int = 20) -> dict[str, Any]:
    """``calls`` checked prefill calls in ``samples`` runs of the runner.

    One run keeps a per-call history by design (the timeline the plots are drawn
    from, the probe's event log for the memory snapshot), so each run here is
    ``calls / samples`` long with a fresh probe, cache and runner, as repeated
    ``kvtwin run prefill`` campaigns are. What may not grow is anything that
    outlives a run.
    """
    from kvtwin.prefill_lockstep import run_prefill_calls
    from kvtwin.probes import make_probe
    from kvtwin.targets.prefill import make_prefill_target
    from kvtwin.workloads.shapes import parse_shape_spec, pass_length, seeded_shapes

    spec = parse_shape_spec("mixed")
    chunk = max(1, calls // samples)
    passes = -(-chunk // pass_length(spec, _shape_config()))
    timeline: list[dict[str, Any]] = []
    started = time.perf_counter()
    for index in tqdm(range(samples), unit="run", disable=None):
        probe = make_probe("cpu")
        target = make_prefill_target("impl", 8, "cpu", allocate=probe.allocate)
        stream = islice(seeded_shapes(spec, index, passes), chunk)
        result = run_prefill_calls(target, probe, stream, compare_fresh=False)
        if result.divergence is not None:
            raise RuntimeError(f"the correct prefill op diverged in a soak: {result.divergence}")
        del probe, target, result
        gc.collect()
        timeline.append(
            {
                "calls": (index + 1) * chunk,
                "seconds": round(time.perf_counter() - started, 1),
                **memory_kib(),
            }
        )
    return _verdict("prefill", chunk * samples, time.perf_counter() - started, timeline)


def _shape_config() -> Any:
    from kvtwin.workloads.shapes import ShapeConfig

    return ShapeConfig()


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
    parser = argparse.ArgumentParser(prog="python -m kvtwin.soak", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("reports/bench/soak.json"))
    parser.add_argument("--ops", type=int, default=1_000_000)
    parser.add_argument("--calls", type=int, default=20_000)
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    results = [soak_blocks(args.ops), soak_prefill(args.calls)]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    for result in results:
        print(
            f"{result['scenario']}: {result['count']} in {result['seconds']} s, peak "
            f"{result['peak_kib_after_warmup']} -> {result['peak_kib_at_end']} KiB, "
            f"{'flat' if result['flat'] else 'GROWING'}"
        )
    return 0 if all(r["flat"] for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
