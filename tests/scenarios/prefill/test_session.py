"""The prefill session (kvtwin/scenarios/prefill/session.py): the impl agrees with
the scratch model, and every session-level check (the call itself, the warm-up,
entries, keys, outputs aliasing scratch, live bytes, the float64 reference) fires,
as a divergence and never a crash, on a cache or op broken to trip it. The
per-call entry checks (entry_checks.py) are test_entry_checks.py's.

The broken caches and ops below exist to exercise the runner's checks; they are
not the bug catalog.
"""

from __future__ import annotations

from itertools import pairwise
from typing import ClassVar

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from impl.prefill import KDAPrefill
from impl.scratch import CacheEvent, ScratchCache
from kvtwin.core.errors import UnknownTarget
from kvtwin.core.registry import make_target
from kvtwin.scenarios.prefill.cuda import CudaProbe
from kvtwin.scenarios.prefill.inputs import make_inputs
from kvtwin.scenarios.prefill.misuse import KINDS as MISUSE_KINDS
from kvtwin.scenarios.prefill.ops import PrefillCall
from kvtwin.scenarios.prefill.probes import CpuProbe
from kvtwin.scenarios.prefill.shapes import ShapeConfig, seeded_shapes, shape_sequences
from kvtwin.scenarios.prefill.targets.base import ImplPrefillTarget
from kvtwin.scenarios.prefill.testing import run_calls
from tests.scenarios.prefill.lockstep_runs import CHUNK, SMALL, run

MIXED = ShapeConfig(
    min_tokens=4, max_tokens=96, bucket=4, median_tokens=24, heads=2, head_k=8, head_v=8
)
"""With misuse calls and initial states at the default rates."""


# ------------------------------------------------------------ agreement
def test_impl_agrees_on_the_seed_worst_case() -> None:
    result = run(spec="cyclic:6", passes=3, capacity=4)
    assert result.divergence is None
    coverage, timeline = result.coverage, result.recording.timeline
    assert (coverage["hits"], coverage["misses"], coverage["evictions"]) == (0, 18, 14)
    assert [p.entries for p in timeline] == [1, 2, 3, 4] + [4] * 14
    assert [p.predicted_entries for p in timeline] == [1, 2, 3, 4] + [4] * 14
    assert all(p.measured_bytes == p.predicted_bytes > 0 for p in timeline)


def test_impl_agrees_on_a_hot_set_with_fresh_comparison_on_hits() -> None:
    result = run(spec="hot:3", passes=4, capacity=4)
    assert result.divergence is None
    assert result.coverage["hits"] >= 9 and result.coverage["evictions"] == 0


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(calls=shape_sequences(config=MIXED), capacity=st.integers(1, 5))
def test_impl_agrees_with_the_model_on_drawn_shape_sequences(
    calls: list[PrefillCall], capacity: int
) -> None:
    probe = CpuProbe()
    target = ImplPrefillTarget(capacity, allocate=probe.allocate, chunk_size=CHUNK)
    result = run_calls(target, probe, calls, MIXED)
    assert result.divergence is None, str(result.divergence)


def test_impl_rejects_every_misuse_kind_and_keeps_its_cache() -> None:
    calls = [PrefillCall(0, 40, (10, 30)), PrefillCall(1, 24, (24,), True)]
    for kind in MISUSE_KINDS:
        calls.append(PrefillCall(len(calls), 40, (10, 30), True, kind))
    calls.append(PrefillCall(len(calls), 40, (40,)))  # a hit after all that
    result = run(calls=calls, capacity=2)
    assert result.divergence is None, str(result.divergence)
    coverage = result.coverage
    assert coverage["misuse"] == dict.fromkeys(sorted(MISUSE_KINDS), 1)
    assert coverage["errors"] == {"bad_prefill_input": len(MISUSE_KINDS)}
    assert (coverage["hits"], coverage["misses"], coverage["initial_state_calls"]) == (1, 2, 1)
    # the outcomes never reached; the input domain's classes these calls leave at zero too
    assert [name for name in coverage["never"] if "=" not in name] == ["evictions"]
    assert "scale=float" in coverage["never"] and "q.dtype=float32" not in coverage["never"]
    assert result.rejected == list(range(2, 2 + len(MISUSE_KINDS)))


