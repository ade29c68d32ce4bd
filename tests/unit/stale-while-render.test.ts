// A page whose data has moved on renders once, and while that render runs every other
// request gets the page's last stored bytes at once, kept by no shared cache
// (docs/decisions/040-personal-work-budget.md): the page source with a real render cache, load
// gate and metrics; only the upstream cache's verdict on the stored page's data and the
// page's calendar are given here.
import { afterEach, describe, expect, test } from 'vitest';
import { createPageSource, MISSED, REFUSED, type Found } from '#server/render/page-source.js';
import { createRenderCache, type CachedPage, type RenderedPage } from '#server/render/render-cache.js';
import { createLoadGate, type LoadGate } from '#server/shedding/load-gate.js';
import { shedding } from '#server/shedding/busy-answer.js';
import { createMetrics } from '#server/observability/metrics/metrics.js';
import type { CachedUpstream } from '#server/upstream/upstream-cache.js';
import type { PageCalendar } from '#server/calendar/page-calendar.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import { NO_TRACING } from '#server/observability/page-tracing.js';

const T0 = Date.parse('2025-10-15T12:00:00+03:00');
const PAGE = { id: 'knauf2025' } as PageEntry;
/** Its key is 'promo|knauf2025|'. */
const WANTED = { page: PAGE, site: 'promo' as const };

const gates: LoadGate[] = [];
afterEach(() => gates.splice(0).forEach((gate) => gate.close()));

/** A page source whose stored pages' data is current while `data.current`, and whose page changes phase at `validUntil`. */
function sourceWith(validUntil: number, maxInFlight = 128) {
  const data = { current: true };
  const gate = createLoadGate({ maxInFlight, maxEventLoopDelayMs: 60_000, maxPersonalInFlight: 32, personalPerBlock: 4, windowMs: 60_000 });
  gates.push(gate);
  const metrics = createMetrics();
  const source = createPageSource({
    upstream: { stillCurrent: () => data.current } as unknown as CachedUpstream,
    renderCache: createRenderCache({ maxEntries: 10, maxBytes: 10_000_000 }),
    calendar: { nextChange: () => validUntil, phaseOf: () => 'running' } as unknown as PageCalendar,
    metrics,
    shed: shedding(gate, { now: () => T0 }, () => {}),
    tracing: NO_TRACING,
  });
  const find = (now: number, page: PageEntry = PAGE) => source.lookup({ page, site: 'promo' }, now).found;
  const render = (now: number, produce: () => Promise<RenderedPage>) => source.obtain(WANTED, now, produce);
  const count = async (result: string) => (await metrics.renderCache.get()).values.find((v) => v.labels.result === result)?.value ?? 0;
  return { data, gate, find, render, count };
}

/** A render that finishes when `finish` is called. */
function heldRender(html: string): { produce: () => Promise<RenderedPage>; finish: () => void } {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { produce: async () => (await done, { html: Buffer.from(html), reads: [] }), finish };
}

const bytesOf = (found: Found) => (typeof found === 'string' ? found : (found as CachedPage).identity.toString());

describe('a page whose data moved on', () => {
  test('when its new render runs, then other requests get its last bytes at once, kept by no shared cache, and the new bytes after', async () => {
    const { data, find, render, count } = sourceWith(Infinity);
    await render(T0, async () => ({ html: Buffer.from('old'), reads: [] }));
    data.current = false;

    expect(find(T0), 'the first request renders').toBe(MISSED);
    const fresh = heldRender('new');
    const rendering = render(T0, fresh.produce);
    const during = find(T0);

    expect(bytesOf(during)).toBe('old');
    expect((during as CachedPage).partial, 'never shared by a CDN').toBe(true);
    expect(await count('stale')).toBe(1);
    fresh.finish();
    const made = await rendering;
    expect(made !== REFUSED && made.rendered?.identity.toString()).toBe('new');
    data.current = true;
    expect(bytesOf(find(T0))).toBe('new');
  });

  test('when the server sheds renders meanwhile, then the key being rendered still gets its last bytes, not the busy answer', async () => {
    const { data, gate, find, render } = sourceWith(Infinity, 1);
    await render(T0, async () => ({ html: Buffer.from('old'), reads: [] }));
    data.current = false;
    const fresh = heldRender('new');
    const rendering = render(T0, fresh.produce);

    expect(gate.overloaded(), 'our one render fills SHED_MAX_IN_FLIGHT=1').toBe(true);
    expect(find(T0, { id: 'other' } as PageEntry), 'another key').toBe(REFUSED);
    expect(bytesOf(find(T0))).toBe('old');
    fresh.finish();
    await rendering;
  });

  test('when its last bytes were rendered around a failure, then they are not served: the request shares the render that may mend them', async () => {
    const { data, find, render } = sourceWith(Infinity);
    // A read that failed marks the page partial (server/upstream/upstream-cache.ts's readsFailed).
    const failed = { request: { path: '/x' }, answer: { result: { ok: false }, answeredAt: T0 } } as never;
    await render(T0, async () => ({ html: Buffer.from('old'), reads: [failed] }));
    data.current = false;
    const fresh = heldRender('new');
    const rendering = render(T0, fresh.produce);

    expect(find(T0)).toBe(MISSED);
    fresh.finish();
    await rendering;
  });

  test('when its phase has ended, then its last bytes are never served: the request shares the new render', async () => {
    const { data, find, render } = sourceWith(T0 + 1000);
    await render(T0, async () => ({ html: Buffer.from('old'), reads: [] }));
    data.current = false;
    const fresh = heldRender('new');
    const rendering = render(T0 + 1000, fresh.produce);

    expect(find(T0 + 1000)).toBe(MISSED);
    fresh.finish();
    await rendering;
  });
});
