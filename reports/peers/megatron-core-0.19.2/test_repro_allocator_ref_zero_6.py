"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro_allocator_ref_zero_6.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "blocks on target 'megatron', 5 ops: divergence at step 4, release(ids=[30, 30, 30]): counts.mapped expected 1, got 0"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'megatron',
 'config': {'policy': 'ref_zero', 'pool_size': 32, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 123 ops; kvtwin peers: blocks ref_zero seed=0 pool=32 steps=150 '
           '(megatron-core 0.19.2)',
 'divergence': {'step': 4,
                'op': 'release(ids=[30, 30, 30])',
                'field': 'counts.mapped',
                'expected': 1,
                'actual': 0,
                'verb': 'release',
                'signature': 'release: counts.mapped'},
 'ops': [{'verb': 'allocate', 'n': 1},
         {'verb': 'allocate', 'n': 1},
         {'verb': 'register',
          'ids': [{'ref': [0, 0]}, {'ref': [1, 0]}],
          'hashes': [3336786196235678882, 3336786196235678882],
          'parent_hashes': [6132661572350301564, 6132661572350301564]},
         {'verb': 'retain', 'ids': [{'ref': [0, 0]}, {'ref': [0, 0]}]},
         {'verb': 'release', 'ids': [{'ref': [0, 0]}, {'ref': [0, 0]}, {'ref': [0, 0]}]}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
