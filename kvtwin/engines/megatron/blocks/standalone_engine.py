"""The fixed body of an engine-level standalone reproduction (megatron-core).

:func:`.standalone.write_engine_test` puts a docstring and the
finding's literals (``RELEASE``, ``POLICY``, ``CONFIG``, ``TRAFFIC``,
``FINDING``) above this text, unchanged. It imports only torch, pytest and
megatron; it builds megatron-core's own engine and context on the CPU with the
same stand-ins kvtwin's ``megatron-engine`` target uses (the model's forward
and sampling; CPU shims), serves ``TRAFFIC`` through ``engine.add_request`` and
``engine.step_modern``, and after every step checks what must hold of
megatron-core's own state whatever the release:

1. each block's reference count equals the number of request-table slots naming it;
2. no request's block table names a block twice;
3. every hash-map entry ``h -> b`` has ``block_hashes[b] == h``;
4. with parent links (0.19): each block's child count equals the registered
   blocks whose parent it is;
5. the free stack holds no block twice and none that is referenced or registered;
6. under REF_ZERO no block is cached (ref 0 with a hash).

Anything the engine raises fails the test with its own traceback. It runs on
either generation of the allocator's names (``total_count``/``total_avail`` up to
0.19, ``pool_size``/``pool_avail`` from Megatron-LM #5995).
"""

