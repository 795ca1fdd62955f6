"""Prefill op per shape: a cache hit, a miss, no cache; and the probe's cost per call."""

from __future__ import annotations

import pytest
import torch

from impl.prefill import KDAPrefill
from kvtwin.scenarios.prefill.probes import CpuProbe

HEADS, HEAD_DIM = 4, 64


def inputs(tokens: int):
    generator = torch.Generator().manual_seed(tokens)
    q, k = (torch.randn(tokens, HEADS, HEAD_DIM, generator=generator) for _ in range(2))
    k = torch.nn.functional.normalize(k, dim=-1)
    v = torch.randn(tokens, HEADS, HEAD_DIM, generator=generator)
    g = -torch.rand(tokens, HEADS, HEAD_DIM, generator=generator)
    beta = torch.rand(tokens, HEADS, generator=generator)
    return q, k, v, g, beta, torch.tensor([0, tokens])


@pytest.mark.parametrize("tokens", [1024, 8192])
@pytest.mark.parametrize("mode", ["hit", "miss", "no-cache"])
def test_prefill_call(benchmark, tokens, mode):
    args = inputs(tokens)
    op = KDAPrefill(capacity=8)
    if mode == "hit":
        op(*args)
        benchmark.pedantic(op, args=args, rounds=5, warmup_rounds=1)
    elif mode == "miss":
        benchmark.pedantic(lambda: op.cache.clear() or op(*args), rounds=5)
    else:
        benchmark.pedantic(lambda: KDAPrefill(capacity=8)(*args), rounds=5)


@pytest.mark.parametrize("probed", [False, True])
def test_probe_overhead_per_call(benchmark, probed):
    """A miss at T=1024 with and without the CPU probe's allocator and live-bytes read."""
    args = inputs(1024)
    probe = CpuProbe()
    op = KDAPrefill(capacity=8, allocate=probe.allocate if probed else None)

    def call():
        op.cache.clear()
        op(*args)
        if probed:
            probe.live_bytes(collect=False)

    benchmark.pedantic(call, rounds=5)
