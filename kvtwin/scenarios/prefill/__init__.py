"""The prefill scenario: a cached prefill op's per-shape scratch cache, checked call
by call against ``model.scratch.LRUScratchModel`` through a memory probe, and its
outputs against the float64 reference recurrence.

Calls (``ops.py``) come from shape sequences (``shapes.py``, misuse from
``misuse.py``), their inputs from ``inputs.py`` in their form (``forms.py``); the
session (``session.py``, with ``entry_checks.py``, ``numerics.py`` and the probes
of ``probes.py`` and ``cuda.py``) checks each one; the codec (``codec.py``,
recycled ids by ``recycle.py``) writes them into traces of the config in
``config.py``; ``campaigns.py`` holds the run's options and the hunts;
``reporting.py`` draws a run. The contract is docs/contract.md, sections 2 and 3.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import make_target, register_scenario
from kvtwin.core.scenario import Scenario, Session
from kvtwin.report.reporting import register_reporting
from kvtwin.scenarios.prefill import targets
from kvtwin.scenarios.prefill.campaigns import PrefillCampaigns
from kvtwin.scenarios.prefill.codec import PrefillCodec
from kvtwin.scenarios.prefill.config import parse_config
from kvtwin.scenarios.prefill.cuda import make_probe
from kvtwin.scenarios.prefill.probes import ProbeUnavailable
from kvtwin.scenarios.prefill.reporting import PrefillReporting
from kvtwin.scenarios.prefill.session import PrefillSession
from kvtwin.scenarios.prefill.targets.base import SCENARIO

assert targets  # imported for its registrations


class PrefillScenario(Scenario):
    name = SCENARIO
    help = "check a cached prefill op's scratch cache against the reference model, call by call"
    codec = PrefillCodec()
    target_keywords = frozenset({"capacity", "device", "allocate", "chunk_size"})
    unit = "call"
    replay_audit_every = 0  # every call compares the whole cache: no audit to add

    def __init__(self) -> None:
        self.campaigns = PrefillCampaigns(self)

    def session(self, config: dict[str, Any], target: str, *, replay: bool = False) -> Session:
        return open_session(config, target, replay=replay)


PREFILL = register_scenario(PrefillScenario())
register_reporting(SCENARIO, PrefillReporting())


def open_session(config: dict[str, Any], target: str, *, replay: bool = False) -> PrefillSession:
    """A session from a trace config: TraceError for a bad config, UnknownTarget
    or TargetUnavailable for the target."""
    settings = parse_config(config)
    try:
        probe = make_probe(settings.device)
    except (ProbeUnavailable, RuntimeError, ValueError) as error:  # torch on a bad ordinal
        raise TargetUnavailable(f"--device {settings.device}: {error}") from None
    built = make_target(
        SCENARIO,
        target,
        capacity=settings.capacity,
        device=settings.device,
        allocate=probe.allocate,
        chunk_size=settings.chunk_size,
    )
    return PrefillSession(
        built,
        probe,
        settings.shapes,
        chunk_size=settings.chunk_size,
        dtype=settings.dtype,
        compare_fresh=settings.compare_fresh,
        threads=settings.threads,
        replay=replay,
    )
