"""The first point where a target and the model disagree, and its cause signature."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Any

_IDS = re.compile(r"\[[^\]]*\]")


@dataclass(frozen=True)
class Divergence:
    """``step`` is the op (or call) index from 0; ``field`` names what differed;
    ``verb`` the kind of op it happened at (``audit`` for a full-state audit)."""

    step: int
    op: str
    field: str
    expected: Any
    actual: Any
    verb: str | None = None

    @property
    def signature(self) -> str:
        """What makes two divergences the same cause: the verb, the field with ids
        blanked, and for an error mismatch the two error kinds (messages dropped).
        Shrinking keeps it; findings are grouped by it."""
        verb = self.verb or self.op.split("(", 1)[0].split(" ", 1)[0]
        name = _IDS.sub("[]", self.field)
        if self.field == "error":
            name += f" {error_class(self.expected)} -> {error_class(self.actual)}"
        return f"{verb}: {name}"

    def to_json(self) -> dict[str, Any]:
        # not asdict: it deep-copies, and a target's value (a generator) may not copy
        data = {f.name: jsonable(getattr(self, f.name)) for f in fields(self)}
        data["signature"] = self.signature
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Divergence:
        fields = ("step", "op", "field", "expected", "actual", "verb")
        return cls(**{k: data.get(k) for k in fields})

    def __str__(self) -> str:
        return (
            f"divergence at step {self.step}, {self.op}: {self.field} "
            f"expected {self.expected!r}, got {self.actual!r}"
        )


class DivergenceFound(AssertionError):
    """Raised by checkers; an AssertionError so Hypothesis and pytest treat it as a
    failing check (and shrink it)."""

    def __init__(self, divergence: Divergence) -> None:
        super().__init__(str(divergence))
        self.divergence = divergence


def error_class(kind: Any) -> str:
    """``crash: KeyError: 12`` -> ``crash: KeyError``; a contract kind stays as is."""
    text = str(kind)
    if text.startswith("crash"):
        return ": ".join(text.split(": ")[:2])
    return text


def jsonable(value: Any) -> Any:
    if isinstance(value, tuple) and hasattr(value, "_asdict"):
        return {k: jsonable(v) for k, v in value._asdict().items()}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    try:
        return repr(value)
    except Exception:  # a target's object whose repr raises still makes a finding
        return f"<{type(value).__name__} whose repr raised>"
