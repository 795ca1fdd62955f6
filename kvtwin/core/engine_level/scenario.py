"""A scenario's engine level, declared once: :class:`EngineLevel`. Registering it
makes the ``NAME-engine`` scenario (``kvtwin run NAME-engine``, and ``kvtwin run
NAME --target T`` for a driver T of it), its campaigns and its trace format, the
same for every scenario.

What the scenario declares: its options (an :class:`OptionSet`: the command
line, the trace config and the fuzzer read it), the trace config and the driver's
keyword arguments they make, its traffic (the client's ops of a campaign), its
fixed hunts, and the :class:`EngineContract` that checks what the engine does.
An option the level does not declare is refused, naming it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from kvtwin.core.engine_level.codec import ClientCodec
from kvtwin.core.engine_level.contract import EngineContract
from kvtwin.core.engine_level.driver import EngineDriver
from kvtwin.core.engine_level.ops import ClientOp, stretched
from kvtwin.core.engine_level.session import EngineLevelSession
from kvtwin.core.options import OptionSet
from kvtwin.core.registry import check_target, register_scenario, targets
from kvtwin.core.scenario import Campaign, Campaigns, Scenario, Session, fresh_part

ENGINE_SUFFIX = "-engine"


@dataclass(frozen=True)
class EngineLevel:
    """The engine level of scenario ``base``."""

    base: str
    help: str
    options: OptionSet
    """Every option of a campaign (``target``, ``seed`` and ``steps`` among them)."""
    config: Callable[[dict[str, Any]], dict[str, Any]]
    """Option values -> the trace config (JSON: it rebuilds the engine on replay)."""
    driver_options: Callable[[dict[str, Any]], dict[str, Any]]
    """A trace config -> the keyword arguments of the driver's factory; a TraceError
    naming the field for a bad one (read through ``options.from_config``)."""
    traffic: Callable[[dict[str, Any]], Iterator[ClientOp]]
    """Option values -> the client's ops of a campaign (seeded by ``seed``)."""
    contract: Callable[[dict[str, Any], str], EngineContract]
    """``contract(trace config, target)``: the driver built and the checker over it."""
    describe: Callable[[dict[str, Any]], str]
    """One sentence on a run, from its summary, for report.md."""
    driver_keywords: frozenset[str] = frozenset()
    """The keyword arguments the contract builds a driver with."""
    hunts: Sequence[dict[str, Any]] = ()
    """The fixed campaigns ``kvtwin bugs`` runs on this level's targets: option
    values over the defaults (each with its own label, if it has one)."""
    verbs: tuple[str, ...] = ("arrive", "step")
    """The client ops its traffic uses (``abort`` too, where the engine takes it)."""
    driver_base: type = EngineDriver
    """What a driver of this level subclasses (an engine record is checked against it)."""
    size_option: str | None = None
    """The option that sets the cache's unit (``block_size``, ``page_size``). Traffic is
    drawn at ``base_size`` and, for a larger unit (an engine's default geometry),
    stretched token by token (``ops.stretched``), so its shared prefixes and its lengths
    against block edges scale with the unit."""
    base_size: int = 4
    label: Callable[[dict[str, Any]], str] = field(
        default=lambda values: f"engine {values.get('policy')} seed={values['seed']} "
        f"steps={values['steps']}"
    )

    @property
    def name(self) -> str:
        return self.base + ENGINE_SUFFIX


class EngineLevelCampaigns(Campaigns):
    """Campaigns of one engine level: seeded traffic through a driver."""

    def __init__(self, scenario: Scenario, level: EngineLevel) -> None:
        super().__init__(scenario)
        self.level = level
        self.options = level.options  # type: ignore[misc]

    def from_values(self, values: dict[str, Any]) -> Campaign:
        check_target(self.scenario.name, values["target"])  # before --out is claimed
        return self.campaign(values)

    def campaign(self, values: dict[str, Any], label: str | None = None) -> Campaign:
        level = self.level
        values = {**values}
        label = label or values.pop("label", None) or level.label(values)
        config = level.config(values)
        factor = self.stretch(values)
        return Campaign(
            self.scenario,
            values["target"],
            config,
            lambda: stretched(level.traffic(values), factor),
            label,
            total=values["steps"],
            audit_every=None,  # the contract audits as the engine goes
            summary={**config, "seed": values["seed"], "steps": values["steps"], "level": "engine"},
            options={**values, "label": label},
        )

    def stretch(self, values: dict[str, Any]) -> int:
        """How many times the level's traffic is stretched for ``values``' unit."""
        option = self.level.size_option
        if option is None or values.get(option) is None:
            return 1
        return max(1, int(values[option]) // self.level.base_size)

    def next_part(
        self, campaign: Campaign, part: int, ticks: int, seconds: float
    ) -> Campaign | None:
        """A fresh engine, the next part of the seed, for the engine steps left."""
        return fresh_part(campaign, part, ticks, seconds, lambda **values: self.campaign(values))

    def hunts(self, target: str) -> list[Campaign]:
        """The level's fixed campaigns; none for a name that is not one of its
        targets (``kvtwin bugs`` asks every scenario about every target)."""
        if target not in targets(self.scenario.name):
            return []
        defaults = self.level.options.defaults()
        return [self.campaign({**defaults, **hunt, "target": target}) for hunt in self.level.hunts]


class EngineLevelScenario(Scenario):
    """The ``NAME-engine`` scenario of one :class:`EngineLevel`."""

    unit = "step"
    replay_audit_every = 0  # the contract audits as the engine goes
    level = "engine"

    def __init__(self, engine_level: EngineLevel) -> None:
        self.engine_level = engine_level
        self.name = engine_level.name  # type: ignore[misc]
        self.help = engine_level.help  # type: ignore[misc]
        self.codec = ClientCodec(engine_level.verbs)  # type: ignore[misc]
        self.engine_level_of = engine_level.base  # type: ignore[misc]
        self.target_keywords = engine_level.driver_keywords  # type: ignore[misc]
        self.target_base = engine_level.driver_base  # type: ignore[misc]
        self.campaigns = EngineLevelCampaigns(self, engine_level)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        self.engine_level.driver_options(config)  # a TraceError before anything is built
        return EngineLevelSession(self.engine_level.contract(config, target))

    def describe_run(self, summary: dict[str, Any]) -> str | None:
        return self.engine_level.describe(summary)


def register_engine_level(engine_level: EngineLevel) -> EngineLevelScenario:
    return register_scenario(EngineLevelScenario(engine_level))  # type: ignore[return-value]
