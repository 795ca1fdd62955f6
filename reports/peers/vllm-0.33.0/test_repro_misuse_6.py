"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro_misuse_6.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "blocks on target 'vllm', 1 ops: divergence at step 0, allocate(n=-1): state after unchecked misuse: counts.free expected 31, got 32"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'vllm',
 'config': {'policy': 'ref_zero', 'pool_size': 32, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 179 ops; kvtwin vllm: misuse allocate_negative ref_zero seed=0 '
           'pool=32 steps=300',
 'divergence': {'step': 0,
                'op': 'allocate(n=-1)',
                'field': 'state after unchecked misuse: counts.free',
                'expected': 31,
                'actual': 32,
                'verb': 'allocate',
                'signature': 'allocate: state after unchecked misuse: counts.free'},
 'ops': [{'verb': 'allocate', 'n': -1}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
