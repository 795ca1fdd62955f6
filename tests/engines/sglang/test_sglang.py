"""SGLang's targets at both levels, and its standalone tests, on the SGLang installed
here (skipped where it is not: the default suite runs without it; the Python 3.11
venv of `nox -s peers-sglang` runs these)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import check_target, get_scenario
from kvtwin.core.standalone import run_tests
from kvtwin.engines.sglang.loader import load_release
from kvtwin.scenarios.blocks.serving import LEGITIMATE, MISUSE
from kvtwin.scenarios.radix.campaigns import HUNT_PHASES, radix_campaign
from kvtwin.scenarios.radix.target import ENGINE_SCENARIO, SCENARIO

try:
    RELEASE, REASON = load_release(), ""
except TargetUnavailable as unavailable:
    RELEASE, REASON = None, str(unavailable)

pytestmark = pytest.mark.skipif(RELEASE is None, reason=f"SGLang not available here: {REASON}")
RADIX = get_scenario(SCENARIO)


def campaign(target: str, traffic: str = LEGITIMATE, seed: int = 1, steps: int = 80):
    return radix_campaign(
        RADIX, target, policy="lru", pool_size=24, seed=seed, steps=steps,
        phases=HUNT_PHASES, traffic=traffic,
    )  # fmt: skip


@pytest.mark.parametrize("target", ["sglang", "sglang-python", "sglang-both"])
def test_legitimate_traffic_agrees_with_the_model(target: str) -> None:
    result = run_campaign(campaign(target))
    assert result.divergence is None, str(result.divergence)
    coverage = result.coverage
    assert coverage["prefix_hits"] > 0 and coverage["dedup_frees"] > 0
    assert coverage["evictions"] > 0 and coverage["alloc_failures"] > 0


def test_each_core_is_the_one_asked_for() -> None:
    for core, built in RELEASE.cores.items():
        assert not built.startswith("unavailable"), f"{core}: {built}"


@pytest.mark.parametrize("target", ["sglang-engine", "sglang-python-engine"])
def test_the_scheduler_path_agrees_and_is_exercised(target: str) -> None:
    campaigns = get_scenario(ENGINE_SCENARIO).campaigns
    values = {**campaigns.options.defaults(), "target": target, "pool_size": 32, "steps": 60}
    result = run_campaign(campaigns.campaign({**values, "seed": 1}))
    assert result.divergence is None, str(result.divergence)
    steps = result.coverage["engine"]
    assert steps["batches"] > 0 and steps["requests_finished"] > 0
    assert result.coverage["allocator"]["verbs"]["insert"] > 0


def write_and_run(built, result, folder: Path, signature: str) -> dict:
    """The target's standalone test of a run (through the registry's writer), run here."""
    trace = trace_of(built, result, "test")
    writer = check_target(SCENARIO, built.target).standalone
    written = writer(trace, folder, "test_standalone", {"signature": signature, "policy": "lru"})
    text = Path(written["file"]).read_text()
    imports = [line for line in text.splitlines() if line.startswith(("import ", "from "))]
    assert not [line for line in imports if "kvtwin" in line or " model" in line], imports
    return run_tests(folder, [Path(written["file"])])["test_standalone.py"]


@pytest.mark.parametrize("target", ["sglang", "sglang-python"])
def test_a_finding_s_standalone_test_fails_where_the_harness_diverged(
    target: str, tmp_path: Path
) -> None:
    """Misuse SGLang lets through (its allocator trusts the scheduler): the first
    divergence of a misuse campaign, written as a standalone file, fails on the
    SGLang installed here, on the state the model predicted."""
    for seed in range(6):
        built = campaign(target, traffic=MISUSE, seed=seed, steps=60)
        result = run_campaign(built)
        if result.divergence is not None:
            break
    assert result.divergence is not None, "no misuse campaign diverged"
    outcome = write_and_run(built, result, tmp_path, result.divergence.signature)
    assert outcome["failed"] is True, outcome
    assert "AssertionError" in outcome["message"] and "expected" in outcome["message"], outcome


def test_the_standalone_test_of_an_agreeing_trace_passes(tmp_path: Path) -> None:
    built = campaign("sglang-python", steps=40)
    result = run_campaign(built)
    assert result.divergence is None, str(result.divergence)
    outcome = write_and_run(built, result, tmp_path, "none: the run agreed")
    assert outcome["failed"] is False, outcome
