"""Standalone reproductions of allocator-level findings, and what a misuse did.

A reproduction is a pytest file that imports only pytest and vllm (plus the
standard library): no kvtwin, no model, no impl. It calls ``BlockPool`` the way
vLLM's KV cache manager does (the same helpers as :mod:`.adapter`, written out),
replays the shrunk trace with vLLM's own block ids, and at the divergent op
compares the pool with what the reference model predicted there, written into
the file as literals (the model is asked when the file is written, never the
pool). The call that the model rejects (misuse) may raise anything: only what it
leaves behind is compared. The file fails on the release that has the bug and
passes once the pool keeps the contract.

:func:`outcome` replays a finding on a fresh pool and says what the divergent
op did: ``rejected`` (raised and changed nothing), ``ignored`` (no error, no
change), ``corrupted`` (state changed where the model rejects the op) or
``diverged`` (a legitimate op whose result or state differs).
"""

from __future__ import annotations

import pprint
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kvtwin.core.contain import attempt
from kvtwin.core.engines import describe_cause
from kvtwin.core.files import write_atomic
from kvtwin.core.replay import candidate_of, load_trace, trace_workload
from kvtwin.core.trace import Trace
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.targets.base import ENGINE_SCENARIO
from kvtwin.scenarios.blocks.targets.vllm.adapter import VllmBlockTarget
from kvtwin.scenarios.blocks.targets.vllm.causes import CAUSES
from kvtwin.scenarios.blocks.targets.vllm.loader import HASH_BLOCK_SIZE, load_release
from kvtwin.scenarios.blocks.targets.vllm.observe import Unrepresentable
from model.blocks import BlockAllocatorModel

HEADER = '''"""Standalone reproduction written by kvtwin (needs only pytest and vllm).

Run it with: python -m pytest {filename}
What it shows, where it is reachable and the upstream report: DESCRIPTION below.
It replays the calls with vLLM's own block ids and, at the last call, compares
the pool with the reference model's prediction (the literals in EXPECTED).
"""

from vllm.v1.core.block_pool import BlockPool

DESCRIPTION = {description}

EXPECTED = {expected}
'''

HELPERS = '''

class _Request:
    """What cache_full_blocks reads of a request: its block hashes."""

    def __init__(self, block_hash):
        self.block_hashes = [block_hash]


def new_pool():
    return BlockPool({constructor})


def allocate(pool, n):
    """KVCacheManager.allocate_slots: None when the pool is short, else new blocks."""
    if n > pool.get_num_free_blocks():
        return None
    return [block.block_id for block in pool.get_new_blocks(n)]


def release(pool, ids):
    """SingleTypeKVCacheManager.free: a block table, tail first."""
    pool.free_blocks(reversed([pool.blocks[i] for i in ids]))


def retain(pool, ids):
    pool.touch([pool.blocks[i] for i in ids])


def register(pool, ids, hashes):
    """cache_full_blocks for each block not cached under that hash yet."""
    for i, h in zip(ids, hashes):
        block, key = pool.blocks[i], h.to_bytes(8, "big")
        if block.block_hash is not None and block.block_hash[:-4] == key:
            continue
        pool.cache_full_blocks(_Request(key), [block], 0, 1, {block_size}, 0)


def match(pool, hashes):
    found = []
    for h in hashes:
        hit = pool.get_cached_block(h.to_bytes(8, "big"), [0])
        if not hit:
            break
        found.append(hit[0].block_id)
    return found


def evict(pool, n):
    """vLLM evicts named blocks: the first n hashed blocks of its free queue."""
    queued = pool.free_block_queue.get_all_free_blocks()
    named = [b.block_id for b in queued if b.block_hash is not None][:n]
    assert len(named) == n, f"only {{len(named)}} hashed blocks are queued"
    pool.evict_blocks(set(named))
    return named


def state(pool):
    """The pool as the reference model describes it, in vLLM's block ids."""
    table = pool.cached_block_hash_to_block
    entries = getattr(table, "_cache", table)
    return {{
        "ref_cnt": {{b.block_id: b.ref_cnt for b in pool.blocks[1:] if b.ref_cnt}},
        "block_hash": {{
            b.block_id: int.from_bytes(b.block_hash[:-4], "big")
            for b in pool.blocks[1:]
            if b.block_hash is not None
        }},
        "free_queue": [b.block_id for b in pool.free_block_queue.get_all_free_blocks()],
        "num_free_blocks": pool.get_num_free_blocks(),
        "cached": {{
            int.from_bytes(key[:-4], "big"): (
                next(iter(held.values())) if isinstance(held, dict) else held
            ).block_id
            for key, held in entries.items()
        }},
    }}


def test_reproduction():
    pool = new_pool()
'''


