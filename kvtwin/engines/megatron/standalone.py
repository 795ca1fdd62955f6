"""The data of megatron-core's standalone tests: one pytest file per finding that a
maintainer runs with only torch, pytest and megatron-core installed. kvtwin's one
writer carries the runtime (:mod:`kvtwin.engines.megatron.runtime`) into it; what
is made here is its DATA, plain values in megatron's own terms:

* blocks, allocator level: the shrunk trace's ops, their block ids as references
  to the allocation that handed them out (``[op, position]``), and the state the
  finding names as the reference model predicted it (``expectation``);
* blocks and hybrid engine levels: the trace config and its traffic
  (``("arrive", prompt, max_new_tokens)`` and ``("step",)``), which the test serves
  through megatron-core's own engine, checking what its design promises;
* hybrid, allocator level: the trace config and its ops, each prompt's block
  hashes as kvtwin's session computed them.

Each carries the loaded release's label (its version, and a tree's commit).
"""

from __future__ import annotations

import re
from typing import Any

from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.refs import Resolver
from kvtwin.core.registry import get_scenario, make_target
from kvtwin.core.standalone_writer import Bundle, NoStandalone, Standalone
from kvtwin.core.trace import Trace
from kvtwin.engines.megatron.loader import load_release
from kvtwin.scenarios.hybrid.tokens import block_hashes

RUNTIME = "kvtwin.engines.megatron.runtime"
PACKAGES = ("pytest", "torch", "megatron")
_FIELD = re.compile(  # block[7].ref, counts.mapped, map[123]; after a rejected op too
    r"^(?:state after rejected op: )?"
    r"(?P<kind>block|counts|map)\[?(?P<key>[^\].]*)\]?\.?(?P<attr>\w*)$"
)


def release_label() -> str:
    release = load_release()
    return release.version + (f" ({release.commit[:12]})" if release.commit else "")


def _ref(value: Any) -> Any:
    """A trace reference ``{"ref": [op, pos]}`` -> ``[op, pos]``; ids stay ints."""
    return list(value["ref"]) if isinstance(value, dict) and "ref" in value else value


def _ops(trace: Trace) -> list[dict[str, Any]]:
    """The trace's ops, their ids as references where the trace has them."""
    return [{k: _ids(k, value) for k, value in op.items()} for op in trace.ops]


def _ids(key: str, value: Any) -> Any:
    return [_ref(v) for v in value] if key == "ids" and isinstance(value, list) else value


def _traffic(trace: Trace) -> list[tuple[Any, ...]]:
    return [
        ("arrive", list(op["prompt"]), int(op["max_new_tokens"]))
        if op["verb"] == "arrive"
        else ("step",)
        for op in trace.ops
    ]


def engine_data(trace: Trace, finding: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Either engine level's test: its traffic through megatron-core's own engine."""
    data = {"release": release_label(), "config": dict(trace.config), "traffic": _traffic(trace)}
    return data, {}


def hybrid_data(trace: Trace, finding: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    block_size = trace.config["block_size"]
    ops = _ops(trace)
    for op in ops:
        if op["verb"] == "admit" and isinstance(op.get("tokens"), list):
            op["hashes"] = block_hashes(op["tokens"], block_size)
    return {"release": release_label(), "config": dict(trace.config), "ops": ops}, {}


def allocator_data(trace: Trace, finding: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The blocks allocator-level test: megatron's ``KVBlockAllocator`` called
    directly, the way the inference context calls it."""
    refs = allocation_refs(trace)
    try:
        check = expectation(trace.divergence or {}, refs)
    except UsageError as error:
        raise NoStandalone(str(error)) from None
    data = {
        "release": release_label(),
        "policy": str(trace.config["policy"]),
        "num_blocks": int(trace.config["pool_size"]),
        "reach": _reach(finding),
        "finding": check,
        "ops": _ops(trace),
    }
    return data, {}


def _reach(finding: dict[str, Any]) -> str:
    """What the run that found it knows of whether the engine's own path reaches it."""
    if finding.get("reachable") == "allocator-only":
        return (
            "kvtwin's engine-level campaigns did not reach this cause through megatron-core's "
            f"serving path ({finding.get('reachable_why')}): users of the engine may never hit it"
        )
    return "whether megatron-core's own serving path reaches it was not checked by the run"


def expectation(divergence: dict[str, Any], refs: dict[int, list[int]]) -> dict[str, Any]:
    """What the allocator test compares: the divergence's field parsed, block ids
    as references to the allocation that handed them out where one did."""
    field = str(divergence.get("field", ""))
    expected = divergence.get("expected")
    if field in ("error", "result"):
        blocks = field == "result" and isinstance(expected, list)
        return {
            "field": field,
            "what": "the result" if field == "result" else "the error",
            "expected": [refs.get(b, b) for b in expected] if blocks else expected,
            "expected_are_blocks": blocks,
        }
    if field == "free pool":
        found = re.match(r"(\d+) ids", str(expected))
        count = int(found[1]) if found else expected
        return {"field": field, "what": "the free pool's size", "expected": count}
    match = _FIELD.match(field)
    if match is None:
        raise UsageError(f"no standalone check for the divergent field {field!r}")
    kind, key, attr = match["kind"], match["key"], match["attr"]
    if kind == "block":
        block = int(key)
        is_block = attr == "parent" and isinstance(expected, int)
        return {
            "field": "block",
            "block": refs.get(block, block),
            "attr": attr,
            "what": f"block {block}'s {attr}",
            "expected": refs.get(expected, expected) if is_block else expected,
            "expected_is_block": is_block,
        }
    if kind == "counts":
        return {"field": "counts", "attr": attr, "what": f"the {attr} count", "expected": expected}
    return {
        "field": "map",
        "hash": int(key),
        "what": f"the map entry of hash {key}",
        "expected": refs.get(expected, expected),
        "expected_is_block": isinstance(expected, int),
    }


def allocation_refs(trace: Trace) -> dict[int, list[int]]:
    """Each block id the trace's allocations handed out -> ``[op, position]`` of
    the last allocation of it, replaying the trace on its own target."""
    scenario = get_scenario(trace.scenario)
    config = trace.config
    try:
        target = make_target(trace.scenario, trace.target, num_blocks=config["pool_size"],
                             policy=config["policy"], device="cpu")  # fmt: skip
    except (UsageError, TargetUnavailable):
        return {}
    resolver = Resolver()
    owner: dict[int, list[int]] = {}
    for index, data in enumerate(trace.ops):
        op = scenario.codec.decode(data, f"ops[{index}]", resolver.resolve)
        try:
            result = op.call(target)
        except Exception:  # the divergent op itself may raise
            break
        returned = scenario.codec.returned(op, result)
        if returned is not None:
            resolver.returned(index, returned)
            owner.update({b: [index, pos] for pos, b in enumerate(returned)})
    return owner


def _bundle(*modules: str) -> Bundle:
    return Bundle(
        ("kvtwin.core.cuda_on_cpu", *(f"{RUNTIME}.{m}" for m in modules)), "reproduce", PACKAGES
    )


ALLOCATOR = Standalone(_bundle("allocator", "replay_allocator"), allocator_data)
ENGINE = Standalone(_bundle("allocator", "serving", "replay_engine"), engine_data, level="engine")
HYBRID = Standalone(_bundle("allocator", "mamba", "hybrid_cache", "replay_hybrid"), hybrid_data)
HYBRID_ENGINE = Standalone(
    _bundle("allocator", "serving", "mamba", "hybrid_serving", "replay_hybrid_engine"),
    engine_data,
    level="engine",
)
