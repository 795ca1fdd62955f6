"""megatron-core under the generic campaigns: ``python -m kvtwin.peers --out DIR``.

Runs every campaign of ``kvtwin.hunt.BLOCK_CAMPAIGNS`` (the same seeded
serving traffic the impl and the bug catalog face; nothing here is written for
a release) against ``--target megatron``, the megatron-core this Python can
import (``nox -s peers`` installs one release per venv; ``KVTWIN_MEGATRON_PATH``
names an unpacked wheel instead). Writes ``DIR/summary.json`` and
``DIR/summary.md``; for each distinct first divergence (policy and field, ids
blanked) it shrinks the campaign's trace and writes the reproduction with its
standalone test (``kvtwin.repro.write_reproduction``). It also times the impl's
and megatron-core's batched ops on one recorded serving trace and records the
ratio, and runs a labelled diagnostic that shows what a release does past its
first divergence (``DIAGNOSTICS``): ``register`` called the way megatron's own
inference context calls it. Releases whose LRU keeps no parent links (0.17,
0.18) are checked against the model's ``lru_oldest_first`` flavour.

Exit status: 0 when the report was written (divergences are findings, not
failures of the run), 2 when megatron-core cannot be loaded here.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import torch

from kvtwin.block_replay import signature
from kvtwin.campaigns import run_block_campaign
from kvtwin.hunt import BLOCK_CAMPAIGNS, BlockCampaign
from kvtwin.ops import Op
from kvtwin.repro import shrink_trace, write_reproduction
from kvtwin.targets import TargetUnavailable, make_block_target
from kvtwin.trace import Trace

TARGET = "megatron"


def run_campaigns(
    campaigns: tuple[BlockCampaign, ...], version: str
) -> tuple[list[dict[str, Any]], dict[tuple[str, str], tuple[BlockCampaign, Trace]]]:
    """Every campaign to its end or first divergence; the first trace of each finding."""
    rows: list[dict[str, Any]] = []
    first: dict[tuple[str, str], tuple[BlockCampaign, Trace]] = {}
    for campaign in campaigns:
        target = make_block_target(TARGET, num_blocks=campaign.pool_size, policy=campaign.policy)
        result = run_block_campaign(target, seed=campaign.seed, steps=campaign.steps)
        row: dict[str, Any] = {
            "campaign": campaign.label(),
            "policy": campaign.policy,
            "seed": campaign.seed,
            "pool_size": campaign.pool_size,
            "steps": campaign.steps,
            "ops": len(result.ops),
            "seconds": round(result.seconds, 3),
            "ok": result.divergence is None,
            "divergence": None if result.divergence is None else result.divergence.to_json(),
            "allocation_failures": result.allocation_failures,
            "evictions": result.evictions,
        }
        rows.append(row)
        print(f"  {campaign.label()}: " + ("ok" if row["ok"] else str(result.divergence)))
        if result.divergence is None:
            continue
        key = (campaign.policy, signature(result.divergence))
        row["finding"] = f"{key[0]}: {key[1]}"
        if key not in first:
            first[key] = (
                campaign,
                Trace(
                    "blocks",
                    TARGET,
                    {
                        "policy": campaign.policy,
                        "pool_size": campaign.pool_size,
                        "device": "cpu",
                        "megatron_core": version,
                    },
                    result.ops,
                    result.divergence.to_json(),
                    f"kvtwin peers: {campaign.label()} (megatron-core {version})",
                ),
            )
    return rows, first


def reproduce_findings(
    first: dict[tuple[str, str], tuple[BlockCampaign, Trace]],
    out: Path,
    rows: list[dict[str, Any]],
    shrink_seconds: float,
) -> list[dict[str, Any]]:
    per_policy: dict[str, int] = defaultdict(int)
    findings = []
    for (policy, field), (campaign, trace) in first.items():
        per_policy[policy] += 1
        label = f"{policy}: {field}"
        name = f"repro-{policy}" + (f"-{per_policy[policy]}" if per_policy[policy] > 1 else "")
        started = time.perf_counter()
        shrunk = shrink_trace(trace, max_seconds=shrink_seconds)
        trace_path, test_path = write_reproduction(shrunk, out, name)
        findings.append(
            {
                "finding": label,
                "policy": policy,
                "campaigns": [r["campaign"] for r in rows if r.get("finding") == label],
                "first_divergence": trace.divergence,
                "first_campaign": campaign.label(),
                "ops_to_divergence": trace.divergence["step"] + 1 if trace.divergence else None,
                "repro": trace_path.name,
                "test": test_path.name,
                "repro_ops": len(shrunk.ops),
                "repro_divergence": shrunk.divergence,
                "shrink_seconds": round(time.perf_counter() - started, 3),
            }
        )
        print(f"  {name}: {len(shrunk.ops)} ops -> {trace_path}")
    return findings


# -------------------------------------------------------------- diagnostics
# Not the contract check above: each re-runs the same generic campaigns with one
# documented difference, to show what a release does past its first divergence.


class _Shaped:
    """The adapter with register called as the context calls it; everything else
    passes through (the model flavour included, through ``model_policy``)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name, self.num_blocks, self.policy = inner.name, inner.num_blocks, inner.policy

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def register(self, ids: Any, hashes: Any, parent_hashes: Any) -> None:
        # As megatron's inference context calls it: one request's contiguous chain
        # per call (a new call wherever a parent is not the previous block), and
        # prefix-matched blocks, already registered under that hash, left out.
        a = self.inner.allocator
        rows = [
            (b, h, p)
            for b, h, p in zip(ids, hashes, parent_hashes, strict=True)
            if int(a.block_hashes[b]) != h
        ]
        start = 0
        for k in range(1, len(rows) + 1):
            if k == len(rows) or rows[k][2] != rows[k - 1][1]:
                chain = rows[start:k]
                self.inner.register(*(list(column) for column in zip(*chain, strict=True)))
                start = k
        return None


