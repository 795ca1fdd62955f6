"""Hybrid prefix-cache targets; importing this package registers the built-in ones."""

from kvtwin.scenarios.hybrid.targets import bugs, impl, megatron, model  # noqa: F401
