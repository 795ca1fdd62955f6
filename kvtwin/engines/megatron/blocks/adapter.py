"""megatron-core's ``KVBlockAllocator`` as a block target (``--target megatron``).

``MegatronBlockTarget`` speaks the blocks scenario's ``BlockTarget`` protocol over
the allocator of the release :func:`~kvtwin.engines.megatron.loader.load_release`
finds, each verb called as megatron's inference context calls it and each
observation read as the model describes a pool (both in
:mod:`kvtwin.engines.megatron.runtime.allocator`, which standalone tests carry).
Releases without parent links evict oldest-first on purpose: a named flavour of
the model (``lru_oldest_first``), not a tolerance in the checker.

**Arguments megatron's engine never sends.** Its block tables and hashes are int
tensors and its register lists come from one request's chain, so a bool or a
string where an int goes, an id or hash past int64, lists of different lengths, or
a lone id where a batch goes never reach the allocator from its own caller. The
adapter answers those itself (:class:`~kvtwin.core.errors.AdapterRefused`, the
contract's kind) and sends nothing: a conversion such as ``int(True)`` would send
block 1 instead and report the adapter's mistake as megatron's. A count is a plain
Python int to megatron (``allocate_memory_blocks(2**64)`` answers None, as the
contract does), so any int count is sent as it is.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any, ClassVar

import torch

from kvtwin.core.cuda_on_cpu import cuda_current_device
from kvtwin.core.errors import AdapterRefused, TargetUnavailable, UsageError
from kvtwin.engines.megatron.loader import (
    DISTRIBUTION,
    POLICIES,
    MegatronRelease,
    load_release,
    new_allocator,
)
from kvtwin.engines.megatron.runtime import allocator as alloc
from kvtwin.scenarios.blocks.forms import plain_batch
from kvtwin.scenarios.blocks.targets.base import BlockTarget
from model.blocks import BlockView, Counts

TARGET = "megatron"
_INT64 = range(-(1 << 63), 1 << 63)


def ints(values: Any, what: str) -> list[int]:
    """``values`` as the engine would pass them, or AdapterRefused."""
    values = plain_batch(values)  # a tensor form: what it holds, then checked as such
    if not isinstance(values, list | tuple):  # a lone id: the engine sends tensors
        raise AdapterRefused("bad_argument", f"{what} must be a list or a tuple, got {values!r}")
    for v in values:
        if type(v) is not int or v not in _INT64:
            raise AdapterRefused("bad_argument", f"{what} must be int64 ints, got {v!r}")
    return list(values)


def count(n: Any, what: str) -> int:
    if type(n) is not int:  # a bool: megatron's counts come from token counts
        raise AdapterRefused("bad_argument", f"{what} must be an int, got {n!r}")
    return n


def model_policy(policy: str, release: MegatronRelease) -> str:
    return "lru_oldest_first" if policy == "lru" and not release.lru_tracks_parents else policy


class MegatronBlockTarget(BlockTarget):
    """Drives one ``KVBlockAllocator`` of the loaded megatron-core through the op interface."""

    package: ClassVar[str] = DISTRIBUTION
    """What ``python -m kvtwin.tools.peers`` calls the outside engine in its reports."""

    def __init__(
        self,
        num_blocks: int,
        policy: str,
        device: str = "cpu",
        *,
        release: MegatronRelease | None = None,
        allocator: Any = None,
        context: Any = None,
    ) -> None:
        """A new allocator; or, given ``allocator`` and its ``context`` (the engine
        level's, which megatron-core's own context built), observations over that one."""
        if policy not in POLICIES:
            raise UsageError(f"unknown policy {policy!r}; expected one of {sorted(POLICIES)}")
        if str(device).startswith("cuda") and not torch.cuda.is_available():
            raise TargetUnavailable(f"--device {device}: CUDA is not available on this machine")
        self.megatron = release or load_release()
        self.name: str = TARGET
        self.policy, self.device, self.lru = policy, str(device), policy == "lru"
        self.model_policy = model_policy(policy, self.megatron)
        self.with_parents = self.megatron.register_takes_parent_hashes
        self.context = context or alloc.ContextStandIn()
        if allocator is None:
            with self._placement():
                allocator = new_allocator(self.megatron, self.context, num_blocks, policy)
        self.allocator = allocator
        self.num_blocks = alloc.pool_size(allocator)

    def facts(self) -> dict[str, Any]:
        """What a peers report prints about the outside engine: the release's facts."""
        return self.megatron.describe()

    def _placement(self) -> contextlib.AbstractContextManager[None]:
        """On the CPU, a release that asks ``torch.cuda.current_device()`` gets ``"cpu"``."""
        if self.device == "cpu" and self.megatron.places_tensors_on_cuda_device:
            return cuda_current_device("cpu")
        return contextlib.nullcontext()

    # verbs ------------------------------------------------------------
    def allocate(self, n: int) -> list[int] | None:
        return alloc.allocate_blocks(self.allocator, count(n, "allocate's count"))

    def release(self, ids: Sequence[int]) -> None:
        # The context passes one tensor of all finished requests' blocks (int32).
        alloc.release_blocks(self.allocator, ints(ids, "block ids"))

    def register(
        self, ids: Sequence[int], hashes: Sequence[int], parent_hashes: Sequence[int]
    ) -> None:
        block_ids, block_hashes = ints(ids, "block ids"), ints(hashes, "hashes")
        parents = ints(parent_hashes, "parent hashes")
        if not len(block_ids) == len(block_hashes) == len(parents):
            raise AdapterRefused(
                "bad_argument", "register's ids, hashes and parent hashes differ in length"
            )
        alloc.register_blocks(self.allocator, block_ids, block_hashes, parents, self.with_parents)

    def retain(self, ids: Sequence[int]) -> None:
        """What the inference context does on a prefix hit, once per new owner."""
        alloc.retain_blocks(self.allocator, ints(ids, "block ids"), self.lru)

    def match(self, hashes: Sequence[int]) -> list[int]:
        return alloc.match_prefix(self.allocator, ints(hashes, "hashes"))

    def tick(self) -> None:
        self.context.prefix_cache_lru_clock += 1  # the engine, once per step

    def evict(self, n: int) -> list[int]:
        victims = alloc.evict_blocks(self.allocator, count(n, "evict's count"))
        if victims is None:
            raise AdapterRefused("insufficient_cache", f"evict_lru_blocks({n}) returned False")
        return victims

    def reset(self) -> None:
        with self._placement():
            alloc.reset_pool(self.allocator, self.context)

    # observation ------------------------------------------------------
    def views(self, ids: Sequence[int]) -> list[BlockView]:
        return [BlockView(*row) for row in alloc.block_rows(self.allocator, ids, self.lru)]

    def counts(self) -> Counts:
        return Counts(*alloc.pool_counts(self.allocator, self.context.prefix_cache_lru_clock))

    def lookup(self, hashes: Sequence[int]) -> list[int | None]:
        table = self.allocator.kv_hash_to_block_id
        return [None if (b := table.get(h)) is None else int(b) for h in hashes]

    def hash_map(self) -> dict[int, int]:
        return alloc.hash_map(self.allocator)

    def free_ids(self) -> list[int]:
        return alloc.free_ids(self.allocator)
