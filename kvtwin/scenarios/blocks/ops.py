"""Allocator ops as plain data: what a workload emits, a trace stores and a runner applies."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# verb -> argument names, in call order
VERBS: dict[str, tuple[str, ...]] = {
    "allocate": ("n",),
    "release": ("ids",),
    "register": ("ids", "hashes", "parent_hashes"),
    "retain": ("ids",),
    "match": ("hashes",),
    "tick": (),
    "evict": ("n",),
    "reset": (),
}

# arguments that name block ids (renamed on replay when a target hands out other ids)
ID_ARGS = ("ids",)


class BadOp(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class Op:
    verb: str
    args: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        expected = VERBS.get(self.verb)
        if expected is None:
            raise BadOp(f"unknown verb {self.verb!r}; expected one of {sorted(VERBS)}")
        if set(self.args) != set(expected):
            raise BadOp(f"{self.verb} takes {list(expected)}, got {sorted(self.args)}")

    def call(self, target: Any, *, copy: bool = False, **extra: Any) -> Any:
        """``target.VERB(**args)``; with ``copy`` the target gets its own lists,
        so one that edits its input in place changes nothing the model sees."""
        args = self.args
        if copy:
            args = {k: list(v) if isinstance(v, list | tuple) else v for k, v in args.items()}
        return getattr(target, self.verb)(**args, **extra)

    def block_ids(self) -> list[int]:
        """The ids the op names in its batches (a malformed lone id names none)."""
        batches = (self.args.get(name, ()) for name in ID_ARGS)
        return [b for batch in batches if isinstance(batch, list | tuple) for b in batch]

    def to_json(self) -> dict[str, Any]:
        return {"verb": self.verb, **{k: _plain(v) for k, v in self.args.items()}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Op:
        if not isinstance(data, dict) or "verb" not in data:
            raise BadOp(f"an op must be an object with a 'verb', got {data!r}")
        args = {k: v for k, v in data.items() if k != "verb"}
        return cls(data["verb"], args)

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={_short(v)}" for k, v in self.args.items())
        return f"{self.verb}({inner})"


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple | list) else value


def _short(value: Any, limit: int = 12) -> str:
    """Long id lists abbreviated for messages; traces keep them whole."""
    if isinstance(value, tuple | list) and len(value) > limit:
        head = ", ".join(str(v) for v in value[:limit])
        return f"[{head}, ... ({len(value)} in all)]"
    return str(_plain(value))


def allocate(n: int) -> Op:
    return Op("allocate", {"n": n})


def release(ids: list[int]) -> Op:
    return Op("release", {"ids": list(ids)})


def register(ids: list[int], hashes: list[int], parent_hashes: list[int]) -> Op:
    return Op(
        "register", {"ids": list(ids), "hashes": list(hashes), "parent_hashes": list(parent_hashes)}
    )


def retain(ids: list[int]) -> Op:
    return Op("retain", {"ids": list(ids)})


def match(hashes: list[int]) -> Op:
    return Op("match", {"hashes": list(hashes)})


def tick() -> Op:
    return Op("tick")


def evict(n: int) -> Op:
    return Op("evict", {"n": n})


def reset() -> Op:
    return Op("reset")
