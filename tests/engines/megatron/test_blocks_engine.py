"""``--target megatron-engine``: megatron-core's own serving path on the CPU.

These run where megatron-core's whole package imports (``nox -s peers`` venvs);
elsewhere they skip, saying why. Nothing here expects a particular release's
bugs: the traffic is chosen so that every release serves it correctly, and
what is asserted is that the engine, not the harness, made the allocator calls.
"""

from __future__ import annotations

from typing import Any

import pytest

from kvtwin.core.engine_level.ops import Arrive, Step
from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import get_scenario
from kvtwin.engines.megatron import loader
from kvtwin.engines.megatron.runtime.allocator import pool_size
from kvtwin.scenarios.blocks.engine_level import OPTIONS, engine_config
from tests.engines.megatron.available import loaded, needs

SCENARIO = get_scenario("blocks-engine")
TARGET = "megatron-engine"


def config(policy: str = "lru") -> dict[str, Any]:
    return engine_config({**OPTIONS.defaults(), "policy": policy, "pool_size": 24})


SESSION, REASON = loaded(lambda: SCENARIO.session(config(), TARGET))
needs_engine = needs(SESSION, REASON)


def test_unavailable_engine_level_is_a_clear_target_error(monkeypatch, tmp_path):
    monkeypatch.setattr(loader.load_release, "loaded", {})
    monkeypatch.setenv(loader.ENV_PATH, str(tmp_path / "missing"))
    with pytest.raises(TargetUnavailable, match="KVTWIN_MEGATRON_PATH"):
        SCENARIO.session(config(), TARGET)


@needs_engine
def test_the_context_is_built_with_the_pool_asked_for_on_the_cpu():
    driver = SESSION.driver
    assert pool_size(driver.allocator) == 24
    assert driver.allocator.block_ref_counts.device.type == "cpu"
    assert driver.context.kv_block_allocator is driver.allocator


@needs_engine
@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_served_requests_make_the_engines_own_allocator_calls(policy):
    """One request, then a second with the same prompt after the first finished:
    every allocator call comes from megatron-core's step, including the pin of
    the cached prefix under LRU, and the model agrees with all of them."""
    session = SCENARIO.session(config(policy), TARGET)
    prompt = tuple(range(10))
    traffic = [Arrive(prompt, 2), *[Step()] * 4, Arrive(prompt, 2), *[Step()] * 4]
    for op in traffic:
        session.apply(op)
    session.audit(final=True)
    coverage = session.coverage()
    verbs = coverage["allocator"]["verbs"]
    assert verbs["allocate"] >= 2 and verbs["register"] >= 1 and verbs["release"] >= 2
    assert verbs["tick"] == 8  # the engine advanced its clock once per step
    assert coverage["engine"]["requests_finished"] == 2
    assert ("retain" in verbs) == (policy == "lru")  # REF_ZERO freed the first prompt
    assert session.driver.owners() == []


@needs_engine
def test_a_write_to_the_ref_counts_the_contract_does_not_know_is_reported():
    """The context may pin (+1) or unpin (-1); any other write is unexpected."""
    session = SCENARIO.session(config(), TARGET)
    refs = session.driver.allocator.block_ref_counts
    refs[[0, 1]] = 5  # from outside any allocator call, as the context writes
    assert session.found is not None and session.found.field == "block_ref_counts write"
