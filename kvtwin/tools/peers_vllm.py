"""``python -m kvtwin.tools.peers_vllm {peers,check,engine} --out DIR``.

``peers`` is ``python -m kvtwin.tools.peers --target vllm`` with this package's
targets registered (the generic campaigns, reproductions and timing).

``check`` runs what ``python -m kvtwin.tools.peers --target vllm`` does not:
the legitimate allocator campaigns over more seeds and pool sizes, the misuse
campaigns, the engine level (vLLM's real scheduler), and the bench figure;
then writes ``DIR/vllm.json`` and ``DIR/vllm.md`` with one line per cause
(signature, reachable, reproductions, upstream) and a standalone
``test_standalone_*.py`` for each finding. ``engine`` runs the engine level
alone. Exit status: 0 when the report was written (findings are results), 2
when vLLM cannot be loaded here.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path
from typing import Any

import torch

from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.files import write_atomic
from kvtwin.core.registry import get_scenario
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.scenarios.blocks.targets.vllm.adapter import TARGET
from kvtwin.scenarios.blocks.targets.vllm.findings import (
    legitimate_campaigns,
    reachability,
    run_allocator_level,
    run_engine_level,
)
from kvtwin.scenarios.blocks.targets.vllm.loader import load_release
from kvtwin.scenarios.blocks.targets.vllm.misuse import misuse_campaigns
from kvtwin.scenarios.blocks.targets.vllm.report import render
from kvtwin.tools import peers
from kvtwin.tools.peers_vllm_bench import bench

STALE = (
    "test_standalone_*.py",
    "repro-legit-*.json",
    "repro-misuse-*.json",
    "test_repro_legit_*.py",
    "test_repro_misuse_*.py",
)


def _ints(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["peers"]:
        # the generic peers tool, with this package's targets registered
        return peers.main(["--target", TARGET, *argv[1:]])
    parser = argparse.ArgumentParser(prog="python -m kvtwin.tools.peers_vllm")
    parser.add_argument("what", choices=("check", "engine"))
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seeds", type=_ints, default=[0, 1, 2], help="allocator seeds")
    parser.add_argument("--pools", type=_ints, default=[32, 128, 1024], help="allocator pools")
    parser.add_argument("--steps", type=int, default=500)
    parser.add_argument("--engine-seeds", type=_ints, default=[0, 1, 2])
    parser.add_argument("--engine-pools", type=_ints, default=[24, 48, 96])
    parser.add_argument("--engine-steps", type=int, default=160)
    parser.add_argument("--shrink-seconds", type=float, default=60.0)
    parser.add_argument("--bench-pools", type=_ints, default=[1024])
    parser.add_argument("--peers-dir", type=Path, default=Path("reports/peers"))
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    started = time.perf_counter()
    try:
        release = load_release()
    except TargetUnavailable as error:
        print(f"kvtwin vllm: {error}")
        return 2
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for pattern in STALE:
        for stale in out.glob(pattern):
            stale.unlink()
    log = print
    report: dict[str, Any] = {
        "vllm": release.describe(),
        "python": platform.python_version(),
        "torch": torch.__version__,
        "command": " ".join(["python -m kvtwin.tools.peers_vllm", *argv]),
    }
    findings: list[dict[str, Any]] = []
    known: set[tuple[str | None, str, str]] = set()
    if args.what == "check":
        log(f"vllm {release.version}: legitimate allocator campaigns")
        rows, found = run_allocator_level(
            legitimate_campaigns(args.seeds, args.pools, args.steps),
            out,
            "legit",
            args.shrink_seconds,
            log,
            known,
        )
        report["legitimate"] = rows
        findings += found
        log("misuse campaigns")
        rows, found = run_allocator_level(
            misuse_campaigns(get_scenario(SCENARIO), TARGET),
            out,
            "misuse",
            args.shrink_seconds,
            log,
            known,
        )
        report["misuse"] = rows
        findings += found
    log("engine level")
    engine_rows, found = run_engine_level(
        args.engine_seeds, args.engine_pools, args.engine_steps, args.shrink_seconds, log
    )
    report["engine"] = engine_rows
    findings += found
    reachability(findings, engine_rows)
    report["findings"] = findings
    if args.what == "check" and args.bench_pools:
        log("bench")
        report["bench"] = bench(out, args.bench_pools, args.peers_dir, release.version)
    report["seconds"] = round(time.perf_counter() - started, 1)
    name = "vllm" if args.what == "check" else "vllm-engine"
    write_atomic(out / f"{name}.json", json.dumps(report, indent=2, default=str) + "\n")
    write_atomic(out / f"{name}.md", render(report))
    real = [f for f in findings if f["finding"]]
    log(f"vllm {release.version}: {len(real)} finding(s); wrote {out / (name + '.md')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
