"""Allocator ops as plain data: what a workload emits, a trace stores and a session
applies. ``codec.py`` writes them into traces; ``forms.py`` says how an op's ids
are handed to the target (``Op.form``), and its hashes and parent hashes
(``Op.hashes_form``: a list or a tuple)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import torch

from kvtwin.scenarios.blocks.forms import FORMS, HASH_FORMS, LIST, TUPLE, as_form, carries

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
"""The contract's verbs and their argument names, in call order: the one table
the session, the codec and the shrink passes read."""
COUNT = "n"
"""The one argument that is a count; every other is a batch (ids, hashes, parents)."""
BATCHES: dict[str, tuple[str, ...]] = {
    verb: tuple(name for name in names if name != COUNT) for verb, names in VERBS.items()
}
"""Each verb's batch arguments (those a shrinker may take elements out of)."""

IDS = "ids"
"""The argument that names block ids (references in a trace; the one an input form
applies to)."""
HASH_BATCHES = ("hashes", "parent_hashes")
"""The arguments ``Op.hashes_form`` applies to."""


class BadOp(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class Op:
    verb: str
    args: dict[str, Any] = field(default_factory=dict)
    form: str = LIST
    """How the target gets the ids (``forms.FORMS``); the model always gets a list."""
    hashes_form: str = LIST
    """How the target gets the hashes and parent hashes (``forms.HASH_FORMS``)."""

    def __post_init__(self) -> None:
        expected = VERBS.get(self.verb)
        if expected is None:
            raise BadOp(f"unknown verb {self.verb!r}; expected one of {sorted(VERBS)}")
        if set(self.args) != set(expected):
            raise BadOp(f"{self.verb} takes {list(expected)}, got {sorted(self.args)}")
        if self.form != LIST:
            ids = self.args.get(IDS)
            if self.form not in FORMS or not isinstance(ids, list | tuple):
                raise BadOp(f"form {self.form!r}: expected one of {FORMS} for an op with ids")
            if not carries(self.form, ids):
                raise BadOp(f"form {self.form!r} cannot carry the ids {_short(ids)}")
        if self.hashes_form != LIST and (
            self.hashes_form not in HASH_FORMS
            or not any(isinstance(self.args.get(name), list) for name in HASH_BATCHES)
        ):
            raise BadOp(f"hashes form {self.hashes_form!r}: expected one of {HASH_FORMS}")

    def call(self, model: Any, **extra: Any) -> Any:
        """``model.VERB(**args)``, the arguments as they are."""
        return getattr(model, self.verb)(**self.args, **extra)

    def send(self, target: Any) -> Any:
        """``target.VERB(**args)`` with its own copy of every batch and the ids in the
        op's form, so a target that edits its input in place changes nothing the
        model sees."""
        return getattr(target, self.verb)(**self.target_args())

    def target_args(self) -> dict[str, Any]:
        """The arguments as the target gets them: new objects, in the op's forms."""
        args = {k: list(v) if isinstance(v, list | tuple) else v for k, v in self.args.items()}
        if self.form != LIST:
            args[IDS] = as_form(args[IDS], self.form)
        if self.hashes_form == TUPLE:
            for name in HASH_BATCHES:
                if isinstance(args.get(name), list):
                    args[name] = tuple(args[name])
        return args

    def block_ids(self) -> list[int]:
        """The ids the op names in its batch (a malformed lone id names none)."""
        batch = self.args.get(IDS, ())
        return list(batch) if isinstance(batch, list | tuple) else []

    def to_json(self) -> dict[str, Any]:
        data = {"verb": self.verb, **{k: _plain(v) for k, v in self.args.items()}}
        if self.form != LIST:
            data["form"] = self.form
        if self.hashes_form != LIST:
            data["hashes_form"] = self.hashes_form
        return data

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={_short(v)}" for k, v in self.args.items())
        form = "" if self.form == LIST else f" as {self.form}"
        if self.hashes_form != LIST:
            form += f", hashes as {self.hashes_form}"
        return f"{self.verb}({inner}){form}"


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


def reuse(args: dict[str, Any]) -> bool:
    """The caller reuses its argument buffers once the call returned (overwrites
    them), as a serving loop reuses its block-table rows: a target that kept one
    sees the change in a later op. True when the op passed any batch."""
    reused = False
    for value in args.values():
        if type(value) is list:
            value[:] = _SCRIBBLE * len(value)
            reused = True
        elif isinstance(value, torch.Tensor):
            if value.numel() and value.dtype in _INT_DTYPES:
                value.fill_(-1)
            reused = True
    return reused


_SCRIBBLE = [-1]
_INT_DTYPES = frozenset({torch.int64, torch.int32})
