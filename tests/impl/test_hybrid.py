"""The production hybrid prefix cache (impl/hybrid.py): snapshots at every completed
prompt block, hits up to the deepest one, restores that copy, outputs equal to a
no-cache recompute, slots released with their blocks, rejected calls change nothing."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from impl.errors import BadArgument, BadPrefillInput
from impl.hybrid import HybridPrefixCache
from impl.hybrid_errors import DuplicateRequest, SlotPinned, UnknownRequest
from impl.kda_reference import kda_recurrent_reference
from tests.impl.kda_helpers import F32_ATOL, F32_RTOL, assert_close_to_ref, fla_gates

B, H, K, V = 4, 2, 8, 8
HASHES = [11, 12, 13]


def tokens(t: int, seed: int = 0, gate: float | None = None) -> dict[str, torch.Tensor]:
    gen = torch.Generator().manual_seed(seed)
    g = fla_gates((t, H, K), 1.0, 0.05, seed=seed) if gate is None else torch.full((t, H, K), gate)
    return {
        "q": torch.randn(t, H, K, generator=gen),
        "k": F.normalize(torch.randn(t, H, K, generator=gen), dim=-1),
        "v": torch.randn(t, H, V, generator=gen),
        "g": g,
        "beta": torch.rand(t, H, generator=gen),
    }


def part(x: dict[str, torch.Tensor], a: int, b: int) -> dict[str, torch.Tensor]:
    return {n: v[a:b] for n, v in x.items()}


def reference(x: dict[str, torch.Tensor]) -> tuple[torch.Tensor, torch.Tensor]:
    o, final = kda_recurrent_reference(**x, cu_seqlens=[0, len(x["q"])])
    return o, final[0]


def cache(blocks: int = 10, slots: int = 4, policy: str = "lru") -> HybridPrefixCache:
    return HybridPrefixCache(blocks, slots, B, H, K, V, policy=policy)


@pytest.mark.parametrize("gate", [None, -6.0, -1000.0], ids=["fla", "-6", "-1000"])
def test_chunked_and_restored_outputs_equal_a_no_cache_recompute(gate: float | None) -> None:
    x = tokens(14, gate=gate)
    c = cache()
    c.admit(1, HASHES, 14)
    first, second = c.prefill(1, **part(x, 0, 8)), c.prefill(1, **part(x, 8, 14))
    assert first is not None and second is not None
    assert (first.slots, second.slots) == ([2, 3], [1])  # one snapshot per full block
    ref_o, ref_state = reference(x)
    assert_close_to_ref(torch.cat([first.o, second.o]), ref_o, F32_RTOL, F32_ATOL)
    assert_close_to_ref(c.requests[1].state, ref_state, F32_RTOL, F32_ATOL)  # type: ignore[arg-type]
    for j, slot in enumerate([2, 3, 1]):  # each snapshot: the state at its block's end
        _, at = reference(part(x, 0, (j + 1) * B))
        assert_close_to_ref(c.slots.states[slot], at, F32_RTOL, F32_ATOL)
    c.release(1)
    kept = c.admit(2, HASHES, 13)  # the same 13 tokens: 3 blocks hit, the last recomputed
    assert kept == first.blocks + second.blocks[:1]
    snapshot = c.slots.states[1].clone()
    rest = c.prefill(2, **part(x, 12, 13))
    assert rest is not None
    assert_close_to_ref(rest.o, reference(part(x, 0, 13))[0][12:], F32_RTOL, F32_ATOL)
    assert torch.equal(c.slots.states[1], snapshot)  # computed in a copy
    assert bool(torch.isfinite(rest.o).all())


def test_hit_stops_at_the_deepest_snapshot_and_pins_it() -> None:
    x = tokens(14)
    c = cache()
    c.admit(1, HASHES, 14)
    c.prefill(1, **x)
    table = list(c.requests[1].table)
    c.release(1)
    assert c.invalidate([table[2]]) == [c.slots.free_stack[c.slots.free_top - 1].item()]
    kept = c.admit(2, HASHES, 14)
    assert kept == table[:2]
    assert len(kept) == 2 and c.requests[2].position == 2 * B
    slot = c.requests[2].restore
    assert int(c.slots.refs[slot]) == 1
    with pytest.raises(SlotPinned):
        c.invalidate(kept)
    assert c.evict_slots(1) != [slot]  # the unpinned one goes
    c.prefill(2, **part(x, 8, 14))
    assert int(c.slots.refs[slot]) == 0 and c.requests[2].restore == -1


def test_a_batch_that_does_not_fit_records_none() -> None:
    c = cache(slots=2)
    c.admit(1, HASHES, 14)
    got = c.prefill(1, **tokens(12))
    assert got is not None and got.slots is None
    assert c.slots.free_top == 2 and len(c.blocks.hash_to_block) == 3


def test_slots_go_with_their_blocks() -> None:
    c = cache(blocks=6, policy="ref_zero")
    c.admit(1, HASHES, 14)
    c.prefill(1, **tokens(14))
    assert c.slots.free_top == 1
    c.release(1)  # ref_zero frees the registered blocks: their snapshots go
    assert c.slots.free_top == 4 and bool((c.slots.slot_of == -1).all())
    c = cache(blocks=6)
    c.admit(1, HASHES, 14)
    c.prefill(1, **tokens(14))
    c.release(1)
    victims = c.evict_blocks(1)
    assert c.slots.slot_of[victims].tolist() == [-1] and c.slots.free_top == 2
    c.admit(2, [31, 32, 33], 13)
    assert c.prefill(2, **tokens(13, seed=2)) is not None  # evicts a block to make room
    assert int((c.slots.block_of >= 0).sum()) == 4
    assert sorted(c.slots.slot_of[c.slots.slot_of >= 0].tolist()) == [0, 1, 2, 3]


def test_rejected_calls_change_nothing() -> None:
    c = cache()
    c.admit(1, HASHES, 14)
    x = tokens(14)
    nan = dict(x, g=x["g"].clone())
    nan["g"][0, 0, 0] = float("nan")

    def state() -> tuple:
        return (
            c.blocks.free_top,
            c.slots.free_top,
            c.requests[1].position,
            list(c.requests[1].table),
        )

    before = state()
    for call, kind in (
        (lambda: c.admit(1, HASHES, 14), DuplicateRequest),
        (lambda: c.admit(2, HASHES, 16), BadArgument),
        (lambda: c.prefill(9, **part(x, 0, 4)), UnknownRequest),
        (lambda: c.prefill(1, **part(x, 0, 5)), BadArgument),
        (lambda: c.prefill(1, **part(nan, 0, 4)), BadPrefillInput),
        (lambda: c.decode(1, **part(x, 0, 1)), BadArgument),
        (lambda: c.release(9), UnknownRequest),
        (lambda: c.evict_slots(-1), BadArgument),
    ):
        with pytest.raises(kind):
            call()
        assert state() == before
