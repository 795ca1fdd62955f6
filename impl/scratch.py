"""Per-shape LRU scratch cache for cached prefill kernels (docs/contract.md, section 2).

An entry holds the buffers of one shape key's layout and everything derived from
them (``ScratchEntry.derive``: DLPack capsules, kernel wrappers, pointer tables),
so it lives and dies with the entry; nothing else keeps a reference to an entry,
a buffer or a derived object. A miss allocates before it evicts: a full cache
briefly holds ``capacity + 1`` entries' buffers, the price of never losing a warm
entry to a failed allocation. Eviction does not empty the evicted entry: a caller
still holding it mid-call keeps using it until it lets go.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field

import torch

from impl.errors import BadAllocation, BadArgument

Layout = dict[str, tuple[tuple[int, ...], torch.dtype]]
"""Buffer name -> (shape, dtype). Insertion order is the allocation order."""

Allocate = Callable[[tuple[int, ...], torch.dtype, torch.device], torch.Tensor]
"""``allocate(shape, dtype, device)`` returns a new tensor of exactly that shape and dtype."""


def default_allocate(
    shape: tuple[int, ...], dtype: torch.dtype, device: torch.device
) -> torch.Tensor:
    """The default allocator: uninitialised memory, ``torch.empty``."""
    return torch.empty(shape, dtype=dtype, device=device)


def _check_layout(layout: Layout) -> None:
    if not isinstance(layout, dict):
        raise BadArgument(
            f"layout must be a dict name -> (shape, dtype), got {type(layout).__name__}"
        )
    for name, spec in layout.items():
        if not isinstance(name, str):
            raise BadArgument(f"layout buffer names must be str, got {name!r}")
        if not (isinstance(spec, tuple) and len(spec) == 2):
            raise BadArgument(f"layout[{name!r}] must be a (shape, dtype) pair, got {spec!r}")
        shape, dtype = spec
        if not isinstance(shape, tuple) or not all(
            isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in shape
        ):
            raise BadArgument(f"layout[{name!r}] shape must be a tuple of ints >= 0, got {shape!r}")
        if not isinstance(dtype, torch.dtype):
            raise BadArgument(f"layout[{name!r}] dtype must be a torch.dtype, got {dtype!r}")


@dataclass(slots=True, weakref_slot=True)
class ScratchEntry:
    """One cached shape: its scratch buffers and everything derived from them."""

    key: Hashable
    buffers: dict[str, torch.Tensor]
    derived: dict[str, object] = field(default_factory=dict)
    builds: int = 0

    def derive(self, name: str, factory: Callable[[], object]) -> object:
        """Return ``derived[name]``, building it once with ``factory()`` if absent.

        ``builds`` counts the factory calls, so a cache hit that reuses every
        derived object leaves it unchanged.
        """
        try:
            return self.derived[name]
        except KeyError:
            pass
        obj = factory()
        self.derived[name] = obj
        self.builds += 1
        return obj


@dataclass(frozen=True, slots=True)
class CacheEvent:
    """What the last :meth:`ScratchCache.get` did."""

    key: Hashable
    hit: bool
    evicted: Hashable | None = None


class ScratchCache:
    """LRU cache of :class:`ScratchEntry` keyed by shape, at most ``capacity`` entries."""

    def __init__(self, capacity: int = 8, allocate: Allocate | None = None) -> None:
        if isinstance(capacity, bool) or not isinstance(capacity, int) or capacity < 1:
            raise BadArgument(f"capacity must be an int >= 1, got {capacity!r}")
        if allocate is not None and not callable(allocate):
            raise BadArgument(f"allocate must be callable, got {allocate!r}")
        self.capacity: int = capacity
        self.allocate: Allocate = allocate if allocate is not None else default_allocate
        self.last_event: CacheEvent | None = None
        self._entries: OrderedDict[Hashable, ScratchEntry] = OrderedDict()

    def get(self, key: Hashable, layout: Layout, device: torch.device | str) -> ScratchEntry:
        """Return the entry for ``key``, allocating ``layout`` on ``device`` on a miss.

        A hit ignores ``layout`` and ``device`` (the key is expected to determine
        them). On a miss the buffers are allocated in layout order first; only
        then is the least-recent entry evicted (when the cache is full) and the
        new one inserted. If anything raises, allocation included, the cache
        is unchanged and the error propagates.
        """
        hash(key)  # unhashable keys fail here, before anything changes
        entry = self._entries.get(key)
        if entry is not None:
            self._touch(key)
            self.last_event = CacheEvent(key=key, hit=True, evicted=None)
            return entry
        _check_layout(layout)
        device = torch.device(device)
        # Nothing below may fail once the victim is gone, so a failed allocation
        # (out of memory) never costs a warm entry.
        buffers = self._allocate(layout, device)
        evicted: Hashable | None = None
        if self._full():
            evicted, victim = self._entries.popitem(last=False)
            del victim  # the cache's last reference to the evicted entry
        entry = ScratchEntry(key=key, buffers=buffers)
        self._entries[key] = entry
        self.last_event = CacheEvent(key=key, hit=False, evicted=evicted)
        return entry

    def _allocate(self, layout: Layout, device: torch.device) -> dict[str, torch.Tensor]:
        """Every buffer of ``layout``, in layout order; touches no cache state."""
        buffers: dict[str, torch.Tensor] = {}
        for name, (shape, dtype) in layout.items():
            buf = self.allocate(tuple(shape), dtype, device)
            if (
                not isinstance(buf, torch.Tensor)
                or tuple(buf.shape) != tuple(shape)
                or buf.dtype != dtype
            ):
                got = (tuple(buf.shape), buf.dtype) if isinstance(buf, torch.Tensor) else type(buf)
                raise BadAllocation(
                    f"allocate returned {got} for buffer {name!r}, expected {(tuple(shape), dtype)}"
                )
            buffers[name] = buf
        return buffers

    # Overridable steps (the known-bug variants in ``impl.bugs.prefill`` each replace one).
    def _touch(self, key: Hashable) -> None:
        """A hit on ``key``: it becomes the most recent."""
        self._entries.move_to_end(key)

    def _full(self) -> bool:
        """True when a miss must evict first: ``capacity`` entries are held."""
        return len(self._entries) >= self.capacity

    def keys(self) -> list[Hashable]:
        """Held keys, least-recent first."""
        return list(self._entries)

    def peek(self, key: Hashable) -> ScratchEntry | None:
        """The entry for ``key`` or None, without changing the recency order."""
        return self._entries.get(key)

    def entries(self) -> Iterator[ScratchEntry]:
        """Held entries, least-recent first (no recency change)."""
        return iter(list(self._entries.values()))

    def nbytes(self) -> int:
        """Bytes of all buffers held: the sum of the held layouts' sizes."""
        return sum(
            buf.numel() * buf.element_size()
            for e in self._entries.values()
            for buf in e.buffers.values()
        )

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def clear(self) -> None:
        """Drop every entry (and with it every reference the cache holds to it).

        ``last_event`` is left as it was: it names keys only.
        """
        self._entries.clear()

    def __repr__(self) -> str:
        return f"ScratchCache(capacity={self.capacity}, keys={self.keys()!r})"
