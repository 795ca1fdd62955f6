"""Findings from a worker that gave no answer: it died (``os._exit``, a
segfault, the OOM killer) or hung past its task's timeout.

The driver reruns such a campaign with a spill file (each op written before it
is applied); if the rerun dies too, the spilled ops end at the op that killed
or hung it, and they are the finding's trace: field ``process`` for a death
(as the engine's isolated runs name it, so shrinking and the standalone test
replay it in a child process), ``timeout`` for a hang.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from kvtwin.core.divergence import Divergence
from kvtwin.core.isolate import PROCESS_FIELD, Death
from kvtwin.core.replay import died
from kvtwin.core.trace import Trace
from kvtwin.fuzz.campaigns import Description, build

TIMEOUT_FIELD = "timeout"
NO_ANSWER_FIELDS = (PROCESS_FIELD, TIMEOUT_FIELD)


def read_spill(path: Path) -> list[dict[str, Any]]:
    """The ops a dead worker spilled; a last line cut off by the kill is dropped."""
    try:
        lines = path.read_text().splitlines()
    except OSError:
        return []
    ops = []
    for line in lines:
        try:
            op = json.loads(line)
        except ValueError:
            break
        if isinstance(op, dict):
            ops.append(op)
    return ops


def death_trace(desc: Description, death: str, timed_out: bool, spill: Path) -> Trace:
    """The trace of a rerun that died (or hung) again, from its spill file."""
    campaign = build(desc)
    ops = read_spill(spill)
    divergence = died(campaign.scenario, ops, Death(death, len(ops) - 1))
    if timed_out:
        divergence = dataclasses.replace(
            divergence, field=TIMEOUT_FIELD, expected="the op ends within the task timeout"
        )
    return Trace(
        campaign.scenario.name,
        campaign.target,
        campaign.config,
        ops,
        divergence.to_json(),
        f"kvtwin fuzz (ops spilled before they ran): {campaign.label}",
    )


def flaky_trace(desc: Description, death: str) -> Trace:
    """A death that did not recur on the rerun: no trace, the campaign (and its
    seed) is what is kept."""
    campaign = build(desc)
    divergence = Divergence(
        0,
        campaign.label,
        PROCESS_FIELD,
        "the worker survives the campaign",
        f"{death}; the rerun agreed",
        "campaign",
    )
    return Trace(
        campaign.scenario.name,
        campaign.target,
        campaign.config,
        [],
        divergence.to_json(),
        f"kvtwin fuzz: {campaign.label}",
    )


def replay_verdict(
    entry_signature: str,
    stored_field: str | None,
    death: str | None,
    divergence: dict[str, Any] | None,
) -> tuple[bool, str | None]:
    """``(still present, note)`` for a known finding's replay."""
    if death is not None:  # the replay itself died or hung: the target is still broken
        if stored_field in NO_ANSWER_FIELDS:
            return True, None
        return True, f"its replay now fails otherwise: {death}"
    if divergence is None:
        return False, None
    return divergence.get("signature") == entry_signature, None
