"""``impl.blocks.BlockAllocator`` as a target: ids in the op's input form (a list, a
tuple or a tensor, as the allocator takes them), the model's tuples out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import torch

from impl.blocks import BlockAllocator
from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.base import SCENARIO, BlockTarget
from model.blocks import BlockView, Counts


class ImplBlockTarget(BlockTarget):
    """Adapts a tensor allocator that has the attributes of ``impl.blocks.BlockAllocator``.

    ``allocator`` lets bug variants (subclasses of the allocator) reuse the adapter.
    """

    def __init__(
        self,
        num_blocks: int,
        policy: str,
        device: str = "cpu",
        *,
        name: str = "impl",
        allocator_class: type | None = None,
    ) -> None:
        allocator_class = allocator_class or BlockAllocator
        if str(device).startswith("cuda") and not torch.cuda.is_available():
            raise TargetUnavailable(f"--device {device}: CUDA is not available on this machine")
        self.name = name
        self.num_blocks = num_blocks
        self.policy = policy
        self.allocator = allocator_class(num_blocks, policy=policy, device=device)
        self._viewed: tuple[tuple[torch.Tensor, ...], tuple[Any, ...]] | None = None
        self._tabled: tuple[Any, ...] | None = None
        self._lru = policy == "lru"
        self._on_cpu = torch.device(device).type == "cpu"

    # verbs ------------------------------------------------------------
    def allocate(self, n: int) -> list[int] | None:
        ids = self.allocator.allocate(n)
        return None if ids is None else ids.tolist()

    def release(self, ids: Sequence[Any]) -> None:
        self.allocator.release(ids)

    def register(
        self, ids: Sequence[Any], hashes: Sequence[Any], parent_hashes: Sequence[Any]
    ) -> None:
        self.allocator.register(ids, hashes, parent_hashes)

    def retain(self, ids: Sequence[Any]) -> None:
        self.allocator.retain(ids)

    def match(self, hashes: Sequence[int]) -> list[int]:
        return [int(b) for b in self.allocator.match(hashes)]

    def tick(self) -> None:
        self.allocator.tick()

    def evict(self, n: int) -> list[int]:
        return _ints(self.allocator.evict(n))

    def reset(self) -> None:
        self.allocator.reset()

    # observation ------------------------------------------------------
    def views(self, ids: Sequence[int]) -> list[BlockView]:
        a = self.allocator
        ids = list(ids)
        rows = zip(*(column[ids].tolist() for column in self._columns()), strict=True)
        lru = self.policy == "lru"
        views = []
        for b, (ref, h, p, c, s) in zip(ids, rows, strict=True):
            # Free is read off the block's own fields (ref 0, no hash); the stack
            # itself is compared by counters() every op and by free_ids() in every
            # audit, where a pushed-twice or wrong id shows.
            free = ref == 0 and h < 0 and b != a.dummy
            views.append(
                BlockView(
                    ref,
                    None if h < 0 else h,
                    None if p < 0 else p,
                    c,
                    s if lru and not free else None,
                    free,
                )
            )
        return views

    def block_fields(
        self, ids: Sequence[int]
    ) -> tuple[list[int], list[int], list[int], list[int], list[int] | None, None]:
        """The named blocks' fields, one list per field (the checker's fast path,
        ``BlockTarget.block_fields``): refs, hashes and parents
        (-1: none), children and stamps (None under ref_zero), as stored. Free is
        read off the fields, as in ``views()`` (``None`` in the last place says so).
        Two gathers, one per table of the allocator (``counts_table``,
        ``ids_table``), while its fields are the rows of those tables."""
        tables = self._tables()
        rows = self._rows(ids)
        if tables is not None:
            refs, children = tables[0][:, rows].tolist()
            hashes, parents, stamps = tables[1][:, rows].tolist()
        else:
            ref, h, p, c, s = self._columns()
            refs, hashes = ref[rows].tolist(), h[rows].tolist()
            parents, children, stamps = p[rows].tolist(), c[rows].tolist(), s[rows].tolist()
        return refs, hashes, parents, children, stamps if self._lru else None, None

    def _rows(self, ids: Sequence[int]) -> Any:
        """``ids`` as an index of the fields' last dimension."""
        if isinstance(ids, range) and ids.step == 1:
            return slice(ids.start, ids.stop)
        if self._on_cpu:
            return np.fromiter(ids, np.int64, len(ids))
        return torch.as_tensor(list(ids), dtype=torch.long, device=self.allocator.device)

    def _tables(self) -> tuple[Any, Any] | None:
        """The allocator's two field tables (NumPy views on the CPU), or None if it
        has none or has replaced a field tensor instead of writing into it."""
        a = self.allocator
        known = self._tabled
        if (
            known is not None
            and a.ref_counts is known[0]
            and a.child_counts is known[1]
            and a.block_hashes is known[2]
            and a.parents is known[3]
            and a.stamps is known[4]
        ):
            return known[5]
        fields = (a.ref_counts, a.child_counts, a.block_hashes, a.parents, a.stamps)
        counts, ids = getattr(a, "counts_table", None), getattr(a, "ids_table", None)
        tables = None
        if counts is not None and ids is not None:
            rows = (*counts.unbind(0), *ids.unbind(0))
            if all(
                x.data_ptr() == y.data_ptr() and x.shape == y.shape and x.stride() == y.stride()
                for x, y in zip(fields, rows, strict=True)
            ):
                tables = (counts.numpy(), ids.numpy()) if self._on_cpu else (counts, ids)
        self._tabled = (*fields, tables)
        return tables

    def _columns(self) -> tuple[Any, ...]:
        """The five per-block fields, as NumPy views of the CPU tensors (a gather
        costs about a microsecond there, against several for a torch index op)
        or as the tensors themselves on other devices. Rebuilt if the allocator
        ever replaces a tensor instead of writing into it."""
        a = self.allocator
        tensors = (a.ref_counts, a.block_hashes, a.parents, a.child_counts, a.stamps)
        if self._viewed is None or any(
            x is not y for x, y in zip(tensors, self._viewed[0], strict=True)
        ):
            on_cpu = all(t.device.type == "cpu" for t in tensors)
            columns = tuple(t.numpy() if on_cpu else _TorchColumn(t) for t in tensors)
            self._viewed = (tensors, columns)
        return self._viewed[1]

    def counts(self) -> Counts:
        a = self.allocator
        live = a.ref_counts[: a.dummy]
        active = int((live > 0).sum())
        cached = int(((live == 0) & (a.block_hashes[: a.dummy] >= 0)).sum())
        return Counts(int(a.free_top), active, cached, len(a.hash_to_block), int(a.clock))

    def counters(self) -> tuple[int, int, int]:
        a = self.allocator
        return int(a.free_top), len(a.hash_to_block), int(a.clock)

    def lookup(self, hashes: Sequence[int]) -> list[int | None]:
        return [self.allocator.hash_to_block.get(h) for h in hashes]

    def hash_map(self) -> dict[int, int]:
        return {int(h): int(b) for h, b in self.allocator.hash_to_block.items()}

    def free_ids(self) -> list[int]:
        a = self.allocator
        return sorted(a.free_stack[: a.free_top].tolist())


class _TorchColumn:
    """A device tensor indexed by a list of ids, like a NumPy column."""

    def __init__(self, tensor: torch.Tensor) -> None:
        self.tensor = tensor

    def __getitem__(self, ids: Any) -> torch.Tensor:
        if isinstance(ids, torch.Tensor | slice):
            return self.tensor[ids]
        return self.tensor[torch.as_tensor(ids, dtype=torch.long, device=self.tensor.device)]


def _ints(ids: object) -> list[int]:
    if isinstance(ids, torch.Tensor):
        return ids.tolist()
    return [int(b) for b in ids]  # type: ignore[union-attr]


@register_target(SCENARIO, "impl", "impl.blocks.BlockAllocator, the production torch allocator")
def _impl(*, num_blocks: int, policy: str, device: str = "cpu") -> ImplBlockTarget:
    return ImplBlockTarget(num_blocks, policy, device)
