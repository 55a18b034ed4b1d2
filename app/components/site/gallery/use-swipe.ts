import { type PointerEvent, useRef } from "react";
import { SWIPE_THRESHOLD } from "~/copy/schools-page";

/**
 * Swipe on the viewer's stage: a horizontal move of the first finger, longer than vertical, moves
 * one photo. `tookClick` tells whether the click that ends a swipe belongs to it (and must not
 * close the viewer).
 */
export function useSwipe(go: (step: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);

  function onPointerDown(event: PointerEvent) {
    if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    swiped.current = false;
  }

  function onPointerUp(event: PointerEvent) {
    const from = start.current;
    if (from?.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    start.current = null;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return;
    swiped.current = true;
    go(dx < 0 ? 1 : -1);
  }

  function onPointerCancel() {
    start.current = null;
  }

  function tookClick() {
    const took = swiped.current;
    swiped.current = false;
    return took;
  }

  return { handlers: { onPointerDown, onPointerUp, onPointerCancel }, tookClick };
}
