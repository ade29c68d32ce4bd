// Where a page's bytes come from, for the three places that answer a page request (the
// listener's hit path, the page route and the card form; server/render/page-plan.ts plans
// the request): the render cache's entry, or, on a miss, a render, or while the server
// sheds load the refusal of that render. The one place page work asks the load gate
// whether it may start (docs/decisions/061-load-shedding.md, 120-fair-admission.md: only
// our own long queue of work refuses, never lag alone, and never a key being rendered),
// and where render-cache hits and misses are counted.
import type { PageEntry } from '#server/pages/page-kind.js';
import type { CachedUpstream } from '../upstream/upstream-cache.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { PageCalendar } from '../calendar/page-calendar.js';
import type { Shedding } from '../shedding/busy-answer.js';
import type { CachedPage, RenderCache, RenderedPage } from './render-cache.js';
import type { EncodedPage } from './encoded-page.js';

/** The render cache holds no entry for the key: the page must be rendered (by the chain, for the listener). */
export const MISSED = 'missed';
/** A miss while the server sheds load: the busy page instead of a render (the caller sends it and counts the refusal). */
export const REFUSED = 'refused';

export type Found = CachedPage | typeof MISSED | typeof REFUSED;

export interface PageSourceDeps {
  upstream: CachedUpstream;
  renderCache: RenderCache;
  calendar: PageCalendar;
  metrics: Metrics;
  shed: Shedding;
}

export interface PageSource {
  /**
   * The stored page of `key` at `now`, or why there is none. A hidden page's miss is never
   * refused: it is the chain's 404. `requestId`: the request a stale entry's refresh is
   * made for. `missedKey`: the key the listener already missed (handed-on.ts), not read again.
   */
  find(page: PageEntry, key: string, now: number, requestId?: string, missedKey?: string): Found;
  /** Renders `key`'s page once for every request waiting on it, kept until the page's next change after `instant`. */
  render(page: PageEntry, key: string, instant: number, produce: () => Promise<RenderedPage>): Promise<EncodedPage>;
}

export function createPageSource({ upstream, renderCache, calendar, metrics, shed }: PageSourceDeps): PageSource {
  const misses = metrics.renderCache.labels('miss');
  const stales = metrics.renderCache.labels('stale');
  const admits = () => !shed.gate.overloaded();
  return {
    find(page, key, now, requestId, missedKey) {
      const stored = missedKey === key ? undefined : renderCache.get(key, upstream.stillCurrent, now, requestId);
      if (stored) {
        metrics.renderCacheHit();
        return stored;
      }
      // A key already being rendered is never refused: while its new render runs, the last
      // bytes stored for it (data since moved on) are served at once, kept by no shared
      // cache; without any, or when they were rendered around a failure (the render may
      // bring the missing part), the request shares the one render
      // (docs/decisions/120-fair-admission.md), which costs nothing more.
      const rendering = renderCache.isRendering(key, calendar.nextChange(page, now));
      const last = rendering ? renderCache.stale(key, now) : undefined;
      if (last && !last.partial) {
        stales.inc();
        return { ...last, partial: true };
      }
      // A miss is counted once: here when refused, else by the render that follows it.
      if (admits() || rendering || calendar.phaseOf(page, now) === 'hidden') {
        return MISSED;
      }
      misses.inc();
      return REFUSED;
    },
    render(page, key, instant, produce) {
      misses.inc();
      return renderCache.render(key, calendar.nextChange(page, instant), () => shed.gate.track(produce));
    },
  };
}
