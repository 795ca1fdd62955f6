"""An outside engine at two levels: ``python -m kvtwin.tools.peers --target NAME --out DIR``.

* **allocator level** (``--target``): the blocks scenario's hunt campaigns (the
  impl's and the bug catalog's traffic, the whole contract) and legitimate
  serving campaigns (only the calls an engine's own caller makes: ``--traffic
  legitimate``) over several seeds and pools, op by op;
* **engine level** (``--engine-target``, default ``NAME-engine``): the hunts of
  the ``blocks-engine`` scenario, serving traffic through the engine's own
  request path, its allocator checked at every call.

Everything goes through the one finding pipeline (``kvtwin.core.findings``):
divergences grouped per policy into causes; a cause the engine level hits is
``reachable: engine``, one only the allocator level hits ``allocator-only``
(``reachable_why`` names the engine campaigns that did not reach it); each is
shrunk keeping its signature (``repro-LEVEL-POLICY-N.json``) and gets one
standalone test that needs only the engine's package (``standalone/``, from the
engine-level trace where there is one), run here. Every sibling release's
standalone tests are then run on what is loaded here, with their verdicts
(``kvtwin.tools.verdicts``), and the per-op cost of the allocator is timed
beside impl's on one trace. Loads a source tree with ``--engine-path``. Writes
``DIR/summary.json`` and ``DIR/summary.md``, then the index ``README.md`` in
DIR's parent. Exit 0 when the report was written (causes are results), 2 when
the target is unknown or cannot be built here.
"""

from __future__ import annotations

import argparse
import functools
import json
import platform
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import torch

from kvtwin.core.engines import (
    Engine,
    describe_cause,
    engine_of,
    engine_path,
    set_engine_paths,
)
from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.files import write_atomic
from kvtwin.core.findings import (
    ALLOCATOR_ONLY,
    Collector,
    Finding,
    describe_finding,
    reproduce_finding,
    write_standalone,
)
from kvtwin.core.parts import run_parts
from kvtwin.core.registry import get_scenario, scenarios, targets
from kvtwin.core.scenario import Campaign
from kvtwin.core.summary import merge_coverage
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.serving import LEGITIMATE
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.tools import peers_report
from kvtwin.tools.peers_timing import TIMING_POLICIES, TIMING_POOLS, time_against_impl
from kvtwin.tools.verdicts import FIXED, run_verdicts, upstream_line

LEVELS = ("engine", "allocator")
LEGITIMATE_SEEDS = (0, 1, 2)
LEGITIMATE_POOLS = (32, 128, 1024)


def scenario_of(target: str) -> str | None:
    """The scenario ``target`` is registered for (the engine level's own scenario)."""
    return next((name for name in scenarios() if target in targets(name)), None)


def legitimate_campaigns(target: str, steps: int) -> list[Campaign]:
    """Only the calls an engine's own caller makes, over seeds and pool sizes (the
    target's scenario's own ``campaigns.legitimate`` where it has any)."""
    own = get_scenario(scenario_of(target) or SCENARIO).campaigns.legitimate(target, steps)
    if own:
        return list(own)
    return [
        serving_campaign(
            get_scenario(SCENARIO),
            target,
            policy=policy,
            pool_size=pool,
            seed=seed,
            steps=steps,
            traffic=LEGITIMATE,
            label=f"legitimate {policy} seed={seed} pool={pool} steps={steps}",
        )
        for pool in LEGITIMATE_POOLS
        for seed in LEGITIMATE_SEEDS
        for policy in ("lru", "ref_zero")
    ]


