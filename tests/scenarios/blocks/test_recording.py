"""The blocks run's recording: fed by the ops, bounded whatever the run's length,
and still a true picture of the pool at the end."""

from __future__ import annotations

from itertools import pairwise

import pytest

from kvtwin.core.lockstep import drive
from kvtwin.core.registry import get_scenario
from kvtwin.report.snapshot import POOL_ADDRESS
from kvtwin.scenarios.blocks import recording
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.recording import PoolRecorder
from kvtwin.scenarios.blocks.snapshot import pool_snapshot
from model.blocks import Counts


def run(pool: int, steps: int, seed: int = 1):
    scenario = get_scenario("blocks")
    campaign = serving_campaign(
        scenario, "impl", policy="lru", pool_size=pool, seed=seed, steps=steps
    )
    session = scenario.session(campaign.config, "impl")
    result = drive(scenario, session, campaign.workload(), audit_every=campaign.audit_every)
    assert result.divergence is None, result.divergence
    return session.target, result.recording


def live_blocks(events, pool: int) -> set[int]:
    trace = pool_snapshot(events, pool)["device_traces"][0]
    live: set[int] = set()
    for entry in trace:
        block = entry["addr"] - POOL_ADDRESS
        if entry["action"] == "alloc":
            live.add(block)
        elif entry["action"] == "free_completed":
            live.discard(block)
    return live


def held(target, pool: int) -> set[int]:
    return set(range(pool - 1)) - set(target.free_ids())


def test_the_curve_keeps_evenly_spaced_points_and_the_last_step(monkeypatch):
    monkeypatch.setattr(recording, "MAX_POINTS", 16)
    recorder = PoolRecorder(8)
    ticks = 100
    for step in range(ticks):
        recorder.op("tick", [], [], Counts(7, 0, 0, 0, step), {})
    recorder.finish(Counts(7, 0, 0, 0, ticks))
    steps = [point["step"] for point in recorder.curve]
    assert len(steps) <= 16 + 1
    assert steps[0] == 0 and steps[-1] == ticks - 1
    gaps = {b - a for a, b in pairwise(steps)}
    assert gaps <= {recorder.stride, (ticks - 1) % recorder.stride or recorder.stride}
    assert recorder.stride > 1 and recorder.stride & (recorder.stride - 1) == 0


def test_a_short_run_keeps_every_step_and_every_pool_event():
    pool, steps = 48, 150
    target, recorded = run(pool, steps)
    assert [point["step"] for point in recorded.curve] == list(range(steps))
    assert recorded.events_dropped == 0
    assert live_blocks(recorded.events, pool) == held(target, pool)
    final = recorded.curve[-1]
    assert final["target_free"] == pool - 1 - len(held(target, pool))
    assert final["target_active"] + final["target_cached"] == len(held(target, pool))


def test_dropped_events_still_leave_the_snapshot_in_the_final_state(monkeypatch):
    monkeypatch.setattr(recording, "MAX_EVENTS", 40)
    pool = 48
    target, recorded = run(pool, 400, seed=2)
    assert recorded.events_dropped > 0
    window = recorded.events
    kept = list(recorded._events)
    assert len(kept) == 40 and window[-40:] == kept
    # what was held when the window opened comes first, as allocations at its start
    opening = window[: len(window) - 40]
    assert all(action == "alloc" and step == kept[0][0] for step, action, _ in opening)
    assert live_blocks(window, pool) == held(target, pool)


@pytest.mark.parametrize("steps", [300, 1200])
def test_the_recording_does_not_grow_with_the_run(monkeypatch, steps):
    monkeypatch.setattr(recording, "MAX_POINTS", 64)
    monkeypatch.setattr(recording, "MAX_EVENTS", 256)
    _, recorded = run(32, steps, seed=3)
    kept = recorded.describe()
    assert kept["curve_points"] <= 65 and kept["events_kept"] <= 256
    assert len(recorded.events) <= 256 + 31  # plus at most one allocation per block
