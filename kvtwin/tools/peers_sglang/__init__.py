"""The SGLang survey (``nox -s peers-sglang``): both tree cores at both levels
(``peers``), runs added beside it (``annex``) and the per-op cost figure
(``timing``). Tools, not the SGLang package, since they use the peers tool's
report code and a scenario package never imports a tool."""
