"""SGLang at both levels and on both tree cores, one report:
``python -m kvtwin.tools.peers_sglang.peers --out reports/peers/sglang-VERSION``.

The kit's peers tool (``kvtwin.tools.peers``) surveys the blocks scenario; SGLang
is checked by the radix scenario, so this module runs the same pipeline over it,
with the kit's own pieces (``run_level``: every campaign to its end in parts, a
cause ending only its part; ``reproduce_finding``; the findings' standalone
writer; ``peers_report.render_release``, with :mod:`.annex`'s sections):

* **allocator level**, per core (``sglang``: Rust, ``sglang-python``: Python):
  the radix hunts (misuse and edge cases included) and legitimate traffic
  (``--traffic legitimate``: only the calls SGLang's scheduler makes) on seeds
  1-3;
* **engine level**, per core (``sglang-engine``, ``sglang-python-engine``): the
  ``radix-engine`` hunts through SGLang's own Scheduler step methods;
* **causes**, one per (core, policy, signature): shrunk at each level that hit it
  (``repro-LEVEL-CORE-POLICY-N.json``; an allocator-level trace first cut to
  what its last op needs, :mod:`.preshrink`), ``reachable: engine`` when that core's
  engine level hit it, else ``allocator-only`` saying which engine campaigns did
  not, described from :mod:`.causes`, and one standalone test
  (``standalone/test_CORE_POLICY_N.py``), all run here in one pytest process.

Writes ``DIR/summary.json`` and ``DIR/summary.md`` (atomically). It does not
rewrite the index of ``DIR``'s parent (``python -m kvtwin.tools.peers --index
FOLDER`` does). Exit 0 when the report was written (causes are results), 2 when
SGLang cannot be loaded or no level can be built.
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

from kvtwin.core.engines import describe_cause, engine_of, engine_path
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
from kvtwin.core.registry import get_scenario
from kvtwin.core.standalone import run_tests, tree_env
from kvtwin.scenarios.blocks.targets.sglang.adapter import TARGETS
from kvtwin.scenarios.blocks.targets.sglang.causes import CAUSES
from kvtwin.scenarios.blocks.targets.sglang.engine import ENGINE_TARGETS
from kvtwin.scenarios.blocks.targets.sglang.preshrink import preshrink
from kvtwin.scenarios.blocks.targets.sglang.radix.target import ENGINE_SCENARIO, SCENARIO
from kvtwin.tools.peers import clear_report, level_report, loaded_engine
from kvtwin.tools.peers_sglang.annex import render

ENGINE_OF_CORE = {TARGETS[t]: t for t in TARGETS}
CORE_OF_ENGINE = {e: ENGINE_OF_CORE[c] for e, c in ENGINE_TARGETS.items()}
"""Engine-level target -> the allocator-level target of the same core."""


def survey(args: argparse.Namespace, name: str) -> tuple[dict[str, Any], dict[str, Collector]]:
    """Every level of every core: the report's ``levels`` and a collector per target."""
    levels: dict[str, Any] = {}
    collectors: dict[str, Collector] = {}
    radix = get_scenario(SCENARIO)
    for target in TARGETS:
        campaigns = list(radix.campaigns.hunts(target))
        if args.legitimate_steps:
            campaigns += radix.campaigns.legitimate(target, args.legitimate_steps)
        collectors[target] = Collector()
        levels[f"allocator ({target})"] = level_report(target, campaigns, collectors[target], name)
    for target in ENGINE_TARGETS:
        collectors[target] = Collector()
        levels[f"engine ({target})"] = (
            level_report(target, None, collectors[target], name)
            if not args.no_engine
            else {"unavailable": "--no-engine"}
        )
    return levels, collectors


def causes_of(
    collectors: dict[str, Collector], levels: dict[str, Any], out: Path, version: str,
    seconds: float,
) -> list[dict[str, Any]]:  # fmt: skip
    """One cause per (core, policy, signature): reproduced at each level, reachability
    decided, described, and its standalone test written (run later, all at once)."""
    keys: list[tuple[str, str | None, str]] = []
    for target, collector in collectors.items():
        core = CORE_OF_ENGINE.get(target, target)
        keys += [(core, p, s) for (p, s) in collector.findings if (core, p, s) not in keys]
    causes = []
    for number, (core, policy, signature) in enumerate(sorted(keys, key=str), start=1):
        engine_target = next(e for e, c in CORE_OF_ENGINE.items() if c == core)
        per_level: dict[str, Finding] = {}
        for level, target in (("engine", engine_target), ("allocator", core)):
            finding = collectors[target].findings.get((policy, signature))
            if finding is None:
                continue
            if finding.trace is not None and finding.scenario == SCENARIO:
                finding.trace = preshrink(finding.trace)
            reproduce_finding(finding, out, f"repro-{level}-{core}-{policy}-{number}", seconds)
            describe_finding(finding, version)
            per_level[level] = finding
            print(
                f"  repro-{level}-{core}-{policy}-{number}: {finding.repro_ops} ops ({signature})"
            )
        chosen = per_level.get("allocator") or per_level["engine"]
        engine_rows = levels.get(f"engine ({engine_target})", {}).get("campaigns", [])
        if "engine" in per_level:
            chosen.reachable = "engine"
        else:
            chosen.reachable = ALLOCATOR_ONLY
            chosen.reachable_why = (
                f"not reached by the {len(engine_rows)} engine-level campaigns of {engine_target}"
                if engine_rows
                else "no engine-level campaigns ran"
            )
        write_standalone(chosen, out / "standalone", f"test_{core}_{policy}_{number}", run=False)
        causes.append((chosen, per_level))
    run_standalone(out, [c for c, _ in causes])
    rows = []
    for chosen, per_level in causes:
        cause = {**chosen.to_json(), "found": {lv: f.to_json() for lv, f in per_level.items()}}
        if cause["standalone"] and cause["standalone"].get("file"):
            cause["standalone"]["file"] = str(Path(cause["standalone"]["file"]).relative_to(out))
        rows.append(cause)
    return rows


