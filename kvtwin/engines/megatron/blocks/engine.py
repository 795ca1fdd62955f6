"""``--target megatron-engine``: megatron-core's own serving path, driven on the CPU.

What runs is the installed release's code, unchanged: ``DynamicInferenceEngine``
(``add_request``, ``step_modern``: its scheduler with prefix matching and the
coordination that defers a request whose prefix another admitted request is
still computing, chunked prefill, bookkeeping of finished and evicted requests),
its ``DynamicInferenceContext`` (``add_request`` matching, pinning, allocating
and registering; ``update_requests`` releasing finished requests in one batch,
pausing, resuming with new decode blocks, evicting paused requests when the
paused buffer overflows) and its ``KVBlockAllocator``. The context is built
from a one-layer ``TransformerConfig`` whose KV bytes per block set the pool
size exactly (checked).

One part is a stand-in, because it needs a model and a GPU: the controller's
forward pass and sampling. :class:`StepController` samples a deterministic
token per active request and then does what the controller's
``_dynamic_step_context_bookkeeping`` does with the sample: a request stays
active while its length after this token is below its maximum length (the
termination id is -1, never sampled, so every request runs to its length) and
``context.update_requests(mask, tokens)`` is called with that mask. The
engine's step loop, scheduling and bookkeeping around it are megatron-core's.
CPU shims are listed in :mod:`.cpu`.
"""

from __future__ import annotations

import types
from typing import Any, ClassVar

import torch
from kvtwin.scenarios.blocks.targets.driver import Checked, EngineDriver, Unexpected
from kvtwin.scenarios.blocks.targets.megatron.adapter import MegatronBlockTarget
from kvtwin.scenarios.blocks.targets.megatron.controller import make_controller, sample_and_update
from kvtwin.scenarios.blocks.targets.megatron.cpu import on_cpu, single_process_group
from kvtwin.scenarios.blocks.targets.megatron.hooks import AllocatorHooks
from kvtwin.scenarios.blocks.targets.megatron.loader import (
    DISTRIBUTION,
    POLICIES,
    load_release,
)
from kvtwin.scenarios.blocks.targets.megatron.standalone import standalone_test

from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.base import ENGINE_SCENARIO

ENGINE_TARGET = "megatron-engine"
HEAD_DIM = 8
BYTES_PER_VALUE = 4  # float32 KV cache


def _megatron() -> types.SimpleNamespace:
    """The release's serving modules (the whole package, not stand-ins)."""
    try:
        from megatron.core.inference.config import InferenceConfig, PrefixCachingEvictionPolicy
        from megatron.core.inference.contexts.dynamic_context import DynamicInferenceContext
        from megatron.core.inference.engines.dynamic_engine import DynamicInferenceEngine
        from megatron.core.inference.sampling_params import SamplingParams
        from megatron.core.inference.text_generation_controllers import (
            text_generation_controller as controller_module,
        )
        from megatron.core.transformer import TransformerConfig
    except Exception as error:  # triton, apex, a release without these classes
        raise TargetUnavailable(
            f"megatron-core's serving path cannot be imported here ({type(error).__name__}: "
            f"{error}); the engine level needs the whole package importable"
        ) from error
    return types.SimpleNamespace(
        InferenceConfig=InferenceConfig,
        Policy=PrefixCachingEvictionPolicy,
        Context=DynamicInferenceContext,
        Engine=DynamicInferenceEngine,
        SamplingParams=SamplingParams,
        controllers=controller_module,
        TransformerConfig=TransformerConfig,
    )


SAMPLED_VOCAB = 997
"""The stand-in sample's range (token ids the blocks scenario never reads)."""


def sampled_step(context: Any) -> dict[str, Any] | None:
    """The stand-in model step: nothing where no request is active, else one sampled
    token per active request through ``update_requests``."""
    c = context
    if c.active_token_count == 0 and c.total_request_count == c.paused_request_count:
        return None
    return sample_and_update(c, SAMPLED_VOCAB)


