"""kvtwin.report.plots and the scenarios' run plots: the per-run plots and the
side-by-side comparison draw, stay small, and their helpers keep what matters
(spikes, units); the entries curve is the LRU model's."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from kvtwin.report.plots import (
    MAX_PNG_BYTES,
    MAX_POINTS,
    MEASURED_STYLE,
    MODEL_STYLE,
    Comparison,
    Panel,
    Series,
    byte_unit,
    decimate,
    divergence_text,
    plot_comparison,
    wrap,
)
from kvtwin.scenarios.blocks.plots import plot_run as plot_blocks_run
from kvtwin.scenarios.prefill.plots import plot_run as plot_prefill_run
from model.scratch import LRUScratchModel

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == PNG_MAGIC, f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def check_png(path: Path) -> None:
    width, height = png_size(path)
    assert 600 <= width <= 2000 and 400 <= height <= 1600
    assert path.stat().st_size < MAX_PNG_BYTES


def test_model_and_measurement_have_one_colour_each() -> None:
    assert MODEL_STYLE["color"] != MEASURED_STYLE["color"]


@pytest.mark.parametrize(
    ("top", "unit"),
    [(0, "bytes"), (1023, "bytes"), (1024, "KiB"), (5 << 20, "MiB"), ((1 << 20) - 1, "KiB")],
)
def test_byte_unit_follows_the_size(top: int, unit: str) -> None:
    scale, got = byte_unit(top)
    assert got == unit and top / scale < 1024


def test_decimate_keeps_every_spike_and_bounds_the_points() -> None:
    xs = list(range(20_000))
    ys = [0] * 20_000
    ys[12_345] = 99
    ys[17_000] = -5
    dx, dy = decimate(xs, ys)
    assert len(dx) <= MAX_POINTS + 2
    assert (12_345, 99) in zip(dx, dy, strict=True) and (17_000, -5) in zip(dx, dy, strict=True)
    assert dx == sorted(dx)
    assert decimate([1, 2], [3, 4]) == ([1, 2], [3, 4])


def test_wrap_and_divergence_text() -> None:
    assert wrap("a " * 200, 20, lines=2).count("\n") == 1
    assert wrap("a " * 200, 20, lines=2).endswith("...")
    text = divergence_text(
        {
            "step": 3,
            "op": "release(ids=[1, 1])",
            "field": "block[1].ref",
            "expected": 0,
            "actual": 1,
        },
        "op 3",
    )
    assert text == "first divergence at op 3: release(ids=[1, 1]): block[1].ref expected 0, got 1"
    assert "no divergence" in divergence_text(None, "")


def test_the_entries_curve_is_the_lru_models_count() -> None:
    # plots.model_entries (an LRU count kept outside model/) is gone: the entries
    # curve is now the model's own prediction, len(CallPrediction.keys) per call
    model = LRUScratchModel(3, lambda key: 1)
    entries = [len(model.get(key).keys) for key in ["a", "b", "a", "c", "d", "b"]]
    assert entries == [1, 2, 2, 3, 3, 3]


def curve(steps: int, diverge: bool) -> list[dict[str, int]]:
    points = []
    for step in range(steps):
        active = step % 40
        points.append(
            {
                "step": step,
                "model_free": 127 - active,
                "model_active": active,
                "model_cached": 0,
                "target_free": 127 - active - (1 if diverge and step == steps - 1 else 0),
                "target_active": active + (1 if diverge and step == steps - 1 else 0),
                "target_cached": 0,
                "allocation_failures": step // 100,
                "evictions": step // 3,
            }
        )
    return points


@pytest.mark.parametrize(("steps", "diverge"), [(20_000, False), (10, True), (1, True)])
def test_blocks_run_plot(tmp_path: Path, steps: int, diverge: bool) -> None:
    summary = {
        "scenario": "blocks",
        "target": "bug:x",
        "policy": "lru",
        "seed": 0,
        "pool_size": 128,
    }
    if diverge:
        summary["divergence"] = {
            "step": 41,
            "op": "release(ids=[77, 77])",
            "field": "block[77].ref",
            "expected": 0,
            "actual": 1,
        }
    path = plot_blocks_run(curve(steps, diverge), summary, tmp_path / "blocks.png")
    check_png(path)


def test_prefill_run_plot_even_with_no_call_recorded(tmp_path: Path) -> None:
    points = [
        {
            "call": i,
            "key": f"T={16 * (i % 5 + 1)}",
            "predicted_bytes": 3 << 20,
            "measured_bytes": (3 << 20) + (i >> 2 << 20),
            "entries": min(i + 1, 4),
            "hit": i % 3 == 0,
            "evicted": "T=16" if i > 4 else None,
        }
        for i in range(30)
    ]
    summary = {
        "scenario": "prefill",
        "target": "impl",
        "capacity": 4,
        "seed": 0,
        "shapes": "cyclic:5",
    }
    check_png(plot_prefill_run(points, summary, tmp_path / "a.png"))
    summary["divergence"] = {"step": 0, "op": "x", "field": "keys", "expected": [], "actual": [1]}
    check_png(plot_prefill_run([], summary, tmp_path / "b.png"))


def test_comparison_side_by_side(tmp_path: Path) -> None:
    x = list(range(600))
    flat = [0] * 600
    climb = [s // 2 for s in x]
    bytes_model = [12 << 20] * 600
    panels = [
        Panel(
            "impl (correct)",
            [
                [Series(x, flat, "model"), Series(x, flat, "measured")],
                [Series(x, bytes_model, "model"), Series(x, bytes_model, "measured")],
            ],
            note="lockstep: no divergence in 600 steps",
        ),
        Panel(
            "bug:x (known bug)",
            [
                [
                    Series(x, [511] * 600, "reference", label="usable pool"),
                    Series(x, flat, "model"),
                    Series(x, climb, "measured"),
                    Series(x, [c // 2 for c in climb], "measured", "--", "so far"),
                ],
                [
                    Series(x, bytes_model, "model"),
                    Series(
                        x,
                        [b + c * 4096 for b, c in zip(bytes_model, climb, strict=True)],
                        "measured",
                    ),
                ],
            ],
            stop=(9, "release(ids=[461, 461]): block[461].ref expected 0, got 1"),
        ),
    ]
    comparison = Comparison(
        "A title", "engine step", ["leaked blocks", "live scratch"], panels, {1}
    )
    check_png(plot_comparison(comparison, tmp_path / "c.png"))
