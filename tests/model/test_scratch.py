"""The scratch-cache model keeps the contract of docs/contract.md section 2."""

from __future__ import annotations

import ast
from collections import OrderedDict
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from model.scratch import CallPrediction, LRUScratchModel, ScratchModel


def size(key: int) -> int:
    return 100 * key + 1


def test_miss_then_hit_then_eviction_in_lru_order() -> None:
    cache = LRUScratchModel(2, size)
    assert cache.get(1) == CallPrediction(False, None, (1,), 101)
    assert cache.get(2) == CallPrediction(False, None, (1, 2), 302)
    assert cache.get(1) == CallPrediction(True, None, (2, 1), 302)  # hit: 1 becomes most recent
    assert cache.get(3) == CallPrediction(False, 2, (1, 3), 402)  # 2 is least recent
    assert cache.get(2) == CallPrediction(False, 1, (3, 2), 502)
    cache.check_valid()


def test_cyclic_passes_over_more_keys_than_capacity_always_miss() -> None:
    cache = LRUScratchModel(8, size)
    for call in range(5 * 12):
        prediction = cache.get(call % 12)
        assert not prediction.hit
        assert prediction.evicted == (None if call < 8 else (call - 8) % 12)
        assert len(prediction.keys) == min(call + 1, 8)
        assert prediction.live_bytes == sum(size(k) for k in prediction.keys)
        cache.check_valid()


def test_hit_does_not_ask_for_bytes_again() -> None:
    asked: list[int] = []

    def sizing(key: int) -> int:
        asked.append(key)
        return 8

    cache = LRUScratchModel(4, sizing)
    cache.get(1)
    cache.get(1)
    assert asked == [1]
    assert cache.peek(1).hits == 1


@pytest.mark.parametrize("capacity", [0, -1, 1.5, True, "8"])
def test_capacity_below_one_or_not_int_is_rejected(capacity: object) -> None:
    with pytest.raises(ValueError, match="capacity"):
        LRUScratchModel(capacity, size)  # type: ignore[arg-type]


def test_bad_layout_bytes_and_unhashable_keys_change_nothing() -> None:
    cache = LRUScratchModel(1, lambda key: -1 if key == "bad" else 4)
    cache.get("ok")
    with pytest.raises(ValueError, match="layout_bytes"):
        cache.get("bad")
    with pytest.raises(TypeError):
        cache.get(["unhashable"])
    assert cache.keys() == ("ok",)
    assert cache.live_bytes == 4
    cache.check_valid()


@pytest.mark.parametrize("error", [MemoryError("out of memory"), KeyError("no layout")])
def test_a_miss_whose_allocation_fails_changes_nothing(error: Exception) -> None:
    """The model's failed allocation is ``layout_bytes`` raising: on a full cache the
    victim stays, nothing is inserted or reordered, and the error propagates."""

    def sizing(key: str) -> int:
        if key == "fails":
            raise error
        return 10

    cache = LRUScratchModel(2, sizing)
    cache.get("a")
    cache.get("b")
    cache.get("a")
    before = (cache.keys(), cache.live_bytes, dict(cache._entries), list(cache._order))
    with pytest.raises(type(error)):
        cache.get("fails")
    assert (cache.keys(), cache.live_bytes, dict(cache._entries), list(cache._order)) == before
    assert all(cache._entries[k] is before[2][k] for k in before[2])
    cache.check_valid()
    assert cache.get("c") == CallPrediction(False, "b", ("a", "c"), 20)


def test_clear_releases_everything() -> None:
    cache = LRUScratchModel(3, size)
    for key in (1, 2, 3):
        cache.get(key)
    cache.clear()
    assert (len(cache), cache.keys(), cache.live_bytes) == (0, (), 0)
    assert cache.get(1) == CallPrediction(False, None, (1,), 101)
    cache.check_valid()


def test_check_valid_catches_broken_accounting_and_order() -> None:
    cache = LRUScratchModel(2, size)
    cache.get(1)
    cache._live_bytes += 1
    with pytest.raises(AssertionError, match="live bytes"):
        cache.check_valid()
    cache._live_bytes -= 1
    cache._order[7] = None  # order names a key that is not held
    with pytest.raises(AssertionError, match="order"):
        cache.check_valid()
    del cache._order[7]
    cache._entries[2] = cache._entries[1]  # filed under the wrong key
    with pytest.raises(AssertionError):
        cache.check_valid()


def test_the_policy_is_the_only_thing_a_subclass_supplies() -> None:
    class Fifo(ScratchModel):
        """Insertion order: a hit does not refresh (a deliberately different policy)."""

        def __init__(self, capacity: int, layout_bytes) -> None:
            super().__init__(capacity, layout_bytes)
            self.order: list[int] = []

        def _touch(self, key: int) -> None:
            if key not in self.order:
                self.order.append(key)

        def _forget(self, key: int) -> None:
            self.order.remove(key)

        def _victim(self) -> int:
            return self.order[0]

        def _ordered(self) -> list[int]:
            return list(self.order)

    cache = Fifo(2, size)
    cache.get(1)
    cache.get(2)
    cache.get(1)
    assert cache.get(3).evicted == 1
    cache.check_valid()
    with pytest.raises(NotImplementedError):
        ScratchModel(1, size).get(1)


@settings(max_examples=200, deadline=None)
@given(capacity=st.integers(1, 5), keys=st.lists(st.integers(0, 8), max_size=60))
def test_agrees_with_an_ordered_dict_lru(capacity: int, keys: list[int]) -> None:
    cache = LRUScratchModel(capacity, size)
    oracle: OrderedDict[int, None] = OrderedDict()
    for key in keys:
        evicted = None
        hit = key in oracle
        if hit:
            oracle.move_to_end(key)
        else:
            if len(oracle) >= capacity:
                evicted, _ = oracle.popitem(last=False)
            oracle[key] = None
        want = CallPrediction(hit, evicted, tuple(oracle), sum(size(k) for k in oracle))
        assert cache.get(key) == want
        cache.check_valid()


def test_model_is_pure_python() -> None:
    source = Path(__file__).resolve().parents[2] / "model" / "scratch.py"
    imported = set()
    for node in ast.walk(ast.parse(source.read_text())):
        if isinstance(node, ast.Import):
            imported.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module.split(".")[0])
    assert not imported & {"torch", "numpy", "impl", "kvtwin"}, imported
