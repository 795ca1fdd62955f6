"""``bug:NAME`` hybrid targets: the known-bug variants of ``impl.bugs.hybrid``."""

from __future__ import annotations

from typing import Any

from impl.bugs.hybrid import VARIANTS
from kvtwin.core.registry import register_target
from kvtwin.scenarios.hybrid.targets.base import SCENARIO
from kvtwin.scenarios.hybrid.targets.impl import ImplHybridTarget


def _register(name: str, cache_class: type) -> None:
    summary = (cache_class.__doc__ or "").strip().split("\n")[0]

    @register_target(SCENARIO, f"bug:{name}", summary)
    def factory(**options: Any) -> ImplHybridTarget:
        return ImplHybridTarget(**options, name=f"bug:{name}", cache_class=cache_class)


for _name, _cls in VARIANTS.items():
    _register(_name, _cls)
