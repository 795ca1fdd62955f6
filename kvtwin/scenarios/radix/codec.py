"""Radix ops as trace JSON. A value a target chose is written as a reference to the
op that returned it: ``{"verb": "free", "pages": [{"ref": [12, 3]}, 5]}`` frees the
page op 12 returned 4th (match and insert return their node first, then their
pages), and page 5 by value (one no op returned, as misuse names). A page whose
reference does not resolve is dropped; a node or lock that does not resolve
becomes ``null``, which names nothing. Every field is validated against stated
limits, and an op the contract calls malformed is marked ``"malformed": true``
with its arguments exactly as sent."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kvtwin.core.cut import group_ddmin, reference_cut
from kvtwin.core.errors import TraceError
from kvtwin.core.refs import MISSING, RefRecorder, is_ref
from kvtwin.core.scenario import Codec
from kvtwin.scenarios.radix.ops import (
    COUNTS,
    LOCK,
    NODE,
    PAGE,
    BadOp,
    RadixOp,
    returned,
)

MAX_INT = (1 << 63) - 1
MAX_LIST = 1 << 20
MAX_TOKEN = (1 << 31) - 1
MALFORMED = "malformed"
KINDS = {"pages": PAGE, "node": NODE, "lock": LOCK}
"""The arguments that name a target's values, and which kind each names."""


def _int(value: Any) -> bool:
    return type(value) is int


def _symbolic(refs: RefRecorder, kind: str, value: Any) -> Any:
    if not _int(value):
        return value
    named = refs.symbolic((kind, value))
    return value if isinstance(named, tuple) else named


class RadixCodec(Codec):
    # a replay on SGLang takes seconds: ddmin over single ops alone stalls
    cuts = (reference_cut, group_ddmin)

    def verb(self, op: RadixOp) -> str:
        return op.verb

    def ticks(self, op: RadixOp) -> int:
        return 1 if op.verb == "step" else 0

    def returned(self, op: RadixOp, result: Any) -> list[tuple[str, int]] | None:
        return returned(op, result)

    def encode(self, op: RadixOp, refs: RefRecorder) -> dict[str, Any]:
        data: dict[str, Any] = {"verb": op.verb}
        for name, value in op.args.items():
            kind = KINDS.get(name)
            if kind is None:
                data[name] = list(value) if isinstance(value, tuple) else value
            elif isinstance(value, list | tuple):
                data[name] = [_symbolic(refs, kind, v) for v in value]
            else:
                data[name] = _symbolic(refs, kind, value)
        if op.malformed:
            data[MALFORMED] = True
        return data

    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> RadixOp:
        marked = data.get(MALFORMED, False)
        if marked is not True and marked is not False:
            raise TraceError(f"trace field '{where}.{MALFORMED}': expected true, got {marked!r}")
        verb = data.get("verb")
        args = {k: v for k, v in data.items() if k not in ("verb", MALFORMED)}
        try:
            RadixOp(verb, args)  # type: ignore[arg-type]  (checks the verb and argument names)
        except BadOp as error:
            raise TraceError(f"trace field '{where}': {error}") from None
        decoded = {}
        for name, value in args.items():
            here = f"{where}.{name}"
            if marked:
                _check_written(value, here)
                decoded[name] = _resolved(value, resolve) if name in KINDS else value
            elif name in COUNTS:
                decoded[name] = _count(value, here)
            elif name == "tokens":
                decoded[name] = _tokens(value, here)
            elif name == "pages":
                decoded[name] = _pages(value, here, resolve)
            else:
                decoded[name] = _handle(value, here, resolve)
        return RadixOp(verb, decoded, malformed=marked)


def _count(value: Any, where: str) -> int:
    if not _int(value) or not -MAX_INT <= value <= MAX_INT:
        raise TraceError(f"trace field '{where}': expected an int, got {value!r}")
    return value


def _tokens(value: Any, where: str) -> list[int]:
    if not isinstance(value, list) or len(value) > MAX_LIST:
        raise TraceError(f"trace field '{where}': expected a list of at most {MAX_LIST} tokens")
    for position, token in enumerate(value):
        if not _int(token) or not 0 <= token <= MAX_TOKEN:
            raise TraceError(
                f"trace field '{where}[{position}]': expected a token in 0..{MAX_TOKEN}, "
                f"got {token!r}"
            )
    return list(value)


def _pages(value: Any, where: str, resolve: Callable[[Any], Any]) -> list[int]:
    if not isinstance(value, list) or len(value) > MAX_LIST:
        raise TraceError(f"trace field '{where}': expected a list of pages")
    pages = []
    for position, page in enumerate(value):
        if not (is_ref(page) or (_int(page) and -MAX_INT <= page <= MAX_INT)):
            raise TraceError(
                f"trace field '{where}[{position}]': expected a page or a reference, got {page!r}"
            )
        resolved = _untag(resolve(page))
        if resolved is not MISSING:
            pages.append(resolved)
    return pages


def _handle(value: Any, where: str, resolve: Callable[[Any], Any]) -> Any:
    if value is None:
        return None
    if not (is_ref(value) or (_int(value) and -MAX_INT <= value <= MAX_INT)):
        raise TraceError(f"trace field '{where}': expected an int, a reference or null")
    resolved = _untag(resolve(value))
    return None if resolved is MISSING else resolved


def _resolved(value: Any, resolve: Callable[[Any], Any]) -> Any:
    if isinstance(value, list):
        return [_untag(resolve(v)) if is_ref(v) else v for v in value]
    return _untag(resolve(value)) if is_ref(value) else value


def _untag(value: Any) -> Any:
    return value[1] if isinstance(value, tuple) else value


def _check_written(value: Any, where: str, depth: int = 0) -> None:
    """What a marked op may send: bounded ints, bools, short strings, null, references,
    and lists of those."""
    if value is None or isinstance(value, bool) or is_ref(value):
        return
    if isinstance(value, int) and abs(value) <= 1 << 128:
        return
    if isinstance(value, str) and len(value) <= 256:
        return
    if isinstance(value, list) and depth == 0 and len(value) <= MAX_LIST:
        for position, item in enumerate(value):
            _check_written(item, f"{where}[{position}]", depth + 1)
        return
    raise TraceError(f"trace field '{where}': {value!r} cannot be sent as written")
