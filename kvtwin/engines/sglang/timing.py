"""Per-op cost of SGLang's two tree cores beside the impl's and vLLM's:
``python -m kvtwin.engines.sglang.timing --out DIR``
(``--draw``: only ``DIR/timing.png`` from ``DIR/timing.json``).

Each target replays a recorded trace alone (no model, no checks: only its own
calls are timed, best of ``--repeats``; ``kvtwin.scenarios.blocks.timed.replay_timed``):

* the blocks trace ``kvtwin.tools.bench.record_trace(POOL, 'lru', STEPS)`` (seed 0)
  on the impl, measured here; vLLM 0.33.0's time on that same trace is read from
  its peers report (another venv and interpreter: its row says so);
* the radix trace of legitimate serving traffic from the same seeded request
  generator (seed 0, ``--radix-steps`` engine steps, ``POOL`` pages of 4 tokens),
  recorded on ``model.radix`` and checked there, on SGLang's Rust core, its
  Python core and the model itself.

The two traces differ in ops (a radix step makes a match, inserts, locks and
unlocks per request where the blocks loop registers hashes), so the figure shows
microseconds per op and per engine step side by side. ``timing.json`` keeps
every number and how it was measured.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import platform
from pathlib import Path
from typing import Any

import torch

from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.files import write_atomic
from kvtwin.core.registry import get_scenario, make_target
from kvtwin.scenarios.blocks.serving import LEGITIMATE
from kvtwin.scenarios.blocks.timed import build_target, record_trace, replay_timed
from kvtwin.scenarios.radix.campaigns import radix_campaign

POOL, STEPS, SEED = 1024, 2000, 0
VLLM_REPORT = Path("reports/peers/vllm-0.33.0/summary.json")
RADIX_TARGETS = ("sglang", "sglang-python", "model")


def _row(name: str, trace: str, ops: int, seconds: float, steps: int, **extra: Any) -> dict:
    return {
        "target": name,
        "trace": trace,
        "ops": ops,
        "seconds": round(seconds, 4),
        "us_per_op": round(1e6 * seconds / ops, 2),
        "us_per_step": round(1e6 * seconds / steps, 1),
        **extra,
    }


def measure(
    pool: int = POOL, steps: int = STEPS, repeats: int = 3, radix_steps: int = STEPS
) -> dict[str, Any]:
    torch.set_num_threads(1)
    rows = []
    blocks = record_trace(pool, "lru", steps, SEED)
    label = f"kvtwin.tools.bench.record_trace({pool}, 'lru', {steps}), seed {SEED}"
    best = min((replay_timed(blocks, build_target(blocks, "impl")) for _ in range(repeats)),
               key=lambda r: r.total)  # fmt: skip
    rows.append(_row("impl", label, len(blocks.ops), best.total, steps, measured="here"))
    vllm = _vllm_row(pool, steps, label)
    if vllm is not None:
        rows.append(vllm)
    campaign = radix_campaign(
        get_scenario("radix"), "model", policy="lru", pool_size=pool, seed=SEED, steps=radix_steps,
        traffic=LEGITIMATE, audit_every=0, label=f"timing radix seed={SEED}",
    )  # fmt: skip
    result = run_campaign(campaign)
    if result.divergence is not None:
        raise RuntimeError(f"the radix recording diverged: {result.divergence}")
    radix = trace_of(campaign, result, "kvtwin.engines.sglang.timing")
    radix_label = (
        f"radix legitimate serving, seed {SEED}, {pool} pages of 4 tokens, {radix_steps} steps"
    )
    timed_ops = sum(1 for op in radix.ops if op.get("verb") != "step")
    for name in RADIX_TARGETS:
        runs = [
            replay_timed(radix, make_target("radix", name, num_pages=pool, page_size=4,
                                            policy="lru"))
            for _ in range(repeats)
        ]  # fmt: skip
        fastest = min(runs, key=lambda r: r.total)
        rows.append(_row(name, radix_label, timed_ops, fastest.total, radix_steps, measured="here",
                         ops_raised=fastest.raised))  # fmt: skip
    return {
        "rows": rows,
        "repeats": repeats,
        "python": platform.python_version(),
        "torch": torch.__version__,
        "machine": f"{platform.machine()}, 1 torch thread, CPU",
        "load_average": [round(x, 1) for x in os.getloadavg()],
        "cores": os.cpu_count(),
    }


def _vllm_row(pool: int, steps: int, label: str) -> dict[str, Any] | None:
    """vLLM 0.33.0 on the same blocks trace, from its own report."""
    if not VLLM_REPORT.is_file():
        return None
    report = json.loads(VLLM_REPORT.read_text())
    for row in report.get("timing", []):
        if (row.get("policy"), row.get("pool_size"), row.get("steps")) == ("lru", pool, steps):
            seconds = float(row["vllm_seconds"])
            return _row(
                "vllm 0.33.0", label, int(row["ops"]), seconds, steps,
                measured=f"from {VLLM_REPORT} (Python {report.get('python')}, its own venv)",
            )  # fmt: skip
    return None


def draw(data: dict[str, Any], path: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = data["rows"]
    names = [r["target"] for r in rows]
    fig, axes = plt.subplots(1, 2, figsize=(10, 3.6))
    for axis, key, title in ((axes[0], "us_per_op", "us per op"),
                             (axes[1], "us_per_step", "us per engine step")):  # fmt: skip
        colors = ["tab:gray" if "record_trace" in r["trace"] else "tab:blue" for r in rows]
        bars = axis.bar(names, [r[key] for r in rows], color=colors)
        for bar, row in zip(bars, rows, strict=True):
            if row.get("measured") != "here":  # another run, another load: not comparable
                bar.set_hatch("//")
                bar.set_alpha(0.5)
        axis.bar_label(bars, fmt="%g", fontsize=8)
        axis.set_title(title)
        axis.tick_params(axis="x", rotation=20)
    load = data.get("load_average")
    fig.suptitle(
        "target calls only (no model, no checks); grey: blocks trace, blue: radix trace; "
        f"hatched: from another run's report\nmeasured here at load average {load} on "
        f"{data.get('cores')} cores",
        fontsize=8,
    )
    fig.tight_layout()
    image = io.BytesIO()
    fig.savefig(image, format="png", dpi=110)
    plt.close(fig)
    return write_atomic(path, image.getvalue())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m kvtwin.engines.sglang.timing")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--draw", action="store_true", help="only draw DIR/timing.json")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--radix-steps", type=int, default=STEPS, help="engine steps of the radix trace")
    args = p.parse_args(argv)
    path = args.out / "timing.json"
    if not args.draw:
        data = measure(repeats=args.repeats, radix_steps=args.radix_steps)
        write_atomic(path, json.dumps(data, indent=2) + "\n")
        for row in data["rows"]:
            print(f"  {row['target']}: {row['us_per_op']} us/op, {row['us_per_step']} us/step")
    try:
        print(f"wrote {draw(json.loads(path.read_text()), args.out / 'timing.png')}")
    except ImportError as missing:  # the SGLang venv has no matplotlib: draw it elsewhere
        print(f"timing.png not drawn ({missing}); run with --draw where matplotlib is")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
