"""``kvtwin run SCENARIO``: each module here adds its options and runs one campaign.

A scenario module defines ``HELP``, ``add_arguments(parser)`` and
``run(args) -> int`` (0 agree, 1 divergence, 2 bad usage or unavailable).
"""

SCENARIOS = {
    "blocks": "kvtwin.scenarios.blocks",
    "prefill": "kvtwin.scenarios.prefill",
}
