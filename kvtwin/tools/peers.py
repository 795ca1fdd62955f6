"""An outside engine's allocator under the generic campaigns:
``python -m kvtwin.tools.peers --target megatron --out DIR``.

Runs the blocks scenario's standard hunt campaigns (the same seeded serving
traffic the impl and the bug catalog face; nothing here is written for one
engine or release) against ``--target`` (default ``megatron``: the
megatron-core this Python can import; ``nox -s peers`` installs one release
per venv, ``KVTWIN_MEGATRON_PATH`` names an unpacked wheel instead). Another
outside engine is another registered blocks target, not a copy of this file.

Writes ``DIR/summary.json`` and ``DIR/summary.md``. Divergences are grouped by
policy and cause (``Divergence.signature``); the first trace of each is shrunk
and written as a reproduction with its standalone test. It also times the
impl's and the target's ops on one serving trace recorded on the impl
(replayed on each, ids resolved by reference) and records the ratio. Targets
registered as ``TARGET:NAME`` are labelled diagnostics, not the contract check:
each runs the same campaigns with one documented difference, to show what the
engine does past its first divergence (``megatron:context_shaped_register``).

A target may offer ``package`` (its name in reports, e.g. ``megatron-core``)
and ``facts()`` (version, origin, location and what its code does); reports
then name it and print them.

Exit status: 0 when the report was written (divergences are findings, not
failures of the run), 2 when the target is unknown or cannot be built here.
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import torch

from kvtwin.engine.errors import TargetUnavailable, UsageError
from kvtwin.engine.files import write_atomic
from kvtwin.engine.hunt import run_campaign, trace_of
from kvtwin.engine.registry import get_scenario, make_target, targets
from kvtwin.engine.repro import shrink_trace, write_reproduction
from kvtwin.engine.scenario import Campaign
from kvtwin.engine.trace import Trace
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.tools.bench import build_target, record_trace, replay_timed

DEFAULT_TARGET = "megatron"
TIMING_POOLS = (1024, 16384)
TIMING_POLICIES = ("lru", "ref_zero")
UNKNOWN = "unknown"

Firsts = dict[tuple[str, str], tuple[Campaign, Trace]]
"""(policy, divergence signature) -> the first campaign that found it, and its trace."""


def peer_facts(target: str, probe: Any) -> tuple[str, dict[str, Any]]:
    """What reports call the engine behind ``target``, and the facts they print."""
    package = str(getattr(probe, "package", target))
    facts = probe.facts() if callable(getattr(probe, "facts", None)) else {}
    facts = {
        "version": UNKNOWN,
        "origin": f"target `{target}`: {targets(SCENARIO)[target].description}",
        "location": UNKNOWN,
        **facts,
    }
    location = Path(str(facts["location"]))
    if location.is_absolute() and location.is_relative_to(Path.cwd()):
        # a venv inside the checkout: say where, portably
        facts["location"] = str(location.relative_to(Path.cwd()))
    return package, facts


def diagnostics_of(target: str) -> dict[str, str]:
    """The labelled diagnostics registered beside ``target``: name -> description."""
    prefix = f"{target}:"
    return {
        name[len(prefix) :]: spec.description
        for name, spec in targets(SCENARIO).items()
        if name.startswith(prefix)
    }


def run_campaigns(
    campaigns: Sequence[Campaign], engine: str
) -> tuple[list[dict[str, Any]], Firsts]:
    """Every campaign to its end or first divergence; the first trace of each cause
    (``engine``, e.g. ``megatron-core 0.19.2``, goes into its source)."""
    rows: list[dict[str, Any]] = []
    first: Firsts = {}
    for campaign in campaigns:
        result = run_campaign(campaign)
        d = result.divergence
        policy = campaign.summary.get("policy", campaign.config.get("policy"))
        row: dict[str, Any] = {
            "campaign": campaign.label,
            "policy": policy,
            "seed": campaign.summary.get("seed"),
            "pool_size": campaign.summary.get("pool_size"),
            "steps": campaign.summary.get("steps"),
            "ops": result.count,
            "seconds": round(result.seconds, 3),
            "ok": d is None,
            "divergence": None if d is None else d.to_json(),
            "allocation_failures": result.coverage.get("allocation_failures", 0),
            "evictions": result.coverage.get("evictions", 0),
        }
        rows.append(row)
        print(f"  {campaign.label}: " + ("ok" if d is None else str(d)))
        if d is None:
            continue
        key = (str(policy), d.signature)
        row["finding"] = f"{key[0]}: {key[1]}"
        if key not in first:
            source = f"kvtwin peers: {campaign.label} ({engine})"
            first[key] = (campaign, trace_of(campaign, result, source))
    return rows, first


def reproduce_findings(
    first: Firsts, out: Path, rows: list[dict[str, Any]], shrink_seconds: float
) -> list[dict[str, Any]]:
    """Shrink the first trace of each cause, keeping its signature, and write it."""
    per_policy: dict[str, int] = defaultdict(int)
    findings = []
    for (policy, signature), (campaign, trace) in first.items():
        per_policy[policy] += 1
        label = f"{policy}: {signature}"
        name = f"repro-{policy}" + (f"-{per_policy[policy]}" if per_policy[policy] > 1 else "")
        reproduction = shrink_trace(trace, max_seconds=shrink_seconds)
        trace_path, test_path = write_reproduction(reproduction.trace, out, name)
        divergence = trace.divergence or {}
        findings.append(
            {
                "finding": label,
                "signature": signature,
                "policy": policy,
                "campaigns": [r["campaign"] for r in rows if r.get("finding") == label],
                "first_divergence": trace.divergence,
                "first_campaign": campaign.label,
                "ops_to_divergence": divergence["step"] + 1 if "step" in divergence else None,
                "repro": trace_path.name,
                "test": test_path.name,
                "repro_ops": len(reproduction.trace.ops),
                "repro_divergence": reproduction.trace.divergence,
                "shrunk_signature": reproduction.shrunk_signature,
                "flaky": reproduction.flaky,
                "shrink_seconds": round(reproduction.seconds, 3),
            }
        )
        flaky = " (flaky: kept unshrunk)" if reproduction.flaky else ""
        print(f"  {name}: {len(reproduction.trace.ops)} ops -> {trace_path}{flaky}")
    return findings


def run_diagnostics(target: str) -> dict[str, Any]:
    scenario = get_scenario(SCENARIO)
    out: dict[str, Any] = {}
    for name, description in diagnostics_of(target).items():
        rows = []
        for campaign in scenario.hunt_campaigns(f"{target}:{name}"):
            result = run_campaign(campaign)
            d = result.divergence
            rows.append(
                {
                    "campaign": campaign.label,
                    "ops": result.count,
                    "ok": d is None,
                    "divergence": None if d is None else d.to_json(),
                }
            )
            print(f"  [{name}] {campaign.label}: " + ("ok" if d is None else str(d)))
        out[name] = {"description": description.removeprefix("diagnostic: "), "campaigns": rows}
    return out


# ------------------------------------------------------------------- timing
def time_against_impl(
    target: str, pool_size: int, steps: int, policies: Sequence[str], repeats: int = 5
) -> list[dict[str, Any]]:
    """The impl's and the target's ops on one serving trace recorded on the impl."""
    rows = []
    for policy in policies:
        trace = record_trace(pool_size, policy, steps)
        best = {
            name: min(
                (replay_timed(trace, build_target(trace, name)) for _ in range(repeats)),
                key=lambda r: r.total,
            )
            for name in ("impl", target)
        }
        # The impl made the recording: its replay fails exactly where the recording did.
        recorded = best["impl"].failed_allocations
        timed = {name: replayed.to_json(recorded) for name, replayed in best.items()}
        impl_s, peer_s, count = best["impl"].total, best[target].total, len(trace.ops)
        peer = timed[target]
        # every allocation succeeded and every id resolved: both did the same work
        # (ops that raised, e.g. match's KeyError, are counted in the target's entry)
        same_work = not (
            peer["allocations_failed_where_recorded_succeeded"] or peer["ids_dropped_unresolved"]
        )
        rows.append(
            {
                "policy": policy,
                "pool_size": pool_size,
                "steps": steps,
                "ops": count,
                "trace": trace.source,
                "repeats": repeats,
                "impl_seconds": round(impl_s, 4),
                f"{target}_seconds": round(peer_s, 4),
                "impl_us_per_op": round(1e6 * impl_s / count, 2),
                f"{target}_us_per_op": round(1e6 * peer_s / count, 2),
                f"{target}_over_impl": round(peer_s / impl_s, 2),
                "same_work": same_work,
                "impl": timed["impl"],
                target: peer,
            }
        )
        row = rows[-1]
        print(
            f"  timing {policy} pool={pool_size}: impl {row['impl_us_per_op']} us/op, "
            f"{target} {row[f'{target}_us_per_op']} us/op "
            f"(x{row[f'{target}_over_impl']}, same work: {same_work})"
        )
    return rows


# ------------------------------------------------------------------- report
def render_markdown(report: dict[str, Any], package: str) -> str:
    target = report["target"]
    facts = report[facts_key(package)]
    title = package if facts["version"] == UNKNOWN else f"{package} {facts['version']}"
    where = "" if facts["location"] == UNKNOWN else f" (`{facts['location']}`)"
    lines = [
        f"# {title} under the generic block campaigns",
        "",
        f"Source: {facts['origin']}{where}, Python {report['python']}, torch {report['torch']}.",
        "",
        *(
            f"- {key.replace('_', ' ')}: {value}"
            for key, value in facts.items()
            if key not in ("version", "origin", "location") and isinstance(value, str | bool | int)
        ),
    ]
    lines += [
        *([""] if lines[-1] else []),
        "| campaign | ops | result |",
        "| --- | --- | --- |",
    ]
    for row in report["campaigns"]:
        result = "ok"
        if not row["ok"]:
            d = row["divergence"]
            result = (
                f"step {d['step']}: `{d['op']}` {d['field']}: "
                f"expected {d['expected']}, got {d['actual']}"
            )
        lines.append(f"| {row['campaign']} | {row['ops']} | {result.replace('|', '/')} |")
    if report["findings"]:
        lines += ["", "| finding | campaigns | reproduction |", "| --- | --- | --- |"]
        for f in report["findings"]:
            flaky = ", flaky" if f["flaky"] else ""
            lines.append(
                f"| {f['finding']} | {len(f['campaigns'])} | "
                f"{f['repro']} ({f['repro_ops']} ops{flaky}), {f['test']} |"
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
            f"trace): impl {row['impl_us_per_op']} us/op, {package} "
            f"{row[f'{target}_us_per_op']} us/op, ratio {row[f'{target}_over_impl']}"
            + ("." if row["same_work"] else " (the replay diverged: not the same work).")
        )
    return "\n".join(lines) + "\n"


def facts_key(package: str) -> str:
    """summary.json's key for the engine's facts: ``megatron-core`` -> ``megatron_core``."""
    return re.sub(r"\W", "_", package, flags=re.ASCII)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kvtwin.tools.peers", description=__doc__)
    parser.add_argument("--target", default=DEFAULT_TARGET, help="a blocks target (megatron)")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--shrink-seconds", type=float, default=120.0, help="shrink budget per finding"
    )
    parser.add_argument(
        "--timing-pool",
        type=int,
        action="append",
        help="pool size of the timed trace (repeatable; default 1024 and 16384: a pool under "
        "eviction pressure, and one large enough that a leaking engine replays it faithfully)",
    )
    parser.add_argument("--timing-steps", type=int, default=2000)
    parser.add_argument("--no-timing", action="store_true")
    parser.add_argument("--no-diagnostics", action="store_true")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)  # as the CLI: single-threaded, deterministic
    started = time.perf_counter()
    target = args.target
    try:
        probe = make_target(SCENARIO, target, num_blocks=2, policy="lru", device="cpu")
    except (UsageError, TargetUnavailable) as error:
        print(f"kvtwin peers: {error}")
        return 2
    package, facts = peer_facts(target, probe)
    print(f"{package} {facts['version']}: {facts['origin']}")
    campaigns = get_scenario(SCENARIO).hunt_campaigns(target)
    rows, first = run_campaigns(campaigns, f"{package} {facts['version']}")
    args.out.mkdir(parents=True, exist_ok=True)
    for pattern in ("repro-*.json", "repro_*.json", "test_repro_*.py"):
        for stale in args.out.glob(pattern):
            stale.unlink()
    findings = reproduce_findings(first, args.out, rows, args.shrink_seconds)
    diagnostics = {} if args.no_diagnostics else run_diagnostics(target)
    timing = (
        []
        if args.no_timing
        else [
            row
            for pool in args.timing_pool or TIMING_POOLS
            for row in time_against_impl(target, pool, args.timing_steps, TIMING_POLICIES)
        ]
    )
    report = {
        "target": target,
        facts_key(package): facts,
        "python": platform.python_version(),
        "torch": torch.__version__,
        "machine": f"{platform.machine()}, {torch.get_num_threads()} torch thread(s), CPU",
        "campaigns_source": f"kvtwin.engine.registry.get_scenario({SCENARIO!r}).hunt_campaigns",
        "ok": all(row["ok"] for row in rows),
        "ops": sum(row["ops"] for row in rows),
        "campaigns": rows,
        "findings": findings,
        "timing": timing,
        "diagnostics": diagnostics,
        "seconds": round(time.perf_counter() - started, 3),
        "command": " ".join(["python -m kvtwin.tools.peers", *(argv or sys.argv[1:])]),
    }
    write_atomic(args.out / "summary.json", json.dumps(report, indent=2) + "\n")
    write_atomic(args.out / "summary.md", render_markdown(report, package))
    diverged = sum(not row["ok"] for row in rows)
    print(
        f"{package} {facts['version']}: {len(rows) - diverged} of {len(rows)} campaigns ok, "
        f"{len(findings)} finding(s); wrote {args.out / 'summary.json'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
