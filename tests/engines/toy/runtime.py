"""What a toy-core standalone test runs: the shrunk traffic served again by the
release of toyeng first on ``PYTHONPATH`` (its ``engine`` module is the toy's
kvtwin side), against the reference model. It fails while toyeng's allocator
diverges, and skips on a toyeng whose API it does not know."""

import pytest
import toyeng


def reproduce(data):
    if not hasattr(toyeng, "ALLOCATOR"):
        pytest.skip("this toyeng keeps no ALLOCATOR: an API unknown here")
    from toyeng.engine import replay_engine_trace

    found = replay_engine_trace(data["trace"], toyeng.ALLOCATOR)
    assert found is None, f"{found} (toy-core {data['release']}, {data['policy']})"