@dataclass
class Replayed:
    """A trace replayed on a fresh vLLM pool and the model, op by op."""

    calls: list[str] = field(default_factory=list)  # the test's lines, one per op
    rejected_by_model: bool = False  # the last op is misuse
    outcome: str = "agreed"
    expected_result: Any = None
    expected_state: dict[str, Any] = field(default_factory=dict)


def replay_on_vllm(trace: Trace | Path | dict[str, Any], upto: int | None = None) -> Replayed:
    """Replay ops ``0..upto`` (default: the divergent op) on a fresh ``vllm``
    target and the model, writing each as the test's line; classify the last."""
    scenario, loaded = load_trace(trace)
    config = loaded.config
    target = VllmBlockTarget(config["pool_size"], config["policy"])
    model = BlockAllocatorModel(config["pool_size"], target.model_policy)
    divergence = loaded.divergence or {}
    last = (
        upto
        if upto is not None
        else min(divergence.get("step", len(loaded.ops) - 1), len(loaded.ops) - 1)
    )
    candidate = candidate_of(loaded)[: last + 1]
    workload = trace_workload(scenario, candidate)
    replayed = Replayed()
    op: Op = next(workload)
    for position, _ in enumerate(candidate):
        final = position == len(candidate) - 1
        before = _observed(target) if final else None
        result, error = attempt(op.send, target)
        model_result, model_error = attempt(
            op.call,
            model,
            **({"choose": result} if op.verb == "allocate" and error is None else {}),
        )
        if model_error is not None and op.verb == "allocate" and error is None:
            model_result, model_error = attempt(op.call, model)  # an invalid pick: the model's own
        if isinstance(error, Unrepresentable):  # never reached vLLM: the adapter answered it
            replayed.calls.append(f"pass  # {str(op)[:60]!r}: vLLM's API cannot be given it")
        else:
            replayed.calls.append(_line(op, target, result if final else None))
        if final:
            replayed.rejected_by_model = model_error is not None
            replayed.expected_result = _vllm_ids(model_result, target)
            replayed.expected_state = _model_state(model, target)
            changed = _observed(target) != before
            if model_error is None:
                replayed.outcome = "diverged"
            elif changed:
                replayed.outcome = "corrupted"
            else:
                replayed.outcome = "ignored" if error is None else "rejected"
            break
        op = workload.send(result)
    return replayed


def write_standalone(
    trace: Trace | Path | dict[str, Any], out_dir: Path, stem: str, description: str
) -> tuple[Path, Replayed]:
    """``out_dir/STEM.py`` for the (shrunk) trace."""
    replayed = replay_on_vllm(trace)
    _, loaded = load_trace(trace)
    caching = loaded.config["policy"] == "lru"
    filename = f"{stem}.py"
    body = [
        HEADER.format(
            filename=filename,
            description=pprint.pformat(description, width=88),
            expected=pprint.pformat(replayed.expected_state, width=88, sort_dicts=True),
        ),
        HELPERS.format(
            constructor=f"{loaded.config['pool_size']}, {caching}, {HASH_BLOCK_SIZE}",
            block_size=HASH_BLOCK_SIZE,
        ),
    ]
    *prefix, last = replayed.calls
    body += [f"    {line}\n" for line in prefix]
    if replayed.rejected_by_model:
        body.append(
            "    # The reference model rejects the next call (misuse): raising is a fine\n"
            "    # answer, but the pool must be left exactly as it was.\n"
            "    try:\n"
            f"        {last}\n"
            "    except Exception:\n"
            "        pass\n"
        )
    else:
        body.append(f"    {last}\n")
        if replayed.calls and last.startswith("got = "):
            body.append(f"    assert got == {replayed.expected_result!r}\n")
    body.append(
        "    got_state = state(pool)\n"
        "    for key, want in EXPECTED.items():\n"
        "        got = got_state[key]\n"
        '        assert got == want, f"{key}: expected {want!r}, got {got!r}"\n'
    )
    path = out_dir / filename
    write_atomic(path, "".join(body))
    return path, replayed


