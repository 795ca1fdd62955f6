"""A scenario's options, declared once: name, type, default, range and help.

One declaration serves every place an option is read: the command line
(``kvtwin run NAME``'s flags), the trace config (a replayed trace's
``config.KEY`` is checked against the same range, ``TraceError`` naming the
field), ``kvtwin fuzz``'s draws and a run's parts (the campaign is rebuilt from
the same values). A value out of range is a ``UsageError`` naming the flag.

The command line of ``kvtwin run BASE`` carries the options of every level of
BASE (the allocator level and its engine level: ``--target X-engine`` runs the
latter), each without a default on the parser: :meth:`OptionSet.values` then
knows which were given, fills in its own defaults, and refuses a given option
its level does not declare, naming it, instead of ignoring it.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from kvtwin.core.errors import TraceError, UsageError

Draw = Callable[[random.Random], Any]


@dataclass(frozen=True)
class Option:
    """One option of a scenario's campaigns."""

    name: str
    """Its Python name (``pool_size``): the campaign builder's keyword."""
    kind: type
    """``int``, ``float``, ``str`` or ``bool``."""
    default: Any
    help: str
    low: float | None = None
    high: float | None = None
    above: float | None = None
    """An exclusive lower bound (``--budget`` must be more than 0)."""
    choices: tuple[str, ...] | None = None
    nullable: bool = False
    """None is a value of its own (the default says what it means)."""
    draw: Draw | None = None
    """What ``kvtwin fuzz`` draws for it (None: the default)."""
    metavar: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in (int, float, str, bool):
            raise TypeError(f"option {self.name}: kind must be int, float, str or bool")
        if self.kind is bool and self.default not in (True, False):
            raise TypeError(f"option {self.name}: a bool option needs a bool default")
        if self.default is None and not self.nullable:
            raise TypeError(f"option {self.name}: a None default needs nullable=True")

    @property
    def flag(self) -> str:
        """``--pool-size``; a bool that defaults to True is switched off by ``--no-NAME``."""
        dashed = self.name.replace("_", "-")
        return f"--no-{dashed}" if self.kind is bool and self.default else f"--{dashed}"

    def check(self, value: Any, where: str | None = None) -> Any:
        """``value`` if it is of this option's type and range; else a UsageError
        naming the flag (a TraceError naming ``where``, a trace field, if given)."""
        problem = self.problem(value)
        if problem is None:
            return value
        if where is not None:
            raise TraceError(f"trace field '{where}': {problem}, got {value!r}")
        raise UsageError(f"{self.flag} {problem}, got {value!r}")

    def problem(self, value: Any) -> str | None:
        if value is None:
            return None if self.nullable else f"must be given ({self.expected()})"
        kind_ok = (
            isinstance(value, bool)
            if self.kind is bool
            else isinstance(value, self.kind) and not isinstance(value, bool)
        )
        if self.kind is float and isinstance(value, int) and not isinstance(value, bool):
            kind_ok = True
        if not kind_ok:
            return f"must be {self.expected()}"
        if self.kind is float and not math.isfinite(value):
            return f"must be a finite number ({self.expected()})"
        if self.choices is not None and value not in self.choices:
            return f"must be one of {', '.join(self.choices)}"
        if self.low is not None and value < self.low:
            return f"must be {self.expected()}"
        if self.above is not None and value <= self.above:
            return f"must be {self.expected()}"
        if self.high is not None and value > self.high:
            return f"must be {self.expected()}"
        return None

    def expected(self) -> str:
        if self.choices is not None:
            return f"one of {', '.join(self.choices)}"
        if self.kind is bool:
            return "true or false"
        if self.kind is str:
            return "a string"
        word = "an integer" if self.kind is int else "a number"
        if self.above is not None:
            bound = f" <= {_number(self.high)}" if self.high is not None else ""
            return f"{word} > {_number(self.above)}{bound}"
        if self.low is not None and self.high is not None:
            return f"{word} in {_number(self.low)}..{_number(self.high)}"
        if self.low is not None:
            return f"{word} >= {_number(self.low)}"
        if self.high is not None:
            return f"{word} <= {_number(self.high)}"
        return word

    def add_to(self, parser: argparse.ArgumentParser) -> None:
        """This option's flag, with no default on the parser (``values`` fills it in)."""
        help_text = self.help
        if self.kind is not bool and self.default is not None and "default" not in help_text:
            help_text = f"{help_text} (default {self.default})"
        if self.kind is bool:
            action = "store_false" if self.default else "store_true"
            parser.add_argument(
                self.flag, dest=self.name, action=action, default=argparse.SUPPRESS,
                help=help_text,
            )  # fmt: skip
            return
        parser.add_argument(
            self.flag,
            dest=self.name,
            type=_parse(self),
            default=argparse.SUPPRESS,
            metavar=self.metavar or (None if self.choices else self.name.upper()),
            choices=None,  # checked by ``check``: one message for every source
            help=help_text,
        )


