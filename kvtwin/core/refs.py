"""Symbolic references to earlier results, like Hypothesis' stateful Bundles.

A trace never names a value a target chose (a block id, say) by value: it
names the op that returned it and the position in that result,
``{"ref": [op_index, position]}`` ("the 3rd id op 12 returned"). A replay
resolves each reference against what *its* target returned, so a target that
hands out other ids replays the same trace, and a shrunk trace that dropped
op 12 drops the references to it too: it never names a value it never got.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Any

REF = "ref"


class _Missing:
    """What an unresolvable reference resolves to (its op was dropped or failed)."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


def is_ref(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and set(value) == {REF}
        and isinstance(value[REF], list)
        and len(value[REF]) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value[REF])
    )


class RefRecorder:
    """While recording: turns a value into a reference to the latest op that
    returned it (values nobody returned stay literal)."""

    def __init__(self) -> None:
        self._holder: dict[Hashable, list[int]] = {}

    def returned(self, index: int, values: Iterable[Hashable]) -> None:
        for position, value in enumerate(values):
            self._holder[value] = [index, position]

    def symbolic(self, value: Hashable) -> Any:
        where = self._holder.get(value)
        return value if where is None else {REF: list(where)}


DROPPED = -1
"""The op index of a reference whose op a shrink dropped (:func:`renumber`)."""


class Unresolved(ValueError):
    """A reference that names no value its op returned in this replay."""


class Resolver:
    """While replaying: what each earlier op returned, by its index in the trace.

    ``strict`` (replaying a whole trace as written): a reference must name a
    value its op returned, or an op a shrink dropped; anything else is
    :class:`Unresolved`, never silently dropped (a dropped id would make the
    replay agree on what the trace did not say). Shrink candidates are not
    strict: a pass that shortens an op leaves references past its new end."""

    def __init__(self, *, strict: bool = False) -> None:
        self._results: dict[int, list[Any]] = {}
        self.strict = strict

    def returned(self, index: int, values: Sequence[Any]) -> None:
        self._results[index] = list(values)

    def resolve(self, value: Any) -> Any:
        if not is_ref(value):
            return value
        index, position = value[REF]
        result = self._results.get(index)
        if result is None or not 0 <= position < len(result):
            if self.strict and index != DROPPED:
                what = "no values" if result is None else f"{len(result)} value(s)"
                raise Unresolved(
                    f"the reference {{'ref': [{index}, {position}]}} names value {position} "
                    f"of op {index}, which returned {what} in this replay"
                )
            return MISSING
        return result[position]


def check_backwards(value: Any, index: int) -> Any:
    """At load time, for op ``index``: a reference must name an earlier op (or one
    a shrink dropped) and a position from 0; a TraceError-worthy message otherwise."""
    if is_ref(value):
        op, position = value[REF]
        if op >= index:
            where = "the op itself" if op == index else f"a later op ({op})"
            raise Unresolved(
                f"the reference {{'ref': [{op}, {position}]}} names {where}; a reference "
                "names what an earlier op returned"
            )
        if op < DROPPED or position < 0:
            raise Unresolved(
                f"the reference {{'ref': [{op}, {position}]}} names no op's value "
                f"(op from {DROPPED}, position from 0)"
            )
    return MISSING


def renumber(ops: list[dict[str, Any]], indices: Sequence[int]) -> list[dict[str, Any]]:
    """``ops`` kept from a longer trace at original ``indices``: references
    rewritten to the new positions (references to dropped ops become a
    reference to ``-1``, which never resolves)."""
    position = {old: new for new, old in enumerate(indices)}

    def fix(value: Any) -> Any:
        if is_ref(value):
            return {REF: [position.get(value[REF][0], DROPPED), value[REF][1]]}
        if isinstance(value, list):
            return [fix(v) for v in value]
        if isinstance(value, dict):
            return {k: fix(v) for k, v in value.items()}
        return value

    return [fix(op) for op in ops]
