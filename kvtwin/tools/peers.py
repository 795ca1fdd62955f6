"""An outside engine at two levels: ``python -m kvtwin.tools.peers --target NAME --out DIR``.

* **allocator level** (``--target``): the hunt campaigns of the target's scenario
  (the whole contract, misuse included) and legitimate serving campaigns (only
  the calls an engine's own caller makes) over several seeds and pools, op by op;
* **engine level** (``--engine-target``, default ``NAME-engine``): the hunts of
  its engine-level scenario, traffic through the engine's own request path, its
  allocator checked at every call.

``--target`` given again surveys each tree core or build of one engine in one
report (SGLang's Rust and Python cores: ``--target sglang --target
sglang-python``). Everything goes through the one finding pipeline
(``kvtwin.core.findings``): divergences grouped per (core, policy) into causes; a
cause the core's engine level hits is ``reachable: engine``, one only its
allocator level hits ``allocator-only`` (``reachable_why`` names the engine
campaigns that did not); each is shrunk keeping its signature
(``repro-LEVEL-[CORE-]POLICY-N.json``) and gets one standalone test that needs
only the engine's package (``standalone/``, from the engine-level trace where
that target has a writer), all run here in one pytest process. Every sibling
release's standalone tests are then run on what is loaded here, with their
verdicts (:mod:`kvtwin.tools.peers_verdicts`), and a blocks allocator's per-op
cost is timed beside impl's on one trace. Loads a source tree with
``--engine-path``. Writes ``DIR/summary.json`` and ``DIR/summary.md`` (keeping the
``annex`` an earlier report on the same code had, :mod:`kvtwin.tools.peers_annex`),
then the index ``README.md`` in DIR's parent. Exit 0 when the report was written
(causes are results), 2 when a target is unknown or nothing can be built here.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import torch

from kvtwin.core.engine_record import Engine, engine_of
from kvtwin.core.engines import set_engine_paths
from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.files import write_atomic
from kvtwin.core.findings import (
    ALLOCATOR_ONLY,
    ENGINE,
    Collector,
    Finding,
    describe_finding,
    has_standalone,
    reproduce_finding,
    run_standalone,
    write_standalone,
)
from kvtwin.core.trace import Trace
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.tools import peers_report
from kvtwin.tools.peers_cause_report import CAUSES_DIR, render_cause, seen_elsewhere
from kvtwin.tools.peers_levels import Core, geometries_of, geometry_key, scenario_of, survey
from kvtwin.tools.peers_reach import TOY, cut_to_engine_calls, engine_coverages, reach_of
from kvtwin.tools.peers_roots import DIRECT, group, mechanism_of
from kvtwin.tools.peers_timing import TIMING_POLICIES, TIMING_POOLS, time_against_impl
from kvtwin.tools.peers_verdicts import refresh_verdicts, verdicts_here


def causes_of(
    engine: Engine,
    cores: Sequence[Core],
    collectors: dict[str, Collector],
    levels: dict[str, Any],
    out: Path,
    version: str,
    seconds: float,
) -> tuple[list[dict[str, Any]], dict[int, Trace]]:
    """One cause per (core, policy, signature) over every level (the engine level at
    each geometry too): reproduced at each level that hit it, how a deployment
    reaches it decided (``reach``), described, and one standalone test written (from
    an engine-level trace where its target has a writer; an allocator-level one
    for a ``default`` or ``config`` cause cut to the calls the engine makes), then
    all of them run here in one pytest process. Also each cause's chosen trace."""
    engine_of_core = dict(cores)
    levels_of_core = {
        core: [
            *((f"{TOY} @ {g.name}", geometry_key(et, g)) for g in geometries_of(et)),
            (TOY, et),
            ("allocator", core),
        ]
        for core, et in cores
    }
    keys: list[tuple[str, str | None, str]] = []
    for core, pairs in levels_of_core.items():
        for _, key in pairs:
            for policy, signature in collectors.get(key, Collector()).findings:
                if (core, policy, signature) not in keys:
                    keys.append((core, policy, signature))
    chosen_ones: list[tuple[Finding, dict[str, Finding], str, str]] = []
    for number, (core, policy, signature) in enumerate(sorted(keys, key=str), start=1):
        engine_target = engine_of_core[core]
        tag = f"{policy}" if len(cores) == 1 else f"{core}-{policy}"
        per_level: dict[str, Finding] = {}
        for level, key in levels_of_core[core]:
            finding = collectors.get(key, Collector()).findings.get((policy, signature))
            if finding is None:
                continue
            name = f"repro-{_slug(level)}-{tag}-{number}"
            reproduce_finding(finding, out, name, seconds)
            describe_finding(finding, version)
            per_level[level] = finding
            print(f"  {name}: {finding.repro_ops} ops ({signature})")
        runs = engine_coverages(levels, engine_target, policy)
        mechanism = mechanism_of(engine, signature)
        reach, why = reach_of(per_level, geometries_of(engine_target), mechanism, runs)
        engine_levels = [f for level, f in per_level.items() if level != "allocator"]
        chosen = next((f for f in engine_levels if has_standalone(f)), None)
        chosen = chosen or per_level.get("allocator") or engine_levels[0]
        chosen.reachable = ENGINE if engine_levels else ALLOCATOR_ONLY
        if not engine_levels:
            ran = len(engine_coverages(levels, engine_target))
            chosen.reachable_why = (
                f"not reached by the {ran} engine-level campaigns of {engine_target}"
                if ran
                else "no engine-level campaigns ran"
            )
        cut = []
        if reach != DIRECT and chosen is per_level.get("allocator"):
            cut = cut_to_engine_calls(chosen, runs)
        stem = f"test_{tag.replace('-', '_')}_{number}"
        write_standalone(chosen, out / "standalone", stem, run=False)
        if cut and chosen.standalone:
            chosen.standalone["cut"] = cut
        chosen_ones.append((chosen, per_level, reach, why))
    run_standalone(out / "standalone", [chosen for chosen, *_ in chosen_ones])
    causes, traces = [], {}
    for index, (chosen, per_level, reach, why) in enumerate(chosen_ones):
        cause = {
            **chosen.to_json(),
            "reach": reach,
            "reach_why": why,
            "found": {lv: f.to_json() for lv, f in per_level.items()},
        }
        if cause["standalone"] and cause["standalone"].get("file"):
            cause["standalone"]["file"] = str(Path(cause["standalone"]["file"]).relative_to(out))
        cause["core"] = next(core for core, et in cores if chosen.target in (core, et))
        causes.append(cause)
        if chosen.trace is not None:
            traces[index] = chosen.trace
    return causes, traces