class MegatronEngine(EngineDriver):
    """One megatron-core engine and context on the CPU, with a pool of ``num_blocks``."""

    package: ClassVar[str] = DISTRIBUTION

    def __init__(
        self,
        *,
        num_blocks: int,
        policy: str,
        block_size: int,
        max_requests: int,
        max_tokens: int,
        paused_blocks: int,
        max_sequence_length: int,
        chunked_prefill: bool,
        device: str = "cpu",
    ) -> None:
        if policy not in POLICIES:
            raise UsageError(f"unknown policy {policy!r}; expected one of {sorted(POLICIES)}")
        if device != "cpu":
            raise TargetUnavailable(
                f"--device {device}: the engine level drives megatron-core on the CPU only"
            )
        self.megatron = load_release()
        self.policy = policy
        self.name = ENGINE_TARGET
        mc = self.modules = _megatron()
        single_process_group()
        block_bytes = BYTES_PER_VALUE * 2 * block_size * HEAD_DIM  # K and V, one layer, one head
        with on_cpu():
            model_config = mc.TransformerConfig(
                num_layers=1,
                hidden_size=HEAD_DIM,
                num_attention_heads=1,
                kv_channels=HEAD_DIM,
                params_dtype=torch.float32,
            )
            config = mc.InferenceConfig(
                block_size_tokens=block_size,
                # half a block over: the context floors bytes / block bytes
                buffer_size_gb=(num_blocks + 0.5) * block_bytes / 1024**3,
                paused_buffer_size_gb=(paused_blocks + 0.5) * block_bytes / 1024**3,
                max_sequence_length=max_sequence_length,
                max_requests=max_requests,
                max_tokens=max_tokens,
                enable_prefix_caching=True,
                enable_chunked_prefill=chunked_prefill,
                prefix_caching_eviction_policy=mc.Policy(policy),
                num_cuda_graphs=None,
                unified_memory_level=0,
            )
            self.context = mc.Context(model_config, config)
            controller = make_controller(
                mc.controllers, self.context, model_config, lambda: sampled_step(self.context)
            )
            self.engine = mc.Engine(controller, self.context)
        self.allocator = self.context.kv_block_allocator
        made = int(getattr(self.allocator, self.megatron.size_attr))
        if made != num_blocks:
            raise TargetUnavailable(
                f"megatron-core {self.megatron.version}: asked for {num_blocks} blocks, "
                f"the context made {made}"
            )
        self.num_blocks = num_blocks
        self.observer = MegatronBlockTarget.observing(
            self.allocator, self.context, policy, self.megatron
        )
        self.model_policy = self.observer.model_policy
        self.next_id = 0
        self.steps = 0
        self.multi_finish_steps = 0
        self.chunked_steps = 0
        self.finished = 0

    def facts(self) -> dict[str, Any]:
        return {
            **self.megatron.describe(),
            "level": "engine: DynamicInferenceEngine.add_request/step_modern on the CPU, "
            "model forward and sampling stood in (kvtwin.scenarios.blocks.targets.megatron.engine)",
        }

    def attach(self, checked: Checked, unexpected: Unexpected) -> None:
        """Report every allocator call the engine makes from now on."""
        AllocatorHooks(
            self.allocator,
            lru=self.policy == "lru",
            passes_parents=self.megatron.register_takes_parent_hashes,
            avail_attr=self.megatron.avail_attr,
            checked=checked,
            unexpected=unexpected,
        )

    # ------------------------------------------------------------ traffic
    def arrive(self, prompt: list[int], max_new_tokens: int) -> int:
        """``engine.add_request`` (the request waits for the next step's scheduler)."""
        request_id = self.next_id
        self.next_id += 1
        params = self.modules.SamplingParams(
            num_tokens_to_generate=max_new_tokens, termination_id=-1
        )
        with on_cpu():
            self.engine.add_request(request_id, list(prompt), params)
        return request_id

    def step(self) -> int:
        """One ``engine.step_modern()``; the number of requests it finished."""
        with on_cpu():
            result = self.engine.step_modern()
        self.steps += 1
        finished = len(result.get("finished_request_records", ())) if result else 0
        self.finished += finished
        self.multi_finish_steps += finished > 1
        self.chunked_steps += self.context.chunked_prefill_request_id != -1
        return finished

    def clock(self) -> int:
        return int(self.context.prefix_cache_lru_clock)

    # ----------------------------------------------------------- observing
    def live_tables(self) -> list[tuple[int, list[int]]]:
        """(request id, block table) of every request holding blocks, chunked and
        paused ones included: rows of ``request_to_kv_block_ids`` naming a block."""
        table = self.context.request_to_kv_block_ids
        request_ids = self.context.request_ids
        return [
            (int(request_ids[row]), [b for b in ids if b >= 0])
            for row, ids in enumerate(table.tolist())
            if any(b >= 0 for b in ids)
        ]

    def table_problem(self) -> tuple[str, Any, Any] | None:
        """A block table that names a block twice, or a registered block whose
        hash is not the request's hash for that position (its KV would be another
        prompt's): (field, expected, actual)."""
        hashes = self.allocator.block_hashes
        for request_id, blocks in self.live_tables():
            if len(set(blocks)) != len(blocks):
                return (f"block table [{request_id}]: repeated block", "distinct blocks", blocks)
            entry = self.engine.requests.get(request_id)
            wanted = entry.record[-1].precomputed_block_hashes if entry is not None else []
            for position, (block, want) in enumerate(zip(blocks, wanted, strict=False)):
                got = int(hashes[block])
                if got not in (-1, int(want)):
                    where = f"block table [{request_id}] position [{position}]: hash"
                    return (where, int(want), got)
        return None

    def coverage(self) -> dict[str, Any]:
        engine = self.engine
        return {
            "engine_steps": self.steps,
            "requests_arrived": self.next_id,
            "requests_finished": self.finished,
            "requests_evicted": int(engine.evicted_request_count),
            "requests_waiting": len(engine.waiting_request_ids),
            "steps_finishing_several": self.multi_finish_steps,
            "steps_with_chunked_prefill": self.chunked_steps,
            "prefix_coordination_waits": int(getattr(engine, "_prefix_coordination_waits", 0)),
        }


@register_target(
    ENGINE_SCENARIO,
    ENGINE_TARGET,
    "megatron-core's DynamicInferenceEngine and context on the CPU (the installed release "
    "or an --engine-path tree), its allocator checked against the model at every call",
    standalone=standalone_test,
)
def make_megatron_engine(**options: Any) -> MegatronEngine:
    return MegatronEngine(**options)