def test_inputs_are_deterministic_and_in_contract() -> None:
    call = PrefillCall(3, 40, (10, 30))
    a, b = make_inputs(call, SMALL, seed=1), make_inputs(call, SMALL, seed=1)
    assert all(torch.equal(a[n], b[n]) for n in a)
    assert a["cu_seqlens"].tolist() == [0, 10, 40]
    assert (a["g"] <= 0).all() and ((a["beta"] > 0) & (a["beta"] < 1)).all()


# ------------------------------------------- broken caches trip each check
class Drifting(KDAPrefill):
    """Off by a hair on every call, fresh scratch or not: only the reference sees it."""

    def __call__(self, *args, **kwargs):
        o, final = super().__call__(*args, **kwargs)
        return o * 1.001, final


class Leaking(KDAPrefill):
    """Uses its cache like the op, but returns what an op gives that starts each
    sequence from the previous one's final state (computed one sequence at a time
    on scratch of its own)."""

    def __call__(self, q, k, v, g, beta, cu_seqlens, initial_state=None, **kwargs):
        super().__call__(q, k, v, g, beta, cu_seqlens, initial_state, **kwargs)
        alone = KDAPrefill(chunk_size=self.chunk_size)
        outs, states = [], []
        state = None if initial_state is None else initial_state[:1]
        for bos, eos in pairwise(cu_seqlens.tolist()):
            one = torch.tensor([0, eos - bos], dtype=cu_seqlens.dtype)
            o, state = alone(q[bos:eos], k[bos:eos], v[bos:eos], g[bos:eos], beta[bos:eos], one,
                             state, output_final_state=True)  # fmt: skip
            outs.append(o)
            states.append(state)
        return torch.cat(outs), torch.cat(states)


def test_numbers_off_the_reference_are_caught_at_the_first_call() -> None:
    d = run(op_class=Drifting, calls=[PrefillCall(0, 40, (40,))]).divergence
    assert d is not None and d.step == 0
    assert d.field == "o[sequence 0 of 1 (tokens 0..40)]"
    assert d.expected.startswith("the float64 reference within |err| <= 0.0001*|ref|")


def test_state_leaking_into_the_next_sequence_is_caught_there() -> None:
    d = run(op_class=Leaking, calls=[PrefillCall(0, 40, (10, 30))]).divergence
    assert d is not None and d.field == "o[sequence 1 of 2 (tokens 10..40)]"


class Raising(KDAPrefill):
    def __call__(self, *args, **kwargs):
        if len(self.cache) >= 2:
            raise RuntimeError("kernel launch failed")
        return super().__call__(*args, **kwargs)


def test_a_target_that_raises_is_a_divergence_not_a_crash() -> None:
    d = run(op_class=Raising).divergence
    assert d is not None and (d.step, d.field) == (2, "call")
    assert d.actual == "RuntimeError: kernel launch failed"


class RebasingProbe(CpuProbe):
    """Pretends to read a device-wide counter, so the runner warms up and rebases."""

    device_wide = True

    def __init__(self) -> None:
        super().__init__()
        self.rebased = 0

    def rebase(self) -> int:
        self.rebased += 1
        return 0


def test_a_device_wide_probe_is_rebased_after_a_warm_up_call_on_fresh_scratch() -> None:
    probe = RebasingProbe()
    result = run(probe=probe, spec="cyclic:2", passes=1)
    assert result.divergence is None and probe.rebased == 1
    assert probe.allocations == 2 * 10  # the warm-up's scratch was not the probe's


