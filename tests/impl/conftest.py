"""fla-core's naive KDA, loaded once per module for the tests that compare with it."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest


def _load_fla_naive() -> ModuleType:
    """fla/ops/kda/naive.py by file path (fla/ops/__init__ imports triton)."""
    spec = importlib.util.find_spec("fla")
    if spec is None or not spec.submodule_search_locations:
        pytest.skip("fla-core is not installed")
    path = Path(next(iter(spec.submodule_search_locations))) / "ops" / "kda" / "naive.py"
    if not path.is_file():
        pytest.skip(f"fla-core has no {path}")
    if importlib.util.find_spec("einops") is None:
        pytest.skip("fla's naive KDA needs einops, which is not installed")
    mod_spec = importlib.util.spec_from_file_location("_fla_kda_naive", path)
    assert mod_spec is not None and mod_spec.loader is not None
    module = importlib.util.module_from_spec(mod_spec)
    mod_spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def fla_naive() -> ModuleType:
    return _load_fla_naive()
