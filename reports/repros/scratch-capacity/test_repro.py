"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "prefill on target 'bug:scratch-capacity', 2 ops: divergence at step 1, prefill(T=80, seqs=[80]): entries expected '<= 1', got 2"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'prefill',
 'target': 'bug:scratch-capacity',
 'config': {'capacity': 1,
            'device': 'cpu',
            'chunk_size': 32,
            'dtype': 'float32',
            'dims': {'heads': 2, 'head_k': 16, 'head_v': 16},
            'compare_fresh': True},
 'source': 'shrunk by kvtwin from 2 calls; kvtwin bugs: prefill cyclic:3 seed=0 passes=2 '
           'capacity=1 chunk=32',
 'divergence': {'step': 1,
                'op': 'prefill(T=80, seqs=[80])',
                'field': 'entries',
                'expected': '<= 1',
                'actual': 2,
                'verb': 'call',
                'signature': 'call: entries'},
 'ops': [{'index': 0, 'total': 64, 'seqlens': [64], 'seed': 0},
         {'index': 1, 'total': 80, 'seqlens': [80], 'seed': 0}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
