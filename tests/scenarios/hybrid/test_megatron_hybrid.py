"""``--target megatron-hybrid``: megatron-core's KVBlockAllocator and
MambaSlotAllocator driven as its inference context drives them, against the
model's ``megatron`` flavour.

The tests that drive megatron run where megatron-core is importable (its venv,
Python >= 3.12; ``KVTWIN_MEGATRON_PATH`` for a tree); elsewhere they skip, saying
so, and the unavailable path is tested instead. Each cause the target reports is
shown twice: the session diverges on megatron's code, and agrees once the one
function at fault is replaced by what its design says (on this target only)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from kvtwin.scenarios.hybrid.targets.megatron.stand_in import load_megatron

from kvtwin.cli import main
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import make_target
from kvtwin.scenarios.hybrid import ops
from kvtwin.scenarios.hybrid.config import HybridConfig
from kvtwin.scenarios.hybrid.session import HybridSession
from kvtwin.scenarios.hybrid.tokens import block_hashes


def _megatron_or_reason() -> tuple[Any, str]:
    try:
        return load_megatron(), ""
    except TargetUnavailable as error:
        return None, str(error)


MEGATRON, REASON = _megatron_or_reason()
needs_megatron = pytest.mark.skipif(MEGATRON is None, reason=f"megatron-core: {REASON}")
B = 4
T14 = tuple(range(1, 15))  # three full blocks and two tokens
T24 = tuple(range(20, 44))


def session(policy: str = "lru", blocks: int = 24, slots: int = 6) -> HybridSession:
    return HybridSession(HybridConfig(policy, blocks, slots, B), "megatron-hybrid")


def run(s: HybridSession, script: list[ops.HybridOp]) -> Divergence | None:
    try:
        for op in script:
            s.apply(op)
        s.audit(final=True)
    except DivergenceFound as found:
        return found.divergence
    return None


def served(rid: int, tokens: tuple[int, ...], *chunks: int) -> list[ops.HybridOp]:
    return [ops.admit(rid, tokens), *(ops.prefill(rid, n) for n in chunks)]


@pytest.mark.skipif(MEGATRON is not None, reason="megatron-core is importable here")
def test_unavailable_is_exit_2_with_the_reason(capsys: pytest.CaptureFixture[str]) -> None:
    options = dict(num_blocks=8, num_slots=2, block_size=4, heads=1, head_k=2, head_v=2)
    with pytest.raises(TargetUnavailable, match="megatron-core"):
        make_target("hybrid", "megatron-hybrid", policy="lru", allocate=None, **options)
    assert main(["run", "hybrid", "--target", "megatron-hybrid", "--steps", "2"]) == 2
    assert "megatron-core" in capsys.readouterr().err


@needs_megatron
@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_agrees_where_megatron_keeps_its_design(policy: str) -> None:
    s = session(policy)
    script = [
        *served(1, T14, 14),  # one snapshot: the prompt's last block boundary
        ops.decode(1, 7),
        *served(2, T14, 2),  # a hit restored from it, two tokens computed
        ops.release(1, "finish"),
        ops.release(2, "finish"),
        ops.tick(),
        *served(3, T24, 8, 16),  # snapshots at each chunk's penultimate boundary, and the EOS
        ops.evict_slots(1),
        ops.release(3, "preempt"),
        ops.evict_blocks(1),
        ops.evict_slots(1),
        *served(4, tuple(range(30, 42)), 12),
        ops.reset(),
        *served(5, T14, 14),
    ]
    assert run(s, script) is None
    assert s.checks.counts["snapshots_checked"] > 0 and s.outcomes["prefix_hits"] > 0


def _patched(s: HybridSession, name: str, fix: Callable[..., Any]) -> None:
    setattr(type(s.target.context), name, fix)  # this target's own context type


@needs_megatron
@pytest.mark.parametrize("fixed", [False, True])
def test_a_continuation_chunk_that_skips_matched_tokens_diverges(fixed: bool) -> None:
    s = session()
    if fixed:  # a later chunk computes all its tokens: its state never saw the skip
        base = type(s.target.context)._compute_prefix_match

        def computes_all(self: Any, req: Any, length: int, **kw: Any) -> Any:
            out = list(base(self, req, length, **kw))
            if req.finished_chunk_token_count:
                out[4], out[5] = 0, length
            return tuple(out)

        _patched(s, "_compute_prefix_match", computes_all)
    script = [
        *served(1, T24, 24),
        ops.release(1, "finish"),
        ops.evict_slots(2),  # KV blocks cached without any snapshot
        *served(2, (*T24, 1, 2, 3, 4), 8, 20),
    ]
    found = run(s, script)
    assert (found is None) == fixed, found
    if found is not None:
        assert found.op == "prefill(rid=2, n=20)"


@needs_megatron
@pytest.mark.parametrize("fixed", [False, True])
def test_a_hit_clamped_onto_a_block_without_snapshot_diverges(fixed: bool) -> None:
    s = session()
    if fixed:  # the skip backs off to a block that has one
        base = type(s.target.context)._compute_prefix_match

        def lands_on_snapshot(self: Any, req: Any, length: int, **kw: Any) -> Any:
            out = list(base(self, req, length, **kw))
            keep, have = out[4] // B, self.mamba_slot_allocator.hash_to_block_id
            while keep and req.precomputed_block_hashes[keep - 1] not in have:
                keep -= 1
            out[4], out[5] = keep * B, length - keep * B
            return tuple(out)

        _patched(s, "_compute_prefix_match", lands_on_snapshot)
    found = run(s, [*served(1, T14, 14), ops.release(1, "finish"), ops.admit(2, T14[:13])])
    assert (found is None) == fixed, found
    if found is not None:
        assert found.signature == "admit: result"


@needs_megatron
@pytest.mark.parametrize("fixed", [False, True])
def test_an_invalidated_snapshot_left_in_the_hash_map_diverges(fixed: bool) -> None:
    s = session()
    slots = s.target.slots
    if fixed:  # the hash goes with the slot
        base = slots.invalidate_block

        def forgets(block: int) -> None:
            h = int(s.target.kv.block_hashes[block])
            if slots.hash_to_block_id.get(h) == block:
                del slots.hash_to_block_id[h]
            base(block)

        slots.invalidate_block = forgets
    assert run(s, [*served(1, T14, 8, 6), ops.release(1, "finish")]) is None
    deepest = s.model.blocks.lookup(block_hashes(T14, B)[2])  # block 0 keeps its snapshot
    assert deepest is not None and s.model.slot_of(deepest) is not None
    found = run(s, [ops.invalidate((deepest,)), ops.admit(2, T14)])
    assert (found is None) == fixed, found
    if found is not None:
        assert found.signature == "admit: result"


@needs_megatron
def test_a_snapshot_batch_past_the_pool_is_kept_in_part_or_refused() -> None:
    s = session(slots=1)
    found = run(s, served(1, tuple(range(1, 13)), 12))  # blocks 1 and 2 want one each
    if MEGATRON.describe()["mamba_slot_allocator"]["atomic_batch"]:
        assert found is None  # Megatron-LM #6091: as many as fit
    else:
        assert found is not None
        assert found.signature == "prefill: error no error -> crash: RuntimeError"
        assert s.target.slots.free_count == 0  # the free slot it took is gone


@needs_megatron
def test_a_finding_gets_a_standalone_test_that_fails_here(tmp_path: Path) -> None:
    out = tmp_path / "run"
    argv = ["run", "hybrid", "--target", "megatron-hybrid", "--traffic", "legitimate"]
    argv += ["--seed", "1", "--steps", "40", "--shrink-seconds", "10", "--out", str(out)]
    assert main(argv) == 1  # legitimate traffic finds a cause on 0.19.2 and on main
    findings = json.loads((out / "summary.json").read_text())["findings"]
    assert findings and all(f["standalone"]["failed"] for f in findings), findings
    for finding in findings:
        text = Path(finding["standalone"]["file"]).read_text()
        modules = {
            line.split()[1].split(".")[0]
            for line in text.splitlines()
            if line.strip().startswith(("import ", "from ")) and len(line.split()) > 1
        }
        assert modules <= {"hashlib", "inspect", "pytest", "torch", "megatron"}, modules
