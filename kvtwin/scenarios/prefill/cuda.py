"""The CUDA memory probe and :func:`make_probe`, the probe for a device.

:class:`CudaProbe` reads the caching allocator's own counter; see ``probes.py``
for what it counts and how its rounding is allowed for.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable

import torch

from kvtwin.scenarios.prefill.probes import CpuProbe, MemoryProbe, ProbeUnavailable

CUDA_BLOCK_ROUNDING = 512
"""The caching allocator rounds every block up to a multiple of this (kMinBlockSize)."""

CUDA_SMALL_POOL_MAX = 1 << 20
"""Blocks up to this size come from the small pool and are split to the rounded size."""

CUDA_STATS = (
    "allocated_bytes.all.current",
    "reserved_bytes.all.current",
    "active_bytes.all.current",
    "inactive_split_bytes.all.current",
    "num_alloc_retries",
)


class CudaProbe(MemoryProbe):
    """``torch.cuda.memory_allocated`` minus a baseline, minus the caller's tensors."""

    kind = "cuda"
    device_wide = True
    rounding_note = (
        f"allocator blocks: each buffer counts as its size rounded up to "
        f"{CUDA_BLOCK_ROUNDING} bytes; exact for blocks <= 1 MiB, up to 1 MiB more "
        f"for a larger block the allocator does not split"
    )

    def __init__(self, device: str | torch.device = "cuda") -> None:
        if not torch.cuda.is_available():
            built = torch.version.cuda
            why = "torch was built without CUDA" if built is None else "no CUDA device is visible"
            raise ProbeUnavailable(f"CUDA probe unavailable: {why}")
        device = torch.device(device)
        if device.type != "cuda":
            raise ProbeUnavailable(f"CudaProbe measures cuda tensors, not {device}")
        if device.index is None:
            device = torch.device("cuda", torch.cuda.current_device())
        super().__init__(device)
        self.baseline = 0
        self.rebase()

    def rebase(self) -> int:
        """Take the baseline: everything allocated now is not scratch."""
        gc.collect()
        torch.cuda.synchronize(self.device)
        self.baseline = torch.cuda.memory_allocated(self.device)
        return self.baseline

    def accounted_bytes(self, nbytes: int) -> int:
        if nbytes == 0:
            return 0
        return -(-nbytes // CUDA_BLOCK_ROUNDING) * CUDA_BLOCK_ROUNDING

    def slack_bytes(self, nbytes: int) -> int:
        return 0 if self.accounted_bytes(nbytes) <= CUDA_SMALL_POOL_MAX else CUDA_SMALL_POOL_MAX

    def live_bytes(self, extra: Iterable[torch.Tensor] = (), *, collect: bool = True) -> int:
        if collect:
            gc.collect()
        torch.cuda.synchronize(self.device)
        allocated = torch.cuda.memory_allocated(self.device)
        return allocated - self.baseline - self._caller_bytes(extra)

    def stats(self) -> dict[str, int] | None:
        stats = torch.cuda.memory_stats(self.device)
        return {name: int(stats.get(name, 0)) for name in CUDA_STATS}

    def _caller_bytes(self, tensors: Iterable[torch.Tensor]) -> int:
        """Allocator bytes of the distinct device storages in ``tensors`` that are
        not tracked scratch (a tracked one is already in the count)."""
        seen: set[int] = set()
        total = 0
        for tensor in tensors:
            if tensor is None or tensor.device.type != "cuda":
                continue
            storage = tensor.untyped_storage()
            ptr = storage.data_ptr()
            if ptr in seen or self._find(storage) is not None:
                continue
            seen.add(ptr)
            total += self.accounted_bytes(storage.nbytes())
        return total


def make_probe(device: str | torch.device = "cpu") -> MemoryProbe:
    """The probe for ``device``; raises ``ProbeUnavailable`` where it cannot run."""
    kind = torch.device(device).type
    if kind == "cpu":
        return CpuProbe(device)
    if kind == "cuda":
        return CudaProbe(device)
    raise ProbeUnavailable(f"no memory probe for device {device!r} (cpu and cuda only)")


def probe_class(device: str | torch.device) -> type[MemoryProbe]:
    """The probe class :func:`make_probe` would build for ``device`` (nothing is
    built: what a summary says about the accounting before the run)."""
    return CudaProbe if torch.device(device).type == "cuda" else CpuProbe
