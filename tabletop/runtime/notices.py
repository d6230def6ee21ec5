"""What Tabletop runs on, under which licence: the About screen's list and the executable's notices.

The list is never written by hand, so a new dependency cannot be left out: the Python
packages are every distribution `tabletop` requires (and what those require), read from
their installed metadata with their own licence texts; Python's licence comes from the
interpreter; the native libraries inside pygame-ce's wheels (SDL and its codecs) are
matched by their file names against `packaging/licenses/native.yaml`, which gives their notices.
`make exe` calls `gather` to copy every text into the executable's `notices/` folder
with an `index.json`; a packaged run reads that index, having no metadata to walk.

This module never imports pygame (it finds pygame-ce's files without importing it).
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import sys
import sysconfig
from dataclasses import asdict, dataclass
from importlib import metadata
from pathlib import Path

from tabletop.runtime import paths

NOTICES_FOLDER = "notices"
"""In the executable (beside content/): every licence text and INDEX."""
INDEX = "index.json"
NATIVE_LIST = "native.yaml"
LICENCE_FILE = re.compile(r"(licen[cs]e|copying|notice|authors)", re.IGNORECASE)
_SHARED_LIBRARY = re.compile(r"\.(so(\.\d+)*|dll|dylib)$", re.IGNORECASE)
PYTHON_STEMS = {"python", "python3", "python311", "vcruntime140", "vcruntime140_1", "msvcp140", "ucrtbase", "api"}
"""Library stems that are part of Python's own build (libpython; on Windows the Visual C++
runtime and the Universal CRT forwarders, whose terms Python's LICENSE.txt covers)."""


@dataclass(frozen=True)
class Notice:
    """One thing Tabletop ships or runs on: its name, version, licence and licence texts
    (absolute paths where they are read from; relative to NOTICES_FOLDER in an index)."""

    name: str
    version: str
    licence: str
    kind: str
    """"python" (the interpreter), "package" (a Python distribution) or "native" (a shared library)."""
    texts: tuple[str, ...] = ()


def licences_root() -> Path:
    return paths.resource_root() / "packaging" / "licenses"


def third_party() -> list[Notice]:
    """Everything Tabletop runs on, for this run: the packaged index when frozen, else
    gathered from the installed distributions."""
    index = paths.resource_root() / NOTICES_FOLDER / INDEX
    if paths.is_frozen() and index.is_file():
        return read_index(index)
    return collect()


def collect(bundled: list[str] | None = None) -> list[Notice]:
    """Python, the required distributions and the native libraries: `bundled`, the file
    names of the shared libraries an executable carries, or else pygame-ce's own."""
    listed = _native_list()
    libraries = bundled if bundled is not None else bundled_libraries()
    return [_python(), *_distributions(listed), *_natives(listed, libraries)]


def read_index(index: Path) -> list[Notice]:
    """The notices `gather` wrote, their texts as paths inside the notices folder."""
    entries = json.loads(index.read_text(encoding="utf-8"))
    return [Notice(**{**entry, "texts": tuple(str(index.parent / text) for text in entry["texts"])})
            for entry in entries]


def gather(dest: Path, bundled: list[str] | None = None) -> list[Notice]:
    """Copy every notice's licence texts into `dest` (one folder per name) and write the
    index; `bundled` as for `collect` (build_exe.spec passes every shared library it
    packs). Raises ValueError naming what has no licence text: the build must stop there."""
    notices = collect(bundled)
    missing = [notice.name for notice in notices if not notice.texts]
    if missing:
        raise ValueError(f"no licence text found for {', '.join(missing)}: add it to "
                         f"{licences_root() / NATIVE_LIST}")
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for notice in notices:
        folder = re.sub(r"[^A-Za-z0-9_.+-]", "_", notice.name)
        texts = []
        for number, source in enumerate(notice.texts):
            name = f"{number}-{Path(source).name}" if len(notice.texts) > 1 else Path(source).name
            (dest / folder).mkdir(exist_ok=True)
            shutil.copyfile(source, dest / folder / name)
            texts.append(f"{folder}/{name}")
        written.append(Notice(notice.name, notice.version, notice.licence, notice.kind, tuple(texts)))
    (dest / INDEX).write_text(json.dumps([asdict(notice) for notice in written], indent=1), encoding="utf-8")
    return written


