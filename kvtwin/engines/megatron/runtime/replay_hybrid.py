"""A standalone test of a hybrid allocator-level finding: megatron-core's
``KVBlockAllocator`` and ``MambaSlotAllocator`` driven as its inference context
drives them (:mod:`.hybrid_cache`), with the shrunk trace's ops and a float64 KDA
recurrence as the forward pass (:mod:`.mamba`). After every op it checks what
megatron-core's own design promises, whatever the release:

1. every prefill chunk computes all of its tokens, and its outputs and the live
   state equal a no-cache recompute of the request's tokens from position 0;
2. every held snapshot slot holds the state after the prefix its block's hash names;
3. the Mamba hash map names only blocks that hold a slot, under their own hash;
   free and held slots partition the pool, each free one once;
4. a request admitted past a cached prefix restores from a block that holds a
   snapshot (megatron zeroes the live state of one that does not).

Anything megatron raises fails the test with its own traceback. An op the caller
would refuse (an unknown request, a NaN gate, a pinned snapshot) is not sent. The
prompts' block hashes are the trace's (DATA), as kvtwin's session computed them.
"""

import types

import pytest
import torch

from kvtwin.core.cuda_on_cpu import cuda_current_device
from kvtwin.engines.megatron.runtime.allocator import (
    evict_blocks,
    pool_size,
)
from kvtwin.engines.megatron.runtime.hybrid_cache import HybridCache, missing_api
from kvtwin.engines.megatron.runtime.mamba import Embedding, kda, pool_problems


def close(a, b):
    return a.shape == b.shape and bool(torch.allclose(a, b, rtol=1e-7, atol=1e-9))


def zeros(shape, dtype):
    return torch.zeros(shape, dtype=dtype)


