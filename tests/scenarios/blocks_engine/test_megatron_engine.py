"""``--target megatron-engine``: megatron-core's own serving path on the CPU.

These run where megatron-core's whole package imports (``nox -s peers`` venvs);
elsewhere they skip, saying why. Nothing here expects a particular release's
bugs: the traffic is chosen so that every release serves it correctly, and
what is asserted is that the engine, not the harness, made the allocator calls.
"""

from __future__ import annotations

from typing import Any

import pytest
from kvtwin.scenarios.blocks_engine import campaigns
from kvtwin.scenarios.blocks_engine.ops import Arrive, Step
from kvtwin.scenarios.blocks_engine.session import EngineSession

from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import make_target

CONFIG = campaigns.engine_config(policy="lru", pool_size=24)


def _options(policy: str) -> dict[str, Any]:
    config = {**CONFIG, "policy": policy}
    return {"num_blocks": config.pop("pool_size"), **config}


def _engine_or_reason() -> tuple[Any, str]:
    try:
        return make_target("blocks-engine", "megatron-engine", **_options("lru")), ""
    except TargetUnavailable as error:
        return None, str(error)


ENGINE, REASON = _engine_or_reason()
needs_engine = pytest.mark.skipif(ENGINE is None, reason=f"megatron-core unavailable: {REASON}")


def test_unavailable_engine_level_is_a_clear_target_error(monkeypatch, tmp_path):
    from kvtwin.scenarios.blocks.targets.megatron import loader

    monkeypatch.setattr(loader, "_LOADED", {})
    monkeypatch.setenv(loader.ENV_PATH, str(tmp_path / "missing"))
    with pytest.raises(TargetUnavailable, match="KVTWIN_MEGATRON_PATH"):
        make_target("blocks-engine", "megatron-engine", **_options("lru"))


@needs_engine
def test_the_context_is_built_with_the_pool_asked_for_on_the_cpu():
    allocator = ENGINE.allocator
    assert allocator.total_count == CONFIG["pool_size"]
    assert allocator.block_ref_counts.device.type == "cpu"
    assert ENGINE.context.kv_block_allocator is allocator


@needs_engine
@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_served_requests_make_the_engines_own_allocator_calls(policy):
    """One request, then a second with the same prompt after the first finished:
    every allocator call comes from megatron-core's step, including the pin of
    the cached prefix under LRU, and the model agrees with all of them."""
    session = EngineSession(make_target("blocks-engine", "megatron-engine", **_options(policy)))
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
    assert session.driver.live_tables() == []
