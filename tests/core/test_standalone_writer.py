"""The one standalone writer: runtime modules carried whole, data as literals, and
nothing that is not data gets into a file (it is checked before it is kept)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kvtwin.core.generated import GeneratedCodeError
from kvtwin.core.standalone_writer import Bundle, render_standalone, write_standalone_file

RUNTIME = "tests.core.standalone_runtime"
BUNDLE = Bundle((RUNTIME,), "reproduce", ("pytest",))
HOSTILE = [
    '"""; import os; os.system("echo owned")',
    "\\x00",
    float("nan"),
    float("inf"),
    2**80,
    "'''",
    {"__class__": "x", "a": [None, True, -1.5]},
]


def test_a_written_test_runs_the_runtime_on_the_data_and_fails_where_it_should(tmp_path):
    failing = write_standalone_file(
        BUNDLE, {"values": [1, 2], "expected": 4}, {"what": "demo"}, tmp_path / "test_a.py", "t"
    )
    passing = write_standalone_file(
        BUNDLE, {"values": [1, 3], "expected": 4}, {"what": "demo"}, tmp_path / "test_b.py", "t"
    )
    run = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", "/dev/null"]
    assert subprocess.run([*run, str(failing)], cwd=tmp_path, capture_output=True).returncode == 1
    assert subprocess.run([*run, str(passing)], cwd=tmp_path, capture_output=True).returncode == 0
    text = failing.read_text()
    assert "import tests" not in text and "from tests" not in text


@pytest.mark.parametrize("value", HOSTILE, ids=repr)
def test_hostile_values_stay_data(tmp_path, value):
    path = write_standalone_file(
        BUNDLE, {"values": [value], "expected": 0}, {"what": value}, tmp_path / "test_h.py", value
        if isinstance(value, str) else "t",
    )
    text = path.read_text()
    assert "os.system" not in text.split("DATA =")[0].split('"""', 2)[2] or isinstance(value, str)
    compile(text, str(path), "exec")


def test_a_runtime_that_runs_code_at_import_is_refused_and_nothing_written(tmp_path):
    bundle = Bundle(("tests.core.standalone_runtime_bad",), "reproduce", ("pytest",))
    with pytest.raises(GeneratedCodeError, match="which is not a literal"):
        write_standalone_file(bundle, {}, {}, tmp_path / "test_x.py", "t")
    assert not (tmp_path / "test_x.py").exists()


def test_the_bundles_own_imports_are_dropped_and_the_rest_kept():
    text = render_standalone(BUNDLE, {}, {}, "t")
    assert "import pytest" in text and "def reproduce(data)" in text
    assert text.rstrip().endswith("reproduce(DATA)")


def test_a_bundle_names_a_runtime_that_imports_kvtwin():
    problems = Bundle(("kvtwin.core.literal",), "render", ()).problems()
    assert problems == []  # stdlib only: fine
    assert Bundle(("kvtwin.core.generated",), "nothing", ()).problems()[-1].endswith(
        "defines no function nothing"
    )
    assert "imports kvtwin.core.files" in " ".join(
        Bundle(("kvtwin.core.generated",), "check_generated", ()).problems()
    )


def test_paths_are_what_was_asked(tmp_path: Path):
    path = write_standalone_file(BUNDLE, {"values": [], "expected": 0}, {}, tmp_path / "t.py", "t")
    assert path == tmp_path / "t.py" and path.is_file()
