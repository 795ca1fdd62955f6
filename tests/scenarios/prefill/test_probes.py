"""Memory probes count live scratch exactly and keep nothing alive themselves."""

from __future__ import annotations

import gc
import weakref

import pytest
import torch
from torch.utils.dlpack import to_dlpack

from impl.scratch import ScratchCache
from kvtwin.scenarios.prefill.cuda import CudaProbe, make_probe, probe_class
from kvtwin.scenarios.prefill.probes import CpuProbe, ProbeUnavailable

NO_CUDA = not torch.cuda.is_available()


def test_cpu_probe_counts_exact_nbytes_and_keeps_nothing_alive() -> None:
    probe = CpuProbe()
    a = probe.allocate((3, 5), torch.float32, "cpu")
    b = probe.allocate((7,), torch.float16, "cpu")
    c = probe.allocate((0, 4), torch.float32, "cpu")
    assert probe.live_bytes() == 3 * 5 * 4 + 7 * 2
    assert probe.allocations == 3
    sa, sb, sc = (probe.serial_of(t) for t in (a, b, c))
    assert (sa, sb, sc) == (0, 1, 2)
    del a
    assert probe.live_bytes() == 7 * 2
    assert probe.alive([sa, sb]) == [sb]
    assert probe.is_alive([sa, sb]) and not probe.is_alive([sa])
    del b, c
    assert probe.live_bytes() == 0
    assert probe.tracked_live_bytes(collect=False) == 0


def test_a_view_keeps_its_storage_alive() -> None:
    probe = CpuProbe()
    buf = probe.allocate((4, 4), torch.float32, "cpu")
    view = buf[1:].t()
    del buf
    assert probe.live_bytes() == 64
    assert probe.serial_of(view) == 0  # the same storage, seen through the view
    del view
    assert probe.live_bytes() == 0


def test_a_dlpack_capsule_keeps_a_storage_alive_and_the_probe_sees_it() -> None:
    probe = CpuProbe()
    buf = probe.allocate((16,), torch.float32, "cpu")
    capsule = to_dlpack(buf)
    del buf
    gc.collect()
    assert probe.live_bytes() == 64, "the capsule owns a reference to the storage"
    del capsule
    assert probe.live_bytes() == 0


def test_the_seed_leak_shape_an_id_keyed_dict_of_capsules() -> None:
    """Wrappers kept in a module-level dict keyed by id(tensor) keep the buffer alive
    after the tensor itself is dropped; the probe sees every byte of it."""
    probe = CpuProbe()
    wrappers: dict[int, object] = {}
    buf = probe.allocate((10,), torch.float32, "cpu")
    wrappers[id(buf)] = to_dlpack(buf)
    del buf
    assert probe.live_bytes() == 40
    wrappers.clear()
    assert probe.live_bytes() == 0


def test_a_reference_cycle_counts_until_collected() -> None:
    probe = CpuProbe()

    class Holder:
        pass

    holder = Holder()
    holder.buf = probe.allocate((8,), torch.float64, "cpu")
    holder.me = holder
    del holder
    assert probe.live_bytes(collect=False) == 64  # garbage, not yet collected
    assert probe.live_bytes() == 0  # gc.collect() first


def test_probe_as_the_cache_allocator_and_what_eviction_releases() -> None:
    probe = CpuProbe()
    cache = ScratchCache(capacity=1, allocate=probe.allocate)
    layout = {"x": ((4, 8), torch.float32), "y": ((2,), torch.int64)}
    entry = cache.get("a", layout, "cpu")
    serials = [probe.serial_of(b) for b in entry.buffers.values()]
    assert probe.live_bytes() == 4 * 8 * 4 + 2 * 8
    del entry
    cache.get("b", {"z": ((3,), torch.float32)}, "cpu")
    assert not probe.is_alive(serials)
    assert probe.live_bytes() == 12


def test_aliases_by_address_range_even_through_dlpack() -> None:
    probe = CpuProbe()
    buf = probe.allocate((8, 8), torch.float32, "cpu")
    assert probe.aliases(torch.empty(8)) == []
    assert probe.aliases(buf[2]) == [0]
    rebuilt = torch.from_dlpack(to_dlpack(buf[3:5]))  # another storage object, same memory
    assert probe.serial_of(rebuilt) is None
    assert probe.aliases(rebuilt) == [0]


