"""The solver's worker process (no Qt): takes jobs from a queue, answers on
a pipe. A job is cancelled as soon as a newer job id is published in the
shared ``latest`` value, so the interface never waits for a stale analysis.

Messages (plain tuples, picklable):
- request: ``(job_id, position_text, time_limit_s)``; ``None`` stops the worker;
- answer: ``(job_id, status, moves, nodes, seconds)`` with ``moves`` in
  notation (``"9D>4"``, ``"deal"``).
"""

from __future__ import annotations

from typing import Any


def run_worker(requests: Any, answers: Any, latest: Any, parent_pid: int = 0) -> None:
    """The worker loop; runs in a child process started with ``spawn``. It
    ends on a ``None`` request, or within a second of its parent's death (a
    killed game leaves no solver behind)."""
    import os
    from queue import Empty

    try:  # analysis must never compete with the interface for the CPU
        os.nice(5)
    except (AttributeError, OSError):
        pass
    from scorpion_qt.engine import Position
    from scorpion_qt.solver import solve

    send = getattr(answers, "send", None) or answers.put  # a pipe end or a queue

    def orphaned() -> bool:
        return bool(parent_pid) and os.getppid() != parent_pid

    while True:
        try:
            job = requests.get(timeout=1.0)
        except Empty:
            if orphaned():
                return
            continue
        if job is None:
            return
        job_id, text, limit = job
        if latest.value != job_id:
            continue  # already superseded
        try:
            position = Position.from_text(text)
            result = solve(position, time_limit_s=limit, cancel=lambda: latest.value != job_id or orphaned())
            send((job_id, result.status, [str(m) for m in result.moves], result.nodes, result.seconds))
        except Exception as exc:  # pragma: no cover - reported, never fatal
            send((job_id, "unknown", [], 0, 0.0, repr(exc)))