def run_level(campaigns: Sequence[Campaign], collector: Collector, engine: str) -> list[dict]:
    """Every campaign to its end in parts: a cause ends only its part, and the next
    part goes on from a fresh state, so a cause hit early checks nothing less
    after it. Each hit is recorded by cause."""
    rows = []
    for campaign in campaigns:
        parts = run_parts(
            campaign.scenario, campaign, collector, past_new=True, command="kvtwin peers"
        )
        results = [part.result for part in parts]
        hits = [r.divergence.to_json() for r in results if r.divergence is not None]
        rows.append(
            {
                "campaign": campaign.label,
                "policy": campaign.summary.get("policy", campaign.config.get("policy")),
                "seed": campaign.summary.get("seed"),
                "ops": sum(r.count for r in results),
                "parts": len(parts),
                "seconds": round(sum(r.seconds for r in results), 3),
                "ok": not hits,
                "divergence": hits[0] if hits else None,
                "hits": _hits_by_signature(hits),
                "coverage": functools.reduce(merge_coverage, [r.coverage for r in results]),
            }
        )
        first = next((r.divergence for r in results if r.divergence is not None), None)
        said = "ok" if first is None else f"{len(hits)} hit(s) in {len(parts)} part(s): {first}"
        print(f"  {campaign.label}: {said}")
    return rows


