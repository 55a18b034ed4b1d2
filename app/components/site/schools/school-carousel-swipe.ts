// The swipe of the school carousel: the track follows the finger, then settles on a neighbour when
// the move was long enough and more horizontal than vertical. `touch-action: pan-y` (on the
// track) leaves vertical scrolling to the page, which then cancels the pointer.
import { type PointerEvent, useRef, useState } from "react";
import { SWIPE_THRESHOLD } from "~/copy/schools-page";

type Drag = { id: number; x: number; y: number };

/**
 * The finger's horizontal offset while it drags the track, and the track's pointer handlers;
 * `go(1)` after a swipe to the left, `go(-1)` after one to the right.
 */
export function useSwipe(go: (step: number) => void) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);

  function end(event: PointerEvent<HTMLElement>, cancelled: boolean) {
    const start = drag.current;
    if (start?.id !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!cancelled && Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const start = drag.current;
      if (start?.id !== event.pointerId) return;
      setOffset(event.clientX - start.x);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
  };

  return { offset, handlers };
}
