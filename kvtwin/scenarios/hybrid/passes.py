"""The hybrid scenario's shrink pass, run by the engine after ddmin over the ops.

A request's ops depend on each other (a chunk starts where the last one ended, a
decode follows the whole prompt), so ddmin rarely drops part of a request without
rejecting the rest, which a reproduction may not do: dropping every op of one
request at once keeps the others as they were. Requests go whole, in ddmin's
order, so one that matters to the bug stays and the rest leave together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kvtwin.core.shrink import ddmin

Candidate = list[tuple[int, dict[str, Any]]]
REQUEST_VERBS = ("admit", "prefill", "decode", "release")


def fewer_requests(
    candidate: Candidate, fails: Callable[[Candidate], bool], deadline: float
) -> Candidate:
    rids = list(dict.fromkeys(op["rid"] for _, op in candidate if op.get("verb") in REQUEST_VERBS))
    if len(rids) < 2:
        return candidate

    def without(kept: list[Any]) -> Candidate:
        keep = set(kept)
        return [
            (i, op)
            for i, op in candidate
            if op.get("verb") not in REQUEST_VERBS or op.get("rid") in keep
        ]

    kept = ddmin(rids, lambda trial: fails(without(trial)), deadline)
    return without(kept) if len(kept) < len(rids) else candidate
