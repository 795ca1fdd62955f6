"""The production allocator against the contract, plus what only a tensor allocator has."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import torch

from impl.blocks import BlockAllocator
from impl.errors import AllocatorError
from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget
from tests.blocks_contract import BlockAllocatorContract

POLICIES = ["ref_zero", "lru"]
N = 8


class TestImpl(BlockAllocatorContract):
    def make(self, num_blocks: int, policy: str) -> ImplBlockTarget:
        return ImplBlockTarget(num_blocks, policy, device="cpu")


def kind_of(call: object, *args: object) -> str | None:
    try:
        call(*args)  # type: ignore[operator]
    except AllocatorError as err:
        return err.kind
    return None


@pytest.mark.parametrize("policy", POLICIES)
def test_tensors_live_on_the_chosen_device_with_the_documented_dtypes(policy: str) -> None:
    a = BlockAllocator(N, policy, device="cpu")
    expected = {
        "ref_counts": (torch.int32, N),
        "block_hashes": (torch.int64, N),
        "parents": (torch.int64, N),
        "child_counts": (torch.int32, N),
        "stamps": (torch.int64, N),
        "free_stack": (torch.int64, N - 1),
    }
    for name, (dtype, size) in expected.items():
        tensor = getattr(a, name)
        assert (tensor.device, tensor.dtype, tuple(tensor.shape)) == (a.device, dtype, (size,))
    assert a.device == torch.device("cpu")
    ids = a.allocate(2)
    assert (ids.device, ids.dtype) == (a.device, torch.int64)
    assert a.evict(0).device == a.device


@pytest.mark.parametrize("policy", POLICIES)
def test_allocate_returns_a_copy_not_a_view_of_the_stack(policy: str) -> None:
    a = BlockAllocator(N, policy)
    ids = a.allocate(3)
    stack = a.free_stack.clone()
    ids.fill_(0)
    assert torch.equal(a.free_stack, stack)
    assert ids.untyped_storage().data_ptr() != a.free_stack.untyped_storage().data_ptr()


def test_free_stack_is_lifo() -> None:
    a = BlockAllocator(N, "lru")
    assert a.allocate(1).tolist() == [N - 2]  # the stack starts 0 .. N-2, N-2 on top
    x, y, z = a.allocate(3).tolist()
    assert (x, y, z) == (N - 5, N - 4, N - 3)  # the top three, in stack order
    a.release([z, x])  # pushed in ascending id order: x, then z on top
    assert a.allocate(1).tolist() == [z]
    assert a.allocate(1).tolist() == [x]
    a.register([y], [1], [0])
    (w,) = a.allocate(1).tolist()
    a.register([w], [2], [1])
    a.release([y, w])
    assert a.evict(2).tolist() == [w, y]  # victims pushed in eviction order
    assert a.allocate(1).tolist() == [y]
    assert a.free_top == len(set(a.free_stack[: a.free_top].tolist()))


@pytest.mark.parametrize("policy", POLICIES)
def test_tensor_ids_are_accepted(policy: str) -> None:
    a = BlockAllocator(N, policy)
    ids = a.allocate(2)
    a.retain(ids[:1])
    a.register(ids, [1, 2], [0, 1])
    a.release(torch.cat([ids, ids[:1]]))
    assert a.ref_counts.tolist() == [0] * N
    assert a.release(torch.tensor([])) is None  # an empty batch, whatever its dtype


@pytest.mark.parametrize(
    ("ids", "kind"),
    [
        (torch.tensor([True]), "bad_argument"),
        (torch.tensor([1.0]), "bad_argument"),
        (torch.tensor([[1]]), "bad_argument"),
        (torch.tensor(1), "bad_argument"),  # one id as a 0-d tensor: not a batch
        (torch.tensor([N - 1]), "bad_block_id"),
        (torch.tensor([-1]), "bad_block_id"),
        (torch.tensor([N], dtype=torch.int32), "bad_block_id"),
    ],
)
def test_bad_tensor_ids(ids: torch.Tensor, kind: str) -> None:
    a = BlockAllocator(N, "lru")
    a.allocate(N - 1)
    refs = a.ref_counts.clone()
    assert kind_of(a.release, ids) == kind
    assert kind_of(a.retain, ids) == kind
    assert torch.equal(a.ref_counts, refs)


def test_unknown_policy_names_the_choices() -> None:
    with pytest.raises(ValueError, match=r"'fifo'.*'lru'.*'ref_zero'"):
        BlockAllocator(N, "fifo")


@pytest.mark.parametrize("num_blocks", [1, 0, True, 4.0, "8"])
def test_bad_num_blocks(num_blocks: object) -> None:
    assert kind_of(BlockAllocator, num_blocks) == "bad_argument"


@pytest.mark.skipif(torch.cuda.is_available(), reason="CUDA is present here")
def test_cuda_without_cuda_is_a_clear_error() -> None:
    with pytest.raises(RuntimeError, match="CUDA is not available"):
        BlockAllocator(N, "lru", device="cuda")


@pytest.mark.cuda
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_cuda_allocator_keeps_its_state_on_the_gpu() -> None:
    a = BlockAllocator(N, "lru", device="cuda")
    ids = a.allocate(3)
    assert ids.is_cuda and a.ref_counts.is_cuda and a.free_stack.is_cuda
    a.register(ids, [1, 2, 3], [0, 1, 2])
    a.release(torch.cat([ids, ids[:0]]).cpu())  # ids from the host are moved over
    assert a.evict(3).tolist() == ids.flip(0).tolist()


def test_errors_keep_the_model_kinds_and_builtin_bases() -> None:
    from impl import errors

    kinds = {
        errors.BadArgument: ("bad_argument", ValueError),
        errors.BadBlockId: ("bad_block_id", IndexError),
        errors.OverRelease: ("over_release", ValueError),
        errors.NotOwned: ("not_owned", ValueError),
        errors.HashConflict: ("hash_conflict", ValueError),
        errors.InsufficientCache: ("insufficient_cache", ValueError),
    }
    for cls, (kind, base) in kinds.items():
        assert cls.kind == kind and issubclass(cls, AllocatorError) and issubclass(cls, base)


def test_impl_does_not_import_the_model() -> None:
    code = (
        "import sys, impl.blocks, impl.errors; "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('model', 'kvtwin')]; "
        "assert not bad, bad"
    )
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", code], check=True, cwd=root)
