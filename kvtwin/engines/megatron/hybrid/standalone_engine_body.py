"""The fixed body of an engine-level hybrid standalone reproduction (megatron-core).

:func:`.standalone_engine.write_hybrid_engine_test` puts a docstring and the
finding's literals (``RELEASE``, ``POLICY``, ``CONFIG``, ``SIZES``, ``FINDING``,
``TRAFFIC``) above this text. It imports only torch, pytest and megatron. It
builds megatron-core's ``DynamicInferenceEngine`` and ``DynamicInferenceContext``
for ``layer_type_list ["*", "M"]`` with Mamba prefix caching on the CPU as
kvtwin's ``megatron-hybrid-engine`` target does (:mod:`.engine`: the same buffer
sizes, ``SIZES``, and the same CPU shims), stands in for the forward pass as
:mod:`.engine_forward` does (a KDA recurrence over exactly the tokens the
context schedules, from the live state megatron restored or zeroed, the
extraction scratch, ``commit_intermediate_states``, ``update_requests``),
serves ``TRAFFIC`` through ``engine.add_request`` and ``engine.step_modern``,
and after every step checks what megatron-core's own design promises, whatever
the release:

1. a prefill chunk that does not end its prompt ends on a block boundary (the
   scheduler aligns hybrid chunks to blocks: the snapshot of a block a chunk
   ends inside is never recorded), and the request carries one block hash for
   each complete block of its prompt (``DynamicInferenceRequest``'s own rule);
2. every row is fed its request's own tokens at consecutive positions, from a
   live recurrent state equal to a float64 no-cache recompute of the tokens
   before them (a restore from a block with no snapshot, or a skip of tokens
   the state never saw, shows here);
3. every held snapshot slot holds the state after its block's prefix;
4. free and held slots partition the pool, and the Mamba hash map names only
   blocks that hold a slot, under their own hash;
5. the block checks of the blocks scenario's engine-level standalone
   (:mod:`kvtwin.scenarios.blocks.targets.megatron.standalone_engine`).

The token inputs are drawn as the allocator-level standalone draws them, not as
kvtwin's embedding: every check compares megatron's states with a recompute from
the same inputs, so any inputs show a lost or zeroed token alike.

Anything megatron raises fails the test with its own traceback. The shared
pieces (the CPU shims, the block checks, the KDA recurrence and its embedding)
are cut from the other standalone bodies so that the text stays one.
"""

from kvtwin.scenarios.blocks.targets.megatron.standalone_engine import ENGINE_TEST_BODY
from kvtwin.scenarios.hybrid.targets.megatron.standalone_body import HYBRID_TEST_BODY


def _between(text: str, start: str, end: str) -> str:
    """The part of ``text`` from ``start`` up to ``end`` (both must be there)."""
    first = text.index(start)
    return text[first : text.index(end, first)]


SHIMS_AND_BLOCK_CHECKS = _between(
    ENGINE_TEST_BODY, "def pool_size(a):", "def sampled_token("
) + _between(ENGINE_TEST_BODY, "def problems(engine, context):", "def test_reproduction(")
"""``pool_size``, ``free_top``, ``NoPinning``, ``StepTimer``, the ``on_cpu`` fixture
and ``problems(engine, context)`` (the block state checks)."""

CONTROLLER = _between(
    ENGINE_TEST_BODY, "    result_type = getattr(", "    return DynamicInferenceEngine("
)
"""Inside ``build_engine``: ``result_type`` and ``StepController``, megatron's
``TextGenerationController`` with no model, whose ``sampled_step`` samples
``sampled_token`` per active request and calls ``update_requests`` (it reads
``context``, ``model_config`` and ``controllers``)."""

RECURRENCE = _between(HYBRID_TEST_BODY, "class Embedding:", "def close(")
"""``Embedding(seed)`` and ``kda(state, tokens, e)``: the float64 recurrence."""

POOL_CHECKS = _between(HYBRID_TEST_BODY, "def pool_problems(", "def resolve(")
"""``pool_problems(slots, kv)``: the slot pool against the Mamba map (check 4)."""

_HEAD = r"""
import os
import tempfile
import types
from collections import Counter

import pytest
import torch
import torch.nn.functional as F
from torch.overrides import TorchFunctionMode

# FINDING LITERALS

B = CONFIG["block_size"]
DIMS = CONFIG["dims"]
SHAPE = (DIMS["heads"], DIMS["head_k"], DIMS["head_v"])
HEAD_DIM = SIZES["head_dim"]
NEEDED = (  # what the stand-in forward reads and writes of megatron's own objects
    ("context", "initialize_attention_state mamba_metadata mamba_conv_states request_ids"),
    ("context", "request_in_prefill_status_tensor token_to_pos_ids token_to_input_ids"),
    ("slots", "_intermediate_counts_cpu _intermediate_offsets_cpu intermediate_ssm_out"),
    ("slots", "intermediate_conv_out commit_intermediate_states slot_to_block block_to_slot"),
    ("slots", "free_slots free_count hash_to_block_id ssm_states"),
)


"""

