"""The test command of a mutation run: the scenario's generic hunt campaigns
against the ``impl`` target, exit 1 at the first divergence, 0 if all agree.

``python -m kvtwin.tools.mutation.campaigns SCENARIO...`` runs in a work copy
whose ``impl/`` file carries one mutant; nothing here knows which. The
campaigns are the fixed, seeded ones ``kvtwin bugs`` uses
(``Campaigns.hunts``), the first ``CAMPAIGNS[SCENARIO]`` of each, the
scenarios in the order given.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from kvtwin.core import contain
from kvtwin.core.campaign import run_campaign
from kvtwin.core.files import write_atomic
from kvtwin.core.registry import get_scenario, scenarios
from kvtwin.core.summary import merge_coverage
from kvtwin.tools.mutation import CAMPAIGNS

CALL_TIMEOUT = 30.0
"""Seconds one op may take: a mutant that loops forever is a finding, soon."""


def check(scenario: str, limit: int | None = None, coverage: dict[str, Any] | None = None) -> int:
    """Run the campaigns; the exit status (1: a divergence, printed). ``coverage``
    (given): filled with the merged coverage of the campaigns run."""
    contain.call_timeout = CALL_TIMEOUT
    campaigns = list(get_scenario(scenario).campaigns.hunts("impl"))
    ops = 0
    merged: dict[str, Any] = {}
    for campaign in campaigns[: CAMPAIGNS[scenario] if limit is None else limit]:
        result = run_campaign(campaign)
        ops += result.count
        merged = merge_coverage(merged, result.coverage)
        if result.divergence is not None:
            print(f"{campaign.label}: {result.divergence}")
            return 1
    if coverage is not None:
        coverage.update(merged)
    print(f"{scenario}: all campaigns agree over {ops} ops")
    return 0


def drawn(scenario: str) -> dict[str, Any]:
    """The coverage of the campaigns a mutant of ``scenario`` faces, on this tree."""
    coverage: dict[str, Any] = {}
    if check(scenario, coverage=coverage):
        raise RuntimeError(f"the {scenario} campaigns diverge on the unmutated tree")
    return coverage


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("scenarios", nargs="+", choices=sorted(scenarios()), metavar="SCENARIO")
    parser.add_argument("--limit", type=int, default=None, help="campaigns to run (default: all)")
    parser.add_argument("--coverage", type=Path, default=None, help="write what they drew here")
    args = parser.parse_args(argv)
    drawn_by: dict[str, Any] = {}
    for name in args.scenarios:  # in the order given: the first divergence ends the run
        coverage: dict[str, Any] = {}
        if check(name, args.limit, coverage):
            return 1
        drawn_by[name] = coverage
    if args.coverage is not None:
        write_atomic(args.coverage, json.dumps(drawn_by, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
