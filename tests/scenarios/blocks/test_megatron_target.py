"""``--target megatron``: the adapter over megatron-core's KVBlockAllocator.

The tests that drive the allocator run where megatron-core is importable: an
installed megatron-core (Python >= 3.12, ``nox -s peers``), or an unpacked wheel
named by ``KVTWIN_MEGATRON_PATH`` (any Python). Elsewhere they skip, saying so;
the unavailable path is tested everywhere.
"""

from __future__ import annotations

import os
from typing import Any

import pytest
import torch
from kvtwin.scenarios.blocks.targets.megatron import adapter, loader

from kvtwin.cli import main
from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.registry import make_target, targets
from kvtwin.scenarios.blocks import ops
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.session import BlocksSession


def _release_or_reason() -> tuple[loader.MegatronRelease | None, str]:
    try:
        return loader.load_release(), ""
    except TargetUnavailable as error:
        return None, str(error)


RELEASE, REASON = _release_or_reason()
needs_megatron = pytest.mark.skipif(
    RELEASE is None, reason=f"megatron-core not available here: {REASON}"
)
POLICIES = ["lru", "ref_zero"]


def target(policy: str = "lru", num_blocks: int = 8) -> adapter.MegatronBlockTarget:
    made = make_target("blocks", "megatron", num_blocks=num_blocks, policy=policy, device="cpu")
    assert isinstance(made, adapter.MegatronBlockTarget)
    return made


class Audited:
    """A checker that audits the whole state after every op, as the old
    ``audit_every=1`` runner did: a wrong byte shows at the op that wrote it."""

    def __init__(self, policy: str = "lru", num_blocks: int = 8) -> None:
        self.checker = BlocksSession(target(policy, num_blocks))

    def apply(self, op: Op) -> Any:
        result = self.checker.apply(op)
        self.checker.audit(final=False)
        return result

    def audit(self) -> None:
        self.checker.audit(final=True)


# ------------------------------------------------------------- unavailable
def test_megatron_is_a_registered_blocks_target():
    assert "megatron" in targets("blocks")
    assert loader.ENV_PATH in targets("blocks")["megatron"].description


def test_unknown_policy_is_a_usage_error_before_anything_loads():
    with pytest.raises(UsageError, match="unknown policy 'fifo'"):
        adapter.MegatronBlockTarget(8, "fifo")


def test_unavailable_is_a_clear_target_error(monkeypatch, tmp_path):
    monkeypatch.setattr(loader, "_LOADED", {})
    monkeypatch.setenv(loader.ENV_PATH, str(tmp_path / "no-such-wheel"))
    with pytest.raises(TargetUnavailable, match=r"KVTWIN_MEGATRON_PATH=.*no such file"):
        make_target("blocks", "megatron", num_blocks=8, policy="lru", device="cpu")


def test_unavailable_without_install_names_the_ways_out(monkeypatch):
    if RELEASE is not None and not os.environ.get(loader.ENV_PATH):
        pytest.skip("megatron-core is installed here")
    monkeypatch.setattr(loader, "_LOADED", {})
    monkeypatch.delenv(loader.ENV_PATH, raising=False)
    with pytest.raises(TargetUnavailable) as raised:
        make_target("blocks", "megatron", num_blocks=8, policy="lru", device="cpu")
    message = str(raised.value)
    assert "megatron-core is not importable" in message and loader.ENV_PATH in message


