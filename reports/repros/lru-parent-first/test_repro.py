"""Reproduction written by kvtwin: blocks on target 'bug:lru-parent-first', 11 ops

divergence at step 10, allocate(n=2): result expected None, got [0, 20]

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
 "target": "bug:lru-parent-first",
 "config": {
  "policy": "lru",
  "pool_size": 32,
  "device": "cpu"
 },
 "source": "shrunk by kvtwin (ddmin) from 55 ops; kvtwin bugs: blocks lru seed=0 pool=32 steps=500",
 "divergence": {
  "step": 10,
  "op": "allocate(n=2)",
  "field": "result",
  "expected": null,
  "actual": [
   0,
   20
  ]
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
    20,
    21
   ],
   "hashes": [
    3698824894377875469,
    3389606221610986004
   ],
   "parent_hashes": [
    1999038970730092535,
    3698824894377875469
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    16,
    17,
    18,
    19
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    12,
    13,
    14,
    15
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    8,
    9,
    10,
    11
   ]
  },
  {
   "verb": "allocate",
   "n": 4,
   "returned": [
    4,
    5,
    6,
    7
   ]
  },
  {
   "verb": "allocate",
   "n": 3,
   "returned": [
    1,
    2,
    3
   ]
  },
  {
   "verb": "release",
   "ids": [
    20
   ]
  },
  {
   "verb": "allocate",
   "n": 2
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
