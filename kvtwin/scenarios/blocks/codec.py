"""Blocks ops as trace JSON: ids a target handed out are written as references.

``{"verb": "release", "ids": [{"ref": [12, 3]}, 5]}`` releases the 4th id
allocate op 12 returned, and block 5 by value (an id no op returned, such as
one a misuse test names). Decoding validates every field against stated
limits, resolves references and drops ids whose reference does not resolve
(with their hash and parent in a ``register``), and never reinterprets an
invalid op: a bad field is a TraceError naming it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kvtwin.engine.errors import TraceError
from kvtwin.engine.refs import MISSING, RefRecorder, is_ref
from kvtwin.scenarios.blocks.ops import VERBS, BadOp, Op

MAX_COUNT = 1 << 24
"""Largest ``n`` of an allocate or evict in a trace (a pool of 16M blocks)."""
MAX_INT = (1 << 63) - 1
MAX_LIST = 1 << 22


def encode(op: Op, refs: RefRecorder) -> dict[str, Any]:
    data = op.to_json()
    if "ids" in data:
        data["ids"] = [refs.symbolic(b) for b in data["ids"]]
    return data


def returned(op: Op, result: Any) -> list[int] | None:
    return result if op.verb == "allocate" and isinstance(result, list) else None


def decode(data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> Op:
    args = {k: v for k, v in data.items() if k != "verb"}
    try:
        Op(data.get("verb"), args)  # type: ignore[arg-type]  (checks verb and argument names)
    except BadOp as error:
        raise TraceError(f"trace field '{where}': {error}") from None
    verb = data["verb"]
    for name in VERBS[verb]:
        _check(args[name], f"{where}.{name}", ids=name == "ids")
    if verb == "register" and not len(args["ids"]) == len(args["hashes"]) == len(
        args["parent_hashes"]
    ):
        raise TraceError(f"trace field '{where}': ids, hashes and parent_hashes differ in length")
    if "ids" not in args:
        return Op(verb, args)
    ids = [resolve(v) for v in args["ids"]]
    keep = [i for i, b in enumerate(ids) if b is not MISSING]
    args = {k: [v[i] for i in keep] if isinstance(v, list) else v for k, v in args.items()}
    args["ids"] = [ids[i] for i in keep]
    return Op(verb, args)


def _check(value: Any, where: str, *, ids: bool) -> None:
    if not isinstance(value, list):
        if _int(value) and -MAX_COUNT <= value <= MAX_COUNT:
            return
        raise TraceError(f"trace field '{where}': expected an int in ±{MAX_COUNT}, got {value!r}")
    if len(value) > MAX_LIST:
        raise TraceError(f"trace field '{where}': more than {MAX_LIST} entries")
    for position, item in enumerate(value):
        if _int(item) and -MAX_INT <= item <= MAX_INT:
            continue
        if ids and is_ref(item):
            continue
        what = "an int or a reference" if ids else "an int"
        raise TraceError(f"trace field '{where}[{position}]': expected {what}, got {item!r}")


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def migrate_v1(ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Version 1 traces name concrete ids and keep each allocate's ``returned``
    list: an id becomes a reference to the allocate that last handed it out."""
    refs = RefRecorder()
    migrated = []
    for index, item in enumerate(ops):
        data = {k: v for k, v in item.items() if k != "returned"}
        if isinstance(data.get("ids"), list):
            data["ids"] = [refs.symbolic(b) if _int(b) else b for b in data["ids"]]
        migrated.append(data)
        returned_ids = item.get("returned")
        if item.get("verb") == "allocate" and isinstance(returned_ids, list):
            refs.returned(index, [b for b in returned_ids if _int(b)])
    return migrated