DIAGNOSTICS = {
    "context_shaped_register": (
        "all campaigns with register called as megatron's inference context calls it: "
        "one request's chain per call, prefix-matched blocks not registered again"
    ),
}


def run_diagnostics(release: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, description in DIAGNOSTICS.items():
        rows = []
        for campaign in BLOCK_CAMPAIGNS:
            inner = make_block_target(TARGET, num_blocks=campaign.pool_size, policy=campaign.policy)
            shaped = _Shaped(inner)
            result = run_block_campaign(shaped, seed=campaign.seed, steps=campaign.steps)
            d = result.divergence
            rows.append(
                {
                    "campaign": campaign.label(),
                    "ops": len(result.ops),
                    "ok": d is None,
                    "divergence": None if d is None else d.to_json(),
                }
            )
            print(f"  [{name}] {campaign.label()}: " + ("ok" if d is None else str(d)))
        out[name] = {"description": description, "campaigns": rows}
    return out


# ------------------------------------------------------------------- timing
def replay_timed(trace: list[tuple[Op, Any]], target: Any) -> dict[str, Any]:
    """Apply a trace recorded on another target, renaming ids by incarnation
    (the allocate op and position that handed an id out), and time only the
    target's calls. Ops that raise or allocations that fail where the recording
    succeeded are counted, so a reader sees how far the replay was the same."""
    holder: dict[int, tuple[int, int]] = {}  # recorded id -> its incarnation
    actual: dict[tuple[int, int], int] = {}  # incarnation -> id on this target
    seconds: dict[str, float] = defaultdict(float)
    calls: dict[str, int] = defaultdict(int)
    raised = failed = dropped = 0
    for index, (op, recorded) in enumerate(trace):
        args = dict(op.args)
        if "ids" in args:
            renamed = [
                b if (inc := holder.get(b)) is None else actual.get(inc) for b in args["ids"]
            ]
            keep = [i for i, b in enumerate(renamed) if b is not None]
            dropped += len(renamed) - len(keep)
            for name in ("ids", "hashes", "parent_hashes"):
                if name in args:
                    values = renamed if name == "ids" else args[name]
                    args[name] = [values[i] for i in keep]
        call = getattr(target, op.verb)
        started = time.perf_counter()
        try:
            result = call(**args)
        except Exception:
            result = None
            raised += 1
        seconds[op.verb] += time.perf_counter() - started
        calls[op.verb] += 1
        if op.verb == "allocate" and isinstance(recorded, list):
            for position, b in enumerate(recorded):
                holder[b] = (index, position)
            if result is None:
                failed += 1
            else:
                for position, b in enumerate(result):
                    actual[(index, position)] = b
    return {
        "seconds": sum(seconds.values()),
        "by_verb": {v: {"calls": calls[v], "seconds": round(seconds[v], 4)} for v in sorted(calls)},
        "ops_raised": raised,
        "allocations_failed_where_recorded_succeeded": failed,
        "ids_dropped_unresolved": dropped,
    }


def time_against_impl(
    pool_size: int, steps: int, policies: tuple[str, ...], repeats: int = 5
) -> list[dict[str, Any]]:
    """The impl's and megatron-core's batched ops on one trace recorded on the impl."""
    from kvtwin.bench import record_trace

    rows = []
    for policy in policies:
        trace = record_trace(pool_size, policy, steps)
        timed: dict[str, dict[str, Any]] = {}
        for name in ("impl", TARGET):
            runs = [
                replay_timed(trace, make_block_target(name, num_blocks=pool_size, policy=policy))
                for _ in range(repeats)
            ]
            timed[name] = min(runs, key=lambda r: r["seconds"])
        impl_s, peer_s = timed["impl"]["seconds"], timed[TARGET]["seconds"]
        peer = timed[TARGET]
        faithful = not (
            peer["allocations_failed_where_recorded_succeeded"] or peer["ids_dropped_unresolved"]
        )
        rows.append(
            {
                "policy": policy,
                "pool_size": pool_size,
                "steps": steps,
                "ops": len(trace),
                "trace": f"kvtwin.bench.record_trace({pool_size}, {policy!r}, {steps}), seed 0",
                "repeats": repeats,
                "impl_seconds": round(impl_s, 4),
                "megatron_seconds": round(peer_s, 4),
                "impl_us_per_op": round(1e6 * impl_s / len(trace), 2),
                "megatron_us_per_op": round(1e6 * peer_s / len(trace), 2),
                "megatron_over_impl": round(peer_s / impl_s, 2),
                # every allocation succeeded and every id resolved: both did the same work
                # (ops that raised, e.g. match's KeyError, are counted in "megatron")
                "same_work": faithful,
                "impl": timed["impl"],
                "megatron": timed[TARGET],
            }
        )
        print(
            f"  timing {policy} pool={pool_size}: impl {rows[-1]['impl_us_per_op']} us/op, "
            f"megatron {rows[-1]['megatron_us_per_op']} us/op "
            f"(x{rows[-1]['megatron_over_impl']}, same work: {faithful})"
        )
    return rows


# ------------------------------------------------------------------- report
def render_markdown(report: dict[str, Any]) -> str:
    release = report["megatron_core"]
    lines = [
        f"# megatron-core {release['version']} under the generic block campaigns",
        "",
        f"Source: {release['origin']} (`{release['location']}`), Python {report['python']}, "
        f"torch {report['torch']}.",
        "",
        f"- register takes parent hashes: {release['register_takes_parent_hashes']}",
        f"- LRU eviction: {release['lru_eviction']}",
        "- constructor places tensors on torch.cuda.current_device(): "
        f"{release['places_tensors_on_cuda_current_device']}",
        "",
        "| campaign | ops | result |",
        "| --- | --- | --- |",
    ]
    for row in report["campaigns"]:
        if row["ok"]:
            result = "ok"
        else:
            d = row["divergence"]
            result = (
                f"step {d['step']}: `{d['op']}` {d['field']}: "
                f"expected {d['expected']}, got {d['actual']}"
            )
        lines.append(f"| {row['campaign']} | {row['ops']} | {result.replace('|', '/')} |")
    if report["findings"]:
        lines += ["", "| finding | campaigns | reproduction |", "| --- | --- | --- |"]
        for f in report["findings"]:
            lines.append(
                f"| {f['finding']} | {len(f['campaigns'])} | "
                f"{f['repro']} ({f['repro_ops']} ops), {f['test']} |"
            )
    for name, diagnostic in report.get("diagnostics", {}).items():
        lines += ["", f"Diagnostic `{name}`: {diagnostic['description']}.", ""]
        for row in diagnostic["campaigns"]:
            d = row["divergence"]
            result = "ok" if d is None else f"step {d['step']}: {d['field']}: {d['actual']}"
            lines.append(f"- {row['campaign']}: {result}")
    for row in report.get("timing", []):
        lines.append(
            f"\nOps timing ({row['policy']}, pool {row['pool_size']}, {row['ops']} ops, same "
            f"trace): impl {row['impl_us_per_op']} us/op, megatron-core "
            f"{row['megatron_us_per_op']} us/op, ratio {row['megatron_over_impl']}"
            + ("." if row["same_work"] else " (the replay diverged: not the same work).")
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kvtwin.peers", description=__doc__)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--shrink-seconds", type=float, default=120.0, help="ddmin budget per finding"
    )
    parser.add_argument(
        "--timing-pool",
        type=int,
        action="append",
        help="pool size of the timed trace (repeatable; default 1024 and 16384: a pool under "
        "eviction pressure, and one large enough that a leaking release replays it faithfully)",
    )
    parser.add_argument("--timing-steps", type=int, default=2000)
    parser.add_argument("--no-timing", action="store_true")
    parser.add_argument("--no-diagnostics", action="store_true")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)  # as the CLI: single-threaded, deterministic
    started = time.perf_counter()
    try:
        probe = make_block_target(TARGET, num_blocks=2, policy="lru")
    except TargetUnavailable as error:
        print(f"kvtwin peers: {error}")
        return 2
    release = probe.megatron.describe()
    location = Path(release["location"])
    if location.is_relative_to(Path.cwd()):  # a venv inside the checkout: say where, portably
        release["location"] = str(location.relative_to(Path.cwd()))
    print(f"megatron-core {release['version']}: {release['origin']}")
    rows, first = run_campaigns(BLOCK_CAMPAIGNS, release["version"])
    args.out.mkdir(parents=True, exist_ok=True)
    for stale in [*args.out.glob("repro-*.json"), *args.out.glob("test_repro_*.py")]:
        stale.unlink()
    findings = reproduce_findings(first, args.out, rows, args.shrink_seconds)
    diagnostics = {} if args.no_diagnostics else run_diagnostics(release)
    timing = (
        []
        if args.no_timing
        else [
            row
            for pool in args.timing_pool or [1024, 16384]
            for row in time_against_impl(pool, args.timing_steps, ("lru", "ref_zero"))
        ]
    )
    report = {
        "target": TARGET,
        "megatron_core": release,
        "python": platform.python_version(),
        "torch": torch.__version__,
        "machine": f"{platform.machine()}, {torch.get_num_threads()} torch thread(s), CPU",
        "campaigns_source": "kvtwin.hunt.BLOCK_CAMPAIGNS",
        "ok": all(row["ok"] for row in rows),
        "ops": sum(row["ops"] for row in rows),
        "campaigns": rows,
        "findings": findings,
        "timing": timing,
        "diagnostics": diagnostics,
        "seconds": round(time.perf_counter() - started, 3),
        "command": " ".join(["python -m kvtwin.peers", *(argv or sys.argv[1:])]),
    }
    (args.out / "summary.json").write_text(json.dumps(report, indent=2) + "\n")
    (args.out / "summary.md").write_text(render_markdown(report))
    diverged = sum(not row["ok"] for row in rows)
    print(
        f"megatron-core {release['version']}: {len(rows) - diverged} of {len(rows)} campaigns ok, "
        f"{len(findings)} finding(s); wrote {args.out / 'summary.json'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
