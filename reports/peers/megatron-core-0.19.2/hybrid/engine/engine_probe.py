"""Engine-level probe (evidence, not a kvtwin level): megatron-core's own
DynamicInferenceEngine and DynamicInferenceContext, a hybrid model (attention and
Mamba layers, layer_type_list ["*", "M"]) with Mamba prefix caching, on the CPU.

Stood in: the forward pass (a controller whose step writes, for each request, a
recurrent "state" that counts the prompt positions it has seen, and the states at
the extraction offsets megatron recorded, then calls commit_intermediate_states
and update_requests as the real controller does); CUDA (current_device -> "cpu",
no pinning, a no-op Event, a gloo group). Everything else is megatron's: the
scheduler, add_request, the prefix match and skip, the restores, the slot
allocator. After every step: each request's fed positions must start where its
state stands (a restore from a block without a snapshot, or a skip the state
never saw, shows here); a crash is reported with its message.

Run: TRAFFIC=FILE.json [B=8 SLOTS=3 MAXTOK=64 POLICY=lru] python engine_probe.py
     (PYTHONPATH=MEGATRON_LM_TREE for a source tree). TRAFFIC: [["arrive", tokens,
     new_tokens], ["step"], ...]. Prints one JSON line.
"""

import json
import os
import sys
import tempfile
import types

import torch
import torch.distributed as dist
from torch.overrides import TorchFunctionMode


