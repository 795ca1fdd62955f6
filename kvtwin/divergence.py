"""The first point where a target and the model disagree."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Divergence:
    """``step`` is the op (or call) index from 0; ``field`` names what differed."""

    step: int
    op: str
    field: str
    expected: Any
    actual: Any

    def to_json(self) -> dict[str, Any]:
        return {k: _jsonable(v) for k, v in asdict(self).items()}

    def __str__(self) -> str:
        return (
            f"divergence at step {self.step}, {self.op}: {self.field} "
            f"expected {self.expected!r}, got {self.actual!r}"
        )


class DivergenceFound(AssertionError):
    """Raised by lockstep runners; an AssertionError so Hypothesis and pytest treat
    it as a failing check (and shrink it)."""

    def __init__(self, divergence: Divergence) -> None:
        super().__init__(str(divergence))
        self.divergence = divergence


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple) and hasattr(value, "_asdict"):
        return {k: _jsonable(v) for k, v in value._asdict().items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return repr(value)
