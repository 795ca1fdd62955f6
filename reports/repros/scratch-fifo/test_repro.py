"""Reproduction written by kvtwin: prefill on target 'bug:scratch-fifo', 3 ops

divergence at step 2, prefill(T=208, seqs=[208]): keys expected ['T=112', 'T=208'], got ['T=208', 'T=112']

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

import json

from kvtwin.repro import replay_trace

TRACE = json.loads(r"""
{
 "schema": 1,
 "scenario": "prefill",
 "target": "bug:scratch-fifo",
 "config": {
  "capacity": 4,
  "device": "cpu",
  "chunk_size": 32,
  "dtype": "float32",
  "dims": {
   "heads": 2,
   "head_k": 16,
   "head_v": 16
  },
  "compare_fresh": true
 },
 "source": "shrunk by kvtwin (ddmin) from 4 calls; kvtwin bugs: prefill hot:3 seed=0 passes=8 capacity=4 chunk=32",
 "divergence": {
  "step": 2,
  "op": "prefill(T=208, seqs=[208])",
  "field": "keys",
  "expected": [
   "T=112",
   "T=208"
  ],
  "actual": [
   "T=208",
   "T=112"
  ]
 },
 "ops": [
  {
   "index": 0,
   "total": 208,
   "seqlens": [
    208
   ],
   "seed": 0
  },
  {
   "index": 2,
   "total": 112,
   "seqlens": [
    112
   ],
   "seed": 0
  },
  {
   "index": 3,
   "total": 208,
   "seqlens": [
    208
   ],
   "seed": 0,
   "cu_seqlens_reuses_id_of": 2
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
