"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro_allocator_ref_zero_5.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = 'blocks on target \'megatron\', 1 ops: divergence at step 0, evict(n=0): error expected \'no error\', got "crash: AttributeError: \'KVBlockAllocator\' object has no attribute \'block_timestamps\'"'

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'megatron',
 'config': {'policy': 'ref_zero', 'pool_size': 2, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 551 ops; kvtwin peers: blocks ref_zero seed=0 pool=2 one-block '
           'prompts (megatron-core 0.18.2)',
 'divergence': {'step': 0,
                'op': 'evict(n=0)',
                'field': 'error',
                'expected': 'no error',
                'actual': "crash: AttributeError: 'KVBlockAllocator' object has no attribute "
                          "'block_timestamps'",
                'verb': 'evict',
                'signature': 'evict: error no error -> crash: AttributeError'},
 'ops': [{'verb': 'evict', 'n': 0}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