class AlwaysRaising(KDAPrefill):
    def __call__(self, *args, **kwargs):
        raise RuntimeError("no kernel for this device")


def test_a_warm_up_that_raises_is_a_divergence_too() -> None:
    d = run(probe=RebasingProbe(), op_class=AlwaysRaising).divergence
    assert d is not None and (d.step, d.field) == (-1, "call")
    assert d.op.startswith("warm-up prefill(")


class LeakyCache(ScratchCache):
    """Keeps every evicted entry in a list: TensorRT-LLM's leak's symptom."""

    graveyard: ClassVar[list] = []

    def get(self, key, layout, device):
        if key not in self._entries and len(self._entries) >= self.capacity:
            self.graveyard.append(next(iter(self._entries.values())))
        return super().get(key, layout, device)


def test_leaked_evicted_entries_show_as_live_bytes() -> None:
    try:
        result = run(cache_class=LeakyCache)
    finally:
        LeakyCache.graveyard.clear()
    d = result.divergence
    assert d is not None and (d.step, d.field) == (4, "live_bytes")  # the first eviction
    assert d.actual > d.expected
    assert result.recording.timeline[-1].measured_bytes == d.actual


class FifoCache(ScratchCache):
    """A hit does not refresh recency."""

    def get(self, key, layout, device):
        entry = self._entries.get(key)
        if entry is not None:
            self.last_event = CacheEvent(key, True, None)
            return entry
        return super().get(key, layout, device)


def test_fifo_eviction_is_caught_at_the_first_hit_that_reorders() -> None:
    calls = [PrefillCall(i, t, (t,)) for i, t in enumerate([8, 16, 8, 24])]
    d = run(cache_class=FifoCache, capacity=3, calls=calls).divergence
    assert d is not None and (d.step, d.field) == (2, "keys")
    assert d.expected == ["T=16", "T=8"] and d.actual == ["T=8", "T=16"]


class ScratchOutput(KDAPrefill):
    """Returns its output in a scratch buffer."""

    def __call__(self, *args, **kwargs):
        o, final = super().__call__(*args, **kwargs)
        u = self.cache.peek(self.cache.last_event.key).buffers["u"]
        u.copy_(o.permute(1, 0, 2))
        return u.permute(1, 0, 2), final


def test_an_output_in_scratch_is_caught() -> None:
    d = run(op_class=ScratchOutput).divergence
    assert d is not None and (d.step, d.field) == (0, "o aliases scratch")


class OverfullCache(ScratchCache):
    def get(self, key, layout, device):
        self.capacity = 10**6  # never evicts
        return super().get(key, layout, device)


def test_an_overfull_cache_is_caught() -> None:
    d = run(cache_class=OverfullCache, capacity=2).divergence
    assert d is not None and (d.step, d.field, d.actual) == (2, "entries", 3)


# --------------------------------------------------------- targets, scenario
def test_target_registry() -> None:
    probe = CpuProbe()
    target = make_target("prefill", "impl", capacity=3, device="cpu", allocate=probe.allocate,
                         chunk_size=64)  # fmt: skip
    assert (target.capacity, target.cache.capacity) == (3, 3)
    # the oracle never asks a target which key or layout a call should get
    assert not hasattr(target, "key") and not hasattr(target, "layout")
    with pytest.raises(UnknownTarget, match=r"known: .*impl"):
        make_target("prefill", "nope")


@pytest.mark.cuda
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_cuda_probe_catches_a_leak() -> None:
    probe = CudaProbe("cuda")
    target = ImplPrefillTarget(4, "cuda", allocate=probe.allocate, cache_class=LeakyCache)
    calls = list(seeded_shapes("cyclic:6", seed=0, passes=1))
    try:
        d = run_calls(target, probe, calls).divergence
    finally:
        LeakyCache.graveyard.clear()
    assert d is not None and (d.step, d.field) == (4, "live_bytes")
