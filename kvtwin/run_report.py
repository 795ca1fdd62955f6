"""What every ``kvtwin run`` writes next to summary.json: a plot of the run, a
PyTorch memory snapshot of it, and report.md, which embeds the plot with the
run's summary table and, on a divergence, the reproduction's path and first lines.

Scenarios call :func:`write_run_report` once the summary is written.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from kvtwin import memory_snapshot

REPORT_NAME = "report.md"
PLOT_NAMES = {"blocks": "blocks.png", "prefill": "prefill.png"}
REPRO_LINES = 20
SECTIONS_ELSEWHERE = {"divergence", "calls", "repro", "repro_ops", "test"}


def write_run_report(
    out_dir: Path | str,
    summary_json: dict[str, Any],
    *,
    blocks_curve: Sequence[dict[str, int]] | None = None,
    pool_events: Iterable[Sequence[Any]] | None = None,
    prefill_timeline: Sequence[Any] | None = None,
    probe_events: Iterable[Any] | None = None,
) -> list[Path]:
    """Write the run's plot, memory snapshot and report.md into ``out_dir``; return
    the paths written.

    * blocks: ``blocks_curve`` (``BlockCampaignResult.curve``) for the plot,
      ``pool_events`` (``BlockCampaignResult.pool_events``) for the snapshot;
    * prefill: ``prefill_timeline`` (the probe's ``TimelinePoint`` list; without
      it the ``calls`` of summary.json) for the plot, ``probe_events`` (the
      probe's ``events`` list itself, which the storages' deaths append to) for
      the snapshot.

    A missing input skips only what needs it; report.md is always written.
    """
    from kvtwin.plots import plot_blocks_run, plot_prefill_run  # matplotlib: only when drawing

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    scenario = summary_json.get("scenario")
    target = str(summary_json.get("target", ""))
    written: list[Path] = []
    plot: Path | None = None
    snapshot: Path | None = None
    if scenario == "blocks":
        if blocks_curve:
            plot = plot_blocks_run(blocks_curve, summary_json, out / PLOT_NAMES["blocks"])
        if pool_events is not None:
            pool_size = int(summary_json["pool_size"])
            snapshot = memory_snapshot.write_snapshot(
                memory_snapshot.blocks_snapshot(pool_events, pool_size, target=target),
                out / memory_snapshot.SNAPSHOT_NAME,
            )
    elif scenario == "prefill":
        points = prefill_points(prefill_timeline, summary_json)
        if points or summary_json.get("divergence"):
            plot = plot_prefill_run(points, summary_json, out / PLOT_NAMES["prefill"])
        if probe_events is not None:
            # Garbage (a divergence's traceback holds a call's frames) is no scratch
            # the target keeps: collect it, so the snapshot ends with what is live.
            # Its frees reach the probe's own event list, if that is what was passed.
            gc.collect()
            keys = {p["call"]: p["key"] for p in points}
            snapshot = memory_snapshot.write_snapshot(
                memory_snapshot.prefill_snapshot(probe_events, keys=keys, target=target),
                out / memory_snapshot.SNAPSHOT_NAME,
            )
    written += [p for p in (plot, snapshot) if p is not None]
    report = out / REPORT_NAME
    report.write_text(render_run_report(summary_json, out, plot=plot, snapshot=snapshot))
    written.append(report)
    return written


def prefill_points(
    timeline: Sequence[Any] | None, summary_json: dict[str, Any]
) -> list[dict[str, Any]]:
    """Per-call dicts for the plot: from the timeline, else summary.json's calls."""
    if timeline is not None:
        return [p if isinstance(p, dict) else p.to_json() for p in timeline]
    return [dict(c) for c in summary_json.get("calls") or []]


