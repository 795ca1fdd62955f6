"""How a prefill run is drawn: scratch bytes and entries per call (``plots.py``), a
PyTorch memory snapshot of the scratch (``snapshot.py``), the stories (``stories.py``)."""

from __future__ import annotations

import gc
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kvtwin.report.reporting import Artifacts, Reporting, Story
from kvtwin.report.snapshot import SNAPSHOT_NAME, write_snapshot
from kvtwin.scenarios.prefill import plots, snapshot, stories
from kvtwin.scenarios.prefill.session import PrefillRecording


class PrefillReporting(Reporting):
    def artifacts(self, out_dir: Path, summary: dict[str, Any], recording: Any) -> Artifacts:
        if not isinstance(recording, PrefillRecording):
            return Artifacts()
        points = recording.points()
        plot = None
        if points or summary.get("divergence"):
            plot = plots.plot_run(points, summary, Path(out_dir) / plots.PLOT_NAME)
        # Garbage (a divergence's traceback may hold a call's frames) is no scratch the
        # target keeps: collect it, so the snapshot ends with what the target holds.
        gc.collect()
        scratch = snapshot.scratch_snapshot(
            recording.events, keys=recording.keys(), target=str(summary.get("target", ""))
        )
        recording.release()
        notes = [snapshot.NOTE]
        return Artifacts(plot, write_snapshot(scratch, Path(out_dir) / SNAPSHOT_NAME), notes)

    def describe(self, summary: dict[str, Any], unit: str) -> str:
        return (
            f"{summary.get('ops')} prefill calls of the shape pattern `{summary.get('shapes')}` "
            f"through a scratch cache of {summary.get('capacity')} entries on "
            f"{summary.get('device', 'cpu')}, target `{summary.get('target')}`."
        )

    def stories(self) -> Sequence[Story]:
        return list(stories.STORIES)