_ENGINE = r'''
def close(a, b):
    """Float32 states against the float64 recompute: rounding, never a lost token."""
    return bool(torch.allclose(a.double(), b, rtol=1e-4, atol=1e-4))


def sampled_token(request_id, length):
    return (request_id * 7919 + length * 104729) % DIMS["vocab"]


class Checks:
    """The forward pass stood in, and what it checks (module docstring, 1 to 4)."""

    def __init__(self, context):
        self.c, self.slots = context, context.mamba_slot_allocator
        self.e = Embedding(CONFIG["embed_seed"] % (1 << 63))
        self.tokens = {}  # request id -> {position: token}, its prompt and what it was fed
        self.prefixes = {}  # megatron's block hash -> the prompt prefix it ends
        self.states = {(): torch.zeros(SHAPE, dtype=torch.float64)}
        self.problems = []
        self.add_request = context.add_request
        context.add_request = self.chunk

    def reference(self, tokens):
        """The no-cache state after ``tokens`` (float64, from zeros)."""
        tokens = tuple(tokens)
        known = len(tokens)
        while tokens[:known] not in self.states:
            known -= 1
        for n in range(known, len(tokens)):
            before = self.states[tokens[:n]]
            self.states[tokens[: n + 1]] = kda(before, tokens[n : n + 1], self.e)[1]
        return self.states[tokens]

    def chunk(self, req, prefill_chunk_length=None):
        """``context.add_request``: one prefill chunk, checked after the real call."""
        start = int(req.finished_chunk_token_count)
        length = prefill_chunk_length
        if length is None:
            length = req.remaining_prompt_length
        result = self.add_request(req, prefill_chunk_length)
        prompt = [int(t) for t in req.prompt_tokens.tolist()]
        for j, h in enumerate(req.precomputed_block_hashes):
            if (j + 1) * B <= len(prompt):
                self.prefixes[int(h)] = tuple(prompt[: (j + 1) * B])
        if len(req.precomputed_block_hashes) != len(prompt) // B:
            self.problems.append(
                f"request {int(req.request_id)}'s prompt of {len(prompt)} tokens carries "
                f"{len(req.precomputed_block_hashes)} block hashes, not one for each of its "
                f"{len(prompt) // B} complete blocks: the prefix cache can neither match nor "
                "register them"
            )
        end = start + int(length)
        if end < len(prompt) and end % B:
            self.problems.append(
                f"request {int(req.request_id)}'s prefill chunk covers prompt tokens "
                f"{start}..{end} of {len(prompt)}: it does not end its prompt, yet it ends "
                f"inside block {end // B} (a chunk that does not end its prompt must end on "
                f"a block boundary), so that block's Mamba snapshot is never recorded"
            )
        return result

    def forward(self):
        c, s = self.c, self.slots
        n = int(c.active_token_count)
        fed = {}
        for row, position, token in zip(
            c.token_to_request_idx[:n].tolist(),
            c.token_to_pos_ids[:n].tolist(),
            c.token_to_input_ids[:n].tolist(),
        ):
            fed.setdefault(int(row), []).append((int(position), int(token)))
        counts, k = [], 0
        for row in sorted(fed):
            seen = [p for p, _ in fed[row]]
            tokens = [t for _, t in fed[row]]
            live = int(c.mamba_metadata.request_to_mamba_state_idx[row])
            rid = int(c.request_ids[row])
            self.feed(rid, live, seen, tokens)
            if bool(c.request_in_prefill_status_tensor[row]):
                count = int(s._intermediate_counts_cpu[row])
                offsets = s._intermediate_offsets_cpu[row, :count].tolist()
                for j, offset in enumerate(offsets):
                    state = kda(c.mamba_ssm_states[0, live], tokens[:offset], self.e)[1]
                    s.intermediate_ssm_out[0, k + j] = state
                    s.intermediate_conv_out[0, k + j] = float(seen[0] + offset)
                k += count
                counts.append(count)
            c.mamba_ssm_states[0, live] = kda(c.mamba_ssm_states[0, live], tokens, self.e)[1]
            c.mamba_conv_states[:, live] = float(seen[-1] + 1)  # the tokens the state has seen
        c.mamba_metadata.intermediate_count = k
        c.mamba_metadata.per_request_intermediate_counts = counts

    def feed(self, rid, live, seen, tokens):
        """Check 2: the row's positions, tokens and the live state it starts from."""
        known = self.tokens.setdefault(rid, {})
        if seen != list(range(seen[0], seen[0] + len(seen))):
            self.problems.append(f"request {rid} is fed positions {seen}, not consecutive ones")
        for position, token in zip(seen, tokens):
            if known.setdefault(position, token) != token:
                self.problems.append(
                    f"request {rid} is fed token {token} at position {position}, "
                    f"where its sequence has {known[position]}"
                )
        before = [known.get(p) for p in range(seen[0])]
        stood = int(self.c.mamba_conv_states[0, live].flatten()[0])
        state = self.c.mamba_ssm_states[0, live]
        if None in before:
            return  # positions it was never fed: the consecutive check above names them
        if stood != seen[0] or not close(state, self.reference(before)):
            zeros = " (all zeros)" if not bool(state.any()) else ""
            self.problems.append(
                f"request {rid} is fed positions {seen[0]}..{seen[-1]} from a live recurrent "
                f"state{zeros} that has seen {stood} tokens and is not the no-cache state "
                f"after its first {seen[0]} tokens: its outputs and later states are wrong"
            )

    def slot_problems(self):
        """Checks 3 and 4, where the engine is quiescent (after a step)."""
        s, kv = self.slots, self.c.kv_block_allocator
        found, held = pool_problems(s, kv)
        for b, slot in sorted(held.items()):
            prefix = self.prefixes.get(int(kv.block_hashes[b]))
            if prefix is not None and not close(s.ssm_states[0, slot], self.reference(prefix)):
                found.append(
                    f"snapshot slot {slot} of block {b} is not the state after its block's "
                    f"prefix of {len(prefix)} tokens"
                )
        return found


def build_engine():
    """megatron-core's engine and context for the hybrid model, pools as CONFIG asks."""
    from megatron.core.inference.config import (
        InferenceConfig,
        MambaInferenceStateConfig,
        PrefixCachingEvictionPolicy,
    )
    from megatron.core.inference.contexts.dynamic_context import DynamicInferenceContext
    from megatron.core.inference.engines.dynamic_engine import DynamicInferenceEngine
    from megatron.core.inference.text_generation_controllers import (
        text_generation_controller as controllers,
    )
    from megatron.core.transformer import TransformerConfig

    model_config = TransformerConfig(
        num_layers=2,
        hidden_size=HEAD_DIM,
        num_attention_heads=1,
        kv_channels=HEAD_DIM,
        params_dtype=torch.float32,
    )
    config = InferenceConfig(
        block_size_tokens=B,
        buffer_size_gb=SIZES["buffer_size_gb"],
        paused_buffer_size_gb=SIZES["paused_buffer_size_gb"],
        max_sequence_length=CONFIG["max_sequence_length"],
        max_requests=SIZES["live_states"],
        max_tokens=CONFIG["max_tokens"],
        enable_prefix_caching=True,
        enable_chunked_prefill=True,
        prefix_caching_eviction_policy=PrefixCachingEvictionPolicy(POLICY),
        num_cuda_graphs=None,
        unified_memory_level=0,
        mamba_inference_state_config=MambaInferenceStateConfig(
            layer_type_list=["*", "M"],
            conv_states_shape=(1, 1),
            ssm_states_shape=SHAPE,
            conv_states_dtype=torch.float32,
            ssm_states_dtype=torch.float32,
            mamba_chunk_size=B,
        ),
        prefix_caching_mamba_gb=SIZES["prefix_caching_mamba_gb"],
    )
    c = DynamicInferenceContext(model_config, config)
    owners = {"context": c, "slots": getattr(c, "mamba_slot_allocator", None)}
    missing = [
        f"{o}.{n}" for o, names in NEEDED for n in names.split() if not hasattr(owners[o], n)
    ]
    if missing:
        pytest.skip(f"this release's inference context lacks {missing}: an API unknown here")
    made = (pool_size(c.kv_block_allocator), int(c.mamba_slot_allocator.max_slots))
    if made != (CONFIG["num_blocks"], CONFIG["num_slots"]):
        pytest.skip(f"this release sizes the pools {made}, not CONFIG's: buffers unknown here")
    c.mamba_conv_states.zero_()  # the count of tokens each state has seen: none
    checks = Checks(c)
    context = c  # the name the controller below reads
'''

