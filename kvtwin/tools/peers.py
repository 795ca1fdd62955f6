"""An outside engine at two levels: ``python -m kvtwin.tools.peers --out DIR``.

* **allocator level** (``--target``, default ``megatron``): the blocks scenario's
  hunt campaigns (the impl's and the bug catalog's traffic), op by op;
* **engine level** (``--engine-target``, default ``TARGET-engine``): the hunts of
  that target's scenario, serving traffic through the engine's own request
  path, its allocator checked at every call.

Divergences are grouped per policy into causes (``Divergence.signature``,
which both levels share); a cause the engine level hits is ``reachable:
engine``, one only the allocator level hits is ``allocator-only``. The first
trace of each cause at each level is shrunk keeping its signature and written
as a kvtwin reproduction (``repro-LEVEL-POLICY-N.json`` and its replay test);
each cause also gets one standalone pytest file (``standalone/``), run here;
:mod:`kvtwin.tools.upstream` describes known causes and their upstream reports.

Writes ``DIR/summary.json`` and ``DIR/summary.md``, then the index ``README.md``
in DIR's parent from every sibling ``summary.json`` (``--index FOLDER``: only
that). Exit status: 0 when the report was written (divergences are findings),
2 when the allocator target is unknown or cannot be built here.
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import torch

from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.files import write_atomic
from kvtwin.core.registry import get_scenario, make_target, scenarios, targets
from kvtwin.core.repro import shrink_trace, write_reproduction
from kvtwin.core.scenario import Campaign
from kvtwin.core.standalone import run_tests
from kvtwin.core.trace import Trace
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.scenarios.blocks.targets.megatron import standalone
from kvtwin.scenarios.blocks.targets.vllm.standalone import peers_standalone as vllm_standalone
from kvtwin.tools import peers_report, upstream
from kvtwin.tools.peers_timing import TIMING_POLICIES, TIMING_POOLS, time_against_impl

DEFAULT_TARGET = "megatron"
UNKNOWN = "unknown"
LEVELS = ("engine", "allocator")

Firsts = dict[tuple[str, str], dict[str, Any]]
"""(policy, signature) -> the first campaign, trace and every campaign label that hit it."""


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
        facts["location"] = str(location.relative_to(Path.cwd()))  # a venv in the checkout
    return package, facts


def scenario_of(target: str) -> str | None:
    """The scenario ``target`` is registered for (the engine level's own scenario)."""
    return next((name for name in scenarios() if target in targets(name)), None)


def run_campaigns(campaigns: Sequence[Campaign], engine: str) -> tuple[list[dict], Firsts]:
    """Every campaign to its end or first divergence; per cause the first trace."""
    rows: list[dict[str, Any]] = []
    first: Firsts = {}
    for campaign in campaigns:
        result = run_campaign(campaign)
        d = result.divergence
        policy = str(campaign.summary.get("policy", campaign.config.get("policy")))
        rows.append(
            {
                "campaign": campaign.label,
                "policy": policy,
                "seed": campaign.summary.get("seed"),
                "ops": result.count,
                "seconds": round(result.seconds, 3),
                "ok": d is None,
                "divergence": None if d is None else d.to_json(),
                "coverage": result.coverage,
            }
        )
        print(f"  {campaign.label}: " + ("ok" if d is None else str(d)))
        if d is None:
            continue
        entry = first.setdefault(
            (policy, d.signature),
            {
                "campaign": campaign,
                "trace": trace_of(campaign, result, f"kvtwin peers: {campaign.label} ({engine})"),
                "campaigns": [],
            },
        )
        entry["campaigns"].append(campaign.label)
    return rows, first


def reproduce(entry: dict[str, Any], out: Path, name: str, seconds: float) -> dict[str, Any]:
    """Shrink one level's first trace of a cause (same signature) and write it."""
    trace: Trace = entry["trace"]
    reproduction = shrink_trace(trace, max_seconds=seconds)
    trace_path, test_path = write_reproduction(reproduction.trace, out, name)
    divergence = trace.divergence or {}
    entry["shrunk"] = reproduction.trace
    return {
        "campaigns": entry["campaigns"],
        "first_campaign": entry["campaign"].label,
        "first_divergence": trace.divergence,
        "ops_to_divergence": divergence["step"] + 1 if "step" in divergence else None,
        "repro": trace_path.name,
        "test": test_path.name,
        "repro_ops": len(reproduction.trace.ops),
        "repro_divergence": reproduction.trace.divergence,
        "signature": reproduction.signature,
        "shrunk_signature": reproduction.shrunk_signature,
        "flaky": reproduction.flaky,
        "shrink_seconds": round(reproduction.seconds, 3),
    }


def causes_of(
    levels: dict[str, Firsts], out: Path, package: str, version: str, shrink_seconds: float
) -> list[dict[str, Any]]:
    """One entry per (policy, signature) over both levels, reproduced, each with
    its standalone test written (run later by :func:`run_standalone`)."""
    keys = sorted({key for firsts in levels.values() for key in firsts})
    causes = []
    for number, (policy, signature) in enumerate(keys, start=1):
        known = upstream.describe(version, policy, signature, package)
        cause: dict[str, Any] = {
            "policy": policy,
            "signature": signature,
            "reachable": "engine"
            if (policy, signature) in levels.get("engine", {})
            else "allocator-only",
            "what": known.what,
            "upstream": known.upstream,
            "found": {},
        }
        for level in LEVELS:
            entry = levels.get(level, {}).get((policy, signature))
            if entry is not None:
                name = f"repro-{level}-{policy}-{number}"
                cause["found"][level] = reproduce(entry, out, name, shrink_seconds)
                print(f"  {name}: {cause['found'][level]['repro_ops']} ops ({signature})")
        level = "engine" if "engine" in cause["found"] else "allocator"
        trace = levels[level][(policy, signature)]["shrunk"]
        cause["standalone"] = write_standalone(trace, out, number, level, cause, package, version)
        causes.append(cause)
    return causes


def write_standalone(
    trace: Trace,
    out: Path,
    number: int,
    level: str,
    cause: dict[str, Any],
    package: str,
    version: str,
) -> dict[str, Any]:
    writer = STANDALONE_WRITERS.get(package)
    if writer is None:
        return {"file": None, "kind": level, "failed": None, "message": "no writer for " + package}
    return writer(trace, out, number, level, cause, version)


def _vllm_standalone(
    trace: Trace, out: Path, number: int, level: str, cause: dict[str, Any], version: str
) -> dict[str, Any]:
    # vLLM's BlockPool takes KVCacheBlock objects, not ids: a template of its own
    return vllm_standalone(trace, out / "standalone", f"{cause['policy']}_{number}", cause)


STANDALONE_WRITERS: dict[str, Callable[..., dict[str, Any]]] = {
    "megatron-core": standalone.cause_test,
    "vllm": _vllm_standalone,
}
"""Outside package -> the writer of one cause's standalone pytest file."""


def run_standalone(out: Path, causes: list[dict[str, Any]]) -> None:
    files = [out / c["standalone"]["file"] for c in causes if c["standalone"].get("file")]
    outcomes = run_tests(out / "standalone", files)
    for cause in causes:
        sa = cause["standalone"]
        if sa.get("file"):
            sa.update(outcomes.get(Path(sa["file"]).name, {}))


def level_report(target: str, out: Path, engine: str) -> tuple[dict[str, Any], Firsts]:
    name = scenario_of(target)
    if name is None:
        return {"unavailable": f"no scenario has a target {target!r}"}, {}
    campaigns = get_scenario(name).campaigns.hunts(target)
    if not campaigns:
        return {"unavailable": f"scenario {name!r} has no hunt campaigns for {target!r}"}, {}
    try:
        get_scenario(name).session(campaigns[0].config, target).close()
    except (UsageError, TargetUnavailable) as error:
        return {"unavailable": str(error)}, {}
    print(f"{engine}: {name} scenario through `{target}`")
    rows, first = run_campaigns(campaigns, engine)
    source = f"kvtwin.core.registry.get_scenario({name!r}).campaigns.hunts"
    return {
        "scenario": name,
        "target": target,
        "campaigns_source": source,
        "campaigns": rows,
    }, first


def run_diagnostics(target: str) -> dict[str, Any]:
    """The labelled diagnostics registered as ``TARGET:NAME`` (not the contract check)."""
    out: dict[str, Any] = {}
    prefix = f"{target}:"
    for name, spec in targets(SCENARIO).items():
        if not name.startswith(prefix):
            continue
        rows = []
        for campaign in get_scenario(SCENARIO).campaigns.hunts(name):
            d = run_campaign(campaign).divergence
            rows.append({"campaign": campaign.label, "divergence": d and d.to_json()})
            print(f"  [{name}] {campaign.label}: " + ("ok" if d is None else str(d)))
        description = spec.description.removeprefix("diagnostic: ")
        out[name[len(prefix) :]] = {"description": description, "campaigns": rows}
    return out


def facts_key(package: str) -> str:
    """summary.json's key for the engine's facts: ``megatron-core`` -> ``megatron_core``."""
    return re.sub(r"\W", "_", package, flags=re.ASCII)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m kvtwin.tools.peers", description=__doc__)
    p.add_argument("--target", default=DEFAULT_TARGET, help="a blocks target (megatron)")
    p.add_argument("--engine-target", help="default: TARGET-engine, where one is registered")
    p.add_argument("--out", type=Path)
    p.add_argument("--index", type=Path, help="only regenerate FOLDER/README.md")
    p.add_argument("--shrink-seconds", type=float, default=120.0, help="per cause and level")
    p.add_argument("--timing-pool", type=int, action="append", help="default 1024 and 16384")
    p.add_argument("--timing-steps", type=int, default=2000)
    p.add_argument("--no-timing", action="store_true")
    p.add_argument("--no-diagnostics", action="store_true")
    p.add_argument("--no-standalone-run", action="store_true")
    p.add_argument(
        "--standalone-only",
        action="store_true",
        help="update the report in --out: standalone tests run again, causes described anew",
    )
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.index is not None:
        print(f"wrote {peers_report.write_index(args.index)}")
        return 0
    if args.out is None:
        print("kvtwin peers: --out is required (or --index FOLDER)")
        return 2
    if args.standalone_only:
        return rerun_standalone(args.out)
    torch.set_num_threads(1)  # as the CLI: single-threaded, deterministic
    started = time.perf_counter()
    try:
        probe = make_target(SCENARIO, args.target, num_blocks=2, policy="lru", device="cpu")
    except (UsageError, TargetUnavailable) as error:
        print(f"kvtwin peers: {error}")
        return 2
    package, facts = peer_facts(args.target, probe)
    engine = f"{package} {facts['version']}"
    print(f"{engine}: {facts['origin']}")
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for pattern in ("repro-*.json", "test_repro_*.py", "standalone/test_*.py"):
        for stale in out.glob(pattern):
            stale.unlink()
    levels: dict[str, dict[str, Any]] = {}
    firsts: dict[str, Firsts] = {}
    levels["allocator"], firsts["allocator"] = level_report(args.target, out, engine)
    args.engine_target = args.engine_target or f"{args.target}-engine"
    levels["engine"], firsts["engine"] = level_report(args.engine_target, out, engine)
    causes = causes_of(firsts, out, package, str(facts["version"]), args.shrink_seconds)
    others: dict[str, dict[str, Any]] = {}
    if not args.no_standalone_run:
        run_standalone(out, causes)
        others = run_other_releases(out, package)
    pools = args.timing_pool or TIMING_POOLS
    timing = (
        []
        if args.no_timing
        else [
            row
            for pool in pools
            for row in time_against_impl(args.target, pool, args.timing_steps, TIMING_POLICIES)
        ]
    )
    report = {
        "target": args.target,
        "package": package,
        "engine_target": args.engine_target,
        "release": str(facts["version"]),
        "facts": facts,
        facts_key(package): facts,
        "python": platform.python_version(),
        "torch": torch.__version__,
        "machine": f"{platform.machine()}, {torch.get_num_threads()} torch thread(s), CPU",
        "ok": not causes,
        "levels": levels,
        "causes": causes,
        "findings": [finding_of(cause) for cause in causes],
        "other_releases": others,
        "diagnostics": {} if args.no_diagnostics else run_diagnostics(args.target),
        "timing": timing,
        "seconds": round(time.perf_counter() - started, 3),
        "command": " ".join(["python -m kvtwin.tools.peers", *(argv or sys.argv[1:])]),
    }
    write_atomic(out / "summary.json", json.dumps(report, indent=2) + "\n")
    write_atomic(out / "summary.md", peers_report.render_release(report, package))
    index = peers_report.write_index(out.parent)
    print(f"{engine}: {len(causes)} cause(s); wrote {out / 'summary.json'} and {index}")
    return 0


def run_other_releases(out: Path, package: str) -> dict[str, dict[str, Any]]:
    """The standalone tests the other releases' reports of ``package`` hold (sibling
    folders), run on the release installed here: a test of a cause fixed here
    passes. Keyed by folder name."""
    results = {}
    for path in sorted(out.resolve().parent.glob("*/summary.json")):
        if path.parent == out.resolve() or json.loads(path.read_text()).get("package") != package:
            continue
        files = sorted((path.parent / "standalone").glob("test_*.py"))
        if files:
            results[path.parent.name] = run_tests(path.parent / "standalone", files)
    return results


def rerun_standalone(out: Path) -> int:
    """Run an earlier report's standalone tests on the megatron-core installed here,
    and describe its causes again from :mod:`kvtwin.tools.upstream` as it is now."""
    path = out / "summary.json"
    if not path.exists():
        print(f"kvtwin peers: {path}: no report to update")
        return 2
    report = json.loads(path.read_text())
    package, release = str(report.get("package", report.get("target"))), str(report["release"])
    for cause in report["causes"]:
        known = upstream.describe(release, cause["policy"], cause["signature"], package)
        cause["what"], cause["upstream"] = known.what, known.upstream
    run_standalone(out, report["causes"])
    report["other_releases"] = run_other_releases(out, package)
    report["findings"] = [finding_of(cause) for cause in report["causes"]]
    write_atomic(path, json.dumps(report, indent=2) + "\n")
    write_atomic(out / "summary.md", peers_report.render_release(report, package))
    print(f"updated {path} and {peers_report.write_index(out.parent)}")
    return 0


def finding_of(cause: dict[str, Any]) -> dict[str, Any]:
    """summary.json ``findings``: one per cause, in the shape ``kvtwin run`` uses."""
    level = "engine" if "engine" in cause["found"] else "allocator"
    found = cause["found"][level]
    return {
        "signature": cause["signature"],
        "policy": cause["policy"],
        "reachable": cause["reachable"],
        "level": level,
        "ops": found["ops_to_divergence"],
        "repro": found["repro"],
        "repro_ops": found["repro_ops"],
        "shrunk_signature": found["shrunk_signature"],
        "flaky": found["flaky"],
        "standalone": cause["standalone"].get("file"),
        "upstream": cause["upstream"],
    }


if __name__ == "__main__":
    raise SystemExit(main())
