"""The figures of reports/fuzz/, measured through the ``kvtwin fuzz`` command.

    python -m kvtwin.tools.fuzz_bench --out reports/fuzz [--part all|throughput|ttf]
        [--key throughput] [--budget 30] [--reps 3] [--ttf-budget 120] [--priority]
    python -m kvtwin.tools.fuzz_bench --out reports/fuzz --readme-only

1. Throughput: ``kvtwin fuzz --scenario blocks --target impl --budget B --jobs J``
   for J = 1, 2 on the local pool and on Ray (a local instance the command
   starts), interleaved, ``--reps`` times each, the same draw seeds for every
   J. ops/s is the summary's ``ops_per_second``: ops checked by finished
   campaigns over ``fuzz_seconds`` (from the workers being up to the end;
   worker and Ray start-up are ``startup_seconds``, reported apart). The
   figures go under ``--key`` in summary.json, so runs under other conditions
   (``--priority`` or not) sit side by side.
2. Time to first finding: ``kvtwin fuzz --target V --jobs 2 --stop-on-finding``
   for every ``bug:`` variant V, each into a fresh findings folder: the first
   finding's ``first_seconds`` (from the workers being up), plus start-up.

The load average of the machine is recorded before each run: other work on a
shared machine takes cores from the fuzzer, and the 2-job figure feels it most.
Parts measured at different times land in one ``DIR/summary.json``; then
``DIR/README.md`` is rendered from it (``--readme-only``: only that).
"""

from __future__ import annotations

import argparse
import contextlib
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

from kvtwin.core.files import write_atomic
from kvtwin.core.registry import scenarios, variants
from kvtwin.tools.bench_report import num, para, span, table, verdict

SUMMARY_KEYS = ("backend", "jobs", "budget", "campaigns", "ops", "ops_per_second", "cpu_seconds")
SUMMARY_KEYS += ("ops_per_cpu_second", "fuzz_seconds", "startup_seconds", "seed")
FINDING_KEYS = ("target", "signature", "status", "first_seconds", "repro_ops")
TTF_JOBS, TTF_SEED = 2, 7
TARGETS = {"speedup_2_over_1": (">=", 1.7), "ray_over_local": (">=", 0.85)}
"""Local pool, 2 jobs over 1: at least 1.7x; Ray at 2 jobs: within 15% of the local pool."""


# ---------------------------------------------------------------- measuring
def _descendants(root: int) -> list[int]:
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
                parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
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
            with contextlib.suppress(OSError):
                Path(f"/proc/{pid}/autogroup").write_text("-20")


def fuzz(out: Path, *args: str) -> dict[str, Any]:
    """One ``kvtwin fuzz --out OUT ARGS`` to its end: its summary's figures."""
    load = os.getloadavg()[0]
    started = time.monotonic()
    command = [sys.executable, "-m", "kvtwin.cli", "fuzz", "--out", str(out), *args]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    wall = time.monotonic() - started
    summary_path = out / "summary.json"
    if not summary_path.exists():
        raise SystemExit(f"{' '.join(command)}: no summary (exit {done.returncode})\n{done.stdout}")
    summary = json.loads(summary_path.read_text())
    run = {"exit": done.returncode, "load_before": round(load, 2), "wall": round(wall, 2)}
    findings = [{k: f[k] for k in FINDING_KEYS} for f in summary["findings"]]
    return {**run, **{k: summary[k] for k in SUMMARY_KEYS}, "findings": findings}


def _median(runs: dict[str, list[dict[str, Any]]], figure: Any) -> dict[str, float]:
    return {jobs: statistics.median(figure(r) for r in rs) for jobs, rs in runs.items()}


