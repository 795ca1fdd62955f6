"""``--target vllm-engine``: vLLM's real ``Scheduler`` on request traffic, the driver
of the ``blocks-engine`` scenario for vLLM.

The scheduler is vLLM's own (``vllm.v1.core.sched.scheduler.Scheduler``),
built on the CPU from a ``VllmConfig`` whose model is a tiny OPT-shaped
``config.json`` written to a temporary folder (no weights, no tokenizer: the
scheduler reads only the config). It runs with chunked prefill (the engine
level's token budget per step), prefix caching on (``lru``) or off
(``ref_zero``), and a pool small enough that it preempts. Each step:
``schedule()`` runs, a stub model output samples one token for every request
whose scheduled chunk reaches the end of its tokens, and ``update_from_output``
finishes requests at ``max_tokens``. That stub is the one part stood in: it
replaces a forward pass and sampling, and its tokens change no allocator call.
Every allocator call goes through :mod:`.hooks`; the session audits the whole
pool after each step with the scheduler's own block tables as the owners
(``req_to_blocks``).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kvtwin.core.engine_level.driver import EngineDriver, Port
from kvtwin.core.errors import UsageError
from kvtwin.engines.vllm.adapter import POLICIES, TARGET
from kvtwin.engines.vllm.hooks import PoolHooks, PoolView
from kvtwin.engines.vllm.loader import VllmRelease, load_release
from kvtwin.engines.vllm.observe import HashCodec, PoolObserver

ENGINE_TARGET = f"{TARGET}-engine"

TINY_MODEL = {
    "architectures": ["OPTForCausalLM"],
    "model_type": "opt",
    "vocab_size": 1000,
    "hidden_size": 64,
    "num_hidden_layers": 1,
    "ffn_dim": 128,
    "num_attention_heads": 4,
    "max_position_embeddings": 1024,
    "word_embed_proj_dim": 64,
    "do_layer_norm_before": True,
    "torch_dtype": "float16",
    "bos_token_id": 2,
    "eos_token_id": 2,
    "pad_token_id": 1,
}
"""The scheduler reads the model's config only; this one is small and local."""


@dataclass(frozen=True)
class EngineSetup:
    pool_size: int = 48
    policy: str = "lru"
    block_size: int = 4
    max_num_seqs: int = 8
    token_budget: int = 32  # per step: long prompts prefill in chunks
    max_model_len: int = 256
    chunked_prefill: bool = True


@contextlib.contextmanager
def tiny_model_dir() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="kvtwin-vllm-model-") as folder:
        Path(folder, "config.json").write_text(json.dumps(TINY_MODEL))
        yield Path(folder)


def build_scheduler(release: VllmRelease, setup: EngineSetup, model_dir: Path) -> Any:
    """vLLM's own Scheduler on the CPU, one full-attention KV cache group."""
    import torch  # vLLM's config needs a dtype; torch is already loaded with vLLM

    config = importlib.import_module("vllm.config")
    interface = importlib.import_module("vllm.v1.kv_cache_interface")
    scheduler_module = importlib.import_module("vllm.v1.core.sched.scheduler")
    structured = importlib.import_module("vllm.v1.structured_output")
    model_config = config.ModelConfig(
        model=str(model_dir),
        skip_tokenizer_init=True,
        max_model_len=setup.max_model_len,
        dtype="float16",
        seed=0,
    )
    scheduler_config = config.SchedulerConfig(
        max_num_seqs=setup.max_num_seqs,
        max_num_batched_tokens=setup.token_budget,
        max_model_len=setup.max_model_len,
        enable_chunked_prefill=setup.chunked_prefill,
        is_encoder_decoder=False,
    )
    cache_config = config.CacheConfig(
        block_size=setup.block_size,
        gpu_memory_utilization=0.9,
        cache_dtype="auto",
        enable_prefix_caching=POLICIES[setup.policy],
    )
    cache_config.num_gpu_blocks = setup.pool_size
    vllm_config = config.VllmConfig(
        model_config=model_config,
        scheduler_config=scheduler_config,
        cache_config=cache_config,
        device_config=config.DeviceConfig("cpu"),
    )
    spec = interface.FullAttentionSpec(
        block_size=setup.block_size, num_kv_heads=1, head_size=16, dtype=torch.float16
    )
    kv_cache_config = interface.KVCacheConfig(
        num_blocks=setup.pool_size,
        kv_cache_tensors=[],
        kv_cache_groups=[interface.KVCacheGroupSpec(["layer"], spec)],
    )
    return scheduler_module.Scheduler(
        vllm_config=vllm_config,
        kv_cache_config=kv_cache_config,
        structured_output_manager=structured.StructuredOutputManager(vllm_config),
        block_size=setup.block_size,
    )


