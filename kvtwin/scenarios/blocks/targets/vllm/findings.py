"""Findings for vLLM at both levels: run, shrink (keeping the signature), classify,
reproduce standalone, and say where each is reachable and reported upstream.

* allocator level, legitimate traffic: the blocks scenario's serving campaigns
  on ``--target vllm`` over several seeds and pool sizes;
* allocator level, misuse (:mod:`.misuse`): a divergence counts as a finding
  only when vLLM's pool *changed state* on a call the model rejects (the
  caller-trusting rule of docs/contract.md); one that it rejected loudly or
  ignored without a change is recorded as such, not as a finding;
* engine level (:mod:`.engine`): vLLM's scheduler on request traffic.

A finding is ``reachable: engine`` when the engine level showed the same
signature, else ``allocator-only`` with the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.registry import get_scenario
from kvtwin.core.repro import shrink_trace, write_reproduction
from kvtwin.core.scenario import Campaign
from kvtwin.scenarios.blocks.campaigns import serving_campaign
from kvtwin.scenarios.blocks.session import UNCHECKED_MISUSE
from kvtwin.scenarios.blocks.targets.base import SCENARIO
from kvtwin.scenarios.blocks.targets.vllm.adapter import TARGET
from kvtwin.scenarios.blocks.targets.vllm.engine import (
    EngineSetup,
    run_engine,
    shrink_requests,
    traffic,
)
from kvtwin.scenarios.blocks.targets.vllm.standalone import write_standalone
from kvtwin.scenarios.blocks.traffic import TrafficConfig, seeded_traffic

ISSUE_42571 = (
    "vllm-project/vllm#42571 (a block named more often than it is held in one "
    "free_blocks call: the free count passes the list, later AssertionError); "
    "PR #42615 (open) and #42612 (closed) deduplicate in free_blocks"
)
UPSTREAM = {
    "over_release": ISSUE_42571,
    "release_unheld": ISSUE_42571,
    "allocate_negative": "vllm-project/vllm-ascend#14283 (get_new_blocks(-1) returns no "
    "blocks and raises the free count)",
    "queued twice": "vllm-project/vllm#42571; fixed in 0.24.0 by vllm-project/vllm#42656, "
    "whose free_blocks queues a block when its count reaches 0 inside the loop",
}
NONE_FOUND = "none found"


def upstream_for(kind: str | None, signature: str, divergence: dict[str, Any]) -> str:
    if kind in UPSTREAM:
        return UPSTREAM[kind]
    if signature.startswith("release: ") and kind is None:
        return UPSTREAM["queued twice"]
    return NONE_FOUND


def legitimate_campaigns(seeds: Sequence[int], pools: Sequence[int], steps: int) -> list[Campaign]:
    """Serving traffic alone: the requests are passed in, so the loop runs no
    phases (no misuse bursts, no resets): only calls vLLM's own caller makes."""
    scenario = get_scenario(SCENARIO)
    return [
        serving_campaign(
            scenario,
            TARGET,
            policy=policy,
            pool_size=pool,
            seed=seed,
            steps=steps,
            requests=list(seeded_traffic(seed, TrafficConfig(arrival_steps=steps))),
            label=f"serving {policy} seed={seed} pool={pool} steps={steps}",
        )
        for pool in pools
        for seed in seeds
        for policy in ("lru", "ref_zero")
    ]