def _hits_by_signature(hits: list[dict[str, Any]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for hit in hits:
        counts[hit["signature"]] = counts.get(hit["signature"], 0) + 1
    return counts


def level_report(
    target: str, campaigns: Sequence[Campaign] | None, collector: Collector, engine: str
) -> dict[str, Any]:
    name = scenario_of(target)
    if name is None:
        return {"unavailable": f"no scenario has a target {target!r}"}
    campaigns = list(campaigns or get_scenario(name).campaigns.hunts(target))
    try:
        get_scenario(name).session(campaigns[0].config, target).close()
    except (UsageError, TargetUnavailable) as error:
        return {"unavailable": str(error)}
    print(f"{engine}: {name} scenario through `{target}`")
    rows = run_level(campaigns, collector, engine)
    return {"scenario": name, "target": target, "campaigns": rows}


def causes_of(
    levels: dict[str, Collector], rows: dict[str, dict], out: Path, version: str, seconds: float
) -> list[dict[str, Any]]:
    """One cause per (policy, signature) over both levels: reproduced at each level,
    reachability decided, described, and its standalone test written and run."""
    found = {level: {k: f for k, f in c.findings.items()} for level, c in levels.items()}
    keys = sorted({key for per_level in found.values() for key in per_level}, key=str)
    engine_rows = rows.get("engine", {}).get("campaigns", [])
    causes = []
    for number, key in enumerate(keys, start=1):
        policy, signature = key
        per_level: dict[str, Finding] = {}
        for level in LEVELS:
            finding = found.get(level, {}).get(key)
            if finding is None:
                continue
            reproduce_finding(finding, out, f"repro-{level}-{policy}-{number}", seconds)
            describe_finding(finding, version)
            per_level[level] = finding
            print(f"  repro-{level}-{policy}-{number}: {finding.repro_ops} ops ({signature})")
        chosen = per_level.get("engine") or per_level["allocator"]
        if "engine" not in per_level:
            chosen.reachable = ALLOCATOR_ONLY
            chosen.reachable_why = (
                f"not reached by the {len(engine_rows)} engine-level campaigns"
                if engine_rows
                else "no engine-level campaigns ran"
            )
        write_standalone(chosen, out / "standalone", f"test_{policy}_{number}")
        cause = {**chosen.to_json(), "found": {lv: f.to_json() for lv, f in per_level.items()}}
        if cause["standalone"] and cause["standalone"].get("file"):
            cause["standalone"]["file"] = str(Path(cause["standalone"]["file"]).relative_to(out))
        causes.append(cause)
    return causes


def verdicts_here(
    out: Path,
    engine: Engine,
    facts: dict[str, Any],
    since: str | None,
    before: dict[str, list[dict]] | None = None,
) -> dict[str, list[dict]]:
    """Every sibling report's standalone tests of this engine, run on what is loaded;
    a test still fixed keeps the fixing commit ``before`` found, where no bisection
    ran this time."""
    tree = engine_path(engine.name, engine.env)
    here = "this tree" if facts.get("commit") else f"{engine.name} {facts['version']}"
    results = {}
    for path in sorted(out.resolve().parent.glob("*/summary.json")):
        if path.parent == out.resolve():
            continue
        summary = json.loads(path.read_text())
        if engine_of(str(summary.get("target"))) is engine:
            rows = run_verdicts(path.parent, tree, engine.package_dirs, since)
            earlier = {Path(r["test"]).name: r for r in (before or {}).get(path.parent.name, [])}
            for row in rows:
                found = earlier.get(Path(row["test"]).name, {}).get("fixed_by")
                if row["verdict"] == FIXED and "fixed_by" not in row and found:
                    row["fixed_by"] = found
                row["upstream"] = upstream_line(row, here, _tracker(path.parent.name, row))
            if rows:
                results[path.parent.name] = rows
    return results


def refresh_verdicts(out: Path, engine: Engine, facts: dict[str, Any], since: str | None) -> int:
    """OUT's report with its causes described anew and its verdicts rerun on what is
    loaded (which must be what it names)."""
    path = out / "summary.json"
    if not path.is_file():
        print(f"kvtwin peers: --refresh-verdicts: {path} does not exist", file=sys.stderr)
        return 2
    report = json.loads(path.read_text())
    if (report.get("release"), report["facts"].get("commit")) != (
        facts["version"],
        facts.get("commit"),
    ):
        print(
            f"kvtwin peers: --refresh-verdicts: {path} is a report on {report.get('release')}, "
            f"but {engine.name} {facts['version']} is loaded",
            file=sys.stderr,
        )
        return 2
    for cause in [*report["causes"], *report.get("findings", [])]:  # descriptions may be newer
        described = describe_cause(
            engine.causes, str(facts["version"]), cause.get("policy"), cause["signature"]
        )
        cause["what"], cause["upstream"] = described.what, described.upstream
    report["verdicts"] = verdicts_here(out, engine, facts, since, report.get("verdicts"))
    write_atomic(path, json.dumps(report, indent=2) + "\n")
    write_atomic(out / "summary.md", peers_report.render_release(report, engine.name))
    peers_report.write_index(out.parent)
    print(f"{engine.name} {facts['version']}: verdicts refreshed in {path}")
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m kvtwin.tools.peers", description=__doc__)
    p.add_argument("--target", default="megatron", help="an outside engine's allocator target")
    p.add_argument("--engine-target", help="default: TARGET-engine, where one is registered")
    p.add_argument("--engine-path", help="load the engine from this source tree")
    p.add_argument("--out", type=Path)
    p.add_argument("--index", type=Path, help="only regenerate FOLDER/README.md")
    p.add_argument("--shrink-seconds", type=float, default=120.0, help="per cause and level")
    p.add_argument("--legitimate-steps", type=int, default=500, help="0: none")
    p.add_argument("--timing-pool", type=int, action="append", help="default 1024 and 16384")
    p.add_argument("--timing-steps", type=int, default=2000)
    p.add_argument("--no-timing", action="store_true")
    p.add_argument("--no-verdicts", action="store_true")
    p.add_argument("--bisect-since", help="a ref of the last release: bisect fixed causes")
    p.add_argument(
        "--refresh-verdicts",
        action="store_true",
        help="only rerun the sibling reports' standalone tests into OUT's report and "
        "redescribe its causes (after a sibling was regenerated or a description "
        "added); the engine loaded must be the one it names",
    )
    return p


def loaded_engine(target: str, engine_path: Path | None) -> tuple[Any, dict[str, Any]]:
    """The outside engine ``target`` belongs to, loaded from ``engine_path`` (a source
    tree) or the installed release, and what was loaded; UsageError or
    TargetUnavailable when it cannot be."""
    if engine_path:
        set_engine_paths([engine_path])
    engine = engine_of(target)
    if engine is None:
        raise UsageError(f"--target {target}: no outside engine's target")
    return engine, engine.describe()


def clear_report(out: Path) -> None:
    """A report folder ready for a new survey: the last one's reproductions and
    standalone tests gone (a cause not found again must not keep its test)."""
    out.mkdir(parents=True, exist_ok=True)
    for pattern in ("repro-*.json", "repro-*.py", "test_repro*.py", "standalone/test_*.py"):
        for stale in out.glob(pattern):
            stale.unlink()


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.index is not None:
        print(f"wrote {peers_report.write_index(args.index)}")
        return 0
    if args.out is None:
        print("kvtwin peers: --out is required (or --index FOLDER)", file=sys.stderr)
        return 2
    torch.set_num_threads(1)  # as the CLI: single-threaded, deterministic
    started = time.perf_counter()
    try:
        engine, facts = loaded_engine(args.target, args.engine_path)
    except (UsageError, TargetUnavailable) as error:
        print(f"kvtwin peers: {error}", file=sys.stderr)
        return 2
    version = str(facts["version"])
    name = f"{engine.name} {version}"
    print(f"{name}: {facts['origin']}")
    out: Path = args.out
    if args.refresh_verdicts:
        return refresh_verdicts(out, engine, facts, args.bisect_since)
    clear_report(out)
    engine_target = args.engine_target or f"{args.target}-engine"
    collectors = {level: Collector() for level in LEVELS}
    scenario = scenario_of(args.target) or SCENARIO  # megatron-hybrid: the hybrid scenario's
    allocator = list(get_scenario(scenario).campaigns.hunts(args.target))
    if args.legitimate_steps:
        allocator += legitimate_campaigns(args.target, args.legitimate_steps)
    levels = {
        "allocator": level_report(args.target, allocator, collectors["allocator"], name),
        "engine": level_report(engine_target, None, collectors["engine"], name),
    }
    if all(level.get("unavailable") for level in levels.values()):
        why = "; ".join(f"{k}: {v['unavailable']}" for k, v in levels.items())
        print(f"kvtwin peers: neither level can be built here ({why})", file=sys.stderr)
        return 2
    causes = causes_of(collectors, levels, out, version, args.shrink_seconds)
    verdicts = {} if args.no_verdicts else verdicts_here(out, engine, facts, args.bisect_since)
    pools = args.timing_pool or TIMING_POOLS
    timing = (
        []
        if args.no_timing or scenario != SCENARIO  # the timing replays a blocks trace
        else [
            row
            for pool in pools
            for row in time_against_impl(args.target, pool, args.timing_steps, TIMING_POLICIES)
        ]
    )
    report = {
        "target": args.target,
        "package": engine.name,
        "engine_target": engine_target,
        "release": version,
        "facts": facts,
        "python": platform.python_version(),
        "torch": torch.__version__,
        "machine": f"{platform.machine()}, {torch.get_num_threads()} torch thread(s), CPU",
        "ok": not causes,
        "levels": levels,
        "causes": causes,
        "findings": [{k: v for k, v in c.items() if k != "found"} for c in causes],
        "verdicts": verdicts,
        "timing": timing,
        "seconds": round(time.perf_counter() - started, 3),
        "command": " ".join(["python -m kvtwin.tools.peers", *(argv or sys.argv[1:])]),
    }
    write_atomic(out / "summary.json", json.dumps(report, indent=2) + "\n")
    write_atomic(out / "summary.md", peers_report.render_release(report, engine.name))
    index = peers_report.write_index(out.parent)
    print(f"{name}: {len(causes)} cause(s); wrote {out / 'summary.json'} and {index}")
    return 0


def _tracker(release_folder: str, row: dict[str, Any]) -> str | None:
    """The tracker reference the release's own report gave the cause."""
    path = Path(row["test"]).parents[1] / "summary.json"
    for cause in json.loads(path.read_text()).get("causes", []):
        if cause["signature"] == row["signature"] and cause.get("policy") == row["policy"]:
            return cause.get("upstream")
    return None


if __name__ == "__main__":
    raise SystemExit(main())
