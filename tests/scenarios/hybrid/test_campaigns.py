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
from kvtwin.scenarios.hybrid.campaigns import (
    HUNT_PHASES,
    HUNT_STEPS,
    HUNT_TOKEN_BUDGET,
    hybrid_campaign,
)


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


def _verbs(traffic: str) -> tuple[dict[str, int], dict[str, int]]:
    campaign = hybrid_campaign(
        HYBRID, "model", seed=1, steps=HUNT_STEPS, num_blocks=24, num_slots=3,
        phases=HUNT_PHASES, token_budget=HUNT_TOKEN_BUDGET, traffic=traffic,
    )  # fmt: skip
    result = run_campaign(campaign)
    assert result.divergence is None
    return result.coverage["verbs"], result.coverage["errors"]


def test_legitimate_traffic_makes_only_an_engines_own_calls() -> None:
    verbs, errors = _verbs("legitimate")
    assert not errors and "invalidate" not in verbs and "evict_slots" not in verbs
    assert verbs["prefill"] and verbs["evict_blocks"]
    verbs, errors = _verbs("misuse")
    assert errors and "evict_slots" not in verbs  # its invalidations are misuse, refused
    verbs, errors = _verbs("all")
    assert errors and verbs["invalidate"] and verbs["evict_slots"]


def test_a_run_goes_on_past_a_known_cause_in_parts(tmp_path: Path) -> None:
    first = run_campaign(HYBRID.campaigns.hunts("bug:restore-in-place")[0])
    assert first.divergence is not None
    known = tmp_path / "known.txt"
    known.write_text(first.divergence.signature + "\n")
    out = tmp_path / "run"
    argv = ["run", "hybrid", "--target", "bug:restore-in-place", "--steps", "300"]
    assert main([*argv, "--known", str(known), "--out", str(out)]) == 0  # known causes only
    summary = json.loads((out / "summary.json").read_text())
    assert summary["parts"] > 1
    assert [(f["signature"], f["known"]) for f in summary["findings"]] == [
        (first.divergence.signature, True)
    ]
    hunt = HYBRID.campaigns.hunts("impl")[0]
    part = HYBRID.campaigns.next_part(hunt, 1, 100, 1.0)
    assert part is not None and part.summary["steps"] == HUNT_STEPS - 100
    assert part.summary["seed"] != hunt.summary["seed"] and part.label.endswith(" part 1")
    assert HYBRID.campaigns.next_part(hunt, 1, HUNT_STEPS, 1.0) is None  # no steps left
