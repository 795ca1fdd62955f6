"""Reference model of the per-shape LRU scratch cache (docs/contract.md, section 2).

Pure Python, written to be audited. A key is any hashable the caller chooses
(the prefill op uses its shape key); what one entry costs is the caller's
``layout_bytes(key)``, in whatever unit the checker measures (exact bytes on the
CPU, allocator-rounded bytes on CUDA). Shaped like ``cachetools``:
:class:`ScratchModel` owns the entries, the size accounting and the eviction
loop; a policy subclass keeps an order and names the victim (:class:`LRUScratchModel`
is a few lines). A get that raises changes nothing; ``layout_bytes`` is asked
before a victim is chosen, as an implementation allocates before it evicts.
:class:`ScratchCacheModel` is the cache as a direct caller sees it (layouts,
allocate hooks, capacities; the rules in ``scratch_arguments.py``). Each ``get``
returns a :class:`CallPrediction`: what a correct cache reports and holds after it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, NamedTuple

from model.errors import BadAllocation
from model.scratch_arguments import (
    HOOK_FAILURE,
    HOOKS,
    check_allocate,
    check_capacity,
    check_layout,
)
from model.scratch_layout import entry_bytes


class CallPrediction(NamedTuple):
    """The observables of one ``get``: hit or miss, the key it evicted (or
    ``None``), the held keys least-recent first, and the live bytes."""

    hit: bool
    evicted: Hashable | None
    keys: tuple[Hashable, ...]
    live_bytes: int


@dataclass(slots=True)
class Entry:
    """One held key and the bytes its buffers take (fixed at insertion)."""

    key: Hashable
    nbytes: int
    hits: int = 0


class ScratchModel:
    """At most ``capacity`` entries; live bytes = the sum of ``layout_bytes(key)``
    over held keys. Subclasses supply the order (``_touch``, ``_forget``,
    ``_victim``, ``_ordered``); everything else lives here."""

    def __init__(self, capacity: int, layout_bytes: Callable[[Hashable], int]) -> None:
        if isinstance(capacity, bool) or not isinstance(capacity, int) or capacity < 1:
            raise ValueError(f"capacity must be an int >= 1, got {capacity!r}")
        self.capacity = capacity
        self.layout_bytes = layout_bytes
        self._entries: dict[Hashable, Entry] = {}
        self._live_bytes = 0

    # ------------------------------------------------------------ the verb
    def get(self, key: Hashable) -> CallPrediction:
        """Predict one ``get(key)``; if it raises, the model is unchanged."""
        hash(key)  # an unhashable key fails here, before anything changes
        entry = self._entries.get(key)
        if entry is not None:
            entry.hits += 1
            self._touch(key)
            return self._predict(hit=True, evicted=None)
        # The new entry's size (its allocation) comes first: if it fails, the victim stays.
        nbytes = self.layout_bytes(key)
        if isinstance(nbytes, bool) or not isinstance(nbytes, int) or nbytes < 0:
            raise ValueError(f"layout_bytes({key!r}) must be an int >= 0, got {nbytes!r}")
        evicted = None
        while len(self._entries) >= self.capacity:
            evicted = self._victim()
            self._remove(evicted)
        self._entries[key] = Entry(key, nbytes)
        self._live_bytes += nbytes
        self._touch(key)
        return self._predict(hit=False, evicted=evicted)

    def clear(self) -> None:
        for key in list(self._entries):
            self._remove(key)

    # --------------------------------------------------------- observation
    def keys(self) -> tuple[Hashable, ...]:
        """Held keys, least-recent (first to go) first."""
        return tuple(self._ordered())

    def peek(self, key: Hashable) -> Entry | None:
        return self._entries.get(key)

    @property
    def live_bytes(self) -> int:
        return self._live_bytes

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def check_valid(self) -> None:
        """Raise ``AssertionError`` if the model's own invariants are broken."""
        assert len(self._entries) <= self.capacity, (
            f"{len(self._entries)} entries held, capacity {self.capacity}"
        )
        for key, entry in self._entries.items():
            assert entry.key == key, f"entry {entry.key!r} filed under {key!r}"
            assert isinstance(entry.nbytes, int) and entry.nbytes >= 0, entry
        total = sum(e.nbytes for e in self._entries.values())
        assert self._live_bytes == total, f"live bytes {self._live_bytes}, entries sum to {total}"
        order = list(self._ordered())
        assert len(order) == len(set(order)), f"order repeats a key: {order!r}"
        assert set(order) == set(self._entries), (
            f"order {order!r} does not name the held keys {list(self._entries)!r}"
        )

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(capacity={self.capacity}, keys={self.keys()!r}, "
            f"live_bytes={self._live_bytes})"
        )

    # ------------------------------------------------------------- helpers
    def _predict(self, *, hit: bool, evicted: Hashable | None) -> CallPrediction:
        return CallPrediction(hit, evicted, self.keys(), self._live_bytes)

    def _remove(self, key: Hashable) -> None:
        entry = self._entries.pop(key)
        self._live_bytes -= entry.nbytes
        self._forget(key)

    # ------------------------------------------------------- policy hooks
    def _touch(self, key: Hashable) -> None:
        """``key`` was just inserted or hit."""
        raise NotImplementedError

    def _forget(self, key: Hashable) -> None:
        """``key`` just left the cache."""
        raise NotImplementedError

    def _victim(self) -> Hashable:
        """The held key to evict next (the cache is not empty)."""
        raise NotImplementedError

    def _ordered(self) -> list[Hashable]:
        """Held keys, first to go first."""
        raise NotImplementedError


