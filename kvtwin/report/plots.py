"""Plots of kvtwin runs (matplotlib, object-oriented: no pyplot, no global backend).

matplotlib is imported only when something is drawn, so the CLI starts fast.

One convention everywhere: the reference model is a wide, pale band
(:data:`MODEL_STYLE`), the measurement on the target a thin line on top of it
(:data:`MEASURED_STYLE`), so where they agree the line runs inside the band
and where they part both stay visible. The first divergence (or where the
lockstep runner would have stopped) is a black dashed vertical line.

Each scenario draws its own run plot (``kvtwin/scenarios/NAME/plots.py``) with
the helpers here; :func:`plot_comparison` draws ``kvtwin report``'s stories, a
buggy variant beside the correct implementation on the same workload.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from matplotlib.figure import Figure
    from matplotlib.lines import Line2D

# ------------------------------------------------------------------ styles
MODEL_COLOR = "#0072B2"  # blue (Okabe-Ito palette: readable by colour-blind readers)
MEASURED_COLOR = "#D55E00"  # vermillion
DIVERGENCE_COLOR = "#000000"
REFERENCE_COLOR = "#888888"  # limits: pool size, cache capacity
FAILURE_COLOR = "#7B3294"  # purple
EVICTION_COLOR = "#009E73"  # green
MISS_COLOR = "#999999"

MODEL_LABEL = "model (reference)"
MEASURED_LABEL = "measured on the target"
MODEL_STYLE: dict[str, Any] = {
    "color": MODEL_COLOR,
    "linewidth": 4.0,
    "alpha": 0.4,
    "solid_capstyle": "butt",
}
MEASURED_STYLE: dict[str, Any] = {"color": MEASURED_COLOR, "linewidth": 1.4}
DIVERGENCE_STYLE: dict[str, Any] = {"color": DIVERGENCE_COLOR, "linewidth": 1.2, "linestyle": "--"}
REFERENCE_STYLE: dict[str, Any] = {"color": REFERENCE_COLOR, "linewidth": 1.0, "linestyle": ":"}
ROLE_STYLES = {"model": MODEL_STYLE, "measured": MEASURED_STYLE, "reference": REFERENCE_STYLE}

DPI = 100
TITLE_SIZE = 13
NOTE_SIZE = 9
MAX_PNG_BYTES = 300_000
MAX_POINTS = 1200
"""Longer series are drawn as their min/max envelope over this many points (a
20000-step run drawn point by point makes a PNG of megabytes and no more detail)."""


# ------------------------------------------------------------------ helpers
def byte_unit(max_bytes: float) -> tuple[float, str]:
    """(divisor, unit) for an axis whose largest value is ``max_bytes``."""
    if max_bytes >= 1 << 20:
        return float(1 << 20), "MiB"
    if max_bytes >= 1 << 10:
        return float(1 << 10), "KiB"
    return 1.0, "bytes"


def wrap(text: str, width: int, lines: int = 2) -> str:
    """``text`` wrapped to ``width`` columns, at most ``lines`` lines (elided)."""
    wrapped = textwrap.wrap(text, width) or [""]
    if len(wrapped) > lines:
        wrapped = wrapped[:lines]
        wrapped[-1] = wrapped[-1][: max(0, width - 3)] + "..."
    return "\n".join(wrapped)


def divergence_text(divergence: dict[str, Any] | None, where: str) -> str:
    """One line saying what differed at the first divergence."""
    if not divergence:
        return "no divergence: model and target agree throughout"
    return (
        f"first divergence at {where}: {divergence.get('op', '')}: "
        f"{divergence.get('field')} expected {divergence.get('expected')!r}, "
        f"got {divergence.get('actual')!r}"
    )


def decimate(
    xs: Sequence[float], ys: Sequence[float], max_points: int = MAX_POINTS
) -> tuple[list[float], list[float]]:
    """At most about ``max_points`` points that keep every bin's minimum and maximum
    (in the order they occur), so spikes survive."""
    n = len(xs)
    if n <= max_points:
        return list(xs), list(ys)
    per_bin = -(-n // (max_points // 2))
    out_x: list[float] = []
    out_y: list[float] = []
    for start in range(0, n, per_bin):
        chunk = range(start, min(start + per_bin, n))
        low = min(chunk, key=lambda i: ys[i])
        high = max(chunk, key=lambda i: ys[i])
        for i in sorted({low, high}):
            out_x.append(xs[i])
            out_y.append(ys[i])
    return out_x, out_y


def line(
    ax: Any, xs: Sequence[float], ys: Sequence[float], style: dict[str, Any], *, marker: str = ""
) -> None:
    """A per-step (or per-call) series: each value held over its own step, from
    x - 1/2 to x + 1/2, so a lone last value still shows; long series as their
    envelope (:func:`decimate`), held until the next point."""
    if len(xs) > MAX_POINTS:
        x, y = decimate(xs, ys)
        ax.plot(x, y, **style, drawstyle="steps-post")
        return
    stairs_x = [v for x in xs for v in (x - 0.5, x + 0.5)]
    stairs_y = [v for y in ys for v in (y, y)]
    ax.plot(stairs_x, stairs_y, **style)
    if marker:
        ax.plot(xs, ys, linestyle="none", marker=marker, color=style["color"], markersize=4)


def count_axis(ax: Any, values: Iterable[float]) -> None:
    """A count axis from 0, integer ticks, never collapsed to nothing."""
    top = max(1.0, max(values, default=0) * 1.06 + 0.5)
    ax.set_ylim(-0.02 * top, top)  # a little below 0, so a series at 0 clears the axis
    from matplotlib.ticker import MaxNLocator

    ax.yaxis.set_major_locator(MaxNLocator(integer=True))


def figure(width: float, height: float, *, fixed: bool = False) -> Figure:
    """A figure laid out by matplotlib's constrained layout, or (``fixed``) with
    margins :func:`finish_run_plot` sets: the layout solver costs about half a
    run plot's drawing time, which every ``kvtwin run`` pays."""
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), dpi=DPI, layout=None if fixed else "constrained")


