"""How a deployment reaches one cause of a peers survey, decided by running
(``default``, ``config`` or ``direct``: :mod:`kvtwin.tools.peers_roots` says
what each means), and a reproduction cut down to the calls the engine's own code
makes before its standalone test is written."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from kvtwin.core.engine_record import Geometry, Mechanism
from kvtwin.core.findings import Finding
from kvtwin.core.replay import candidate_of, load_trace, replay, replay_trace
from kvtwin.core.trace import Trace
from kvtwin.tools.peers_roots import CONFIG, DEFAULT, DIRECT, UNCHECKED, never_made, rescaled

TOY = "engine"
"""The level key of the engine level's own small hunts."""


def engine_coverages(
    levels: Mapping[str, Any], engine_target: str, policy: str | None = None
) -> list[dict[str, Any]]:
    """The coverage of every engine-level campaign of ``engine_target`` (any geometry;
    under ``policy`` only, where given)."""
    return [
        row["coverage"]
        for level in levels.values()
        if level.get("target") == engine_target
        for row in level.get("campaigns", [])
        if row.get("coverage") and (policy is None or row.get("policy") == policy)
    ]


def at_geometry(trace: Trace, geometry: Geometry) -> Trace:
    """An engine-level trace found at the level's small geometry, rebuilt at
    ``geometry`` (its config's geometry fields replaced, prompts stretched)."""
    size = next((k for k in ("block_size", "page_size") if k in trace.config), None)
    config = {**trace.config, **{k: v for k, v in geometry.values.items() if k in trace.config}}
    moved = replace(trace, config=config)
    return rescaled(moved, config, size) if size else replace(moved, divergence=None)


def reach_of(
    per_level: Mapping[str, Finding],
    geometries: Sequence[Geometry],
    mechanism: Mechanism | None,
    engine_runs: Sequence[Mapping[str, Any]],
) -> tuple[str, str]:
    """``(reach, why)`` of one cause from the levels that hit it (``per_level``:
    ``allocator``, ``engine`` and ``engine @ NAME`` for each geometry)."""
    named = {f"{TOY} @ {g.name}": g for g in geometries}
    default = next((g for g in geometries if g.name == DEFAULT), None)
    at_default = f"{TOY} @ {DEFAULT}"
    if default is not None and at_default in per_level:
        path = "the engine's own request path at its default geometry"
        return DEFAULT, f"{path} ({_values(default)})"
    configs = [named[level] for level in per_level if level in named and level != at_default]
    if configs:
        said = "; ".join(
            g.name + (f" (used by {g.used_by})" if g.used_by else " (no example or test of the "
                      "engine's own found using it)")
            for g in configs
        )  # fmt: skip
        return CONFIG, f"needs a non-default setting: {said}"
    toy = per_level.get(TOY)
    if toy is not None and toy.trace is not None:
        if default is None:
            return CONFIG, (
                "the engine's own request path at the level's small geometry; the engine's "
                "record declares no default geometry to check it at"
            )
        found = replay_trace(at_geometry(toy.trace, default)).divergence
        signatures = {toy.signature, *(mechanism.signatures if mechanism else ())}
        if found is not None and found.signature in signatures:
            return DEFAULT, (
                "the engine's own request path: found at the level's small geometry, and its "
                f"reproduction rescaled to the default geometry ({_values(default)}) fails there "
                f"too ({found.signature})"
            )
        return CONFIG, (
            "the engine's own request path at the level's small geometry only: its "
            f"reproduction rescaled to the default geometry ({_values(default)}) "
            + ("agrees there" if found is None else f"fails otherwise ({found.signature})")
        )
    allocator = per_level.get("allocator")
    if allocator is None or allocator.trace is None:
        return DIRECT, "only the allocator level hit it"
    if not engine_runs:
        return UNCHECKED, (
            "only the allocator level hit it; no engine-level campaign ran under its policy, "
            "so whether the engine's own path reaches it is not known"
        )
    repro = replay_trace(allocator.trace)
    unmade = never_made(repro.coverage, engine_runs)
    if not unmade:
        return DIRECT, (
            "only the allocator level hit it; its reproduction makes no call or argument class "
            "the engine-level campaigns did not make too (the engine's own order of them differs)"
        )
    return DIRECT, "only through calls the engine's own code never made: " + ", ".join(unmade)


def cut_to_engine_calls(finding: Finding, engine_runs: Sequence[Mapping[str, Any]]) -> list[str]:
    """An allocator-level reproduction of a ``default`` or ``config`` cause without
    the ops whose verb the engine's own code never calls, where it still fails the
    same way without them (the finding's trace is replaced); the verbs cut."""
    if finding.trace is None or not engine_runs:
        return []
    made = {verb for coverage in engine_runs for verb in _verbs(coverage)}
    scenario, trace = load_trace(finding.trace)
    candidate = [(i, op) for i, op in candidate_of(trace) if op.get("verb") in made]
    cut = sorted({str(op.get("verb")) for op in trace.ops} - made)
    if not cut or not candidate or len(candidate) == len(trace.ops):
        return []
    result = replay(scenario, trace.config, trace.target, candidate)
    if result.divergence is None or result.divergence.signature != finding.signature:
        return []
    finding.trace = replace(trace, ops=list(result.ops), divergence=result.divergence.to_json())
    finding.repro_ops = len(finding.trace.ops)
    return cut


def _verbs(coverage: Mapping[str, Any]) -> set[str]:
    verbs = {verb for verb, n in (coverage.get("verbs") or {}).items() if n}
    for value in coverage.values():
        if isinstance(value, dict) and "verbs" in value:
            verbs |= _verbs(value)
    return verbs


def _values(geometry: Geometry) -> str:
    return ", ".join(f"{k}={v}" for k, v in geometry.values.items()) or "its defaults"
