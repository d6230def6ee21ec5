"""Crash handling: every run logs to a file, and an unexpected error is never silent.

A windowed build (PyInstaller `--windowed`, or `pythonw`) has no console: `sys.stderr`
is None, so a traceback printed there vanishes and the window simply disappears. This
module gives every run a log file in the user log folder, routes uncaught exceptions
(main thread and other threads) into it with a timestamped crash report, and — when
there is no console to read — shows a native message box naming the report file.

The app calls `catch_crashes` first thing (the hooks, faulthandler, the missing console
streams) and `install_crash_handler` (the log file) once its first frame is up: importing
`logging` compiles its regular expressions, about 6 ms of every start-up. An error or a
log line before then opens the log file first (`logger`), so nothing is lost by waiting.
It imports pygame only when a dialog must be shown, so the command-line tools stay light.
"""

from __future__ import annotations

import faulthandler
import os
import sys
import threading
import time
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    import logging

LOG_NAME = "tabletop.log"
LOG_MAX_BYTES = 1_000_000
LOG_KEEP = 3


class _Installed:
    """What `install_crash_handler` set up; keeps faulthandler's and the console's files
    alive. A plain class, not a dataclass: the app imports this module first thing, and
    building a dataclass is about half a millisecond of its first frame's wait."""

    def __init__(self) -> None:
        self.log_path: Path | None = None
        self.log_dir: Path | None = None
        self.windowed = False
        self.fault_file: TextIO | None = None
        self.console: TextIO | None = None


_state = _Installed()


def _platform_name() -> str:
    """'Tabletop 0.1.0, Python 3.11.7 on linux': which version said what, in every log
    and crash report. Not the `platform` module: importing it compiles a dozen regular
    expressions, several milliseconds of every start-up."""
    from tabletop import __version__

    return f"Tabletop {__version__}, Python {sys.version.split()[0]} on {sys.platform}"


def _rotate(log_path: Path, keep: int = LOG_KEEP, max_bytes: int = LOG_MAX_BYTES) -> None:
    """At start-up, shift a full log to .1 (…, .keep), so the folder stays small.

    Done once per run instead of with logging.handlers.RotatingFileHandler, whose module
    pulls in `socket` and friends at start-up for handlers we never use.
    """
    try:
        if log_path.stat().st_size < max_bytes:
            return
    except OSError:
        return
    for index in range(keep - 1, 0, -1):
        older = log_path.with_name(f"{log_path.name}.{index}")
        if older.exists():
            os.replace(older, log_path.with_name(f"{log_path.name}.{index + 1}"))
    os.replace(log_path, log_path.with_name(f"{log_path.name}.1"))


def catch_crashes(windowed: bool | None = None) -> Path:
    """Route uncaught exceptions (main thread and other threads) to a crash report, and
    C-level crashes to faults.log; returns the log folder. Cheap: no `logging` yet.

    `windowed=None` detects it: a run with no usable stderr (a windowed/frozen build)
    shows a crash dialog; a console run prints the traceback and where it was saved.
    Calling it again only returns the same folder.
    """
    if _state.log_dir is not None:
        return _state.log_dir
    if windowed is None:
        windowed = not _has_console()
    log_dir = _log_dir()
    fault_file: TextIO | None
    try:
        # A crash inside SDL or another C library kills the process without a Python
        # traceback; faulthandler still writes the Python stack of every thread.
        fault_file = open(log_dir / "faults.log", "a", encoding="utf-8")  # kept open for the life of the process
    except OSError:  # a log folder shut to us is no reason not to play: the console, if any
        fault_file = sys.stderr if _has_console() else None
    if windowed:
        _replace_missing_streams(log_dir)
    if fault_file is not None:
        faulthandler.enable(file=fault_file, all_threads=True)
    _state.log_dir, _state.windowed, _state.fault_file = log_dir, windowed, fault_file
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
    return log_dir


