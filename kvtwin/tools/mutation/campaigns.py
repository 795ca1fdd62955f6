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
import sys

from kvtwin.core import contain
from kvtwin.core.campaign import run_campaign
from kvtwin.core.registry import get_scenario, scenarios
from kvtwin.tools.mutation import CAMPAIGNS

CALL_TIMEOUT = 30.0
"""Seconds one op may take: a mutant that loops forever is a finding, soon."""


def check(scenario: str, limit: int | None = None) -> int:
    """Run the campaigns; the exit status (1: a divergence, printed)."""
    contain.call_timeout = CALL_TIMEOUT
    campaigns = list(get_scenario(scenario).campaigns.hunts("impl"))
    ops = 0
    for campaign in campaigns[: CAMPAIGNS[scenario] if limit is None else limit]:
        result = run_campaign(campaign)
        ops += result.count
        if result.divergence is not None:
            print(f"{campaign.label}: {result.divergence}")
            return 1
    print(f"{scenario}: all campaigns agree over {ops} ops")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("scenarios", nargs="+", choices=sorted(scenarios()), metavar="SCENARIO")
    parser.add_argument("--limit", type=int, default=None, help="campaigns to run (default: all)")
    args = parser.parse_args(argv)
    for name in args.scenarios:  # in the order given: the first divergence ends the run
        if check(name, args.limit):
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
