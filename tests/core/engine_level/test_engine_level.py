"""The one engine level without an outside engine: its ops and codec, the traffic
shrink passes, and the session's handling of an engine's calls, driven by the toy
engine (tests/engines/toy) over the impl allocator and a known-bug variant (the
generic harness must catch it); the blocks scenario's declaration of its level
(traffic, options refused by name, hunts, parts)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.engine_level import passes
from kvtwin.core.engine_level.codec import ClientCodec
from kvtwin.core.engine_level.ops import Abort, Arrive, Step
from kvtwin.core.engine_level.session import EngineLevelSession
from kvtwin.core.errors import TraceError, UsageError
from kvtwin.core.refs import RefRecorder
from kvtwin.core.registry import get_scenario
from kvtwin.scenarios.blocks import engine_level as blocks_level
from kvtwin.scenarios.blocks.traffic import Request
from tests.engines.toy.engine import ToyEngine

CODEC = ClientCodec(("arrive", "step", "abort"))


# ------------------------------------------------------------------- ops
def test_ops_round_trip():
    for op in (Arrive((3, 1, 4), 5), Step(), Abort(2)):
        assert CODEC.decode(CODEC.encode(op, RefRecorder()), "ops[0]", lambda value: value) == op


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"verb": "leave"}, "ops[2].verb"),
        ({"verb": "step", "n": 1}, "ops[2]"),
        ({"verb": "arrive", "prompt": [], "max_new_tokens": 1}, "ops[2].prompt"),
        ({"verb": "arrive", "prompt": [1, True], "max_new_tokens": 1}, "ops[2].prompt[1]"),
        ({"verb": "arrive", "prompt": [1, -4], "max_new_tokens": 1}, "ops[2].prompt[1]"),
        ({"verb": "arrive", "prompt": [1], "max_new_tokens": 0}, "ops[2].max_new_tokens"),
        ({"verb": "arrive", "prompt": [1]}, "ops[2]"),
        ({"verb": "abort", "request": -1}, "ops[2].request"),
        ({"verb": "abort"}, "ops[2]"),
    ],
)
def test_malformed_ops_name_the_field(data, field):
    with pytest.raises(TraceError, match=re.escape(f"'{field}'")):
        CODEC.decode(data, "ops[2]", lambda value: value)


def test_a_verb_the_level_does_not_send_is_refused():
    with pytest.raises(TraceError, match="expected 'arrive' or 'step', got 'abort'"):
        ClientCodec().decode({"verb": "abort", "request": 0}, "ops[0]", lambda value: value)


def test_traffic_arrives_before_its_step_and_samples_arrive_together():
    requests = [Request(0, 0, (1, 2), 3, samples=2), Request(1, 2, (5,), 1)]
    got = list(blocks_level.engine_ops(requests, steps=4))
    assert got == [
        Arrive((1, 2), 3),
        Arrive((1, 2), 3),
        Step(),
        Step(),
        Arrive((5,), 1),
        Step(),
        Step(),
    ]


@pytest.mark.parametrize(
    ("given", "named"),
    [
        ({"audit_every": 8}, "--audit-every: blocks-engine does not take it"),
        ({"budget": 5.0}, "--budget: blocks-engine does not take it"),
        ({"traffic": "misuse"}, "--traffic: blocks-engine does not take it"),
        ({"device": "cuda"}, "--device must be one of cpu"),
        ({"pool_size": 2}, "--pool-size must be an integer in 4..65536"),
    ],
)
def test_options_the_engine_level_cannot_honour_are_refused(given, named):
    """As ``kvtwin run blocks --target megatron-engine --audit-every 8`` passes them."""
    scenario = get_scenario("blocks-engine")
    with pytest.raises(UsageError, match=re.escape(named)):
        scenario.campaigns.from_args({"target": "megatron-engine", **given})


# ---------------------------------------------------------- shrink passes
def _candidate(*items: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    return list(enumerate(items))


def _fails(candidate: list[tuple[int, dict[str, Any]]]) -> bool:
    """A stand-in cause: some request has token 7 in its prompt and asks for >= 3 tokens."""
    return any(
        data["verb"] == "arrive" and 7 in data["prompt"] and data["max_new_tokens"] >= 3
        for _, data in candidate
    )


def test_passes_shrink_requests_not_allocator_calls():
    start = _candidate(
        {"verb": "arrive", "prompt": list(range(12)), "max_new_tokens": 20},
        {"verb": "step"},
    )
    shrunk = start
    for shrink_pass in passes.PASSES:
        shrunk = shrink_pass(shrunk, _fails, float("inf"))
    arrive = shrunk[0][1]
    assert _fails(shrunk) and [data["verb"] for _, data in shrunk] == ["arrive", "step"]
    assert 7 in arrive["prompt"] and len(arrive["prompt"]) < 12
    assert arrive["max_new_tokens"] < 20
    for _, data in shrunk:  # every candidate is still engine traffic
        CODEC.decode(data, "candidate", lambda value: value)


# ------------------------------------------------- the session, a toy engine
def _serve(target: str) -> EngineLevelSession:
    """Two requests sharing a prefix, admitted one step apart, finishing together."""
    config = blocks_level.engine_config({**blocks_level.OPTIONS.defaults(), "pool_size": 16})
    contract = blocks_level.BlocksEngineContract.__new__(blocks_level.BlocksEngineContract)
    contract.driver = ToyEngine(target)
    contract.through = blocks_level.Passthrough(contract.driver.observer)
    contract.checker = blocks_level.BlocksSession(contract.through)
    assert config["pool_size"] == 16
    session = EngineLevelSession(contract)
    shared = tuple(range(8))
    for op in (Arrive(shared, 2), Step(), Arrive(shared, 1), Step(), Step()):
        session.apply(op)
    return session


def test_a_correct_allocator_agrees_through_the_engine_calls():
    session = _serve("impl")
    verbs = session.coverage()["allocator"]["verbs"]
    assert verbs["retain"] == 1 and verbs["tick"] == 3 and verbs["release"] == 1


def test_a_known_bug_is_named_by_the_allocator_verb_at_the_engine_step():
    with pytest.raises(DivergenceFound) as found:
        _serve("bug:release-dup-index")
    divergence = found.value.divergence
    assert divergence.step == 4  # the third op of traffic: the step that released
    assert divergence.signature == "release: block[].ref"
    assert "call 1 of engine op 4" in divergence.op


def test_hunts_are_only_for_engine_targets():
    """`kvtwin bugs` asks every scenario for the impl's campaigns: the engine level has none."""
    scenario = get_scenario("blocks-engine")
    assert scenario.campaigns.hunts("impl") == []
    campaigns = scenario.campaigns.hunts("vllm-engine")  # registered everywhere
    assert {c.config["policy"] for c in campaigns} == {"lru", "ref_zero"}
    assert all(c.summary["level"] == "engine" for c in campaigns)


