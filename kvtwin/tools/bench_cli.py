"""The benchmark's two out-of-process measurements (``python -m kvtwin.tools.bench``).

* :func:`cli_timing`: the main job as a user runs it, ``kvtwin run blocks
  --policy lru --steps 5000 --seed 21 --pool-size P``, the whole command timed
  from start to exit (interpreter start, imports, the run, the report and its
  plot), in wall time and in the command's CPU time (user + system, from the
  child's resource usage: what other processes on shared cores do not change).
  Beside it, the fixed cost of starting any ``kvtwin`` command (``import
  kvtwin.cli``, torch included), so the rate can be read both ways.
* :func:`peer_timing`: the impl against an outside engine (megatron-core) on the
  same recorded serving trace, run by the Python that has the engine installed
  (``nox -s peers`` builds one venv per release): ``python -m
  kvtwin.tools.bench_cli --peer megatron --json FILE`` there, both targets timed
  in that one process, with its torch.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import torch

from kvtwin.core.files import write_atomic
from kvtwin.core.registry import make_target
from kvtwin.scenarios.blocks.timed import (
    build_target,
    concrete_ops,
    record_trace,
    replay_timed,
    time_ops,
)

CLI_POOLS = (1_000, 100_000, 1_000_000)
CLI_ARGS = ("run", "blocks", "--policy", "lru", "--steps", "5000", "--seed", "21")
LONGER_STEPS = 10_000
"""A second, longer command per pool: the difference of the two is the marginal
cost of an op, without the fixed costs (start, imports, building the pool, the
end-of-run audit and report) that do not grow with the run."""
PEER_POOLS = (1024, 16384)
PEER_POLICIES = ("lru", "ref_zero")
PEER_PYTHON = Path(".nox/peers-megatron_core-0-19-2/bin/python")
"""The megatron-core 0.19.2 venv ``nox -s peers`` builds (read only here)."""


# --------------------------------------------------------------------- CLI
def kvtwin_command() -> list[str]:
    """The ``kvtwin`` console script of this Python (what a user runs), or the module."""
    script = Path(sys.executable).with_name("kvtwin")
    return [str(script)] if script.exists() else [sys.executable, "-m", "kvtwin.cli"]


def timed_command(argv: Sequence[str]) -> dict[str, float | int]:
    """Run ``argv`` to its end: wall seconds, CPU seconds (user + system) and exit code."""
    started = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - started
    child.returncode = os.waitstatus_to_exitcode(status)
    stderr = child.stderr.read().decode(errors="replace") if child.stderr else ""
    if child.stderr:
        child.stderr.close()
    return {
        "wall_s": round(wall, 3),
        "cpu_s": round(usage.ru_utime + usage.ru_stime, 3),
        "max_rss_kib": usage.ru_maxrss,
        "exit": child.returncode,
        "stderr_tail": stderr[-400:],
    }


def cli_run(pool_size: int, repeats: int = 1, steps: int | None = None) -> dict[str, Any]:
    """The best of ``repeats`` whole ``kvtwin run blocks`` commands at ``pool_size``
    (``steps``: instead of the command's 5000)."""
    args = list(CLI_ARGS)
    if steps is not None:
        args[args.index("--steps") + 1] = str(steps)
    runs = []
    for _ in range(repeats):
        with tempfile.TemporaryDirectory(prefix="kvtwin-bench-") as out:
            argv = [*kvtwin_command(), *args, "--pool-size", str(pool_size), "--out", out]
            timing = timed_command(argv)
            summary_path = Path(out, "summary.json")
            summary = json.loads(summary_path.read_text()) if summary_path.exists() else {}
        if timing["exit"] != 0:
            raise RuntimeError(f"{' '.join(argv)} exited {timing['exit']}: {timing['stderr_tail']}")
        runs.append({**timing, "ops": summary["ops"], "runner_s": summary["seconds"]})
    best = min(runs, key=lambda run: run["wall_s"])
    ops = best["ops"]
    return {
        "pool_size": pool_size,
        "command": f"kvtwin {' '.join(args)} --pool-size {pool_size}",
        **{k: v for k, v in best.items() if k != "stderr_tail"},
        "ops_per_s": round(ops / best["wall_s"]),
        "runner_ops_per_s": round(ops / best["runner_s"]),
        "ops_per_cpu_s": round(ops / best["cpu_s"]),
        "us_per_op": round(1e6 * best["wall_s"] / ops, 1),
        "cpu_us_per_op": round(1e6 * best["cpu_s"] / ops, 1),
        "repeats": repeats,
    }


def startup() -> dict[str, float | int]:
    """What starting any kvtwin command costs: the interpreter and its imports."""
    return timed_command([sys.executable, "-c", "import kvtwin.cli"])


def cli_timing(pools: Sequence[int] = CLI_POOLS, repeats: int = 1) -> dict[str, Any]:
    rows, marginal = [], {}
    for pool in pools:
        rows.append(cli_run(pool, repeats))
        row = rows[-1]
        print(
            f"  kvtwin run blocks --pool-size {pool}: {row['ops']} ops in {row['wall_s']} s "
            f"wall ({row['ops_per_s']} ops/s), {row['cpu_s']} s CPU"
        )
        longer = cli_run(pool, repeats, steps=LONGER_STEPS)
        extra_ops = longer["ops"] - row["ops"]
        marginal[pool] = {
            "longer_run": longer,
            "us_per_op": round(1e6 * (longer["wall_s"] - row["wall_s"]) / extra_ops, 1),
            "cpu_us_per_op": round(1e6 * (longer["cpu_s"] - row["cpu_s"]) / extra_ops, 1),
        }
        marginal[pool]["ops_per_s"] = round(1e6 / max(marginal[pool]["us_per_op"], 1e-3))
        print(
            f"    and at {LONGER_STEPS} steps: {marginal[pool]['us_per_op']} us per extra op "
            f"({marginal[pool]['ops_per_s']} ops/s), {marginal[pool]['cpu_us_per_op']} CPU us"
        )
    by_pool = {row["pool_size"]: row for row in rows}
    timing: dict[str, Any] = {"runs": rows, "marginal": marginal, "startup": startup()}
    if 1_000 in by_pool and 1_000_000 in by_pool:
        small, large = by_pool[1_000], by_pool[1_000_000]
        timing["cost_ratio_1m_1k"] = round(large["us_per_op"] / small["us_per_op"], 2)
        timing["cpu_cost_ratio_1m_1k"] = round(large["cpu_us_per_op"] / small["cpu_us_per_op"], 2)
        timing["marginal_cost_ratio_1m_1k"] = round(
            marginal[1_000_000]["us_per_op"] / marginal[1_000]["us_per_op"], 2
        )
        timing["marginal_cpu_cost_ratio_1m_1k"] = round(
            marginal[1_000_000]["cpu_us_per_op"] / marginal[1_000]["cpu_us_per_op"], 2
        )
    return timing


# ------------------------------------------------------------------- peers
def peer_rows(
    peer: str,
    pools: Sequence[int] = PEER_POOLS,
    policies: Sequence[str] = PEER_POLICIES,
    steps: int = 2000,
    repeats: int = 5,
) -> list[dict[str, Any]]:
    """The impl and ``peer`` on one trace per pool and policy, in this process."""
    rows = []
    for policy in policies:
        for pool in pools:
            trace = record_trace(pool, policy, steps)
            impl_ops = concrete_ops(trace)
            # the peer's own ids: references resolved against what it hands out
            resolved = replay_timed(trace, build_target(trace, peer), keep=True)
            peer_ops = resolved.ops
            impl_s = min(time_ops(impl_ops, build_target(trace, "impl")) for _ in range(repeats))
            peer_s = min(time_ops(peer_ops, build_target(trace, peer)) for _ in range(repeats))
            same = resolved.to_json(set())
            rows.append(
                {
                    "policy": policy,
                    "pool_size": pool,
                    "ops": len(impl_ops),
                    "trace": trace.source,
                    "impl_us_per_op": round(1e6 * impl_s / len(impl_ops), 2),
                    f"{peer}_us_per_op": round(1e6 * peer_s / len(peer_ops), 2),
                    f"impl_over_{peer}": round(impl_s / peer_s, 2),
                    f"{peer}_ops_raised": same["ops_raised"],
                    f"{peer}_ids_dropped": same["ids_dropped_unresolved"],
                }
            )
            print(f"  {policy} pool {pool}: {json.dumps(rows[-1])}")
    return rows


def peer_timing(python: Path, peer: str = "megatron", steps: int = 2000) -> dict[str, Any]:
    """:func:`peer_rows` run by ``python`` (a venv with the peer installed)."""
    if not python.exists():
        return {"skipped": f"{python} not found (built by `nox -s peers`)"}
    with tempfile.TemporaryDirectory(prefix="kvtwin-peer-") as out:
        path = Path(out, "peer.json")
        argv = [str(python), "-m", "kvtwin.tools.bench_cli", "--peer", peer, "--json", str(path)]
        argv += ["--steps", str(steps)]
        done = subprocess.run(argv, capture_output=True, text=True)
        if done.returncode != 0 or not path.exists():
            return {"error": f"{' '.join(argv)} exited {done.returncode}: {done.stderr[-600:]}"}
        report = json.loads(path.read_text())
    rows = report["rows"]
    return {
        "python": str(python),
        "facts": report.get("facts"),
        "rows": rows,
        f"impl_over_{peer}_max": max(row[f"impl_over_{peer}"] for row in rows),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kvtwin.tools.bench_cli", description=__doc__)
    parser.add_argument("--peer", default="megatron", help="the outside target to time")
    parser.add_argument("--json", type=Path, required=True, help="where to write the rows")
    parser.add_argument("--steps", type=int, default=2000)
    args = parser.parse_args(argv)
    torch.set_num_threads(1)  # as the CLI
    probe = make_target("blocks", args.peer, num_blocks=8, policy="lru", device="cpu")
    facts = probe.facts() if callable(getattr(probe, "facts", None)) else {}
    rows = peer_rows(args.peer, steps=args.steps)
    report = {"peer": args.peer, "torch": torch.__version__, "facts": facts, "rows": rows}
    write_atomic(args.json, json.dumps(report, indent=2, default=str) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
