"""The solver's worker process (JSON lines on its standard input and output)."""

from __future__ import annotations

import json
import subprocess
import sys

from scorpion_qt.engine import Move, Position

NEARLY_WON = "talon: -\nfoundations: S H D\n1: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C\n2: AC 2C\n3:\n4:\n5:\n6:\n7:\n"


def _worker() -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "scorpion_qt.solver.worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )


def _send(proc: subprocess.Popen[bytes], message: object) -> None:
    assert proc.stdin is not None
    proc.stdin.write(json.dumps(message).encode() + b"\n")
    proc.stdin.flush()


def _answer(proc: subprocess.Popen[bytes]) -> dict[str, object]:
    assert proc.stdout is not None
    return json.loads(proc.stdout.readline())  # type: ignore[no-any-return]


def test_a_job_is_answered_with_a_winning_line_that_wins() -> None:
    proc = _worker()
    try:
        _send(proc, {"job": 5, "position": NEARLY_WON, "limit": 10})
        answer = _answer(proc)
        assert answer["job"] == 5 and answer["status"] == "won"
        p = Position.from_text(NEARLY_WON)
        for m in answer["moves"]:  # type: ignore[attr-defined]
            p = p.play(Move.parse(m))
        assert p.is_won
    finally:
        proc.stdin.close()  # type: ignore[union-attr]
        assert proc.wait(10) == 0  # the end of input ends the worker


def test_a_bad_request_gets_unknown_with_the_reason_and_the_worker_goes_on() -> None:
    proc = _worker()
    try:
        _send(proc, {"job": 1, "position": "not a position"})
        answer = _answer(proc)
        assert answer["job"] == 1 and answer["status"] == "unknown" and answer["error"]
        _send(proc, {"job": 2, "position": NEARLY_WON, "limit": 10})
        assert _answer(proc)["job"] == 2
    finally:
        proc.stdin.close()  # type: ignore[union-attr]
        proc.wait(10)


def test_a_newer_request_cancels_the_running_job() -> None:
    proc = _worker()
    try:
        # A long search (a fresh deal, no limit) is dropped when job 9 arrives.
        _send(proc, {"job": 8, "position": Position.deal(23603).to_text()})
        _send(proc, {"job": 9, "position": NEARLY_WON, "limit": 10})
        answer = _answer(proc)
        assert answer["job"] == 9 and answer["status"] == "won"
    finally:
        proc.stdin.close()  # type: ignore[union-attr]
        proc.wait(10)
