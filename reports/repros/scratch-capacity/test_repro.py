"""Reproduction written by kvtwin: prefill on target 'bug:scratch-capacity', 5 ops

divergence at step 4, prefill(T=96, seqs=[96]): entries expected '<= 4', got 5

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
 "target": "bug:scratch-capacity",
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
 "source": "shrunk by kvtwin (ddmin) from 5 calls; kvtwin bugs: prefill cyclic:6 seed=0 passes=2 capacity=4 chunk=32",
 "divergence": {
  "step": 4,
  "op": "prefill(T=96, seqs=[96])",
  "field": "entries",
  "expected": "<= 4",
  "actual": 5
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
   "index": 1,
   "total": 224,
   "seqlens": [
    224
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
   "total": 16,
   "seqlens": [
    16
   ],
   "seed": 0
  },
  {
   "index": 4,
   "total": 96,
   "seqlens": [
    96
   ],
   "seed": 0
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