def install_crash_handler(windowed: bool | None = None) -> Path:
    """`catch_crashes`, and log to a file from now on; returns the log file's path.
    Calling it again only returns the same path."""
    if _state.log_path is not None:
        return _state.log_path
    import logging

    log_dir = catch_crashes(windowed)
    log_path = log_dir / LOG_NAME
    try:
        _rotate(log_path)
    except OSError:
        pass  # an old log we cannot move is no reason not to start
    root = logging.getLogger()
    try:
        handler: logging.Handler = logging.FileHandler(log_path, encoding="utf-8")
    except OSError:  # a log folder shut to us is no reason not to play: log to the console
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    _state.log_path = log_path
    logger().info("Started: %s%s", _platform_name(), " (frozen build)" if getattr(sys, "frozen", False) else "")
    return log_path


def logger(name: str = "tabletop") -> "logging.Logger":
    """The logger `name`, its lines sure to reach the log file: when `catch_crashes` has
    run but the file is not open yet (the app's first frame is not up), it opens it first."""
    if _state.log_dir is not None and _state.log_path is None:
        install_crash_handler()
    import logging

    return logging.getLogger(name)


def write_crash_report(exc_type: type[BaseException], exc: BaseException | None,
                       tb: TracebackType | None, where: str = "main thread") -> Path:
    """Log the exception and write it to its own crash-<time>.txt; returns that file."""
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    logger().critical("Uncaught exception in %s:\n%s", where, text.rstrip())
    log_dir = _state.log_dir or _log_dir()
    report = Path(log_dir) / time.strftime("crash-%Y%m%d-%H%M%S.txt")
    header = (f"Tabletop crashed ({where}).\n{_platform_name()}"
              f"{' (frozen build)' if getattr(sys, 'frozen', False) else ''}\n\n")
    report.write_text(header + text, encoding="utf-8")
    return report


def _excepthook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    try:
        report = write_crash_report(exc_type, exc, tb)
    except Exception as error:  # the report itself failed: fall back to anything visible
        report = None
        logger().exception("could not write the crash report: %s", error)
    message = _crash_message(exc, report)
    if _state.windowed:
        _show_dialog("Tabletop stopped", message)
    stream = sys.stderr if _has_console() else None
    if stream is not None:
        traceback.print_exception(exc_type, exc, tb, file=stream)
        print(message, file=stream)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit:
        return
    where = f"thread {args.thread.name}" if args.thread is not None else "a thread"
    write_crash_report(args.exc_type, args.exc_value, args.exc_traceback, where)


def _crash_message(exc: BaseException | None, report: Path | None) -> str:
    summary = f"{type(exc).__name__}: {exc}".strip()
    where = f"The details were saved to:\n{report}" if report else f"See the log in:\n{_state.log_dir}"
    return f"Tabletop hit an unexpected error and has to close.\n\n{summary}\n\n{where}"


def _show_dialog(title: str, message: str) -> None:
    """A native message box (SDL); when that is impossible, the log already has it all."""
    try:
        import pygame

        pygame.display.message_box(title, message, message_type="error")
    except Exception as error:  # no display, dummy video driver, or pygame itself broken
        logger().error("crash dialog could not be shown (%s); the report is in the log folder", error)


def _has_console() -> bool:
    stream = sys.stderr
    return stream is not None and getattr(stream, "write", None) is not None


def _replace_missing_streams(log_dir: Path) -> None:
    """Windowed builds have sys.stdout/sys.stderr set to None; a stray print or a library
    warning would then raise. Point them at a file in the log folder instead."""
    if sys.stdout is None or sys.stderr is None:
        try:
            stream = open(log_dir / "console.log", "a", encoding="utf-8", buffering=1)
        except OSError:  # the log folder is shut to us: stray output goes nowhere rather than raising
            stream = open(os.devnull, "w", encoding="utf-8")
        _state.console = stream
        if sys.stdout is None:
            sys.stdout = stream
        if sys.stderr is None:
            sys.stderr = stream


def _log_dir() -> Path:
    from tabletop.persistence.userdirs import log_dir  # honours TABLETOP_HOME

    return log_dir()
