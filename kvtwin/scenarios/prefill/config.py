"""The trace config of a prefill run: what rebuilds the target (cache capacity,
chunk size, dims, dtype, device), validated field by field."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import torch

from kvtwin.core.errors import TraceError
from kvtwin.core.trace import require
from kvtwin.scenarios.prefill.options import OPTIONS
from kvtwin.scenarios.prefill.shapes import ShapeConfig

DTYPES = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}
LIMITS: dict[str, tuple[int, int]] = {
    "heads": (1, 256),
    "head_k": (1, 1024),
    "head_v": (1, 1024),
    "total": (0, 1_000_000),
    "seed": (-(1 << 63), (1 << 63) - 1),
}
"""Bounds of config and op fields: past them a trace is malformed (a TraceError
before the run), never a divergence blamed on the target."""
DEVICE = re.compile(r"cpu|cuda(:[0-9]{1,3})?")


@dataclass(frozen=True)
class Settings:
    """A validated trace config."""

    capacity: int
    chunk_size: int
    shapes: ShapeConfig
    dtype: torch.dtype
    device: str
    compare_fresh: bool | str
    threads: int = 1


def prefill_config(
    *,
    capacity: int,
    device: str | torch.device = "cpu",
    chunk_size: int = 64,
    shapes: ShapeConfig | None = None,
    dtype: torch.dtype = torch.float32,
    compare_fresh: bool | str = True,
    threads: int = 1,
) -> dict[str, Any]:
    """The trace config of a prefill run."""
    shapes = shapes or ShapeConfig()
    config: dict[str, Any] = {
        "capacity": capacity,
        "device": str(device),
        "chunk_size": chunk_size,
        "dtype": str(dtype).removeprefix("torch."),
        "dims": {"heads": shapes.heads, "head_k": shapes.head_k, "head_v": shapes.head_v},
        "compare_fresh": compare_fresh,
    }
    if threads != 1:  # the default stays implicit, as in traces written before it existed
        config["threads"] = threads
    return config


def parse_config(config: dict[str, Any]) -> Settings:
    """Validate a trace config; a TraceError names the bad field."""
    capacity = OPTIONS.from_config(config, "capacity")
    chunk_size = OPTIONS.from_config(config, "chunk_size")
    dims = config.get("dims")
    if not isinstance(dims, dict):
        raise TraceError(f"trace field 'config.dims': expected an object, got {dims!r}")
    heads, head_k, head_v = (
        require(dims, name, int, "config.dims", low=LIMITS[name][0], high=LIMITS[name][1])
        for name in ("heads", "head_k", "head_v")
    )
    dtype_name = config.get("dtype", "float32")
    if not isinstance(dtype_name, str) or dtype_name not in DTYPES:
        raise TraceError(
            f"trace field 'config.dtype': expected one of {sorted(DTYPES)}, got {dtype_name!r}"
        )
    device = config.get("device", "cpu")
    if not isinstance(device, str) or not DEVICE.fullmatch(device):
        raise TraceError(f"trace field 'config.device': expected cpu or cuda[:N], got {device!r}")
    compare_fresh = config.get("compare_fresh", True)
    if not (isinstance(compare_fresh, bool) or compare_fresh == "always"):
        raise TraceError(
            f"trace field 'config.compare_fresh': expected true, false or \"always\", "
            f"got {compare_fresh!r}"
        )
    threads = 1
    if "threads" in config:
        threads = OPTIONS.from_config(config, "threads")
    return Settings(
        capacity,
        chunk_size,
        ShapeConfig(heads=heads, head_k=head_k, head_v=head_v),
        DTYPES[dtype_name],
        device,
        compare_fresh,
        threads,
    )