def root_causes(
    engine: Engine,
    cores: Sequence[Core],
    causes: list[dict[str, Any]],
    traces: dict[int, Trace],
    report: dict[str, Any],
    out: Path,
) -> list[dict[str, Any]]:
    """The causes grouped by mechanism (checked by replaying), each written as a
    filing-ready report under ``OUT/causes/``."""
    target_of = {(core, "allocator"): core for core, _ in cores}
    target_of.update({(core, "engine"): et for core, et in cores})
    roots = group(engine, causes, traces, target_of)
    folder = out / CAUSES_DIR
    folder.mkdir(parents=True, exist_ok=True)
    for root in roots:
        if root.get("standalone") and root["standalone"].get("file"):
            root["standalone"] = {**root["standalone"], "file": f"../{root['standalone']['file']}"}
        elsewhere = seen_elsewhere(out, root["id"])
        write_atomic(folder / f"{root['id']}.md", render_cause(root, report, elsewhere))
    return roots


def _slug(level: str) -> str:
    return level.replace(" @ ", "-").replace(" ", "-").replace("=", "-")


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m kvtwin.tools.peers", description=__doc__)
    p.add_argument(
        "--target",
        action="append",
        help="an outside engine's allocator target (default megatron); give it again "
        "for each tree core or build of the same engine (sglang, sglang-python)",
    )
    p.add_argument(
        "--engine-target",
        action="append",
        help="one per --target, in order; default: TARGET-engine for each",
    )
    p.add_argument("--engine-path", help="load the engine from this source tree")
    p.add_argument("--out", type=Path)
    p.add_argument("--index", type=Path, help="only regenerate FOLDER/README.md")
    p.add_argument("--shrink-seconds", type=float, default=120.0, help="per cause and level")
    p.add_argument("--legitimate-steps", type=int, default=500, help="0: none")
    p.add_argument(
        "--geometry-hunts",
        type=int,
        default=4,
        help="engine-level hunts run at each geometry the engine declares (its default "
        "one, named settings); 0: none",
    )
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


