// When the islands chunk is asked for (load-islands.ts): an island scrolled near the
// viewport counts as the visitor reaching for it. And the browser's next idle moment, for
// work that should never compete with what is on screen (the web-vitals reporter).
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

/** Calls `seen` with whether any of `boxes` is near the viewport, at once and as the visitor scrolls. */
export function watchNearing(boxes: readonly Element[], seen: (near: boolean) => void): IntersectionObserver {
  const observer = new IntersectionObserver(
    (entries) => seen(entries.some((entry) => entry.isIntersecting)), { rootMargin: `${NEAR_PX}px` },
  );
  for (const box of boxes) observer.observe(box);
  return observer;
}
