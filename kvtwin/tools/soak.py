"""Soak: long runs of the correct implementations with memory sampled at
intervals; it must stay flat (no leak in the leak finder).

``python -m kvtwin.tools.soak --out reports/bench/soak.json`` (``nox -s soak``):

* blocks: the main job as a user runs it, ``kvtwin run blocks --steps S
  --pool-size 1024`` for about 1M ops (S engine steps), in a child process
  whose resident set (VmRSS) is read from /proc every ``--interval`` seconds,
  report writing included. Flat: while it runs, after warm-up (the first
  quarter of those samples), the resident set never exceeds the warmed-up one
  by more than 10%; and its peak while writing the report (the plot's
  matplotlib) is within 10% of the same command's at a twentieth of the steps.
* prefill: 20k calls in runs of the prefill scenario, this process's peak
  resident set (VmHWM) after each run.

Python's own traced peak is not used: tracing would slow the run threefold.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import json
import subprocess
import tempfile
import time
from functools import partial
from itertools import islice
from pathlib import Path
from typing import Any

import torch
from tqdm import tqdm

from kvtwin.core.campaign import run_campaign
from kvtwin.core.files import write_atomic
from kvtwin.core.registry import get_scenario
from kvtwin.core.scenario import Workload
from kvtwin.scenarios.prefill.campaigns import calls_workload, shape_campaign
from kvtwin.scenarios.prefill.shapes import (
    ShapeConfig,
    ShapeSpec,
    parse_shape_spec,
    pass_length,
    seeded_shapes,
)
from kvtwin.scenarios.prefill.targets import base as prefill
from kvtwin.tools.bench_cli import kvtwin_command


def memory_kib() -> dict[str, int]:
    return _status_kib(Path("/proc/self/status"))


def soak_blocks(
    ops: int, pool_size: int = 1024, interval: float = 1.0, ops_per_step: float = 5.0
) -> dict[str, Any]:
    """``kvtwin run blocks`` for about ``ops`` ops, its resident set sampled from
    outside every ``interval`` seconds until it exits; then the same command for
    a twentieth of the steps, whose report-writing peak is what the long run's
    must not exceed by more than 10% (what the report costs must not grow with
    the run either)."""
    steps = max(1, round(ops / ops_per_step))
    long_run = _sampled_run(steps, pool_size, interval)
    short_run = _sampled_run(max(1, steps // 20), pool_size, interval)
    timeline = long_run["timeline"]
    running = [sample for sample in timeline if sample["phase"] == "run"]
    if len(running) < 4:
        raise RuntimeError(f"only {len(running)} samples while the run ran; lower --interval")
    warm = running[len(running) // 4]["VmRSS"]
    run_peak = max(sample["VmRSS"] for sample in running[len(running) // 4 :])
    report_peak = max(sample["VmRSS"] for sample in timeline)
    short_peak = max(sample["VmRSS"] for sample in short_run["timeline"])
    return {
        "scenario": "blocks",
        "command": long_run["command"],
        "count": long_run["ops"],
        "steps": steps,
        "seconds": long_run["seconds"],
        "rss_kib_after_warmup": warm,
        "rss_kib_peak_while_running": run_peak,
        "growth_while_running": round(run_peak / warm - 1, 3),
        "rss_kib_peak_with_report": report_peak,
        "short_run": {k: v for k, v in short_run.items() if k != "timeline"}
        | {"rss_kib_peak_with_report": short_peak},
        "report_peak_over_short_run": round(report_peak / short_peak - 1, 3),
        "flat": run_peak <= warm * 1.10 and report_peak <= short_peak * 1.10,
        "files_bytes": long_run["files_bytes"],
        "timeline": timeline,
    }


def _sampled_run(steps: int, pool_size: int, interval: float) -> dict[str, Any]:
    """One ``kvtwin run blocks``, its resident set sampled every ``interval``
    seconds; samples taken once summary.json exists are the report phase."""
    with tempfile.TemporaryDirectory(prefix="kvtwin-soak-") as out:
        argv = [*kvtwin_command(), "run", "blocks", "--steps", str(steps)]
        argv += ["--pool-size", str(pool_size), "--out", out]
        started = time.perf_counter()
        child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        status, summary_path = Path(f"/proc/{child.pid}/status"), Path(out, "summary.json")
        timeline: list[dict[str, Any]] = []
        while child.poll() is None:
            phase = "report" if summary_path.exists() else "run"
            fields = _status_kib(status)
            if fields:
                seconds = round(time.perf_counter() - started, 1)
                timeline.append({"seconds": seconds, "phase": phase, **fields})
            time.sleep(interval)
        seconds = time.perf_counter() - started
        stderr = child.stderr.read().decode(errors="replace") if child.stderr else ""
        summary = json.loads(summary_path.read_text()) if summary_path.exists() else {}
        sizes = {p.name: p.stat().st_size for p in Path(out).iterdir() if p.is_file()}
    if child.returncode != 0 or not timeline:
        raise RuntimeError(f"{' '.join(argv)} exited {child.returncode}: {stderr[-600:]}")
    return {
        "command": " ".join(["kvtwin", *argv[len(kvtwin_command()) :]]),
        "ops": summary.get("ops"),
        "seconds": round(seconds, 1),
        "files_bytes": sizes,
        "timeline": timeline,
    }


def _status_kib(status: Path) -> dict[str, int]:
    """VmRSS and VmHWM of a running process (empty once it is gone)."""
    try:
        text = status.read_text()
    except OSError:
        return {}
    fields = {}
    for line in text.splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = int(value.split()[0])
    return fields


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
    parser.add_argument("--calls", type=int, default=20_000, help="prefill calls (0: none)")
    parser.add_argument("--interval", type=float, default=1.0, help="seconds between samples")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)  # as the CLI: single-threaded, deterministic
    results = [soak_blocks(args.ops, interval=args.interval)]
    if args.calls:
        results.append(soak_prefill(args.calls))
    write_atomic(args.out, json.dumps(results, indent=2) + "\n")
    for result in results:
        before = result.get("peak_kib_after_warmup", result.get("rss_kib_after_warmup"))
        after = result.get("peak_kib_at_end", result.get("rss_kib_peak_while_running"))
        print(
            f"{result['scenario']}: {result['count']} in {result['seconds']} s, "
            f"{before} -> {after} KiB, {'flat' if result['flat'] else 'GROWING'}"
        )
    return 0 if all(r["flat"] for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
