"""The registry entries of the allocator-level SGLang targets (importing the package
registers them; the engine level registers in ``engine.py``)."""

from __future__ import annotations

from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.sglang.adapter import TARGETS, SglangCacheTarget
from kvtwin.scenarios.blocks.targets.sglang.standalone import standalone_test
from kvtwin.scenarios.radix.target import SCENARIO


def _factory(core: str):  # type: ignore[no-untyped-def]
    def make(*, num_pages: int, page_size: int, policy: str) -> SglangCacheTarget:
        return SglangCacheTarget(num_pages, page_size, policy, core)

    return make


for _name, _core in TARGETS.items():
    register_target(
        SCENARIO,
        _name,
        f"SGLang's UnifiedRadixCache (FULL) on its {_core} tree core over its "
        "PagedTokenToKVPoolAllocator, called as its scheduler calls them",
        standalone=standalone_test,
    )(_factory(_core))
