"""The part of megatron-core's ``DynamicInferenceContext`` that its two prefix-cache
allocators read, and the two allocators built beside it as the context builds
them (``KVBlockAllocator``, ``MambaSlotAllocator`` wired by
``on_blocks_deregistered``).

The context stand-in is a plain object holding the fields the allocators read,
with four of the context's own methods borrowed unchanged from megatron's class
(prefix matching, the Mamba match, the skip each chunk gets, the deferred
restores), so the decisions they make are megatron's code, not kvtwin's. One
request runs per op, always in context row 0: the adapter puts its block table
and live-state index there before each call, as the context's bookkeeping would
for a batch of one prefill.
"""

from __future__ import annotations

import importlib
import inspect
import types
from dataclasses import dataclass, field
from typing import Any

import torch
from kvtwin.scenarios.blocks.targets.megatron.loader import (
    MegatronRelease,
    construct_allocator,
    cuda_current_device,
    load_release,
)

from kvtwin.core.errors import TargetUnavailable
from model.hybrid_megatron import LIVE_STATES

SLOT_MODULE = "megatron.core.inference.contexts.mamba_slot_allocator"
CONTEXT_MODULE = "megatron.core.inference.contexts.dynamic_context"
BORROWED = (
    "_find_kv_match_count",
    "_find_mamba_match_count",
    "_compute_prefix_match",
    "_execute_pending_mamba_ops",
)
"""The context's methods the stand-in runs as its own."""
SLOT_METHODS = (
    "allocate_slots_batch",
    "_evict_lru_slots_batch",
    "invalidate_block",
    "on_kv_blocks_deregistered",
    "restore_to_live",
    "compute_and_store_offsets",
    "commit_intermediate_states",
    "reset",
)
"""The slot allocator's methods the adapter drives: a tree lacking one is an API
it does not know."""
SCRATCH = 4
"""Extraction scratch states per step: three offsets of one request, and one spare."""


@dataclass
class RequestStandIn:
    """What the context's matching and offset code read of a request."""

    prompt_tokens: range
    precomputed_block_hashes: list[int]
    finished_chunk_token_count: int = 0
    _mamba_num_matched_blocks: int = 0


@dataclass
class MambaMetadataStandIn:
    """``MambaMetadata``'s fields the slot allocator reads: each context row's live
    state index, and the intermediate counts its kernel reports for the batch."""

    request_to_mamba_state_idx: torch.Tensor
    intermediate_count: int = 0
    per_request_intermediate_counts: list[int] = field(default_factory=list)


@dataclass
class Megatron:
    """The loaded megatron-core: its release facts and the classes the target runs."""

    release: MegatronRelease
    slot_class: type
    context_class: type
    evict_takes_candidates: bool
    """``_evict_lru_slots_batch(n, candidate_ids)`` (Megatron-LM #6091) or ``(n)``."""

    def describe(self) -> dict[str, Any]:
        facts = self.release.describe()
        facts["mamba_slot_allocator"] = {
            "atomic_batch": hasattr(self.slot_class, "_evictable_block_ids"),
            "evict_takes_candidates": self.evict_takes_candidates,
            "ssm_chunk_alignment": "ssm_chunk_alignment"
            in inspect.getsource(self.slot_class.compute_and_store_offsets),
        }
        return facts


def load_megatron() -> Megatron:
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
    missing = [
        name
        for cls, names in ((slot_class, SLOT_METHODS), (context_class, BORROWED))
        for name in names
        if cls is None or not callable(getattr(cls, name, None))
    ]
    if missing:
        raise TargetUnavailable(
            f"megatron-core {release.version}: no hybrid prefix caching the adapter knows "
            f"(missing: {missing})"
        )
    evict = inspect.signature(slot_class._evict_lru_slots_batch).parameters
    return Megatron(release, slot_class, context_class, "candidate_ids" in evict)


class ContextStandIn:
    """The context fields the allocators and the borrowed methods read."""

    def __init__(self, megatron: Megatron, block_size: int, policy: str) -> None:
        self.prefix_cache_lru_clock = 0
        self.enable_prefix_caching = True
        self.is_hybrid_model = True
        self.block_size_tokens = block_size
        # the finest SSM chunk megatron allows: a block is a whole number of them
        self.mamba_chunk_size = block_size
        self.ssm_chunk_alignment = block_size
        self.gdp_num_householder = 0
        self.prefix_caching_eviction_policy = megatron.release.policy_enum(policy)
        self.max_requests = 1
        self.max_mamba_intermediate_states_per_step = SCRATCH
        self.paused_request_count = 0
        self.batch_dimensions = types.SimpleNamespace(prefill_req_count=1, decode_req_count=0)
        self._pending_mamba_restores: list[tuple[int, int, int]] = []
        self._pending_mamba_zeros: list[int] = []
        self.kv_block_allocator: Any = None
        self.mamba_slot_allocator: Any = None
        self.request_to_kv_block_ids = torch.empty(0, dtype=torch.int32)
        self.mamba_metadata = MambaMetadataStandIn(torch.full((1,), -1, dtype=torch.int32))
        self.mamba_ssm_states = torch.empty(0)
        self.mamba_conv_states = torch.empty(0)


def build(
    megatron: Megatron,
    num_blocks: int,
    num_slots: int,
    block_size: int,
    state_shape: tuple[int, int, int],
    policy: str,
    allocate: Any,
) -> ContextStandIn:
    """A context stand-in holding both allocators, wired as the context wires them;
    the snapshot pool and the live states are allocated through ``allocate`` (the
    session's probe) in the shapes megatron gives them."""
    methods = {name: getattr(megatron.context_class, name) for name in BORROWED}
    context_type = type("MegatronContextStandIn", (ContextStandIn,), methods)
    context = context_type(megatron, block_size, policy)
    context.request_to_kv_block_ids = torch.full((1, num_blocks), -1, dtype=torch.int32)
    cpu = torch.device("cpu")
    context.mamba_ssm_states = allocate((1, LIVE_STATES, *state_shape), torch.float32, cpu)
    context.mamba_ssm_states.zero_()
    context.mamba_conv_states = torch.zeros(1, LIVE_STATES, 1)
    with cuda_current_device("cpu"):
        kv = construct_allocator(megatron.release, context, num_blocks, policy)
        context.kv_block_allocator = kv
        slots = megatron.slot_class(
            context,
            max_slots=num_slots,
            num_mamba_layers=1,
            conv_states_shape=(1,),
            ssm_states_shape=state_shape,
            conv_states_dtype=torch.float32,
            ssm_states_dtype=torch.float32,
        )
    # The same shape, dtype and device megatron allocated, measured by the session.
    pool = allocate((1, num_slots, *state_shape), torch.float32, cpu)
    pool.zero_()
    slots.ssm_states = pool
    context.mamba_slot_allocator = slots
    kv.on_blocks_deregistered = slots.on_kv_blocks_deregistered
    return context
