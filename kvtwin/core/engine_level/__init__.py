"""The one engine level: a scenario's contract checked through an inference engine's
own request path.

A client's ops (``ops.py``: a request arrives, the engine steps, a client aborts)
are the whole trace (``codec.py``), shrunk as traffic (``passes.py``). An engine
driver (``driver.py``) runs the engine's own code and reports what it does to the
component under test through a :class:`~kvtwin.core.engine_level.driver.Port`:
each call as it happens, or the events of a step at a quiescent point. The
session (``session.py``) knows no scenario: a scenario declares its engine level
once (``scenario.py``'s :class:`EngineLevel`: its options, traffic, hunts and an
:class:`~kvtwin.core.engine_level.contract.EngineContract` that maps the
engine's calls or events onto its contract), and ``register_engine_level``
makes the ``NAME-engine`` scenario, its campaigns and its reporting.
"""
