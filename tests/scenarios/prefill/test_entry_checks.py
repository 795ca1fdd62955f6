"""The per-call checks of the prefill session (kvtwin/scenarios/prefill/entry_checks.py):
the error and the untouched cache of a rejected call, the hit flag, the entry's
buffers and wrappers on a hit, buffers not from ``allocate``, a hit against fresh
scratch and an evicted entry's storages each fire, as a divergence and never a
crash, on a cache or op broken to trip it.

The broken caches and ops below exist to exercise the runner's checks; they are
not the bug catalog.
"""

from __future__ import annotations

from typing import ClassVar

import torch

from impl.prefill import KDAPrefill, scratch_key, scratch_layout
from impl.scratch import CacheEvent, ScratchCache
from kvtwin.scenarios.prefill.ops import PrefillCall
from kvtwin.scenarios.prefill.probes import CpuProbe
from tests.scenarios.prefill.lockstep_runs import run


# ------------------------------------------- broken caches and ops trip each check
class Lenient(KDAPrefill):
    """Takes a NaN scale for the default one instead of rejecting it."""

    def _plan(self, q, k, v, g, beta, cu_seqlens, initial_state, scale):
        scale = None if isinstance(scale, float) and scale != scale else scale
        return super()._plan(q, k, v, g, beta, cu_seqlens, initial_state, scale)


class EagerCache(KDAPrefill):
    """Checks the gate for inf/nan (a device sync) only after filing the call in its
    cache, so a call with a non-finite gate leaves an entry behind."""

    def __call__(self, q, k, v, g, beta, cu_seqlens, *args, **kwargs):
        if not bool(torch.isfinite(g).all()):
            t, h, dk = q.shape
            dims = (t, h, dk, v.shape[-1], self.chunk_size, q.dtype)
            self.cache.get(scratch_key(*dims, q.device), scratch_layout(*dims), q.device)
        return super().__call__(q, k, v, g, beta, cu_seqlens, *args, **kwargs)


def test_misuse_the_target_accepts_is_caught() -> None:
    calls = [PrefillCall(0, 16, (16,), misuse="scale_nan")]
    d = run(op_class=Lenient, calls=calls).divergence
    assert d is not None and (d.step, d.field, d.expected) == (0, "error", "bad_prefill_input")
    assert d.actual == "no error"


def test_a_cache_touched_by_a_rejected_call_is_caught() -> None:
    calls = [PrefillCall(0, 16, (16,)), PrefillCall(1, 24, (24,), misuse="g_non_finite")]
    d = run(op_class=EagerCache, calls=calls).divergence
    assert d is not None and (d.step, d.field) == (1, "keys after rejected call")
    assert d.expected == ["T=16"] and d.actual[0] == "T=16" and d.actual[1].startswith("(24, ")


class BlindProbe(CpuProbe):
    """Does not count the storages in ``hidden``: the live-bytes check then agrees,
    so only the release check can see a leak of those."""

    def __init__(self) -> None:
        super().__init__()
        self.hidden: set[int] = set()

    def live_bytes(self, extra=(), *, collect=True):
        alive = self.alive(self.hidden, collect=collect)
        return self.tracked_live_bytes(collect=False) - sum(self.record(s).accounted for s in alive)


def test_the_release_check_stands_on_its_own() -> None:
    probe = BlindProbe()

    class Leak(ScratchCache):
        kept: ClassVar[list] = []

        def get(self, key, layout, device):
            if key not in self._entries and len(self._entries) >= self.capacity:
                victim = next(iter(self._entries.values()))
                self.kept.append(victim)
                probe.hidden.update(probe.serial_of(b) for b in victim.buffers.values())
            return super().get(key, layout, device)

    d = run(cache_class=Leak, probe=probe).divergence
    assert d is not None and (d.step, d.field) == (4, "evicted storages")
    assert d.expected.startswith("all 10 buffers of T=") and d.expected.endswith("released")
    assert d.actual.startswith("10 still alive")


class MisreportingCache(ScratchCache):
    """Evicts correctly but reports every call as a miss."""

    def get(self, key, layout, device):
        entry = super().get(key, layout, device)
        self.last_event = CacheEvent(key, False, self.last_event.evicted)
        return entry


def test_a_wrong_hit_flag_is_caught() -> None:
    calls = [PrefillCall(i, t, (t,)) for i, t in enumerate([8, 8])]
    d = run(cache_class=MisreportingCache, calls=calls).divergence
    assert d is not None and (d.step, d.field, d.expected, d.actual) == (1, "hit", True, False)


class ReallocatingCache(ScratchCache):
    """Says hit, but hands out new buffers."""

    def get(self, key, layout, device):
        entry = super().get(key, layout, device)
        if self.last_event.hit:
            entry.buffers = {
                name: self.allocate(shape, dtype, device) for name, (shape, dtype) in layout.items()
            }
            entry.derived.clear()
        return entry


def test_new_buffers_on_a_hit_are_caught() -> None:
    calls = [PrefillCall(i, t, (t,)) for i, t in enumerate([8, 8])]
    d = run(cache_class=ReallocatingCache, calls=calls).divergence
    assert d is not None and d.step == 1
    assert d.field == "entry.buffers['k_scaled'] on hit"


class RewrappingCache(ScratchCache):
    """Same buffers on a hit, but the wrappers are rebuilt every time."""

    def get(self, key, layout, device):
        entry = super().get(key, layout, device)
        entry.derived.clear()
        return entry


def test_rebuilt_wrappers_on_a_hit_are_caught() -> None:
    calls = [PrefillCall(i, t, (t,)) for i, t in enumerate([8, 8])]
    d = run(cache_class=RewrappingCache, calls=calls).divergence
    assert d is not None and (d.step, d.field) == (1, "entry.builds on hit")


class UntrackedCache(ScratchCache):
    """Ignores the allocate function it was given."""

    def __init__(self, capacity: int = 8, allocate=None) -> None:
        super().__init__(capacity, allocate=None)


def test_buffers_not_from_allocate_are_caught() -> None:
    d = run(cache_class=UntrackedCache).divergence
    assert d is not None and d.step == 0 and d.field == "entry.buffers['k_scaled']"
    assert d.actual == "untracked"


class DriftOnHit(KDAPrefill):
    """Reusing scratch changes the result."""

    def __call__(self, *args, **kwargs):
        o, final = super().__call__(*args, **kwargs)
        if self.cache.last_event.hit:
            o = o + 1e-3
        return o, final


def test_a_hit_that_changes_the_output_is_caught() -> None:
    calls = [PrefillCall(i, t, (t,)) for i, t in enumerate([8, 8])]
    d = run(op_class=DriftOnHit, calls=calls).divergence
    assert d is not None and (d.step, d.field) == (1, "o on hit vs fresh scratch")