def throughput(work: Path, budget: float, reps: int) -> dict[str, Any]:
    runs: dict[str, dict[str, list[dict[str, Any]]]] = {"local": {}, "ray": {}}
    for rep in range(reps):
        for backend in ("local", "ray"):
            for jobs in (1, 2):
                args = ["--scenario", "blocks", "--target", "impl", "--budget", str(budget)]
                args += ["--jobs", str(jobs), "--seed", str(1000 + rep), "--backend", backend]
                run = fuzz(work / f"{backend}-{jobs}-{rep}", *args)
                print(
                    f"{backend} jobs={jobs} rep={rep}: {run['ops_per_second']:,.0f} ops/s, "
                    f"{run['ops_per_cpu_second']:,.0f} ops/cpu-s (load {run['load_before']})",
                    flush=True,
                )
                runs[backend].setdefault(str(jobs), []).append(run)
    medians = {b: _median(rs, lambda r: r["ops_per_second"]) for b, rs in runs.items()}
    # the share of the jobs' cores the fuzzer's campaigns got (1.0: all of them)
    share = lambda r: r["ops_per_second"] / (r["jobs"] * r["ops_per_cpu_second"])  # noqa: E731
    return {
        "runs": runs,
        "median_core_share": {b: _median(rs, share) for b, rs in runs.items()},
        "median_ops_per_second": medians,
        "speedup_2_over_1": {b: round(m["2"] / m["1"], 3) for b, m in medians.items()},
        "ray_over_local": {
            j: round(medians["ray"][j] / medians["local"][j], 3) for j in ("1", "2")
        },
    }


def time_to_first_finding(work: Path, budget: float) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for scenario in scenarios():
        for variant in variants(scenario):
            args = ["--target", variant, "--jobs", str(TTF_JOBS), "--budget", str(budget)]
            args += ["--seed", str(TTF_SEED), "--stop-on-finding", "--shrink-seconds", "10"]
            run = fuzz(work / f"ttf-{variant.replace(':', '-')}", *args)
            new = [f for f in run["findings"] if f["status"] == "new"]
            first = min(new, key=lambda f: f["first_seconds"]) if new else None
            seconds = first["first_seconds"] if first else None
            found[variant] = {
                "scenario": scenario,
                "found": first is not None,
                "first_seconds": seconds,
                "with_startup_seconds": None
                if first is None
                else round(seconds + run["startup_seconds"], 3),
                "signature": first["signature"] if first else None,
                "load_before": run["load_before"],
            }
            print(f"{variant}: first finding after {seconds} s", flush=True)
    return found


# ---------------------------------------------------------------- rendering
INTRO = """Written by `python -m kvtwin.tools.fuzz_bench --out reports/fuzz` from
[`summary.json`](summary.json) (raw runs and medians), which the same command writes (each
`--part` into its own keys); `python -m kvtwin.tools.fuzz_bench --out reports/fuzz --readme-only`
renders it again without measuring. Do not edit it by hand. Machine: {cores} cores, CPU only,
Python {python}. Every figure is measured through the `kvtwin fuzz` command itself."""
HOW = [
    """- **ops/s**: `kvtwin fuzz --scenario blocks --target impl --budget B --jobs J [--backend
ray]` for J = 1, 2, on the local pool and on Ray (a local instance the command starts),
interleaved, `reps` times each with the same draw seeds for every J. The figure is the run's
summary.json `ops_per_second`: ops checked by the campaigns that finished, over `fuzz_seconds`
(from the workers being up to the end of the run). Worker start-up is `startup_seconds`, apart.
`ops_per_cpu_second` is the campaigns' own CPU time in the workers; `ops_per_second / (jobs ×
ops_per_cpu_second)` is the share of the jobs' cores the fuzzer got (the core share).""",
    """- **Time to first finding**: `kvtwin fuzz --target bug:NAME --jobs {jobs} --budget B --seed
{seed} --stop-on-finding --shrink-seconds 10` for every known-bug variant, each into a fresh
findings folder: the first new finding's `first_seconds` (from the workers being up), and the
same plus the run's start-up.""",
    """- The kernel's autogroups split the CPU between sessions, whatever a process's nice:
`--priority` gives the autogroups of the fuzzer's processes the highest weight
(`/proc/PID/autogroup`), so other sessions on a shared machine take as little of its cores as
they can. Each run's load average (1 min) is recorded before it starts.""",
]
RUNS = """`{command}`: nice {nice}, autogroup priority {priority}, load average {load} before
the runs."""
BELOW_2X = """Below 2x on the local pool: with both jobs busy a core does {cpu2:,.0f} ops per
CPU-second against {cpu1:,.0f} with one (medians), and the campaigns got {share2:.2f} of the two
jobs' cores (1.0: all of them)."""
STARVED = """The fuzzer's campaigns got only {shares} of their cores in these runs: these figures
measure the machine's other work more than the fuzzer."""
TTF = """`{command}`{unrecorded}: nice {nice}, load average {load} before the runs. {found} of
{variants} variants found{times}{missed}."""
TIMES = """: {first} s of fuzzing, {total} s from the command's start (start-up {startup} s of
it)"""
BOUNDED = """A variant is found when a campaign in which it diverges finishes, so these times are
bounded below by one campaign's length."""


