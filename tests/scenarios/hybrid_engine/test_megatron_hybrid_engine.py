"""``--target megatron-hybrid-engine``: megatron-core's own serving path for a
hybrid model on the CPU, checked at the engine level.

These run where megatron-core's whole package imports (the ``nox -s peers``
venvs, /work/venvs/megatron-0.19.2); elsewhere they skip, saying why. What a
release does with the one batch that outgrows the slot pool depends on whether
it has Megatron-LM #6091 (detected from its code, never its version).
"""

from __future__ import annotations

from typing import Any

import pytest
from kvtwin.scenarios.blocks_engine.ops import Arrive, Step
from kvtwin.scenarios.hybrid_engine import campaigns

from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import get_scenario

SCENARIO = get_scenario("hybrid-engine")
TARGET = "megatron-hybrid-engine"


def _config(policy: str = "lru", slots: int = 3) -> dict[str, Any]:
    return campaigns.engine_config(policy=policy, num_blocks=24, num_slots=slots)


def _session_or_reason() -> tuple[Any, str]:
    try:
        return SCENARIO.session(_config(), TARGET), ""
    except TargetUnavailable as error:
        return None, str(error)


SESSION, REASON = _session_or_reason()
needs_engine = pytest.mark.skipif(SESSION is None, reason=f"megatron-core unavailable: {REASON}")


def _run(session: Any, ops: list[Any]) -> None:
    for op in ops:
        session.apply(op)
    session.audit(final=True)


def test_unavailable_engine_level_is_a_clear_target_error(monkeypatch, tmp_path):
    from kvtwin.scenarios.blocks.targets.megatron import loader

    monkeypatch.setattr(loader, "_LOADED", {})
    monkeypatch.setenv(loader.ENV_PATH, str(tmp_path / "missing"))
    with pytest.raises(TargetUnavailable, match="KVTWIN_MEGATRON_PATH"):
        SCENARIO.session(_config(), TARGET)


@needs_engine
def test_the_context_is_built_with_the_pools_asked_for_on_the_cpu():
    driver = SESSION.driver
    assert driver.kv.total_count == 24 and driver.slots.max_slots == 3
    assert driver.context.mamba_ssm_states.device.type == "cpu"
    assert driver.context.kv_block_allocator is driver.kv


@needs_engine
@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_a_repeated_prompt_restores_through_the_engines_own_path(policy):
    """A block-aligned prompt, then the same prompt while the first still runs (so
    its blocks are cached under either policy): the second request restores the
    snapshot the first one's commit recorded, and both agree."""
    session = SCENARIO.session(_config(policy, slots=6), TARGET)
    prompt = tuple(range(1, 13))
    ops = [Arrive(prompt, 6), Step(), Step(), Arrive(prompt, 2), Step(), Step(), Step()]
    _run(session, ops)
    coverage = session.coverage()
    assert coverage["engine"]["prefix_hits"] == 1  # the engine's add_request matched
    assert coverage["cache"]["prefix_hits"] == 1 and coverage["cache"]["snapshots_checked"] > 0
    assert coverage["engine"]["audits"] >= 4


@needs_engine
def test_a_snapshot_batch_past_the_pool_is_served_or_is_the_0_19_crash():
    """Two block-aligned prompts in one step ask for four snapshots of a three-slot
    pool, every held one's block referenced: a release with #6091 keeps what fits;
    0.19 raises from commit_intermediate_states, a finding at the chunk."""
    session = SCENARIO.session(_config(), TARGET)
    ops = [Arrive(tuple(range(1, 9)), 1), Arrive(tuple(range(20, 28)), 1), Step(), Step()]
    atomic = hasattr(type(session.driver.slots), "_evictable_block_ids")
    if atomic:
        _run(session, ops)
        return
    with pytest.raises(DivergenceFound) as found:
        _run(session, ops)
    assert found.value.divergence.signature == "prefill: error no error -> crash: RuntimeError"
    assert found.value.divergence.step == 2  # the step, not the arrivals
