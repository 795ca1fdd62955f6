"""SGLang's own ``Scheduler`` on the CPU, built without ``Scheduler.__init__``.

What is SGLang's own code here: the ``Scheduler`` class and its step methods
(``get_next_batch_to_run``: merging the last prefill into the running batch,
``filter_batch``, ``get_new_batch_prefill`` with the ``PrefillAdder``,
``ScheduleBatch.init_new`` and ``prepare_for_extend``; ``update_running_batch``:
``check_decode_mem``, ``retract_decode`` and re-queueing, ``prepare_for_decode``;
``process_batch_result`` through the real ``SchedulerBatchResultProcessor``:
``checkpoint_kv_cache`` and ``release_kv_cache``), ``_add_request_to_queue``,
``abort_request``, ``ServerArgs``, ``ModelConfig``, ``Req``,
``ReqToTokenPool``, ``PagedTokenToKVPoolAllocator`` and ``UnifiedRadixCache``.

What is stood in, and why: ``Scheduler.__init__`` builds the model worker (its
model load imports ``vllm._custom_ops``, and SGLang's CPU path needs a CPU
build of ``sgl_kernel`` that the package index does not have), the IPC sockets
and the process groups, and asks the model runner for its KV pools. So the
object is made with ``object.__new__``; the attributes ``__init__`` would set
from those are set here (the pools exactly as ``kv_cache_builder.build_kv_cache``
builds them for one full-attention pool; the ranks stated for a process of one);
the cheap real ``init_*`` methods run for the rest; collaborators the step path
only notifies (metrics, streaming to a detokenizer, the abort notice sent to
the tokenizer, KV events, grammar, the weight updater) are no-ops; and
``run_batch`` is replaced by :func:`launch`: its bookkeeping lines, then a
stub forward whose next token is a fixed function of the sequence length (it
changes no pool or tree call).
"""

from __future__ import annotations

import importlib
import json
import tempfile
import time
from array import array
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

import kvtwin.engines.sglang.runtime as runtime
from kvtwin.engines.sglang.loader import SglangRelease

TINY_MODEL = {
    "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 64,
    "intermediate_size": 128, "num_attention_heads": 4, "num_key_value_heads": 2,
    "num_hidden_layers": 2, "vocab_size": 1000, "max_position_embeddings": 2048,
    "rms_norm_eps": 1e-5, "torch_dtype": "float16", "bos_token_id": 1, "eos_token_id": 2,
}  # fmt: skip
"""The scheduler reads the model's config only (no weights, no tokenizer)."""
REAL_INITS = (
    "init_metrics_collector", "init_running_status", "init_chunked_prefill",
    "maybe_init_dynamic_chunk_sizer", "init_metrics_reporter", "init_schedule_policy",
    "maybe_init_ngram_embedding", "init_overlap", "init_dp_attn_adapter",
    "init_pool_stats_observer", "init_load_inquirer", "init_output_streamer",
    "init_batch_result_processor",
)  # fmt: skip


@dataclass(frozen=True)
class SchedulerSetup:
    num_pages: int
    page_size: int
    core: str
    caching: bool
    max_running: int
    chunk: int | None
    """Chunked prefill size in tokens, or None for none."""
    max_sequence_length: int
    conservativeness: float = 0.3
    """Below 1: admission optimistic enough that decoding retracts under pressure."""


class Noop:
    """A collaborator the step path only notifies: the attributes given, and any
    other attribute a call that does nothing."""

    def __init__(self, **attributes: Any) -> None:
        self.__dict__.update(attributes)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return lambda *args, **kwargs: None


