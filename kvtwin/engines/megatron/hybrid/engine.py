"""``--target megatron-hybrid-engine``: megatron-core's own serving path for a
hybrid (attention + Mamba) model with Mamba prefix caching, driven on the CPU.

What runs is the installed release's code (or an ``--engine-path`` tree),
unchanged: ``DynamicInferenceEngine`` (``add_request``, ``step_modern``: its
chunked-prefill scheduler with the prefix-cache skip, block-aligned chunks for
hybrid models and the coordination that defers a request whose prefix another
is still computing; the bookkeeping of finished, paused and evicted requests),
its ``DynamicInferenceContext`` for ``layer_type_list ["*", "M"]`` (``add_request``'s
prefix match, Mamba back-off and clamp, pinning, allocation, registration, the
live-state slot and the deferred restore or zeroing; ``update_requests``), its
``KVBlockAllocator`` and its ``MambaSlotAllocator`` (``compute_and_store_offsets``,
``commit_intermediate_states``, eviction, deregistration). The context is built
from a two-layer ``TransformerConfig`` whose buffer sizes give exactly
``num_blocks`` KV blocks and ``num_slots`` snapshot slots (checked), with
``max_requests`` 16 live states (the megatron flavour's ``LIVE_STATES``), SSM
states ``[H, K, V]`` float32 (the KDA state the checks recompute) and
``mamba_chunk_size`` the block size.

Stood in, and why:

* the forward pass and sampling (:mod:`.engine_forward`): there is no model on
  a CPU; the recurrent layer is kvtwin's KDA op over exactly the tokens megatron
  schedules, from the live state megatron restored or zeroed, writing the
  extraction scratch as the Mamba kernel does, then ``commit_intermediate_states``
  and ``update_requests`` as the real controller calls them;
* CUDA, as at the blocks engine level (``kvtwin.scenarios.blocks.targets.megatron.cpu``,
  active only around the engine's calls): ``torch.cuda.current_device()``
  answers ``"cpu"`` (tensors placed there), ``pin_memory`` is dropped (needs a
  CUDA driver, changes no value), ``torch.cuda.Event`` is a timer of elapsed
  time 0 (the engine times its steps), and a one-process gloo group with
  megatron's model-parallel state of size 1 (the context's constructor asks
  for ranks and group sizes).

What the context does to its caches is reported by :mod:`.engine_hooks`, read
by :mod:`.engine_observer`, and checked by the ``hybrid-engine`` scenario's
session against the model's ``megatron`` flavour.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

import torch
from kvtwin.scenarios.blocks.targets.megatron.adapter import MegatronBlockTarget
from kvtwin.scenarios.blocks.targets.megatron.controller import make_controller, sample_and_update
from kvtwin.scenarios.blocks.targets.megatron.cpu import on_cpu, single_process_group
from kvtwin.scenarios.blocks.targets.megatron.loader import POLICIES, load_release
from kvtwin.scenarios.hybrid.targets.engine_driver import (
    Decode,
    Event,
    HybridEngineDriver,
    Settled,
)
from kvtwin.scenarios.hybrid.targets.megatron.engine_forward import Forward
from kvtwin.scenarios.hybrid.targets.megatron.engine_hooks import Allocated, ContextHooks, EventLog
from kvtwin.scenarios.hybrid.targets.megatron.engine_observer import EngineObserver

from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.scenarios.hybrid.tokens import Dims, Embedding
from model.hybrid_megatron import FLAVOUR, LIVE_STATES

ENGINE_TARGET = "megatron-hybrid-engine"
HEAD_DIM = 8
BYTES = 4  # float32 everywhere


def _megatron() -> types.SimpleNamespace:
    """The release's serving modules (the whole package, not stand-ins)."""
    try:
        from megatron.core.inference.config import (
            InferenceConfig,
            MambaInferenceStateConfig,
            PrefixCachingEvictionPolicy,
        )
        from megatron.core.inference.contexts.dynamic_context import DynamicInferenceContext
        from megatron.core.inference.engines.dynamic_engine import DynamicInferenceEngine
        from megatron.core.inference.sampling_params import SamplingParams
        from megatron.core.inference.text_generation_controllers import (
            text_generation_controller as controllers,
        )
        from megatron.core.transformer import TransformerConfig
    except Exception as error:  # triton, apex, a release without hybrid prefix caching
        raise TargetUnavailable(
            f"megatron-core's hybrid serving path cannot be imported here "
            f"({type(error).__name__}: {error}); the engine level needs the whole package "
            "with MambaInferenceStateConfig (0.19 on)"
        ) from error
    return types.SimpleNamespace(
        InferenceConfig=InferenceConfig,
        Mamba=MambaInferenceStateConfig,
        Policy=PrefixCachingEvictionPolicy,
        Context=DynamicInferenceContext,
        Engine=DynamicInferenceEngine,
        SamplingParams=SamplingParams,
        controllers=controllers,
        TransformerConfig=TransformerConfig,
    )


