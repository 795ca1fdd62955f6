"""The plot of one ``kvtwin run hybrid``: snapshot slots held and pinned, the bytes
of recurrent state alive and the KV blocks in use per engine step, the model's
prediction against the target's measurement, with evictions and failures marked."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kvtwin.report.plots import (
    EVICTION_COLOR,
    FAILURE_COLOR,
    MEASURED_STYLE,
    MISS_COLOR,
    MODEL_STYLE,
    byte_unit,
    count_axis,
    figure,
    finish_run_plot,
    increments,
    line,
    mark_divergence,
    rug,
)


def plot_run(points: Sequence[dict[str, int]], summary: dict[str, Any], path: Path) -> Path:
    steps = [p["step"] for p in points]
    fig = figure(11, 9.5, fixed=True)
    axes = fig.subplots(5, 1, sharex=True, height_ratios=[3, 2.2, 3, 2.2, 1.6])
    rows = (("held", "snapshot slots held"), ("pinned", "slots pinned"))
    for ax, (what, label) in zip(axes[:2], rows, strict=True):
        model = [p[f"model_{what}"] for p in points]
        target = [p[f"target_{what}"] for p in points]
        line(ax, steps, model, MODEL_STYLE)
        line(ax, steps, target, MEASURED_STYLE)
        ax.set_ylabel(label)
        ax.grid(alpha=0.3)
        count_axis(ax, model + target)
    slots = summary.get("num_slots")
    if slots:
        axes[0].axhline(slots, color="#888888", linewidth=1.0, linestyle=":")
    scale, unit = byte_unit(max((p["model_bytes"] for p in points), default=0))
    line(axes[2], steps, [p["model_bytes"] / scale for p in points], MODEL_STYLE)
    line(axes[2], steps, [p["target_bytes"] / scale for p in points], MEASURED_STYLE)
    axes[2].set_ylabel(f"state bytes ({unit})")
    axes[2].grid(alpha=0.3)
    model_blocks = [p["model_blocks"] for p in points]
    target_blocks = [p["target_blocks"] for p in points]
    line(axes[3], steps, model_blocks, MODEL_STYLE)
    line(axes[3], steps, target_blocks, MEASURED_STYLE)
    axes[3].set_ylabel("KV blocks in use")
    axes[3].grid(alpha=0.3)
    count_axis(axes[3], model_blocks + target_blocks)
    marks = (
        ("block evicts", "block_evictions", EVICTION_COLOR),
        ("slot evicts", "slot_evictions", "#56B4E9"),
        ("alloc fails", "allocation_failures", FAILURE_COLOR),
        ("refused", "snapshot_batches_refused", MISS_COLOR),
    )
    rug(
        axes[4],
        [
            (
                f"{label} ({points[-1][key] if points else 0})",
                increments(steps, [p[key] for p in points]),
                color,
            )
            for label, key, color in marks
        ],
        "engine step",
    )
    divergence = summary.get("divergence")
    stop = steps[-1] if divergence and steps else None
    if stop is not None and steps[0] == stop:
        for ax in axes:
            ax.set_xlim(stop - 1, stop + 1)
    mark_divergence(axes, stop)
    where = f"op {divergence['step']} (engine step {stop})" if divergence else ""
    target = summary.get("target", "?")
    return finish_run_plot(
        fig,
        axes[0],
        divergence,
        where,
        f"kvtwin run hybrid: target {target}, policy {summary.get('policy')}, seed "
        f"{summary.get('seed')}, {summary.get('num_blocks')} blocks, {slots} slots",
        target,
        path,
    )
