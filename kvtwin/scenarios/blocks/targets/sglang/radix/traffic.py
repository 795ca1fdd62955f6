"""Engine-level radix ops: the blocks engine level's ``arrive`` and ``step``, and a
client's ``abort`` of the n-th request that arrived. Trace JSON:
``{"verb": "abort", "request": 3}``; the other two as ``blocks_engine.codec``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.refs import RefRecorder
from kvtwin.scenarios.blocks_engine.codec import EngineCodec
from kvtwin.scenarios.blocks_engine.ops import Arrive, Step

__all__ = ["Abort", "Arrive", "RadixEngineCodec", "Step"]
MAX_REQUESTS = 1 << 20


@dataclass(frozen=True, slots=True)
class Abort:
    request: int

    verb = "abort"

    def __str__(self) -> str:
        return f"abort(request={self.request})"


class RadixEngineCodec(EngineCodec):
    def encode(self, op: Any, refs: RefRecorder) -> dict[str, Any]:
        if isinstance(op, Abort):
            return {"verb": "abort", "request": op.request}
        return super().encode(op, refs)

    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> Any:
        if data.get("verb") != "abort":
            return super().decode(data, where, resolve)
        if set(data) != {"verb", "request"}:
            raise TraceError(f"trace field '{where}': abort takes request, got {sorted(data)}")
        request = data["request"]
        if type(request) is not int or not 0 <= request < MAX_REQUESTS:
            raise TraceError(
                f"trace field '{where}.request': expected 0..{MAX_REQUESTS - 1}, got {request!r}"
            )
        return Abort(request)
