"""Radix cache ops as plain data: what the serving loop emits, a trace stores and the
session applies (docs/contract.md section 6). Values a target chose (pages,
node handles, locks) come back tagged, so a trace names each by the op that
returned it (``codec.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

VERBS: dict[str, tuple[str, ...]] = {
    "alloc": ("n",),
    "free": ("pages",),
    "match": ("tokens",),
    "insert": ("tokens", "pages", "prev_prefix_len"),
    "lock": ("node",),
    "unlock": ("lock",),
    "evict": ("num_tokens",),
    "reset": (),
    "step": (),
}
"""The verbs and their argument names, in call order: the one table the session,
the codec and the shrink passes read. ``step`` marks the end of an engine step
(the run's progress unit); it calls nothing on either side."""
COUNTS = ("n", "num_tokens", "prev_prefix_len")
PAGE, NODE, LOCK = "page", "node", "lock"
"""The kinds of values a target chooses; ``returned`` tags each with its kind."""


class BadOp(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class RadixOp:
    verb: str
    args: dict[str, Any] = field(default_factory=dict)
    malformed: bool = False
    """Arguments sent exactly as written (misuse the contract calls malformed)."""

    def __post_init__(self) -> None:
        expected = VERBS.get(self.verb)
        if expected is None:
            raise BadOp(f"unknown verb {self.verb!r}; expected one of {sorted(VERBS)}")
        if set(self.args) != set(expected):
            raise BadOp(f"{self.verb} takes {list(expected)}, got {sorted(self.args)}")

    def call(self, side: Any, **extra: Any) -> Any:
        """``side.VERB(**args)`` with its own copy of every list."""
        args = {k: list(v) if isinstance(v, list | tuple) else v for k, v in self.args.items()}
        return getattr(side, self.verb)(**args, **extra)

    def pages(self) -> list[int]:
        """The pages the op names (none for a malformed batch)."""
        named = self.args.get("pages", ())
        return [p for p in named if type(p) is int] if isinstance(named, list | tuple) else []

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={_short(v)}" for k, v in self.args.items())
        return f"{self.verb}({inner})"


def returned(op: RadixOp, result: Any) -> list[tuple[str, int]] | None:
    """The values of ``result`` later ops may name, tagged by kind."""
    if op.verb == "alloc" and isinstance(result, list):
        return [(PAGE, p) for p in result]
    if op.verb in ("match", "insert") and result is not None:
        return [(NODE, result[1]), *((PAGE, p) for p in result[2])]
    if op.verb == "lock" and type(result) is int:
        return [(LOCK, result)]
    return None


def _short(value: Any, limit: int = 12) -> str:
    if isinstance(value, list | tuple) and len(value) > limit:
        head = ", ".join(str(v) for v in value[:limit])
        return f"[{head}, ... ({len(value)} in all)]"
    return str(list(value) if isinstance(value, tuple) else value)


def alloc(n: int) -> RadixOp:
    return RadixOp("alloc", {"n": n})


def free(pages: list[int]) -> RadixOp:
    return RadixOp("free", {"pages": list(pages)})


def match(tokens: list[int]) -> RadixOp:
    return RadixOp("match", {"tokens": list(tokens)})


def insert(tokens: list[int], pages: list[int], prev_prefix_len: int) -> RadixOp:
    return RadixOp(
        "insert", {"tokens": list(tokens), "pages": list(pages), "prev_prefix_len": prev_prefix_len}
    )


def lock(node: Any) -> RadixOp:
    return RadixOp("lock", {"node": node})


def unlock(receipt: Any) -> RadixOp:
    return RadixOp("unlock", {"lock": receipt})


def evict(num_tokens: int) -> RadixOp:
    return RadixOp("evict", {"num_tokens": num_tokens})


def reset() -> RadixOp:
    return RadixOp("reset")


def step() -> RadixOp:
    return RadixOp("step")
