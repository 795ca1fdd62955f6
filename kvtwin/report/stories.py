"""Shared parts of report stories: one scenario's workload drawn on the correct
target beside a known-bug variant, with where the lockstep runner stops."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from kvtwin.core.divergence import Divergence
from kvtwin.report.plots import MAX_PNG_BYTES, Comparison, Panel, divergence_text, plot_comparison

Stop = tuple[int, str] | None
"""Where lockstep stops: (x on the story's axis, what differed), or None."""


def stop_of(divergence: Divergence | None, x: int, unit: str) -> Stop:
    if divergence is None:
        return None
    text = divergence_text(divergence.to_json(), f"{unit} {x}")
    return x, text.removeprefix(f"first divergence at {unit} {x}: ")


def stop_note(stop: Stop, unit: str, length: int) -> str:
    if stop is None:
        return f"lockstep: no divergence in {length} {unit}s"
    return f"{unit} {stop[0]}: {stop[1]}"


def panel_title(target: str, correct: str) -> str:
    return f"{target} (correct)" if target == correct else f"{target} (known bug)"


def leak_free(who: str, count: int, verb: str, noun: str) -> str:
    if count == 0:
        return f"The {who} {verb} no {noun}."
    return f"The {who} {verb} {count} {noun}{'s' if count != 1 else ''}."


def stop_sentence(stop: Stop, unit: str) -> str:
    if stop is None:
        return "The lockstep runner finds no divergence on the variant with this workload."
    return (
        f"The lockstep runner (`kvtwin run`) stops on the variant at {unit} {stop[0]} "
        f"(dashed line), at the first difference: {stop[1]}."
    )


def side_by_side(
    title: str,
    axes: tuple[str, list[str]],
    runs: Sequence[Any],
    stops: Sequence[Stop],
    correct: str,
    rows_of: Callable[[Any], list],
    extent_of: Callable[[Any], tuple[str, int]],
    path: Path,
    **options: Any,
) -> Path:
    """One panel per run (the correct target, then the variant), each with its
    rows of series and the point where lockstep stops; drawn to ``path``."""
    xlabel, ylabels = axes
    panels = [
        Panel(
            panel_title(run.target, correct), rows_of(run), stop, stop_note(stop, *extent_of(run))
        )
        for run, stop in zip(runs, stops, strict=True)
    ]
    plot_comparison(Comparison(title, xlabel, ylabels, panels, **options), path)
    size = path.stat().st_size
    if size > MAX_PNG_BYTES:
        print(
            f"kvtwin report: warning: {path} is {size:,} bytes (over {MAX_PNG_BYTES:,})",
            file=sys.stderr,
        )
    return path
