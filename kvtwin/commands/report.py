"""``kvtwin report``: the standard scenarios drawn, each known-bug variant beside
the correct implementation on the same workload, plus the bug matrix.

A lockstep run stops at the first divergence; these plots keep going, to show
what the bug does to the quantity a user would watch. Each scenario runs one
seeded workload independently on the reference model, on the correct
implementation and on the variant, each driving its own serving loop (or call
sequence) to the end: the traffic is the same, and stays the same for as long
as the targets answer alike. The lockstep runner is run too, only to mark
where it stops.

Writes ``DIR/report.md`` (default ``reports/``), one PNG per scenario,
``DIR/report.json`` (the numbers), and ``DIR/bugs.md`` with ``bugs.json`` and
the reproductions under ``DIR/repros/`` (``kvtwin bugs``).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

from kvtwin.workloads.shapes import ShapeConfig

if TYPE_CHECKING:
    from kvtwin.plots import Comparison

HELP = (
    "draw the standard scenarios (each known-bug variant beside the correct "
    "implementation) and the bug matrix into DIR/report.md"
)

SCRATCH_LEAK_VARIANT = "bug:scratch-id-wrapper-leak"
RELEASE_LEAK_VARIANT = "bug:release-dup-index"
PARENT_FIRST_VARIANT = "bug:lru-parent-first"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=Path, default=Path("reports"))
    parser.add_argument("--seed", type=int, default=0, help="workload seed (default 0)")
    parser.add_argument(
        "--no-bugs",
        action="store_true",
        help="leave out the bug matrix (kvtwin bugs: the slowest part, about a minute)",
    )


# ================================================================== blocks
@dataclass
class BlockRun:
    """One target serving the workload on its own, measured at the end of each step."""

    target: str
    steps: list[int] = field(default_factory=list)
    active: list[int] = field(default_factory=list)
    leaked: list[int] = field(default_factory=list)
    orphans: list[int] = field(default_factory=list)
    orphaned_so_far: list[int] = field(default_factory=list)
    allocation_failures: list[int] = field(default_factory=list)
    errors: int = 0  # ops the target raised on (the loop carries on)


def serve_blocks(
    target: str,
    *,
    policy: str,
    pool_size: int,
    steps: int,
    seed: int,
    orphans: bool = False,
) -> BlockRun:
    """Drive ``target`` alone with the seeded serving loop of ``run_block_campaign``.

    Leaked blocks: active blocks (ref > 0) that no owner's block table names.
    With ``orphans``: cached registered blocks whose parent block is free or
    carries another hash than the block's parent hash at registration (the
    ancestor went first), now and, counted once per registration, so far.
    """
    from kvtwin.targets import make_block_target
    from kvtwin.workloads.serving import ServingConfig, ServingLoop
    from kvtwin.workloads.traffic import TrafficConfig, seeded_traffic

    allocator = make_block_target(target, num_blocks=pool_size, policy=policy)
    loop = ServingLoop(
        seeded_traffic(seed, TrafficConfig(arrival_steps=steps)), ServingConfig(steps=steps)
    )
    run = BlockRun(target)
    parent_hash: dict[int, int] = {}
    seen: set[tuple[int, int]] = set()
    failures = 0
    generator = loop.ops()
    result: Any = None
    try:
        op = next(generator)
        while True:
            try:
                result = op.call(allocator)
            except Exception:  # a variant may reject what the loop asks; carry on
                result = None
                run.errors += 1
            if op.verb == "allocate" and result is None:
                failures += 1
            elif op.verb == "register":
                for b, p in zip(op.args["ids"], op.args["parent_hashes"], strict=True):
                    parent_hash[b] = p
            elif op.verb == "tick":
                counts = allocator.counts()
                owned = {b for table in loop.owner_tables() for b in table}
                run.steps.append(loop.step)
                run.active.append(counts.active)
                run.leaked.append(counts.active - len(owned))
                run.allocation_failures.append(failures)
                if orphans:
                    now = _orphans(allocator, pool_size, parent_hash)
                    seen.update(now)
                    run.orphans.append(len(now))
                    run.orphaned_so_far.append(len(seen))
            op = generator.send(result)
    except StopIteration:
        pass
    return run


def _orphans(allocator: Any, pool_size: int, parent_hash: dict[int, int]) -> list[tuple[int, int]]:
    views = allocator.views(range(pool_size - 1))
    found = []
    for b, view in enumerate(views):
        if view.hash is None or view.ref != 0 or view.free or view.parent is None:
            continue
        parent = views[view.parent] if 0 <= view.parent < len(views) else None
        if parent is None or parent.free or parent.hash != parent_hash.get(b):
            found.append((b, view.hash))
    return found


def lockstep_stop_blocks(
    target: str, *, policy: str, pool_size: int, steps: int, seed: int
) -> tuple[int, str] | None:
    """(engine step, what differed) where ``kvtwin run blocks`` stops on ``target``."""
    from kvtwin.campaigns import run_block_campaign
    from kvtwin.plots import divergence_text
    from kvtwin.targets import make_block_target

    result = run_block_campaign(
        make_block_target(target, num_blocks=pool_size, policy=policy),
        seed=seed,
        steps=steps,
        record_curve=True,
    )
    if result.divergence is None:
        return None
    step = result.curve[-1]["step"] if result.curve else 0
    text = divergence_text(result.divergence.to_json(), f"step {step}")
    return step, text.removeprefix(f"first divergence at step {step}: ")


# ================================================================= prefill
@dataclass
class PrefillRun:
    target: str
    calls: list[int] = field(default_factory=list)
    predicted_bytes: list[int] = field(default_factory=list)
    measured_bytes: list[int] = field(default_factory=list)
    predicted_entries: list[int] = field(default_factory=list)
    entries: list[int] = field(default_factory=list)
    errors: int = 0


def serve_prefill(
    target: str,
    *,
    shapes: str,
    passes: int,
    capacity: int,
    seed: int,
    chunk_size: int = 64,
    config: ShapeConfig | None = None,
) -> PrefillRun:
    """Run the seeded call sequence of ``kvtwin run prefill`` through ``target``
    alone, with the scratch-cache model beside it; live bytes measured by a CPU
    probe after every call."""
    from kvtwin.prefill_lockstep import make_inputs
    from kvtwin.probes import CpuProbe
    from kvtwin.targets.prefill import make_prefill_target
    from kvtwin.workloads.shapes import parse_shape_spec, seeded_shapes
    from model.scratch import LRUScratchModel

    probe = CpuProbe()
    op = make_prefill_target(
        target, capacity=capacity, device="cpu", allocate=probe.allocate, chunk_size=chunk_size
    )
    config = config or ShapeConfig()
    sizes: dict[Any, int] = {}
    model = LRUScratchModel(capacity, sizes.__getitem__)
    run = PrefillRun(target)
    calls = seeded_shapes(parse_shape_spec(shapes), seed, passes, config)
    for index, call in enumerate(calls):
        dims = (call.total, config.heads, config.head_k, config.head_v, torch.float32)
        key = op.key(*dims)
        if key not in sizes:
            sizes[key] = sum(_nbytes(shape, dtype) for shape, dtype in op.layout(*dims).values())
        predicted = model.get(key)
        inputs = make_inputs(call, config, seed=seed)
        probe.call = index
        try:
            op(**inputs, output_final_state=True)
        except Exception:
            run.errors += 1
        finally:
            probe.call = None
        del inputs
        measured = probe.live_bytes(collect=False)
        if measured != predicted.live_bytes:  # garbage only adds: collect before believing it
            measured = probe.live_bytes(collect=True)
        run.calls.append(index)
        run.predicted_bytes.append(predicted.live_bytes)
        run.measured_bytes.append(measured)
        run.predicted_entries.append(len(predicted.keys))
        run.entries.append(len(op.cache))
    return run


def lockstep_stop_prefill(
    target: str,
    *,
    shapes: str,
    passes: int,
    capacity: int,
    seed: int,
    chunk_size: int = 64,
    config: ShapeConfig | None = None,
) -> tuple[int, str] | None:
    """(call, what differed) where ``kvtwin run prefill`` stops on ``target``."""
    from kvtwin.plots import divergence_text
    from kvtwin.prefill_lockstep import run_prefill_calls
    from kvtwin.probes import CpuProbe
    from kvtwin.targets.prefill import make_prefill_target
    from kvtwin.workloads.shapes import parse_shape_spec, seeded_shapes

    probe = CpuProbe()
    op = make_prefill_target(
        target, capacity=capacity, device="cpu", allocate=probe.allocate, chunk_size=chunk_size
    )
    config = config or ShapeConfig()
    calls = seeded_shapes(parse_shape_spec(shapes), seed, passes, config)
    result = run_prefill_calls(op, probe, calls, config, seed=seed)
    if result.divergence is None:
        return None
    step = result.divergence.step
    text = divergence_text(result.divergence.to_json(), f"call {step}")
    return step, text.removeprefix(f"first divergence at call {step}: ")


def _nbytes(shape: tuple[int, ...], dtype: torch.dtype) -> int:
    numel = 1
    for d in shape:
        numel *= int(d)
    return numel * dtype.itemsize


# =============================================================== scenarios
@dataclass
class Outcome:
    """One drawn scenario: what report.md says about it."""

    slug: str
    heading: str
    variant: str
    correct: str
    png: str | None
    text: str
    numbers: dict[str, Any]
    seconds: float
    skipped: str | None = None


def _stop_note(stop: tuple[int, str] | None, unit: str, length: int) -> str:
    if stop is None:
        return f"lockstep: no divergence in {length} {unit}s"
    return f"{unit} {stop[0]}: {stop[1]}"


def scratch_leak(
    out: Path,
    *,
    variant: str = SCRATCH_LEAK_VARIANT,
    correct: str = "impl",
    shapes: str = "cyclic:12",
    passes: int = 6,
    capacity: int = 8,
    seed: int = 0,
    chunk_size: int = 64,
    config: ShapeConfig | None = None,
) -> Outcome:
    from kvtwin.plots import Series  # matplotlib: only when drawing

    heading = "Scratch leak: live scratch bytes climbing against flat"
    slug = "scratch-leak"
    from kvtwin.targets.base import TargetUnavailable, UnknownTarget

    started = time.perf_counter()
    options: dict[str, Any] = {
        "shapes": shapes,
        "passes": passes,
        "capacity": capacity,
        "seed": seed,
        "chunk_size": chunk_size,
        "config": config,
    }
    try:
        runs = [serve_prefill(name, **options) for name in (correct, variant)]
    except (UnknownTarget, TargetUnavailable) as error:
        return Outcome(slug, heading, variant, correct, None, "", {}, 0.0, skipped=str(error))
    stops = [lockstep_stop_prefill(name, **options) for name in (correct, variant)]
    png = _side_by_side(
        f"Per-shape scratch cache, {shapes} against a cache of {capacity} "
        f"(every call evicts): {variant} beside {correct}",
        ("call", ["live scratch", "cache entries"]),
        runs,
        stops,
        correct,
        lambda run: [
            [
                Series(run.calls, run.predicted_bytes, "model"),
                Series(run.calls, run.measured_bytes, "measured"),
            ],
            [
                Series(
                    run.calls,
                    [capacity] * len(run.calls),
                    "reference",
                    label=f"capacity ({capacity})",
                ),
                Series(run.calls, run.predicted_entries, "model"),
                Series(run.calls, run.entries, "measured"),
            ],
        ],
        lambda run: ("call", len(run.calls)),
        out / f"{slug}.png",
        byte_rows={0},
    )
    buggy, good = runs[1], runs[0]
    mib = 1 << 20
    numbers = {
        "calls": len(buggy.calls),
        "correct_final_bytes": good.measured_bytes[-1],
        "variant_final_bytes": buggy.measured_bytes[-1],
        "model_final_bytes": buggy.predicted_bytes[-1],
        "variant_final_entries": buggy.entries[-1],
        "correct_max_abs_error_bytes": max(
            abs(m - p) for m, p in zip(good.measured_bytes, good.predicted_bytes, strict=True)
        ),
        "lockstep_stop": None if stops[1] is None else {"call": stops[1][0], "what": stops[1][1]},
        "correct_lockstep_stop": None if stops[0] is None else stops[0][0],
        "errors": {correct: good.errors, variant: buggy.errors},
    }
    text = (
        f"The same {len(buggy.calls)} prefill calls ({shapes}: more token counts than the "
        f"cache holds, so every call past the first {capacity} evicts). The correct op's "
        f"live scratch follows the model call for call "
        f"({good.measured_bytes[-1] / mib:.1f} MiB at the end, largest difference "
        f"{numbers['correct_max_abs_error_bytes']} bytes). The variant's cache still "
        f"holds {buggy.entries[-1]} entries, as many as the model's, yet its live "
        f"scratch climbs with every eviction to {buggy.measured_bytes[-1] / mib:.1f} MiB "
        f"against the model's {buggy.predicted_bytes[-1] / mib:.1f} MiB: evicted entries' "
        f"buffers stay alive. " + _stop_sentence(stops[1], "call")
    )
    return Outcome(slug, heading, variant, correct, png.name, text, numbers, _since(started))


def release_leak(
    out: Path,
    *,
    variant: str = RELEASE_LEAK_VARIANT,
    correct: str = "impl",
    policy: str = "lru",
    pool_size: int = 512,
    steps: int = 600,
    seed: int = 0,
) -> Outcome:
    from kvtwin.plots import Series  # matplotlib: only when drawing

    heading = "Batched-release leak: leaked blocks climbing against zero"
    slug = "release-leak"
    started = time.perf_counter()
    options = {"policy": policy, "pool_size": pool_size, "steps": steps, "seed": seed}
    model, runs, stops = _serve_beside_model(correct, variant, orphans=False, **options)
    usable = pool_size - 1
    png = _side_by_side(
        f"Block allocator ({policy}, pool of {pool_size}), seeded serving traffic: "
        f"{variant} beside {correct}",
        ("engine step", ["leaked blocks (held, no owner)", "allocation failures (cumulative)"]),
        runs,
        stops,
        correct,
        lambda run: [
            [
                Series(
                    run.steps,
                    [usable] * len(run.steps),
                    "reference",
                    label=f"usable pool ({usable} blocks)",
                ),
                Series(model.steps, model.leaked, "model"),
                Series(run.steps, run.leaked, "measured"),
            ],
            [
                Series(model.steps, model.allocation_failures, "model"),
                Series(run.steps, run.allocation_failures, "measured"),
            ],
        ],
        lambda run: ("step", len(run.steps)),
        out / f"{slug}.png",
    )
    good, buggy = runs
    half = next(
        (s for s, v in zip(buggy.steps, buggy.leaked, strict=True) if v >= usable // 2), None
    )
    numbers = {
        "steps": len(buggy.steps),
        "model_max_leaked": max(model.leaked, default=0),
        "correct_max_leaked": max(good.leaked, default=0),
        "variant_max_leaked": max(buggy.leaked, default=0),
        "variant_half_pool_step": half,
        "model_allocation_failures": model.allocation_failures[-1] if model.steps else 0,
        "correct_allocation_failures": good.allocation_failures[-1] if good.steps else 0,
        "variant_allocation_failures": buggy.allocation_failures[-1] if buggy.steps else 0,
        "lockstep_stop": None if stops[1] is None else {"step": stops[1][0], "what": stops[1][1]},
        "correct_lockstep_stop": None if stops[0] is None else stops[0][0],
        "errors": {correct: good.errors, variant: buggy.errors},
    }
    text = (
        f"{len(buggy.steps)} engine steps of the same seeded traffic. Leaked blocks are "
        f"blocks the allocator holds (ref > 0) that no request's block table names. "
        + _leak_free("correct allocator", numbers["correct_max_leaked"], "leaks", "block")
        + f" The variant leaks a block whenever two owners of a shared prefix finish in the "
        f"same step, reaching {numbers['variant_max_leaked']} of {usable} usable blocks"
        + (f" (half the pool by step {half})" if half is not None else "")
        + f", and then serves by failing allocations: "
        f"{numbers['variant_allocation_failures']} against the model's "
        f"{numbers['model_allocation_failures']}. " + _stop_sentence(stops[1], "step")
    )
    return Outcome(slug, heading, variant, correct, png.name, text, numbers, _since(started))


def parent_first(
    out: Path,
    *,
    variant: str = PARENT_FIRST_VARIANT,
    correct: str = "impl",
    policy: str = "lru",
    pool_size: int = 128,
    steps: int = 1000,
    seed: int = 0,
) -> Outcome:
    from kvtwin.plots import Series  # matplotlib: only when drawing

    heading = "LRU parent-first eviction: orphaned cached blocks"
    slug = "lru-parent-first"
    started = time.perf_counter()
    options = {"policy": policy, "pool_size": pool_size, "steps": steps, "seed": seed}
    model, runs, stops = _serve_beside_model(correct, variant, orphans=True, **options)
    png = _side_by_side(
        f"Block allocator ({policy}, pool of {pool_size}), seeded serving traffic: "
        f"{variant} beside {correct}",
        ("engine step", ["orphaned cached blocks now", "blocks orphaned so far"]),
        runs,
        stops,
        correct,
        lambda run: [
            [
                Series(model.steps, model.orphans, "model"),
                Series(run.steps, run.orphans, "measured"),
            ],
            [
                Series(model.steps, model.orphaned_so_far, "model"),
                Series(run.steps, run.orphaned_so_far, "measured"),
            ],
        ],
        lambda run: ("step", len(run.steps)),
        out / f"{slug}.png",
    )
    good, buggy = runs
    numbers = {
        "steps": len(buggy.steps),
        "model_orphaned": model.orphaned_so_far[-1] if model.steps else 0,
        "correct_orphaned": good.orphaned_so_far[-1] if good.steps else 0,
        "variant_orphaned": buggy.orphaned_so_far[-1] if buggy.steps else 0,
        "variant_max_orphans_at_once": max(buggy.orphans, default=0),
        "lockstep_stop": None if stops[1] is None else {"step": stops[1][0], "what": stops[1][1]},
        "correct_lockstep_stop": None if stops[0] is None else stops[0][0],
        "errors": {correct: good.errors, variant: buggy.errors},
    }
    text = (
        f"{len(buggy.steps)} engine steps of the same seeded traffic with a pool small "
        f"enough to evict. An orphan is a cached, registered block whose parent block was "
        f"evicted before it (the parent is free, or holds other content): its prefix can "
        f"never be matched again, yet it occupies the pool until evicted itself. "
        + (
            "Neither the model nor the correct allocator (leaf-peel eviction) orphans a block."
            if numbers["model_orphaned"] == numbers["correct_orphaned"] == 0
            else _leak_free("model", numbers["model_orphaned"], "orphans", "block")
            + " "
            + _leak_free("correct allocator", numbers["correct_orphaned"], "orphans", "block")
        )
        + " The variant evicts the oldest cached blocks whatever their children and has "
        f"orphaned {numbers['variant_orphaned']} blocks by the end (up to "
        f"{numbers['variant_max_orphans_at_once']} at once). " + _stop_sentence(stops[1], "step")
    )
    return Outcome(slug, heading, variant, correct, png.name, text, numbers, _since(started))


SCENARIOS: tuple[Callable[..., Outcome], ...] = (scratch_leak, release_leak, parent_first)


def _panel_title(target: str, correct: str) -> str:
    return f"{target} (correct)" if target == correct else f"{target} (known bug)"


def _leak_free(who: str, count: int, verb: str, noun: str) -> str:
    if count == 0:
        return f"The {who} {verb} no {noun}."
    return f"The {who} {verb} {count} {noun}{'s' if count != 1 else ''}."


def _stop_sentence(stop: tuple[int, str] | None, unit: str) -> str:
    if stop is None:
        return "The lockstep runner finds no divergence on the variant with this workload."
    return (
        f"The lockstep runner (`kvtwin run`) stops on the variant at {unit} {stop[0]} "
        f"(dashed line), at the first difference: {stop[1]}."
    )


def _serve_beside_model(
    correct: str, variant: str, *, orphans: bool, **options: Any
) -> tuple[Any, list[Any], list[tuple[int, str] | None]]:
    """The same seeded traffic served on the model, the correct target and the
    variant, each to the end, and where lockstep stops on the two targets."""
    model = serve_blocks("model", orphans=orphans, **options)
    runs = [serve_blocks(name, orphans=orphans, **options) for name in (correct, variant)]
    stops = [lockstep_stop_blocks(name, **options) for name in (correct, variant)]
    return model, runs, stops


def _side_by_side(
    title: str,
    axes: tuple[str, list[str]],
    runs: list[Any],
    stops: list[tuple[int, str] | None],
    correct: str,
    rows_of: Any,
    extent_of: Any,
    path: Path,
    **options: Any,
) -> Path:
    """One panel per run (the correct target, then the variant), each with its
    rows of series and the point where lockstep stops; drawn to ``path``."""
    from kvtwin.plots import Comparison, Panel

    xlabel, ylabels = axes
    panels = [
        Panel(
            _panel_title(run.target, correct), rows_of(run), stop, _stop_note(stop, *extent_of(run))
        )
        for run, stop in zip(runs, stops, strict=True)
    ]
    return _draw(Comparison(title, xlabel, ylabels, panels, **options), path)


def _draw(comparison: Comparison, path: Path) -> Path:
    from kvtwin.plots import MAX_PNG_BYTES, plot_comparison

    plot_comparison(comparison, path)
    size = path.stat().st_size
    if size > MAX_PNG_BYTES:
        print(f"kvtwin report: warning: {path} is {size:,} bytes (over {MAX_PNG_BYTES:,})")
    return path


def _since(started: float) -> float:
    return round(time.perf_counter() - started, 2)


# ================================================================== the run
def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    outcomes = []
    for scenario in SCENARIOS:
        outcome = scenario(out, seed=args.seed)
        outcomes.append(outcome)
        if outcome.skipped:
            print(f"kvtwin report: {outcome.heading}: skipped ({outcome.skipped})")
        else:
            print(
                f"kvtwin report: {outcome.heading}: {out / str(outcome.png)} ({outcome.seconds} s)"
            )
    bugs_code = None
    bugs_table: list[str] = []
    if not args.no_bugs:
        from kvtwin.commands import bugs

        bugs_code = bugs.run(argparse.Namespace(out=out, only=[]))
        bugs_table = _bug_table(out / "bugs.md")
    (out / "report.json").write_text(
        json.dumps(
            {
                "seed": args.seed,
                "scenarios": [asdict(o) for o in outcomes],
                "bugs": None if bugs_code is None else {"exit": bugs_code, "file": "bugs.md"},
                "seconds": round(time.perf_counter() - started, 2),
            },
            indent=2,
        )
        + "\n"
    )
    report = out / "report.md"
    report.write_text(render_report(outcomes, bugs_table, args.seed, args.no_bugs))
    print(f"kvtwin report: wrote {report} in {time.perf_counter() - started:.1f} s")
    return 0 if bugs_code in (None, 0) else bugs_code


def _bug_table(path: Path) -> list[str]:
    """The tables of bugs.md (detection matrix and correct implementations), from
    the first table row to the end."""
    if not path.is_file():
        return []
    lines = path.read_text().splitlines()
    first = next((i for i, line in enumerate(lines) if line.startswith("|")), len(lines))
    return [
        line.replace("## ", "### ", 1) if line.startswith("## ") else line for line in lines[first:]
    ]


def render_report(outcomes: list[Outcome], bugs_table: list[str], seed: int, no_bugs: bool) -> str:
    lines = [
        "# kvtwin report",
        "",
        "Written by `kvtwin report` (or `nox -s report`); regenerate it rather than edit it.",
        "",
        "Each scenario runs one seeded workload (seed "
        f"{seed}) independently on the reference model, on the correct implementation and "
        "on a known-bug variant, each driving its own serving loop or call sequence to the "
        "end. A lockstep run (`kvtwin run`) stops at the first divergence; these keep going "
        "to show what the bug does to the quantity one would watch in production. The "
        "dashed line marks where the lockstep runner stops. In every plot the reference "
        "model is the wide pale blue band and the measurement on the target the thin "
        "vermillion line: where they agree, the line runs inside the band.",
        "",
    ]
    for outcome in outcomes:
        lines += [f"## {outcome.heading}", ""]
        if outcome.skipped:
            lines += [
                f"Not drawn: the variant `{outcome.variant}` is not available here "
                f"({outcome.skipped}).",
                "",
            ]
            continue
        lines += [
            f"![{outcome.variant} beside {outcome.correct}]({outcome.png})",
            "",
            outcome.text,
            "",
        ]
    lines += ["## Known-bug detection matrix", ""]
    if no_bugs:
        lines += ["Left out of this run (`--no-bugs`); `kvtwin bugs` writes it.", ""]
    elif bugs_table:
        lines += [
            "From [bugs.md](bugs.md) (`kvtwin bugs`): the generic campaigns against every "
            "known-bug variant, each first divergence shrunk to a replayable reproduction.",
            "",
            *bugs_table,
            "",
        ]
    else:
        lines += ["`kvtwin bugs` wrote no bugs.md.", ""]
    return "\n".join(lines).rstrip() + "\n"