_ENGINE_END = r'''    class ForwardController(StepController):
        def sampled_step(self):
            """The forward pass, its snapshot commit, then the bookkeeping."""
            if c.active_token_count == 0 and c.total_request_count == c.paused_request_count:
                return None
            c.initialize_attention_state()  # runs the deferred Mamba restores and zeroings
            checks.forward()
            c.mamba_slot_allocator.commit_intermediate_states()
            return super().sampled_step()

    return DynamicInferenceEngine(ForwardController(), c), c, checks


def test_reproduction(on_cpu):
    from megatron.core.inference.sampling_params import SamplingParams

    engine, context, checks = build_engine()
    request_id = 0
    for index, op in enumerate(TRAFFIC):
        if op[0] == "arrive":
            params = SamplingParams(num_tokens_to_generate=op[2], termination_id=-1)
            engine.add_request(request_id, list(op[1]), params)
            checks.tokens[request_id] = dict(enumerate(op[1]))
            request_id += 1
            continue
        engine.step_modern()  # an error megatron raises here is the finding itself
        wrong = checks.problems + checks.slot_problems() + problems(engine, context)
        checks.problems = []
        assert not wrong, f"after TRAFFIC[{index}] step (megatron-core {RELEASE}, {POLICY}): " + (
            "; ".join(wrong)
        )
'''

HYBRID_ENGINE_TEST_BODY = (
    _HEAD + SHIMS_AND_BLOCK_CHECKS + RECURRENCE + POOL_CHECKS + _ENGINE + CONTROLLER + _ENGINE_END
)
"""The whole fixed text; its ``# FINDING LITERALS`` line is where the literals go."""
