"""The serving workload: it must produce the traffic shapes the checks rely on."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kvtwin.scenarios.blocks import ops
from kvtwin.scenarios.blocks.serving import ServingConfig, ServingLoop, block_hashes
from kvtwin.scenarios.blocks.traffic import (
    Phases,
    Request,
    TrafficConfig,
    seeded_traffic,
    traffic,
)
from model.blocks import BlockAllocatorModel
from model.errors import AllocatorError


def serve_on_model(requests, serving, pool=64, policy="lru"):
    model = BlockAllocatorModel(pool, policy)
    loop = ServingLoop(requests, serving)
    seen = []
    model.evictions = model.failures = 0
    model.rejected = Counter()
    generator = loop.ops()
    try:
        op = next(generator)
        while True:
            seen.append(op)
            if op.verb == "tick":
                model.check_owners(loop.owner_tables())
            try:
                result = op.call(model)
            except AllocatorError as error:
                model.rejected[error.kind] += 1
                result = None
            model.evictions += len(model.evicted)
            model.failures += op.verb == "allocate" and result is None
            op = generator.send(result)
    except StopIteration:
        pass
    model.check_valid()
    model.check_owners(loop.owner_tables())
    return model, loop, seen


def test_hashes_chain_and_equal_prefixes_share_them():
    a = block_hashes((1, 2, 3, 4, 5, 6, 7, 8, 9), 4)
    b = block_hashes((1, 2, 3, 4, 5, 6, 7, 0), 4)
    assert len(a) == 2 and a[0] == b[0] and a[1] != b[1]
    assert all(h > 0 for h in a)
    assert block_hashes((9, 2, 3, 4, 5, 6, 7, 8), 4)[1] != a[1]  # chained, not per-block


def test_parallel_samples_share_prefix_and_release_together():
    request = Request(0, 0, tuple(range(9)), max_new_tokens=3, samples=3)
    model, loop, seen = serve_on_model([request], ServingConfig(steps=12))
    releases = [op.args["ids"] for op in seen if op.verb == "release"]
    assert len(releases) == 2
    # copy-on-write: every sample copies the shared partial tail in the first decode step
    # and the tail goes in one release naming it once per sample
    assert len(releases[0]) == 3 and len(set(releases[0])) == 1
    assert model.view(releases[0][0]).free
    # finishing together: the two full prompt blocks once per sample, plus private tails
    repeats = Counter(releases[1])
    assert sorted(repeats.values()) == [1, 1, 1, 3, 3]
    assert loop.stats.finished == 3 and loop.idle()
    assert model.counts().active == 0


def test_later_request_matches_and_pins_before_allocating():
    first = Request(0, 0, tuple(range(12)), max_new_tokens=1)
    second = Request(1, 3, (*range(12), 99), max_new_tokens=1)
    _, _, seen = serve_on_model([first, second], ServingConfig(steps=10))
    verbs = [op.verb for op in seen]
    match_at = max(i for i, op in enumerate(seen) if op.verb == "match" and op.args["hashes"])
    assert verbs[match_at + 1] == "retain"
    assert len(seen[match_at + 1].args["ids"]) == 3


def test_seeded_campaign_exercises_evictions_failures_and_repeats():
    model, loop, seen = serve_on_model(
        seeded_traffic(3, TrafficConfig(arrival_steps=600)), ServingConfig(steps=600), pool=48
    )
    verbs = Counter(op.verb for op in seen)
    assert {"match", "retain", "allocate", "register", "release", "tick"} <= set(verbs)
    assert any(max(Counter(op.args["ids"]).values()) > 1 for op in seen if op.verb == "release")
    assert loop.stats.finished > 100
    assert model.evictions > 0 and model.failures > 0


def test_seeded_traffic_is_reproducible():
    config = TrafficConfig(arrival_steps=50)
    assert list(seeded_traffic(5, config)) == list(seeded_traffic(5, config))
    assert list(seeded_traffic(5, config)) != list(seeded_traffic(6, config))


@settings(max_examples=40, deadline=None)
@given(requests=traffic(), pool=st.integers(4, 40), policy=st.sampled_from(["lru", "ref_zero"]))
def test_any_drawn_traffic_keeps_owner_accounting(requests, pool, policy):
    serve_on_model(requests, ServingConfig(steps=40), pool=pool, policy=policy)


PHASES = Phases(fill=20, churn=20, drain=10)


def test_phases_fill_churn_drain_and_reset():
    config = TrafficConfig(arrival_steps=100, phases=PHASES)
    arrivals = [r.arrival for r in seeded_traffic(4, config)]
    assert arrivals and not [a for a in arrivals if PHASES.at(a) == "drain"]
    # a fill phase draws what the same steps draw without phases
    plain = [r for r in seeded_traffic(4, TrafficConfig(arrival_steps=20))]
    assert [r for r in seeded_traffic(4, config) if r.arrival < 20] == plain
    serving = ServingConfig(steps=100, phases=PHASES, pool_size=32)
    model, loop, seen = serve_on_model(seeded_traffic(4, config), serving, pool=32)
    resets = [i for i, op in enumerate(seen) if op.verb == "reset"]
    # each cycle's reset, followed at once by a reset of the pool just reset
    assert len(resets) == 4 and loop.stats.resets == 2
    assert [b - a for a, b in zip(resets[::2], resets[1::2], strict=True)] == [1, 1]
    ticks_before = [sum(op.verb == "tick" for op in seen[:i]) for i in resets[::2]]
    assert ticks_before == [49, 99]  # the last step of each cycle
    assert any(op.verb == "evict" for op in seen)
    assert model.counts().clock == 1  # reset at step 99, then its tick


def test_misuse_is_rejected_with_every_kind_and_leaves_the_model_valid():
    config = TrafficConfig(arrival_steps=100, phases=PHASES)
    serving = ServingConfig(steps=100, phases=PHASES, pool_size=32)
    for policy in ("lru", "ref_zero"):
        model, _, _ = serve_on_model(seeded_traffic(5, config), serving, pool=32, policy=policy)
        kinds = {"bad_argument", "bad_block_id", "hash_conflict", "insufficient_cache"}
        assert set(model.rejected) == kinds | {"not_owned", "over_release"}, policy


def test_hashes_cover_the_whole_valid_range():
    hashes = [h for n in range(200) for h in block_hashes(tuple(range(n, n + 8)), 4)]
    assert all(1 <= h < 2**63 for h in hashes)
    assert any(h >= 2**62 for h in hashes)  # the top half is used too


def serve_recording(requests, serving, pool, policy):
    """Each op with what the model said (an error kind or None) and the model's
    state of the blocks it names, taken just before the op."""
    model = BlockAllocatorModel(pool, policy)
    loop = ServingLoop(requests, serving)
    log = []
    generator = loop.ops()
    try:
        op = next(generator)
        while True:
            named = [b for b in op.block_ids() if isinstance(b, int)]
            before = {b: model.view(b) for b in named if 0 <= b < pool - 1}
            try:
                result, kind = op.send(model), None
            except AllocatorError as error:
                result, kind = None, error.kind
            log.append((op, kind, before, model.evictable()))
            op = generator.send(result)
    except StopIteration:
        pass
    model.check_valid()
    model.check_owners(loop.owner_tables())
    return log


def cached(view):
    return view.ref == 0 and view.hash is not None


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_legal_calls_the_loop_never_makes_follow_the_first_finish_of_churn(policy):
    config = TrafficConfig(arrival_steps=100, phases=PHASES)
    serving = ServingConfig(steps=100, phases=PHASES, pool_size=32)
    log = serve_recording(seeded_traffic(5, config), serving, 32, policy)
    # a register, then a retain released again at once: once per churn phase
    at = [
        i
        for i in range(1, len(log) - 1)
        if log[i][0].verb == "retain"
        and log[i - 1][0].verb == "register"
        and isinstance(log[i][0].args["ids"], list)  # not misuse's lone id
        and log[i + 1][0] == ops.release(log[i][0].args["ids"])
    ]
    assert len(at) == 2
    for i in at:
        (_, registered, before_register, _), (_, pinned, before_pin, _) = log[i - 1 : i + 1]
        pinned_views = list(before_pin.values())
        if policy == "lru":  # blocks just cached: registered again (a no-op), then pinned
            assert all(map(cached, before_register.values())) and registered is None
            assert cached(pinned_views[0]) and pinned is None
            assert pinned_views[1].ref > 0 and pinned_views[1].hash is None  # active, no hash
        else:  # ref_zero caches nothing: the finished blocks are free, so not_owned
            assert all(v.free for v in before_register.values())
            assert registered == pinned == "not_owned" and log[i + 1][1] == "over_release"


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_a_drain_drops_the_prefix_cache_halfway(policy):
    config = TrafficConfig(arrival_steps=100, phases=PHASES)
    serving = ServingConfig(steps=100, phases=PHASES, pool_size=32)
    log = serve_recording(seeded_traffic(5, config), serving, 32, policy)
    start = next(i for i, (op, *_) in enumerate(log) if op == ops.evict(31))
    counts = []
    for op, kind, *_ in log[start:]:
        if op.verb != "evict":
            break
        counts.append((op.args["n"], kind))
    sizes = [n for n, _ in counts]
    assert sizes == sorted(sizes, reverse=True) and sizes[-1] == 1
    assert log[start + len(counts) - 1][3] == 0  # nothing evictable is left
    if policy == "lru":
        assert any(kind is None for _, kind in counts)
    else:
        assert {kind for _, kind in counts} == {"insufficient_cache"}
