"""megatron-core's own serving path on the CPU, for both engine levels
(``megatron-engine``, ``megatron-hybrid-engine``) and their standalone tests:
``DynamicInferenceEngine`` over a ``DynamicInferenceContext`` whose buffers give
exactly the pools asked for, a one-process gloo group and model-parallel state of
size 1 (the context's constructor asks for ranks and group sizes), and its
``TextGenerationController`` with no model.

The controller stand-in. The engine calls the controller's
``async_generate_output_tokens_dynamic_batch`` once a step; the stand-in answers
with a step function of the caller's (a forward pass stood in, for the hybrid
model), then does what the real controller's bookkeeping does with its sample: a
fixed token per active request (:func:`sampled_token`), the mask of requests
still short of their length (the termination id -1 is never sampled, so every
request runs to its length) and ``context.update_requests(mask, tokens)``. Only
the return type differs by release (a dict up to 0.18, a
``DynamicBatchControllerStepResult`` from 0.19).

:func:`block_problems` is what must hold of megatron-core's block state after any
step, whatever the release (the standalone tests' check).
"""

import os
import tempfile
import types
from collections import Counter

import torch

from kvtwin.core.cuda_on_cpu import on_cpu
from kvtwin.engines.megatron.runtime.allocator import free_top, pool_size

HEAD_DIM = 8
BYTES = 4  # float32 everywhere


def serving_modules():
    """The release's serving classes (the whole package must import)."""
    from megatron.core.inference.config import InferenceConfig, PrefixCachingEvictionPolicy
    from megatron.core.inference.contexts.dynamic_context import DynamicInferenceContext
    from megatron.core.inference.engines.dynamic_engine import DynamicInferenceEngine
    from megatron.core.inference.sampling_params import SamplingParams
    from megatron.core.inference.text_generation_controllers import (
        text_generation_controller as controllers,
    )
    from megatron.core.transformer import TransformerConfig

    return types.SimpleNamespace(
        InferenceConfig=InferenceConfig,
        Policy=PrefixCachingEvictionPolicy,
        Context=DynamicInferenceContext,
        Engine=DynamicInferenceEngine,
        SamplingParams=SamplingParams,
        controllers=controllers,
        TransformerConfig=TransformerConfig,
    )


def single_process_group():
    """A gloo group of one process and megatron's parallel state of size 1 (once per
    process: megatron keeps them in module globals)."""
    import torch.distributed as dist
    from megatron.core import parallel_state

    if not dist.is_initialized():
        store = os.path.join(tempfile.mkdtemp(prefix="kvtwin-megatron-"), "store")
        dist.init_process_group("gloo", init_method=f"file://{store}", world_size=1, rank=0)
    if not parallel_state.model_parallel_is_initialized():
        with on_cpu():
            parallel_state.initialize_model_parallel(1, 1)


def model_config(mc, num_layers):
    """One attention head of HEAD_DIM per layer, float32."""
    return mc.TransformerConfig(
        num_layers=num_layers,
        hidden_size=HEAD_DIM,
        num_attention_heads=1,
        kv_channels=HEAD_DIM,
        params_dtype=torch.float32,
    )


def blocks_config(mc, config):
    """The context's config for a blocks-engine trace config (``pool_size`` blocks,
    ``paused_blocks`` more for paused requests: half a block over each, as the
    context floors bytes by block bytes)."""
    block_bytes = BYTES * 2 * config["block_size"] * HEAD_DIM  # K and V, one layer, one head
    return mc.InferenceConfig(
        block_size_tokens=config["block_size"],
        buffer_size_gb=(config["pool_size"] + 0.5) * block_bytes / 1024**3,
        paused_buffer_size_gb=(config["paused_blocks"] + 0.5) * block_bytes / 1024**3,
        max_sequence_length=config["max_sequence_length"],
        max_requests=config["max_requests"],
        max_tokens=config["max_tokens"],
        enable_prefix_caching=True,
        enable_chunked_prefill=config["chunked_prefill"],
        prefix_caching_eviction_policy=mc.Policy(config["policy"]),
        num_cuda_graphs=None,
        unified_memory_level=0,
    )


def build_engine(mc, layers, inference_config, step):
    """The context (``inference_config()`` its config) and engine; ``step(context)``
    is the model step the controller runs."""
    single_process_group()
    with on_cpu():
        transformer = model_config(mc, layers)
        context = mc.Context(transformer, inference_config())
        controller = make_controller(mc.controllers, context, transformer, lambda: step(context))
        return mc.Engine(controller, context), context


def sampled_token(request_id, length, vocab):
    """The stand-in sample: a fixed function of the request and its length."""
    return (request_id * 7919 + length * 104729) % vocab


