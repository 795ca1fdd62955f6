"""Reproduction written by kvtwin: prefill on target 'bug:scratch-stale-reuse', 2 ops

divergence at step 1, prefill(T=208, seqs=[61, 147]): o on hit vs fresh scratch expected 'bit-identical', got 'max abs difference 1.194239780306816'

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
 "target": "bug:scratch-stale-reuse",
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
  "step": 1,
  "op": "prefill(T=208, seqs=[61, 147])",
  "field": "o on hit vs fresh scratch",
  "expected": "bit-identical",
  "actual": "max abs difference 1.194239780306816"
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
   "index": 3,
   "total": 208,
   "seqlens": [
    61,
    147
   ],
   "seed": 0
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
