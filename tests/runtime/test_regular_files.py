"""The one reader: a regular file is read, anything else is refused unopened or without waiting."""

from __future__ import annotations

import os
import socket

import pytest

from tabletop.runtime.regular_files import (FileTooLarge, NotRegularFile, read_regular, regular_kind,
                                            require_regular)
from tests.isolated import make_fifo, run_isolated


def test_a_regular_file_is_read_whole(tmp_path):
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 100)
    assert read_regular(path, 100) == b"x" * 100
    assert regular_kind(path) is None and require_regular(path) == path


def test_a_file_over_the_limit_is_refused_with_its_size(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 5000)
    with pytest.raises(FileTooLarge) as refused:
        read_regular(path, 4096)
    assert refused.value.size == 5000 and "5 KB" in str(refused.value) and "big.json" in str(refused.value)


def test_a_folder_is_refused_as_a_folder(tmp_path):
    with pytest.raises(NotRegularFile) as refused:
        read_regular(tmp_path, 10)
    assert refused.value.kind == "a folder" and isinstance(refused.value, OSError)


def test_a_missing_file_raises_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError):
        read_regular(tmp_path / "none.json", 10)


def test_a_named_pipe_is_refused_at_once_and_named(tmp_path):
    pipe = make_fifo(tmp_path / "pipe.json")
    answer = run_isolated(f"""
        from tabletop.runtime.regular_files import NotRegularFile, read_regular, require_regular
        messages = []
        for check in (lambda p: read_regular(p, 100), require_regular):
            try:
                check({str(pipe)!r})
            except NotRegularFile as error:
                messages.append(str(error))
        report(messages=messages)
    """)
    assert answer["messages"] == [f"{pipe} is not a regular file (a named pipe)"] * 2


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_that_never_ends_is_refused():
    with pytest.raises(NotRegularFile) as refused:
        read_regular("/dev/zero", 10)
    assert refused.value.kind == "a device"


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="needs Unix sockets")
def test_a_socket_is_refused_as_a_socket(tmp_path):
    path = tmp_path / "s.json"
    with socket.socket(socket.AF_UNIX) as listening:
        listening.bind(str(path))
        with pytest.raises(NotRegularFile) as refused:
            read_regular(path, 10)
    assert refused.value.kind == "a socket"