def _request_maker(setup: EngineSetup) -> Any:
    utils = importlib.import_module("vllm.v1.core.kv_cache_utils")
    hashing = importlib.import_module("vllm.utils.hashing")
    request_module = importlib.import_module("vllm.v1.request")
    sampling = importlib.import_module("vllm.sampling_params")
    utils.init_none_hash(hashing.sha256)
    hasher = utils.get_request_block_hasher(setup.block_size, hashing.sha256)

    def make(request_id: str, prompt: list[int], max_new_tokens: int) -> Any:
        params = sampling.SamplingParams(max_tokens=max_new_tokens, ignore_eos=True)
        return request_module.Request(
            request_id=request_id,
            prompt_token_ids=list(prompt),
            sampling_params=params,
            pooling_params=None,
            block_hasher=hasher,
        )

    return make


class VllmEngine(EngineDriver):
    """vLLM's scheduler, fed requests and steps, its pool's calls reported."""

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
            raise UsageError(f"--device {device}: the engine level runs on the CPU only")
        # paused_blocks is megatron's paused buffer: vLLM preempts instead, and keeps none
        self.release = load_release()
        setup = EngineSetup(
            pool_size=num_blocks,
            policy=policy,
            block_size=block_size,
            max_num_seqs=max_requests,
            token_budget=max_tokens,
            max_model_len=max_sequence_length,
            chunked_prefill=chunked_prefill,
        )
        self.outputs = importlib.import_module("vllm.v1.outputs")
        self.make = _request_maker(setup)
        with tiny_model_dir() as model_dir:
            self.scheduler = build_scheduler(self.release, setup, model_dir)
        self.pool = self.scheduler.kv_cache_manager.block_pool
        self.pool_observer = PoolObserver(self.pool, self.release, HashCodec(number_all=True))
        self.observer = PoolView(
            self.pool_observer, policy, self.release.model_policy(POLICIES[policy])
        )
        self.num_blocks = num_blocks
        self.policy = policy
        self.made: list[Any] = []
        self.steps = 0

    def attach(self, port: Port) -> None:
        PoolHooks(self.pool, self.pool_observer, port)

    def arrive(self, prompt: list[int], max_new_tokens: int) -> None:
        request = self.make(f"r{len(self.made)}", prompt, max_new_tokens)
        self.made.append(request)
        self.scheduler.add_request(request)

    def step(self) -> None:
        _engine_step(self.scheduler, self.outputs)
        self.steps += 1
        self.pool_observer.clock += 1  # vLLM keeps no clock: a step is one tick

    def clock(self) -> int:
        return self.pool_observer.clock

    def owners(self) -> list[list[int]]:
        """Every live request's block table: the owners of the pool's references."""
        return _owner_tables(self.scheduler, self.pool_observer)

    def coverage(self) -> dict[str, Any]:
        return {
            "engine_steps": self.steps,
            "requests_arrived": len(self.made),
            "requests_finished": sum(1 for r in self.made if r.is_finished()),
            "preemptions": sum(int(getattr(r, "num_preemptions", 0)) for r in self.made),
        }


def _engine_step(scheduler: Any, outputs: Any) -> None:
    """``schedule()``, then a stub model: one token for every request whose
    scheduled chunk reached the end of its tokens."""
    out = scheduler.schedule()
    ids = list(out.num_scheduled_tokens)
    sampled = []
    for rid in ids:
        request = scheduler.requests[rid]
        done = request.num_computed_tokens >= request.num_tokens
        sampled.append([request.num_output_tokens % 997 + 3] if done else [])
    runner_output = outputs.ModelRunnerOutput(
        req_ids=ids,
        req_id_to_index={rid: k for k, rid in enumerate(ids)},
        sampled_token_ids=sampled,
    )
    scheduler.update_from_output(out, runner_output)


def _owner_tables(scheduler: Any, observer: PoolObserver) -> list[list[int]]:
    """Every live request's block table, as the scheduler's own manager keeps it."""
    manager = scheduler.kv_cache_manager.coordinator.single_type_managers[0]
    return [
        [observer.model_id(b) for b in blocks if not b.is_null]
        for blocks in manager.req_to_blocks.values()
    ]
