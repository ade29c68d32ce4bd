// When an island hydrates: at once if it is on screen or near it (or has nothing to
// show yet, like the modals); else when the visitor scrolls near it, or when the
// browser is next idle, whichever comes first. So every island is live soon after the
// page has settled, and work far below the fold never competes with what is on screen.
const NEAR = '300px';
const IDLE_FALLBACK_MS = 300;

export const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, IDLE_FALLBACK_MS);
};

export function whenNearViewport(island: HTMLElement, run: () => void): void {
  // The island's wrapper has no box of its own (display: contents): watch its content.
  const boxes = [...island.children];
  if (boxes.length === 0) return run();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    run();
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) once();
    else whenIdle(once);
  }, { rootMargin: NEAR });
  for (const box of boxes) observer.observe(box);
}
