"""A standalone test of a hybrid engine-level finding: the shrunk trace's requests
served by megatron-core's own ``DynamicInferenceEngine`` and
``DynamicInferenceContext`` for a two-layer hybrid model with Mamba prefix caching
on the CPU, built as kvtwin's ``megatron-hybrid-engine`` builds it
(:mod:`.hybrid_serving`). Only the forward pass and sampling are stood in: the
Mamba layer is a float64 KDA recurrence over exactly the tokens the context
schedules, from the live state megatron restored or zeroed, writing the snapshot
scratch that ``commit_intermediate_states`` copies. After every step it checks
what megatron-core's own design promises, whatever the release:

1. a prefill chunk that does not end its prompt ends on a block boundary (the
   scheduler aligns hybrid chunks to blocks: the snapshot of a block a chunk ends
   inside is never recorded), and the request carries one block hash for each
   complete block of its prompt (``DynamicInferenceRequest``'s own rule);
2. every row is fed its request's own tokens at consecutive positions, from a
   live recurrent state equal to a no-cache recompute of the tokens before them
   (a restore from a block with no snapshot, or a skip of tokens the state never
   saw, shows here);
3. every held snapshot slot holds the state after its block's prefix;
4. free and held slots partition the pool, and the Mamba hash map names only
   blocks that hold a slot, under their own hash;
5. the block checks of the blocks engine level (:func:`.serving.block_problems`).

Anything megatron raises fails the test with its own traceback.
"""

import pytest
import torch

from kvtwin.core.cuda_on_cpu import on_cpu
from kvtwin.engines.megatron.runtime.allocator import pool_size
from kvtwin.engines.megatron.runtime.hybrid_serving import forward_rows, hybrid_config
from kvtwin.engines.megatron.runtime.mamba import Embedding, kda, pool_problems
from kvtwin.engines.megatron.runtime.serving import (
    block_problems,
    build_engine,
    idle,
    sample_and_update,
    serve,
    serving_modules,
)

NEEDED = (  # what the stand-in forward reads and writes of megatron's own objects
    ("context", "initialize_attention_state mamba_metadata mamba_conv_states request_ids"),
    ("context", "request_in_prefill_status_tensor token_to_pos_ids token_to_input_ids"),
    ("slots", "_intermediate_counts_cpu _intermediate_offsets_cpu intermediate_ssm_out"),
    ("slots", "intermediate_conv_out commit_intermediate_states slot_to_block block_to_slot"),
    ("slots", "free_slots free_count hash_to_block_id ssm_states"),
)


def close(a, b):
    """Float32 states against the float64 recompute: rounding, never a lost token."""
    return bool(torch.allclose(a.double(), b, rtol=1e-4, atol=1e-4))


class Checks:
    """The forward pass stood in, and what it checks (module docstring, 1 to 4)."""

    def __init__(self, config):
        self.config = config
        self.e = Embedding(config["embed_seed"], config["dims"])
        self.tokens = {}  # request id -> {position: token}, its prompt and what it was fed
        self.prefixes = {}  # megatron's block hash -> the prompt prefix it ends
        shape = tuple(config["dims"][k] for k in ("heads", "head_k", "head_v"))
        self.states = {(): torch.zeros(shape, dtype=torch.float64)}
        self.problems = []

    def attach(self, context):
        self.c, self.slots = context, context.mamba_slot_allocator
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
        b, start = self.config["block_size"], int(req.finished_chunk_token_count)
        length = prefill_chunk_length
        if length is None:
            length = req.remaining_prompt_length
        result = self.add_request(req, prefill_chunk_length)
        prompt = [int(t) for t in req.prompt_tokens.tolist()]
        for j, h in enumerate(req.precomputed_block_hashes):
            if (j + 1) * b <= len(prompt):
                self.prefixes[int(h)] = tuple(prompt[: (j + 1) * b])
        rid = int(req.request_id)
        if len(req.precomputed_block_hashes) != len(prompt) // b:
            self.problems.append(
                f"request {rid}'s prompt of {len(prompt)} tokens carries "
                f"{len(req.precomputed_block_hashes)} block hashes, not one for each of its "
                f"{len(prompt) // b} complete blocks: the prefix cache can neither match nor "
                "register them"
            )
        end = start + int(length)
        if end < len(prompt) and end % b:
            self.problems.append(
                f"request {rid}'s prefill chunk covers prompt tokens {start}..{end} of "
                f"{len(prompt)}: it does not end its prompt, yet it ends inside block "
                f"{end // b} (a chunk that does not end its prompt must end on a block "
                "boundary), so that block's Mamba snapshot is never recorded"
            )
        return result

    def run(self, row, live, seen, tokens, offsets):
        """One row of the forward pass (:func:`.hybrid_serving.forward_rows`)."""
        states = self.c.mamba_ssm_states
        self.feed(int(self.c.request_ids[row]), live, seen, tokens)
        snapshots = [kda(states[0, live], tokens[:offset], self.e)[1] for offset in offsets or []]
        states[0, live] = kda(states[0, live], tokens, self.e)[1]
        return snapshots

    def feed(self, rid, live, seen, tokens):
        """Check 2: the row's positions, tokens and the live state it starts from."""
        known = self.tokens.setdefault(rid, {})
        if seen != list(range(seen[0], seen[0] + len(seen))):
            self.problems.append(f"request {rid} is fed positions {seen}, not consecutive ones")
        for position, token in zip(seen, tokens, strict=True):
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
        found, held = pool_problems(s, kv, self.config["num_slots"])
        for b, slot in sorted(held.items()):
            prefix = self.prefixes.get(int(kv.block_hashes[b]))
            if prefix is not None and not close(s.ssm_states[0, slot], self.reference(prefix)):
                found.append(
                    f"snapshot slot {slot} of block {b} is not the state after its block's "
                    f"prefix of {len(prefix)} tokens"
                )
        return found

    def step(self, context):
        """The model step: the forward pass, its snapshot commit, then the bookkeeping."""
        if idle(context):
            return None
        context.initialize_attention_state()  # runs the deferred Mamba restores and zeroings
        forward_rows(context, self.run)
        self.slots.commit_intermediate_states()
        return sample_and_update(context, self.config["dims"]["vocab"])


def reproduce(data):
    config = data["config"]
    checks = Checks(config)
    mc = serving_modules()
    engine, c = build_engine(mc, 2, lambda: hybrid_config(mc, config), checks.step)
    owners = {"context": c, "slots": getattr(c, "mamba_slot_allocator", None)}
    needed = [(owner, name) for owner, names in NEEDED for name in names.split()]
    missing = [f"{o}.{n}" for o, n in needed if not hasattr(owners[o], n)]
    if missing:
        pytest.skip(f"this release's inference context lacks {missing}: an API unknown here")
    made = (pool_size(c.kv_block_allocator), int(c.mamba_slot_allocator.max_slots))
    if made != (config["num_blocks"], config["num_slots"]):
        pytest.skip(f"this release sizes the pools {made}, not the config's: buffers unknown here")
    c.mamba_conv_states.zero_()  # the count of tokens each state has seen: none
    checks.attach(c)

    def check(index, op, request_id):
        if request_id is not None:
            checks.tokens[request_id] = dict(enumerate(op[1]))
            return
        wrong = checks.problems + checks.slot_problems() + block_problems(c, config["policy"])
        checks.problems = []
        assert not wrong, (
            f"after TRAFFIC[{index}] step (megatron-core {data['release']}, {config['policy']}): "
            + "; ".join(wrong)
        )

    with on_cpu():
        serve(engine, mc, data["traffic"], check)
