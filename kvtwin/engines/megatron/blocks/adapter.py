"""megatron-core's ``KVBlockAllocator`` as a block target (``--target megatron``).

``MegatronBlockTarget`` speaks the blocks scenario's ``BlockTarget`` protocol
(``kvtwin.scenarios.blocks.targets.base``) over the allocator of the release
that :func:`~kvtwin.scenarios.blocks.targets.megatron.loader.load_release`
finds, and reports what that release really keeps:

* **The inference context.** The allocator reads one field of its
  ``DynamicInferenceContext`` on the op paths, ``prefix_cache_lru_clock``; the
  engine advances it once per step, so ``tick()`` adds one and ``reset()`` sets
  it back to 0, as the context's own ``reset()`` does.
* **Retain.** No release has a retain method: on a prefix hit the inference
  context adds one to ``block_ref_counts[matched]`` (an indexed ``+=``) and, under
  LRU, calls ``update_timestamps(matched)``; the adapter does exactly that. One
  context call pins one request's matched blocks, which are distinct, so a
  ``retain`` that names an id k times (k new owners, e.g. parallel samples) is
  applied as k such calls, one per owner: an indexed ``+=`` counts a repeated
  index once, and feeding it repeats would be the adapter's mistake, not the
  package's.
* **Match** is the context's ``_find_kv_match_count``: scan the map from the
  *last* hash backwards and return the blocks of every hash up to the first
  hit. It equals the longest-prefix match while every registered block's
  ancestors are registered; where a release breaks that, the ``KeyError`` it
  raises is reported as the crash it is.
* **Observation** maps the tensors to the model's ``BlockView``/``Counts``
  honestly: a release without parent links reports ``parent=None`` and
  ``children=0`` for every block, a free block is one that is on the free stack
  (``block_bag[:total_avail]``, ``pool_avail`` from #5995; repeats kept), and nothing
  is corrected.
  ``allocate_memory_blocks`` returns a view of that stack, so the adapter copies
  the ids out before any later op can overwrite the slots.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

import torch
from kvtwin.scenarios.blocks.targets.megatron.loader import (
    DISTRIBUTION,
    ENV_PATH,
    POLICIES,
    InferenceContextStandIn,
    MegatronRelease,
    construct_allocator,
    cuda_current_device,
    load_release,
)
from kvtwin.scenarios.blocks.targets.megatron.standalone import standalone_test

from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.forms import plain_batch
from kvtwin.scenarios.blocks.targets.base import SCENARIO, BlockTarget
from model.blocks import BlockView, Counts

TARGET = "megatron"
CONTEXT_SHAPED = f"{TARGET}:context_shaped_register"


class InsufficientCache(Exception):
    """``evict_lru_blocks`` answered ``False``: fewer cached blocks than asked for."""

    kind: ClassVar[str] = "insufficient_cache"


class Unrepresentable(Exception):
    """An argument megatron's engine can never hand its allocator: its block tables
    and hashes are int tensors and its register lists come from one request's
    chain, so a bool or a string where an int goes, an int past int64, lists
    of different lengths, or a lone id where a batch goes never reach the
    allocator from its own caller. The
    adapter answers the contract's kind itself and sends nothing (a conversion
    such as ``int(True)`` would send block 1 instead and report the adapter's
    mistake as megatron's)."""

    kind: ClassVar[str] = "bad_argument"


_INT64 = range(-(1 << 63), 1 << 63)


def _ints(values: Sequence[Any], what: str) -> list[int]:
    values = plain_batch(values)  # a tensor form: what it holds, then checked as such
    if not isinstance(values, list | tuple):  # a lone id: the engine sends tensors
        raise Unrepresentable(f"{what} must be a list or a tuple, got {values!r}")
    values = list(values)
    for v in values:
        if type(v) is not int or v not in _INT64:
            raise Unrepresentable(f"{what} must be int64 ints, got {v!r}")
    return values


