"""The engine level without megatron-core: its ops, traffic, shrink passes, and the
session's handling of an engine's allocator calls, driven by a toy engine over
the impl allocator and a known-bug variant (the generic harness must catch it)."""

from __future__ import annotations

import argparse
import re
from typing import Any

import pytest

from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.errors import TraceError, UsageError
from kvtwin.core.refs import RefRecorder
from kvtwin.core.registry import get_scenario, make_target
from kvtwin.scenarios.blocks import ops as block_ops
from kvtwin.scenarios.blocks.serving import block_hashes
from kvtwin.scenarios.blocks.targets.driver import Call, EngineDriver
from kvtwin.scenarios.blocks.traffic import Request
from kvtwin.scenarios.blocks_engine import campaigns, passes
from kvtwin.scenarios.blocks_engine.codec import EngineCodec
from kvtwin.scenarios.blocks_engine.ops import Arrive, Step
from kvtwin.scenarios.blocks_engine.session import EngineSession

CODEC = EngineCodec()


# ------------------------------------------------------------------- ops
def test_ops_round_trip():
    for op in (Arrive((3, 1, 4), 5), Step()):
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
    ],
)
def test_malformed_ops_name_the_field(data, field):
    with pytest.raises(TraceError, match=re.escape(f"'{field}'")):
        CODEC.decode(data, "ops[2]", lambda value: value)


def test_traffic_arrives_before_its_step_and_samples_arrive_together():
    requests = [Request(0, 0, (1, 2), 3, samples=2), Request(1, 2, (5,), 1)]
    got = list(campaigns.engine_ops(requests, steps=4))
    assert got == [
        Arrive((1, 2), 3),
        Arrive((1, 2), 3),
        Step(),
        Step(),
        Arrive((5,), 1),
        Step(),
        Step(),
    ]


def test_options_the_engine_level_cannot_honour_are_refused():
    scenario = get_scenario("blocks-engine")
    parser = argparse.ArgumentParser()
    scenario.campaigns.add_arguments(parser)
    args = parser.parse_args([])
    args.audit_every = 8  # as `kvtwin run blocks --audit-every 8` would pass it
    with pytest.raises(UsageError, match="--audit-every"):
        scenario.campaigns.from_args(args)
    args = parser.parse_args(["--device", "cuda"])
    with pytest.raises(UsageError, match="CPU only"):
        scenario.campaigns.from_args(args)
    args = parser.parse_args(["--pool-size", "2"])
    with pytest.raises(UsageError, match="--pool-size"):
        scenario.campaigns.from_args(args)


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
class ToyEngine(EngineDriver):
    """Admits every waiting request at the next step (a prefix hit pins the cached
    blocks, the rest is allocated and registered); a request runs for its
    ``max_new_tokens`` steps, and the requests finishing in one step release their
    tables in one call, as megatron-core does. Its allocator is a blocks target
    (the impl or a known-bug variant)."""

    def __init__(self, target: str, num_blocks: int = 16, policy: str = "lru") -> None:
        self.observer = make_target(
            "blocks", target, num_blocks=num_blocks, policy=policy, device="cpu"
        )
        self.waiting: list[tuple[tuple[int, ...], int]] = []
        self.running: list[tuple[list[int], int]] = []

    def attach(self, checked: Any, unexpected: Any) -> None:
        self.checked = checked

    def arrive(self, prompt: list[int], max_new_tokens: int) -> None:
        self.waiting.append((tuple(prompt), max_new_tokens))

    def clock(self) -> int:
        return self.observer.counts().clock

    def live_tables(self) -> list[tuple[int, list[int]]]:
        return [(n, table) for n, (table, _) in enumerate(self.running)]

    def call(self, op: block_ops.Op) -> Any:
        return self.checked(Call(op, lambda: op.call(self.observer)))

    def step(self) -> None:
        aged = [(table, left - 1) for table, left in self.running]
        self.running = [(table, left) for table, left in aged if left > 0]
        finishing = [b for table, left in aged if left == 0 for b in table]
        if finishing:
            self.call(block_ops.release(finishing))
        for prompt, steps in self.waiting:
            hashes = block_hashes(prompt, 4)
            hits = self.observer.match(hashes)
            if hits:
                self.call(block_ops.retain(hits))
            fresh = self.call(block_ops.allocate(len(hashes) - len(hits)))
            table = hits + fresh
            parents = [0, *hashes[:-1]]
            rest = slice(len(hits), len(hashes))
            self.call(block_ops.register(table[rest], hashes[rest], parents[rest]))
            self.running.append((table, steps))
        self.waiting = []
        self.observer.tick()  # the engine's clock, outside any allocator call


def _serve(target: str) -> EngineSession:
    """Two requests sharing a prefix, admitted one step apart, finishing together."""
    session = EngineSession(ToyEngine(target))
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
    campaigns = scenario.campaigns.hunts("megatron-engine")
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
    first = campaigns.engine_campaign(
        scenario, toy_target, policy="lru", pool_size=64, seed=5, steps=120
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


def test_given_requests_have_no_next_part(toy_target: str) -> None:
    scenario = get_scenario("blocks-engine")
    given = campaigns.engine_campaign(
        scenario, toy_target, policy="lru", pool_size=64, seed=0, steps=10,
        requests=[Request(0, 0, tuple(range(8)), 1)],
    )  # fmt: skip
    assert scenario.campaigns.next_part(given, 1, 3, 0.1) is None
