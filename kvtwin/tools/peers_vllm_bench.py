"""vLLM's ``BlockPool`` per-op time beside the impl's (and megatron-core's, read
from its peers report) on the same serving trace: ``bench.json`` and ``bench.png``.

The trace is :func:`kvtwin.tools.bench.record_trace` (recorded on the impl,
ids as references) and each target replays it alone, its calls timed by
:func:`kvtwin.tools.bench.replay_timed`: the same trace the peers report times
megatron-core on, so megatron-core's figure from
``reports/peers/megatron-core-*/summary.json`` (same pool, policy, steps and
seed) is drawn beside, labelled with where it came from. One torch thread.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kvtwin.core.files import write_atomic
from kvtwin.scenarios.blocks.targets.vllm.adapter import TARGET
from kvtwin.tools.bench import build_target, record_trace, replay_timed

STEPS = 2000
REPEATS = 5


def time_on_trace(
    pool: int, policy: str, steps: int = STEPS, repeats: int = REPEATS
) -> dict[str, Any]:
    trace = record_trace(pool, policy, steps)
    best = {
        name: min(
            (replay_timed(trace, build_target(trace, name)) for _ in range(repeats)),
            key=lambda r: r.total,
        )
        for name in ("impl", TARGET)
    }
    count = len(trace.ops)
    recorded = best["impl"].failed_allocations
    vllm = best[TARGET].to_json(recorded)
    return {
        "policy": policy,
        "pool_size": pool,
        "steps": steps,
        "ops": count,
        "trace": trace.source,
        "repeats": repeats,
        "impl_us_per_op": round(1e6 * best["impl"].total / count, 2),
        "vllm_us_per_op": round(1e6 * best[TARGET].total / count, 2),
        "vllm_over_impl": round(best[TARGET].total / best["impl"].total, 2),
        "same_work": not (
            vllm["allocations_failed_where_recorded_succeeded"] or vllm["ids_dropped_unresolved"]
        ),
        "impl": best["impl"].to_json(recorded),
        "vllm": vllm,
    }


def megatron_rows(peers_dir: Path) -> dict[tuple[str, int], tuple[str, float]]:
    """(policy, pool) -> (release, megatron-core us/op) from the newest peers report."""
    found: dict[tuple[str, int], tuple[str, float]] = {}
    for summary in sorted(peers_dir.glob("megatron-core-*/summary.json")):
        data = json.loads(summary.read_text())
        version = data.get("megatron_core", {}).get("version", summary.parent.name)
        for row in data.get("timing", []):
            if row.get("steps") == STEPS and "megatron_us_per_op" in row:
                found[(row["policy"], row["pool_size"])] = (version, row["megatron_us_per_op"])
    return found


def bench(out: Path, pools: Sequence[int], peers_dir: Path, version: str) -> list[dict[str, Any]]:
    rows = [time_on_trace(pool, policy) for pool in pools for policy in ("lru", "ref_zero")]
    megatron = megatron_rows(peers_dir)
    for row in rows:
        if (row["policy"], row["pool_size"]) in megatron:
            release, us = megatron[(row["policy"], row["pool_size"])]
            row["megatron_core"] = {"release": release, "us_per_op": us, "source": "peers report"}
    write_atomic(out / "bench.json", json.dumps(rows, indent=2) + "\n")
    _draw(rows, out / "bench.png", version)
    return rows


def _draw(rows: list[dict[str, Any]], path: Path, version: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels = [f"{r['policy']}\npool {r['pool_size']}" for r in rows]
    series = [
        ("impl (this machine)", [r["impl_us_per_op"] for r in rows]),
        (f"vLLM {version} BlockPool (this machine)", [r["vllm_us_per_op"] for r in rows]),
        (
            "megatron-core (its peers report)",
            [r.get("megatron_core", {}).get("us_per_op", 0.0) for r in rows],
        ),
    ]
    width = 0.27
    figure, axes = plt.subplots(figsize=(8, 4))
    for k, (name, values) in enumerate(series):
        positions = [i + (k - 1) * width for i in range(len(rows))]
        axes.bar(positions, values, width, label=name)
    axes.set_xticks(range(len(rows)), labels)
    axes.set_ylabel("microseconds per allocator op")
    axes.set_title(f"One serving trace ({STEPS} steps, seed 0) replayed on each allocator")
    axes.legend(fontsize=8)
    figure.tight_layout()
    tmp = path.with_suffix(".tmp.png")
    figure.savefig(tmp, dpi=110)
    plt.close(figure)
    tmp.replace(path)
