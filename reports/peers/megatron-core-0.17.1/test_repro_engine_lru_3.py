"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro_engine_lru_3.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "megatron-engine on target 'megatron-engine', 6 ops: divergence at step 5, release(ids=[30, 28, 30, 29]) [call 1 of engine op 5]: block[30].ref expected 0, got 1"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'megatron-engine',
 'target': 'megatron-engine',
 'config': {'policy': 'lru',
            'pool_size': 32,
            'block_size': 4,
            'max_requests': 8,
            'max_tokens': 32,
            'paused_blocks': 4,
            'max_sequence_length': 256,
            'chunked_prefill': True,
            'device': 'cpu'},
 'source': 'shrunk by kvtwin from 73 steps; kvtwin peers: engine lru seed=3 pool=32 steps=300 '
           '(megatron-core 0.17.1)',
 'divergence': {'step': 5,
                'op': 'release(ids=[30, 28, 30, 29]) [call 1 of engine op 5]',
                'field': 'block[30].ref',
                'expected': 0,
                'actual': 1,
                'verb': 'release',
                'signature': 'release: block[].ref'},
 'ops': [{'verb': 'arrive', 'prompt': [35, 14, 12, 45], 'max_new_tokens': 1},
         {'verb': 'step'},
         {'verb': 'arrive', 'prompt': [35, 14, 12, 45], 'max_new_tokens': 2},
         {'verb': 'arrive', 'prompt': [35, 14, 12, 45], 'max_new_tokens': 2},
         {'verb': 'step'},
         {'verb': 'step'}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
