"""``kvtwin bugs``: the detection matrix of the known-bug catalog.

Runs the generic campaigns against every ``bug:NAME`` target and against the
correct implementations, shrinks each first divergence, and writes
``DIR/bugs.md`` (people) and ``DIR/bugs.json`` (machines). Exit 0 only when
every variant is detected and the correct implementations are clean.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from tqdm import tqdm

from kvtwin.hunt import CleanRun, Finding, clean_block_run, hunt_block_target
from kvtwin.targets import BLOCK_TARGETS

HELP = "run the generic campaigns against every known-bug variant; write bugs.md and bugs.json"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=Path, default=Path("runs/bugs"))
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="NAME",
        help="hunt only this variant (repeatable); the correct implementations still run",
    )


def variant_names() -> list[tuple[str, str]]:
    """(scenario, target name) of every registered bug variant."""
    names = [("blocks", name) for name in sorted(BLOCK_TARGETS) if name.startswith("bug:")]
    try:
        from kvtwin.prefill_hunt import prefill_variant_names
    except ModuleNotFoundError:
        return names
    return names + [("prefill", name) for name in prefill_variant_names()]


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    wanted = {n if n.startswith("bug:") else f"bug:{n}" for n in args.only}
    variants = [(s, n) for s, n in variant_names() if not wanted or n in wanted]
    unknown = wanted - {n for _, n in variant_names()}
    if unknown:
        print(f"kvtwin bugs: unknown variant(s) {sorted(unknown)}")
        return 2
    findings: list[Finding] = []
    for scenario, name in tqdm(variants, unit="variant", disable=None):
        out = args.out / "repros" / name.removeprefix("bug:")
        findings.append(_hunt(scenario, name, out))
    clean = {"blocks": clean_block_run()}
    try:
        from kvtwin.prefill_hunt import clean_prefill_run
    except ModuleNotFoundError:
        pass
    else:
        clean["prefill"] = clean_prefill_run()
    clean_ok = all(run.ok for run in clean.values())
    report = {
        "variants": [f.to_json() for f in findings],
        "clean": {
            "ok": clean_ok,
            "ops": sum(run.ops for run in clean.values()),
            "seconds": round(sum(run.seconds for run in clean.values()), 3),
            "by_scenario": {k: v.to_json() for k, v in clean.items()},
        },
        "seconds": round(time.perf_counter() - started, 3),
    }
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "bugs.json").write_text(json.dumps(report, indent=2) + "\n")
    (args.out / "bugs.md").write_text(render_markdown(findings, clean, args.out))
    detected = sum(f.detected for f in findings)
    print(
        f"{detected}/{len(findings)} variants detected; correct implementations "
        f"{'clean' if clean_ok else 'DIVERGED'} over {report['clean']['ops']} ops; "
        f"wrote {args.out / 'bugs.md'} in {report['seconds']:.1f} s"
    )
    return 0 if detected == len(findings) and clean_ok else 1


def _hunt(scenario: str, name: str, out: Path) -> Finding:
    if scenario == "blocks":
        return hunt_block_target(name, out)
    from kvtwin.prefill_hunt import hunt_prefill_target

    return hunt_prefill_target(name, out)


def render_markdown(findings: list[Finding], clean: dict[str, CleanRun], out: Path) -> str:
    lines = [
        "# Known-bug detection matrix",
        "",
        "Written by `kvtwin bugs`: the generic campaigns (the same seeded serving and",
        "shape-sequence campaigns for every target, nothing written for a variant) run",
        "against each known-bug variant; the first divergence is shrunk to a replayable",
        "reproduction (`kvtwin replay FILE`).",
        "",
        "| variant | scenario | detected | seconds to detect | ops to detect | repro ops "
        "| first divergence |",
        "| --- | --- | --- | ---: | ---: | ---: | --- |",
    ]
    for f in findings:
        divergence = _divergence_cell(f.divergence)
        repro = f"[{f.repro_ops}]({Path(f.repro).relative_to(out)})" if f.repro else "-"
        lines.append(
            f"| `{f.name}` | {f.scenario} | {'yes' if f.detected else '**NO**'} | "
            f"{f.seconds:.2f} | {f.ops_to_detect} | {repro} | {divergence} |"
        )
    lines += [
        "",
        "## Correct implementations",
        "",
        "| scenario | ok | ops | seconds |",
        "| --- | --- | ---: | ---: |",
    ]
    for scenario, run in clean.items():
        lines.append(
            f"| {scenario} | {'yes' if run.ok else '**NO**'} | {run.ops} | {run.seconds:.1f} |"
        )
    return "\n".join(lines) + "\n"


def _divergence_cell(divergence: dict[str, Any] | None) -> str:
    if divergence is None:
        return "-"
    text = (
        f"step {divergence['step']}: `{divergence['field']}` "
        f"expected {divergence['expected']!r}, got {divergence['actual']!r}"
    )
    return text.replace("|", "\\|")[:160]