def standalone_test(
    trace: Trace, folder: Path, stem: str, finding: dict[str, Any]
) -> dict[str, Any]:
    """The standalone test of ``finding`` from its shrunk allocator-level ``trace``
    (``FOLDER/STEM.py``; the targets' ``standalone`` writer). An engine-level trace
    (requests and steps) has no vLLM writer yet: its allocator-level cause, where
    the allocator campaigns reach it, carries the test."""
    level = "engine" if trace.scenario == ENGINE_SCENARIO else "allocator"
    if level == "engine":
        return {
            "file": None,
            "kind": level,
            "failed": None,
            "message": "no engine-level standalone writer for vLLM (its Scheduler needs a "
            "VllmConfig built as kvtwin's driver builds it)",
        }
    release = load_release()
    cause = describe_cause(CAUSES, release.version, finding.get("policy"), finding["signature"])
    description = f"{finding['signature']} ({trace.config['policy']}): {cause.what}"
    path, replayed = write_standalone(trace, Path(folder), stem, description)
    return {"file": str(path), "kind": level, "failed": None, "outcome": replayed.outcome}


# ---------------------------------------------------------------- helpers
def _observed(target: VllmBlockTarget) -> Any:
    """Everything the model could compare, read from the pool (a replay aid)."""
    o = target.observer
    return (  # block 0 is vLLM's null block, whose ref count vLLM does not keep
        [(b.ref_cnt, b.block_hash) for b in o.pool.blocks[1:]],
        o.queue_order(),
        int(o.pool.get_num_free_blocks()),
        o.hash_map(),
    )


def _vllm_id(b: int, target: VllmBlockTarget) -> int:
    try:
        return target.observer.vllm_id(b)
    except Exception:
        return b


def _vllm_ids(value: Any, target: VllmBlockTarget) -> Any:
    if isinstance(value, list):
        return [_vllm_id(b, target) for b in value]
    return value


def _line(op: Op, target: VllmBlockTarget, result: Any) -> str:
    args = op.args
    ids = _vllm_ids(args.get("ids", []), target)
    if op.verb == "allocate":
        return f"got = allocate(pool, {args['n']!r})"
    if op.verb == "release":
        return f"release(pool, {ids!r})"
    if op.verb == "retain":
        return f"retain(pool, {ids!r})"
    if op.verb == "register":
        return f"register(pool, {ids!r}, {list(args['hashes'])!r})"
    if op.verb == "match":
        return f"got = match(pool, {list(args['hashes'])!r})"
    if op.verb == "evict":
        return f"got = evict(pool, {args['n']!r})"
    if op.verb == "reset":
        return "pool = new_pool()"
    return "pass  # tick: one engine step (the pool keeps no clock)"


def _model_state(model: BlockAllocatorModel, target: VllmBlockTarget) -> dict[str, Any]:
    views = [(b, model.view(b)) for b in range(model.dummy)]
    queue = model.policy.queue()  # type: ignore[attr-defined]
    return {
        "ref_cnt": {b + 1: v.ref for b, v in views if v.ref},
        "block_hash": {b + 1: v.hash for b, v in views if v.hash is not None},
        "free_queue": [b + 1 for b in queue],
        "num_free_blocks": len(queue),
        "cached": {h: b + 1 for h, b in model.hash_map().items()},
    }
