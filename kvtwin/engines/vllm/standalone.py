"""Standalone reproductions of allocator-level findings, and what a misuse did.

A reproduction is a pytest file that imports only pytest and vllm (plus the
standard library): no kvtwin, no model, no impl. kvtwin's one writer carries
:mod:`.runtime` into it (``BlockPool`` called the way vLLM's KV cache manager
calls it, as :mod:`.adapter` does) with the DATA made here: the shrunk trace's
calls in vLLM's own block ids, and what the reference model predicted at the
divergent op (the model is asked when the file is written, never the pool). The
file fails on the release that has the bug and passes once the pool keeps the
contract.

:func:`outcome` replays a finding on a fresh pool and says what the divergent
op did: ``rejected`` (raised and changed nothing), ``ignored`` (no error, no
change), ``corrupted`` (state changed where the model rejects the op) or
``diverged`` (a legitimate op whose result or state differs).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kvtwin.core.contain import attempt
from kvtwin.core.errors import AdapterRefused
from kvtwin.core.replay import candidate_of, load_trace, trace_workload
from kvtwin.core.standalone_writer import Bundle, NoStandalone, Standalone
from kvtwin.core.trace import Trace
from kvtwin.engines.vllm.adapter import VllmBlockTarget
from kvtwin.engines.vllm.loader import HASH_BLOCK_SIZE, load_release
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.targets.base import ENGINE_SCENARIO
from model.blocks import BlockAllocatorModel


@dataclass
class Replayed:
    """A trace replayed on a fresh vLLM pool and the model, op by op."""

    calls: list[tuple[str, list[Any]]] = field(default_factory=list)
    """The test's calls, ``(verb, arguments)`` in vLLM's own block ids."""
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
        if isinstance(error, AdapterRefused):  # never reached vLLM: the adapter answered it
            replayed.calls.append(("skipped", [f"{str(op)[:60]}: vLLM's API cannot be given it"]))
        else:
            replayed.calls.append(_call(op, target))
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


def standalone_data(trace: Trace, finding: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The standalone test's DATA for a shrunk allocator-level trace (the one
    writer carries :mod:`.runtime`, which replays it). An engine-level trace
    (requests and steps) has none: vLLM's Scheduler needs a VllmConfig built as
    kvtwin's driver builds it; its allocator-level cause, where the allocator
    campaigns reach it, carries the test."""
    if trace.scenario == ENGINE_SCENARIO:
        raise NoStandalone(
            "no engine-level standalone test for vLLM (its Scheduler needs a VllmConfig "
            "built as kvtwin's driver builds it)"
        )
    replayed = replay_on_vllm(trace)
    release = load_release()
    pool_size, caching = trace.config["pool_size"], trace.config["policy"] == "lru"
    constructor: dict[str, Any] = {"num_gpu_blocks": pool_size, "enable_caching": caching}
    if "hash_block_size" in release.constructor_parameters:
        constructor["hash_block_size"] = HASH_BLOCK_SIZE
    if "num_single_type_managers" in release.constructor_parameters:
        constructor["num_single_type_managers"] = 1
    last_verb = replayed.calls[-1][0] if replayed.calls else "tick"
    data = {
        "constructor": constructor,
        "block_size": HASH_BLOCK_SIZE,
        "calls": replayed.calls,
        "rejected_by_model": replayed.rejected_by_model,
        "compare_result": last_verb in ("allocate", "match", "evict"),
        "expected_result": replayed.expected_result,
        "expected_state": replayed.expected_state,
    }
    return data, {"outcome": replayed.outcome}


STANDALONE = Standalone(
    Bundle(("kvtwin.engines.vllm.runtime",), "reproduce", ("pytest", "vllm")),
    standalone_data,
)


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


def _call(op: Op, target: VllmBlockTarget) -> tuple[str, list[Any]]:
    """``op`` as the runtime's call, in vLLM's own block ids."""
    args = op.args
    ids = _vllm_ids(list(args.get("ids", [])), target)
    if op.verb in ("allocate", "evict"):
        return op.verb, [args["n"]]
    if op.verb in ("release", "retain"):
        return op.verb, [ids]
    if op.verb == "register":
        return "register", [ids, list(args["hashes"])]
    if op.verb == "match":
        return "match", [list(args["hashes"])]
    return op.verb, []


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
