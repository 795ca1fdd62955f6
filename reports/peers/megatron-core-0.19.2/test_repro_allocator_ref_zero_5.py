"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro_allocator_ref_zero_5.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "blocks on target 'megatron', 1 ops: divergence at step 0, allocate(n=-1): error expected 'bad_argument', got 'crash: AssertionError'"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'megatron',
 'config': {'policy': 'ref_zero', 'pool_size': 600, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 137 ops; kvtwin peers: blocks ref_zero seed=0 pool=600 '
           'block_size=1 long prompts (megatron-core 0.19.2)',
 'divergence': {'step': 0,
                'op': 'allocate(n=-1)',
                'field': 'error',
                'expected': 'bad_argument',
                'actual': 'crash: AssertionError',
                'verb': 'allocate',
                'signature': 'allocate: error bad_argument -> crash: AssertionError'},
 'ops': [{'verb': 'allocate', 'n': -1}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