def save(fig: Figure, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=DPI)
    return path


def mark_divergence(axes: Iterable[Any], x: float | None) -> None:
    if x is None:
        return
    for ax in axes:
        ax.axvline(x, **DIVERGENCE_STYLE, zorder=1.5)  # under the data


def label_line(ax: Any, x: float, text: str) -> None:
    """A short label beside a vertical line at ``x``, on the side with more room."""
    low, high = ax.get_xlim()
    right = (x - low) <= 0.6 * (high - low)
    ax.annotate(
        text,
        xy=(x, 1.0),
        xycoords=("data", "axes fraction"),
        xytext=(4 if right else -4, -4),
        textcoords="offset points",
        ha="left" if right else "right",
        va="top",
        fontsize=NOTE_SIZE,
        bbox={
            "boxstyle": "round,pad=0.2",
            "facecolor": "white",
            "edgecolor": "none",
            "alpha": 0.85,
        },
        zorder=6,
    )


def rug(ax: Any, rows: Sequence[tuple[str, Sequence[float], str]], xlabel: str) -> None:
    """Event marks: one row per (label, x positions, colour)."""
    positions = [list(xs) for _, xs, _ in rows]
    colors = [c for _, _, c in rows]
    ax.eventplot(positions, colors=colors, lineoffsets=range(len(rows)), linelengths=0.7)
    ax.set_yticks(range(len(rows)), [label for label, _, _ in rows], fontsize=NOTE_SIZE)
    ax.set_ylim(-0.6, len(rows) - 0.4)
    ax.set_xlabel(xlabel)
    ax.grid(axis="x", alpha=0.3)


def increments(xs: Sequence[float], cumulative: Sequence[int]) -> list[float]:
    """The x positions where a cumulative count grew (once per position)."""
    marks, before = [], 0
    for x, total in zip(xs, cumulative, strict=True):
        if total > before:
            marks.append(x)
        before = total
    return marks


def legend(fig: Figure, handles: list[Any], ncol: int | None = None) -> None:
    fig.legend(
        handles=handles,
        loc="outside lower center",
        ncol=ncol or len(handles),
        fontsize=NOTE_SIZE + 1,
        frameon=False,
    )


def model_handle(label: str = MODEL_LABEL) -> Line2D:
    from matplotlib.lines import Line2D

    return Line2D([], [], **MODEL_STYLE, label=label)


def measured_handle(label: str = MEASURED_LABEL) -> Line2D:
    from matplotlib.lines import Line2D

    return Line2D([], [], **MEASURED_STYLE, label=label)


def divergence_handle(label: str = "first divergence") -> Line2D:
    from matplotlib.lines import Line2D

    return Line2D([], [], **DIVERGENCE_STYLE, label=label)


def finish_run_plot(
    fig: Figure,
    title_ax: Any,
    divergence: dict[str, Any] | None,
    where: str,
    suptitle: str,
    target: str,
    path: Path,
    extra_handles: Sequence[Any] = (),
) -> Path:
    """The common tail of every scenario's run plot: the divergence as the top
    panel's title, the run as the figure's title, the legend, the file."""
    title = wrap(divergence_text(divergence, where), 120)
    title_ax.set_title(title, fontsize=NOTE_SIZE + 1, color="#8B0000" if divergence else "#333333")
    fig.suptitle(suptitle, fontsize=TITLE_SIZE)
    handles = [model_handle(), measured_handle(f"measured on {target}"), *extra_handles]
    if divergence:
        handles.append(divergence_handle())
    if fig.get_layout_engine() is None:
        _run_plot_margins(fig, title.count("\n") + 1)
        fig.legend(
            handles=handles,
            loc="lower center",
            bbox_to_anchor=(0.5, 0.0),
            ncol=len(handles),
            fontsize=NOTE_SIZE + 1,
            frameon=False,
        )
    else:
        legend(fig, handles)
    return save(fig, path)


