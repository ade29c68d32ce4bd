// When a page part fails to load (a deploy replaced the hashed chunk), the page
// reloads, at most once per 60 seconds so a real outage cannot loop.
const KEY = 'promo:chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;

/** A page part failed to load: reload, or say so once the reload window is spent. */
export function chunkFailed(detail: unknown): void {
  const now = Date.now();
  if (now - Number(sessionStorage.getItem(KEY) ?? 0) < RELOAD_WINDOW_MS) return console.warn('page chunk failed to load', detail);
  sessionStorage.setItem(KEY, String(now));
  location.reload();
}
