"""A filing-ready report per root cause of a peers survey (``OUT/causes/ID.md``), and
the root-cause lines of ``summary.md`` and of the index that link to them.

Each report holds what a maintainer needs to act without a second opinion: a title
they would search for; the releases and commits it was seen on (this survey's,
and every sibling survey that found the same mechanism); the mechanism with the
engine's code lines; the impact; how a deployment reaches it (``default``,
``config`` naming the settings, or ``direct`` naming the calls the engine never
makes), decided by running; the signatures, policies and cores grouped under it
and why they were grouped; the smallest reproduction, as a standalone test that
needs only the engine; and what upstream search found (queries, candidates with
their state, and whether each is the same mechanism).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from kvtwin.core.engine_record import NONE_FOUND

CAUSES_DIR = "causes"


def seen_elsewhere(out: Path, root_id: str) -> list[str]:
    """Sibling surveys (folders beside ``out`` and their ``hybrid/``) with a root cause
    of the same mechanism: ``RELEASE (COMMIT)``."""
    found = []
    for summary in sorted(out.parent.glob("*/summary.json")) + sorted(
        out.parent.glob("*/hybrid/summary.json")
    ):
        if summary.parent.resolve() == out.resolve():
            continue
        try:
            report = json.loads(summary.read_text())
        except (OSError, ValueError):
            continue
        if any(root.get("id") == root_id for root in report.get("roots", [])):
            commit = (report.get("facts") or {}).get("commit")
            said = f" (commit {commit[:12]})" if commit else ""
            found.append(f"{report.get('release')}{said}")
    return found


def render_cause(root: dict[str, Any], report: dict[str, Any], elsewhere: list[str]) -> str:
    mechanism = root.get("mechanism") or {}
    title = mechanism.get("title") or f"Not described yet: {', '.join(root['signatures'])}"
    facts = report.get("facts") or {}
    commit = facts.get("commit")
    here = f"{report['package']} {report['release']}" + (f" (commit {commit})" if commit else "")
    standalone = root.get("standalone") or {}
    lines = [
        f"# {title}",
        "",
        f"- **Engine:** {here}, {facts.get('origin', '')}".rstrip(", "),
        f"- **Reached by:** `{root['reach']}`: {root.get('reach_why') or ''}",
        f"- **Impact:** {mechanism.get('impact') or 'not described yet'}",
        f"- **Seen on:** {', '.join([report['release'], *elsewhere])}",
        "",
        "## Mechanism",
        "",
        mechanism.get("explanation") or "Not described yet: read the reproduction below.",
        "",
    ]
    lines += [f"- `{line}`" for line in mechanism.get("code", [])]
    lines += ["", "## What was grouped under it, and why", ""]
    lines += [
        f"Signatures: {', '.join(f'`{s}`' for s in root['signatures'])}; policies: "
        f"{', '.join(root['policies'])}; cores: {', '.join(root['cores'])}. Representative: "
        f"{root['representative']}.",
        "",
    ]
    if root.get("evidence"):
        lines += ["| member | replayed on | it failed with | grouped by |", "|---|---|---|---|"]
        lines += [
            f"| {e['member']} | {e['replayed_on']} | {e['signature'] or 'agreed'} | "
            f"{e['grouped_by']} |"
            for e in root["evidence"]
        ]
    else:
        lines.append("One cause: nothing else to group.")
    lines += ["", "## Reproduction", ""]
    if standalone.get("file"):
        ran = standalone.get("failed")
        said = "fails here" if ran else "passes here (!)" if ran is False else "was not run here"
        lines.append(
            f"`{standalone['file']}` ({standalone.get('kind')} level) needs only the engine's "
            f"own package; it {said}"
            + (f": {standalone['message']}" if standalone.get("message") and ran else ".")
        )
        if standalone.get("cut"):
            lines.append(f"Cut before it was written (the engine never calls them): "
                         f"{', '.join(standalone['cut'])}.")  # fmt: skip
    else:
        lines.append(f"No standalone test: {standalone.get('message') or 'no writer'}.")
    lines += ["", "## Upstream", ""]
    upstream = mechanism.get("upstream") or {"verdict": NONE_FOUND}
    lines.append(f"**{upstream['verdict']}**")
    if upstream.get("queries"):
        lines += ["", "Searched by mechanism:", ""] + [f"- {q}" for q in upstream["queries"]]
    if upstream.get("candidates"):
        lines += ["", "| candidate | title | state | same mechanism? |", "|---|---|---|---|"]
        lines += [
            f"| {c['ref']} | {c['title']} | {c['state']} | {c['same']} |"
            for c in upstream["candidates"]
        ]
    return "\n".join(line.replace("\r", " ") for line in lines) + "\n"


def root_lines(report: dict[str, Any]) -> list[str]:
    """summary.md's root-cause table (links to the cause reports)."""
    roots = report.get("roots", [])
    if not roots:
        return ["No cause: every campaign agreed."]
    lines = [
        "| root cause | reach | impact | signatures | policies | cores | upstream |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for root in roots:
        mechanism = root.get("mechanism") or {}
        title = mechanism.get("title") or "not described yet"
        upstream = (mechanism.get("upstream") or {}).get("verdict", NONE_FOUND)
        lines.append(
            f"| [{title}]({CAUSES_DIR}/{root['id']}.md) | {root['reach']} | "
            f"{(mechanism.get('impact') or '?').split(':')[0]} | "
            f"{', '.join(f'`{s}`' for s in root['signatures'])} | {', '.join(root['policies'])} | "
            f"{', '.join(root['cores'])} | {upstream} |"
        )
    return lines
