"""Memory probes: how many scratch bytes are live, measured, not assumed.

One interface, two back ends. A probe hands the cache under test an allocate
function (``ScratchCache(allocate=probe.allocate)``,
``KDAPrefill(allocate=probe.allocate)``) that calls ``torch.empty`` and keeps a
*weak* reference to each new buffer's ``untyped_storage()``, with its size. A
weak reference to the storage object lives exactly as long as the storage does,
whoever holds it: a view, a DLPack capsule, a kernel-library wrapper. The probe
keeps nothing alive.

* :class:`CpuProbe` counts live bytes exactly: the sum of ``nbytes`` over the
  storages it allocated that are still alive (after ``gc.collect()``).
* :class:`CudaProbe` reads the caching allocator's own counter:
  ``torch.cuda.memory_allocated()`` minus the baseline taken when the probe was
  made, minus the tensors the caller names as its own (a call's inputs and
  outputs). The allocator rounds every block up to a multiple of 512 bytes, so
  a buffer of ``n`` bytes counts as :meth:`CudaProbe.accounted_bytes` ``(n)``;
  compare with that rounding and the count is exact for blocks from the small
  pool (<= 1 MiB). A large-pool block is split only when more than 1 MiB would
  remain, so a large buffer may count up to 1 MiB more
  (:meth:`CudaProbe.slack_bytes`); ``PYTORCH_CUDA_ALLOC_CONF`` options such as
  ``max_split_size_mb`` or ``expandable_segments`` change that, which is why the
  probe also records ``torch.cuda.memory_stats`` per call. It keeps the same
  weak references as the CPU probe, so "is this evicted buffer gone" has the
  same answer on both.

Both record a :attr:`MemoryProbe.timeline` (one :class:`TimelinePoint` per call,
the model's prediction beside the measurement) for plots, and an
:attr:`MemoryProbe.events` log (one :class:`MemoryEvent` per tracked
allocation and per death of a tracked storage, with its address, size and call
index) from which ``snapshot.py`` writes a snapshot that PyTorch's memory
viewer opens. The CUDA back end and :func:`make_probe` are in ``cuda.py``.
"""

from __future__ import annotations

import gc
import time
import weakref
from collections.abc import Hashable, Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

import torch


class ProbeUnavailable(RuntimeError):
    """The probe's device is not present here (no CUDA)."""


@dataclass(slots=True)
class StorageRecord:
    """One storage the probe allocated, alive while ``ref()`` is not None."""

    serial: int
    nbytes: int
    accounted: int
    shape: tuple[int, ...]
    dtype: str
    data_ptr: int
    call: int | None
    ref: weakref.ref

    @property
    def alive(self) -> bool:
        return self.ref() is not None


@dataclass(frozen=True, slots=True)
class MemoryEvent:
    """A tracked storage allocated (``action`` "alloc", logged by ``track``) or
    dead (``"free"``, logged by its weak reference's callback). ``call``: the
    call in progress, or for a free seen between calls the last call started."""

    action: str
    serial: int
    data_ptr: int
    nbytes: int
    accounted: int
    call: int | None
    shape: tuple[int, ...]
    dtype: str
    time_ns: int


@dataclass(frozen=True, slots=True)
class TimelinePoint:
    """One call as the probe saw it (``key`` is the key's ``str``), beside what the
    model predicted for it (``predicted_bytes``, ``predicted_entries``: plots draw
    the model from these, never from a second model of their own)."""

    call: int
    key: str
    tokens: int | None
    predicted_bytes: int
    measured_bytes: int
    entries: int
    hit: bool | None
    evicted: str | None
    stats: dict[str, int] | None = None
    predicted_entries: int | None = None

    def to_json(self) -> dict[str, Any]:
        point = asdict(self)
        for optional in ("stats", "predicted_entries"):
            if point[optional] is None:
                del point[optional]
        return point


