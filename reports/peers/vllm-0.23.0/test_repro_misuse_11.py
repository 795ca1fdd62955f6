"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro_misuse_11.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.engine.replay import replay_trace

DESCRIPTION = "blocks on target 'vllm', 12 ops: divergence at step 11, register(ids=[14], hashes=[2058574321207025875], parent_hashes=[0]): error expected 'hash_conflict', got 'crash: AssertionError'"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'vllm',
 'config': {'policy': 'lru', 'pool_size': 32, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 46 ops; kvtwin vllm: misuse register_conflict lru seed=0 pool=32 '
           'steps=300',
 'divergence': {'step': 11,
                'op': 'register(ids=[14], hashes=[2058574321207025875], parent_hashes=[0])',
                'field': 'error',
                'expected': 'hash_conflict',
                'actual': 'crash: AssertionError',
                'verb': 'register',
                'signature': 'register: error hash_conflict -> crash: AssertionError'},
 'ops': [{'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 3},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'release', 'ids': [{'ref': [3, 3]}]},
         {'verb': 'allocate', 'n': 3},
         {'verb': 'allocate', 'n': 2},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'register',
          'ids': [{'ref': [9, 3]}],
          'hashes': [6886909781860321579],
          'parent_hashes': [4563147667707602736]},
         {'verb': 'register',
          'ids': [{'ref': [9, 3]}],
          'hashes': [2058574321207025875],
          'parent_hashes': [0]}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
