"""megatron-core's hybrid prefix cache as a hybrid target (``--target megatron-hybrid``):
its ``KVBlockAllocator`` and ``MambaSlotAllocator`` driven the way its inference
context drives them, one request per op
(:class:`~kvtwin.engines.megatron.runtime.hybrid_cache.HybridCache`, which the
standalone tests run too), with the recurrent layer's forward pass stood in by
the KDA op (:mod:`.forward`), checked against the model's ``megatron`` flavour
(``model/hybrid_megatron.py``). The prefill's outcome is the blocks the chunk
added to the table and the slots its commit's batch holds after the commit;
**evict_blocks**, **tick**, **reset** and the block views are the blocks
adapter's over this allocator.

Megatron's context leaves request-level argument rules to its own callers; the
adapter applies the contract's (``model.hybrid_requests``) before anything
reaches megatron, answering a broken one itself
(:class:`~kvtwin.core.errors.AdapterRefused`), so megatron's code is only ever
called as the engine calls it.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
import types
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import torch

from kvtwin.core.errors import AdapterRefused, TargetUnavailable, UsageError
from kvtwin.engines.megatron.blocks.adapter import MegatronBlockTarget
from kvtwin.engines.megatron.hybrid.forward import ForwardStandIn
from kvtwin.engines.megatron.hybrid.observer import CacheObservations
from kvtwin.engines.megatron.loader import POLICIES, MegatronRelease, load_release
from kvtwin.engines.megatron.runtime.hybrid_cache import HybridCache, Request, missing_api
from kvtwin.scenarios.hybrid.targets.base import DecodeOutcome, Inputs, PrefillOutcome
from model.block_arguments import batch, check_count
from model.errors import AllocatorError
from model.hybrid_requests import RequestView, check_admit, check_chunk, check_decode, live

TARGET = "megatron-hybrid"
SLOT_MODULE = "megatron.core.inference.contexts.mamba_slot_allocator"
CONTEXT_MODULE = "megatron.core.inference.contexts.dynamic_context"


@dataclass
class HybridRelease:
    """The loaded megatron-core, and the classes its hybrid prefix cache runs."""

    release: MegatronRelease
    slot_class: type
    context_class: type

    def describe(self) -> dict[str, Any]:
        facts = self.release.describe()
        evict = inspect.signature(self.slot_class._evict_lru_slots_batch).parameters
        facts["mamba_slot_allocator"] = {
            "atomic_batch": hasattr(self.slot_class, "_evictable_block_ids"),
            "evict_takes_candidates": "candidate_ids" in evict,
            "ssm_chunk_alignment": "ssm_chunk_alignment"
            in inspect.getsource(self.slot_class.compute_and_store_offsets),
        }
        return facts

    def classes(self, policy: str) -> Any:
        """What :class:`HybridCache` builds from."""
        return types.SimpleNamespace(
            allocator_class=self.release.allocator_class,
            slot_class=self.slot_class,
            context_class=self.context_class,
            policy=self.release.policy(policy),
        )


def load_hybrid() -> HybridRelease:
    """The release ``load_release`` finds, with its inference context and slot
    allocator; ``TargetUnavailable`` naming what is missing."""
    release = load_release()
    try:
        slots = importlib.import_module(SLOT_MODULE)
        context = importlib.import_module(CONTEXT_MODULE)
    except Exception as error:  # the full package import: triton, apex, ...
        raise TargetUnavailable(
            f"megatron-core {release.version} from {release.location}: the hybrid target needs "
            f"its inference context and Mamba slot allocator, which do not import here "
            f"({type(error).__name__}: {error})"
        ) from error
    slot_class = getattr(slots, "MambaSlotAllocator", None)
    context_class = getattr(context, "DynamicInferenceContext", None)
    missing = missing_api(context_class, slot_class)
    if missing:
        raise TargetUnavailable(
            f"megatron-core {release.version}: no hybrid prefix caching the adapter knows "
            f"(missing: {missing})"
        )
    return HybridRelease(release, slot_class, context_class)  # type: ignore[arg-type]


@contextlib.contextmanager
def contract_rules() -> Iterator[None]:
    """The contract's argument rules, checked before megatron is called: a broken
    one is the adapter's answer."""
    try:
        yield
    except AllocatorError as broken:
        raise AdapterRefused(broken.kind, str(broken)) from None


