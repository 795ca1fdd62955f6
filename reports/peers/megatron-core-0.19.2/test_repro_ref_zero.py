"""Reproduction written by kvtwin: blocks on target 'megatron', 5 ops

divergence at step 4, release(ids=[30, 30, 30]): counts.mapped expected 1, got 0

Run it with: python -m pytest test_repro_ref_zero.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

import json

from kvtwin.repro import replay_trace

TRACE = json.loads(r"""
{
 "schema": 1,
 "scenario": "blocks",
 "target": "megatron",
 "config": {
  "policy": "ref_zero",
  "pool_size": 32,
  "device": "cpu",
  "megatron_core": "0.19.2"
 },
 "source": "shrunk by kvtwin (ddmin) from 123 ops; kvtwin peers: blocks ref_zero seed=0 pool=32 steps=500 (megatron-core 0.19.2)",
 "divergence": {
  "step": 4,
  "op": "release(ids=[30, 30, 30])",
  "field": "counts.mapped",
  "expected": 1,
  "actual": 0
 },
 "ops": [
  {
   "verb": "allocate",
   "n": 1,
   "returned": [
    30
   ]
  },
  {
   "verb": "allocate",
   "n": 1,
   "returned": [
    29
   ]
  },
  {
   "verb": "register",
   "ids": [
    30,
    29
   ],
   "hashes": [
    3698824894377875469,
    3698824894377875469
   ],
   "parent_hashes": [
    1999038970730092535,
    1999038970730092535
   ]
  },
  {
   "verb": "retain",
   "ids": [
    30,
    30
   ]
  },
  {
   "verb": "release",
   "ids": [
    30,
    30,
    30
   ]
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
