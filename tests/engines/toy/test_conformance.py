"""The toy engine, one folder, passes the conformance mixin every engine passes."""

from pathlib import Path

import pytest

from kvtwin.core.engines import PATHS_ENV
from tests.engines.conformance import EngineConformance
from tests.engines.toy import engine as toy
from tests.engines.toy.tree import write_tree


class TestToyConformance(EngineConformance):
    ENGINE = toy.NAME

    @pytest.fixture(autouse=True)
    def _installed(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        """A fixed release on PYTHONPATH, the toy registered (undone after the test)."""
        monkeypatch.delenv(PATHS_ENV, raising=False)
        monkeypatch.delenv(toy.ENV, raising=False)
        monkeypatch.setenv("PYTHONPATH", str(write_tree(tmp_path / "installed", "2.0", "impl")))
        toy.install(monkeypatch)
