"""How a blocks run is drawn: the memory curve (``plots.py``), a PyTorch memory
snapshot of the pool (``snapshot.py``) and the report's stories (``stories.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kvtwin.report.reporting import Artifacts, Reporting, Story
from kvtwin.report.snapshot import SNAPSHOT_NAME, write_snapshot
from kvtwin.scenarios.blocks import plots, snapshot, stories


class BlocksReporting(Reporting):
    def artifacts(self, out_dir: Path, summary: dict[str, Any], recording: Any) -> Artifacts:
        if recording is None:
            return Artifacts()
        plot = (
            plots.plot_run(recording.curve, summary, out_dir / "blocks.png")
            if recording.curve
            else None
        )
        pool = snapshot.pool_snapshot(
            recording.events, int(summary["pool_size"]), target=str(summary["target"])
        )
        return Artifacts(plot, write_snapshot(pool, out_dir / SNAPSHOT_NAME), [snapshot.NOTE])

    def describe(self, summary: dict[str, Any], unit: str) -> str:
        return (
            f"{summary.get('ops')} allocator ops over {summary.get('steps')} engine steps "
            f"of seeded serving traffic, pool of {summary.get('pool_size')} blocks, "
            f"policy `{summary.get('policy')}`."
        )

    def stories(self) -> list[Story]:
        return stories.stories()
