"""The plot of one ``kvtwin run blocks``: free, active and cached blocks per
engine step, the model against the target."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kvtwin.report.plots import (
    EVICTION_COLOR,
    FAILURE_COLOR,
    MEASURED_STYLE,
    MODEL_STYLE,
    count_axis,
    figure,
    finish_run_plot,
    increments,
    line,
    mark_divergence,
    rug,
)


def plot_run(curve: Sequence[dict[str, int]], summary: dict[str, Any], path: Path) -> Path:
    """Free, active and cached blocks per engine step, model against target, with
    allocation failures and evictions marked and the first divergence annotated."""
    steps = [p["step"] for p in curve]
    fig = figure(11, 8.5, fixed=True)
    axes = fig.subplots(4, 1, sharex=True, height_ratios=[3, 3, 3, 1.4])
    for ax, what in zip(axes, ("free", "active", "cached"), strict=False):
        model = [p[f"model_{what}"] for p in curve]
        target = [p[f"target_{what}"] for p in curve]
        line(ax, steps, model, MODEL_STYLE)
        line(ax, steps, target, MEASURED_STYLE)
        ax.set_ylabel(f"{what} blocks")
        ax.grid(alpha=0.3)
        count_axis(ax, model + target)
    failures = [p["allocation_failures"] for p in curve]
    evictions = [p["evictions"] for p in curve]
    rug(
        axes[3],
        [
            (
                f"alloc failures ({failures[-1] if failures else 0})",
                increments(steps, failures),
                FAILURE_COLOR,
            ),
            (
                f"evictions ({evictions[-1] if evictions else 0})",
                increments(steps, evictions),
                EVICTION_COLOR,
            ),
        ],
        "engine step",
    )
    divergence = summary.get("divergence")
    stop = steps[-1] if divergence and steps else None
    if stop is not None and steps[0] == stop:  # a single point: give the axis some width
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
        f"kvtwin run blocks: target {target}, policy {summary.get('policy')}, "
        f"seed {summary.get('seed')}, pool of {summary.get('pool_size', '?')} blocks",
        target,
        path,
    )