class MegatronHybridTarget(CacheObservations):
    def __init__(
        self,
        *,
        num_blocks: int,
        num_slots: int,
        block_size: int,
        heads: int,
        head_k: int,
        head_v: int,
        policy: str,
        allocate: Any,
        megatron: HybridRelease | None = None,
    ) -> None:
        if policy not in POLICIES or block_size < 2:  # megatron computes >= 2 prompt tokens
            raise UsageError(
                f"policy {policy!r}, block size {block_size}: expected one of "
                f"{list(POLICIES)} and >= 2 tokens a block"
            )
        self.name = TARGET
        self.megatron = megatron or load_hybrid()
        self.block_size = block_size
        dims = {"heads": heads, "head_k": head_k, "head_v": head_v}
        config = {"num_blocks": num_blocks, "num_slots": num_slots, "block_size": block_size,
                  "policy": policy, "dims": dims}  # fmt: skip

        def states(shape: tuple[int, ...], dtype: torch.dtype) -> torch.Tensor:
            # megatron's own shapes and dtype, allocated through the session's probe
            return allocate(shape, dtype, torch.device("cpu")).zero_()

        self.cache = HybridCache(self.megatron.classes(policy), config, states, torch.float32)
        self.context, self.kv, self.slots = self.cache.context, self.cache.kv, self.cache.slots
        self.blocks = MegatronBlockTarget(
            num_blocks, policy, release=self.megatron.release, allocator=self.kv,
            context=self.context,
        )  # fmt: skip
        self.dummy = num_blocks - 1
        self.forward = ForwardStandIn(block_size)

    @property
    def requests(self) -> dict[int, Request]:
        return self.cache.requests

    def describe(self) -> dict[str, object]:
        return {"name": self.name, **self.megatron.describe()}

    # verbs ------------------------------------------------------------
    def admit(self, rid: int, hashes: Sequence[int], prompt_len: int) -> list[int]:
        with contract_rules():
            values = check_admit(self.requests, rid, hashes, prompt_len, self.block_size)  # type: ignore[arg-type]
        return list(self.cache.admit(rid, values, prompt_len).table)

    def prefill(self, rid: int, inputs: Inputs) -> PrefillOutcome:
        with contract_rules():
            r = live(self.requests, rid)  # type: ignore[arg-type]
            n = int(inputs["q"].shape[0])
            check_chunk(r, n, bool(torch.isfinite(inputs["g"]).all()), self.block_size)  # type: ignore[arg-type]
        self.forward.check(inputs)
        first_position = r.position

        def compute(r: Request, begin: int, end: int, offsets: list[int]) -> Any:
            start = begin - first_position  # the inputs begin where the request stood
            chunk = {name: x[start:] for name, x in inputs.items()}
            o, states = self.forward.run(chunk, self.cache.live(r))
            return o, self.forward.snapshots(states, offsets)

        done = self.cache.prefill(r, n, compute)
        if done is None:
            return None
        added, commit_batch, o = done
        held = [int(self.slots.block_to_slot[b]) for b in commit_batch]
        recorded = [s for s in held if s >= 0]
        return o, added, None if commit_batch and not recorded else recorded

    def decode(self, rid: int, inputs: Inputs) -> DecodeOutcome:
        with contract_rules():
            r = live(self.requests, rid)  # type: ignore[arg-type]
            check_decode(r, int(inputs["q"].shape[0]), bool(torch.isfinite(inputs["g"]).all()))  # type: ignore[arg-type]
        self.forward.check(inputs)
        got = self.cache.decode_block(r)
        if got is None:
            return None
        o, _ = self.forward.run(inputs, self.cache.live(r))
        r.position += 1
        return o, got

    def release(self, rid: int) -> None:
        with contract_rules():
            live(self.requests, rid)  # type: ignore[arg-type]
        self.cache.release(rid)

    def invalidate(self, ids: Sequence[int]) -> list[int]:
        with contract_rules():
            blocks = batch(ids, "block ids")
        for b in blocks:
            if isinstance(b, bool) or not isinstance(b, int):
                raise AdapterRefused("bad_argument", f"block ids must be ints, got {b!r}")
            if not 0 <= b < self.dummy:  # the dummy is the last id
                raise AdapterRefused(
                    "bad_block_id", f"block {b} is the dummy or out of range 0..{self.dummy - 1}"
                )
        pinned = self.cache.pinned_snapshot(blocks)
        if pinned is not None:
            slot = int(self.slots.block_to_slot[pinned])
            raise AdapterRefused(
                "slot_pinned", f"block {pinned}'s snapshot (slot {slot}) is still to be restored"
            )
        return self.cache.invalidate(blocks)

    def evict_blocks(self, n: int) -> list[int]:
        with contract_rules():
            check_count(n, "evict_blocks")
        return self.blocks.evict(n)

    def evict_slots(self, n: int) -> list[int]:
        with contract_rules():
            check_count(n, "evict_slots")
        freed = self.cache.evict_slots(n)
        if freed is None:
            raise AdapterRefused("insufficient_cache", f"evict_slots({n}): fewer evictable")
        return freed

    def tick(self) -> None:
        self.blocks.tick()

    def reset(self) -> None:
        self.cache.reset()

    # observations (the rest: observer.CacheObservations) ----------------
    def live_and_started(self) -> tuple[int, int]:
        return len(self.requests), sum(1 for r in self.requests.values() if r.started)

    def request(self, rid: int) -> RequestView | None:
        r = self.requests.get(rid)
        if r is None:
            return None
        restore = None
        if not r.started and r.restore is not None:
            slot = int(self.slots.block_to_slot[r.restore])
            restore = None if slot < 0 else slot
        return RequestView(r.position, tuple(r.table), restore, r.started)

    def request_ids(self) -> list[int]:
        return sorted(self.requests)

    def live_state(self, rid: int) -> torch.Tensor | None:
        r = self.requests.get(rid)
        return None if r is None or r.row is None else self.cache.live(r)

    def pins(self) -> dict[int, int]:
        """Slot -> the live requests still to restore from it (the context's pending restores)."""
        pins: dict[int, int] = {}
        for r in self.requests.values():
            if not r.started and r.restore is not None:
                slot = int(self.slots.block_to_slot[r.restore])
                if slot >= 0:
                    pins[slot] = pins.get(slot, 0) + 1
        return pins
