"""``--target megatron-hybrid-engine``: megatron-core's own serving path for a
hybrid (attention + Mamba) model with Mamba prefix caching, driven on the CPU.

What runs is the loaded release's code, unchanged: ``DynamicInferenceEngine``
(``add_request``, ``step_modern``: its chunked-prefill scheduler with the
prefix-cache skip, block-aligned chunks for hybrid models and the coordination
that defers a request whose prefix another is still computing; the bookkeeping of
finished, paused and evicted requests), its ``DynamicInferenceContext`` for
``layer_type_list ["*", "M"]`` (``add_request``'s prefix match, Mamba back-off and
clamp, pinning, allocation, registration, the live-state slot and the deferred
restore or zeroing; ``update_requests``), its ``KVBlockAllocator`` and its
``MambaSlotAllocator`` (``compute_and_store_offsets``,
``commit_intermediate_states``, eviction, deregistration). The context's buffers
give exactly ``num_blocks`` KV blocks and ``num_slots`` snapshot slots (checked),
with 16 live states (the megatron flavour's ``LIVE_STATES``), SSM states
``[H, K, V]`` float32 and ``mamba_chunk_size`` the block size
(:mod:`kvtwin.engines.megatron.runtime.hybrid_serving`, which the standalone
tests build from too).

Stood in: the forward pass and sampling (:mod:`.forward`, then
``commit_intermediate_states`` and ``update_requests`` as the real controller
calls them) and CUDA (:mod:`kvtwin.core.cuda_on_cpu`, around the engine's calls).
What the context does to its caches is recorded by :mod:`.events`, read by
:mod:`.observer`, and reported at each forward pass (``port.settled``) for the
``hybrid-engine`` scenario's session to check against the model's ``megatron``
flavour.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

from kvtwin.core.cuda_on_cpu import on_cpu
from kvtwin.core.engine_level.driver import Port
from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.engines.megatron.blocks.adapter import MegatronBlockTarget
from kvtwin.engines.megatron.driver import ServingDriver, serving_modules
from kvtwin.engines.megatron.hybrid.events import Allocated, ContextHooks, EventLog
from kvtwin.engines.megatron.hybrid.forward import EngineForward
from kvtwin.engines.megatron.hybrid.observer import EngineObserver
from kvtwin.engines.megatron.loader import POLICIES, load_release
from kvtwin.engines.megatron.runtime.allocator import pool_size
from kvtwin.engines.megatron.runtime.hybrid_serving import hybrid_config
from kvtwin.engines.megatron.runtime.serving import build_engine, idle, sample_and_update
from kvtwin.scenarios.hybrid.engine.events import Decode, Event, HybridEngineDriver
from kvtwin.scenarios.hybrid.tokens import Dims, Embedding
from model.hybrid_megatron import FLAVOUR

ENGINE_TARGET = "megatron-hybrid-engine"


class MegatronHybridEngine(HybridEngineDriver, ServingDriver):
    """One megatron-core hybrid engine and context on the CPU."""

    level = (
        "engine: DynamicInferenceEngine.add_request/step_modern for a hybrid model on the CPU, "
        "forward pass and sampling stood in (kvtwin.engines.megatron.hybrid.engine)"
    )

    model_flavour = FLAVOUR
    commits_after_schedule = True  # one commit of every chunk's snapshots, after the forward

    def __init__(
        self,
        *,
        num_blocks: int,
        num_slots: int,
        policy: str,
        block_size: int,
        max_tokens: int,
        paused_blocks: int,
        max_sequence_length: int,
        dims: Dims,
        embed_seed: int,
        allocate: Any = None,
        watch: Callable[[torch.Tensor], Any] | None = None,
    ) -> None:
        """``watch``: the session's probe, given megatron's own state buffers (the
        engine allocates them; ``allocate`` is not used)."""
        if policy not in POLICIES or block_size < 2:
            raise UsageError(
                f"policy {policy!r}, block size {block_size}: expected one of "
                f"{sorted(POLICIES)} and >= 2 tokens a block"
            )
        self.megatron = load_release()
        mc = self.modules = serving_modules(
            "the engine level needs the whole package with MambaInferenceStateConfig (0.19 on)"
        )
        self.name = ENGINE_TARGET
        self.policy, self.num_blocks, self.num_slots = policy, num_blocks, num_slots
        self.block_size = block_size
        self.vocab = dims.vocab
        config = {
            "num_blocks": num_blocks,
            "num_slots": num_slots,
            "policy": policy,
            "block_size": block_size,
            "max_tokens": max_tokens,
            "paused_blocks": paused_blocks,
            "max_sequence_length": max_sequence_length,
            "dims": {"heads": dims.heads, "head_k": dims.head_k, "head_v": dims.head_v},
        }

        def inference_config() -> Any:
            try:
                return hybrid_config(mc, config)
            except ImportError as error:  # a release without hybrid prefix caching
                raise TargetUnavailable(
                    f"megatron-core {self.megatron.version} has no MambaInferenceStateConfig "
                    f"({error}): the hybrid engine level needs 0.19 on"
                ) from error

        self.engine, c = build_engine(mc, 2, inference_config, lambda context: self._forward())
        self.context = c
        self.kv = c.kv_block_allocator
        self.slots = c.mamba_slot_allocator
        made = (pool_size(self.kv), getattr(self.slots, "max_slots", 0))
        self.made((num_blocks, num_slots), made, "blocks and snapshot slots")
        c.mamba_conv_states.zero_()  # the forward's position count: nothing seen
        for tensor in (c.mamba_ssm_states, self.slots.ssm_states):
            if watch is not None:
                watch(tensor)
        self.log = EventLog()
        self.hooks = ContextHooks(c, self.log, block_size)
        blocks = MegatronBlockTarget(
            num_blocks, policy, release=self.megatron, allocator=self.kv, context=c
        )
        self.observer = EngineObserver(c, blocks, self.log)
        self.forward = EngineForward(c, Embedding(dims, embed_seed), block_size)
        self.port: Port | None = None
        self.counts = {"engine_steps": 0, "forward_passes": 0, "commit_errors": 0}

    def attach(self, port: Port) -> None:
        self.port = port

    # ------------------------------------------------------------ traffic
    def step(self) -> None:
        with on_cpu():
            self.engine.step_modern()
        self.counts["engine_steps"] += 1

    def pending(self) -> int:
        return len(self.log.queue)

    def flush(self) -> list[Event]:
        """Releases since the last forward pass; a block mark no fed token claimed
        stays queued (no decode ran for it)."""
        return self._events([])

    def _forward(self) -> dict[str, Any] | None:
        """The controller's model step: the forward pass, the snapshot commit, the
        step's events reported, then the sample."""
        c = self.context
        if idle(c):
            return None
        self.counts["forward_passes"] += 1
        c.initialize_attention_state()  # runs the deferred restores and zeroings
        chunks, self.log.chunks = self.log.chunks, {}
        decodes, problems = self.forward.run(chunks, int(c.prefix_cache_lru_clock))
        error = None
        try:
            self.slots.commit_intermediate_states()
        except Exception as raised:  # the engine's own crash: reported, then raised
            error = raised
            self.counts["commit_errors"] += 1
        self.forward.committed(chunks, error)
        events = self._events(decodes)
        if self.port is not None:
            self.port.settled(events, problems)
        if error is not None:
            raise error
        return sample_and_update(c, self.vocab)

    def _events(self, decodes: list[Decode]) -> list[Event]:
        """The queue with each decode placed where its block was allocated (its
        clock); decodes that needed no block first. A mark no fed token claims
        stays queued."""
        queue, self.log.queue = self.log.queue, []
        by_block = {d.blocks[0]: d for d in decodes if d.blocks}
        plain = [d for d in decodes if not d.blocks]
        ordered: list[Event] = []
        for item in queue:
            if not isinstance(item, Allocated):
                ordered.append(item)
                continue
            claimed = [by_block.pop(b) for b in item.ids if b in by_block]
            for d in claimed:
                d.clock = item.clock
            ordered += claimed
            rest = [b for b in item.ids if b not in {d.blocks[0] for d in claimed}]
            if rest:
                self.log.queue.append(Allocated(rest, item.clock))
        first = ordered[0].clock if ordered else int(self.context.prefix_cache_lru_clock)
        for d in plain:
            d.clock = first
        return [*plain, *ordered, *by_block.values()]

    def coverage(self) -> dict[str, Any]:
        e = self.engine
        return {
            **self.counts,
            **self.log.counts,
            "requests_arrived": self.next_id,
            "requests_evicted": int(getattr(e, "evicted_request_count", 0)),
            "requests_waiting": len(e.waiting_request_ids),
            "prefix_coordination_waits": int(getattr(e, "_prefix_coordination_waits", 0)),
        }
