"""A torchvision stand-in, so SGLang imports where torchvision cannot be installed
(a CPU-only machine: every torchvision wheel for torch 2.13 is a CUDA build, and
pip would replace torch with it).

SGLang imports torchvision on every path into ``sglang.srt`` (``configs`` ->
``nano_nemotron_vl`` -> ``multimodal/internvl_utils``), never calling it on the
KV-cache and scheduling paths. :func:`install_torchvision_standin` puts empty
torchvision modules into ``sys.modules`` (any name in them is a class that
raises when called) and makes transformers' ``is_torchvision_available()``
answer False, or transformers would pick torchvision image processors. It does
nothing where torchvision is importable. A runtime module (standard library
only, nothing runs at import): kvtwin's loader calls it before it imports
SGLang, and every standalone SGLang test carries it whole.
"""

from __future__ import annotations


def install_torchvision_standin() -> bool:
    """Install the stand-in unless torchvision is importable; whether it did."""
    import enum
    import importlib.abc
    import importlib.machinery
    import importlib.util
    import sys
    import types

    if "torchvision" in sys.modules:  # ours, or another stand-in (no file behind it)
        module = sys.modules["torchvision"]
        spec = getattr(module, "__spec__", None)
        return bool(getattr(module, "__kvtwin_standin__", False) or not getattr(spec, "origin", 1))
    found = importlib.util.find_spec("torchvision")
    if found is not None:  # the real one, or a stand-in another hook serves
        return not found.origin

    modes = ("nearest", "bilinear", "bicubic", "box", "hamming", "lanczos")
    interpolation = enum.Enum("InterpolationMode", {m.upper(): m for m in modes})

    class Missing:
        def __init__(self, *args: object, **kwargs: object) -> None:
            raise RuntimeError("torchvision is a stand-in here; nothing of it can be called")

    class Standin(types.ModuleType):
        def __getattr__(self, name: str) -> object:
            if name.startswith("__"):
                raise AttributeError(name)
            full = f"{self.__name__}.{name}"
            found = sys.modules.get(full) or type(name, (Missing,), {})
            setattr(self, name, found)
            return found

    names = ("", ".transforms", ".transforms.functional", ".transforms.v2",
             ".transforms.v2.functional", ".io", ".ops", ".utils")  # fmt: skip
    for suffix in names:
        name = "torchvision" + suffix
        module = Standin(name)
        module.__path__ = []
        module.__spec__ = importlib.machinery.ModuleSpec(name, None, is_package=True)
        module.__version__ = "0.0.0+standin"
        module.__kvtwin_standin__ = True
        module.InterpolationMode = interpolation
        sys.modules[name] = module
        parent, _, child = name.rpartition(".")
        if parent:
            setattr(sys.modules[parent], child, module)

    def unavailable() -> bool:
        return False

    def patch(utils: types.ModuleType) -> None:
        for attribute in ("is_torchvision_available", "is_torchvision_v2_available"):
            if hasattr(utils, attribute):
                setattr(utils, attribute, unavailable)

    target = "transformers.utils.import_utils"

    class Patcher(importlib.abc.MetaPathFinder):
        def find_spec(self, fullname, path=None, target_module=None):  # type: ignore[no-untyped-def]
            if fullname != target:
                return None
            for finder in sys.meta_path:
                if finder is self or not hasattr(finder, "find_spec"):
                    continue
                spec = finder.find_spec(fullname, path, target_module)
                if spec is not None and spec.loader is not None:
                    run = spec.loader.exec_module

                    def exec_module(module, run=run):  # type: ignore[no-untyped-def]
                        run(module)
                        patch(module)
                        if "transformers.utils" in sys.modules:
                            patch(sys.modules["transformers.utils"])

                    spec.loader.exec_module = exec_module  # type: ignore[method-assign]
                    return spec
            return None

    if target in sys.modules:
        patch(sys.modules[target])
    else:
        sys.meta_path.insert(0, Patcher())
    return True
