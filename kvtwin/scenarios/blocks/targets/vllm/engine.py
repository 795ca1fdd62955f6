"""The engine level: vLLM's real ``Scheduler`` on request traffic, its block pool
checked against the model at every call it makes and audited after every step.

The scheduler is vLLM's own (``vllm.v1.core.sched.scheduler.Scheduler``),
built on the CPU from a ``VllmConfig`` whose model is a tiny OPT-shaped
``config.json`` written to a temporary folder (no weights, no tokenizer: the
scheduler reads only the config). It runs with chunked prefill (a small token
budget per step), prefix caching on (``lru``) or off (``ref_zero``), and a pool
small enough that it preempts. Each step: arrivals are added
(``add_request``; parallel samples are separate requests, as vLLM's front end
fans them out), ``schedule()`` runs, a stub model output samples one token for
every request whose scheduled chunk reaches the end of its tokens, and
``update_from_output`` finishes requests at ``max_tokens``. Every allocator call
goes through :mod:`.hooks`; after each step the whole pool is audited, with
the scheduler's own block tables as the owners (``req_to_blocks``).

The traffic is the blocks scenario's seeded shared-prefix traffic. A
divergence is shrunk over the *requests* (ddmin, keeping the signature), so a
shrunk case is still something the engine does; the allocator calls it made
are kept as a trace that replays on ``--target vllm``.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kvtwin.core.contain import describe
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.core.shrink import ddmin
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.session import BlocksSession
from kvtwin.scenarios.blocks.targets.vllm.adapter import POLICIES
from kvtwin.scenarios.blocks.targets.vllm.hooks import EngineCall, PoolHooks
from kvtwin.scenarios.blocks.targets.vllm.loader import VllmRelease, load_release
from kvtwin.scenarios.blocks.targets.vllm.observe import HashCodec, PoolObserver
from kvtwin.scenarios.blocks.traffic import Request, TrafficConfig, seeded_traffic

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
    steps: int = 200
    block_size: int = 4
    max_num_seqs: int = 8
    token_budget: int = 32  # per step: long prompts prefill in chunks
    max_model_len: int = 256


@dataclass
class EngineResult:
    setup: EngineSetup
    requests: list[Request]
    divergence: Divergence | None
    calls: int  # allocator calls checked
    steps: int  # engine steps run
    seconds: float
    trace: list[Op] = field(default_factory=list)  # the calls, as allocator ops
    stats: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "pool_size": self.setup.pool_size,
            "policy": self.setup.policy,
            "requests": len(self.requests),
            "steps": self.steps,
            "calls": self.calls,
            "seconds": round(self.seconds, 3),
            "ok": self.divergence is None,
            "divergence": None if self.divergence is None else self.divergence.to_json(),
            **self.stats,
        }


def traffic(seed: int, steps: int) -> list[Request]:
    """The blocks scenario's seeded traffic, arrivals over the first half of the run
    (the rest lets every request finish)."""
    return list(seeded_traffic(seed, TrafficConfig(arrival_steps=max(1, steps // 2))))


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
        enable_chunked_prefill=True,
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

    def make(request: Request, sample: int) -> Any:
        params = sampling.SamplingParams(max_tokens=request.max_new_tokens, ignore_eos=True)
        return request_module.Request(
            request_id=f"r{request.rid}.{sample}",
            prompt_token_ids=list(request.prompt),
            sampling_params=params,
            pooling_params=None,
            block_hasher=hasher,
        )

    return make


def run_engine(
    requests: Sequence[Request], setup: EngineSetup, release: VllmRelease | None = None
) -> EngineResult:
    """Step vLLM's scheduler over ``requests``; stop at the first divergence."""
    release = release or load_release()
    started = time.perf_counter()
    outputs = importlib.import_module("vllm.v1.outputs")
    make = _request_maker(setup)
    by_step: dict[int, list[Request]] = {}
    for request in requests:
        by_step.setdefault(request.arrival, []).append(request)
    with tiny_model_dir() as model_dir:
        scheduler = build_scheduler(release, setup, model_dir)
    pool = scheduler.kv_cache_manager.block_pool
    observer = PoolObserver(pool, release, HashCodec(number_all=True))
    caching = POLICIES[setup.policy]
    target = EngineCall(observer, setup.policy, release.model_policy(caching))
    checker = BlocksSession(target)  # type: ignore[arg-type]
    hooks = PoolHooks(pool, checker, target)
    made: list[Any] = []
    divergence, step = None, 0
    try:
        for step in range(setup.steps):
            for request in by_step.get(step, []):
                for sample in range(request.samples):
                    made.append(make(request, sample))
                    scheduler.add_request(made[-1])
            _engine_step(scheduler, outputs)
            hooks.step()
            checker.audit(final=step == setup.steps - 1, context=_owner_tables(scheduler, observer))
    except DivergenceFound as found:
        divergence = found.divergence
    except Exception as error:  # the engine itself failed outside a checked call
        divergence = Divergence(
            checker.steps,
            f"engine step {step}",
            "engine step",
            "no error",
            describe(error),
            "engine",
        )
    stats = {
        "requests_made": len(made),
        "finished": sum(1 for r in made if r.is_finished()),
        "preemptions": sum(int(getattr(r, "num_preemptions", 0)) for r in made),
        "prefix_hits": checker.outcomes.get("prefix_hits", 0),
        "evictions": checker.outcomes.get("evictions", 0),
        "allocation_calls": checker.verbs.get("allocate", 0),
        "release_calls": checker.verbs.get("release", 0),
    }
    return EngineResult(
        setup,
        list(requests),
        divergence,
        hooks.calls,
        step + 1,
        time.perf_counter() - started,
        hooks.trace,
        stats,
    )


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


def shrink_requests(result: EngineResult, max_seconds: float = 120.0) -> EngineResult:
    """The fewest requests that still diverge with the same signature (ddmin)."""
    assert result.divergence is not None
    signature = result.divergence.signature
    last: dict[str, EngineResult] = {"found": result}

    def fails(candidate: list[Request]) -> bool:
        run = run_engine(candidate, result.setup)
        if run.divergence is not None and run.divergence.signature == signature:
            last["found"] = run
            return True
        return False

    kept = ddmin(result.requests, fails, time.monotonic() + max_seconds)
    shrunk = last["found"]
    return shrunk if shrunk.requests == kept else run_engine(kept, result.setup)
