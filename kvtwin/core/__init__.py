"""The harness core: one lockstep loop, traces with symbolic references, one shrink
driver, hunts and reproductions. It names no scenario: a scenario package
(``kvtwin/scenarios/NAME``) registers a :class:`kvtwin.core.scenario.Scenario`
and its targets in :mod:`kvtwin.core.registry`. docs/architecture.md has the map.
"""
