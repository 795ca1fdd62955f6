"""Releases of the toy engine's own code, ``toyeng``, as source trees a test writes.

``toyeng/__init__.py`` names its ``VERSION`` and the kvtwin blocks target it
allocates with (``ALLOCATOR``: a known-bug variant in a buggy release, ``impl`` in a
fixed one; a release whose API renamed it keeps ``ALLOCATOR_TARGET`` instead), and
``toyeng/engine.py`` is a copy of the toy's kvtwin side (``engine.py``), so a
standalone test run in a fresh interpreter with the tree on ``PYTHONPATH`` serves
the same engine.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.engines.toy.engine import BUGGY, PACKAGE

ENGINE_MODULE = Path(__file__).with_name("engine.py")


def write_tree(root: Path, version: str, allocator: str | None, *, buggy: str = BUGGY) -> Path:
    """``root/toyeng``: a release of the toy engine allocating with ``allocator``
    (None: a release whose API renamed ``ALLOCATOR``, keeping ``buggy``)."""
    package = Path(root) / PACKAGE
    package.mkdir(parents=True, exist_ok=True)
    name = "ALLOCATOR" if allocator is not None else "ALLOCATOR_TARGET"
    (package / "__init__.py").write_text(
        f'"""toyeng, a toy serving engine."""\n\nVERSION = {version!r}\n'
        f"{name} = {(allocator or buggy)!r}\n"
    )
    shutil.copyfile(ENGINE_MODULE, package / "engine.py")
    return Path(root)
