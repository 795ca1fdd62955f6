"""``kvtwin report`` story of the prefill scenario: the scratch leak, the variant
drawn beside the correct op and the model on the same seeded call sequence.

A lockstep run stops at the first divergence; here each target runs the whole
sequence on its own, with the scratch-cache model beside it (what it predicts
is ``model.scratch``'s statement) and live bytes measured by a CPU probe after
every call, to show what the bug does to the memory a user would watch.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from kvtwin.core.campaign import run_campaign
from kvtwin.core.contain import attempt
from kvtwin.core.errors import TargetUnavailable, UnknownTarget
from kvtwin.core.registry import get_scenario, make_target
from kvtwin.report.plots import Series
from kvtwin.report.reporting import Story
from kvtwin.report.stories import Stop, side_by_side, stop_of, stop_sentence
from kvtwin.scenarios.prefill.campaigns import shape_campaign
from kvtwin.scenarios.prefill.inputs import make_inputs
from kvtwin.scenarios.prefill.probes import CpuProbe
from kvtwin.scenarios.prefill.shapes import ShapeConfig, parse_shape_spec, seeded_shapes
from kvtwin.scenarios.prefill.targets.base import SCENARIO
from model.scratch import LRUScratchModel
from model.scratch_layout import key_bytes, scratch_key

SCRATCH_LEAK_VARIANT = "bug:scratch-id-wrapper-leak"


@dataclass
class PrefillRun:
    """One target running the call sequence on its own, the model beside it."""

    target: str
    calls: list[int] = field(default_factory=list)
    predicted_bytes: list[int] = field(default_factory=list)
    measured_bytes: list[int] = field(default_factory=list)
    predicted_entries: list[int] = field(default_factory=list)
    entries: list[int] = field(default_factory=list)
    errors: int = 0  # calls the target raised on (the sequence carries on)


def serve(
    target: str,
    *,
    shapes: str,
    passes: int,
    capacity: int,
    seed: int,
    chunk_size: int = 64,
    config: ShapeConfig | None = None,
) -> PrefillRun:
    """The seeded call sequence of ``kvtwin run prefill`` through ``target`` alone."""
    probe = CpuProbe()
    op = make_target(
        SCENARIO,
        target,
        capacity=capacity,
        device="cpu",
        allocate=probe.allocate,
        chunk_size=chunk_size,
    )
    config = config or ShapeConfig()
    model = LRUScratchModel(capacity, key_bytes)
    run = PrefillRun(target)
    calls = seeded_shapes(parse_shape_spec(shapes), seed, passes, config)
    for index, call in enumerate(c for c in calls if c.misuse is None):
        dims = (call.total, config.heads, config.head_k, config.head_v, chunk_size)
        predicted = model.get(scratch_key(*dims, "float32", "cpu"))
        inputs = make_inputs(call, config, seed=seed)
        probe.call = index
        try:
            # the outputs are dropped at once, and so is an error's traceback
            run.errors += attempt(op, **inputs, output_final_state=True)[1] is not None
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


def lockstep_stop(target: str, **options: Any) -> Stop:
    """Where ``kvtwin run prefill`` stops on ``target`` (call, what differed)."""
    result = run_campaign(shape_campaign(get_scenario(SCENARIO), target, **options))
    divergence = result.divergence
    return stop_of(divergence, 0 if divergence is None else divergence.step, "call")


def scratch_leak(
    seed: int,
    out: Path,
    *,
    variant: str = SCRATCH_LEAK_VARIANT,
    correct: str = "impl",
    shapes: str = "cyclic:12",
    passes: int = 6,
    capacity: int = 8,
    chunk_size: int = 64,
    config: ShapeConfig | None = None,
) -> dict[str, Any]:
    # the pattern alone: the story's model knows the config's float32 calls only, and a
    # variant (another dtype or dims, a clear, a repeat) would change what it predicts
    config = replace(config or ShapeConfig(), domain_rate=0.0)
    options: dict[str, Any] = {
        "shapes": shapes,
        "passes": passes,
        "capacity": capacity,
        "seed": seed,
        "chunk_size": chunk_size,
        "config": config,
    }
    try:
        runs = [serve(name, **options) for name in (correct, variant)]
    except UnknownTarget as error:  # not registered here: the report skips the story
        raise TargetUnavailable(str(error)) from None
    stops = [lockstep_stop(name, **options) for name in (correct, variant)]
    png = side_by_side(
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
        out / "scratch-leak.png",
        byte_rows={0},
    )
    good, buggy = runs
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
        f"buffers stay alive. " + stop_sentence(stops[1], "call")
    )
    return {"png": png, "text": text, "numbers": numbers, "variant": variant, "correct": correct}


STORIES: list[Story] = [
    Story("scratch-leak", "Scratch leak: live scratch bytes climbing against flat", scratch_leak)
]
