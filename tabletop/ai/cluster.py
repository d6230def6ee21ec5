"""Games spread over a Dask distributed cluster: one task per game, for runs longer than a day.

The strength matrix and the balance reports take longer than a working day on a 2-core
machine. Rather than juggling processes on several machines by hand, `--cluster ADDRESS`
hands the games to Dask distributed: ADDRESS is a running scheduler (`tcp://host:8786`,
whose workers have this same project installed), or `local` for a `LocalCluster` of
worker processes on this machine, listening on 127.0.0.1 only.

Each game is one task built from its seed and seating, so where it runs changes nothing:
the caller gets (index, record) pairs as games end, journals them as `sim` always has,
and orders them by index. Dask is an optional extra (`pip install -e .[cluster]`) and is
imported only here, only when a cluster is asked for; the packaged program leaves it out.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from typing import Any

LOCAL = "local"
INSTALL_HINT = "--cluster needs Dask distributed: pip install -e .[cluster]"


@contextlib.contextmanager
def connect(address: str, workers: int = 1) -> Iterator[Any]:
    """A Dask client on the scheduler at `address`, or on a fresh loopback LocalCluster
    (`workers` processes of one thread each; one per core when `workers` is 1)."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise ValueError(INSTALL_HINT) from None
    with contextlib.ExitStack() as stack:
        if address == LOCAL:
            # Processes, not threads: each game gets its own interpreter, as with --jobs, so no
            # module-level cache is shared between games and the GIL does not serialise them.
            cluster = stack.enter_context(LocalCluster(
                n_workers=workers if workers > 1 else (os.cpu_count() or 1), threads_per_worker=1,
                processes=True, host="127.0.0.1", dashboard_address=None))
            client = stack.enter_context(Client(cluster))
        else:
            try:
                client = stack.enter_context(Client(address))
            except (OSError, ValueError, TypeError) as error:   # unreachable, or not an address at all
                raise ValueError(f"--cluster {address}: cannot reach a Dask scheduler there ({error})") from None
        yield client


@contextlib.contextmanager
def play_on_cluster(address: str, play: Callable[[tuple[int, Any]], tuple[int, Any]], tasks: list[tuple[int, Any]],
                    workers: int = 1) -> Iterator[Iterator[tuple[int, Any]]]:
    """`play(task)` for every task on the cluster; yields an iterator of the answers in the
    order they finish. `play` must be importable by the workers (a module-level function)."""
    with connect(address, workers) as client:
        from distributed import as_completed

        # pure=False: two tasks with equal arguments (a rotated seating of identical bots)
        # are still two games in the count, not one cached result.
        futures = [client.submit(play, task, pure=False) for task in tasks]
        yield (future.result() for future in as_completed(futures))