# ------------------------------------------------------------------ report.md
def render_run_report(
    summary: dict[str, Any], out_dir: Path, *, plot: Path | None, snapshot: Path | None
) -> str:
    scenario, target = summary.get("scenario", "?"), summary.get("target", "?")
    status = "ok" if summary.get("ok") else "DIVERGENCE"
    lines = [f"# kvtwin run {scenario}: target `{target}`, {status}", ""]
    lines += [summary_sentence(summary), ""]
    lines += [*summary_table(summary), ""]
    if plot is not None:
        lines += [f"![{scenario} run on {target}]({_link(plot, out_dir)})", ""]
    divergence = summary.get("divergence")
    if divergence:
        lines += ["## First divergence", ""]
        unit = "call" if scenario == "prefill" else "op"
        lines += [
            f"At {unit} {divergence.get('step')} (`{divergence.get('op')}`): "
            f"`{divergence.get('field')}` expected `{divergence.get('expected')!r}`, "
            f"got `{divergence.get('actual')!r}`.",
            "",
        ]
        lines += repro_section(summary, out_dir)
    if snapshot is not None:
        lines += [
            "## Memory snapshot",
            "",
            f"[`{snapshot.name}`]({_link(snapshot, out_dir)}): "
            + memory_snapshot.VIEWER_HINT.replace("FILE", snapshot.name)
            + ".",
            "",
            _snapshot_note(scenario),
            "",
        ]
    return "\n".join(lines).rstrip() + "\n"


def summary_sentence(summary: dict[str, Any]) -> str:
    if summary.get("scenario") == "prefill":
        text = f"{summary.get('steps')} calls in {summary.get('seconds')} s: "
    else:
        text = (
            f"{summary.get('steps')} engine steps, {summary.get('ops')} ops in "
            f"{summary.get('seconds')} s: "
        )
    if summary.get("ok"):
        return text + "the target agreed with the reference model throughout."
    return text + "the target parted from the reference model; the run stopped there."


def summary_table(summary: dict[str, Any]) -> list[str]:
    lines = ["| field | value |", "| --- | --- |"]
    for key, value in summary.items():
        if key in SECTIONS_ELSEWHERE or value is None:
            continue
        lines.append(f"| {key} | {_cell(value)} |")
    return lines


def repro_section(summary: dict[str, Any], out_dir: Path) -> list[str]:
    repro = summary.get("repro")
    if not repro:
        return ["No reproduction was written for this run.", ""]
    found = _locate(str(repro), out_dir)
    shown = _link(found, out_dir) if found else str(repro)
    unit = "calls" if summary.get("scenario") == "prefill" else "ops"
    lines = [
        f"Reproduction ({summary.get('repro_ops')} {unit}, shrunk): [`{shown}`]({shown}); "
        f"replay it with `kvtwin replay {repro}`.",
    ]
    test = summary.get("test")
    if test:
        test_found = _locate(str(test), out_dir)
        test_shown = _link(test_found, out_dir) if test_found else str(test)
        lines[-1] += f" As a pytest file: [`{test_shown}`]({test_shown})."
    lines.append("")
    if found is not None:
        head = found.read_text(errors="replace").splitlines()
        more = len(head) > REPRO_LINES
        lines += [f"Its first {min(REPRO_LINES, len(head))} lines:", "", "```json"]
        lines += head[:REPRO_LINES] + (["..."] if more else []) + ["```", ""]
    return lines


def _snapshot_note(scenario: str) -> str:
    if scenario == "blocks":
        return (
            "The KV pool is one segment, one byte per block (sizes count blocks); a block "
            "is allocated while it is out of the target's free pool (active or cached), "
            "as seen at the end of each engine step. The dummy block is held throughout."
        )
    return (
        "One allocation per scratch storage the cache allocated through the memory probe, "
        "at its real address, freed when the probe saw the storage die; each one's frame "
        "names its call, key, shape and dtype."
    )


def _cell(value: Any) -> str:
    if isinstance(value, dict):
        text = ", ".join(f"{k}={_plain(v)}" for k, v in value.items())
    else:
        text = _plain(value)
    return text.replace("|", "\\|").replace("\n", " ")


def _plain(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_plain(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_plain(v)}" for k, v in value.items()) + "}"
    return str(value)


def _locate(path: str, out_dir: Path) -> Path | None:
    """The file ``path`` names: as given, or by its name inside ``out_dir``."""
    for candidate in (Path(path), out_dir / Path(path).name):
        if candidate.is_file():
            return candidate
    return None


def _link(path: Path, out_dir: Path) -> str:
    """``path`` relative to ``out_dir`` (where report.md is), in forward slashes."""
    try:
        relative = os.path.relpath(Path(path).resolve(), Path(out_dir).resolve())
    except ValueError:  # another drive
        return Path(path).as_posix()
    return Path(relative).as_posix()
