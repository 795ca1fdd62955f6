"""``--target megatron-engine``: megatron-core's own serving path, driven on the CPU.

What runs is the loaded release's code, unchanged: ``DynamicInferenceEngine``
(``add_request``, ``step_modern``: its scheduler with prefix matching and the
coordination that defers a request whose prefix another admitted request is
still computing, chunked prefill, bookkeeping of finished and evicted requests),
its ``DynamicInferenceContext`` (``add_request`` matching, pinning, allocating
and registering; ``update_requests`` releasing finished requests in one batch,
pausing, resuming with new decode blocks, evicting paused requests when the
paused buffer overflows) and its ``KVBlockAllocator``. The context is built from
a one-layer ``TransformerConfig`` whose KV bytes per block set the pool size
exactly (checked). What is stood in (the controller's forward pass and sampling)
and the CPU shims: :mod:`kvtwin.engines.megatron.runtime.serving`, which the
standalone tests run too. Every allocator call goes through :mod:`.hooks`.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.cuda_on_cpu import on_cpu
from kvtwin.core.engine_level.driver import Port
from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.engines.megatron.blocks.adapter import MegatronBlockTarget
from kvtwin.engines.megatron.blocks.hooks import AllocatorHooks
from kvtwin.engines.megatron.driver import ServingDriver, serving_modules
from kvtwin.engines.megatron.loader import POLICIES, load_release
from kvtwin.engines.megatron.runtime import serving
from kvtwin.engines.megatron.runtime.allocator import pool_size

ENGINE_TARGET = "megatron-engine"


class MegatronEngine(ServingDriver):
    """One megatron-core engine and context on the CPU, with a pool of ``num_blocks``."""

    level = (
        "engine: DynamicInferenceEngine.add_request/step_modern on the CPU, model forward and "
        "sampling stood in (kvtwin.engines.megatron.blocks.engine)"
    )

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
        mc = self.modules = serving_modules("the engine level needs the whole package importable")
        config = {
            "pool_size": num_blocks,
            "policy": policy,
            "block_size": block_size,
            "paused_blocks": paused_blocks,
            "max_sequence_length": max_sequence_length,
            "max_requests": max_requests,
            "max_tokens": max_tokens,
            "chunked_prefill": chunked_prefill,
        }
        self.engine, self.context = serving.build_engine(
            mc, 1, lambda: serving.blocks_config(mc, config), serving.sampled_step
        )
        self.allocator = self.context.kv_block_allocator
        self.made((num_blocks,), (pool_size(self.allocator),), "blocks")
        self.num_blocks = num_blocks
        self.observer = MegatronBlockTarget(
            num_blocks, policy, release=self.megatron, allocator=self.allocator,
            context=self.context,
        )  # fmt: skip
        self.model_policy = self.observer.model_policy
        self.steps = self.multi_finish_steps = self.chunked_steps = 0
        self.finished = 0

    def attach(self, port: Port) -> None:
        """Report every allocator call the engine makes from now on."""
        AllocatorHooks(
            self.allocator,
            port,
            lru=self.policy == "lru",
            passes_parents=self.megatron.register_takes_parent_hashes,
        )

    # ------------------------------------------------------------ traffic
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

    # ----------------------------------------------------------- observing
    def tables(self) -> list[tuple[int, list[int]]]:
        """(request id, block table) of every request holding blocks, chunked and
        paused ones included: rows of ``request_to_kv_block_ids`` naming a block."""
        table = self.context.request_to_kv_block_ids
        request_ids = self.context.request_ids
        return [
            (int(request_ids[row]), [b for b in ids if b >= 0])
            for row, ids in enumerate(table.tolist())
            if any(b >= 0 for b in ids)
        ]

    def owners(self) -> list[list[int]]:
        return [blocks for _, blocks in self.tables()]

    def state_problem(self) -> tuple[str, Any, Any] | None:
        """A block table that names a block twice, or a registered block whose
        hash is not the request's hash for that position (its KV would be another
        prompt's): (field, expected, actual)."""
        hashes = self.allocator.block_hashes
        for request_id, blocks in self.tables():
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
