"""Reading the JSON files kvtwin is handed (traces, findings, summaries, manifests,
--known files): any problem with the file itself is one error naming the file,
never a traceback. What the fields must hold is each reader's own check
(:class:`Fields`), which names the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


class JsonFileError(ValueError):
    """A file that cannot be read as JSON; the message names it and why."""


def read_json(path: Path, max_bytes: int, what: str = "file") -> Any:
    """The parsed content of ``path``, refused past ``max_bytes`` before parsing."""
    path = Path(path)
    try:
        if path.stat().st_size > max_bytes:
            raise JsonFileError(f"{what} {path} is larger than {max_bytes} bytes")
        text = path.read_bytes().decode("utf-8")
        return json.loads(text)
    except FileNotFoundError:
        raise JsonFileError(f"{what} {path} does not exist") from None
    except IsADirectoryError:
        raise JsonFileError(f"{what} {path} is a directory") from None
    except UnicodeDecodeError:
        raise JsonFileError(f"{what} {path} is not UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise JsonFileError(f"{what} {path} is not JSON: {error}") from None
    except RecursionError:
        raise JsonFileError(f"{what} {path} is nested too deeply") from None
    except ValueError as error:  # an integer past the digit limit, say
        raise JsonFileError(f"{what} {path} cannot be read: {error}") from None
    except OSError as error:
        raise JsonFileError(f"{what} {path} cannot be read: {error.strerror or error}") from None


class Fields:
    """Typed access to one JSON object's fields, each failure an ``error`` naming
    ``where.field``: ``Fields(data, "finding.json", UsageError).text("signature")``."""

    def __init__(self, data: Any, where: str, error: type[Exception]) -> None:
        if not isinstance(data, dict):
            raise error(f"{where}: expected a JSON object, got {_short(data)}")
        self.data, self.where, self.error = data, where, error

    def fail(self, name: str, expected: str) -> Exception:
        got = _short(self.data.get(name)) if name in self.data else "nothing (missing)"
        return self.error(f"{self.where} field '{name}': expected {expected}, got {got}")

    def text(self, name: str, *, optional: bool = False) -> str | None:
        value = self.data.get(name)
        if value is None and optional:
            return None
        if not isinstance(value, str) or not value:
            raise self.fail(name, "a non-empty string")
        return value

    def count(self, name: str, *, optional: bool = False) -> int | None:
        value = self.data.get(name)
        if value is None and optional:
            return None
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise self.fail(name, "a non-negative integer")
        return value

    def flag(self, name: str, *, optional: bool = False) -> bool | None:
        value = self.data.get(name)
        if value is None and optional:
            return None
        if not isinstance(value, bool):
            raise self.fail(name, "true or false")
        return value

    def choice(self, name: str, choices: tuple[str, ...], *, optional: bool = False) -> str | None:
        value = self.data.get(name)
        if value is None and optional:
            return None
        if value not in choices:
            raise self.fail(name, "one of " + ", ".join(choices))
        return value

    def mapping(self, name: str, *, optional: bool = False) -> dict[str, Any] | None:
        value = self.data.get(name)
        if value is None and optional:
            return None
        if not isinstance(value, dict):
            raise self.fail(name, "an object")
        return value

    def rows(self, name: str, *, optional: bool = False) -> list[Any] | None:
        value = self.data.get(name)
        if value is None and optional:
            return None
        if not isinstance(value, list):
            raise self.fail(name, "a list")
        return value


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
