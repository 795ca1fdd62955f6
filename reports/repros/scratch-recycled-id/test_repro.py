"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.engine.replay import replay_trace

DESCRIPTION = "prefill on target 'bug:scratch-recycled-id', 2 ops: divergence at step 1, prefill(T=64, seqs=[59, 5]): final_state expected 'a float tensor of shape (2, 2, 16, 16)', got 'tensor[1, 2, 16, 16] torch.float32'"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'prefill',
 'target': 'bug:scratch-recycled-id',
 'config': {'capacity': 2,
            'device': 'cpu',
            'chunk_size': 32,
            'dtype': 'float32',
            'dims': {'heads': 2, 'head_k': 16, 'head_v': 16},
            'compare_fresh': True},
 'source': 'shrunk by kvtwin from 8 calls; kvtwin bugs: prefill hot:2 seed=0 passes=4 capacity=2 '
           'chunk=32',
 'divergence': {'step': 1,
                'op': 'prefill(T=64, seqs=[59, 5])',
                'field': 'final_state',
                'expected': 'a float tensor of shape (2, 2, 16, 16)',
                'actual': 'tensor[1, 2, 16, 16] torch.float32',
                'verb': 'call',
                'signature': 'call: final_state'},
 'ops': [{'index': 5, 'total': 64, 'seqlens': [64], 'seed': 0},
         {'index': 7, 'total': 64, 'seqlens': [59, 5], 'seed': 0, 'cu_seqlens_reuses_id_of': 5}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