def _count(n: Any, what: str) -> int:
    if type(n) is not int or n not in _INT64:
        raise Unrepresentable(f"{what} must be an int64 int, got {n!r}")
    return n


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
    ) -> None:
        if policy not in POLICIES:
            raise UsageError(f"unknown policy {policy!r}; expected one of {sorted(POLICIES)}")
        if str(device).startswith("cuda") and not torch.cuda.is_available():
            raise TargetUnavailable(f"--device {device}: CUDA is not available on this machine")
        self.megatron = release or load_release()
        self.name: str = TARGET
        self.num_blocks = num_blocks
        self.policy = policy
        self.device = str(device)
        self._lru = policy == "lru"
        # Releases without parent links evict oldest-first on purpose: a named
        # flavour of the model, not a tolerance in the checker.
        self.model_policy = (
            "lru_oldest_first" if self._lru and not self.megatron.lru_tracks_parents else policy
        )
        self.context = InferenceContextStandIn()
        with self._placement():
            self.allocator = construct_allocator(self.megatron, self.context, num_blocks, policy)
        # The context builds its index tensors where the allocator keeps its own.
        self._tensor_device = self.allocator.block_ref_counts.device

    @classmethod
    def observing(
        cls, allocator: Any, context: Any, policy: str, release: MegatronRelease
    ) -> MegatronBlockTarget:
        """The observations of this class over an allocator megatron-core's own
        inference context built (the engine level), in place of a new one."""
        target = cls.__new__(cls)
        target.megatron = release
        target.name = TARGET
        target.num_blocks = int(getattr(allocator, release.size_attr))
        target.policy = policy
        target.device = "cpu"
        target._lru = policy == "lru"
        target.model_policy = (
            "lru_oldest_first" if target._lru and not release.lru_tracks_parents else policy
        )
        target.context = context
        target.allocator = allocator
        target._tensor_device = allocator.block_ref_counts.device
        return target

    def facts(self) -> dict[str, Any]:
        """What a peers report prints about the outside engine: the release's facts."""
        return self.megatron.describe()

    def _placement(self) -> contextlib.AbstractContextManager[None]:
        """On the CPU, a release that asks ``torch.cuda.current_device()`` gets ``"cpu"``."""
        if self.device == "cpu" and self.megatron.places_tensors_on_cuda_device:
            return cuda_current_device("cpu")
        return contextlib.nullcontext()

    def _ids(self, ids: Sequence[int]) -> torch.Tensor:
        return torch.tensor(_ints(ids, "block ids"), dtype=torch.int32, device=self._tensor_device)

    # verbs ------------------------------------------------------------
    def allocate(self, n: int) -> list[int] | None:
        ids = self.allocator.allocate_memory_blocks(_count(n, "allocate's count"))
        if ids is None:
            return None
        # A view of block_bag: later releases overwrite those slots.
        return ids.clone().tolist()

    def release(self, ids: Sequence[int]) -> None:
        # The context passes one tensor of all finished requests' blocks (int32).
        self.allocator.release_memory_blocks(self._ids(ids))

    def register(
        self, ids: Sequence[int], hashes: Sequence[int], parent_hashes: Sequence[int]
    ) -> None:
        block_ids, block_hashes = _ints(ids, "block ids"), _ints(hashes, "hashes")
        parents = _ints(parent_hashes, "parent hashes")
        if not len(block_ids) == len(block_hashes) == len(parents):
            raise Unrepresentable("register's ids, hashes and parent hashes differ in length")
        if self.megatron.register_takes_parent_hashes:
            self.allocator.register_kv_block_hashes(block_ids, block_hashes, parents)
        else:  # 0.17/0.18: no parent links; the parent hashes have nowhere to go
            self.allocator.register_kv_block_hashes(block_ids, block_hashes)

    def retain(self, ids: Sequence[int]) -> None:
        """What the inference context does on a prefix hit, once per new owner."""
        a = self.allocator
        for owner in owner_rounds(_ints(ids, "block ids")):
            matched = self._ids(owner)
            a.block_ref_counts[matched] += 1
            if self._lru:
                a.update_timestamps(matched)

    def match(self, hashes: Sequence[int]) -> list[int]:
        """The context's ``_find_kv_match_count``: the last hash found, scanning backwards,
        and the blocks of every hash before it (a missing one raises ``KeyError``)."""
        table = self.allocator.kv_hash_to_block_id
        hashes = _ints(hashes, "hashes")
        for i in range(len(hashes) - 1, -1, -1):
            if hashes[i] in table:
                return [int(table[h]) for h in hashes[: i + 1]]
        return []

    def tick(self) -> None:
        self.context.prefix_cache_lru_clock += 1  # the engine, once per step

    def evict(self, n: int) -> list[int]:
        a = self.allocator
        top = self._avail()
        if not a.evict_lru_blocks(_count(n, "evict's count")):
            raise InsufficientCache(f"evict_lru_blocks({n}) returned False")
        # _deregister_blocks pushes the victims onto the free stack in eviction order.
        return a.block_bag[top : self._avail()].tolist()

    def reset(self) -> None:
        with self._placement():
            self.allocator.reset()
        self.context.prefix_cache_lru_clock = 0  # the context's reset() does this

    # observation ------------------------------------------------------
    def views(self, ids: Sequence[int]) -> list[BlockView]:
        a = self.allocator
        blocks = [int(b) for b in ids]
        index = torch.as_tensor(blocks, dtype=torch.long, device=self._tensor_device)
        on_stack = set(a.block_bag[: self._avail()].tolist())
        refs = a.block_ref_counts[index].tolist()
        hashes = a.block_hashes[index].tolist()
        parent_ids = getattr(a, "block_parent_id", None)
        child_counts = getattr(a, "block_child_count", None)
        parents = [-1] * len(blocks) if parent_ids is None else parent_ids[index].tolist()
        children = [0] * len(blocks) if child_counts is None else child_counts[index].tolist()
        stamps = a.block_timestamps[index].tolist() if self._lru else [None] * len(blocks)
        views = []
        for b, ref, h, p, c, s in zip(blocks, refs, hashes, parents, children, stamps, strict=True):
            free = b in on_stack
            views.append(
                BlockView(
                    int(ref),
                    None if h == -1 else int(h),
                    None if p < 0 else int(p),
                    int(c),
                    None if free or s is None else int(s),
                    free,
                )
            )
        return views

    def counts(self) -> Counts:
        a = self.allocator
        refs, hashes = a.block_ref_counts, a.block_hashes
        active = int((refs > 0).sum())
        cached = int(((refs == 0) & (hashes != -1)).sum())
        return Counts(
            self._avail(),
            active,
            cached,
            len(a.kv_hash_to_block_id),
            int(self.context.prefix_cache_lru_clock),
        )

    def lookup(self, hashes: Sequence[int]) -> list[int | None]:
        table = self.allocator.kv_hash_to_block_id
        return [None if (b := table.get(h)) is None else int(b) for h in hashes]

    def hash_map(self) -> dict[int, int]:
        return {int(h): int(b) for h, b in self.allocator.kv_hash_to_block_id.items()}

    def free_ids(self) -> list[int]:
        return sorted(self.allocator.block_bag[: self._avail()].tolist())

    def _avail(self) -> int:
        """The free stack's top (its name is the release's: ``total_avail``/``pool_avail``)."""
        return int(getattr(self.allocator, self.megatron.avail_attr))


