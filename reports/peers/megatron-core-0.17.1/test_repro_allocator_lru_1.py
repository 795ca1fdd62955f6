"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro_allocator_lru_1.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "blocks on target 'megatron', 11 ops: divergence at step 10, allocate(n=1): counts.mapped expected 1, got 0"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'megatron',
 'config': {'policy': 'lru', 'pool_size': 32, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 115 ops; kvtwin peers: blocks lru seed=0 pool=32 steps=150 '
           '(megatron-core 0.17.1)',
 'divergence': {'step': 10,
                'op': 'allocate(n=1)',
                'field': 'counts.mapped',
                'expected': 1,
                'actual': 0,
                'verb': 'allocate',
                'signature': 'allocate: counts.mapped'},
 'ops': [{'verb': 'allocate', 'n': 3},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'register',
          'ids': [{'ref': [1, 0]}, {'ref': [2, 0]}],
          'hashes': [3336786196235678882, 3336786196235678882],
          'parent_hashes': [6132661572350301564, 6132661572350301564]},
         {'verb': 'allocate', 'n': 5},
         {'verb': 'release', 'ids': [{'ref': [1, 0]}]},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 3},
         {'verb': 'allocate', 'n': 1}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
