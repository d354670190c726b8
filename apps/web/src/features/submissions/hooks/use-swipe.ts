import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways (px), and how much more sideways than up or down, to count as a swipe. */
const SWIPE_MIN_PX = 60;
const SWIPE_RATIO = 1.5;

/** Where a swipe may not start: a field being typed in, or anything marked (a zoomed viewer). */
const NO_SWIPE = 'input, textarea, select, [contenteditable="true"], [data-no-swipe]';

/**
 * Swipe left / right with a finger or pen (pointer events), for moving through a list: not with a
 * mouse (that selects text), not from a field, not while two fingers pinch, not while the page is zoomed.
 */
export function useSwipe({ onLeft, onRight }: { onLeft: () => void; onRight: () => void }) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const down = useRef(new Set<number>());

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    down.current.add(event.pointerId);
    if (event.pointerType === 'mouse' || down.current.size > 1) {
      start.current = null;
      return;
    }
    const target = event.target as Element;
    const zoomed = (window.visualViewport?.scale ?? 1) > 1.01;
    start.current =
      zoomed || target.closest(NO_SWIPE) ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    down.current.delete(event.pointerId);
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * SWIPE_RATIO) return;
    if (dx < 0) onLeft();
    else onRight();
  };

  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    down.current.delete(event.pointerId);
    start.current = null;
  };

  // Vertical scrolling and pinch-zoom stay the browser's; sideways moves come here.
  return { onPointerDown, onPointerUp, onPointerCancel, style: { touchAction: 'pan-y pinch-zoom' } } as const;
}
