"""The levels of a peers survey: which campaigns run at each level of each core
of an outside engine, each run to its end in parts, and what every level reports
(``levels`` in the peers tool's summary.json)."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from kvtwin.core.engine_record import Geometry, engine_of
from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.findings import Collector
from kvtwin.core.parts import run_parts
from kvtwin.core.registry import get_scenario, scenarios, targets
from kvtwin.core.scenario import Campaign
from kvtwin.core.summary import merge_coverage
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.serving import LEGITIMATE
from kvtwin.scenarios.blocks.targets.base import SCENARIO

LEGITIMATE_SEEDS = (0, 1, 2)
LEGITIMATE_POOLS = (32, 128, 1024)


def scenario_of(target: str) -> str | None:
    """The scenario ``target`` is registered for (the engine level's own scenario)."""
    return next((name for name in scenarios() if target in targets(name)), None)


def legitimate_campaigns(target: str, steps: int) -> list[Campaign]:
    """Only the calls an engine's own caller makes, over seeds and pool sizes (the
    target's scenario's own ``campaigns.legitimate`` where it has any)."""
    own = get_scenario(scenario_of(target) or SCENARIO).campaigns.legitimate(target, steps)
    if own:
        return list(own)
    return [
        serving_campaign(
            get_scenario(SCENARIO),
            target,
            policy=policy,
            pool_size=pool,
            seed=seed,
            steps=steps,
            traffic=LEGITIMATE,
            label=f"legitimate {policy} seed={seed} pool={pool} steps={steps}",
        )
        for pool in LEGITIMATE_POOLS
        for seed in LEGITIMATE_SEEDS
        for policy in ("lru", "ref_zero")
    ]


def run_level(campaigns: Sequence[Campaign], collector: Collector, engine: str) -> list[dict]:
    """Every campaign to its end in parts: a cause ends only its part, and the next
    part goes on from a fresh state, so a cause hit early checks nothing less
    after it. Each hit is recorded by cause."""
    rows = []
    for campaign in campaigns:
        parts = run_parts(
            campaign.scenario, campaign, collector, past_new=True, command="kvtwin peers"
        )
        results = [part.result for part in parts]
        hits = [r.divergence.to_json() for r in results if r.divergence is not None]
        rows.append(
            {
                "campaign": campaign.label,
                "policy": campaign.summary.get("policy", campaign.config.get("policy")),
                "seed": campaign.summary.get("seed"),
                "ops": sum(r.count for r in results),
                "parts": len(parts),
                "seconds": round(sum(r.seconds for r in results), 3),
                "ok": not hits,
                "divergence": hits[0] if hits else None,
                "hits": _hits_by_signature(hits),
                "coverage": functools.reduce(merge_coverage, [r.coverage for r in results]),
            }
        )
        first = next((r.divergence for r in results if r.divergence is not None), None)
        said = "ok" if first is None else f"{len(hits)} hit(s) in {len(parts)} part(s): {first}"
        print(f"  {campaign.label}: {said}")
    return rows


def _hits_by_signature(hits: list[dict[str, Any]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for hit in hits:
        counts[hit["signature"]] = counts.get(hit["signature"], 0) + 1
    return counts


def level_report(
    target: str, campaigns: Sequence[Campaign] | None, collector: Collector, engine: str
) -> dict[str, Any]:
    name = scenario_of(target)
    if name is None:
        return {"unavailable": f"no scenario has a target {target!r}"}
    campaigns = list(campaigns or get_scenario(name).campaigns.hunts(target))
    if not campaigns:
        return {"unavailable": f"the {name} scenario has no campaigns for {target}"}
    try:
        get_scenario(name).session(campaigns[0].config, target).close()
    except (UsageError, TargetUnavailable) as error:
        return {"unavailable": str(error)}
    print(f"{engine}: {name} scenario through `{target}`")
    rows = run_level(campaigns, collector, engine)
    return {"scenario": name, "target": target, "campaigns": rows}


Core = tuple[str, str]
"""One tree core, or one build, of an engine: (allocator-level target, engine-level target)."""


def level_name(level: str, target: str, cores: Sequence[Core]) -> str:
    """The report's key of a level: ``allocator``, or ``allocator (TARGET)`` when
    the survey covers several cores."""
    return level if len(cores) == 1 else f"{level} ({target})"


def geometries_of(target: str) -> tuple[Geometry, ...]:
    """The geometries an engine's record declares for its engine-level ``target``."""
    engine = engine_of(target)
    piece = next((p for p in engine.provides if p.target == target), None) if engine else None
    return piece.geometries if piece is not None else ()


def geometry_campaigns(target: str, geometry: Geometry, hunts: int) -> list[Campaign]:
    """The first ``hunts`` of the engine level's hunts, at ``geometry``."""
    scenario = get_scenario(scenario_of(target) or "")
    level = scenario.campaigns
    defaults = level.options.defaults()
    chosen = list(level.level.hunts)[:hunts]
    return [
        level.campaign(
            {**defaults, **hunt, **geometry.values, "target": target},
            label=f"{geometry.name}: " + level.level.label({**defaults, **hunt}),
        )
        for hunt in chosen
    ]


def geometry_key(engine_target: str, geometry: Geometry) -> str:
    """The collector of an engine-level target's runs at a geometry."""
    return f"{engine_target}@{geometry.name}"


def survey(
    cores: Sequence[Core], legitimate_steps: int, name: str, geometry_hunts: int = 4
) -> tuple[dict[str, Any], dict[str, Collector]]:
    """Both levels of every core, the engine level also at each geometry its engine
    declares: the report's ``levels`` and a collector per target (and geometry)."""
    levels: dict[str, Any] = {}
    collectors: dict[str, Collector] = {}
    for target, _ in cores:
        scenario = scenario_of(target) or SCENARIO  # megatron-hybrid: the hybrid scenario's
        campaigns = list(get_scenario(scenario).campaigns.hunts(target))
        if legitimate_steps:
            campaigns += legitimate_campaigns(target, legitimate_steps)
        collectors[target] = Collector()
        key = level_name("allocator", target, cores)
        levels[key] = level_report(target, campaigns, collectors[target], name)
    for _, engine_target in cores:
        collectors[engine_target] = Collector()
        key = level_name("engine", engine_target, cores)
        levels[key] = level_report(engine_target, None, collectors[engine_target], name)
        if levels[key].get("unavailable") or not geometry_hunts:
            continue
        for geometry in geometries_of(engine_target):
            collector = collectors[geometry_key(engine_target, geometry)] = Collector()
            campaigns = geometry_campaigns(engine_target, geometry, geometry_hunts)
            report = level_report(engine_target, campaigns, collector, name)
            levels[f"{key} @ {geometry.name}"] = {**report, "geometry": dict(geometry.values)}
    return levels, collectors
