"""What a prefill run draws: the plot's model side comes from the session's
recorded predictions, and the snapshot, drawn after the session closed, ends
with what the target held at the end of the run."""

from __future__ import annotations

import gc
import pickle
import weakref
from pathlib import Path

from kvtwin.core.campaign import run_campaign
from kvtwin.report.reporting import reporting_of
from kvtwin.report.snapshot import SNAPSHOT_NAME, live_allocations
from kvtwin.scenarios.prefill import PREFILL
from kvtwin.scenarios.prefill.campaigns import shape_campaign
from kvtwin.scenarios.prefill.session import PrefillRecording
from kvtwin.scenarios.prefill.shapes import ShapeConfig

# no variants: the points follow the cycle alone (a variant may clear the cache)
SMALL = ShapeConfig(
    min_tokens=4,
    max_tokens=96,
    bucket=4,
    median_tokens=24,
    heads=2,
    head_k=8,
    head_v=8,
    domain_rate=0.0,
)


def run(target: str = "impl", capacity: int = 3):
    campaign = shape_campaign(
        PREFILL, target, shapes="cyclic:5", seed=0, passes=2, capacity=capacity, chunk_size=16,
        config=SMALL,
    )  # fmt: skip
    return campaign, run_campaign(campaign)


def test_each_point_carries_the_models_prediction() -> None:
    _, result = run()
    points = result.recording.points()
    assert [p["predicted_entries"] for p in points] == [1, 2, 3] + [3] * 7
    assert [p["entries"] for p in points] == [p["predicted_entries"] for p in points]
    assert result.recording.keys()[0] == points[0]["key"] == "T=" + str(points[0]["tokens"])


def test_artifacts_after_the_session_closed(tmp_path: Path) -> None:
    campaign, result = run()
    recording: PrefillRecording = result.recording
    target = weakref.ref(recording.keep[1])
    summary = {"scenario": "prefill", "target": "impl", "divergence": None, **campaign.summary}
    artifacts = reporting_of(PREFILL.name).artifacts(tmp_path, summary, recording)
    assert artifacts.plot == tmp_path / "prefill.png" and artifacts.plot.stat().st_size > 0
    assert artifacts.snapshot == tmp_path / SNAPSHOT_NAME and artifacts.notes
    snapshot = pickle.loads(artifacts.snapshot.read_bytes())
    live = live_allocations(snapshot)
    # the three entries the cache held at the end, ten buffers each
    assert len(live) == 3 * 10
    assert sum(live.values()) == recording.timeline[-1].measured_bytes
    del result, recording, artifacts
    gc.collect()
    assert target() is None  # released once drawn: the recording held it only for this


def test_no_recording_draws_nothing(tmp_path: Path) -> None:
    assert reporting_of(PREFILL.name).artifacts(tmp_path, {"target": "impl"}, None).plot is None
    assert not list(tmp_path.iterdir())