ENGINE_TEST_BODY = r'''
import os
import tempfile
import types
from collections import Counter

import pytest
import torch
from torch.overrides import TorchFunctionMode

# FINDING LITERALS
HEAD_DIM = 8


def pool_size(a):
    """The pool's size, dummy included, under either generation's name."""
    return int(a.pool_size if hasattr(a, "pool_size") else a.total_count)


def free_top(a):
    """How many ids the free stack holds (``block_bag[:top]``), under either name."""
    return int(a.pool_avail if hasattr(a, "pool_avail") else a.total_avail)


class NoPinning(TorchFunctionMode):
    """pin_memory needs a CUDA driver and changes no value: dropped."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func is torch.Tensor.pin_memory:
            return args[0]
        if kwargs.get("pin_memory"):
            kwargs = {**kwargs, "pin_memory": False}
        return func(*args, **kwargs)


class StepTimer:
    def __init__(self, *args, **kwargs):
        pass

    def record(self, *args):
        pass

    def synchronize(self):
        pass

    def elapsed_time(self, other):
        return 0.0


@pytest.fixture
def on_cpu(monkeypatch):
    """torch.cuda.current_device() answers "cpu", step timers are stand-ins,
    pinning is dropped; a one-process gloo group and parallel state of size 1."""
    monkeypatch.setattr(torch.cuda, "current_device", lambda: "cpu")
    monkeypatch.setattr(torch.cuda, "Event", StepTimer)
    import torch.distributed as dist
    from megatron.core import parallel_state

    if not dist.is_initialized():
        store = os.path.join(tempfile.mkdtemp(), "store")
        dist.init_process_group("gloo", init_method="file://" + store, world_size=1, rank=0)
    with NoPinning():
        if not parallel_state.model_parallel_is_initialized():
            parallel_state.initialize_model_parallel(1, 1)
        yield


def sampled_token(request_id, length):
    return (request_id * 7919 + length * 104729) % 997


def build_engine():
    """megatron-core's DynamicInferenceEngine and context; only the model step is
    a stand-in: one token per active request, and a request finishes when its
    length reaches its maximum (the termination id -1 is never sampled)."""
    from megatron.core.inference.config import InferenceConfig, PrefixCachingEvictionPolicy
    from megatron.core.inference.contexts.dynamic_context import DynamicInferenceContext
    from megatron.core.inference.engines.dynamic_engine import DynamicInferenceEngine
    from megatron.core.inference.text_generation_controllers import (
        text_generation_controller as controllers,
    )
    from megatron.core.transformer import TransformerConfig

    block_bytes = 4 * 2 * CONFIG["block_size"] * HEAD_DIM
    model_config = TransformerConfig(
        num_layers=1,
        hidden_size=HEAD_DIM,
        num_attention_heads=1,
        kv_channels=HEAD_DIM,
        params_dtype=torch.float32,
    )
    config = InferenceConfig(
        block_size_tokens=CONFIG["block_size"],
        buffer_size_gb=(CONFIG["pool_size"] + 0.5) * block_bytes / 1024**3,
        paused_buffer_size_gb=(CONFIG["paused_blocks"] + 0.5) * block_bytes / 1024**3,
        max_sequence_length=CONFIG["max_sequence_length"],
        max_requests=CONFIG["max_requests"],
        max_tokens=CONFIG["max_tokens"],
        enable_prefix_caching=True,
        enable_chunked_prefill=CONFIG["chunked_prefill"],
        prefix_caching_eviction_policy=PrefixCachingEvictionPolicy(POLICY),
        num_cuda_graphs=None,
        unified_memory_level=0,
    )
    context = DynamicInferenceContext(model_config, config)
    assert pool_size(context.kv_block_allocator) == CONFIG["pool_size"]
    result_type = getattr(controllers, "DynamicBatchControllerStepResult", None)

    class StepController(controllers.TextGenerationController):
        def __init__(self):
            self.inference_wrapped_model = types.SimpleNamespace(
                inference_context=context, model=types.SimpleNamespace(config=model_config)
            )
            self.tokenizer = None
            self.num_speculative_tokens = 0

        def set_stop_word_finished_ids_callback(self, callback):
            pass

        def detokenize(self, *args, **kwargs):
            return ""

        async def async_generate_output_tokens_dynamic_batch(self, *args, **kwargs):
            output = self.sampled_step()
            if result_type is None:
                return output
            launched = None if output is None else bool(context.is_decode_only())
            decode_only = controllers.DecodeOnly(launched, launched)
            return result_type(decode_only=decode_only, output=output)

        def sampled_step(self):
            c = context
            if c.active_token_count == 0 and c.total_request_count == c.paused_request_count:
                return None
            rows = slice(c.paused_request_count, c.total_request_count)
            request_ids = c.request_ids[rows].long()
            lengths = c.get_active_sequence_lengths() + 1
            sample = torch.tensor(
                [sampled_token(int(r), int(n)) for r, n in zip(request_ids, lengths)],
                dtype=torch.long,
            )
            mask = torch.less(lengths, c.get_max_sequence_lengths()).byte()
            finished = c.request_ids[torch.nonzero(mask == 0, as_tuple=True)[0] + rows.start]
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

    return DynamicInferenceEngine(StepController(), context), context


def problems(engine, context):
    """What is wrong with megatron-core's block state now (empty: nothing)."""
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
    if hasattr(a, "block_child_count") and POLICY == "lru":
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
    if POLICY == "ref_zero":
        cached = [b for b in range(pool_size(a) - 1) if refs[b] == 0 and hashes[b] != -1]
        if cached:
            found.append(f"REF_ZERO keeps unreferenced registered blocks {cached}")
    return found


def test_reproduction(on_cpu):
    engine, context = build_engine()
    SamplingParams = __import__(
        "megatron.core.inference.sampling_params", fromlist=["SamplingParams"]
    ).SamplingParams
    request_id = 0
    for index, op in enumerate(TRAFFIC):
        if op[0] == "arrive":
            params = SamplingParams(num_tokens_to_generate=op[2], termination_id=-1)
            engine.add_request(request_id, list(op[1]), params)
            request_id += 1
            continue
        engine.step_modern()  # an error here is the finding itself
        wrong = problems(engine, context)
        assert not wrong, f"after TRAFFIC[{index}] (megatron-core {RELEASE}, {POLICY}): " + (
            "; ".join(wrong)
        )
'''
