"""The fixed body of a hybrid standalone reproduction (megatron-core).

:func:`.standalone.write_hybrid_test` puts a docstring and the finding's literals
(``RELEASE``, ``POLICY``, ``CONFIG``, ``FINDING``, ``OPS``) above this text; it
imports only torch, pytest and megatron, and drives the two allocators as
:mod:`.adapter` does (a float64 KDA recurrence as the forward). After every op
it checks what megatron-core's own design promises, whatever the release:

1. every prefill chunk computes all of its tokens, and its outputs and the live
   state equal a no-cache recompute of the request's tokens from position 0;
2. every held snapshot slot holds the state after the prefix its block's hash names;
3. ``pool_problems`` (the engine-level body reuses it): the Mamba hash map names
   only blocks that hold a slot, under their own hash; free and held slots
   partition the pool, each free one once;
4. a request admitted past a cached prefix restores from a block that holds a
   snapshot (megatron zeroes the live state of one that does not).

Anything megatron raises fails the test with its own traceback. An op the caller
would refuse (an unknown request, a NaN gate, a pinned snapshot) is not sent.
"""

HYBRID_TEST_BODY = r'''
import hashlib
import inspect

import pytest
import torch
import torch.nn.functional as F

# FINDING LITERALS
B = CONFIG["block_size"]
DIMS = CONFIG["dims"]
SHAPE = (DIMS["heads"], DIMS["head_k"], DIMS["head_v"])
LIVE = 16
BORROWED = (
    "_find_kv_match_count",
    "_find_mamba_match_count",
    "_compute_prefix_match",
    "_execute_pending_mamba_ops",
)


@pytest.fixture
def on_cpu(monkeypatch):
    monkeypatch.setattr(torch.cuda, "current_device", lambda: "cpu")


def block_hashes(tokens):
    hashes, parent = [], 0
    for start in range(0, len(tokens) - B + 1, B):
        block = tuple(tokens[start : start + B])
        digest = hashlib.blake2b(repr((parent, block)).encode(), digest_size=8).digest()
        parent = int.from_bytes(digest, "big") >> 2 or 1
        hashes.append(parent)
    return hashes


class Embedding:
    """Token id -> KDA inputs (float64), with gates as fla's tests draw them."""

    def __init__(self, seed):
        gen = torch.Generator().manual_seed(seed)
        n, (h, k, v) = DIMS["vocab"], SHAPE
        f = torch.float64
        self.q = torch.randn(n, h, k, generator=gen, dtype=f)
        self.k = F.normalize(torch.randn(n, h, k, generator=gen, dtype=f), dim=-1)
        self.v = torch.randn(n, h, v, generator=gen, dtype=f)
        scale = torch.tensor([0.1, 1.0, 10.0], dtype=f)[torch.randint(3, (n, 1, 1), generator=gen)]
        self.g = F.logsigmoid(torch.randn(n, h, k, generator=gen, dtype=f)) / scale
        self.beta = torch.sigmoid(torch.randn(n, h, generator=gen, dtype=f))


def kda(state, tokens, e):
    """Float64 KDA from ``state`` [H, K, V] over ``tokens``: (outputs [T, H, V], state)."""
    state = state.clone()
    out = []
    for t in tokens:
        state = state * e.g[t].exp().unsqueeze(-1)
        err = (e.v[t] - torch.einsum("hk,hkv->hv", e.k[t], state)) * e.beta[t].unsqueeze(-1)
        state = state + e.k[t].unsqueeze(-1) * err.unsqueeze(1)
        out.append(torch.einsum("hk,hkv->hv", e.q[t] * SHAPE[1] ** -0.5, state))
    return (
        torch.stack(out) if out else torch.zeros(0, SHAPE[0], SHAPE[2], dtype=state.dtype)
    ), state


def close(a, b):
    return a.shape == b.shape and bool(torch.allclose(a, b, rtol=1e-7, atol=1e-9))


class Cache:
    """The allocators and the context fields they read; requests in row 0, one at a time."""

    def __init__(self):
        from megatron.core.inference.config import PrefixCachingEvictionPolicy as Policy
        from megatron.core.inference.contexts import dynamic_context, kv_block_allocator
        from megatron.core.inference.contexts import mamba_slot_allocator

        Slots = mamba_slot_allocator.MambaSlotAllocator
        missing = [n for n in BORROWED if not hasattr(dynamic_context.DynamicInferenceContext, n)]
        needed = "_evict_lru_slots_batch commit_intermediate_states compute_and_store_offsets"
        missing += [n for n in needed.split() if not hasattr(Slots, n)]
        if missing:
            pytest.skip(f"this tree's inference context lacks {missing}: an API unknown here")
        methods = {n: getattr(dynamic_context.DynamicInferenceContext, n) for n in BORROWED}
        ctx = type("Context", (), methods)()
        ctx.prefix_cache_lru_clock, ctx.enable_prefix_caching, ctx.is_hybrid_model = 0, True, True
        ctx.block_size_tokens = ctx.mamba_chunk_size = ctx.ssm_chunk_alignment = B
        ctx.gdp_num_householder, ctx.max_requests, ctx.paused_request_count = 0, 1, 0
        ctx.max_mamba_intermediate_states_per_step = 4
        ctx.prefix_caching_eviction_policy = Policy(POLICY)
        ctx.batch_dimensions = type("Dims", (), {"prefill_req_count": 1, "decode_req_count": 0})()
        ctx._pending_mamba_restores, ctx._pending_mamba_zeros = [], []
        ctx.request_to_kv_block_ids = torch.full((1, CONFIG["num_blocks"]), -1, dtype=torch.int32)
        ctx.mamba_metadata = type("Meta", (), {})()
        ctx.mamba_metadata.request_to_mamba_state_idx = torch.full((1,), -1, dtype=torch.int32)
        ctx.mamba_ssm_states = torch.zeros(1, LIVE, *SHAPE, dtype=torch.float64)
        ctx.mamba_conv_states = torch.zeros(1, LIVE, 1)
        params = inspect.signature(kv_block_allocator.KVBlockAllocator.__init__).parameters
        names = {True: ("pool_size", "paused_limit"), False: ("total_count", "paused_count")}
        size = names["pool_size" in params]
        ctx.kv_block_allocator = kv = kv_block_allocator.KVBlockAllocator(
            ctx,
            **{size[0]: CONFIG["num_blocks"], size[1]: 0},
            enable_prefix_caching=True,
            prefix_caching_eviction_policy=Policy(POLICY),
        )
        ctx.mamba_slot_allocator = s = Slots(
            ctx,
            max_slots=CONFIG["num_slots"],
            num_mamba_layers=1,
            conv_states_shape=(1,),
            ssm_states_shape=SHAPE,
            conv_states_dtype=torch.float32,
            ssm_states_dtype=torch.float64,
        )
        kv.on_blocks_deregistered = s.on_kv_blocks_deregistered
        self.ctx, self.kv, self.s, self.lru = ctx, kv, s, POLICY == "lru"
        self.e = Embedding(CONFIG["embed_seed"] % (1 << 63))
        self.requests, self.rows, self.prefixes = {}, list(range(LIVE)), {}
        self.with_candidates = (
            "candidate_ids" in inspect.signature(Slots._evict_lru_slots_batch).parameters
        )

    def pin(self, blocks, delta=1):
        if blocks:
            ids = torch.tensor(blocks, dtype=torch.int32)
            self.kv.block_ref_counts[ids] += delta
            if self.lru and delta > 0:
                self.kv.update_timestamps(ids)

    def row(self, r):
        self.ctx.request_to_kv_block_ids[0].fill_(-1)
        self.ctx.request_to_kv_block_ids[0][: len(r["table"])] = torch.tensor(
            r["table"], dtype=torch.int32
        )
        self.ctx.mamba_metadata.request_to_mamba_state_idx[0] = r["row"]

    def admit(self, rid, tokens):
        if rid in self.requests or not tokens:
            return None
        req = type("Request", (), {})()
        req.prompt_tokens, req.precomputed_block_hashes = range(len(tokens)), block_hashes(tokens)
        req.finished_chunk_token_count, req._mamba_num_matched_blocks = 0, 0
        matched, *_, skip, _ = self.ctx._compute_prefix_match(req, len(tokens))
        kept = [int(b) for b in matched[: skip // B]]
        self.pin(kept)
        self.requests[rid] = {
            "req": req,
            "tokens": list(tokens),
            "prompt": len(tokens),
            "position": skip,
            "table": list(kept),
            "skip": skip,
            "row": None,
            "restore": kept[-1] if kept else None,
        }
        wrong = []
        if kept and int(self.s.block_to_slot[kept[-1]]) < 0:
            wrong.append(
                f"request {rid} skips {skip} cached tokens but restores from block {kept[-1]}, "
                "which holds no Mamba snapshot: its recurrent state would start from zeros"
            )
        return kept, wrong

    def prefill(self, rid, n):
        r = self.requests[rid]
        req, first = r["req"], r["row"] is None
        length = r["skip"] + n if first else n
        if first:
            required = -(-length // B)
            beyond, _ = self.ctx._find_kv_match_count(req, len(r["table"]), required)
            matched = r["table"] + [int(b) for b in beyond]
            from_pool, already, skip = required - len(matched), 0, r["skip"]
        else:
            matched, from_pool, already, required, skip, _ = self.ctx._compute_prefix_match(
                req, length
            )
            matched = [int(b) for b in matched]
        new = matched[len(r["table"]) :] if first else matched
        free = sum(1 for b in new if int(self.kv.block_ref_counts[b]) == 0)
        if not self.kv.is_memory_available(from_pool, potential_matched_count=free):
            return None
        self.pin(new)
        got = []
        if from_pool:
            ids = self.kv.allocate_memory_blocks(from_pool)
            if ids is None:
                self.pin(new, -1)
                return None
            got = ids.clone().tolist()
        r["table"] += new + got
        hashes, done = req.precomputed_block_hashes, req.finished_chunk_token_count
        for lo, hi in (
            (done // B, min(already, (done + length) // B)),
            (already + len(matched), (done + length) // B),
        ):
            hi = min(hi, len(hashes))
            if lo < hi:
                parents = [hashes[k - 1] if k else 0 for k in range(lo, hi)]
                self.kv.register_kv_block_hashes(r["table"][lo:hi], hashes[lo:hi], parents)
        if first:
            r["row"] = self.rows.pop()
            pending = self.ctx._pending_mamba_restores if r["restore"] is not None else None
            if pending is None:
                self.ctx._pending_mamba_zeros.append(r["row"])
            else:
                pending.append((0, r["restore"], r["row"]))
            self.row(r)
            self.ctx._execute_pending_mamba_ops()
        self.row(r)
        self.s.compute_and_store_offsets(req, 0, skip, length, len(matched), matched, required)
        start = done + skip
        computed = r["tokens"][start : done + length]
        o, state = kda(self.ctx.mamba_ssm_states[0, r["row"]], computed, self.e)
        count = int(self.s._intermediate_counts_cpu[0])
        offsets = self.s._intermediate_offsets_cpu[0, :count].tolist()
        for j, offset in enumerate(offsets):
            self.s.intermediate_ssm_out[0, j] = kda(
                self.ctx.mamba_ssm_states[0, r["row"]], computed[:offset], self.e
            )[1]
        self.ctx.mamba_ssm_states[0, r["row"]] = state
        self.ctx.mamba_metadata.intermediate_count = count
        self.ctx.mamba_metadata.per_request_intermediate_counts = [count]
        self.s.commit_intermediate_states()
        req.finished_chunk_token_count += length
        position = r["position"]
        r["position"] += n
        return new + got, self.verify(rid, position, o)

    def decode(self, rid, token):
        r, got = self.requests[rid], []
        if r["position"] % B == 0:
            ids = self.kv.allocate_memory_blocks(1)
            if ids is None:
                return None
            got = ids.clone().tolist()
            r["table"] += got
        position = r["position"]
        r["tokens"].append(token)
        o, state = kda(self.ctx.mamba_ssm_states[0, r["row"]], [token], self.e)
        self.ctx.mamba_ssm_states[0, r["row"]] = state
        r["position"] += 1
        return got, self.verify(rid, position, o)

    def verify(self, rid, position, o):
        """The op's outputs and live state against the no-cache recompute."""
        r = self.requests[rid]
        tokens = r["tokens"][: r["position"]]
        want, state = kda(torch.zeros(SHAPE, dtype=torch.float64), tokens, self.e)
        for j in range(1, len(tokens) // B + 1):
            h = block_hashes(tokens[: j * B])[-1]
            self.prefixes.setdefault(
                h, kda(torch.zeros(SHAPE, dtype=torch.float64), tokens[: j * B], self.e)[1]
            )
        wrong = []
        if not close(o, want[position:]):
            wrong.append(
                f"request {rid}'s outputs for tokens {position}..{r['position']} are "
                f"{tuple(o.shape)[0]} rows, not the recompute's {r['position'] - position}"
                + ("" if o.shape != want[position:].shape else " values")
            )
        if not close(self.ctx.mamba_ssm_states[0, r["row"]], state):
            wrong.append(
                f"request {rid}'s live state after {r['position']} tokens is not the recompute's"
            )
        return wrong

    def release(self, rid):
        r = self.requests.pop(rid)
        if r["table"]:
            self.kv.release_memory_blocks(torch.tensor(r["table"], dtype=torch.int32))
        if r["row"] is not None:
            self.rows.append(r["row"])

    def invalidate(self, ids):
        pending = {r["restore"] for r in self.requests.values() if r["row"] is None}
        if any(int(self.s.block_to_slot[b]) >= 0 and b in pending for b in ids):
            return  # a snapshot still to be restored: the caller refuses
        for b in dict.fromkeys(ids):
            self.s.invalidate_block(b)

    def evict_slots(self, n):
        s = self.s
        if self.with_candidates:
            candidates = s._evictable_block_ids()
            if n == 0 or candidates.numel() < n:
                return
            freed = s._evict_lru_slots_batch(n, candidates)
        else:
            has = (s.block_to_slot[: CONFIG["num_blocks"]] >= 0) & (self.kv.block_ref_counts == 0)
            if n == 0 or int(has.sum()) < n:
                return
            freed = s._evict_lru_slots_batch(n)
        s.free_slots[s.free_count : s.free_count + len(freed)] = torch.tensor(
            freed, dtype=torch.int32
        )
        s.free_count += len(freed)

    def problems(self):
        """What megatron's own design says must hold of the slots, whatever the release."""
        s, kv = self.s, self.kv
        found, held = pool_problems(s, kv)
        for b, slot in sorted(held.items()):
            ref = self.prefixes.get(int(kv.block_hashes[b]))
            if ref is not None and not close(s.ssm_states[0, slot], ref):
                found.append(f"slot {slot} of block {b} is not the state of its block's prefix")
        return found


def pool_problems(s, kv):
    """The slot pool against the Mamba hash map and the KV blocks' hashes:
    (what is wrong, the held slots by block)."""
    found = []
    held = {int(b): slot for slot, b in enumerate(s.slot_to_block.tolist()) if b >= 0}
    free = s.free_slots[: s.free_count].tolist()
    if len(set(free)) != len(free) or set(free) & set(held.values()):
        found.append(f"the free slot stack {sorted(free)} repeats a slot or holds a held one")
    if len(free) + len(held) != CONFIG["num_slots"]:
        found.append(f"{len(free)} free and {len(held)} held slots of {CONFIG['num_slots']}")
    for h, b in s.hash_to_block_id.items():
        if int(s.block_to_slot[b]) < 0 or int(kv.block_hashes[b]) != h:
            found.append(
                f"the Mamba map names block {b} for hash {h}, but the block holds "
                f"slot {int(s.block_to_slot[b])} and hash {int(kv.block_hashes[b])}"
            )
    return found, held


def resolve(value, returned):
    """``[op, position]``: the position-th block op number ``op`` returned."""
    if not isinstance(value, list):
        return value
    blocks = returned.get(value[0]) or []
    return blocks[value[1]] if value[1] < len(blocks) else None


def test_reproduction(on_cpu):
    cache = Cache()
    returned = {}
    for index, op in enumerate(OPS):
        verb, rid, wrong = op["verb"], op.get("rid"), []
        live = cache.requests.get(rid)
        if verb == "admit":
            returned[index], wrong = cache.admit(rid, op["tokens"]) or (None, [])
        elif verb == "prefill":
            fits = live is not None and 0 < op["n"] <= live["prompt"] - live["position"]
            end = 0 if live is None else live["position"] + op["n"]
            if fits and not op.get("break") and (end == live["prompt"] or end % B == 0):
                returned[index], wrong = cache.prefill(rid, op["n"]) or (None, [])
        elif verb == "decode":
            if live is not None and live["position"] >= live["prompt"] and not op.get("break"):
                returned[index], wrong = cache.decode(rid, op["token"]) or (None, [])
        elif verb == "release" and live is not None:
            cache.release(rid)
        elif verb == "invalidate":
            ids = [b for b in (resolve(i, returned) for i in op["ids"]) if b is not None]
            if all(isinstance(b, int) and 0 <= b < CONFIG["num_blocks"] - 1 for b in ids):
                cache.invalidate(ids)
        elif verb == "evict_blocks" and op["n"] >= 0:
            top = int(getattr(cache.kv, "pool_avail", getattr(cache.kv, "total_avail", 0)))
            if cache.kv.evict_lru_blocks(op["n"]):
                after = int(getattr(cache.kv, "pool_avail", getattr(cache.kv, "total_avail", 0)))
                returned[index] = cache.kv.block_bag[top:after].tolist()
        elif verb == "evict_slots" and op["n"] >= 0:
            cache.evict_slots(op["n"])
        elif verb == "tick":
            cache.ctx.prefix_cache_lru_clock += 1
        elif verb == "reset":
            cache.kv.reset()
            cache.ctx.prefix_cache_lru_clock = 0
            cache.s.reset()
            cache.requests.clear()
            cache.rows = list(range(LIVE))
        wrong += cache.problems()
        assert not wrong, (
            f"after OPS[{index}] {verb} (megatron-core {RELEASE}, {POLICY}): " + "; ".join(wrong)
        )
'''