def _command(part: str, out: str, conditions: dict[str, Any], **options: Any) -> str:
    nice = conditions.get("nice", 0)
    command = f"nice -n {nice} " if nice else ""
    command += f"python -m kvtwin.tools.fuzz_bench --out {out} --part {part}"
    command += "".join(f" --{k.replace('_', '-')} {v}" for k, v in options.items() if v)
    return command + (" --priority" if conditions.get("autogroup_priority") else "")


def _throughput(key: str, data: dict[str, Any], out: str) -> list[str]:
    conditions, runs = data.get("conditions") or {}, data["runs"]
    by_backend = {b: [r for rs in by_jobs.values() for r in rs] for b, by_jobs in runs.items()}
    medians, shares = data["median_ops_per_second"], data["median_core_share"]
    speedup, ratio = data["speedup_2_over_1"], data["ray_over_local"]
    cpu = {b: _median(rs, lambda r: r["ops_per_cpu_second"]) for b, rs in runs.items()}
    body = [
        [name, f"{num(medians[b]['1'])} ops/s", f"{num(medians[b]['2'])} ops/s", f"{speedup[b]}x",
         f"{shares[b]['1']:.2f} / {shares[b]['2']:.2f}", f"{cpu[b]['1']:,.0f} / {cpu[b]['2']:,.0f}",
         span(r["startup_seconds"] for r in by_backend[b])]
        for b, name in (("local", "local pool"), ("ray", "Ray, one machine"))
    ]  # fmt: skip
    body.append(["Ray / local", ratio["1"], ratio["2"], "", "", "", ""])
    head = "backend | 1 job | 2 jobs | 2 jobs / 1 job | core share (1 / 2 jobs) | ops per CPU-s "
    head += "(1 / 2 jobs) | start-up s"
    (op, least), (_, ray) = TARGETS["speedup_2_over_1"], TARGETS["ray_over_local"]
    checks = [
        ["local pool, 2 jobs / 1 job", f"{op} {least}x", f"{speedup['local']}x",
         verdict(speedup["local"], op, least)],
        ["Ray / local pool, 2 jobs", f"{op} {ray} (within 15%)", ratio["2"],
         verdict(ratio["2"], op, ray)],
    ]  # fmt: skip
    options = {"key": key, "budget": data["budget"], "reps": data["reps"]}
    fill = {"command": _command("throughput", out, conditions, **options)}
    fill["nice"] = conditions.get("nice", 0)
    fill |= {"priority": "on" if conditions.get("autogroup_priority") else "off"}
    fill["load"] = span((r["load_before"] for rs in by_backend.values() for r in rs), 1)
    lines = [f"## Throughput (`{key}`, medians of {data['reps']})", "", para(RUNS, **fill), ""]
    lines += [*table(head, body, range(1, 7)), ""]
    lines += [*table("figure | target | measured | verdict", checks), ""]
    if speedup["local"] < 2:
        fill = {"cpu1": cpu["local"]["1"], "cpu2": cpu["local"]["2"]}
        lines += [para(BELOW_2X, **fill, share2=shares["local"]["2"]), ""]
    every_share = [s for by_jobs in shares.values() for s in by_jobs.values()]
    if min(every_share) < 0.5:
        lines += [para(STARVED, shares=span(every_share)), ""]
    return lines


