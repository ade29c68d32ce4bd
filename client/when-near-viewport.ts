// When an island hydrates: at once if it is on screen or near it (or has nothing to
// show yet, like the modals); else when the visitor scrolls near it, or when the
// browser is next idle, whichever comes first. So every island is live soon after the
// page has settled, and work far below the fold never competes with what is on screen.
const NEAR_PX = 300;
const IDLE_FALLBACK_MS = 300;

export const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, IDLE_FALLBACK_MS);
};

export const isNear = (box: Element) => {
  const { top, bottom } = box.getBoundingClientRect();
  return top < innerHeight + NEAR_PX && bottom > -NEAR_PX;
};

/**
 * Watches `boxes` (out of view when measured) and calls `seen` with whether any of them is
 * near the viewport, at once and as the visitor scrolls; the observer is returned to stop it.
 */
export function watchNearing(boxes: readonly Element[], seen: (near: boolean) => void): IntersectionObserver {
  const observer = new IntersectionObserver(
    (entries) => seen(entries.some((entry) => entry.isIntersecting)), { rootMargin: `${NEAR_PX}px` },
  );
  for (const box of boxes) observer.observe(box);
  return observer;
}

export function whenNearViewport(island: HTMLElement, run: () => void): void {
  // The island's wrapper has no box of its own (display: contents): its content has.
  const boxes = [...island.children];
  // Measured once here, while the layout is fresh: no observer for what is already in view.
  if (boxes.length === 0 || boxes.some(isNear)) return run();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    run();
  };
  const observer = watchNearing(boxes, (near) => (near ? once() : whenIdle(once)));
}
