"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro_misuse_3.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "blocks on target 'vllm', 3 ops: divergence at step 2, release(ids=[0]): state after unchecked misuse: block[0].ref expected 0, got -1"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'vllm',
 'config': {'policy': 'lru', 'pool_size': 32, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 114 ops; kvtwin vllm: misuse release_unheld lru seed=0 pool=32 '
           'steps=300',
 'divergence': {'step': 2,
                'op': 'release(ids=[0])',
                'field': 'state after unchecked misuse: block[0].ref',
                'expected': 0,
                'actual': -1,
                'verb': 'release',
                'signature': 'release: state after unchecked misuse: block[].ref'},
 'ops': [{'verb': 'allocate', 'n': 1},
         {'verb': 'release', 'ids': [{'ref': [0, 0]}]},
         {'verb': 'release', 'ids': [{'ref': [0, 0]}]}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