def _number(value: float) -> str:
    return f"{int(value)}" if float(value).is_integer() and abs(value) < 1e18 else f"{value:g}"


def _parse(option: Option) -> Callable[[str], Any]:
    """The flag's text as the option's type; an unparsable text names the flag."""

    def parse(text: str) -> Any:
        if option.kind is str:
            return text
        try:
            return option.kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{option.flag} must be {option.expected()}, got {text!r}"
            ) from None

    parse.__name__ = option.kind.__name__
    return parse


class OptionSet:
    """The options of one scenario's campaigns (one level of it)."""

    def __init__(
        self, owner: str, options: Iterable[Option], refused: Mapping[str, str] | None = None
    ) -> None:
        self.owner = owner
        self.refused = dict(refused or {})
        """Options of the scenario's other levels this one refuses, with why."""
        self.options: dict[str, Option] = {}
        for option in options:
            if option.name in self.options:
                raise ValueError(f"{owner}: option {option.name} declared twice")
            self.options[option.name] = option

    def __iter__(self) -> Iterator[Option]:
        return iter(self.options.values())

    def __contains__(self, name: object) -> bool:
        return name in self.options

    def __getitem__(self, name: str) -> Option:
        return self.options[name]

    def with_defaults(self, **defaults: Any) -> OptionSet:
        """The same options, some defaults changed (a level that differs only there)."""
        unknown = set(defaults) - set(self.options)
        if unknown:
            raise ValueError(f"{self.owner}: no options {sorted(unknown)}")
        return OptionSet(
            self.owner,
            (dataclasses.replace(o, default=defaults.get(o.name, o.default)) for o in self),
            self.refused,
        )

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self}

    def add_to(self, parser: argparse.ArgumentParser) -> None:
        """Every option not on ``parser`` yet (another level may have added it)."""
        known = {action.dest for action in parser._actions}
        for option in self:
            if option.name not in known:
                option.add_to(parser)

    def values(self, args: argparse.Namespace | Mapping[str, Any]) -> dict[str, Any]:
        """Every option's value: the given ones checked, the rest defaults. A given
        option this set does not declare is refused, naming it (and why, where the
        set says)."""
        given = dict(vars(args) if isinstance(args, argparse.Namespace) else args)
        for name in given:
            if name not in self.options:
                why = self.refused.get(name)
                raise UsageError(
                    f"--{name.replace('_', '-')}: {self.owner} does not take it"
                    + (f" ({why})" if why else "")
                )
        values = self.defaults()
        for name, option in self.options.items():
            if name in given:
                values[name] = option.check(given[name])
        return values

    def from_config(self, config: Mapping[str, Any], name: str, key: str | None = None) -> Any:
        """Trace config field ``key`` (default: the option's name), checked against
        the option's type and range; a TraceError naming ``config.KEY``."""
        key = key or name
        if key not in config:
            raise TraceError(f"trace field 'config.{key}': missing")
        return self.options[name].check(config[key], where=f"config.{key}")

    def draw(self, rng: random.Random, **fixed: Any) -> dict[str, Any]:
        """Values for a fresh fuzz campaign: each option's draw (its default where
        it has none), ``fixed`` ones as given."""
        values = {}
        for option in self:
            if option.name in fixed:
                values[option.name] = option.check(fixed[option.name])
            elif option.draw is not None:
                values[option.name] = option.check(option.draw(rng))
            else:
                values[option.name] = option.default
        return values


# ------------------------------------------------------- options many scenarios share
SEED_MAX = (1 << 63) - 1
MAX_BUDGET = 86_400.0
"""The longest ``--budget`` a campaign takes, in seconds (a day)."""


def seed_option() -> Option:
    return Option("seed", int, 0, "the campaign's seed", low=0, high=SEED_MAX)


def budget_option(what: str) -> Option:
    return Option(
        "budget", float, None, f"run {what} until this many seconds have passed",
        above=0, high=MAX_BUDGET, nullable=True, metavar="SECONDS",
    )  # fmt: skip


def target_option(default: str, help_text: str) -> Option:
    return Option("target", str, default, help_text)


def policy_option(choices: tuple[str, ...], default: str | None = None) -> Option:
    return Option(
        "policy", str, default or choices[0], "the eviction policy", choices=choices,
        draw=lambda rng: rng.choice(choices),
    )  # fmt: skip


def device_option(help_text: str = "cpu (default) or cuda[:N]") -> Option:
    return Option("device", str, "cpu", help_text)


def check_device(device: str, flag: str = "--device") -> str:
    """``cpu``, ``cuda`` or ``cuda:N``; else a UsageError naming the flag."""
    if device == "cpu" or device == "cuda" or (
        device.startswith("cuda:") and device[5:].isdigit()
    ):
        return device
    raise UsageError(f"{flag} must be cpu or cuda[:N], got {device!r}")