def test_track_is_idempotent_and_cpu_probe_has_no_rounding() -> None:
    probe = CpuProbe()
    t = torch.empty(5)
    assert probe.track(t) == probe.track(t[1:]) == 0
    assert probe.accounted_bytes(1) == 1
    assert probe.slack_bytes(10**9) == 0
    assert probe.next_serial == 1


def test_timeline_records_each_call() -> None:
    probe = CpuProbe()
    point = probe.note(
        0, "T=16", predicted_bytes=4, measured_bytes=4, entries=1, hit=False, evicted=None
    )
    assert probe.timeline == [point]
    assert point.to_json() == {
        "call": 0,
        "key": "T=16",
        "tokens": None,
        "predicted_bytes": 4,
        "measured_bytes": 4,
        "entries": 1,
        "hit": False,
        "evicted": None,
    }
    second = probe.note(
        1, "T=8", predicted_bytes=9, measured_bytes=9, entries=2, hit=False, evicted=None,
        predicted_entries=2,
    )  # fmt: skip
    assert second.to_json()["predicted_entries"] == 2 and probe.timeline == [point, second]


def test_the_probe_itself_is_collectable() -> None:
    probe = CpuProbe()
    kept = probe.allocate((4,), torch.float32, "cpu")
    ref = weakref.ref(probe)
    del probe
    gc.collect()
    assert ref() is None
    assert kept.numel() == 4  # the buffer outlives the probe; the probe held nothing


def test_make_probe_picks_the_back_end() -> None:
    assert isinstance(make_probe("cpu"), CpuProbe)
    assert probe_class("cpu") is CpuProbe and probe_class("cuda:1") is CudaProbe
    with pytest.raises(ProbeUnavailable):
        make_probe("meta")
    with pytest.raises(ProbeUnavailable):
        CpuProbe("meta")


@pytest.mark.skipif(not NO_CUDA, reason="checks the message where CUDA is absent")
def test_cuda_probe_says_why_it_cannot_run() -> None:
    with pytest.raises(ProbeUnavailable, match="CUDA"):
        make_probe("cuda")


@pytest.mark.cuda
@pytest.mark.skipif(NO_CUDA, reason="needs a CUDA device")
def test_cuda_probe_counts_allocator_blocks_with_512_byte_rounding() -> None:
    probe = CudaProbe("cuda")
    inputs = torch.ones(1000, device="cuda")  # the caller's tensor, not scratch
    a = probe.allocate((100,), torch.float32, "cuda")  # 400 bytes -> one 512-byte block
    b = probe.allocate((1000, 3), torch.float32, "cuda")  # 12000 -> 12288
    assert probe.accounted_bytes(400) == 512
    assert probe.live_bytes([inputs]) == 512 + 12288
    assert probe.tracked_live_bytes() == 512 + 12288
    del a
    assert probe.live_bytes([inputs]) == 12288
    capsule = to_dlpack(b)
    del b
    assert probe.live_bytes([inputs]) == 12288
    del capsule
    assert probe.live_bytes([inputs]) == 0
    stats = probe.stats()
    assert stats is not None and "reserved_bytes.all.current" in stats


@pytest.mark.cuda
@pytest.mark.skipif(NO_CUDA, reason="needs a CUDA device")
def test_cuda_probe_sees_the_seed_leak() -> None:
    probe = CudaProbe("cuda")
    wrappers: dict[int, object] = {}
    cache = ScratchCache(capacity=1, allocate=probe.allocate)
    for key in range(4):
        entry = cache.get(key, {"x": ((256, 64), torch.float32)}, "cuda")
        buf = entry.buffers["x"]
        wrappers[id(buf)] = to_dlpack(buf)
        del entry, buf
    assert probe.live_bytes() == 4 * 256 * 64 * 4  # all four, though the cache holds one
    wrappers.clear()
    assert probe.live_bytes() == 256 * 64 * 4
