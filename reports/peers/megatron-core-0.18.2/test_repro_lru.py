"""Reproduction written by kvtwin: blocks on target 'megatron', 11 ops

divergence at step 10, allocate(n=1): counts.mapped expected 1, got 0

Run it with: python -m pytest test_repro_lru.py
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
  "policy": "lru",
  "pool_size": 32,
  "device": "cpu",
  "megatron_core": "0.18.2"
 },
 "source": "shrunk by kvtwin (ddmin) from 115 ops; kvtwin peers: blocks lru seed=0 pool=32 steps=500 (megatron-core 0.18.2)",
 "divergence": {
  "step": 10,
  "op": "allocate(n=1)",
  "field": "counts.mapped",
  "expected": 1,
  "actual": 0
 },
 "ops": [
  {
   "verb": "allocate",
   "n": 3,
   "returned": [
    28,
    29,
    30
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    24,
    25,
    26,
    27
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    20,
    21,
    22,
    23
   ]
  },
  {
   "verb": "register",
   "ids": [
    24,
    20
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
   "verb": "allocate",
   "n": 5,
   "returned": [
    15,
    16,
    17,
    18,
    19
   ]
  },
  {
   "verb": "release",
   "ids": [
    24
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    11,
    12,
    13,
    14
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    7,
    8,
    9,
    10
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    3,
    4,
    5,
    6
   ]
  },
  {
   "verb": "allocate",
   "n": 3,
   "returned": [
    0,
    1,
    2
   ]
  },
  {
   "verb": "allocate",
   "n": 1
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
