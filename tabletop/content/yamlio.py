"""Read one YAML file into plain data plus a map from each field's path to its line.

`yaml.safe_load` gives the data, but data has no line numbers; `yaml.compose` with the
SafeLoader gives the node tree, which does. Walking the tree once builds
`{("cards", 4, "weapon", "left"): 123}`, so any later check can say where the offending
field is without the checks knowing anything about YAML. Everything that stops a file
from being read at all (missing, not UTF-8, bad syntax, empty) becomes a ContentErrors
naming the file and, where there is one, the line.

A file is refused unread when it is larger than MAX_CONTENT_FILE_BYTES, and composing
stops at MAX_YAML_DEPTH levels of nesting: PyYAML composes recursively, so a deeply
nested file would otherwise end in a RecursionError instead of a message.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Hashable, TypeVar

import yaml
from pydantic import BaseModel, ValidationError
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.nodes import Node

from tabletop.content.errors import ContentError, ContentErrors
from tabletop.runtime.limits import MAX_CONTENT_FILE_BYTES, MAX_YAML_DEPTH
from tabletop.runtime.regular_files import FileTooLarge, NotRegularFile, kilobytes, read_regular

M = TypeVar("M", bound=BaseModel)

FieldPath = tuple[Hashable, ...]
"""Mapping keys and list indices from the top of the document, e.g. ("cards", 4, "gem")."""


def display_path(path: Path) -> str:
    """The path as a person should read it: relative to the working folder when inside it."""
    if path.is_absolute():
        try:
            return str(path.relative_to(Path.cwd()))
        except ValueError:
            return str(path)
    return str(path)


def format_field(path: FieldPath) -> str:
    """`("cards", 4, "weapon", "left")` -> `cards[4].weapon.left`; ints read as indices."""
    text = ""
    for part in path:
        if isinstance(part, int) and not isinstance(part, bool):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


@dataclass
class YamlDoc:
    """One parsed file: `data` as safe_load returns it, the line of every field, and the
    non-fatal problems found while reading (duplicate keys)."""

    file: str
    data: Any
    lines: dict[FieldPath, int]
    errors: list[ContentError] = field(default_factory=list)

    def line(self, path: FieldPath) -> int | None:
        """The line of `path`, or of its nearest ancestor that has one (a missing key is
        reported on the line of the mapping that lacks it)."""
        path = tuple(path)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), None)

    def error(self, path: FieldPath, message: str) -> ContentError:
        return ContentError(self.file, self.line(path), format_field(path), message)


def read_yaml(path: Path, display: str | None = None) -> YamlDoc:
    """Parse `path`; raise ContentErrors (one error) when the file cannot be read as YAML
    data at all. `display` is the file name used in messages (default: `display_path`)."""
    name = display or display_path(path)
    text = read_content_text(path, name)
    loader = None
    try:
        loader = _DepthLimitedLoader(text)  # its reader already refuses unprintable characters
        root = loader.get_single_node()
        data = loader.construct_document(root) if root is not None else None
    except _TooDeep as error:
        message = f"lists and mappings are nested more than {MAX_YAML_DEPTH} deep; content never needs that many levels"
        raise ContentErrors([ContentError(name, error.line, "", message)]) from None
    except yaml.MarkedYAMLError as error:
        raise ContentErrors([_syntax_error(name, error)]) from None
    except yaml.reader.ReaderError as error:
        line = text[: error.position].count("\n") + 1
        message = f"character U+{error.character:04X} is not allowed in YAML (a control character); remove it"
        raise ContentErrors([ContentError(name, line, "", message)]) from None
    except yaml.YAMLError as error:  # unmarked errors are rare (e.g. bad stream); still say which file
        raise ContentErrors([ContentError(name, None, "", f"invalid YAML: {error}")]) from None
    finally:
        if loader is not None:
            loader.dispose()
    if root is None or data is None:
        raise ContentErrors([ContentError(name, 1, "", "file is empty; expected YAML data")])
    doc = YamlDoc(name, data, {(): root.start_mark.line + 1})
    _walk(root, (), doc, set())
    return doc


def read_model(path: Path, model: type[M]) -> M:
    """`path` read as one pydantic `model` (the analysis files beside the content: the
    calibration map, the review's thresholds); raises ContentErrors naming file, line and
    field."""
    doc = read_yaml(path)
    try:
        return model.model_validate(doc.data)
    except ValidationError as error:
        raise ContentErrors([doc.error(tuple(item["loc"]), item["msg"]) for item in error.errors()]) from None
    except TypeError as error:
        raise ContentErrors([ContentError(doc.file, 1, "", str(error))]) from None


def read_content_text(path: Path, name: str | None = None) -> str:
    """The UTF-8 text of the content file `path` (a YAML file, rules.md); raise ContentErrors
    (one error, naming `name` and, for bad bytes, the line) when it cannot be read as text."""
    name = name or display_path(path)
    raw = read_content_bytes(path, name)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        message = f"not UTF-8 text (byte 0x{raw[error.start]:02x}); save the file with UTF-8 encoding"
        raise ContentErrors([ContentError(name, line, "", message)]) from None


def read_content_bytes(path: Path, name: str | None = None) -> bytes:
    """The bytes of the content file `path`; raise ContentErrors naming `name` when it is
    missing, not a regular file (a named pipe would block for ever), over
    MAX_CONTENT_FILE_BYTES or shut to us."""
    name = name or display_path(path)
    try:
        return read_regular(path, MAX_CONTENT_FILE_BYTES)
    except FileNotFoundError:
        raise ContentErrors([ContentError(name, None, "", "file is missing")]) from None
    except NotRegularFile as error:
        raise ContentErrors([ContentError(name, None, "", f"cannot read the file: it is not a regular file "
                                                          f"({error.kind})")]) from None
    except FileTooLarge as error:
        message = (f"file is {kilobytes(error.size)}; a content file is at most {kilobytes(MAX_CONTENT_FILE_BYTES)} "
                   f"(the largest one Tabletop ships is under 10 KB)")
        raise ContentErrors([ContentError(name, None, "", message)]) from None
    except OSError as error:
        raise ContentErrors([ContentError(name, None, "", f"cannot read the file: {error.strerror or error}")]) from None


class _TooDeep(Exception):
    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


class _DepthLimitedLoader(yaml.SafeLoader):
    """SafeLoader whose composer stops at MAX_YAML_DEPTH nested nodes, before PyYAML's own
    recursion can reach Python's limit; one parse gives both the node tree and the data."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: Node | None, index: int) -> Node | None:
        self._depth += 1
        try:
            if self._depth > MAX_YAML_DEPTH:
                raise _TooDeep(self.peek_event().start_mark.line + 1)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_object(self, node: Node, deep: bool = False) -> Any:
        """A value PyYAML cannot build (a 5,000-digit number, the 31st of February) raises
        ValueError; as a marked error it names its line like any other YAML mistake."""
        try:
            return super().construct_object(node, deep)
        except ValueError as error:
            raise ConstructorError(None, None, f"cannot read this value ({error})", node.start_mark) from None


def _syntax_error(name: str, error: yaml.MarkedYAMLError) -> ContentError:
    mark = error.problem_mark or error.context_mark
    line = mark.line + 1 if mark is not None else None
    problem = error.problem or "invalid YAML"
    if "'\\t'" in problem or "\t" in problem:
        return ContentError(name, line, "", "a tab character is used for indentation; YAML needs spaces")
    context = f"{error.context}: " if error.context else ""
    return ContentError(name, line, "", f"invalid YAML ({context}{problem})")


def _key(node: yaml.Node) -> Hashable | None:
    """The Python value of a mapping key, as safe_load would build it (so `2:` is the int 2)."""
    if not isinstance(node, yaml.ScalarNode):
        return None
    try:
        value = SafeConstructor().construct_object(node, deep=True)
    except (yaml.YAMLError, ValueError):
        return None
    return value if isinstance(value, Hashable) else None


def _walk(node: yaml.Node, path: FieldPath, doc: YamlDoc, visited: set[int]) -> None:
    """Record the line of every key and list item below `node`. A node reached again
    through an alias (`*name`) is not walked twice: that keeps recursive anchors and
    "billion laughs" files from hanging the loader; fields inside an alias are reported
    on the line of the key that uses it."""
    if id(node) in visited:
        return
    visited.add(id(node))
    if isinstance(node, yaml.MappingNode):
        seen: dict[Hashable, int] = {}
        for key_node, value_node in node.value:
            key = _key(key_node)
            if key is None:
                continue
            line = key_node.start_mark.line + 1
            child = path + (key,)
            if key in seen:
                doc.errors.append(ContentError(doc.file, line, format_field(child),
                                               f"key {key!r} appears twice in one mapping (first on line {seen[key]})"))
                continue
            seen[key] = line
            doc.lines[child] = line
            _walk(value_node, child, doc, visited)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            child = path + (index,)
            doc.lines[child] = item.start_mark.line + 1
            _walk(item, child, doc, visited)
    elif isinstance(node, yaml.ScalarNode):
        _check_direction_controls(node, path, doc)


BIDI_CONTROLS = frozenset(map(chr, (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))))
"""Unicode's Bidi_Control characters (the marks, embeddings, overrides and isolates)."""


def _check_direction_controls(node: yaml.ScalarNode, path: FieldPath, doc: YamlDoc) -> None:
    """Refuse a bidirectional control in any text of the content (reported on the line the
    text starts). Every name, label and sentence in content is shown to players, and
    U+202E reverses what follows it, so one name can pose as another; the canvas drops
    these characters when drawing anyway, so in content they are a mistake or a trick,
    and refusing them tells the author where, rather than cleaning them in silence."""
    value = node.value
    if not isinstance(value, str) or BIDI_CONTROLS.isdisjoint(value):
        return
    char = next(c for c in value if c in BIDI_CONTROLS)
    doc.errors.append(ContentError(doc.file, node.start_mark.line + 1, format_field(path),
                                   f"contains the text-direction control U+{ord(char):04X}, which can make "
                                   f"one name look like another; remove it"))