class LRUScratchModel(ScratchModel):
    """Least recently used goes first: the cache of docs/contract.md section 2."""

    def __init__(self, capacity: int, layout_bytes: Callable[[Hashable], int]) -> None:
        super().__init__(capacity, layout_bytes)
        self._order: OrderedDict[Hashable, None] = OrderedDict()

    def _touch(self, key: Hashable) -> None:
        self._order[key] = None
        self._order.move_to_end(key)

    def _forget(self, key: Hashable) -> None:
        del self._order[key]

    def _victim(self) -> Hashable:
        return next(iter(self._order))

    def _ordered(self) -> list[Hashable]:
        return list(self._order)


class ScratchCacheModel:
    """A cache as a direct caller sees it: ``get`` with layouts and hooks, ``rebuild``.
    ``allocate``: how the cache was built (``scratch_arguments.ALLOCATE``); one
    built without a hook allocates exactly what it is asked, whatever ``hook`` says."""

    def __init__(self, capacity: int | None = None, allocate: str = "given") -> None:
        self.capacity = check_capacity(capacity)
        self.hooked = check_allocate(allocate)
        self._sizes: dict[Hashable, int] = {}
        self.lru = LRUScratchModel(self.capacity, self._sizes.__getitem__)

    def get(self, key: Hashable, layout: Any, hook: str = "exact") -> CallPrediction:
        """Predict ``get(key, layout)`` with the hook answering as ``hook``."""
        hash(key)
        if key in self.lru:
            return self.lru.get(key)
        nbytes = entry_bytes(check_layout(layout))
        if hook not in HOOKS:
            raise ValueError(f"unknown hook {hook!r}; known: {', '.join(HOOKS)}")
        if self.hooked and hook == "raises" and layout:
            raise RuntimeError(HOOK_FAILURE)
        if self.hooked and hook != "exact" and layout:
            raise BadAllocation(f"the hook answered {hook} for buffer {next(iter(layout))!r}")
        self._sizes[key] = nbytes
        return self.lru.get(key)

    def rebuild(self, capacity: int | None, allocate: str = "given") -> None:
        """A new, empty cache of ``capacity`` replaces this one; a bad capacity (or
        ``allocate``) raises and this one stays as it was."""
        fresh = ScratchCacheModel(capacity, allocate)
        self.capacity, self._sizes, self.lru = fresh.capacity, fresh._sizes, fresh.lru
        self.hooked = fresh.hooked

    def clear(self) -> None:
        self.lru.clear()
