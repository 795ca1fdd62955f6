"""The plot of one ``kvtwin run prefill``: predicted against measured live
scratch bytes per call, cache entries per call, misses and evictions marked,
the first divergence annotated. The model's side of every panel is what the
session recorded from the model's predictions (``TimelinePoint``), never
recomputed here."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kvtwin.report.plots import (
    EVICTION_COLOR,
    MEASURED_STYLE,
    MISS_COLOR,
    MODEL_STYLE,
    REFERENCE_STYLE,
    byte_unit,
    count_axis,
    figure,
    finish_run_plot,
    line,
    mark_divergence,
    rug,
)

PLOT_NAME = "prefill.png"


def plot_run(points: Sequence[dict[str, Any]], summary: dict[str, Any], path: Path) -> Path:
    """``points``: per call ``call``, ``key``, ``predicted_bytes``, ``measured_bytes``,
    ``entries``, ``hit`` and optionally ``evicted`` and ``predicted_entries``
    (``TimelinePoint.to_json()``). The model's entries are drawn where every
    point carries them."""
    from matplotlib.lines import Line2D  # matplotlib: only when drawing

    calls = [p["call"] for p in points]
    capacity = summary.get("capacity")
    fig = figure(11, 8, fixed=True)
    ax_bytes, ax_entries, ax_rug = fig.subplots(3, 1, sharex=True, height_ratios=[3, 2, 1.2])
    top = max([p["predicted_bytes"] for p in points] + [p["measured_bytes"] for p in points] + [1])
    scale, unit = byte_unit(top)
    line(ax_bytes, calls, [p["predicted_bytes"] / scale for p in points], MODEL_STYLE)
    line(ax_bytes, calls, [p["measured_bytes"] / scale for p in points], MEASURED_STYLE, marker=".")
    ax_bytes.set_ylabel(f"live scratch ({unit})")
    ax_bytes.set_ylim(-0.02 * top / scale, 1.05 * top / scale)
    ax_bytes.grid(alpha=0.3)
    entries = [p["entries"] for p in points]
    predicted = [p.get("predicted_entries") for p in points]
    if points and all(n is not None for n in predicted):
        line(ax_entries, calls, predicted, MODEL_STYLE)
    if capacity:
        ax_entries.axhline(int(capacity), **REFERENCE_STYLE)
    line(ax_entries, calls, entries, MEASURED_STYLE, marker="o")
    ax_entries.set_ylabel("cache entries")
    count_axis(ax_entries, [*entries, int(capacity or 0) + 1])
    ax_entries.grid(alpha=0.3)
    misses = [p["call"] for p in points if p.get("hit") is False]
    evictions = [p["call"] for p in points if p.get("evicted")]
    rug(
        ax_rug,
        [
            (f"misses ({len(misses)})", misses, MISS_COLOR),
            (f"evictions ({len(evictions)})", evictions, EVICTION_COLOR),
        ],
        "call",
    )
    divergence = summary.get("divergence")
    stop = divergence["step"] if divergence else None
    axes = (ax_bytes, ax_entries, ax_rug)
    if stop is not None:
        low = min([*calls, stop]) - 0.5
        high = max([*calls, stop]) + 0.5
        for ax in axes:
            ax.set_xlim(low, high)
    mark_divergence(axes, stop)
    target = summary.get("target", "?")
    extra = [Line2D([], [], **REFERENCE_STYLE, label=f"capacity ({capacity})")] if capacity else []
    return finish_run_plot(
        fig,
        ax_bytes,
        divergence,
        f"call {stop}",
        f"kvtwin run prefill: target {target}, shapes {summary.get('shapes', '?')}, "
        f"capacity {capacity}, seed {summary.get('seed')}, {summary.get('device', 'cpu')}",
        target,
        path,
        extra,
    )