def _ttf(found: dict[str, Any], conditions: dict[str, Any], out: str) -> list[str]:
    hits = [f for f in found.values() if f["found"]]
    budget = conditions.get("budget")
    missed = [f"`{v}`" for v, f in found.items() if not f["found"]]
    fill = {"command": _command("ttf", out, conditions, ttf_budget=budget)}
    fill["unrecorded"] = "" if budget else " (its `--ttf-budget` is not recorded)"
    fill |= {"nice": conditions.get("nice", 0), "found": len(hits), "variants": len(found)}
    fill["load"] = span((f["load_before"] for f in found.values()), 1)
    fill["missed"] = f"; not found: {', '.join(missed)}" if missed else ""
    startup = [f["with_startup_seconds"] - f["first_seconds"] for f in hits]
    first, total = [f["first_seconds"] for f in hits], [f["with_startup_seconds"] for f in hits]
    times = para(TIMES, first=span(first, 3), total=span(total), startup=span(startup))
    fill["times"] = times if hits else ""
    keys = ("scenario", "first_seconds", "with_startup_seconds")
    body = [[f"`{v}`", *(f[k] for k in keys), f"`{f['signature']}`" if f["signature"] else "-",
             f["load_before"]] for v, f in found.items()]  # fmt: skip
    head = "variant | scenario | first finding (s of fuzzing) | with start-up (s) | signature"
    lines = [f"## Time to first finding ({conditions.get('jobs', TTF_JOBS)} jobs)", ""]
    lines += [para(TTF, **fill), "", *table(head + " | load", body, {2, 3, 5})]
    return [*lines, "", para(BOUNDED), ""]


def render(summary: dict[str, Any], out: str = "reports/fuzz") -> str:
    machine = summary.get("machine") or {}
    conditions = summary.get("time_to_first_finding_conditions") or {}
    fill = {"cores": machine.get("cores", "?"), "python": machine.get("python", "?")}
    fill |= {"jobs": conditions.get("jobs", TTF_JOBS), "seed": conditions.get("seed", TTF_SEED)}
    lines = ["# `kvtwin fuzz`: throughput and time to first finding", "", para(INTRO, **fill)]
    lines += ["", "## How", "", *(para(item, **fill) for item in HOW), ""]
    keys = [k for k, v in summary.items() if isinstance(v, dict) and "runs" in v]
    for key in sorted(keys, key=lambda k: (k != "throughput", k)):  # the default key first
        lines += _throughput(key, summary[key], out)
    if summary.get("time_to_first_finding"):
        lines += _ttf(summary["time_to_first_finding"], conditions, out)
    return "\n".join(lines).rstrip("\n") + "\n"


def write_readme(out: Path) -> Path:
    summary = json.loads((Path(out) / "summary.json").read_text())
    return write_atomic(Path(out) / "README.md", render(summary, str(out)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kvtwin.tools.fuzz_bench", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("reports/fuzz"))
    parser.add_argument("--budget", type=float, default=30.0)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--ttf-budget", type=float, default=120.0)
    parser.add_argument("--part", choices=("all", "throughput", "ttf"), default="all")
    parser.add_argument(
        "--key", default="throughput", help="where the throughput figures go in summary.json"
    )
    parser.add_argument(
        "--priority",
        action="store_true",
        help="give the fuzzer's sessions the highest autogroup weight",
    )
    parser.add_argument(
        "--readme-only", action="store_true", help="render OUT/README.md from OUT/summary.json"
    )
    args = parser.parse_args(argv)
    path = args.out / "summary.json"
    if args.readme_only:
        if not path.exists():
            parser.error(f"--readme-only: no {path} to render")
        print(f"wrote {write_readme(args.out)}")
        return 0
    stop = threading.Event()
    if args.priority:
        threading.Thread(target=_prioritise, args=(stop,), daemon=True).start()
    # parts measured at different times land in one file
    result = json.loads(path.read_text()) if path.exists() else {}
    result["machine"] = {"cores": len(os.sched_getaffinity(0)), "python": sys.version.split()[0]}
    conditions = {"nice": os.nice(0), "autogroup_priority": args.priority}
    conditions["load_at_start"] = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="kvtwin-fuzz-bench-") as work:
        if args.part in ("all", "throughput"):
            result[args.key] = {"conditions": conditions, "budget": args.budget, "reps": args.reps}
            result[args.key] |= throughput(Path(work), args.budget, args.reps)
        if args.part in ("all", "ttf"):
            result["time_to_first_finding"] = time_to_first_finding(Path(work), args.ttf_budget)
            result["time_to_first_finding_conditions"] = {
                **conditions, "jobs": TTF_JOBS, "seed": TTF_SEED, "budget": args.ttf_budget
            }  # fmt: skip
    stop.set()
    write_atomic(path, json.dumps(result, indent=2) + "\n")
    print(f"wrote {path} and {write_readme(args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
