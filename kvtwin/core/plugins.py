"""Outside modules that register targets (or scenarios) when imported: named by
``--plugin MODULE`` on any command or by ``$KVTWIN_PLUGINS`` (comma-separated),
imported before the command line is read, so their targets are known to every
command (and to ``kvtwin fuzz``'s workers, which import them too)."""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence

from kvtwin.core.contain import raised
from kvtwin.core.errors import Interrupted, UsageError

PLUGINS_ENV = "KVTWIN_PLUGINS"
FLAG = "--plugin"
LOADED: list[str] = []
"""The modules loaded so far, in order: a reproduction names them, so its replay
finds the target they register."""


def plugin_modules(extra: Sequence[str] = ()) -> list[str]:
    """The modules named by ``$KVTWIN_PLUGINS`` and then ``extra``, each once."""
    names = [n.strip() for n in os.environ.get(PLUGINS_ENV, "").split(",")]
    return list(dict.fromkeys(n for n in [*names, *extra] if n))


def named_in(argv: Sequence[str]) -> list[str]:
    """The modules ``--plugin MODULE`` (or ``--plugin=MODULE``) names in ``argv``."""
    names = []
    for position, word in enumerate(argv):
        if word == FLAG and position + 1 < len(argv):
            names.append(argv[position + 1])
        elif word.startswith(FLAG + "="):
            names.append(word.split("=", 1)[1])
    return names


def load_plugins(names: Sequence[str], *, probe_timeout: float | None = None) -> None:
    """Import each module (from the installed packages or the current folder,
    as ``python -m`` finds them); a UsageError naming the one that fails, in any
    way: an exception, ``SystemExit``, or (``probe_timeout`` given: tried in a
    forked child first, :mod:`kvtwin.core.probe`) ``os._exit`` or a hang."""
    if names and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    fresh = [n for n in names if n not in sys.modules]
    if fresh and probe_timeout is not None:
        from kvtwin.core.probe import probe_imports

        probe_imports(fresh, probe_timeout or None)
    for name in names:
        try:
            importlib.import_module(name)
        except Interrupted:
            raise
        except BaseException as error:  # any failure of a user's module is a usage error
            raise UsageError(f"--plugin {name}: cannot import it: {raised(error)}") from None
        if name not in LOADED:
            LOADED.append(name)


def timeout_named_in(argv: Sequence[str], default: float) -> float:
    """The ``--call-timeout`` value in ``argv`` (it limits importing plugins too,
    which happens before the command line is parsed); ``default`` if none or bad."""
    for position, word in enumerate(argv):
        text = None
        if word == "--call-timeout" and position + 1 < len(argv):
            text = argv[position + 1]
        elif word.startswith("--call-timeout="):
            text = word.split("=", 1)[1]
        if text is not None:
            try:
                return max(float(text), 0.0)
            except ValueError:
                return default
    return default