def cores_of(args: argparse.Namespace) -> list[Core]:
    """The (allocator, engine) target pairs the options name, all of one engine;
    UsageError otherwise."""
    targets = args.target or ["megatron"]
    engine_targets = args.engine_target or [f"{t}-engine" for t in targets]
    if len(engine_targets) != len(targets):
        raise UsageError(
            f"--engine-target: {len(engine_targets)} given for {len(targets)} --target(s); "
            "give one per --target, in order, or none"
        )
    if len(set(targets)) != len(targets):
        raise UsageError(f"--target: each target once, got {', '.join(targets)}")
    owners = {t: engine_of(t) for t in targets}
    if len({e.name if e else None for e in owners.values()}) > 1:
        named = ", ".join(f"{t} ({e.name if e else 'no engine'})" for t, e in owners.items())
        raise UsageError(f"--target: one engine per survey, got {named}")
    return list(zip(targets, engine_targets, strict=True))


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
    for pattern in (
        "repro-*.json", "repro-*.py", "test_repro*.py", "standalone/test_*.py", "causes/*.md"
    ):
        for stale in out.glob(pattern):
            stale.unlink()


def earlier_annex(out: Path, facts: dict[str, Any]) -> dict[str, Any] | None:
    """The runs and figures an earlier report on the same code kept beside its
    survey (``kvtwin.tools.peers_annex``): a new survey keeps them."""
    try:
        earlier = json.loads((out / "summary.json").read_text())
    except (OSError, ValueError):
        return None
    same = (earlier.get("release"), (earlier.get("facts") or {}).get("commit")) == (
        str(facts["version"]),
        facts.get("commit"),
    )
    return earlier.get("annex") if same else None


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
        cores = cores_of(args)
        engine, facts = loaded_engine(cores[0][0], args.engine_path)
    except (UsageError, TargetUnavailable) as error:
        print(f"kvtwin peers: {error}", file=sys.stderr)
        return 2
    version = str(facts["version"])
    name = f"{engine.name} {version}"
    print(f"{name}: {facts['origin']}")
    out: Path = args.out
    if args.refresh_verdicts:
        return refresh_verdicts(out, engine, facts, args.bisect_since)
    annex = earlier_annex(out, facts)
    clear_report(out)
    levels, collectors = survey(cores, args.legitimate_steps, name, args.geometry_hunts)
    if all(level.get("unavailable") for level in levels.values()):
        why = "; ".join(f"{k}: {v['unavailable']}" for k, v in levels.items())
        print(f"kvtwin peers: no level can be built here ({why})", file=sys.stderr)
        return 2
    causes, traces = causes_of(
        engine, cores, collectors, levels, out, version, args.shrink_seconds
    )
    verdicts = {} if args.no_verdicts else verdicts_here(out, engine, facts, args.bisect_since)
    pools = args.timing_pool or TIMING_POOLS
    timing = [
        row
        for target, _ in cores
        if not args.no_timing and (scenario_of(target) or SCENARIO) == SCENARIO
        for pool in pools  # the timing replays a blocks trace
        for row in time_against_impl(target, pool, args.timing_steps, TIMING_POLICIES)
    ]
    report = {
        "target": cores[0][0],
        "targets": [target for target, _ in cores],
        "package": engine.name,
        "engine_target": cores[0][1],
        "engine_targets": [engine_target for _, engine_target in cores],
        "scenarios": sorted({d["scenario"] for d in levels.values() if "scenario" in d}),
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
        **({"annex": annex} if annex else {}),
    }
    report["roots"] = root_causes(engine, cores, causes, traces, report, out)
    write_atomic(out / "summary.json", json.dumps(report, indent=2) + "\n")
    write_atomic(out / "summary.md", peers_report.render_release(report, engine.name))
    index = peers_report.write_index(out.parent)
    print(f"{name}: {len(causes)} cause(s); wrote {out / 'summary.json'} and {index}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
