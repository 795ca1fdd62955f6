"""The README's example of checking your own allocator works as written: its
module, run with the command the README gives, finds the leak, and the
reproduction is the one the README describes."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from kvtwin.cli import main
from kvtwin.core import plugins
from kvtwin.core.registry import unregister_target

README = Path(__file__).resolve().parents[1] / "README.md"


def _example() -> tuple[str, str, list[str]]:
    text = README.read_text()
    module = re.search(r"```python\n# (\w+)\.py\n(.*?)```", text, re.S)
    assert module, "README: the example module is a ```python block starting '# NAME.py'"
    command = re.search(r"```sh\n(kvtwin run blocks --plugin [^\n#]*?)\s+#", text)
    assert command, "README: the example's kvtwin run command"
    return module[1], module[2], command[1].split()[1:]


def test_the_readme_example_finds_the_leak_and_shrinks_it(tmp_path, monkeypatch):
    name, source, argv = _example()
    (tmp_path / f"{name}.py").write_text(source)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(plugins, "LOADED", [])
    try:
        assert main(argv) == 1
        out = Path(argv[argv.index("--out") + 1])
        summary = json.loads((out / "summary.json").read_text())
        assert summary["divergence"]["signature"] == "release: block[].ref"
        assert summary["repro_ops"] == 3  # the README says: allocate, retain, release twice
        verbs = [op["verb"] for op in json.loads((out / "repro.json").read_text())["ops"]]
        assert verbs == ["allocate", "retain", "release"]
    finally:
        unregister_target("blocks", "mine")
        sys.modules.pop(name, None)