def _run_plot_margins(fig: Figure, title_lines: int) -> None:
    """Margins in inches for a run plot's fixed layout: the suptitle and the top
    panel's title (``title_lines`` lines) above, the x label and the one-row
    legend below, tick labels and the rug's row names on the left."""
    width, height = fig.get_size_inches()
    top = 0.55 + 0.19 * title_lines
    fig.subplots_adjust(
        left=1.4 / width,
        right=1 - 0.2 / width,
        top=1 - top / height,
        bottom=0.85 / height,
        hspace=0.15,
    )


# ------------------------------------------------------------- comparisons


@dataclass
class Series:
    """One line: ``role`` picks the colour ("model", "measured" or "reference");
    ``variant`` names what a non-solid ``linestyle`` means (shown once in the legend)."""

    x: Sequence[float]
    y: Sequence[float]
    role: str
    linestyle: str = "-"
    variant: str = ""
    label: str = ""  # for "reference" lines: what the limit is


@dataclass
class Panel:
    """One column: a target on the workload. ``stop``: (x, what differed) where the
    lockstep runner stops on it; ``note`` says why there is none."""

    title: str
    rows: list[list[Series]]
    stop: tuple[float, str] | None = None
    note: str = ""


@dataclass
class Comparison:
    title: str
    xlabel: str
    row_labels: list[str]
    panels: list[Panel]
    byte_rows: set[int] = field(default_factory=set)
    """Rows whose values are bytes: drawn in KiB or MiB, the unit in the label."""


def plot_comparison(comparison: Comparison, path: Path) -> Path:
    """The panels side by side, rows sharing their y axis, one legend below."""
    from matplotlib.lines import Line2D

    nrows, ncols = len(comparison.row_labels), len(comparison.panels)
    heights = [3.0] + [2.0] * (nrows - 1)
    fig = figure(6.0 * ncols, 1.6 + sum(heights) * 1.15)
    grid = fig.subplots(
        nrows, ncols, sharex="col", sharey="row", squeeze=False, height_ratios=heights
    )
    scales = []
    for row in range(nrows):
        values = [v for panel in comparison.panels for s in panel.rows[row] for v in s.y]
        scale, unit = (
            byte_unit(max(values, default=0)) if row in comparison.byte_rows else (1.0, "")
        )
        scales.append(scale)
        label = comparison.row_labels[row] + (f" ({unit})" if unit else "")
        grid[row][0].set_ylabel(label)
    variants: dict[tuple[str, str], None] = {}
    references: dict[str, None] = {}
    for col, panel in enumerate(comparison.panels):
        for row in range(nrows):
            ax = grid[row][col]
            for series in panel.rows[row]:
                style = dict(ROLE_STYLES[series.role])
                if series.role != "reference":
                    style["linestyle"] = series.linestyle
                line(ax, series.x, [v / scales[row] for v in series.y], style)
                if series.variant:
                    variants[(series.linestyle, series.variant)] = None
                if series.role == "reference" and series.label:
                    references[series.label] = None
            ax.grid(alpha=0.3)
        grid[-1][col].set_xlabel(comparison.xlabel)
        subtitle = f"lockstep stops here: {panel.stop[1]}" if panel.stop else panel.note
        grid[0][col].set_title(
            f"{panel.title}\n{wrap(subtitle, 70, lines=3)}", fontsize=NOTE_SIZE + 1, loc="left"
        )
    for row in range(nrows):  # shared by the row: fixed once every panel's data is in
        values = [
            v / scales[row] for panel in comparison.panels for s in panel.rows[row] for v in s.y
        ]
        if row in comparison.byte_rows:
            top = max(values, default=0) * 1.05 or 1.0
            grid[row][0].set_ylim(-0.02 * top, top)
        else:
            count_axis(grid[row][0], values)
    for col, panel in enumerate(comparison.panels):  # after all data: the x limits are final
        if panel.stop is None:
            continue
        column = [grid[row][col] for row in range(nrows)]
        mark_divergence(column, panel.stop[0])
        label_line(
            column[0], panel.stop[0], f"lockstep stops ({comparison.xlabel} {panel.stop[0]:g})"
        )
    fig.suptitle(comparison.title, fontsize=TITLE_SIZE)
    handles = [model_handle(), measured_handle()]
    for linestyle, variant in variants:
        handles.append(
            Line2D([], [], color="#444444", linewidth=1.4, linestyle=linestyle, label=variant)
        )
    for label in references:
        handles.append(Line2D([], [], **REFERENCE_STYLE, label=label))
    if any(panel.stop for panel in comparison.panels):
        handles.append(divergence_handle("where lockstep stops (first divergence)"))
    legend(fig, handles, ncol=min(len(handles), 4))
    return save(fig, path)
