"""Hybrid prefix-cache targets of kvtwin's own (``impl``, ``model``, ``bug:NAME``);
importing this package registers them. Outside engines' targets are their engine
packages' own (``kvtwin/engines/NAME/``)."""

from kvtwin.scenarios.hybrid.targets import bugs, impl, model  # noqa: F401
