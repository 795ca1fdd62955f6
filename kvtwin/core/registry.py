"""The one registry: scenarios by name, targets by (scenario, target name).

Scenario packages under ``kvtwin/scenarios/`` (and outside packages that
declare a ``kvtwin.scenarios`` entry point) are imported on first use; each
registers its :class:`Scenario` and its targets when imported. The engine
never names a scenario.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any

from kvtwin.core.errors import UnknownTarget, UsageError
from kvtwin.core.scenario import Scenario

SCENARIO_PACKAGE = "kvtwin.scenarios"
ENTRY_POINT_GROUP = "kvtwin.scenarios"


StandaloneWriter = Callable[[Any, Any, str, dict[str, Any]], dict[str, Any]]
"""``writer(shrunk trace, folder, stem, finding JSON)`` -> ``{"file": path, "kind":
level, ...}``: a pytest file that reproduces the finding with only the engine's
own package installed (no kvtwin)."""


@dataclass(frozen=True)
class TargetSpec:
    scenario: str
    name: str
    description: str
    factory: Callable[..., Any]
    standalone: StandaloneWriter | None = None
    """Where the target is an outside engine's code: the writer of its standalone tests."""


_SCENARIOS: dict[str, Scenario] = {}
_TARGETS: dict[tuple[str, str], TargetSpec] = {}
_discovered = False


def register_scenario(scenario: Scenario) -> Scenario:
    _SCENARIOS[scenario.name] = scenario
    return scenario


def register_target(
    scenario: str, name: str, description: str, *, standalone: StandaloneWriter | None = None
) -> Callable:
    """Decorator for a target factory; its keyword arguments are the scenario's."""

    def decorate(factory: Callable[..., Any]) -> Callable[..., Any]:
        _TARGETS[(scenario, name)] = TargetSpec(scenario, name, description, factory, standalone)
        return factory

    return decorate


def unregister_target(scenario: str, name: str) -> None:
    _TARGETS.pop((scenario, name), None)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    package = importlib.import_module(SCENARIO_PACKAGE)
    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{SCENARIO_PACKAGE}.{module.name}")
    for point in entry_points(group=ENTRY_POINT_GROUP):
        point.load()


def scenarios() -> dict[str, Scenario]:
    _discover()
    return dict(sorted(_SCENARIOS.items()))


def get_scenario(name: str) -> Scenario:
    known = scenarios()
    if name not in known:
        raise UsageError(f"unknown scenario {name!r}; known: {', '.join(known)}")
    return known[name]


def targets(scenario: str) -> dict[str, TargetSpec]:
    _discover()
    return {n: spec for (s, n), spec in sorted(_TARGETS.items()) if s == scenario}


def check_target(scenario: str, name: str) -> TargetSpec:
    """The spec of target ``name`` of ``scenario``; UnknownTarget naming the known ones."""
    known = targets(scenario)
    if name not in known:
        raise UnknownTarget(f"unknown {scenario} target {name!r}; known: {', '.join(known)}")
    return known[name]


def make_target(scenario: str, name: str, **options: Any) -> Any:
    """Build target ``name`` of ``scenario``; UnknownTarget or TargetUnavailable."""
    return check_target(scenario, name).factory(**options)


def engine_level(scenario: str, target: str) -> Scenario | None:
    """The engine-level scenario that checks ``scenario``'s contract through target
    ``target`` (when ``target`` is one of its targets and not one of ``scenario``'s)."""
    if target in targets(scenario):
        return None
    for candidate in scenarios().values():
        if candidate.engine_level_of == scenario and target in targets(candidate.name):
            return candidate
    return None


def variants(scenario: str) -> list[str]:
    """The known-bug variants (``bug:NAME`` targets) of ``scenario``."""
    return [name for name in targets(scenario) if name.startswith("bug:")]
