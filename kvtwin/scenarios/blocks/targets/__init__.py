"""Block-allocator targets of kvtwin's own: ``impl``, ``model`` and the known-bug
variants ``bug:NAME``. Outside engines' targets are their engine packages' own
(``kvtwin/engines/NAME/``), registered through their records."""

from kvtwin.scenarios.blocks.targets import bugs, impl, model  # noqa: F401
