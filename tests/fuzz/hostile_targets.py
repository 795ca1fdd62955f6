"""Block targets that misbehave in ways no in-process containment survives, for
the fuzzer's tests. Fuzzer workers are other processes: they import this module
through ``kvtwin fuzz --plugin tests.fuzz.hostile_targets``.

Each agrees with the model (it is the model) until its 20th ``allocate``, then:

* ``test:crash``: ends its process with ``os._exit(3)``;
* ``test:hang``: sleeps for an hour (a per-call timer can stop it);
* ``test:hog``: allocates 64 MiB buffers until memory runs out.
"""

from __future__ import annotations

import os
import time

from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.model import ModelTarget

TURN = 20
CRASH_STATUS = 3


class _Hostile(ModelTarget):
    def __init__(self, num_blocks: int, policy: str) -> None:
        super().__init__(num_blocks, policy)
        self.calls = 0

    def allocate(self, n: int) -> list[int] | None:
        self.calls += 1
        if self.calls >= TURN:
            self.misbehave()
        return super().allocate(n)

    def misbehave(self) -> None:
        raise NotImplementedError


class Crash(_Hostile):
    def misbehave(self) -> None:
        os._exit(CRASH_STATUS)


class Hang(_Hostile):
    def misbehave(self) -> None:
        time.sleep(3600)


class Hog(_Hostile):
    def misbehave(self) -> None:
        buffers = []
        while True:
            buffers.append(bytearray(64 << 20))


def _register(name: str, kind: type[_Hostile], what: str) -> None:
    register_target("blocks", name, what)(
        lambda *, num_blocks, policy, device="cpu": kind(num_blocks, policy)
    )


_register("test:crash", Crash, "ends its process at the 20th allocate")
_register("test:hang", Hang, "sleeps an hour at the 20th allocate")
_register("test:hog", Hog, "allocates until memory runs out at the 20th allocate")