def _python() -> Notice:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    candidates = [stdlib / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt"]
    texts = tuple(str(path) for path in candidates if path.is_file())[:1]
    return Notice("Python", sys.version.split()[0], "PSF-2.0", "python", texts)


def _native_list() -> dict:
    import yaml

    return yaml.safe_load((licences_root() / NATIVE_LIST).read_text(encoding="utf-8"))


def _distributions(listed: dict) -> list[Notice]:
    """`tabletop`'s requirements and theirs, without extras, each with its own texts (or
    the ones native.yaml gives a distribution that ships none)."""
    own_texts = {entry["name"].lower(): entry for entry in listed.get("distributions", [])}
    found: dict[str, Notice] = {}
    waiting = _requirements("tabletop")
    while waiting:
        name = waiting.pop()
        key = _normal(name)
        if key in found:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # a requirement for another platform or Python
        texts = tuple(str(dist.locate_file(file)) for file in dist.files or ()
                      if ".dist-info" in str(file) and LICENCE_FILE.search(file.name))
        extra = own_texts.get(dist.metadata["Name"].lower())
        licence = _licence(dist.metadata)
        if extra:
            texts += tuple(str(licences_root() / text) for text in extra["texts"])
            licence = extra["licence"]
        found[key] = Notice(dist.metadata["Name"], dist.version, licence, "package", texts)
        waiting.extend(_requirements(name))
    return sorted(found.values(), key=lambda notice: notice.name.lower())


def _requirements(name: str) -> list[str]:
    """The names `name` requires outside any extra (markers of other kinds are let
    through: what is not installed is skipped)."""
    try:
        requires = metadata.requires(name) or []
    except metadata.PackageNotFoundError:
        return []
    return [re.split(r"[\s;<>=!~\[(]", line, maxsplit=1)[0] for line in requires if "extra ==" not in line]


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _licence(meta: metadata.PackageMetadata) -> str:
    expression = meta.get_all("License-Expression") or []   # get_all: a missing field is no error
    if expression:
        return str(expression[0])
    text = (meta.get_all("License") or [""])[0]
    if text and len(text) < 40 and "\n" not in text:
        return str(text)
    classifiers = [line.split("::")[-1].strip() for line in meta.get_all("Classifier") or []
                   if line.startswith("License ::")]
    return ", ".join(classifiers) or "see its licence text"


def bundled_libraries() -> list[str]:
    """The file names of the shared libraries pygame-ce's wheel brought (Linux:
    pygame_ce.libs/, Windows: DLLs beside the package, macOS: pygame/.dylibs/)."""
    spec = importlib.util.find_spec("pygame")
    if spec is None or spec.origin is None:
        return []
    package = Path(spec.origin).parent
    folders = [package, package / ".dylibs", package.parent / "pygame_ce.libs"]
    return sorted(path.name for folder in folders if folder.is_dir() for path in folder.iterdir()
                  if _SHARED_LIBRARY.search(path.name) and ".cpython-" not in path.name and ".pyd" not in path.name)


def library_stem(file_name: str) -> str:
    """libSDL2_mixer-2-6719e6f6.0.so.0 → sdl2_mixer; SDL2.dll → sdl2; libpng16.16.dylib → png16."""
    stem = re.split(r"[-.]", file_name, maxsplit=1)[0].lower()
    return stem[3:] if stem.startswith("lib") and len(stem) > 3 else stem


def _natives(listed: dict, libraries: list[str]) -> list[Notice]:
    """One notice per native.yaml library among the `libraries` file names; a file no
    entry names becomes a notice without texts, which `gather` refuses. Python's own
    library (and on Windows the C runtime its build ships) is under Python's notice."""
    by_stem = {stem: entry for entry in listed.get("libraries", []) for stem in entry["stems"]}
    found: dict[str, Notice] = {}
    for file_name in libraries:
        stem = library_stem(file_name)
        extension = ".cpython-" in file_name or file_name.lower().endswith(".pyd")    # a Python extension module
        if stem in PYTHON_STEMS or not (extension or _SHARED_LIBRARY.search(file_name)):
            continue
        if extension and stem not in by_stem:
            continue    # under its package's notice; one listed (mypyc's runtime) has its own
        entry = by_stem.get(stem)
        if entry is None:
            found[stem] = Notice(file_name, "", "unknown", "native")
        elif entry["name"] not in found:
            texts = tuple(str(licences_root() / text) for text in entry["texts"])
            found[entry["name"]] = Notice(entry["name"], "", entry["licence"], "native", texts)
    return sorted(found.values(), key=lambda notice: notice.name.lower())


def bundle_problems(index: Path) -> list[str]:
    """What a built executable's notices lack: a library in the bundle (a Python package
    of this environment, or a shared library in the bundle's folder) without its notice,
    a listed text missing or empty. CI runs it after `make exe`; a packaged run (the smoke
    check), having no metadata to compare with, checks the texts only."""
    bundled = read_index(index)
    problems = []
    if not paths.is_frozen():
        libraries = sorted({path.name for path in index.parent.parent.rglob("*") if _SHARED_LIBRARY.search(path.name)})
        expected = {notice.name for notice in collect(libraries)}
        problems += [f"not in the bundle: {name}" for name in sorted(expected - {n.name for n in bundled})]
    for notice in bundled:
        if not notice.texts:
            problems.append(f"no licence text: {notice.name}")
        for text in notice.texts:
            path = Path(text)
            if not path.is_file() or path.stat().st_size == 0:
                problems.append(f"missing licence text: {path.relative_to(index.parent)}")
    return problems
