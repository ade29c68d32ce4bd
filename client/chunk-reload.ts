// When a page part fails to load (a deploy replaced the hashed chunk), the page
// reloads, at most once per 60 seconds so a real outage cannot loop.
const KEY = 'promo:chunk-reload-at';
export const RELOAD_WINDOW_MS = 60_000;

export function reloadAfterChunkFailure(now = Date.now(), storage: Storage = sessionStorage, reload = () => location.reload()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

/** A page part failed to load: reload, or say so once the reload window is spent. */
export function chunkFailed(detail: unknown): void {
  if (!reloadAfterChunkFailure()) console.warn('page chunk failed to load', detail);
}
