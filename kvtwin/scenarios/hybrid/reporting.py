"""How a hybrid run is drawn: slots, state bytes and blocks over time (``plots.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kvtwin.report.reporting import Artifacts, Reporting
from kvtwin.scenarios.hybrid.plots import plot_run


class HybridReporting(Reporting):
    def artifacts(self, out_dir: Path, summary: dict[str, Any], recording: Any) -> Artifacts:
        if recording is None or not recording.points:
            return Artifacts()
        return Artifacts(plot_run(recording.points, summary, out_dir / "slots.png"))

    def describe(self, summary: dict[str, Any], unit: str) -> str:
        coverage = summary.get("coverage") or {}
        return (
            f"{summary.get('ops')} hybrid-cache ops over {summary.get('steps')} engine steps of "
            f"seeded shared-prefix traffic, {summary.get('num_blocks')} KV blocks and "
            f"{summary.get('num_slots')} snapshot slots, policy `{summary.get('policy')}`; "
            f"outputs of {coverage.get('outputs_checked', 0)} requests checked against a "
            "float64 no-cache recompute."
        )
