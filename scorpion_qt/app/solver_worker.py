"""The solver's worker process (no Qt): takes jobs from a queue, answers on
another. A job is cancelled as soon as a newer job id is published in the
shared ``latest`` value, so the interface never waits for a stale analysis.

Messages (plain tuples, picklable):
- request: ``(job_id, position_text, time_limit_s)``; ``None`` stops the worker;
- answer: ``(job_id, status, moves, nodes, seconds)`` with ``moves`` in
  notation (``"9D>4"``, ``"deal"``).
"""

from __future__ import annotations

from typing import Any


def run_worker(requests: Any, answers: Any, latest: Any) -> None:
    """The worker loop; runs in a child process started with ``spawn``."""
    import os

    try:  # analysis must never compete with the interface for the CPU
        os.nice(5)
    except (AttributeError, OSError):
        pass
    from scorpion_qt.engine import Position
    from scorpion_qt.solver import solve

    while True:
        job = requests.get()
        if job is None:
            return
        job_id, text, limit = job
        if latest.value != job_id:
            continue  # already superseded
        try:
            position = Position.from_text(text)
            result = solve(position, time_limit_s=limit, cancel=lambda: latest.value != job_id)
            answers.put((job_id, result.status, [str(m) for m in result.moves], result.nodes, result.seconds))
        except Exception as exc:  # pragma: no cover - reported, never fatal
            answers.put((job_id, "unknown", [], 0, 0.0, repr(exc)))