def run_standalone(out: Path, findings: list[Finding]) -> None:
    """Every standalone test in one pytest process (SGLang imports once), each
    finding told whether its test failed here."""
    files = [
        Path(f.standalone["file"]) for f in findings if f.standalone and f.standalone.get("file")
    ]
    if not files:
        return
    engine = engine_of(findings[0].target)
    tree = engine_path(engine.name, engine.env) if engine is not None else None
    outcomes = run_tests(out / "standalone", files, env=tree_env(tree))
    for finding in findings:
        if finding.standalone and finding.standalone.get("file"):
            finding.standalone.update(outcomes.get(Path(finding.standalone["file"]).name, {}))


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m kvtwin.tools.peers_sglang.peers")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--engine-path", help="load SGLang from this source tree")
    p.add_argument("--shrink-seconds", type=float, default=30.0, help="per cause and level")
    p.add_argument("--legitimate-steps", type=int, default=500, help="0: none")
    p.add_argument("--no-engine", action="store_true", help="the allocator level only")
    p.add_argument(
        "--redescribe",
        action="store_true",
        help="only describe OUT's causes anew from the package's causes.py (after a "
        "description was added or corrected) and rewrite its summary",
    )
    return p


def redescribe(out: Path, package: str, version: str) -> int:
    path = out / "summary.json"
    if not path.is_file():
        print(f"kvtwin sglang peers: --redescribe: {path} does not exist", file=sys.stderr)
        return 2
    report = json.loads(path.read_text())
    for cause in [*report["causes"], *report.get("findings", [])]:
        described = describe_cause(CAUSES, version, cause.get("policy"), cause["signature"])
        cause["what"], cause["upstream"] = described.what, described.upstream
    write_atomic(path, json.dumps(report, indent=2) + "\n")
    write_atomic(out / "summary.md", render(report, package))
    print(f"{package} {version}: causes described anew in {path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    torch.set_num_threads(1)  # as the CLI: single-threaded, deterministic
    started = time.perf_counter()
    try:
        engine, facts = loaded_engine(next(iter(TARGETS)), args.engine_path)
    except (UsageError, TargetUnavailable) as error:
        print(f"kvtwin sglang peers: {error}", file=sys.stderr)
        return 2
    version = str(facts["version"])
    name = f"{engine.name} {version}"
    print(f"{name}: {facts['origin']}")
    out: Path = args.out
    if args.redescribe:
        return redescribe(out, engine.name, version)
    clear_report(out)
    levels, collectors = survey(args, name)
    if all(level.get("unavailable") for level in levels.values()):
        why = "; ".join(f"{k}: {v['unavailable']}" for k, v in levels.items())
        print(f"kvtwin sglang peers: no level can be built here ({why})", file=sys.stderr)
        return 2
    causes = causes_of(collectors, levels, out, version, args.shrink_seconds)
    report = {
        "target": next(iter(TARGETS)),
        "package": engine.name,
        "engine_target": next(iter(ENGINE_TARGETS)),
        "scenarios": [SCENARIO, ENGINE_SCENARIO],
        "release": version,
        "facts": facts,
        "python": platform.python_version(),
        "torch": torch.__version__,
        "machine": f"{platform.machine()}, {torch.get_num_threads()} torch thread(s), CPU",
        "ok": not causes,
        "levels": levels,
        "causes": causes,
        "findings": [{k: v for k, v in c.items() if k != "found"} for c in causes],
        "verdicts": {},
        "timing": [],
        "seconds": round(time.perf_counter() - started, 3),
        "command": " ".join(["python -m kvtwin.tools.peers_sglang.peers", *(argv or sys.argv[1:])]),
    }
    write_atomic(out / "summary.json", json.dumps(report, indent=2) + "\n")
    write_atomic(out / "summary.md", render(report, engine.name))
    print(f"{name}: {len(causes)} cause(s); wrote {out / 'summary.json'} and summary.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
