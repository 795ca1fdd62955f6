"""Whether megatron-core loads here, and why not: the tests that drive it run where it
does (its venvs, Python >= 3.12: ``nox -s peers``; or a tree named by
``KVTWIN_MEGATRON_PATH``) and skip elsewhere, saying why."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from kvtwin.core.errors import TargetUnavailable


def loaded(load: Callable[[], Any]) -> tuple[Any, str]:
    """``(load(), "")``, or ``(None, why not)``."""
    try:
        return load(), ""
    except TargetUnavailable as error:
        return None, str(error)


def needs(value: Any, reason: str) -> pytest.MarkDecorator:
    return pytest.mark.skipif(value is None, reason=f"megatron-core unavailable here: {reason}")