class ContextShapedRegister(MegatronBlockTarget):
    """A labelled diagnostic, not the contract check: ``register`` called the way
    megatron's inference context calls it, to show what a release does past its
    first divergence under the generic campaigns."""

    def __init__(self, num_blocks: int, policy: str, device: str = "cpu") -> None:
        super().__init__(num_blocks, policy, device)
        self.name = CONTEXT_SHAPED

    def register(
        self, ids: Sequence[int], hashes: Sequence[int], parent_hashes: Sequence[int]
    ) -> None:
        # The context registers one request's contiguous chain per call (a new call
        # wherever a parent is not the previous block), and never registers again
        # a prefix-matched block that already holds that hash.
        a = self.allocator
        ids, hashes = _ints(ids, "block ids"), _ints(hashes, "hashes")
        parent_hashes = _ints(parent_hashes, "parent hashes")
        if not len(ids) == len(hashes) == len(parent_hashes):
            raise Unrepresentable("register's ids, hashes and parent hashes differ in length")
        rows = [
            (int(b), int(h), int(p))
            for b, h, p in zip(ids, hashes, parent_hashes, strict=True)
            if int(a.block_hashes[int(b)]) != int(h)
        ]
        start = 0
        for k in range(1, len(rows) + 1):
            if k == len(rows) or rows[k][2] != rows[k - 1][1]:
                chain = rows[start:k]
                super().register(*(list(column) for column in zip(*chain, strict=True)))
                start = k


def owner_rounds(ids: Sequence[int]) -> list[list[int]]:
    """Split a retain into one list of distinct ids per new owner, first-seen order:
    [4, 5, 4, 5, 4] -> [[4, 5], [4, 5], [4]]."""
    rounds: list[list[int]] = []
    seen: Counter[int] = Counter()
    for b in ids:
        k = seen[b]
        seen[b] += 1
        if k == len(rounds):
            rounds.append([])
        rounds[k].append(int(b))
    return rounds


@register_target(
    SCENARIO,
    TARGET,
    f"megatron-core's KVBlockAllocator: the installed release, or the tree --engine-path "
    f"or {ENV_PATH} names",
    standalone=standalone_test,
)
def make_megatron_target(
    *, num_blocks: int, policy: str, device: str = "cpu"
) -> MegatronBlockTarget:
    """The target the registry builds for ``--target megatron``."""
    return MegatronBlockTarget(num_blocks, policy, device)


@register_target(
    SCENARIO,
    CONTEXT_SHAPED,
    "diagnostic: all campaigns with register called as megatron's inference context "
    "calls it: one request's chain per call, prefix-matched blocks not registered again",
)
def make_context_shaped_target(
    *, num_blocks: int, policy: str, device: str = "cpu"
) -> ContextShapedRegister:
    """``--target megatron:context_shaped_register``: the labelled diagnostic."""
    return ContextShapedRegister(num_blocks, policy, device)
