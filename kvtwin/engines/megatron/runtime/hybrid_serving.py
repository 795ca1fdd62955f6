"""megatron-core's serving path for a hybrid (attention + Mamba) model on the CPU,
for ``megatron-hybrid-engine`` and its standalone tests: the context's config for
``layer_type_list ["*", "M"]`` with Mamba prefix caching, whose buffers give
exactly the KV blocks and snapshot slots asked for, and the skeleton of the forward
pass stood in (:func:`forward_rows`), which both fill with a recurrence of their own.
"""

from kvtwin.engines.megatron.runtime.mamba import LIVE_STATES
from kvtwin.engines.megatron.runtime.serving import BYTES, HEAD_DIM


def sizes(config):
    """The context's buffer sizes (GB) for a hybrid-engine trace config: with
    ``max_requests`` set, a hybrid context takes the live states' bytes from both
    buffers in proportion and floors each rest by the block bytes (half a block
    over, each); the Mamba buffer holds the step's extraction scratch and the slots."""
    dims, b = config["dims"], config["block_size"]
    per_state = (1 + dims["heads"] * dims["head_k"] * dims["head_v"]) * BYTES  # conv and SSM
    block_bytes = BYTES * 2 * b * HEAD_DIM  # K and V, one attention layer, one head
    blocks, paused = config["num_blocks"], config["paused_blocks"]
    scale = ((blocks + paused + 1) * block_bytes + LIVE_STATES * per_state) / (
        (blocks + paused + 1) * block_bytes
    )
    scratch = min(-(-config["max_tokens"] // b), 3 * LIVE_STATES)
    gb = 1024**3
    return {
        "buffer_size_gb": (blocks + 0.5) * block_bytes * scale / gb,
        "paused_buffer_size_gb": (paused + 0.5) * block_bytes * scale / gb,
        "prefix_caching_mamba_gb": (scratch + config["num_slots"] + 0.5) * per_state / gb,
    }


def hybrid_config(mc, config):
    """The context's config: chunked prefill, LIVE_STATES requests, SSM states
    ``[H, K, V]`` float32, ``mamba_chunk_size`` the block size."""
    import torch
    from megatron.core.inference.config import MambaInferenceStateConfig

    dims, b = config["dims"], config["block_size"]
    buffers = sizes(config)
    return mc.InferenceConfig(
        block_size_tokens=b,
        buffer_size_gb=buffers["buffer_size_gb"],
        paused_buffer_size_gb=buffers["paused_buffer_size_gb"],
        max_sequence_length=config["max_sequence_length"],
        max_requests=LIVE_STATES,
        max_tokens=config["max_tokens"],
        enable_prefix_caching=True,
        enable_chunked_prefill=True,
        prefix_caching_eviction_policy=mc.Policy(config["policy"]),
        num_cuda_graphs=None,
        unified_memory_level=0,
        mamba_inference_state_config=MambaInferenceStateConfig(
            layer_type_list=["*", "M"],
            conv_states_shape=(1, 1),
            ssm_states_shape=(dims["heads"], dims["head_k"], dims["head_v"]),
            conv_states_dtype=torch.float32,
            ssm_states_dtype=torch.float32,
            mamba_chunk_size=b,
        ),
        prefix_caching_mamba_gb=buffers["prefix_caching_mamba_gb"],
    )


def forward_rows(context, run):
    """One step's forward pass over the context: for every row, the tokens megatron
    scheduled (``token_to_input_ids`` at ``token_to_pos_ids``) go to
    ``run(row, live, seen, tokens, offsets)``, which advances the row's live state
    (``mamba_ssm_states[0, live]``) and answers the states at ``offsets`` (the
    extraction offsets ``compute_and_store_offsets`` recorded, for a prefill row;
    None for a decode row). Those go into the slot allocator's scratch with the
    counts megatron's kernel reports, and the row's conv state, which megatron
    copies with every state, records the tokens it has seen."""
    c, s = context, context.mamba_slot_allocator
    n = int(c.active_token_count)
    fed = {}
    for row, position, token in zip(
        c.token_to_request_idx[:n].tolist(),
        c.token_to_pos_ids[:n].tolist(),
        c.token_to_input_ids[:n].tolist(),
        strict=True,
    ):
        fed.setdefault(int(row), []).append((int(position), int(token)))
    counts, k = [], 0
    for row in sorted(fed):
        seen = [p for p, _ in fed[row]]
        tokens = [t for _, t in fed[row]]
        live = int(c.mamba_metadata.request_to_mamba_state_idx[row])
        prefill = bool(c.request_in_prefill_status_tensor[row])
        count = int(s._intermediate_counts_cpu[row]) if prefill else 0
        offsets = s._intermediate_offsets_cpu[row, :count].tolist() if prefill else None
        snapshots = run(row, live, seen, tokens, offsets)
        for j, offset in enumerate(offsets or []):
            s.intermediate_ssm_out[0, k + j] = snapshots[j]
            s.intermediate_conv_out[0, k + j] = float(seen[0] + offset)
        if prefill:
            k += count
            counts.append(count)
        c.mamba_conv_states[:, live] = float(seen[-1] + 1)
    c.mamba_metadata.intermediate_count = k
    c.mamba_metadata.per_request_intermediate_counts = counts
