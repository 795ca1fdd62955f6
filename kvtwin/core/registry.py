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

from kvtwin.core import contain
from kvtwin.core.errors import Interrupted, TargetUnavailable, TraceError, UnknownTarget, UsageError
from kvtwin.core.scenario import Scenario

SCENARIO_PACKAGE = "kvtwin.scenarios"
ENGINE_PACKAGE = "kvtwin.engines"
"""Each package below it registers one outside engine's record, after the scenarios."""
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


class TargetBroken(Exception):
    """The target's own code failed while it was being built (not while its code
    was imported): a finding at the start of the run, never the end of kvtwin."""

    def __init__(self, target: str, error: BaseException) -> None:
        super().__init__(f"target {target!r} failed while being built: {contain.describe(error)}")
        self.target = target
        self.error = error


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    import_own_scenarios()
    for point in entry_points(group=ENTRY_POINT_GROUP):
        _load(f"the {ENTRY_POINT_GROUP} entry point {point.name!r} ({point.value})", point.load)


def import_own_scenarios() -> None:
    """Import kvtwin's own scenario packages, then its engine packages (and what
    they import: torch; an engine's own code loads only when a target of it is
    first built). The
    CLI does it before it tries a plugin in a forked child, so that the child's
    time limit counts the plugin's own import, never kvtwin's."""
    for parent, what in ((SCENARIO_PACKAGE, "scenario"), (ENGINE_PACKAGE, "engine")):
        package = importlib.import_module(parent)
        for module in pkgutil.iter_modules(package.__path__):
            _load(
                f"{what} package {parent}.{module.name}",
                importlib.import_module,
                f"{parent}.{module.name}",
            )


def _load(what: str, load: Callable[..., Any], *args: Any) -> None:
    """Import one package that registers scenarios; whatever it raises (an exit
    included) is a UsageError naming it."""
    try:
        load(*args)
    except Interrupted:
        raise
    except BaseException as error:
        raise UsageError(f"{what}: importing it raised {contain.raised(error)}") from None


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
    """Build target ``name`` of ``scenario`` within ``--call-timeout``; UnknownTarget,
    or TargetUnavailable for one that cannot be built here (its code cannot be
    imported: whatever the import raised, an exit included; the build ran past
    the timeout), or TargetBroken where the target's own code failed."""
    factory = check_target(scenario, name).factory
    try:
        with contain.time_limit():
            built = factory(**options)
    except (Interrupted, TargetUnavailable, UsageError, TraceError):
        raise
    except contain.TargetTimeout:
        raise TargetUnavailable(
            f"target {name!r}: building it ran past --call-timeout {contain.call_timeout:g} s"
        ) from None
    except BaseException as error:
        if not importing(error):
            raise TargetBroken(name, error) from error
        raise TargetUnavailable(
            f"target {name!r}: importing its code raised {contain.raised(error)}"
        ) from None
    contain.mark_target(built)
    return built


def importing(error: BaseException) -> bool:
    """Whether ``error`` was raised while a module was being imported: a module's
    body (or the import machinery) is among the frames it passed through."""
    if isinstance(error, ImportError):
        return True
    trace = error.__traceback__
    trace = trace and trace.tb_next  # the frame that caught it is no module being imported
    while trace is not None:
        code = trace.tb_frame.f_code
        if code.co_name == "<module>" or code.co_filename.startswith("<frozen importlib"):
            return True
        trace = trace.tb_next
    return False


def engine_level(scenario: str, target: str) -> Scenario | None:
    """The engine-level scenario that checks ``scenario``'s contract through target
    ``target`` (when ``target`` is one of its targets and not one of ``scenario``'s)."""
    if target in targets(scenario):
        return None
    for candidate in scenarios().values():
        if candidate.engine_level_of == scenario and target in targets(candidate.name):
            return candidate
    return None


def levels(scenario: str) -> list[Scenario]:
    """``scenario`` and the engine-level scenarios that check its contract through an
    engine's request path (``kvtwin run NAME`` takes the options of them all)."""
    own = get_scenario(scenario)
    return [own, *(s for s in scenarios().values() if s.engine_level_of == own.name)]


def variants(scenario: str) -> list[str]:
    """The known-bug variants (``bug:NAME`` targets) of ``scenario``."""
    return [name for name in targets(scenario) if name.startswith("bug:")]