def make_controller(controllers, context, transformer, step):
    """A ``TextGenerationController`` whose model step is ``step()``."""
    result_type = getattr(controllers, "DynamicBatchControllerStepResult", None)

    class StepController(controllers.TextGenerationController):
        def __init__(self):  # the model, tokenizer and CUDA buffers are not built
            self.inference_wrapped_model = types.SimpleNamespace(
                inference_context=context, model=types.SimpleNamespace(config=transformer)
            )
            self.tokenizer = None
            self.num_speculative_tokens = 0

        def set_stop_word_finished_ids_callback(self, callback):
            self.stop_words = callback

        def detokenize(self, *args, **kwargs):
            return ""

        async def async_generate_output_tokens_dynamic_batch(self, *args, **kwargs):
            output = step()
            if result_type is None:
                return output
            launched = None if output is None else bool(context.is_decode_only())
            decode_only = controllers.DecodeOnly(launched, launched)
            return result_type(decode_only=decode_only, output=output)

    return StepController()


SAMPLED_VOCAB = 997
"""The blocks level's sample range (token ids the blocks contract never reads)."""


def sampled_step(context):
    """The blocks level's model step: nothing where no request is active, else one
    sampled token per active request through ``update_requests``."""
    return None if idle(context) else sample_and_update(context, SAMPLED_VOCAB)


def idle(context):
    """Nothing to compute this step: no active token, every request paused."""
    c = context
    return c.active_token_count == 0 and c.total_request_count == c.paused_request_count


def sample_and_update(context, vocab):
    """The controller's bookkeeping after the forward pass (module docstring)."""
    c = context
    active = slice(c.paused_request_count, c.total_request_count)
    request_ids = c.request_ids[active].long()
    lengths = c.get_active_sequence_lengths() + 1
    sample = torch.tensor(
        [sampled_token(int(r), int(n), vocab) for r, n in zip(request_ids, lengths, strict=True)],
        dtype=torch.long,
    )
    mask = torch.less(lengths, c.get_max_sequence_lengths()).byte()
    finished = c.request_ids[torch.nonzero(mask == 0, as_tuple=True)[0] + active.start]
    update = c.update_requests(mask, sample.clone(), None)
    return {
        "active_request_ids": request_ids,
        "finished_request_ids": finished,
        "sample": sample,
        "accepted_tokens": None,
        "log_probs": None,
        "top_n_logprobs": None,
        "routing_indices_per_request": None,
        "cuda_graph_request_count": None,
        **(update or {}),
    }


def serve(engine, mc, traffic, check):
    """``traffic`` through the engine (``("arrive", prompt, max_new_tokens)`` or
    ``("step",)``); ``check(index, op, request_id)`` after each op (the id of the
    request an arrival made, None after a step)."""
    request_id = 0
    for index, op in enumerate(traffic):
        if op[0] == "arrive":
            params = mc.SamplingParams(num_tokens_to_generate=op[2], termination_id=-1)
            engine.add_request(request_id, list(op[1]), params)
            request_id += 1
            check(index, op, request_id - 1)
        else:
            engine.step_modern()  # an error megatron raises here is the finding itself
            check(index, op, None)


def block_problems(context, policy):
    """What is wrong with megatron-core's block state now (empty: nothing):

    1. each block's reference count equals the request-table slots naming it;
    2. no request's block table names a block twice;
    3. every hash-map entry ``h -> b`` has ``block_hashes[b] == h``;
    4. with parent links, under LRU: each block's child count equals the
       registered blocks whose parent it is;
    5. the free stack holds no block twice and none referenced or registered;
    6. under REF_ZERO no block is cached (ref 0 with a hash)."""
    a = context.kv_block_allocator
    refs = a.block_ref_counts.tolist()
    hashes = a.block_hashes.tolist()
    rows = [[b for b in row if b >= 0] for row in context.request_to_kv_block_ids.tolist()]
    held = Counter(b for row in rows for b in row)
    found = []
    for b in range(pool_size(a) - 1):
        if refs[b] != held.get(b, 0):
            found.append(
                f"block {b} holds {refs[b]} reference(s) but the request tables name it "
                f"{held.get(b, 0)} time(s)"
            )
    for row in rows:
        if len(set(row)) != len(row):
            found.append(f"a request's block table names a block twice: {row}")
    for h, b in a.kv_hash_to_block_id.items():
        if hashes[b] != h:
            found.append(f"the hash map sends {h} to block {b}, which holds hash {hashes[b]}")
    if hasattr(a, "block_child_count") and policy == "lru":
        parents = a.block_parent_id.tolist()
        children = Counter(p for b, p in enumerate(parents) if p >= 0 and hashes[b] != -1)
        for b, count in enumerate(a.block_child_count.tolist()[: pool_size(a) - 1]):
            if count != children.get(b, 0):
                found.append(
                    f"block {b} counts {count} child block(s) but {children.get(b, 0)} "
                    "registered block(s) name it as parent"
                )
    free = a.block_bag[: free_top(a)].tolist()
    for b, n in Counter(free).items():
        if n > 1:
            found.append(f"block {b} is on the free stack {n} times")
        if refs[b] > 0 or hashes[b] != -1:
            found.append(f"free block {b} has {refs[b]} reference(s) and hash {hashes[b]}")
    if policy == "ref_zero":
        cached = [b for b in range(pool_size(a) - 1) if refs[b] == 0 and hashes[b] != -1]
        if cached:
            found.append(f"REF_ZERO keeps unreferenced registered blocks {cached}")
    return found
