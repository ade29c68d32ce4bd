// Where a page's bytes come from (for server/forms/planned-page.ts and the card form's refusals): the planned variant's
// key, the render cache's entry or, on a miss, the one render of that key, or while shedding its refusal. The one place
// page work asks the load gate (docs/decisions/061-load-shedding.md, 040-personal-work-budget.md: a key being rendered is
// never refused), and where render-cache hits and misses are counted.
import type { PageEntry } from '#server/pages/page-kind.js';
import type { Site } from '#shared/pages/sites.js';
import type { CachedUpstream } from '../upstream/upstream-cache.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { PageCalendar } from '../calendar/page-calendar.js';
import type { Shedding } from '../shedding/busy-answer.js';
import type { PageTracing } from '../observability/page-tracing.js';
import type { CachedPage, RenderCache, RenderedPage } from './render-cache.js';
import type { EncodedPage } from './encoded-page.js';
import { renderCacheKey } from './page-cache-policy.js';

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
  tracing: PageTracing;
}

/** Which stored page a request asks for: its page, its site, its variant (the kind's or a malformed card's). */
export interface PageWanted {
  page: PageEntry;
  site: Site;
  /** The variant's part of the key (PageVariant's or page-plan.ts's); none for a page the same for everyone. */
  variantKey?: string;
  /** The key itself, when the caller keeps it made (a page under test's version: server/forms/planned-page.ts). */
  key?: string;
  /** The key the listener already missed (handed-on.ts): not read again. */
  missedKey?: string;
}

/** A stored page, or one rendered for this request's miss (kept for the next). */
export type Obtained = { stored: CachedPage; rendered?: undefined } | { rendered: EncodedPage; stored?: undefined };

export interface PageSource {
  /**
   * The key of `wanted` and its stored page at `now`, or why there is none. A hidden page's
   * miss is never refused: it is the chain's 404. `requestId`: the request a stale entry's
   * refresh is made for.
   */
  lookup(wanted: PageWanted, now: number, requestId?: string): { key: string; found: Found };
  /**
   * The stored page of `wanted`, or on a miss its render by `produce` (once for every request
   * waiting on the key, inside the page's 'miss' span, kept until the page's next change
   * after `instant`); REFUSED while shedding. `requestId`: as lookup's.
   */
  obtain(wanted: PageWanted, instant: number, produce: () => Promise<RenderedPage>, requestId?: string): Promise<Obtained | typeof REFUSED>;
}

export function createPageSource({ upstream, renderCache, calendar, metrics, shed, tracing }: PageSourceDeps): PageSource {
  const misses = metrics.renderCache.labels('miss');
  const stales = metrics.renderCache.labels('stale');
  const admits = () => !shed.gate.overloaded();
  function find(page: PageEntry, key: string, now: number, requestId?: string, missedKey?: string): Found {
    const stored = missedKey === key ? undefined : renderCache.get(key, upstream.stillCurrent, now, requestId);
    if (stored) {
      metrics.renderCacheHit();
      return stored;
    }
    // A key already being rendered is never refused: while its new render runs, the last
    // bytes stored for it (data since moved on) are served at once, kept by no shared
    // cache; without any, or when they were rendered around a failure (the render may
    // bring the missing part), the request shares the one render
    // (docs/decisions/040-personal-work-budget.md), which costs nothing more.
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
  }
  const lookup: PageSource['lookup'] = ({ page, site, variantKey, key: made, missedKey }, now, requestId) => {
    const key = made ?? renderCacheKey(site, page, variantKey);
    return { key, found: find(page, key, now, requestId, missedKey) };
  };
  return {
    lookup,
    async obtain(wanted, instant, produce, requestId) {
      const { key, found } = lookup(wanted, instant, requestId);
      if (found === REFUSED) return REFUSED;
      if (found !== MISSED) return { stored: found };
      const { page } = wanted;
      misses.inc();
      const rendered = await tracing.span(page.id, 'miss', () =>
        renderCache.fill(key, calendar.nextChange(page, instant), () => shed.gate.track(produce)));
      return { rendered };
    },
  };
}
