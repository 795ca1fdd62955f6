"""The bytes a hybrid target holds in recurrent states, measured, not assumed: the
target allocates its slot pool and every live state through :meth:`StorageProbe.allocate`,
which keeps a weak reference to each storage, so the live bytes are the storages
still alive, whoever holds them (docs/contract.md, section 5)."""

from __future__ import annotations

import gc
import weakref

import torch


class StorageProbe:
    def __init__(self) -> None:
        self._alive: dict[int, tuple[weakref.ref, int]] = {}
        self._serial = 0

    def allocate(
        self, shape: tuple[int, ...], dtype: torch.dtype, device: torch.device
    ) -> torch.Tensor:
        return self.watch(torch.empty(shape, dtype=dtype, device=device))

    def watch(self, tensor: torch.Tensor) -> torch.Tensor:
        """Measure a tensor the target allocated itself (an engine's own state buffers)."""
        storage = tensor.untyped_storage()
        self._serial += 1
        serial = self._serial
        self._alive[serial] = (
            weakref.ref(storage, lambda _: self._alive.pop(serial, None)),
            storage.nbytes(),
        )
        return tensor

    def live_bytes(self, collect: bool = False) -> int:
        """Bytes of the storages still alive (``collect``: after a full collection, so
        a storage kept only by a reference cycle counts as gone)."""
        if collect:
            gc.collect()
        return sum(nbytes for ref, nbytes in list(self._alive.values()) if ref() is not None)