@dataclass
class PrefillRecording:
    """What the run's plot and memory snapshot draw."""

    timeline: list[TimelinePoint]  # one point per call: measured beside predicted
    events: list[MemoryEvent]  # the probe's own log: later deaths still append to it
    probe_kind: str
    keep: tuple[Any, ...] = field(default=(), repr=False)
    """The probe and the target, kept alive until the snapshot is drawn, so that
    it ends with what the target held at the end of the run (``release()`` after)."""

    def points(self) -> list[dict[str, Any]]:
        return [point.to_json() for point in self.timeline]

    def keys(self) -> dict[int, str]:
        """Call index -> the call's key label."""
        return {point.call: point.key for point in self.timeline}

    def release(self) -> None:
        self.keep = ()


class MemoryProbe:
    """The interface; see the module docstring. ``call`` tags new allocations."""

    kind = "abstract"
    rounding_note = ""
    device_wide = False
    """True where live bytes are read from a device-wide counter (needs a baseline)."""

    def __init__(self, device: str | torch.device) -> None:
        self.device = torch.device(device)
        self._call: int | None = None
        self.last_call: int | None = None
        self.timeline: list[TimelinePoint] = []
        self.events: list[MemoryEvent] = []
        self.allocations = 0
        self.allocated_total = 0
        self._records: dict[int, StorageRecord] = {}
        self._live: dict[int, StorageRecord] = {}

    @property
    def call(self) -> int | None:
        """The call in progress (tags new allocations), ``None`` between calls."""
        return self._call

    @call.setter
    def call(self, value: int | None) -> None:
        self._call = value
        if value is not None:
            self.last_call = value

    # ------------------------------------------------------------ allocate
    def allocate(
        self, shape: tuple[int, ...], dtype: torch.dtype, device: str | torch.device
    ) -> torch.Tensor:
        """``torch.empty(shape, dtype, device)``, tracked. Inject into the cache."""
        tensor = torch.empty(tuple(shape), dtype=dtype, device=device)
        self.track(tensor)
        return tensor

    def track(self, tensor: torch.Tensor) -> int:
        """Start tracking ``tensor``'s storage (weakly); return its serial."""
        storage = tensor.untyped_storage()
        known = self._find(storage)
        if known is not None:
            return known.serial
        serial = len(self._records)
        nbytes = storage.nbytes()
        record = StorageRecord(
            serial,
            nbytes,
            self.accounted_bytes(nbytes),
            tuple(tensor.shape),
            str(tensor.dtype).removeprefix("torch."),
            storage.data_ptr(),
            self.call,
            weakref.ref(storage, self._died(serial)),
        )
        self._records[serial] = record
        self._live[serial] = record
        self.allocations += 1
        self.allocated_total += nbytes
        self._log("alloc", record)
        return serial

    def _died(self, serial: int) -> Any:
        live = self._live
        probe = weakref.ref(self)  # the callback must not keep the probe alive

        def forget(_: weakref.ref) -> None:
            record = live.pop(serial, None)
            owner = probe()
            if record is not None and owner is not None:
                owner._log("free", record)

        return forget

    def _log(self, action: str, record: StorageRecord) -> None:
        call = self._call if action == "alloc" or self._call is not None else self.last_call
        self.events.append(
            MemoryEvent(
                action,
                record.serial,
                record.data_ptr,
                record.nbytes,
                record.accounted,
                call,
                record.shape,
                record.dtype,
                time.perf_counter_ns(),
            )
        )

    # --------------------------------------------------------- observation
    @property
    def next_serial(self) -> int:
        """The serial the next tracked storage will get (serials only grow)."""
        return len(self._records)

    def accounted_bytes(self, nbytes: int) -> int:
        """What a buffer of ``nbytes`` adds to :meth:`live_bytes` on this back end."""
        return nbytes

    def slack_bytes(self, nbytes: int) -> int:
        """How much more than ``accounted_bytes`` such a buffer may legitimately add."""
        return 0

    def record(self, serial: int) -> StorageRecord:
        return self._records[serial]

    def serial_of(self, tensor: torch.Tensor) -> int | None:
        """The serial of ``tensor``'s storage if this probe allocated it (identity)."""
        record = self._find(tensor.untyped_storage())
        return None if record is None else record.serial

    def aliases(self, tensor: torch.Tensor) -> list[int]:
        """Serials of live tracked storages whose memory overlaps ``tensor``'s storage
        (by address range, so a tensor rebuilt from a DLPack capsule still counts)."""
        storage = tensor.untyped_storage()
        start, size = storage.data_ptr(), storage.nbytes()
        if size == 0:
            return []
        found = []
        for record in list(self._live.values()):
            if record.ref() is None or record.nbytes == 0:
                continue
            if start < record.data_ptr + record.nbytes and record.data_ptr < start + size:
                found.append(record.serial)
        return found

    def alive(self, storage_ids: Iterable[int], *, collect: bool = True) -> list[int]:
        """The serials in ``storage_ids`` whose storage is still alive."""
        if collect:
            gc.collect()
        return [s for s in storage_ids if self._records[s].ref() is not None]

    def is_alive(self, storage_ids: Iterable[int], *, collect: bool = True) -> bool:
        """True if any of the storages is still alive."""
        return bool(self.alive(storage_ids, collect=collect))

    def tracked_live_bytes(self, *, collect: bool = True) -> int:
        """The sum of ``accounted`` over tracked storages still alive."""
        if collect:
            gc.collect()
        return sum(r.accounted for r in list(self._live.values()) if r.ref() is not None)

    def live_bytes(self, extra: Iterable[torch.Tensor] = (), *, collect: bool = True) -> int:
        """Live scratch bytes now. ``extra``: tensors the caller holds that are not
        scratch (inputs, outputs); back ends that measure the whole device subtract
        them. ``collect=False`` skips ``gc.collect()`` (about 0.1 s with torch
        loaded): garbage only ever adds to the count, so an uncollected count that
        already agrees needs no collection."""
        raise NotImplementedError

    def stats(self) -> dict[str, int] | None:
        """Back-end counters worth keeping per call (``None`` if none)."""
        return None

    def rebase(self) -> int:
        """Take everything allocated now as not scratch (a device-wide back end's
        baseline); the CPU probe counts only its own storages and needs none."""
        return 0

    def note(
        self,
        call: int,
        key: Hashable,
        *,
        predicted_bytes: int,
        measured_bytes: int,
        entries: int,
        hit: bool | None,
        evicted: Hashable | None,
        tokens: int | None = None,
        predicted_entries: int | None = None,
    ) -> TimelinePoint:
        """Append one call to the timeline."""
        point = TimelinePoint(
            call,
            str(key),
            tokens,
            predicted_bytes,
            measured_bytes,
            entries,
            hit,
            None if evicted is None else str(evicted),
            self.stats(),
            predicted_entries,
        )
        self.timeline.append(point)
        return point

    def _find(self, storage: torch.UntypedStorage) -> StorageRecord | None:
        for record in list(self._live.values()):
            if record.ref() is storage:
                return record
        return None


class CpuProbe(MemoryProbe):
    """Exact accounting of the storages this probe allocated."""

    kind = "cpu"
    rounding_note = "exact: live bytes are the nbytes of live tracked storages"

    def __init__(self, device: str | torch.device = "cpu") -> None:
        super().__init__(device)
        if self.device.type != "cpu":
            raise ProbeUnavailable(f"CpuProbe measures cpu tensors, not {self.device}")

    def live_bytes(self, extra: Iterable[torch.Tensor] = (), *, collect: bool = True) -> int:
        return self.tracked_live_bytes(collect=collect)

    def stats(self) -> dict[str, int] | None:
        return None
