"""The fixed body of an allocator-level standalone reproduction (megatron-core).

:func:`.standalone.write_allocator_test` puts a docstring and the
finding's literals (``RELEASE``, ``POLICY``, ``NUM_BLOCKS``, ``OPS``,
``FINDING``) above this text. It imports only torch, pytest and megatron and
calls ``KVBlockAllocator`` directly, the way megatron-core's inference context
calls it (a prefix hit pins with ``block_ref_counts[ids] += 1`` and, under LRU,
``update_timestamps``; a lookup scans the hash map from the last hash back),
then checks the state the finding names after the last op. An id written
``[op, position]`` is the position-th id op number ``op`` allocated. It runs on
any generation of the allocator's API (``total_count``/``total_avail`` up to 0.19,
``pool_size``/``pool_avail`` from Megatron-LM #5995) and skips, naming it, where
a tree's API is one it does not know.
"""

ALLOCATOR_TEST_BODY = r'''
import inspect
from collections import Counter

import pytest
import torch

# FINDING LITERALS

class Context:
    """The one field of DynamicInferenceContext the allocator reads."""

    prefix_cache_lru_clock = 0


GENERATIONS = (
    ("total_count", "total_avail", "paused_count"),  # up to 0.19
    ("pool_size", "pool_avail", "paused_limit"),  # Megatron-LM #5995 on
)
# the methods this test calls: a tree without one is an API it does not know
USED = (
    "allocate_memory_blocks", "release_memory_blocks", "register_kv_block_hashes",
    "evict_lru_blocks", "update_timestamps", "reset",
)


@pytest.fixture
def on_cpu(monkeypatch):
    monkeypatch.setattr(torch.cuda, "current_device", lambda: "cpu")
    yield


def build():
    from megatron.core.inference.config import PrefixCachingEvictionPolicy
    from megatron.core.inference.contexts.kv_block_allocator import KVBlockAllocator

    parameters = inspect.signature(KVBlockAllocator.__init__).parameters
    known = [g for g in GENERATIONS if g[0] in parameters and g[2] in parameters]
    missing = [name for name in USED if not hasattr(KVBlockAllocator, name)]
    if not known or missing:
        pytest.skip(
            f"this tree's KVBlockAllocator{tuple(parameters)[1:]} (missing: {missing}) is an "
            "API this test does not know"
        )
    size, _, paused = known[0]
    context = Context()
    allocator = KVBlockAllocator(
        context,
        **{size: NUM_BLOCKS, paused: 0},
        enable_prefix_caching=True,
        prefix_caching_eviction_policy=PrefixCachingEvictionPolicy(POLICY),
    )
    for name in ("block_bag", "block_ref_counts", "block_hashes", "kv_hash_to_block_id"):
        if not hasattr(allocator, name):
            pytest.skip(f"this tree's KVBlockAllocator keeps no {name}: an API unknown here")
    return allocator, context


def free_top(a):
    """How many ids the free stack holds (``block_bag[:top]``), under either name."""
    return int(a.pool_avail if hasattr(a, "pool_avail") else a.total_avail)


def resolve(value, results):
    if isinstance(value, list) and len(value) == 2:
        return results[value[0]][value[1]]
    return value


def owner_rounds(ids):
    """[4, 5, 4] -> [[4, 5], [4]]: one pin per new owner, as the context pins."""
    rounds, seen = [], Counter()
    for b in ids:
        k = seen[b]
        seen[b] += 1
        if k == len(rounds):
            rounds.append([])
        rounds[k].append(b)
    return rounds


def apply(allocator, context, op, results):
    if op.get("malformed"):
        return None  # megatron's caller never sends it: the adapter answers it itself
    verb = op["verb"]
    ids = [resolve(b, results) for b in op.get("ids", [])]
    tensor = lambda values: torch.tensor(values, dtype=torch.int32)  # noqa: E731
    if verb == "allocate":
        got = allocator.allocate_memory_blocks(op["n"])
        return None if got is None else got.clone().tolist()
    if verb == "release":
        return allocator.release_memory_blocks(tensor(ids))
    if verb == "register":
        register = allocator.register_kv_block_hashes
        if "parent_hashes" in inspect.signature(register).parameters:
            return register(ids, op["hashes"], op["parent_hashes"])
        return register(ids, op["hashes"])
    if verb == "retain":
        for owner in owner_rounds(ids):
            allocator.block_ref_counts[tensor(owner)] += 1
            if POLICY == "lru":
                allocator.update_timestamps(tensor(owner))
        return None
    if verb == "match":
        table = allocator.kv_hash_to_block_id
        hashes = op["hashes"]
        for i in range(len(hashes) - 1, -1, -1):
            if hashes[i] in table:
                return [int(table[h]) for h in hashes[: i + 1]]
        return []
    if verb == "tick":
        context.prefix_cache_lru_clock += 1
        return None
    if verb == "evict":
        top = free_top(allocator)
        ok = allocator.evict_lru_blocks(op["n"])
        return allocator.block_bag[top : free_top(allocator)].tolist() if ok else None
    allocator.reset()
    context.prefix_cache_lru_clock = 0
    return None


def observed(allocator, context, finding, results):
    """The value megatron-core holds for the field the finding names."""
    field, a = finding["field"], allocator
    if finding.get("attr") in ("parent", "children") and not hasattr(a, "block_parent_id"):
        pytest.skip("the installed megatron-core keeps no parent links: nothing to check")
    if field == "block":
        b = resolve(finding["block"], results)
        free = b in a.block_bag[: free_top(a)].tolist()
        values = {
            "ref": int(a.block_ref_counts[b]),
            "hash": None if int(a.block_hashes[b]) == -1 else int(a.block_hashes[b]),
            "free": free,
        }
        if hasattr(a, "block_parent_id"):
            parent = int(a.block_parent_id[b])
            values["parent"] = None if parent < 0 else parent
            values["children"] = int(a.block_child_count[b])
        if POLICY == "lru" and not free:
            values["stamp"] = int(a.block_timestamps[b])
        return values.get(finding["attr"])
    if field == "counts":
        refs, hashes = a.block_ref_counts, a.block_hashes
        return {
            "free": free_top(a),
            "active": int((refs > 0).sum()),
            "cached": int(((refs == 0) & (hashes != -1)).sum()),
            "mapped": len(a.kv_hash_to_block_id),
            "clock": int(context.prefix_cache_lru_clock),
        }[finding["attr"]]
    if field == "map":
        return a.kv_hash_to_block_id.get(finding["hash"])
    if field == "free pool":
        return len(a.block_bag[: free_top(a)].tolist())
    raise AssertionError(f"no observation for {field!r}")


def test_reproduction(on_cpu):
    allocator, context = build()
    results = []
    for op in OPS[:-1]:
        results.append(apply(allocator, context, op, results))
    last = OPS[-1]
    if FINDING["field"] == "error" and FINDING["expected"] != "no error":
        before = pool_state(allocator, context)
        try:
            apply(allocator, context, last, results)
        except Exception as error:
            # rejected, as it should be, and a rejected call changes nothing
            after = pool_state(allocator, context)
            changed = {k: (before[k], after[k]) for k in before if before[k] != after[k]}
            assert not changed, (
                f"{last} raised {type(error).__name__} (megatron-core {RELEASE}, {POLICY}) "
                f"but changed the pool first: {changed}"
            )
            return
        pytest.fail(
            f"{last} should be rejected ({FINDING['expected']}); megatron-core {RELEASE} "
            "accepted it"
        )
    got = apply(allocator, context, last, results)  # a crash here is the finding
    if FINDING["field"] == "result":
        want = resolve_all(FINDING["expected"], results)
    elif FINDING["field"] == "error":
        return
    else:
        got = observed(allocator, context, FINDING, results)
        want = resolve_all(FINDING["expected"], results)
    assert got == want, (
        f"after {last} (megatron-core {RELEASE}, {POLICY}): {FINDING['what']} is {got!r}, "
        f"expected {want!r}"
    )


def pool_state(allocator, context):
    """What a rejected call must leave as it was (the free stack, each block's
    fields, the hash map, the clock)."""
    a = allocator
    return {
        "free_top": free_top(a),
        "free blocks": sorted(a.block_bag[: free_top(a)].tolist()),
        "refs": a.block_ref_counts.tolist(),
        "hashes": a.block_hashes.tolist(),
        "map": dict(a.kv_hash_to_block_id),
        "clock": int(context.prefix_cache_lru_clock),
    }


def resolve_all(value, results):
    if FINDING.get("expected_is_block"):
        return resolve(value, results)
    if isinstance(value, list) and FINDING.get("expected_are_blocks"):
        return [resolve(v, results) for v in value]
    return value
'''