def buffer_sizes(
    num_blocks: int, paused_blocks: int, block_bytes: int, mamba_bytes: int
) -> tuple[float, float]:
    """``(buffer_size_gb, paused_buffer_size_gb)`` giving exactly these block counts:
    with ``max_requests`` set, a hybrid context takes ``mamba_bytes`` from both
    buffers in proportion and floors each rest by the block bytes."""
    kv = (num_blocks + paused_blocks + 1) * block_bytes  # half a block over, each
    total = kv + mamba_bytes
    scale = total / kv
    gb = 1024**3
    return (
        (num_blocks + 0.5) * block_bytes * scale / gb,
        (paused_blocks + 0.5) * block_bytes * scale / gb,
    )


class MegatronHybridEngine(HybridEngineDriver):
    """One megatron-core hybrid engine and context on the CPU."""

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
        mc = self.modules = _megatron()
        self.name = ENGINE_TARGET
        self.policy, self.num_blocks, self.num_slots = policy, num_blocks, num_slots
        self.block_size = block_size
        self.vocab = dims.vocab
        single_process_group()
        state = (dims.heads, dims.head_k, dims.head_v)
        per_state = (1 + dims.state_bytes // BYTES) * BYTES  # conv (1, 1) and SSM, one layer
        block_bytes = BYTES * 2 * block_size * HEAD_DIM  # K and V, one attention layer, one head
        buffer_gb, paused_gb = buffer_sizes(
            num_blocks, paused_blocks, block_bytes, LIVE_STATES * per_state
        )
        with on_cpu():
            model_config = mc.TransformerConfig(
                num_layers=2,
                hidden_size=HEAD_DIM,
                num_attention_heads=1,
                kv_channels=HEAD_DIM,
                params_dtype=torch.float32,
            )
            scratch = min(-(-max_tokens // block_size), 3 * LIVE_STATES)
            config = mc.InferenceConfig(
                block_size_tokens=block_size,
                buffer_size_gb=buffer_gb,
                paused_buffer_size_gb=paused_gb,
                max_sequence_length=max_sequence_length,
                max_requests=LIVE_STATES,
                max_tokens=max_tokens,
                enable_prefix_caching=True,
                enable_chunked_prefill=True,
                prefix_caching_eviction_policy=mc.Policy(policy),
                num_cuda_graphs=None,
                unified_memory_level=0,
                mamba_inference_state_config=mc.Mamba(
                    layer_type_list=["*", "M"],
                    conv_states_shape=(1, 1),
                    ssm_states_shape=state,
                    conv_states_dtype=torch.float32,
                    ssm_states_dtype=torch.float32,
                    mamba_chunk_size=block_size,
                ),
                prefix_caching_mamba_gb=(scratch + num_slots + 0.5) * per_state / 1024**3,
            )
            self.context = mc.Context(model_config, config)
            self.engine = mc.Engine(
                make_controller(mc.controllers, self.context, model_config, self._forward),
                self.context,
            )
        c = self.context
        self.kv = c.kv_block_allocator
        self.slots = c.mamba_slot_allocator
        made = (int(getattr(self.kv, self.megatron.size_attr)), getattr(self.slots, "max_slots", 0))
        if made != (num_blocks, num_slots):
            raise TargetUnavailable(
                f"megatron-core {self.megatron.version}: asked for {num_blocks} blocks and "
                f"{num_slots} snapshot slots, the context made {made}"
            )
        c.mamba_conv_states.zero_()  # the forward's position count: nothing seen
        for tensor in (c.mamba_ssm_states, self.slots.ssm_states):
            if watch is not None:
                watch(tensor)
        self.log = EventLog()
        self.hooks = ContextHooks(c, self.log, block_size)
        blocks = MegatronBlockTarget.observing(self.kv, c, policy, self.megatron)
        self.observer = EngineObserver(c, blocks, self.log)
        self.forward = Forward(c, Embedding(dims, embed_seed), block_size)
        self.settled: Settled | None = None
        self.next_id = 0
        self.counts = {"engine_steps": 0, "forward_passes": 0, "commit_errors": 0}

    def facts(self) -> dict[str, Any]:
        return {
            **self.megatron.describe(),
            "level": "engine: DynamicInferenceEngine.add_request/step_modern for a hybrid model "
            "on the CPU, forward pass and sampling stood in "
            "(kvtwin.scenarios.hybrid.targets.megatron.engine)",
        }

    def attach(self, settled: Settled) -> None:
        self.settled = settled

    # ------------------------------------------------------------ traffic
    def arrive(self, prompt: list[int], max_new_tokens: int) -> int:
        request_id = self.next_id
        self.next_id += 1
        params = self.modules.SamplingParams(
            num_tokens_to_generate=max_new_tokens, termination_id=-1
        )
        with on_cpu():
            self.engine.add_request(request_id, list(prompt), params)
        return request_id

    def step(self) -> None:
        with on_cpu():
            self.engine.step_modern()
        self.counts["engine_steps"] += 1

    def clock(self) -> int:
        return int(self.context.prefix_cache_lru_clock)

    def pending(self) -> int:
        return len(self.log.queue)

    def flush(self) -> list[Event]:
        """Releases since the last forward pass; a block mark no fed token claimed
        stays queued (no decode ran for it)."""
        return self._events([])

    def _forward(self) -> dict[str, Any] | None:
        c = self.context
        if c.active_token_count == 0 and c.total_request_count == c.paused_request_count:
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
        if self.settled is not None:
            self.settled(events, problems)
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
