"""Every library Tabletop runs on is named with its licence and a licence text, found
from what is installed (so a new dependency cannot be left out of the notices)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tabletop.runtime import notices

REQUIRED = {"Python", "pygame-ce", "PyYAML", "platformdirs", "pydantic", "pydantic_core", "SDL2", "SDL2_mixer"}


def test_every_requirement_and_bundled_library_has_a_licence_text():
    found = notices.collect()
    assert REQUIRED <= {notice.name for notice in found}
    nameless = [notice.name for notice in found if not notice.texts]
    assert not nameless, f"add these to packaging/licenses/native.yaml with their notices: {nameless}"
    for notice in found:
        for text in notice.texts:
            with open(text, encoding="utf-8", errors="replace") as handle:
                assert len(handle.read()) > 200, text


def test_developer_tools_and_extras_are_not_listed():
    names = {notice.name.lower() for notice in notices.collect()}
    assert not names & {"pytest", "mypy", "pyinstaller", "hypothesis", "dask", "distributed", "ruff"}


def test_every_shared_library_pygame_brought_is_matched_by_its_stem():
    """A codec pygame-ce starts bundling has a file no native.yaml entry names: it shows
    up here as a library without licence text, and `gather` refuses to build."""
    listed = {stem for entry in notices._native_list()["libraries"] for stem in entry["stems"]}
    unknown = [name for name in notices.bundled_libraries() if notices.library_stem(name) not in listed]
    assert not unknown


def test_library_stems():
    assert notices.library_stem("libSDL2_mixer-2-6719e6f6.0.so.0.800.2") == "sdl2_mixer"
    assert notices.library_stem("SDL2.dll") == "sdl2"
    assert notices.library_stem("libpng16.16.dylib") == "png16"
    assert notices.library_stem("zlib1.dll") == "zlib1"


def test_gather_copies_every_text_and_the_index_reads_back(tmp_path, monkeypatch):
    written = notices.gather(tmp_path / "notices")
    index = tmp_path / "notices" / notices.INDEX
    assert [entry["name"] for entry in json.loads(index.read_text(encoding="utf-8"))] == \
           [notice.name for notice in notices.collect()]
    assert all((tmp_path / "notices" / text).stat().st_size > 200 for notice in written for text in notice.texts)
    # A packaged run reads the index (it has no metadata to walk).
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    bundled = notices.third_party()
    assert [notice.name for notice in bundled] == [notice.name for notice in written]
    assert notices.bundle_problems(index) == []


def test_bundle_problems_name_what_is_missing(tmp_path):
    notices.gather(tmp_path)
    entries = json.loads((tmp_path / notices.INDEX).read_text(encoding="utf-8"))
    (tmp_path / entries[0]["texts"][0]).unlink()
    (tmp_path / notices.INDEX).write_text(json.dumps(entries[1:]), encoding="utf-8")
    problems = notices.bundle_problems(tmp_path / notices.INDEX)
    assert problems == [f"not in the bundle: {entries[0]['name']}"]


def test_an_executables_libraries_are_matched_and_a_new_one_is_refused(tmp_path):
    """build_exe.spec passes every shared library it packs, Python's own dependencies too."""
    packed = ["libpython3.11.so.1.0", "libbz2.so.1.0", "libffi.so.8", "libz.so.1", "libstdc++.so.6", "libgcc_s.so.1",
              "liblzma.so.5", "libuuid.so.1", "libSDL2-2-50d19f93.0.so.0.3200.10", "python311.dll", "vcruntime140.dll",
              "base.cpython-311-x86_64-linux-gnu.so"]
    natives = {n.name for n in notices.collect(packed) if n.kind == "native"}
    assert natives == {"bzip2", "libffi", "zlib", "GCC runtime (libgcc, libstdc++)", "XZ Utils (liblzma)", "libuuid",
                       "SDL2"}
    try:
        notices.gather(tmp_path, [*packed, "libnewcodec-1a2b3c4d.so.1"])
    except ValueError as error:
        assert "libnewcodec-1a2b3c4d.so.1" in str(error)
    else:
        raise AssertionError("a library without a notice was packed")


def test_the_compiled_searchs_runtime_has_its_notice_and_other_extension_modules_none():
    """The executable's compiled modules (packaging/compiled.py) load mypyc's runtime, a
    library of our build with mypy's licence; every other extension module is under its
    package's notice, on Linux and on Windows."""
    packed = ["tabletop_compiled__mypyc.cpython-311-x86_64-linux-gnu.so", "tabletop_compiled__mypyc.cp311-win_amd64.pyd",
              "bots.cpython-311-x86_64-linux-gnu.so", "_yaml.cp311-win_amd64.pyd"]
    natives = [n for n in notices.collect(packed) if n.kind == "native"]
    assert [n.name for n in natives] == ["mypyc runtime"] and natives[0].texts
    assert "MIT" in Path(natives[0].texts[0]).read_text(encoding="utf-8")
