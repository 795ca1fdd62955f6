"""A standalone test of an allocator-level finding: megatron-core's
``KVBlockAllocator`` called directly, the way its inference context calls it
(:mod:`.allocator`), with the shrunk trace's ops, then the state the finding names
checked against the reference model's value after the last op (DATA, written by
kvtwin: the model was asked then, never megatron).

An id written ``[op, position]`` is the position-th id op number ``op``
allocated. An op marked ``malformed`` (an argument megatron's own caller never
passes) is not sent. A last op the model rejects must raise and leave the pool as
it was. It skips, naming what, on a tree whose allocator API it does not know.
"""

import pytest

from kvtwin.core.cuda_on_cpu import cuda_current_device
from kvtwin.engines.megatron.runtime.allocator import (
    ContextStandIn,
    allocate_blocks,
    block_rows,
    evict_blocks,
    free_ids,
    free_top,
    match_prefix,
    new_allocator,
    pool_counts,
    register_blocks,
    release_blocks,
    reset_pool,
    retain_blocks,
    takes_parents,
    unknown_arguments,
)

USED = (
    "allocate_memory_blocks",
    "release_memory_blocks",
    "register_kv_block_hashes",
    "evict_lru_blocks",
    "update_timestamps",
    "reset",
)
"""The methods the test calls: a tree without one has an API it does not know."""
FIELDS = ("ref", "hash", "parent", "children", "stamp", "free")


def build(data):
    from megatron.core.inference.config import PrefixCachingEvictionPolicy
    from megatron.core.inference.contexts.kv_block_allocator import KVBlockAllocator

    missing = [name for name in USED if not hasattr(KVBlockAllocator, name)]
    missing += unknown_arguments(KVBlockAllocator)
    if missing:
        pytest.skip(f"this tree's KVBlockAllocator is an API this test does not know: {missing}")
    context = ContextStandIn()
    policy = PrefixCachingEvictionPolicy(data["policy"])
    a = new_allocator(KVBlockAllocator, context, data["num_blocks"], policy)
    for name in ("block_bag", "block_ref_counts", "block_hashes", "kv_hash_to_block_id"):
        if not hasattr(a, name):
            pytest.skip(f"this tree's KVBlockAllocator keeps no {name}: an API unknown here")
    return a, context


def resolve(value, results):
    if isinstance(value, list) and len(value) == 2:
        return results[value[0]][value[1]]
    return value


def apply(a, context, op, results, data):
    if op.get("malformed"):
        return None  # megatron's caller never sends it: the adapter answers it itself
    verb, lru = op["verb"], data["policy"] == "lru"
    ids = [resolve(b, results) for b in op.get("ids", [])]
    if verb == "allocate":
        return allocate_blocks(a, op["n"])
    if verb == "release":
        return release_blocks(a, ids)
    if verb == "register":
        return register_blocks(a, ids, op["hashes"], op["parent_hashes"], takes_parents(a))
    if verb == "retain":
        return retain_blocks(a, ids, lru)
    if verb == "match":
        return match_prefix(a, op["hashes"])
    if verb == "tick":
        context.prefix_cache_lru_clock += 1
        return None
    if verb == "evict":
        return evict_blocks(a, op["n"])
    return reset_pool(a, context)


def observed(a, context, finding, results, data):
    """The value megatron-core holds for the field the finding names."""
    field = finding["field"]
    if finding.get("attr") in ("parent", "children") and not hasattr(a, "block_parent_id"):
        pytest.skip("this megatron-core keeps no parent links: nothing to check")
    if field == "block":
        (row,) = block_rows(a, [resolve(finding["block"], results)], data["policy"] == "lru")
        return dict(zip(FIELDS, row, strict=True))[finding["attr"]]
    if field == "counts":
        names = ("free", "active", "cached", "mapped", "clock")
        got = pool_counts(a, context.prefix_cache_lru_clock)
        return dict(zip(names, got, strict=True))[finding["attr"]]
    if field == "map":
        return a.kv_hash_to_block_id.get(finding["hash"])
    if field == "free pool":
        return free_top(a)
    raise AssertionError(f"no observation for {field!r}")


def pool_state(a, context):
    """What a rejected call must leave as it was: the free stack, each block's
    fields, the hash map, the clock."""
    return {
        "free_top": free_top(a),
        "free blocks": free_ids(a),
        "refs": a.block_ref_counts.tolist(),
        "hashes": a.block_hashes.tolist(),
        "map": dict(a.kv_hash_to_block_id),
        "clock": int(context.prefix_cache_lru_clock),
    }


def expected(finding, results):
    value = finding["expected"]
    if finding.get("expected_is_block"):
        return resolve(value, results)
    if isinstance(value, list) and finding.get("expected_are_blocks"):
        return [resolve(v, results) for v in value]
    return value


def reproduce(data):
    with cuda_current_device("cpu"):  # 0.17 places the allocator's tensors there
        replay(data)


def replay(data):
    a, context = build(data)
    finding, results = data["finding"], []
    *before, last = data["ops"]
    for op in before:
        results.append(apply(a, context, op, results, data))
    where = f"megatron-core {data['release']}, {data['policy']}"
    if finding["field"] == "error" and finding["expected"] != "no error":
        state = pool_state(a, context)
        try:
            apply(a, context, last, results, data)
        except Exception as error:
            # rejected, as it should be, and a rejected call changes nothing
            after = pool_state(a, context)
            changed = {k: (state[k], after[k]) for k in state if state[k] != after[k]}
            assert not changed, (
                f"{last} raised {type(error).__name__} ({where}) but changed the pool "
                f"first: {changed}"
            )
            return
        pytest.fail(f"{last} should be rejected ({finding['expected']}); {where} accepted it")
    got = apply(a, context, last, results, data)  # a crash here is the finding
    if finding["field"] == "error":
        return
    if finding["field"] != "result":
        got = observed(a, context, finding, results, data)
    want = expected(finding, results)
    assert got == want, f"after {last} ({where}): {finding['what']} is {got!r}, expected {want!r}"