def run_allocator_level(
    campaigns: Sequence[Campaign],
    out: Path,
    prefix: str,
    shrink_seconds: float,
    log: Callable[[str], None],
    known: set[tuple[str | None, str, str]] | None = None,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Rows per campaign, and one finding (or misuse outcome) per cause; causes in
    ``known`` (misuse kind or None, policy, signature) were reproduced already."""
    known = set() if known is None else known
    rows: list[dict[str, Any]] = []
    firsts: dict[tuple[str | None, str, str], tuple[Campaign, Any]] = {}
    for campaign in campaigns:
        result = run_campaign(campaign)
        d = result.divergence
        kind = campaign.summary.get("misuse")
        rows.append(
            {
                "campaign": campaign.label,
                "policy": campaign.summary["policy"],
                "pool_size": campaign.summary["pool_size"],
                "seed": campaign.summary["seed"],
                "misuse": kind,
                "ops": result.count,
                "seconds": round(result.seconds, 3),
                "ok": d is None,
                "divergence": None if d is None else d.to_json(),
                "misuse_unchecked": result.coverage.get("misuse_unchecked", {}),
            }
        )
        log(f"  {campaign.label}: {'ok' if d is None else d}")
        if d is not None:
            # in a misuse campaign, a divergence at an op the model accepts is not
            # the injected call's: it joins the legitimate causes (the checker names
            # an injected call that changed the caller-trusting pool UNCHECKED_MISUSE)
            misuse = kind if d.field.startswith(UNCHECKED_MISUSE) else None
            key = (misuse, str(campaign.summary["policy"]), d.signature)
            if key in known:
                continue
            firsts.setdefault(
                key, (campaign, trace_of(campaign, result, f"kvtwin vllm: {campaign.label}"))
            )
    known.update(firsts)
    findings = []
    for index, ((kind, policy, signature), (_, trace)) in enumerate(firsts.items(), 1):
        reproduction = shrink_trace(trace, max_seconds=shrink_seconds)
        name = f"{prefix}-{index}"
        trace_path, test_path = write_reproduction(reproduction.trace, out, f"repro-{name}")
        divergence = reproduction.trace.divergence or {}
        upstream = upstream_for(kind, signature, divergence)
        description = (
            f"{signature} ({policy}{', misuse: ' + kind if kind else ''}); "
            f"allocator level: BlockPool called as vLLM's KV cache manager calls it. "
            f"Upstream: {upstream}."
        )
        standalone, replayed = write_standalone(
            reproduction.trace, out, name.replace("-", "_"), description
        )
        finding = replayed.outcome in ("corrupted", "diverged")
        if not finding:
            standalone.unlink()
        findings.append(
            {
                "signature": signature,
                "policy": policy,
                "misuse": kind,
                "outcome": replayed.outcome,
                "finding": finding,
                "level": "allocator",
                "campaigns": [
                    r["campaign"]
                    for r in rows
                    if r["divergence"]
                    and r["divergence"]["signature"] == signature
                    and r["misuse"] == kind
                    and r["policy"] == policy
                ],
                "first_divergence": trace.divergence,
                "ops": len(trace.ops),
                "repro": trace_path.name,
                "repro_test": test_path.name,
                "repro_ops": len(reproduction.trace.ops),
                "repro_divergence": divergence,
                "shrunk_signature": reproduction.shrunk_signature,
                "flaky": reproduction.flaky,
                "standalone": standalone.name if finding else None,
                "upstream": upstream,
            }
        )
        log(f"  {name}: {signature} -> {replayed.outcome}, {len(reproduction.trace.ops)} ops")
    return rows, findings


def run_engine_level(
    seeds: Sequence[int],
    pools: Sequence[int],
    steps: int,
    shrink_seconds: float,
    log: Callable[[str], None],
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    rows, findings, seen = [], [], set()
    for policy in ("lru", "ref_zero"):
        for pool in pools:
            for seed in seeds:
                setup = EngineSetup(pool_size=pool, policy=policy, steps=steps)
                result = run_engine(traffic(seed, steps), setup)
                rows.append({"seed": seed, **result.to_json()})
                d = result.divergence
                log(f"  engine {policy} pool={pool} seed={seed}: {'ok' if d is None else d}")
                if d is None or (policy, d.signature) in seen:
                    continue
                seen.add((policy, d.signature))
                shrunk = shrink_requests(result, shrink_seconds)
                findings.append(
                    {
                        "signature": d.signature,
                        "policy": policy,
                        "level": "engine",
                        "finding": True,
                        "first_divergence": d.to_json(),
                        "requests": len(result.requests),
                        "shrunk_requests": [
                            {
                                "rid": r.rid,
                                "arrival": r.arrival,
                                "prompt": list(r.prompt),
                                "max_new_tokens": r.max_new_tokens,
                                "samples": r.samples,
                            }
                            for r in shrunk.requests
                        ],
                        "shrunk_signature": None
                        if shrunk.divergence is None
                        else shrunk.divergence.signature,
                        "upstream": NONE_FOUND,
                    }
                )
    return rows, findings


def reachability(findings: list[dict[str, Any]], engine_rows: list[dict[str, Any]]) -> None:
    """Mark each allocator finding ``engine`` or ``allocator-only``, with the reason."""
    engine_signatures = {
        row["divergence"]["signature"] for row in engine_rows if row["divergence"] is not None
    }
    calls = sum(row["calls"] for row in engine_rows)
    runs = len(engine_rows)
    for finding in findings:
        if finding["level"] == "engine" or finding["signature"] in engine_signatures:
            finding["reachable"] = "engine"
            continue
        finding["reachable"] = "allocator-only"
        if finding.get("misuse"):
            finding["why"] = (
                f"misuse: vLLM's scheduler never makes this call (no call the model rejects "
                f"in {runs} engine runs, {calls} calls checked)"
            )
        else:
            finding["why"] = (
                f"not seen in {runs} engine runs ({calls} calls checked; full attention, "
                "chunked prefill, preemption, prefix caching on and off)"
            )
