"""Card animations on the board: moves and turns that always end in the
model's state and hold nothing once they end (issue 12, items 8 and 9).

One :class:`CardAnimator` runs one *batch* at a time (every card a change of
position moves or turns). Its rules:

- :meth:`CardAnimator.finish` stops the running batch and puts each card it
  animates at that batch's end at once; the board calls it before it shows any
  new position, before a drag and before a resize, so whatever input arrives
  meanwhile, the cards end where the engine's position says;
- a turn knows the face it must end on from its start (its own data); it
  never decides from what the card shows when it ends;
- every animation object belongs to the batch's group, which deletes itself
  when it stops (finished or interrupted): nothing grows with the number of
  actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsObject

__all__ = ["CardAnimator", "Slide", "Turn", "MOVE_MS", "TURN_MS"]

MOVE_MS = 160
"""Duration of a card's move to its new place, in ms."""
TURN_MS = 180
"""Duration of turning a card over, in ms."""


@dataclass(frozen=True)
class Slide:
    """A card ``item`` moving to ``end`` (scene px), drawn above the others on
    the way and at z value ``z`` once there."""

    item: QGraphicsObject
    end: QPointF
    z: float


@dataclass(frozen=True)
class Turn:
    """A card ``item`` (with a ``face_up`` attribute and ``card_width()``)
    turned over to show its face (``up``) or its back."""

    item: QGraphicsObject
    up: bool


def show_face(item: QGraphicsObject, up: bool) -> None:
    """Draw ``item`` face up (``up``) or face down at once, flat (no turn in progress)."""
    item.setTransform(QTransform())
    if getattr(item, "face_up", None) != up:
        item.face_up = up  # type: ignore[attr-defined]
        item.update()


class CardAnimator(QObject):
    """Runs the board's card animations, one batch at a time.

    :attr:`settled` is emitted when a batch ends by itself (its cards have
    arrived), not when :meth:`finish` cuts it short.
    """

    settled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._group: QParallelAnimationGroup | None = None
        self._ends: list[Callable[[], None]] = []
        self._batch = 0

    def running(self) -> bool:
        """True while a batch runs (cards are moving or turning)."""
        return self._group is not None

    def finish(self) -> None:
        """Stop the running batch, if any, and put every card it animates in
        its end state now (place, z value, face, flat)."""
        group, ends = self._group, self._ends
        self._group, self._ends = None, []
        if group is not None:
            group.stop()  # deletes itself and its animations (DeleteWhenStopped)
        for end in ends:
            end()

    def start(self, slides: Sequence[Slide], turns: Sequence[Turn]) -> None:
        """Finish the running batch, then animate ``slides`` (over
        :data:`MOVE_MS`) and ``turns`` (over :data:`TURN_MS`) together."""
        self.finish()
        if not slides and not turns:
            return
        group = QParallelAnimationGroup(self)
        ends: list[Callable[[], None]] = []
        for slide in slides:
            group.addAnimation(self._slide(slide))
            ends.append(_slide_end(slide))
        for turn in turns:
            group.addAnimation(self._turn(turn))
            ends.append(_turn_end(turn))
        self._batch += 1
        batch = self._batch
        group.finished.connect(lambda: self._batch_finished(batch))
        self._group, self._ends = group, ends
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _batch_finished(self, batch: int) -> None:
        if batch != self._batch or self._group is None:
            return  # a batch already finished by hand
        ends = self._ends
        self._group, self._ends = None, []
        for end in ends:
            end()
        self.settled.emit()

    @staticmethod
    def _slide(slide: Slide) -> QPropertyAnimation:
        item = slide.item
        item.setZValue(slide.z + 500)  # above the cards it passes over
        anim = QPropertyAnimation(item, b"pos")
        anim.setDuration(MOVE_MS)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.setStartValue(item.pos())
        anim.setEndValue(slide.end)
        return anim

    @staticmethod
    def _turn(turn: Turn) -> QVariantAnimation:
        """The card narrows to its edge, changes side at the middle, widens again."""
        item, up = turn.item, turn.up
        half = float(item.card_width()) / 2  # type: ignore[attr-defined]
        anim = QVariantAnimation()
        anim.setDuration(TURN_MS)
        anim.setStartValue(-1.0)
        anim.setEndValue(1.0)

        def step(value: object) -> None:
            x = float(value)  # type: ignore[arg-type]
            # The face is this turn's own: the side it started from until the
            # middle, the side it was asked for after it.
            face = up if x >= 0 else not up
            if item.face_up != face:  # type: ignore[attr-defined]
                item.face_up = face  # type: ignore[attr-defined]
                item.update()
            k = max(0.02, abs(x))
            item.setTransform(QTransform().translate(half, 0).scale(k, 1).translate(-half, 0))

        anim.valueChanged.connect(step)
        return anim


def _slide_end(slide: Slide) -> Callable[[], None]:
    def end() -> None:
        slide.item.setPos(slide.end)
        slide.item.setZValue(slide.z)

    return end


def _turn_end(turn: Turn) -> Callable[[], None]:
    return lambda: show_face(turn.item, turn.up)