def build_scheduler(release: SglangRelease, setup: SchedulerSetup) -> tuple[Any, Any, Any]:
    """``(scheduler, allocator, cache)``: the real step methods over fresh pools."""
    server_args = importlib.import_module("sglang.srt.server_args")
    model_config = importlib.import_module("sglang.srt.configs.model_config")
    context = importlib.import_module("sglang.srt.runtime_context")
    disagg = importlib.import_module("sglang.srt.disaggregation.utils")
    scheduler_module = importlib.import_module("sglang.srt.managers.scheduler")
    spec = importlib.import_module("sglang.srt.speculative.spec_info")
    with tempfile.TemporaryDirectory(prefix="kvtwin-sglang-model-") as folder:
        Path(folder, "config.json").write_text(json.dumps(TINY_MODEL))
        args = server_args.ServerArgs(
            model_path=folder,
            device="cpu",
            page_size=setup.page_size,
            skip_tokenizer_init=True,
            load_format="dummy",
            disable_overlap_schedule=True,
            disable_radix_cache=not setup.caching,
            chunked_prefill_size=setup.chunk or -1,
            schedule_conservativeness=setup.conservativeness,
        )
        server_args.set_global_server_args_for_scheduler(args)
        config = model_config.ModelConfig.from_server_args(args)
    context.get_parallel().override_permanently(
        tp_rank=0, pp_rank=0, attn_tp_rank=0, attn_cp_rank=0, attn_dp_rank=0, moe_ep_rank=0,
        moe_tp_rank=0, moe_dp_rank=0, dp_rank=None, pp_max_micro_batch_size=setup.max_running,
    )  # fmt: skip
    tokens = setup.num_pages * setup.page_size
    allocator, cache = runtime.new_cache(
        release.api, setup.num_pages, setup.page_size, setup.core,
        "lru" if setup.caching else "disabled",
        rows=(setup.max_running + 1, setup.max_sequence_length + 8),
    )  # fmt: skip
    release.check_core(cache, setup.core)
    rows = cache.req_to_token_pool
    scheduler = object.__new__(scheduler_module.Scheduler)
    scheduler.__dict__.update(
        server_args=args, model_config=config, is_generation=True, forward_ct=0,
        processed_tokens_counter=0, cur_batch_for_debug=None,
        schedule_policy=context.get_schedule().schedule_policy,
        enable_priority_scheduling=False, schedule_low_priority_values_first=False,
        priority_scheduling_preemption_threshold=0, abort_on_priority_when_disabled=False,
        enable_lora=False, enable_lora_overlap_loading=False, enable_overlap=False,
        enable_overlap_mlx=False, enable_pdmux=False, skip_tokenizer_init=True,
        stream_interval=1, spec_algorithm=spec.SpeculativeAlgorithm.NONE,
        page_size=setup.page_size, enable_hierarchical_cache=False, enable_lmcache=False,
        enable_session_radix_cache=False, enable_hicache_storage=False,
        enable_unified_cache_external_linker=False, enable_decode_hicache=False,
        enable_hisparse=False, attn_dp_enabled=False, enable_unified_memory=False,
        max_recv_per_poll=1, max_new_tokens_limit=None, device="cpu", forward_stream=None,
        max_total_num_tokens=tokens, max_prefill_tokens=max(4096, tokens),
        max_running_requests=setup.max_running, max_req_len=setup.max_sequence_length,
        max_req_input_len=setup.max_sequence_length - 6, max_queued_requests=None,
        min_free_slots_delayer=None, draft_worker=None, dllm_config=None,
        truncation_align_size=None, disaggregation_mode=disagg.DisaggregationMode.NULL,
        require_mlp_sync=False, enable_fpm=False,
        # what kv_cache_builder.build_kv_cache sets, for one full-attention pool
        req_to_token_pool=rows, token_to_kv_pool_allocator=allocator, tree_cache=cache,
        is_hybrid_swa=False, is_hybrid_ssm=False, sliding_window_size=None,
        full_tokens_per_layer=tokens, swa_tokens_per_layer=0, kv_shard_widening=1,
        disable_radix_cache=not setup.caching, decode_offload_manager=None,
        hisparse_coordinator=None,
        # collaborators the step path only notifies
        rust_server=None, mm_receiver=None, scripted_scheduler_hook=None,
        load_snapshot_writer=None, load_publisher=Noop(), kv_events_publisher=Noop(),
        profiler_manager=Noop(), weight_updater=Noop(offload_tags=set()),
        grammar_manager=Noop(has_waiting_grammars=lambda: False),
        ipc_channels=Noop(
            send_to_detokenizer=Noop(), send_to_tokenizer=Noop(), send_metrics_from_scheduler=Noop()
        ),
    )  # fmt: skip
    runner = Noop(
        attn_backend=Noop(),
        forward_stream=None,
        canary_manager=None,
        prefill_aware_swa=False,
        ngram_embedding_manager=Noop(prepare_for_forward=lambda batch, chunked_req=None: batch),
    )
    scheduler.tp_worker = Noop(model_runner=runner, model_config=Noop(use_ngram_embedding=False))
    scheduler.model_worker = scheduler.tp_worker
    for name in REAL_INITS:
        getattr(scheduler, name)()
    scheduler.scheduler_stage_metrics = scheduler.metrics_reporter.scheduler_stage_metrics
    scheduler.init_invariant_checker()
    return scheduler, allocator, cache


def launch(scheduler: Any, batch: Any) -> Any:
    """``run_batch`` stood in: its bookkeeping, then a stub forward."""
    utils = importlib.import_module("sglang.srt.managers.utils")
    scheduler.forward_ct += 1
    batch.forward_iter = scheduler.forward_ct
    batch.launch_ts = time.monotonic()
    batch.after_idle_gap = scheduler._sched_idled
    scheduler._sched_idled = False
    if batch.extend_num_tokens:
        scheduler.processed_tokens_counter += batch.extend_num_tokens
    lengths = batch.seq_lens.tolist()
    next_ids = torch.tensor([100 + int(n) % 800 for n in lengths], dtype=torch.int64)
    extend = batch.forward_mode.is_extend()
    return utils.GenerationBatchResult(
        next_token_ids=next_ids,
        extend_input_len_per_req=[r.extend_len for r in batch.reqs] if extend else None,
        extend_logprob_start_len_per_req=[0] * len(batch.reqs) if extend else None,
    )


def step(scheduler: Any) -> Any:
    """One pass of ``event_loop_normal``'s body; the batch it ran, or None (idle)."""
    plan = scheduler.get_next_batch_to_run(
        running_batch=scheduler.running_batch, last_batch=scheduler.last_batch
    )
    scheduler.running_batch = plan.running_batch
    batch = plan.batch_to_run
    if batch is not None:
        scheduler.process_batch_result(batch, launch(scheduler, batch))
    else:
        scheduler._sched_idled = True
    scheduler.last_batch = batch
    return batch


def make_request(scheduler: Any, rid: str, prompt: list[int], max_new_tokens: int) -> Any:
    """A ``Req`` as the tokenizer manager hands it over (token ids, greedy sampling)."""
    schedule_batch = importlib.import_module("sglang.srt.managers.schedule_batch")
    sampling = importlib.import_module("sglang.srt.sampling.sampling_params")
    vocab = scheduler.model_config.vocab_size
    params = sampling.SamplingParams(max_new_tokens=max_new_tokens, temperature=0)
    params.normalize(None)
    params.verify(vocab)
    return schedule_batch.Req(rid, "", array("q", prompt), params, vocab_size=vocab)
