"""The hybrid model's flavours by name (docs/contract.md, section 5): a target
that runs an engine's own hybrid cache names the flavour of the contract that
states that engine's deliberate design (``HybridTarget.model_flavour``), as a
block target names an eviction policy's (``model/eviction.py``)."""

from __future__ import annotations

from model.errors import BadArgument
from model.hybrid import HybridCacheModel
from model.hybrid_megatron import FLAVOUR as MEGATRON
from model.hybrid_megatron import MegatronHybridModel

FLAVOURS: dict[str | None, type[HybridCacheModel]] = {
    None: HybridCacheModel,
    MEGATRON: MegatronHybridModel,
}


def hybrid_model(flavour: str | None) -> type[HybridCacheModel]:
    """The model class of ``flavour`` (``None``: section 5 itself)."""
    if flavour not in FLAVOURS:
        known = sorted(str(name) for name in FLAVOURS if name)
        raise BadArgument(f"unknown hybrid model flavour {flavour!r}; known: {known}")
    return FLAVOURS[flavour]