# ------------------------------------------- parts: a cause never blinds a run
@pytest.fixture
def toy_target(monkeypatch: pytest.MonkeyPatch) -> str:
    """The toy engine over a known-bug allocator, as a target of the engine level."""
    from kvtwin.core import registry

    def factory(*, num_blocks: int, policy: str, **_: Any) -> ToyEngine:
        return ToyEngine("bug:release-dup-index", num_blocks=num_blocks, policy=policy)

    name = "toy-dup-engine"
    spec = registry.TargetSpec("blocks-engine", name, "the toy engine", factory)
    monkeypatch.setitem(registry._TARGETS, ("blocks-engine", name), spec)
    return name


def test_after_a_cause_the_engine_level_goes_on_with_a_fresh_engine_for_the_steps_left(
    toy_target: str,
) -> None:
    from kvtwin.core.findings import Collector
    from kvtwin.core.parts import run_parts

    scenario = get_scenario("blocks-engine")
    first = scenario.campaigns.from_args(
        {"target": toy_target, "policy": "lru", "pool_size": 64, "seed": 5, "steps": 120}
    )
    hunt = run_parts(scenario, first, Collector())
    assert len(hunt) == 1 and hunt[0].result.divergence is not None  # a new cause ends a hunt
    collector = Collector()
    parts = run_parts(scenario, first, collector, past_new=True)
    assert len(parts) > 2
    assert sum(part.result.ticks for part in parts) == 120  # every engine step, across parts
    seeds = [part.campaign.summary["seed"] for part in parts]
    assert len(set(seeds)) == len(seeds)
    assert parts[-1].campaign.label.endswith(f"part {len(parts) - 1}")
    (finding,) = collector.findings.values()
    assert finding.signature == "release: block[].ref" and finding.hits >= len(parts) - 1


def test_traffic_at_a_larger_unit_is_the_small_units_traffic_stretched():
    """At 8-token blocks each token of the 4-token traffic becomes two: shared prefixes
    stay shared by whole blocks, and lengths keep their place against block edges."""
    scenario = get_scenario("blocks-engine")
    small = scenario.campaigns.from_args({"target": "vllm-engine", "steps": 20})
    large = scenario.campaigns.from_args({"target": "vllm-engine", "steps": 20, "block_size": 8})
    small_ops, large_ops = list(small.workload()), list(large.workload())
    assert [op.verb for op in small_ops] == [op.verb for op in large_ops]
    for a, b in zip(small_ops, large_ops, strict=True):
        if isinstance(a, Arrive):
            assert len(b.prompt) == 2 * len(a.prompt)
            assert b.prompt[::2] == tuple(2 * t for t in a.prompt)