def test_cli_exits_2_when_megatron_is_unavailable(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(loader, "_LOADED", {})
    monkeypatch.setenv(loader.ENV_PATH, str(tmp_path / "missing"))
    code = main(["run", "blocks", "--target", "megatron", "--out", str(tmp_path / "run")])
    assert code == 2
    printed = capsys.readouterr()
    assert "KVTWIN_MEGATRON_PATH" in printed.out + printed.err


def test_owner_rounds_split_repeats_into_distinct_pins():
    assert adapter.owner_rounds([4, 5, 4, 5, 4]) == [[4, 5], [4, 5], [4]]
    assert adapter.owner_rounds([]) == []


# ------------------------------------------------------------ the release
@needs_megatron
def test_release_facts_come_from_its_code():
    facts = RELEASE.describe()
    assert facts["version"] != "unknown"
    assert facts["constructor_parameters"][:2] == ["context", "total_count"]
    # Parent links arrived together: register's parent_hashes and the LRU tensors.
    assert RELEASE.register_takes_parent_hashes == RELEASE.lru_tracks_parents
    assert {m.value for m in RELEASE.policy_enum} >= {"lru", "ref_zero"}


@needs_megatron
@pytest.mark.parametrize("policy", POLICIES)
def test_tensors_live_on_the_cpu(policy):
    a = target(policy).allocator
    assert a.block_bag.device.type == "cpu" and a.block_ref_counts.device.type == "cpu"
    t = target(policy)
    t.reset()  # 0.17 asks torch.cuda.current_device() again here
    assert t.allocator.block_bag.device.type == "cpu"


@needs_megatron
@pytest.mark.parametrize("policy", POLICIES)
def test_a_clean_session_agrees_with_the_model(policy):
    """Ops every release gets right: no repeated ids in a release, no parent links."""
    step = Audited(policy)
    a = step.apply(ops.allocate(2))
    b = step.apply(ops.allocate(1))
    chain = [11, 12]  # registered as two roots: parent links differ by release on purpose
    step.apply(ops.register(a, chain, [0, 0]))
    step.apply(ops.tick())
    assert step.apply(ops.match([*chain, 13])) == a
    step.apply(ops.retain(a))
    step.apply(ops.release(a))
    step.apply(ops.release(a + b))
    step.apply(ops.allocate(7 if policy == "lru" else 6))
    step.apply(ops.reset())
    step.audit()


@needs_megatron
def test_allocate_copies_ids_out_of_the_free_stack():
    t = target("ref_zero")
    (other,) = t.allocate(1)
    first = t.allocate(2)
    slot = t.allocator.total_avail  # the package returned block_bag[slot:slot + 2]
    t.release([other])  # ...and the release writes `other` into block_bag[slot]
    assert int(t.allocator.block_bag[slot]) == other != first[0]
    assert len(set(first)) == 2 and all(v.ref == 1 and not v.free for v in t.views(first))


@needs_megatron
def test_retain_pins_like_the_context_once_per_owner():
    t = target("lru")
    ids = t.allocate(2)
    t.tick()
    t.tick()
    t.retain(ids + ids + [ids[0]])  # three new owners of ids[0], two of ids[1]
    assert [v.ref for v in t.views(ids)] == [4, 3]
    assert [v.stamp for v in t.views(ids)] == [2, 2]


@needs_megatron
def test_match_is_the_contexts_backward_scan():
    t = target("lru")
    ids = t.allocate(3)
    t.register(ids, [21, 22, 23], [0, 21, 22])
    assert t.match([21, 22, 99]) == ids[:2]
    with pytest.raises(KeyError):  # the last hash found (21) comes after a missing one
        t.match([99, 21])
    # Prefix closure broken by hand (as global oldest-first eviction can): the
    # context's scan looks up every earlier hash and raises.
    del t.allocator.kv_hash_to_block_id[21]
    with pytest.raises(KeyError):
        t.match([21, 22])


@needs_megatron
def test_parent_links_are_reported_as_the_release_keeps_them():
    t = target("lru")
    ids = t.allocate(2)
    t.register(ids, [31, 32], [0, 31])
    child = t.views([ids[1]])[0]
    parent = t.views([ids[0]])[0]
    if RELEASE.lru_tracks_parents:
        assert (child.parent, parent.children) == (ids[0], 1)
    else:  # 0.17/0.18 keep no links: nothing is invented
        assert (child.parent, parent.children) == (None, 0)


@needs_megatron
def test_evict_returns_victims_in_eviction_order_and_refuses_like_the_contract():
    t = target("lru")
    ids = t.allocate(2)
    t.register(ids, [41, 42], [0, 41])
    t.release(ids)
    assert t.counts().cached == 2
    victims = t.evict(1)
    if RELEASE.lru_tracks_parents:
        assert victims == [ids[1]]  # the leaf first
    assert len(victims) == 1 and t.views(victims)[0].free
    with pytest.raises(adapter.InsufficientCache) as refused:
        t.evict(5)
    assert refused.value.kind == "insufficient_cache"


@needs_megatron
@pytest.mark.parametrize("policy", POLICIES)
def test_duplicate_release_is_flagged_exactly_when_the_release_drops_one(policy):
    """The seed scenario: two owners release a shared block in one batch."""
    raw = target(policy).allocator  # the package alone, as the context would drive it
    b = raw.allocate_memory_blocks(1).clone()
    raw.block_ref_counts[b] += 1
    raw.release_memory_blocks(torch.cat([b, b]))
    package_counts_each_occurrence = int(raw.block_ref_counts[b]) == 0

    step = Audited(policy)
    (block,) = step.apply(ops.allocate(1))
    step.apply(ops.retain([block]))
    if package_counts_each_occurrence:
        step.apply(ops.release([block, block]))
        step.audit()
    else:
        with pytest.raises(DivergenceFound, match=rf"block\[{block}\]\.(ref|free)"):
            step.apply(ops.release([block, block]))


@needs_megatron
def test_reset_clears_the_allocator_and_the_clock():
    t = target("lru")
    ids = t.allocate(3)
    t.register(ids, [51, 52, 53], [0, 51, 52])
    t.tick()
    t.reset()
    counts = t.counts()
    assert (counts.free, counts.active, counts.cached, counts.mapped, counts.clock) == (
        7,
        0,
        0,
        0,
        0,
    )
    assert t.free_ids() == list(range(7))


@needs_megatron
@pytest.mark.parametrize("policy", POLICIES)
def test_observing_an_allocator_the_context_built_reads_the_same_state(policy):
    """The engine level observes the allocator megatron-core's context made: the
    observations must be those of a target that drove it itself."""
    driven = target(policy)
    ids = driven.allocate(3)
    driven.register(ids, [61, 62, 63], [0, 61, 62])
    driven.tick()
    driven.release(ids[2:])
    observer = adapter.MegatronBlockTarget.observing(
        driven.allocator, driven.context, policy, RELEASE
    )
    everything = list(range(driven.num_blocks - 1))
    assert observer.views(everything) == driven.views(everything)
    assert observer.counts() == driven.counts() and observer.hash_map() == driven.hash_map()
    assert observer.model_policy == driven.model_policy
