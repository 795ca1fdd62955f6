"""SGLang's targets under the radix scenario (skipped where SGLang is not
installed: the default suite runs without it; `nox -s peers-sglang` runs these)."""

from __future__ import annotations

from pathlib import Path

import pytest
from kvtwin.scenarios.radix.engine_scenario import radix_engine_campaign

from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import get_scenario
from kvtwin.core.standalone import run_tests
from kvtwin.scenarios.blocks.serving import LEGITIMATE, MISUSE
from kvtwin.scenarios.radix.campaigns import HUNT_PHASES, radix_campaign

try:
    from kvtwin.scenarios.blocks.targets.sglang.loader import load_release

    RELEASE, REASON = load_release(), ""
except TargetUnavailable as unavailable:
    RELEASE, REASON = None, str(unavailable)

pytestmark = pytest.mark.skipif(RELEASE is None, reason=f"SGLang not available here: {REASON}")
RADIX = get_scenario("radix")


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
    engine = get_scenario("radix-engine")
    built = radix_engine_campaign(engine, target, policy="lru", pool_size=32, seed=1, steps=60)
    result = run_campaign(built)
    assert result.divergence is None, str(result.divergence)
    steps = result.coverage["engine"]
    assert steps["batches"] > 0 and steps["requests_finished"] > 0
    assert result.coverage["allocator"]["verbs"]["insert"] > 0


def test_a_finding_s_standalone_test_fails_where_the_harness_diverged(tmp_path: Path) -> None:
    """Misuse SGLang lets through (its allocator trusts the scheduler): the first
    divergence of a misuse campaign, written as a standalone file, fails on the
    SGLang installed here."""
    from kvtwin.scenarios.blocks.targets.sglang.standalone import standalone_test

    found = None
    for seed in range(6):
        built = campaign("sglang", traffic=MISUSE, seed=seed, steps=60)
        result = run_campaign(built)
        if result.divergence is not None:
            found = (built, result)
            break
    assert found is not None, "no misuse campaign diverged"
    built, result = found
    trace = trace_of(built, result, "test")
    finding = {"signature": result.divergence.signature, "policy": "lru"}
    written = standalone_test(trace, tmp_path, "test_standalone", finding)
    text = Path(written["file"]).read_text()
    imports = [line for line in text.splitlines() if line.startswith(("import ", "from "))]
    assert not [line for line in imports if "kvtwin" in line or " model" in line], imports
    outcome = run_tests(tmp_path, [Path(written["file"])])["test_standalone.py"]
    assert outcome["failed"] is True, outcome
