"""The figures of reports/fuzz/, measured through the ``kvtwin fuzz`` command.

    python reports/fuzz/measure.py --out reports/fuzz [--budget 30] [--reps 3]

1. Throughput: ``kvtwin fuzz --scenario blocks --target impl --budget B --jobs J``
   for J = 1, 2 on the local pool and on Ray (a local instance the command
   starts), interleaved, ``--reps`` times each, the same draw seeds for every
   J. ops/s is the summary's ``ops_per_second``: ops checked by finished
   campaigns over ``fuzz_seconds`` (from the workers being up to the end;
   worker and Ray start-up are ``startup_seconds``, reported apart).
2. Time to first finding: ``kvtwin fuzz --target V --jobs 2 --stop-on-finding``
   for every ``bug:`` variant V, each into a fresh findings folder: the first
   finding's ``first_seconds`` (from the workers being up), plus start-up.

The load average of the machine is recorded before each run: other work on a
shared machine takes cores from the fuzzer, and the 2-job figure feels it most.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from kvtwin.core.registry import scenarios, variants


PRIORITY = {"on": False}


def _descendants(root: int) -> list[int]:
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int(
                    (entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
    found, frontier = [], [root]
    while frontier:
        pid = frontier.pop()
        children = [c for c, p in parents.items() if p == pid]
        found += children
        frontier += children
    return found


def _prioritise(stop: threading.Event) -> None:
    """The kernel's autogroups share the CPU between sessions, whatever a
    process's nice: give every session the fuzzer's workers open (each is one)
    the highest autogroup weight, so other sessions on a shared machine take
    as little of the cores as they can."""
    me = os.getpid()
    while not stop.wait(0.3):
        for pid in _descendants(me):
            try:
                Path(f"/proc/{pid}/autogroup").write_text("-20")
            except OSError:
                pass


def fuzz(out: Path, *args: str) -> dict[str, Any]:
    load = os.getloadavg()[0]
    started = time.monotonic()
    command = [sys.executable, "-m", "kvtwin.cli", "fuzz", "--out", str(out), *args]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    wall = time.monotonic() - started
    summary_path = out / "summary.json"
    if not summary_path.exists():
        raise SystemExit(f"{' '.join(command)}: no summary (exit {done.returncode})\n{done.stdout}")
    summary = json.loads(summary_path.read_text())
    return {"exit": done.returncode, "load_before": round(load, 2), "wall": round(wall, 2), **{
        k: summary[k]
        for k in ("backend", "jobs", "budget", "campaigns", "ops", "ops_per_second",
                  "cpu_seconds", "ops_per_cpu_second", "fuzz_seconds", "startup_seconds", "seed")
    }, "findings": [
        {k: f[k] for k in ("target", "signature", "status", "first_seconds", "repro_ops")}
        for f in summary["findings"]
    ]}


def throughput(work: Path, budget: float, reps: int) -> dict[str, Any]:
    runs: dict[str, dict[str, list[dict[str, Any]]]] = {"local": {}, "ray": {}}
    for rep in range(reps):
        for backend in ("local", "ray"):
            for jobs in (1, 2):
                out = work / f"{backend}-{jobs}-{rep}"
                args = ["--scenario", "blocks", "--target", "impl", "--budget", str(budget),
                        "--jobs", str(jobs), "--seed", str(1000 + rep), "--backend", backend]
                run = fuzz(out, *args)
                print(f"{backend} jobs={jobs} rep={rep}: {run['ops_per_second']:,.0f} ops/s, "
                      f"{run['ops_per_cpu_second']:,.0f} ops/cpu-s (load {run['load_before']})",
                      flush=True)
                runs[backend].setdefault(str(jobs), []).append(run)
    medians = {
        backend: {jobs: statistics.median(r["ops_per_second"] for r in rs)
                  for jobs, rs in by_jobs.items()}
        for backend, by_jobs in runs.items()
    }
    # the share of the jobs' cores the fuzzer's campaigns got (1.0: all of them)
    shares = {
        backend: {jobs: statistics.median(
            r["ops_per_second"] / (r["jobs"] * r["ops_per_cpu_second"]) for r in rs)
            for jobs, rs in by_jobs.items()}
        for backend, by_jobs in runs.items()
    }
    return {
        "runs": runs,
        "median_core_share": shares,
        "median_ops_per_second": medians,
        "speedup_2_over_1": {b: round(m["2"] / m["1"], 3) for b, m in medians.items()},
        "ray_over_local": {j: round(medians["ray"][j] / medians["local"][j], 3) for j in ("1", "2")},
    }


def time_to_first_finding(work: Path, budget: float) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for scenario in scenarios():
        for variant in variants(scenario):
            out = work / f"ttf-{variant.replace(':', '-')}"
            args = ["--target", variant, "--jobs", "2", "--budget", str(budget), "--seed", "7",
                    "--stop-on-finding", "--shrink-seconds", "10"]
            run = fuzz(out, *args)
            new = [f for f in run["findings"] if f["status"] == "new"]
            first = min((f["first_seconds"] for f in new), default=None)
            found[variant] = {
                "scenario": scenario,
                "found": first is not None,
                "first_seconds": first,
                "with_startup_seconds": None if first is None
                else round(first + run["startup_seconds"], 3),
                "signature": min(new, key=lambda f: f["first_seconds"])["signature"] if new else None,
                "load_before": run["load_before"],
            }
            print(f"{variant}: first finding after {first} s", flush=True)
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=Path("reports/fuzz"))
    parser.add_argument("--budget", type=float, default=30.0)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--ttf-budget", type=float, default=120.0)
    parser.add_argument("--part", choices=("all", "throughput", "ttf"), default="all")
    parser.add_argument("--key", default="throughput",
                        help="where the throughput figures go in summary.json")
    parser.add_argument("--priority", action="store_true",
                        help="give the fuzzer's sessions the highest autogroup weight")
    args = parser.parse_args()
    stop = threading.Event()
    if args.priority:
        threading.Thread(target=_prioritise, args=(stop,), daemon=True).start()
    path = args.out / "summary.json"
    # parts measured at different times land in one file
    result = json.loads(path.read_text()) if path.exists() else {}
    result["machine"] = {"cores": len(os.sched_getaffinity(0)), "python": sys.version.split()[0]}
    conditions = {"nice": os.nice(0), "autogroup_priority": args.priority,
                  "load_at_start": os.getloadavg()[0]}
    with tempfile.TemporaryDirectory(prefix="kvtwin-fuzz-measure-") as work:
        if args.part in ("all", "throughput"):
            result[args.key] = {
                "conditions": conditions,
                "budget": args.budget,
                "reps": args.reps,
                **throughput(Path(work), args.budget, args.reps),
            }
        if args.part in ("all", "ttf"):
            result["time_to_first_finding"] = time_to_first_finding(Path(work), args.ttf_budget)
    args.out.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
