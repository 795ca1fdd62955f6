"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro_allocator_ref_zero_4.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "blocks on target 'vllm', 3 ops: divergence at step 2, release(ids=[0, 0]): counts.free expected 31, got 32"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'vllm',
 'config': {'policy': 'ref_zero', 'pool_size': 32, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 111 ops; kvtwin peers: blocks ref_zero seed=0 pool=32 steps=150 '
           '(vllm 0.23.0)',
 'divergence': {'step': 2,
                'op': 'release(ids=[0, 0])',
                'field': 'counts.free',
                'expected': 31,
                'actual': 32,
                'verb': 'release',
                'signature': 'release: counts.free'},
 'ops': [{'verb': 'allocate', 'n': 1},
         {'verb': 'retain', 'ids': [{'ref': [0, 0]}]},
         {'verb': 'release', 'ids': [{'ref': [0, 0]}, {'ref': [0, 0]}]}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
