"""The scenario-agnostic engine: one lockstep loop, traces with symbolic references,
one shrink driver, hunts, reproductions and the run pipeline.

Nothing here names a scenario; a scenario package (``kvtwin/scenarios/NAME``)
registers a :class:`kvtwin.core.scenario.Scenario` and its targets in
:mod:`kvtwin.core.registry`.
"""
