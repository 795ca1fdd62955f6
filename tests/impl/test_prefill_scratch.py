"""The prefill op's scratch (impl/prefill_scratch.py) as the op uses it: the cache
key, the kernel wrappers and the pointer table kept in the entry, and evicted
scratch released with them (TensorRT-LLM PR #19854).
"""

from __future__ import annotations

import gc
import weakref

import pytest
import torch

from impl.prefill import KDAPrefill
from impl.prefill_scratch import WRAPPED_BUFFERS, KernelTensor, scratch_key
from impl.scratch import CacheEvent, ScratchCache
from model.scratch_layout import entry_bytes
from model.scratch_layout import scratch_layout as model_layout
from tests.impl.scratch_helpers import Tracking, all_dead, storage_refs


def _prefill_inputs(t: int, h: int = 2, dk: int = 8, dv: int = 8) -> tuple[torch.Tensor, ...]:
    gen = torch.Generator().manual_seed(t)
    q = torch.nn.functional.normalize(torch.randn(t, h, dk, generator=gen), dim=-1)
    k = torch.nn.functional.normalize(torch.randn(t, h, dk, generator=gen), dim=-1)
    v = torch.randn(t, h, dv, generator=gen)
    g = torch.nn.functional.logsigmoid(torch.randn(t, h, dk, generator=gen))
    beta = torch.rand(t, h, generator=gen)
    return q, k, v, g, beta


def test_prefill_keys_by_token_count_and_reuses_wrappers() -> None:
    op = KDAPrefill(capacity=4, chunk_size=8)
    q, k, v, g, beta = _prefill_inputs(40)
    op(q, k, v, g, beta, torch.tensor([0, 13, 40]))
    key = scratch_key(40, 2, 8, 8, 8, torch.float32, "cpu")
    assert op.cache.keys() == [key]
    entry = op.cache.peek(key)
    assert entry is not None
    assert entry.builds == len(WRAPPED_BUFFERS) + 1  # seven wrappers + the pointer table
    derived = dict(entry.derived)
    for name in WRAPPED_BUFFERS:
        wrapper = entry.derived[name]
        assert isinstance(wrapper, KernelTensor)
        assert (
            wrapper.view.untyped_storage().data_ptr()
            == entry.buffers[name].untyped_storage().data_ptr()
        )
    table = entry.derived["ptr_table"]
    assert isinstance(table, torch.Tensor) and table.dtype == torch.int64
    assert table.tolist() == [b.data_ptr() for b in entry.buffers.values()]
    # Same T, other boundaries: a hit, same wrappers, nothing rebuilt.
    op(q, k, v, g, beta, torch.tensor([0, 1, 2, 40]))
    assert op.cache.last_event == CacheEvent(key, hit=True, evicted=None)
    assert entry.builds == len(WRAPPED_BUFFERS) + 1
    assert all(entry.derived[n] is derived[n] for n in derived)


def test_prefill_uses_the_wrappers_views() -> None:
    """A wrapper that no longer aliases its buffer is caught by the pointer-table check."""
    op = KDAPrefill(capacity=2, chunk_size=8)
    args = _prefill_inputs(16)
    op(*args, [0, 16])
    entry = op.cache.peek(op.cache.keys()[0])
    assert entry is not None
    impostor = torch.empty_like(entry.buffers["kg"])
    entry.derived["kg"] = KernelTensor.wrap("kg", impostor, (2, 16, 8))
    with pytest.raises(RuntimeError, match="stale scratch wrapper"):
        op(*args, [0, 16])


def test_prefill_evicted_scratch_is_released() -> None:
    """Seed 003's test: cycle over more token counts than the cache holds; evictees die."""
    alloc = Tracking()
    op = KDAPrefill(capacity=3, chunk_size=8, allocate=alloc)
    counts = [10, 17, 24, 31, 38]
    layouts = {t: entry_bytes(model_layout(t, 2, 8, 8, 8, "float32")) for t in counts}
    refs_by_t: dict[int, list[weakref.ref]] = {}
    for _ in range(3):  # every call misses and evicts after the first pass
        for t in counts:
            op(*_prefill_inputs(t), [0, t // 3, t])
            key = scratch_key(t, 2, 8, 8, 8, torch.float32, "cpu")
            entry = op.cache.peek(key)
            assert entry is not None and entry.builds == len(WRAPPED_BUFFERS) + 1
            refs_by_t[t] = storage_refs(entry)
            del entry
            assert len(op.cache) <= 3
            keys = op.cache.keys()
            held = [key[0] for key in keys]
            gc.collect()
            assert alloc.live_bytes(collect=False) == sum(layouts[x] for x in held)
            for gone in set(counts) - set(held):
                if gone in refs_by_t:
                    assert all_dead(refs_by_t[gone], collect=False), (
                        f"scratch of evicted T={gone} is still alive"
                    )


def test_prefill_holds_no_entry_between_calls() -> None:
    alloc = Tracking()
    op = KDAPrefill(capacity=2, chunk_size=8, allocate=alloc)
    op(*_prefill_inputs(20), [0, 20])
    op.cache.clear()
    assert alloc.live_bytes() == 0


def test_prefill_accepts_a_shared_cache() -> None:
    cache = ScratchCache(capacity=2)
    op = KDAPrefill(chunk_size=8, cache=cache)
    assert op.cache is cache
    with pytest.raises(ValueError, match="either cache or allocate"):
        KDAPrefill(cache=cache, allocate=lambda s, d, dev: torch.empty(s, dtype=d, device=dev))
    with pytest.raises(ValueError, match="chunk_size"):
        KDAPrefill(chunk_size=0)
