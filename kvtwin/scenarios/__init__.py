"""Scenario packages. Each subpackage registers one scenario and its targets with
:mod:`kvtwin.core.registry` when imported; the registry imports them all."""
