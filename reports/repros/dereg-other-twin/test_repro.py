"""Reproduction written by kvtwin: blocks on target 'bug:dereg-other-twin', 11 ops

divergence at step 10, allocate(n=4): counts.mapped expected 1, got 0

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

import json

from kvtwin.repro import replay_trace

TRACE = json.loads(r"""
{
 "schema": 1,
 "scenario": "blocks",
 "target": "bug:dereg-other-twin",
 "config": {
  "policy": "lru",
  "pool_size": 32,
  "device": "cpu"
 },
 "source": "shrunk by kvtwin (ddmin) from 123 ops; kvtwin bugs: blocks lru seed=0 pool=32 steps=500",
 "divergence": {
  "step": 10,
  "op": "allocate(n=4)",
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
   "n": 4,
   "returned": [
    26,
    27,
    28,
    29
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    22,
    23,
    24,
    25
   ]
  },
  {
   "verb": "register",
   "ids": [
    30,
    22
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
   "n": 4,
   "returned": [
    18,
    19,
    20,
    21
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    14,
    15,
    16,
    17
   ]
  },
  {
   "verb": "allocate",
   "n": 6,
   "returned": [
    8,
    9,
    10,
    11,
    12,
    13
   ]
  },
  {
   "verb": "allocate",
   "n": 3,
   "returned": [
    5,
    6,
    7
   ]
  },
  {
   "verb": "allocate",
   "n": 2,
   "returned": [
    3,
    4
   ]
  },
  {
   "verb": "release",
   "ids": [
    30
   ]
  },
  {
   "verb": "allocate",
   "n": 4
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