class Replay:
    """The cache, the embedding, and the states the recompute knows by prefix hash."""

    def __init__(self, data):
        from megatron.core.inference.config import PrefixCachingEvictionPolicy
        from megatron.core.inference.contexts import (
            dynamic_context,
            kv_block_allocator,
            mamba_slot_allocator,
        )

        context_class = dynamic_context.DynamicInferenceContext
        slot_class = mamba_slot_allocator.MambaSlotAllocator
        missing = missing_api(context_class, slot_class)
        if missing:
            pytest.skip(f"this tree's inference context lacks {missing}: an API unknown here")
        config = data["config"]
        megatron = types.SimpleNamespace(
            allocator_class=kv_block_allocator.KVBlockAllocator,
            slot_class=slot_class,
            context_class=context_class,
            policy=PrefixCachingEvictionPolicy(config["policy"]),
        )
        self.cache = HybridCache(megatron, config, zeros, torch.float64)
        self.e = Embedding(config["embed_seed"], config["dims"])
        self.num_slots = config["num_slots"]
        self.prefixes = {}

    def admit(self, rid, tokens, hashes):
        if rid in self.cache.requests or not tokens:
            return None, []
        r = self.cache.admit(rid, hashes, len(tokens))
        r.tokens = list(tokens)
        wrong = []
        if r.table and int(self.cache.slots.block_to_slot[r.table[-1]]) < 0:
            wrong.append(
                f"request {rid} skips {r.skip} cached tokens but restores from block "
                f"{r.table[-1]}, which holds no Mamba snapshot: its recurrent state would "
                "start from zeros"
            )
        return list(r.table), wrong

    def compute(self, r, begin, end, offsets):
        computed = r.tokens[begin:end]
        live = self.cache.live(r)
        o, state = kda(live, computed, self.e)
        snapshots = [kda(live, computed[:offset], self.e)[1] for offset in offsets]
        live.copy_(state)
        return o, snapshots

    def prefill(self, rid, n):
        r = self.cache.requests[rid]
        position = r.position
        done = self.cache.prefill(r, n, self.compute)
        return (None, []) if done is None else (done[0], self.verify(r, rid, position, done[2]))

    def decode(self, rid, token):
        r = self.cache.requests[rid]
        got = self.cache.decode_block(r)
        if got is None:
            return None, []
        position = r.position
        r.tokens.append(token)
        o, state = kda(self.cache.live(r), [token], self.e)
        self.cache.live(r).copy_(state)
        r.position += 1
        return got, self.verify(r, rid, position, o)

    def verify(self, r, rid, position, o):
        """The op's outputs and live state against the no-cache recompute."""
        tokens = r.tokens[: r.position]
        start = torch.zeros_like(self.cache.live(r))
        want, state = kda(start, tokens, self.e)
        b = self.cache.block_size
        for j, h in enumerate(r.precomputed_block_hashes[: len(tokens) // b]):
            if h not in self.prefixes:
                self.prefixes[h] = kda(start, tokens[: (j + 1) * b], self.e)[1]
        wrong = []
        if not close(o, want[position:]):
            wrong.append(
                f"request {rid}'s outputs for tokens {position}..{r.position} are "
                f"{o.shape[0]} rows, not the recompute's {r.position - position}"
                + ("" if o.shape != want[position:].shape else " values")
            )
        if not close(self.cache.live(r), state):
            wrong.append(
                f"request {rid}'s live state after {r.position} tokens is not the recompute's"
            )
        return wrong

    def problems(self):
        s, kv = self.cache.slots, self.cache.kv
        found, held = pool_problems(s, kv, self.num_slots)
        for b, slot in sorted(held.items()):
            ref = self.prefixes.get(int(kv.block_hashes[b]))
            if ref is not None and not close(s.ssm_states[0, slot], ref):
                found.append(f"slot {slot} of block {b} is not the state of its block's prefix")
        return found

    def apply(self, op, returned, index):
        """One op of the trace, sent only where megatron's caller would send it."""
        cache, verb, rid = self.cache, op["verb"], op.get("rid")
        live, b = cache.requests.get(rid), cache.block_size
        if verb == "admit":
            returned[index], wrong = self.admit(rid, op["tokens"], op["hashes"])
            return wrong
        if verb == "prefill":
            fits = live is not None and 0 < op["n"] <= live.prompt_len - live.position
            end = 0 if live is None else live.position + op["n"]
            if fits and not op.get("break") and (end == live.prompt_len or end % b == 0):
                returned[index], wrong = self.prefill(rid, op["n"])
                return wrong
        elif verb == "decode":
            if live is not None and live.position >= live.prompt_len and not op.get("break"):
                returned[index], wrong = self.decode(rid, op["token"])
                return wrong
        elif verb == "release" and live is not None:
            cache.release(rid)
        elif verb == "invalidate":
            ids = [x for x in (resolve(i, returned) for i in op["ids"]) if x is not None]
            dummy = pool_size(cache.kv) - 1
            valid = all(isinstance(x, int) and 0 <= x < dummy for x in ids)
            if valid and cache.pinned_snapshot(ids) is None:  # else the caller refuses
                cache.invalidate(ids)
        elif verb == "evict_blocks" and op["n"] >= 0:
            returned[index] = evict_blocks(cache.kv, op["n"])
        elif verb == "evict_slots" and op["n"] >= 0:
            cache.evict_slots(op["n"])
        elif verb == "tick":
            cache.context.prefix_cache_lru_clock += 1
        elif verb == "reset":
            cache.reset()
        return []


def resolve(value, returned):
    """``[op, position]``: the position-th block op number ``op`` returned."""
    if not isinstance(value, list):
        return value
    blocks = returned.get(value[0]) or []
    return blocks[value[1]] if value[1] < len(blocks) else None


def reproduce(data):
    with cuda_current_device("cpu"):
        replay = Replay(data)
        returned = {}
        for index, op in enumerate(data["ops"]):
            wrong = replay.apply(op, returned, index) + replay.problems()
            assert not wrong, (
                f"after OPS[{index}] {op['verb']} (megatron-core {data['release']}, "
                f"{data['config']['policy']}): " + "; ".join(wrong)
            )
