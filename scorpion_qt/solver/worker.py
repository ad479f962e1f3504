"""The solver's worker process: jobs in on standard input, verdicts out on
standard output, one JSON object a line. No Qt: the app starts it with
``QProcess`` as ``python -m scorpion_qt.solver.worker`` (a frozen bundle runs
its own executable with ``--solver-worker``).

Protocol (UTF-8 lines):

- request ``{"job": 7, "position": "<position text>", "limit": 10.0}``: judge
  the position within ``limit`` seconds (``limit`` may be omitted: no limit);
- ``{"cancel": 8}``: drop the job running (its answer is never sent);
- answer ``{"job": 7, "status": "won"|"lost"|"unknown", "moves": ["9D>4", …],
  "nodes": 1234, "seconds": 0.012}``; a request the worker cannot read gets
  ``"status": "unknown"`` and an ``"error"``.

A newer line cancels the job running: the worker reads its input between
search steps (every 64 nodes, a zero-timeout ``select``), so the interface
never waits for a stale analysis; of several requests waiting, only the
newest is answered. The worker ends at the end of its input: when the game
closes the pipe or dies, no solver is left behind.
"""

from __future__ import annotations

import json
import os
import select
import sys
from collections import deque
from typing import Any, BinaryIO

__all__ = ["main", "LineReader"]


class LineReader:
    """Whole lines from a file descriptor, without blocking when asked not to."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.buffer = b""
        self.eof = False
        self.lines: deque[bytes] = deque()

    def _fill(self, timeout: float | None) -> None:
        if self.eof:
            return
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return
        chunk = os.read(self.fd, 65536)
        if not chunk:
            self.eof = True
            return
        self.buffer += chunk
        *done, self.buffer = self.buffer.split(b"\n")
        self.lines.extend(line for line in done if line.strip())

    def poll(self) -> bool:
        """True when a whole line (or the end of input) has arrived; never blocks."""
        if not self.lines and not self.eof:
            self._fill(0)
        return bool(self.lines) or self.eof

    def next_line(self) -> bytes | None:
        """The next line, waiting for it; None at the end of input."""
        while not self.lines and not self.eof:
            self._fill(None)
        return self.lines.popleft() if self.lines else None


ANSWER_LIMIT_BYTES = 200 * 1024
"""The longest answer line sent (bytes): a longer winning line is not sent
(its job is answered "unknown", with the reason), since the window drops
lines over 256 KiB unread and would wait for the answer in vain."""


def _answer(out: BinaryIO, message: dict[str, Any]) -> None:
    data = json.dumps(message).encode("utf-8")
    if len(data) > ANSWER_LIMIT_BYTES:
        data = json.dumps(
            {**message, "status": "unknown", "moves": [], "error": f"the line of {len(message.get('moves', []))} moves is too long to send"}
        ).encode("utf-8")
    out.write(data + b"\n")
    out.flush()


def main(in_fd: int = 0, out: BinaryIO | None = None) -> int:
    """Serve jobs from ``in_fd`` until its end; answers go to ``out``
    (standard output by default). Returns 0."""
    from scorpion_qt.engine import Position
    from scorpion_qt.solver import solve

    out = out or sys.stdout.buffer
    try:  # analysis must never compete with the interface for the CPU
        os.nice(5)
    except (AttributeError, OSError):
        pass
    reader = LineReader(in_fd)
    while True:
        line = reader.next_line()
        if line is None:
            return 0
        # Only the newest waiting request matters.
        while reader.poll() and reader.lines:
            line = reader.lines.popleft()
        request: Any = None
        try:
            request = json.loads(line)
            if not isinstance(request, dict) or "cancel" in request:
                continue
            job = int(request["job"])
            position = Position.from_text(str(request["position"]))
            limit = request.get("limit")
            limit = None if limit is None else float(limit)
        except (ValueError, KeyError, TypeError) as exc:
            said = request.get("job") if isinstance(request, dict) else None
            _answer(out, {"job": said, "status": "unknown", "moves": [], "nodes": 0, "seconds": 0.0, "error": str(exc)})
            continue
        result = solve(position, time_limit_s=limit, cancel=reader.poll)
        if reader.poll() and (reader.lines or reader.eof):
            continue  # cancelled by a newer line: its answer would be stale
        _answer(
            out,
            {
                "job": job,
                "status": result.status,
                "moves": [str(m) for m in result.moves],
                "nodes": result.nodes,
                "seconds": result.seconds,
            },
        )


if __name__ == "__main__":
    raise SystemExit(main())
