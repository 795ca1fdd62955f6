"""Block-allocator targets; importing this package registers the built-in ones:
kvtwin's own (``impl``, ``model``, ``bugs``) and every engine package beside them
(``megatron``, ``vllm``, ``sglang``), each found by being a subpackage here, so
adding an engine adds its package and no line elsewhere. An engine's package
registers even where the engine is absent: building its target then says so."""

import importlib
import pkgutil

from kvtwin.scenarios.blocks.targets import bugs, impl, model  # noqa: F401

for _engine in sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg):
    importlib.import_module(f"{__name__}.{_engine}")
