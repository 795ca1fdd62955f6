"""Prefill targets; importing this package registers the built-in ones."""

from kvtwin.scenarios.prefill.targets import bugs, impl  # noqa: F401
