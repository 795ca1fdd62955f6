"""Root causes of a peers survey, and how a deployment reaches each.

A survey finds causes per (core, policy, signature); many are one defect in the
engine's code seen through several signatures, policies or cores. They are
grouped by the mechanism the engine's package attributes each signature to
(:class:`kvtwin.core.engine_record.Mechanism`), and the grouping is checked by
running: the representative's shrunk reproduction is replayed on every other
member's core and policy, and a member it fails on too (with a signature of the
same mechanism) is grouped on that evidence; one it does not fail on is grouped
on the package's word alone, and the report says so. A signature no mechanism
names is a root cause of its own ("not described yet").

How a deployment reaches a cause is decided by which levels hit it:

* ``default``: the engine's own request path at its default geometry (an
  engine-level target's ``default`` geometry, or the level's own small one
  whose reproduction, rescaled, fails at the default one too);
* ``config``: only under named non-default settings (a named geometry, or the
  level's small geometry when the rescaled reproduction does not fail at the
  default one): the settings are named;
* ``direct``: only the allocator level hit it: the calls and argument classes its
  reproduction makes that the engine's own calls never made are named.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from kvtwin.core.engine_level.ops import stretched_prompt
from kvtwin.core.engine_record import Engine, Mechanism
from kvtwin.core.replay import replay_trace
from kvtwin.core.trace import Trace

DEFAULT, CONFIG, DIRECT, UNCHECKED = "default", "config", "direct", "unchecked"
"""``unchecked``: only the allocator level hit it, and no engine-level campaign ran
under its policy, so the survey cannot tell (never a guess at ``direct``)."""
CONSTRUCTION = (".num_blocks", ".num_pages", ".policy", ".device", ".capacity")
"""Domain parameters of how a target was built, not of the calls made to it."""


def mechanism_of(engine: Engine, signature: str) -> Mechanism | None:
    return next((m for m in engine.mechanisms if signature in m.signatures), None)


def drawn(coverage: Mapping[str, Any]) -> set[str]:
    """The ``PARAM=CLASS`` classes a run drew (legal and misuse) and the verbs it
    called, from its coverage (an engine level's nests it under its contract's key)."""
    found: set[str] = set()
    for key in ("domain", "domain_misuse"):
        for param, classes in (coverage.get(key) or {}).items():
            if param.endswith(CONSTRUCTION):
                continue
            found |= {f"{param}={cls}" for cls, n in classes.items() if n}
    found |= {f"verb {verb}" for verb, n in (coverage.get("verbs") or {}).items() if n}
    for value in coverage.values():  # an engine level: the contract's coverage, nested
        if isinstance(value, dict) and ("verbs" in value or "domain" in value):
            found |= drawn(value)
    return found


def never_made(repro: Mapping[str, Any], engine_runs: Iterable[Mapping[str, Any]]) -> list[str]:
    """What a reproduction drew that no engine-level run drew: the calls and
    argument classes the engine's own code never made."""
    seen: set[str] = set()
    for coverage in engine_runs:
        seen |= drawn(coverage)
    return sorted(drawn(repro) - seen)


def rescaled(trace: Trace, values: Mapping[str, Any], size_option: str) -> Trace:
    """An engine-level trace found at a small geometry, as traffic at another: its
    config rebuilt by the level (``values`` over the trace's geometry), every prompt
    token stretched into ``new size // old size`` tokens, so a prefix shared by whole
    blocks stays shared by whole blocks."""
    old, new = int(trace.config[size_option]), int(values[size_option])
    factor = max(1, new // old)
    ops = [
        {**op, "prompt": list(stretched_prompt(op["prompt"], factor))}
        if op.get("verb") == "arrive"
        else op
        for op in trace.ops
    ]
    return replace(trace, ops=ops, divergence=None)


def replays_on(trace: Trace, target: str, policy: str | None) -> str | None:
    """The signature ``trace`` diverges with on ``target`` under ``policy`` (None:
    it agrees there)."""
    config = dict(trace.config)
    if policy is not None and "policy" in config:
        config["policy"] = policy
    moved = replace(trace, target=target, config=config, divergence=None)
    found = replay_trace(moved).divergence
    return None if found is None else found.signature


def group(
    engine: Engine,
    causes: Sequence[dict[str, Any]],
    traces: Mapping[int, Trace],
    target_of: Mapping[tuple[str, str], str],
) -> list[dict[str, Any]]:
    """Root causes: ``causes`` grouped by mechanism, the representative (the first
    ``default``, else ``config``, else ``direct`` member) replayed on every other
    member's core and policy. ``traces[index]``: a member's shrunk trace;
    ``target_of[(core, level)]``: the target that level of that core ran."""
    groups: dict[str, list[int]] = {}
    for index, cause in enumerate(causes):
        mechanism = mechanism_of(engine, cause["signature"])
        key = mechanism.id if mechanism else f"undescribed-{_slug(cause['signature'])}"
        groups.setdefault(key, []).append(index)
    roots = []
    rank = {DEFAULT: 0, CONFIG: 1, DIRECT: 2, UNCHECKED: 3}
    for key, members in groups.items():
        members.sort(key=lambda i: (rank.get(causes[i].get("reach") or UNCHECKED, 4), i))
        head = causes[members[0]]
        mechanism = mechanism_of(engine, head["signature"])
        evidence = []
        for index in members[1:]:
            member = causes[index]
            trace = traces.get(members[0])
            level = "engine" if trace is not None and trace.scenario.endswith("-engine") else (
                "allocator"
            )
            target = target_of.get((member["core"], level))
            got = None
            if trace is not None and target is not None:
                got = replays_on(trace, target, member.get("policy"))
            same = got is not None and (
                got == member["signature"] or (mechanism and got in mechanism.signatures)
            )
            evidence.append(
                {
                    "member": _name(member),
                    "replayed_on": target,
                    "signature": got,
                    "grouped_by": "the representative's reproduction fails there too"
                    if same
                    else "the package's attribution alone (the reproduction does not fail there)",
                }
            )
        reaches = {causes[i].get("reach") for i in members}
        roots.append(
            {
                "id": key,
                "mechanism": None if mechanism is None else _mechanism_json(mechanism),
                "reach": next((r for r in rank if r in reaches), UNCHECKED),
                "reach_why": head.get("reach_why"),
                "representative": _name(head),
                "members": [_name(causes[i]) for i in members],
                "signatures": sorted({causes[i]["signature"] for i in members}),
                "policies": sorted({str(causes[i].get("policy")) for i in members}),
                "cores": sorted({causes[i]["core"] for i in members}),
                "evidence": evidence,
                "standalone": head.get("standalone"),
            }
        )
    roots.sort(key=lambda r: (rank.get(r["reach"], 4), r["id"]))
    return roots


def _name(cause: Mapping[str, Any]) -> str:
    return f"{cause['core']} {cause.get('policy')} {cause['signature']}"


def _slug(text: str) -> str:
    kept = "".join(c if c.isalnum() else "-" for c in text.lower())
    return "-".join(filter(None, kept.split("-")))[:60] or "cause"


def _mechanism_json(mechanism: Mechanism) -> dict[str, Any]:
    return {
        "id": mechanism.id,
        "title": mechanism.title,
        "code": list(mechanism.code),
        "explanation": mechanism.explanation,
        "impact": mechanism.impact,
        "upstream": {
            "verdict": mechanism.upstream.verdict,
            "queries": list(mechanism.upstream.queries),
            "candidates": [
                {"ref": c.ref, "title": c.title, "state": c.state, "same": c.same}
                for c in mechanism.upstream.candidates
            ],
        },
    }
