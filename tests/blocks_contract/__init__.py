"""The block-allocator contract (docs/contract.md section 1) as one reusable test mixin.

Every implementation's test module subclasses ``BlockAllocatorContract`` and
supplies ``make(num_blocks, policy)``, returning an object that speaks the
``kvtwin.scenarios.blocks.targets.base.BlockTarget`` interface. Tests assert observable behaviour
only (views, counts, the hash map, the free pool, verb results) with expected
values worked out from each scenario; which free ids ``allocate`` hands out is
the implementation's choice, so scenarios use the ids they are given.

The rules live in one mixin per part (``arguments``, ``verbs``, ``caching``).
"""

from __future__ import annotations

from tests.blocks_contract.arguments import ArgumentRules
from tests.blocks_contract.base import ContractBase
from tests.blocks_contract.caching import CachingRules
from tests.blocks_contract.verbs import VerbRules

__all__ = ["BlockAllocatorContract", "ContractBase"]


class BlockAllocatorContract(ArgumentRules, VerbRules, CachingRules):
    """Mixin: subclass with a ``Test`` name and implement ``make``."""
