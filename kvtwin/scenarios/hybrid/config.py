"""The trace config of a hybrid run (what rebuilds model, target and the token
embedding), validated field by field."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.trace import require
from kvtwin.scenarios.hybrid.options import OPTIONS
from kvtwin.scenarios.hybrid.tokens import Dims

DIM_LIMITS = {"heads": (1, 16), "head_k": (1, 64), "head_v": (1, 64), "vocab": (1, 4096)}


@dataclass(frozen=True)
class HybridConfig:
    policy: str = "lru"
    num_blocks: int = 32
    num_slots: int = 6
    block_size: int = 4
    embed_seed: int = 0
    dims: Dims = field(default_factory=Dims)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, config: dict[str, Any]) -> HybridConfig:
        policy = OPTIONS.from_config(config, "policy")
        values = {
            name: OPTIONS.from_config(config, name)
            for name in ("num_blocks", "num_slots", "block_size")
        }
        values["embed_seed"] = OPTIONS.from_config(config, "seed", "embed_seed")
        dims = config.get("dims")
        if not isinstance(dims, dict):
            raise TraceError("trace field 'config.dims': expected an object")
        sizes = {
            name: require(dims, name, int, "config.dims", low=low, high=high)
            for name, (low, high) in DIM_LIMITS.items()
        }
        masked = require(dims, "masked", float, "config.dims", low=0.0, high=1.0)
        return cls(policy=policy, dims=Dims(**sizes, masked=masked), **values)