class NoPinning(TorchFunctionMode):
    def __torch_function__(self, func, types_, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func is torch.Tensor.pin_memory:
            return args[0]
        if kwargs.get("pin_memory"):
            kwargs = {**kwargs, "pin_memory": False}
        return func(*args, **kwargs)


class NoEvent:
    def __init__(self, *a, **k):
        pass

    def record(self, *a):
        pass

    def synchronize(self):
        pass

    def elapsed_time(self, other):
        return 0.0


torch.cuda.current_device = lambda: "cpu"
torch.cuda.Event = NoEvent
from megatron.core import package_info, parallel_state  # noqa: E402

store = os.path.join(tempfile.mkdtemp(), "store")
dist.init_process_group("gloo", init_method="file://" + store, world_size=1, rank=0)
NoPinning().__enter__()
parallel_state.initialize_model_parallel(1, 1)
from megatron.core.inference.config import (  # noqa: E402
    InferenceConfig,
    MambaInferenceStateConfig,
    PrefixCachingEvictionPolicy,
)
from megatron.core.inference.contexts.dynamic_context import DynamicInferenceContext  # noqa: E402
from megatron.core.inference.engines.dynamic_engine import DynamicInferenceEngine  # noqa: E402
from megatron.core.inference.sampling_params import SamplingParams  # noqa: E402
from megatron.core.inference.text_generation_controllers import (  # noqa: E402
    text_generation_controller as controllers,
)
from megatron.core.transformer import TransformerConfig  # noqa: E402

B = int(os.environ.get("B", 8))
SLOTS = int(os.environ.get("SLOTS", 3))
MAXTOK = int(os.environ.get("MAXTOK", 64))
POLICY = PrefixCachingEvictionPolicy(os.environ.get("POLICY", "lru"))

mamba = MambaInferenceStateConfig(
    layer_type_list=["*", "M"],
    conv_states_shape=(1, 1),
    ssm_states_shape=(1, 1, 1),
    conv_states_dtype=torch.float32,
    ssm_states_dtype=torch.float32,
    mamba_chunk_size=B,
)
model_config = TransformerConfig(
    num_layers=2, hidden_size=8, num_attention_heads=1, kv_channels=8, params_dtype=torch.float32
)
inference_config = InferenceConfig(
    block_size_tokens=B,
    buffer_size_gb=64 * 4 * 2 * B * 8 / 1024**3 * 2,
    paused_buffer_size_gb=4 * 2 * B * 8 * 4 / 1024**3,
    max_sequence_length=256,
    max_requests=4,
    max_tokens=MAXTOK,
    enable_prefix_caching=True,
    enable_chunked_prefill=True,
    prefix_caching_eviction_policy=POLICY,
    num_cuda_graphs=None,
    unified_memory_level=0,
    mamba_inference_state_config=mamba,
    prefix_caching_mamba_gb=None,
)


def context_with(mamba_gb):
    inference_config.prefix_caching_mamba_gb = mamba_gb
    return DynamicInferenceContext(model_config, inference_config)


# size the snapshot pool to SLOTS slots: the per-step scratch plus SLOTS
sizing = context_with(1e-3)
slots = sizing.mamba_slot_allocator
per_slot = (slots.ssm_states[0, 0].numel() + slots.conv_states[0, 0].numel()) * 4
per_slot *= sizing.num_mamba_layers
scratch = sizing.max_mamba_intermediate_states_per_step
context = context_with((scratch + SLOTS) * per_slot / 1024**3 + 1e-12)
msa = context.mamba_slot_allocator
result_type = getattr(controllers, "DynamicBatchControllerStepResult", None)
wrong, restores = [], []
restore_to_live = msa.restore_to_live


def counted_restore(row, block):
    ok = restore_to_live(row, block)
    restores.append(ok)
    return ok


msa.restore_to_live = counted_restore


class StepController(controllers.TextGenerationController):
    """The forward pass stood in; the rest of a step as the real controller does it."""

    def __init__(self):
        self.inference_wrapped_model = types.SimpleNamespace(
            inference_context=context, model=types.SimpleNamespace(config=model_config)
        )
        self.tokenizer = None
        self.num_speculative_tokens = 0

    def set_stop_word_finished_ids_callback(self, callback):
        pass

    def detokenize(self, *a, **k):
        return ""

    async def async_generate_output_tokens_dynamic_batch(self, *a, **k):
        out = self.step()
        if result_type is None:
            return out
        launched = None if out is None else bool(context.is_decode_only())
        return result_type(decode_only=controllers.DecodeOnly(launched, launched), output=out)

    def step(self):
        c = context
        if c.active_token_count == 0 and c.total_request_count == c.paused_request_count:
            return None
        c.initialize_attention_state()
        n = c.active_token_count
        rows = c.token_to_request_idx[:n].tolist()
        positions = c.token_to_pos_ids[:n].tolist()
        fed = {}
        for row, position in zip(rows, positions, strict=True):
            fed.setdefault(row, []).append(position)
        counts, k = [], 0
        for row in sorted(fed):
            seen = fed[row]
            live = int(c.mamba_metadata.request_to_mamba_state_idx[row])
            rid = int(c.request_ids[row])
            state = float(c.mamba_ssm_states[0, live].flatten()[0])
            if seen[0] != state or seen != list(range(seen[0], seen[-1] + 1)):
                wrong.append(
                    f"request {rid} fed positions {seen[0]}..{seen[-1]} from a state that "
                    f"has seen {state:g} tokens"
                )
            if bool(c.request_in_prefill_status_tensor[row]):
                count = int(msa._intermediate_counts_cpu[row])
                for j, offset in enumerate(msa._intermediate_offsets_cpu[row, :count].tolist()):
                    msa.intermediate_ssm_out[:, k + j] = float(seen[0] + offset)
                k += count
                counts.append(count)
            c.mamba_ssm_states[:, live] = float(seen[-1] + 1)
        c.mamba_metadata.intermediate_count = k
        c.mamba_metadata.per_request_intermediate_counts = counts
        msa.commit_intermediate_states()
        active = slice(c.paused_request_count, c.total_request_count)
        request_ids = c.request_ids[active].long()
        lengths = c.get_active_sequence_lengths() + 1
        sample = torch.tensor(
            [(int(r) * 7 + int(length)) % 97 for r, length in zip(request_ids, lengths)],
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


def main():
    engine = DynamicInferenceEngine(StepController(), context)
    traffic = json.loads(open(os.environ["TRAFFIC"]).read())
    facts = {"release": package_info.__version__, "slots": msa.max_slots, "block": B}
    rid = 0
    for i, op in enumerate(traffic):
        if op[0] == "arrive":
            params = SamplingParams(num_tokens_to_generate=op[2], termination_id=-1)
            engine.add_request(rid, list(op[1]), params)
            rid += 1
            continue
        try:
            engine.step_modern()
        except Exception as error:  # the engine's own crash is the finding
            print(json.dumps({**facts, "step": i, "crash": f"{type(error).__name__}: {error}"}))
            return
        if wrong:
            print(json.dumps({**facts, "step": i, "wrong": wrong, "restores": restores}))
            return
    print(json.dumps({**facts, "ok": True, "restores": restores, "free": msa.free_count}))


if __name__ == "__main__":
    sys.exit(main())
