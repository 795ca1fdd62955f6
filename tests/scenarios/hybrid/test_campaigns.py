"""Hybrid campaigns (kvtwin/scenarios/hybrid/campaigns.py): the fixed hunts find
every known-bug variant and shrink it to a replayable reproduction, and the CLI
runs the scenario."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from impl.bugs.hybrid import VARIANTS
from kvtwin.cli import main
from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.replay import replay_trace
from kvtwin.core.repro import shrink_trace
from kvtwin.scenarios.hybrid import HYBRID


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_hunts_find_each_variant(name: str) -> None:
    for hunt in HYBRID.campaigns.hunts(f"bug:{name}"):
        result = run_campaign(hunt)
        if result.divergence is not None:
            break
    assert result.divergence is not None, f"bug:{name} was not detected"


def test_a_finding_shrinks_and_replays(tmp_path: Path) -> None:
    hunt = HYBRID.campaigns.hunts("bug:restore-in-place")[0]
    result = run_campaign(hunt)
    assert result.divergence is not None
    shrunk = shrink_trace(trace_of(hunt, result, "test"), max_seconds=30).trace
    assert len(shrunk.ops) < result.count
    replayed = replay_trace(shrunk)
    assert replayed.divergence is not None
    assert replayed.divergence.signature == result.divergence.signature
    assert replay_trace(shrunk, "impl").divergence is None


def test_the_cli_runs_the_scenario(tmp_path: Path) -> None:
    out = tmp_path / "run"
    assert main(["run", "hybrid", "--steps", "40", "--seed", "2", "--out", str(out)]) == 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["ok"] and summary["coverage"]["outputs_checked"] > 0
    assert (out / "slots.png").stat().st_size > 0
    assert main(["run", "hybrid", "--num-slots", "0", "--out", str(tmp_path / "bad")]) == 2
